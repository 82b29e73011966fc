// The gdn rows of `vkts bench`: gdn_step (decode: batch 1, 32 heads, dk = dv = 128, the state updated in
// place), gdn_sequence (prefill over the same heads, token by token: 512 tokens on a GPU, 32 on a CPU
// device) and the chunked form of the same prefill (gdnChunked) as its three passes, one row each
// (gdn_chunk_prep, gdn_chunk_state, gdn_chunk_output: a row times one dispatch, so the chunked form's time
// is the sum of the three), f32, with the in-kernel l2norm of q and k as Qwen3-Next runs it.
import type { Tensor } from '../../device/tensor.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { chunkWorkLayout, gdnChunkedPasses, PASSES } from './chunked.ts';
import { gdnChunkCost, gdnDeltaCost, type GdnChunkPass } from './cost.ts';
import { GDN_CHUNK } from './kernels.ts';
import { gdnSequence, gdnStep } from './ops.ts';

export const GDN_BENCH_HEADS = 32;
export const GDN_BENCH_DIM = 128;

export function bench(ctx: BenchContext): BenchCase[] {
  const [heads, d] = [GDN_BENCH_HEADS, GDN_BENCH_DIM];
  // the row-wise size is 2^27 elements on a GPU (512 tokens), 2^20 on a CPU device (32)
  const [rows, cols] = ctx.sizes.rows;
  const tokens = Math.max(8, Math.min(512, Math.floor((rows * cols) / 32768)));
  /** q, k, v, g, beta, state and the output of a call over `lead` = [1, heads(, tokens)]. */
  const operands = (lead: number[]) => {
    const [q, k, v] = [0, 1, 2].map(() => ctx.random([...lead, d])) as [Tensor, Tensor, Tensor];
    // a fixed decay and write strength (uploaded) keep the state bounded over the timed repetitions
    const n = lead.reduce((p, x) => p * x, 1);
    const g = ctx.device.upload(new Float32Array(n).fill(-0.1), { shape: lead });
    const beta = ctx.device.upload(new Float32Array(n).fill(0.5), { shape: lead });
    const state = ctx.device.alloc('f32', [1, heads, d, d]);
    const out = ctx.device.alloc('f32', [...lead, d]);
    return { q, k, v, g, beta, state, out, all: [q, k, v, g, beta, state, out] };
  };
  const row = (op: string, t: number, step: boolean): BenchCase => ({
    op,
    shape: `1x${heads}x${t}x${d}x${d}`,
    dtype: 'f32',
    variant: 'f32_l2norm',
    cost: gdnDeltaCost({ heads, tokens: t, dk: d, dv: d }),
    setup: () => {
      const x = operands(step ? [1, heads] : [1, heads, t]);
      const fn = step ? gdnStep : gdnSequence;
      return { step: () => fn(x.q, x.k, x.v, x.g, x.beta, x.state, { out: x.out, l2norm: true }), free: x.all };
    },
  });
  const chunkRow = (pass: GdnChunkPass): BenchCase => ({
    op: `gdn_chunk_${pass}`,
    shape: `1x${heads}x${tokens}x${d}x${d}`,
    dtype: 'f32',
    variant: pass === 'prep' ? 'f32_l2norm' : 'f32',
    cost: gdnChunkCost(pass, { heads, tokens, dk: d, dv: d, chunk: GDN_CHUNK, l2norm: pass === 'prep' }),
    setup: () => {
      const x = operands([1, heads, tokens]);
      const work = ctx.device.alloc('f32', [chunkWorkLayout({ batch: 1, heads, tokens, dk: d, dv: d }).size]);
      const call = (p: GdnChunkPass) =>
        gdnChunkedPasses(x.q, x.k, x.v, x.g, x.beta, x.state, { out: x.out, l2norm: true }, { pass: p, work });
      // the passes before this one fill the work buffer it reads
      for (const p of PASSES.slice(0, PASSES.indexOf(pass))) call(p);
      ctx.device.sync();
      return { step: () => call(pass), free: [...x.all, work] };
    },
  });
  return [row('gdn_step', 1, true), row('gdn_sequence', tokens, false), ...PASSES.map(chunkRow)];
}
