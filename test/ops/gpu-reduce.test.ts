// Reductions over the last dimension (sum, max, softmax) and rms_norm against the CPU references, on
// lavapipe with validation on. The GPU sums in a different order than the reference (strided partials,
// then a subgroup/shared-memory tree), in f32, so the sum-based ops get a looser bound than elementwise:
//   max                 bit-exact (no rounding)
//   sum                 nmse <= 1e-10
//   softmax, rms_norm   nmse <= 1e-10
import { describe, expect, test } from 'vitest';
import { max, reduce, rmsNorm, softmax, sum } from '../../src/ops/index.ts';
import * as ref from '../../src/ops/reference.ts';
import { useDevice } from '../helpers/device.ts';
import { dispatches, expectBitExact, expectNmse, randomF32 } from '../helpers/ops.ts';

/** [rows, cols]: one element, single columns, odd sizes, a row as long as the registers hold (16 x 256 =
 * 4096) and longer ones (5000), more rows than a workgroup. */
const SHAPES: [number, number][] = [[1, 1], [3, 1], [1, 7], [5, 7], [2, 255], [3, 257], [300, 33], [3, 4096], [2, 5000], [1, 9001]];
const SUM_TOL = 1e-10;
const SOFTMAX_TOL = 1e-10;
const RMS_NORM_TOL = 1e-10;

describe('sum and max over the last dimension', () => {
  const dev = useDevice();

  test.each(SHAPES)('[%i, %i]', (rows, cols) => {
    const d = dev();
    const xv = randomF32(rows * cols, rows * 7919 + cols, -2, 3);
    const x = d.upload(xv, { shape: [rows, cols] });
    const s = sum(x), m = max(x);
    expect(s.shape).toEqual([rows]);
    expectNmse(s.read(), ref.sumRows(xv, rows, cols), SUM_TOL, 'sum');
    expectBitExact(m.read(), ref.maxRows(xv, rows, cols));
  });

  test('1-D gives a 0-d result, 3-D keeps the leading dimensions, out tensors', () => {
    const d = dev();
    const xv = randomF32(2 * 3 * 11, 1);
    const s1 = sum(d.upload(xv));
    expect(s1.shape).toEqual([]);
    expectNmse(s1.read(), ref.sumRows(xv, 1, xv.length), SUM_TOL);
    const x3 = d.upload(xv, { shape: [2, 3, 11] });
    const out = d.alloc('f32', [2, 3]);
    expect(reduce('max', x3, { out })).toBe(out);
    expectBitExact(out.read(), ref.maxRows(xv, 6, 11));
  });

  test('all-negative rows, -inf and +inf entries', () => {
    const d = dev();
    const xv = Float32Array.from([-5, -3, -9, -Infinity, -1, -Infinity, 2, Infinity, 0]);
    const x = d.upload(xv, { shape: [3, 3] });
    expectBitExact(max(x).read(), Float32Array.from([-3, -1, Infinity]));
    expect(Array.from(sum(x).read())).toEqual([-17, -Infinity, Infinity]);
  });

  test('70000 rows: more workgroups than one grid dimension holds', () => {
    const d = dev();
    const rows = 70_000, cols = 3;
    const xv = randomF32(rows * cols, 2);
    const x = d.upload(xv, { shape: [rows, cols] });
    expectNmse(sum(x).read(), ref.sumRows(xv, rows, cols), SUM_TOL);
    expectBitExact(max(x).read(), ref.maxRows(xv, rows, cols));
  });
});

