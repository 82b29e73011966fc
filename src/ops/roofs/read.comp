#version 450
// read (bandwidth roof, read-only): every invocation sums its share of src (vec4, grid-stride loop); the
// sum is stored only if it equals the push constant `impossible`, which the host sets to a value the sum
// cannot take (NaN, which compares unequal to everything, or e.g. -1 for non-negative data). The compiler
// cannot know that, so no load is eliminated, and nothing is written in practice.
// STREAM accounting: 16 * n4 bytes read per pass, 0 written.
//
// Bindings (set 0): 0 = src (readonly, vec4[n4]), 1 = sink (writeonly, at least 1 float; not written when
//   `impossible` is impossible).
// Push constants (16 bytes): { uint n4; uint passes; uint rotate; float impossible; }
//   passes, rotate: as in copy.comp (repeat the sweep; shift the elements an invocation reads per pass).
// Workgroup size: specialization constant 0 (local_size_x, default 256).
// Grid: any 1-D or 2-D grid; invocations stride by the total invocation count (see copy.comp).

layout(local_size_x = 256, local_size_x_id = 0) in;

layout(set = 0, binding = 0, std430) readonly buffer Src { vec4 src[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Sink { float sink[]; };

layout(push_constant, std430) uniform Push {
  uint n4;
  uint passes;
  uint rotate;
  float impossible;
} pc;

void main() {
  const uint n = pc.n4;
  if (n == 0u) return;
  const uint rowLen = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  const uint g = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * rowLen;
  const uint stride = rowLen * gl_NumWorkGroups.y;
  const uint rot = pc.rotate % n;
  uint shift = 0u;
  vec4 acc0 = vec4(0.0), acc1 = vec4(0.0);
  for (uint p = 0u; p < pc.passes; p++) {
    uint j = g;
    for (; j + stride < n; j += 2u * stride) { // two independent loads per step
      uint i0 = j + shift, i1 = j + stride + shift;
      if (i0 >= n) i0 -= n;
      if (i1 >= n) i1 -= n;
      acc0 += src[i0];
      acc1 += src[i1];
    }
    if (j < n) {
      uint i = j + shift;
      if (i >= n) i -= n;
      acc0 += src[i];
    }
    shift += rot;
    if (shift >= n) shift -= n;
  }
  const vec4 acc = acc0 + acc1;
  const float s = acc.x + acc.y + acc.z + acc.w;
  if (s == pc.impossible) sink[0] = s;
}
