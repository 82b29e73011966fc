#version 450
// write (bandwidth roof, write-only): dst[i] = vec4(value) over n4 vec4 elements, grid-stride loop.
// STREAM accounting: 0 bytes read, 16 * n4 bytes written per pass.
//
// Bindings (set 0): 0 = dst (writeonly, vec4[n4]).
// Push constants (16 bytes): { uint n4; uint passes; uint rotate; float value; }
//   passes, rotate: as in copy.comp.
// Workgroup size: specialization constant 0 (local_size_x, default 256).
// Grid: any 1-D or 2-D grid; invocations stride by the total invocation count (see copy.comp).

layout(local_size_x = 256, local_size_x_id = 0) in;

layout(set = 0, binding = 0, std430) writeonly buffer Dst { vec4 dst[]; };

layout(push_constant, std430) uniform Push {
  uint n4;
  uint passes;
  uint rotate;
  float value;
} pc;

void main() {
  const uint n = pc.n4;
  if (n == 0u) return;
  const uint rowLen = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  const uint g = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * rowLen;
  const uint stride = rowLen * gl_NumWorkGroups.y;
  const uint rot = pc.rotate % n;
  const vec4 v = vec4(pc.value);
  uint shift = 0u;
  for (uint p = 0u; p < pc.passes; p++) {
    for (uint j = g; j < n; j += stride) {
      uint i = j + shift;
      if (i >= n) i -= n;
      dst[i] = v;
    }
    shift += rot;
    if (shift >= n) shift -= n;
  }
}
