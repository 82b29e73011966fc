#version 450
// unary: y[i] = OP(x[i]) for i < n. OP (define): relu, gelu (tanh approximation), silu, exp, neg, sqr, abs.
//
// Bindings (set 0): 0 = x (readonly), 1 = y (writeonly). y may not alias x (use a fresh buffer).
// Push constants (4 bytes): { uint n; }   n = number of scalar elements.
// Workgroup size: specialization constant 0 (local_size_x, default 256).
// Grid: one invocation per element (per vec4 in *_vec4); 2-D allowed:
//   i = gid.x + gid.y * (numWorkGroups.x * local_size_x).
// Variants (unary.variants.json): <op>_f32 (any n) and <op>_f32_vec4 (requires n % 4 == 0, 16-byte
//   aligned offsets; the grid covers n / 4 invocations).
// Formulas (the CPU reference in src/ops/reference.ts uses the same ones):
//   relu(x) = max(x, 0)
//   gelu(x) = 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))  computed as  x / (1 + exp(-2 z)), z the
//             tanh argument (the same function, and no inf/inf NaN for large |x| that tanh() can give)
//   silu(x) = x / (1 + exp(-x))
//   exp(x), neg(x) = -x, sqr(x) = x * x, abs(x) = |x|

#ifndef VEC4
#define T float
#define LEN(n) (n)
#else
#define T vec4
#define LEN(n) ((n) >> 2)
#endif

layout(local_size_x = 256, local_size_x_id = 0) in;

layout(set = 0, binding = 0, std430) readonly buffer X { T x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { T y[]; };

layout(push_constant, std430) uniform Push {
  uint n;
} pc;

T op(T v) {
#if defined(OP_RELU)
  return max(v, T(0.0));
#elif defined(OP_GELU)
  const float SQRT_2_OVER_PI = 0.79788456080286535588;
  const float GELU_COEF_A = 0.044715;
  const T z = SQRT_2_OVER_PI * v * (T(1.0) + GELU_COEF_A * v * v);
  return v / (T(1.0) + exp(-2.0 * z));
#elif defined(OP_SILU)
  return v / (T(1.0) + exp(-v));
#elif defined(OP_EXP)
  return exp(v);
#elif defined(OP_NEG)
  return -v;
#elif defined(OP_SQR)
  return v * v;
#elif defined(OP_ABS)
  return abs(v);
#else
#error "define one of OP_RELU, OP_GELU, OP_SILU, OP_EXP, OP_NEG, OP_SQR, OP_ABS"
#endif
}

void main() {
  const uint i = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * (gl_NumWorkGroups.x * gl_WorkGroupSize.x);
  if (i >= LEN(pc.n)) return;
  y[i] = op(x[i]);
}
