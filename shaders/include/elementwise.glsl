// The head of the elementwise shaders (src/ops/elementwise): the element type T — float, or vec4 with VEC4
// (four elements per invocation; the host picks it when n % 4 == 0 and every offset is a multiple of 4) —
// the 1-D workgroup, and the addressing: contiguous operands are read at offset + i, STRIDED operands
// through their shape and strides (strided.glsl). Results are contiguous. One invocation per T of output,
// indexed over the whole grid (index.glsl).

// Declared before index.glsl: gl_WorkGroupSize takes the local size declared so far (1 before it).
layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"
#include "strided.glsl"

#ifdef VEC4
#define T vec4
#define WIDTH 4u
#else
#define T float
#define WIDTH 1u
#endif

// Comparisons that give a bool (float) or bvec4 (vec4): the condition of mix(a, b, c), a select.
#ifdef VEC4
#define LT(a, b) lessThan(a, b)
#define GT(a, b) greaterThan(a, b)
#define EQ(a, b) equal(a, b)
#define B2T(b) vec4(b)
// F applied to each component (for scalar helpers such as powScalar); the parameter names must not be
// swizzle letters (xyzw rgba stpq), which the preprocessor would replace
#define EACH(F, U_) vec4(F(U_.x), F(U_.y), F(U_.z), F(U_.w))
#define EACH2(F, U_, V_) vec4(F(U_.x, V_.x), F(U_.y, V_.y), F(U_.z, V_.z), F(U_.w, V_.w))
#else
#define LT(a, b) ((a) < (b))
#define GT(a, b) ((a) > (b))
#define EQ(a, b) ((a) == (b))
#define B2T(b) float(b)
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
