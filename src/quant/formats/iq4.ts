// IQ4_NL and IQ4_XS: 4-bit indices into ggml's non-linear 16-value table kvalues_iq4nl.
// IQ4_NL (18 bytes / 32) = d f16, qs[16] (byte j: weight j low nibble, j+16 high): x = d·kvalues[q].
// IQ4_XS (136 bytes / 256) = d f16, scales_h u16 (2 bits per 32-group), scales_l[4] (a nibble per group),
//   qs[128] (16 bytes per group, nibbles as IQ4_NL): x = d·(ls - 32)·kvalues[q], ls 6 bits.
// Encoders: ggml's quantize_row_iq4_nl_impl as ggml_quantize_chunk calls it: weights x² (with an imatrix:
// imatrix·sqrt(σ² + x²), σ² = 2·Σx²/n over the block),
// a ±7-step search around d = max / -127 per 32-group (ntry = 7; quantize_row_iq4_nl_ref's ntry = -1 is
// a different path), then for IQ4_XS the group scales quantized to 6 bits against d = -max_scale / 32.
import type { Codec } from '../codec.ts';
import * as common from './common.ts';

// Local bindings (see common.ts): a transpiled import is a getter call in these inner loops.
const { blockCodec, clamp, f, GROUP_MAX_EPS, inverse, nearestInt, readF16, writeF16 } = common;

/** kvalues_iq4nl, the published IQ4_NL codebook (ggml-common.h). */
const VALUES = Int8Array.of(-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113);
const NTRY = 7;

/** ggml's best_index_int8: the nearest table entry by bisection (ties and edges as C decides them). */
function bestIndex(x: number): number {
  if (x <= VALUES[0]!) return 0;
  if (x >= VALUES[15]!) return 15;
  let ml = 0;
  let mu = 15;
  while (mu - ml > 1) {
    const mav = (ml + mu) >> 1;
    if (x < VALUES[mav]!) mu = mav;
    else ml = mav;
  }
  return f(x - VALUES[mu - 1]!) < f(VALUES[mu]! - x) ? mu - 1 : mu;
}

/** Σ w·q·x and Σ w·q² over a group for the indices of x·id (w the group's weights), writing the indices if
 * L is given. */
function sums(x: Float32Array, o: number, id: number, L: Uint8Array | null, lo: number): [number, number] {
  let sumqx = 0;
  let sumq2 = 0;
  for (let j = 0; j < 32; j++) {
    const xj = x[o + j]!;
    const l = bestIndex(f(id * xj));
    if (L) L[lo + j] = l;
    const q = VALUES[l]!;
    const w = weight[j]!;
    sumqx = f(sumqx + f(f(w * q) * xj));
    sumq2 = f(sumq2 + f(f(w * q) * q));
  }
  return [sumqx, sumq2];
}

const L = new Uint8Array(256);
const scales = new Float32Array(8);
const weight = new Float32Array(32);

/** The group's weights: x², or with an imatrix (qw) qw·sqrt(σ² + x²). */
function setWeights(x: Float32Array, o: number, qw: Float32Array | null, qo: number, sigma2: number): void {
  for (let j = 0; j < 32; j++) {
    const x2 = f(x[o + j]! * x[o + j]!);
    weight[j] = qw ? f(qw[qo + j]! * f(Math.sqrt(f(sigma2 + x2)))) : x2;
  }
}

/** σ² of the imatrix path: 2·Σx²/n over the n-weight block. */
function blockSigma2(x: Float32Array, o: number, n: number): number {
  let s = 0;
  for (let j = o; j < o + n; j++) s = f(s + f(x[j]! * x[j]!));
  return f(s * f(2 / n));
}

/** The best scale for the 32-group at o (weights set, its indices left in L at lo); 0 for an all-zero group
 * (L untouched). */
function groupScale(x: Float32Array, o: number, lo: number): number {
  let amax = 0;
  let max = 0;
  for (let j = o; j < o + 32; j++) {
    const ax = Math.abs(x[j]!);
    if (ax > amax) {
      amax = ax;
      max = x[j]!;
    }
  }
  if (amax < GROUP_MAX_EPS) return 0;
  let d = f(-max / VALUES[0]!);
  let [sumqx, sumq2] = sums(x, o, f(1 / d), L, lo);
  d = sumq2 > 0 ? f(sumqx / sumq2) : 0;
  let best = f(d * sumqx);
  for (let itry = -NTRY; itry <= NTRY; itry++) {
    [sumqx, sumq2] = sums(x, o, f((itry + VALUES[0]!) / max), null, 0);
    if (sumq2 > 0 && f(sumqx * sumqx) > f(best * sumq2)) {
      d = f(sumqx / sumq2);
      best = f(d * sumqx);
    }
  }
  return d;
}

