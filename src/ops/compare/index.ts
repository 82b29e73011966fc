// The compare family: comparisons of f32 tensors into u8 masks, and where(mask, a, b).
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'compare', kernels: KERNELS, bench });
export { compare, where, eq, ne, lt, le, gt, ge, LAYOUT_RULES as COMPARE_LAYOUT_RULES, WHERE_LAYOUT_RULES } from './ops.ts';
export { compareCost, whereCost } from './cost.ts';
export { COMPARE_OPS, MASK_DTYPES, type CompareOp, type MaskDType } from './kernels.ts';
