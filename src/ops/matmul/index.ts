// The matmul family: gemm (A·B, A·Bᵀ, Aᵀ·B; f32, and f16/bf16 on cooperative matrices or FMA, batched;
// transposed and sliced operands read in place) and matvec.
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { HALF_KERNELS } from './half-kernels.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'matmul', kernels: [...KERNELS, ...HALF_KERNELS], bench });
export * from './ops.ts';
export { gemmCost, gemmHalfCost, matvecCost } from './cost.ts';
export { GEMM_HALF_PATH_RULES, hasCoopmatF16, type GemmHalfPath } from './half-ops.ts';
export { COOPMAT_TILE, HALF_DTYPES, type HalfDType } from './half-kernels.ts';
export { GEMM_TILES, MATVEC_ROWS_PER_WORKGROUP, type GemmVariant, type OperandLayout } from './kernels.ts';
