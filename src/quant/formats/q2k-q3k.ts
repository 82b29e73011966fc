// Q2_K and Q3_K: 256 weights in 16 groups of 16, 2-bit levels in `qs` (byte l of each 32-byte quarter holds
// weights l, l+32, l+64, l+96 of its 128, two bits each from the bottom).
// Q2_K (84 bytes) = scales[16] (low nibble: group scale, high: group min), qs[64], d, dmin f16 (LAST):
//   x = d·sc·q - dmin·m.
// Q3_K (110 bytes) = hmask[32] (bit k of byte l: the third bit of weight 32k + l), qs[64], scales[12]
//   (16 6-bit signed scales + 32: low nibbles in bytes 0-7, weight 8-15's in their high nibbles, the top two
//   bits in bytes 8-11), d f16 (LAST): x = d·(sc - 32)·(q - 4·!hbit).
// Encoders: ggml's quantize_row_q2_K_ref / quantize_row_q3_K_ref (ggml_quantize_chunk's no-imatrix path),
// and with an imatrix quantize_row_q2_K_impl / _q3_K_impl (weights imatrix·sqrt(σ²_block + x²); the group
// scales by make_qkx3_quants + make_qp_quants for Q2_K, make_qx_quants twice for Q3_K).
import type { Codec } from '../codec.ts';
import * as common from './common.ts';
import { makeQ3Quants, makeQkx2Quants, makeQpQuants, makeQxQuants, QKX3 } from './k-search.ts';

// Local bindings (see common.ts): a transpiled import is a getter call in these inner loops.
const { blockCodec, clamp, f, nearestInt, readF16, writeF16 } = common;

const F01 = f(0.1);

/** Packs 2-bit levels 4 to a byte, quarter by quarter, as both formats store `qs`. */
function pack2(L: ArrayLike<number>, out: Uint8Array, at: number): void {
  for (let j = 0; j < 256; j += 128) {
    for (let l = 0; l < 32; l++)
      out[at + j / 4 + l] = (L[j + l]! | (L[j + l + 32]! << 2) | (L[j + l + 64]! << 4) | (L[j + l + 96]! << 6)) & 0xff;
  }
}

/** The 2-bit level of weight 16·g + l (g the group, 0-15) in a `qs` at qsAt. */
function low2(bytes: Uint8Array, qsAt: number, g: number, l: number): number {
  const half = g >> 3;
  const shift = 2 * ((g >> 1) & 3);
  return (bytes[qsAt + 32 * half + 16 * (g & 1) + l]! >> shift) & 3;
}

const L2 = new Uint8Array(256);
const w16 = new Float32Array(16);
const scales = new Float32Array(16);
const mins = new Float32Array(16);

function encodeQ2K(x: Float32Array, o: number, out: Uint8Array, at: number): void {
  let maxScale = 0;
  let maxMin = 0;
  for (let j = 0; j < 16; j++) {
    for (let l = 0; l < 16; l++) w16[l] = Math.abs(x[o + 16 * j + l]!);
    const r = makeQkx2Quants(16, 3, x, o + 16 * j, w16, L2, 16 * j, -0.5, F01, 15, true);
    scales[j] = r.scale;
    mins[j] = r.min;
    if (scales[j]! > maxScale) maxScale = scales[j]!;
    if (mins[j]! > maxMin) maxMin = mins[j]!;
  }
  const q4scale = 15;
  if (maxScale > 0) {
    const iscale = f(q4scale / maxScale);
    for (let j = 0; j < 16; j++) out[at + j] = nearestInt(f(iscale * scales[j]!)) & 0xff;
    writeF16(out, at + 80, f(maxScale / q4scale));
  } else {
    out.fill(0, at, at + 16);
    writeF16(out, at + 80, 0);
  }
  if (maxMin > 0) {
    const iscale = f(q4scale / maxMin);
    for (let j = 0; j < 16; j++) out[at + j] = (out[at + j]! | (nearestInt(f(iscale * mins[j]!)) << 4)) & 0xff;
    writeF16(out, at + 82, f(maxMin / q4scale));
  } else writeF16(out, at + 82, 0);
  requantizeQ2K(x, o, out, at);
}

