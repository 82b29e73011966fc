#version 450
// copy (bandwidth roof): dst[i] = src[i] over n4 vec4 elements (16 bytes each), grid-stride loop.
// STREAM accounting: 16 * n4 bytes read + 16 * n4 bytes written per pass.
//
// Bindings (set 0): 0 = src (readonly, vec4[n4]), 1 = dst (writeonly, vec4[n4]; distinct from src).
// Push constants (12 bytes): { uint n4; uint passes; uint rotate; }
//   passes: how many times the whole array is copied in this dispatch (>= 1; > 1 for small working sets
//   in the cache sweep, so that one dispatch lasts long enough to time).
//   rotate: each pass shifts which elements an invocation touches by rotate vec4 (mod n4), so repeated
//   passes are not served from the invocation's own L1; 0 keeps the assignment fixed.
// Workgroup size: specialization constant 0 (local_size_x, default 256).
// Grid: any 1-D or 2-D grid (e.g. a few workgroups per compute unit); invocations stride by the total
//   invocation count: g = gid.x + gid.y * (numWorkGroups.x * local_size_x), stride = that count.

layout(local_size_x = 256, local_size_x_id = 0) in;

layout(set = 0, binding = 0, std430) readonly buffer Src { vec4 src[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Dst { vec4 dst[]; };

layout(push_constant, std430) uniform Push {
  uint n4;
  uint passes;
  uint rotate;
} pc;

void main() {
  const uint n = pc.n4;
  if (n == 0u) return;
  const uint rowLen = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  const uint g = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * rowLen;
  const uint stride = rowLen * gl_NumWorkGroups.y;
  const uint rot = pc.rotate % n;
  uint shift = 0u;
  for (uint p = 0u; p < pc.passes; p++) {
    for (uint j = g; j < n; j += stride) {
      uint i = j + shift;
      if (i >= n) i -= n;
      dst[i] = src[i];
    }
    shift += rot;
    if (shift >= n) shift -= n;
  }
}
