// The IQ1/IQ2/IQ3 encoders (IQ1_S IQ1_M IQ2_XXS IQ2_XS IQ2_S IQ3_XXS IQ3_S) against ggml_quantize_chunk's bytes
// (test/fixtures/quant/golden-<type>.json, ggml d99724f2): the 12 × 512 rows (zeros, constants, outliers,
// subnormal-scale rows, sparse -0.0 with an all-zero 32-weight sub-block, …) with an all-ones imatrix, a
// random one, and without one where ggml allows that. Byte for byte.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { quant } from '../../src/index.ts';

interface Golden {
  rows: number;
  cols: number;
  type_size: number;
  input_f32_b64: string;
  quant_b64: string;
  without_imatrix?: { quant_b64: string };
  random_imatrix: { imatrix_f32_b64: string; quant_b64: string };
}

const bytesOf = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));
const f32Of = (b64: string) => new Float32Array(bytesOf(b64).buffer.slice(0));

/** '' when identical, else the first differing byte with its block. */
function difference(ours: Uint8Array, expected: Uint8Array, blockBytes: number): string {
  if (ours.length !== expected.length) return `length ${ours.length}, ggml ${expected.length}`;
  const i = ours.findIndex((b, k) => b !== expected[k]);
  return i < 0 ? '' : `byte ${i} (block ${Math.floor(i / blockBytes)}, offset ${i % blockBytes}): ours ${ours[i]}, ggml ${expected[i]}`;
}

for (const name of ['iq1_s', 'iq1_m', 'iq2_xxs', 'iq2_xs', 'iq2_s', 'iq3_xxs', 'iq3_s']) {
  describe(name, () => {
    const g = JSON.parse(readFileSync(new URL(`../fixtures/quant/golden-${name}.json`, import.meta.url), 'utf8')) as Golden;
    const input = f32Of(g.input_f32_b64);
    const shape = { rows: g.rows, cols: g.cols };
    const cases: [what: string, imatrix: Float32Array | undefined, expected: string][] = [
      ['an imatrix of ones', new Float32Array(g.cols).fill(1), g.quant_b64],
      ['a random imatrix (0.01 … 100 per column)', f32Of(g.random_imatrix.imatrix_f32_b64), g.random_imatrix.quant_b64],
    ];
    if (g.without_imatrix) cases.push(['no imatrix', undefined, g.without_imatrix.quant_b64]);

    for (const [what, imatrix, expected] of cases) {
      test(`quantize with ${what} is byte-identical to ggml_quantize_chunk`, () => {
        const ours = quant.quantize(name, input, { ...shape, ...(imatrix && { imatrix }) });
        expect(difference(ours, bytesOf(expected), g.type_size)).toBe('');
      });
    }

    const needsImatrix = g.without_imatrix === undefined; // ggml refuses NULL for IQ2_XXS, IQ2_XS, IQ1_S

    test('the imatrix is used, not ignored', () => {
      const ramp = Float32Array.from({ length: g.cols }, (_, i) => 1 + (i % 7));
      const ones = quant.quantize(name, input, { ...shape, imatrix: new Float32Array(g.cols).fill(1) });
      expect(difference(quant.quantize(name, input, { ...shape, imatrix: ramp }), ones, g.type_size)).not.toBe('');
    });

    test(`listed as quantizable, ${needsImatrix ? 'needing' : 'with an optional'} imatrix`, () => {
      expect(quant.formats.find((f) => f.name === name)).toMatchObject({ canQuantize: true, needsImatrix });
      if (needsImatrix) expect(() => quant.quantize(name, input, shape)).toThrow(quant.QuantUnsupportedError);
    });
  });
}
