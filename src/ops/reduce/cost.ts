// Cost model of the reduce family (the rules are in src/ops/cost.ts).
import { cost, sizes, type CostModel } from '../cost.ts';
import type { ReduceOp } from './kernels.ts';

/** OP over one dimension of an f32 tensor seen as [rows, cols] (cols the reduced extent): x read once, rows
 * 4-byte results written (f32 values, or u32 indices for argmax/argmin), one flop per element (an add or a
 * compare; mean's one divide per row is noise). */
export function reduceCost(op: ReduceOp, rows: number, cols: number): CostModel {
  sizes(`reduce ${op}`, rows, cols);
  return cost(4 * rows * cols, 4 * rows, rows * cols, 'f32');
}
