#version 450
// layer_norm over the rows of a [rows, cols] view (PyTorch's, biased variance):
//   mean = mean_c x(r, c);  var = mean_c (x(r, c) - mean)^2;  y[r, c] = (x(r, c) - mean) / sqrt(var + eps)
//   (* w[c] with WEIGHT, + b[c] with BIAS). Two passes over the registers (mean, then the centred squares):
//   no cancellation of E[x^2] - mean^2. Two workgroup reductions, as softmax and rms_norm: the row's scaling
//   exponent and its scaled sum come out of one (wgScaledSum), the centred squares out of the other.
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

// An invocation whose columns are all 0 has no exponent: below every real one (rowExponent's are >= -126).
#define NO_EXPONENT (-1000)
shared int ln_exponent[MAX_SUBGROUPS];
shared float ln_sum[MAX_SUBGROUPS];
shared int ln_row_exponent;
shared float ln_row_sum;

// s * 2^(e - to), e <= to: exact, except partials under 2^-126 of the largest, which may flush to 0.
float rescaled(float s, int e, int to) {
  return ldexp(s, max(e - to, -160));
}

// The subgroup's largest exponent (eMax) and the sum of its partials rescaled to it.
float subgroupScaledSum(int e, float s, out int eMax) {
  eMax = subgroupMax(e);
  return subgroupAdd(rescaled(s, e, eMax));
}

// From each invocation's exponent e and its sum s of x * 2^-e: the row's exponent (the largest e; 0 for a
// zero row) and the row's sum of x * 2^-that. One reduction where a max and then a sum would take two.
void wgScaledSum(int e, float s, out int eRow, out float sRow) {
  int eg;
  const float sg = subgroupScaledSum(e, s, eg);
  if (subgroupElect()) {
    ln_exponent[gl_SubgroupID] = eg;
    ln_sum[gl_SubgroupID] = sg;
  }
  barrier();
  if (gl_SubgroupID == 0) {
    int et = NO_EXPONENT;
    float st = 0.0;
    for (uint i = gl_SubgroupInvocationID; i < gl_NumSubgroups; i += gl_SubgroupSize) {
      const int ei = ln_exponent[i], en = max(et, ei);
      st = rescaled(st, et, en) + rescaled(ln_sum[i], ei, en);
      et = en;
    }
    int ea;
    const float sa = subgroupScaledSum(et, st, ea);
    if (subgroupElect()) {
      ln_row_exponent = ea;
      ln_row_sum = sa;
    }
  }
  barrier();
  eRow = ln_row_exponent == NO_EXPONENT ? 0 : ln_row_exponent;
  sRow = ln_row_sum; // the shared slots are not used again: no barrier after
}


void main() {
  const uint row = linearGroup();
  if (row >= pc.rows) return; // uniform across the workgroup
  const uint base = ROW_BASE(row);
  const uint yRow = pc.offY + row * pc.cols;
  const uint wg = gl_WorkGroupSize.x;
  const uint tid = gl_LocalInvocationID.x;
  const float n = float(pc.cols);

  // Pass 1: max |x| over the invocation's columns, its exponent (rowExponent: 0 for inf or NaN) and the sum
  // of its columns scaled by that; wgScaledSum gives the row's exponent e and the mean of x * 2^-e.
  float v[CACHE];
  float m = 0.0;
#ifdef VEC_REGS
  FETCH_REGS(qx, x, base)
#define LOAD_REG(k, c) REG_AT(qx, k)
#else
#define LOAD_REG(k, c) XAT(c)
#endif
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = COLK(k);
    v[k] = IN_ROW(k, c) ? LOAD_REG(k, c) : 0.0;
    m = max(m, abs(v[k]));
  }
  FOR_REST(c) m = max(m, abs(XAT(c)));
  const int own = m == 0.0 ? NO_EXPONENT : rowExponent(m);
  const float ownInv = ldexp(1.0, own == NO_EXPONENT ? 0 : -own);
  float s = 0.0;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) s += v[k] * ownInv;
  FOR_REST(c) s += XAT(c) * ownInv;
  int e;
  float sum;
  wgScaledSum(own, s, e, sum);
  const float inv = ldexp(1.0, -e);
  const float mean = sum / n;

  // Pass 2: the variance of x * 2^-e around it (padding lanes hold 0: excluded).
  float ss = 0.0;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    v[k] = v[k] * inv - mean;
    if (IN_ROW(k, COLK(k))) ss = fma(v[k], v[k], ss);
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
