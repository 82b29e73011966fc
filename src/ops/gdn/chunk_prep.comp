#version 450
// The chunked (WY) gated delta rule, pass 1 of 3: everything inside one chunk of C tokens of one (batch,
// head) that does not depend on the state entering the chunk. With G_t the inclusive cumulative sum of the
// chunk's log gates, k and q the (optionally L2-normalised) rows and b_t = beta_t:
//   A[t][s] = b_t exp(G_t - G_s) k_t . k_s  (s < t),   T = (I + A)^-1  (unit lower triangular)
//   W = T diag(b exp(G)) K,   Ut = T diag(b) V          (so the chunk's deltas are U = Ut - W S_0)
//   P[t][s] = scale exp(G_t - G_s) q_t . k_s  (s <= t; 0 above the diagonal)
//   Qh_t = scale exp(G_t) q_t,   Kh_s = exp(G_last - G_s) k_s,   decay = exp(G_last)
// T is built in shared memory by forward substitution, a column per invocation. Tokens past the
// sequence's end in the last chunk count as q = k = v = 0, g = 0, beta = 0: their rows of W, Ut, Kh, Qh
// and P are written as zeros and add nothing downstream.
// Bindings: 0 = q, 1 = k [BH, tokens, dk], 2 = v [BH, tokens, dv], 3 = g, 4 = beta [BH, tokens] (readonly,
//   contiguous at their element offsets); 5 = work (writeonly): Qh, Kh, W [BH, Tp, dk], Ut [BH, Tp, dv],
//   P [BH, Tp, C], decay [BH, chunks] at the push offsets (Tp = chunks C).
// Grid: one workgroup per (batch head, chunk), linearGroup() = bh chunks + chunk.
layout(local_size_x = 256) in;
#include "index.glsl"

#define WG 256
#define C 64
#define SLAB 16

