#version 450
// rms_norm over the rows of a [rows, cols] view:
//   y[r, c] = x(r, c) / sqrt(mean_c(x(r, c)^2) + eps)            (variants <dtype>, <dtype>_strided)
//   y[r, c] = x(r, c) / sqrt(mean_c(x(r, c)^2) + eps) * w[c]     (variants <dtype>_weight[_strided])
//   ADD (add_<dtype>[_weight][_strided], add_rms_norm): the same of v = x(r, c) + res(r, c), with v written out
//   too: sum[r, c] = v (contiguous at offS).
// dtype f32, or f16 (F16: x, res, w, y and sum f16, f32 math; v is rounded to f16 before it is normalised,
// so the result is rms_norm of the sum as stored; norm_slots.glsl).
// _strided: x any view (rows.glsl says how it is addressed) and w at stride strideW; otherwise both are
// contiguous at their offsets.
// No overflow or underflow in the squares: the row is scaled by 2^-e, e the exponent of max |x| (an exact
// scaling, so the result rounds as the plain formula would), and eps by 2^-2e. |x| near FLT_MAX, or tiny x
// with eps = 0, normalise like any other row. Without it |x| ~ 1e19 gave 0 and x ~ 1e-30 with eps = 0 Inf.
//
// Bindings: 0 = x (readonly), 1 = y (writeonly, contiguous [rows, cols] at offY; may not alias x),
//   2 = w (readonly, cols floats at offW; weight variants only); ADD: then res (readonly) and sum (read
//   back for long rows; may be res or x itself, contiguous: in place, each element is read by the
//   invocation that writes it, before it writes it; f16 stores touch only their own halves). f16: y and
//   sum read-write (words merged).
// Push constants: rows, cols, offX, offY, eps, offW (element offsets); ADD: offR, offS; STRIDED: strideW,
//   colStride, rank, shape, strideX; ADD and STRIDED: rColStride, strideR (res through its own strides over
//   the same collapsed row shape; ADD_RANK row dimensions at most: the push block's 128 bytes are full).
// Workgroup: specialization constant 0 (default 256); needs subgroup basic + arithmetic in compute.
// Grid: one workgroup per row (linearGroup(); workgroups past the last row return).
// Memory traffic: up to CACHE (define, 16) elements per invocation stay in registers, so rows of up to
//   CACHE * local_size_x columns (4096 at the defaults) read x once; longer rows re-read the remainder
//   (for the max, the sum of squares and the output; ADD re-reads it from sum, one array instead of two).

#include "rows.glsl"
#include "norm_scale.glsl"

#ifndef CACHE
#define CACHE 16
#endif

#define ADD_RANK 4

#include "norm_slots.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { ELEM x[]; };
layout(set = 0, binding = 1, std430) OUT_ACCESS buffer Y { ELEM y[]; };
#ifdef ADD
#ifdef WEIGHT
#define R_BINDING 3
#define S_BINDING 4
#else
#define R_BINDING 2
#define S_BINDING 3
#endif
layout(set = 0, binding = R_BINDING, std430) readonly buffer R { ELEM res[]; };
layout(set = 0, binding = S_BINDING, std430) buffer S { ELEM sum[]; };
#endif

layout(push_constant, std430) uniform Push {
  ROW_PUSH
  float eps;
  uint offW;
#ifdef ADD
  uint offR;
  uint offS;
#endif
#ifdef STRIDED
  uint strideW;
#endif
  ROW_PUSH_STRIDED
#if defined(ADD) && defined(STRIDED)
  uint rColStride;
  uint strideR[ADD_RANK];
#endif
} pc;

#ifdef WEIGHT
layout(set = 0, binding = 2, std430) readonly buffer W { ELEM w[]; };
#ifdef STRIDED
#define SCALE(c) (r * AT(w, pc.offW + (c) * pc.strideW))
#else
#define SCALE(c) (r * AT(w, pc.offW + (c)))
#endif
#else
#define SCALE(c) r
#endif

