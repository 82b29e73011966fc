// The f16/bf16 gemm beyond the harness: the path table on synthetic devices, typed errors for bad inputs,
// which kernels run (the FMA kernel here; views read in place, a broadcast batch without a copy), f32's
// new transA, and the cooperative-matrix kernel against the f64 reference where the device has it
// (skipped with the reason elsewhere; the lead runs it on the H200).
import { describe, expect, test } from 'vitest';
import { CapabilityError, type Device, type Tensor } from '../../src/device/index.ts';
import { DTYPES } from '../../src/device/dtype.ts';
import { ArgumentError, DTypeError, GEMM_HALF_PATH_RULES, ShapeError, gemm, hasCoopmat2F16, hasCoopmatF16 } from '../../src/ops/index.ts';
import * as ref from '../../src/ops/matmul/reference.ts';
import { choose } from '../../src/ops/select.ts';
import { useDevice } from '../helpers/device.ts';
import { expectNmse, randomF32 } from '../helpers/ops.ts';
import { SYNTHETIC } from '../helpers/synthetic-devices.ts';

type Half = 'f16' | 'bf16';

/** A random half tensor and its exact values. */
function half(d: Device, dtype: Half, shape: number[], seed: number): { t: Tensor; v: Float32Array } {
  const n = shape.reduce((a, b) => a * b, 1);
  const bits = Uint16Array.from(randomF32(n, seed), (x) => DTYPES[dtype].bitsOf(x));
  return { t: d.upload(bits, { dtype, shape }), v: Float32Array.from(bits, (b) => DTYPES[dtype].valueOf(b)) };
}

const valuesOf = (t: Tensor): Float32Array => {
  const r = t.read();
  return t.dtype === 'f32' ? (r as Float32Array) : Float32Array.from(r as Uint16Array, (b) => DTYPES[t.dtype as 'f16' | 'bf16'].valueOf(b));
};

/** The kernels the profiler saw since the last reset, by name. */
function kernels(d: Device): string[] {
  d.sync();
  return d.profile().kernels.map((k) => k.name);
}

describe('gemm f16/bf16: the path table', () => {
  test('the cooperative-matrix kernel for f16 where the device lists the shape and has 32-wide subgroups', () => {
    const path = (name: keyof typeof SYNTHETIC, dtype: Half): string => choose(GEMM_HALF_PATH_RULES, { dtype }, SYNTHETIC[name]);
    expect(path('h200', 'f16')).toBe('coopmat');
    expect(path('h200', 'bf16')).toBe('fma'); // no GL_EXT_bfloat16 in the toolchain
    for (const d of ['lavapipe', 'rdna', 'minimal'] as const) for (const t of ['f16', 'bf16'] as const) expect(path(d, t)).toBe('fma');
    // the shape alone is not enough: 64-wide subgroups, f16 accumulators only, Vulkan 1.2
    const h = SYNTHETIC.h200;
    expect(hasCoopmatF16({ ...h, subgroup: { ...h.subgroup, size: 64, minSize: 64, maxSize: 64 } })).toBe(false);
    const f16acc = h.cooperativeMatrix.khrShapes.map((s) => ({ ...s, c: 'float16', result: 'float16' }));
    expect(hasCoopmatF16({ ...h, cooperativeMatrix: { ...h.cooperativeMatrix, khrShapes: f16acc } })).toBe(false);
    expect(hasCoopmatF16({ ...h, apiVersion: '1.2.0' })).toBe(false);
    expect(hasCoopmatF16(h)).toBe(true);
  });
});

