#version 450
// Runtime test kernel, in place: x[i] = x[i] * k + c (uint, wrapping) for i < n.
// Bindings: 0 = x (read-write). Push constants: { uint n; uint k; uint c; }.
layout(local_size_x = 64, local_size_x_id = 0) in;
#include "index.glsl"
layout(set = 0, binding = 0, std430) buffer X { uint x[]; };
layout(push_constant, std430) uniform Push { uint n; uint k; uint c; } pc;
void main() {
  const uint i = linearInvocation();
  if (i >= pc.n) return;
  x[i] = x[i] * pc.k + pc.c;
}