/** Requantizes against the scales as stored (f16 d, dmin and 4-bit factors) and packs the levels. */
function requantizeQ2K(x: Float32Array, o: number, out: Uint8Array, at: number): void {
  const D = readF16(out, at + 80);
  const DM = readF16(out, at + 82);
  for (let j = 0; j < 16; j++) {
    const d = f(D * (out[at + j]! & 0xf));
    if (d === 0) continue;
    const dm = f(DM * (out[at + j]! >> 4));
    for (let i = 0; i < 16; i++) L2[16 * j + i] = clamp(nearestInt(f(f(x[o + 16 * j + i]! + dm) / d)), 0, 3);
  }
  pack2(L2, out, at + 16);
}

const sw = new Float32Array(16);
const Ls = new Uint8Array(16);
const Lm = new Uint8Array(16);

/** The block's σ² for the imatrix paths: factor · Σx² / 256. */
function blockSigma2(x: Float32Array, o: number, factor: number): number {
  let sumx2 = 0;
  for (let j = o; j < o + 256; j++) sumx2 = f(sumx2 + f(x[j]! * x[j]!));
  return f(f(factor * sumx2) / 256);
}

/** Group j's importance weights imatrix·sqrt(σ² + x²) into w16, their sum into sw[j]. */
function groupWeights(x: Float32Array, g: number, qw: Float32Array, qo: number, sigma2: number, j: number): void {
  let sum = 0;
  for (let l = 0; l < 16; l++) {
    w16[l] = f(qw[qo + l]! * f(Math.sqrt(f(sigma2 + f(x[g + l]! * x[g + l]!)))));
    sum = f(sum + w16[l]!);
  }
  sw[j] = sum;
}

function encodeQ2KWeighted(x: Float32Array, o: number, out: Uint8Array, at: number, qw: Float32Array, qo: number): void {
  const sigma2 = blockSigma2(x, o, 1);
  for (let j = 0; j < 16; j++) {
    groupWeights(x, o + 16 * j, qw, qo + 16 * j, sigma2, j);
    const r = makeQkx2Quants(16, 3, x, o + 16 * j, w16, L2, 16 * j, QKX3.rmin, QKX3.rdelta, QKX3.nstep, false);
    scales[j] = r.scale;
    mins[j] = r.min;
  }
  writeF16(out, at + 80, makeQpQuants(16, 15, scales, Ls, sw));
  writeF16(out, at + 82, makeQpQuants(16, 15, mins, Lm, sw));
  for (let j = 0; j < 16; j++) out[at + j] = (Ls[j]! | (Lm[j]! << 4)) & 0xff;
  requantizeQ2K(x, o, out, at);
}

function decodeQ2K(bytes: Uint8Array, at: number, out: Float32Array, o: number): void {
  const d = readF16(bytes, at + 80);
  const min = readF16(bytes, at + 82);
  for (let g = 0; g < 16; g++) {
    const sc = bytes[at + g]!;
    const dl = f(d * (sc & 0xf));
    const ml = f(min * (sc >> 4));
    for (let l = 0; l < 16; l++) out[o + 16 * g + l] = f(dl * low2(bytes, at + 16, g, l)) - ml;
  }
}

/** Scale g (0-15) of a Q3_K block, -32..31. */
function q3Scale(bytes: Uint8Array, sAt: number, g: number): number {
  const lowNibble = g < 8 ? bytes[sAt + g]! & 0xf : bytes[sAt + g - 8]! >> 4;
  return (lowNibble | (((bytes[sAt + 8 + (g & 3)]! >> (2 * (g >> 2))) & 3) << 4)) - 32;
}

const L3 = new Int8Array(256);

