// The f16/bf16 gemm beyond the harness: the path table on synthetic devices, typed errors for bad inputs,
// which kernels run (the FMA kernel here; views read in place, a broadcast batch without a copy), f32's
// new transA, and the list of cooperative-matrix candidates (each runs against the f64 reference in
// gemm-coopmat-candidates.test.ts / gemm-coopmat2-candidates.test.ts).
import { describe, expect, test } from 'vitest';
import { CapabilityError, type Tensor } from '../../src/device/index.ts';
import { DTYPES } from '../../src/device/dtype.ts';
import { ArgumentError, DTypeError, GEMM_HALF_PATH_RULES, ShapeError, gemm, gemmCandidates, hasCoopmatF16 } from '../../src/ops/index.ts';
import {
  COOPMAT2_TILE_NAMES,
  COOPMAT_TILES,
  COOPMAT_TILE_NAMES,
  GEMM_COOPMAT_KERNEL,
  coopmatSharedBytes,
  type CoopmatTileName,
} from '../../src/ops/matmul/half-kernels.ts';
import { COOPMAT2_TILE_RULES, COOPMAT2_WIDE_MIN_GROUPS, coopmatShortfall } from '../../src/ops/matmul/half-ops.ts';
import { loadShader } from '../../src/ops/shaders.ts';
import { reflect } from '../../src/spirv/reflect.ts';
import * as ref from '../../src/ops/matmul/reference.ts';
import { choose } from '../../src/ops/select.ts';
import { useDevice } from '../helpers/device.ts';
import { expectNmse, randomF32 } from '../helpers/ops.ts';
import { H200_NV2, SYNTHETIC } from '../helpers/synthetic-devices.ts';
import { half, kernels, valuesOf, type Half } from './gemm-candidates.ts';