// Element c of the row: x (+ res), and its re-read for the columns past the registers.
#if defined(ADD) && defined(STRIDED)
// res's element (row, 0): stridedIndex over the shared row shape with res's strides.
uint resBase(uint row) {
  uint s[MAX_RANK];
  [[unroll]] for (uint d = 0u; d < MAX_RANK; d++) s[d] = d < ADD_RANK ? pc.strideR[d] : 0u;
  return stridedIndex(row, pc.rank, pc.shape, s, pc.offR);
}
#define SUM_OF(c) (AT(x, base + COL(c)) + AT(res, rBase + (c) * pc.rColStride))
#elif defined(ADD)
#define resBase(row) (pc.offR + (row) * pc.cols)
#define SUM_OF(c) (AT(x, base + (c)) + AT(res, rBase + (c)))
#endif
// f16's sum is normalised as it is stored (rounded to f16)
#if defined(ADD) && defined(F16)
#define LOAD(c) f16Round(SUM_OF(c))
#elif defined(ADD)
#define LOAD(c) SUM_OF(c)
#else
#define LOAD(c) AT(x, base + COL(c))
#endif
#ifdef ADD
#define RELOAD(c) AT(sum, sRow + (c))
#else
#define RELOAD(c) AT(x, base + COL(c))
#endif


void main() {
  const uint row = linearGroup();
  if (row >= pc.rows) return; // uniform across the workgroup
  const uint base = ROW_BASE(row);
  const uint yRow = pc.offY + row * pc.cols;
#ifdef ADD
  const uint rBase = resBase(row);
  const uint sRow = pc.offS + row * pc.cols;
#endif
  const uint wg = gl_WorkGroupSize.x;
  const uint tid = gl_LocalInvocationID.x;

  // Pass 1: max |x| over the row (NaN and inf rows keep e = 0 and come out NaN / 0 as the formula says).
  float v[CACHE];
  float m = 0.0;
#if defined(VEC_REGS) && defined(ADD)
  FETCH_REGS(qx, x, base)
  FETCH_REGS(qr, res, rBase)
#define LOAD_REG(k, c) f16Round(REG_AT(qx, k) + REG_AT(qr, k))
#elif defined(VEC_REGS)
  FETCH_REGS(qx, x, base)
#define LOAD_REG(k, c) REG_AT(qx, k)
#else
#define LOAD_REG(k, c) LOAD(c)
#endif
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    const uint c = COLK(k);
    v[k] = IN_ROW(k, c) ? LOAD_REG(k, c) : 0.0;
    m = max(m, abs(v[k]));
  }
#ifdef ADD
  // ADD stores the sums only after every load of the registers: sum may alias x or res, so a store between
  // two loads keeps them in order (the loads went one round trip at a time: 75% of the H200's copy roof).
  // The sums past the registers are stored next, then read back for the max (the rows past 4096).
#define OUT_REG(k, c) v[k]
#define OUT_COL(c) LOAD(c)
  STORE_ROW(sum, sRow)
#undef OUT_REG
#undef OUT_COL
#endif
  FOR_REST(c) m = max(m, abs(RELOAD(c)));
  m = wgMax(m);
  const int e = rowExponent(m);
  const float inv = ldexp(1.0, -e);

  // Pass 2: the sum of squares of x * 2^-e (each in [0, 1), or up to 4 when clamped).
  float ss = 0.0;
  [[unroll]] for (uint k = 0u; k < CACHE; k++) {
    v[k] *= inv;
    ss = fma(v[k], v[k], ss);
  }
  FOR_REST(c) {
    const float t = RELOAD(c) * inv;
    ss = fma(t, t, ss);
  }
  ss = wgSum(ss);
  const float r = invRootScaled(ss / float(pc.cols), pc.eps, e);

#define OUT_REG(k, c) (v[k] * SCALE(c))
#define OUT_COL(c) (RELOAD(c) * inv * SCALE(c))
  STORE_ROW(y, yRow)
}
