import { describe, expect, it } from 'vitest';
import { f16ArrayToF32, f16BitsToF32, f16BitsToF32Bits, f32ArrayToF16, f32BitsToF16Bits, f32ToF16Bits } from '../../src/spirv/half.ts';

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);
const bitsOf = (x: number) => ((F32[0] = x), U32[0]!);
const valueOf = (u: number) => ((U32[0] = u), F32[0]!);

/** Independent decoding of an f16 from its fields. */
function decode(h: number): number {
  const s = h & 0x8000 ? -1 : 1;
  const e = (h >> 10) & 0x1f;
  const m = h & 0x3ff;
  if (e === 31) return m ? NaN : s * Infinity;
  if (e === 0) return s * m * 2 ** -24;
  return s * 2 ** (e - 15) * (1 + m / 1024);
}

describe('f16 -> f32 (exhaustive)', () => {
  it('decodes all 65536 patterns exactly and round-trips them', () => {
    for (let h = 0; h < 0x10000; h++) {
      const expected = decode(h);
      const got = f16BitsToF32(h);
      if (Number.isNaN(expected)) {
        // payload kept: sign | exponent all ones | mantissa << 13
        expect(f16BitsToF32Bits(h)).toBe((((h & 0x8000) << 16) | 0x7f800000 | ((h & 0x3ff) << 13)) >>> 0);
        expect(Number.isNaN(got)).toBe(true);
        // f16 -> f32 -> f16 keeps a NaN a NaN with its sign and payload, quieted
        expect(f32BitsToF16Bits(f16BitsToF32Bits(h))).toBe(h | 0x0200);
        continue;
      }
      if (!Object.is(got, expected)) expect.fail(`0x${h.toString(16)}: got ${got}, expected ${expected}`);
      const back = f32BitsToF16Bits(f16BitsToF32Bits(h));
      if (back !== h) expect.fail(`round trip 0x${h.toString(16)} -> 0x${back.toString(16)}`);
    }
  });
  it('signed zeros and subnormals', () => {
    expect(Object.is(f16BitsToF32(0x8000), -0)).toBe(true);
    expect(f16BitsToF32(0x0001)).toBe(2 ** -24);
    expect(f16BitsToF32(0x03ff)).toBe(1023 * 2 ** -24);
    expect(f16BitsToF32(0x8200)).toBe(-(2 ** -15));
  });
});

