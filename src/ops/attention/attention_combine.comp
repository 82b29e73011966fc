#version 450
// The second pass of two-pass flash-decoding (attention_decode.comp without FUSED): no longer the library's
// form (the decode kernel merges its splits itself); bench/decode-sweep.ts compiles it to time the two-pass
// form beside the fused one. For each output row, the partials (m_s, l_s, acc_s) of its splits merged as
//   out = sum_s exp(m_s - M) acc_s / sum_s exp(m_s - M) l_s,   M = max_s m_s
// Splits with l_s = 0 (past the valid keys, or every key masked) are skipped: they contribute exactly
// nothing. A row with no weight at all gives 0 (as the prefill path).
// One workgroup per row. A decode step has few rows (batch x heads) and up to ~1000 splits, so a row's
// splits are spread over the workgroup: M by a shared-memory max over all invocations, then invocation
// (pair p, lane) sums splits lane, lane + lanes, ... (lanes = WG / pairs, four splits' loads issued at a
// time), and the lanes' sums are added in lane order (the result does not depend on timing).
// Defines: F16 (the result's dtype; the partials are f32) or none (f32).
// Bindings: 0 partial acc [rows][splits][pairs] vec2, 1 partial (m, l) [rows][splits] (readonly), 2 out
//   (contiguous [rows][2 pairs] from element offO).
// Push constants: rows, splits, pairs (headDim / 2), offO.
// Workgroup: WG = 256 invocations, fixed; pairs <= WG / 2 (headDim <= 256).

#extension GL_EXT_control_flow_attributes : require

#define WG 256
layout(local_size_x = WG) in;

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

shared float sMax[WG];
shared vec2 sAcc[WG];
shared float sL[WG];

void main() {
  const uint row = linearGroup();
  if (row >= rows) return;
  const uint tid = gl_LocalInvocationID.x;
  const uint first = row * splits;

  float mx = NEG_INF;
  for (uint s = tid; s < splits; s += WG) mx = max(mx, partML[first + s].x);
  sMax[tid] = mx;
  barrier();
  [[unroll]] for (uint w = WG / 2u; w > 0u; w >>= 1u) {
    if (tid < w) sMax[tid] = max(sMax[tid], sMax[tid + w]);
    barrier();
  }
  const float M = sMax[0];
  const float base = M == NEG_INF ? 0.0 : M;

  const uint lanes = WG / pairs, lane = tid / pairs, p = tid % pairs;
  float l = 0.0;
  vec2 acc = vec2(0.0);
  if (lane < lanes) {
    for (uint s0 = lane; s0 < splits; s0 += 4u * lanes) {
      vec2 ml[4], a[4];
      [[unroll]] for (uint u = 0u; u < 4u; u++) {
        const uint s = s0 + u * lanes;
        ml[u] = s < splits ? partML[first + s] : vec2(NEG_INF, 0.0);
        a[u] = s < splits ? partAcc[(first + s) * pairs + p] : vec2(0.0);
      }
      [[unroll]] for (uint u = 0u; u < 4u; u++) {
        if (ml[u].y == 0.0) continue;
        const float w = exp(ml[u].x - base);
        l = fma(ml[u].y, w, l);
        acc = fma(vec2(w), a[u], acc);
      }
    }
  }
  sAcc[tid] = acc;
  sL[tid] = l;
  barrier();
  if (tid >= pairs) return;
  for (uint ln = 1u; ln < lanes; ln++) {
    acc += sAcc[ln * pairs + tid];
    l += sL[ln * pairs + tid];
  }
  const vec2 y = acc * (l > 0.0 ? 1.0 / l : 0.0);
#ifdef F16
  o[(offO >> 1) + row * pairs + p] = packHalf2x16(y);
#else
  o[offO + 2u * (row * pairs + p)] = y.x;
  o[offO + 2u * (row * pairs + p) + 1u] = y.y;
#endif
}
