// Cost models of the rope family (the rules are in src/ops/cost.ts).
import { cost, sizes, type CostModel } from '../cost.ts';

export interface RopeCostArgs {
  /** Elements of x (and of the result). */
  readonly elements: number;
  /** Elements rotated: every head row's first rotaryDims. */
  readonly rotated: number;
  /** 4 (f32) or 2 (f16). */
  readonly elementBytes: number;
  /** In place, the pass-through elements are neither read nor written. */
  readonly inPlace: boolean;
  /** sin / cos evaluations: one per (position, pair); 0 with tables. */
  readonly angles: number;
  /** The positions and frequency table, or the cos and sin tables, read once. */
  readonly sideBytes: number;
}

/** x read once and the result written once (in place: only the rotated part), plus the side inputs; 3
 * flops per rotated element (two products and a sum) and, with positions, 3 per angle (the product, sin,
 * cos). The angle's range reduction is the shader's business, not the op's arithmetic. */
export function ropeCost(a: RopeCostArgs): CostModel {
  sizes('rope', a.elements, a.rotated, a.angles, a.sideBytes);
  const moved = (a.inPlace ? a.rotated : a.elements) * a.elementBytes;
  return cost(moved + a.sideBytes, moved, 3 * a.rotated + 3 * a.angles, 'f32');
}
