#version 450
// axpy: y[i] = a * x[i] + y[i] for i < n (in place on y).
//
// Bindings (set 0): 0 = x (readonly), 1 = y (read-write). x may not alias y.
// Push constants (8 bytes): { float a; uint n; }   n = number of scalar elements (same layout as saxpy).
// Workgroup size: specialization constant 0 (local_size_x, default 256).
// Grid: one invocation per element (per vec4 in f32_vec4); 2-D allowed:
//   i = gid.x + gid.y * (numWorkGroups.x * local_size_x).
// Variants (axpy.variants.json): f32 (any n); f32_vec4 (requires n % 4 == 0, 16-byte aligned offsets;
//   the grid covers n / 4 invocations). Rounding: fma(a, x, y) (one rounding), as the CPU reference.

#ifndef VEC4
#define T float
#define LEN(n) (n)
#else
#define T vec4
#define LEN(n) ((n) >> 2)
#endif

layout(local_size_x = 256, local_size_x_id = 0) in;

layout(set = 0, binding = 0, std430) readonly buffer X { T x[]; };
layout(set = 0, binding = 1, std430) buffer Y { T y[]; };

layout(push_constant, std430) uniform Push {
  float a;
  uint n;
} pc;

void main() {
  const uint i = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * (gl_NumWorkGroups.x * gl_WorkGroupSize.x);
  if (i >= LEN(pc.n)) return;
  y[i] = fma(T(pc.a), x[i], y[i]);
}
