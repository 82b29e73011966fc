#version 450
// The chunked (WY) gated delta rule, pass 1 of 3: everything inside one chunk of C tokens of one (batch,
// head) that does not depend on the state entering the chunk. With G_t the inclusive cumulative sum of the
// chunk's log gates, k and q the (optionally L2-normalised) rows and b_t = beta_t:
//   A[t][s] = b_t exp(G_t - G_s) k_t . k_s  (s < t),   T = (I + A)^-1  (unit lower triangular)
//   W = T diag(b exp(G)) K,   Ut = T diag(b) V          (so the chunk's deltas are U = Ut - W S_0)
//   P[t][s] = scale exp(G_t - G_s) q_t . k_s  (s <= t; 0 above the diagonal)
//   Qh_t = scale exp(G_t) q_t,   Kh_s = exp(G_last - G_s) k_s,   decay = exp(G_last)
// T is built by elimination, row by row, every invocation updating its own 4 x 4 entries. Tokens past the
// sequence's end in the last chunk count as q = k = v = 0, g = 0, beta = 0: their rows of W, Ut, Kh, Qh
// and P are written as zeros and add nothing downstream.
// Bindings: 0 = q, 1 = k [BH / group, tokens, dk] (head bh reads q / k head bh / group), 2 = v [BH, tokens,
//   dv], 3 = g, 4 = beta [BH, tokens] (readonly, contiguous at their element offsets); 5 = work (writeonly):
//   Qh, Kh, W [BH, Tp, dk], Ut [BH, Tp, dv], P [BH, Tp, C], decay [BH, chunks] at the push offsets (Tp =
//   chunks C).
// Grid: one workgroup per (batch head, chunk), linearGroup() = bh chunks + chunk.
layout(local_size_x = 256) in;
#include "index.glsl"

#define WG 256
#define C 64
#define SLAB 16

