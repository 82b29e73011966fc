// conv2d's and conv2d_gemm's operands: x (binding 0), the weights wt (1), y (2) and, with BIAS, the bias b
// (3), f32 or, with F16, f16 in 32-bit words (f16_words.glsl). X_AT, W_AT and B_AT read an element as f32
// (exact); Y_STORE writes one, rounded once to f16 and merged into its word with F16 (y is then read too).
#ifdef F16
#include "f16_words.glsl"
layout(set = 0, binding = 0, std430) readonly buffer X { uint x[]; };
layout(set = 0, binding = 1, std430) readonly buffer Wt { uint wt[]; };
layout(set = 0, binding = 2, std430) buffer Y { uint y[]; };
#ifdef BIAS
layout(set = 0, binding = 3, std430) readonly buffer B { uint b[]; };
#endif
#define X_AT(e) F16_AT(x, e)
#define W_AT(e) F16_AT(wt, e)
#define B_AT(e) F16_AT(b, e)
#define Y_STORE(e, v) F16_STORE_ELEM(y, e, v)
#else
layout(set = 0, binding = 0, std430) readonly buffer X { float x[]; };
layout(set = 0, binding = 1, std430) readonly buffer Wt { float wt[]; };
layout(set = 0, binding = 2, std430) writeonly buffer Y { float y[]; };
#ifdef BIAS
layout(set = 0, binding = 3, std430) readonly buffer B { float b[]; };
#endif
#define X_AT(e) x[e]
#define W_AT(e) wt[e]
#define B_AT(e) b[e]
#define Y_STORE(e, v) y[e] = (v);
#endif
