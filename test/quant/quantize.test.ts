// The quant API around the codecs: the format table, name matching, f16/bf16, how quantize treats rows,
// the reconstruction error each format should reach, and a typed error for every bad input.
import { describe, expect, test } from 'vitest';
import { quant, VktsError } from '../../src/index.ts';
import { BLOCK_FORMATS } from '../../src/device/block-formats.ts';

const { QuantError, QuantFormatError, QuantSizeError, QuantArgumentError, QuantUnsupportedError } = quant;

let seed = 12345;
const rnd = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
const gauss = () => Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());

const QUANTIZABLE = ['q4_0', 'q4_1', 'q5_0', 'q5_1', 'q8_0', 'q2_K', 'q3_K', 'q4_K', 'q5_K', 'q6_K', 'iq4_nl', 'iq4_xs', 'tq1_0', 'tq2_0'];

describe('quant.formats', () => {
  test('lists f16, bf16 and the block formats with ggml block sizes, bytes and type ids', () => {
    const byName = new Map(quant.formats.map((f) => [f.name, f]));
    expect(byName.get('f16')).toMatchObject({ ggmlType: 1, blockSize: 1, blockBytes: 2, bitsPerWeight: 16, canQuantize: true });
    expect(byName.get('bf16')).toMatchObject({ ggmlType: 30, blockSize: 1, blockBytes: 2, bitsPerWeight: 16, canQuantize: true });
    for (const f of quant.formats.filter((f) => f.blockSize > 1)) {
      const b = BLOCK_FORMATS[f.name as keyof typeof BLOCK_FORMATS];
      expect([f.ggmlType, f.blockSize, f.blockBytes]).toEqual([b.ggmlType, b.blockSize, b.blockBytes]);
      expect(f.bitsPerWeight).toBe((b.blockBytes * 8) / b.blockSize);
    }
    expect(byName.get('q4_K')!.bitsPerWeight).toBe(4.5);
    expect(byName.get('tq1_0')!.bitsPerWeight).toBe(1.6875);
    const ids = quant.formats.map((f) => f.ggmlType);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('the 14 ggml_quantize_chunk formats quantize without an importance matrix', () => {
    for (const name of QUANTIZABLE)
      expect(quant.formats.find((f) => f.name === name)).toMatchObject({ canQuantize: true, needsImatrix: false });
  });
});

describe('names', () => {
  test('are ggml type names matched case-insensitively', () => {
    const x = Float32Array.from({ length: 256 }, gauss);
    const ref = quant.quantize('q4_K', x, { rows: 1, cols: 256 });
    for (const n of ['Q4_K', 'q4_k', 'Q4_k']) expect(quant.quantize(n, x, { rows: 1, cols: 256 })).toEqual(ref);
    expect(quant.dequantize('IQ4_NL', new Uint8Array(18), 32)).toEqual(quant.dequantize('iq4_nl', new Uint8Array(18), 32));
    expect(quant.quantize('F16', Float32Array.of(1), { rows: 1, cols: 1 })).toEqual(Uint8Array.of(0x00, 0x3c));
  });
});

describe('f16 and bf16', () => {
  const u32 = (...v: number[]) => new Float32Array(Uint32Array.from(v).buffer);
  const u16s = (b: Uint8Array) => Array.from(new Uint16Array(b.buffer, b.byteOffset, b.length / 2));

  test('f16 rounds to nearest even, keeps subnormals, overflows to inf and quiets NaN to 0x7e00 (ggml)', () => {
    // 1 + 2^-11 (a tie: to even 1.0), 1 + 3·2^-11 (tie: up), 2^-24 (smallest subnormal), 2^-25 (tie: to 0),
    // 65520 (rounds to inf), -0, a negative NaN with payload.
    const x = u32(0x3f801000, 0x3f803000, 0x33800000, 0x33000000, 0x477ff000, 0x80000000, 0xffc12345);
    expect(u16s(quant.quantize('f16', x, { rows: 1, cols: 7 }))).toEqual([0x3c00, 0x3c02, 0x0001, 0x0000, 0x7c00, 0x8000, 0xfe00]);
  });

  test('bf16 rounds to nearest even, keeps subnormals and sets the quiet bit of a NaN (ggml)', () => {
    const x = u32(0x3f808000, 0x3f818000, 0x00018000, 0x80000001, 0x7f800001);
    expect(u16s(quant.quantize('bf16', x, { rows: 1, cols: 5 }))).toEqual([0x3f80, 0x3f82, 0x0002, 0x8000, 0x7fc0]);
  });

  test('decode exactly', () => {
    const h = Uint16Array.of(0x0001, 0x83ff, 0x8000, 0x7bff, 0xfc00);
    const bytes = new Uint8Array(h.buffer);
    expect(Array.from(quant.dequantize('f16', bytes, 5))).toEqual([2 ** -24, -1023 * 2 ** -24, -0, 65504, -Infinity]);
    const bf = new Uint8Array(Uint16Array.of(0x3f80, 0x8001, 0xc2f7).buffer);
    expect(Array.from(quant.dequantize('bf16', bf, 3))).toEqual([1, -(2 ** -133), -123.5]);
  });
});

describe('quantize', () => {
  test('treats the matrix as one run of blocks: rows quantized together equal rows quantized apart', () => {
    const x = Float32Array.from({ length: 3 * 512 }, gauss);
    for (const name of QUANTIZABLE) {
      const all = quant.quantize(name, x, { rows: 3, cols: 512 });
      const parts = [0, 1, 2].map((r) => quant.quantize(name, x.subarray(r * 512, (r + 1) * 512), { rows: 1, cols: 512 }));
      expect(all, name).toEqual(Uint8Array.from(parts.flatMap((p) => Array.from(p))));
    }
  });

  // Relative RMS error of quantize → dequantize on N(0, 1) data (ternary formats on ternary data), an
  // upper bound with some margin over what ggml's algorithms reach (a broken scale search lands far above).
  const BOUND: Record<string, number> = {
    q4_0: 0.1,
    q4_1: 0.09,
    q5_0: 0.05,
    q5_1: 0.045,
    q8_0: 0.007,
    q2_K: 0.33,
    q3_K: 0.17,
    q4_K: 0.08,
    q5_K: 0.04,
    q6_K: 0.02,
    iq4_nl: 0.085,
    iq4_xs: 0.085,
    tq1_0: 0.03,
    tq2_0: 0.03,
  };
  for (const name of QUANTIZABLE) {
    test(`${name} reconstructs within its error bound`, () => {
      const ternary = name.startsWith('tq');
      const x = Float32Array.from({ length: 2048 }, () => (ternary ? [-0.5, 0, 0.5][Math.floor(rnd() * 3)]! + 0.005 * gauss() : gauss()));
      const y = quant.dequantize(name, quant.quantize(name, x, { rows: 2, cols: 1024 }), x.length);
      let err = 0;
      let sig = 0;
      for (let i = 0; i < x.length; i++) {
        err += (x[i]! - y[i]!) ** 2;
        sig += x[i]! ** 2;
      }
      expect(Math.sqrt(err / sig)).toBeLessThan(BOUND[name]!);
    });
  }
});

describe('typed errors', () => {
  const x = new Float32Array(64);
  const throwsOf = (fn: () => unknown, cls: new (...a: never[]) => Error, pattern: RegExp) => {
    let caught: unknown;
    try {
      fn();
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(cls);
    expect(caught).toBeInstanceOf(QuantError);
    expect(caught).toBeInstanceOf(VktsError);
    expect((caught as Error).message).toMatch(pattern);
  };

  test('an unknown format names itself and lists the known ones', () => {
    throwsOf(() => quant.quantize('q4_2', x, { rows: 1, cols: 64 }), QuantFormatError, /unknown format 'q4_2'.*known.*q4_0.*q4_K.*f16/);
    throwsOf(() => quant.dequantize('float8', new Uint8Array(0), 0), QuantFormatError, /unknown format 'float8'/);
    throwsOf(() => quant.dequantize(42 as unknown as string, new Uint8Array(0), 0), QuantFormatError, /must be a ggml type name string/);
  });

  test('dequantize: count not a multiple of the block, byte length not matching, bad arguments', () => {
    throwsOf(() => quant.dequantize('q4_K', new Uint8Array(144), 255), QuantSizeError, /count 255 is not a multiple of the block size 256/);
    throwsOf(() => quant.dequantize('q4_0', new Uint8Array(35), 64), QuantSizeError, /64 weights take 36 bytes \(2 blocks of 18\), got 35/);
    throwsOf(() => quant.dequantize('f16', new Uint8Array(3), 2), QuantSizeError, /take 4 bytes/);
    throwsOf(() => quant.dequantize('q8_0', [1, 2] as unknown as Uint8Array, 32), QuantArgumentError, /bytes must be a Uint8Array/);
    throwsOf(() => quant.dequantize('q8_0', new Uint8Array(34), -32), QuantArgumentError, /count must be a non-negative integer, got -32/);
    throwsOf(() => quant.dequantize('q8_0', new Uint8Array(34), 32.5), QuantArgumentError, /count must be a non-negative integer/);
  });

  test('quantize: data not rows × cols, cols not a multiple of the block, bad arguments', () => {
    throwsOf(() => quant.quantize('q8_0', x, { rows: 3, cols: 32 }), QuantSizeError, /data has 64 values, rows × cols = 3 × 32 = 96/);
    throwsOf(
      () => quant.quantize('q4_K', new Float32Array(512), { rows: 4, cols: 128 }),
      QuantSizeError,
      /cols 128 is not a multiple of the block size 256/,
    );
    throwsOf(
      () => quant.quantize('q4_0', Array.from(x) as unknown as Float32Array, { rows: 1, cols: 64 }),
      QuantArgumentError,
      /data must be a Float32Array/,
    );
    throwsOf(
      () => quant.quantize('q4_0', x, undefined as unknown as { rows: number; cols: number }),
      QuantArgumentError,
      /options \{ rows, cols \} are required/,
    );
    throwsOf(() => quant.quantize('q4_0', x, { rows: -1, cols: -64 }), QuantArgumentError, /rows must be a non-negative integer, got -1/);
    throwsOf(() => quant.quantize('q4_0', x, { rows: 1, cols: NaN }), QuantArgumentError, /cols must be a non-negative integer, got NaN/);
  });

  test('an imatrix steers the formats whose ggml quantizer uses it and leaves Q8_0 / TQ1_0 / TQ2_0 as they are', () => {
    const cols = 512;
    const x = Float32Array.from({ length: 2 * cols }, gauss);
    const imatrix = Float32Array.from({ length: cols }, (_, c) => (c % 3 === 0 ? 100 : 0.01));
    for (const name of QUANTIZABLE) {
      const plain = quant.quantize(name, x, { rows: 2, cols });
      const weighted = quant.quantize(name, x, { rows: 2, cols, imatrix });
      if (['q8_0', 'tq1_0', 'tq2_0'].includes(name)) expect(weighted, name).toEqual(plain);
      else expect(weighted, name).not.toEqual(plain);
    }
  });

  test('quantize: an imatrix of the wrong length or kind, or for a format that takes none', () => {
    throwsOf(
      () => quant.quantize('q4_K', new Float32Array(512), { rows: 2, cols: 256, imatrix: new Float32Array(512) }),
      QuantSizeError,
      /imatrix has 512 values, expected cols = 256/,
    );
    throwsOf(
      () => quant.quantize('q4_0', x, { rows: 1, cols: 64, imatrix: [] as unknown as Float32Array }),
      QuantArgumentError,
      /imatrix must be a Float32Array/,
    );
    const big = new Float32Array(256);
    throwsOf(
      () => quant.quantize('q8_K', big, { rows: 1, cols: 256, imatrix: big }),
      QuantUnsupportedError,
      /q8_K takes no importance matrix here/,
    );
    throwsOf(
      () => quant.quantize('f16', x, { rows: 1, cols: 64, imatrix: new Float32Array(64) }),
      QuantUnsupportedError,
      /f16 takes no importance matrix/,
    );
  });

  test('quantize: a format that cannot be quantized here', () => {
    // Formats registered with a decoder only, or that need an importance matrix (the IQ1/IQ2 ones).
    const decodeOnly = quant.formats.filter((f) => !f.canQuantize);
    const needsImatrix = quant.formats.filter((f) => f.canQuantize && f.needsImatrix);
    const unregistered = Object.keys(BLOCK_FORMATS).filter((n) => !quant.formats.some((f) => f.name === n));
    for (const f of decodeOnly) {
      const data = new Float32Array(f.blockSize);
      throwsOf(
        () => quant.quantize(f.name, data, { rows: 1, cols: f.blockSize }),
        QuantUnsupportedError,
        /is not implemented \(dequantize is\)/,
      );
    }
    for (const f of needsImatrix) {
      const data = new Float32Array(f.blockSize);
      throwsOf(() => quant.quantize(f.name, data, { rows: 1, cols: f.blockSize }), QuantUnsupportedError, /needs an importance matrix/);
    }
    for (const n of unregistered) throwsOf(() => quant.dequantize(n, new Uint8Array(0), 0), QuantUnsupportedError, /with no codec here/);
    if (decodeOnly.length + needsImatrix.length + unregistered.length === 0)
      console.log('every ggml block format quantizes here: no unsupported case to check');
  });
});