#include "act_io.glsl" // q, k and v f32, or f16 with F16; everything else f32
layout(set = 0, binding = 0, std430) readonly buffer Q { ACT q[]; };
layout(set = 0, binding = 1, std430) readonly buffer K { ACT k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { ACT v[]; };
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
  uint group;
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

#define SL (C * SLAB / WG) // slab elements each invocation loads

// The next slab, in flight while the current one is multiplied: q and k (columns d0 .. d0 + SLAB - 1 of the
// chunk's rows, raw), then the right-hand sides of W and Ut.
float qn[SL], kn[SL], bn[SL];

void fetchQK(uint d0, uint qk0, uint n) {
  const uint lid = gl_LocalInvocationID.x;
  for (uint j = 0; j < SL; j++) {
    uint e = lid + j * WG, t = e / SLAB, d = e % SLAB;
    bool inside = d0 + d < pc.dk && t < n;
    qn[j] = inside ? ACT_AT(q, pc.offQ + (qk0 + t) * pc.dk + d0 + d) : 0.0;
    kn[j] = inside ? ACT_AT(k, pc.offK + (qk0 + t) * pc.dk + d0 + d) : 0.0;
  }
}

// Slab sl of the right-hand sides: diag(b exp(G)) K's columns for sl < kSlabs, then diag(b) V's (G, bet and
// kInv are in shared memory by then).
void fetchB(uint sl, uint kSlabs, uint tok0, uint qk0, uint n) {
  const uint lid = gl_LocalInvocationID.x;
  const bool isK = sl < kSlabs;
  const uint width = isK ? pc.dk : pc.dv, col0 = (isK ? sl : sl - kSlabs) * SLAB;
  for (uint j = 0; j < SL; j++) {
    uint e = lid + j * WG, t = e / SLAB, d = e % SLAB;
    float x = 0.0;
    if (col0 + d < width && t < n)
      x = isK ? bet[t] * exp(G[t]) * ACT_AT(k, pc.offK + (qk0 + t) * pc.dk + col0 + d) * kInv[t] : bet[t] * ACT_AT(v, pc.offV + (tok0 + t) * pc.dv + col0 + d);
    bn[j] = x;
  }
}

void main() {
  uint grp = linearGroup();
  if (grp >= pc.heads * pc.chunks) return;
  uint lid = gl_LocalInvocationID.x;
  uint bh = grp / pc.chunks, chunk = grp % pc.chunks;
  uint dk = pc.dk, dv = pc.dv;
  uint t0 = chunk * C;
  uint n = min(C, pc.tokens - t0);
  uint tok0 = bh * pc.tokens + t0;                 // the chunk's first row in v, g, beta
  uint qk0 = (bh / pc.group) * pc.tokens + t0;     // and in q, k
  uint row0 = bh * pc.chunks * C + t0;             // and in the padded work arrays

  if (lid < C) {
    G[lid] = lid < n ? g[pc.offG + tok0 + lid] : 0.0;
    bet[lid] = lid < n ? beta[pc.offBeta + tok0 + lid] : 0.0;
  }
  barrier();
  if (lid == 0)
    for (uint t = 1; t < C; t++) G[t] += G[t - 1];
  barrier();
  float gLast = G[C - 1];

  // A and P over dk in slabs, of the raw rows (the L2 norms scale them after): invocation (rg, cg) holds rows
  // rg + 16 a and columns cg + 16 b of both; with L2NORM it also sums the squares of the slab elements it
  // loads (rows lid / SLAB + 16 j, column lid % SLAB of every slab), so q and k are read once for both.
  uint rg = lid / 16, cg = lid % 16;
  float accA[4][4], accP[4][4];
  for (uint a = 0; a < 4; a++)
    for (uint b = 0; b < 4; b++) {
      accA[a][b] = 0.0;
      accP[a][b] = 0.0;
    }
  float qq[SL], kk[SL];
  for (uint j = 0; j < SL; j++) {
    qq[j] = 0.0;
    kk[j] = 0.0;
  }
  // each slab loaded into registers while the one before is multiplied
  fetchQK(0, qk0, n);
  for (uint d0 = 0; d0 < dk; d0 += SLAB) {
    for (uint j = 0; j < SL; j++) {
      uint e = lid + j * WG, t = e / SLAB, d = e % SLAB;
      sa[t][d] = qn[j];
      sb[t][d] = kn[j];
      qq[j] += qn[j] * qn[j];
      kk[j] += kn[j] * kn[j];
    }
    barrier();
    if (d0 + SLAB < dk) fetchQK(d0 + SLAB, qk0, n);
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

  // the rows' inverse norms (1 without L2NORM; 0 for padded tokens): each row's 16 partial sums of squares
  // meet in the slab arrays
#ifdef L2NORM
  for (uint j = 0; j < SL; j++) {
    uint e = lid + j * WG;
    sa[e / SLAB][e % SLAB] = qq[j];
    sb[e / SLAB][e % SLAB] = kk[j];
  }
  barrier();
#endif
  if (lid < 2 * C) {
    uint r = lid % C;
    float inv = 0.0;
    if (r < n) {
#ifdef L2NORM
      float ss = 0.0;
      for (uint d = 0; d < SLAB; d++) ss += lid < C ? sa[r][d] : sb[r][d];
      inv = inversesqrt(ss + 1e-6);
#else
      inv = 1.0;
#endif
    }
    if (lid < C) qInv[r] = inv;
    else kInv[r] = inv;
  }
  barrier();

  // Qh and Kh, from the rows again (coalesced; the chunk's rows are in the cache by now)
  for (uint e = lid; e < C * dk; e += WG) {
    uint t = e / dk, i = e % dk;
    float qv = 0.0, kv = 0.0;
    if (t < n) {
      qv = ACT_AT(q, pc.offQ + (qk0 + t) * dk + i) * qInv[t];
      kv = ACT_AT(k, pc.offK + (qk0 + t) * dk + i) * kInv[t];
    }
    work[pc.offQh + (row0 + t) * dk + i] = pc.scale * exp(G[t]) * qv;
    work[pc.offKh + (row0 + t) * dk + i] = exp(gLast - G[t]) * kv;
  }

  // X = -A below the diagonal (zero elsewhere) into M and into the registers of its owner, which holds rows
  // rg + 16 a and columns cg + 16 b (as for A); P out
  float xt[4][4];
  for (uint a = 0; a < 4; a++)
    for (uint b = 0; b < 4; b++) {
      uint t = rg + 16 * a, s = cg + 16 * b;
      float decay = s <= t ? exp(G[t] - G[s]) : 0.0;
      xt[a][b] = s < t ? -bet[t] * decay * accA[a][b] * kInv[t] * kInv[s] : 0.0;
      M[t][s] = xt[a][b];
      work[pc.offP + (row0 + t) * C + s] = pc.scale * decay * accP[a][b] * qInv[t] * kInv[s];
    }
  if (lid == 0) work[pc.offDecay + bh * pc.chunks + chunk] = exp(gLast);

  // T = (I + A)^-1 = I + X by elimination, row u at step u: once rows <= u are final, every later row t takes
  // X[t][j] += X[t][u] X[u][j] for j < u, where X[t][u] is still -A[t][u] (columns >= u are not updated
  // before step u). Every invocation updates its own entries in registers; the owners of row u + 1, final
  // after step u, store its updated entries (j < u: not the column the next step reads) between the
  // barriers. Padded tokens' rows and columns are 0 and stay 0.
  for (uint u = 1; u + 1 < n; u++) {
    barrier();
    float xr[4], xc[4];
    for (uint a = 0; a < 4; a++) xr[a] = M[rg + 16 * a][u];
    for (uint b = 0; b < 4; b++) xc[b] = M[u][cg + 16 * b];
    for (uint a = 0; a < 4; a++) {
      uint t = rg + 16 * a;
      if (t > u)
        for (uint b = 0; b < 4; b++)
          if (cg + 16 * b < u) xt[a][b] += xr[a] * xc[b];
    }
    for (uint a = 0; a < 4; a++)
      if (rg + 16 * a == u + 1)
        for (uint b = 0; b < 4; b++)
          if (cg + 16 * b < u) M[u + 1][cg + 16 * b] = xt[a][b];
  }
  barrier();

  // W = T B over dk's columns (B = diag(b exp(G)) K), then Ut = T B over dv's (B = diag(b) V), in slabs;
  // invocation (row tr, columns cq + 4 c) of the slab: each T value read feeds 4 FMAs
  uint tr = lid / 4, cq = lid % 4;
  uint kSlabs = (dk + SLAB - 1) / SLAB, vSlabs = (dv + SLAB - 1) / SLAB;
  fetchB(0, kSlabs, tok0, qk0, n);
  for (uint sl = 0; sl < kSlabs + vSlabs; sl++) {
    bool isK = sl < kSlabs;
    uint width = isK ? dk : dv;
    uint col0 = (isK ? sl : sl - kSlabs) * SLAB;
    for (uint j = 0; j < SL; j++) {
      uint e = lid + j * WG;
      sb[e / SLAB][e % SLAB] = bn[j];
    }
    barrier();
    if (sl + 1 < kSlabs + vSlabs) fetchB(sl + 1, kSlabs, tok0, qk0, n);
    float x[4];
    for (uint c = 0; c < 4; c++) x[c] = sb[tr][cq + 4 * c];
    for (uint s = 0; s < tr; s++) {
      float m = M[tr][s];
      for (uint c = 0; c < 4; c++) x[c] += m * sb[s][cq + 4 * c];
    }
    uint dst = (isK ? pc.offW + (row0 + tr) * dk : pc.offUt + (row0 + tr) * dv) + col0;
    for (uint c = 0; c < 4; c++)
      if (col0 + cq + 4 * c < width) work[dst + cq + 4 * c] = x[c];
    barrier();
  }
}
