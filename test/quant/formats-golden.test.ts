// Every fixture in test/fixtures/quant/ is ggml's own output (made with the ggml C library, see each file's
// `notes`): the quantized bytes of ggml_quantize_chunk and the f32 values of the type's to_float. Our
// dequantize must give the same f32 bit patterns, and, where the fixture carries the f32 input and we
// quantize that format, our quantize the same bytes. Fixtures are picked up by file, so new ones are tested
// as they land.
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
  rows?: number;
  cols?: number;
  imatrix?: unknown;
  input_f32_b64?: string;
  quant_b64: string;
  dequant_f32_b64: string;
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
    const expected = u32Of(fx.dequant_f32_b64);
    const cols = fx.cols ?? expected.length;

    test('block layout matches ggml', () => {
      expect(known, `no codec for ${name}`).toBeDefined();
      expect([known!.blockSize, known!.blockBytes]).toEqual([fx.block_size, fx.type_size]);
    });

    test('dequantize is bit-identical to ggml to_float', () => {
      const ours = bitsOf(quant.dequantize(name, qbytes, expected.length));
      const diff = firstDifference(ours, expected, cols);
      expect(diff).toBe('identical');
    });

    if (fx.input_f32_b64 !== undefined && fx.imatrix == null && known?.canQuantize && !known.needsImatrix) {
      test('quantize is byte-identical to ggml_quantize_chunk', () => {
        const input = new Float32Array(u32Of(fx.input_f32_b64!).buffer.slice(0));
        const rows = fx.rows ?? 1;
        const ours = quant.quantize(name, input, { rows, cols: input.length / rows });
        const diff = firstDifference(ours, qbytes, qbytes.length / rows);
        expect(diff).toBe('identical');
      });
    }
  });
}
