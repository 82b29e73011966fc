// The matmul family beyond the harness: typed errors for bad inputs (thrown before anything is recorded;
// the device stays usable), empty products that dispatch nothing, the variant-choice tables on synthetic
// devices, and which kernels each kind of view runs — in place (no copy) or through one contiguous().
import { describe, expect, test } from 'vitest';
import { BindingError, DestroyedError, Device, type Tensor } from '../../src/device/index.ts';
import {
  AliasError,
  ArgumentError,
  DTypeError,
  GEMM_TILE_RULES,
  MATVEC_RULES,
  OPERAND_RULES,
  ShapeError,
  gemm,
  gemmVariant,
  matvec,
  type MatrixView,
} from '../../src/ops/index.ts';
import * as ref from '../../src/ops/matmul/reference.ts';
import { choose } from '../../src/ops/select.ts';
import { useDevice } from '../helpers/device.ts';
import { dispatches, expectNmse, randomF32 } from '../helpers/ops.ts';
import { SYNTHETIC } from '../helpers/synthetic-devices.ts';

describe('matmul: bad inputs', () => {
  const dev = useDevice({ profile: true });
  const f32 = (shape: number[]): Tensor => dev().alloc('f32', shape);

  test('wrong dtypes', () => {
    const h = dev().alloc('f16', [2, 2]);
    expect(() => gemm(f32([2, 2]), h)).toThrow(DTypeError);
    expect(() => gemm(f32([2, 2]), h)).toThrow('gemm: b is f16 [2, 2], expected f32');
    expect(() => matvec(h, f32([2]))).toThrow('matvec: w is f16 [2, 2], expected f32');
    expect(() => gemm(f32([2, 2]), f32([2, 2]), { out: dev().alloc('i32', [2, 2]) })).toThrow('gemm: out is i32 [2, 2], expected f32');
  });

  test('shapes that do not chain, wrong ranks', () => {
    expect(() => gemm(f32([2, 3]), f32([4, 5]))).toThrow(ShapeError);
    expect(() => gemm(f32([2, 3]), f32([4, 5]))).toThrow('gemm: a [2, 3] and b [4, 5] do not chain: b must be [3, N]');
    expect(() => gemm(f32([2, 3]), f32([5, 4]), { transB: true })).toThrow('b must be [N, 3] (transB)');
    expect(() => gemm(f32([6]), f32([6, 1]))).toThrow('gemm: a has shape [6], expected 2-D [M, K]');
    expect(() => gemm(f32([2, 6]), f32([1, 6, 1]), { transB: true })).toThrow('gemm: b has shape [1, 6, 1], expected 2-D [N, K] (transB)');
    expect(() => matvec(f32([3, 5]), f32([4]))).toThrow('matvec: x has shape [4], expected [5] (the columns of w [3, 5])');
    expect(() => matvec(f32([15]), f32([5]))).toThrow(ShapeError);
    // a transposed view has the transposed shape: [4, 3] here, which does not chain with [2, 3]
    expect(() => gemm(f32([2, 3]), f32([3, 4]).transpose())).toThrow('b must be [3, N]');
  });

  test('out tensors: wrong shape, an input, a view', () => {
    const a = f32([3, 4]);
    expect(() => gemm(a, f32([4, 2]), { out: f32([3, 3]) })).toThrow('gemm: out has shape [3, 3], expected [3, 2]');
    expect(() => gemm(a, f32([4, 4]), { out: a.slice(1, 0, 4) })).toThrow(AliasError);
    expect(() => matvec(f32([2, 4]), f32([4]), { out: f32([2, 2]).select(1, 0) })).toThrow(/out .* must be contiguous/);
    expect(() => matvec(f32([2, 4]), f32([4]), { out: f32([3]) })).toThrow('matvec: out has shape [3], expected [2]');
  });

  test('bad options and operands', () => {
    expect(() => gemm(f32([2, 2]), f32([2, 2]), { tile: 32 as 64 })).toThrow(ArgumentError);
    expect(() => gemm(f32([2, 2]), f32([2, 2]), { tile: 32 as 64 })).toThrow('gemm: tile must be 64 or 128 (got 32)');
    expect(() => gemm(f32([2, 2]), f32([2, 2]), { transB: 'no' as unknown as boolean })).toThrow(
      "gemm: transB must be true or false (got 'no')",
    );
    expect(() => gemm(f32([2, 2]), Float32Array.of(1) as unknown as Tensor)).toThrow('gemm: b must be a Tensor (got Float32Array)');
    const t = f32([2, 2]);
    t.destroy();
    expect(() => matvec(t, f32([2]))).toThrow(DestroyedError);
    const other = Device.open({ validation: true });
    try {
      expect(() => gemm(f32([2, 2]), other.alloc('f32', [2, 2]))).toThrow(BindingError);
    } finally {
      other.destroy();
    }
  });

  test('nothing was recorded by the failures; the device still computes', () => {
    const d = dev();
    const before = dispatches(d);
    expect(() => gemm(f32([2, 3]), f32([4, 5]))).toThrow();
    expect(dispatches(d)).toBe(before);
    const av = randomF32(6, 1),
      bv = randomF32(6, 2);
    expectNmse(gemm(d.upload(av, { shape: [2, 3] }), d.upload(bv, { shape: [3, 2] })).read(), ref.gemm(av, bv, 2, 2, 3), 1e-12);
  });

  test('K = 0 gives zeros; M = 0 or N = 0 give empty results; neither dispatches', () => {
    const d = dev();
    const before = dispatches(d);
    const c = gemm(f32([3, 0]), f32([0, 4]));
    expect(c.shape).toEqual([3, 4]);
    expect(Array.from(c.read())).toEqual(new Array(12).fill(0));
    expect(gemm(f32([0, 5]), f32([5, 4])).shape).toEqual([0, 4]);
    expect(gemm(f32([2, 5]), f32([0, 5]), { transB: true }).shape).toEqual([2, 0]);
    expect(Array.from(matvec(f32([3, 0]), f32([0])).read())).toEqual([0, 0, 0]);
    expect(matvec(f32([0, 6]), f32([6])).shape).toEqual([0]);
    expect(dispatches(d)).toBe(before);
  });
});

