#version 450
// quantize_q8_1: f32 activations -> ggml's block_q8_1 (d f16, s = d * sum(qs) f16, int8 qs[32]), byte for
// byte what quantize_row_q8_1_ref writes on x86-64 (the CPU codec src/quant/formats/legacy.ts is its
// reference): amax by C's MAX fold (a NaN is replaced by the next element), d = amax / 127 and
// id = d ? 1 / d : 0 each rounded once to nearest even, q = (int8_t)roundf(x * id), s = f16(sum * d).
//
// Vulkan allows division 2.5 ulp and lets a driver flush subnormals, so neither the division nor a
// comparison of subnormals is left to the float unit: the quotients are exact in integer arithmetic (amax /
// 127 as a division by a constant, 1 / d from a float estimate stepped to the exact floor by its integer
// remainder), then rounded once, amax is a comparison of bit patterns, and a subnormal x is
// scaled into the normal range from its bits before it is multiplied. Only x * id is a float operation
// (correctly rounded in Vulkan, kept unfused by `precise`); where its exact result is below the normal range,
// any flushed or unflushed result rounds to the same q = 0. The f16 fields are rounded from f32 bits in
// integers too (packHalf2x16's rounding is not specified).
//
// Bindings (set 0): 0 = x (readonly, f32), 1 = the q8_1 blocks (written as whole words: a block is 36 bytes).
// Push constants: blocks (the count), offX (floats: block b reads x[offX + 32 b ..]), offQ (words: block b
//   is words offQ + 9 b ..).
// Workgroup: 64 invocations, 8 per block (a block's 4 elements and its one word of codes each), so that a
// row of 14336 values fills 56 workgroups rather than 7 (one invocation per block took 8.3 us there on the
// H200, most of it one thread's serial walk of 32 elements). The lanes of a block meet in shared memory,
// not in subgroup operations: any subgroup size works. Grid: 8 invocations per block, a 1-D count.
// Defines: XVEC4 (offX a multiple of 4: x read as vec4).

#define LANES 8u                 // invocations per block, 4 elements each
#define BLOCKS_PER_GROUP 8u      // 64 / LANES

#extension GL_EXT_control_flow_attributes : require

layout(local_size_x = 64) in;

#include "index.glsl"

#ifdef XVEC4
layout(set = 0, binding = 0, std430) readonly buffer Xv { vec4 xv[]; };
#else
layout(set = 0, binding = 0, std430) readonly buffer Xv { float xs[]; };
#endif
layout(set = 0, binding = 1, std430) writeonly buffer Qv { uint q[]; };

layout(push_constant, std430) uniform Push {
  uint blocks;
  uint offX;
  uint offQ;
} pc;

const uint F32_INF = 0x7f800000u;
// A computed NaN scale is x86's default NaN, 0xfe00 in f16 (src/quant/formats/common.ts, f16Bits).
const uint F16_NAN = 0xfe00u;

bool isNaNBits(uint u) { return (u & 0x7fffffffu) > F32_INF; }

// The positive value sig * 2^e (sig > 0, plus a nonzero tail below it when `sticky`) rounded to nearest even
// in a binary format with MANT fraction bits, bias BIAS and subnormals down to 2^(1 - BIAS - MANT); the
// magnitude's bit pattern (infinity on overflow).
uint roundPack(uint sig, int e, bool sticky, const int MANT, const int BIAS) {
  const int top = findMSB(sig) + e; // exponent of the leading bit
  const uint inf = uint(2 * BIAS + 1) << MANT;
  if (top > BIAS) return inf;
  const int lsb = max(top - MANT, 1 - BIAS - MANT); // exponent of the last kept bit
  const int shift = lsb - e;
  uint mant;
  if (shift <= 0) {
    mant = sig << uint(-shift);
  } else if (shift >= 32) {
    mant = 0u; // sig < 2^31 <= half an ulp: rounds to 0
  } else {
    mant = sig >> uint(shift);
    const uint rem = sig & ((1u << uint(shift)) - 1u), halfway = 1u << uint(shift - 1);
    if (rem > halfway || (rem == halfway && (sticky || (mant & 1u) != 0u))) mant++;
  }
  // the exponent field and the significand's leading bit add up (a rounding carry moves the exponent; a
  // subnormal has lsb + MANT + BIAS - 1 = 0)
  return min((uint(lsb + MANT + BIAS - 1) << MANT) + mant, inf);
}

