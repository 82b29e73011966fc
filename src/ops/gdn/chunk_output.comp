#version 450
// The chunked (WY) gated delta rule, pass 3 of 3: the outputs of one chunk of one (batch, head) from the
// state entering it (H_c, pass 2) and its deltas U (pass 2):
//   O = Qh H_c + P U      (Qh = scale exp(G) Q and P = scale (Q K^T . decays), lower triangular: pass 1)
// Two products of the same form, X [C, m] times Y [m, dv], through shared-memory slabs of SLAB along m, one
// walk over both, each slab loaded into registers while the one before is multiplied (loaded between the
// barriers, the slabs' load latency was most of the pass: 53.5 us on the H200 at 32 heads x 512 tokens x
// 128^2); invocation (rg, cg) accumulates rows rg + 16 a and columns cg + 16 b of the chunk's [C, dv] outputs.
// Bindings: 0 = work (readonly): Qh [BH, Tp, dk], U [BH, Tp, dv], P [BH, Tp, C], H [BH, chunks, dk, dv] at
//   the push offsets; 1 = o [BH, tokens, dv] (writeonly; rows past the sequence's end are not written).
// Grid: one workgroup per (batch head, chunk), linearGroup() = bh chunks + chunk.
#extension GL_EXT_control_flow_attributes : require

layout(local_size_x = 256) in;
#include "index.glsl"

#define WG 256
#define C 64
#define SLAB 16
#define MAX_DV 128

layout(set = 0, binding = 0, std430) readonly buffer Work { float work[]; };
layout(set = 0, binding = 1, std430) writeonly buffer O { float o[]; };

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

#define XL (C * SLAB / WG)      // X elements each invocation loads per slab
#define YL (SLAB * MAX_DV / WG) // and Y elements
float xr[XL], yr[YL];           // the next slab, in flight
float acc[4][8];

// Slab s of the two products' sequence (Qh H_c's slabs along dk, then P U's along the chunk) into xr, yr:
// X rows at x0 + t ldx (C of them), Y rows at y0 + i dv (m of them, dv columns), 0 past m and dv.
void fetch(uint s, uint kSlabs, uint bh, uint chunk, uint row0) {
  const bool first = s < kSlabs;
  const uint m = first ? pc.dk : C, ldx = m, m0 = (first ? s : s - kSlabs) * SLAB;
  const uint x0 = first ? pc.offQh + row0 * pc.dk : pc.offP + row0 * C;
  const uint y0 = first ? pc.offH + (bh * pc.chunks + chunk) * pc.dk * pc.dv : pc.offU + row0 * pc.dv;
  const uint lid = gl_LocalInvocationID.x;
  [[unroll]] for (uint l = 0; l < XL; l++) {
    const uint e = lid + l * WG, t = e / SLAB, d = e % SLAB;
    xr[l] = m0 + d < m ? work[x0 + t * ldx + m0 + d] : 0.0;
  }
  [[unroll]] for (uint l = 0; l < YL; l++) {
    const uint e = lid + l * WG, i = e / MAX_DV, j = e % MAX_DV;
    yr[l] = m0 + i < m && j < pc.dv ? work[y0 + (m0 + i) * pc.dv + j] : 0.0;
  }
}

void main() {
  uint grp = linearGroup();
  if (grp >= pc.heads * pc.chunks) return;
  uint lid = gl_LocalInvocationID.x;
  uint bh = grp / pc.chunks, chunk = grp % pc.chunks;
  uint dv = pc.dv;
  uint row0 = bh * pc.chunks * C + chunk * C;
  for (uint a = 0; a < 4; a++)
    for (uint b = 0; b < 8; b++) acc[a][b] = 0.0;

  // O = Qh H_c + P U as one walk over both products' slabs, each loaded while the one before is multiplied
  const uint kSlabs = (pc.dk + SLAB - 1) / SLAB, slabs = kSlabs + C / SLAB;
  uint rg = lid / 16, cg = lid % 16;
  fetch(0, kSlabs, bh, chunk, row0);
  for (uint s = 0; s < slabs; s++) {
    [[unroll]] for (uint l = 0; l < XL; l++) {
      const uint e = lid + l * WG;
      xs[e / SLAB][e % SLAB] = xr[l];
    }
    [[unroll]] for (uint l = 0; l < YL; l++) {
      const uint e = lid + l * WG;
      ys[e / MAX_DV][e % MAX_DV] = yr[l];
    }
    barrier();
    if (s + 1 < slabs) fetch(s + 1, kSlabs, bh, chunk, row0);
    for (uint d = 0; d < SLAB; d++) {
      float y[8];
      for (uint b = 0; b < 8; b++) y[b] = ys[d][cg + 16 * b];
      for (uint a = 0; a < 4; a++) {
        float x = xs[rg + 16 * a][d];
        for (uint b = 0; b < 8; b++) acc[a][b] += x * y[b];
      }
    }
    barrier(); // read before the next slab overwrites it
  }

  uint t0 = chunk * C;
  for (uint a = 0; a < 4; a++) {
    uint t = rg + 16 * a;
    if (t0 + t >= pc.tokens) continue;
    for (uint b = 0; b < 8; b++) {
      uint j = cg + 16 * b;
      if (j < dv) o[pc.offO + (bh * pc.tokens + t0 + t) * dv + j] = acc[a][b];
    }
  }
}
