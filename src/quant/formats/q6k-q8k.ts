// Q6_K and Q8_K, the 256-weight formats with signed 8-bit group scales or none.
// Q6_K (210 bytes) = ql[128] (low nibbles), qh[64] (top two bits), scales[16] int8, d f16 (LAST):
//   x = d·sc·(q - 32). Per 128-weight half h: byte l of ql[64h..] holds weights l (low nibble) and l+64
//   (high), byte l+32 holds l+32 and l+96; byte l of qh[32h..] holds the top bits of l, l+32, l+64, l+96.
// Q8_K (292 bytes) = d f32, qs[256] int8, bsums[16] int16 (sums of 16 qs): the activation format of the
//   K-quant dot products; ggml has no to_float for it, x = d·q.
// Encoders: quantize_row_q6_K_ref (ggml_quantize_chunk's no-imatrix path; with an imatrix, _impl passes the
// imatrix itself to make_qx_quants as the weights) and quantize_row_q8_K_ref.
import type { Codec } from '../codec.ts';
import * as common from './common.ts';
import { makeQxQuants } from './k-search.ts';

// Local bindings (see common.ts): a transpiled import is a getter call in these inner loops.
const { blockCodec, clamp, f, GROUP_MAX_EPS, nearestInt, readF16, readF32, writeF16, writeF32 } = common;

const L = new Int8Array(256);
const scales = new Float32Array(16);

function encodeQ6K(x: Float32Array, o: number, out: Uint8Array, at: number, qw: Float32Array | null = null, qo = 0): void {
  let maxScale = 0;
  let maxAbsScale = 0;
  for (let ib = 0; ib < 16; ib++) {
    scales[ib] = makeQxQuants(16, 32, x, o + 16 * ib, L, 16 * ib, { qw, qo: qo + 16 * ib });
    const a = Math.abs(scales[ib]!);
    if (a > maxAbsScale) {
      maxAbsScale = a;
      maxScale = scales[ib]!;
    }
  }
  if (maxAbsScale < GROUP_MAX_EPS) {
    out.fill(0, at, at + 210);
    return;
  }
  const iscale = f(-128 / maxScale);
  writeF16(out, at + 208, f(1 / iscale));
  for (let ib = 0; ib < 16; ib++) out[at + 192 + ib] = Math.min(127, nearestInt(f(iscale * scales[ib]!))) & 0xff;
  const D = readF16(out, at + 208);
  for (let j = 0; j < 16; j++) {
    const d = f(D * ((out[at + 192 + j]! << 24) >> 24));
    if (d === 0) continue;
    for (let i = 0; i < 16; i++) L[16 * j + i] = clamp(nearestInt(f(x[o + 16 * j + i]! / d)), -32, 31) + 32;
  }
  for (let h = 0; h < 2; h++) {
    const Lh = 128 * h;
    const ql = at + 64 * h;
    const qh = at + 128 + 32 * h;
    for (let l = 0; l < 32; l++) {
      const [q1, q2, q3, q4] = [L[Lh + l]!, L[Lh + l + 32]!, L[Lh + l + 64]!, L[Lh + l + 96]!];
      out[ql + l] = (q1 & 0xf) | ((q3 & 0xf) << 4);
      out[ql + l + 32] = (q2 & 0xf) | ((q4 & 0xf) << 4);
      out[qh + l] = ((q1 >> 4) | ((q2 >> 4) << 2) | ((q3 >> 4) << 4) | ((q4 >> 4) << 6)) & 0xff;
    }
  }
}

function decodeQ6K(bytes: Uint8Array, at: number, out: Float32Array, o: number): void {
  const d = readF16(bytes, at + 208);
  const sc = (i: number) => (bytes[at + 192 + i]! << 24) >> 24;
  for (let h = 0; h < 2; h++) {
    const ql = at + 64 * h;
    const qh = at + 128 + 32 * h;
    const y = o + 128 * h;
    for (let l = 0; l < 32; l++) {
      const is = 8 * h + (l >> 4);
      const hb = bytes[qh + l]!;
      const a = bytes[ql + l]!;
      const b = bytes[ql + l + 32]!;
      out[y + l] = f(d * sc(is)) * (((a & 0xf) | ((hb & 3) << 4)) - 32);
      out[y + l + 32] = f(d * sc(is + 2)) * (((b & 0xf) | (((hb >> 2) & 3) << 4)) - 32);
      out[y + l + 64] = f(d * sc(is + 4)) * (((a >> 4) | (((hb >> 4) & 3) << 4)) - 32);
      out[y + l + 96] = f(d * sc(is + 6)) * (((b >> 4) | (((hb >> 6) & 3) << 4)) - 32);
    }
  }
}

function encodeQ8K(x: Float32Array, o: number, out: Uint8Array, at: number): void {
  let max = 0;
  let amax = 0;
  for (let j = o; j < o + 256; j++) {
    const ax = Math.abs(x[j]!);
    if (ax > amax) {
      amax = ax;
      max = x[j]!;
    }
  }
  out.fill(0, at, at + 292);
  if (amax === 0) return;
  const iscale = f(-127 / max);
  for (let g = 0; g < 16; g++) {
    let sum = 0;
    for (let j = 16 * g; j < 16 * g + 16; j++) {
      const q = Math.min(127, nearestInt(f(iscale * x[o + j]!)));
      out[at + 4 + j] = q & 0xff;
      sum += (q << 24) >> 24;
    }
    out[at + 260 + 2 * g] = sum & 0xff;
    out[at + 261 + 2 * g] = (sum >> 8) & 0xff;
  }
  writeF32(out, at, f(1 / iscale));
}

function decodeQ8K(bytes: Uint8Array, at: number, out: Float32Array, o: number): void {
  const d = readF32(bytes, at);
  for (let j = 0; j < 256; j++) out[o + j] = d * ((bytes[at + 4 + j]! << 24) >> 24);
}

export const Q6_K: Codec = blockCodec('q6_K', { decode: decodeQ6K, encode: encodeQ6K, encodeWeighted: encodeQ6K });
export const Q8_K: Codec = blockCodec('q8_K', { decode: decodeQ8K, encode: encodeQ8K });
