// bf16 gemm on the f16 gemm (path 'scaled', src/ops/matmul/bf16-scaled.ts) beyond the harness: the rounding
// of elements far below their row's largest, exactly as the path's model says; rows and columns of very
// different magnitudes (outside f16's range) against the FMA kernel and the f64 product; inf and NaN;
// the default rule; typed errors.
import { describe, expect, test } from 'vitest';
import { DTYPES } from '../../src/device/dtype.ts';
import type { Device, Tensor } from '../../src/device/index.ts';
import { ArgumentError, BF16_SCALED_MIN_FLOPS, GEMM_HALF_PATH_RULES, gemm } from '../../src/ops/index.ts';
import { hasCoopmat2F16, hasCoopmatF16 } from '../../src/ops/matmul/half-ops.ts';
import * as ref from '../../src/ops/matmul/reference.ts';
import { choose } from '../../src/ops/select.ts';
import { useDevice } from '../helpers/device.ts';
import { expectBitExact, expectNmse, randomF32 } from '../helpers/ops.ts';
import { H200_NV2, SYNTHETIC } from '../helpers/synthetic-devices.ts';
import { kernels, valuesOf } from './gemm-candidates.ts';

const bf16 = DTYPES.bf16,
  f16 = DTYPES.f16;

/** bf16 bits of `values` (rounded) as a device tensor, and their exact values. */
function upload(d: Device, values: ArrayLike<number>, shape: number[]): { t: Tensor; v: Float32Array } {
  const bits = Uint16Array.from(values, (x) => bf16.bitsOf(x));
  return { t: d.upload(bits, { dtype: 'bf16', shape }), v: Float32Array.from(bits, (b) => bf16.valueOf(b)) };
}

/** What the path makes of a row: each element x2^s rounded to f16 (s = 15 - the exponent of the largest
 * finite element), scaled back. */
function modelRow(row: Float32Array): Float32Array {
  const finite = row.filter((x) => Number.isFinite(x) && x !== 0).map(Math.abs);
  const s = finite.length ? 15 - Math.floor(Math.log2(Math.max(...finite))) : 0;
  return row.map((x) => f16.valueOf(f16.bitsOf(x * 2 ** s)) * 2 ** -s);
}

/** Whether the device's f16 gemm is the FMA kernel (then 'scaled' sums in the FMA path's order). */
const fmaF16 = (d: Device): boolean => !hasCoopmat2F16(d.info) && !hasCoopmatF16(d.info);

