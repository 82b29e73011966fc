#version 450
// binary: c[i] = a[i] OP b[i] for i < n (same shape, no broadcast). OP: add, sub, mul, div.
//
// Bindings (set 0): 0 = a (readonly), 1 = b (readonly), 2 = c (writeonly). c may not alias a or b.
// Push constants { uint n; }   n = number of scalar elements.
// Workgroup size: specialization constant 0 (local_size_x, default 256).
// Grid: one invocation per element (per vec4 in the *_vec4 variants); the grid may be 2-D:
//   i = gid.x + gid.y * (numWorkGroups.x * local_size_x); invocations with i past the end return.
// Variants (binary.variants.json): {add,sub,mul,div}_f32 (any n) and {add,sub,mul,div}_f32_vec4
//   (buffers viewed as vec4: requires n % 4 == 0 and 16-byte aligned buffer offsets; grid covers n / 4).

#ifndef VEC4
#define T float
#define LEN(n) (n)
#else
#define T vec4
#define LEN(n) ((n) >> 2)
#endif

layout(local_size_x = 256, local_size_x_id = 0) in;

layout(set = 0, binding = 0, std430) readonly buffer A { T a[]; };
layout(set = 0, binding = 1, std430) readonly buffer B { T b[]; };
layout(set = 0, binding = 2, std430) writeonly buffer C { T c[]; };

layout(push_constant, std430) uniform Push {
  uint n;
} pc;

void main() {
  const uint i = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * (gl_NumWorkGroups.x * gl_WorkGroupSize.x);
  if (i >= LEN(pc.n)) return;
#if defined(OP_ADD)
  c[i] = a[i] + b[i];
#elif defined(OP_SUB)
  c[i] = a[i] - b[i];
#elif defined(OP_MUL)
  c[i] = a[i] * b[i];
#elif defined(OP_DIV)
  c[i] = a[i] / b[i];
#else
#error "define one of OP_ADD, OP_SUB, OP_MUL, OP_DIV"
#endif
}
