// The attention family's kernels: attention.comp (the online-softmax core, as a prefill kernel over blocks
// of query rows or as the split pass of flash-decoding) and attention_combine.comp (flash-decoding's merge
// of the splits' partials). Variants over the dtype, the head dimension and the path.
import { defineKernel, product } from '../kernel.ts';

/** f32, or f16 q / k / v (and result), f32 softmax and accumulation either way. */
export const ATTENTION_DTYPES = ['f32', 'f16'] as const;
export type AttentionDType = (typeof ATTENTION_DTYPES)[number];

/** The head dimensions with a kernel (D is a compile-time constant: the row loops unroll). */
export const HEAD_DIMS = [64, 80, 96, 128, 256] as const;
export type HeadDim = (typeof HEAD_DIMS)[number];

/** prefill: one workgroup per block of query rows, all keys; decode: the keys split across workgroups. */
export const ATTENTION_PATHS = ['prefill', 'decode'] as const;
export type AttentionPath = (typeof ATTENTION_PATHS)[number];

/** Invocations per workgroup of attention.comp (WG there). */
export const ATTENTION_WG = 128;

/** Query rows per workgroup: the decode path takes every row of a (batch, head) at once, so tokensQ <= 4. */
export const rowsPerGroup = (path: AttentionPath, d: HeadDim): number => (path === 'decode' ? 4 : d > 128 ? 8 : 16);

/** Keys per shared-memory tile: K and V tiles of at most 2048 f32 each (8 KiB), so q, K, V and the
 * scores fit in 32 KiB at every head dimension. */
export const keysPerTile = (d: HeadDim): number => (d === 64 ? 32 : d > 128 ? 8 : 16);

export const ATTENTION_KERNEL = defineKernel({
  shader: 'attention',
  source: 'src/ops/attention/attention.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: product({ dtype: ATTENTION_DTYPES, d: HEAD_DIMS, path: ATTENTION_PATHS }).map(({ dtype, d, path }) => ({
    name: `${dtype}_d${d}_${path}`,
    defines: {
      D: d,
      BQ: rowsPerGroup(path, d),
      BK: keysPerTile(d),
      ...(dtype === 'f16' ? { F16: 1 } : {}),
      ...(path === 'decode' ? { SPLIT: 1 } : {}),
    },
  })),
  // blocks (row blocks or splits) x heads x batch, one line
  grid: (p: { blocks: number; heads: number; batch: number }) => p.blocks * p.heads * p.batch,
});

export const COMBINE_KERNEL = defineKernel({
  shader: 'attention_combine',
  source: 'src/ops/attention/attention_combine.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 64,
  variants: ATTENTION_DTYPES.map((dtype) => ({ name: dtype, defines: { ...(dtype === 'f16' ? { F16: 1 } : {}) } })),
  // one workgroup per output row
  grid: (p: { rows: number }) => p.rows,
});

export const KERNELS = [ATTENTION_KERNEL, COMBINE_KERNEL];
