// The matmul family: gemm (A·B, A·Bᵀ, Aᵀ·B; f32, and f16/bf16 on cooperative matrices or FMA, batched;
// transposed and sliced operands read in place; tuned per device: tune*.ts) and matvec.
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { BF16_KERNELS } from './bf16-kernels.ts';
import { HALF_KERNELS } from './half-kernels.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'matmul', kernels: [...KERNELS, ...HALF_KERNELS, ...BF16_KERNELS], bench });
export * from './ops.ts';
export { gemmCost, gemmHalfCost, matvecCost } from './cost.ts';
export {
  BF16_SCALED_MIN_FLOPS,
  GEMM_HALF_PATH_RULES,
  hasCoopmat2F16,
  hasCoopmatF16,
  type GemmHalfKernelPath,
  type GemmHalfPath,
} from './half-ops.ts';
export {
  COOPMAT2_TILES,
  COOPMAT_TILE,
  COOPMAT_TILES,
  HALF_DTYPES,
  coopmatSharedBytes,
  type Coopmat2Tile,
  type Coopmat2TileName,
  type CoopmatTile,
  type CoopmatTileName,
  type HalfDType,
} from './half-kernels.ts';
export {
  GEMM_F32_TILES,
  GEMM_TILES,
  MATVEC_ROWS_PER_WORKGROUP,
  type GemmF32Tile,
  type GemmTileShape,
  type GemmVariant,
  type OperandLayout,
} from './kernels.ts';
export {
  GEMM_TUNE_DTYPES,
  gemmCandidates,
  registerGemmCandidate,
  type GemmCandidate,
  type GemmCandidateOptions,
  type GemmProblem,
  type GemmTuneDType,
} from './tune-candidates.ts';
export { tuneCacheDir, tuneCachePath, type TuneEntry } from './tune-cache.ts';
export type { ChosenGemmConfig } from './gemm-config.ts';
export { GEMM_DEVICE_DEFAULTS, type GemmDeviceDefaults } from './tune-defaults.ts';
export { NEAREST_CLASS_LIMIT, type GemmConfig, type GemmConfigSource } from './tune-lookup.ts';
export { TUNE_PLAN, type TunePlan, type TuneResult, type TuneRow } from './tune.ts';
