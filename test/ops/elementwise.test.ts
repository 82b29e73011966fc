// The elementwise family beyond the harness (test/ops/harness/ covers every op, shape and view
// layout): the named wrappers and `out`, which variant each layout takes, in-place axpy twice, saturation at
// large |x|, a launch past a per-dimension grid limit (capped at 65535 so it splits on every device), empty tensors, and broadcasting errors;
// f16: the variants, an out at an odd offset (its shared edge words merged, the neighbours kept), and the
// typed errors for mixed or non-float dtypes.
import { describe, expect, test } from 'vitest';
import { DTypeError, ShapeError, type Tensor } from '../../src/device/index.ts';
import { DTYPES } from '../../src/device/dtype.ts';
import {
  abs,
  add,
  axpy,
  div,
  exp,
  gelu,
  geluErf,
  mul,
  neg,
  relu,
  sigmoid,
  silu,
  siluMul,
  sqr,
  sub,
  tanh,
  erf,
  type UnaryOp,
} from '../../src/ops/index.ts';
import * as ref from '../../src/ops/elementwise/reference.ts';
import { expectNoValidation, openValidated, useDevice } from '../helpers/device.ts';
import { dispatches, expectBitExact, expectNmse, kernelsWithLabel, randomF32 } from '../helpers/ops.ts';

