// IEEE 754 binary16 (f16) <-> binary32 (f32) conversions on bit patterns, bit-exact, the same algorithm as
// shaders/cast.comp (integer arithmetic only, so no value passes through a float register that could
// flush subnormals or drop NaN payloads).
//
// f32 -> f16: round to nearest, ties to even (as ggml's fp32 -> fp16); |x| >= 65520 overflows to +-inf;
//   results below 2^-14 become f16 subnormals (or +-0 below 2^-25, and at exactly 2^-25: a tie, to even);
//   +-inf stays +-inf; NaN stays NaN with its sign, the quiet bit set and the top 9 payload bits kept.
// f16 -> f32: exact for every pattern (subnormals included); NaN payloads are kept (shifted up 13 bits).

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);

/** f32 bit pattern (uint32) -> f16 bit pattern (uint16), round to nearest even. */
export function f32BitsToF16Bits(u: number): number {
  u >>>= 0;
  const sign = (u >>> 16) & 0x8000;
  const a = u & 0x7fffffff;
  if (a >= 0x7f800000) return sign | (a === 0x7f800000 ? 0x7c00 : 0x7e00 | ((a >>> 13) & 0x3ff));
  if (a >= 0x47800000) return sign | 0x7c00; // >= 2^16
  const e = a >>> 23;
  if (e <= 112) {
    // |x| < 2^-14: f16 subnormal or zero, in units of 2^-24
    if (e < 102) return sign; // < 2^-25
    const m = (a & 0x7fffff) | 0x800000;
    const shift = 126 - e; // 14..24
    const q = m >>> shift;
    const rem = m & ((1 << shift) - 1);
    const halfway = 1 << (shift - 1);
    return sign | (q + (rem > halfway || (rem === halfway && (q & 1) !== 0) ? 1 : 0));
  }
  const h = ((e - 112) << 10) | ((a >>> 13) & 0x3ff);
  const rem = a & 0x1fff;
  return sign | (h + (rem > 0x1000 || (rem === 0x1000 && (h & 1) !== 0) ? 1 : 0)); // a carry into inf is right
}

/** f16 bit pattern (uint16) -> f32 bit pattern (uint32), exact. */
export function f16BitsToF32Bits(h: number): number {
  const sign = (h & 0x8000) << 16;
  const e = (h >>> 10) & 0x1f;
  const m = h & 0x3ff;
  if (e === 31) return (sign | 0x7f800000 | (m << 13)) >>> 0;
  if (e !== 0) return (sign | ((e + 112) << 23) | (m << 13)) >>> 0;
  if (m === 0) return sign >>> 0;
  const p = 31 - Math.clz32(m); // leading bit, 0..9
  return (sign | ((p + 103) << 23) | ((m << (23 - p)) & 0x7fffff)) >>> 0;
}

/** A JS number -> f16 bits: the number is first rounded to f32 (as a Float32Array store does), then to f16. */
export function f32ToF16Bits(x: number): number {
  F32[0] = x;
  return f32BitsToF16Bits(U32[0]!);
}

/** f16 bits -> the value as a JS number (every f16 is exactly representable). */
export function f16BitsToF32(h: number): number {
  U32[0] = f16BitsToF32Bits(h);
  return F32[0]!;
}

/** Element-wise f32 -> f16 bits, reading the f32 bit patterns (NaN payloads survive). */
export function f32ArrayToF16(src: Float32Array): Uint16Array {
  const bits = new Uint32Array(src.buffer, src.byteOffset, src.length);
  const out = new Uint16Array(src.length);
  for (let i = 0; i < bits.length; i++) out[i] = f32BitsToF16Bits(bits[i]!);
  return out;
}

/** Element-wise f16 bits -> f32, writing f32 bit patterns (NaN payloads survive). */
export function f16ArrayToF32(src: Uint16Array): Float32Array {
  const out = new Float32Array(src.length);
  const bits = new Uint32Array(out.buffer);
  for (let i = 0; i < src.length; i++) bits[i] = f16BitsToF32Bits(src[i]!);
  return out;
}