// The significand (in [2^23, 2^24)) and exponent of a positive finite f32 given by its bits: x = sig * 2^e.
void unpack(uint u, out uint sig, out int e) {
  const uint ex = u >> 23, m = u & 0x7fffffu;
  if (ex != 0u) {
    sig = m | 0x800000u;
    e = int(ex) - 150;
    return;
  }
  const int p = findMSB(m);
  sig = m << uint(23 - p);
  e = -149 - (23 - p);
}

// amax / 127 rounded once to nearest even, for amax > 0 finite (as bits): the result's bits. With amax =
// sa * 2^ea and 127 = (127 * 2^17) * 2^-17, the 27-bit quotient floor(sa * 2^26 / (127 * 2^17)) is
// floor(sa * 2^9 / 127), taken in 32-bit pieces (sa = 127 u + v): a division by a constant, no loop.
uint divideBy127(uint amax) {
  uint sa;
  int ea;
  unpack(amax, sa, ea);
  const uint u = sa / 127u, v = sa - 127u * u;
  const uint q = (u << 9) + (v << 9) / 127u, r = (v << 9) % 127u;
  return roundPack(q, ea - 9, r != 0u, 23, 127);
}

// 1 / d rounded once to nearest even, for d > 0 finite (as bits): the result's bits. With d = sb * 2^eb
// the quotient is floor(2^49 / sb) (1 = 2^23 * 2^-23, 26 more bits), in (2^25, 2^26]: a float estimate
// (Vulkan's division is within 2.5 ulp, so a few units off at most) stepped to the exact floor by its
// remainder 2^49 - q sb, which lies in (-2^31, 2^31) and so is the low word of the product negated.
uint reciprocal(uint d) {
  uint sb;
  int eb;
  unpack(d, sb, eb);
  uint q = uint(562949953421312.0 / float(sb)); // 2^49 / sb
  int rem = int(0u - q * sb);
  for (int i = 0; i < 64 && rem < 0; i++) {
    q--;
    rem += int(sb);
  }
  for (int i = 0; i < 64 && rem >= int(sb); i++) {
    q++;
    rem -= int(sb);
  }
  return roundPack(q, -23 - eb - 26, rem != 0, 23, 127);
}

// ggml's fp32 -> fp16 (round to nearest even, subnormal halves, overflow to infinity) of an f32 bit pattern.
uint toHalf(uint u) {
  if (isNaNBits(u)) return F16_NAN;
  const uint sign = (u >> 16) & 0x8000u, a = u & 0x7fffffffu;
  if (a == F32_INF) return sign | 0x7c00u;
  if (a == 0u) return sign;
  uint sig;
  int e;
  unpack(a, sig, e);
  return sign | roundPack(sig, e, false, 10, 15);
}

// C's (int8_t) of roundf(v) as x86 computes it: halves away from zero, then the low byte of the int32
// conversion (INT32_MIN, low byte 0, for NaN and |v| >= 2^31).
int roundToInt8(float v) {
  if (!(abs(v) < 2147483648.0)) return 0;
  const float t = trunc(v);
  const int i = int(t) + (abs(v - t) >= 0.5 ? (v < 0.0 ? -1 : 1) : 0); // v - t is exact
  return (i << 24) >> 24;
}

// x * id, correctly rounded, with a subnormal x (which a driver may flush) taken from its bits: its integer
// significand times id * 2^-64, then 2^-85 (both powers of two are exact wherever the result can reach 0.5).
float scaled(uint xb, float id) {
  precise float v;
  if ((xb & 0x7f800000u) != 0u || (xb & 0x7fffffu) == 0u) {
    v = uintBitsToFloat(xb) * id;
  } else {
    v = float(xb & 0x7fffffu) * (id * 5.421010862427522e-20); // 2^-64
    v = v * 2.5849394142282115e-26;                            // 2^-85
    if ((xb & 0x80000000u) != 0u) v = -v;
  }
  return v;
}

