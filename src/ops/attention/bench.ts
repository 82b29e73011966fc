// The attention rows of `vkts bench` at LLM shapes (32 query heads, 8 kv heads, headDim 128, f16, batch 1):
// decode of 1 query over 4k and 32k keys, and causal prefill of 4096 tokens (much smaller on a CPU device).
// The decode path is two dispatches and a row times one, so each decode shape has two rows: the split
// pass (K and V read: the bulk) and the combine pass (the partials).
import type { Tensor } from '../../device/tensor.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { castF32ToF16 } from '../convert/ops.ts';
import { attentionCost, combineCost } from './cost.ts';
import { attention, attentionPasses, decodeSplits } from './ops.ts';

const [HEADS, KV_HEADS, D] = [32, 8, 128] as const;

export function bench(ctx: BenchContext): BenchCase[] {
  const cpu = ctx.device.info.type === 'cpu';
  const half = (shape: number[]): Tensor => {
    const x = ctx.random(shape);
    try {
      return castF32ToF16(x);
    } finally {
      x.destroy();
    }
  };
  /** f16 q, k, v, the casts finished (a timed step must find only its own dispatch in the profile). */
  const operands = (tq: number, tk: number) => {
    const t = { q: half([1, HEADS, tq, D]), k: half([1, KV_HEADS, tk, D]), v: half([1, KV_HEADS, tk, D]) };
    ctx.device.sync();
    return t;
  };
  const shapeOf = (tq: number, tk: number) => `1x${HEADS}/${KV_HEADS}x${tq}x${tk}x${D}`;
  const decodeRows = (tk: number): BenchCase[] => {
    const { splits } = decodeSplits(tk, HEADS, D, ctx.device.info);
    const setup = (pass: 'split' | 'combine') => () => {
      const { q, k, v } = operands(1, tk);
      const out = ctx.device.alloc('f16', [1, HEADS, 1, D]);
      const acc = ctx.device.alloc('f32', [HEADS, splits, D]),
        ml = ctx.device.alloc('f32', [HEADS, splits, 2]);
      // the combine pass merges real partials
      if (pass === 'combine') attentionPasses(q, k, v, { out }, { pass: 'split', acc, ml });
      ctx.device.sync();
      return { step: () => attentionPasses(q, k, v, { out }, { pass, acc, ml }), free: [q, k, v, out, acc, ml] };
    };
    const cost = attentionCost({ batch: 1, heads: HEADS, kvHeads: KV_HEADS, tokensQ: 1, tokensK: tk, headDim: D, causal: false, bytes: 2 });
    return [
      { op: 'attention_decode', shape: shapeOf(1, tk), dtype: 'f16', variant: 'f16_d128_decode', cost, setup: setup('split') },
      {
        op: 'attention_combine',
        shape: `${HEADS}x${splits}x${D}`,
        dtype: 'f16',
        variant: 'f16',
        cost: combineCost(HEADS, splits, D, 2),
        setup: setup('combine'),
      },
    ];
  };
  const tokens = cpu ? 256 : 4096;
  return [
    ...decodeRows(cpu ? 512 : 4096),
    ...decodeRows(cpu ? 4096 : 32768),
    {
      op: 'attention_prefill',
      shape: `${shapeOf(tokens, tokens)} causal`,
      dtype: 'f16',
      variant: 'f16_d128_prefill',
      cost: attentionCost({
        batch: 1,
        heads: HEADS,
        kvHeads: KV_HEADS,
        tokensQ: tokens,
        tokensK: tokens,
        headDim: D,
        causal: true,
        bytes: 2,
      }),
      setup: () => {
        const { q, k, v } = operands(tokens, tokens);
        const out = ctx.device.alloc('f16', [1, HEADS, tokens, D]);
        return { step: () => attention(q, k, v, { causal: true, out }), free: [q, k, v, out] };
      },
    },
  ];
}
