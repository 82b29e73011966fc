// The 32-weight formats: Q4_0 Q4_1 Q5_0 Q5_1 Q8_0 (and Q8_1, the activation format of the int8 paths).
// Layouts (little-endian): Q4_0 = d f16, 16 bytes of nibbles (weight j in the low nibble of byte j, weight
// j+16 in its high nibble); Q4_1 = d, m f16, nibbles; Q5_0 = d, qh u32 (bit j: the fifth bit of weight j),
// nibbles; Q5_1 = d, m, qh, nibbles; Q8_0 = d, 32 int8; Q8_1 = d, s = d·Σq f16, 32 int8.
// The encoders are ggml's quantize_row_*_ref, which ggml_quantize_chunk runs when there is no imatrix, and
// with one quantize_row_*_impl: weights imatrix·sqrt(σ²_row + x²), the scale searched by make_qx_quants
// (symmetric) or make_qkx3_quants (offset). Q8_0 ignores an imatrix.
import type { Codec } from '../codec.ts';
import * as common from './common.ts';
import { makeQkx2Quants, makeQxQuants, QKX3 } from './k-search.ts';

// Local bindings (see common.ts): a transpiled import is a getter call in these inner loops.
const { blockCodec, cmax, f, inverse, readF16, roundHalfAway, truncInt32, truncInt8, writeF16 } = common;

const FLT_MAX = f(3.4028234663852886e38);

/** The value of largest magnitude (the first such), as the symmetric formats scale by it, sign included. */
function signedAbsMax(x: Float32Array, o: number, n: number): number {
  let amax = 0;
  let max = 0;
  for (let j = o; j < o + n; j++) {
    const a = Math.abs(x[j]!);
    if (amax < a) {
      amax = a;
      max = x[j]!;
    }
  }
  return max;
}