uint loadBits(uint i) {
#ifdef XVEC4
  return floatBitsToUint(xv[i >> 2][i & 3u]);
#else
  return floatBitsToUint(xs[i]);
#endif
}

// Per lane of each of the workgroup's blocks: the index (0..31) of its last NaN (-1: none) and the largest
// |x| of its elements after that NaN (all four without one), then its codes' sum.
shared int lastNaN[BLOCKS_PER_GROUP][LANES];
shared uint maxAfter[BLOCKS_PER_GROUP][LANES];
shared int sums[BLOCKS_PER_GROUP][LANES];

void main() {
  const uint slot = gl_LocalInvocationID.x / LANES, lane = gl_LocalInvocationID.x % LANES;
  const uint b = linearGroup() * BLOCKS_PER_GROUP + slot;
  const bool inside = b < pc.blocks; // a block past the end still meets the barriers
  const uint x0 = pc.offX + 32u * min(b, pc.blocks - 1u) + 4u * lane;

  uint xb[4];
  int myNaN = -1;
  uint m = 0u;
  [[unroll]] for (uint k = 0u; k < 4u; k++) {
    xb[k] = loadBits(x0 + k);
    const uint a = xb[k] & 0x7fffffffu;
    if (isNaNBits(a)) {
      myNaN = int(4u * lane + k);
      m = 0u;
    } else {
      m = max(m, a);
    }
  }
  lastNaN[slot][lane] = myNaN;
  maxAfter[slot][lane] = m;
  barrier();
  // C's fold amax = MAX(amax, fabsf(x)), MAX(a, b) = a > b ? a : b, from amax = 0: a NaN replaces amax and
  // the next element replaces the NaN, so the fold ends as the largest |x| after the block's last NaN (a NaN
  // when the last element is one): the lanes from the one holding that NaN on (the later ones hold none).
  // |x| compared as bit patterns.
  int p = -1;
  [[unroll]] for (uint l = 0u; l < LANES; l++) p = max(p, lastNaN[slot][l]);
  uint amax = 0u;
  [[unroll]] for (uint l = 0u; l < LANES; l++) if (int(4u * l + 3u) > p) amax = max(amax, maxAfter[slot][l]);
  if (p == 31) amax = 0x7fc00000u; // the payload is irrelevant: a NaN d is stored as F16_NAN

  // every lane of the block computes d and id itself (the same integer arithmetic, no barrier for them)
  uint d; // f32 bits of d = amax / 127
  if (isNaNBits(amax) || amax == F32_INF) d = amax;
  else d = amax == 0u ? 0u : divideBy127(amax);
  // id = d ? 1 / d : 0. A NaN d (true in C) gives a NaN id, 1 / inf is 0, and 1 / a tiny d can be inf: then
  // every x * id is 0, NaN or infinite and every q is 0, so those cases never reach the float unit (Vulkan
  // leaves arithmetic on NaN and infinity to the driver).
  const bool live = d != 0u && d < F32_INF;
  const uint idBits = live ? reciprocal(d) : 0u;
  const float id = uintBitsToFloat(idBits);

  int sum = 0;
  uint word = 0u;
  [[unroll]] for (uint k = 0u; k < 4u; k++) {
    // an infinite or NaN x gives an infinite or NaN x * id: q = 0
    const int qv = (live && idBits < F32_INF && (xb[k] & F32_INF) != F32_INF) ? roundToInt8(scaled(xb[k], id)) : 0;
    sum += qv;
    word |= (uint(qv) & 0xffu) << (8u * k);
  }
  sums[slot][lane] = sum;
  barrier();
  if (!inside) return;
  const uint o = pc.offQ + 9u * b;
  q[o + 1u + lane] = word;
  if (lane != 0u) return;
  sum = 0;
  [[unroll]] for (uint l = 0u; l < LANES; l++) sum += sums[slot][l];
  // s = sum * d in f32; NaN for a NaN or infinite d (sum is 0 then: 0 * inf). A subnormal d that the driver
  // flushes gives the same f16 +-0 as the exact product.
  uint sBits = F16_NAN;
  if (d < F32_INF) {
    precise float s = float(sum) * uintBitsToFloat(d);
    sBits = toHalf(floatBitsToUint(s));
  }
  q[o] = toHalf(d) | (sBits << 16);
}
