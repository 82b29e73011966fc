// Q4_K and Q5_K: 256 weights in 8 groups of 32, x = d·sc·q - dmin·m with 6-bit sc and m per group.
// Layout: d, dmin f16 (FIRST), scales[12] (groups 0-3: sc in bytes 0-3 and m in bytes 4-7, low 6 bits;
// groups 4-7: low nibbles of sc / high nibbles of m in bytes 8-11, their top two bits in the top bits of
// bytes 0-3 / 4-7), then Q5_K's qh[32] (bit 2k / 2k+1 of byte l: the fifth bit of weight 64k + l / 64k + 32
// + l) and qs[128] (byte l of each 32-byte chunk k: weight 64k + l low nibble, 64k + 32 + l high nibble).
// Encoders: ggml's quantize_row_q4_K_ref / quantize_row_q5_K_ref (ggml_quantize_chunk's no-imatrix path),
// and with an imatrix quantize_row_q4_K_impl / _q5_K_impl (weights imatrix·sqrt(σ²_block + x²), groups by
// make_qkx3_quants, the 6-bit scales and mins by make_qp_quants).
import type { Codec } from '../codec.ts';
import * as common from './common.ts';
import { makeQkx2Quants, makeQpQuants, QKX3 } from './k-search.ts';

// Local bindings (see common.ts): a transpiled import is a getter call in these inner loops.
const { blockCodec, clamp, f, nearestInt, readF16, writeF16 } = common;

const F01 = f(0.1);

/** ggml's get_scale_min_k4: the 6-bit scale and min of group j from the 12 scale bytes at sAt. */
function scaleMin(bytes: Uint8Array, sAt: number, j: number): [number, number] {
  if (j < 4) return [bytes[sAt + j]! & 63, bytes[sAt + j + 4]! & 63];
  return [(bytes[sAt + j + 4]! & 0xf) | ((bytes[sAt + j - 4]! >> 6) << 4), (bytes[sAt + j + 4]! >> 4) | ((bytes[sAt + j]! >> 6) << 4)];
}

interface Variant {
  /** Largest level: 15 (Q4_K) or 31 (Q5_K). */
  nmax: number;
  rmin: number;
  nstep: number;
  /** Where qs starts: 16 (Q4_K), 48 (Q5_K, after qh). */
  qsAt: number;
  /** Whether the fifth bits live in qh at byte 16. */
  qh: boolean;
}

/** Writes group j's 6-bit scale and min in get_scale_min_k4's packing (groups in order: 4-7 OR into 0-7). */
function packScaleMin(out: Uint8Array, sAt: number, j: number, ls: number, lm: number): void {
  if (j < 4) {
    out[sAt + j] = ls;
    out[sAt + j + 4] = lm;
  } else {
    out[sAt + j + 4] = (ls & 0xf) | ((lm & 0xf) << 4);
    out[sAt + j - 4] |= (ls >> 4) << 6;
    out[sAt + j] |= (lm >> 4) << 6;
  }
}

const L = new Uint8Array(256);
const weights = new Float32Array(32);
const scales = new Float32Array(8);
const mins = new Float32Array(8);

const sw = new Float32Array(8);
const Ls = new Uint8Array(8);
const Lm = new Uint8Array(8);

function encoder(v: Variant) {
  const { nmax, rmin, nstep } = v;
  const tail = requantizer(v);
  return (x: Float32Array, o: number, out: Uint8Array, at: number): void => {
    let maxScale = 0;
    let maxMin = 0;
    for (let j = 0; j < 8; j++) {
      const g = o + 32 * j;
      let sumX2 = 0;
      for (let l = 0; l < 32; l++) sumX2 = f(sumX2 + f(x[g + l]! * x[g + l]!));
      const avX = f(Math.sqrt(f(sumX2 / 32)));
      for (let l = 0; l < 32; l++) weights[l] = f(avX + Math.abs(x[g + l]!));
      const r = makeQkx2Quants(32, nmax, x, g, weights, L, 32 * j, rmin, F01, nstep, false);
      scales[j] = r.scale;
      mins[j] = r.min;
      if (scales[j]! > maxScale) maxScale = scales[j]!;
      if (mins[j]! > maxMin) maxMin = mins[j]!;
    }
    const invScale = maxScale > 0 ? f(63 / maxScale) : 0;
    const invMin = maxMin > 0 ? f(63 / maxMin) : 0;
    const sAt = at + 4;
    for (let j = 0; j < 8; j++) {
      // C keeps nearest_int's result in a uint8_t before capping it at 63.
      const ls = Math.min(63, nearestInt(f(invScale * scales[j]!)) & 0xff);
      const lm = Math.min(63, nearestInt(f(invMin * mins[j]!)) & 0xff);
      packScaleMin(out, sAt, j, ls, lm);
    }
    writeF16(out, at, f(maxScale / 63));
    writeF16(out, at + 2, f(maxMin / 63));
    tail(x, o, out, at);
  };
}

