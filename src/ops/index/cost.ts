// Cost models of the index family (the rules are in src/ops/cost.ts): every result element read once from
// x and written once, the ids read once; no arithmetic.
import { cost, sizes, type CostModel } from '../cost.ts';

/** n elements of `size` bytes moved, with `ids` 4-byte ids read. */
export function indexCost(op: string, size: number, n: number, ids: number): CostModel {
  sizes(op, n, ids);
  return cost(size * n + 4 * ids, size * n, 0, 'memory');
}

/**
 * The writing ops (scatter, indexAdd, copyInto): n elements of `size` bytes read from src and written into
 * dst, `ids` 4-byte ids read; an add also reads the n destination elements and does a multiply-add each.
 */
export function scatterCost(op: string, size: number, n: number, ids: number, add: boolean): CostModel {
  sizes(op, n, ids);
  return cost(size * n * (add ? 2 : 1) + 4 * ids, size * n, add ? 2 * n : 0, 'memory');
}
