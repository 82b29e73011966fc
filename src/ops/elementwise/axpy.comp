#version 450
// axpy: y[i] = a * x[i] + y[i] over n elements, in place on y; one rounding (fma), as the CPU reference.
// Variants: f32, f32_vec4 (both contiguous; the op makes a strided x contiguous first).
//
// Bindings: 0 = x (readonly), 1 = y (read-write; may not alias x).
// Push constants: a, n, offX / offY (element offsets, in T units).

#include "elementwise.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { T x[]; };
layout(set = 0, binding = 1, std430) buffer Y { T y[]; };

layout(push_constant, std430) uniform Push {
  float a;
  uint n;
  uint offX;
  uint offY;
} pc;

void main() {
  const uint i = linearInvocation();
  if (i >= pc.n / WIDTH) return;
  y[pc.offY + i] = fma(T(pc.a), x[pc.offX + i], y[pc.offY + i]);
}
