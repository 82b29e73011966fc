#version 450
// saxpy: y[i] = a * x[i] + y[i] for i < n.
//
// Bindings: 0 = x (read-only), 1 = y (read-write). Push constants: { float a; uint n; }.
// The workgroup size is specialization constant 0 (local_size_x, default 64).
// The grid may be 2-D so that n can exceed maxComputeWorkGroupCount[0] * local_size_x: element index
// i = gid.x + gid.y * (numWorkGroups.x * local_size_x). Self-contained (no include), as a sample; the
// variant f32 (src/ops/samples/kernels.ts) sets T.

#ifndef T
#define T float
#endif

layout(local_size_x = 64, local_size_x_id = 0) in;

layout(set = 0, binding = 0, std430) readonly buffer X { T x[]; };
layout(set = 0, binding = 1, std430) buffer Y { T y[]; };

layout(push_constant, std430) uniform Push {
  float a;
  uint n;
} pc;

void main() {
  const uint i = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * (gl_NumWorkGroups.x * gl_WorkGroupSize.x);
  if (i >= pc.n) return;
  y[i] = T(pc.a) * x[i] + y[i];
}