describe('softmax over the last dimension', () => {
  const dev = useDevice();

  test.each(SHAPES)('[%i, %i]', (rows, cols) => {
    const d = dev();
    const xv = randomF32(rows * cols, rows * 31 + cols, -8, 8);
    const y = softmax(d.upload(xv, { shape: [rows, cols] }));
    expect(y.shape).toEqual([rows, cols]);
    expectNmse(y.read(), ref.softmax(xv, rows, cols), SOFTMAX_TOL);
  });

  test('stable for large inputs (the row max is subtracted), 3-D, out tensor, 70000 rows', () => {
    const d = dev();
    const big = Float32Array.from([1000, 1001, 999, -1000, 88, 89, 90, 91]);
    const y = softmax(d.upload(big, { shape: [2, 4] })).read();
    expect(y.every(Number.isFinite)).toBe(true);
    expectNmse(y, ref.softmax(big, 2, 4), SOFTMAX_TOL);
    const xv = randomF32(4 * 5 * 6, 3);
    const out = d.alloc('f32', [4, 5, 6]);
    expect(softmax(d.upload(xv, { shape: [4, 5, 6] }), { out })).toBe(out);
    expectNmse(out.read(), ref.softmax(xv, 20, 6), SOFTMAX_TOL);
    const many = randomF32(70_000 * 2, 4);
    expectNmse(softmax(d.upload(many, { shape: [70_000, 2] })).read(), ref.softmax(many, 70_000, 2), SOFTMAX_TOL);
  });
});

describe('rmsNorm over the last dimension', () => {
  const dev = useDevice();

  test.each(SHAPES)('[%i, %i], with and without a weight', (rows, cols) => {
    const d = dev();
    const xv = randomF32(rows * cols, rows * 13 + cols, -3, 3);
    const wv = randomF32(cols, cols, 0.5, 2);
    const x = d.upload(xv, { shape: [rows, cols] });
    expectNmse(rmsNorm(x, { eps: 1e-5 }).read(), ref.rmsNorm(xv, rows, cols, 1e-5), RMS_NORM_TOL, 'plain');
    expectNmse(rmsNorm(x, { eps: 1e-6, weight: d.upload(wv) }).read(), ref.rmsNorm(xv, rows, cols, 1e-6, wv), RMS_NORM_TOL, 'weighted');
  });

  test('default eps, eps dominating a zero row, 3-D, out tensor, 70000 rows', () => {
    const d = dev();
    const xv = Float32Array.from([0, 0, 0, 0, 1, 2, 3, 4]);
    expectNmse(rmsNorm(d.upload(xv, { shape: [2, 4] })).read(), ref.rmsNorm(xv, 2, 4, 1e-6), RMS_NORM_TOL);
    expectNmse(rmsNorm(d.upload(xv, { shape: [2, 4] }), { eps: 0.5 }).read(), ref.rmsNorm(xv, 2, 4, 0.5), RMS_NORM_TOL);
    const x3 = randomF32(2 * 3 * 9, 5);
    const out = d.alloc('f32', [2, 3, 9]);
    expect(rmsNorm(d.upload(x3, { shape: [2, 3, 9] }), { out })).toBe(out);
    expectNmse(out.read(), ref.rmsNorm(x3, 6, 9, 1e-6), RMS_NORM_TOL);
    const many = randomF32(70_000 * 3, 6);
    expectNmse(rmsNorm(d.upload(many, { shape: [70_000, 3] })).read(), ref.rmsNorm(many, 70_000, 3, 1e-6), RMS_NORM_TOL);
  });
});

describe('empty tensors', () => {
  const dev = useDevice({ profile: true });

  test('no dispatch; empty rows reduce to 0 (sum) and -inf (max)', () => {
    const d = dev();
    const before = dispatches(d);
    const noCols = d.alloc('f32', [3, 0]);
    expect(Array.from(sum(noCols).read())).toEqual([0, 0, 0]);
    expect(Array.from(max(noCols).read())).toEqual([-Infinity, -Infinity, -Infinity]);
    expect(softmax(noCols).shape).toEqual([3, 0]);
    expect(rmsNorm(noCols, { weight: d.alloc('f32', [0]) }).shape).toEqual([3, 0]);
    const noRows = d.alloc('f32', [0, 5]);
    expect(sum(noRows).shape).toEqual([0]);
    expect(max(noRows).size).toBe(0);
    expect(softmax(noRows).shape).toEqual([0, 5]);
    expect(rmsNorm(noRows).shape).toEqual([0, 5]);
    expect(dispatches(d)).toBe(before);
  });
});
