// The norm family beyond the harness: typed errors for bad inputs (before anything is recorded), empty
// tensors without a dispatch, and the variant table.
import { describe, expect, test } from 'vitest';
import type { Tensor } from '../../src/device/index.ts';
import {
  addRmsNorm,
  AliasError,
  ArgumentError,
  DTypeError,
  layerNorm,
  logSoftmax,
  rmsNorm,
  ShapeError,
  softmax,
} from '../../src/ops/index.ts';
import { vec8Workgroup } from '../../src/ops/norm/kernels.ts';
import { F16_ROUNDING_NMSE } from '../../src/ops/case.ts';
import { LAYOUT_RULES } from '../../src/ops/norm/ops.ts';
import { choose } from '../../src/ops/select.ts';
import type { RowAddressing } from '../../src/ops/rows.ts';
import { DTYPES } from '../../src/device/dtype.ts';
import { useDevice } from '../helpers/device.ts';
import { dispatches, expectNmse, kernelsWithLabel, randomF32 } from '../helpers/ops.ts';
import { SYNTHETIC } from '../helpers/synthetic-devices.ts';

describe('norm: bad inputs', () => {
  const dev = useDevice({ profile: true });
  const f32 = (shape: number[]): Tensor => dev().alloc('f32', shape);

  test('typed errors that name the operand and what was expected; nothing dispatched', () => {
    const d = dev();
    expect(() => softmax(f32([]))).toThrow(ShapeError);
    expect(() => softmax(f32([]))).toThrow('softmax: x has shape [], expected at least 1 dimension');
    expect(() => softmax(d.alloc('i32', [2, 3]))).toThrow('softmax: x is i32 [2, 3], expected f32 or f16');
    expect(() => rmsNorm(d.alloc('f16', [2, 4]), { weight: f32([4]) })).toThrow('rmsNorm: weight is f32 [4], expected f16');
    expect(() => rmsNorm(f32([2, 4]), { weight: d.alloc('f16', [4]) })).toThrow(DTypeError);
    expect(() => rmsNorm(f32([2, 4]), { weight: d.alloc('f16', [4]) })).toThrow('rmsNorm: weight is f16 [4], expected f32');
    expect(() => rmsNorm(f32([2, 4]), { weight: f32([5]) })).toThrow(
      'rmsNorm: weight has shape [5], expected [4] (one scale per column of x)',
    );
    expect(() => rmsNorm(f32([2, 4]), { eps: -1 })).toThrow(ArgumentError);
    expect(() => rmsNorm(f32([2, 4]), { eps: -1 })).toThrow('rmsNorm: eps must be a finite number >= 0 (got -1)');
    expect(() => rmsNorm(f32([2, 4]), { eps: NaN })).toThrow(ArgumentError);
    expect(() => softmax(f32([3, 4]), { out: f32([4, 3]) })).toThrow('softmax: out has shape [4, 3], expected [3, 4] (the result)');
    const a = f32([3, 4]);
    expect(() => softmax(a, { out: a })).toThrow(AliasError);
    expect(() => softmax(a, { out: a })).toThrow('softmax: out is the same buffer as x');
    const w = f32([4]);
    expect(() => rmsNorm(w, { weight: w, out: w })).toThrow('rmsNorm: out is the same buffer as x');
    expect(() => rmsNorm(f32([4]), { weight: w, out: w })).toThrow('rmsNorm: out is the same buffer as weight');
    expect(() => softmax(f32([2, 4]), { out: f32([4, 2]).transpose(0, 1) })).toThrow('must be contiguous');
    expect(dispatches(d)).toBe(0);
  });

  test('softmax / logSoftmax options: scale and mask checked (typed errors), nothing dispatched', () => {
    const d = dev();
    const before = dispatches(d);
    expect(() => softmax(f32([2, 4]), { scale: NaN })).toThrow(ArgumentError);
    expect(() => logSoftmax(f32([2, 4]), { scale: Infinity })).toThrow('logSoftmax: scale must be a finite number (got Infinity)');
    expect(() => softmax(f32([2, 4]), { mask: d.alloc('f16', [4]) })).toThrow(DTypeError);
    expect(() => softmax(f32([2, 4]), { mask: d.alloc('f16', [4]) })).toThrow('softmax: mask is f16 [4], expected f32');
    expect(() => softmax(f32([2, 4]), { mask: f32([3]) })).toThrow(ShapeError);
    expect(() => logSoftmax(f32([2, 4]), { mask: f32([2, 2, 4]) })).toThrow(ShapeError);
    const a = f32([2, 4]);
    expect(() => softmax(f32([2, 4]), { mask: a, out: a })).toThrow('softmax: out is the same buffer as mask');
    expect(softmax(f32([0, 4]), { mask: f32([4]) }).shape).toEqual([0, 4]);
    expect(dispatches(d)).toBe(before);
  });

  test("softmax axis: PyTorch's range (negative from the end), a bad axis or a mask off the last axis is an ArgumentError", () => {
    const d = dev();
    const before = dispatches(d);
    const x = f32([2, 3, 4]);
    for (const axis of [3, -4, 1.5, NaN]) {
      expect(() => softmax(x, { axis })).toThrow(ArgumentError);
    }
    expect(() => logSoftmax(x, { axis: 3 })).toThrow(
      'logSoftmax: axis 3 is out of range for x of shape [2, 3, 4] (expected an integer in -3..2)',
    );
    expect(() => softmax(x, { axis: 0, mask: f32([4]) })).toThrow('softmax: a mask applies along the last axis only (got axis 0)');
    expect(() => softmax(f32([]), { axis: 0 })).toThrow(ShapeError);
    expect(softmax(f32([0, 3, 4]), { axis: 1 }).shape).toEqual([0, 3, 4]);
    expect(dispatches(d)).toBe(before);
  });

  test('layerNorm: weight, bias and eps checked (typed errors), nothing dispatched', () => {
    const d = dev();
    const before = dispatches(d);
    expect(() => layerNorm(f32([2, 4]), { bias: f32([5]) })).toThrow(ShapeError);
    expect(() => layerNorm(f32([2, 4]), { bias: f32([5]) })).toThrow(
      'layerNorm: bias has shape [5], expected [4] (one shift per column of x)',
    );
    expect(() => layerNorm(f32([2, 4]), { weight: d.alloc('f16', [4]) })).toThrow('layerNorm: weight is f16 [4], expected f32');
    expect(() => layerNorm(f32([2, 4]), { eps: -1 })).toThrow(ArgumentError);
    expect(() => layerNorm(d.alloc('i32', [2, 4]))).toThrow(DTypeError);
    expect(layerNorm(f32([0, 4]), { weight: f32([4]), bias: f32([4]) }).shape).toEqual([0, 4]);
    expect(dispatches(d)).toBe(before);
  });

  test('empty tensors: the shape back, no dispatch', () => {
    const d = dev();
    const before = dispatches(d);
    expect(softmax(f32([3, 0])).shape).toEqual([3, 0]);
    expect(rmsNorm(f32([3, 0]), { weight: f32([0]) }).shape).toEqual([3, 0]);
    expect(softmax(f32([0, 5])).shape).toEqual([0, 5]);
    expect(rmsNorm(f32([0, 5])).shape).toEqual([0, 5]);
    expect(dispatches(d)).toBe(before);
  });

  test('a transposed input and a strided weight are read in place: one strided dispatch each, no copy', () => {
    const d = dev();
    const x = d.upload(
      Float32Array.from({ length: 5 * 8 }, (_, i) => Math.sin(i)),
      { shape: [5, 8] },
    );
    const w = d.upload(
      Float32Array.from({ length: 10 }, (_, i) => 1 + i),
      { shape: [10] },
    );
    const xt = x.transpose(0, 1); // [8, 5]
    const want = xt.contiguous(); // the same values, contiguous (one copy, outside the count below)
    const counted = dispatches(d);
    const s = softmax(xt),
      r = rmsNorm(xt, { weight: w.slice(0, 0, 10, 2) });
    expect(dispatches(d) - counted).toBe(2);
    expect(Array.from(s.read())).toEqual(Array.from(softmax(want).read()));
    expect(Array.from(r.read())).toEqual(Array.from(rmsNorm(want, { weight: w.slice(0, 0, 10, 2).contiguous() }).read()));
    // the views ran the strided variants, the contiguous copies the contiguous ones
    expect(
      kernelsWithLabel(d, '8x5')
        .filter((k) => /^(softmax|rms_norm)\./.test(k))
        .sort(),
    ).toEqual(['rms_norm.f32_weight', 'rms_norm.f32_weight_strided', 'softmax.f32', 'softmax.f32_strided']);
  });
});

