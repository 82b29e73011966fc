// The sort family's kernels: sort.comp (argsort and topk: a shared-memory bitonic sort per row, wide topk
// rows streamed through it) and moe_route.comp (softmax + top-k + renormalise per token); variants generated
// from the ops, the input dtypes and the row layouts (contiguous rows, or any view).
import { defineKernel, product } from '../kernel.ts';
import { onePerRow, ROW_LAYOUTS, type RowLayout } from '../rows.ts';

/** Pairs one workgroup sorts in shared memory (bitonic.glsl's SORT_MAX): argsort's widest row, and the
 * first block of a wider row's topk. */
export const SORT_MAX = 4096;
/** The most experts moeRoute sorts (moe_route.comp's SORT_MAX). */
export const MAX_EXPERTS = 256;

/** argsort: a whole row's indices; topk: a row's first k indices (and f32 values). */
export const SORT_OPS = ['argsort', 'topk'] as const;
export type SortOp = (typeof SORT_OPS)[number];

/** The dtypes of x the sort reads (f16 through 32-bit words, widened exactly). */
export const SORT_DTYPES = ['f32', 'f16'] as const;
export type SortDType = (typeof SORT_DTYPES)[number];

const layoutDefines = (layout: RowLayout): Record<string, number> => (layout === '_strided' ? { STRIDED: 1 } : {});

export const SORT_KERNEL = defineKernel({
  shader: 'sort',
  source: 'src/ops/sort/sort.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ op: SORT_OPS, dtype: SORT_DTYPES, layout: ROW_LAYOUTS }).map(({ op, dtype, layout }) => ({
    name: `${op}_${dtype}${layout}`,
    defines: { [op.toUpperCase()]: 1, ...(dtype === 'f16' ? { F16: 1 } : {}), ...layoutDefines(layout) },
  })),
  grid: onePerRow,
});

export const MOE_ROUTE_KERNEL = defineKernel({
  shader: 'moe_route',
  source: 'src/ops/sort/moe_route.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 64, // moe_route.comp's ROW_LOCAL_SIZE: 16 of at most 256 pairs per invocation
  variants: ROW_LAYOUTS.map((layout) => ({ name: `f32${layout}`, defines: layoutDefines(layout) })),
  grid: onePerRow,
});

export const KERNELS = [SORT_KERNEL, MOE_ROUTE_KERNEL];
