// The 2-bit codebook formats IQ2_XXS, IQ2_XS, IQ2_S: 256 weights per block, an f16 d, then per group of 8
// weights a grid point (8 magnitudes from {8, 25, 43}) and 8 signs, and per 16 or 32 weights a 4-bit scale s
// giving the group scale d·(0.5 + s)/4. Layouts (little-endian):
// - IQ2_XXS (66 bytes): d, then per 32 weights two u32: the first holds 4 grid indices (a byte each), the
//   second 4 seven-bit sign indices (bits 7l..7l+6, through KSIGNS_IQ2XS) and s in bits 28..31.
// - IQ2_XS (74 bytes): d, 32 u16 (grid index bits 0..8, sign index bits 9..15), 8 scale bytes (low nibble
//   for the first 16 weights of a 32-weight group, high nibble for the second).
// - IQ2_S (82 bytes): d, 32 low index bytes, 32 sign bytes (one bit per weight), 8 bytes qh (2 high index
//   bits per group), 8 scale bytes as IQ2_XS.
// All three also encode (iq2-quantize.ts); IQ2_XXS and IQ2_XS only with an imatrix, as in ggml.
import type { Codec } from '../codec.ts';
import { IQ2S_GRID, IQ2XS_GRID, IQ2XXS_GRID, KMASK_IQ2XS, KSIGNS_IQ2XS } from '../generated/iq-grids.ts';
import * as common from './common.ts';
import { encodeIq2S, encodeIq2Xs, encodeIq2Xxs } from './iq2-quantize.ts';
import { withEncoder } from './iq2-iq3-search.ts';

const { blockCodec, f, readF16 } = common;

/** Writes the `width` weights of grid point `index` (a grid of `width`-byte points) with sign bits `signs`
 * (bit j for weight j), scaled by `db`, as ggml's `db * grid[j] * (signs & kmask[j] ? -1 : 1)`: two f32
 * products, the second of which only flips the sign. Shared with the IQ3 formats. */
export function writeSignedPoint(
  grid: Uint8Array,
  width: number,
  index: number,
  signs: number,
  db: number,
  out: Float32Array,
  o: number,
): void {
  for (let j = 0, g = index * width; j < width; j++) {
    const m = f(db * grid[g + j]!);
    out[o + j] = signs & KMASK_IQ2XS[j]! ? -m : m;
  }
}

/** ggml's group scale of the IQ2 formats: d · (0.5 + s) · 0.25 in f32. */
const groupScale = (d: number, s: number) => f(f(d * (0.5 + s)) * 0.25);

const IQ2_XXS_DECODER: Codec = blockCodec('iq2_xxs', {
  decode(bytes, at, out, o) {
    const d = readF16(bytes, at);
    for (let ib = 0; ib < 8; ib++, o += 32) {
      const q = at + 2 + 8 * ib;
      const aux = (bytes[q + 4]! | (bytes[q + 5]! << 8) | (bytes[q + 6]! << 16) | (bytes[q + 7]! << 24)) >>> 0;
      const db = groupScale(d, aux >>> 28);
      for (let l = 0; l < 4; l++)
        writeSignedPoint(IQ2XXS_GRID, 8, bytes[q + l]!, KSIGNS_IQ2XS[(aux >>> (7 * l)) & 127]!, db, out, o + 8 * l);
    }
  },
});

const IQ2_XS_DECODER: Codec = blockCodec('iq2_xs', {
  decode(bytes, at, out, o) {
    const d = readF16(bytes, at);
    for (let ib = 0; ib < 8; ib++, o += 32) {
      const sc = bytes[at + 66 + ib]!;
      const db0 = groupScale(d, sc & 0xf);
      const db1 = groupScale(d, sc >> 4);
      for (let l = 0; l < 4; l++) {
        const q = at + 2 + 2 * (4 * ib + l);
        const v = bytes[q]! | (bytes[q + 1]! << 8);
        writeSignedPoint(IQ2XS_GRID, 8, v & 511, KSIGNS_IQ2XS[v >> 9]!, l < 2 ? db0 : db1, out, o + 8 * l);
      }
    }
  },
});

const IQ2_S_DECODER: Codec = blockCodec('iq2_s', {
  decode(bytes, at, out, o) {
    const d = readF16(bytes, at);
    for (let ib = 0; ib < 8; ib++, o += 32) {
      const sc = bytes[at + 74 + ib]!;
      const qh = bytes[at + 66 + ib]!;
      const db0 = groupScale(d, sc & 0xf);
      const db1 = groupScale(d, sc >> 4);
      for (let l = 0; l < 4; l++) {
        const k = 4 * ib + l;
        const index = bytes[at + 2 + k]! | (((qh >> (2 * l)) & 3) << 8);
        writeSignedPoint(IQ2S_GRID, 8, index, bytes[at + 34 + k]!, l < 2 ? db0 : db1, out, o + 8 * l);
      }
    }
  },
});

/** IQ2_S decodes and encodes (as ggml_quantize_chunk, with or without an imatrix). */
export const IQ2_S: Codec = withEncoder(IQ2_S_DECODER, encodeIq2S);

/** IQ2_XXS and IQ2_XS decode, and encode as ggml_quantize_chunk, which needs an imatrix for them. */
export const IQ2_XXS: Codec = { ...withEncoder(IQ2_XXS_DECODER, encodeIq2Xxs), needsImatrix: true };
export const IQ2_XS: Codec = { ...withEncoder(IQ2_XS_DECODER, encodeIq2Xs), needsImatrix: true };
