// The gdn rows of `vkts bench`: gdn_step (decode: batch 1, 32 heads, dk = dv = 128, the state updated in
// place), gdn_sequence (prefill over the same heads, token by token: 512 tokens on a GPU, 32 on a CPU
// device) and the chunked form of the same prefill (gdnChunked) as its three passes, one row each
// (gdn_chunk_prep, gdn_chunk_state, gdn_chunk_output: a row times one dispatch, so the chunked form's time
// is the sum of the three), f32, with the in-kernel l2norm of q and k as Qwen3-Next runs it; and gdn_step and
// the chunked form's two passes with f16 variants (prep, output) in f16 (q, k, v and o f16; g, beta, the state
// and the work arrays f32).
import type { Tensor } from '../../device/tensor.ts';
import { randomF16 } from '../elementwise/bench.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { chunkWorkLayout, gdnChunkedPasses, PASSES } from './chunked.ts';
import { gdnChunkCost, gdnDeltaCost, type GdnChunkPass } from './cost.ts';
import { GDN_CHUNK } from './kernels.ts';
import { gdnSequence, gdnStep } from './ops.ts';

export const GDN_BENCH_HEADS = 32;
export const GDN_BENCH_DIM = 128;

type Dtype = 'f32' | 'f16';

export function bench(ctx: BenchContext): BenchCase[] {
  const [heads, d] = [GDN_BENCH_HEADS, GDN_BENCH_DIM];
  // the row-wise size is 2^27 elements on a GPU (512 tokens), 2^20 on a CPU device (32)
  const [rows, cols] = ctx.sizes.rows;
  const tokens = Math.max(8, Math.min(512, Math.floor((rows * cols) / 32768)));
  /** q, k, v, g, beta, state and the output of a call over `lead` = [1, heads(, tokens)], q, k, v and the
   * output of `dtype`. */
  const operands = (lead: number[], dtype: Dtype) => {
    const [q, k, v] = [0, 1, 2].map(() => (dtype === 'f16' ? randomF16(ctx, [...lead, d]) : ctx.random([...lead, d]))) as [
      Tensor,
      Tensor,
      Tensor,
    ];
    // a fixed decay and write strength (uploaded) keep the state bounded over the timed repetitions
    const n = lead.reduce((p, x) => p * x, 1);
    const g = ctx.device.upload(new Float32Array(n).fill(-0.1), { shape: lead });
    const beta = ctx.device.upload(new Float32Array(n).fill(0.5), { shape: lead });
    const state = ctx.device.alloc('f32', [1, heads, d, d]);
    const out = ctx.device.alloc(dtype, [...lead, d]);
    ctx.device.sync(); // the f16 casts done: a timed step finds only its own dispatches
    return { q, k, v, g, beta, state, out, all: [q, k, v, g, beta, state, out] };
  };
  const elementBytes = (dtype: Dtype) => (dtype === 'f16' ? 2 : 4);
  const row = (op: string, t: number, step: boolean, dtype: Dtype = 'f32'): BenchCase => ({
    op,
    shape: `1x${heads}x${t}x${d}x${d}`,
    dtype,
    variant: `${dtype}_l2norm`,
    cost: gdnDeltaCost({ heads, tokens: t, dk: d, dv: d, elementBytes: elementBytes(dtype) }),
    setup: () => {
      const x = operands(step ? [1, heads] : [1, heads, t], dtype);
      const fn = step ? gdnStep : gdnSequence;
      return { step: () => fn(x.q, x.k, x.v, x.g, x.beta, x.state, { out: x.out, l2norm: true }), free: x.all };
    },
  });
  const chunkRow = (pass: GdnChunkPass, dtype: Dtype = 'f32'): BenchCase => ({
    op: `gdn_chunk_${pass}`,
    shape: `1x${heads}x${tokens}x${d}x${d}`,
    dtype,
    variant: pass === 'prep' ? `${dtype}_l2norm` : pass === 'state' ? 'f32' : dtype,
    cost: gdnChunkCost(pass, { heads, tokens, dk: d, dv: d, chunk: GDN_CHUNK, l2norm: pass === 'prep', elementBytes: elementBytes(dtype) }),
    setup: () => {
      const x = operands([1, heads, tokens], dtype);
      const work = ctx.device.alloc('f32', [chunkWorkLayout({ batch: 1, heads, tokens, dk: d, dv: d }).size]);
      const call = (p: GdnChunkPass) =>
        gdnChunkedPasses(x.q, x.k, x.v, x.g, x.beta, x.state, { out: x.out, l2norm: true }, { pass: p, work });
      // the passes before this one fill the work buffer it reads
      for (const p of PASSES.slice(0, PASSES.indexOf(pass))) call(p);
      ctx.device.sync();
      return { step: () => call(pass), free: [...x.all, work] };
    },
  });
  return [
    row('gdn_step', 1, true),
    row('gdn_step', 1, true, 'f16'),
    row('gdn_sequence', tokens, false),
    ...PASSES.map((pass) => chunkRow(pass)),
    chunkRow('prep', 'f16'),
    chunkRow('output', 'f16'),
  ];
}
