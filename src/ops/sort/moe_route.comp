#version 450
// moe_route: per token (row of [tokens, experts] f32 logits), the topK experts by probability and their
// weights, in one dispatch:
//   p = softmax(logits);  ids = the topK experts by p (ties: lower expert first; NaN first);
//   weights = p[ids] / sum(p[ids]) (normalize != 0), else p[ids].
// softmax is increasing, so the experts are ranked by their logits (bitonic.glsl's descending order: no
// rounding of exp can tie two distinct logits). With m the row's max logit and e_j = exp(l_j - m):
// p_j = e_j / sum_all e, and the renormalised weight is e_j / sum_top e (sum_all cancels).
// A NaN or +inf logit, or a row of -inf, makes every probability NaN (as PyTorch's softmax): the row's ids
// are then 0..k-1 (PyTorch's topk over ties) and its weights NaN. Experts whose probability underflows to 0
// (a logit ~104 below the max) are still ranked by logit, where PyTorch would see ties.
// Variants: f32 (logits contiguous at offX), f32_strided (any view, rows.glsl).
//
// Bindings: 0 = logits (readonly), 1 = ids (writeonly u32 [tokens, k] at offY), 2 = weights (writeonly
//   f32 [tokens, k] at offW).
// Push constants: rows (tokens), cols (experts <= SORT_MAX = 256), offX, offY, n (power of two >= cols, >= 16),
//   k, normalize, offW; STRIDED: colStride, rank, shape, strideX.
// Workgroup: specialization constant 0 (default 64), one workgroup per token; subgroup arithmetic.

#define SORT_MAX 256
// 64 invocations: an expert row is at most 256 pairs, 16 per invocation in the register passes
#define ROW_LOCAL_SIZE 64
#include "rows.glsl"
#include "bitonic.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { float x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Ids { uint ids[]; };
layout(set = 0, binding = 2, std430) writeonly buffer W { float weights[]; };

layout(push_constant, std430) uniform Push {
  ROW_PUSH
  uint n;
  uint k;
  uint normalize;
  uint offW;
  ROW_PUSH_STRIDED
} pc;

void main() {
  const uint row = linearGroup();
  if (row >= pc.rows) return; // uniform across the workgroup
  const uint base = ROW_BASE(row);
  const uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x;

  for (uint c = tid; c < pc.n; c += wg) {
    KEY_AT(c) = c < pc.cols ? orderKey(x[base + COL(c)], true) : SORT_NONE;
    IDX_AT(c) = c < pc.cols ? c : SORT_NONE;
  }
  bitonicSort(pc.n);

  // The sorted keys give the logits back (-0.0 as 0.0 and NaN as NaN: the same exp).
  const float m = keyValue(KEY_AT(0), true);
  float all = 0.0, top = 0.0;
  for (uint c = tid; c < pc.cols; c += wg) {
    const float e = exp(keyValue(KEY_AT(c), true) - m);
    all += e;
    top += c < pc.k ? e : 0.0;
  }
  all = wgSum(all);
  const float s = pc.normalize != 0u ? wgSum(top) : all;
  // NaN in the sum: every probability is NaN (a NaN or +inf logit, or all -inf), so PyTorch's topk sees
  // ties everywhere and picks the first k experts.
  const bool allNaN = (floatBitsToUint(all) & 0x7fffffffu) > 0x7f800000u;
  for (uint c = tid; c < pc.k; c += wg) {
    ids[pc.offY + row * pc.k + c] = allNaN ? c : IDX_AT(c);
    weights[pc.offW + row * pc.k + c] = allNaN ? all : exp(keyValue(KEY_AT(c), true) - m) / s;
  }
}
