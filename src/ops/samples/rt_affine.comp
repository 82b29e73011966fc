#version 450
// Runtime test kernel, in place: x[i] = x[i] * k + c (uint, wrapping) for i < n.
// Bindings: 0 = x (read-write). Push constants: { uint n; uint k; uint c; }.
layout(local_size_x = 64, local_size_x_id = 0) in;
layout(set = 0, binding = 0, std430) buffer X { uint x[]; };
layout(push_constant, std430) uniform Push { uint n; uint k; uint c; } pc;
void main() {
  const uint g = gl_WorkGroupID.x + gl_NumWorkGroups.x * (gl_WorkGroupID.y + gl_NumWorkGroups.y * gl_WorkGroupID.z);
  const uint i = g * gl_WorkGroupSize.x + gl_LocalInvocationID.x;
  if (i >= pc.n) return;
  x[i] = x[i] * pc.k + pc.c;
}