describe('norm: f16 and axes', () => {
  const dev = useDevice({ profile: true });
  const half = (v: Float32Array, shape: number[]): Tensor =>
    dev().upload(
      Uint16Array.from(v, (x) => DTYPES.f16.bitsOf(x)),
      { dtype: 'f16', shape },
    );

  test('softmax over a non-last axis runs the _axis variant; a trailing extent of 1 the strided one', () => {
    const d = dev();
    const x = d.upload(
      Float32Array.from({ length: 2 * 3 * 4 }, (_, i) => Math.sin(i)),
      { shape: [2, 3, 4] },
    );
    const a0 = softmax(x, { axis: 0 });
    expect(kernelsWithLabel(d, '12x2')).toEqual(['softmax.f32_axis']); // 12 rows of 2 along axis 0
    // the same as the last-axis softmax of the permuted x, permuted back
    const want = softmax(x.permute([1, 2, 0]).contiguous())
      .permute([2, 0, 1])
      .contiguous();
    expectNmse(a0.read(), want.read(), 1e-12);
    softmax(d.upload(new Float32Array(15), { shape: [3, 5, 1] }), { axis: -2 });
    expect(kernelsWithLabel(d, '3x5')).toEqual(['softmax.f32_strided']);
    logSoftmax(half(new Float32Array(24), [2, 3, 4]), { axis: 1 });
    expect(kernelsWithLabel(d, '8x3')).toEqual(['softmax.log_f16_axis']);
  });

  test('aligned f16 rows run the _vec8 variants, others the word variants, with the same results (within an f16 rounding)', () => {
    const d = dev();
    const [rows, cols] = [3, 1000];
    const xv = randomF32(rows * cols, 5, -3, 3);
    // the same x at an element offset of its buffer
    const at = (offset: number) => {
      const padded = new Float32Array(rows * cols + offset);
      padded.set(xv, offset);
      return half(padded, [rows * cols + offset])
        .slice(0, offset, offset + rows * cols)
        .reshape([rows, cols]);
    };
    const w = half(randomF32(cols, 6, 0.5, 2), [cols]);
    const runs = (x: Tensor) => [
      softmax(x),
      logSoftmax(x),
      rmsNorm(x, { weight: w }),
      layerNorm(x, { weight: w, bias: w }),
      addRmsNorm(x, x).normed,
    ];
    const aligned = runs(at(8)); // offset 8: 16-byte rows
    expect(kernelsWithLabel(d, `${rows}x${cols}`).sort()).toEqual([
      'layer_norm.f16_weight_bias_vec8',
      'rms_norm.add_f16_vec8',
      'rms_norm.f16_weight_vec8',
      'softmax.f16_vec8',
      'softmax.log_f16_vec8',
    ]);
    d.resetProfile();
    const words = runs(at(2)); // offset 2: whole words, not whole uvec4s
    expect(kernelsWithLabel(d, `${rows}x${cols}`).sort()).toEqual([
      'layer_norm.f16_weight_bias',
      'rms_norm.add_f16',
      'rms_norm.f16_weight',
      'softmax.f16',
      'softmax.log_f16',
    ]);
    // the same f32 math on the same halves, rounded once; the columns an invocation sums differ (8 in a row
    // against pairs), so the sums may differ in their last bits: within one f16 rounding
    const values = (t: Tensor) => Float32Array.from(t.read() as Uint16Array, (b) => DTYPES.f16.valueOf(b));
    aligned.forEach((t, i) => expectNmse(values(t), values(words[i]!), F16_ROUNDING_NMSE));
  });

  test('f16 results into an out at an odd offset: rows straddle words, the neighbouring halves kept', () => {
    const d = dev();
    const [rows, cols] = [5, 7];
    const xv = randomF32(rows * cols, 7, -3, 3);
    const x = half(xv, [rows, cols]);
    const fill = 0x5555;
    const base = d.upload(new Uint16Array(rows * cols + 3).fill(fill), { dtype: 'f16' });
    const out = base.slice(0, 1, rows * cols + 1).reshape([rows, cols]);
    rmsNorm(x, { out });
    const got = base.read();
    expect([got[0], got.at(-2), got.at(-1)]).toEqual([fill, fill, fill]);
    const want = rmsNorm(x).read(); // a fresh result (offset 0): the same rounded values
    expect(Array.from(got.slice(1, rows * cols + 1))).toEqual(Array.from(want));
  });
});

