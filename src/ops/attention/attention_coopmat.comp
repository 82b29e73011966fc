#version 450
// Scaled dot-product attention on KHR cooperative matrices (the 'coopmat' prefill path): f16 q [batch,
// heads, tokensQ, D], k, v [batch, kvHeads, tokensK, D], f32 softmax and accumulation, f16 result; query
// head h reads kv head h / group. The semantics (valid keys L, bottom-right causal limit, additive mask,
// kvLength from a device tensor, 0 for a row with no weight) and the push constants are attention.comp's.
//
// Scheme (flash attention): a workgroup of SG subgroups of 32 takes BR = 16 * SG query rows of one
// (batch, head), each subgroup 16 of them, and walks their keys in tiles of BC. Q (BR x D), then per tile
// K and V (BC x D, one buffer: V replaces K once the scores are taken) are staged in shared memory as
// halves, rows padded by 8 halves (16-byte aligned rows for the fragment loads), rows past the queries or
// the valid keys zero-filled, never read from memory; K and V pass through registers, fetched a phase
// ahead up to D = 128 (PREFETCH). Per tile:
//   S = Q K^T      (the subgroup's 16 x BC scores, f32) to shared memory;
//   softmax        two lanes per row (BC / 2 scores each, interleaved; the max and half of P's words
//                  cross by shuffles): scale, mask,
//                  causal / length limits (-inf), the running max m, the rescale alpha = exp(m_old - m),
//                  P = exp(s - m) rounded to f16 into shared memory, the running sum l of those halves;
//   O = alpha O + P V   per 16-column chunk of D (O stays in registers).
// The matrix products and where O lives are the seam (SCORES, HOLD_Q, the O_ macros); the rest is common.
// With EMULATED the products are plain f32 loops over the same shared tiles, with the same stores (S rows;
// each 16 x 16 chunk of P V through a slot of shared memory into O's registers, lane l holding element
// (2 i + l / 16, l % 16) of every chunk), so the scheme runs and is tested on devices without cooperative
// matrices. Without it they are coopMatMulAdd on 16 x 16 x 16 f16 fragments: Q's held in registers for the
// walk (D <= 128), O as CH accumulators that P V goes straight into, rescaled through the slot (same element
// layout) only when some row of the subgroup has a new max, and read out through it. Causal tiles past the
// block's last visible key are not visited.
//
// Bindings: 0 q, 1 k, 2 v (readonly, f16 read 8 halves at a time: offsets and strides multiples of 8),
//   3 out (f16 as words of two halves), 4 mask (f32),
//   5 kvLength (u32); unused ones are bound to some tensor (flags say which are read).
// Push constants: attention.comp's (blocks: row blocks of BR per head).
// Defines: D (head dimension, a multiple of 16), SG (subgroups: BR = 16 * SG), BC (keys per tile, a
//   multiple of 16), EMULATED. Workgroup: 32 * SG, fixed. Grid: blocks x heads x batch as one line.
// Needs (not EMULATED): the f16 x f16 -> f32 16 x 16 x 16 subgroup cooperative matrix, subgroups of 32
//   (gl_SubgroupID is the row group), subgroup votes. EMULATED needs only subgroup shuffles between
//   neighbouring lanes.

#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#ifndef EMULATED
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_cooperative_matrix : require
#endif

#define SUB 32
#define WG (SG * SUB)
#define BR (16 * SG)
layout(local_size_x = WG) in;

#include "index.glsl"

#define QS ((D + 8) / 8)  // row stride of the Q and K/V tiles, in uvec4 (8 halves)
#define PS ((BC + 8) / 8) // row stride of P, in uvec4
#define SS (BC + 4)       // row stride of S, in floats (16-byte aligned rows)
#define CH (D / 16)       // 16-column chunks of a row of O
#define HALF_BC (BC / 2)  // scores per lane in the softmax

