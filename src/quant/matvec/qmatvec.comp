#version 450
// Quantized matvec: y[j, r] = sum_c W[r, c] * x[j, c], W [rows, cols] a GGML block format read verbatim
// (rows of cols / BLOCK_WEIGHTS blocks, row r at byte offW + r * ldw), x [n, cols] f32 at offX, y [n, rows]
// f32 at offY; n = 1 without BATCH, 1..8 (push constant n) with it.
// EXPERTS (ggml's mul_mat_id): W is a bank [experts, rows, cols] (expert e's row r at offW + (e * rows + r)
// * ldw) and each pair p = t * topK + k of `pairs` (token t, slot k) computes y[p, :] = W[ids[offIds + p]] x
// at offX + t * xToken + k * xSlot (xSlot 0: x[t] for every slot); an id >= experts writes zeros.
//
// Bindings (set 0): 0 = W blocks (readonly, 32-bit words), 1 = x (readonly), 2 = y, 3 = ids (EXPERTS; u32),
// then (INIT: the codebook formats) the format's packed grid words (readonly; 3, or 4 with EXPERTS).
// Push constants: rows, cols (weights); offW, ldw (bytes); offX, offY (floats); n (vectors; BATCH only);
// EXPERTS: experts, topK, pairs, xToken, xSlot (floats), offIds (elements).
// Workgroup size: QMV_WG (define); subgroup basic + arithmetic in compute.
// Grid: one workgroup per NUM_ROWS (define) rows, a 1-D count read with linearGroup(); EXPERTS: x the row
// groups, y and z the pairs (pair y + Y * z).
// Defines (src/quant/matvec/kernels.ts): BLOCK_WEIGHTS, BLOCK_BYTES, DECODE and POS (the format's
//   functions in include/ggml_blocks.glsl or ggml_blocks_iq.glsl), INIT (codebook formats: fills the
//   workgroup's shared copy of the grid before any DECODE), XVEC4 (offX a multiple of 4: x read as vec4),
//   BATCH (up to 8 vectors: each unit decoded once for all of them; x read from global memory), NUM_ROWS,
//   QMV_WG (invocations), GPT (groups per invocation and chunk), MAX_SUBGROUPS (the most subgroups a
//   workgroup has: QMV_WG / subgroupSize <= MAX_SUBGROUPS).
// Scheme: the workgroup walks the row in chunks of CHUNK_GROUPS groups of 4 units (32 weights; 4 | the units
// of every block), i.e. CHUNK_BLOCKS whole blocks. Per chunk it first stages, with coalesced loads (adjacent
// invocations adjacent words), the chunk's blocks of each of its NUM_ROWS rows as 32-bit words (from the word
// holding the first byte) and, without BATCH, the chunk's x as vec4 (a pad vec4 after every 8, against bank
// conflicts) into shared memory; then each invocation decodes GPT groups from there, its units indexed
// (k << 2) | i (i unrolled) so the compiler sees one block and scale group and decodes the scales once per
// group, weighing each against x for every row. A thread-per-group walk straight from global memory was
// bound by its uncoalesced loads (each invocation's 128 bytes of x, at 128-byte strides: 32 cache lines per
// warp instruction) on the H200 (bench/qmatvec-sweep.ts). The partial sums are reduced as matvec.comp's are.

#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_EXT_control_flow_attributes : require

#ifndef NUM_ROWS
#define NUM_ROWS 2
#endif
#ifndef QMV_WG
#define QMV_WG 128
#endif
#ifndef GPT
#define GPT 1
#endif
#define UNITS (BLOCK_WEIGHTS / 8)
#define GROUPS_PER_BLOCK (UNITS / 4)
#define CHUNK_GROUPS (QMV_WG * GPT)
#define CHUNK_BLOCKS (CHUNK_GROUPS / GROUPS_PER_BLOCK)
// a chunk's bytes of one row, from the word holding its first byte (2 bytes before it at most)
#define CHUNK_WORDS ((CHUNK_BLOCKS * BLOCK_BYTES + 2 + 3) / 4)
#ifdef BATCH
#define NB 8
#define NVEC pc.n
#else
#define NB 1
#define NVEC 1u
#define STAGE_X
#endif

layout(local_size_x = QMV_WG) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer Wq { uint qw[]; };
#ifdef XVEC4
layout(set = 0, binding = 1, std430) readonly buffer Xv { vec4 xv[]; };
vec4 loadX4(uint i) { return xv[i >> 2]; }
#else
layout(set = 0, binding = 1, std430) readonly buffer Xv { float xs[]; };
vec4 loadX4(uint i) { return vec4(xs[i], xs[i + 1u], xs[i + 2u], xs[i + 3u]); }
#endif
layout(set = 0, binding = 2, std430) writeonly buffer Yv { float y[]; };
#ifdef EXPERTS
layout(set = 0, binding = 3, std430) readonly buffer Ids { uint ids[]; };
#endif
#ifdef INIT
// the codebook formats' packed grid (src/quant/generated/iq-grids-gpu.ts), after the other bindings
#ifdef EXPERTS
#define GRID_BINDING 4
#else
#define GRID_BINDING 3
#endif
layout(set = 0, binding = GRID_BINDING, std430) readonly buffer Grid { uint iqGridWords[]; };
#endif

// The staged blocks: row r's chunk at words r * CHUNK_WORDS.., decoded through QW.
shared uint wsh[NUM_ROWS * CHUNK_WORDS];
#define QW(i) wsh[i]
#define QW_LAST (NUM_ROWS * CHUNK_WORDS - 1u)
#include "ggml_blocks.glsl"
#include "ggml_blocks_iq.glsl"

