// Elementwise GPU ops against the CPU references (src/ops/reference.ts), on lavapipe with validation on.
// Tolerances:
//   add, sub, mul, relu, neg, sqr, abs   bit-exact (one correctly rounded f32 operation, as the reference)
//   div, axpy                            nmse <= 1e-12 (Vulkan allows 2.5 ulp for division; fma may be unfused)
//   exp, gelu, silu                      nmse <= 1e-10 (Vulkan's exp is accurate to 3 + 2|x| ulp)
//   castF32ToF16, castF16ToF32           bit-exact (integer bit manipulation), every f16 pattern included
import { describe, expect, test } from 'vitest';
import type { Tensor } from '../../src/device/index.ts';
import {
  abs, add, axpy, binary, castF16ToF32, castF32ToF16, div, exp, gelu, mul, neg, relu, silu, sqr, sub, unary,
} from '../../src/ops/index.ts';
import * as ref from '../../src/ops/reference.ts';
import { f32ArrayToF16 } from '../../src/spirv/half.ts';
import { useDevice } from '../helpers/device.ts';
import { dispatches, expectBitExact, expectNmse, kernelsWithLabel, randomF32 } from '../helpers/ops.ts';

/** Sizes: one element, below / at / past a vec4 and the 256-invocation workgroup, odd and multiple-of-4. */
const SIZES = [1, 3, 4, 7, 255, 256, 257, 1000, 1027, 4096];
const EXACT_BINARY = ['add', 'sub', 'mul'] as const;
const EXACT_UNARY = ['relu', 'neg', 'sqr', 'abs'] as const;
const APPROX_UNARY = ['exp', 'gelu', 'silu'] as const;

describe('binary ops', () => {
  const dev = useDevice({ profile: true });

  test.each(SIZES)('add, sub, mul are bit-exact and div within nmse 1e-12 (n = %i)', (n) => {
    const d = dev();
    const av = randomF32(n, n), bv = randomF32(n, n + 1, 0.25, 4);
    const a = d.upload(av), b = d.upload(bv);
    for (const op of EXACT_BINARY) expectBitExact(binary(op, a, b).read(), ref.binary(op, av, bv));
    expectNmse(div(a, b).read(), ref.div(av, bv), 1e-12, 'div');
  });

  test('the named wrappers, a 2-D shape and an out tensor', () => {
    const d = dev();
    const av = randomF32(15, 1), bv = randomF32(15, 2);
    const a = d.upload(av, { shape: [3, 5] }), b = d.upload(bv, { shape: [3, 5] });
    const out = d.alloc('f32', [3, 5]);
    expect(add(a, b, { out })).toBe(out);
    expectBitExact(out.read(), ref.add(av, bv));
    expect(sub(a, b).shape).toEqual([3, 5]);
    expectBitExact(sub(a, b).read(), ref.sub(av, bv));
    expectBitExact(mul(a, b).read(), ref.mul(av, bv));
  });

  test('vec4 variants exactly when the element count is a multiple of 4', () => {
    const d = dev();
    for (const [n, variant] of [[4096, 'binary.add_f32_vec4'], [1027, 'binary.add_f32'], [6, 'binary.add_f32']] as const) {
      const a = d.upload(randomF32(n, 3)), b = d.upload(randomF32(n, 4));
      add(a, b);
      expect(kernelsWithLabel(d, String(n))).toContain(variant);
    }
  });
});

describe('axpy', () => {
  const dev = useDevice();

  test.each(SIZES)('y = a x + y in place, nmse <= 1e-12 (n = %i)', (n) => {
    const d = dev();
    const xv = randomF32(n, 10 + n), yv = randomF32(n, 20 + n);
    const x = d.upload(xv), y = d.upload(yv);
    expect(axpy(0.3, x, y)).toBe(y);
    expectNmse(y.read(), ref.axpy(0.3, xv, yv), 1e-12);
    axpy(-2, x, y); // a second update on the same y (write-after-write)
    expectNmse(y.read(), ref.axpy(-2, xv, ref.axpy(0.3, xv, yv)), 1e-12);
  });
});

