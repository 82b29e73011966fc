// The elementwise family beyond the harness (test/ops/harness.test.ts covers every op, shape and view
// layout): the named wrappers and `out`, which variant each layout takes, in-place axpy twice, saturation at
// large |x|, a launch past a per-dimension grid limit (capped at 65535 so it splits on every device), empty tensors, and broadcasting errors.
import { describe, expect, test } from 'vitest';
import { ShapeError, type Tensor } from '../../src/device/index.ts';
import { abs, add, axpy, div, exp, gelu, mul, neg, relu, sigmoid, silu, sqr, sub, tanh, erf, type UnaryOp } from '../../src/ops/index.ts';
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

  test('large |x|: gelu, silu, sigmoid, tanh and erf saturate without NaN', () => {
    const d = dev();
    const xv = Float32Array.from([-1e4, -100, -20, -1, -0, 0, 1e-30, 0.5, 20, 100, 1e4]);
    const x = d.upload(xv);
    const ops: [(t: Tensor) => Tensor, UnaryOp][] = [
      [relu, 'relu'],
      [neg, 'neg'],
      [sqr, 'sqr'],
      [abs, 'abs'],
      [gelu, 'gelu'],
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
});
