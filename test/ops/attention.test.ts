// The attention family beyond the harness: typed errors before anything is recorded, rows with every key
// masked out (0, where PyTorch gives NaN), kvLength on the device (a decode step captured once and replayed
// for every length, bit-identical to eager; per-batch lengths), more splits than valid keys (the empty
// ones write exactly (-inf, 0) and zeros), and the path table and decode plan.
import { describe, expect, test } from 'vitest';
import type { Device, Tensor } from '../../src/device/index.ts';
import { ArgumentError, attention, convert, DTypeError, ShapeError } from '../../src/ops/index.ts';
import { attentionPasses, decodePlan, decodeSplits, expectDecodeSubgroups, PATH_RULES } from '../../src/ops/attention/ops.ts';
import { CapabilityError } from '../../src/device/errors.ts';
import { decodeKeysPerTeam } from '../../src/ops/attention/kernels.ts';
import * as ref from '../../src/ops/attention/reference.ts';
import { choose } from '../../src/ops/select.ts';
import { DTYPES } from '../../src/device/dtype.ts';
import { attentionRef, type AttentionProblem } from '../helpers/attention.ts';
import { useDevice } from '../helpers/device.ts';
import { dispatches, expectNmse, randomF32 } from '../helpers/ops.ts';
import { SYNTHETIC } from '../helpers/synthetic-devices.ts';

type Problem = AttentionProblem;

/** Random q, k, v of a problem, on the device and on the host. */
function upload(dev: Device, p: Problem, seed: number) {
  const host = {
    q: randomF32(p.b * p.h * p.tq * p.d, seed),
    k: randomF32(p.b * p.kvh * p.tk * p.d, seed + 1),
    v: randomF32(p.b * p.kvh * p.tk * p.d, seed + 2),
  };
  const t = {
    q: dev.upload(host.q, { shape: [p.b, p.h, p.tq, p.d] }),
    k: dev.upload(host.k, { shape: [p.b, p.kvh, p.tk, p.d] }),
    v: dev.upload(host.v, { shape: [p.b, p.kvh, p.tk, p.d] }),
  };
  return { host, t, free: () => Object.values(t).forEach((x) => x.destroy()) };
}

const refOf = (p: Problem, host: { q: Float32Array; k: Float32Array; v: Float32Array }, extra: Partial<ref.AttentionRef> = {}) =>
  attentionRef(p, host.q, host.k, host.v, extra);

/** x rounded to the nearest f16. */
const fround16 = (x: number): number => DTYPES.f16.valueOf(DTYPES.f16.bitsOf(x));

