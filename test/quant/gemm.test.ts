// quant.gemm and quant.quantizeActivations beyond the harness: q8_1 blocks built to hit every branch of
// ggml's quantize_row_q8_1_ref (all zeros, -0, subnormal amax and subnormal neighbours, a scale whose inverse
// overflows, the largest finite values, NaN and infinity at the start, middle and end of a block), byte
// for byte against the CPU codec; gemm with batch dimensions, a row-sliced w and `out`; the typed errors.
import { describe, expect, it } from 'vitest';
import { ArgumentError, DTypeError, ShapeError } from '../../src/device/errors.ts';
import { nmse } from '../../src/ops/case.ts';
import '../../src/ops/convert/index.ts'; // installs contiguous(), which a strided x takes
import { quantize } from '../../src/quant/api.ts';
import type { Device } from '../../src/device/device.ts';
import { capabilityCheck } from '../../src/device/kernel.ts';
import { loadShader } from '../../src/ops/shaders.ts';
import { reflect } from '../../src/spirv/reflect.ts';
import { gemm, QGEMM_INT8_FORMATS, quantizeActivations } from '../../src/quant/gemm/index.ts';
import { defaultQGemmPath } from '../../src/quant/gemm/ops.ts';
import { qgemmRef } from '../../src/quant/gemm/reference.ts';
import { useDevice } from '../helpers/device.ts';
import { SYNTHETIC } from '../helpers/synthetic-devices.ts';
import { randomF32, rng } from '../helpers/ops.ts';

const device = useDevice();

const bitsToF32 = (bits: readonly number[]): Float32Array => new Float32Array(Uint32Array.from(bits).buffer);

/** Blocks of 32, each a scale times small random integers in a pattern, then the special blocks. */
function activationBlocks(): Float32Array {
  const r = rng(5);
  const blocks: number[][] = [];
  const random = (scale: number): number[] => Array.from({ length: 32 }, () => Math.fround(r(-1, 1) * scale));
  // magnitudes from 2^-149 (amax subnormal: d is 0) through 2^127 (d * sum overflows f16)
  for (let e = -149; e <= 127; e += 2) blocks.push(random(2 ** e));
  const F = (v: number) => Math.fround(v);
  const zeros = new Array<number>(32).fill(0);
  blocks.push(
    zeros,
    zeros.map(() => -0),
  );
  // amax about 1e-36: d = amax / 127 is subnormal with a finite inverse, and neighbours are subnormal too
  blocks.push(random(1e-36).map((v, i) => (i % 3 === 0 ? F(v * 1e-3) : v)));
  blocks.push([F(1.4e-36), ...random(1e-38).slice(1)]);
  // amax 1e-37: the inverse of the subnormal d overflows to inf (every q is 0)
  blocks.push([F(1e-37), ...random(1e-37).slice(1)]);
  // exact halves: x * id lands on .5 (127 / 254 steps)
  blocks.push(Array.from({ length: 32 }, (_, i) => F((i - 16) * 0.5 + (i === 0 ? 127 : 0))));
  // the largest finite value and its neighbours
  blocks.push(Array.from({ length: 32 }, (_, i) => (i === 5 ? 3.4028234663852886e38 : F(r(-1, 1) * 3e38))));
  const nan = NaN,
    inf = Infinity;
  // NaN first (replaced by the next element in the amax fold), in the middle (values before it can exceed
  // amax: q wraps as int8), last (amax NaN); infinities
  blocks.push([nan, ...random(1).slice(1)]);
  blocks.push([...random(100).slice(0, 10), nan, ...random(1).slice(11)]);
  blocks.push([...random(1).slice(0, 31), nan]);
  blocks.push([...random(1).slice(0, 7), inf, ...random(1).slice(8)]);
  blocks.push([...random(1).slice(0, 7), -inf, nan, ...random(2).slice(9)]);
  blocks.push([...random(1e38).slice(0, 3), nan, ...random(1e-20).slice(4)]);
  return Float32Array.from(blocks.flat());
}