describe('gemm f16/bf16: bad inputs', () => {
  const dev = useDevice({ profile: true });
  const t = (dtype: 'f16' | 'bf16' | 'f32', shape: number[]): Tensor => dev().alloc(dtype, shape);

  test('dtypes: both operands the same half dtype, the result f32 or that dtype', () => {
    expect(() => gemm(t('f16', [2, 2]), t('bf16', [2, 2]))).toThrow(DTypeError);
    expect(() => gemm(t('f16', [2, 2]), t('bf16', [2, 2]))).toThrow('gemm: b is bf16 [2, 2], expected f16');
    expect(() => gemm(t('bf16', [2, 2]), t('bf16', [2, 2]), { outDtype: 'f16' })).toThrow(
      'outDtype f16 for bf16 inputs: expected f32 or bf16',
    );
    expect(() => gemm(t('f16', [2, 2]), t('f16', [2, 2]), { out: t('bf16', [2, 2]) })).toThrow('gemm: out is bf16 [2, 2], expected f32');
  });

  test('shapes: rank 2 or 3, chained, equal batches', () => {
    expect(() => gemm(t('f16', [6]), t('f16', [6, 1]))).toThrow(ShapeError);
    expect(() => gemm(t('f16', [2, 3]), t('f16', [4, 5]))).toThrow('gemm: a [2, 3] and b [4, 5] do not chain: b must be [3, N]');
    expect(() => gemm(t('f16', [3, 2]), t('f16', [3, 5]), { transA: true, transB: true })).toThrow('b must be [N, 3] (transB)');
    expect(() => gemm(t('f16', [2, 4, 3]), t('f16', [3, 3, 5]))).toThrow('have different batches (2 and 3)');
    expect(() => gemm(t('f16', [2, 2, 2, 2]), t('f16', [2, 2]))).toThrow(
      'gemm: a has shape [2, 2, 2, 2], expected [M, K] or [batch, M, K]',
    );
  });

  test('options: accumulate needs out; path coopmat needs the device and f16; f32 takes none of them', () => {
    expect(() => gemm(t('f16', [2, 2]), t('f16', [2, 2]), { accumulate: true })).toThrow(ArgumentError);
    expect(() => gemm(t('bf16', [2, 2]), t('bf16', [2, 2]), { path: 'coopmat' })).toThrow("path 'coopmat' runs f16 inputs");
    expect(() => gemm(t('f16', [2, 2]), t('f16', [2, 2]), { path: 'tensor' as 'fma' })).toThrow(
      "path must be 'coopmat', 'coopmat2' or 'fma'",
    );
    if (!hasCoopmatF16(dev().info)) expect(() => gemm(t('f16', [2, 2]), t('f16', [2, 2]), { path: 'coopmat' })).toThrow(CapabilityError);
    expect(() => gemm(t('f32', [2, 2]), t('f32', [2, 2]), { out: t('f32', [2, 2]), accumulate: true })).toThrow(
      'accumulate, outDtype and path are options of f16/bf16 inputs',
    );
  });
});

describe('gemm f16/bf16 on the FMA kernel', () => {
  const dev = useDevice({ profile: true });

  test('a transposed view and a broadcast batch are read in place (one dispatch, no copy)', () => {
    const d = dev();
    const [B, M, N, K] = [3, 17, 9, 20];
    const a = half(d, 'bf16', [B, M, K], 1),
      w = half(d, 'bf16', [N, K], 2);
    const wt = w.t.transpose(); // [K, N], column-major
    d.sync();
    d.resetProfile();
    const c = gemm(a.t, wt, { path: 'fma' });
    expect(kernels(d)).toEqual(['gemm_half.bf16_f32_nt_64']);
    expect(c.shape).toEqual([B, M, N]);
    const got = valuesOf(c);
    for (let i = 0; i < B; i++)
      expectNmse(got.subarray(i * M * N, (i + 1) * M * N), ref.gemm(a.v.subarray(i * M * K, (i + 1) * M * K), w.v, M, N, K, true), 1e-10);
    for (const x of [a.t, w.t, wt, c]) x.destroy();
  });

  test('f32 transA: Aᵀ B read in place (the TN kernel)', () => {
    const d = dev();
    const [M, N, K] = [7, 5, 9];
    const av = randomF32(K * M, 3),
      bv = randomF32(K * N, 4);
    const a = d.upload(av, { shape: [K, M] }),
      b = d.upload(bv, { shape: [K, N] });
    d.sync();
    d.resetProfile();
    const c = gemm(a, b, { transA: true });
    expect(kernels(d)).toEqual(['gemm.tn_64']);
    const at = Float32Array.from({ length: M * K }, (_, e) => av[(e % K) * M + Math.floor(e / K)]!);
    expectNmse(c.read(), ref.gemm(at, bv, M, N, K), 1e-12);
    for (const x of [a, b, c]) x.destroy();
  });

  test('accumulate into an f16 out: C + A B rounded once', () => {
    const d = dev();
    const [M, N, K] = [15, 17, 33];
    const a = half(d, 'f16', [M, K], 5),
      b = half(d, 'f16', [K, N], 6),
      c0 = half(d, 'f16', [M, N], 7);
    const r = gemm(a.t, b.t, { out: c0.t, accumulate: true, path: 'fma' });
    expect(r).toBe(c0.t);
    const want = ref.gemm(a.v, b.v, M, N, K).map((x, i) => DTYPES.f16.valueOf(DTYPES.f16.bitsOf(x + c0.v[i]!)));
    expectNmse(valuesOf(r), want, 1e-6);
    for (const x of [a.t, b.t, c0.t]) x.destroy();
  });
});

