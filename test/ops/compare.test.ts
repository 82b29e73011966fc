// The compare family beyond the harness: typed errors for bad inputs, the word-aligned u8 `out` (bytes
// around it kept), and the parametric elementwise ops' argument checks.
import { describe, expect, test } from 'vitest';
import type { Tensor } from '../../src/device/index.ts';
import { ArgumentError, clamp, compare, DTypeError, elu, eq, lt, pow, ShapeError, where } from '../../src/ops/index.ts';
import { useDevice } from '../helpers/device.ts';
import { kernelsWithLabel } from '../helpers/ops.ts';

describe('compare: bad inputs', () => {
  const dev = useDevice();
  const f32 = (shape: number[]): Tensor => dev().alloc('f32', shape);

  test('typed errors that name the operand and what was expected', () => {
    const d = dev();
    expect(() => lt(d.alloc('i32', [3]), f32([3]))).toThrow(DTypeError);
    expect(() => lt(d.alloc('i32', [3]), f32([3]))).toThrow('lt: a is i32 [3], expected f32');
    expect(() => eq(f32([3]), d.alloc('f16', [3]))).toThrow('eq: b is f16 [3], expected f32');
    expect(() => lt(f32([3]), f32([4]))).toThrow(ShapeError);
    expect(() => compare('lt', f32([2, 3]), f32([3]), { out: d.alloc('f32', [2, 3]) })).toThrow(DTypeError);
    expect(() => compare('lt', f32([2, 3]), f32([3]), { out: d.alloc('u8', [3, 2]) })).toThrow(ShapeError);
    expect(() => compare('xx' as never, f32([3]), f32([3]))).toThrow(ArgumentError);
    expect(() => where(f32([3]), f32([3]), f32([3]))).toThrow(DTypeError);
    expect(() => where(f32([3]), f32([3]), f32([3]))).toThrow('where: mask is f32 [3], expected u8 or u32');
    expect(() => where(d.alloc('u8', [3]), d.alloc('i32', [3]), f32([3]))).toThrow('where: a is i32 [3], expected f32');
    expect(() => where(d.alloc('u8', [3]), f32([3]), f32([2]))).toThrow(ShapeError);
  });

  test('a u8 out must start on a 32-bit word', () => {
    const base = dev().alloc('u8', [16]);
    expect(() => lt(f32([5]), f32([5]), { out: base.slice(0, 1, 6) })).toThrow(ArgumentError);
    expect(() => lt(f32([5]), f32([5]), { out: base.slice(0, 1, 6) })).toThrow('must start on a 32-bit word');
  });

  test('a word-aligned out ending inside a word leaves the bytes after it alone', () => {
    const d = dev();
    const base = d.upload(new Uint8Array(16).fill(0xaa), { dtype: 'u8', shape: [16] });
    const a = d.upload(new Float32Array([1, 2, 3, 4, 5]), { dtype: 'f32', shape: [5] });
    const b = d.upload(new Float32Array([2, 2, 2, 2, 2]), { dtype: 'f32', shape: [5] });
    lt(a, b, { out: base.slice(0, 4, 9) });
    expect([...(base.read() as Uint8Array)]).toEqual([0xaa, 0xaa, 0xaa, 0xaa, 1, 0, 0, 0, 0, ...new Array<number>(7).fill(0xaa)]);
  });

  test('where takes 6 collapsed dimensions in its strided variant (ShapeError past that)', () => {
    const d = dev();
    const shape = [2, 2, 2, 2, 2, 2, 2];
    const m = d
      .alloc(
        'u8',
        shape.map((s, i) => (i % 2 ? 1 : s)),
      )
      .broadcastTo(shape);
    expect(() => where(m, f32(shape), f32(shape))).toThrow(ShapeError);
  });
});

describe('where: the four-wide variant and its fallback', () => {
  const dev = useDevice({ profile: true });
  // mask, a and b as views at element offset `off` into padded buffers (the u8 mask's offset is in bytes)
  function run(m: 'u8' | 'u32', n: number, off: number): { got: Float32Array; want: number[] } {
    const d = dev();
    const mv = Array.from({ length: n }, (_, i) => (i * 7) % 3); // 0, 1 and 2: any non-zero value selects a
    const av = Array.from({ length: n }, (_, i) => i + 0.5),
      bv = Array.from({ length: n }, (_, i) => -i);
    const pad = <T extends number[]>(v: T): number[] => [...new Array<number>(off).fill(9), ...v, 9, 9, 9];
    const mask = d.upload(m === 'u8' ? Uint8Array.from(pad(mv)) : Uint32Array.from(pad(mv)), { dtype: m }).slice(0, off, off + n);
    const a = d.upload(Float32Array.from(pad(av))).slice(0, off, off + n),
      b = d.upload(Float32Array.from(pad(bv))).slice(0, off, off + n);
    return { got: where(mask, a, b).read() as Float32Array, want: mv.map((x, i) => (x ? av[i]! : bv[i]!)) };
  }

  test.each(['u8', 'u32'] as const)('%s mask: _vec4 when n and the offsets are multiples of 4, else the plain variant', (m) => {
    const d = dev();
    const cases: [number, number, string][] = [
      [1028, 4, '_vec4'], // aligned: the mask's byte offset 4 is its second word
      [1032, 0, '_vec4'],
      [1029, 0, ''], // ragged n
      [1030, 1, ''], // unaligned offset
      [1036, 2, ''],
    ];
    for (const [n0, off, variant] of cases) {
      const n = n0 + (m === 'u32' ? 100 : 0); // a label of its own per mask (the profile keeps both runs)
      const { got, want } = run(m, n, off);
      expect([...got]).toEqual(want);
      expect(kernelsWithLabel(d, `${n}`)).toEqual([`where.${m}_f32${variant}`]);
    }
  });
});

describe('parametric elementwise ops: bad arguments', () => {
  const dev = useDevice();
  test('ArgumentError for a non-finite parameter or a clamp without bounds', () => {
    const x = dev().alloc('f32', [4]);
    expect(() => clamp(x)).toThrow('clamp: give min, max or both');
    expect(() => elu(x, { alpha: NaN })).toThrow(ArgumentError);
    expect(() => pow(x, Infinity)).toThrow(ArgumentError);
    expect(() => pow(dev().alloc('i32', [4]), 2)).toThrow(DTypeError);
  });
});
