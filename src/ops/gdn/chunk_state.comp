#version 450
// The chunked (WY) gated delta rule, pass 2 of 3: the state from chunk to chunk, the one sequential part.
// For each chunk c of a (batch, head), with S its state on entry (from pass 1's W, Ut, Kh and decay):
//   H_c = S  (kept for pass 3);  U = Ut - W S  (the chunk's deltas);
//   S <- decay S + Kh^T U
// The columns of S are independent (each needs only its own column of U), so a workgroup takes a block of
// BV columns of one head's [dk, dv] state and walks that head's chunks in order, S and U in shared memory.
// W and Kh do not depend on S, so they stream through shared memory in slices (KS columns of W, TS rows of
// Kh; coalesced loads by the whole workgroup), each slice loaded into registers while the one before it is
// multiplied: the walk waits on the chunks' arithmetic, not on their loads. (Read straight from the buffer
// by each invocation, W and Kh made this pass 2% of the f32 FMA roof on the H200, 680 us at 32 heads x 512
// tokens x 128^2.)
// 128 invocations, invocation (r, q) with r = id / 4, q = id % 4: rows r + 32 a (a < 2) of U and r + 32 b
// (b < 4) of S, columns 4 q .. 4 q + 3 of the block, as vec4 accumulators (each shared value read feeds 4 or
// 8 FMAs).
// Bindings: 0 = work: W, Kh [BH, Tp, dk], Ut [BH, Tp, dv], decay [BH, chunks] read, U [BH, Tp, dv] and
//   H [BH, chunks, dk, dv] written, at the push offsets (Tp = chunks C); 1 = state [BH, dk, dv] (read,
//   then written in place).
// Grid: one workgroup per (batch head, block of BV columns), linearGroup() = bh blocks + block.
#extension GL_EXT_control_flow_attributes : require

layout(local_size_x = 128) in;
#include "index.glsl"

#define WG 128
#define C 64
#define BV 16
#define MAX_DK 128
#define KS 32               // columns of W per slice
#define TS 16               // rows (tokens) of Kh per slice
#define SLICE (C * KS / WG) // elements each invocation loads per slice (TS * MAX_DK / WG too)

#if C * KS != TS * MAX_DK || (C * KS) % WG != 0
#error "chunk_state: a W slice and a Kh slice must be the same size, split evenly over the workgroup"
#endif

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

shared vec4 S[MAX_DK][BV / 4]; // rows past dk and columns past the block's stay 0
shared vec4 Us[C][BV / 4];
shared float Ws[C][KS + 1];    // padded: a column is read across rows
shared float Ks[TS][MAX_DK];

float slice[SLICE]; // the next slice, in flight

// Slice s of the walk (per chunk: the W slices along dk, then the Kh slices along the chunk's tokens) into
// `slice`, 0 past dk; bh's chunk s / perChunk.
void fetch(uint s, uint bh, uint wSlices) {
  const uint perChunk = wSlices + C / TS, c = s / perChunk, p = s % perChunk;
  const uint row0 = (bh * pc.chunks + c) * C, lid = gl_LocalInvocationID.x;
  [[unroll]] for (uint l = 0u; l < SLICE; l++) {
    const uint e = lid + l * WG;
    if (p < wSlices) {
      const uint t = e / KS, i = p * KS + e % KS;
      slice[l] = i < pc.dk ? work[pc.offW + (row0 + t) * pc.dk + i] : 0.0;
    } else {
      const uint t = (p - wSlices) * TS + e / MAX_DK, i = e % MAX_DK;
      slice[l] = i < pc.dk ? work[pc.offKh + (row0 + t) * pc.dk + i] : 0.0;
    }
  }
}

// The fetched slice into Ws (a W slice) or Ks, between barriers: the previous slice has been read, and this
// one is whole before it is read.
void stage(bool isW) {
  const uint lid = gl_LocalInvocationID.x;
  barrier();
  [[unroll]] for (uint l = 0u; l < SLICE; l++) {
    const uint e = lid + l * WG;
    if (isW) Ws[e / KS][e % KS] = slice[l];
    else Ks[e / MAX_DK][e % MAX_DK] = slice[l];
  }
  barrier();
}

