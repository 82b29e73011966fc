// Cost models of the sort family (the rules are in src/ops/cost.ts). A sort's compare-exchanges are
// integer work on keys, not float arithmetic the f32 roof could judge, so argsort and topk count bytes only
// ('memory'); moeRoute counts its softmax.
import { cost, sizes, type CostModel } from '../cost.ts';

/** argsort of [rows, cols] elements of `size` bytes: x read once, a u32 index written per element. */
export function argsortCost(rows: number, cols: number, size: number): CostModel {
  sizes('argsort', rows, cols, size);
  return cost(size * rows * cols, 4 * rows * cols, 0, 'memory');
}

/** topk of [rows, cols] elements of `size` bytes: x read once, k values (of x's dtype) and k u32 indices
 * written per row. */
export function topkCost(rows: number, cols: number, k: number, size: number): CostModel {
  sizes('topk', rows, cols, k, size);
  return cost(size * rows * cols, (size + 4) * rows * k, 0, 'memory');
}

/** moeRoute of [tokens, experts] f32 logits: logits read once, k u32 ids and k f32 weights written per
 * token; per logit a subtract, an exp and an add (the softmax sum), per weight a divide. */
export function moeRouteCost(tokens: number, experts: number, k: number): CostModel {
  sizes('moeRoute', tokens, experts, k);
  return cost(4 * tokens * experts, 8 * tokens * k, 3 * tokens * experts + tokens * k, 'f32');
}
