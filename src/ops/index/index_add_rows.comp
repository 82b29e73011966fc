#version 450
#extension GL_EXT_control_flow_attributes : require
// indexAdd of contiguous f32 rows without atomics, deterministic: the destination gathers its sources.
// dst is [outer, limit, inner] and src [outer, m, inner] (inner a multiple of 4, both contiguous); source
// row i of a plane adds to destination row ids[i]. Workgroup (o, d, chunk) owns WG * UNITS vec4s of row d of
// plane o: it reads all m ids, ROUND per invocation at a time, marks the positions equal to d in a shared
// bit set (an id >= limit, a negative i32 included, never equals d: written nowhere), then walks the set
// in ascending source order: dst + alpha * src[i0] + alpha * src[i1] + ..., the order of a sequential CPU
// loop, on every run (the atomic variants add in whatever order the atomics land). A row no id names is
// neither read nor written. Each id is read limit * chunks times per plane (from cache): a path for
// row-sized adds, not for many short rows.
//
// Bindings: 0 = src (readonly, contiguous f32 at offSrc4 vec4s), 1 = dst (contiguous f32 at offDst4
//   vec4s; read and written), 2 = ids (contiguous u32 / i32 at offIds).
// Push constants: m (ids), limit (dst's extent along the axis), inner4 (vec4s per row), chunks (workgroups
//   per row), groups (outer * limit * chunks), offSrc4, offDst4, offIds, alpha.

layout(local_size_x = 256) in;

#include "index.glsl"

#define WG 256u
// ids an invocation tests per round, and vec4s of the row it owns (ROWS_ROUND, ROWS_UNITS in kernels.ts)
#define ROUND 8u
#define UNITS 4u
#define WORDS (WG * ROUND / 32u)

layout(set = 0, binding = 0, std430) readonly buffer Src { vec4 src[]; };
layout(set = 0, binding = 1, std430) buffer Dst { vec4 dst[]; };
layout(set = 0, binding = 2, std430) readonly buffer Ids { uint ids[]; };

layout(push_constant, std430) uniform Push {
  uint m;
  uint limit;
  uint inner4;
  uint chunks;
  uint groups;
  uint offSrc4;
  uint offDst4;
  uint offIds;
  float alpha;
} pc;

shared uint hits[WORDS];

void main() {
  const uint g = linearGroup();
  if (g >= pc.groups) return; // the whole workgroup: no barrier is left waiting
  const uint t = gl_LocalInvocationID.x;
  const uint chunk = g % pc.chunks, row = g / pc.chunks, d = row % pc.limit, o = row / pc.limit;
  const uint col = chunk * WG * UNITS + t; // this invocation's vec4s: col, col + WG, ... (those < inner4)
  const uint dstRow = pc.offDst4 + row * pc.inner4, srcPlane = pc.offSrc4 + o * pc.m * pc.inner4;
  vec4 acc[UNITS];
  bool started = false; // uniform: every invocation walks the same bit set
  for (uint base = 0u; base < pc.m; base += WG * ROUND) {
    if (t < WORDS) hits[t] = 0u;
    barrier();
    // position base + k * WG + t is bit t % 32 of word k * WG / 32 + t / 32
    [[unroll]] for (uint k = 0u; k < ROUND; k++) {
      const uint i = base + k * WG + t;
      if (i < pc.m && ids[pc.offIds + i] == d) atomicOr(hits[(k * WG + t) >> 5], 1u << (t & 31u));
    }
    barrier();
    for (uint w = 0u; w < WORDS; w++) {
      for (uint bits = hits[w]; bits != 0u; bits &= bits - 1u) {
        const uint from = srcPlane + (base + w * 32u + uint(findLSB(bits))) * pc.inner4;
        vec4 v[UNITS];
        [[unroll]] for (uint u = 0u; u < UNITS; u++) {
          const uint c = col + u * WG;
          v[u] = c < pc.inner4 ? src[from + c] : vec4(0.0);
        }
        if (!started) {
          [[unroll]] for (uint u = 0u; u < UNITS; u++) {
            const uint c = col + u * WG;
            acc[u] = c < pc.inner4 ? dst[dstRow + c] : vec4(0.0);
          }
          started = true;
        }
        [[unroll]] for (uint u = 0u; u < UNITS; u++) acc[u] += pc.alpha * v[u];
      }
    }
    barrier(); // every invocation has read the set before the next round clears it
  }
  if (!started) return;
  [[unroll]] for (uint u = 0u; u < UNITS; u++) {
    const uint c = col + u * WG;
    if (c < pc.inner4) dst[dstRow + c] = acc[u];
  }
}
