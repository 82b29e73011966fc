#version 450
// layer_norm over the rows of a [rows, cols] view (PyTorch's, biased variance):
//   mean = mean_c x(r, c);  var = mean_c (x(r, c) - mean)^2;  y[r, c] = (x(r, c) - mean) / sqrt(var + eps)
//   (* w[c] with WEIGHT, + b[c] with BIAS). Two passes over the registers (mean, then the centred squares):
//   no cancellation of E[x^2] - mean^2.
// _strided: x any view (rows.glsl), w and b at strides strideW / strideB; otherwise all contiguous.
// dtype f32, or f16 (F16: x, w, b and y f16, f32 math, rounded once on store; norm_slots.glsl).
// No overflow or underflow in the squares: the row is scaled by 2^-e, e the exponent of max |x|, and eps
// by 2^-2e, as rms_norm.comp (an exact scaling: the result rounds as the plain formula would).
//
// Bindings: 0 = x (readonly), 1 = y (writeonly, contiguous [rows, cols] at offY; may not alias x),
//   2 = w (WEIGHT), then b (BIAS: 3 with a weight, else 2); cols elements at offW / offB. f16: y
//   read-write (words merged).
// Push constants: rows, cols, offX, offY, eps, offW, offB; STRIDED: strideW, strideB, colStride, rank,
//   shape, strideX.
// Workgroup: specialization constant 0 (default 256); needs subgroup basic + arithmetic in compute.
// Grid: one workgroup per row (linearGroup(); workgroups past the last row return).
// Memory traffic: up to CACHE (define, 16) elements per invocation stay in registers (rows up to 4096 at
//   the defaults read x once); longer rows re-read the remainder in each pass.

#include "rows.glsl"
#include "norm_scale.glsl"

#ifndef CACHE
#define CACHE 16
#endif

#include "norm_slots.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { ELEM x[]; };
layout(set = 0, binding = 1, std430) OUT_ACCESS buffer Y { ELEM y[]; };

layout(push_constant, std430) uniform Push {
  ROW_PUSH
  float eps;
  uint offW;
  uint offB;
#ifdef STRIDED
  uint strideW;
  uint strideB;
#define W_AT(c) ((c) * pc.strideW)
#define B_AT(c) ((c) * pc.strideB)
#else
#define W_AT(c) (c)
#define B_AT(c) (c)
#endif
  ROW_PUSH_STRIDED
} pc;

#ifdef WEIGHT
layout(set = 0, binding = 2, std430) readonly buffer W { ELEM w[]; };
#define MULW(t, c) ((t) * AT(w, pc.offW + W_AT(c)))
#define BIAS_BINDING 3
#else
#define MULW(t, c) (t)
#define BIAS_BINDING 2
#endif
#ifdef BIAS
layout(set = 0, binding = BIAS_BINDING, std430) readonly buffer B { ELEM b[]; };
#define ADDB(t, c) ((t) + AT(b, pc.offB + B_AT(c)))
#else
#define ADDB(t, c) (t)
#endif
#define OUT(t, c) ADDB(MULW((t) * r, c), c)
#define XAT(c) AT(x, base + COL(c))


void main() {
  const uint row = linearGroup();
  if (row >= pc.rows) return; // uniform across the workgroup
  const uint base = ROW_BASE(row);
  const uint yRow = pc.offY + row * pc.cols;
  const uint wg = gl_WorkGroupSize.x;
  const uint tid = gl_LocalInvocationID.x;
  const float n = float(pc.cols);

  // Pass 1: max |x| (the scaling exponent).
  float v[CACHE];
  float m = 0.0;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = COLK(k);
    v[k] = c < pc.cols ? XAT(c) : 0.0;
    m = max(m, abs(v[k]));
  }
  FOR_REST(c) m = max(m, abs(XAT(c)));
  m = wgMax(m);
  const int e = rowExponent(m);
  const float inv = ldexp(1.0, -e);

  // Pass 2: the mean of x * 2^-e.
  float s = 0.0;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    v[k] *= inv;
    s += v[k];
  }
  FOR_REST(c) s += XAT(c) * inv;
  const float mean = wgSum(s) / n;

  // Pass 3: the variance of x * 2^-e around it (padding lanes hold 0: excluded).
  float ss = 0.0;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = COLK(k);
    v[k] -= mean;
    if (c < pc.cols) ss = fma(v[k], v[k], ss);
  }
  FOR_REST(c) {
    const float t = XAT(c) * inv - mean;
    ss = fma(t, t, ss);
  }
  ss = wgSum(ss);
  const float r = invRootScaled(ss / n, pc.eps, e);

#define OUT_REG(k, c) OUT(v[k], c)
#define OUT_COL(c) OUT(XAT(c) * inv - mean, c)
  STORE_ROW(y, yRow)
}
