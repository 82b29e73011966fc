// The matmul family: gemm (A·B, A·Bᵀ; transposed and sliced operands read in place) and matvec.
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'matmul', kernels: KERNELS, bench });
export * from './ops.ts';
export { gemmCost, matvecCost } from './cost.ts';
export { GEMM_TILES, MATVEC_ROWS_PER_WORKGROUP, type GemmVariant, type OperandLayout } from './kernels.ts';
