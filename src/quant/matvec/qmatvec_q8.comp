#version 450
// Quantized matvec with int8 dot products (ggml's mat-vec path): y[r] = sum over 32-weight blocks k of
// W[r, k] · x[k], x given as q8_1 blocks (quant.quantizeActivations: word 0 = f16 d | f16 s << 16, words
// 1..8 = int8 q[32]; block k at word offX + 9 k) and W [rows, cols] a GGML block format read verbatim (row r
// at byte offW + r * ldw). Each 32-weight block's codes meet x's in dotPacked4x8EXT (exact integer sums),
// and the scales are applied once per block (or per 16-weight group for q2_K, q3_K, q6_K, iq2_xs, iq2_s,
// iq1_m). Codes that are not bit fields become int8 bytes first: the IQ4 codebook's values, the IQ2 / IQ3
// grids' signed levels, IQ1's -1 / 0 / 1, tq1_0's trits. A format's fixed code offset (q4_0's 8, q5_0's 16,
// q3_K's 4, q6_K's 32, tq2_0's 1), its min (q4_1, q5_1, q2_K, q4_K, q5_K) and IQ1's delta weigh sum(q_x),
// taken here as an integer dot with ones (exact) rather than from q8_1's f16 s field (rounded), once per x
// block for all NUM_ROWS rows.
//
// EXPERTS (ggml's mul_mat_id): W is a bank [experts, rows, cols] (expert e's row r at offW + (e * rows + r)
// * ldw) and each pair p = t * topK + k of `pairs` (token t, slot k) computes y[p, :] = W[ids[offIds + p]] x
// with x's blocks at word offX + t * xToken + k * xSlot (xSlot 0: token t's for every slot); an id >=
// experts reads nothing and writes zeros.
//
// Bindings (set 0): 0 = W blocks (readonly, words), 1 = x's q8_1 blocks (readonly, words), 2 = y (f32), 3 =
//   ids (EXPERTS; u32); then (INIT) the codebook formats' packed grid words.
// Push constants: rows, cols (weights; cols a multiple of the format's block); offW, ldw (bytes); offX
//   (words); offY (floats); EXPERTS: experts, topK, pairs, xToken, xSlot (words), offIds (elements).
// Workgroup size: specialization constant 0 (default 128); subgroup basic + arithmetic in compute.
// Grid: one workgroup per NUM_ROWS rows, a 1-D count read with linearGroup(); EXPERTS: x the row groups, y
//   and z the pairs (pair y + Y * z).
// Defines (src/quant/matvec/q8-kernels.ts): W_<FORMAT> (q8_0 q4_0 q4_1 q5_0 q5_1 q2_K q3_K q4_K q5_K
//   q6_K iq4_nl iq4_xs tq1_0 tq2_0 iq2_xxs iq2_xs iq2_s iq3_xxs iq3_s iq1_s iq1_m: all 21), BLOCK_BYTES, INIT (the codebook formats: their grid staged in
//   shared memory first, ggml_blocks_iq.glsl), NUM_ROWS, UNROLL (units an invocation loads before it multiplies), MAX_SUBGROUPS;
//   LOADS_16 (q4_K, q5_K): W's 16-byte pieces as one uvec4 load each, for W whose offset and row pitch are
//   multiples of 16 bytes (q8-path.ts's rule); PLANES (q2_K, q3_K, tq2_0: 4 by default, or 2) x blocks per unit;
//   PAIRS (32-weight formats; cols a multiple of 64, offW and ldw of 4): units of two blocks, whole words;
//   X_VEC (units of 2 or 4 consecutive x blocks): x in 8- or 16-byte loads where offX is a multiple of 2 / 4.
//
// Scheme: a row is cut into units: one block for the 32-weight formats (a sub-block of 32 for iq4_xs), a 64-weight chunk (two x blocks
// sharing one word load per 8 codes) for q4_K / q5_K / q6_K, a 128-weight half (four x blocks: the four
// 2-bit planes of one run of 32 qs bytes; with PLANES 2 a pair of them, the run loaded for each) for q2_K /
// q3_K, two blocks with PAIRS. Invocation i takes units i, i + WG, ... for all NUM_ROWS rows (x's blocks
// loaded once for every row), UNROLL of them per step with every load issued first; the partial sums are
// reduced per subgroup, then across subgroups through shared memory.

#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_EXT_integer_dot_product : require

layout(local_size_x = 128, local_size_x_id = 0) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer Wq { uint qw[]; };
#ifdef LOADS_16
// the same buffer as 16-byte pieces (a second view of binding 0)
layout(set = 0, binding = 0, std430) readonly buffer Wq4 { uvec4 qw4[]; };
#endif
layout(set = 0, binding = 1, std430) readonly buffer Xq { uint xq[]; };
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
#ifdef INIT
#include "ggml_blocks_iq.glsl"
#endif

layout(push_constant, std430) uniform Push {
  uint rows;
  uint cols;
  uint offW;
  uint ldw;
  uint offX;
  uint offY;
#ifdef EXPERTS
  uint experts;
  uint topK;
  uint pairs;
  uint xToken; // words
  uint xSlot;  // words
  uint offIds;
#endif
} pc;

// The first word of this workgroup's x: pc.offX, or with EXPERTS its pair's token's or slot's (set in main).
#ifdef EXPERTS
uint xBase;
#define X_BASE xBase
#else
#define X_BASE pc.offX
#endif

