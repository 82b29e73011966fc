// The attention family: scaled dot-product attention (prefill, cooperative-matrix prefill on KHR and NV
// coopmat2, and flash-decoding paths, GQA read natively), and the paged KV cache (paged.ts: reshapeAndCache,
// pagedAttention; f16/f32 or int8 caches).
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { pagedBench } from './paged-bench.ts';
import { KERNELS } from './kernels.ts';
import { ATTENTION_COOPMAT_EMULATED_KERNEL, ATTENTION_COOPMAT_KERNEL } from './coopmat-kernels.ts';
import { ATTENTION_COOPMAT2_KERNEL } from './coopmat2-kernels.ts';
import { PAGED_KERNELS } from './paged-kernels.ts';

export default defineFamily({
  name: 'attention',
  kernels: [...KERNELS, ATTENTION_COOPMAT_KERNEL, ATTENTION_COOPMAT2_KERNEL, ATTENTION_COOPMAT_EMULATED_KERNEL, ...PAGED_KERNELS],
  bench: (ctx) => [...bench(ctx), ...pagedBench(ctx)],
});
export { attention, DECODE_MAX_QUERIES, type AttentionOptions } from './ops.ts';
export { HEAD_DIMS, type AttentionPath } from './kernels.ts';
export { hasAttentionCoopmat } from './coopmat.ts';
export { hasAttentionCoopmat2 } from './coopmat2.ts';
export { attentionCost, type AttentionShape } from './cost.ts';
export { pagedAttention, reshapeAndCache, SKIP_SLOT, type CacheScales, type PagedAttentionOptions } from './paged.ts';
export { pagedAttentionCost, reshapeAndCacheCost, type PagedShape } from './paged-cost.ts';