describe('matmul: variant choice on synthetic devices', () => {
  test('tiles: 64 for small products, 128 once they give 128 workgroups; tile forces either', () => {
    for (const device of Object.values(SYNTHETIC)) {
      expect(gemmVariant(130, 70, false, undefined, device)).toBe('nn_64');
      expect(gemmVariant(1024, 1024, true, undefined, device)).toBe('nt_64'); // 64 blocks of 128: too few
      expect(gemmVariant(2048, 1024, false, undefined, device)).toBe('nn'); // 128 blocks of 128
      expect(gemmVariant(4096, 4096, true, undefined, device)).toBe('nt');
      expect(gemmVariant(4096, 4096, false, 64, device)).toBe('nn_64');
      expect(choose(GEMM_TILE_RULES, { M: 1, N: 1, tile: 128 }, device)).toBe('');
    }
    expect(gemmVariant(4096, 4096, false)).toBe('nn'); // the bench labels its rows without a device
  });

  test('operands: rows contiguous → n, columns contiguous → t, else a copy', () => {
    const v = (shape: [number, number], strides: [number, number]): MatrixView => ({ shape, strides });
    const cases: [MatrixView, string][] = [
      [v([3, 4], [4, 1]), 'n'], // contiguous
      [v([3, 4], [9, 1]), 'n'], // a column slice of a [3, 9] matrix
      [v([3, 4], [0, 1]), 'n'], // a broadcast row
      [v([3, 1], [1, 7]), 'n'], // one column: any column stride
      [v([3, 4], [1, 3]), 't'], // w.transpose() of a contiguous [4, 3]
      [v([3, 4], [1, 8]), 't'], // the transpose of a column slice
      [v([1, 4], [9, 3]), 't'], // one row: columns 3 apart
      [v([3, 4], [8, 2]), 'copy'], // every other column
      [v([3, 4], [4, 0]), 'copy'], // a broadcast column
    ];
    for (const device of Object.values(SYNTHETIC))
      for (const [view, want] of cases) expect(choose(OPERAND_RULES, view, device), JSON.stringify(view)).toBe(want);
  });

  test('matvec: vec4 when cols, the row stride and both offsets are multiples of 4', () => {
    for (const device of Object.values(SYNTHETIC)) {
      expect(choose(MATVEC_RULES, { cols: 4096, ldw: 4096, offW: 0, offX: 0 }, device)).toBe('_vec4');
      expect(choose(MATVEC_RULES, { cols: 16, ldw: 20, offW: 24, offX: 8 }, device)).toBe('_vec4');
      for (const bad of [{ cols: 15 }, { ldw: 18 }, { offW: 1 }, { offX: 2 }]) {
        expect(choose(MATVEC_RULES, { cols: 16, ldw: 16, offW: 0, offX: 0, ...bad }, device)).toBe('');
      }
    }
  });
});

