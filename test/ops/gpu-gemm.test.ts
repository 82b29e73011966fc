// f32 gemm (A·B, A·Bᵀ, both tile sizes) and matvec against the f64-accumulating CPU references, on
// lavapipe with validation on. The GPU accumulates in f32 in its own order (tiles of 16 along K, then
// strided partials and a tree for matvec):
//   gemm, matvec   nmse <= 1e-10
import { describe, expect, test } from 'vitest';
import { gemm, gemmVariant, matvec } from '../../src/ops/index.ts';
import * as ref from '../../src/ops/reference.ts';
import { useDevice } from '../helpers/device.ts';
import { dispatches, expectNmse, kernelsWithLabel, randomF32 } from '../helpers/ops.ts';

const GEMM_TOL = 1e-10;
const MATVEC_TOL = 1e-10;

/** M x N x K: one element, odd rectangles not multiples of any tile, exact tiles, skinny shapes. */
const GEMMS: [number, number, number][] = [
  [1, 1, 1], [17, 33, 65], [130, 70, 129], [64, 64, 64], [128, 128, 16], [1, 200, 3], [200, 1, 7], [3, 5, 300], [65, 129, 17],
];

describe('gemm', () => {
  const dev = useDevice({ profile: true });

  test.each(GEMMS)('%i x %i x %i: A·B and A·Bᵀ', (M, N, K) => {
    const d = dev();
    const av = randomF32(M * K, M + N + K), bv = randomF32(K * N, M * N * K);
    const a = d.upload(av, { shape: [M, K] });
    const c = gemm(a, d.upload(bv, { shape: [K, N] }));
    expect(c.shape).toEqual([M, N]);
    expectNmse(c.read(), ref.gemm(av, bv, M, N, K), GEMM_TOL, 'nn');
    const ct = gemm(a, d.upload(bv, { shape: [N, K] }), { transB: true });
    expectNmse(ct.read(), ref.gemm(av, bv, M, N, K, true), GEMM_TOL, 'nt');
  });

  test('both tiles on ragged multi-tile shapes, into out tensors', () => {
    const d = dev();
    const [M, N, K] = [257, 131, 40];
    const av = randomF32(M * K, 1), bv = randomF32(K * N, 2);
    const a = d.upload(av, { shape: [M, K] });
    const b = d.upload(bv, { shape: [K, N] });
    const bt = d.upload(bv, { shape: [N, K] });
    for (const tile of [64, 128] as const) {
      const out = d.alloc('f32', [M, N]);
      expect(gemm(a, b, { tile, out })).toBe(out);
      expectNmse(out.read(), ref.gemm(av, bv, M, N, K), GEMM_TOL, `nn tile ${tile}`);
      expectNmse(gemm(a, bt, { tile, transB: true }).read(), ref.gemm(av, bv, M, N, K, true), GEMM_TOL, `nt tile ${tile}`);
    }
    expect(kernelsWithLabel(d, `${M}x${N}x${K}`).sort()).toEqual(['gemm.nn', 'gemm.nn_64', 'gemm.nt', 'gemm.nt_64']);
  });

  test('tile choice: 64 tiles for small products, 128 tiles once they fill a large GPU', () => {
    expect(gemmVariant(130, 70, false)).toBe('nn_64');
    expect(gemmVariant(1024, 1024, true)).toBe('nt_64'); // 64 tiles of 128: too few workgroups
    expect(gemmVariant(2048, 1024, false)).toBe('nn'); // 128 tiles of 128
    expect(gemmVariant(4096, 4096, true)).toBe('nt');
    expect(gemmVariant(4096, 4096, false, 64)).toBe('nn_64');
  });

  test('K = 0 gives zeros; M = 0 or N = 0 give empty results; neither dispatches', () => {
    const d = dev();
    const before = dispatches(d);
    const c = gemm(d.alloc('f32', [3, 0]), d.alloc('f32', [0, 4]));
    expect(c.shape).toEqual([3, 4]);
    expect(Array.from(c.read())).toEqual(new Array(12).fill(0));
    expect(gemm(d.alloc('f32', [0, 5]), d.alloc('f32', [5, 4])).shape).toEqual([0, 4]);
    expect(gemm(d.alloc('f32', [2, 5]), d.alloc('f32', [0, 5]), { transB: true }).shape).toEqual([2, 0]);
    expect(dispatches(d)).toBe(before);
  });
});

describe('matvec', () => {
  const dev = useDevice({ profile: true });

  /** rows x cols: cols % 4 != 0 (scalar) and == 0 (vec4), rows not a multiple of the 4-row block. */
  const MATVECS: [number, number][] = [[1, 1], [7, 3], [5, 4], [33, 1027], [130, 4096], [9, 4099], [3, 10_000], [1000, 65]];

  test.each(MATVECS)('%i x %i', (rows, cols) => {
    const d = dev();
    const wv = randomF32(rows * cols, rows + cols), xv = randomF32(cols, cols);
    const y = matvec(d.upload(wv, { shape: [rows, cols] }), d.upload(xv));
    expect(y.shape).toEqual([rows]);
    expectNmse(y.read(), ref.matvec(wv, xv, rows, cols), MATVEC_TOL);
    expect(kernelsWithLabel(d, `${rows}x${cols}`)).toEqual([cols % 4 === 0 ? 'matvec.f32_vec4' : 'matvec.f32']);
  });

  test('262145 rows (65537 row blocks: a 2-D grid), out tensor', () => {
    const d = dev();
    const rows = 4 * 65536 + 1, cols = 2;
    const wv = randomF32(rows * cols, 8), xv = Float32Array.from([0.5, -2]);
    const out = d.alloc('f32', [rows]);
    expect(matvec(d.upload(wv, { shape: [rows, cols] }), d.upload(xv), { out })).toBe(out);
    expectNmse(out.read(), ref.matvec(wv, xv, rows, cols), MATVEC_TOL);
  });

  test('cols = 0 gives zeros, rows = 0 an empty result, without dispatching', () => {
    const d = dev();
    const before = dispatches(d);
    expect(Array.from(matvec(d.alloc('f32', [3, 0]), d.alloc('f32', [0])).read())).toEqual([0, 0, 0]);
    expect(matvec(d.alloc('f32', [0, 6]), d.alloc('f32', [6])).shape).toEqual([0]);
    expect(dispatches(d)).toBe(before);
  });
});
