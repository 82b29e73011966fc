// The 1-bit codebook formats IQ1_S and IQ1_M: 256 weights per block, grid points of 8 values in {-1, 0, 1}
// (IQ1S_GRID, 11-bit indices), each shifted by ±IQ1S_DELTA and scaled: weight = dl · (grid[j] + delta).
// Layouts (little-endian):
// - IQ1_S (50 bytes): d f16, 32 low index bytes, 8 u16 qh, one per 32 weights: bits 3l..3l+2 the high
//   index bits of point l, bits 12..14 a scale s (dl = d·(2s + 1)), bit 15 the delta's sign.
// - IQ1_M (56 bytes): 32 low index bytes, 16 bytes qh (per 8 weights a nibble: 3 high index bits, then the
//   delta's sign), 8 bytes = 4 u16 scales: 3 bits per 16 weights (bits 0..11, dl = d·(2s + 1)), and the
//   top nibbles of the four words together are the f16 d (word k's nibble is bits 4k..4k+3 of d).
// Both also encode (iq1-quantize.ts); IQ1_S only with an imatrix, as in ggml.
import type { Codec } from '../codec.ts';
import { f16BitsToF32 } from '../../spirv/half.ts';
import { IQ1M_DELTA, IQ1S_DELTA, IQ1S_GRID } from '../generated/iq-grids.ts';
import * as common from './common.ts';
import { encodeIq1M, encodeIq1S } from './iq1-quantize.ts';
import { withEncoder } from './iq2-iq3-search.ts';

const { blockCodec, f, readF16 } = common;

/** 8 weights of grid point `index`: f32 dl · (grid[j] + delta), as ggml computes them. */
function writeShiftedPoint(index: number, delta: number, dl: number, out: Float32Array, o: number): void {
  for (let j = 0, g = index * 8; j < 8; j++) out[o + j] = f(dl * (IQ1S_GRID[g + j]! + delta));
}

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);

const IQ1_S_DECODER: Codec = blockCodec('iq1_s', {
  decode(bytes, at, out, o) {
    const d = readF16(bytes, at);
    for (let ib = 0; ib < 8; ib++, o += 32) {
      const qh = u16(bytes, at + 34 + 2 * ib);
      const dl = f(d * (2 * ((qh >> 12) & 7) + 1));
      const delta = qh & 0x8000 ? -IQ1S_DELTA : IQ1S_DELTA;
      for (let l = 0; l < 4; l++) writeShiftedPoint(bytes[at + 2 + 4 * ib + l]! | (((qh >> (3 * l)) & 7) << 8), delta, dl, out, o + 8 * l);
    }
  },
});

/** IQ1_S decodes, and encodes as ggml_quantize_chunk, which needs an imatrix for it. */
export const IQ1_S: Codec = { ...withEncoder(IQ1_S_DECODER, encodeIq1S), needsImatrix: true };

const IQ1_M_DECODER: Codec = blockCodec('iq1_m', {
  decode(bytes, at, out, o) {
    const sc = [0, 1, 2, 3].map((k) => u16(bytes, at + 48 + 2 * k));
    const d = f16BitsToF32((sc[0]! >> 12) | ((sc[1]! >> 8) & 0xf0) | ((sc[2]! >> 4) & 0xf00) | (sc[3]! & 0xf000));
    for (let ib = 0; ib < 8; ib++, o += 32) {
      const bits = sc[ib >> 1]! >> (6 * (ib & 1));
      const dl1 = f(d * (2 * (bits & 7) + 1));
      const dl2 = f(d * (2 * ((bits >> 3) & 7) + 1));
      for (let l = 0; l < 4; l++) {
        const h = bytes[at + 32 + 2 * ib + (l >> 1)]! >> (4 * (l & 1));
        const delta = h & 8 ? -IQ1M_DELTA : IQ1M_DELTA;
        writeShiftedPoint(bytes[at + 4 * ib + l]! | ((h & 7) << 8), delta, l < 2 ? dl1 : dl2, out, o + 8 * l);
      }
    }
  },
});

/** IQ1_M decodes and encodes (as ggml_quantize_chunk, with or without an imatrix). */
export const IQ1_M: Codec = withEncoder(IQ1_M_DECODER, encodeIq1M);
