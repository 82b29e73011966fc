#version 450
// binary: c[i] = a[i] OP b[i] over n elements; OP: add, sub, mul, div, maximum, minimum (NaN propagates, as
// PyTorch), pow (C's pow: elementwise.glsl),
// silu_mul = silu(a) * b and gelu_mul = gelu(a) * b (tanh approximation; SwiGLU / GeGLU). Variants: <op>_f32 (contiguous,
// same shape), <op>_f32_vec4, <op>_f32_strided (a and b any views, broadcast included: stride 0), and f16
// a, b and c with f32 math: <op>_f16_vec4 (contiguous, aligned as vec4), <op>_f16_strided (any other views:
// a word of c per invocation, elementwise.glsl).
//
// Bindings: 0 = a, 1 = b (readonly), 2 = c (writeonly, contiguous; may not alias a or b; f16_strided:
//   read-write, for the merge of a shared first or last word).
// Push constants: n (elements of c), offA / offB / offC (element offsets, in T units; f16_strided: in
//   elements), and for STRIDED the
//   collapsed shape of c with a's and b's strides.

#include "elementwise.glsl"

layout(set = 0, binding = 0, std430) readonly buffer A { STORAGE a[]; };
layout(set = 0, binding = 1, std430) readonly buffer B { STORAGE b[]; };
layout(set = 0, binding = 2, std430) RESULT_ACCESS buffer C { STORAGE c[]; };

layout(push_constant, std430) uniform Push {
  uint n;
  uint offA;
  uint offB;
  uint offC;
#ifdef STRIDED
  uint rank;
  uint shape[MAX_RANK];
  uint strideA[MAX_RANK];
  uint strideB[MAX_RANK];
#endif
} pc;

T op(T x, T y) {
#if defined(OP_ADD)
  return x + y;
#elif defined(OP_SUB)
  return x - y;
#elif defined(OP_MUL)
  return x * y;
#elif defined(OP_DIV)
  return x / y;
#elif defined(OP_MAXIMUM)
  return mix(mix(max(x, y), y, isnan(y)), x, isnan(x)); // GLSL's max leaves NaN undefined
#elif defined(OP_MINIMUM)
  return mix(mix(min(x, y), y, isnan(y)), x, isnan(x));
#elif defined(OP_POW)
  return EACH2(powScalar, x, y);
#elif defined(OP_SILU_MUL)
  return x / (T(1.0) + exp(-x)) * y; // silu(x) * y, as unary.comp's silu (exp(-x) = inf gives -0)
#elif defined(OP_GELU_MUL)
  const float SQRT_2_OVER_PI = 0.79788456080286535588; // unary.comp's gelu (tanh approximation)
  const float GELU_COEF_A = 0.044715;
  const T z = SQRT_2_OVER_PI * x * (T(1.0) + GELU_COEF_A * x * x);
  return x / (T(1.0) + exp(-2.0 * z)) * y;
#else
#error "define one of the OP_* of BINARY_OPS (src/ops/elementwise/kernels.ts)"
#endif
}

void main() {
  const uint i = linearInvocation();
#if defined(F16) && defined(STRIDED)
  if (i >= halfWords(pc.offC, pc.n)) return;
  const uint o = halfFirst(pc.offC, i);
  const bool lo = halfLo(pc.offC, pc.n, i), hi = halfHi(pc.offC, pc.n, i);
#define A_AT(e) F16_AT(a, stridedIndex(e, pc.rank, pc.shape, pc.strideA, pc.offA))
#define B_AT(e) F16_AT(b, stridedIndex(e, pc.rank, pc.shape, pc.strideB, pc.offB))
  const vec2 x = vec2(lo ? A_AT(o) : 0.0, hi ? A_AT(o + 1u) : 0.0);
  const vec2 y = vec2(lo ? B_AT(o) : 0.0, hi ? B_AT(o + 1u) : 0.0);
  F16_STORE_WORD(c, (pc.offC >> 1) + i, op(x, y), lo, hi);
#else
  if (i >= pc.n / WIDTH) return;
#ifdef STRIDED
  const T x = LOAD(a, stridedIndex(i, pc.rank, pc.shape, pc.strideA, pc.offA));
  const T y = LOAD(b, stridedIndex(i, pc.rank, pc.shape, pc.strideB, pc.offB));
#else
  const T x = LOAD(a, pc.offA + i);
  const T y = LOAD(b, pc.offB + i);
#endif
  STORE(c, pc.offC + i, op(x, y));
#endif
}
