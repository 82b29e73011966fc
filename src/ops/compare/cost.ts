// Cost models of the compare family (the rules are in src/ops/cost.ts): every operand read once, the
// result written once.
import { cost, sizes, type CostModel } from '../cost.ts';
import type { CompareOp, MaskDType } from './kernels.ts';

/** y = a OP b over n elements: two f32 arrays read, one u8 mask written, 1 flop each. */
export function compareCost(op: CompareOp, n: number): CostModel {
  sizes(op, n);
  return cost(8 * n, n, n, 'f32');
}

/** y = mask ? a : b over n elements: the mask and two f32 arrays read, one f32 written; a select only. */
export function whereCost(mask: MaskDType, n: number): CostModel {
  sizes('where', n);
  return cost((mask === 'u8' ? 1 : 4) * n + 8 * n, 4 * n, 0, 'memory');
}
