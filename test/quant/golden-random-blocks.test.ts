// ggml's to_float of generated blocks (the `random_blocks` of test/fixtures/quant/golden-<type>.json) for the
// formats whose every field value is a valid encoding: random quant bytes with f16 scales set to ±0,
// subnormals of both signs, ±65504 and random normals, d = 0 beside dmin != 0. Decoding must give the same
// f32 bit patterns. (The IQ2/IQ3/IQ1 formats' blocks are checked in iq-codecs.test.ts, with their coverage.)
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { quant } from '../../src/index.ts';

const formats = ['q4_0', 'q4_1', 'q5_0', 'q5_1', 'q8_0', 'q2_K', 'q3_K', 'q4_K', 'q5_K', 'q6_K', 'iq4_nl', 'iq4_xs', 'tq1_0', 'tq2_0'];

interface RandomBlocks {
  block_size: number;
  random_blocks: { blocks: number; bytes_b64: string; dequant_f32_b64: string };
}

for (const name of formats) {
  test(`${name}: dequantize of generated blocks is bit-identical to ggml to_float`, () => {
    const url = new URL(`../fixtures/quant/golden-${name.toLowerCase()}.json`, import.meta.url);
    const fx = JSON.parse(readFileSync(url, 'utf8')) as RandomBlocks;
    const { blocks, bytes_b64, dequant_f32_b64 } = fx.random_blocks;
    const expected = new Uint32Array(Buffer.from(dequant_f32_b64, 'base64').buffer.slice(0));
    expect(expected.length).toBe(blocks * fx.block_size);
    const ours = quant.dequantize(name, new Uint8Array(Buffer.from(bytes_b64, 'base64')), expected.length);
    const bits = new Uint32Array(ours.buffer, ours.byteOffset, ours.length);
    const i = bits.findIndex((b, k) => b !== expected[k]);
    expect(i < 0 ? 'identical' : `weight ${i}: ours 0x${bits[i]!.toString(16)}, ggml 0x${expected[i]!.toString(16)}`).toBe('identical');
  });
}
