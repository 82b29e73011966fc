// The index family beyond the harness: typed errors for bad inputs, and out-of-range ids (negative, or past
// the axis extent) giving 0, spelled out on known values.
import { describe, expect, test } from 'vitest';
import type { Tensor } from '../../src/device/index.ts';
import { ArgumentError, DTypeError, embedding, gather, indexSelect, ShapeError } from '../../src/ops/index.ts';
import { useDevice } from '../helpers/device.ts';

describe('index: bad inputs', () => {
  const dev = useDevice();
  const f32 = (shape: number[]): Tensor => dev().alloc('f32', shape);
  const u32 = (shape: number[]): Tensor => dev().alloc('u32', shape);

  test('float ids and unsupported x dtypes are DTypeErrors', () => {
    expect(() => indexSelect(f32([4, 3]), f32([2]))).toThrow(DTypeError);
    expect(() => indexSelect(f32([4, 3]), f32([2]))).toThrow('indexSelect: ids is f32 [2], expected u32 or i32');
    expect(() => embedding(f32([4, 3]), dev().alloc('f16', [2]))).toThrow(DTypeError);
    expect(() => gather(f32([4, 3]), f32([4, 3]))).toThrow(DTypeError);
    expect(() => embedding(dev().alloc('i32', [4, 3]), u32([2]))).toThrow('embedding: table is i32 [4, 3], expected f32 or f16');
    expect(() => indexSelect(dev().alloc('u8', [4]), u32([2]))).toThrow(DTypeError);
  });

  test('rank and shape mismatches are ShapeErrors', () => {
    expect(() => indexSelect(f32([4, 3]), u32([2, 2]))).toThrow(ShapeError);
    expect(() => indexSelect(f32([4, 3]), u32([2, 2]))).toThrow('expected 1-D');
    expect(() => embedding(f32([4]), u32([2]))).toThrow(ShapeError);
    expect(() => embedding(f32([2, 4, 3]), u32([2]))).toThrow('expected 2-D [vocab, dim]');
    expect(() => gather(f32([4, 3]), u32([4]))).toThrow(ShapeError);
    expect(() => gather(f32([4, 3]), u32([2, 4]))).toThrow('larger than x [4, 3] in dimension 1');
    expect(() => indexSelect(f32([0, 3]), u32([2]))).toThrow(ShapeError);
    expect(() => embedding(f32([4, 3]), u32([2]), { out: f32([3, 3]) })).toThrow(ShapeError);
    expect(() => embedding(f32([4, 3]), u32([2]), { out: dev().alloc('f16', [2, 3]) })).toThrow(DTypeError);
  });

  test('a bad axis is an ArgumentError', () => {
    expect(() => indexSelect(f32([4, 3]), u32([2]), { axis: 2 })).toThrow(ArgumentError);
    expect(() => indexSelect(f32([4, 3]), u32([2]), { axis: -3 })).toThrow('axis must be an integer in [-2, 1]');
    expect(() => gather(f32([4, 3]), u32([4, 3]), { axis: 0.5 })).toThrow(ArgumentError);
    expect(() => gather(f32([4, 3]), u32([4, 3]), { axis: '1' as never })).toThrow(ArgumentError);
  });

  test('a 16-bit out must start on a 32-bit word', () => {
    const base = dev().alloc('f16', [16]);
    expect(() => embedding(dev().alloc('f16', [4, 3]), u32([1]), { out: base.slice(0, 1, 4).reshape(1, 3) })).toThrow(ArgumentError);
  });
});

describe('index: out-of-range ids give 0', () => {
  const dev = useDevice();

  test('embedding, indexSelect and gather', () => {
    const d = dev();
    const table = d.upload(new Float32Array([1, 2, 3, 4, 5, 6]), { shape: [3, 2] });
    const ids = d.upload(new Int32Array([2, -1, 3, 0]), { dtype: 'i32', shape: [2, 2] });
    expect([...(embedding(table, ids).read() as Float32Array)]).toEqual([5, 6, 0, 0, 0, 0, 1, 2]);
    const big = d.upload(new Uint32Array([1, 0xffffffff, 2]), { dtype: 'u32', shape: [3] });
    expect([...(indexSelect(table, big, { axis: -1 }).read() as Float32Array)]).toEqual([2, 0, 0, 4, 0, 0, 6, 0, 0]);
    const g = d.upload(new Uint32Array([0, 5, 2, 1]), { dtype: 'u32', shape: [2, 2] });
    expect([...(gather(table, g).read() as Float32Array)]).toEqual([1, 0, 5, 4]);
  });

  test('an f16 table of odd dim into an out leaves the 16 bits after it alone', () => {
    const d = dev();
    const table = d.upload(new Uint16Array([0x3c00, 0x4000, 0x4200, 0x4400, 0x4500, 0x4600]), { dtype: 'f16', shape: [2, 3] });
    const base = d.upload(new Uint16Array(8).fill(0xaaaa), { dtype: 'f16', shape: [8] });
    embedding(table, d.upload(new Uint32Array([1]), { dtype: 'u32', shape: [1] }), { out: base.slice(0, 2, 5).reshape(1, 3) });
    expect([...(base.read() as Uint16Array)]).toEqual([0xaaaa, 0xaaaa, 0x4400, 0x4500, 0x4600, 0xaaaa, 0xaaaa, 0xaaaa]);
  });
});