describe('quant.quantizeActivations: byte-identical to the q8_1 codec', () => {
  it('every branch of quantize_row_q8_1_ref', () => {
    const d = device();
    const data = activationBlocks();
    const cols = 32 * 4;
    const padded = new Float32Array(Math.ceil(data.length / cols) * cols);
    padded.set(data);
    const rows = padded.length / cols;
    const want = quantize('q8_1', padded, { rows, cols });
    const x = d.upload(padded, { shape: [rows, cols] });
    try {
      const q = quantizeActivations(x);
      expect(q.dtype).toBe('q8_1');
      expect(q.shape).toEqual([rows, cols]);
      const got = q.read() as Uint8Array;
      q.destroy();
      expect(got.length).toBe(want.length);
      const bad: string[] = [];
      for (let b = 0; b < want.length / 36; b++) {
        const g = got.subarray(36 * b, 36 * b + 36),
          w = want.subarray(36 * b, 36 * b + 36);
        if (g.some((v, i) => v !== w[i])) bad.push(`block ${b}: got ${[...g].join(',')} want ${[...w].join(',')}`);
      }
      expect(bad).toEqual([]);
    } finally {
      x.destroy();
    }
  });

  it('f32 bit patterns: NaN payloads and every exponent', () => {
    const d = device();
    const r = rng(9);
    const bits = Array.from({ length: 32 * 512 }, (_, i) => (i % 97 === 0 ? 0x7f800001 + i : Math.floor(r(0, 2 ** 32)) >>> 0));
    const xs = bitsToF32(bits);
    const want = quantize('q8_1', xs, { rows: 16, cols: 1024 });
    const x = d.upload(xs, { shape: [16, 1024] });
    try {
      const q = quantizeActivations(x);
      const got = q.read() as Uint8Array;
      q.destroy();
      expect(Buffer.from(got).equals(Buffer.from(want))).toBe(true);
    } finally {
      x.destroy();
    }
  });

  it('the exact quotients d = amax / 127 and 1 / d: 16384 blocks of random amax significands and exponents', () => {
    const d = device();
    const r = rng(21);
    const blocks = 16384;
    // one element per block sets amax (any significand, exponents 2^-140 .. 2^120, subnormal d included);
    // the rest are smaller, of either sign
    const xs = new Float32Array(32 * blocks);
    for (let b = 0; b < blocks; b++) {
      const exp = Math.floor(r(-140, 120));
      const amax = (1 + r(0, 1)) * 2 ** exp;
      for (let i = 0; i < 32; i++) xs[32 * b + i] = (r(-1, 1) * amax) / 2;
      xs[32 * b + Math.floor(r(0, 32))] = r(0, 1) < 0.5 ? -amax : amax;
    }
    const want = quantize('q8_1', xs, { rows: blocks / 32, cols: 1024 });
    const x = d.upload(xs, { shape: [blocks / 32, 1024] });
    try {
      const q = quantizeActivations(x);
      const got = q.read() as Uint8Array;
      q.destroy();
      const bad = [...Array(blocks).keys()].filter((b) => got.subarray(36 * b, 36 * b + 36).some((v, i) => v !== want[36 * b + i]));
      expect(bad.slice(0, 5).map((b) => `block ${b} amax ${Math.max(...xs.subarray(32 * b, 32 * b + 32).map(Math.abs))}`)).toEqual([]);
    } finally {
      x.destroy();
    }
  });

  it('into out, and a strided x', () => {
    const d = device();
    const xs = randomF32(2 * 64 * 2, 3);
    const base = d.upload(xs, { shape: [2, 128] });
    const x = base.slice(1, 0, undefined, 2); // [2, 64], every other column
    const dense = Float32Array.from({ length: 128 }, (_, i) => xs[2 * i]!);
    const out = d.alloc('q8_1', [2, 64]);
    try {
      expect(quantizeActivations(x, { out })).toBe(out);
      expect(Buffer.from(out.read() as Uint8Array).equals(Buffer.from(quantize('q8_1', dense, { rows: 2, cols: 64 })))).toBe(true);
    } finally {
      for (const t of [base, x, out]) t.destroy();
    }
  });
});

