// The IQ2/IQ3/IQ1 decoders against ggml's own to_float (test/fixtures/quant/golden-<type>.json, made with
// ggml d99724f2): generated blocks that use every grid point and sign pattern at least once (coverage
// recorded in the fixture and re-counted here), with ±0, subnormal, negative and extreme f16 scales; and
// ggml_quantize_chunk's output for real rows (with an all-ones imatrix, and without one where ggml allows).
// Compared as f32 bit patterns, so -0.0 must come out as -0.0.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { quant } from '../../src/index.ts';
import { BLOCK_FORMATS, type BlockDType } from '../../src/device/block-formats.ts';

interface Golden {
  ggml_type_name: string;
  quant_b64: string;
  dequant_f32_b64: string;
  without_imatrix?: { quant_b64: string; dequant_f32_b64: string };
  random_blocks: {
    blocks: number;
    bytes_b64: string;
    dequant_f32_b64: string;
    coverage: { grid_entries: number; grid_entries_used: number; sign_patterns: number; sign_patterns_used: number };
  };
}

const load = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/quant/golden-${name.toLowerCase()}.json`, import.meta.url), 'utf8')) as Golden;
const bytesOf = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));
const bitsOf = (b64: string) => new Uint32Array(bytesOf(b64).buffer.slice(0));

/** '' when identical, else the first differing weight with its block and both bit patterns. */
function difference(ours: Float32Array, expected: Uint32Array): string {
  const bits = new Uint32Array(ours.buffer, ours.byteOffset, ours.length);
  if (bits.length !== expected.length) return `length ${bits.length}, ggml ${expected.length}`;
  for (let i = 0; i < bits.length; i++)
    if (bits[i] !== expected[i])
      return `weight ${i} (block ${i >> 8}, weight ${i & 255}): ours 0x${bits[i]!.toString(16)} (${ours[i]}), ggml 0x${expected[i]!.toString(16)}`;
  return '';
}

// Where each format keeps its grid indices: slot k of a block -> index (the inverse of the fixture generator).
const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const gridIndex: Record<string, { slots: number; at: (b: Uint8Array, k: number) => number }> = {
  iq2_xxs: { slots: 32, at: (b, k) => b[2 + 8 * (k >> 2) + (k & 3)]! },
  iq2_xs: { slots: 32, at: (b, k) => u16(b, 2 + 2 * k) & 511 },
  iq2_s: { slots: 32, at: (b, k) => b[2 + k]! | (((b[66 + (k >> 2)]! >> (2 * (k & 3))) & 3) << 8) },
  iq3_xxs: { slots: 64, at: (b, k) => b[2 + k]! },
  iq3_s: { slots: 64, at: (b, k) => b[2 + k]! | (((b[66 + (k >> 3)]! >> (k & 7)) & 1) << 8) },
  iq1_s: { slots: 32, at: (b, k) => b[2 + k]! | (((u16(b, 34 + 2 * (k >> 2)) >> (3 * (k & 3))) & 7) << 8) },
  iq1_m: { slots: 32, at: (b, k) => b[k]! | (((b[32 + (k >> 1)]! >> (4 * (k & 1))) & 7) << 8) },
};

for (const name of ['iq2_xxs', 'iq2_xs', 'iq2_s', 'iq3_xxs', 'iq3_s', 'iq1_s', 'iq1_m'] as const) {
  describe(name, () => {
    const g = load(name);
    const { blockBytes } = BLOCK_FORMATS[name as BlockDType];

    test('the generated blocks use every grid point (re-counted from the bytes)', () => {
      const { blocks, bytes_b64, coverage } = g.random_blocks;
      const bytes = bytesOf(bytes_b64);
      const used = new Set<number>();
      for (let b = 0; b < blocks; b++) {
        const block = bytes.subarray(b * blockBytes, (b + 1) * blockBytes);
        for (let k = 0; k < gridIndex[name]!.slots; k++) used.add(gridIndex[name]!.at(block, k));
      }
      expect(used.size).toBe(coverage.grid_entries);
      expect(coverage.grid_entries_used).toBe(coverage.grid_entries);
      expect(coverage.sign_patterns_used).toBe(coverage.sign_patterns);
    });

    test(`dequantize of ${g.random_blocks.blocks} generated blocks is bit-identical to ggml to_float`, () => {
      const expected = bitsOf(g.random_blocks.dequant_f32_b64);
      expect(difference(quant.dequantize(name, bytesOf(g.random_blocks.bytes_b64), expected.length), expected)).toBe('');
    });

    test('dequantize of ggml_quantize_chunk output (imatrix of ones) is bit-identical to ggml to_float', () => {
      const expected = bitsOf(g.dequant_f32_b64);
      expect(difference(quant.dequantize(name, bytesOf(g.quant_b64), expected.length), expected)).toBe('');
    });

    if (g.without_imatrix) {
      const w = g.without_imatrix;
      test('dequantize of ggml_quantize_chunk output (no imatrix) is bit-identical to ggml to_float', () => {
        const expected = bitsOf(w.dequant_f32_b64);
        expect(difference(quant.dequantize(name, bytesOf(w.quant_b64), expected.length), expected)).toBe('');
      });
    }

    test('the decoded blocks include -0.0 and both signs (the fixture exercises them)', () => {
      const out = quant.dequantize(name, bytesOf(g.random_blocks.bytes_b64), g.random_blocks.blocks * 256);
      expect(out.some((v) => Object.is(v, -0))).toBe(true);
      expect(out.some((v) => v < 0) && out.some((v) => v > 0)).toBe(true);
    });
  });
}
