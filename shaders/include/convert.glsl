// Bit-exact dtype conversions on bit patterns, in 32-bit integer arithmetic only: no value passes through a
// float unit, which could flush subnormals, re-round, or drop a NaN payload. The host reference is
// src/device/dtype.ts (with src/spirv/half.ts for f16); docs/ARCHITECTURE.md, "dtypes and conversions".
//
//   f32 -> f16 / bf16   round to nearest, ties to even; overflow to +-inf; subnormal results kept; NaN stays
//                       NaN with its sign, the quiet bit set and the top payload bits kept.
//   f16 / bf16 -> f32   exact (subnormals included; a NaN keeps its payload bits).
//   int -> float        the exact integer rounded once to nearest even (f16: inf from 65520 up).
//   float -> int        NaN -> 0; truncate toward zero; saturate at the target's range.

// dtype codes, for the SRC / DST defines of the kernels (their kernels.ts passes DT_<name>)
#define DT_F32 0
#define DT_F16 1
#define DT_BF16 2
#define DT_I32 3
#define DT_U32 4
#define DT_I8 5
#define DT_U8 6
#define IS_FLOAT(d) (d == DT_F32 || d == DT_F16 || d == DT_BF16)
#define IS_SIGNED(d) (d == DT_I32 || d == DT_I8)

// f32 bits -> f16 bits, round to nearest even (the algorithm of src/spirv/half.ts).
uint f32ToF16Bits(uint u) {
  const uint sign = (u >> 16) & 0x8000u;
  const uint a = u & 0x7fffffffu;
  if (a >= 0x7f800000u) return sign | (a == 0x7f800000u ? 0x7c00u : (0x7e00u | ((a >> 13) & 0x3ffu)));
  if (a >= 0x47800000u) return sign | 0x7c00u; // >= 2^16: inf
  const uint e = a >> 23;
  if (e <= 112u) {
    // |x| < 2^-14: an f16 subnormal (or zero), in units of 2^-24
    if (e < 102u) return sign; // < 2^-25 (f32 subnormals included)
    const uint m = (a & 0x7fffffu) | 0x800000u;
    const uint shift = 126u - e; // 14..24
    const uint q = m >> shift;
    const uint rem = m & ((1u << shift) - 1u);
    const uint halfway = 1u << (shift - 1u);
    return sign | (q + ((rem > halfway || (rem == halfway && (q & 1u) != 0u)) ? 1u : 0u));
  }
  // normal: rebias, round the 13 dropped bits (a carry into the exponent, even into inf, is right)
  const uint h = ((e - 112u) << 10) | ((a >> 13) & 0x3ffu);
  const uint rem = a & 0x1fffu;
  return sign | (h + ((rem > 0x1000u || (rem == 0x1000u && (h & 1u) != 0u)) ? 1u : 0u));
}

// f16 bits -> f32 bits, exact.
uint f16ToF32Bits(uint h) {
  const uint sign = (h & 0x8000u) << 16;
  const uint e = (h >> 10) & 0x1fu;
  const uint m = h & 0x3ffu;
  if (e == 31u) return sign | 0x7f800000u | (m << 13); // inf, NaN (payload kept)
  if (e != 0u) return sign | ((e + 112u) << 23) | (m << 13);
  if (m == 0u) return sign;
  const uint p = uint(findMSB(m)); // subnormal m * 2^-24, normalised around its leading bit (0..9)
  return sign | ((p + 103u) << 23) | ((m << (23u - p)) & 0x7fffffu);
}

// f32 bits -> bf16 bits, round to nearest even; NaN quiet (as numberToBf16 in dtype.ts).
uint f32ToBf16Bits(uint u) {
  if ((u & 0x7f800000u) == 0x7f800000u && (u & 0x7fffffu) != 0u) return ((u >> 16) | 0x40u) & 0xffffu;
  return (u + 0x7fffu + ((u >> 16) & 1u)) >> 16; // no 32-bit overflow: NaNs are out
}

uint bf16ToF32Bits(uint b) {
  return b << 16;
}

// An integer magnitude m as a float of `mb` mantissa bits and exponent bias `bias` (sign left 0), rounded
// once to nearest even; +inf when the biased exponent reaches `emax` (all ones).
uint intMagToFloatBits(uint m, uint mb, uint bias, uint emax) {
  if (m == 0u) return 0u;
  const uint p = uint(findMSB(m)); // the value is in [2^p, 2^(p+1))
  uint q; // the significand, leading one included (mb + 1 bits; mb + 2 after a carry)
  if (p <= mb) {
    q = m << (mb - p);
  } else {
    const uint s = p - mb;
    q = m >> s;
    const uint rem = m & ((1u << s) - 1u);
    const uint halfway = 1u << (s - 1u);
    if (rem > halfway || (rem == halfway && (q & 1u) != 0u)) q++;
  }
  // the leading one lands in the exponent field: a rounding carry bumps the exponent by itself
  const uint bits = ((p + bias - 1u) << mb) + q;
  return min(bits, emax << mb);
}

// |trunc(x)| of the f32 magnitude bits a (no NaN), saturated at 2^32 - 1.
uint f32TruncMag(uint a) {
  const uint e = a >> 23;
  if (e < 127u) return 0u; // |x| < 1
  if (e >= 159u) return 0xffffffffu; // >= 2^32, inf
  const uint m = (a & 0x7fffffu) | 0x800000u;
  return e >= 150u ? m << (e - 150u) : m >> (150u - e);
}

// f32 bits -> an integer in [-maxNeg, maxPos] (two's complement bits): NaN -> 0, truncated, saturated.
uint f32ToIntBits(uint u, uint maxPos, uint maxNeg) {
  const uint a = u & 0x7fffffffu;
  if (a > 0x7f800000u) return 0u;
  const uint m = f32TruncMag(a);
  return (u >> 31) != 0u ? 0u - min(m, maxNeg) : min(m, maxPos);
}
