// The paged-attention rows of `vkts bench`, beside the contiguous decode rows (bench.ts): one decode query
// per sequence over a paged f16 cache (blocks of 16, scattered through the pool by the block tables) at 4k
// and 32k keys (256 and 2048 on a CPU device), batch 1 and 8, 32 query heads over 8 kv heads, headDim 128;
// and the int8 cache at the longest context. A row times the whole step: one dispatch (the split pass,
// whose last workgroup per kv head merges the splits).
import type { Tensor } from '../../device/tensor.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { randomF16 } from './bench.ts';
import { pagedAttentionCost } from './paged-cost.ts';
import type { CacheKind } from './kernels.ts';
import { pagedDecodeVariant } from './kernels.ts';
import { decodeRowPlan } from './ops.ts';
import { pagedAttentionPasses, pagedSplits, reshapeAndCache } from './paged.ts';

const [HEADS, KV_HEADS, D, BLOCK] = [32, 8, 128, 16] as const;

export function pagedBench(ctx: BenchContext): BenchCase[] {
  const device = ctx.device;
  const half = (shape: number[]): Tensor => randomF16(ctx, shape);
  /** Caches for `seqs` sequences of `context` keys: f16 random, or int8 written by reshapeAndCache. */
  const caches = (seqs: number, context: number, cache: CacheKind) => {
    const numBlocks = (seqs * context) / BLOCK;
    const shape = [numBlocks, BLOCK, KV_HEADS, D];
    if (cache === 'same') return { kCache: half(shape), vCache: half(shape), scales: {} };
    const [kCache, vCache] = [device.zeros('i8', shape), device.zeros('i8', shape)];
    const scales = { kScale: device.zeros('f32', shape.slice(0, 3)), vScale: device.zeros('f32', shape.slice(0, 3)) };
    const tokens = numBlocks * BLOCK;
    const [k, v] = [half([tokens, KV_HEADS, D]), half([tokens, KV_HEADS, D])];
    const slots = device.upload(
      Uint32Array.from({ length: tokens }, (_, i) => i),
      { dtype: 'u32' },
    );
    reshapeAndCache(k, v, kCache, vCache, slots, scales);
    device.sync();
    [k, v, slots].forEach((t) => t.destroy());
    return { kCache, vCache, scales };
  };
  const row = (seqs: number, context: number, cache: CacheKind): BenchCase => {
    const perSeq = context / BLOCK;
    const { rmax, chunks } = decodeRowPlan(HEADS / KV_HEADS, D);
    const { splits } = pagedSplits(context, seqs * KV_HEADS * chunks, 'f16', cache, D, rmax, device);

    return {
      op: 'paged_attention_decode',
      shape: `${seqs}x${HEADS}/${KV_HEADS}x${context}x${D} blocks of ${BLOCK}${cache === 'i8' ? ' int8 cache' : ''}`,
      dtype: 'f16',
      variant: pagedDecodeVariant('f16', cache, D, rmax),
      cost: pagedAttentionCost(
        { seqs, heads: HEADS, kvHeads: KV_HEADS, context, headDim: D, qBytes: 2, cacheBytes: cache === 'i8' ? 1 : 2 },
        splits,
      ),
      setup: () => {
        const { kCache, vCache, scales } = caches(seqs, context, cache);
        // sequence s's blocks interleaved with the others' through the pool (block b of s at b * seqs + s)
        const tables = Uint32Array.from({ length: seqs * perSeq }, (_, i) => (i % perSeq) * seqs + Math.floor(i / perSeq));
        const blockTables = device.upload(tables, { dtype: 'u32', shape: [seqs, perSeq] });
        const contextLengths = device.upload(new Uint32Array(seqs).fill(context), { dtype: 'u32' });
        const q = half([seqs, HEADS, D]);
        const out = device.alloc('f16', [seqs, HEADS, D]);
        const acc = device.alloc('f32', [seqs * HEADS, splits, D]);
        const ml = device.alloc('f32', [seqs * HEADS, splits, 2]);
        const done = device.zeros('u32', [seqs * KV_HEADS * chunks]);
        device.sync();
        const opts = { blockTables, contextLengths, out, ...scales };
        return {
          step: () => pagedAttentionPasses(q, kCache, vCache, opts, { acc, ml, done }),
          free: [kCache, vCache, ...Object.values(scales), blockTables, contextLengths, q, out, acc, ml, done],
        };
      },
    };
  };
  // a CPU device runs a batch of 8 at 2048 keys in seconds a step
  const [short, long] = device.info.type === 'cpu' ? [256, 2048] : [4096, 32768];
  return [row(1, short, 'same'), row(8, short, 'same'), row(1, long, 'same'), row(8, long, 'same'), row(8, long, 'i8')];
}
