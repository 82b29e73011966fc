// The cost model of quant.matvec: every weight byte read once, x read and y written once, 2 flops a weight
// per vector.
import { BLOCK_FORMATS, type BlockDType } from '../../device/block-formats.ts';
import { cost, sizes, type CostModel } from '../../ops/cost.ts';

/** y[n, rows] = W[rows, cols] x[n, cols] with W in `format`: rows · cols / blockSize blocks read once for
 * all n vectors, x and y f32. */
export function qmatvecCost(format: BlockDType, rows: number, cols: number, n = 1): CostModel {
  sizes('qmatvec', rows, cols, n);
  const f = BLOCK_FORMATS[format];
  return cost(((rows * cols) / f.blockSize) * f.blockBytes + 4 * n * cols, 4 * n * rows, 2 * n * rows * cols, 'f32');
}
