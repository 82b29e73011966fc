// addRmsNorm beyond the harness: one dispatch for both results, the residual stream updated in place in a
// chain, and typed errors for bad inputs (before anything is recorded).
import { describe, expect, test } from 'vitest';
import type { Tensor } from '../../src/device/index.ts';
import { AliasError, ArgumentError, addRmsNorm, DTypeError, ShapeError } from '../../src/index.ts';
import * as ref from '../../src/ops/norm/reference.ts';
import { useDevice } from '../helpers/device.ts';
import { dispatches, expectBitExact, expectNmse, kernelsWithLabel, randomF32 } from '../helpers/ops.ts';

describe('addRmsNorm', () => {
  const dev = useDevice({ profile: true });

  test('sum and normed come from one dispatch; the residual updated in place across layers', () => {
    const d = dev();
    const [rows, cols] = [3, 4500]; // past the registers: the remainder is re-read from the sum
    let resHost = randomF32(rows * cols, 1, -2, 2);
    const residual = d.upload(resHost, { shape: [rows, cols] });
    const weight = d.upload(randomF32(cols, 2, 0.5, 2));
    const wHost = weight.read();
    for (let layer = 0; layer < 3; layer++) {
      const xHost = randomF32(rows * cols, 10 + layer, -2, 2);
      const x = d.upload(xHost, { shape: [rows, cols] });
      const before = dispatches(d);
      const { sum, normed } = addRmsNorm(x, residual, { weight, out: { sum: residual } });
      expect(dispatches(d) - before).toBe(1);
      expect(sum).toBe(residual);
      const want = ref.addRmsNorm(xHost, resHost, rows, cols, 1e-6, wHost);
      expectBitExact(residual.read(), want.sum);
      expectNmse(normed.read(), want.normed, 1e-10, `layer ${layer}`);
      resHost = want.sum;
      for (const t of [x, normed]) t.destroy();
    }
    expect(kernelsWithLabel(d, `${rows}x${cols}`)).toEqual(['rms_norm.add_f32_weight']);
    for (const t of [residual, weight]) t.destroy();
  });

  test('the sum into x itself with a broadcast residual; x + x', () => {
    const d = dev();
    const [rows, cols] = [5, 300];
    const xHost = randomF32(rows * cols, 3, -2, 2);
    const bHost = randomF32(cols, 4, -1, 1);
    const x = d.upload(xHost, { shape: [rows, cols] });
    const bias = d.upload(bHost);
    const wide = Float32Array.from({ length: rows * cols }, (_, i) => bHost[i % cols]!);
    const want = ref.addRmsNorm(xHost, wide, rows, cols, 1e-5);
    const { sum, normed } = addRmsNorm(x, bias, { eps: 1e-5, out: { sum: x } });
    expect(sum).toBe(x);
    expectBitExact(x.read(), want.sum);
    expectNmse(normed.read(), want.normed, 1e-10);
    const twice = addRmsNorm(x, x);
    const want2 = ref.addRmsNorm(want.sum, want.sum, rows, cols, 1e-6);
    expectBitExact(twice.sum.read(), want2.sum);
    expectNmse(twice.normed.read(), want2.normed, 1e-10);
    for (const t of [x, bias, normed, twice.sum, twice.normed]) t.destroy();
  });
});

describe('addRmsNorm: bad inputs', () => {
  const dev = useDevice({ profile: true });
  const f32 = (shape: number[]): Tensor => dev().alloc('f32', shape);

  test('typed errors that name the operand and what was expected; nothing dispatched', () => {
    const d = dev();
    const before = dispatches(d);
    const x = f32([2, 4]);
    expect(() => addRmsNorm(d.alloc('f16', [2, 4]), x)).toThrow(DTypeError);
    expect(() => addRmsNorm(d.alloc('f16', [2, 4]), x)).toThrow('addRmsNorm: residual is f32 [2, 4], expected f16');
    expect(() => addRmsNorm(d.alloc('i32', [2, 4]), x)).toThrow('addRmsNorm: x is i32 [2, 4], expected f32 or f16');
    expect(() => addRmsNorm(x, d.alloc('i32', [2, 4]))).toThrow('addRmsNorm: residual is i32 [2, 4], expected f32');
    expect(() => addRmsNorm(x, f32([3, 4]))).toThrow(ShapeError);
    expect(() => addRmsNorm(f32([]), f32([]))).toThrow('addRmsNorm: x and residual are 0-D, expected at least 1 dimension');
    expect(() => addRmsNorm(x, x, { weight: f32([5]) })).toThrow(
      'addRmsNorm: weight has shape [5], expected [4] (one scale per column of x)',
    );
    expect(() => addRmsNorm(x, x, { eps: -1 })).toThrow(ArgumentError);
    expect(() => addRmsNorm(x, f32([2, 4]), { out: { normed: x } })).toThrow(AliasError);
    expect(() => addRmsNorm(x, f32([2, 4]), { out: { normed: x } })).toThrow('addRmsNorm: out is the same buffer as x');
    const o = f32([2, 4]);
    expect(() => addRmsNorm(x, f32([2, 4]), { out: { sum: o, normed: o } })).toThrow('addRmsNorm: out is the same buffer as sum');
    const bias = f32([4]);
    expect(() => addRmsNorm(x, bias, { out: { sum: bias } })).toThrow(
      'addRmsNorm: out.sum is an input (f32 [4]); in place it must be contiguous of shape [2, 4]',
    );
    const base = f32([2, 2, 4]);
    expect(() => addRmsNorm(base.select(0, 0), base.select(0, 1), { out: { sum: base.select(0, 1) } })).toThrow(AliasError); // another view of residual's buffer
    const r = base.select(0, 1);
    expect(() => addRmsNorm(base.select(0, 0), r, { out: { sum: r } })).toThrow('addRmsNorm: out.sum is the same buffer as x');
    expect(() => addRmsNorm(x, f32([2, 4]), { out: { sum: f32([4, 2]).transpose(0, 1) } })).toThrow('must be contiguous');
    const deep = f32([2, 3, 2, 3, 2, 8]).permute([4, 3, 2, 1, 0, 5]);
    expect(() => addRmsNorm(deep, f32([8]))).toThrow(
      'addRmsNorm: x and residual need 5 row dimensions after merging, more than 4; make them contiguous() first',
    );
    const empty = addRmsNorm(f32([0, 4]), f32([4]));
    expect([empty.sum.shape, empty.normed.shape]).toEqual([
      [0, 4],
      [0, 4],
    ]);
    expect(dispatches(d)).toBe(before);
  });
});
