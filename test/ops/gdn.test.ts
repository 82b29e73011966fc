// The gdn family beyond the harness: gdnSequence is gdnStep applied token by token (outputs and states),
// gdnChunked matches gdnSequence and the f64 recurrence over several chunks (and with undamped, nearly
// parallel keys), causalConv1dStep from a zero state reproduces causalConv1d, the measured error against
// the f64 reference, and typed errors for bad inputs (thrown before anything is recorded).
import { describe, expect, test } from 'vitest';
import type { Device, Tensor } from '../../src/device/index.ts';
import {
  AliasError,
  ArgumentError,
  causalConv1d,
  causalConv1dStep,
  DTypeError,
  gdnChunked,
  gdnGating,
  gdnSequence,
  gdnStep,
  ShapeError,
} from '../../src/index.ts';
import * as ref from '../../src/ops/gdn/reference.ts';
import { nmse } from '../../src/ops/case.ts';
import { useDevice } from '../helpers/device.ts';
import { expectBitExact, randomF32 } from '../helpers/ops.ts';

/** Host inputs of one sequence call: q, k [B, H, T, dk] (k with |k| ~ 1), v [B, H, T, dv], g, beta, state. */
function inputs(B: number, H: number, T: number, dk: number, dv: number, seed: number) {
  const n = B * H * T;
  const kr = Math.sqrt(3 / dk);
  return {
    q: randomF32(n * dk, seed),
    k: randomF32(n * dk, seed + 1, -kr, kr),
    v: randomF32(n * dv, seed + 2),
    g: randomF32(n, seed + 3, -0.7, 0),
    beta: randomF32(n, seed + 4, 0, 1),
    state: randomF32(B * H * dk * dv, seed + 5),
  };
}

/** A result's f32 values. */
const f32s = (t: Tensor): Float32Array => t.read() as Float32Array;

/** Token t of a row-major [B, H, T, d] array, as [B, H, d]. */
function tokenOf(x: Float32Array, B: number, H: number, T: number, d: number, t: number): Float32Array {
  const r = new Float32Array(B * H * d);
  for (let bh = 0; bh < B * H; bh++) r.set(x.subarray((bh * T + t) * d, (bh * T + t + 1) * d), bh * d);
  return r;
}

/** gdnSequence (or `fn`) over the uploaded inputs x of [batch, heads, tokens, dk, dv], updating `state`. */
function sequenceOf(
  d: Device,
  x: ReturnType<typeof inputs>,
  [B, H, T, dk, dv]: number[],
  state: Tensor,
  opts = {},
  fn = gdnSequence,
): Tensor {
  const up = (a: Float32Array, shape: number[]): Tensor => d.upload(a, { shape });
  return fn(
    up(x.q, [B!, H!, T!, dk!]),
    up(x.k, [B!, H!, T!, dk!]),
    up(x.v, [B!, H!, T!, dv!]),
    up(x.g, [B!, H!, T!]),
    up(x.beta, [B!, H!, T!]),
    state,
    opts,
  );
}

