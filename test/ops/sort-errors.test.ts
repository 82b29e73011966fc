// The sort family beyond the harness: typed errors for bad inputs (before anything is recorded), empty
// inputs without a dispatch, the results spelled out on known values (PyTorch's order: NaN largest,
// -0.0 == 0.0, ties by lower index), the `out` options, and moeRoute in one dispatch.
import { describe, expect, test } from 'vitest';
import type { Tensor } from '../../src/device/index.ts';
import { AliasError, ArgumentError, argsort, DTypeError, moeRoute, ShapeError, topk } from '../../src/ops/index.ts';
import { useDevice } from '../helpers/device.ts';
import { dispatches } from '../helpers/ops.ts';

describe('sort: bad inputs', () => {
  const dev = useDevice({ profile: true });
  const f32 = (shape: number[]): Tensor => dev().alloc('f32', shape);

  test('dtypes: f32 or f16 x, f32 logits; outs of the result dtype', () => {
    const d = dev();
    expect(() => argsort(d.alloc('i32', [4]))).toThrow(DTypeError);
    expect(() => argsort(d.alloc('i32', [4]))).toThrow('argsort: x is i32 [4], expected f32 or f16');
    expect(() => topk(d.alloc('u32', [4]), 1)).toThrow(DTypeError);
    expect(() => moeRoute(d.alloc('f16', [2, 8]), { topK: 2 })).toThrow('moeRoute: logits is f16 [2, 8], expected f32');
    expect(() => argsort(f32([2, 3]), { out: f32([2, 3]) })).toThrow('argsort: out is f32 [2, 3], expected u32');
    expect(() => topk(f32([2, 3]), 2, { out: { values: d.alloc('u32', [2, 2]) } })).toThrow(DTypeError);
    expect(() => moeRoute(f32([2, 8]), { topK: 2, out: { weights: d.alloc('u32', [2, 2]) } })).toThrow(DTypeError);
    expect(dispatches(d)).toBe(0);
  });

  test('k and topK: integers in [1, row length]', () => {
    const d = dev();
    const x = f32([3, 5]);
    expect(() => topk(x, 0)).toThrow(ArgumentError);
    expect(() => topk(x, 0)).toThrow('topk: k must be an integer >= 1 (got 0)');
    expect(() => topk(x, -2)).toThrow(ArgumentError);
    expect(() => topk(x, 1.5)).toThrow('topk: k must be an integer >= 1 (got 1.5)');
    expect(() => topk(x, NaN)).toThrow(ArgumentError);
    expect(() => topk(x, '2' as never)).toThrow(ArgumentError);
    expect(() => topk(x, 6)).toThrow('topk: k = 6 is more than the 5 elements of each row (x has shape [3, 5])');
    expect(() => topk(f32([3, 0]), 1)).toThrow('more than the 0 elements');
    expect(() => moeRoute(f32([4, 8]), { topK: 9 })).toThrow('moeRoute: topK = 9 is more than the 8 elements');
    expect(() => moeRoute(f32([4, 8]), { topK: 0 })).toThrow(ArgumentError);
    expect(() => moeRoute(f32([4, 8]), {} as never)).toThrow('moeRoute: topK must be an integer >= 1 (got undefined)');
    expect(() => moeRoute(f32([4, 8]), undefined as never)).toThrow('moeRoute: options { topK } are required');
    expect(dispatches(d)).toBe(0);
  });

  test('the row limits name themselves', () => {
    const d = dev();
    expect(() => argsort(f32([2, 4097]))).toThrow(ShapeError);
    expect(() => argsort(f32([2, 4097]))).toThrow('rows of 4097 elements; the GPU sort takes rows of at most 4096');
    expect(() => topk(f32([1, 5000]), 2049)).toThrow(ArgumentError);
    expect(() => topk(f32([1, 5000]), 2049)).toThrow('rows wider than 4096 take k <= 2048');
    expect(() => moeRoute(f32([4, 257]), { topK: 2 })).toThrow(ShapeError);
    expect(() => moeRoute(f32([4, 257]), { topK: 2 })).toThrow('257 experts; at most 256');
    expect(dispatches(d)).toBe(0);
  });

  test('shapes, flags and outs', () => {
    const d = dev();
    expect(() => argsort(f32([]))).toThrow('argsort: x has shape [], expected at least 1 dimension');
    expect(() => topk(f32([]), 1)).toThrow(ShapeError);
    expect(() => argsort(f32([3]), { descending: 'yes' as never })).toThrow('argsort: descending must be true or false');
    expect(() => topk(f32([3]), 1, { largest: 1 as never })).toThrow(ArgumentError);
    expect(() => moeRoute(f32([2, 3]), { topK: 1, normalize: 'no' as never })).toThrow(ArgumentError);
    expect(() => argsort(f32([2, 3]), { out: d.alloc('u32', [3, 2]) })).toThrow('argsort: out has shape [3, 2], expected [2, 3]');
    expect(() => topk(f32([2, 3]), 2, { out: { indices: d.alloc('u32', [2, 3]) } })).toThrow(ShapeError);
    const x = f32([2, 2]);
    expect(() => topk(x, 2, { out: { values: x } })).toThrow('topk: out is the same buffer as x');
    expect(() => topk(x, 2, { out: { values: x } })).toThrow(AliasError);
    const ids = d.alloc('u32', [2, 2]);
    expect(() => moeRoute(f32([2, 3]), { topK: 2, out: { ids, weights: ids as never } })).toThrow(DTypeError);
    expect(dispatches(d)).toBe(0);
  });

  test('empty inputs give empty results without a dispatch', () => {
    const d = dev();
    expect(argsort(f32([0, 5])).shape).toEqual([0, 5]);
    expect(argsort(f32([3, 0])).shape).toEqual([3, 0]);
    const t = topk(f32([0, 5]), 2);
    expect([t.values.shape, t.indices.shape]).toEqual([
      [0, 2],
      [0, 2],
    ]);
    expect(moeRoute(f32([0, 8]), { topK: 2 }).ids.shape).toEqual([0, 2]);
    expect(dispatches(d)).toBe(0);
  });
});

