// TQ1_0 and TQ2_0: ternary weights {-1, 0, 1}·d with d = max |x| of the 256-weight block, f16 d LAST.
// TQ2_0 (66 bytes) = qs[64] (byte m of 32-byte chunk c: weights 128c + m + 32n in bits 2n..2n+1, stored
//   q + 1), d.
// TQ1_0 (54 bytes) = qs[48], qh[4], d. Five trits per byte of qs (4 per byte of qh, the last trit slot
//   zero) as a base-3 number t scaled to a byte, ceil(t · 256 / 243); trit n is read back as the top of
//   (byte · 3^n mod 256) · 3 / 256. qs[0..31] hold weights m + 32n (n < 5), qs[32..47] weights 160 + m +
//   16n, qh[j] weights 240 + j + 4n (n < 4).
// Encoders: quantize_row_tq1_0_ref / quantize_row_tq2_0_ref (ggml_quantize_chunk runs them unconditionally,
// an imatrix or not).
import type { Codec } from '../codec.ts';
import * as common from './common.ts';

// Local bindings (see common.ts): a transpiled import is a getter call in these inner loops.
const { blockCodec, cmax, f, inverse, lroundLow32, readF16, writeF16 } = common;

/** The trit (0, 1, 2) of x·id: lroundf + 1. */
const trit = (x: number, id: number) => lroundLow32(f(x * id)) + 1;

function blockScale(x: Float32Array, o: number): number {
  let amax = 0;
  for (let j = o; j < o + 256; j++) amax = cmax(amax, Math.abs(x[j]!));
  return amax;
}

/** The byte for `count` trits of x at o, o + stride, ... (most significant first), padded to 5 trit slots. */
function packTrits(x: Float32Array, o: number, stride: number, count: number, id: number): number {
  let q = 0;
  for (let n = 0; n < count; n++) q = (q * 3 + trit(x[o + n * stride]!, id)) & 0xff;
  for (let n = count; n < 5; n++) q = (q * 3) & 0xff;
  return Math.floor((q * 256 + 242) / 243) & 0xff;
}

function encodeTQ1(x: Float32Array, o: number, out: Uint8Array, at: number): void {
  const d = blockScale(x, o);
  const id = inverse(d);
  writeF16(out, at + 52, d);
  for (let m = 0; m < 32; m++) out[at + m] = packTrits(x, o + m, 32, 5, id);
  for (let m = 0; m < 16; m++) out[at + 32 + m] = packTrits(x, o + 160 + m, 16, 5, id);
  for (let j = 0; j < 4; j++) out[at + 48 + j] = packTrits(x, o + 240 + j, 4, 4, id);
}

/** Trit n (0-4) of a TQ1_0 byte, as -1, 0 or 1. */
const unpackTrit = (byte: number, n: number) => ((((byte * 3 ** n) & 0xff) * 3) >> 8) - 1;

function decodeTQ1(bytes: Uint8Array, at: number, out: Float32Array, o: number): void {
  const d = readF16(bytes, at + 52);
  let y = o;
  for (let n = 0; n < 5; n++) for (let m = 0; m < 32; m++) out[y++] = unpackTrit(bytes[at + m]!, n) * d;
  for (let n = 0; n < 5; n++) for (let m = 0; m < 16; m++) out[y++] = unpackTrit(bytes[at + 32 + m]!, n) * d;
  for (let n = 0; n < 4; n++) for (let j = 0; j < 4; j++) out[y++] = unpackTrit(bytes[at + 48 + j]!, n) * d;
}

function encodeTQ2(x: Float32Array, o: number, out: Uint8Array, at: number): void {
  const d = blockScale(x, o);
  const id = inverse(d);
  writeF16(out, at + 64, d);
  for (let c = 0; c < 2; c++) {
    for (let m = 0; m < 32; m++) {
      let q = 0;
      for (let n = 0; n < 4; n++) q += (trit(x[o + 128 * c + m + 32 * n]!, id) & 3) << (2 * n);
      out[at + 32 * c + m] = q & 0xff;
    }
  }
}

function decodeTQ2(bytes: Uint8Array, at: number, out: Float32Array, o: number): void {
  const d = readF16(bytes, at + 64);
  for (let c = 0; c < 2; c++) {
    for (let n = 0; n < 4; n++)
      for (let m = 0; m < 32; m++) out[o + 128 * c + 32 * n + m] = (((bytes[at + 32 * c + m]! >> (2 * n)) & 3) - 1) * d;
  }
}

export const TQ1_0: Codec = blockCodec('tq1_0', { decode: decodeTQ1, encode: encodeTQ1, ignoresImatrix: true });
export const TQ2_0: Codec = blockCodec('tq2_0', { decode: decodeTQ2, encode: encodeTQ2, ignoresImatrix: true });
