#version 450
// The second pass of a split-K conv2d (conv2d_gemm's SPLITK variants): y = bias + the sum of the splits'
// f32 partial sums, added in split order from 0 (the same result on every run). Each invocation takes two
// consecutive outputs (f16: one word of y, merged where y's offset makes it straddle two).
//
// Bindings: 0 = the partial sums (readonly f32, [splits][total] from 0), 1 = y (contiguous [n, o, oh, ow]
//   at offY), 2 = bias (readonly, o values at offB; bias variants only). f32, or f16 y and bias with F16.
// Push constants: total (outputs), splits, plane (outputs per channel: oh * ow), o, offY, offB.
// Grid: one invocation per two outputs (linearInvocation()).

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"

#include "act_io.glsl"
layout(set = 0, binding = 0, std430) readonly buffer Part { float part[]; };
layout(set = 0, binding = 1, std430) ACT_OUT Y { ACT y[]; };
#ifdef BIAS
layout(set = 0, binding = 2, std430) readonly buffer B { ACT b[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint total, splits, plane, o, offY, offB;
} pc;

void main() {
  const uint i = 2u * linearInvocation();
  if (i >= pc.total) return;
  const bool second = i + 1u < pc.total;
  vec2 s = vec2(0.0);
  for (uint k = 0u; k < pc.splits; k++) {
    s.x += part[k * pc.total + i];
    if (second) s.y += part[k * pc.total + i + 1u];
  }
#ifdef BIAS
  s.x += ACT_AT(b, pc.offB + (i / pc.plane) % pc.o);
  s.y += second ? ACT_AT(b, pc.offB + ((i + 1u) / pc.plane) % pc.o) : 0.0;
#endif
#ifdef F16
  F16_STORE_PAIR(y, pc.offY + i, s, true, second)
#else
  y[pc.offY + i] = s.x;
  if (second) y[pc.offY + i + 1u] = s.y;
#endif
}