function minMax(x: Float32Array, o: number, n: number): [number, number] {
  let min = FLT_MAX;
  let max = -FLT_MAX;
  for (let j = o; j < o + n; j++) {
    const v = x[j]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

function absMax(x: Float32Array, o: number, n: number): number {
  let amax = 0;
  for (let j = o; j < o + n; j++) amax = cmax(amax, Math.abs(x[j]!));
  return amax;
}

/** Nibble pairs (weight j low, j+16 high), and for Q5 (qhAt >= 0) the fifth bits gathered into a u32. Q4
 * ORs whole level bytes as C does; Q5 masks them to their nibbles first. */
function writeNibbles(out: Uint8Array, at: number, lo: ArrayLike<number>, qhAt: number): void {
  let qh = 0;
  for (let j = 0; j < 16; j++) {
    const a = lo[j]!;
    const b = lo[j + 16]!;
    out[at + j] = qhAt < 0 ? (a | (b << 4)) & 0xff : (a & 0xf) | ((b & 0xf) << 4);
    qh |= (((a & 0x10) >> 4) << j) | (((b & 0x10) >> 4) << (j + 16));
  }
  if (qhAt >= 0) for (let k = 0; k < 4; k++) out[qhAt + k] = (qh >>> (8 * k)) & 0xff;
}

const levels = new Int32Array(32);

/** The symmetric 4/5-bit encoders: d = max / -half, level = min(top, (int8)(x/d + half + 0.5)). */
function encodeSymmetric(half: number, qhOffset: number) {
  const top = 2 * half - 1;
  const bias = f(half + 0.5);
  return (x: Float32Array, o: number, out: Uint8Array, at: number) => {
    const d = f(signedAbsMax(x, o, 32) / -half);
    const id = inverse(d);
    writeF16(out, at, d);
    for (let j = 0; j < 32; j++) levels[j] = Math.min(top, truncInt8(f(f(x[o + j]! * id) + bias))) & 0xff;
    writeNibbles(out, at + 2 + qhOffset, levels, qhOffset ? at + 2 : -1);
  };
}

/** The offset encoders: d = (max - min) / top, level = (x - min)/d + 0.5 truncated (Q4_1 caps it at 15). */
function encodeOffset(top: number, qhOffset: number) {
  return (x: Float32Array, o: number, out: Uint8Array, at: number) => {
    const [min, max] = minMax(x, o, 32);
    const d = f(f(max - min) / top);
    const id = inverse(d);
    writeF16(out, at, d);
    writeF16(out, at + 2, min);
    for (let j = 0; j < 32; j++) {
      const v = f(f(f(x[o + j]! - min) * id) + 0.5);
      levels[j] = qhOffset ? truncInt32(v) & 0xff : Math.min(15, truncInt8(v)) & 0xff;
    }
    writeNibbles(out, at + 4 + qhOffset, levels, qhOffset ? at + 4 : -1);
  };
}

/** Weight j of a nibble block with optional fifth bits (qh < 0: none). */
function level(bytes: Uint8Array, qsAt: number, qh: number, j: number): number {
  const q = j < 16 ? bytes[qsAt + j]! & 0xf : bytes[qsAt + j - 16]! >> 4;
  return qh < 0 ? q : q | (((qh >>> j) & 1) << 4);
}

const u32At = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

const weight = new Float32Array(32);
const signedLevels = new Int8Array(32);
const offsetLevels = new Uint8Array(32);

/** ggml's importance weights for a 32-block: imatrix · sqrt(σ² + x²). */
function importance(x: Float32Array, o: number, qw: Float32Array, qo: number, sigma2: number): void {
  for (let j = 0; j < 32; j++) weight[j] = f(qw[qo + j]! * f(Math.sqrt(f(sigma2 + f(x[o + j]! * x[o + j]!)))));
}

function encodeSymmetricWeighted(half: number, qhOffset: number) {
  return (x: Float32Array, o: number, out: Uint8Array, at: number, qw: Float32Array, qo: number, sigma2: number) => {
    importance(x, o, qw, qo, sigma2);
    writeF16(out, at, makeQxQuants(32, half, x, o, signedLevels, 0, { qw: weight, qo: 0 }));
    writeNibbles(out, at + 2 + qhOffset, signedLevels, qhOffset ? at + 2 : -1);
  };
}

function encodeOffsetWeighted(top: number, qhOffset: number) {
  return (x: Float32Array, o: number, out: Uint8Array, at: number, qw: Float32Array, qo: number, sigma2: number) => {
    importance(x, o, qw, qo, sigma2);
    const { scale, min } = makeQkx2Quants(32, top, x, o, weight, offsetLevels, 0, QKX3.rmin, QKX3.rdelta, QKX3.nstep, false);
    writeF16(out, at, scale);
    writeF16(out, at + 2, -min);
    writeNibbles(out, at + 4 + qhOffset, offsetLevels, qhOffset ? at + 4 : -1);
  };
}

function decodeSymmetric(half: number, qhOffset: number) {
  return (bytes: Uint8Array, at: number, out: Float32Array, o: number) => {
    const d = readF16(bytes, at);
    const qh = qhOffset ? u32At(bytes, at + 2) : -1;
    for (let j = 0; j < 32; j++) out[o + j] = (level(bytes, at + 2 + qhOffset, qh, j) - half) * d;
  };
}

function decodeOffset(qhOffset: number) {
  return (bytes: Uint8Array, at: number, out: Float32Array, o: number) => {
    const d = readF16(bytes, at);
    const m = readF16(bytes, at + 2);
    const qh = qhOffset ? u32At(bytes, at + 4) : -1;
    for (let j = 0; j < 32; j++) out[o + j] = f(level(bytes, at + 4 + qhOffset, qh, j) * d) + m;
  };
}

/** Q8_0/Q8_1 share the int8 body, after d (and s). */
function encode8(withSum: boolean) {
  const qsAt = withSum ? 4 : 2;
  return (x: Float32Array, o: number, out: Uint8Array, at: number) => {
    const d = f(absMax(x, o, 32) / 127);
    const id = inverse(d);
    writeF16(out, at, d);
    let sum = 0;
    for (let j = 0; j < 32; j++) {
      const q = truncInt8(roundHalfAway(f(x[o + j]! * id)));
      out[at + qsAt + j] = q & 0xff;
      sum += q;
    }
    if (withSum) writeF16(out, at + 2, f(sum * d));
  };
}

function decode8(qsAt: number) {
  return (bytes: Uint8Array, at: number, out: Float32Array, o: number) => {
    const d = readF16(bytes, at);
    for (let j = 0; j < 32; j++) out[o + j] = ((bytes[at + qsAt + j]! << 24) >> 24) * d;
  };
}

/** Q4_0 / Q5_0: x = d·(q - half); qhOffset 4 where a qh u32 follows d. */
const symmetric = (name: 'q4_0' | 'q5_0', half: number, qhOffset: number) =>
  blockCodec(name, {
    decode: decodeSymmetric(half, qhOffset),
    encode: encodeSymmetric(half, qhOffset),
    encodeWeighted: encodeSymmetricWeighted(half, qhOffset),
  });

/** Q4_1 / Q5_1: x = d·q + m with levels 0..top. */
const offset = (name: 'q4_1' | 'q5_1', top: number, qhOffset: number) =>
  blockCodec(name, {
    decode: decodeOffset(qhOffset),
    encode: encodeOffset(top, qhOffset),
    encodeWeighted: encodeOffsetWeighted(top, qhOffset),
  });

export const Q4_0: Codec = symmetric('q4_0', 8, 0);
export const Q4_1: Codec = offset('q4_1', 15, 0);
export const Q5_0: Codec = symmetric('q5_0', 16, 4);
export const Q5_1: Codec = offset('q5_1', 31, 4);
export const Q8_0: Codec = blockCodec('q8_0', { decode: decode8(2), encode: encode8(false), ignoresImatrix: true });
/** ggml has no to_float for Q8_1; d·q (s is the block's sum, for the int8 dot products) is what it means. */
export const Q8_1: Codec = blockCodec('q8_1', { decode: decode8(4), encode: encode8(true) });