#ifndef NUM_ROWS
#define NUM_ROWS 4
#endif
#ifndef UNROLL
#define UNROLL 1
#endif

#if defined(W_Q4_K) || defined(W_Q5_K) || defined(W_Q6_K)
#define BLOCK_WEIGHTS 256u
#define UNIT_XB 2
#elif defined(W_Q2_K) || defined(W_Q3_K) || defined(W_TQ2_0)
#define BLOCK_WEIGHTS 256u
#ifndef PLANES
#define PLANES 4
#endif
#define UNIT_XB PLANES
#elif defined(W_IQ4_XS) || defined(W_IQ2_XXS) || defined(W_IQ2_XS) || defined(W_IQ2_S) || defined(W_IQ3_XXS) || defined(W_IQ3_S) || \
    defined(W_IQ1_S) || defined(W_IQ1_M) || defined(W_TQ1_0)
#define BLOCK_WEIGHTS 256u
#define UNIT_XB 1
#elif defined(PAIRS)
#define SMALL_BLOCKS
#define BLOCK_WEIGHTS 64u
#define UNIT_XB 2
#else
#define SMALL_BLOCKS
#define BLOCK_WEIGHTS 32u
#define UNIT_XB 1
#endif
#define UNITS_PER_BLOCK (BLOCK_WEIGHTS / (32u * UNIT_XB))
#ifdef PAIRS
#define STEP_BYTES (2u * BLOCK_BYTES) // the main loop's "block": a pair, 2 * BLOCK_BYTES (whole words)
#define PAIR_WORDS (BLOCK_BYTES / 2)
#else
#define STEP_BYTES BLOCK_BYTES
#endif

#if defined(X_VEC) && UNIT_XB == 2 && !defined(W_Q6_K) // q6_K's two x blocks lie apart
// x as 8-byte pieces: a unit's two consecutive blocks (72 bytes at word offX + 18 u, offX even)
layout(set = 0, binding = 1, std430) readonly buffer Xq2 { uvec2 xv[]; };
#define X_VEC_WORDS 2u
#elif defined(X_VEC) && UNIT_XB == 4
// x as 16-byte pieces: a unit's four consecutive blocks (144 bytes at word offX + 36 u, offX a multiple of 4)
layout(set = 0, binding = 1, std430) readonly buffer Xq4 { uvec4 xv[]; };
#define X_VEC_WORDS 4u
#endif

// One q8_1 block of x: its scale, its codes (lo: weights 0..15, hi: 16..31, 4 per word) and the exact sums
// of the codes of each half.
struct XBlock {
  float d;
  uvec4 lo, hi;
  int sumLo, sumHi;
};

const uint ONES = 0x01010101u;

// x block from its 9 words: word 0's low half d, words 1..8 the codes
XBlock xBlock(uint head, uvec4 lo, uvec4 hi) {
  XBlock x;
  x.d = halfToFloat(head & 0xffffu);
  x.lo = lo;
  x.hi = hi;
  x.sumLo = 0;
  x.sumHi = 0;
  [[unroll]] for (uint i = 0u; i < 4u; i++) {
    x.sumLo = dotPacked4x8EXT(int(x.lo[i]), int(ONES)) + x.sumLo;
    x.sumHi = dotPacked4x8EXT(int(x.hi[i]), int(ONES)) + x.sumHi;
  }
  return x;
}

XBlock loadX(uint k) {
  const uint o = X_BASE + 9u * k;
  return xBlock(xq[o], uvec4(xq[o + 1u], xq[o + 2u], xq[o + 3u], xq[o + 4u]), uvec4(xq[o + 5u], xq[o + 6u], xq[o + 7u], xq[o + 8u]));
}

int dot4(uint w, uint x) { return dotPacked4x8EXT(int(w), int(x)); }

// The 4 words of W at byte o (even): with LOADS_16 (o a multiple of 16) one uvec4 load; for blocks of whole
// words one load each; otherwise the 5 words that hold them, each result a funnel of two (qU32 would load 2
// per word), the fifth clamped to the buffer.
#ifdef LOADS_16
uvec4 words4(uint o) { return qw4[o >> 4]; }
#else
uvec4 words4(uint o) {
  const uint i = o >> 2;
  const uvec4 a = uvec4(qw[i], qw[i + 1u], qw[i + 2u], qw[i + 3u]);
#if (BLOCK_BYTES % 4) == 0
  return a;
#else
  const uint e = qw[min(i + 4u, uint(qw.length()) - 1u)];
  return (o & 2u) == 0u ? a : (a >> 16) | (uvec4(a.yzw, e) << 16);
#endif
}
#endif

// The 4 fifth bits h (bits 0..3) moved to bit 4 of each byte.
uint fifthBits(uint h) { return ((h & 1u) << 4) | ((h & 2u) << 11) | ((h & 4u) << 18) | ((h & 8u) << 25); }

