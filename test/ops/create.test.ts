// The create family beyond the harness (which checks arange, rand and randn against reference.ts on every
// shape): Philox4x32-10 against Random123's known answers, what a seed promises (reproducible, a prefix of
// a longer draw, different seeds differ), the distributions' ranges and moments, and typed errors.
import { describe, expect, test } from 'vitest';
import { ArgumentError, DTypeError, arange, full, ones, rand, randn, zeros } from '../../src/ops/index.ts';
import { philox4x32 } from '../../src/ops/create/reference.ts';
import { useDevice } from '../helpers/device.ts';

describe('create', () => {
  const dev = useDevice();

  test('philox4x32-10 gives Random123 known answers', () => {
    const hex = (a: number[]): string => a.map((x) => x.toString(16).padStart(8, '0')).join(' ');
    expect(hex(philox4x32([0, 0, 0, 0], [0, 0]))).toBe('6627e8d5 e169c58d bc57ac4c 9b00dbd8');
    expect(hex(philox4x32([0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff], [0xffffffff, 0xffffffff]))).toBe(
      '408f276d 41c83b0e a20bc7c6 6d5451fd',
    );
    expect(hex(philox4x32([0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344], [0xa4093822, 0x299f31d0]))).toBe(
      'd16cfe09 94fdcceb 5001e420 24126ea1',
    );
  });

  test('a seed gives the same values, whatever the shape; another seed others', () => {
    const d = dev();
    const a = rand(d, [1000], { seed: 42 }).read();
    expect(rand(d, [1000], { seed: 42 }).read()).toEqual(a);
    expect(rand(d, [10, 37], { seed: 42 }).read()).toEqual(a.subarray(0, 370));
    const b = rand(d, [1000], { seed: 43 }).read();
    expect(b.filter((v, i) => v === a[i]).length).toBeLessThan(5);
    expect(rand(d, [4], { seed: 2 ** 40 }).read()).not.toEqual(rand(d, [4], { seed: 0 }).read());
  });

  test('rand is in [0, 1) with mean 1/2; randn has mean 0 and variance 1', () => {
    const d = dev();
    const n = 1 << 16;
    const u = rand(d, [n], { seed: 1 }).read();
    expect(u.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(Math.abs(u.reduce((s, v) => s + v, 0) / n - 0.5)).toBeLessThan(0.01);
    const h = rand(d, [n], { seed: 1, dtype: 'bf16' });
    expect(h.dtype).toBe('bf16');
    const z = randn(d, [n], { seed: 1 }).read();
    const mean = z.reduce((s, v) => s + v, 0) / n;
    const variance = z.reduce((s, v) => s + (v - mean) ** 2, 0) / n;
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(Math.abs(variance - 1)).toBeLessThan(0.03);
    expect(z.every(Number.isFinite)).toBe(true);
  });

  test("arange takes a count or a range; the fills are the device's", () => {
    const d = dev();
    expect(Array.from(arange(d, 'i32', 5).read())).toEqual([0, 1, 2, 3, 4]);
    expect(Array.from(arange(d, 'f32', { start: 1, end: 2, step: 0.25 }).read())).toEqual([1, 1.25, 1.5, 1.75]);
    expect(Array.from(arange(d, 'i8', { start: 5, end: -6, step: -5 }).read())).toEqual([5, 0, -5]);
    expect(arange(d, 'u8', { start: 3, end: 3 }).shape).toEqual([0]);
    expect(Array.from(full(d, 'i32', [3], -7).read())).toEqual([-7, -7, -7]);
    expect(Array.from(ones(d, 'u8', [2]).read())).toEqual([1, 1]);
    expect(Array.from(zeros(d, 'f32', [2]).read())).toEqual([0, 0]);
  });

  test('typed errors', () => {
    const d = dev();
    expect(() => arange(d, 'f32', { start: 0, end: 1, step: 0 })).toThrow(new ArgumentError('arange: step must not be 0'));
    expect(() => arange(d, 'f32', { start: 0, end: Infinity })).toThrow(ArgumentError);
    expect(() => arange(d, 'i32', { start: 0, end: 1, step: 0.5 })).toThrow(/integer start and step/);
    expect(() => arange(d, 'u8', 300)).toThrow(new ArgumentError('arange: the values 0 .. 299 do not fit u8 [0, 255]'));
    expect(() => arange(d, 'bytes' as never, 3)).toThrow(DTypeError);
    expect(() => arange({} as never, 'f32', 3)).toThrow(ArgumentError);
    expect(() => rand(d, [2], { seed: -1 })).toThrow(ArgumentError);
    expect(() => rand(d, [2], { seed: 1.5 })).toThrow(ArgumentError);
    expect(() => randn(d, [2], { dtype: 'i32' as never })).toThrow(new DTypeError('randn: dtype must be one of f32, f16, bf16 (got i32)'));
  });
});
