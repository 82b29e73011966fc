#version 450
// softmax over the rows of a [rows, cols] view, numerically stable:
//   m = max_c x(r, c);  s = sum_c exp(x(r, c) - m);  y[r, c] = exp(x(r, c) - m) / s
// Variants: f32 (x contiguous at offX), f32_strided (x any view; rows.glsl says how it is addressed).
//
// Bindings: 0 = x (readonly), 1 = y (writeonly, contiguous [rows, cols] at offY; may not alias x).
// Push constants: rows, cols, offX, offY (element offsets); STRIDED: colStride, rank, shape, strideX.
// Workgroup: specialization constant 0 (default 256); needs subgroup basic + arithmetic in compute.
// Grid: one workgroup per row (linearGroup(); workgroups past the last row return).
// Memory traffic: each invocation keeps up to CACHE (define, 16) elements of its row in registers, so a
//   row of up to CACHE * local_size_x columns (4096 at the defaults) is read from memory once and written
//   once; longer rows re-read the columns past that (three passes over the remainder).

#include "rows.glsl"

#ifndef CACHE
#define CACHE 16
#endif

layout(set = 0, binding = 0, std430) readonly buffer X { float x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { float y[]; };

layout(push_constant, std430) uniform Push {
  ROW_PUSH
  ROW_PUSH_STRIDED
} pc;

void main() {
  const uint row = linearGroup();
  if (row >= pc.rows) return; // uniform across the workgroup
  const uint base = ROW_BASE(row);
  const uint yRow = pc.offY + row * pc.cols;
  const uint wg = gl_WorkGroupSize.x;
  const uint tid = gl_LocalInvocationID.x;

  float v[CACHE];
  float m = NEG_INF;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = tid + k * wg;
    v[k] = c < pc.cols ? x[base + COL(c)] : NEG_INF;
    m = max(m, v[k]);
  }
  for (uint c = tid + CACHE * wg; c < pc.cols; c += wg) m = max(m, x[base + COL(c)]);
  m = wgMax(m);

  float s = 0.0;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = tid + k * wg;
    v[k] = c < pc.cols ? exp(v[k] - m) : 0.0;
    s += v[k];
  }
  for (uint c = tid + CACHE * wg; c < pc.cols; c += wg) s += exp(x[base + COL(c)] - m);
  s = wgSum(s);

  const float inv = 1.0 / s;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = tid + k * wg;
    if (c < pc.cols) y[yRow + c] = v[k] * inv;
  }
  for (uint c = tid + CACHE * wg; c < pc.cols; c += wg) y[yRow + c] = exp(x[base + COL(c)] - m) * inv;
}