describe('matmul: views run in place or through one copy', () => {
  const dev = useDevice({ profile: true });

  /** The kernels (name x count) that `f` dispatched, after its result is checked against `want`. */
  function ran(f: () => Tensor, want: Float32Array): string[] {
    const d = dev();
    d.sync();
    d.resetProfile();
    const y = f();
    expectNmse(y.read(), want, 1e-12);
    y.destroy();
    return d
      .profile()
      .kernels.map((k) => `${k.name} x${k.count}`)
      .sort();
  }

  const [M, N, K] = [5, 6, 7];
  const av = randomF32(M * K, 3),
    bv = randomF32(K * N, 4),
    wv = randomF32(N * K, 5);
  const nn = ref.gemm(av, bv, M, N, K),
    nt = ref.gemm(av, wv, M, N, K, true);

  test('gemm(a, w.transpose()) runs NT on w; { transB } with a transposed view runs NN; a transposed a runs TN', () => {
    const d = dev();
    const a = d.upload(av, { shape: [M, K] });
    const w = d.upload(wv, { shape: [N, K] });
    const b = d.upload(bv, { shape: [K, N] });
    const at = d.upload(transposed(av, M, K), { shape: [K, M] }); // aᵀ, so at.transpose() is a
    expect(ran(() => gemm(a, w.transpose()), nt)).toEqual(['gemm.nt_64 x1']);
    expect(ran(() => gemm(a, b.transpose(), { transB: true }), nn)).toEqual(['gemm.nn_64 x1']);
    expect(ran(() => gemm(at.transpose(), b), nn)).toEqual(['gemm.tn_64 x1']);
    expect(ran(() => gemm(at.transpose(), w.transpose()), nt)).toEqual(['gemm.tt_64 x1']);
    expect(ran(() => gemm(a, w, { transB: true, tile: 128 }), nt)).toEqual(['gemm.nt x1']);
  });

  test('offsets and row strides are pushed: row and column slices run in place', () => {
    const d = dev();
    const wideV = randomF32((M + 1) * (K + 2), 6);
    const a = d
      .upload(wideV, { shape: [M + 1, K + 2] })
      .slice(0, 1)
      .slice(1, 2); // offset K + 4, row stride K + 2
    const b = d.upload(bv, { shape: [K, N] });
    expect(ran(() => gemm(a, b), ref.gemm(block(wideV, K + 2, 1, 2, M, K), bv, M, N, K))).toEqual(['gemm.nn_64_off x1']);
    const W = randomF32(9 * 20, 7),
      xv = randomF32(16, 8);
    const w = d
      .upload(W, { shape: [9, 20] })
      .slice(0, 1)
      .slice(1, 4, 20); // [8, 16] at offset 24, row stride 20
    expect(ran(() => matvec(w, d.upload(xv)), ref.matvec(block(W, 20, 1, 4, 8, 16), xv, 8, 16))).toEqual(['matvec.f32_vec4 x1']);
  });

  test('a strided a, a transposed W, a strided x: one contiguous() copy each, then the kernel', () => {
    const d = dev();
    const a2v = randomF32(M * 2 * K, 9);
    const a2 = d.upload(a2v, { shape: [M, 2 * K] }).slice(1, 0, 2 * K, 2); // every other column
    const b = d.upload(bv, { shape: [K, N] });
    const everyOther = Float32Array.from({ length: M * K }, (_, i) => a2v[2 * i]!);
    const got = ran(() => gemm(a2, b), ref.gemm(everyOther, bv, M, N, K));
    expect(got.filter((k) => k.startsWith('gemm.'))).toEqual(['gemm.nn_64 x1']);
    expect(copies(got, 'gemm.'), got.join(', ')).toBe(1);
    const mv = randomF32(K * 8, 10),
      x2v = randomF32(2 * K, 11);
    const m = d.upload(mv, { shape: [K, 8] }); // W = mᵀ [8, K]
    const x = d.upload(x2v).slice(0, 0, 2 * K, 2);
    const xs = Float32Array.from({ length: K }, (_, i) => x2v[2 * i]!);
    const got2 = ran(() => matvec(m.transpose(), x), ref.matvec(transposed(mv, K, 8), xs, 8, K));
    expect(got2.filter((k) => k.startsWith('matvec.'))).toEqual(['matvec.f32 x1']);
    expect(copies(got2, 'matvec.'), got2.join(', ')).toBe(2);
  });
});

/** Dispatches of kernels other than the op's own (the contiguous() copies). */
const copies = (ran: string[], own: string): number =>
  ran.filter((k) => !k.startsWith(own)).reduce((s, k) => s + Number(k.split(' x')[1]), 0);

/** The transpose of row-major x [r, c], row-major [c, r]. */
function transposed(x: Float32Array, r: number, c: number): Float32Array {
  return Float32Array.from({ length: r * c }, (_, i) => x[(i % r) * c + Math.floor(i / r)]!);
}

/** Rows [r0, r0 + rows) and columns [c0, c0 + cols) of row-major x with `stride` columns. */
function block(x: Float32Array, stride: number, r0: number, c0: number, rows: number, cols: number): Float32Array {
  return Float32Array.from({ length: rows * cols }, (_, i) => x[(r0 + Math.floor(i / cols)) * stride + c0 + (i % cols)]!);
}
