// Bad inputs give typed errors that name what was given and what was expected, before anything is
// recorded; the device stays usable afterwards (and the validation layer stays silent).
import { describe, expect, test } from 'vitest';
import { BindingError, Device, DestroyedError, DeviceError, SizeError, type Tensor } from '../../src/device/index.ts';
import {
  add,
  AliasError,
  ArgumentError,
  axpy,
  castF16ToF32,
  castF32ToF16,
  DTypeError,
  gemm,
  matvec,
  neg,
  ShapeError,
  unary,
  type UnaryOp,
} from '../../src/ops/index.ts';
import * as ref from '../../src/ops/elementwise/reference.ts';
import { useDevice } from '../helpers/device.ts';
import { dispatches, expectBitExact, randomF32 } from '../helpers/ops.ts';

describe('bad inputs', () => {
  const dev = useDevice({ profile: true });
  const f32 = (shape: number[]): Tensor => dev().alloc('f32', shape);

  test('the error classes extend the runtime errors', () => {
    expect(new ShapeError('x')).toBeInstanceOf(SizeError);
    for (const E of [ShapeError, DTypeError, AliasError, ArgumentError]) {
      expect(new E('x')).toBeInstanceOf(DeviceError);
      expect(new E('x').name).toBe(E.name);
    }
  });

  test('wrong dtypes', () => {
    const d = dev();
    const h = d.alloc('f16', [4]);
    expect(() => add(h, f32([4]))).toThrow(DTypeError);
    expect(() => add(h, f32([4]))).toThrow(
      "add: a is f16 [4] and b is f32 [4], expected one dtype (no type promotion: convert one with .to('f16') or .to('f32'))",
    );
    expect(() => neg(d.alloc('i32', [2]))).toThrow('neg: x is i32 [2], expected f32 or f16');
    expect(() => castF32ToF16(h)).toThrow('castF32ToF16: x is f16 [4], expected f32');
    expect(() => castF16ToF32(f32([4]))).toThrow('castF16ToF32: x is f32 [4], expected f16');
    expect(() => gemm(f32([2, 2]), h)).toThrow(DTypeError);
    expect(() => add(f32([4]), f32([4]), { out: h })).toThrow('add: out is f16 [4], expected f32');
    expect(() => castF32ToF16(f32([4]), { out: f32([4]) })).toThrow('castF32ToF16: out is f32 [4], expected f16');
  });

  test('mismatched shapes', () => {
    expect(() => add(f32([3, 4]), f32([4, 3]))).toThrow(ShapeError);
    expect(() => add(f32([3, 4]), f32([4, 3]))).toThrow('add: shapes [3, 4] and [4, 3] do not broadcast (dimension -2: 3 vs 4)');
    expect(() => add(f32([12]), f32([3, 4]))).toThrow(ShapeError);
    expect(() => axpy(1, f32([5]), f32([6]))).toThrow('axpy: y has shape [6], expected [5]');
    expect(() => gemm(f32([2, 3]), f32([4, 5]))).toThrow('gemm: a [2, 3] and b [4, 5] do not chain: b must be [3, N]');
    expect(() => gemm(f32([2, 3]), f32([5, 4]), { transB: true })).toThrow('b must be [N, 3] (transB)');
    expect(() => gemm(f32([6]), f32([6, 1]))).toThrow('gemm: a has shape [6], expected 2-D [M, K]');
    expect(() => matvec(f32([3, 5]), f32([4]))).toThrow('matvec: x has shape [4], expected [5] (the columns of w [3, 5])');
    expect(() => matvec(f32([15]), f32([5]))).toThrow(ShapeError);
  });

  test('out tensors of the wrong shape, or aliasing an input', () => {
    const a = f32([3, 4]),
      b = f32([3, 4]);
    expect(() => add(a, b, { out: f32([4, 3]) })).toThrow('add: out has shape [4, 3], expected [3, 4] (the result)');
    expect(() => gemm(a, f32([4, 2]), { out: f32([3, 3]) })).toThrow('gemm: out has shape [3, 3], expected [3, 2]');
    expect(() => add(a, b, { out: a })).toThrow(AliasError);
    expect(() => axpy(2, a, a)).toThrow('axpy: y is the same buffer as x');
  });

  test('bad scalars and options', () => {
    const a = f32([4]);
    expect(() => axpy(NaN, a, f32([4]))).toThrow(ArgumentError);
    expect(() => unary('tanhh' as UnaryOp, a)).toThrow('unary: unknown op tanhh');
    expect(() => gemm(f32([2, 2]), f32([2, 2]), { tile: 32 as 64 })).toThrow('gemm: tile must be 64 or 128');
    expect(() => add(a, Float32Array.of(1, 2, 3, 4) as unknown as Tensor)).toThrow('add: b must be a Tensor (got Float32Array)');
  });

  test('destroyed tensors and tensors of another device', () => {
    const d = dev();
    const t = d.upload(Float32Array.of(1, 2));
    t.destroy();
    expect(() => neg(t)).toThrow(DestroyedError);
    const other = Device.open();
    try {
      expect(() => add(d.upload(Float32Array.of(1)), other.upload(Float32Array.of(1)))).toThrow(BindingError);
      expect(() => neg(d.upload(Float32Array.of(1)), { out: other.alloc('f32', [1]) })).toThrow(
        'neg: out (f32 [1]) belongs to another device',
      );
    } finally {
      other.destroy();
    }
  });

  test('a binding over maxStorageBufferRange fails in dispatch; the output the op made is released', () => {
    const d = dev();
    const n = d.info.limits.maxStorageBufferRange / 4 + 4;
    if (n > 2 ** 28) {
      console.log(`skipped: maxStorageBufferRange ${d.info.limits.maxStorageBufferRange} needs a tensor too large to test cheaply`);
      return;
    }
    const x = d.alloc('f32', [n]); // never written: the dispatch is refused before any GPU work
    const live = () => d.memoryStats().buffers - d.memoryStats().idleBuffers;
    const before = live();
    expect(() => neg(x)).toThrow(/maxStorageBufferRange/);
    expect(live()).toBe(before);
    x.destroy();
  });

  test('after all of these the device still computes correctly, and nothing was dispatched', () => {
    const d = dev();
    expect(dispatches(d)).toBe(0);
    const av = randomF32(1027, 1),
      bv = randomF32(1027, 2);
    expectBitExact(add(d.upload(av), d.upload(bv)).read(), ref.add(av, bv));
    expect(dispatches(d)).toBe(1);
  });
});
