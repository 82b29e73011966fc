#version 450
// The second pass of flash-decoding (attention.comp, SPLIT): for each output row, the partials (m_s, l_s,
// acc_s) of its splits merged as
//   out = sum_s exp(m_s - M) acc_s / sum_s exp(m_s - M) l_s,   M = max_s m_s
// Splits with l_s = 0 (past the valid keys, or every key masked) are skipped: they contribute exactly
// nothing. A row with no weight at all gives 0 (as the prefill path).
// Variants (kernels.ts): f32 | f16 (the result's dtype; the partials are f32).
// Bindings: 0 partial acc [rows][splits][pairs] vec2, 1 partial (m, l) [rows][splits] (readonly), 2 out
//   (contiguous [rows][2 pairs] from element offO).
// Push constants: rows, splits, pairs (headDim / 2), offO.
// Workgroup: specialization constant 0 (default 64); one workgroup per row, the pairs across it.

layout(local_size_x = 64, local_size_x_id = 0) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer Acc { vec2 partAcc[]; };
layout(set = 0, binding = 1, std430) readonly buffer ML { vec2 partML[]; };
#ifdef F16
layout(set = 0, binding = 2, std430) writeonly buffer O { uint o[]; };
#else
layout(set = 0, binding = 2, std430) writeonly buffer O { float o[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint rows;
  uint splits;
  uint pairs;
  uint offO;
};

#define NEG_INF uintBitsToFloat(0xff800000u)

void main() {
  const uint row = linearGroup();
  if (row >= rows) return;
  const uint first = row * splits;
  float M = NEG_INF;
  for (uint s = 0u; s < splits; s++) M = max(M, partML[first + s].x);
  const float base = M == NEG_INF ? 0.0 : M;
  for (uint p = gl_LocalInvocationID.x; p < pairs; p += gl_WorkGroupSize.x) {
    float l = 0.0;
    vec2 acc = vec2(0.0);
    for (uint s = 0u; s < splits; s++) {
      const vec2 ml = partML[first + s];
      if (ml.y == 0.0) continue;
      const float w = exp(ml.x - base);
      l = fma(ml.y, w, l);
      acc = fma(vec2(w), partAcc[(first + s) * pairs + p], acc);
    }
    const vec2 y = acc * (l > 0.0 ? 1.0 / l : 0.0);
#ifdef F16
    o[(offO >> 1) + row * pairs + p] = packHalf2x16(y);
#else
    o[offO + 2u * (row * pairs + p)] = y.x;
    o[offO + 2u * (row * pairs + p) + 1u] = y.y;
#endif
  }
}