// The q8_1 block index of unit u's i-th x block (u counted along the row).
#if UNIT_XB == 1
uint xBlockOf(uint u, uint i) { return u; }
#elif defined(W_Q6_K)
// unit (h, p) of a superblock: x blocks 4h + p (ql's low nibbles) and 4h + p + 2 (high nibbles)
uint xBlockOf(uint u, uint i) { return 8u * (u >> 2) + 4u * ((u >> 1) & 1u) + (u & 1u) + 2u * i; }
#else
// q4_K / q5_K chunk j of a superblock: x blocks 2j (low nibbles) and 2j + 1 (high); q2_K / q3_K half h:
// x blocks 4h + n (2-bit plane n); a pair of 32-weight blocks: 2u, 2u + 1
uint xBlockOf(uint u, uint i) { return UNIT_XB * u + i; }
#endif

// Unit u's x blocks: with X_VEC (units of consecutive x blocks: q4_K, q5_K, q2_K, q3_K, PAIRS) one run of
// 9 * UNIT_XB words in 8- or 16-byte loads where offX allows (a branch uniform over the dispatch), else 9
// word loads a block.
void loadUnitX(uint u, out XBlock xs[UNIT_XB]) {
#ifdef X_VEC_WORDS
  if (X_BASE % X_VEC_WORDS == 0u) { // uniform across the workgroup
    uint w[9 * UNIT_XB];
    const uint o = (X_BASE + 9u * UNIT_XB * u) / X_VEC_WORDS;
    [[unroll]] for (uint i = 0u; i < 9u * UNIT_XB / X_VEC_WORDS; i++)
      [[unroll]] for (uint c = 0u; c < X_VEC_WORDS; c++) w[X_VEC_WORDS * i + c] = xv[o + i][c];
    [[unroll]] for (uint i = 0u; i < UNIT_XB; i++)
      xs[i] = xBlock(w[9u * i], uvec4(w[9u * i + 1u], w[9u * i + 2u], w[9u * i + 3u], w[9u * i + 4u]),
                     uvec4(w[9u * i + 5u], w[9u * i + 6u], w[9u * i + 7u], w[9u * i + 8u]));
    return;
  }
#endif
  [[unroll]] for (uint i = 0u; i < UNIT_XB; i++) xs[i] = loadX(xBlockOf(u, i));
}

// The unit's dot with x, its block at byte b (its index in the block: t).
#ifdef SMALL_BLOCKS
// A 32-weight block's fields: its codes (q0; q8_0's 32 bytes: q0 and q1) as words, d, m (q4_1, q5_1; f16
// bits) and qh (q5_0, q5_1), at these byte offsets in the block.
struct Fields {
  uvec4 q0, q1;
  uint d, m, qh;
};
#if defined(W_Q4_1)
#define CODES_AT 4u
#elif defined(W_Q5_0)
#define CODES_AT 6u
#define QH_AT 2u
#elif defined(W_Q5_1)
#define CODES_AT 8u
#define QH_AT 4u
#else
#define CODES_AT 2u
#endif

float blockDot(Fields f, XBlock a) {
#if defined(W_Q8_0)
  int s = 0;
  [[unroll]] for (uint i = 0u; i < 4u; i++) s = dot4(f.q0[i], a.lo[i]) + dot4(f.q1[i], a.hi[i]) + s;
  return halfToFloat(f.d) * a.d * float(s);
#else
  int s = 0;
  [[unroll]] for (uint i = 0u; i < 4u; i++) {
    const uint q = f.q0[i];
    uint lo = q & 0x0f0f0f0fu, hi = (q >> 4) & 0x0f0f0f0fu;
#if defined(W_IQ4_NL)
    lo = kvalueBytes(lo); // the codebook's int8 values (ggml_blocks.glsl)
    hi = kvalueBytes(hi);
#endif
#if defined(W_Q5_0) || defined(W_Q5_1)
    lo |= fifthBits((f.qh >> (4u * i)) & 0xfu);
    hi |= fifthBits((f.qh >> (16u + 4u * i)) & 0xfu);
#endif
    s = dot4(lo, a.lo[i]) + dot4(hi, a.hi[i]) + s;
  }
  const int sum = a.sumLo + a.sumHi;
#if defined(W_IQ4_NL)
  return halfToFloat(f.d) * a.d * float(s);
#elif defined(W_Q4_0)
  return halfToFloat(f.d) * a.d * float(s - 8 * sum);
#elif defined(W_Q5_0)
  return halfToFloat(f.d) * a.d * float(s - 16 * sum);
#else
  // w = d q + m
  return a.d * (halfToFloat(f.d) * float(s) + halfToFloat(f.m) * float(sum));
#endif
#endif
}