describe('quant.gemm', () => {
  it('batch dimensions, a row slice of w, out', () => {
    const d = device();
    const [N, K] = [37, 256];
    const wf = randomF32((N + 3) * K, 1);
    const blocks = quantize('q4_K', wf, { rows: N + 3, cols: K });
    const wAll = d.upload(blocks, { dtype: 'q4_K', shape: [N + 3, K] });
    const w = wAll.slice(0, 2, 2 + N); // rows 2..2+N: a view at a block offset
    const xs = randomF32(2 * 3 * K, 2);
    const x = d.upload(xs, { shape: [2, 3, K] });
    const out = d.alloc('f32', [2, 3, N]);
    try {
      expect(gemm(x, w, { transB: true, out })).toBe(out);
      const want = qgemmRef('q4_K', blocks.subarray(2 * 144 * (K / 256), (2 + N) * 144 * (K / 256)), xs, 6, N, K);
      expect(nmse(out.read() as Float32Array, want)).toBeLessThanOrEqual(1e-10);
    } finally {
      for (const t of [wAll, w, x, out]) t.destroy();
    }
  });

  it('an empty M gives an empty result', () => {
    const d = device();
    const w = d.upload(new Uint8Array(3 * 34), { dtype: 'q8_0', shape: [3, 32] });
    const x = d.alloc('f32', [0, 32]);
    try {
      const c = gemm(x, w, { transB: true });
      expect(c.shape).toEqual([0, 3]);
      c.destroy();
    } finally {
      w.destroy();
      x.destroy();
    }
  });
});

describe("quant.gemm: path 'int8' (f32 x rounded to q8_1 on the GPU, then the int8 tile)", () => {
  it('is quantizeActivations then the int8 kernel, bit for bit, for a strided x; its error is q8_1 rounding', () => {
    const d = device();
    const [M, N, K] = [5, 7, 512];
    for (const format of ['q4_K', 'q6_K', 'iq4_xs'] as const) {
      const blocks = quantize(format, randomF32(N * K, 11), { rows: N, cols: K });
      const w = d.upload(blocks, { dtype: format, shape: [N, K] });
      const xs = randomF32(M * 2 * K, 12);
      const base = d.upload(xs, { shape: [M, 2 * K] });
      const x = base.slice(1, K, 2 * K); // rows with a stride of 2K: rounded from a copy
      const xq = quantizeActivations(x);
      try {
        const viaPath = gemm(x, w, { transB: true, path: 'int8' }).read() as Float32Array;
        expect(viaPath).toEqual(gemm(xq, w, { transB: true }).read());
        const xc = Float32Array.from({ length: M * K }, (_, i) => xs[Math.floor(i / K) * 2 * K + K + (i % K)]!);
        // x's q8_1 rounding: a relative error of about 2^-9 per value, an NMSE near 1e-5, far above the f32 path's
        // 1e-13 and far below a misdecoded block's 1e-2
        const e = nmse(viaPath, qgemmRef(format, blocks, xc, M, N, K));
        expect(e).toBeGreaterThan(1e-9);
        expect(e).toBeLessThan(1e-4);
      } finally {
        for (const t of [w, base, x, xq]) t.destroy();
      }
    }
  });

  it("the default: 'int8' without tensor cores where packed int8 dots are in hardware, for the int8 tile's formats", () => {
    const { h200, lavapipe } = SYNTHETIC;
    const int8Dots = { ...lavapipe, integerDot: { supported: true, int8Accelerated: true, int4x8PackedAccelerated: true } };
    expect([512, 1].map((M) => defaultQGemmPath(int8Dots, M, 'q4_K'))).toEqual(['int8', 'int8']);
    expect(defaultQGemmPath(int8Dots, 512, 'tq1_0')).toBe('f32'); // no int8 kernel
    expect([512, 1].map((M) => defaultQGemmPath(lavapipe, M, 'q4_K'))).toEqual(['f32', 'f32']); // int8 dots emulated
    expect([128, 127].map((M) => defaultQGemmPath(h200, M, 'q4_K'))).toEqual(['f16', 'f32']); // tensor cores first
  });

  it('has no expert-bank kernel', () => {
    const d = device();
    const w = d.upload(new Uint8Array(2 * 3 * 34), { dtype: 'q8_0', shape: [2, 3, 32] });
    const x = d.alloc('f32', [4, 32]);
    const ids = d.upload(new Uint32Array([0, 1, 1, 0]));
    try {
      expect(() => gemm(x, w, { transB: true, ids, path: 'int8' })).toThrow(/path 'int8' has no expert-bank kernel/);
    } finally {
      for (const t of [w, x, ids]) t.destroy();
    }
  });
});

