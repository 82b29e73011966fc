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

// wgArg(v, idx, greatest): the index of the workgroup's best (value, index) pair: the largest value
// (greatest) or the smallest, NaN counting as best (PyTorch's argmax/argmin pick the first NaN); ties go to
// the smallest index. Invocations without an element pass idx 0xffffffff (and any value no better than a
// real one: -inf for greatest, +inf otherwise). Per subgroup: the best value (subgroupNanMax/Min), then the
// smallest index among the invocations holding it (subgroupMin); the subgroups' pairs go through shared
// memory to subgroup 0, which does the same. Only shaders that define WG_ARG_REDUCE get the index slots.
#ifdef WG_ARG_REDUCE
shared uint wg_red_index[MAX_SUBGROUPS];
shared uint wg_red_result_index;

// The subgroup's best value (m) and the smallest index among its invocations holding it (NaN matches NaN).
uint subgroupArg(float v, uint idx, bool greatest, out float m) {
  m = greatest ? subgroupNanMax(v) : subgroupNanMin(v);
  const bool match = isnan(m) ? isnan(v) : v == m;
  return subgroupMin(match ? idx : 0xffffffffu);
}

uint wgArg(float v, uint idx, bool greatest) {
  float m;
  const uint i = subgroupArg(v, idx, greatest, m);
  if (subgroupElect()) {
    wg_red_index[gl_SubgroupID] = i;
    wg_red_partial[gl_SubgroupID] = m;
  }
  barrier();
  if (gl_SubgroupID == 0) {
    const float none = uintBitsToFloat(greatest ? 0xff800000u : 0x7f800000u);
    float bv = none;
    uint bi = 0xffffffffu;
    // Subgroup k's partials in ascending k: keep the first best (its index is the smaller one).
    for (uint k = gl_SubgroupInvocationID; k < gl_NumSubgroups; k += gl_SubgroupSize) {
      const float pv = wg_red_partial[k];
      const uint pi = wg_red_index[k];
      const bool better = bi == 0xffffffffu || (isnan(pv) && !isnan(bv)) || (!isnan(bv) && (greatest ? pv > bv : pv < bv)) ||
                          ((pv == bv || (isnan(pv) && isnan(bv))) && pi < bi);
      if (better) {
        bv = pv;
        bi = pi;
      }
    }
    float m0;
    const uint r = subgroupArg(bv, bi, greatest, m0);
    if (subgroupElect()) wg_red_result_index = r;
  }
  barrier();
  const uint r = wg_red_result_index;
  barrier();
  return r;
}
#endif
