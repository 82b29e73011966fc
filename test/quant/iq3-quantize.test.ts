// IQ3_XXS encoding against ggml_quantize_chunk's bytes (test/fixtures/quant/golden-iq3_xxs.json, ggml
// d99724f2): the 12 × 512 rows (zeros, constants, outliers, subnormal-scale rows, sparse -0.0, …) with an
// all-ones imatrix, a random one, and without one. Byte for byte.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { quant } from '../../src/index.ts';

const g = JSON.parse(readFileSync(new URL('../fixtures/quant/golden-iq3_xxs.json', import.meta.url), 'utf8')) as {
  rows: number;
  cols: number;
  input_f32_b64: string;
  quant_b64: string;
  without_imatrix: { quant_b64: string };
  random_imatrix: { imatrix_f32_b64: string; quant_b64: string };
};
const bytesOf = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));
const input = new Float32Array(bytesOf(g.input_f32_b64).buffer.slice(0));

/** '' when identical, else the first differing byte with its block. */
function difference(ours: Uint8Array, expected: Uint8Array): string {
  if (ours.length !== expected.length) return `length ${ours.length}, ggml ${expected.length}`;
  const i = ours.findIndex((b, k) => b !== expected[k]);
  return i < 0 ? '' : `byte ${i} (block ${Math.floor(i / 98)}, offset ${i % 98}): ours ${ours[i]}, ggml ${expected[i]}`;
}

test('iq3_xxs: quantize with an imatrix of ones is byte-identical to ggml_quantize_chunk', () => {
  const ours = quant.quantize('iq3_xxs', input, { rows: g.rows, cols: g.cols, imatrix: new Float32Array(g.cols).fill(1) });
  expect(difference(ours, bytesOf(g.quant_b64))).toBe('');
});

test('iq3_xxs: quantize without an imatrix is byte-identical to ggml_quantize_chunk', () => {
  const ours = quant.quantize('iq3_xxs', input, { rows: g.rows, cols: g.cols });
  expect(difference(ours, bytesOf(g.without_imatrix.quant_b64))).toBe('');
});

test('iq3_xxs: quantize with a random imatrix (0.01 … 100 per column) is byte-identical to ggml_quantize_chunk', () => {
  const imatrix = new Float32Array(bytesOf(g.random_imatrix.imatrix_f32_b64).buffer.slice(0));
  const ours = quant.quantize('iq3_xxs', input, { rows: g.rows, cols: g.cols, imatrix });
  expect(difference(ours, bytesOf(g.random_imatrix.quant_b64))).toBe('');
});

test('iq3_xxs: the imatrix changes the result (it is used, not ignored)', () => {
  const plain = quant.quantize('iq3_xxs', input, { rows: g.rows, cols: g.cols });
  const ramp = Float32Array.from({ length: g.cols }, (_, i) => 1 + (i % 7));
  expect(difference(quant.quantize('iq3_xxs', input, { rows: g.rows, cols: g.cols, imatrix: ramp }), plain)).not.toBe('');
});

test('iq3_xxs is listed as quantizable, with an optional imatrix', () => {
  expect(quant.formats.find((f) => f.name === 'iq3_xxs')).toMatchObject({ canQuantize: true, needsImatrix: false });
});
