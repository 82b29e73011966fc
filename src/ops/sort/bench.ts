// The sort rows of `vkts bench` at LLM shapes: argsort of 4096 rows of 4096 f32, topk k = 40 over 4096
// vocabulary-wide (32000) f32 rows (a sampler's top-k), moe_route of 4096 tokens over 128 experts, top 8
// (the shapes shrink on a CPU device, as the other rows do).
import type { BenchCase, BenchContext } from '../family.ts';
import { argsortCost, moeRouteCost, topkCost } from './cost.ts';
import { moeRoute } from './moe.ts';
import { argsort, topk } from './ops.ts';

export function bench(ctx: BenchContext): BenchCase[] {
  const cpu = ctx.device.info.type === 'cpu';
  const sortRows = cpu ? 64 : 4096;
  const [vocabRows, vocab, k] = [cpu ? 64 : 4096, 32000, 40];
  const [tokens, experts, topK] = [cpu ? 1024 : 4096, 128, 8];
  return [
    {
      op: 'argsort',
      shape: `${sortRows}x4096`,
      dtype: 'f32',
      variant: 'argsort_f32',
      cost: argsortCost(sortRows, 4096, 4),
      setup: () => {
        const x = ctx.random([sortRows, 4096]),
          out = ctx.device.alloc('u32', [sortRows, 4096]);
        return { step: () => argsort(x, { out }), free: [x, out] };
      },
    },
    {
      op: 'topk',
      shape: `${vocabRows}x${vocab} k${k}`,
      dtype: 'f32',
      variant: 'topk_f32',
      cost: topkCost(vocabRows, vocab, k, 4),
      setup: () => {
        const x = ctx.random([vocabRows, vocab]),
          values = ctx.device.alloc('f32', [vocabRows, k]),
          indices = ctx.device.alloc('u32', [vocabRows, k]);
        return { step: () => topk(x, k, { out: { values, indices } }), free: [x, values, indices] };
      },
    },
    {
      op: 'moe_route',
      shape: `${tokens}x${experts} k${topK}`,
      dtype: 'f32',
      variant: 'f32',
      cost: moeRouteCost(tokens, experts, topK),
      setup: () => {
        const logits = ctx.random([tokens, experts]),
          ids = ctx.device.alloc('u32', [tokens, topK]),
          weights = ctx.device.alloc('f32', [tokens, topK]);
        return { step: () => moeRoute(logits, { topK, out: { ids, weights } }), free: [logits, ids, weights] };
      },
    },
  ];
}