test('variant table: a strided x or weight takes the strided variant, on every device', () => {
  const x = (layout: RowAddressing['layout']): RowAddressing => ({
    layout,
    push: { rows: 1, cols: 1, offX: 0, colStride: 1, rank: 0, shape: [], strideX: [] },
  });
  const weight = (isContiguous: boolean) => ({ isContiguous }) as Tensor;
  for (const device of Object.values(SYNTHETIC)) {
    expect(choose(LAYOUT_RULES, { x: x('strided') }, device)).toBe('_strided');
    expect(choose(LAYOUT_RULES, { x: x('contiguous'), weight: weight(false) }, device)).toBe('_strided');
    expect(choose(LAYOUT_RULES, { x: x('contiguous'), weight: weight(true) }, device)).toBe('');
    expect(choose(LAYOUT_RULES, { x: x('contiguous') }, device)).toBe('');
    expect(choose(LAYOUT_RULES, { x: x('contiguous'), weight: weight(true), vec8: true }, device)).toBe('_vec8');
    expect(choose(LAYOUT_RULES, { x: x('strided'), vec8: true }, device)).toBe('_strided');
  }
  // the _vec8 workgroup holds the row in registers (32 halves per invocation), 64 to 256 invocations
  expect([1000, 4096, 4104, 8192, 100000].map(vec8Workgroup)).toEqual([64, 128, 256, 256, 256]);
});
