// The cost model of quant.matvec: every weight byte read once, x read and y written once, 2 flops a weight.
import { BLOCK_FORMATS, type BlockDType } from '../../device/block-formats.ts';
import { cost, sizes, type CostModel } from '../../ops/cost.ts';

/** y[rows] = W[rows, cols] x with W in `format`: rows · cols / blockSize blocks, x and y f32. */
export function qmatvecCost(format: BlockDType, rows: number, cols: number): CostModel {
  sizes('qmatvec', rows, cols);
  const f = BLOCK_FORMATS[format];
  return cost(((rows * cols) / f.blockSize) * f.blockBytes + 4 * cols, 4 * rows, 2 * rows * cols, 'f32');
}