#ifdef PAIRS
// Two blocks from one run of PAIR_WORDS word loads (b on a word: a pair's 2 * BLOCK_BYTES bytes are whole
// words); block 1 starts BLOCK_BYTES in, so its fields (or block 0's) are constant funnels once unrolled.
uint pw16(uint pw[PAIR_WORDS], uint o) { return (pw[o >> 2] >> (8u * (o & 2u))) & 0xffffu; }
uint pw32(uint pw[PAIR_WORDS], uint o) {
  const uint i = o >> 2;
  return (o & 2u) == 0u ? pw[i] : (pw[i] >> 16) | (pw[min(i + 1u, PAIR_WORDS - 1u)] << 16);
}
Fields pairFields(uint pw[PAIR_WORDS], uint o) {
  Fields f;
  const uint c = o + CODES_AT;
  f.q0 = uvec4(pw32(pw, c), pw32(pw, c + 4u), pw32(pw, c + 8u), pw32(pw, c + 12u));
#if defined(W_Q8_0)
  f.q1 = uvec4(pw32(pw, c + 16u), pw32(pw, c + 20u), pw32(pw, c + 24u), pw32(pw, c + 28u));
#else
  f.q1 = uvec4(0u);
#endif
  f.d = pw16(pw, o);
  f.m = pw16(pw, o + 2u);
#ifdef QH_AT
  f.qh = pw32(pw, o + QH_AT);
#else
  f.qh = 0u;
#endif
  return f;
}
float unitDot(uint b, uint t, XBlock x[UNIT_XB]) {
  uint pw[PAIR_WORDS];
  [[unroll]] for (uint i = 0u; i < PAIR_WORDS; i++) pw[i] = qw[(b >> 2) + i];
  return blockDot(pairFields(pw, 0u), x[0]) + blockDot(pairFields(pw, BLOCK_BYTES), x[1]);
}
#else
float unitDot(uint b, uint t, XBlock x[UNIT_XB]) {
  Fields f;
  f.q0 = words4(b + CODES_AT);
#if defined(W_Q8_0)
  f.q1 = words4(b + 18u);
#else
  f.q1 = uvec4(0u);
#endif
  f.d = qU16(b);
  f.m = qU16(b + 2u);
#ifdef QH_AT
  f.qh = qU32(b + QH_AT);
#else
  f.qh = 0u;
#endif
  return blockDot(f, x[0]);
}
#endif
#elif defined(W_Q6_K)
int scaleByte(uint b, uint k) { return int(qU8(b + 192u + k) << 24) >> 24; }
float unitDot(uint b, uint t, XBlock x[UNIT_XB]) {
  const uint h = t >> 1, p = t & 1u;
  const uint ql = b + 64u * h + 32u * p, qh = b + 128u + 32u * h;
  const uvec4 l0 = words4(ql), l1 = words4(ql + 16u), e0 = words4(qh), e1 = words4(qh + 16u);
  ivec2 lo = ivec2(0), hi = ivec2(0); // [x block][half]
  [[unroll]] for (uint i = 0u; i < 8u; i++) {
    const uint l = i < 4u ? l0[i & 3u] : l1[i & 3u], e = i < 4u ? e0[i & 3u] : e1[i & 3u];
    const uint c0 = (l & 0x0f0f0f0fu) | (((e >> (2u * p)) & 0x03030303u) << 4);
    const uint c1 = ((l >> 4) & 0x0f0f0f0fu) | (((e >> (2u * p + 4u)) & 0x03030303u) << 4);
    if (i < 4u) {
      lo.x = dot4(c0, x[0].lo[i]) + lo.x;
      hi.x = dot4(c1, x[1].lo[i]) + hi.x;
    } else {
      lo.y = dot4(c0, x[0].hi[i - 4u]) + lo.y;
      hi.y = dot4(c1, x[1].hi[i - 4u]) + hi.y;
    }
  }
  // codes are q + 32; scales k0, k0 + 1 (the low nibbles' halves) and k0 + 4, k0 + 5 (the high nibbles')
  const uint k0 = 8u * h + 2u * p;
  const int a = scaleByte(b, k0) * (lo.x - 32 * x[0].sumLo) + scaleByte(b, k0 + 1u) * (lo.y - 32 * x[0].sumHi);
  const int c = scaleByte(b, k0 + 4u) * (hi.x - 32 * x[1].sumLo) + scaleByte(b, k0 + 5u) * (hi.y - 32 * x[1].sumHi);
  return halfToFloat(qU16(b + 208u)) * (x[0].d * float(a) + x[1].d * float(c));
}
#elif defined(W_Q2_K) || defined(W_Q3_K) || defined(W_TQ2_0)
// unit t: PLANES of the four 2-bit planes n of half h (x blocks 4h + n), from plane n0
float unitDot(uint b, uint t, XBlock x[UNIT_XB]) {
  const uint h = (t * PLANES) >> 2, n0 = (t * PLANES) & 3u;
#if defined(W_Q2_K)
  const uvec4 q0 = words4(b + 16u + 32u * h), q1 = words4(b + 32u + 32u * h);
#elif defined(W_TQ2_0)
  const uvec4 q0 = words4(b + 32u * h), q1 = words4(b + 16u + 32u * h);
#else
  const uvec4 q0 = words4(b + 32u + 32u * h), q1 = words4(b + 48u + 32u * h);
  const uvec4 m0 = words4(b), m1 = words4(b + 16u); // hmask: bit 4h + n of byte l is weight l's third bit
#endif
  ivec2 dots[PLANES]; // plane n0 + p's dot with x block p: its lo and hi halves (groups 8h + 2n, + 1)
  [[unroll]] for (uint p = 0u; p < PLANES; p++) {
    const uint n = n0 + p;
    dots[p] = ivec2(0);
    [[unroll]] for (uint i = 0u; i < 8u; i++) {
      uint c = ((i < 4u ? q0[i & 3u] : q1[i & 3u]) >> (2u * n)) & 0x03030303u;
#if defined(W_Q3_K)
      c |= (((i < 4u ? m0[i & 3u] : m1[i & 3u]) >> (4u * h + n)) & 0x01010101u) << 2; // codes 0..7 = q + 4
#endif
      if (i < 4u)
        dots[p].x = dot4(c, x[p].lo[i]) + dots[p].x;
      else
        dots[p].y = dot4(c, x[p].hi[i - 4u]) + dots[p].y;
    }
  }
  float acc = 0.0;
#if defined(W_Q2_K)
  // group 8h + 2n + half's scale byte (low nibble sc, high nibble m): w = d sc q - dmin m
  const uint dm = qU32(b + 80u);
  const float d = halfToFloat(dm & 0xffffu), dmin = halfToFloat(dm >> 16);
  [[unroll]] for (uint p = 0u; p < PLANES; p++) {
    const uint n = n0 + p, sc = qU32(b + 8u * h + 4u * (n >> 1)) >> (16u * (n & 1u));
    const uint s0 = sc & 0xffu, s1 = (sc >> 8) & 0xffu;
    const int a = int(s0 & 15u) * dots[p].x + int(s1 & 15u) * dots[p].y;
    const int m = int(s0 >> 4) * x[p].sumLo + int(s1 >> 4) * x[p].sumHi;
    acc += x[p].d * (d * float(a) - dmin * float(m));
  }
#elif defined(W_TQ2_0)
  // codes q + 1, one d at 64: w = d (code - 1)
  [[unroll]] for (uint p = 0u; p < PLANES; p++) acc += x[p].d * float(dots[p].x + dots[p].y - x[p].sumLo - x[p].sumHi);
  acc *= halfToFloat(qU16(b + 64u));
#else
  // group g = 8h + 2n + half's 6-bit scale (stored + 32): low nibble in byte 96 + (g & 7) at bit 4h, top two
  // bits in byte 104 + (g & 3) at bit 2 (g >> 2); then d at 108: the 14 bytes in one words4 (its last 2
  // bytes lie in the word that d's qU16 reads anyway); w = d (sc - 32)(code - 4)
  const uvec4 tail = words4(b + 96u);
  [[unroll]] for (uint p = 0u; p < PLANES; p++) {
    const uint n = n0 + p;
    const uint lo = (tail[n >> 1] >> (4u * h)) & 0x0f0f0f0fu;
    const uint s = (lo | (((tail.z >> (2u * (2u * h + (n >> 1)))) & 0x03030303u) << 4)) >> (16u * (n & 1u));
    const int s0 = int(s & 0x3fu) - 32, s1 = int((s >> 8) & 0x3fu) - 32;
    acc += x[p].d * float(s0 * (dots[p].x - 4 * x[p].sumLo) + s1 * (dots[p].y - 4 * x[p].sumHi));
  }
  acc *= halfToFloat(tail.w & 0xffffu);
#endif
  return acc;
}
#elif defined(W_IQ2_XXS) || defined(W_IQ2_XS) || defined(W_IQ2_S) || defined(W_IQ3_XXS) || defined(W_IQ3_S) || defined(W_IQ1_S) || defined(W_IQ1_M)
// 4 grid codes (bits k c of p, c bits each) as their levels (bytes of lv, 2 words for 4-bit codes), each
// negated where bit k of sb is set, packed as int8 (levels are 1..127: the two's complement per byte,
// (v ^ 0xff) + 1, carries into no neighbour).
uint iqInt8(uint p, uint c, uvec2 lv, uint sb) {
  uint r = 0u, neg = 0u;
  [[unroll]] for (uint k = 0u; k < 4u; k++) {
    const uint code = (p >> (c * k)) & ((1u << c) - 1u);
    r |= (((code < 4u ? lv.x : lv.y) >> (8u * (code & 3u))) & 0xffu) << (8u * k);
    neg |= ((sb >> k) & 1u) * (0xffu << (8u * k));
  }
  return (r ^ neg) + (neg & ONES);
}
// Unit l (weights 8 l..) of a sub-block of 32, as two int8 words, against x's words 2 l, 2 l + 1 (lo: weights
// 0..15, hi: 16..31).
int unitDot8(uint w0, uint w1, XBlock x, uint l) {
  const uint x0 = l < 2u ? x.lo[2u * l] : x.hi[2u * l - 4u], x1 = l < 2u ? x.lo[2u * l + 1u] : x.hi[2u * l - 3u];
  return dot4(w0, x0) + dot4(w1, x1);
}
#if defined(W_IQ2_XXS) || defined(W_IQ2_XS) || defined(W_IQ2_S)
// An IQ2 grid point (8 weights, 2-bit codes) with its sign byte, against unit l of x.
#define IQ2_UNIT(grid, levels, point, sb, l) \
  unitDot8(iqInt8(IQ_POINT(grid, point), 2u, levels, sb), iqInt8(IQ_POINT(grid, point) >> 8, 2u, levels, (sb) >> 4), x[0], l)
