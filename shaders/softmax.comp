#version 450
// softmax over the last dimension of a row-major [rows, cols] tensor, numerically stable:
//   m = max_c x[r, c];  s = sum_c exp(x[r, c] - m);  y[r, c] = exp(x[r, c] - m) / s
//
// Bindings (set 0): 0 = x (readonly, rows * cols floats), 1 = y (writeonly, rows * cols floats; may not
//   alias x).
// Push constants (8 bytes): { uint rows; uint cols; }
// Workgroup size: specialization constant 0 (local_size_x, default 256). Needs subgroup basic +
//   arithmetic operations in compute, and local_size_x / subgroupSize <= 256.
// Grid: one workgroup per row; 2-D allowed: row = wg.x + wg.y * numWorkGroups.x; workgroups past the
//   last row return.
// Memory traffic: each invocation keeps up to CACHE (define, 16) elements of its row in registers, so a
//   row of up to CACHE * local_size_x columns (4096 at the defaults) is read from memory once and written
//   once; longer rows re-read the columns past that (three passes over the remainder).

#include "include/wg_reduce.glsl"
#extension GL_EXT_control_flow_attributes : require

#ifndef CACHE
#define CACHE 16
#endif

layout(local_size_x = 256, local_size_x_id = 0) in;

layout(set = 0, binding = 0, std430) readonly buffer X { float x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { float y[]; };

layout(push_constant, std430) uniform Push {
  uint rows;
  uint cols;
} pc;

void main() {
  const uint row = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x;
  if (row >= pc.rows) return;
  const uint base = row * pc.cols;
  const uint wg = gl_WorkGroupSize.x;
  const uint tid = gl_LocalInvocationID.x;
  const float NEG_INF = uintBitsToFloat(0xff800000u);

  float v[CACHE];
  float m = NEG_INF;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = tid + k * wg;
    v[k] = c < pc.cols ? x[base + c] : NEG_INF;
    m = max(m, v[k]);
  }
  for (uint c = tid + CACHE * wg; c < pc.cols; c += wg) m = max(m, x[base + c]);
  m = wgMax(m);

  float s = 0.0;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = tid + k * wg;
    v[k] = c < pc.cols ? exp(v[k] - m) : 0.0;
    s += v[k];
  }
  for (uint c = tid + CACHE * wg; c < pc.cols; c += wg) s += exp(x[base + c] - m);
  s = wgSum(s);

  const float inv = 1.0 / s;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = tid + k * wg;
    if (c < pc.cols) y[base + c] = v[k] * inv;
  }
  for (uint c = tid + CACHE * wg; c < pc.cols; c += wg) y[base + c] = exp(x[base + c] - m) * inv;
}
