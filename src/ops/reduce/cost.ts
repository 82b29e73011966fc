// Cost model of the reduce family (the rules are in src/ops/cost.ts).
import { cost, sizes, type CostModel } from '../cost.ts';
import type { ReduceOp } from './kernels.ts';

/** Sum or max over the last dimension of [rows, cols] f32: x read once, rows values written, one flop per
 * element (an add, or a compare). */
export function reduceCost(op: ReduceOp, rows: number, cols: number): CostModel {
  sizes(`reduce ${op}`, rows, cols);
  return cost(4 * rows * cols, 4 * rows, rows * cols, 'f32');
}