#endif
#if defined(W_IQ2_XXS)
// sub-block t of 8 (32 weights): 4 index bytes at 2 + 8 t (grid points of 8 weights), a u32 at 6 + 8 t of 4
// seven-bit sign indices and the scale (bits 28..31): d (0.5 + s) 0.25
float unitDot(uint b, uint t, XBlock x[UNIT_XB]) {
  const uint idx = qU32(b + 2u + 8u * t), aux = qU32(b + 6u + 8u * t);
  int s = 0;
  [[unroll]] for (uint l = 0u; l < 4u; l++)
    s += IQ2_UNIT(iq2xxsGrid, IQ2XXS_LEVELS, (idx >> (8u * l)) & 0xffu, iqSignByte((aux >> (7u * l)) & 127u), l);
  return iq2Scale(halfToFloat(qU16(b)), aux >> 28) * x[0].d * float(s);
}
#elif defined(W_IQ2_XS) || defined(W_IQ2_S)
// sub-block t of 8 (units 4 t.. of 8 weights), two halves of 16 with their own scale nibble (iq2_xs: at 66
// + t; iq2_s: at 74 + t), d (0.5 + s) 0.25. iq2_xs: a u16 per unit at 2 + 2 u (index bits 0..8, sign index
// 9..15); iq2_s: a low index byte per unit at 2 + u, 2 high bits in the qh byte at 66 + t (bits 2 l..), a
// sign byte per unit at 34 + u.
float unitDot(uint b, uint t, XBlock x[UNIT_XB]) {
  ivec2 s = ivec2(0);
  [[unroll]] for (uint l = 0u; l < 4u; l++) {
    const uint u = 4u * t + l;
#if defined(W_IQ2_XS)
    const uint v = qU16(b + 2u + 2u * u);
    const int d = IQ2_UNIT(iq2xsGrid, IQ2XS_LEVELS, v & 511u, iqSignByte(v >> 9), l);
#else
    const uint index = iqByte(b + 2u + u) | (((iqByte(b + 66u + t) >> (2u * l)) & 3u) << 8);
    const int d = IQ2_UNIT(iq2sGrid, IQ2S_LEVELS, index, iqByte(b + 34u + u), l);
#endif
    if (l < 2u) s.x += d;
    else s.y += d;
  }
#if defined(W_IQ2_XS)
  const uint sc = iqByte(b + 66u + t);
#else
  const uint sc = iqByte(b + 74u + t);
#endif
  const float d = halfToFloat(qU16(b));
  return x[0].d * (iq2Scale(d, sc & 0xfu) * float(s.x) + iq2Scale(d, sc >> 4) * float(s.y));
}
#elif defined(W_IQ1_S) || defined(W_IQ1_M)
// IQ1: grid points of 8 weights of levels -1, 0, 1 (as int8 bytes as they are), w = dl (v + delta), delta
// ±1/8: the delta weighs the x codes' sum. iq1_s: a low index byte per unit at 2 + u, the sub-block's u16 at
// 34 + 2 t (bits 3 l..: unit l's high index bits, 12..14: s, dl = d (2 s + 1), 15: the delta's sign); iq1_m:
// a low index byte per unit at u, a nibble per unit at 32 (3 high index bits, the delta's sign), 3-bit scales
// per 16 weights in the u16s at 48 (dl = d (2 s + 1)), whose top nibbles are d.
float unitDot(uint b, uint t, XBlock x[UNIT_XB]) {
#if defined(W_IQ1_S)
  const uint qh = qU16(b + 34u + 2u * t);
  const float delta = (qh & 0x8000u) != 0u ? -IQ1S_DELTA : IQ1S_DELTA;
  int s = 0;
  [[unroll]] for (uint l = 0u; l < 4u; l++) {
    const uint p = IQ_POINT(iq1sGrid, iqByte(b + 2u + 4u * t + l) | (((qh >> (3u * l)) & 7u) << 8));
    s += unitDot8(iqInt8(p, 2u, IQ1S_LEVELS, 0u), iqInt8(p >> 8, 2u, IQ1S_LEVELS, 0u), x[0], l);
  }
  const float dl = halfToFloat(qU16(b)) * float(2u * ((qh >> 12) & 7u) + 1u);
  return dl * x[0].d * (float(s) + delta * float(x[0].sumLo + x[0].sumHi));
#else
  const uint lo = qU32(b + 48u), hi = qU32(b + 52u);
  const float d = halfToFloat(((lo >> 12) & 0xfu) | ((lo >> 24) & 0xf0u) | ((hi >> 4) & 0xf00u) | ((hi >> 16) & 0xf000u));
  vec2 halves = vec2(0.0); // per 16 weights: the codes' dot plus delta times the x codes' sum, by unit
  [[unroll]] for (uint l = 0u; l < 4u; l++) {
    const uint h = iqByte(b + 32u + 2u * t + (l >> 1)) >> (4u * (l & 1u));
    const uint p = IQ_POINT(iq1sGrid, iqByte(b + 4u * t + l) | ((h & 7u) << 8));
    const int dot = unitDot8(iqInt8(p, 2u, IQ1S_LEVELS, 0u), iqInt8(p >> 8, 2u, IQ1S_LEVELS, 0u), x[0], l);
    const int sum = unitDot8(ONES, ONES, x[0], l);
    const float v = float(dot) + ((h & 8u) != 0u ? -IQ1M_DELTA : IQ1M_DELTA) * float(sum);
    if (l < 2u) halves.x += v;
    else halves.y += v;
  }
  // the scale word t / 2 (lo: words 0, 1; hi: 2, 3), 6 bits per 32 weights, 3 per 16
  const uint sc = ((t & 4u) != 0u ? hi : lo) >> (16u * ((t >> 1) & 1u) + 6u * (t & 1u));
  return d * x[0].d * (float(2u * (sc & 7u) + 1u) * halves.x + float(2u * ((sc >> 3) & 7u) + 1u) * halves.y);
#endif
}
#else
// IQ3: two grid points of 4 weights (4-bit codes) per unit of 8, their low index bytes a u16 at 2 + 2 u, the
// sign byte's low nibble the first's. iq3_xxs: the unit's 7-bit sign index and the sub-block's scale in the
// u32 at 66 + 4 t (as iq2_xxs), d (0.5 + s) 0.5; iq3_s: 9th index bits in the qh byte at 66 + t (bit 2 l +
// k), a sign byte per unit at 74 + u, a scale nibble at 106 + t / 2, d (1 + 2 s).
float unitDot(uint b, uint t, XBlock x[UNIT_XB]) {
#if defined(W_IQ3_XXS)
  const uint aux = qU32(b + 66u + 4u * t);
#else
  const uint qh = iqByte(b + 66u + t);
#endif
  int s = 0;
  [[unroll]] for (uint l = 0u; l < 4u; l++) {
    const uint u = 4u * t + l, g = qU16(b + 2u + 2u * u);
#if defined(W_IQ3_XXS)
    const uint i0 = g & 0xffu, i1 = g >> 8, sb = iqSignByte((aux >> (7u * l)) & 127u);
    const uint w0 = iqInt8(IQ_POINT(iq3xxsGrid, i0), 4u, IQ3XXS_LEVELS, sb), w1 = iqInt8(IQ_POINT(iq3xxsGrid, i1), 4u, IQ3XXS_LEVELS, sb >> 4);
#else
    const uint h = qh >> (2u * l), sb = iqByte(b + 74u + u);
    const uint i0 = (g & 0xffu) | ((h & 1u) << 8), i1 = (g >> 8) | (((h >> 1) & 1u) << 8);
    const uint w0 = iqInt8(IQ_POINT(iq3sGrid, i0), 4u, IQ3S_LEVELS, sb), w1 = iqInt8(IQ_POINT(iq3sGrid, i1), 4u, IQ3S_LEVELS, sb >> 4);
#endif
    s += unitDot8(w0, w1, x[0], l);
  }
#if defined(W_IQ3_XXS)
  const float db = halfToFloat(qU16(b)) * (0.5 + float(aux >> 28)) * 0.5;
#else
  const float db = halfToFloat(qU16(b)) * float(1u + 2u * ((iqByte(b + 106u + (t >> 1)) >> (4u * (t & 1u))) & 0xfu));
#endif
  return db * x[0].d * float(s);
}
#endif
#elif defined(W_TQ1_0)
// Trit n of each byte of w (((q 3^n) mod 256) 3 >> 8, ggml_blocks.glsl's trits) minus 1, as 4 packed int8.
uint trits4(uint w, uint n) {
  uint r = 0u;
  [[unroll]] for (uint k = 0u; k < 4u; k++) r |= ((((((w >> (8u * k)) & 0xffu) * pow3(n)) & 0xffu) * 3u) >> 8) << (8u * k);
  return centre4(r, 1u);
}
// sub-block t of 8 (32 weights, d at 52 for all): t < 5: trit t of qs[0..31] (bytes 0..15 the first half);
// t = 5, 6: trits 2 (t - 5) and 2 (t - 5) + 1 of qs[32..47], one a half; t = 7: trit 4 of qs[32..47], then
// trit i of qh[0..3] for the second half's word i (weight 240 + j + 4 i is qh byte j's trit i).
float unitDot(uint b, uint t, XBlock x[UNIT_XB]) {
  int s = 0;
  [[unroll]] for (uint i = 0u; i < 4u; i++) {
    uint lo, hi;
    if (t < 5u) {
      lo = trits4(qU32(b + 4u * i), t);
      hi = trits4(qU32(b + 16u + 4u * i), t);
    } else if (t < 7u) {
      const uint w = qU32(b + 32u + 4u * i);
      lo = trits4(w, 2u * (t - 5u));
      hi = trits4(w, 2u * (t - 5u) + 1u);
    } else {
      lo = trits4(qU32(b + 32u + 4u * i), 4u);
      hi = trits4(qU32(b + 48u), i);
    }
    s = dot4(lo, x[0].lo[i]) + dot4(hi, x[0].hi[i]) + s;
  }
  return halfToFloat(qU16(b + 52u)) * x[0].d * float(s);
}
#elif defined(W_IQ4_XS)
// sub-block t of 8: its 16 code bytes at 8 + 16 t (iq4_nl's nibble layout), weighed by d (ls - 32), ls its
// 6 bits (a nibble of scales_l, two bits of scales_h)
float unitDot(uint b, uint t, XBlock x[UNIT_XB]) {
  const uint head = qU32(b); // d, scales_h
  const uint ls = ((qU8(b + 4u + (t >> 1)) >> (4u * (t & 1u))) & 15u) | (((head >> (16u + 2u * t)) & 3u) << 4);
  const uvec4 q = words4(b + 8u + 16u * t);
  int s = 0;
  [[unroll]] for (uint i = 0u; i < 4u; i++)
    s = dot4(kvalueBytes(q[i] & 0x0f0f0f0fu), x[0].lo[i]) + dot4(kvalueBytes((q[i] >> 4) & 0x0f0f0f0fu), x[0].hi[i]) + s;
  return halfToFloat(head & 0xffffu) * float(int(ls) - 32) * x[0].d * float(s);
}
#else
// q4_K / q5_K: the block's first 16 bytes are d, dmin and the 12 bytes of 6-bit scale / min pairs
float unitDot(uint b, uint j, XBlock x[UNIT_XB]) {
  const uvec4 head = words4(b);
  const uvec4 sm = scaleMinPairK4(head.yzw, j);
#if defined(W_Q5_K)
  const uint codes = b + 48u + 32u * j;
#else
  const uint codes = b + 16u + 32u * j;
#endif
  const uvec4 q0 = words4(codes), q1 = words4(codes + 16u);
#if defined(W_Q5_K)
  const uvec4 e0 = words4(b + 16u), e1 = words4(b + 32u);
#endif
  int s0 = 0, s1 = 0;
  [[unroll]] for (uint i = 0u; i < 8u; i++) {
    const uint q = i < 4u ? q0[i & 3u] : q1[i & 3u];
    uint lo = q & 0x0f0f0f0fu, hi = (q >> 4) & 0x0f0f0f0fu;
#if defined(W_Q5_K)
    const uint e = i < 4u ? e0[i & 3u] : e1[i & 3u];
    lo |= ((e >> (2u * j)) & 0x01010101u) << 4;
    hi |= ((e >> (2u * j + 1u)) & 0x01010101u) << 4;
#endif
    const uint x0 = i < 4u ? x[0].lo[i & 3u] : x[0].hi[i & 3u], x1 = i < 4u ? x[1].lo[i & 3u] : x[1].hi[i & 3u];
    s0 = dot4(lo, x0) + s0;
    s1 = dot4(hi, x1) + s1;
  }
  const float d = halfToFloat(head.x & 0xffffu), dmin = halfToFloat(head.x >> 16);
  const int sum0 = x[0].sumLo + x[0].sumHi, sum1 = x[1].sumLo + x[1].sumHi;
  // w = d sc q - dmin m
  return d * (x[0].d * float(int(sm.x) * s0) + x[1].d * float(int(sm.y) * s1)) -
         dmin * (x[0].d * float(int(sm.z) * sum0) + x[1].d * float(int(sm.w) * sum1));
}
#endif

