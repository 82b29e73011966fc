#version 450
// Runtime test kernel: c[i] = a[i] + b[i] (uint, wrapping) for i < n.
// Bindings: 0 = a (read), 1 = b (read), 2 = c (write). Push constants: { uint n; }.
// The grid may be 1-D, 2-D or 3-D: the linear group index is x + nx * (y + ny * z).
layout(local_size_x = 64, local_size_x_id = 0) in;
layout(set = 0, binding = 0, std430) readonly buffer A { uint a[]; };
layout(set = 0, binding = 1, std430) readonly buffer B { uint b[]; };
layout(set = 0, binding = 2, std430) writeonly buffer C { uint c[]; };
layout(push_constant, std430) uniform Push { uint n; } pc;
void main() {
  const uint g = gl_WorkGroupID.x + gl_NumWorkGroups.x * (gl_WorkGroupID.y + gl_NumWorkGroups.y * gl_WorkGroupID.z);
  const uint i = g * gl_WorkGroupSize.x + gl_LocalInvocationID.x;
  if (i >= pc.n) return;
  c[i] = a[i] + b[i];
}