#ifdef STAGE_X
// The staged x: the chunk's CHUNK_BLOCKS * BLOCK_WEIGHTS floats as vec4, a pad after every 8.
shared vec4 xsh[CHUNK_GROUPS * 9];
uint xPad(uint v) { return v + (v >> 3); }
#endif

layout(push_constant, std430) uniform Push {
  uint rows;
  uint cols;
  uint offW;
  uint ldw;
  uint offX;
  uint offY;
  uint n;
#ifdef EXPERTS
  uint experts;
  uint topK;
  uint pairs;
  uint xToken;
  uint xSlot;
  uint offIds;
#endif
} pc;

#ifndef MAX_SUBGROUPS
#define MAX_SUBGROUPS 64
#endif
shared float partial[NUM_ROWS * NB][MAX_SUBGROUPS];

void main() {
#ifdef EXPERTS
  const uint pair = gl_WorkGroupID.y + gl_NumWorkGroups.y * gl_WorkGroupID.z, row0 = gl_WorkGroupID.x * NUM_ROWS;
  if (pair >= pc.pairs || row0 >= pc.rows) return; // uniform across the workgroup
  const uint expert = ids[pc.offIds + pair];
  const bool known = expert < pc.experts; // an unknown id decodes nothing: its sums stay 0
  const uint offW = pc.offW + (known ? expert * pc.rows * pc.ldw : 0u);
  const uint offX = pc.offX + (pair / pc.topK) * pc.xToken + (pair % pc.topK) * pc.xSlot, offY = pc.offY + pair * pc.rows;
  const uint groups = known ? pc.cols / 32u : 0u;
#else
  const uint row0 = linearGroup() * NUM_ROWS;
  if (row0 >= pc.rows) return; // uniform across the workgroup
  const uint offW = pc.offW, offX = pc.offX, offY = pc.offY, groups = pc.cols / 32u;
#endif
#ifdef INIT
  INIT(); // the format's codebook into shared memory (ggml_blocks_iq.glsl); the first chunk's barrier follows
#endif
  const uint tid = gl_LocalInvocationID.x;

  float acc[NUM_ROWS * NB];
  [[unroll]] for (uint k = 0u; k < NUM_ROWS * NB; k++) acc[k] = 0.0;
  uint base[NUM_ROWS];
  // rows past the end stage row (rows - 1) again (in bounds, results discarded)
  [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) base[r] = offW + min(row0 + r, pc.rows - 1u) * pc.ldw;

  for (uint g0 = 0u; g0 < groups; g0 += CHUNK_GROUPS) { // uniform: every invocation meets the barriers
    const uint blk0 = g0 / GROUPS_PER_BLOCK, nGroups = min(CHUNK_GROUPS, groups - g0);
    const uint nBytes = (nGroups / GROUPS_PER_BLOCK) * BLOCK_BYTES;
    if (g0 != 0u) barrier(); // the previous chunk is decoded
    uint skew[NUM_ROWS]; // the byte of row r's copy where its first block starts (0 or 2)
    [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) {
      const uint start = base[r] + blk0 * BLOCK_BYTES, w0 = start >> 2, words = ((start & 3u) + nBytes + 3u) >> 2;
      skew[r] = start & 3u;
      for (uint i = tid; i < words; i += QMV_WG) wsh[r * CHUNK_WORDS + i] = qw[w0 + i];
    }
#ifdef STAGE_X
    const uint xc = offX + blk0 * BLOCK_WEIGHTS;
    for (uint v = tid; v < CHUNK_GROUPS * 8u; v += QMV_WG) xsh[xPad(v)] = v < nGroups * 8u ? loadX4(xc + 4u * v) : vec4(0.0);
#endif
    barrier();

    [[unroll]] for (uint q = 0u; q < GPT; q++) {
      const uint lg = tid + q * QMV_WG; // the group in the chunk
      if (lg >= nGroups) break;
      const uint lb = lg / GROUPS_PER_BLOCK, k = lg % GROUPS_PER_BLOCK;
      [[unroll]] for (uint i = 0u; i < 4u; i++) {
        const uint s = (k << 2) | i;
        const uvec2 p = POS(s);
        vec4 w0[NUM_ROWS], w1[NUM_ROWS];
        [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) DECODE(4u * r * CHUNK_WORDS + skew[r] + lb * BLOCK_BYTES, s, w0[r], w1[r]);
        [[unroll]] for (uint j = 0u; j < NB; j++) {
          if (j >= NVEC) break; // uniform
#ifdef STAGE_X
          const vec4 x0 = xsh[xPad((lb * BLOCK_WEIGHTS + p.x) >> 2)], x1 = xsh[xPad((lb * BLOCK_WEIGHTS + p.y) >> 2)];
#else
          const uint xb = offX + (blk0 + lb) * BLOCK_WEIGHTS + j * pc.cols;
          const vec4 x0 = loadX4(xb + p.x), x1 = loadX4(xb + p.y);
#endif
          [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) acc[r * NB + j] += dot(w0[r], x0) + dot(w1[r], x1);
        }
      }
    }
  }

  [[unroll]] for (uint k = 0u; k < NUM_ROWS * NB; k++) {
    const float t = subgroupAdd(acc[k]);
    if (subgroupElect()) partial[k][gl_SubgroupID] = t;
  }
  barrier();
  if (gl_SubgroupID == 0u) {
    [[unroll]] for (uint k = 0u; k < NUM_ROWS * NB; k++) {
      const uint r = k / NB, j = k % NB;
      if (j >= NVEC) continue; // uniform
      float t = 0.0;
      for (uint i = gl_SubgroupInvocationID; i < gl_NumSubgroups; i += gl_SubgroupSize) t += partial[k][i];
      t = subgroupAdd(t);
      if (subgroupElect() && row0 + r < pc.rows) y[offY + j * pc.rows + row0 + r] = t;
    }
  }
}
