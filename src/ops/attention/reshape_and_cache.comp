#version 450
// Writes new tokens' keys and values into a paged KV cache (vLLM's reshape_and_cache): token t's row of
// kv head h, k[t][h][0 .. D), goes to kCache[slot / blockSize][slot % blockSize][h] (the caches are one
// [numBlocks * blockSize][kvHeads][D] pool), slot = slotMapping[t]; likewise v. A slot of 0xFFFFFFFF (a
// padding token) or past the pool is skipped: nothing is written. One workgroup walks rows (token, kv head)
// g, g + groups, ...; each invocation takes runs of four elements (D is a multiple of 4).
//
// Variants (paged-kernels.ts): source f32 | f16 (SRC_F16, read as words of two halves) x cache of the
// source's dtype | i8 (KV_I8): symmetric per-row quantization, scale = max|x| / 127 (0 for a zero row),
// code = clamp(roundEven(x / scale), -127, 127), four codes a word, the scale stored per (slot, kv head).
// Bindings: 0 k, 1 v, 2 slotMapping (u32) (readonly), 3 kCache, 4 vCache, then (KV_I8) 5 kScale, 6 vScale
//   [numBlocks * blockSize][kvHeads] f32.
// Push constants: tokens, kvHeads, D, slots (numBlocks * blockSize), groups (the workgroups dispatched),
//   element offsets of k, v (contiguous [tokens][kvHeads][D]), slotMapping, the caches and the scales.
// Workgroup: WG = 64 invocations, fixed (the reduction's shared array). Grid: groups, one line.

#define WG 64
layout(local_size_x = WG) in;

#include "index.glsl"

#ifdef SRC_F16
layout(set = 0, binding = 0, std430) readonly buffer K { uint k[]; };
layout(set = 0, binding = 1, std430) readonly buffer V { uint v[]; };
#define LOAD4(buf, e) vec4(unpackHalf2x16(buf[(e) >> 1]), unpackHalf2x16(buf[((e) >> 1) + 1u]))
#else
layout(set = 0, binding = 0, std430) readonly buffer K { float k[]; };
layout(set = 0, binding = 1, std430) readonly buffer V { float v[]; };
#define LOAD4(buf, e) vec4(buf[e], buf[(e) + 1u], buf[(e) + 2u], buf[(e) + 3u])
#endif
layout(set = 0, binding = 2, std430) readonly buffer Slots { uint slotMapping[]; };
#if defined(KV_I8) || defined(SRC_F16)
layout(set = 0, binding = 3, std430) writeonly buffer KC { uint kc[]; };
layout(set = 0, binding = 4, std430) writeonly buffer VC { uint vc[]; };
#else
layout(set = 0, binding = 3, std430) writeonly buffer KC { float kc[]; };
layout(set = 0, binding = 4, std430) writeonly buffer VC { float vc[]; };
#endif
#ifdef KV_I8
layout(set = 0, binding = 5, std430) writeonly buffer KS { float kScale[]; };
layout(set = 0, binding = 6, std430) writeonly buffer VS { float vScale[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint tokens;
  uint kvHeads;
  uint D;
  uint slots;
  uint groups;
  uint offK;
  uint offV;
  uint offS;
  uint offKC;
  uint offVC;
  uint offKS;
  uint offVS;
};

#ifdef KV_I8
shared vec2 sMax[WG];

// four codes of x / scale (all 0 for a zero row) in one word, byte i from element i
uint quantize4(vec4 x, float scale) {
  const vec4 c = scale > 0.0 ? clamp(roundEven(x / scale), -127.0, 127.0) : vec4(0.0);
  const ivec4 b = ivec4(c) & 0xff;
  return uint(b.x | (b.y << 8) | (b.z << 16) | (b.w << 24));
}
#endif

void main() {
  const uint tid = gl_LocalInvocationID.x;
  const uint quads = D / 4u;
  for (uint row = linearGroup(); row < tokens * kvHeads; row += groups) {
    const uint slot = slotMapping[offS + row / kvHeads];
    if (slot >= slots) continue; // 0xFFFFFFFF (padding) or past the pool: uniform across the workgroup
    const uint src = row * D;
    const uint dst = (slot * kvHeads + row % kvHeads) * D;
#ifdef KV_I8
    vec2 mx = vec2(0.0);
    for (uint i = tid; i < quads; i += WG) {
      const vec4 a = abs(LOAD4(k, offK + src + 4u * i)), b = abs(LOAD4(v, offV + src + 4u * i));
      mx = max(mx, vec2(max(max(a.x, a.y), max(a.z, a.w)), max(max(b.x, b.y), max(b.z, b.w))));
    }
    barrier(); // the previous row's reduction is read
    sMax[tid] = mx;
    barrier();
    for (uint n = WG / 2u; n > 0u; n >>= 1u) {
      if (tid < n) sMax[tid] = max(sMax[tid], sMax[tid + n]);
      barrier();
    }
    const vec2 sc = sMax[0] / 127.0;
    for (uint i = tid; i < quads; i += WG) {
      kc[(offKC + dst) / 4u + i] = quantize4(LOAD4(k, offK + src + 4u * i), sc.x);
      vc[(offVC + dst) / 4u + i] = quantize4(LOAD4(v, offV + src + 4u * i), sc.y);
    }
    if (tid == 0u) {
      kScale[offKS + slot * kvHeads + row % kvHeads] = sc.x;
      vScale[offVS + slot * kvHeads + row % kvHeads] = sc.y;
    }
#elif defined(SRC_F16)
    for (uint i = tid; i < quads; i += WG) {
      const uint ks = (offK + src) / 2u + 2u * i, vs = (offV + src) / 2u + 2u * i;
      const uint kd = (offKC + dst) / 2u + 2u * i, vd = (offVC + dst) / 2u + 2u * i;
      kc[kd] = k[ks];
      kc[kd + 1u] = k[ks + 1u];
      vc[vd] = v[vs];
      vc[vd + 1u] = v[vs + 1u];
    }
#else
    for (uint e = tid; e < D; e += WG) {
      kc[offKC + dst + e] = k[offK + src + e];
      vc[offVC + dst + e] = v[offV + src + e];
    }
#endif
  }
}
