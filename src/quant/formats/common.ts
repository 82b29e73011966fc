// What every block codec shares: ggml's f32 arithmetic reproduced in JS numbers, the f16 fields, and the
// loop over whole blocks.
//
// ggml's quantizers compute in f32 and round after every operation (no FMA: ggml-base is built without
// one). A JS number is f64, and f64 holds the exact result of one f32 + - * / or sqrt closely enough that
// rounding it to f32 gives the correctly rounded f32 result, so each C float operation is written
// `f(a op b)`. Integer-to-float conversions of small ints are exact and need no rounding.
//
// The codec modules copy these helpers into module-level constants: test runners and loaders that
// transpile modules (vitest, tsx) turn every use of an imported name into a getter call, which made the
// K-quant searches some 20x slower.
import { BLOCK_FORMATS, type BlockDType } from '../../device/block-formats.ts';
import { f16BitsToF32, f32ToF16Bits } from '../../spirv/half.ts';
import type { Codec } from '../codec.ts';

export const f = Math.fround;

/** ggml's GROUP_MAX_EPS: a group whose largest |x| is below it counts as all zero. */
export const GROUP_MAX_EPS = f(1e-15);

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);
const B32 = new Uint8Array(F32.buffer);

/** ggml's nearest_int: adds 1.5 * 2^23 in f32 and reads the low mantissa bits, i.e. round half to even for
 * |x| < 2^22 (and the same bit pattern arithmetic outside it, as C gives). */
export function nearestInt(x: number): number {
  F32[0] = x + 12582912;
  return (U32[0]! & 0x7fffff) - 0x400000;
}

/** C's float -> int32 conversion on x86 (cvttss2si): truncation, and INT32_MIN for NaN or out of range. */
export function truncInt32(x: number): number {
  return x > -2147483649 && x < 2147483648 ? Math.trunc(x) : -2147483648;
}

/** C's `(int8_t)x` for a float x: the low byte of the int32 conversion, sign-extended. */
export function truncInt8(x: number): number {
  return (truncInt32(x) << 24) >> 24;
}

/** C's lroundf as ggml's `int xi = lroundf(v) + 1` sees it on x86-64: halves away from zero, and for NaN,
 * ±inf or |v| >= 2^63 glibc's (long)v, i.e. LONG_MIN, whose low 32 bits are 0. */
export function lroundLow32(x: number): number {
  return Math.abs(x) < 2 ** 63 ? roundHalfAway(x) | 0 : 0;
}

/** C's roundf: halves away from zero. */
export function roundHalfAway(x: number): number {
  return x < 0 ? -Math.floor(-x + 0.5) : Math.floor(x + 0.5);
}

/** MAX(a, b) as ggml's macro evaluates it (`a > b ? a : b`), which decides where a NaN goes. */
export function cmax(a: number, b: number): number {
  return a > b ? a : b;
}

/** C's `d ? 1/d : 0` (a NaN d is true there, falsy in JS). */
export function inverse(d: number): number {
  return d !== 0 ? f(1 / d) : 0;
}

export function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/** The f16 at `at` (little-endian), exact for every pattern. */
export function readF16(bytes: Uint8Array, at: number): number {
  return f16BitsToF32(bytes[at]! | (bytes[at + 1]! << 8));
}

/** ggml's fp32 -> fp16 for a computed scale: round to nearest even. A NaN scale (from inputs that overflow
 * f32, e.g. inf/inf) is x86's default NaN, negative, so 0xfe00: JS does not keep a NaN's sign reliably
 * (it differs between JIT tiers), so the sign C would give is decided here, not read back. */
export function f16Bits(x: number): number {
  return Number.isNaN(x) ? 0xfe00 : f32ToF16Bits(x);
}

export function writeF16(out: Uint8Array, at: number, x: number): void {
  const h = f16Bits(x);
  out[at] = h & 0xff;
  out[at + 1] = h >>> 8;
}

export function readF32(bytes: Uint8Array, at: number): number {
  for (let k = 0; k < 4; k++) B32[k] = bytes[at + k]!;
  return F32[0]!;
}

export function writeF32(out: Uint8Array, at: number, x: number): void {
  F32[0] = x;
  out.set(B32, at);
}

/** ggml's per-row statistic of the imatrix paths: σ² = Σx² / n over the row, in f32. */
function rowSigma2(x: Float32Array, o: number, n: number): number {
  let sum = 0;
  for (let j = o; j < o + n; j++) sum = f(sum + f(x[j]! * x[j]!));
  return f(sum / n);
}

/** One block's decoder and (where there is one) encoder; `at` is the block's byte offset, `o` its first weight. */
export interface BlockCoder {
  decode(bytes: Uint8Array, at: number, out: Float32Array, o: number): void;
  encode?(src: Float32Array, o: number, out: Uint8Array, at: number): void;
  /** The encoder with ggml's importance weights: `qw` at `qo` are the block's imatrix entries, `sigma2` the
   * row's Σx²/n (the legacy formats use it; the others take their own block statistics). */
  encodeWeighted?(src: Float32Array, o: number, out: Uint8Array, at: number, qw: Float32Array, qo: number, sigma2: number): void;
  /** Set when ggml quantizes the same with or without an imatrix (Q8_0, TQ1_0, TQ2_0). */
  ignoresImatrix?: boolean;
}

/** A Codec that runs `coder` block by block. Without an imatrix ggml treats all rows as one run of blocks;
 * with one it goes row by row, the imatrix indexed by column. */
export function blockCodec(name: BlockDType, coder: BlockCoder): Codec {
  const format = BLOCK_FORMATS[name];
  const { blockSize, blockBytes } = format;
  const { decode, encode, encodeWeighted, ignoresImatrix } = coder;
  const codec: Codec = {
    format,
    dequantize(bytes, out) {
      for (let b = 0, n = out.length / blockSize; b < n; b++) decode(bytes, b * blockBytes, out, b * blockSize);
    },
  };
  if (!encode) return codec;
  return {
    ...codec,
    acceptsImatrix: encodeWeighted !== undefined || ignoresImatrix === true,
    quantize(src, out, { rows, cols, imatrix }) {
      if (!imatrix || !encodeWeighted) {
        for (let b = 0, n = src.length / blockSize; b < n; b++) encode(src, b * blockSize, out, b * blockBytes);
        return;
      }
      const perRow = cols / blockSize;
      for (let r = 0; r < rows; r++) {
        const sigma2 = rowSigma2(src, r * cols, cols);
        for (let b = 0; b < perRow; b++)
          encodeWeighted(src, r * cols + b * blockSize, out, (r * perRow + b) * blockBytes, imatrix, b * blockSize, sigma2);
      }
    },
  };
}
