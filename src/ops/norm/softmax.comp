#version 450
// softmax and log_softmax over the rows of a [rows, cols] view, numerically stable, of v = x * scale (+ mask):
//   m = max_c v(r, c);  s = sum_c exp(v(r, c) - m)
//   softmax:      y[r, c] = exp(v(r, c) - m) / s
//   log_softmax:  y[r, c] = (v(r, c) - m) - log(s)                                   (LOG)
// Variants: [log_]f32 (x contiguous at offX), [log_]f32_strided (x any view; rows.glsl says how it is
// addressed), [log_]f32_masked (strided, plus an additive mask read through its own strides over the same
// collapsed row shape: broadcast dimensions have stride 0). A row masked to -inf everywhere gives NaN, as
// PyTorch (m = -inf, -inf - m = NaN).
//
// Bindings: 0 = x (readonly), 1 = y (writeonly, contiguous [rows, cols] at offY; may not alias x),
//   2 = mask (readonly; MASK only).
// Push constants: rows, cols, offX, offY (element offsets), scale; STRIDED: colStride, rank, shape,
//   strideX; MASK: offM, mColStride, strideM (rank <= 7 for a
//   masked x).
// Workgroup: specialization constant 0 (default 256); needs subgroup basic + arithmetic in compute.
// Grid: one workgroup per row (linearGroup(); workgroups past the last row return).
// Memory traffic: each invocation keeps up to CACHE (define, 16) elements of its row in registers, so a
//   row of up to CACHE * local_size_x columns (4096 at the defaults) is read from memory once and written
//   once; longer rows re-read the columns past that (three passes over the remainder).

#include "rows.glsl"

#define MASK_RANK (MAX_RANK - 1)

#ifndef CACHE
#define CACHE 16
#endif

layout(set = 0, binding = 0, std430) readonly buffer X { float x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { float y[]; };

layout(push_constant, std430) uniform Push {
  ROW_PUSH
  float scale;
  ROW_PUSH_STRIDED
#ifdef MASK
  // MASK_RANK row dimensions at most for a masked x (the push block's 128 bytes hold no more)
  uint offM;
  uint mColStride;
  uint strideM[MASK_RANK];
#endif
} pc;

#ifdef MASK
layout(set = 0, binding = 2, std430) readonly buffer M { float mask[]; };
// The mask's element (row, 0): stridedIndex over the shared row shape with the mask's strides.
uint maskBase(uint i) {
  uint at = pc.offM;
  for (int d = int(pc.rank) - 1; d >= 0; d--) {
    const uint n = pc.shape[d];
    at += (i % n) * pc.strideM[d];
    i /= n;
  }
  return at;
}
#define LOAD(c) fma(x[base + COL(c)], pc.scale, mask[mBase + (c) * pc.mColStride])
#else
#define LOAD(c) (x[base + COL(c)] * pc.scale)
#endif

void main() {
  const uint row = linearGroup();
  if (row >= pc.rows) return; // uniform across the workgroup
  const uint base = ROW_BASE(row);
#ifdef MASK
  const uint mBase = maskBase(row);
#endif
  const uint yRow = pc.offY + row * pc.cols;
  const uint wg = gl_WorkGroupSize.x;
  const uint tid = gl_LocalInvocationID.x;

  float v[CACHE];
  float m = NEG_INF;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = tid + k * wg;
    v[k] = c < pc.cols ? LOAD(c) : NEG_INF;
    m = max(m, v[k]);
  }
  for (uint c = tid + CACHE * wg; c < pc.cols; c += wg) m = max(m, LOAD(c));
  m = wgMax(m);

  float s = 0.0;
#ifdef LOG
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = tid + k * wg;
    s += c < pc.cols ? exp(v[k] - m) : 0.0;
  }
#else
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = tid + k * wg;
    v[k] = c < pc.cols ? exp(v[k] - m) : 0.0;
    s += v[k];
  }
#endif
  for (uint c = tid + CACHE * wg; c < pc.cols; c += wg) s += exp(LOAD(c) - m);
  s = wgSum(s);

#ifdef LOG
  const float ls = log(s);
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = tid + k * wg;
    if (c < pc.cols) y[yRow + c] = (v[k] - m) - ls;
  }
  for (uint c = tid + CACHE * wg; c < pc.cols; c += wg) y[yRow + c] = (LOAD(c) - m) - ls;
#else
  const float inv = 1.0 / s;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = tid + k * wg;
    if (c < pc.cols) y[yRow + c] = v[k] * inv;
  }
  for (uint c = tid + CACHE * wg; c < pc.cols; c += wg) y[yRow + c] = exp(LOAD(c) - m) * inv;
#endif
}
