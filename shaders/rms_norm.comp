#version 450
// rms_norm over the last dimension of a row-major [rows, cols] tensor:
//   y[r, c] = x[r, c] / sqrt(mean_c(x[r, c]^2) + eps)            (variant f32)
//   y[r, c] = x[r, c] / sqrt(mean_c(x[r, c]^2) + eps) * w[c]     (variant f32_weight)
//
// Bindings (set 0): 0 = x (readonly, rows * cols floats), 1 = y (writeonly, rows * cols floats; may not
//   alias x), 2 = w (readonly, cols floats; f32_weight only).
// Push constants (12 bytes): { uint rows; uint cols; float eps; }
// Workgroup size: specialization constant 0 (local_size_x, default 256). Needs subgroup basic +
//   arithmetic operations in compute, and local_size_x / subgroupSize <= 256.
// Grid: one workgroup per row; 2-D allowed: row = wg.x + wg.y * numWorkGroups.x; workgroups past the
//   last row return.
// Memory traffic: up to CACHE (define, 16) elements per invocation stay in registers, so rows of up to
//   CACHE * local_size_x columns (4096 at the defaults) read x once; longer rows re-read the remainder.

#include "include/wg_reduce.glsl"
#extension GL_EXT_control_flow_attributes : require

#ifndef CACHE
#define CACHE 16
#endif

layout(local_size_x = 256, local_size_x_id = 0) in;

layout(set = 0, binding = 0, std430) readonly buffer X { float x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { float y[]; };
#ifdef WEIGHT
layout(set = 0, binding = 2, std430) readonly buffer W { float w[]; };
#define SCALE(c) (scale * w[c])
#else
#define SCALE(c) scale
#endif

layout(push_constant, std430) uniform Push {
  uint rows;
  uint cols;
  float eps;
} pc;

void main() {
  const uint row = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x;
  if (row >= pc.rows) return;
  const uint base = row * pc.cols;
  const uint wg = gl_WorkGroupSize.x;
  const uint tid = gl_LocalInvocationID.x;

  float v[CACHE];
  float ss = 0.0;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = tid + k * wg;
    v[k] = c < pc.cols ? x[base + c] : 0.0;
    ss = fma(v[k], v[k], ss);
  }
  for (uint c = tid + CACHE * wg; c < pc.cols; c += wg) {
    const float t = x[base + c];
    ss = fma(t, t, ss);
  }
  ss = wgSum(ss);
  const float scale = inversesqrt(ss / float(pc.cols) + pc.eps);

  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = tid + k * wg;
    if (c < pc.cols) y[base + c] = v[k] * SCALE(c);
  }
  for (uint c = tid + CACHE * wg; c < pc.cols; c += wg) y[base + c] = x[base + c] * SCALE(c);
}