describe('quant.gemm: the int8 kernel needs integer dot products', () => {
  it('its SPIR-V names shaderIntegerDotProduct, which a device without it lacks (launch: a CapabilityError)', () => {
    const d = device();
    const without = { info: { ...d.info, integerDot: { supported: false, int8Accelerated: false, int4x8PackedAccelerated: false } } };
    for (const format of QGEMM_INT8_FORMATS) {
      const caps = reflect(loadShader('qgemm_q8', format)).capabilities;
      expect(caps.flatMap((c) => capabilityCheck(d, c) ?? [])).toEqual([]);
      expect(caps.flatMap((c) => capabilityCheck(without as Device, c) ?? [])).toContain('shaderIntegerDotProduct');
    }
  });
});

describe('quant.gemm and quantizeActivations: typed errors', () => {
  it('transB missing or false', () => {
    const d = device();
    const w = d.upload(new Uint8Array(2 * 34), { dtype: 'q8_0', shape: [2, 32] });
    const x = d.alloc('f32', [3, 32]);
    try {
      // @ts-expect-error: transB is required
      expect(() => gemm(x, w)).toThrow(ArgumentError);
      // @ts-expect-error: transB must be true
      expect(() => gemm(x, w, { transB: false })).toThrow(/pass \{ transB: true \}/);
    } finally {
      w.destroy();
      x.destroy();
    }
  });

  it('shapes and dtypes', () => {
    const d = device();
    const w = d.upload(new Uint8Array(2 * 34), { dtype: 'q8_0', shape: [2, 32] });
    const wf = d.alloc('f32', [2, 32]);
    const w3 = d.upload(new Uint8Array(2 * 34), { dtype: 'q8_0', shape: [1, 2, 32] });
    const wz = d.upload(new Uint8Array(292), { dtype: 'q8_K', shape: [1, 256] });
    const x16 = d.alloc('f32', [3, 16]),
      xh = d.alloc('f16', [3, 32]),
      x = d.alloc('f32', [3, 32]),
      x256 = d.alloc('f32', [1, 256]),
      badOut = d.alloc('f32', [3, 3]),
      q64 = d.alloc('q8_1', [3, 64]);
    try {
      expect(() => gemm(x16, w, { transB: true })).toThrow(ShapeError);
      expect(() => gemm(x16, w, { transB: true })).toThrow(/expected \[\.\.\., 32\]/);
      expect(() => gemm(xh, w, { transB: true })).toThrow(DTypeError);
      expect(() => gemm(x, wf, { transB: true })).toThrow(/use ops\.gemm/);
      expect(() => gemm(x, w3, { transB: true })).toThrow(ShapeError);
      expect(() => gemm(x256, wz, { transB: true })).toThrow(/q8_K, which has no GPU gemm yet; supported: q8_0/);
      expect(() => gemm(x, w, { transB: true, out: badOut })).toThrow(ShapeError);
      const xq = quantizeActivations(x);
      try {
        // q8_1 activations go to the int8 kernel, which has no ternary or IQ2/IQ3/IQ1 formats
        const wk = d.upload(new Uint8Array(54 * 2), { dtype: 'tq1_0', shape: [2, 256] }),
          xk = quantizeActivations(x256);
        expect(() => gemm(xk, wk, { transB: true })).toThrow(/int8 kernel multiplies with q8_0, q4_0, .*, tq2_0 weights; w is tq1_0/);
        expect(() => gemm(x256, wk, { transB: true, path: 'int8' })).toThrow(DTypeError);
        expect(() => gemm(x256, wk, { transB: true, path: 'int8' })).toThrow(
          /path 'int8' multiplies q8_1 x with q8_0, .* weights; w is tq1_0/,
        );
        wk.destroy();
        xk.destroy();
        expect(gemm(xq, w, { transB: true }).shape).toEqual([3, 2]);
      } finally {
        xq.destroy();
      }
      expect(() => gemm(wf.reshape([2, 32]).to('i32'), w, { transB: true })).toThrow(/expected f32 \(or q8_1 blocks/);
      expect(() => quantizeActivations(x16)).toThrow(/multiple of 32/);
      expect(() => quantizeActivations(xh)).toThrow(DTypeError);
      expect(() => quantizeActivations(w)).toThrow(DTypeError);
      expect(() => quantizeActivations(x, { out: badOut })).toThrow(/out is f32 \[3, 3\], expected q8_1/);
      expect(() => quantizeActivations(x, { out: q64 })).toThrow(/expected \[3, 32\]/);
    } finally {
      for (const t of [w, wf, w3, wz, x16, xh, x, x256, badOut, q64]) t.destroy();
    }
  });
});