describe('gemm f16 on cooperative matrices', () => {
  const dev = useDevice({ profile: true });

  test.for([
    ['coopmat', 'gemm_coopmat.', hasCoopmatF16, 'the f16 x f16 -> f32 16x16x16 KHR cooperative matrix with 32-wide subgroups'],
    ['coopmat2', 'gemm_coopmat2.', hasCoopmat2F16, 'NV cooperative matrix 2 with workgroup scope and tensor addressing'],
  ] as const)(
    '%s: every layout, both results, vector and element loads, batches and accumulate match the f64 reference',
    ([path, prefix, has, needs], ctx) => {
      const d = dev();
      if (!has(d.info)) {
        console.log(`skipped: ${d.info.name} lacks ${needs}`);
        ctx.skip();
      }
      // [batch (0: 2-D), M, N, K]: ragged (scalar loads), multiples of 8 (vector loads), several blocks and k steps
      const shapes: [number, number, number, number][] = [
        [0, 1, 1, 1],
        [0, 129, 17, 15],
        [0, 200, 264, 100],
        [0, 256, 384, 520],
        [3, 130, 131, 67],
      ];
      let seed = 10;
      for (const [batch, M, N, K] of shapes)
        for (const transA of [false, true])
          for (const transB of [false, true])
            for (const out of ['f32', 'f16'] as const) {
              const what = `${batch}x${M}x${N}x${K} transA ${transA} transB ${transB} -> ${out}`;
              const lead = batch ? [batch] : [];
              const a = half(d, 'f16', [...lead, ...(transA ? [K, M] : [M, K])], seed++),
                b = half(d, 'f16', transB ? [N, K] : [K, N], seed++); // b: one matrix for every batch
              const acc = out === 'f16' && M > 1; // accumulate into most f16 cases
              const c0 = half(d, 'f16', [...lead, M, N], seed++);
              d.sync();
              d.resetProfile();
              const c = gemm(a.t, b.t, { transA, transB, outDtype: out, path, ...(acc ? { out: c0.t, accumulate: true } : {}) });
              expect(
                kernels(d).every((k) => k.startsWith(prefix)),
                what,
              ).toBe(true);
              const A = (i: number): Float32Array => {
                const m = a.v.subarray(i * M * K, (i + 1) * M * K);
                return transA ? Float32Array.from({ length: M * K }, (_, e) => m[(e % K) * M + Math.floor(e / K)]!) : m;
              };
              const want = new Float32Array(Math.max(batch, 1) * M * N);
              for (let i = 0; i < Math.max(batch, 1); i++) want.set(ref.gemm(A(i), b.v, M, N, K, transB), i * M * N);
              const exp = out === 'f32' ? want : want.map((x, i) => DTYPES.f16.valueOf(DTYPES.f16.bitsOf(x + (acc ? c0.v[i]! : 0))));
              expectNmse(valuesOf(c), exp, out === 'f32' ? 1e-10 : 1e-6, what);
              for (const x of new Set([a.t, b.t, c0.t, c])) x.destroy();
            }
    },
  );
});
