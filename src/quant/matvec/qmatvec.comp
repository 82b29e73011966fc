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
// Workgroup size: specialization constant 0 (the declaration's default: 128); subgroup basic + arithmetic in compute.
// Grid: one workgroup per NUM_ROWS (define) rows, a 1-D count read with linearGroup(); EXPERTS: x the row
// groups, y and z the pairs (pair y + Y * z).
// Defines (src/quant/matvec/kernels.ts): BLOCK_WEIGHTS, BLOCK_BYTES, DECODE and POS (the format's
//   functions in include/ggml_blocks.glsl or ggml_blocks_iq.glsl), INIT (codebook formats: fills the
//   workgroup's shared copy of the grid before any DECODE), XVEC4 (offX a multiple of 4: x read as vec4),
//   BATCH (up to 8 vectors: each unit decoded once for all of them), NUM_ROWS, SLOT_UNITS and RUN_SPREAD
//   (the walk, below), WEIGH_CODES with CODES and HAS_MIN (the format's codes_<fmt>, whose runs have an
//   offset: each run summed as a * dot(codes, x) + m * sum(x) instead of dot(decoded, x)), MAX_SUBGROUPS
//   (the most subgroups a workgroup has: local_size_x / subgroupSize <= MAX_SUBGROUPS).
// Scheme: a row is cut into slots of SLOT_UNITS units (8 weights each) of one block; an invocation takes one
// slot per step, for all NUM_ROWS rows of its workgroup (the slot's x values loaded once for every row),
// adjacent invocations adjacent slots. Within a block, RUN_SPREAD adjacent invocations interleave their
// units: with RUN_SPREAD 1 an invocation's units are consecutive (they share a scale group, decoded once),
// with RUN_SPREAD = the block's invocations a subgroup's i-th loads of x and of the codes are contiguous
// (coalesced), and between the two both hold in part. SLOT_UNITS 4, RUN_SPREAD 1 is the earlier
// thread-per-group walk. The choice per format is kernels.ts's, from bench/qmatvec-sweep.ts on the H200: 2-4
// units per slot with the codes weighed for every format that has codes_<fmt> (spread 8 for most
// 256-weight formats), the group walk for the codebooks; one unit per slot (a subgroup's x contiguous) was
// slower everywhere: with x's loads spread over 2-4 invocations per block, decode instructions bound it.
// Staging the blocks and x in shared memory for coalesced loads measured slower there (two barriers per
// chunk). The partial sums are reduced as matvec.comp's are.

#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_EXT_control_flow_attributes : require

#ifndef NUM_ROWS
#define NUM_ROWS 2
#endif
#define UNITS (BLOCK_WEIGHTS / 8)
#ifndef SLOT_UNITS
#define SLOT_UNITS 4
#endif
#ifndef RUN_SPREAD
#define RUN_SPREAD 1
#endif
#define LANES_PER_BLOCK (UNITS / SLOT_UNITS)
#define SLOTS_PER_ROW(cols) ((cols) / (8u * SLOT_UNITS))
#if (UNITS % (SLOT_UNITS * RUN_SPREAD)) != 0
#error "SLOT_UNITS * RUN_SPREAD must divide the units of a block"
#endif
#ifdef BATCH
#define NB 8
#define NVEC pc.n
#else
#define NB 1
#define NVEC 1u
#endif

layout(local_size_x = 128, local_size_x_id = 0) in;

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

#include "ggml_blocks.glsl"
#include "ggml_blocks_iq.glsl"

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

