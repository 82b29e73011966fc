#version 450
// Runtime test kernel whose parameter comes from a device buffer (for graph replays):
// y[i] = x[i] * p[0] + p[1] (uint, wrapping) for i < n.
// Bindings: 0 = p (read, 2 uints), 1 = x (read), 2 = y (write). Push constants: { uint n; }.
layout(local_size_x = 64, local_size_x_id = 0) in;
#include "index.glsl"
layout(set = 0, binding = 0, std430) readonly buffer P { uint p[]; };
layout(set = 0, binding = 1, std430) readonly buffer X { uint x[]; };
layout(set = 0, binding = 2, std430) writeonly buffer Y { uint y[]; };
layout(push_constant, std430) uniform Push { uint n; } pc;
void main() {
  const uint i = linearInvocation();
  if (i >= pc.n) return;
  y[i] = x[i] * p[0] + p[1];
}