describe('sort: known values', () => {
  const dev = useDevice({ profile: true });
  const up = (v: number[], shape: number[]): Tensor => dev().upload(new Float32Array(v), { shape });

  test('argsort: NaN last ascending and first descending, -0.0 ties 0.0, ties by lower index', () => {
    const x = up([0, NaN, -0, 1, -Infinity, NaN, 1, Infinity], [8]);
    expect([...argsort(x).read()]).toEqual([4, 0, 2, 3, 6, 7, 1, 5]);
    expect([...argsort(x, { descending: true, stable: true }).read()]).toEqual([1, 5, 7, 3, 6, 0, 2, 4]);
  });

  test('topk: values and indices, largest and smallest, into given outs; the values keep -0.0', () => {
    const d = dev();
    const x = up([2, -0, 5, 0, 5, -1, 3, 0], [2, 4]);
    const values = d.alloc('f32', [2, 2]),
      indices = d.alloc('u32', [2, 2]);
    const r = topk(x, 2, { out: { values, indices } });
    expect(r.values).toBe(values);
    expect([...indices.read()]).toEqual([2, 0, 0, 2]);
    expect([...values.read()]).toEqual([5, 2, 5, 3]);
    const s = topk(x, 2, { largest: false });
    expect([...s.indices.read()]).toEqual([1, 3, 1, 3]);
    expect([...(s.values.read() as Float32Array)].map((v) => Object.is(v, -0))).toEqual([true, false, false, false]);
  });

  test('moeRoute: one dispatch; tied logits keep the lower expert first; renormalised weights sum to 1, the plain ones are the softmax', () => {
    const d = dev();
    const logits = up([0, 2, 1, Math.log(2), Math.log(2), 0], [2, 3]);
    const before = dispatches(d);
    const r = moeRoute(logits, { topK: 2 });
    expect(dispatches(d) - before).toBe(1);
    expect([...r.ids.read()]).toEqual([1, 2, 0, 1]);
    const w = [...r.weights.read()];
    const e = Math.E;
    [e ** 2 / (e ** 2 + e), e / (e ** 2 + e), 2 / 4, 2 / 4].forEach((v, i) => expect(w[i]).toBeCloseTo(v, 6));
    const p = [...moeRoute(logits, { topK: 1, normalize: false }).weights.read()];
    expect(p[0]).toBeCloseTo(e ** 2 / (1 + e ** 2 + e), 6);
    expect(p[1]).toBeCloseTo(2 / 5, 6);
  });
});