shared float partial[NUM_ROWS][MAX_SUBGROUPS];

void main() {
#ifdef EXPERTS
  const uint pair = gl_WorkGroupID.y + gl_NumWorkGroups.y * gl_WorkGroupID.z, row0 = gl_WorkGroupID.x * NUM_ROWS;
  if (pair >= pc.pairs || row0 >= pc.rows) return; // uniform across the workgroup
  const uint expert = ids[pc.offIds + pair];
  const bool known = expert < pc.experts; // an unknown id reads nothing: its sums stay 0
  const uint offW = pc.offW + (known ? expert * pc.rows * pc.ldw : 0u), offY = pc.offY + pair * pc.rows;
  xBase = pc.offX + (pair / pc.topK) * pc.xToken + (pair % pc.topK) * pc.xSlot;
  const uint cols = known ? pc.cols : 0u;
#else
  const uint row0 = linearGroup() * NUM_ROWS;
  if (row0 >= pc.rows) return; // uniform across the workgroup
// pc's fields under the names the EXPERTS branch gives its per-pair values (so this kernel compiles as it
// did before EXPERTS existed)
#define offW pc.offW
#define offY pc.offY
#define cols pc.cols
#endif
#ifdef INIT
  INIT(); // the format's codebook into shared memory (ggml_blocks_iq.glsl)
  barrier();
#endif
  const uint wg = gl_WorkGroupSize.x, tid = gl_LocalInvocationID.x;
  const uint units = (cols / BLOCK_WEIGHTS) * UNITS_PER_BLOCK;

  float acc[NUM_ROWS];
  [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) acc[r] = 0.0;
  uint base[NUM_ROWS];
  // rows past the end read row (rows - 1) again (in bounds, results discarded)
  [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) base[r] = offW + min(row0 + r, pc.rows - 1u) * pc.ldw;

  for (uint u0 = tid; u0 < units; u0 += wg * UNROLL) {
    XBlock xs[UNROLL][UNIT_XB];
    [[unroll]] for (uint k = 0u; k < UNROLL; k++) {
      const uint u = min(u0 + k * wg, units - 1u); // a unit past the end is read again and not counted
      loadUnitX(u, xs[k]);
    }
    [[unroll]] for (uint k = 0u; k < UNROLL; k++) {
      const uint u = min(u0 + k * wg, units - 1u);
      const bool inside = u0 + k * wg < units;
      const uint blk = u / UNITS_PER_BLOCK, t = u % UNITS_PER_BLOCK;
      [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) {
        const float v = unitDot(base[r] + blk * STEP_BYTES, t, xs[k]);
        acc[r] += inside ? v : 0.0;
      }
    }
  }

  [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) {
    const float t = subgroupAdd(acc[r]);
    if (subgroupElect()) partial[r][gl_SubgroupID] = t;
  }
  barrier();
  if (gl_SubgroupID == 0u) {
    [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) {
      float t = 0.0;
      for (uint i = gl_SubgroupInvocationID; i < gl_NumSubgroups; i += gl_SubgroupSize) t += partial[r][i];
      t = subgroupAdd(t);
      if (subgroupElect() && row0 + r < pc.rows) y[offY + row0 + r] = t;
    }
  }
}