/** Nibble pairs per 32 weights (j low, j+16 high) from L into qs at qsAt. */
function packNibbles(out: Uint8Array, qsAt: number, groups: number): void {
  for (let i = 0; i < groups; i++) for (let j = 0; j < 16; j++) out[qsAt + 16 * i + j] = L[32 * i + j]! | (L[32 * i + 16 + j]! << 4);
}

function encodeNL(x: Float32Array, o: number, out: Uint8Array, at: number, qw: Float32Array | null = null, qo = 0): void {
  setWeights(x, o, qw, qo, qw ? blockSigma2(x, o, 32) : 0);
  const d = groupScale(x, o, 0);
  writeF16(out, at, d);
  // The indices are recomputed against the final scale (as f32, not its f16).
  const id = inverse(d);
  for (let j = 0; j < 32; j++) L[j] = bestIndex(f(id * x[o + j]!));
  packNibbles(out, at + 2, 1);
}

function encodeXS(x: Float32Array, o: number, out: Uint8Array, at: number, qw: Float32Array | null = null, qo = 0): void {
  const sigma2 = qw ? blockSigma2(x, o, 256) : 0;
  let maxScale = 0;
  let amaxScale = 0;
  for (let ib = 0; ib < 8; ib++) {
    setWeights(x, o + 32 * ib, qw, qo + 32 * ib, sigma2);
    const d = groupScale(x, o + 32 * ib, 32 * ib);
    scales[ib] = d;
    if (Math.abs(d) > amaxScale) {
      amaxScale = Math.abs(d);
      maxScale = d;
    }
  }
  const d = f(-maxScale / 32);
  writeF16(out, at, d);
  const id = inverse(d);
  let scalesH = 0;
  out.fill(0, at + 4, at + 8);
  for (let ib = 0; ib < 8; ib++) {
    const l = clamp(nearestInt(f(id * scales[ib]!)), -32, 31);
    const idl = inverse(f(d * l));
    for (let j = 0; j < 32; j++) L[32 * ib + j] = bestIndex(f(idl * x[o + 32 * ib + j]!));
    const ls = l + 32;
    out[at + 4 + (ib >> 1)] |= (ls & 0xf) << (4 * (ib & 1));
    scalesH |= (ls >> 4) << (2 * ib);
  }
  out[at + 2] = scalesH & 0xff;
  out[at + 3] = scalesH >>> 8;
  packNibbles(out, at + 8, 8);
}

function decodeNL(bytes: Uint8Array, at: number, out: Float32Array, o: number): void {
  const d = readF16(bytes, at);
  for (let j = 0; j < 16; j++) {
    const q = bytes[at + 2 + j]!;
    out[o + j] = d * VALUES[q & 0xf]!;
    out[o + j + 16] = d * VALUES[q >> 4]!;
  }
}

function decodeXS(bytes: Uint8Array, at: number, out: Float32Array, o: number): void {
  const d = readF16(bytes, at);
  const scalesH = bytes[at + 2]! | (bytes[at + 3]! << 8);
  for (let ib = 0; ib < 8; ib++) {
    const ls = ((bytes[at + 4 + (ib >> 1)]! >> (4 * (ib & 1))) & 0xf) | (((scalesH >> (2 * ib)) & 3) << 4);
    const dl = f(d * (ls - 32));
    for (let j = 0; j < 16; j++) {
      const q = bytes[at + 8 + 16 * ib + j]!;
      out[o + 32 * ib + j] = dl * VALUES[q & 0xf]!;
      out[o + 32 * ib + j + 16] = dl * VALUES[q >> 4]!;
    }
  }
}

export const IQ4_NL: Codec = blockCodec('iq4_nl', { decode: decodeNL, encode: encodeNL, encodeWeighted: encodeNL });
export const IQ4_XS: Codec = blockCodec('iq4_xs', { decode: decodeXS, encode: encodeXS, encodeWeighted: encodeXS });
