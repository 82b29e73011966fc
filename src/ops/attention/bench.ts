// The attention rows of `vkts bench` at LLM shapes (32 query heads, 8 kv heads, headDim 128, f16): decode
// of 1 query over 4k and 32k keys at batch 1 and 8, and causal prefill of 4096 and 16384 tokens at batch 1 (much
// smaller on a CPU device) on the path PATH_RULES choose (a cooperative-matrix kernel where the device has
// one, NV coopmat2 first: its flops, 4 · tokens² · headDim · heads / 2, against the f16-coopmat roof; the
// kernels passed over then have a 4096-token row each). A decode row is the whole step, one dispatch (the split pass, whose
// last workgroup per kv head merges the splits); it is memory-bound (4 flop/B), so its % of roof is its
// bandwidth on the KV cache's bytes (K/V counted once, decodeCost) over the copy roof.
import type { Tensor } from '../../device/tensor.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { castF32ToF16 } from '../convert/ops.ts';
import { attentionCost, decodeCost } from './cost.ts';
import { attention, attentionPasses, decodePlan, PATH_RULES } from './ops.ts';
import { choose } from '../select.ts';
import { hasAttentionCoopmat } from './coopmat.ts';
import { coopmatVariant } from './coopmat-kernels.ts';
import { coopmat2Variant } from './coopmat2-kernels.ts';
import type { AttentionPath } from './kernels.ts';

const [HEADS, KV_HEADS, D] = [32, 8, 128] as const;

/** A random f16 tensor of `shape` (the f32 draw cast once; the attention and paged-attention rows). */
export function randomF16(ctx: BenchContext, shape: number[]): Tensor {
  const x = ctx.random(shape);
  try {
    return castF32ToF16(x);
  } finally {
    x.destroy();
  }
}

export function bench(ctx: BenchContext): BenchCase[] {
  const cpu = ctx.device.info.type === 'cpu';
  const half = (shape: number[]): Tensor => randomF16(ctx, shape);
  /** f16 q, k, v, the casts finished (a timed step must find only its own dispatch in the profile). */
  const operands = (b: number, tq: number, tk: number) => {
    const t = { q: half([b, HEADS, tq, D]), k: half([b, KV_HEADS, tk, D]), v: half([b, KV_HEADS, tk, D]) };
    ctx.device.sync();
    return t;
  };
  const shapeOf = (b: number, tq: number, tk: number) => `${b}x${HEADS}/${KV_HEADS}x${tq}x${tk}x${D}`;
  const decodeRows = (b: number, tk: number): BenchCase[] => {
    const plan = decodePlan({ batch: b, heads: HEADS, kvHeads: KV_HEADS, tokensQ: 1, tokensK: tk, dtype: 'f16', d: D }, ctx.device.info);
    const rows = b * HEADS;
    const shape = { batch: b, heads: HEADS, kvHeads: KV_HEADS, tokensQ: 1, tokensK: tk, headDim: D, causal: false, bytes: 2 };
    return [
      {
        op: 'attention_decode',
        shape: shapeOf(b, 1, tk),
        dtype: 'f16',
        variant: plan.variant,
        cost: decodeCost(shape, plan.splits),
        setup: () => {
          const { q, k, v } = operands(b, 1, tk);
          const out = ctx.device.alloc('f16', [b, HEADS, 1, D]);
          // the scratch allocated here: the timed step is the one dispatch
          const scratch = {
            acc: ctx.device.alloc('f32', [rows, plan.splits, D]),
            ml: ctx.device.alloc('f32', [rows, plan.splits, 2]),
            done: ctx.device.zeros('u32', [b * KV_HEADS * plan.chunks]),
          };
          ctx.device.sync();
          return { step: () => attentionPasses(q, k, v, { out }, scratch), free: [q, k, v, out, ...Object.values(scratch)] };
        },
      },
    ];
  };
  /** Causal prefill of `tokens` on a path: 'attention_prefill' is PATH_RULES' choice (the row PyTorch's is
   * paired with), 'attention_prefill_coopmat' / '_fma' the kernels passed over beside it. */
  const prefillRow = (path: Exclude<AttentionPath, 'decode'>, op: string, tokens: number): BenchCase => {
    const variant = {
      coopmat2: `attention_coopmat2.${coopmat2Variant(D)}`,
      coopmat: `attention_coopmat.${coopmatVariant(D)}`,
      prefill: 'f16_d128_prefill',
    }[path];
    const prefillShape = {
      batch: 1,
      heads: HEADS,
      kvHeads: KV_HEADS,
      tokensQ: tokens,
      tokensK: tokens,
      headDim: D,
      causal: true,
      bytes: 2,
    };
    return {
      op,
      shape: `${shapeOf(1, tokens, tokens)} causal`,
      dtype: 'f16',
      variant,
      cost: path === 'prefill' ? attentionCost(prefillShape) : { ...attentionCost(prefillShape), precision: 'f16-coopmat' },
      setup: () => {
        const { q, k, v } = operands(1, tokens, tokens);
        const out = ctx.device.alloc('f16', [1, HEADS, tokens, D]);
        return { step: () => attention(q, k, v, { causal: true, out, path }), free: [q, k, v, out] };
      },
    };
  };
  const chosen = choose(PATH_RULES, { tokensQ: 4096, dtype: 'f16', headDim: D }, ctx.device.info) as Exclude<AttentionPath, 'decode'>;
  const khr = hasAttentionCoopmat(ctx.device.info);
  return [
    ...[1, cpu ? 2 : 8].flatMap((b) => [cpu ? 512 : 4096, cpu ? 2048 : 32768].flatMap((tk) => decodeRows(b, tk))),
    // 4096 and 16384 tokens (the second on the chosen path only: the FMA kernel would take a fifth of a second)
    ...(cpu ? [256] : [4096, 16384]).map((tokens) => prefillRow(chosen, 'attention_prefill', tokens)),
    ...(chosen === 'coopmat2' && khr ? [prefillRow('coopmat', 'attention_prefill_coopmat', 4096)] : []),
    ...(chosen !== 'prefill' ? [prefillRow('prefill', 'attention_prefill_fma', 4096)] : []),
  ];
}
