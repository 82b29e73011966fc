#version 450
// softmax and log_softmax over the rows of a [rows, cols] view, numerically stable, of v = x * scale (+ mask):
//   m = max_c v(r, c);  s = sum_c exp(v(r, c) - m)
//   softmax:      y[r, c] = exp(v(r, c) - m) / s
//   log_softmax:  y[r, c] = (v(r, c) - m) - log(s)                                   (LOG)
// Variants: [log_]<dtype> (x contiguous at offX), [log_]<dtype>_strided (x any view; rows.glsl says how it
// is addressed), [log_]<dtype>_masked (strided, plus an additive mask of x's dtype read through its own
// strides over the same collapsed row shape: broadcast dimensions have stride 0), [log_]<dtype>_axis (any
// view of x along a non-last axis; y is x's shape, contiguous, so row r = (o, i) of the kept dimensions
// (o before the axis, i < inner after it) starts at offY + o * cols * inner + i and steps by inner).
// dtype f32, or f16 (F16: x, mask and y f16, f32 math, rounded once on store; norm_slots.glsl). A row
// masked to -inf everywhere gives NaN, as PyTorch (m = -inf, -inf - m = NaN).
//
// Bindings: 0 = x (readonly), 1 = y (writeonly, contiguous [rows, cols] at offY, or x's shape for AXIS; may
//   not alias x; f16: read-write, words merged), 2 = mask (readonly; MASK only).
// Push constants: rows, cols, offX, offY (element offsets), scale; STRIDED: colStride, rank, shape,
//   strideX; MASK: offM, mColStride, strideM (rank <= 7 for a masked x); AXIS: inner.
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

#include "norm_slots.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { ELEM x[]; };
layout(set = 0, binding = 1, std430) OUT_ACCESS buffer Y { ELEM y[]; };

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
#ifdef AXIS
  uint inner;
#endif
} pc;

#ifdef MASK
layout(set = 0, binding = 2, std430) readonly buffer M { ELEM mask[]; };
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
#define LOAD(c) fma(AT(x, base + COL(c)), pc.scale, AT(mask, mBase + (c) * pc.mColStride))
#else
#define LOAD(c) (AT(x, base + COL(c)) * pc.scale)
#endif

void main() {
  const uint row = linearGroup();
  if (row >= pc.rows) return; // uniform across the workgroup
  const uint base = ROW_BASE(row);
#ifdef MASK
  const uint mBase = maskBase(row);
#endif
#ifdef AXIS
  const uint yRow = pc.offY + (row / pc.inner) * pc.cols * pc.inner + row % pc.inner;
#else
  const uint yRow = pc.offY + row * pc.cols;
#endif
  const uint wg = gl_WorkGroupSize.x;
  const uint tid = gl_LocalInvocationID.x;

  float v[CACHE];
  float m = NEG_INF;
#ifdef VEC_REGS
  FETCH_REGS(qx, x, base)
#define LOAD_REG(k, c) (REG_AT(qx, k) * pc.scale)
#else
#define LOAD_REG(k, c) LOAD(c)
#endif
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = COLK(k);
    v[k] = IN_ROW(k, c) ? LOAD_REG(k, c) : NEG_INF;
    m = max(m, v[k]);
  }
  FOR_REST(c) m = max(m, LOAD(c));
  m = wgMax(m);

  // Padding registers hold -inf: exp gives 0 there, unless m is -inf or NaN, where the row's own terms
  // already make s NaN (as the formula), so no test per register.
  float s = 0.0;
#ifdef LOG
  [[unroll]] for (uint k = 0u; k < CACHE; k++) s += exp(v[k] - m);
#else
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    v[k] = exp(v[k] - m);
    s += v[k];
  }
#endif
  FOR_REST(c) s += exp(LOAD(c) - m);
  s = wgSum(s);

#ifdef LOG
  const float ls = log(s);
#define OUT_REG(k, c) ((v[k] - m) - ls)
#define OUT_COL(c) ((LOAD(c) - m) - ls)
#else
  const float inv = 1.0 / s;
#define OUT_REG(k, c) (v[k] * inv)
#define OUT_COL(c) (exp(LOAD(c) - m) * inv)
#endif
  STORE_ROW(y, yRow)
}