describe('unary ops', () => {
  const dev = useDevice();

  test.each(SIZES)('relu, neg, sqr, abs bit-exact; exp, gelu, silu nmse <= 1e-10 (n = %i)', (n) => {
    const d = dev();
    const xv = randomF32(n, 30 + n, -6, 6);
    const x = d.upload(xv);
    for (const op of EXACT_UNARY) expectBitExact(unary(op, x).read(), ref.unary(op, xv));
    for (const op of APPROX_UNARY) expectNmse(unary(op, x).read(), ref.unary(op, xv), 1e-10, op);
  });

  test('the named wrappers and large |x| (gelu and silu saturate without NaN)', () => {
    const d = dev();
    const xv = Float32Array.from([-1e4, -100, -20, -1, -0, 0, 1e-30, 0.5, 20, 100, 1e4]);
    const x = d.upload(xv);
    const cases: [(t: Tensor) => Tensor, ref.UnaryOp][] = [[relu, 'relu'], [neg, 'neg'], [sqr, 'sqr'], [abs, 'abs'], [gelu, 'gelu'], [silu, 'silu']];
    for (const [f, op] of cases) {
      const got = f(x).read();
      expect(got.some(Number.isNaN), op).toBe(false);
      expectNmse(got, ref.unary(op, xv), 1e-10, op);
    }
    expectNmse(exp(d.upload(Float32Array.from([-50, -1, 0, 1, 50]))).read(), ref.unary('exp', Float32Array.from([-50, -1, 0, 1, 50])), 1e-10);
  });

  test('2^24 + 1 elements: more workgroups than one grid dimension holds (2-D grid)', () => {
    const d = dev();
    const n = 2 ** 24 + 1; // 65537 workgroups of 256
    expect(Math.ceil(n / 256)).toBeGreaterThan(d.info.limits.maxComputeWorkGroupCount[0]);
    const xv = new Float32Array(n);
    for (let i = 0; i < n; i++) xv[i] = i;
    const y = neg(d.upload(xv)).read();
    expect(y[0]).toBe(-0);
    expect(y[n - 1]).toBe(-(n - 1));
    for (let i = 0; i < n; i += 4099) expect(y[i]).toBe(-i);
    expect(y[65535 * 256]).toBe(-(65535 * 256)); // first element of the second grid row
  });
});

describe('casts', () => {
  const dev = useDevice();

  test('f16 -> f32 is bit-exact for all 65536 f16 bit patterns (subnormals, inf, NaN payloads)', () => {
    const d = dev();
    const all = Uint16Array.from({ length: 65536 }, (_, i) => i);
    const y = castF16ToF32(d.upload(all, { dtype: 'f16' }));
    expect(y.dtype).toBe('f32');
    expectBitExact(new Uint32Array(y.read().buffer), new Uint32Array(ref.castF16ToF32(all).buffer));
    // 65536 takes the vec4 variant; 65535 the scalar one
    const odd = all.subarray(0, 65535);
    expectBitExact(new Uint32Array(castF16ToF32(d.upload(odd, { dtype: 'f16' })).read().buffer), new Uint32Array(ref.castF16ToF32(odd).buffer));
  });

  test('f32 -> f16 is bit-exact: ties to even, overflow, subnormals, f32 subnormals, inf, NaN, random bits', () => {
    const d = dev();
    const special = [
      0, 0x80000000, 0x3f800000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7f800001, 0xffc12345, 0x7fbfffff,
      0x477fe000, 0x477fefff, 0x477ff000, 0x477fffff, 0x47800000, // 65504, just below / at / past the overflow tie
      0x38800000, 0x387fffff, 0x33800000, 0x33000000, 0x33000001, 0x32ffffff, 0x00000001, 0x807fffff, // f16 min normal, subnormal edges
      0x3f801000, 0x3f803000, 0x3f801001, 0x3f802fff, // mantissa ties to even and just past them
    ];
    let s = 12345;
    const bits = new Uint32Array(special.length + 100_003);
    bits.set(special);
    for (let i = special.length; i < bits.length; i++) bits[i] = s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const x = new Float32Array(bits.buffer); // bits kept: uploaded as bytes, never read as numbers
    const h = castF32ToF16(d.upload(x));
    expect(h.dtype).toBe('f16');
    expectBitExact(h.read(), f32ArrayToF16(x));
    // a multiple of 4 elements takes the vec4 variant (halves packed in pairs): the same bits
    const x4 = x.subarray(0, x.length - (x.length % 4));
    expectBitExact(castF32ToF16(d.upload(x4)).read(), f32ArrayToF16(x4));
    // odd element count (a 2-byte tail) and one element
    expectBitExact(castF32ToF16(d.upload(x.subarray(0, 7))).read(), f32ArrayToF16(x.subarray(0, 7)));
    expectBitExact(castF32ToF16(d.upload(x.subarray(2, 3))).read(), f32ArrayToF16(x.subarray(2, 3)));
  });

  test('round trip through f16 into out tensors', () => {
    const d = dev();
    const xv = randomF32(1001, 5, -70000, 70000);
    const h = d.alloc('f16', [7, 143]);
    const back = d.alloc('f32', [7, 143]);
    expect(castF32ToF16(d.upload(xv, { shape: [7, 143] }), { out: h })).toBe(h);
    expect(castF16ToF32(h, { out: back })).toBe(back);
    expectBitExact(back.read(), ref.castF16ToF32(ref.castF32ToF16(xv)));
  });
});

describe('empty tensors', () => {
  const dev = useDevice({ profile: true });

  test('give empty results of the right shape without dispatching', () => {
    const d = dev();
    const before = dispatches(d);
    for (const shape of [[0], [4, 0], [0, 3]]) {
      const a = d.alloc('f32', shape), b = d.alloc('f32', shape);
      expect(add(a, b).shape).toEqual(shape);
      expect(div(a, b).size).toBe(0);
      expect(gelu(a).shape).toEqual(shape);
      expect(axpy(2, a, b)).toBe(b);
      const h = castF32ToF16(a);
      expect([h.dtype, h.shape]).toEqual(['f16', shape]);
      expect(castF16ToF32(h).read()).toEqual(new Float32Array(0));
    }
    expect(dispatches(d)).toBe(before);
  });
});
