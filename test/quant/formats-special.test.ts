// Hand-built blocks whose decoded values follow exactly from the block layout (ggml-common.h) and f16's
// definition: -0.0 outputs, negative and subnormal f16 scales, d = 0 with dmin != 0. Expected values are
// computed here in f64 (every one is exactly representable), and compared as f32 bit patterns, so a -0.0
// where +0.0 belongs (or a flushed subnormal) fails.
import { describe, expect, test } from 'vitest';
import { quant } from '../../src/index.ts';

const F16_NEG_ZERO = 0x8000;
const F16_MIN_SUB = 0x0001; // 2^-24
const F16_NEG_MAX_SUB = 0x83ff; // -1023 · 2^-24
const F16_MIN_NORMAL = 0x0400; // 2^-14
const F16_NEG_ONE = 0xbc00;
const F16_ONE = 0x3c00;

/** An f16 bit pattern's value, from the definition. */
function f16Value(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const e = (h >> 10) & 31;
  const m = h & 1023;
  return sign * (e === 0 ? m * 2 ** -24 : (1 + m / 1024) * 2 ** (e - 15));
}

function block(format: string, fill: (b: Uint8Array, f16: (at: number, h: number) => void) => void): Uint8Array {
  const info = quant.formats.find((x) => x.name === format)!;
  const b = new Uint8Array(info.blockBytes);
  fill(b, (at, h) => {
    b[at] = h & 0xff;
    b[at + 1] = h >> 8;
  });
  return b;
}

const bits = (x: ArrayLike<number>) => Array.from(new Uint32Array(Float32Array.from(x).buffer), (u) => u.toString(16));

function expectDecodes(format: string, b: Uint8Array, expected: number[]): void {
  const got = quant.dequantize(format, b, expected.length);
  expect(bits(got)).toEqual(bits(expected));
}

describe('legacy formats', () => {
  test('q4_0: d = -0.0 gives -0.0 for the zero level, as ggml stores for an all-zero block', () => {
    const b = block('q4_0', (b, f16) => {
      f16(0, F16_NEG_ZERO);
      b.fill(0x88, 2);
    });
    expectDecodes('q4_0', b, Array(32).fill(-0));
    const zeros = quant.quantize('q4_0', new Float32Array(32), { rows: 1, cols: 32 });
    expect(Array.from(zeros.subarray(0, 2))).toEqual([0x00, 0x80]);
    expect(bits(quant.dequantize('q4_0', zeros, 32))).toEqual(bits(Array(32).fill(-0)));
  });

  for (const d of [F16_MIN_SUB, F16_NEG_MAX_SUB, F16_NEG_ONE]) {
    test(`q4_0: d = 0x${d.toString(16)} (${f16Value(d)}) scales every level exactly`, () => {
      const b = block('q4_0', (b, f16) => {
        f16(0, d);
        for (let j = 0; j < 16; j++) b[2 + j] = j | ((15 - j) << 4);
      });
      const levels = [...Array(16).keys(), ...Array.from({ length: 16 }, (_, j) => 15 - j)];
      expectDecodes(
        'q4_0',
        b,
        levels.map((q) => (q - 8) * f16Value(d)),
      );
    });
  }

  test('q8_0: negative d and every int8 level (q = 0 gives -0.0)', () => {
    const qs = [-128, -127, -1, 0, 1, 127, ...Array.from({ length: 26 }, (_, i) => i - 13)];
    const b = block('q8_0', (b, f16) => {
      f16(0, F16_NEG_ONE);
      qs.forEach((q, j) => (b[2 + j] = q & 0xff));
    });
    expectDecodes(
      'q8_0',
      b,
      qs.map((q) => q * -1),
    );
  });

  test('q4_1 / q5_1: d = 0 with a negative subnormal m', () => {
    for (const format of ['q4_1', 'q5_1']) {
      const b = block(format, (b, f16) => {
        f16(2, 0x8001);
        b.fill(0xff, 4);
      });
      expectDecodes(format, b, Array(32).fill(-(2 ** -24)));
    }
  });

  test('q5_0: the fifth bits come from qh (bit j for weight j), with a subnormal d', () => {
    const b = block('q5_0', (b, f16) => {
      f16(0, F16_MIN_SUB);
      b[2] = 0b10100101; // qh bits 0, 2, 5, 7
      b[5] = 0x80; // qh bit 31
      for (let j = 0; j < 16; j++) b[6 + j] = 0x3c;
    });
    const hi = (j: number) => ([0, 2, 5, 7, 31].includes(j) ? 16 : 0);
    expectDecodes(
      'q5_0',
      b,
      Array.from({ length: 32 }, (_, j) => ((j < 16 ? 0xc : 0x3) + hi(j) - 16) * 2 ** -24),
    );
  });
});

