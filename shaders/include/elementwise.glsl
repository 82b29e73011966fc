// The head of the elementwise shaders (src/ops/elementwise): the math type T, the storage element STORAGE, the
// 1-D workgroup, and the addressing: contiguous operands are read at offset + i, STRIDED operands through
// their shape and strides (strided.glsl). Results are contiguous. One invocation per T of output, indexed
// over the whole grid (index.glsl).
//   f32:          T = STORAGE = float; VEC4: vec4 (the host picks it when n % 4 == 0 and every offset is a
//                 multiple of 4).
//   F16 + VEC4:   T = vec4, STORAGE = uvec2 (four f16 in two words; the same alignment rule), f32 math.
//   F16 + STRIDED: T = vec2, STORAGE = uint: one word (two f16 elements) of the result per invocation, each
//                 input element read on its own (f16_words.glsl), a shared first or last word merged.

// Declared before index.glsl: gl_WorkGroupSize takes the local size declared so far (1 before it).
layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"
#include "strided.glsl"
#ifdef F16
#include "f16_words.glsl"
#endif

#if defined(F16) && defined(VEC4)
#define T vec4
#define STORAGE uvec2
#define WIDTH 4u
#define LANES 4
#define LOAD(buf, i) vec4(unpackHalf2x16(buf[i].x), unpackHalf2x16(buf[i].y))
#define STORE(buf, i, v) buf[i] = uvec2(packHalf2x16((v).xy), packHalf2x16((v).zw))
#elif defined(F16)
#ifndef STRIDED
#error "f16 elementwise variants are _vec4 or _strided (kernels.ts)"
#endif
#define T vec2
#define STORAGE uint
#define WIDTH 2u
#define LANES 2
#elif defined(VEC4)
#define T vec4
#define STORAGE vec4
#define WIDTH 4u
#define LANES 4
#else
#define T float
#define STORAGE float
#define WIDTH 1u
#define LANES 1
#endif
// LOAD / STORE: the T at storage index i (contiguous variants; the f16 strided ones read elements on their own)
#ifndef LOAD
#define LOAD(buf, i) buf[i]
#define STORE(buf, i, v) buf[i] = (v)
#endif
// The f16 strided variants write words: their result buffers take atomics (f16_words.glsl).
#if defined(F16) && !defined(VEC4)
#define RESULT_ACCESS
#else
#define RESULT_ACCESS writeonly
#endif

// Comparisons that give a bool (float) or a bvec (vectors): the condition of mix(a, b, c), a select.
#if LANES > 1
#define LT(a, b) lessThan(a, b)
#define GT(a, b) greaterThan(a, b)
#define EQ(a, b) equal(a, b)
#define B2T(b) T(b)
#else
#define LT(a, b) ((a) < (b))
#define GT(a, b) ((a) > (b))
#define EQ(a, b) ((a) == (b))
#define B2T(b) float(b)
#endif
// F applied to each component (for scalar helpers such as powScalar); the parameter names must not be
// swizzle letters (xyzw rgba stpq), which the preprocessor would replace
#if LANES == 4
#define EACH(F, U_) vec4(F(U_.x), F(U_.y), F(U_.z), F(U_.w))
#define EACH2(F, U_, V_) vec4(F(U_.x, V_.x), F(U_.y, V_.y), F(U_.z, V_.z), F(U_.w, V_.w))
#elif LANES == 2
#define EACH(F, U_) vec2(F(U_.x), F(U_.y))
#define EACH2(F, U_, V_) vec2(F(U_.x, V_.x), F(U_.y, V_.y))
#else
#define EACH(F, U_) F(U_)
#define EACH2(F, U_, V_) F(U_, V_)
#endif

#define F32_INF uintBitsToFloat(0x7f800000u)
#define F32_NAN uintBitsToFloat(0x7fc00000u)

// x^y as C's pow (PyTorch's): x^0 = 1^y = 1 (NaN included); NaN otherwise propagates; a negative finite x takes
// an integer y only (odd y: negative result) else NaN; 0 and inf bases explicitly (GLSL's pow leaves x <= 0
// undefined); else exp2(y log2|x|) (Vulkan: exp2's 3 + 2|arg| ulp, log2's 3 ulp or 2^-21 absolute).
float powScalar(float x, float y) {
  if (y == 0.0 || x == 1.0) return 1.0;
  if (isnan(x) || isnan(y)) return F32_NAN;
  const bool yInt = floor(y) == y;
  const float ax = abs(x);
  if (x < 0.0 && !yInt && !isinf(ax)) return F32_NAN; // (-inf)^y is 0 or inf, as C's
  const float m = ax == 0.0 ? (y < 0.0 ? F32_INF : 0.0) : isinf(ax) ? (y < 0.0 ? 0.0 : F32_INF) : exp2(y * log2(ax));
  const bool odd = yInt && fract(y * 0.5) == 0.5; // y * 0.5 is exact; inf and |y| >= 2^24 are even
  return (floatBitsToUint(x) >> 31) != 0u && odd ? -m : m;
}