/** ggml's importance-weighted encoder (the _impl path). Q4_K packs make_qp_quants' levels as they are,
 * Q5_K caps them at 63 first (they differ only if a level wrapped). */
function weightedEncoder(v: Variant) {
  const tail = requantizer(v);
  return (x: Float32Array, o: number, out: Uint8Array, at: number, qw: Float32Array, qo: number): void => {
    let sumX2 = 0;
    for (let l = o; l < o + 256; l++) sumX2 = f(sumX2 + f(x[l]! * x[l]!));
    const sigma2 = f(f(2 * sumX2) / 256);
    for (let j = 0; j < 8; j++) {
      const g = o + 32 * j;
      let sum = 0;
      for (let l = 0; l < 32; l++) {
        weights[l] = f(qw[qo + 32 * j + l]! * f(Math.sqrt(f(sigma2 + f(x[g + l]! * x[g + l]!)))));
        sum = f(sum + weights[l]!);
      }
      sw[j] = sum;
      const r = makeQkx2Quants(32, v.nmax, x, g, weights, L, 32 * j, QKX3.rmin, QKX3.rdelta, QKX3.nstep, false);
      scales[j] = r.scale;
      mins[j] = r.min;
    }
    const dBlock = makeQpQuants(8, 63, scales, Ls, sw);
    const mBlock = makeQpQuants(8, 63, mins, Lm, sw);
    for (let j = 0; j < 8; j++) {
      const cap = v.qh ? 63 : 255;
      packScaleMin(out, at + 4, j, Math.min(cap, Ls[j]!), Math.min(cap, Lm[j]!));
    }
    writeF16(out, at, dBlock);
    writeF16(out, at + 2, mBlock);
    tail(x, o, out, at);
  };
}

/** Requantizes every weight against the stored f16 d, dmin and 6-bit factors, then packs qh and qs. */
function requantizer({ nmax, qsAt, qh }: Variant) {
  return (x: Float32Array, o: number, out: Uint8Array, at: number): void => {
    const sAt = at + 4;
    const D = readF16(out, at);
    const DM = readF16(out, at + 2);
    for (let j = 0; j < 8; j++) {
      const [sc, m] = scaleMin(out, sAt, j);
      const d = f(D * sc);
      if (d === 0) continue;
      const dm = f(DM * m);
      for (let i = 0; i < 32; i++) L[32 * j + i] = clamp(nearestInt(f(f(x[o + 32 * j + i]! + dm) / d)), 0, nmax);
    }
    if (qh) out.fill(0, at + 16, at + 48);
    for (let k = 0; k < 4; k++) {
      for (let l = 0; l < 32; l++) {
        let a = L[64 * k + l]!;
        let b = L[64 * k + 32 + l]!;
        if (a > 15) {
          a -= 16;
          out[at + 16 + l] |= 1 << (2 * k);
        }
        if (b > 15) {
          b -= 16;
          out[at + 16 + l] |= 2 << (2 * k);
        }
        out[at + qsAt + 32 * k + l] = a | (b << 4);
      }
    }
  };
}

function decoder({ qsAt, qh }: Variant) {
  return (bytes: Uint8Array, at: number, out: Float32Array, o: number): void => {
    const d = readF16(bytes, at);
    const min = readF16(bytes, at + 2);
    for (let k = 0; k < 4; k++) {
      const [sc1, m1] = scaleMin(bytes, at + 4, 2 * k);
      const [sc2, m2] = scaleMin(bytes, at + 4, 2 * k + 1);
      const d1 = f(d * sc1);
      const min1 = f(min * m1);
      const d2 = f(d * sc2);
      const min2 = f(min * m2);
      for (let l = 0; l < 32; l++) {
        const q = bytes[at + qsAt + 32 * k + l]!;
        const h = qh ? bytes[at + 16 + l]! >> (2 * k) : 0;
        out[o + 64 * k + l] = f(d1 * ((q & 0xf) + (h & 1 ? 16 : 0))) - min1;
        out[o + 64 * k + 32 + l] = f(d2 * ((q >> 4) + (h & 2 ? 16 : 0))) - min2;
      }
    }
  };
}

const Q4: Variant = { nmax: 15, rmin: -1, nstep: 20, qsAt: 16, qh: false };
const Q5: Variant = { nmax: 31, rmin: -0.5, nstep: 15, qsAt: 48, qh: true };

export const Q4_K: Codec = blockCodec('q4_K', { decode: decoder(Q4), encode: encoder(Q4), encodeWeighted: weightedEncoder(Q4) });
export const Q5_K: Codec = blockCodec('q5_K', { decode: decoder(Q5), encode: encoder(Q5), encodeWeighted: weightedEncoder(Q5) });