describe('attention', () => {
  const dev = useDevice({ profile: true });

  test('typed errors that name the operand and what was expected; nothing dispatched', () => {
    const d = dev();
    const made: Tensor[] = [];
    const t = (shape: number[], dtype: 'f32' | 'f16' | 'u32' = 'f32') => {
      const x = d.alloc(dtype, shape);
      made.push(x);
      return x;
    };
    const q = t([1, 4, 2, 64]),
      k = t([1, 2, 8, 64]),
      v = t([1, 2, 8, 64]);
    const before = dispatches(d);
    expect(() => attention(t([1, 4, 2, 72]), t([1, 2, 8, 72]), t([1, 2, 8, 72]))).toThrow(ShapeError);
    expect(() => attention(t([1, 4, 2, 72]), t([1, 2, 8, 72]), t([1, 2, 8, 72]))).toThrow(
      'attention: headDim 72 (q [1, 4, 2, 72]) has no kernel; supported: 64, 80, 96, 128, 256',
    );
    expect(() => attention(q, t([1, 2, 8, 64], 'f16'), v)).toThrow(DTypeError);
    expect(() => attention(q, t([1, 2, 8, 64], 'f16'), v)).toThrow('attention: k is f16 [1, 2, 8, 64], expected f32');
    expect(() => attention(t([1, 4, 2, 64], 'u32'), k, v)).toThrow('attention: q is u32 [1, 4, 2, 64], expected f32 or f16');
    expect(() => attention(t([4, 2, 64]), k, v)).toThrow(
      'attention: q has shape [4, 2, 64], expected 4-D [batch, heads, tokensQ, headDim]',
    );
    expect(() => attention(t([1, 3, 2, 64]), k, v)).toThrow("attention: q's 3 heads are not a multiple of k's 2 kv heads");
    expect(() => attention(q, t([2, 2, 8, 64]), t([2, 2, 8, 64]))).toThrow(ShapeError);
    expect(() => attention(q, k, t([1, 2, 9, 64]))).toThrow("attention: v has shape [1, 2, 9, 64], expected k's [1, 2, 8, 64]");
    expect(() => attention(q, k, v, { mask: t([2, 9]) })).toThrow(ShapeError);
    expect(() => attention(q, k, v, { mask: t([8]) })).toThrow('attention: mask has shape [8], expected [tokensQ, tokensK]');
    expect(() => attention(q, k, v, { mask: t([2, 8], 'f16') })).toThrow('attention: mask is f16 [2, 8], expected f32');
    expect(() => attention(q, k, v, { kvLength: 9 })).toThrow(ArgumentError);
    expect(() => attention(q, k, v, { kvLength: 9 })).toThrow('attention: kvLength must be an integer in [0, tokensK = 8] (got 9)');
    expect(() => attention(q, k, v, { kvLength: t([1], 'f32') })).toThrow('attention: kvLength is f32 [1], expected u32');
    expect(() => attention(q, k, v, { kvLength: t([2], 'u32') })).toThrow('attention: kvLength has shape [2], expected [1] or [batch = 1]');
    expect(() => attention(q, k, v, { scale: NaN })).toThrow('attention: scale must be a finite number (got NaN)');
    expect(() => attention(q, k, v, { causal: 'yes' as never })).toThrow("attention: causal must be true or false (got 'yes')");
    expect(() => attention(q, k, v, { out: t([1, 4, 2, 64], 'f16') })).toThrow('attention: out is f16 [1, 4, 2, 64], expected f32');
    expect(dispatches(d)).toBe(before);
    made.forEach((x) => x.destroy());
  });

  test('a row whose keys are all masked out gives 0 (PyTorch: NaN) on both paths; the other rows are unchanged', () => {
    const d = dev();
    for (const tq of [2, 20]) {
      const p = { b: 1, h: 2, kvh: 1, tq, tk: 24, d: 64 };
      const { host, t, free } = upload(d, p, 10 + tq);
      const m = new Float32Array(tq * 24);
      for (let j = 0; j < 24; j++) m[1 * 24 + j] = -Infinity; // row 1: nothing left
      for (let i = 0; i < tq; i++) m[i * 24 + (i % 24)] = i === 1 ? -Infinity : -2;
      const mask = d.upload(m, { shape: [tq, 24] });
      const y = attention(t.q, t.k, t.v, { mask });
      const got = y.read() as Float32Array;
      const full = Float64Array.from({ length: 2 * tq * 24 }, (_, i) => m[i % (tq * 24)]!);
      const want = refOf(p, host, { mask: full });
      for (let h = 0; h < 2; h++) for (let e = 0; e < 64; e++) expect(got[(h * tq + 1) * 64 + e]).toBe(0);
      expectNmse(got, want, 1e-6, `tokensQ ${tq}`);
      for (const x of [y, mask]) x.destroy();
      free();
    }
  });

  test('kvLength 0 gives 0 everywhere; causal with more queries than valid keys leaves the first rows at 0', () => {
    const d = dev();
    const p = { b: 1, h: 4, kvh: 2, tq: 3, tk: 40, d: 80 };
    const { host, t, free } = upload(d, p, 20);
    const y0 = attention(t.q, t.k, t.v, { kvLength: 0 });
    expect(Array.from(y0.read() as Float32Array).every((x) => x === 0)).toBe(true);
    const y2 = attention(t.q, t.k, t.v, { kvLength: 2, causal: true });
    const got = y2.read() as Float32Array;
    expectNmse(got, refOf(p, host, { kvLength: [2], causal: true }), 1e-6);
    for (let e = 0; e < 80; e++) expect(got[e]).toBe(0); // query 0 would see key j <= 0 + 2 - 3: none
    for (const x of [y0, y2]) x.destroy();
    free();
  });

  test('a decode step captured once replays for kvLength 1..N, bit-identical to eager calls with that length', () => {
    const d = dev();
    // enough keys for several splits: a GPU's splits hold 128 keys at the least, a CPU device's one step
    const N = d.info.type === 'cpu' ? 70 : 600;
    const p = { b: 1, h: 8, kvh: 2, tq: 1, tk: N, d: 128 };
    const plan = decodePlan({ batch: 1, heads: 8, kvHeads: 2, tokensQ: 1, tokensK: N, dtype: 'f32', d: 128 }, d.info);
    expect(plan.splits).toBeGreaterThan(1); // trailing splits go empty
    const { host, t, free } = upload(d, p, 30);
    const len = d.upload(new Uint32Array([1]), { dtype: 'u32' });
    const out = d.alloc('f32', [1, 8, 1, 128]);
    const g = d.capture(() => attention(t.q, t.k, t.v, { kvLength: len, causal: true, out }));
    expect(g.dispatches).toBe(1); // the splits and their merge in one dispatch
    for (let n = 1; n <= N; n++) {
      len.write(new Uint32Array([n]));
      g.replay();
      const replayed = out.read() as Float32Array;
      const eager = attention(t.q, t.k, t.v, { kvLength: n, causal: true });
      expect(new Uint32Array(replayed.buffer)).toEqual(new Uint32Array((eager.read() as Float32Array).buffer));
      eager.destroy();
      expectNmse(replayed, refOf(p, host, { kvLength: [n], causal: true }), 1e-6, `kvLength ${n}`);
    }
    g.drop();
    for (const x of [len, out]) x.destroy();
    free();
  });

  test('kvLength per batch from a device tensor, on the prefill path too; lengths past tokensK clamp to it', () => {
    const d = dev();
    for (const tq of [1, 9]) {
      const p = { b: 3, h: 2, kvh: 2, tq, tk: 33, d: 96 };
      const { host, t, free } = upload(d, p, 40 + tq);
      const lens = [5, 33, 1000];
      const len = d.upload(Uint32Array.from(lens), { dtype: 'u32' });
      const y = attention(t.q, t.k, t.v, { kvLength: len, causal: true });
      expectNmse(y.read() as Float32Array, refOf(p, host, { kvLength: lens, causal: true }), 1e-6, `tokensQ ${tq}`);
      for (const x of [y, len]) x.destroy();
      free();
    }
  });

  test('more splits than valid keys: the empty splits write (-inf, 0) and zeros, and the result is exact', () => {
    const d = dev();
    const p = { b: 2, h: 8, kvh: 2, tq: 2, tk: 1024, d: 64 as const };
    const lens = [3, 1];
    for (const dtype of ['f32', 'f16'] as const) {
      const plan = decodePlan({ batch: p.b, heads: p.h, kvHeads: p.kvh, tokensQ: p.tq, tokensK: p.tk, dtype, d: p.d }, d.info);
      expect(plan.splits).toBeGreaterThan(lens[0]!);
      // f16: the operands rounded once, and the reference fed the rounded values
      const host = {
        q: randomF32(p.b * p.h * p.tq * p.d, 50),
        k: randomF32(p.b * p.kvh * p.tk * p.d, 51),
        v: randomF32(p.b * p.kvh * p.tk * p.d, 52),
      };
      const made = [host.q, host.k, host.v].map((x, i) =>
        d.upload(x, { shape: i === 0 ? [p.b, p.h, p.tq, p.d] : [p.b, p.kvh, p.tk, p.d] }),
      );
      const [q, k, v] = dtype === 'f32' ? made : made.map((x) => convert(x, 'f16'));
      const rounded =
        dtype === 'f32'
          ? host
          : { q: Float32Array.from(host.q, fround16), k: Float32Array.from(host.k, fround16), v: Float32Array.from(host.v, fround16) };
      const len = d.upload(Uint32Array.from(lens), { dtype: 'u32' });
      const rows = p.b * p.h * p.tq;
      const acc = d.alloc('f32', [rows, plan.splits, p.d]);
      const ml = d.alloc('f32', [rows, plan.splits, 2]);
      const done = d.zeros('u32', [p.b * p.kvh * plan.chunks]);
      const y = attentionPasses(q!, k!, v!, { kvLength: len, causal: true }, { acc, ml, done });
      const [a, m] = [acc.read() as Float32Array, ml.read() as Float32Array];
      for (let r = 0; r < rows; r++) {
        // split 0 holds every valid key; query 0 of batch 1 sees none (1 key, 2 queries, causal)
        const none = r >= p.h * p.tq && r % 2 === 0;
        for (let s = 0; s < plan.splits; s++) {
          const at = r * plan.splits + s;
          if (s === 0 && !none) expect(m[2 * at + 1]).toBeGreaterThan(0);
          else {
            expect([m[2 * at], m[2 * at + 1]]).toEqual([-Infinity, 0]);
            expect(a.subarray(at * p.d, (at + 1) * p.d).every((x) => x === 0)).toBe(true);
          }
        }
      }
      const y32 = dtype === 'f32' ? y : convert(y, 'f32');
      expectNmse(y32.read() as Float32Array, refOf(p, rounded, { kvLength: lens, causal: true }), dtype === 'f32' ? 1e-6 : 5e-4, dtype);
      for (const x of new Set([y, y32, len, acc, ml, done, ...made, q!, k!, v!])) x.destroy();
    }
  });

  test('the merge in the split pass: each row chunk counted done, the last merges, the counters back at 0, replays bit-identical', () => {
    const d = dev();
    const cpu = d.info.type === 'cpu';
    const problems = [
      // GQA 8 over 3 queries: a kv head's 24 rows in chunks of 8, so a batch has 6 counters; batch 1 sees 37
      // keys (its later splits empty)
      { p: { b: 2, h: 16, kvh: 2, tq: 3, tk: cpu ? 200 : 1200, d: 64 as const }, lens: [cpu ? 200 : 1200, 37], chunks: 3 },
      // one counter over more splits than the merge loads at a time (8), the last batch partial (21 on a
      // CPU device), the splits past 1000 keys empty
      { p: { b: 1, h: 4, kvh: 1, tq: 1, tk: cpu ? 1300 : 20000, d: 64 as const }, lens: [cpu ? 1000 : 15000], chunks: 1 },
    ];
    for (const { p, lens, chunks } of problems) {
      const plan = decodePlan({ batch: p.b, heads: p.h, kvHeads: p.kvh, tokensQ: p.tq, tokensK: p.tk, dtype: 'f32', d: p.d }, d.info);
      expect(plan.splits).toBeGreaterThan(p.b === 1 ? 8 : 1);
      expect(plan.chunks).toBe(chunks);
      const { host, t, free } = upload(d, p, 60);
      const len = d.upload(Uint32Array.from(lens), { dtype: 'u32' });
      const rows = p.b * p.h * p.tq;
      const scratch = {
        acc: d.alloc('f32', [rows, plan.splits, p.d]),
        ml: d.alloc('f32', [rows, plan.splits, 2]),
        done: d.zeros('u32', [p.b * p.kvh * plan.chunks]),
      };
      const out = d.alloc('f32', [p.b, p.h, p.tq, p.d]);
      const want = refOf(p, host, { kvLength: lens, causal: true });
      let first: Uint32Array | undefined;
      for (let run = 0; run < 3; run++) {
        attentionPasses(t.q, t.k, t.v, { causal: true, kvLength: len, out }, scratch);
        const got = out.read() as Float32Array;
        expectNmse(got, want, 1e-6, `${plan.splits} splits, run ${run}`);
        expect(Array.from(scratch.done.read() as Uint32Array)).toEqual(new Array(p.b * p.kvh * plan.chunks).fill(0));
        // the splits merged in index order whichever workgroup finished last
        const bits = new Uint32Array(got.buffer.slice(0));
        if (first) expect(bits).toEqual(first);
        first = bits;
      }
      for (const x of [len, out, ...Object.values(scratch)]) x.destroy();
      free();
    }
  });

  test("the decode plan: a kv head's rows in one workgroup of 4 or 8 (4 at headDim 256), chunks of 8 past it", () => {
    const plan = (heads: number, kvHeads: number, tokensQ: number, dtype: 'f32' | 'f16' = 'f16', d: 64 | 128 | 256 = 128) =>
      decodePlan({ batch: 1, heads, kvHeads, tokensQ, tokensK: 4096, dtype, d }, SYNTHETIC.h200);
    expect(plan(32, 8, 1)).toMatchObject({ variant: 'f16_d128_r4', chunks: 1, chunkRows: 4 });
    expect(plan(32, 32, 1)).toMatchObject({ variant: 'f16_d128_r4', chunks: 1, chunkRows: 1 });
    expect(plan(64, 8, 1)).toMatchObject({ variant: 'f16_d128_r8', chunks: 1, chunkRows: 8 });
    expect(plan(32, 8, 3)).toMatchObject({ variant: 'f16_d128_r8', chunks: 2, chunkRows: 6 });
    expect(plan(64, 8, 4, 'f32')).toMatchObject({ variant: 'f32_d128_r8', chunks: 4, chunkRows: 8 });
    expect(plan(32, 1, 2, 'f16', 64)).toMatchObject({ variant: 'f16_d64_r8', chunks: 8, chunkRows: 8 });
    expect(plan(8, 1, 1, 'f16', 256)).toMatchObject({ variant: 'f16_d256_r4', chunks: 2, chunkRows: 4 });
  });

  test('the path table: decode up to 4 queries, prefill above; splits fill the device and tile the keys', () => {
    for (const info of Object.values(SYNTHETIC)) {
      expect(choose(PATH_RULES, { tokensQ: 1, dtype: 'f32', headDim: 128 }, info)).toBe('decode');
      expect(choose(PATH_RULES, { tokensQ: 4, dtype: 'f32', headDim: 128 }, info)).toBe('decode');
      expect(choose(PATH_RULES, { tokensQ: 5, dtype: 'f32', headDim: 128 }, info)).toBe('prefill');
    }
    // batch 1 x 8 kv heads over 32k keys: 256 workgroups of 1024 keys (a multiple of the 64-key step)
    expect(decodeSplits(32768, 8, 64, SYNTHETIC.h200)).toEqual({ splitSize: 1024, splits: 32 });
    // 4k keys: 256-key splits at least
    expect(decodeSplits(4096, 8, 64, SYNTHETIC.h200)).toEqual({ splitSize: 256, splits: 16 });
    expect(decodeSplits(4096, 64, 64, SYNTHETIC.h200)).toEqual({ splitSize: 1024, splits: 4 });
    expect(decodeSplits(1, 1, 64, SYNTHETIC.h200)).toEqual({ splitSize: 256, splits: 1 });
    expect(decodeSplits(1, 1, 32, SYNTHETIC.lavapipe)).toEqual({ splitSize: 32, splits: 1 });
    // 4 keys a team's step where a lane's share stays at two 16-byte chunks and 64 acc floats, else 2
    expect([decodeKeysPerTeam(2, 128, 4), decodeKeysPerTeam(2, 128, 8), decodeKeysPerTeam(2, 256, 4)]).toEqual([4, 2, 2]);
    expect([decodeKeysPerTeam(4, 64, 4), decodeKeysPerTeam(4, 128, 4), decodeKeysPerTeam(1, 256, 4)]).toEqual([4, 2, 2]);
    expect([decodeKeysPerTeam(2, 64, 8), decodeKeysPerTeam(1, 128, 4), decodeKeysPerTeam(2, 80, 8)]).toEqual([4, 4, 2]);
    expect(decodePlan({ batch: 1, heads: 32, kvHeads: 8, tokensQ: 1, tokensK: 32768, dtype: 'f16', d: 128 }, SYNTHETIC.h200)).toMatchObject(
      {
        splitSize: 1024,
        splits: 32,
      },
    );
  });

  test('a device whose subgroups may be narrower than a decode team: a CapabilityError, nothing dispatched', () => {
    const d = dev();
    const narrow = { ...d.info, subgroup: { ...d.info.subgroup, minSize: 4 } };
    expect(() => expectDecodeSubgroups('attention', narrow)).toThrow(CapabilityError);
    expect(() => expectDecodeSubgroups('attention', narrow)).toThrow(
      `attention: the decode kernel needs subgroups of at least 8 invocations; ${d.info.name}'s may have 4`,
    );
    expect(() => expectDecodeSubgroups('attention', d.info)).not.toThrow();
  });
});
