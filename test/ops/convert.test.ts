// The convert family beyond the harness (test/ops/harness/ runs every dtype pair, every f16 / bf16 /
// 8-bit pattern and the f32 edges bit-exactly): t.to() / t.contiguous() through the installed hook, which
// variant each layout takes and how the profiler names it, `out` at offsets that share 32-bit words with
// other data, host upload conversions equal to the GPU's, the legacy cast names, typed errors, costs.
import { describe, expect, test } from 'vitest';
import {
  AliasError,
  ArgumentError,
  DTypeError,
  ShapeError,
  castF16ToF32,
  castF32ToF16,
  contiguous,
  convert,
  convertCost,
  castCost,
} from '../../src/ops/index.ts';
import { DestroyedError } from '../../src/device/index.ts';
import { F16_ROUNDING_RULES, LAYOUT_RULES } from '../../src/ops/convert/ops.ts';
import { F32_EDGES } from '../../src/ops/convert/cases.ts';
import * as ref from '../../src/ops/convert/reference.ts';
import { choose } from '../../src/ops/select.ts';
import type { Addressing } from '../../src/ops/strided.ts';
import { f16ArrayToF32, f32ArrayToF16 } from '../../src/spirv/half.ts';
import { useDevice } from '../helpers/device.ts';
import { expectBitExact, kernelsWithLabel, randomF32 } from '../helpers/ops.ts';
import { SYNTHETIC } from '../helpers/synthetic-devices.ts';

/** Random f32 bit patterns (every class: NaNs, subnormals, huge) after the edge patterns. */
function edgeAndRandomBits(n: number): Float32Array {
  const bits = new Uint32Array(F32_EDGES.length + n);
  bits.set(F32_EDGES);
  let s = 12345;
  for (let i = F32_EDGES.length; i < bits.length; i++) bits[i] = s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
  return new Float32Array(bits.buffer);
}

