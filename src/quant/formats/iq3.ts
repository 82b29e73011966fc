// The 3-bit codebook formats IQ3_XXS and IQ3_S: 256 weights per block, an f16 d, grid points of 4
// magnitudes, 8 signs per 8 weights (two points). Layouts (little-endian):
// - IQ3_XXS (98 bytes): d, 64 grid index bytes (IQ3XXS_GRID), then per 32 weights a u32 with 4 seven-bit
//   sign indices (bits 7l..7l+6, through KSIGNS_IQ2XS) and a 4-bit s in bits 28..31: scale d·(0.5 + s)/2.
// - IQ3_S (110 bytes): d, 64 low index bytes, 8 bytes qh (bit k of byte g: the 9th index bit of point
//   8g + k), 32 sign bytes (one bit per weight), 4 scale bytes (one nibble per 32 weights: scale d·(1 + 2s)).
// Both also encode (iq3-quantize.ts), as ggml_quantize_chunk with or without an imatrix.
import type { Codec } from '../codec.ts';
import { IQ3S_GRID, IQ3XXS_GRID, KSIGNS_IQ2XS } from '../generated/iq-grids.ts';
import * as common from './common.ts';
import { writeSignedPoint } from './iq2.ts';
import { withEncoder } from './iq2-iq3-search.ts';
import { encodeIq3S, encodeIq3Xxs } from './iq3-quantize.ts';

const { blockCodec, f, readF16 } = common;

/** 8 weights from two 4-wide points sharing the sign byte `signs` (low nibble for the first point). */
function writePair(grid: Uint8Array, i1: number, i2: number, signs: number, db: number, out: Float32Array, o: number): void {
  writeSignedPoint(grid, 4, i1, signs, db, out, o);
  writeSignedPoint(grid, 4, i2, signs >> 4, db, out, o + 4);
}

const IQ3_XXS_DECODER: Codec = blockCodec('iq3_xxs', {
  decode(bytes, at, out, o) {
    const d = readF16(bytes, at);
    for (let ib = 0; ib < 8; ib++, o += 32) {
      const q = at + 66 + 4 * ib;
      const aux = (bytes[q]! | (bytes[q + 1]! << 8) | (bytes[q + 2]! << 16) | (bytes[q + 3]! << 24)) >>> 0;
      const db = f(f(d * (0.5 + (aux >>> 28))) * 0.5);
      for (let l = 0; l < 4; l++) {
        const g = at + 2 + 8 * ib + 2 * l;
        writePair(IQ3XXS_GRID, bytes[g]!, bytes[g + 1]!, KSIGNS_IQ2XS[(aux >>> (7 * l)) & 127]!, db, out, o + 8 * l);
      }
    }
  },
});

/** IQ3_XXS decodes and encodes (as ggml_quantize_chunk, with or without an imatrix). */
export const IQ3_XXS: Codec = withEncoder(IQ3_XXS_DECODER, encodeIq3Xxs);

const IQ3_S_DECODER: Codec = blockCodec('iq3_s', {
  decode(bytes, at, out, o) {
    const d = readF16(bytes, at);
    for (let ib = 0; ib < 8; ib++, o += 32) {
      const db = f(d * (1 + 2 * ((bytes[at + 106 + (ib >> 1)]! >> (4 * (ib & 1))) & 0xf)));
      const qh = bytes[at + 66 + ib]!;
      for (let l = 0; l < 4; l++) {
        const k = 8 * ib + 2 * l;
        const i1 = bytes[at + 2 + k]! | (((qh >> (2 * l)) & 1) << 8);
        const i2 = bytes[at + 3 + k]! | (((qh >> (2 * l + 1)) & 1) << 8);
        writePair(IQ3S_GRID, i1, i2, bytes[at + 74 + 4 * ib + l]!, db, out, o + 8 * l);
      }
    }
  },
});

/** IQ3_S decodes and encodes (as ggml_quantize_chunk, with or without an imatrix). */
export const IQ3_S: Codec = withEncoder(IQ3_S_DECODER, encodeIq3S);
