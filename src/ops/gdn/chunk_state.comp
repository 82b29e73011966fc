#version 450
// The chunked (WY) gated delta rule, pass 2 of 3: the state from chunk to chunk, the one sequential part.
// For each chunk c of a (batch, head), with S its state on entry (from pass 1's W, Ut, Kh and decay):
//   H_c = S  (kept for pass 3);  U = Ut - W S  (the chunk's deltas);
//   S <- decay S + Kh^T U
// The columns of S are independent (each needs only its own column of U), so a workgroup takes a block of
// BV columns of one head's [dk, dv] state and walks that head's chunks in order, S and U in shared memory.
// 64 invocations, each with a 4 x 4 block of U and an 8 x 4 block of S in registers: each value read feeds
// 4 FMAs (256 invocations of one column each read a value per FMA, 2.5x slower on lavapipe).
// Bindings: 0 = work: W, Kh [BH, Tp, dk], Ut [BH, Tp, dv], decay [BH, chunks] read, U [BH, Tp, dv] and
//   H [BH, chunks, dk, dv] written, at the push offsets (Tp = chunks C); 1 = state [BH, dk, dv] (read,
//   then written in place).
// Grid: one workgroup per (batch head, block of BV columns), linearGroup() = bh blocks + block.
layout(local_size_x = 64) in;
#include "index.glsl"

#define WG 64
#define C 64
#define BV 16
#define MAX_DK 128

layout(set = 0, binding = 0, std430) buffer Work { float work[]; };
layout(set = 0, binding = 1, std430) buffer State { float state[]; };

layout(push_constant, std430) uniform Push {
  uint heads;
  uint chunks;
  uint dk;
  uint dv;
  uint offW;
  uint offKh;
  uint offUt;
  uint offU;
  uint offDecay;
  uint offH;
  uint offS;
} pc;

shared float S[MAX_DK][BV + 1];
shared float Us[C][BV + 1];

void main() {
  uint blocks = (pc.dv + BV - 1) / BV;
  uint grp = linearGroup();
  if (grp >= pc.heads * blocks) return;
  uint lid = gl_LocalInvocationID.x;
  uint bh = grp / blocks, j0 = (grp % blocks) * BV;
  uint dk = pc.dk, dv = pc.dv;
  uint nj = min(BV, dv - j0);
  uint sBase = pc.offS + bh * dk * dv;
  // invocation (r, q): rows r + 16 a of U and r + 16 b of S, columns q + 4 c of the block
  uint r = lid / 4, q = lid % 4;

  for (uint e = lid; e < dk * BV; e += WG) {
    uint i = e / BV, j = e % BV;
    S[i][j] = j < nj ? state[sBase + i * dv + j0 + j] : 0.0;
  }
  barrier();

  for (uint c = 0; c < pc.chunks; c++) {
    uint row0 = (bh * pc.chunks + c) * C;
    uint hBase = pc.offH + (bh * pc.chunks + c) * dk * dv;
    for (uint e = lid; e < dk * BV; e += WG) {
      uint i = e / BV, j = e % BV;
      if (j < nj) work[hBase + i * dv + j0 + j] = S[i][j];
    }

    // U = Ut - W S. W and Kh are read from the buffer, not staged: the invocations of a row group read one
    // address, and the head's other column blocks read the same
    float acc[4][4];
    for (uint a = 0; a < 4; a++)
      for (uint c4 = 0; c4 < 4; c4++) acc[a][c4] = 0.0;
    for (uint i = 0; i < dk; i++) {
      float sv[4];
      for (uint c4 = 0; c4 < 4; c4++) sv[c4] = S[i][q + 4 * c4];
      for (uint a = 0; a < 4; a++) {
        float w = work[pc.offW + (row0 + r + 16 * a) * dk + i];
        for (uint c4 = 0; c4 < 4; c4++) acc[a][c4] += w * sv[c4];
      }
    }
    for (uint a = 0; a < 4; a++)
      for (uint c4 = 0; c4 < 4; c4++) {
        uint t = r + 16 * a, j = q + 4 * c4;
        float u = 0.0;
        if (j < nj) {
          uint at = (row0 + t) * dv + j0 + j;
          u = work[pc.offUt + at] - acc[a][c4];
          work[pc.offU + at] = u;
        }
        Us[t][j] = u;
      }
    barrier();

    // S <- decay S + Kh^T U
    float acc2[8][4];
    for (uint b = 0; b < 8; b++)
      for (uint c4 = 0; c4 < 4; c4++) acc2[b][c4] = 0.0;
    for (uint t = 0; t < C; t++) {
      float uv[4];
      for (uint c4 = 0; c4 < 4; c4++) uv[c4] = Us[t][q + 4 * c4];
      uint kh = pc.offKh + (row0 + t) * dk;
      for (uint b = 0; b < 8; b++) {
        uint i = r + 16 * b;
        float k = i < dk ? work[kh + i] : 0.0;
        for (uint c4 = 0; c4 < 4; c4++) acc2[b][c4] += k * uv[c4];
      }
    }
    float decay = work[pc.offDecay + bh * pc.chunks + c];
    for (uint b = 0; b < 8; b++) {
      uint i = r + 16 * b;
      if (i < dk)
        for (uint c4 = 0; c4 < 4; c4++) S[i][q + 4 * c4] = decay * S[i][q + 4 * c4] + acc2[b][c4];
    }
    barrier();
  }

  for (uint e = lid; e < dk * BV; e += WG) {
    uint i = e / BV, j = e % BV;
    if (j < nj) state[sBase + i * dv + j0 + j] = S[i][j];
  }
}
