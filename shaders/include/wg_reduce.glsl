// Workgroup-wide reductions for compute shaders whose workgroup is 1-D (local_size_x only).
// Included through rows.glsl by the row-wise shaders (src/ops/reduce/reduce.comp, src/ops/norm/softmax.comp,
// src/ops/norm/rms_norm.comp); not compiled on its own.
//
// wgSum(v) / wgMax(v): every invocation of the workgroup passes a value and gets the reduction of all of
// them back. Must be called in uniform control flow (it contains barriers). Works for any subgroup size,
// including several subgroups per workgroup and subgroups of size 1: each subgroup reduces with
// subgroupAdd / subgroupMax, its first invocation writes the partial into shared memory, and subgroup 0
// reduces the partials. Up to MAX_SUBGROUPS (256) subgroups per workgroup: any workgroup of up to 1024
// invocations on a device whose subgroups have >= 4 invocations (all known devices); src/ops/launch.ts
// clamps the workgroup size to 256 subgroups for every shader using subgroup arithmetic.
// wgMax propagates NaN (as PyTorch's max): GLSL max() and subgroupMax may drop a NaN operand, so NaN is
// tracked explicitly (nanMax, and a subgroupOr of isnan beside the subgroupMax).
// The shared array has a fixed size on purpose: sized by the specialization constant (gl_WorkGroupSize.x)
// it corrupted the host heap on lavapipe (Mesa 22.3) when local_size_x was specialized.

#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require

#ifndef MAX_SUBGROUPS
#define MAX_SUBGROUPS 256
#endif
shared float wg_red_partial[MAX_SUBGROUPS];
shared float wg_red_result;

// max(a, b), NaN if either is NaN (one compare, one isnan, a select: cheap next to a load).
float nanMax(float a, float b) {
  return (isnan(a) || a >= b) ? a : b;
}

// subgroupMax that returns NaN when any invocation passes NaN.
float subgroupNanMax(float v) {
  const bool nan = subgroupOr(isnan(v) ? 1u : 0u) != 0u;
  const float m = subgroupMax(isnan(v) ? uintBitsToFloat(0xff800000u) : v);
  return nan ? uintBitsToFloat(0x7fc00000u) : m;
}

float wgSum(float v) {
  v = subgroupAdd(v);
  if (subgroupElect()) wg_red_partial[gl_SubgroupID] = v;
  barrier();
  if (gl_SubgroupID == 0) {
    float t = 0.0;
    for (uint i = gl_SubgroupInvocationID; i < gl_NumSubgroups; i += gl_SubgroupSize) t += wg_red_partial[i];
    t = subgroupAdd(t);
    if (subgroupElect()) wg_red_result = t;
  }
  barrier();
  const float r = wg_red_result;
  barrier(); // the shared slots may be reused by the next call
  return r;
}

float wgMax(float v) {
  v = subgroupNanMax(v);
  if (subgroupElect()) wg_red_partial[gl_SubgroupID] = v;
  barrier();
  if (gl_SubgroupID == 0) {
    float t = uintBitsToFloat(0xff800000u); // -inf
    for (uint i = gl_SubgroupInvocationID; i < gl_NumSubgroups; i += gl_SubgroupSize) t = nanMax(t, wg_red_partial[i]);
    t = subgroupNanMax(t);
    if (subgroupElect()) wg_red_result = t;
  }
  barrier();
  const float r = wg_red_result;
  barrier();
  return r;
}

float nanMin(float a, float b) {
  return (isnan(a) || a <= b) ? a : b;
}

// subgroupMin that returns NaN when any invocation passes NaN.
float subgroupNanMin(float v) {
  const bool nan = subgroupOr(isnan(v) ? 1u : 0u) != 0u;
  const float m = subgroupMin(isnan(v) ? uintBitsToFloat(0x7f800000u) : v);
  return nan ? uintBitsToFloat(0x7fc00000u) : m;
}

// wgMin: as wgMax, the smallest value (NaN if any invocation passes NaN).
float wgMin(float v) {
  v = subgroupNanMin(v);
  if (subgroupElect()) wg_red_partial[gl_SubgroupID] = v;
  barrier();
  if (gl_SubgroupID == 0) {
    float t = uintBitsToFloat(0x7f800000u); // +inf
    for (uint i = gl_SubgroupInvocationID; i < gl_NumSubgroups; i += gl_SubgroupSize) t = nanMin(t, wg_red_partial[i]);
    t = subgroupNanMin(t);
    if (subgroupElect()) wg_red_result = t;
  }
  barrier();
  const float r = wg_red_result;
  barrier();
  return r;
}

// wgArgKey(key, idx): the index of the workgroup's best (key, index) pair: the largest key, ties to the
// smallest index (the caller maps values to keys so that the largest is the one it wants, e.g. order_key.glsl).
// Invocations without an element pass key 0 (below every real key) and idx 0xffffffff. Per subgroup: the
// largest key (subgroupMax), then the smallest index among the invocations holding it (subgroupMin), both
// u32 reductions; the subgroups' pairs go through shared memory to subgroup 0, which does the same. Only
// shaders that define WG_ARG_REDUCE get the key and index slots.
#ifdef WG_ARG_REDUCE
shared uint wg_red_key[MAX_SUBGROUPS];
shared uint wg_red_index[MAX_SUBGROUPS];
shared uint wg_red_result_index;

// The subgroup's largest key (m) and the smallest index among its invocations holding it.
uint subgroupArgKey(uint key, uint idx, out uint m) {
  m = subgroupMax(key);
  return subgroupMin(key == m ? idx : 0xffffffffu);
}

uint wgArgKey(uint key, uint idx) {
  uint m;
  const uint i = subgroupArgKey(key, idx, m);
  if (subgroupElect()) {
    wg_red_key[gl_SubgroupID] = m;
    wg_red_index[gl_SubgroupID] = i;
  }
  barrier();
  if (gl_SubgroupID == 0) {
    uint bk = 0u, bi = 0xffffffffu;
    // Subgroup k's pairs in ascending k: a strictly larger key replaces, so a tie keeps the smaller index.
    for (uint k = gl_SubgroupInvocationID; k < gl_NumSubgroups; k += gl_SubgroupSize) {
      const uint pk = wg_red_key[k];
      if (pk > bk) {
        bk = pk;
        bi = wg_red_index[k];
      }
    }
    uint m0;
    const uint r = subgroupArgKey(bk, bi, m0);
    if (subgroupElect()) wg_red_result_index = r;
  }
  barrier();
  const uint r = wg_red_result_index;
  barrier();
  return r;
}
#endif
