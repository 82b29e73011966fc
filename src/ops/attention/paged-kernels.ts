// The paged KV cache's own kernel: reshape_and_cache.comp (new tokens' keys and values written to their
// slots, quantized to int8 when the cache is), variants over the source dtype and the cache's. Paged
// attention runs attention_decode.comp's PAGED variants (kernels.ts, DECODE_KERNEL), which merge their splits
// in the same dispatch as the contiguous decode path's.
import { defineKernel, product } from '../kernel.ts';
import { ATTENTION_DTYPES, CACHE_KINDS, cacheVariant } from './kernels.ts';

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

export const PAGED_KERNELS = [RESHAPE_KERNEL];