describe('K-quants', () => {
  // Q4_K/Q5_K 6-bit scales and mins: groups 0-3 in bytes 0-3 / 4-7; groups 4-7 low nibbles in bytes 8-11,
  // top bits in bits 6-7 of bytes 0-3 (scales) / 4-7 (mins).
  function packScaleMin(b: Uint8Array, at: number, sc: number[], m: number[]): void {
    for (let j = 0; j < 4; j++) {
      b[at + j] = sc[j]! | ((sc[j + 4]! >> 4) << 6);
      b[at + j + 4] = m[j]! | ((m[j + 4]! >> 4) << 6);
      b[at + j + 8] = (sc[j + 4]! & 0xf) | ((m[j + 4]! & 0xf) << 4);
    }
  }

  for (const format of ['q4_K', 'q5_K']) {
    test(`${format}: d = 0 with dmin the smallest subnormal gives -dmin·m (and +0.0 where m = 0)`, () => {
      const sc = [63, 1, 17, 40, 48, 33, 0, 63];
      const m = [0, 1, 33, 63, 48, 17, 63, 0];
      const b = block(format, (b, f16) => {
        f16(2, F16_MIN_SUB);
        packScaleMin(b, 4, sc, m);
        b.fill(0xff, 16);
      });
      expectDecodes(
        format,
        b,
        Array.from({ length: 256 }, (_, i) => 0 - m[i >> 5]! * 2 ** -24),
      );
    });

    test(`${format}: d = 1 reads the 6-bit scales of all 8 groups (top bits included)`, () => {
      const sc = [63, 1, 17, 40, 48, 33, 0, 63];
      const b = block(format, (b, f16) => {
        f16(0, F16_ONE);
        packScaleMin(b, 4, sc, Array(8).fill(0));
        b.fill(0x11, 16); // Q4_K: level 1 everywhere; Q5_K: qh 0x11 adds 16 to groups 0 and 4
      });
      const q5 = format === 'q5_K';
      expectDecodes(
        format,
        b,
        Array.from({ length: 256 }, (_, i) => sc[i >> 5]! * (q5 ? ((i >> 5) % 4 === 0 ? 17 : 1) : 1)),
      );
    });
  }

  test('q2_K: d = 0 with dmin the smallest normal (d, dmin are the last fields)', () => {
    const b = block('q2_K', (b, f16) => {
      for (let g = 0; g < 16; g++) b[g] = (g << 4) | 15;
      b.fill(0xe4, 16, 80); // levels 0, 1, 2, 3 in the four 2-bit slots
      f16(82, F16_MIN_NORMAL);
    });
    expectDecodes(
      'q2_K',
      b,
      Array.from({ length: 256 }, (_, i) => 0 - (i >> 4) * 2 ** -14),
    );
  });

  test('q3_K: a negative subnormal d (the last field) times (sc - 32)·(q - 4)', () => {
    const b = block('q3_K', (b, f16) => {
      // All 2-bit levels 3, no high bits (q - 4 = -1); scales all 0 → sc - 32 = -32.
      b.fill(0xff, 32, 96);
      f16(108, F16_NEG_MAX_SUB);
    });
    expectDecodes('q3_K', b, Array(256).fill(f16Value(F16_NEG_MAX_SUB) * -32 * -1));
  });

  test('q6_K: negative d (the last field), int8 scales -128..127, level -32; sc = 0 gives +0.0', () => {
    const sc = [-128, 127, -1, 0, 1, 2, -2, 64, -64, 5, -5, 100, -100, 3, -3, 0];
    const b = block('q6_K', (b, f16) => {
      sc.forEach((s, i) => (b[192 + i] = s & 0xff));
      f16(208, F16_NEG_ONE);
    });
    // Weight i of half h, position l: scale index 8h + l/16 + 2·(quarter).
    const expected = Array.from({ length: 256 }, (_, i) => {
      const h = i >> 7;
      const r = i & 127;
      return -1 * sc[8 * h + ((r & 31) >> 4) + 2 * (r >> 5)]! * -32;
    });
    expectDecodes('q6_K', b, expected);
  });
});

describe('IQ4 and ternary', () => {
  const KVALUES = [-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113];

  test('iq4_nl: d = -0.0 gives +0.0 for negative table values and -0.0 for positive ones', () => {
    const b = block('iq4_nl', (b, f16) => {
      f16(0, F16_NEG_ZERO);
      for (let j = 0; j < 16; j++) b[2 + j] = j | ((15 - j) << 4);
    });
    const idx = [...Array(16).keys(), ...Array.from({ length: 16 }, (_, j) => 15 - j)];
    expectDecodes(
      'iq4_nl',
      b,
      idx.map((q) => KVALUES[q]! * -0),
    );
  });

  test('iq4_xs: a subnormal d times (ls - 32) times the table', () => {
    const b = block('iq4_xs', (b, f16) => {
      f16(0, F16_MIN_SUB);
      b[2] = 0b11100100; // scales_h: groups 0-3 get high bits 0, 1, 2, 3
      b[4] = 0x5a; // scales_l: group 0 low nibble 0xa, group 1 0x5
      for (let j = 0; j < 128; j++) b[8 + j] = 0xf0;
    });
    const ls = [0x0a, 0x15, 0x20, 0x30, 0, 0, 0, 0];
    expectDecodes(
      'iq4_xs',
      b,
      Array.from({ length: 256 }, (_, i) => (ls[i >> 5]! - 32) * 2 ** -24 * KVALUES[(i & 31) < 16 ? 0 : 15]!),
    );
  });

  test('tq2_0 / tq1_0: d = -0.0 (the last field) gives -0.0 for the zero trit', () => {
    const tq2 = block('tq2_0', (b, f16) => {
      b.fill(0b01010101, 0, 64); // trit 1 (value 0) everywhere
      f16(64, F16_NEG_ZERO);
    });
    expectDecodes('tq2_0', tq2, Array(256).fill(-0));
    // TQ1_0 byte for five zero trits (base-3 121) is ceil(121·256/243) = 128; four trits + pad: 120 → 127.
    const tq1 = block('tq1_0', (b, f16) => {
      b.fill(128, 0, 48);
      b.fill(127, 48, 52);
      f16(52, F16_NEG_ZERO);
    });
    expectDecodes('tq1_0', tq1, Array(256).fill(-0));
  });
});
