// The conv family: conv1d and conv2d (an implicit GEMM: on tensor cores for f16 where the device has them,
// else FMA sums split over k where the grid is small; or direct for narrow groups; PyTorch's semantics over NCHW),
// convTranspose1d/2d (the same GEMMs over output phases), maxPool2d and avgPool2d, upsampleNearest1d/2d and
// upsampleBilinear2d.
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'conv', kernels: KERNELS, bench });
export { conv1d, conv2d, CONV_PATH_RULES, GEMM_MIN_CHANNELS, type Conv1dOptions, type Conv2dOptions, type ConvPath } from './ops.ts';
export {
  CONV_COOPMAT_TILES,
  CONV_COOPMAT_TILE_NAMES,
  CONV_GEMM_TILES,
  CONV_GEMM_TILE_NAMES,
  type ConvCoopmatTile,
  type ConvCoopmatTileName,
  type ConvGemmTile,
  type ConvGemmTileName,
} from './kernels.ts';
export { convTranspose1d, convTranspose2d, type ConvTranspose1dOptions, type ConvTranspose2dOptions } from './transpose.ts';
export {
  avgPool2d,
  maxPool2d,
  upsampleNearest1d,
  upsampleNearest2d,
  upsampleBilinear2d,
  type AvgPool2dOptions,
  type MaxPool2dOptions,
  type UpsampleOptions,
  type BilinearOptions,
} from './resample.ts';
export { convCost, poolCost, upsampleCost, BILINEAR_FLOPS, type ConvDims } from './cost.ts';