void main() {
  const uint blocks = (pc.dv + BV - 1) / BV;
  const uint grp = linearGroup();
  if (grp >= pc.heads * blocks) return;
  const uint lid = gl_LocalInvocationID.x;
  const uint bh = grp / blocks, j0 = (grp % blocks) * BV;
  const uint dk = pc.dk, dv = pc.dv;
  const uint nj = min(BV, dv - j0);
  const uint sBase = pc.offS + bh * dk * dv;
  const uint r = lid / 4, q = lid % 4;
  const uint wSlices = (dk + KS - 1) / KS, perChunk = wSlices + C / TS, total = pc.chunks * perChunk;

  for (uint e = lid; e < MAX_DK * (BV / 4); e += WG) {
    const uint i = e / (BV / 4), j = 4 * (e % (BV / 4));
    vec4 s = vec4(0.0);
    [[unroll]] for (uint c4 = 0; c4 < 4; c4++)
      if (i < dk && j + c4 < nj) s[c4] = state[sBase + i * dv + j0 + j + c4];
    S[i][j / 4] = s;
  }
  if (total > 0) fetch(0, bh, wSlices);
  barrier();

  uint s = 0;
  for (uint c = 0; c < pc.chunks; c++) {
    const uint row0 = (bh * pc.chunks + c) * C;
    const uint hBase = pc.offH + (bh * pc.chunks + c) * dk * dv;
    for (uint e = lid; e < dk * BV; e += WG) {
      const uint i = e / BV, j = e % BV;
      if (j < nj) work[hBase + i * dv + j0 + j] = S[i][j / 4][j % 4];
    }

    // U = Ut - W S
    vec4 acc[2] = vec4[2](vec4(0.0), vec4(0.0));
    for (uint p = 0; p < wSlices; p++, s++) {
      stage(true);
      if (s + 1 < total) fetch(s + 1, bh, wSlices);
      [[unroll]] for (uint ii = 0; ii < KS; ii++) {
        const vec4 sv = S[p * KS + ii][q];
        [[unroll]] for (uint a = 0; a < 2; a++) acc[a] += Ws[r + 32 * a][ii] * sv;
      }
    }
    [[unroll]] for (uint a = 0; a < 2; a++) {
      const uint t = r + 32 * a;
      vec4 u = vec4(0.0);
      [[unroll]] for (uint c4 = 0; c4 < 4; c4++) {
        const uint j = 4 * q + c4;
        if (j < nj) {
          const uint at = (row0 + t) * dv + j0 + j;
          u[c4] = work[pc.offUt + at] - acc[a][c4];
          work[pc.offU + at] = u[c4];
        }
      }
      Us[t][q] = u; // read after the next stage()'s first barrier
    }

    // S <- decay S + Kh^T U
    vec4 acc2[4] = vec4[4](vec4(0.0), vec4(0.0), vec4(0.0), vec4(0.0));
    for (uint p = 0; p < C / TS; p++, s++) {
      stage(false);
      if (s + 1 < total) fetch(s + 1, bh, wSlices);
      [[unroll]] for (uint tt = 0; tt < TS; tt++) {
        const vec4 uv = Us[p * TS + tt][q];
        [[unroll]] for (uint b = 0; b < 4; b++) acc2[b] += Ks[tt][r + 32 * b] * uv;
      }
    }
    const float decay = work[pc.offDecay + bh * pc.chunks + c];
    // Kh is 0 past dk, so rows past dk stay 0
    [[unroll]] for (uint b = 0; b < 4; b++) S[r + 32 * b][q] = decay * S[r + 32 * b][q] + acc2[b];
    barrier();
  }

  for (uint e = lid; e < dk * BV; e += WG) {
    const uint i = e / BV, j = e % BV;
    if (j < nj) state[sBase + i * dv + j0 + j] = S[i][j / 4][j % 4];
  }
}
