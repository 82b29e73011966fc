#version 450
// random: rand (UNIFORM) and randn (NORMAL) over n elements of dtype DST (f32, f16 or bf16), generated on
// the GPU by Philox4x32-10 (philox.glsl), counter-based: element e is lane e % 4 of
//   philox4x32(counter = (e / 4, 0, 0, 0), key = (seed mod 2^32, seed / 2^32)),
// so the values depend only on the seed and the element's index (not on the grid or the device).
//   UNIFORM: in [0, 1) on a grid of 2^-b, b = the dtype's significand bits (f32 24, f16 11, bf16 8):
//            (u >> (32 - b)) * 2^-b, exact in the dtype (no rounding can reach 1.0).
//   NORMAL:  Box-Muller on the lane pairs (0, 1) and (2, 3): u1 = ((a >> 8) + 1) * 2^-24 in (0, 1],
//            u2 = (b >> 8) * 2^-24; r = sqrt(-2 ln u1); z0 = r cos(2 pi u2), z1 = r sin(2 pi u2), in f32
//            with the driver's log / sqrt / cos / sin (then rounded to f16 / bf16 to nearest even).
// One invocation per counter (four elements); y is a fresh tensor, so the last word's padding is written.
//
// Bindings: 0 = y (writeonly). Push constants: n, blocks (= ceil(n / 4)), seedLo, seedHi.

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"
#include "convert.glsl"
#include "philox.glsl"

layout(set = 0, binding = 0, std430) writeonly buffer Y { uint y[]; };

layout(push_constant, std430) uniform Push {
  uint n;
  uint blocks;
  uint seedLo;
  uint seedHi;
} pc;

// f32 bits -> DST bits
uint store(uint f) {
#if DST == DT_F16
  return f32ToF16Bits(f);
#elif DST == DT_BF16
  return f32ToBf16Bits(f);
#else
  return f;
#endif
}

#if DST == DT_F16
#define UNIFORM_BITS 11
#elif DST == DT_BF16
#define UNIFORM_BITS 8
#else
#define UNIFORM_BITS 24
#endif

const float TWO_PI = 6.28318530717958647692;
const float INV_2_24 = 1.0 / 16777216.0;

uvec4 values(uvec4 r) {
#ifdef NORMAL
  const vec2 u1 = (vec2(r.xz >> 8u) + 1.0) * INV_2_24, u2 = vec2(r.yw >> 8u) * INV_2_24;
  const vec2 radius = sqrt(-2.0 * log(u1)), theta = TWO_PI * u2;
  return floatBitsToUint(vec4(radius.x * cos(theta.x), radius.x * sin(theta.x), radius.y * cos(theta.y), radius.y * sin(theta.y)));
#else
  return floatBitsToUint(vec4(r >> uint(32 - UNIFORM_BITS)) * (1.0 / float(1u << UNIFORM_BITS)));
#endif
}

void main() {
  const uint b = linearInvocation();
  if (b >= pc.blocks) return;
  const uvec4 v = values(philox4x32(uvec4(b, 0u, 0u, 0u), uvec2(pc.seedLo, pc.seedHi)));
#if DST_SIZE == 4
  for (uint k = 0u; k < 4u; k++) if (4u * b + k < pc.n) y[4u * b + k] = v[k];
#else
  const uint words = (pc.n + 1u) / 2u;
  if (2u * b < words) y[2u * b] = store(v.x) | (store(v.y) << 16);
  if (2u * b + 1u < words) y[2u * b + 1u] = store(v.z) | (store(v.w) << 16);
#endif
}
