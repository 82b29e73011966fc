// The compare family's kernels: comparisons of two f32 tensors into u8 masks (compare.comp) and where
// (where.comp), each contiguous or strided (any views, broadcast included); variants generated from the
// tables below.
import { defineKernel, groupsFor, product } from '../kernel.ts';

/** The comparisons (IEEE: NaN compares false, except ne). */
export const COMPARE_OPS = ['eq', 'ne', 'lt', 'le', 'gt', 'ge'] as const;
export type CompareOp = (typeof COMPARE_OPS)[number];

/** The mask dtypes where() takes. */
export const MASK_DTYPES = ['u8', 'u32'] as const;
export type MaskDType = (typeof MASK_DTYPES)[number];

/** Contiguous operands of the result's shape, or any views (the strided head). */
export const LAYOUTS = ['', '_strided'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** where's layouts: the contiguous one four elements at a time too (n and every offset a multiple of 4). */
export const WHERE_LAYOUTS = ['', '_vec4', '_strided'] as const;
export type WhereLayout = (typeof WHERE_LAYOUTS)[number];

const layoutDefines = (layout: WhereLayout): Record<string, number> =>
  layout === '_strided' ? { STRIDED: 1 } : layout === '_vec4' ? { VEC4: 1 } : {};

export const COMPARE_KERNEL = defineKernel({
  shader: 'compare',
  source: 'src/ops/compare/compare.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ op: COMPARE_OPS, layout: LAYOUTS }).map(({ op, layout }) => ({
    name: `${op}_f32${layout}`,
    defines: { [`OP_${op.toUpperCase()}`]: 1, ...layoutDefines(layout) },
  })),
  // one invocation per 32-bit word of the u8 result (the op computes `words`)
  grid: (p: { words: number }, wg: number) => groupsFor(p.words, wg),
});

export const WHERE_KERNEL = defineKernel({
  shader: 'where',
  source: 'src/ops/compare/where.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ mask: MASK_DTYPES, layout: WHERE_LAYOUTS }).map(({ mask, layout }) => ({
    name: `${mask}_f32${layout}`,
    defines: { ...(mask === 'u8' ? { MASK_U8: 1 } : {}), ...layoutDefines(layout) },
  })),
  // one invocation per element, or per group of four (_vec4: the op pushes n / 4)
  grid: (p: { n: number }, wg: number) => groupsFor(p.n, wg),
});

export const KERNELS = [COMPARE_KERNEL, WHERE_KERNEL];
