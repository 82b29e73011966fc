#version 450
// The chunked (WY) gated delta rule, pass 3 of 3: the outputs of one chunk of one (batch, head) from the
// state entering it (H_c, pass 2) and its deltas U (pass 2):
//   O = Qh H_c + P U      (Qh = scale exp(G) Q and P = scale (Q K^T . decays), lower triangular: pass 1)
// Two products of the same form, X [C, m] times Y [m, dv], through shared-memory slabs of SLAB along m;
// invocation (rg, cg) accumulates rows rg + 16 a and columns cg + 16 b of the chunk's [C, dv] outputs.
// Bindings: 0 = work (readonly): Qh [BH, Tp, dk], U [BH, Tp, dv], P [BH, Tp, C], H [BH, chunks, dk, dv] at
//   the push offsets; 1 = o [BH, tokens, dv] (writeonly; rows past the sequence's end are not written).
// Grid: one workgroup per (batch head, chunk), linearGroup() = bh chunks + chunk.
layout(local_size_x = 256) in;
#include "index.glsl"

#define WG 256
#define C 64
#define SLAB 16
#define MAX_DV 128

layout(set = 0, binding = 0, std430) readonly buffer Work { float work[]; };
#include "act_io.glsl" // o f32, or f16 with F16 (each element merged into its word)
layout(set = 0, binding = 1, std430) ACT_OUT O { ACT o[]; };

layout(push_constant, std430) uniform Push {
  uint heads;
  uint tokens;
  uint chunks;
  uint dk;
  uint dv;
  uint offQh;
  uint offU;
  uint offP;
  uint offH;
  uint offO;
} pc;

shared float xs[C][SLAB + 1];
shared float ys[SLAB][MAX_DV];

float acc[4][8];

// acc += X Y over m: X rows at x0 + t ldx (C of them), Y rows at y0 + i dv (m of them, dv columns)
void accumulate(uint x0, uint ldx, uint y0, uint m) {
  uint lid = gl_LocalInvocationID.x;
  uint rg = lid / 16, cg = lid % 16;
  for (uint m0 = 0; m0 < m; m0 += SLAB) {
    for (uint e = lid; e < C * SLAB; e += WG) {
      uint t = e / SLAB, d = e % SLAB;
      xs[t][d] = m0 + d < m ? work[x0 + t * ldx + m0 + d] : 0.0;
    }
    for (uint e = lid; e < SLAB * MAX_DV; e += WG) {
      uint i = e / MAX_DV, j = e % MAX_DV;
      ys[i][j] = m0 + i < m && j < pc.dv ? work[y0 + (m0 + i) * pc.dv + j] : 0.0;
    }
    barrier();
    for (uint d = 0; d < SLAB; d++) {
      float y[8];
      for (uint b = 0; b < 8; b++) y[b] = ys[d][cg + 16 * b];
      for (uint a = 0; a < 4; a++) {
        float x = xs[rg + 16 * a][d];
        for (uint b = 0; b < 8; b++) acc[a][b] += x * y[b];
      }
    }
    barrier();
  }
}

void main() {
  uint grp = linearGroup();
  if (grp >= pc.heads * pc.chunks) return;
  uint lid = gl_LocalInvocationID.x;
  uint bh = grp / pc.chunks, chunk = grp % pc.chunks;
  uint dk = pc.dk, dv = pc.dv;
  uint row0 = bh * pc.chunks * C + chunk * C;
  for (uint a = 0; a < 4; a++)
    for (uint b = 0; b < 8; b++) acc[a][b] = 0.0;
  accumulate(pc.offQh + row0 * dk, dk, pc.offH + (bh * pc.chunks + chunk) * dk * dv, dk);
  accumulate(pc.offP + row0 * C, C, pc.offU + row0 * dv, C);

  uint rg = lid / 16, cg = lid % 16;
  uint t0 = chunk * C;
  for (uint a = 0; a < 4; a++) {
    uint t = rg + 16 * a;
    if (t0 + t >= pc.tokens) continue;
    for (uint b = 0; b < 8; b++) {
      uint j = cg + 16 * b;
      if (j < dv) ACT_STORE(o, pc.offO + (bh * pc.tokens + t0 + t) * dv + j, acc[a][b])
    }
  }
}
