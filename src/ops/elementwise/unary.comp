#version 450
// unary: y[i] = OP(x[i]) over n elements; OP is one of the OP_* defines below (src/ops/elementwise/kernels.ts
// lists them). Variants: <op>_f32 (contiguous), <op>_f32_vec4, <op>_f32_strided (x any view), and f16 in and
// out with f32 math: <op>_f16_vec4 (contiguous, aligned as vec4), <op>_f16_strided (any other x: a word of y
// per invocation, elementwise.glsl).
//
// Bindings: 0 = x (readonly), 1 = y (writeonly, contiguous; may not alias x; f16_strided: read-write, for
//   the merge of a shared first or last word).
// Push constants: n (elements), offX / offY (element offsets, in T units; f16_strided: in elements), for PARAMS (the parametric ops)
//   p0 / p1, and for STRIDED the collapsed shape and x's strides.
// Formulas (the CPU reference in reference.ts uses the same ones):
//   relu(x) = max(x, 0); gelu (tanh approximation) = 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))),
//   computed as x / (1 + exp(-2 z)) for the tanh argument z (no inf/inf NaN at large |x|); gelu_erf (exact)
//   = 0.5 x (1 + erf(x / sqrt 2)), with the erf below without its series (1 + erf needs no relative accuracy);
//   silu(x) = x / (1 + exp(-x)); sigmoid(x) = 1 / (1 + exp(-x)); tanh(x) = 1 - 2 / (exp(2x) + 1) (exact
//   +-1 at the ends, where a driver's tanh may give NaN); erf(x): odd Taylor series below |x| = 0.5, else
//   Abramowitz & Stegun 7.1.26 (absolute error <= 1.5e-7); exp, neg, sqr, abs as named; log(0) = -inf,
//   log, sqrt, rsqrt of x < 0 = NaN, rsqrt(0) = inf (explicit: GLSL leaves them undefined); recip = 1 / x;
//   sin, cos; floor, ceil; round = roundEven (half to even, as torch.round); sign in {-1, 0, 1}, NaN kept.
// Parametric (PARAMS): elu(x) = x > 0 ? x : p0 (exp(x) - 1) (p0 = alpha); affine(x) = fma(x, p0, p1) (one
//   rounding where the driver fuses it); clamp(x) = min(max(x, p0), p1), NaN kept; pow(x) = x^p0 (C's pow,
//   elementwise.glsl).

#include "elementwise.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { STORAGE x[]; };
layout(set = 0, binding = 1, std430) RESULT_ACCESS buffer Y { STORAGE y[]; };

layout(push_constant, std430) uniform Push {
  uint n;
  uint offX;
  uint offY;
#ifdef PARAMS
  float p0;
  float p1;
#endif
#ifdef STRIDED
  uint rank;
  uint shape[MAX_RANK];
  uint strideX[MAX_RANK];
#endif
} pc;

// Abramowitz & Stegun 7.1.26: within 1.5e-7 of erf everywhere, relatively coarse only near 0
float erfAbsolute(float v) {
  const float a = abs(v);
  const float t = 1.0 / (1.0 + 0.3275911 * a);
  const float p = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign(v) * (1.0 - p * exp(-a * a));
}

float erfScalar(float v) {
  if (abs(v) < 0.5) {
    const float s = v * v; // 2/sqrt(pi) (x - x^3/3 + x^5/10 - x^7/42 + x^9/216)
    return 1.1283791670955126 * v * (1.0 + s * (-1.0 / 3.0 + s * (0.1 + s * (-1.0 / 42.0 + s * (1.0 / 216.0)))));
  }
  return erfAbsolute(v);
}

T op(T v) {
#if defined(OP_RELU)
  return max(v, T(0.0));
#elif defined(OP_GELU)
  const float SQRT_2_OVER_PI = 0.79788456080286535588;
  const float GELU_COEF_A = 0.044715;
  const T z = SQRT_2_OVER_PI * v * (T(1.0) + GELU_COEF_A * v * v);
  return v / (T(1.0) + exp(-2.0 * z));
#elif defined(OP_GELU_ERF)
  const float SQRT_HALF = 0.70710678118654752440;
  const T w = SQRT_HALF * v;
  // 1 + erf needs erf's absolute error only: no branch to the series (the branch made both paths run in
  // most subgroups, and gelu_erf f32 instruction-bound)
  return T(0.5) * v * (T(1.0) + EACH(erfAbsolute, w));
#elif defined(OP_SILU)
  return v / (T(1.0) + exp(-v));
#elif defined(OP_SIGMOID)
  return T(1.0) / (T(1.0) + exp(-v));
#elif defined(OP_TANH)
  return T(1.0) - T(2.0) / (exp(2.0 * v) + T(1.0));
#elif defined(OP_ERF)
  return EACH(erfScalar, v);
#elif defined(OP_EXP)
  return exp(v);
#elif defined(OP_NEG)
  return -v;
#elif defined(OP_SQR)
  return v * v;
#elif defined(OP_ABS)
  return abs(v);
#elif defined(OP_LOG)
  return mix(mix(log(v), T(-F32_INF), EQ(v, T(0.0))), T(F32_NAN), LT(v, T(0.0)));
#elif defined(OP_SQRT)
  return mix(sqrt(v), T(F32_NAN), LT(v, T(0.0)));
#elif defined(OP_RSQRT)
  return mix(mix(inversesqrt(v), T(F32_INF), EQ(v, T(0.0))), T(F32_NAN), LT(v, T(0.0)));
#elif defined(OP_RECIP)
  return T(1.0) / v;
#elif defined(OP_SIN)
  return sin(v);
#elif defined(OP_COS)
  return cos(v);
#elif defined(OP_FLOOR)
  return floor(v);
#elif defined(OP_CEIL)
  return ceil(v);
#elif defined(OP_ROUND)
  return roundEven(v);
#elif defined(OP_SIGN)
  return mix(B2T(GT(v, T(0.0))) - B2T(LT(v, T(0.0))), v, isnan(v));
#elif defined(OP_ELU)
  return mix(T(pc.p0) * (exp(v) - T(1.0)), v, GT(v, T(0.0)));
#elif defined(OP_AFFINE)
  return fma(v, T(pc.p0), T(pc.p1));
#elif defined(OP_CLAMP)
  return mix(min(max(v, T(pc.p0)), T(pc.p1)), v, isnan(v));
#elif defined(OP_POW)
#define POW_P0(a) powScalar(a, pc.p0)
  return EACH(POW_P0, v);
#else
#error "define one of the OP_* of src/ops/elementwise/kernels.ts"
#endif
}

void main() {
  const uint i = linearInvocation();
#if defined(F16) && defined(STRIDED)
  if (i >= halfWords(pc.offY, pc.n)) return;
  const uint o = halfFirst(pc.offY, i);
  const bool lo = halfLo(pc.offY, pc.n, i), hi = halfHi(pc.offY, pc.n, i);
#define X_AT(e) F16_AT(x, stridedIndex(e, pc.rank, pc.shape, pc.strideX, pc.offX))
  const vec2 v = vec2(lo ? X_AT(o) : 0.0, hi ? X_AT(o + 1u) : 0.0);
  F16_STORE_WORD(y, (pc.offY >> 1) + i, op(v), lo, hi);
#else
  if (i >= pc.n / WIDTH) return;
#ifdef STRIDED
  STORE(y, pc.offY + i, op(LOAD(x, stridedIndex(i, pc.rank, pc.shape, pc.strideX, pc.offX))));
#else
  STORE(y, pc.offY + i, op(LOAD(x, pc.offX + i)));
#endif
#endif
}
