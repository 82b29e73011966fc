// Every fixture in test/fixtures/quant/ is ggml's own output (made with the ggml C library; the folder's
// README and each file's `notes` say how): the quantized bytes of ggml_quantize_chunk and the f32 values of
// the type's to_float, for rows of input and for generated blocks. Our dequantize must give the same f32
// bit patterns, and where we quantize that format (with the fixture's imatrix: none, or all ones), our
// quantize the same bytes. Fixtures are picked up by file, so new ones are tested as they land:
// ggml-golden-*.json (copied from ../shared/golden), golden-*.json (all 21 formats; the folder's README),
// ggml-edge-*.json (edge-case rows: f32-subnormal, overflowing, constant, tied and sparse inputs, inf and
// NaN for f16/bf16), ggml-imatrix-*.json (quantized with a random imatrix) and ggml-ref-q8_{1,k}.json (quantize_row_q8_1_ref / _q8_K_ref, the activation formats
// ggml_quantize_chunk has no path for), made the same way (ggml-base at d99724f2, public functions; each
// file's `notes` says which and lists its rows).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { quant } from '../../src/index.ts';

const dir = fileURLToPath(new URL('../fixtures/quant/', import.meta.url));

interface Fixture {
  ggml_type_name?: string;
  type: string;
  block_size: number;
  type_size: number;
  rows: number;
  cols: number;
  /** null: none; 'ones': all ones; 'given': imatrix_f32_b64. */
  imatrix?: null | 'ones' | 'given';
  imatrix_f32_b64?: string;
  input_f32_b64?: string;
  quant_b64: string;
  /** Absent where ggml has no to_float (q8_1). */
  dequant_f32_b64?: string;
  /** Quantized with no imatrix, for formats whose main run used one. */
  without_imatrix?: { quant_b64: string; dequant_f32_b64: string };
  /** to_float of generated blocks (special f16 scales, every grid entry). */
  random_blocks?: { blocks: number; bytes_b64: string; dequant_f32_b64: string };
}

const bytesOf = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));
const u32Of = (b64: string) => {
  const b = bytesOf(b64);
  return new Uint32Array(b.buffer, b.byteOffset, b.length / 4);
};
const bitsOf = (x: Float32Array) => new Uint32Array(x.buffer, x.byteOffset, x.length);

/** The first index where two arrays differ, with both values, for a failure message that points at a row. */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>, perRow: number): string {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i])
      return `first difference at ${i} (row ${Math.floor(i / perRow)}, column ${i % perRow}): ours ${a[i]?.toString(16)}, ggml ${b[i]?.toString(16)}`;
  }
  return 'identical';
}

const files = readdirSync(dir)
  .filter((n) => n.endsWith('.json'))
  .sort();

test('the ggml golden fixtures are present (copied from ../shared/golden)', () => {
  for (const t of ['q4_0', 'q8_0', 'q4_k', 'q6_k']) expect(files).toContain(`ggml-golden-${t}.json`);
});

for (const file of files) {
  const fx = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Fixture;
  const name = fx.ggml_type_name ?? fx.type;
  const known = quant.formats.find((x) => x.name.toLowerCase() === name.toLowerCase());
  describe(`${file} (${name})`, () => {
    const qbytes = bytesOf(fx.quant_b64);
    const { cols } = fx;

    test('block layout matches ggml', () => {
      expect(known, `no codec for ${name}`).toBeDefined();
      expect([known!.blockSize, known!.blockBytes]).toEqual([fx.block_size, fx.type_size]);
    });

    const decodes: [string, string, string][] = [];
    if (fx.dequant_f32_b64) decodes.push(['rows', fx.quant_b64, fx.dequant_f32_b64]);
    if (fx.without_imatrix)
      decodes.push(['rows quantized without imatrix', fx.without_imatrix.quant_b64, fx.without_imatrix.dequant_f32_b64]);
    if (fx.random_blocks)
      decodes.push([`${fx.random_blocks.blocks} generated blocks`, fx.random_blocks.bytes_b64, fx.random_blocks.dequant_f32_b64]);
    for (const [what, q, d] of decodes) {
      test(`dequantize of the ${what} is bit-identical to ggml's (to_float)`, () => {
        const want = u32Of(d);
        const ours = bitsOf(quant.dequantize(name, bytesOf(q), want.length));
        expect(firstDifference(ours, want, what === 'rows' ? cols : fx.block_size)).toBe('identical');
      });
    }

    const input = fx.input_f32_b64 === undefined ? undefined : new Float32Array(u32Of(fx.input_f32_b64).buffer.slice(0));
    const { rows } = fx;
    const quantizes: [string, Float32Array | undefined, Uint8Array][] = [];
    if (known?.canQuantize && input) {
      if (fx.imatrix == null && !known.needsImatrix) quantizes.push(['without imatrix', undefined, qbytes]);
      if (fx.imatrix === 'ones') quantizes.push(['with an all-ones imatrix', new Float32Array(input.length / rows).fill(1), qbytes]);
      if (fx.imatrix === 'given')
        quantizes.push(['with its imatrix', new Float32Array(u32Of(fx.imatrix_f32_b64!).buffer.slice(0)), qbytes]);
      if (fx.without_imatrix && !known.needsImatrix) quantizes.push(['without imatrix', undefined, bytesOf(fx.without_imatrix.quant_b64)]);
    }
    for (const [what, imatrix, want] of quantizes) {
      test(`quantize ${what} is byte-identical to ggml's (ggml_quantize_chunk or the row _ref)`, () => {
        const ours = quant.quantize(name, input!, { rows, cols: input!.length / rows, ...(imatrix && { imatrix }) });
        expect(firstDifference(ours, want, want.length / rows)).toBe('identical');
      });
    }
  });
}
