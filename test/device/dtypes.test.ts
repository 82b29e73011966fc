// The dtype table on the host side: upload converts value arrays into the requested dtype (and refuses
// arrays that cannot hold it), fill() takes a value of the tensor's dtype and fillBits() the raw pattern,
// full/ones, and the i8 dtype end to end.
import { describe, expect, test } from 'vitest';
import { ArgumentError, DTypeError, DTYPES, numberToBf16, numberToF16 } from '../../src/device/index.ts';
import { useDevice } from '../helpers/device.ts';

describe('dtypes on the host side', () => {
  const dev = useDevice();

  test('upload converts value arrays: floats round to nearest even, float → int truncates and saturates', () => {
    const d = dev();
    const v = [0, -0, 1.5, -2.5, 65504, 65520, 1e-8, 3e38, -1e10, NaN, Infinity];
    const f = Float32Array.from(v);
    expect(Array.from(d.upload(f, { dtype: 'f16' }).read())).toEqual(Array.from(f, (x) => numberToF16(x)));
    expect(Array.from(d.upload(f, { dtype: 'bf16' }).read())).toEqual(Array.from(f, (x) => numberToBf16(x)));
    expect(Array.from(d.upload(f, { dtype: 'i32' }).read())).toEqual([
      0, 0, 1, -2, 65504, 65520, 0, 2147483647, -2147483648, 0, 2147483647,
    ]);
    expect(Array.from(d.upload(f, { dtype: 'u8' }).read())).toEqual([0, 0, 1, 0, 255, 255, 0, 255, 0, 0, 255]);
    expect(Array.from(d.upload(f, { dtype: 'i8' }).read())).toEqual([0, 0, 1, -2, 127, 127, 0, 127, -128, 0, 127]);
    // int → int keeps the low bits; int → float rounds the exact value once
    expect(Array.from(d.upload(Int32Array.from([300, -1, 2 ** 31 - 1]), { dtype: 'u8' }).read())).toEqual([44, 255, 255]);
    const big = 2 ** 24 + 2 ** 16 + 1; // f32 would round to a bf16 tie and then down; the exact value rounds up
    expect(d.upload(Int32Array.from([big]), { dtype: 'bf16' }).read()[0]).toBe(numberToBf16(2 ** 24 + 2 ** 17));
  });

  test('arrays that cannot hold a dtype are DTypeErrors', () => {
    const d = dev();
    expect(() => d.upload(new Uint16Array(4), { dtype: 'f32' })).toThrow(DTypeError);
    expect(() => d.upload(new Uint16Array(4))).toThrow(/holds f16 or bf16 bits/);
    expect(() => d.upload(new Float64Array(4))).toThrow(/no dtype for Float64Array/);
    expect(() => d.upload(new Float32Array(4), { dtype: 'bytes' })).toThrow(/expected a Uint8Array of raw bytes/);
    expect(() => d.upload(new Float32Array(4), { dtype: 'f64' as never })).toThrow(/unknown dtype "f64"/);
  });

  test('fill takes a value of the dtype; fillBits the raw pattern; full and ones', () => {
    const d = dev();
    const t = d.alloc('f16', [5]);
    d.fill(t, 1.5);
    expect(Array.from(t.read())).toEqual(new Array(5).fill(numberToF16(1.5)));
    const i = d.alloc('i32', [3]);
    expect(() => d.fill(i, 1.5)).toThrow(ArgumentError);
    expect(() => d.fill(i, 2 ** 31)).toThrow(/not a i32 value/);
    d.fill(i, -7);
    expect(Array.from(i.read())).toEqual([-7, -7, -7]);
    const u = d.alloc('u8', [7]);
    d.fillBits(u, 0x04030201);
    expect(Array.from(u.read())).toEqual([1, 2, 3, 4, 1, 2, 3]);
    expect(() => d.fillBits(u, 1.5)).toThrow(ArgumentError);
    expect(Array.from(d.full('i8', [3], -3).read())).toEqual([-3, -3, -3]);
    expect(Array.from(d.ones('f32', [2, 2]).read())).toEqual([1, 1, 1, 1]);
    const part = d.zeros('u8', [9]).slice(0, 3, 8); // ragged bytes at both ends of a word
    d.fill(part, 9);
    expect(Array.from(part.read())).toEqual([9, 9, 9, 9, 9]);
    expect(() => d.fill(d.alloc('f32', [2, 2]).transpose(), 1)).toThrow(/strided view cannot be filled/);
  });

  test('the dtype table: sizes, kinds and ranges', () => {
    expect(Object.fromEntries(Object.values(DTYPES).map((t) => [t.name, [t.size, t.kind]]))).toEqual({
      f32: [4, 'float'],
      f16: [2, 'float'],
      bf16: [2, 'float'],
      i32: [4, 'int'],
      u32: [4, 'uint'],
      i8: [1, 'int'],
      u8: [1, 'uint'],
      bytes: [1, 'raw'],
    });
    expect([DTYPES.i8.min, DTYPES.i8.max, DTYPES.u32.max]).toEqual([-128, 127, 4294967295]);
  });
});

describe('integer arrays into float dtypes', () => {
  const dev = useDevice();
  test('Int32Array, Uint8Array and Uint32Array values into f32 round once', () => {
    const d = dev();
    expect(Array.from(d.upload(Int32Array.from([1, -2, 2 ** 24 + 1]), { dtype: 'f32' }).read())).toEqual([1, -2, 2 ** 24]);
    expect(Array.from(d.upload(Uint8Array.from([0, 255]), { dtype: 'f32' }).read())).toEqual([0, 255]);
    expect(Array.from(d.upload(Uint32Array.from([2 ** 32 - 1]), { dtype: 'f32' }).read())).toEqual([2 ** 32]);
  });
});