function encodeQ3K(x: Float32Array, o: number, out: Uint8Array, at: number): void {
  const sAt = at + 96;
  let maxScale = 0;
  let amax = 0;
  for (let j = 0; j < 16; j++) {
    scales[j] = makeQ3Quants(16, 4, x, o + 16 * j, L3, 16 * j);
    const s = Math.abs(scales[j]!);
    if (s > amax) {
      amax = s;
      maxScale = scales[j]!;
    }
  }
  out.fill(0, sAt, sAt + 12);
  if (maxScale !== 0) {
    const iscale = f(-32 / maxScale);
    for (let j = 0; j < 16; j++) {
      // C stores nearest_int's result in an int8_t before clamping.
      const l = clamp((nearestInt(f(iscale * scales[j]!)) << 24) >> 24, -32, 31) + 32;
      if (j < 8) out[sAt + j] = l & 0xf;
      else out[sAt + j - 8] |= (l & 0xf) << 4;
      out[sAt + 8 + (j & 3)] |= (l >> 4) << (2 * (j >> 2));
    }
    writeF16(out, at + 108, f(1 / iscale));
  } else writeF16(out, at + 108, 0);
  requantizeQ3K(x, o, out, at);
}

/** Requantizes against the stored scales, then splits the third bits into hmask and packs the rest. */
function requantizeQ3K(x: Float32Array, o: number, out: Uint8Array, at: number): void {
  const sAt = at + 96;
  const D = readF16(out, at + 108);
  for (let j = 0; j < 16; j++) {
    const d = f(D * q3Scale(out, sAt, j));
    if (d === 0) continue;
    for (let i = 0; i < 16; i++) L3[16 * j + i] = clamp(nearestInt(f(x[o + 16 * j + i]! / d)), -4, 3) + 4;
  }
  out.fill(0, at, at + 32);
  for (let j = 0; j < 256; j++) {
    if (L3[j]! > 3) {
      out[at + (j & 31)] |= 1 << (j >> 5);
      L3[j]! -= 4;
    }
  }
  pack2(L3, out, at + 32);
}

const Ls3 = new Int8Array(16);

function encodeQ3KWeighted(x: Float32Array, o: number, out: Uint8Array, at: number, qw: Float32Array, qo: number): void {
  const sAt = at + 96;
  const sigma2 = blockSigma2(x, o, 2);
  for (let j = 0; j < 16; j++) {
    groupWeights(x, o + 16 * j, qw, qo + 16 * j, sigma2, j);
    scales[j] = makeQxQuants(16, 4, x, o + 16 * j, L3, 16 * j, { qw: w16, qo: 0 });
  }
  out.fill(0, sAt, sAt + 12);
  const d = makeQxQuants(16, 32, scales, 0, Ls3, 0, { qw: sw, qo: 0 });
  for (let j = 0; j < 16; j++) {
    const l = Ls3[j]!;
    if (j < 8) out[sAt + j] = l & 0xf;
    else out[sAt + j - 8] |= (l & 0xf) << 4;
    out[sAt + 8 + (j & 3)] |= (l >> 4) << (2 * (j >> 2));
  }
  writeF16(out, at + 108, d);
  requantizeQ3K(x, o, out, at);
}

function decodeQ3K(bytes: Uint8Array, at: number, out: Float32Array, o: number): void {
  const d = readF16(bytes, at + 108);
  for (let g = 0; g < 16; g++) {
    const dl = f(d * q3Scale(bytes, at + 96, g));
    // hmask bit: one per 32-weight column of the 2-bit layout (shift step), over bytes 0-31.
    const bit = 1 << (((g >> 3) << 2) | ((g >> 1) & 3));
    for (let l = 0; l < 16; l++) {
      const hi = bytes[at + 16 * (g & 1) + l]! & bit ? 0 : 4;
      out[o + 16 * g + l] = dl * (low2(bytes, at + 32, g, l) - hi);
    }
  }
}

export const Q2_K: Codec = blockCodec('q2_K', { decode: decodeQ2K, encode: encodeQ2K, encodeWeighted: encodeQ2KWeighted });
export const Q3_K: Codec = blockCodec('q3_K', { decode: decodeQ3K, encode: encodeQ3K, encodeWeighted: encodeQ3KWeighted });
