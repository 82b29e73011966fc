#version 450
// The gated delta rule recurrence of one (batch, head) per workgroup, over its tokens in order:
//   S <- exp(g_t) S;  delta = (v_t - S^T k_t) beta_t;  S <- S + k_t delta^T;  o_t = scale S^T q_t
// S is the head's [dk, dv] state, read once from `state`, kept in registers for all the tokens and written
// back at the end (in place). L2NORM: q_t and k_t are first divided by sqrt(sum x^2 + 1e-6) (FLA's and
// HF's use_qk_l2norm_in_kernel).
//
// Layout: invocation t holds column j = t % dv of S, rows p R .. p R + R - 1 of part p = t / dv, with
//   PARTS = min(256 / dv, dk) parts of R = ceil(dk / PARTS) rows (dk, dv <= 128: R <= MAX_ROWS = 64);
//   invocations past PARTS dv only join the barriers.
//   The column sums S^T k and S^T q add the parts' partial sums through shared memory.
// Bindings (readonly unless said; contiguous at their element offsets): 0 = q, 1 = k [B, H / group, T, dk],
//   2 = v [B, H, T, dv], 3 = g, 4 = beta [B, H, T], 5 = state [B, H, dk, dv] (read and written),
//   6 = o [B, H, T, dv] (writeonly). Head h reads q and k head h / group (GQA-style: fewer q / k heads).
// Push constants: heads (B H), tokens, dk, dv, scale, element offsets, group.
// F16: q, k, v and o are f16 in 32-bit words (act_io.glsl; the math, g, beta and the state stay f32), o
// stored an element at a time merged into its word.
// Grid: one workgroup per (batch, head) (linearGroup(); workgroups past the last return).
layout(local_size_x = 256) in;
#include "index.glsl"

#define WG 256
#define MAX_DIM 128
#define MAX_ROWS 64

#include "act_io.glsl" // q, k, v and o f32, or f16 with F16
layout(set = 0, binding = 0, std430) readonly buffer Q { ACT q[]; };
layout(set = 0, binding = 1, std430) readonly buffer K { ACT k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { ACT v[]; };
layout(set = 0, binding = 3, std430) readonly buffer Gate { float g[]; };
layout(set = 0, binding = 4, std430) readonly buffer Beta { float beta[]; };
layout(set = 0, binding = 5, std430) buffer State { float state[]; };
layout(set = 0, binding = 6, std430) ACT_OUT O { ACT o[]; };

layout(push_constant, std430) uniform Push {
  uint heads;
  uint tokens;
  uint dk;
  uint dv;
  float scale;
  uint offQ;
  uint offK;
  uint offV;
  uint offG;
  uint offBeta;
  uint offS;
  uint offO;
  uint group;
} pc;

shared float qs[MAX_DIM];
shared float ks[MAX_DIM];
shared float partial[WG];
#ifdef L2NORM
shared float norms[2];
#endif

// The column sums of the parts' partials (partial[p dv + j]), for column j.
float columnSum(uint j, uint parts) {
  float s = 0.0;
  for (uint p = 0; p < parts; p++) s += partial[p * pc.dv + j];
  return s;
}

void main() {
  uint head = linearGroup();
  if (head >= pc.heads) return;
  uint lid = gl_LocalInvocationID.x;
  uint dk = pc.dk, dv = pc.dv;
  uint parts = min(WG / dv, dk);
  uint rows = (dk + parts - 1) / parts;
  uint j = lid % dv, p = lid / dv;
  bool owner = p < parts;
  uint i0 = p * rows;
  uint nRows = owner ? min(rows, dk - min(dk, i0)) : 0;

  float S[MAX_ROWS];
  uint sBase = pc.offS + head * dk * dv;
  for (uint r = 0; r < nRows; r++) S[r] = state[sBase + (i0 + r) * dv + j];

  for (uint t = 0; t < pc.tokens; t++) {
    uint tok = head * pc.tokens + t, qkTok = (head / pc.group) * pc.tokens + t;
    for (uint i = lid; i < dk; i += WG) {
      qs[i] = ACT_AT(q, pc.offQ + qkTok * dk + i);
      ks[i] = ACT_AT(k, pc.offK + qkTok * dk + i);
    }
    barrier();
#ifdef L2NORM
    if (lid < 2) {
      float ss = 0.0;
      for (uint i = 0; i < dk; i++) ss += lid == 0 ? qs[i] * qs[i] : ks[i] * ks[i];
      norms[lid] = inversesqrt(ss + 1e-6);
    }
    barrier();
    float qn = norms[0], kn = norms[1];
#else
    float qn = 1.0, kn = 1.0;
#endif
    float decay = exp(g[pc.offG + tok]);
    float kv = 0.0;
    for (uint r = 0; r < nRows; r++) {
      S[r] *= decay;
      kv += S[r] * ks[i0 + r];
    }
    if (owner) partial[lid] = kv * kn;
    barrier();
    float delta = 0.0;
    if (owner) delta = (ACT_AT(v, pc.offV + tok * dv + j) - columnSum(j, parts)) * beta[pc.offBeta + tok];
    barrier();
    float oq = 0.0;
    for (uint r = 0; r < nRows; r++) {
      S[r] += ks[i0 + r] * kn * delta;
      oq += S[r] * qs[i0 + r];
    }
    if (owner) partial[lid] = oq * qn;
    barrier();
    if (p == 0) ACT_STORE(o, pc.offO + tok * dv + j, columnSum(j, parts) * pc.scale)
    barrier();
  }
  for (uint r = 0; r < nRows; r++) state[sBase + (i0 + r) * dv + j] = S[r];
}