describe("gemm bf16, path 'scaled'", () => {
  const dev = useDevice({ profile: true });

  test('A · I gives each element of A as the model rounds it: exact down to 2^-32 of its row, f16 subnormal steps below, 0 under 2^-40', () => {
    const d = dev();
    const K = 24;
    // per row: its largest element 2^e (e from -120 to 120, outside f16's range) and elements 2^-j below it
    const rows = [-80, -30, 0, 7, 20, 120];
    const rel = [0, -1, -9, -17, -24, -31, -32, -33, -36, -38, -39, -39.5, -40, -40.5, -41, -48, -130];
    const values = rows.flatMap((e, r) =>
      Array.from({ length: K }, (_, k) => (k % 2 ? -1 : 1) * 2 ** (e + rel[k % rel.length]!) * (1 + ((r + k) % 5) / 8)),
    );
    const a = upload(d, values, [rows.length, K]);
    const eye = upload(
      d,
      Array.from({ length: K * K }, (_, i) => (i % (K + 1) === 0 ? 1 : 0)),
      [K, K],
    );
    d.resetProfile();
    const c = gemm(a.t, eye.t, { path: 'scaled' });
    expect(kernels(d)).toEqual(expect.arrayContaining(['bf16_scale.rows', 'bf16_unscale.f32']));
    const want = Float32Array.from({ length: rows.length * K }, (_, i) => modelRow(a.v.subarray(i - (i % K), i - (i % K) + K))[i % K]!);
    // the model is not the identity: some elements are rounded and some dropped
    expect(want.some((w, i) => w !== a.v[i])).toBe(true);
    expect(want.some((w, i) => w === 0 && a.v[i] !== 0)).toBe(true);
    // the zeros' signs come from the sum (A[m, n] plus K - 1 products with 0), not the model: both as +0
    const plusZero = (x: Float32Array) => x.map((v) => v + 0);
    expectBitExact(plusZero(valuesOf(c)), plusZero(want));
    // B's columns are scaled alike: I · Aᵀ (a as transB's [N, K]) gives Aᵀ
    const wantT = Float32Array.from({ length: want.length }, (_, i) => want[(i % rows.length) * K + Math.floor(i / rows.length)]!);
    expectBitExact(plusZero(valuesOf(gemm(eye.t, a.t, { path: 'scaled', transB: true }))), plusZero(wantT));
    for (const t of [a.t, eye.t, c]) t.destroy();
  });

  test('rows and columns of very different magnitudes: the FMA kernel bit for bit where it sums in the same order, else the f64 product', () => {
    const d = dev();
    for (const [M, N, K, transA, transB, batch] of [
      [37, 29, 53, false, false, 0],
      [64, 33, 130, true, true, 0],
      [17, 40, 19, false, true, 3],
    ] as const) {
      // row m of A times 2^(8 (m % 11) - 40), column n of B times 2^(6 (n % 13) - 36): far outside f16
      const aShape: number[] = [...(batch ? [batch] : []), ...(transA ? [K, M] : [M, K])];
      const bShape: number[] = [...(batch ? [batch] : []), ...(transB ? [N, K] : [K, N])];
      const rowOf = (i: number, rows: number, cols: number, t: boolean) => (t ? Math.floor(i / cols) % rows : i % cols);
      const av = randomF32(
        aShape.reduce((x, y) => x * y),
        1,
      ).map((x, i) => x * 2 ** (8 * ((transA ? i % M : Math.floor(i / K) % M) % 11) - 40));
      const bv = randomF32(
        bShape.reduce((x, y) => x * y),
        2,
      ).map((x, i) => x * 2 ** (6 * (rowOf(i, N, transB ? K : N, transB) % 13) - 36));
      const a = upload(d, av, aShape),
        b = upload(d, bv, bShape);
      const got = valuesOf(gemm(a.t, b.t, { path: 'scaled', transA, transB }));
      const want = new Float32Array(got.length);
      for (let i = 0; i < Math.max(batch, 1); i++) {
        let A = a.v.subarray(i * M * K, (i + 1) * M * K);
        if (transA) A = Float32Array.from({ length: M * K }, (_, e) => A[(e % K) * M + Math.floor(e / K)]!);
        want.set(ref.gemm(A, b.v.subarray(i * K * N, (i + 1) * K * N), M, N, K, transB), i * M * N);
      }
      expectNmse(got, want, 1e-10, `${M}x${N}x${K}`);
      if (fmaF16(d)) expectBitExact(got, valuesOf(gemm(a.t, b.t, { path: 'fma', transA, transB })));
      a.t.destroy();
      b.t.destroy();
    }
  });

  test('inf and NaN stay: they set no scale, and the sums they enter are what the FMA kernel gives', () => {
    const d = dev();
    const K = 6;
    const rows = [
      [Infinity, 3e38, -2, 1, 0.5, 7], // + inf
      [-Infinity, 1e-30, 0, 0, 0, 0], // - inf
      [NaN, 1e30, 1, 1, 1, 1], // NaN
      [Infinity, -Infinity, 1, 2, 3, 4], // inf - inf: NaN
      [1e38, 1e38, 1e38, 1e38, 0, 0], // overflows f32 in the sum: inf, as on the FMA kernel
      [0, 0, 0, 0, 0, 0],
    ];
    const a = upload(d, rows.flat(), [rows.length, K]);
    const ones = upload(d, new Array(K * 3).fill(1), [K, 3]);
    const got = valuesOf(gemm(a.t, ones.t, { path: 'scaled' }));
    const fma = valuesOf(gemm(a.t, ones.t, { path: 'fma' }));
    const want = [Infinity, -Infinity, NaN, NaN, Infinity, 0].flatMap((v) => [v, v, v]);
    expect(Array.from(got)).toEqual(want);
    expect(Array.from(fma)).toEqual(want);
    a.t.destroy();
    ones.t.destroy();
  });

  test('a bf16 result and accumulate into it round once, as the FMA kernel does', () => {
    const d = dev();
    const a = upload(
      d,
      randomF32(23 * 31, 3).map((x, i) => x * 2 ** ((i % 7) * 9 - 30)),
      [23, 31],
    );
    const b = upload(d, randomF32(31 * 19, 4), [31, 19]);
    const c0 = randomF32(23 * 19, 5).map((x) => x * 1e-9);
    const c = upload(d, c0, [23, 19]);
    const want = ref.gemm(a.v, b.v, 23, 19, 31, false).map((v, i) => bf16.valueOf(bf16.bitsOf(Math.fround(v + c.v[i]!))));
    gemm(a.t, b.t, { path: 'scaled', out: c.t, accumulate: true, outDtype: 'bf16' });
    const got = valuesOf(c.t);
    // one rounding to bf16 (2^-9 relative) over the f32 sum's error: NMSE well under 5e-5 (the harness's)
    expectNmse(got, want, 5e-5);
    if (fmaF16(d)) {
      const f = upload(d, c0, [23, 19]).t;
      gemm(a.t, b.t, { path: 'fma', out: f, accumulate: true, outDtype: 'bf16' });
      expectBitExact(got, valuesOf(f));
      f.destroy();
    }
    for (const t of [a.t, b.t, c.t]) t.destroy();
  });

  test('the default: scaled for bf16 products from BF16_SCALED_MIN_FLOPS on devices with f16 cooperative matrices, else the FMA kernel', () => {
    const h = SYNTHETIC.h200,
      nv2 = { ...h, cooperativeMatrix: { ...h.cooperativeMatrix, nv2: H200_NV2 } };
    const path = (info: typeof h, flops?: number) => choose(GEMM_HALF_PATH_RULES, { dtype: 'bf16', flops }, info);
    for (const info of [h, nv2]) {
      expect(path(info)).toBe('scaled');
      expect(path(info, BF16_SCALED_MIN_FLOPS)).toBe('scaled');
      expect(path(info, BF16_SCALED_MIN_FLOPS - 1)).toBe('fma');
    }
    for (const d of ['lavapipe', 'rdna', 'minimal'] as const) expect(path(SYNTHETIC[d])).toBe('fma');
    // f16 never takes it
    expect(choose(GEMM_HALF_PATH_RULES, { dtype: 'f16', flops: 2 ** 40 }, nv2)).toBe('coopmat2');
  });

  test("typed errors: path 'scaled' for f16, a cooperative-matrix tile with it", () => {
    const d = dev();
    const a = d.upload(new Uint16Array(4), { dtype: 'f16', shape: [2, 2] });
    expect(() => gemm(a, a, { path: 'scaled' })).toThrow(ArgumentError);
    expect(() => gemm(a, a, { path: 'scaled' })).toThrow(/path 'scaled' runs bf16 inputs/);
    const b = d.upload(new Uint16Array(4), { dtype: 'bf16', shape: [2, 2] });
    expect(() => gemm(b, b, { path: 'scaled', coopmatTile: '128x128k64' })).toThrow(/this gemm runs path 'scaled'/);
    expect(() => gemm(b, b, { path: 'tensor' as never })).toThrow(/'coopmat', 'coopmat2', 'fma' or 'scaled'/);
    a.destroy();
    b.destroy();
  });
});
