#version 450
// peak_fma (compute roof, vkpeak-style): CHAINS independent 4-wide FMA chains per invocation,
//   x = fma(x, a, b), UNROLL steps per loop iteration, `loops` iterations; each invocation then stores the
//   sum of its chains (so nothing is dead code). a and b come from push constants (not foldable); with
//   a = 0.999, b = 0.001 the chains converge to 1 (no overflow, no subnormals).
//   f32: vec4 chains (float FMA);  f16: f16vec4 chains (float16_t FMA, packed on hardware with f16x2
//   math; needs shaderFloat16, no 16-bit storage).
// Flops per invocation = loops * UNROLL * CHAINS * 4 lanes * 2 = loops * 1024 at UNROLL 16, CHAINS 8.
//
// Bindings (set 0): 0 = out (writeonly, one float per invocation of the grid).
// Push constants (12 bytes): { uint loops; float a; float b; }
// Workgroup size: specialization constant 0 (local_size_x, default 256).
// Grid: any 1-D or 2-D grid; invocation g = gid.x + gid.y * (numWorkGroups.x * local_size_x) writes out[g].

#extension GL_EXT_control_flow_attributes : require

#ifdef F16
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#define S float16_t
#define V f16vec4
#else
#define S float
#define V vec4
#endif

#ifndef CHAINS
#define CHAINS 8
#endif
#ifndef UNROLL
#define UNROLL 16
#endif

layout(local_size_x = 256, local_size_x_id = 0) in;

layout(set = 0, binding = 0, std430) writeonly buffer Out { float outv[]; };

layout(push_constant, std430) uniform Push {
  uint loops;
  float a;
  float b;
} pc;

void main() {
  const uint g = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * (gl_NumWorkGroups.x * gl_WorkGroupSize.x);
  const V a = V(S(pc.a));
  const V b = V(S(pc.b));
  V x[CHAINS];
  const float seed = float(g & 1023u) * (1.0 / 1024.0);
  [[unroll]] for (uint k = 0u; k < CHAINS; k++) x[k] = V(S(seed + float(k) * 0.01), S(seed + 0.1), S(0.5), S(float(k) * 0.1));
  for (uint l = 0u; l < pc.loops; l++) {
    [[unroll]] for (uint u = 0u; u < UNROLL; u++) {
      [[unroll]] for (uint k = 0u; k < CHAINS; k++) x[k] = fma(x[k], a, b);
    }
  }
  V s = x[0];
  [[unroll]] for (uint k = 1u; k < CHAINS; k++) s += x[k];
  outv[g] = float(s.x) + float(s.y) + float(s.z) + float(s.w);
}