// Slot q of the row: block q / LANES_PER_BLOCK, and in it the units lane (q % LANES_PER_BLOCK) takes,
// SLOT_UNITS of them (i unrolled): unit (a / RUN_SPREAD) * RUN_SPREAD * SLOT_UNITS | a % RUN_SPREAD |
// RUN_SPREAD * i for a = q % LANES_PER_BLOCK. The fields are disjoint bits (powers of two), so the compiler
// sees which units share a scale group and decodes its scales once per slot.
void accumulateSlot(uint q, uint base[NUM_ROWS], uint offX, inout float acc[NUM_ROWS * NB]) {
  const uint blk = q / LANES_PER_BLOCK, a = q % LANES_PER_BLOCK;
  const uint xb = offX + blk * BLOCK_WEIGHTS;
  const uint first = ((a / RUN_SPREAD) * (RUN_SPREAD * SLOT_UNITS)) | (a % RUN_SPREAD);
  [[unroll]] for (uint i = 0u; i < SLOT_UNITS; i++) {
    const uint s = first | (RUN_SPREAD * i);
    const uvec2 p = POS(s);
#ifdef WEIGH_CODES
    vec4 c0[NUM_ROWS], c1[NUM_ROWS], am[NUM_ROWS];
    [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) CODES(base[r] + blk * BLOCK_BYTES, s, c0[r], c1[r], am[r]);
#else
    vec4 w0[NUM_ROWS], w1[NUM_ROWS];
    [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) DECODE(base[r] + blk * BLOCK_BYTES, s, w0[r], w1[r]);
#endif
    [[unroll]] for (uint j = 0u; j < NB; j++) {
      if (j >= NVEC) break; // uniform
      const vec4 x0 = loadX4(xb + j * pc.cols + p.x), x1 = loadX4(xb + j * pc.cols + p.y);
#ifdef WEIGH_CODES
#ifdef HAS_MIN
      const float sx0 = dot(x0, vec4(1.0)), sx1 = dot(x1, vec4(1.0)); // shared by the rows
#endif
      [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) {
        float t = am[r].x * dot(c0[r], x0) + am[r].z * dot(c1[r], x1);
#ifdef HAS_MIN
        t += am[r].y * sx0 + am[r].w * sx1;
#endif
        acc[r * NB + j] += t;
      }
#else
      [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) acc[r * NB + j] += dot(w0[r], x0) + dot(w1[r], x1);
#endif
    }
  }
}

void main() {
#ifdef EXPERTS
  const uint pair = gl_WorkGroupID.y + gl_NumWorkGroups.y * gl_WorkGroupID.z, row0 = gl_WorkGroupID.x * NUM_ROWS;
  if (pair >= pc.pairs || row0 >= pc.rows) return; // uniform across the workgroup
  const uint expert = ids[pc.offIds + pair];
  const bool known = expert < pc.experts; // an unknown id decodes nothing: its sums stay 0
  const uint offW = pc.offW + (known ? expert * pc.rows * pc.ldw : 0u);
  const uint offX = pc.offX + (pair / pc.topK) * pc.xToken + (pair % pc.topK) * pc.xSlot, offY = pc.offY + pair * pc.rows;
  const uint slots = known ? SLOTS_PER_ROW(pc.cols) : 0u;
#else
  const uint row0 = linearGroup() * NUM_ROWS;
  if (row0 >= pc.rows) return; // uniform across the workgroup
  const uint offW = pc.offW, offX = pc.offX, offY = pc.offY, slots = SLOTS_PER_ROW(pc.cols);
#endif
#ifdef INIT
  INIT(); // the format's codebook into shared memory (ggml_blocks_iq.glsl)
  barrier();
#endif
  const uint wg = gl_WorkGroupSize.x, tid = gl_LocalInvocationID.x;

  float acc[NUM_ROWS * NB];
  [[unroll]] for (uint k = 0u; k < NUM_ROWS * NB; k++) acc[k] = 0.0;
  uint base[NUM_ROWS];
  // rows past the end decode row (rows - 1) again (in bounds, results discarded)
  [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) base[r] = offW + min(row0 + r, pc.rows - 1u) * pc.ldw;

  for (uint q = tid; q < slots; q += wg) accumulateSlot(q, base, offX, acc);

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