layout(set = 0, binding = 0, std430) readonly buffer Q { uvec4 q[]; };
layout(set = 0, binding = 1, std430) readonly buffer K { uvec4 k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { uvec4 v[]; };
layout(set = 0, binding = 3, std430) writeonly buffer O { uint o[]; };
layout(set = 0, binding = 4, std430) readonly buffer Mask { float mask[]; };
layout(set = 0, binding = 5, std430) readonly buffer KvLen { uint kvLength[]; };

layout(push_constant, std430) uniform Push {
  uint batch;
  uint heads;
  uint group;
  uint tokensQ;
  uint tokensK;
  uint offQ;
  uint sQb;
  uint sQh;
  uint sQt;
  uint offK;
  uint sKb;
  uint sKh;
  uint sKt;
  uint offV;
  uint sVb;
  uint sVh;
  uint sVt;
  uint offO;
  uint offM;
  uint sMb;
  uint sMh;
  uint sMq;
  uint sMk;
  uint kvLen;
  uint offL;
  uint sLb;
  uint flags;
  float scale;
  uint blocks;
};

#define NEG_INF uintBitsToFloat(0xff800000u)

shared uvec4 sQ[BR * QS];
shared uvec4 sKV[BC * QS];
shared float sS[BR * SS];
shared uvec4 sP[BR * PS];
shared float sO[SG * 256]; // a subgroup's 16 x 16 chunk of P V
shared float sRow[BR];     // per row: the tile's alpha, at the end 1 / l

// Vector (8 halves) c of row r of a tile whose row 0 is at element `base` (base and stride multiples of 8).
#define AT(base, stride, r, c) ((((base) + (r) * (stride)) >> 3) + (c))

// Q: rows r < n of BR rows of D halves from q (element base + r * stride) into sQ, 0 past n.
#define STAGE_Q(base, stride, n) \
  for (uint e = gl_LocalInvocationID.x; e < BR * (D / 8); e += WG) { \
    const uint r = e / (D / 8), c = e % (D / 8); \
    uvec4 w = uvec4(0u); \
    if (r < (n)) { \
      w = q[AT(base, stride, r, c)]; \
    } \
    sQ[r * QS + c] = w; \
  }

// A K or V tile goes through registers (rb): FETCH loads rows r < n (0 past n), PUT stores them in sKV.
// Up to D = 128 a tile's V is fetched before its scores and the next K before its P V, so the loads are
// in flight across that work; at 256 the registers go to O, and each tile is fetched just before its PUT.
#define KV_VECS (BC * (D / 8))
#define LOADS ((KV_VECS + WG - 1) / WG) // vectors per invocation
#if D <= 128
#define PREFETCH
#endif
#define FETCH(buf, base, stride, n) \
  [[unroll]] for (uint l = 0u; l < LOADS; l++) { \
    const uint e = gl_LocalInvocationID.x + l * WG, r = e / (D / 8), c = e % (D / 8); \
    rb[l] = uvec4(0u); \
    if (e < KV_VECS && r < (n)) { \
      rb[l] = buf[AT(base, stride, r, c)]; \
    } \
  }
#define PUT() \
  [[unroll]] for (uint l = 0u; l < LOADS; l++) { \
    const uint e = gl_LocalInvocationID.x + l * WG; \
    if (e < KV_VECS) sKV[(e / (D / 8)) * QS + e % (D / 8)] = rb[l]; \
  }

#ifdef EMULATED
// a subgroup is 32 consecutive invocations, which may span several of the device's subgroups
#define SG_SYNC() barrier()

float halfAt(uvec4 w, uint i) { return unpackHalf2x16(w[i >> 1])[i & 1u]; }

// Nothing to hold in registers (the real kernel keeps Q's fragments).
#define FRAGMENTS
#define HOLD_Q(sg)
// S rows 16 sg .. 16 sg + 15 = Q K^T, each lane 16 * BC / 32 of them
#define SCORES(sg, lane) scores(sg, lane)
void scores(uint sg, uint lane) {
  for (uint i = 0u; i < 16u * BC / SUB; i++) {
    const uint e = lane + SUB * i, r = 16u * sg + e / BC, c = e % BC;
    float s = 0.0;
    for (uint p = 0u; p < D / 8; p++) {
      const uvec4 a = sQ[r * QS + p], b = sKV[c * QS + p];
      [[unroll]] for (uint w = 0u; w < 4u; w++) {
        const vec2 x = unpackHalf2x16(a[w]), y = unpackHalf2x16(b[w]);
        s = fma(x.x, y.x, fma(x.y, y.y, s));
      }
    }
    sS[r * SS + c] = s;
  }
}

// chunk ch of the subgroup's P V (16 x 16, row-major) into its slot of sO
#define PV_CHUNK(sg, lane, ch) pvChunk(sg, lane, ch)
void pvChunk(uint sg, uint lane, uint ch) {
  [[unroll]] for (uint i = 0u; i < 8u; i++) {
    const uint e = lane + SUB * i, r = 16u * sg + e / 16u, c = 16u * ch + e % 16u;
    float s = 0.0;
    for (uint j = 0u; j < BC; j++) s = fma(halfAt(sP[r * PS + j / 8u], j % 8u), halfAt(sKV[j * QS + c / 8u], c % 8u), s);
    sO[sg * 256u + e] = s;
  }
}

// O in registers, lane holding the slot's elements lane + 32 i of every chunk; P V goes through the slot.
#define O_INIT \
  float acc[CH][8]; \
  [[unroll]] for (uint ch = 0u; ch < CH; ch++) \
    [[unroll]] for (uint i = 0u; i < 8u; i++) acc[ch][i] = 0.0;
#define O_RESCALE(sg, lane) \
  [[unroll]] for (uint i = 0u; i < 8u; i++) { \
    const float a = sRow[16u * (sg) + 2u * i + (lane) / 16u]; \
    [[unroll]] for (uint ch = 0u; ch < CH; ch++) acc[ch][i] *= a; \
  }
#define O_ADD_PV(sg, lane) \
  [[unroll]] for (uint ch = 0u; ch < CH; ch++) { \
    PV_CHUNK(sg, lane, ch); \
    SG_SYNC(); \
    [[unroll]] for (uint i = 0u; i < 8u; i++) acc[ch][i] += sO[(sg) * 256u + (lane) + SUB * i]; \
    SG_SYNC(); /* the slot is read before the next chunk overwrites it */ \
  }
#define O_CHUNK_BEGIN(sg, ch)
#define O_AT(sg, lane, ch, i) acc[ch][i]
#define O_CHUNK_END()
#else
#define SG_SYNC() \
  subgroupMemoryBarrierShared(); \
  subgroupBarrier()
#define ACC coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator>
#define MAT_A coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA>
#define MAT_B coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseB>

// Q's fragments stay in registers (main()'s locals) up to D = 128 (8 of them); at 256 they would crowd out
// O's 16 accumulators.
#if D <= 128
#define Q_HELD
#define QF (D / 16)
#else
#define QF 1
#endif
#define FRAGMENTS MAT_A qa[QF];
#ifdef Q_HELD
#define HOLD_Q(sg) \
  barrier(); \
  [[unroll]] for (uint kk = 0u; kk < D / 16; kk++) \
    coopMatLoad(qa[kk], sQ, 16u * (sg) * QS + 2u * kk, QS, gl_CooperativeMatrixLayoutRowMajor)
#else
#define HOLD_Q(sg)
#endif

#define SCORES(sg, lane) scores(sg, qa)
void scores(uint sg, in MAT_A qa[QF]) {
  ACC acc[BC / 16];
  [[unroll]] for (uint j = 0u; j < BC / 16; j++) acc[j] = ACC(0.0);
  [[unroll]] for (uint kk = 0u; kk < D / 16; kk++) {
#ifdef Q_HELD
#define A_FRAG qa[kk]
#else
    MAT_A a;
    coopMatLoad(a, sQ, 16u * sg * QS + 2u * kk, QS, gl_CooperativeMatrixLayoutRowMajor);
#define A_FRAG a
#endif
    [[unroll]] for (uint j = 0u; j < BC / 16; j++) {
      MAT_B b; // K^T: key rows read column-major
      coopMatLoad(b, sKV, 16u * j * QS + 2u * kk, QS, gl_CooperativeMatrixLayoutColumnMajor);
      acc[j] = coopMatMulAdd(A_FRAG, b, acc[j]);
    }
  }
  [[unroll]] for (uint j = 0u; j < BC / 16; j++)
    coopMatStore(acc[j], sS, 16u * sg * SS + 16u * j, SS, gl_CooperativeMatrixLayoutRowMajor);
}

// O as CH accumulators. Rows are rescaled through the slot (store, scale the rows, load), and only when
// some row of the subgroup has a new max (alpha != 1): after the first tiles, P V goes straight into them.
#define O_INIT \
  ACC oacc[CH]; \
  [[unroll]] for (uint ch = 0u; ch < CH; ch++) oacc[ch] = ACC(0.0);
#define O_RESCALE(sg, lane) rescaleO(sg, lane, oacc)
void rescaleO(uint sg, uint lane, inout ACC o[CH]) {
  float a[8];
  bool ones = true;
  [[unroll]] for (uint i = 0u; i < 8u; i++) {
    a[i] = sRow[16u * sg + 2u * i + lane / 16u];
    ones = ones && a[i] == 1.0;
  }
  if (subgroupAll(ones)) return;
  [[unroll]] for (uint ch = 0u; ch < CH; ch++) {
    coopMatStore(o[ch], sO, sg * 256u, 16u, gl_CooperativeMatrixLayoutRowMajor);
    SG_SYNC();
    [[unroll]] for (uint i = 0u; i < 8u; i++) sO[sg * 256u + lane + SUB * i] *= a[i];
    SG_SYNC();
    coopMatLoad(o[ch], sO, sg * 256u, 16u, gl_CooperativeMatrixLayoutRowMajor);
    SG_SYNC(); // the slot is read before the next chunk overwrites it
  }
}

#define O_ADD_PV(sg, lane) addPV(sg, oacc)
void addPV(uint sg, inout ACC o[CH]) {
  MAT_A pa[BC / 16]; // the subgroup's P, loaded once for every chunk
  [[unroll]] for (uint kk = 0u; kk < BC / 16; kk++)
    coopMatLoad(pa[kk], sP, 16u * sg * PS + 2u * kk, PS, gl_CooperativeMatrixLayoutRowMajor);
  [[unroll]] for (uint ch = 0u; ch < CH; ch++)
    [[unroll]] for (uint kk = 0u; kk < BC / 16; kk++) {
      MAT_B b;
      coopMatLoad(b, sKV, 16u * kk * QS + 2u * ch, QS, gl_CooperativeMatrixLayoutRowMajor);
      o[ch] = coopMatMulAdd(pa[kk], b, o[ch]);
    }
}

// the output reads chunk ch of O from the slot
#define O_CHUNK_BEGIN(sg, ch) \
  coopMatStore(oacc[ch], sO, (sg) * 256u, 16u, gl_CooperativeMatrixLayoutRowMajor); \
  SG_SYNC()
#define O_AT(sg, lane, ch, i) sO[(sg) * 256u + (lane) + SUB * (i)]
#define O_CHUNK_END() SG_SYNC()
#endif

void main() {
  const uint g = linearGroup();
  if (g >= blocks * heads * batch) return;
  const uint blk = blocks - 1u - g % blocks; // the last blocks first: with causal they have the most keys
  const uint h = (g / blocks) % heads;
  const uint b = g / (blocks * heads);
  const uint kh = h / group;
#ifdef EMULATED
  const uint sg = gl_LocalInvocationID.x / SUB, lane = gl_LocalInvocationID.x % SUB;
#else
  const uint sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
#endif

  const uint L = min(tokensK, (flags & 4u) != 0u ? kvLength[offL + b * sLb] : kvLen);
  const uint q0 = blk * BR, nq = min(uint(BR), tokensQ - q0);
  const bool causal = (flags & 1u) != 0u, masked = (flags & 2u) != 0u;
  // query i sees keys j < i + 1 + L - tokensQ (as ints: L may be below tokensQ)
  const int shift = int(L) - int(tokensQ) + 1;
  const uint kEnd = causal ? uint(clamp(int(q0 + nq) - 1 + shift, 0, int(L))) : L;

  STAGE_Q(offQ + b * sQb + h * sQh + q0 * sQt, sQt, nq)
  FRAGMENTS
  HOLD_Q(sg);

  const uint kBase = offK + b * sKb + kh * sKh, vBase = offV + b * sVb + kh * sVh;
  const uint mBase = offM + b * sMb + h * sMh;
  // the softmax lanes' row (two lanes a row, half the tile's keys each)
  const uint row = 16u * sg + lane / 2u, side = lane & 1u;
  const uint qi = q0 + row;
  float m = NEG_INF, l = 0.0;
  // O: element (2 i + lane / 16, lane % 16) of chunk ch is row 16 sg + 2 i + lane / 16, column 16 ch + lane % 16
  O_INIT

  uvec4 rb[LOADS];
#ifdef PREFETCH
  if (kEnd > 0u) FETCH(k, kBase, sKt, min(uint(BC), kEnd))
#endif
  for (uint k0 = 0u; k0 < kEnd; k0 += BC) {
    const uint nk = min(uint(BC), kEnd - k0);
#ifndef PREFETCH
    FETCH(k, kBase + k0 * sKt, sKt, nk)
#endif
    barrier(); // the previous tile's V is consumed (and sQ written, the first time)
    PUT();
    barrier();
#ifdef PREFETCH
    FETCH(v, vBase + k0 * sVt, sVt, nk)
#endif
    SCORES(sg, lane);
    SG_SYNC();

    // the pair's scores interleave (lane side reads columns 2 c + side): its reads fall in distinct banks
    float s[HALF_BC];
    float tileMax = NEG_INF;
    [[unroll]] for (uint c = 0u; c < HALF_BC; c++) {
      const uint col = 2u * c + side, j = k0 + col;
      float x = NEG_INF;
      if (row < nq && col < nk && (!causal || int(j) < int(qi) + shift)) {
        x = sS[row * SS + col] * scale;
        if (masked) x += mask[mBase + qi * sMq + j * sMk];
      }
      s[c] = x;
      tileMax = max(tileMax, x);
    }
    const float mNew = max(m, max(tileMax, subgroupShuffleXor(tileMax, 1u)));
    const float base = mNew == NEG_INF ? 0.0 : mNew; // all -inf so far: every weight exactly 0
    const float alpha = m == mNew ? 1.0 : exp(m - base); // 1 for a max unchanged (or still -inf): no rescale
    l *= alpha;
    [[unroll]] for (uint c = 0u; c < HALF_BC; c++) s[c] = exp(s[c] - base);
    // P's word c holds columns 2 c (side 0's s[c]) and 2 c + 1 (side 1's): side 0 writes the first half of
    // the row's words, side 1 the second, each taking the neighbour's half of them by a shuffle; l sums the
    // rounded halves it writes (the weights P V uses; the pair's partial sums cover the row between them)
    [[unroll]] for (uint g = 0u; g < HALF_BC / 8; g++) {
      uvec4 w;
      [[unroll]] for (uint t = 0u; t < 4u; t++) {
        const uint k = 4u * g + t;
        const float own = side == 0u ? s[k] : s[HALF_BC / 2 + k];
        const float theirs = subgroupShuffleXor(side == 0u ? s[HALF_BC / 2 + k] : s[k], 1u);
        w[t] = packHalf2x16(side == 0u ? vec2(own, theirs) : vec2(theirs, own));
        const vec2 rounded = unpackHalf2x16(w[t]);
        l += rounded.x + rounded.y;
      }
      sP[row * PS + side * (HALF_BC / 8) + g] = w;
    }
    if (side == 0u) sRow[row] = alpha;
    m = mNew;

#ifndef PREFETCH
    FETCH(v, vBase + k0 * sVt, sVt, nk)
#endif
    barrier(); // every subgroup is past its scores: V may replace K; P and alpha are visible
    PUT();
    barrier();
#ifdef PREFETCH
    if (k0 + BC < kEnd) FETCH(k, kBase + (k0 + BC) * sKt, sKt, min(uint(BC), kEnd - k0 - BC))
#endif
    O_RESCALE(sg, lane);
    O_ADD_PV(sg, lane);
  }

  const float lRow = l + subgroupShuffleXor(l, 1u);
  SG_SYNC(); // every lane has read the last tile's alphas
  if (side == 0u) sRow[row] = lRow > 0.0 ? 1.0 / lRow : 0.0;
  SG_SYNC();
  const uint outRow0 = (b * heads + h) * tokensQ + q0;
  [[unroll]] for (uint ch = 0u; ch < CH; ch++) {
    O_CHUNK_BEGIN(sg, ch);
    [[unroll]] for (uint i = 0u; i < 8u; i++) {
      const uint r = 16u * sg + 2u * i + lane / 16u;
      const float y = O_AT(sg, lane, ch, i) * sRow[r];
      const float next = subgroupShuffleXor(y, 1u); // the neighbouring column: out is written in words
      if ((lane & 1u) == 0u && r < nq) o[((offO + (outRow0 + r) * D + 16u * ch + lane % 16u) >> 1)] = packHalf2x16(vec2(y, next));
    }
    O_CHUNK_END();
  }
}
