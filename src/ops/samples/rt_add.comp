#version 450
// Runtime test kernel: c[i] = a[i] + b[i] (uint, wrapping) for i < n.
// Bindings: 0 = a (read), 1 = b (read), 2 = c (write). Push constants: { uint n; }.
// The grid may be 1-D, 2-D or 3-D (index.glsl: linear group x + nx * (y + ny * z)).
layout(local_size_x = 64, local_size_x_id = 0) in;
#include "index.glsl"
layout(set = 0, binding = 0, std430) readonly buffer A { uint a[]; };
layout(set = 0, binding = 1, std430) readonly buffer B { uint b[]; };
layout(set = 0, binding = 2, std430) writeonly buffer C { uint c[]; };
layout(push_constant, std430) uniform Push { uint n; } pc;
void main() {
  const uint i = linearInvocation();
  if (i >= pc.n) return;
  c[i] = a[i] + b[i];
}