describe('f32 -> f16 rounding', () => {
  const cases: [string, number, number][] = [
    ['1', 1, 0x3c00],
    ['-2', -2, 0xc000],
    ['max f16', 65504, 0x7bff],
    ['just below the overflow tie', valueOf(0x477fefff), 0x7bff],
    ['65520 ties to even: inf', 65520, 0x7c00],
    ['65536', 65536, 0x7c00],
    ['-1e10', -1e10, 0xfc00],
    ['f32 max', valueOf(0x7f7fffff), 0x7c00],
    ['1 + 2^-11 ties to even (down)', 1 + 2 ** -11, 0x3c00],
    ['1 + 3 * 2^-11 ties to even (up)', 1 + 3 * 2 ** -11, 0x3c02],
    ['1 + 2^-11 + 2^-23 rounds up', 1 + 2 ** -11 + 2 ** -23, 0x3c01],
    ['smallest normal', 2 ** -14, 0x0400],
    ['largest subnormal', 1023 * 2 ** -24, 0x03ff],
    ['just below smallest normal rounds up to it', 2 ** -14 - 2 ** -30, 0x0400],
    ['smallest subnormal', 2 ** -24, 0x0001],
    ['2^-25 ties to even: 0', 2 ** -25, 0x0000],
    ['just above 2^-25: smallest subnormal', valueOf(0x33000001), 0x0001],
    ['-2^-25: -0', -(2 ** -25), 0x8000],
    ['3 * 2^-25 ties to even: 2 units', 3 * 2 ** -25, 0x0002],
    ['5 * 2^-25 ties to even: 2 units', 5 * 2 ** -25, 0x0002],
    ['1.5 * 2^-24 + a bit', 1.5 * 2 ** -24 + 2 ** -40, 0x0002],
    ['2^-26: 0', 2 ** -26, 0x0000],
    ['f32 subnormal: 0', valueOf(0x00000001), 0x0000],
    ['-f32 subnormal: -0', valueOf(0x80400000), 0x8000],
    ['+0', 0, 0x0000],
    ['-0', -0, 0x8000],
    ['+inf', Infinity, 0x7c00],
    ['-inf', -Infinity, 0xfc00],
    ['0.1', 0.1, 0x2e66],
    ['pi', Math.PI, 0x4248],
  ];
  for (const [name, x, h] of cases) it(`${name} -> 0x${h.toString(16).padStart(4, '0')}`, () => expect(f32ToF16Bits(x)).toBe(h));

  it('NaN stays NaN: sign kept, quiet bit set, top payload bits kept', () => {
    expect(f32BitsToF16Bits(0x7fc00000)).toBe(0x7e00);
    expect(f32BitsToF16Bits(0xffc00000)).toBe(0xfe00);
    expect(f32BitsToF16Bits(0x7f800001)).toBe(0x7e00); // signalling, payload below the kept bits
    expect(f32BitsToF16Bits(0x7fa00000)).toBe(0x7f00); // signalling, payload bit 21 -> bit 8
    expect(f32BitsToF16Bits(0xff8fe000)).toBe(0xfe7f);
    expect(Number.isNaN(f16BitsToF32(f32ToF16Bits(NaN)))).toBe(true);
  });

  it('random f32 patterns round to the nearest f16, ties to even (checked against neighbours)', () => {
    let seed = 0x12345678;
    const rand = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0), seed);
    for (let t = 0; t < 200_000; t++) {
      // exponents concentrated on the f16 range (incl. subnormal and overflow edges)
      const exp = 98 + (rand() % 48); // f32 biased exponents 98 .. 145
      const u = ((rand() & 0x80000000) | (exp << 23) | (rand() & 0x7fffff)) >>> 0;
      const x = valueOf(u);
      const h = f32BitsToF16Bits(u);
      const ax = Math.abs(x);
      const sign = x < 0 ? 0x8000 : 0;
      if (ax >= 65520) {
        expect(h).toBe(sign | 0x7c00);
        continue;
      }
      expect(h & 0x8000).toBe(sign);
      const mag = h & 0x7fff;
      expect(mag).toBeLessThan(0x7c00);
      const d = Math.abs(ax - decode(mag));
      const below = mag > 0 ? Math.abs(ax - decode(mag - 1)) : Infinity;
      const above = Math.abs(ax - decode(mag + 1));
      if (!(d <= below && d <= above)) expect.fail(`0x${u.toString(16)}: 0x${h.toString(16)} is not nearest`);
      if ((d === below || d === above) && mag & 1) expect.fail(`0x${u.toString(16)}: tie not to even`);
    }
  });
});

describe('array conversions', () => {
  it('keep NaN payloads through bit views', () => {
    const src = new Float32Array(3);
    new Uint32Array(src.buffer).set([0x7fa00000, 0x3f800000, 0xff800000]);
    expect(Array.from(f32ArrayToF16(src))).toEqual([0x7f00, 0x3c00, 0xfc00]);
    const back = f16ArrayToF32(Uint16Array.from([0x7d01, 0x0001]));
    expect(Array.from(new Uint32Array(back.buffer))).toEqual([0x7fa02000, bitsOf(2 ** -24)]);
  });
  it('work on subarray views', () => {
    const big = Float32Array.from([9, 1, 2, 9]);
    expect(Array.from(f32ArrayToF16(big.subarray(1, 3)))).toEqual([0x3c00, 0x4000]);
  });
});
