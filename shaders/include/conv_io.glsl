// The convolutions' operands (conv2d, conv2d_gemm, conv_transpose2d): x (binding 0), the weights wt (1), y (2;
// with SPLITK conv2d_gemm's f32 partial sums) and, with BIAS, the bias b (3), f32 or, with F16, f16
// (act_io.glsl). X_AT, W_AT and B_AT read an element as
// f32; Y_STORE writes one.
#include "act_io.glsl"
layout(set = 0, binding = 0, std430) readonly buffer X { ACT x[]; };
layout(set = 0, binding = 1, std430) readonly buffer Wt { ACT wt[]; };
#ifdef SPLITK
layout(set = 0, binding = 2, std430) writeonly buffer Part { float part[]; }; // conv2d_gemm's partial sums
#else
layout(set = 0, binding = 2, std430) ACT_OUT Y { ACT y[]; };
#endif
#ifdef BIAS
layout(set = 0, binding = 3, std430) readonly buffer B { ACT b[]; };
#endif
#define X_AT(e) ACT_AT(x, e)
#define W_AT(e) ACT_AT(wt, e)
#define B_AT(e) ACT_AT(b, e)
#define Y_STORE(e, v) ACT_STORE(y, e, v)
