// The gdn rows of `vkts bench`: gdn_step (decode: batch 1, 32 heads, dk = dv = 128, the state updated in
// place) and gdn_sequence (prefill over the same heads: 512 tokens on a GPU, 32 on a CPU device), f32, with
// the in-kernel l2norm of q and k as Qwen3-Next runs it.
import type { BenchCase, BenchContext } from '../family.ts';
import { gdnDeltaCost } from './cost.ts';
import { gdnSequence, gdnStep } from './ops.ts';

export const GDN_BENCH_HEADS = 32;
export const GDN_BENCH_DIM = 128;

export function bench(ctx: BenchContext): BenchCase[] {
  const [heads, d] = [GDN_BENCH_HEADS, GDN_BENCH_DIM];
  // the row-wise size is 2^27 elements on a GPU (512 tokens), 2^20 on a CPU device (32)
  const [rows, cols] = ctx.sizes.rows;
  const tokens = Math.max(8, Math.min(512, Math.floor((rows * cols) / 32768)));
  const row = (op: string, t: number, step: boolean): BenchCase => {
    const lead = step ? [1, heads] : [1, heads, t];
    return {
      op,
      shape: `1x${heads}x${t}x${d}x${d}`,
      dtype: 'f32',
      variant: 'f32_l2norm',
      cost: gdnDeltaCost({ heads, tokens: t, dk: d, dv: d }),
      setup: () => {
        const [q, k, v] = [0, 1, 2].map(() => ctx.random([...lead, d]));
        // a fixed decay and write strength (uploaded) keep the state bounded over the timed repetitions
        const n = lead.reduce((p, x) => p * x, 1);
        const g = ctx.device.upload(new Float32Array(n).fill(-0.1), { shape: lead });
        const beta = ctx.device.upload(new Float32Array(n).fill(0.5), { shape: lead });
        const state = ctx.device.alloc('f32', [1, heads, d, d]);
        const out = ctx.device.alloc('f32', [...lead, d]);
        const fn = step ? gdnStep : gdnSequence;
        return { step: () => fn(q!, k!, v!, g, beta, state, { out, l2norm: true }), free: [q!, k!, v!, g, beta, state, out] };
      },
    };
  };
  return [row('gdn_step', 1, true), row('gdn_sequence', tokens, false)];
}