describe('gdn', () => {
  const dev = useDevice();

  for (const l2norm of [false, true])
    test(`gdnSequence equals gdnStep token by token${l2norm ? ' (l2norm)' : ''}`, () => {
      const d = dev();
      const [B, H, T, dk, dv] = [2, 3, 9, 64, 32];
      const x = inputs(B, H, T, dk, dv, 7);
      const up = (a: Float32Array, shape: number[]): Tensor => d.upload(a, { shape });
      const seqState = up(x.state, [B, H, dk, dv]);
      const o = sequenceOf(d, x, [B, H, T, dk, dv], seqState, { l2norm });
      const stepState = up(x.state, [B, H, dk, dv]);
      const oSeq = f32s(o);
      for (let t = 0; t < T; t++) {
        const at = (a: Float32Array, dim: number, shape: number[]): Tensor => up(tokenOf(a, B, H, T, dim, t), shape);
        const ot = gdnStep(
          at(x.q, dk, [B, H, dk]),
          at(x.k, dk, [B, H, dk]),
          at(x.v, dv, [B, H, dv]),
          at(x.g, 1, [B, H]),
          at(x.beta, 1, [B, H]),
          stepState,
          { l2norm },
        );
        expectBitExact(f32s(ot), tokenOf(oSeq, B, H, T, dv, t));
      }
      expectBitExact(f32s(stepState), f32s(seqState));
    });

  test('the recurrence against the f64 reference (64 tokens, dk = dv = 128)', () => {
    const d = dev();
    const [B, H, T, dk, dv] = [1, 2, 64, 128, 128];
    const x = inputs(B, H, T, dk, dv, 11);
    const state = d.upload(x.state, { shape: [B, H, dk, dv] });
    const o = sequenceOf(d, x, [B, H, T, dk, dv], state);
    const want = ref.delta(x, { heads: B * H, tokens: T, dk, dv, scale: 1 / Math.sqrt(dk), l2norm: false });
    const [eo, es] = [nmse(f32s(o), want.o), nmse(f32s(state), want.state)];
    console.log(`gdnSequence [${B}, ${H}, ${T}, ${dk}] vs f64: nmse o ${eo.toExponential(2)}, state ${es.toExponential(2)}`);
    expect(eo).toBeLessThanOrEqual(1e-10);
    expect(es).toBeLessThanOrEqual(1e-10);
    // the check can fail: a wrong gate (no decay) is far off
    const noDecay = ref.delta(
      { ...x, g: new Float32Array(x.g.length) },
      { heads: B * H, tokens: T, dk, dv, scale: 1 / Math.sqrt(dk), l2norm: false },
    );
    expect(nmse(f32s(o), noDecay.o)).toBeGreaterThan(1e-3);
  });

  for (const l2norm of [false, true])
    test(`gdnChunked against gdnSequence and the f64 recurrence (200 tokens, dk = dv = 128${l2norm ? ', l2norm' : ''})`, () => {
      const d = dev();
      const [B, H, T, dk, dv] = [1, 2, 200, 128, 128];
      const x = inputs(B, H, T, dk, dv, 13);
      const run = (fn: typeof gdnSequence) => {
        const state = d.upload(x.state, { shape: [B, H, dk, dv] });
        return { o: f32s(sequenceOf(d, x, [B, H, T, dk, dv], state, { l2norm }, fn)), state: f32s(state) };
      };
      const [chunked, seq] = [run(gdnChunked), run(gdnSequence)];
      const want = ref.delta(x, { heads: B * H, tokens: T, dk, dv, scale: 1 / Math.sqrt(dk), l2norm });
      const errs = [nmse(chunked.o, want.o), nmse(chunked.state, want.state), nmse(chunked.o, seq.o), nmse(chunked.state, seq.state)];
      console.log(
        `gdnChunked [${B}, ${H}, ${T}, ${dk}]${l2norm ? ' l2norm' : ''}: nmse vs f64 o ${errs[0]!.toExponential(2)}, state ${errs[1]!.toExponential(2)}; ` +
          `vs gdnSequence o ${errs[2]!.toExponential(2)}, state ${errs[3]!.toExponential(2)}; gdnSequence vs f64 o ${nmse(seq.o, want.o).toExponential(2)}`,
      );
      for (const e of errs) expect(e).toBeLessThanOrEqual(1e-9);
      // the check can fail: the state handed from chunk to chunk matters (a state reset per chunk is far off)
      const firstChunk = ref.delta(
        {
          ...x,
          q: x.q.subarray(0, 64 * dk),
          k: x.k.subarray(0, 64 * dk),
          v: x.v.subarray(0, 64 * dv),
          g: x.g.subarray(0, 64),
          beta: x.beta.subarray(0, 64),
        },
        { heads: 1, tokens: 64, dk, dv, scale: 1 / Math.sqrt(dk), l2norm },
      );
      expect(nmse(chunked.o.subarray(0, 64 * dv), firstChunk.o)).toBeLessThanOrEqual(1e-9);
      expect(
        nmse(
          chunked.o,
          ref.delta(
            { ...x, state: new Float32Array(x.state.length) },
            { heads: B * H, tokens: T, dk, dv, scale: 1 / Math.sqrt(dk), l2norm },
          ).o,
        ),
      ).toBeGreaterThan(1e-4);
    });

  test('gdnChunked with no decay, beta = 1 and nearly parallel keys (the triangular solve at its least damped)', () => {
    const d = dev();
    const [B, H, T, dk, dv] = [1, 1, 130, 64, 64];
    const x = inputs(B, H, T, dk, dv, 17);
    const common = randomF32(dk, 18);
    // unit keys within a few degrees of one direction: A's entries beta k_t . k_s are all close to 1
    for (let t = 0; t < T; t++) {
      const row = x.k.subarray(t * dk, (t + 1) * dk);
      row.forEach((n, i) => (row[i] = common[i]! + 0.05 * n));
    }
    x.g.fill(0);
    x.beta.fill(1);
    const state = d.upload(x.state, { shape: [B, H, dk, dv] });
    const o = f32s(sequenceOf(d, x, [B, H, T, dk, dv], state, { l2norm: true }, gdnChunked));
    const want = ref.delta(x, { heads: 1, tokens: T, dk, dv, scale: 1 / Math.sqrt(dk), l2norm: true });
    const [eo, es] = [nmse(o, want.o), nmse(f32s(state), want.state)];
    console.log(`gdnChunked, no decay, beta 1, parallel keys: nmse o ${eo.toExponential(2)}, state ${es.toExponential(2)}`);
    expect(eo).toBeLessThanOrEqual(1e-9);
    expect(es).toBeLessThanOrEqual(1e-9);
  });

  test("gdnGating keeps softplus's tail accurate element by element (a + dtBias from -30 to 25)", () => {
    const d = dev();
    const [T, H] = [64, 4];
    const a = Float32Array.from({ length: T * H }, (_, i) => -30 + (55 * i) / (T * H));
    const [aLog, dtBias, b] = [randomF32(H, 1), randomF32(H, 2), randomF32(T * H, 3, -10, 10)];
    const r = gdnGating(d.upload(a, { shape: [T, H] }), d.upload(b, { shape: [T, H] }), {
      aLog: d.upload(aLog, { shape: [H] }),
      dtBias: d.upload(dtBias, { shape: [H] }),
    });
    const want = ref.gating(a, b, aLog, dtBias);
    const g = f32s(r.g);
    // relative error per element, so the exponentially small values (softplus(-30) ~ 1e-13) count as much
    const worst = Math.max(...Array.from(g, (v, i) => Math.abs(v - want.g[i]!) / Math.abs(want.g[i]!)));
    console.log(`gdnGating: worst relative error of g ${worst.toExponential(2)}`);
    expect(worst).toBeLessThan(1e-5);
    expect(nmse(f32s(r.beta), want.beta)).toBeLessThanOrEqual(1e-12);
  });

  test('causalConv1dStep from a zero state reproduces causalConv1d', () => {
    const d = dev();
    const [B, C, T, K] = [2, 5, 8, 4];
    const xs = randomF32(B * C * T, 3);
    const w = d.upload(randomF32(C * K, 4), { shape: [C, K] });
    const bias = d.upload(randomF32(C, 5), { shape: [C] });
    const full = f32s(causalConv1d(d.upload(xs, { shape: [B, C, T] }), w, { bias, activation: 'silu' }));
    const state = d.upload(new Float32Array(B * C * (K - 1)), { shape: [B, C, K - 1] });
    for (let t = 0; t < T; t++) {
      const xt = Float32Array.from({ length: B * C }, (_, r) => xs[r * T + t]!);
      const y = f32s(causalConv1dStep(d.upload(xt, { shape: [B, C] }), state, w, { bias, activation: 'silu' }));
      expectBitExact(
        y,
        Float32Array.from({ length: B * C }, (_, r) => full[r * T + t]!),
      );
    }
  });

  describe('typed errors', () => {
    const f32 = (d: Device, shape: number[]): Tensor => d.alloc('f32', shape);
    const step = (d: Device, dk: number, dv: number, over: Partial<Record<'q' | 'k' | 'v' | 'g' | 'beta' | 'state', Tensor>> = {}) => {
      const [B, H] = [1, 2];
      return {
        q: f32(d, [B, H, dk]),
        k: f32(d, [B, H, dk]),
        v: f32(d, [B, H, dv]),
        g: f32(d, [B, H]),
        beta: f32(d, [B, H]),
        state: f32(d, [B, H, dk, dv]),
        ...over,
      };
    };
    const call =
      (a: ReturnType<typeof step>, opts = {}) =>
      () =>
        gdnStep(a.q, a.k, a.v, a.g, a.beta, a.state, opts);

    /** Two views of one buffer: the first n0 elements as shape0, the next n1 as shape1. */
    const split = (d: Device, shape0: number[], shape1: number[]): [Tensor, Tensor] => {
      const [n0, n1] = [shape0, shape1].map((s) => s.reduce((p, x) => p * x, 1)) as [number, number];
      const flat = f32(d, [n0 + n1]);
      return [flat.slice(0, 0, n0).reshape(shape0), flat.slice(0, n0, n0 + n1).reshape(shape1)];
    };

    test('gdnStep and gdnSequence', () => {
      const d = dev();
      expect(call(step(d, 129, 16))).toThrow(ShapeError);
      expect(call(step(d, 16, 256))).toThrow(/dv is 256, expected 1 to 128/);
      expect(call(step(d, 16, 16, { g: f32(d, [1, 3]) }))).toThrow(/g has shape \[1, 3\]/);
      expect(call(step(d, 16, 16, { k: f32(d, [1, 2, 8]) }))).toThrow(ShapeError);
      expect(call(step(d, 16, 16, { state: f32(d, [1, 2, 16, 8]) }))).toThrow(/state has shape/);
      expect(call(step(d, 16, 16, { q: d.alloc('f16', [1, 2, 16]) }))).toThrow(/k is .*f32.*, expected f16/); // q, k, v one dtype
      expect(call(step(d, 16, 16, { q: d.alloc('bf16', [1, 2, 16]) }))).toThrow(/q is .*bf16.*, expected f32 or f16/);
      expect(call(step(d, 16, 16, { g: d.alloc('f16', [1, 2]) }))).toThrow(/g is .*f16.*, expected f32/);
      expect(call(step(d, 16, 16, { state: f32(d, [1, 2, 16, 16]).permute(0, 1, 3, 2) }))).toThrow(/must be contiguous/);
      const a = step(d, 16, 16);
      expect(call(a, { scale: NaN })).toThrow(ArgumentError);
      expect(call(a, { l2norm: 'yes' })).toThrow(ArgumentError);
      for (const fn of [gdnSequence, gdnChunked])
        expect(() => fn(a.q, a.k, a.v, a.g, a.beta, a.state)).toThrow(/v has shape \[1, 2, 16\], expected \[batch, heads, tokens, dv\]/);
      // fewer q / k heads than v heads: a divisor of v's, k as q, q of v's batch (and tokens)
      expect(call(step(d, 16, 16, { q: f32(d, [1, 1, 16]), k: f32(d, [1, 1, 16]) }))).not.toThrow();
      expect(call(step(d, 16, 16, { q: f32(d, [1, 3, 16]), k: f32(d, [1, 3, 16]) }))).toThrow(
        /q has 3 heads and v 2; v's heads must be a multiple of q's and k's/,
      );
      expect(call(step(d, 16, 16, { q: f32(d, [1, 1, 16]) }))).toThrow(/k has shape \[1, 2, 16\], expected \[1, 1, 16\] \(q's shape\)/);
      expect(call(step(d, 16, 16, { q: f32(d, [2, 2, 16]) }))).toThrow(
        /q has shape \[2, 2, 16\], expected \[batch, qkHeads, dk\] with v's batch/,
      );
      const seq = (over: Partial<Record<'v' | 'g' | 'state', Tensor>> = {}) => {
        const [B, H, T] = [1, 2, 70];
        const o = { v: f32(d, [B, H, T, 16]), g: f32(d, [B, H, T]), state: f32(d, [B, H, 16, 16]), ...over };
        return () => gdnChunked(f32(d, [B, H, T, 16]), f32(d, [B, H, T, 16]), o.v, o.g, f32(d, [B, H, T]), o.state);
      };
      expect(seq()).not.toThrow();
      expect(seq({ g: f32(d, [1, 2, 69]) })).toThrow(/gdnChunked: g has shape \[1, 2, 69\]/);
      expect(seq({ v: f32(d, [1, 2, 70, 129]), state: f32(d, [1, 2, 16, 129]) })).toThrow(/dv is 129, expected 1 to 128/);
    });

    test('a state or out sharing a buffer with another operand', () => {
      const d = dev();
      const [state, q] = split(d, [1, 2, 16, 16], [1, 2, 16]);
      expect(call(step(d, 16, 16, { state, q }))).toThrow(AliasError);
      const [state2, out] = split(d, [1, 2, 16, 16], [1, 2, 16]);
      expect(call(step(d, 16, 16, { state: state2 }), { out })).toThrow(AliasError);
      const a = step(d, 16, 16);
      expect(call(a, { out: a.v })).toThrow(AliasError);
    });

    test('gdnGating and the convolutions', () => {
      const d = dev();
      const [a, b] = [f32(d, [4, 3]), f32(d, [4, 3])];
      expect(() => gdnGating(a, b, { aLog: f32(d, [4]), dtBias: f32(d, [3]) })).toThrow(/aLog has shape \[4\], expected \[3\]/);
      expect(() => gdnGating(a, f32(d, [3, 4]), { aLog: f32(d, [3]), dtBias: f32(d, [3]) })).toThrow(ShapeError);
      expect(() => gdnGating(a, b, { aLog: d.alloc('i32', [3]), dtBias: f32(d, [3]) })).toThrow(DTypeError);
      const x = f32(d, [1, 3, 5]);
      expect(() => causalConv1d(x, f32(d, [3, 4]), { activation: 'relu' as 'silu' })).toThrow(ArgumentError);
      expect(() => causalConv1d(x, f32(d, [2, 4]))).toThrow(/weight has shape \[2, 4\]/);
      expect(() => causalConv1d(x, f32(d, [3, 4]), { bias: f32(d, [4]) })).toThrow(/bias has shape/);
      expect(() => causalConv1d(f32(d, [3, 5]), f32(d, [3, 4]))).toThrow(/expected \[batch, channels, tokens\]/);
      const xs = f32(d, [1, 3]);
      expect(() => causalConv1dStep(xs, f32(d, [1, 3, 2]), f32(d, [3, 4]))).toThrow(/convState has shape \[1, 3, 2\]/);
      expect(() => causalConv1dStep(xs, f32(d, [1, 3, 3]).permute(0, 2, 1).permute(0, 2, 1), f32(d, [3, 4]))).not.toThrow();
      expect(() => causalConv1dStep(xs, f32(d, [1, 3, 0]), f32(d, [3, 1]))).toThrow(
        /expected \[batch, channels, >= max\(1, kernel - 1\)\] = \[1, 3, 1\]/,
      );
      const [st, w] = split(d, [1, 3, 3], [3, 4]);
      expect(() => causalConv1dStep(xs, st, w)).toThrow(AliasError);
      expect(() => causalConv1dStep(xs, f32(d, [1, 3, 3]), f32(d, [3, 4]), { activation: 'gelu' as 'silu' })).toThrow(/activation must be/);
    });
  });
});
