// Cost models of the convert family (the rules are in src/ops/cost.ts): a conversion or copy moves data
// only — n elements read in the source dtype, n written in the target dtype.
import { DTYPES, type PlainDType } from '../../device/dtype.ts';
import { cost, sizes, type CostModel } from '../cost.ts';

/** n elements converted from -> to (a copy when the dtypes are the same). */
export function convertCost(n: number, from: PlainDType, to: PlainDType): CostModel {
  sizes('convert', n);
  return cost(DTYPES[from].size * n, DTYPES[to].size * n, 0, 'memory');
}

/** The legacy name: f32 <-> f16 over n elements. */
export const castCost = (n: number, from: 'f32' | 'f16', to: 'f32' | 'f16'): CostModel => convertCost(n, from, to);
