// The reduce family beyond the harness: typed errors for bad inputs (before anything is recorded), result
// shapes and dtypes (axis, keepDims), empty rows without a dispatch, and the variant table.
import { describe, expect, test } from 'vitest';
import type { Tensor } from '../../src/device/index.ts';
import { argmax, argmin, ArgumentError, DTypeError, max, mean, min, reduce, ShapeError, sum } from '../../src/ops/index.ts';
import { LAYOUT_RULES } from '../../src/ops/reduce/ops.ts';
import { choose } from '../../src/ops/select.ts';
import type { RowAddressing } from '../../src/ops/rows.ts';
import { useDevice } from '../helpers/device.ts';
import { dispatches, kernelsWithLabel } from '../helpers/ops.ts';
import { SYNTHETIC } from '../helpers/synthetic-devices.ts';

describe('reduce: bad inputs', () => {
  const dev = useDevice({ profile: true });
  const f32 = (shape: number[]): Tensor => dev().alloc('f32', shape);

  test('typed errors that name the operand and what was expected; nothing dispatched', () => {
    const d = dev();
    expect(() => sum(f32([]))).toThrow(ShapeError);
    expect(() => sum(f32([]))).toThrow('sum: x has shape [], expected at least 1 dimension');
    expect(() => max(d.alloc('i32', [3]))).toThrow(DTypeError);
    expect(() => max(d.alloc('i32', [3]))).toThrow('max: x is i32 [3], expected f32');
    expect(() => sum(f32([3, 4]), { out: f32([4]) })).toThrow('sum: out has shape [4], expected [3]');
    expect(() => sum(f32([3, 4]), { out: d.alloc('f16', [3]) })).toThrow('sum: out is f16 [3], expected f32');
    expect(() => reduce('prod' as 'sum', f32([4]))).toThrow(ArgumentError);
    expect(() => reduce('prod' as 'sum', f32([4]))).toThrow('reduce: unknown op prod (sum, max, mean, min, argmax, argmin)');
    const x = f32([4, 4]);
    expect(() => max(x, { out: x.select(0, 0) })).toThrow('max: out is the same buffer as x');
    expect(dispatches(d)).toBe(0);
  });

  test('axis and keepDims: out-of-range or non-integer axes and non-boolean keepDims are ArgumentErrors', () => {
    const d = dev();
    const x = f32([3, 4]);
    for (const axis of [2, -3, 0.5, NaN]) {
      expect(() => sum(x, { axis })).toThrow(ArgumentError);
      expect(() => sum(x, { axis })).toThrow(`sum: axis ${axis} is out of range for x of shape [3, 4] (expected an integer in -2..1)`);
    }
    expect(() => argmax(x, { keepDims: 'yes' as unknown as boolean })).toThrow("argmax: keepDims must be true or false (got 'yes')");
    expect(() => argmax(x, { axis: 0, out: f32([4]) })).toThrow('argmax: out is f32 [4], expected u32');
    expect(() => mean(x, { axis: 0, keepDims: true, out: f32([4]) })).toThrow('mean: out has shape [4], expected [1, 4]');
    expect(dispatches(d)).toBe(0);
  });

  test('argmax/argmin of an empty dimension are ShapeErrors (PyTorch has no identity for them); no rows is fine', () => {
    const d = dev();
    expect(() => argmax(f32([3, 0]))).toThrow(ShapeError);
    expect(() => argmin(f32([0, 3]), { axis: 0 })).toThrow('argmin: x has shape [0, 3], expected a non-empty dimension 0 to reduce');
    expect(() => argmax(f32([0]))).toThrow(ShapeError);
    const none = argmax(f32([0, 5]));
    expect([none.dtype, none.shape]).toEqual(['u32', [0]]);
    expect(dispatches(d)).toBe(0);
  });

  test('result shapes: the reduced dimension dropped, or kept as 1 with keepDims; arg ops give u32', () => {
    const x = f32([2, 3, 4]);
    const shapes = (opts: Parameters<typeof sum>[1]): (readonly number[])[] => [sum(x, opts).shape, argmin(x, opts).shape];
    expect(shapes({})).toEqual([
      [2, 3],
      [2, 3],
    ]);
    expect(shapes({ axis: 1 })).toEqual([
      [2, 4],
      [2, 4],
    ]);
    expect(shapes({ axis: -3, keepDims: true })).toEqual([
      [1, 3, 4],
      [1, 3, 4],
    ]);
    expect(sum(f32([5]), { keepDims: true }).shape).toEqual([1]);
    expect([argmax(x).dtype, min(x).dtype, mean(x).dtype]).toEqual(['u32', 'f32', 'f32']);
  });

  test('empty rows fill 0 (sum) and -inf (max) without a dispatch; no rows, nothing at all', () => {
    const d = dev();
    const before = dispatches(d);
    const noCols = f32([3, 0]);
    expect(Array.from(sum(noCols).read())).toEqual([0, 0, 0]);
    expect(Array.from(max(noCols).read())).toEqual([-Infinity, -Infinity, -Infinity]);
    expect(Array.from(min(noCols).read())).toEqual([Infinity, Infinity, Infinity]);
    expect(Array.from(mean(noCols).read())).toEqual([NaN, NaN, NaN]); // as PyTorch: 0 / 0
    expect(Array.from(sum(f32([0, 2]), { axis: 0 }).read())).toEqual([0, 0]);
    expect(sum(f32([0, 5])).shape).toEqual([0]);
    expect(max(f32([0])).shape).toEqual([]);
    expect(dispatches(d)).toBe(before);
  });

  test('a transposed or sliced input is read in place: one strided dispatch, no copy', () => {
    const d = dev();
    const x = d.upload(
      Float32Array.from({ length: 6 * 10 }, (_, i) => i),
      { shape: [6, 10] },
    );
    const before = dispatches(d);
    const t = x.transpose(0, 1); // [10, 6]: column sums of x
    expect(Array.from(sum(t).read())).toEqual(Array.from({ length: 10 }, (_, c) => 6 * c + 10 * 15));
    expect(Array.from(max(x.slice(1, 2, 7, 2)).read())).toEqual([6, 16, 26, 36, 46, 56]);
    expect(dispatches(d) - before).toBe(2);
    expect(kernelsWithLabel(d, '10x6')).toEqual(['reduce.sum_f32_strided']);
    expect(kernelsWithLabel(d, '6x3')).toEqual(['reduce.max_f32_strided']);
  });

  test('another axis of a contiguous input: one strided dispatch through its stride, no copy', () => {
    const d = dev();
    const x = d.upload(
      Float32Array.from({ length: 4 * 5 * 3 }, (_, i) => (i * 7) % 11),
      { shape: [4, 5, 3] },
    );
    const before = dispatches(d);
    const am = argmax(x, { axis: 1 }).read(); // [4, 3]: along the middle dimension (stride 3)
    const want = Array.from({ length: 12 }, (_, r) => {
      const [o, i] = [Math.floor(r / 3), r % 3];
      const col = Array.from({ length: 5 }, (_, k) => ((o * 15 + k * 3 + i) * 7) % 11);
      return col.indexOf(Math.max(...col));
    });
    expect(Array.from(am)).toEqual(want);
    expect(dispatches(d) - before).toBe(1);
    expect(kernelsWithLabel(d, '12x5')).toEqual(['reduce.argmax_f32_strided']);
  });
});

test('variant table: strided views take the strided variant, contiguous rows the legacy one, on every device', () => {
  const addr = (layout: RowAddressing['layout']): RowAddressing => ({
    layout,
    push: { rows: 1, cols: 1, offX: 0, colStride: 1, rank: 0, shape: [], strideX: [] },
  });
  for (const device of Object.values(SYNTHETIC)) {
    expect(choose(LAYOUT_RULES, addr('strided'), device)).toBe('_strided');
    expect(choose(LAYOUT_RULES, addr('contiguous'), device)).toBe('');
  }
});