describe('gemm f16/bf16: the path table', () => {
  test('the cooperative-matrix kernels for f16: coopmat2 where the driver has it, else KHR where the device lists the shape and has 32-wide subgroups', () => {
    const path = (name: keyof typeof SYNTHETIC, dtype: Half): string => choose(GEMM_HALF_PATH_RULES, { dtype }, SYNTHETIC[name]);
    expect(path('h200', 'f16')).toBe('coopmat');
    expect(path('h200', 'bf16')).toBe('scaled'); // no GL_EXT_bfloat16 in the toolchain: scaled into f16 (gemm-bf16-scaled.test.ts)
    for (const d of ['lavapipe', 'rdna', 'minimal'] as const) for (const t of ['f16', 'bf16'] as const) expect(path(d, t)).toBe('fma');
    // the shape alone is not enough: 64-wide subgroups, f16 accumulators only, Vulkan 1.2
    const h = SYNTHETIC.h200;
    expect(hasCoopmatF16({ ...h, subgroup: { ...h.subgroup, size: 64, minSize: 64, maxSize: 64 } })).toBe(false);
    const f16acc = h.cooperativeMatrix.khrShapes.map((s) => ({ ...s, c: 'float16', result: 'float16' }));
    expect(hasCoopmatF16({ ...h, cooperativeMatrix: { ...h.cooperativeMatrix, khrShapes: f16acc } })).toBe(false);
    expect(hasCoopmatF16({ ...h, apiVersion: '1.2.0' })).toBe(false);
    expect(hasCoopmatF16(h)).toBe(true);
    // NV cooperative matrix 2 (the H200's driver has it) comes first: the faster path there
    const nv2 = H200_NV2;
    expect(choose(GEMM_HALF_PATH_RULES, { dtype: 'f16' }, { ...h, cooperativeMatrix: { ...h.cooperativeMatrix, nv2 } })).toBe('coopmat2');
    expect(choose(GEMM_HALF_PATH_RULES, { dtype: 'bf16' }, { ...h, cooperativeMatrix: { ...h.cooperativeMatrix, nv2 } })).toBe('scaled');
  });

  test("each cooperative-matrix tile's shared memory is exactly its SPIR-V's, and the check refuses a device short of it", () => {
    const byTile = (v: string): CoopmatTileName =>
      COOPMAT_TILE_NAMES.find((t) => COOPMAT_TILES[t].suffix && v.includes(COOPMAT_TILES[t].suffix)) ?? COOPMAT_TILE_NAMES[0]!;
    for (const { name } of GEMM_COOPMAT_KERNEL.variants) {
      const ab = name.split('_')[2]!; // f16_<out>_<ab>...
      const want = reflect(loadShader('gemm_coopmat', name)).sharedMemory;
      expect(coopmatSharedBytes(COOPMAT_TILES[byTile(name)], ab), name).toBe(want);
    }
    // every layout, result and width at the default tile, the 16-byte ones at the others, and the ragged batch's two
    expect(GEMM_COOPMAT_KERNEL.variants.length).toBe(16 + 8 * (COOPMAT_TILE_NAMES.length - 1) + 2);
    const h = SYNTHETIC.h200;
    for (const t of COOPMAT_TILE_NAMES) {
      const need = coopmatSharedBytes(COOPMAT_TILES[t], 'nt');
      expect(need, t).toBeLessThanOrEqual(h.limits.maxComputeSharedMemorySize); // NVIDIA's Vulkan limit: 48 KiB
      const short = { ...h, limits: { ...h.limits, maxComputeSharedMemorySize: need - 1 } };
      expect(coopmatShortfall(short, t, 'nt'), t).toMatch(`${need} bytes of shared memory`);
      expect(coopmatShortfall({ ...short, limits: { ...short.limits, maxComputeSharedMemorySize: need } }, t, 'nt'), t).toBeUndefined();
    }
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
      "path must be 'coopmat', 'coopmat2', 'fma' or 'scaled'",
    );
    if (!hasCoopmatF16(dev().info)) expect(() => gemm(t('f16', [2, 2]), t('f16', [2, 2]), { path: 'coopmat' })).toThrow(CapabilityError);
    expect(() => gemm(t('f32', [2, 2]), t('f32', [2, 2]), { out: t('f32', [2, 2]), accumulate: true })).toThrow(
      'accumulate, outDtype, path and coopmatTile are options of f16/bf16 inputs',
    );
    // coopmatTile: a tile of the path that runs, and only on a cooperative-matrix path
    const f16 = (): [Tensor, Tensor] => [t('f16', [2, 2]), t('f16', [2, 2])];
    expect(() => gemm(...f16(), { path: 'fma', coopmatTile: '128x64k64' })).toThrow("this gemm runs path 'fma'");
    expect(() => gemm(...f16(), { path: 'coopmat', coopmatTile: '128x128k64np2' as never })).toThrow(
      'coopmatTile "128x128k64np2" for path \'coopmat\': expected one of 128x128k64, 128x128k64np, 128x64k64',
    );
    expect(() => gemm(...f16(), { path: 'coopmat2', coopmatTile: '128x64k64' })).toThrow(ArgumentError);
    if (!hasCoopmatF16(dev().info, '128x64k64'))
      expect(() => gemm(...f16(), { path: 'coopmat', coopmatTile: '128x64k64' })).toThrow(
        "gemm: path 'coopmat' tile 128x64k64: " + String(coopmatShortfall(dev().info, '128x64k64', 'nn')),
      );
    expect(() => gemm(t('f32', [2, 2]), t('f32', [2, 2]), { coopmatTile: '128x64k64' })).toThrow(ArgumentError);
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

describe("gemm_coopmat2's tile by the product's shape", () => {
  test('128 x 128 x 64 below COOPMAT2_WIDE_MIN_GROUPS workgroups of 128 x 256, else 128 x 256 x 32', () => {
    const tile = (M: number, N: number, batch = 1) => choose(COOPMAT2_TILE_RULES, { M, N, batch }, SYNTHETIC.h200);
    // 4 x 16 = 64 and 10 x 6 = 60 workgroups of 128 x 256 (the H200's measured wins of 128 x 128)
    expect([tile(512, 4096), tile(1280, 1504), tile(1, 1)]).toEqual(['128x128k64', '128x128k64', '128x128k64']);
    // 4 x 56 = 224, 32 x 16 = 512; a batch of 2 makes 64 into 128
    expect([tile(512, 14336), tile(4096, 4096), tile(512, 4096, 2)]).toEqual(['128x256k32', '128x256k32', '128x256k32']);
    expect(tile(128 * 127, 256)).toBe('128x128k64');
    expect(tile(128 * COOPMAT2_WIDE_MIN_GROUPS, 256)).toBe('128x256k32');
  });
});

describe('gemm f16 on cooperative matrices: the tuner candidates', () => {
  // Every registered f16 cooperative-matrix candidate (the default tiles 'coopmat' and 'coopmat2' and each
  // other tile); each runs against the f64 reference in gemm-coopmat-candidates.test.ts and
  // gemm-coopmat2-candidates.test.ts.
  const candidates = gemmCandidates('f16').filter((c) => c.options.path === 'coopmat' || c.options.path === 'coopmat2');

  test('the candidates: each cooperative-matrix tile of both paths once', () => {
    expect(candidates.map((c) => (c.name === c.options.path ? c.options.path : c.options.coopmatTile))).toEqual([
      'coopmat',
      ...COOPMAT_TILE_NAMES.slice(1),
      'coopmat2',
      ...COOPMAT2_TILE_NAMES.slice(1),
    ]);
  });
});
