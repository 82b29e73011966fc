#version 450
// peak_int8 (compute roof, int8 dot product): CHAINS independent chains per invocation of
//   x = dotPacked4x8EXT(x, b) + x       (variant int8: OpSDot + add, what dp4a-style hardware fuses)
//   x = dotPacked4x8AccSatEXT(x, b, x)  (variant int8_sat: OpSDotAccSat, saturating accumulate)
// x feeds back into the packed 4 x int8 operand, so no dot product is loop-invariant. UNROLL steps per
// loop iteration, `loops` iterations; each invocation stores the xor of its chains.
// Ops per invocation = loops * UNROLL * CHAINS * 8 (4 multiplies + 4 adds per packed dot product)
//   = loops * 2048 at UNROLL 16, CHAINS 16.
// Needs VK_KHR_shader_integer_dot_product (core in Vulkan 1.3; feature shaderIntegerDotProduct); whether
// it is accelerated: integerDotProduct4x8BitPackedSignedAccelerated (and ...AccumulatingSaturating...).
//
// Bindings (set 0): 0 = out (writeonly, one int per invocation of the grid).
// Push constants (8 bytes): { uint loops; int b; }   b: 4 packed int8 (e.g. 0x01010101).
// Workgroup size: specialization constant 0 (local_size_x, default 256).
// Grid: any 1-D or 2-D grid; invocation g = gid.x + gid.y * (numWorkGroups.x * local_size_x) writes out[g].

#extension GL_EXT_integer_dot_product : require
#extension GL_EXT_control_flow_attributes : require

#ifndef CHAINS
#define CHAINS 16
#endif
#ifndef UNROLL
#define UNROLL 16
#endif

layout(local_size_x = 256, local_size_x_id = 0) in;

layout(set = 0, binding = 0, std430) writeonly buffer Out { int outv[]; };

layout(push_constant, std430) uniform Push {
  uint loops;
  int b;
} pc;

void main() {
  const uint g = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * (gl_NumWorkGroups.x * gl_WorkGroupSize.x);
  const int b = pc.b;
  int x[CHAINS];
  [[unroll]] for (uint k = 0u; k < CHAINS; k++) x[k] = int(g * 2654435761u + k * 40503u);
  for (uint l = 0u; l < pc.loops; l++) {
    [[unroll]] for (uint u = 0u; u < UNROLL; u++) {
      [[unroll]] for (uint k = 0u; k < CHAINS; k++) {
#ifdef SATURATE
        x[k] = dotPacked4x8AccSatEXT(x[k], b, x[k]);
#else
        x[k] = dotPacked4x8EXT(x[k], b) + x[k];
#endif
      }
    }
  }
  int s = x[0];
  [[unroll]] for (uint k = 1u; k < CHAINS; k++) s ^= x[k];
  outv[g] = s;
}