describe('convert', () => {
  const dev = useDevice({ profile: true });

  test('t.to() and t.contiguous() run the family through the hook; to() of the own dtype is the tensor', () => {
    const d = dev();
    const x = d.upload(Float32Array.from([1.5, -2.7, 3e9, NaN]));
    expect(x.to('f32')).toBe(x);
    expect(Array.from(x.to('i32').read())).toEqual([1, -2, 2147483647, 0]);
    expect(Array.from(x.to('u8').read())).toEqual([1, 0, 255, 0]);
    const m = d.upload(
      Uint32Array.from({ length: 12 }, (_, i) => 0xfffffff0 + i),
      { shape: [3, 4] },
    );
    expect(m.contiguous()).toBe(m);
    const t = m.transpose().contiguous();
    expect(t.isContiguous).toBe(true);
    expect(Array.from(t.read())).toEqual([0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11].map((i) => 0xfffffff0 + i));
    expect(contiguous(m)).toBe(m);
  });

  test('layouts pick vec4, contiguous, strided or strided in vectors; copies are named convert.copy*', () => {
    const d = dev();
    const x = d.upload(randomF32(4096, 1));
    convert(x, 'f16');
    const rounding = choose(F16_ROUNDING_RULES, undefined, d.info); // the GPU's on NVIDIA and lavapipe
    expect(kernelsWithLabel(d, '4096')).toContain(rounding === 'hardware' ? 'convert.f32_to_f16_vec4_hw' : 'convert.f32_to_f16_vec4');
    convert(x.slice(0, 1, 1000), 'f16'); // offset 1: not a vec4 boundary
    expect(kernelsWithLabel(d, '999')).toContain('convert.f32_to_f16');
    const m = d.upload(randomF32(64, 2), { shape: [8, 8] });
    m.transpose().contiguous();
    expect(kernelsWithLabel(d, '8x8')).toContain('convert.copy32_strided');
    convert(d.upload(Int32Array.from([-1, 2, 3, 4]), { shape: [2, 2] }), 'u32'); // the same bits: a copy
    expect(kernelsWithLabel(d, '2x2')).toContain('convert.copy32_vec4');
    const addr = (layout: Addressing['layout']): Addressing => ({ layout, offsets: [], rank: 0, shape: [], strides: [] });
    for (const info of Object.values(SYNTHETIC)) {
      expect(choose(LAYOUT_RULES, addr('strided'), info)).toBe('_strided');
      const rows = (offsets: number[], strides: number[]): Addressing => ({
        layout: 'strided',
        offsets,
        rank: 2,
        shape: [3, 8],
        strides: [strides],
      });
      expect(choose(LAYOUT_RULES, rows([4, 0], [16, 1]), info)).toBe('_strided_vec4');
      expect(choose(LAYOUT_RULES, rows([4, 0], [18, 1]), info)).toBe('_strided');
      expect(choose(LAYOUT_RULES, rows([4, 0], [16, 2]), info)).toBe('_strided');
      expect(choose(LAYOUT_RULES, rows([4, 2], [16, 1]), info)).toBe('_strided');
      expect(choose(LAYOUT_RULES, addr('vec4'), info)).toBe('_vec4');
      expect(choose(LAYOUT_RULES, addr('contiguous'), info)).toBe('');
    }
    const roundings = Object.entries(SYNTHETIC).map(([name, info]) => [name, choose(F16_ROUNDING_RULES, undefined, info)]);
    expect(Object.fromEntries(roundings)).toEqual({ lavapipe: 'hardware', h200: 'hardware', rdna: 'integer', minimal: 'integer' });
  });

  test('contiguous() of a 4- or 2-byte view stepping 1 along a non-last dimension runs the tiled transpose; else the strided copy', () => {
    const d = dev();
    // x as the permuted view of a base buffer at an offset; the expected elements from the same walk on the host
    const check = (base: number[], at: number, perm: number[], label: string, kernel: string, dtype: 'u32' | 'f16' = 'u32'): void => {
      const n = base.reduce((a, b) => a * b, 1);
      const bits = Array.from({ length: n + at }, (_, i) => (Math.imul(i + 1, 0x9e3779b1) >>> 0) ^ i);
      const host = dtype === 'u32' ? Uint32Array.from(bits) : Uint16Array.from(bits, (v) => v & 0xffff);
      const b = d
        .upload(host, { dtype })
        .slice(0, at, at + n)
        .reshape(base);
      const x = b.permute(perm);
      const got = x.contiguous().read();
      const strides = base.map((_, k) => base.slice(k + 1).reduce((a, c) => a * c, 1));
      const shape = perm.map((p) => base[p]!);
      const want = dtype === 'u32' ? new Uint32Array(n) : new Uint16Array(n);
      for (let i = 0; i < n; i++) {
        let rest = i,
          src = at;
        for (let k = shape.length - 1; k >= 0; k--) {
          src += (rest % shape[k]!) * strides[perm[k]!]!;
          rest = Math.floor(rest / shape[k]!);
        }
        want[i] = host[src]!;
      }
      expect(got).toEqual(want);
      expect(kernelsWithLabel(d, label)).toEqual([kernel]);
    };
    check([70, 40], 0, [1, 0], '40x70', 'transpose.b32'); // ragged tiles on both sides
    check([130, 67], 0, [1, 0], '67x130', 'transpose.b32'); // several tiles each way, ragged
    check([33, 16], 3, [1, 0], '16x33', 'transpose.b32'); // the smallest tiled extent, at an offset
    check([3, 50, 37], 1, [0, 2, 1], '3x37x50', 'transpose.b32'); // a batch of matrices
    check([5, 3, 2, 40, 2, 20], 0, [1, 5, 0, 2, 4, 3], '3x20x5x2x2x40', 'transpose.b32'); // 4 batch dimensions
    check([15, 64], 0, [1, 0], '64x15', 'convert.copy32_strided'); // a tile dimension under 16
    check([2, 3, 2, 3, 2, 20, 20], 0, [0, 2, 4, 6, 1, 3, 5], '2x2x2x20x3x3x20', 'convert.copy32_strided'); // 5 batch dims
    // 2-byte elements as words of two halves: even extents, offsets and strides only
    check([72, 40], 0, [1, 0], '40x72', 'transpose.b16', 'f16');
    check([130, 66], 2, [1, 0], '66x130', 'transpose.b16', 'f16');
    check([3, 50, 36], 4, [0, 2, 1], '3x36x50', 'transpose.b16', 'f16');
    check([70, 41], 0, [1, 0], '41x70', 'convert.copy16_strided', 'f16'); // an odd extent
    check([74, 40], 1, [1, 0], '40x74', 'convert.copy16_strided', 'f16'); // an odd offset
  });

  test('the strided copies: whole aligned vector rows take _strided_vec4, the rest _strided with its index stepped across wraps, into out at any offset', () => {
    const d = dev();
    // x: base viewed at element `at`, permuted (or broadcast to `to`); y into a word-sharing slice at `lo`
    const check = (c: {
      dtype: 'u32' | 'f16' | 'u8';
      base: number[];
      at: number;
      perm?: number[];
      to?: number[];
      lo: number;
      kernel: string;
    }) => {
      const n = c.base.reduce((a, b) => a * b, 1);
      const bits = Array.from({ length: n + c.at }, (_, i) => (Math.imul(i + 1, 0x9e3779b1) >>> 0) ^ i);
      const Arr = { u32: Uint32Array, f16: Uint16Array, u8: Uint8Array }[c.dtype];
      const host = new Arr(bits); // the low bits of each
      d.resetProfile();
      const b = d
        .upload(host, { dtype: c.dtype })
        .slice(0, c.at, c.at + n)
        .reshape(c.base);
      const x = c.to ? b.broadcastTo(c.to) : b.permute(c.perm!);
      const strides = x.strides;
      const count = x.shape.reduce((a, e) => a * e, 1);
      const want = new Arr(count);
      for (let i = 0; i < count; i++) {
        let rest = i,
          src = c.at;
        for (let k = x.rank - 1; k >= 0; k--) {
          src += (rest % x.shape[k]!) * strides[k]!;
          rest = Math.floor(rest / x.shape[k]!);
        }
        want[i] = host[src]!;
      }
      const raw = d.alloc(c.dtype, [count + 8]);
      d.fillBits(raw, 0xabababab);
      const out = raw.slice(0, c.lo, c.lo + count).reshape(x.shape);
      convert(x, c.dtype, { out });
      const all = raw.read();
      expect(Array.from(all.subarray(c.lo, c.lo + count)), c.kernel).toEqual(Array.from(want));
      const fill = c.dtype === 'u32' ? 0xabababab : c.dtype === 'f16' ? 0xabab : 0xab;
      expect([...all.subarray(0, c.lo), ...all.subarray(c.lo + count)].every((v) => v === fill)).toBe(true);
      expect(kernelsWithLabel(d, x.shape.join('x'))).toEqual([c.kernel]);
    };
    // rows of whole vectors: a permute that keeps them, a broadcast over them (f16: four halves a vector)
    check({ dtype: 'u32', base: [64, 8, 32], at: 0, perm: [1, 0, 2], lo: 0, kernel: 'convert.copy32_strided_vec4' });
    check({ dtype: 'u32', base: [1, 12], at: 4, to: [300, 12], lo: 8, kernel: 'convert.copy32_strided_vec4' });
    check({ dtype: 'f16', base: [40, 3, 16], at: 8, perm: [1, 0, 2], lo: 4, kernel: 'convert.copy16_strided_vec4' });
    // not whole vectors: x at an odd offset, rows of 6, y at an offset that is not a vector's
    check({ dtype: 'u32', base: [64, 8, 32], at: 1, perm: [1, 0, 2], lo: 0, kernel: 'convert.copy32_strided' });
    check({ dtype: 'u32', base: [20, 3, 6], at: 0, perm: [1, 0, 2], lo: 0, kernel: 'convert.copy32_strided' });
    check({ dtype: 'u32', base: [64, 8, 32], at: 0, perm: [1, 0, 2], lo: 3, kernel: 'convert.copy32_strided' });
    // the stepped index wrapping every few elements, inside words and across invocations, y's first word shared
    check({ dtype: 'f16', base: [37, 3, 5], at: 1, perm: [2, 0, 1], lo: 1, kernel: 'convert.copy16_strided' });
    check({ dtype: 'u8', base: [300, 77], at: 3, perm: [1, 0], lo: 3, kernel: 'convert.copy8_strided' });
    check({ dtype: 'u8', base: [2, 3, 4, 5, 6], at: 0, perm: [4, 2, 0, 3, 1], lo: 1, kernel: 'convert.copy8_strided' });
  });

  test('out at offsets inside shared 32-bit words: the bytes around it are kept', () => {
    const d = dev();
    const xv = Float32Array.from({ length: 13 }, (_, i) => i * 37.3 - 200);
    const x = d.upload(xv);
    for (const [dtype, lo] of [
      ['u8', 3],
      ['i8', 1],
      ['f16', 1],
      ['bf16', 3],
      ['u8', 4],
    ] as const) {
      const bytes = dtype === 'u8' || dtype === 'i8' ? 1 : 2;
      const raw = d.alloc(dtype, [Math.floor(40 / bytes)]);
      d.fillBits(raw, 0xabababab);
      const out = raw.slice(0, lo, lo + 13);
      expect(convert(x, dtype, { out })).toBe(out);
      const all = new Uint8Array(raw.read().buffer);
      const want = new Uint8Array(ref.convert('f32', dtype, xv).buffer);
      expect(Array.from(all.subarray(lo * bytes, (lo + 13) * bytes)), dtype).toEqual(Array.from(want));
      expect(
        all.subarray(0, lo * bytes).every((b) => b === 0xab),
        `${dtype} before`,
      ).toBe(true);
      expect(
        all.subarray((lo + 13) * bytes).every((b) => b === 0xab),
        `${dtype} after`,
      ).toBe(true);
    }
  });

  test('device.upload(f32 values, { dtype }) converts on the host to the bits t.to() gives on the GPU', () => {
    const d = dev();
    const x = edgeAndRandomBits(20_001);
    const gpu = d.upload(x);
    for (const dtype of ['f16', 'bf16', 'i32', 'u32', 'i8', 'u8'] as const) {
      const host = new Uint8Array(d.upload(x, { dtype }).read().buffer);
      expect(Array.from(new Uint8Array(gpu.to(dtype).read().buffer)), dtype).toEqual(Array.from(host));
    }
    expectBitExact(d.upload(x, { dtype: 'f16' }).read(), f32ArrayToF16(x));
  });

  test('the legacy names castF32ToF16 / castF16ToF32 are convert, into out tensors too', () => {
    const d = dev();
    const xv = randomF32(1001, 5, -70000, 70000);
    const h = d.alloc('f16', [7, 143]);
    const back = d.alloc('f32', [7, 143]);
    expect(castF32ToF16(d.upload(xv, { shape: [7, 143] }), { out: h })).toBe(h);
    expect(castF16ToF32(h, { out: back })).toBe(back);
    expectBitExact(back.read(), f16ArrayToF32(f32ArrayToF16(xv)));
    expect(castF16ToF32(d.alloc('f16', [0])).shape).toEqual([0]);
  });

  test('typed errors name the op, the operand and what was expected', () => {
    const d = dev();
    const x = d.upload(randomF32(4, 1));
    const h = d.alloc('f16', [4]);
    expect(() => castF32ToF16(h)).toThrow(new DTypeError('castF32ToF16: x is f16 [4], expected f32'));
    expect(() => castF16ToF32(x)).toThrow(new DTypeError('castF16ToF32: x is f32 [4], expected f16'));
    expect(() => castF32ToF16(x, { out: d.alloc('f32', [4]) })).toThrow(new DTypeError('castF32ToF16: out is f32 [4], expected f16'));
    expect(() => convert(x, 'f64' as never)).toThrow(DTypeError);
    expect(() => convert(x, 'bytes')).toThrow(/bytes hold no element values/);
    expect(() => convert(d.alloc('bytes', [4]), 'u8')).toThrow(DTypeError);
    expect(convert(d.upload(Uint8Array.from([1, 2, 3]), { dtype: 'bytes' }), 'bytes').read()).toEqual(Uint8Array.from([1, 2, 3]));
    expect(() => convert(x, 'i32', { out: d.alloc('i32', [5]) })).toThrow(ShapeError);
    expect(() => convert(x, 'i32', { out: d.alloc('i32', [4, 2]).select(1, 0) })).toThrow(/must be contiguous/);
    const both = d.alloc('u32', [8]);
    expect(() => convert(both.slice(0, 0, 4), 'u32', { out: both.slice(0, 4, 8) })).toThrow(AliasError);
    expect(() => convert({} as never, 'f32')).toThrow(ArgumentError);
    // a string is a mistake, not a truthy value
    expect(() => convert(x, 'f16', { hardwareRounding: 'yes' as never })).toThrow(
      new ArgumentError("convert: hardwareRounding must be true or false (got 'yes')"),
    );
    const gone = d.upload(randomF32(4, 2));
    gone.destroy();
    expect(() => convert(gone, 'f16')).toThrow(DestroyedError);
  });

  test('cost models count bytes only', () => {
    expect(convertCost(10, 'f32', 'f16')).toEqual({ bytesRead: 40, bytesWritten: 20, flops: 0, precision: 'memory' });
    expect(convertCost(10, 'u8', 'bf16')).toEqual({ bytesRead: 10, bytesWritten: 20, flops: 0, precision: 'memory' });
    expect(castCost(10, 'f16', 'f32')).toEqual({ bytesRead: 20, bytesWritten: 40, flops: 0, precision: 'memory' });
    expect(() => convertCost(-1, 'f32', 'f32')).toThrow(RangeError);
  });
});