describe('elementwise', () => {
  const dev = useDevice({ profile: true });

  test('the named wrappers, a 2-D shape and an out tensor', () => {
    const d = dev();
    const av = randomF32(15, 1),
      bv = randomF32(15, 2);
    const a = d.upload(av, { shape: [3, 5] }),
      b = d.upload(bv, { shape: [3, 5] });
    const out = d.alloc('f32', [3, 5]);
    expect(add(a, b, { out })).toBe(out);
    expectBitExact(out.read(), ref.binary('add', av, [15], bv, [15]));
    expect(sub(a, b).shape).toEqual([3, 5]);
    expectBitExact(mul(a, b).read(), ref.binary('mul', av, [15], bv, [15]));
    expectNmse(div(a, b).read(), ref.binary('div', av, [15], bv, [15]), 1e-12);
  });

  test('contiguous operands take the vec4 or scalar variant; views and broadcasts the strided one', () => {
    const d = dev();
    const a = d.upload(randomF32(4096, 3)),
      b = d.upload(randomF32(4096, 4));
    add(a, b);
    expect(kernelsWithLabel(d, '4096')).toContain('binary.add_f32_vec4');
    add(a.slice(0, 1, 1028), b.slice(0, 0, 1027)); // contiguous, but offset 1 is not a vec4 boundary
    expect(kernelsWithLabel(d, '1027')).toContain('binary.add_f32');
    const m = d.upload(randomF32(64, 5), { shape: [8, 8] });
    relu(m.transpose());
    expect(kernelsWithLabel(d, '8x8')).toContain('unary.relu_f32_strided');
    add(m, d.upload(randomF32(8, 6))); // [8, 8] + [8]
    expect(kernelsWithLabel(d, '8x8')).toContain('binary.add_f32_strided');
  });

  test('axpy updates y in place twice (write after write); a strided x is copied first', () => {
    const d = dev();
    const xv = randomF32(1000, 10),
      yv = randomF32(1000, 20);
    const x = d.upload(xv),
      y = d.upload(yv);
    expect(axpy(0.3, x, y)).toBe(y);
    axpy(-2, x, y);
    expectNmse(y.read(), ref.axpy(-2, xv, ref.axpy(0.3, xv, yv)), 1e-12); // fma may be unfused (Vulkan allows it)
    expect(() => axpy(1, x, d.upload(yv, { shape: [10, 100] }).transpose())).toThrow(ShapeError);
  });

  test('large |x|: gelu, geluErf, silu, sigmoid, tanh and erf saturate without NaN', () => {
    const d = dev();
    const xv = Float32Array.from([-1e4, -100, -20, -1, -0, 0, 1e-30, 0.5, 20, 100, 1e4]);
    const x = d.upload(xv);
    const ops: [(t: Tensor) => Tensor, UnaryOp][] = [
      [relu, 'relu'],
      [neg, 'neg'],
      [sqr, 'sqr'],
      [abs, 'abs'],
      [gelu, 'gelu'],
      [geluErf, 'gelu_erf'],
      [silu, 'silu'],
      [sigmoid, 'sigmoid'],
      [tanh, 'tanh'],
      [erf, 'erf'],
    ];
    for (const [f, op] of ops) {
      const got = f(x).read();
      expect(got.some(Number.isNaN), op).toBe(false);
      expectNmse(got, ref.unary(op, xv), 1e-10, op);
    }
    const e = Float32Array.from([-50, -1, 0, 1, 50]);
    expectNmse(exp(d.upload(e)).read(), ref.unary('exp', e), 1e-10);
  });

  test('2^24 + 1 elements: more workgroups than one grid dimension holds', () => {
    // The grid is capped at 65535 groups per dimension (the Vulkan minimum, and lavapipe's limit) so that the
    // launch splits into a 2-D grid on every device: an H200 holds 2^31 - 1 groups in x and would not split.
    const d = openValidated({ maxWorkgroupsPerDimension: 65535 });
    try {
      const n = 2 ** 24 + 1;
      expect(d.info.limits.maxComputeWorkGroupCount[0]).toBe(65535);
      expect(Math.ceil(n / 256)).toBeGreaterThan(d.info.limits.maxComputeWorkGroupCount[0]);
      const xv = Float32Array.from({ length: n }, (_, i) => i);
      const x = d.upload(xv);
      const yt = neg(x);
      const y = yt.read();
      expect(y[n - 1]).toBe(-(n - 1));
      for (let i = 0; i < n; i += 4099) expect(y[i]).toBe(-i);
      expect(y[65535 * 256]).toBe(-(65535 * 256));
      x.destroy();
      yt.destroy();
    } finally {
      d.destroy();
    }
    expectNoValidation(d);
  });

  test('empty tensors give empty results of the right shape without dispatching', () => {
    const d = dev();
    const before = dispatches(d);
    for (const shape of [[0], [4, 0], [0, 3]]) {
      const a = d.alloc('f32', shape),
        b = d.alloc('f32', shape);
      expect(add(a, b).shape).toEqual(shape);
      expect(gelu(a).shape).toEqual(shape);
      expect(axpy(2, a, b)).toBe(b);
    }
    expect(add(d.alloc('f32', [0, 3]), d.alloc('f32', [3])).shape).toEqual([0, 3]);
    expect(dispatches(d)).toBe(before);
  });

  test('shapes that do not broadcast, and strided outputs, are ShapeErrors', () => {
    const d = dev();
    const a = d.alloc('f32', [3, 4]);
    expect(() => add(a, d.alloc('f32', [3]))).toThrow(/shapes \[3, 4\] and \[3\] do not broadcast \(dimension -1: 4 vs 3\)/);
    expect(() => mul(a, d.alloc('f32', [2, 4]))).toThrow(ShapeError);
    expect(() => relu(a, { out: d.alloc('f32', [4, 3]).transpose() })).toThrow(/must be contiguous/);
  });

  test('f16: aligned contiguous operands take f16_vec4, odd offsets and views f16_strided', () => {
    const d = dev();
    const half = (v: Float32Array, shape: number[]) =>
      d.upload(
        Uint16Array.from(v, (x) => DTYPES.f16.bitsOf(x)),
        { dtype: 'f16', shape },
      );
    const a = half(randomF32(4096, 30), [4096]),
      b = half(randomF32(4096, 31), [4096]);
    expect(siluMul(a, b).dtype).toBe('f16');
    expect(kernelsWithLabel(d, '4096')).toContain('binary.silu_mul_f16_vec4');
    add(a.slice(0, 1, 1028), b.slice(0, 0, 1027)); // contiguous at offset 1: no contiguous f16 variant
    expect(kernelsWithLabel(d, '1027')).toContain('binary.add_f16_strided');
    relu(half(randomF32(64, 32), [8, 8]).transpose());
    expect(kernelsWithLabel(d, '8x8')).toContain('unary.relu_f16_strided');
  });

  test('f16 into an out at an odd offset: its first and last words merged, the neighbouring halves kept', () => {
    const d = dev();
    for (const n of [1, 2, 7, 1000, 1001]) {
      const xv = randomF32(n, 40 + n, -4, 4);
      const x = d.upload(
        Uint16Array.from(xv, (v) => DTYPES.f16.bitsOf(v)),
        { dtype: 'f16' },
      );
      const fill = 0x5555; // a sentinel around the result
      const base = d.upload(new Uint16Array(n + 3).fill(fill), { dtype: 'f16' });
      const out = base.slice(0, 1, n + 1);
      expect(neg(x, { out })).toBe(out);
      const got = base.read();
      const want = [fill, ...Array.from(x.read(), (b) => b ^ 0x8000), fill, fill];
      expect(Array.from(got), `n ${n}`).toEqual(want); // neg flips the sign bit: exact
      for (const t of [x, base, out]) t.destroy();
    }
  });

  test('f16: mixed dtypes and non-float dtypes are DTypeErrors (no type promotion); nothing dispatched', () => {
    const d = dev();
    const before = dispatches(d);
    const h = d.alloc('f16', [4]),
      f = d.alloc('f32', [4]);
    expect(() => add(h, f)).toThrow(DTypeError);
    expect(() => add(h, f)).toThrow(
      "add: a is f16 [4] and b is f32 [4], expected one dtype (no type promotion: convert one with .to('f16') or .to('f32'))",
    );
    expect(() => relu(d.alloc('i32', [4]))).toThrow('relu: x is i32 [4], expected f32 or f16');
    expect(() => mul(f, d.alloc('bf16', [4]))).toThrow('mul: b is bf16 [4], expected f32 or f16');
    expect(() => relu(h, { out: f })).toThrow('relu: out is f32 [4], expected f16');
    expect(() => axpy(1, h, h)).toThrow('axpy: x is f16 [4], expected f32');
    expect(dispatches(d)).toBe(before);
  });
});