layout(set = 0, binding = 0, std430) readonly buffer Q { float q[]; };
layout(set = 0, binding = 1, std430) readonly buffer K { float k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { float v[]; };
layout(set = 0, binding = 3, std430) readonly buffer Gate { float g[]; };
layout(set = 0, binding = 4, std430) readonly buffer Beta { float beta[]; };
layout(set = 0, binding = 5, std430) writeonly buffer Work { float work[]; };

layout(push_constant, std430) uniform Push {
  uint heads;
  uint tokens;
  uint chunks;
  uint dk;
  uint dv;
  float scale;
  uint offQ;
  uint offK;
  uint offV;
  uint offG;
  uint offBeta;
  uint offQh;
  uint offKh;
  uint offW;
  uint offUt;
  uint offP;
  uint offDecay;
} pc;

shared float G[C];
shared float bet[C];
shared float qInv[C];
shared float kInv[C];
// A below the diagonal, T transposed above it (T[t][s] at M[s][t + 1]; the unit diagonal is implied);
// zero where neither has a value (padded tokens' rows and columns)
shared float M[C][C + 1];
// column slabs of the chunk's rows: q and k for A and P, then the right-hand sides of W and Ut
shared float sa[C][SLAB + 1];
shared float sb[C][SLAB + 1];

void main() {
  uint grp = linearGroup();
  if (grp >= pc.heads * pc.chunks) return;
  uint lid = gl_LocalInvocationID.x;
  uint bh = grp / pc.chunks, chunk = grp % pc.chunks;
  uint dk = pc.dk, dv = pc.dv;
  uint t0 = chunk * C;
  uint n = min(C, pc.tokens - t0);
  uint tok0 = bh * pc.tokens + t0;                 // the chunk's first row in the inputs
  uint row0 = bh * pc.chunks * C + t0;             // and in the padded work arrays

  if (lid < C) {
    G[lid] = lid < n ? g[pc.offG + tok0 + lid] : 0.0;
    bet[lid] = lid < n ? beta[pc.offBeta + tok0 + lid] : 0.0;
  }
  if (lid < 2 * C) {
    uint r = lid % C;
    float inv = 0.0;
    if (r < n) {
#ifdef L2NORM
      uint base = (lid < C ? pc.offQ : pc.offK) + (tok0 + r) * dk;
      float ss = 0.0;
      for (uint i = 0; i < dk; i++) {
        float x = lid < C ? q[base + i] : k[base + i];
        ss += x * x;
      }
      inv = inversesqrt(ss + 1e-6);
#else
      inv = 1.0;
#endif
    }
    if (lid < C) qInv[r] = inv;
    else kInv[r] = inv;
  }
  barrier();
  if (lid == 0)
    for (uint t = 1; t < C; t++) G[t] += G[t - 1];
  barrier();
  float gLast = G[C - 1];

  // A and P over dk in slabs: invocation (rg, cg) holds rows rg + 16 a and columns cg + 16 b of both
  uint rg = lid / 16, cg = lid % 16;
  float accA[4][4], accP[4][4];
  for (uint a = 0; a < 4; a++)
    for (uint b = 0; b < 4; b++) {
      accA[a][b] = 0.0;
      accP[a][b] = 0.0;
    }
  for (uint d0 = 0; d0 < dk; d0 += SLAB) {
    for (uint e = lid; e < C * SLAB; e += WG) {
      uint t = e / SLAB, d = e % SLAB;
      bool inDim = d0 + d < dk;
      float qv = 0.0, kv = 0.0;
      if (inDim && t < n) {
        qv = q[pc.offQ + (tok0 + t) * dk + d0 + d] * qInv[t];
        kv = k[pc.offK + (tok0 + t) * dk + d0 + d] * kInv[t];
      }
      sa[t][d] = qv;
      sb[t][d] = kv;
      if (inDim) {
        work[pc.offQh + (row0 + t) * dk + d0 + d] = pc.scale * exp(G[t]) * qv;
        work[pc.offKh + (row0 + t) * dk + d0 + d] = exp(gLast - G[t]) * kv;
      }
    }
    barrier();
    for (uint d = 0; d < SLAB; d++) {
      float kc[4];
      for (uint b = 0; b < 4; b++) kc[b] = sb[cg + 16 * b][d];
      for (uint a = 0; a < 4; a++) {
        float qr = sa[rg + 16 * a][d], kr = sb[rg + 16 * a][d];
        for (uint b = 0; b < 4; b++) {
          accA[a][b] += kr * kc[b];
          accP[a][b] += qr * kc[b];
        }
      }
    }
    barrier();
  }
  for (uint a = 0; a < 4; a++)
    for (uint b = 0; b < 4; b++) {
      uint t = rg + 16 * a, s = cg + 16 * b;
      float decay = s <= t ? exp(G[t] - G[s]) : 0.0;
      M[t][s] = s < t ? bet[t] * decay * accA[a][b] : 0.0;
      work[pc.offP + (row0 + t) * C + s] = pc.scale * decay * accP[a][b];
    }
  if (lid < C) M[lid][C] = 0.0;
  if (lid == 0) work[pc.offDecay + bh * pc.chunks + chunk] = exp(gLast);
  barrier();

  // T = (I + A)^-1 column by column, invocation j for column j: T[t][j] = -A[t][j] - sum_{j < s < t}
  // A[t][s] T[s][j], T[s][j] kept at M[j][s + 1] (above the diagonal, where A has nothing). A column needs
  // only A and itself, so there is no barrier between its rows.
  if (lid + 1 < n) {
    uint j = lid;
    for (uint t = j + 1; t < n; t++) {
      float x = -M[t][j];
      for (uint s = j + 1; s < t; s++) x -= M[t][s] * M[j][s + 1];
      M[j][t + 1] = x;
    }
  }
  barrier();

  // W = T B over dk's columns (B = diag(b exp(G)) K), then Ut = T B over dv's (B = diag(b) V), in slabs;
  // invocation (row tr, columns cq + 4 c) of the slab: each T value read feeds 4 FMAs
  uint tr = lid / 4, cq = lid % 4;
  uint kSlabs = (dk + SLAB - 1) / SLAB, vSlabs = (dv + SLAB - 1) / SLAB;
  for (uint sl = 0; sl < kSlabs + vSlabs; sl++) {
    bool isK = sl < kSlabs;
    uint width = isK ? dk : dv;
    uint col0 = (isK ? sl : sl - kSlabs) * SLAB;
    for (uint e = lid; e < C * SLAB; e += WG) {
      uint t = e / SLAB, d = e % SLAB;
      float x = 0.0;
      if (col0 + d < width && t < n)
        x = isK ? bet[t] * exp(G[t]) * k[pc.offK + (tok0 + t) * dk + col0 + d] * kInv[t] : bet[t] * v[pc.offV + (tok0 + t) * dv + col0 + d];
      sb[t][d] = x;
    }
    barrier();
    float x[4];
    for (uint c = 0; c < 4; c++) x[c] = sb[tr][cq + 4 * c];
    for (uint s = 0; s < tr; s++) {
      float m = M[s][tr + 1];
      for (uint c = 0; c < 4; c++) x[c] += m * sb[s][cq + 4 * c];
    }
    uint dst = (isK ? pc.offW + (row0 + tr) * dk : pc.offUt + (row0 + tr) * dv) + col0;
    for (uint c = 0; c < 4; c++)
      if (col0 + cq + 4 * c < width) work[dst + cq + 4 * c] = x[c];
    barrier();
  }
}
