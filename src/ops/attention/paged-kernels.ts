// The paged KV cache's kernels: reshape_and_cache.comp (new tokens' keys and values written to their slots,
// quantized to int8 when the cache is) and paged_attention.comp (the split pass of paged flash-decoding; its
// partials are merged by attention_combine.comp, COMBINE_KERNEL). Variants over the query / source dtype, the
// cache dtype and (paged attention) the head dimension.
import { defineKernel, product } from '../kernel.ts';
import { ATTENTION_DTYPES, HEAD_DIMS, keysPerTile } from './kernels.ts';

/** A cache holds the keys' own dtype (f32 or f16), or int8 codes with an f32 scale per (slot, kv head). */
export const CACHE_KINDS = ['same', 'i8'] as const;
export type CacheKind = (typeof CACHE_KINDS)[number];

/** Query heads one paged-attention workgroup takes (GQ there): a kv head's K and V rows staged once serve
 * this many of its query heads. */
export const PAGED_HEADS_PER_GROUP = 8;

/** `f32`, `f16`, `f32_i8`, `f16_i8`: the dtype of q (paged attention) or k and v (reshape), then the cache's. */
export const cacheVariant = (dtype: 'f32' | 'f16', cache: CacheKind) => (cache === 'i8' ? (`${dtype}_i8` as const) : dtype);

export const RESHAPE_KERNEL = defineKernel({
  shader: 'reshape_and_cache',
  source: 'src/ops/attention/reshape_and_cache.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: product({ dtype: ATTENTION_DTYPES, cache: CACHE_KINDS }).map(({ dtype, cache }) => ({
    name: cacheVariant(dtype, cache),
    defines: { ...(dtype === 'f16' ? { SRC_F16: 1 } : {}), ...(cache === 'i8' ? { KV_I8: 1 } : {}) },
  })),
  // the workgroups walk the (token, kv head) rows
  grid: (p: { groups: number }) => p.groups,
});

export const PAGED_ATTENTION_KERNEL = defineKernel({
  shader: 'paged_attention',
  source: 'src/ops/attention/paged_attention.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: product({ dtype: ATTENTION_DTYPES, cache: CACHE_KINDS, d: HEAD_DIMS }).map(({ dtype, cache, d }) => ({
    name: `${cacheVariant(dtype, cache)}_d${d}`,
    defines: {
      D: d,
      BK: keysPerTile(d),
      ...(dtype === 'f16' ? { Q_F16: 1 } : {}),
      ...(cache === 'i8' ? { KV_I8: 1 } : dtype === 'f16' ? { KV_F16: 1 } : {}),
    },
  })),
  // splits x kv heads x chunks of query heads x sequences, one line
  grid: (p: { splits: number; kvHeads: number; chunks: number; seqs: number }) => p.splits * p.kvHeads * p.chunks * p.seqs,
});

export const PAGED_KERNELS = [RESHAPE_KERNEL, PAGED_ATTENTION_KERNEL];
