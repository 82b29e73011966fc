// The reduce family beyond the harness: typed errors for bad inputs (before anything is recorded), empty
// rows without a dispatch, and the variant table.
import { describe, expect, test } from 'vitest';
import type { Tensor } from '../../src/device/index.ts';
import { ArgumentError, DTypeError, max, reduce, ShapeError, sum } from '../../src/ops/index.ts';
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
    expect(() => reduce('mean' as 'sum', f32([4]))).toThrow(ArgumentError);
    expect(() => reduce('mean' as 'sum', f32([4]))).toThrow('reduce: unknown op mean (sum, max)');
    const x = f32([4, 4]);
    expect(() => max(x, { out: x.select(0, 0) })).toThrow('max: out is the same buffer as x');
    expect(dispatches(d)).toBe(0);
  });

  test('empty rows fill 0 (sum) and -inf (max) without a dispatch; no rows, nothing at all', () => {
    const d = dev();
    const before = dispatches(d);
    const noCols = f32([3, 0]);
    expect(Array.from(sum(noCols).read())).toEqual([0, 0, 0]);
    expect(Array.from(max(noCols).read())).toEqual([-Infinity, -Infinity, -Infinity]);
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
