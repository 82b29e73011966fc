#version 450
// Gated delta net gating, per element (t, h) of [tokens, heads]:
//   g[t, h]    = -exp(aLog[h]) * softplus(a[t, h] + dtBias[h])
//   beta[t, h] = sigmoid(b[t, h])
// softplus follows PyTorch (threshold 20: x above it passes through). log(1 + exp(x)) is formed as
// max(x, 0) + log1p(exp(-|x|)) with log1p from its atanh series in plain f32 arithmetic: the built-in log
// is only accurate to 2^-21 absolute near 1, which would lose every digit of log1p of a small argument.
//
// Bindings: 0 = a, 1 = b (readonly, contiguous at offA, offB), 2 = aLog, 3 = dtBias (readonly, heads
//   floats at offL, offD), 4 = g, 5 = beta (writeonly, contiguous at offG, offBeta).
// Push constants: n (elements), heads, element offsets.
// Grid: one invocation per element (linearInvocation()).
layout(local_size_x = 256, local_size_x_id = 0) in;
#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer A { float a[]; };
layout(set = 0, binding = 1, std430) readonly buffer B { float b[]; };
layout(set = 0, binding = 2, std430) readonly buffer L { float aLog[]; };
layout(set = 0, binding = 3, std430) readonly buffer D { float dtBias[]; };
layout(set = 0, binding = 4, std430) writeonly buffer G { float g[]; };
layout(set = 0, binding = 5, std430) writeonly buffer Beta { float beta[]; };

layout(push_constant, std430) uniform Push {
  uint n;
  uint heads;
  uint offA;
  uint offB;
  uint offL;
  uint offD;
  uint offG;
  uint offBeta;
} pc;

// log(1 + e) for e in [0, 1]: 2 atanh(s), s = e / (2 + e) <= 1/3; the odd series to s^17 leaves < 2^-26.
float log1pSmall(float e) {
  float s = e / (2.0 + e);
  float s2 = s * s;
  float p = 1.0 / 17.0;
  p = p * s2 + 1.0 / 15.0;
  p = p * s2 + 1.0 / 13.0;
  p = p * s2 + 1.0 / 11.0;
  p = p * s2 + 1.0 / 9.0;
  p = p * s2 + 1.0 / 7.0;
  p = p * s2 + 1.0 / 5.0;
  p = p * s2 + 1.0 / 3.0;
  p = p * s2 + 1.0;
  return 2.0 * s * p;
}

float softplus(float x) {
  if (x > 20.0) return x;
  return max(x, 0.0) + log1pSmall(exp(-abs(x)));
}

void main() {
  uint i = linearInvocation();
  if (i >= pc.n) return;
  uint h = i % pc.heads;
  g[pc.offG + i] = -exp(aLog[pc.offL + h]) * softplus(a[pc.offA + i] + dtBias[pc.offD + h]);
  beta[pc.offBeta + i] = 1.0 / (1.0 + exp(-b[pc.offB + i]));
}
