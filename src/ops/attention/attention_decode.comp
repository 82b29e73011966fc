#version 450
// Flash-decoding in one dispatch, GQA-native, over a contiguous KV cache or (PAGED) a paged one: one
// workgroup takes one (batch, kv head, split of the keys, chunk of rows) where the rows are the kv head's
// query rows, row r = hh * tokensQ + i for query i of its query head kh * group + hh (PAGED: one query per
// sequence). Every K and V element of the split is loaded once and serves all R <= RMAX rows, so K/V
// traffic is that of the kv heads; rows past RMAX take more chunks, each reading the split again. The
// partial (m, l) and acc of each row go to bindings 3 and 4 ([batch * heads * tokensQ][splits]), and the
// last workgroup of each row chunk to finish combines the chunk's partials into the rows (combineIfLast):
// the whole decode step is this one dispatch.
//
// Scheme: the workgroup is NT = WG / T teams of T = 8 lanes (consecutive invocations of one subgroup), and
// each team streams its own keys with its own online softmax, with no workgroup barrier in the key loop:
//   team t takes keys kBegin + (t + NT i) KPL + 0 .. KPL - 1; its lane `part` loads 16-byte chunks
//     part, part + T, ... of those keys' K and V rows (a team's load is 128 contiguous bytes of a row), the
//     next KPL keys' chunks issued before this batch is computed;
//   scores: each lane dots its chunks with every row's q (f32 in shared memory, staged once) and the
//     team adds its T partials by a butterfly of subgroup shuffles (xor 1, 2, 4): every lane holds every
//     score of the batch, so the softmax update (max, the weights, the sum, and where the max grew the
//     rescale of l and acc by alpha = exp(m_old - m_new)) is computed by each lane with no exchange;
//   V: each lane multiplies its V chunks into acc[row][its chunks] (R x D / T floats a lane).
// At the end of the split the teams merge: within a subgroup by a butterfly of shuffles (xor T, 2T, ...),
// then the subgroups through shared memory, folded in order by the whole workgroup, which writes the
// partial. Every sum runs in an
// order fixed by the kernel and the subgroup size (replays are bit-identical).
// Keys past L = min(tokensK, kvLength) (kvLength a push value or read from a device u32 tensor; PAGED:
// min(contextLengths[s], maxBlocks * blockSize)), and with causal those at or past i + L - tokensQ + 1
// (bottom-right alignment), score -inf and weigh exactly 0; PAGED: a key whose block-table entry is past
// the pool (>= numBlocks) too, and it is never read. A split past L loads nothing and writes (-inf, 0) and
// zeros, which the merge skips.
//
// Defines (kernels.ts): D, RMAX (rows per workgroup), KPL (keys per team and batch),
// Q_F16 (q halves, read as words), KV_F16 (K and V halves) | KV_I8 (int8 codes, with an f32 scale per
// (slot, kv head): K's multiplies the score, V's the weight) | neither (f32), PAGED (the vLLM cache layout
// [numBlocks, blockSize, kvHeads, D], key j of sequence s in block blockTables[s][j / blockSize]); MERGE
// and T have defaults (bench/decode-sweep.ts tries others).
// Alignment (checked by the ops): K's and V's element offsets and strides are multiples of a 16-byte chunk
// (8 halves, 4 floats, 16 codes); q's even for f16.
// Bindings: 0 q, 1 k, 2 v (readonly), 3 partial acc [rows][splits][D/4] vec4, 4 partial (m, l)
//   [rows][splits] (writeonly); then 5 mask (f32), 6 kvLength (u32) (the op binds q where unused), or
//   (PAGED) 5 block tables, 6 context lengths (u32), and (KV_I8) 7 kScale, 8 vScale; then the
//   counters (u32 per (batch, kv head, row chunk), zero before and after each dispatch) and the result
//   (q's dtype, contiguous [rows][D] from element offO, a push value after the others).
// Push constants: extents; element offsets and strides (batch, head, token) of q (and k, v: contiguous);
//   contiguous: the mask's offset and strides over [batch, heads, tokensQ, tokensK] (0 where broadcast),
//   kvLen or kvLength's offset and batch stride, flags (1 causal, 2 mask, 4 kvLength from the buffer);
//   PAGED: the pool and table geometry and offsets; scale; splits, splitSize (a multiple of NT * KPL);
//   row chunks and rows per chunk.
// Needs subgroup shuffles and subgroups of at least T invocations (the op checks). Workgroup: WG = 128,
// fixed. Grid: chunks x splits x kvHeads x batch as one line.

#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require

#ifndef WG
#define WG 128 // ATTENTION_WG; bench/decode-sweep.ts tries others (--wg)
#endif
layout(local_size_x = WG) in;

#include "index.glsl"

#ifndef T
#define T 8 // bench/decode-sweep.ts tries others
#endif
#define NT (WG / T)
#define NEG_INF uintBitsToFloat(0xff800000u)

// A chunk of K or V is 16 bytes: EPC elements, unpacked as NV4 vec4s.
#if defined(KV_F16)
#define EPC 8
#define CHUNK uvec4
#define CZERO uvec4(0u)
layout(set = 0, binding = 1, std430) readonly buffer K { uvec4 k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { uvec4 v[]; };
void unpackChunk(CHUNK c, out vec4 x[2]) {
  x[0] = vec4(unpackHalf2x16(c.x), unpackHalf2x16(c.y));
  x[1] = vec4(unpackHalf2x16(c.z), unpackHalf2x16(c.w));
}
#elif defined(KV_I8)
#define EPC 16
#define CHUNK uvec4
#define CZERO uvec4(0u)
layout(set = 0, binding = 1, std430) readonly buffer K { uvec4 k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { uvec4 v[]; };
// four codes of a word, sign-extended, byte 0 first
vec4 codes(uint w) {
  return vec4(ivec4(uvec4(w) << uvec4(24u, 16u, 8u, 0u)) >> 24);
}
void unpackChunk(CHUNK c, out vec4 x[4]) {
  x[0] = codes(c.x);
  x[1] = codes(c.y);
  x[2] = codes(c.z);
  x[3] = codes(c.w);
}
#else
#define EPC 4
#define CHUNK vec4
#define CZERO vec4(0.0)
layout(set = 0, binding = 1, std430) readonly buffer K { vec4 k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { vec4 v[]; };
void unpackChunk(CHUNK c, out vec4 x[1]) {
  x[0] = c;
}
#endif
#define NV4 (EPC / 4)
#define CH (D / EPC)
#define CPT ((CH + T - 1) / T)
// whether lane part's chunk part + T u exists for every u (else the last ones are guarded)
#define FULL (CH % T == 0)

#ifdef Q_F16
layout(set = 0, binding = 0, std430) readonly buffer Q { uint q[]; };
vec4 loadQ4(uint e) {
  return vec4(unpackHalf2x16(q[e >> 1]), unpackHalf2x16(q[(e >> 1) + 1u]));
}
#else
layout(set = 0, binding = 0, std430) readonly buffer Q { float q[]; };
vec4 loadQ4(uint e) {
  return vec4(q[e], q[e + 1u], q[e + 2u], q[e + 3u]);
}
#endif

// the last workgroup of a row chunk reads the other workgroups' partials back: coherent, not writeonly
layout(set = 0, binding = 3, std430) coherent buffer Acc { vec4 partAcc[]; };
layout(set = 0, binding = 4, std430) coherent buffer ML { vec2 partML[]; };

#if defined(PAGED) && defined(KV_I8)
#define MERGE_BINDING 9
#else
#define MERGE_BINDING 7
#endif
// a counter per (batch, kv head, row chunk): the workgroups of its splits that have written their partial
layout(set = 0, binding = MERGE_BINDING, std430) coherent buffer Done { uint done[]; };
#ifdef Q_F16
layout(set = 0, binding = MERGE_BINDING + 1, std430) writeonly buffer O { uint o[]; };
#else
layout(set = 0, binding = MERGE_BINDING + 1, std430) writeonly buffer O { float o[]; };
#endif

#ifdef PAGED
#define TOKENS_Q 1u
layout(set = 0, binding = 5, std430) readonly buffer Tables { uint tables[]; };
layout(set = 0, binding = 6, std430) readonly buffer Lengths { uint lengths[]; };
#ifdef KV_I8
layout(set = 0, binding = 7, std430) readonly buffer KScale { float kScale[]; };
layout(set = 0, binding = 8, std430) readonly buffer VScale { float vScale[]; };
#endif
layout(push_constant, std430) uniform Push {
  uint batch;
  uint heads;
  uint group;
  uint offQ;
  uint sQb;
  uint sQh;
  uint numBlocks;
  uint blockSize;
  uint maxBlocks;
  uint offK;
  uint offV;
  uint offT;
  uint offL;
  uint offKS;
  uint offVS;
  float scale;
  uint splits;
  uint splitSize;
  uint chunks;
  uint chunkRows;
  uint offO;
};
#else
#define TOKENS_Q tokensQ
layout(set = 0, binding = 5, std430) readonly buffer Mask { float mask[]; };
layout(set = 0, binding = 6, std430) readonly buffer KvLen { uint kvLength[]; };
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
  uint splits;
  uint splitSize;
  uint chunks;
  uint chunkRows;
  uint offO;
};
#endif

// q's vec4 i of chunk c at slot qSlot(c, i): a team's lanes read consecutive vec4s (no bank conflicts)
#define QSLOTS (CPT * NV4 * T)
shared vec4 sQ[RMAX][QSLOTS];
uint qSlot(uint c, uint i) {
  return ((c / T) * NV4 + i) * T + c % T;
}
// The merge of the subgroups' states, (m, l) per row and acc, SLOTS subgroups a round (4: the H200's
// workgroup of 4 subgroups in one round, in RMAX x D x 16 bytes of shared memory); invocation tid folds
// the vec4s tid + WG w of the R x D / 4 of acc.
#define SLOTS 4u
#define OWN ((RMAX * (D / 4) + WG - 1) / WG)
shared vec2 sML[SLOTS][RMAX];
shared vec4 sAcc[SLOTS][RMAX][QSLOTS]; // acc's slots as sQ's

// A key's place: the chunk index of its K row (V's is the same with offV) and, int8, its scales; or dead
// (a key past the split, or PAGED a block past the pool).
struct KeyAt {
  bool live;
  uint kAt;
  uint vAt;
#ifdef KV_I8
  float ks;
  float vs;
#endif
};

// What a team needs to find a key: the split's end, and the kv head's rows (contiguous: where they start
// and their stride, in chunks; PAGED: the kv head and the sequence's row of the block table).
struct Stream {
  uint kEnd;
#ifdef PAGED
  uint kh;
  uint tableRow;
#else
  uint kRow;
  uint kStride;
  uint vRow;
  uint vStride;
#endif
};

// The places of a step's keys j0 .. j0 + KPL - 1 (PAGED: one division for the step, the rest stepped).
void locate(Stream st, uint j0, out KeyAt a[KPL]) {
#ifdef PAGED
  const uint kvHeads = heads / group;
  uint blockOf = j0 / blockSize, inBlock = j0 - blockOf * blockSize;
#endif
  [[unroll]] for (uint kk = 0u; kk < KPL; kk++) {
    const uint j = j0 + kk;
    a[kk].live = j < st.kEnd;
#ifdef PAGED
    const uint blk = a[kk].live ? tables[st.tableRow + blockOf] : numBlocks;
    a[kk].live = blk < numBlocks;
    const uint row = a[kk].live ? blk * blockSize + inBlock : 0u;
    const uint base = (row * kvHeads + st.kh) * D;
    a[kk].kAt = (offK + base) / EPC;
    a[kk].vAt = (offV + base) / EPC;
#ifdef KV_I8
    a[kk].ks = a[kk].live ? kScale[offKS + row * kvHeads + st.kh] : 0.0;
    a[kk].vs = a[kk].live ? vScale[offVS + row * kvHeads + st.kh] : 0.0;
#endif
    if (++inBlock == blockSize) {
      inBlock = 0u;
      blockOf++;
    }
#else
    a[kk].kAt = st.kRow + j * st.kStride;
    a[kk].vAt = st.vRow + j * st.vStride;
#endif
  }
}

// lane part's chunks part, part + T, ... of a key's K and V rows (zeros for a dead key)
void fetch(KeyAt a, uint part, out CHUNK kc[CPT], out CHUNK vc[CPT]) {
  [[unroll]] for (uint u = 0u; u < CPT; u++) {
    const uint c = part + T * u;
    const bool ok = a.live && (FULL || c < CH);
    kc[u] = ok ? k[a.kAt + c] : CZERO;
    vc[u] = ok ? v[a.vAt + c] : CZERO;
  }
}

// The combine of the splits' partials, in this dispatch (the "last block" reduction): every workgroup of
// a row chunk publishes its partial and counts itself done; the one that counts last merges the chunk's
// splits into the rows,
//   out = sum_s exp(m_s - M) acc_s / sum_s exp(m_s - M) l_s,   M = max_s m_s,
// skipping splits with l_s = 0 (no valid key: exactly nothing) and giving 0 for a row with no weight (as
// the prefill path), the splits in index order so the result does not depend on which workgroup was last,
// and sets the counter back to 0 for the next dispatch. Invocation e takes vec4 e % (D / 4) of row
// e / (D / 4).
#ifndef MERGE
#define MERGE 8 // splits whose loads are issued together (H200, 1 x 4k in splits of 256: 8 18.1 us, 32 20.4)
#endif
shared bool sLast;
void combineIfLast(uint counter, uint firstRow, uint R) {
  memoryBarrierBuffer(); // this invocation's partial writes, before the count
  barrier();
  if (gl_LocalInvocationID.x == 0u) sLast = atomicAdd(done[counter], 1u) == splits - 1u;
  barrier();
  if (!sLast) return;
  memoryBarrierBuffer(); // the other workgroups' partials, after their counts
  for (uint e = gl_LocalInvocationID.x; e < R * (D / 4); e += WG) {
    const uint row = firstRow + e / (D / 4), c4 = e % (D / 4), first = row * splits;
    // one pass, MERGE splits' loads issued at a time (their latency, not their bytes, is the cost): the
    // running max M rescales l and a where a batch raises it
    float M = NEG_INF, l = 0.0;
    vec4 a = vec4(0.0);
    for (uint s0 = 0u; s0 < splits; s0 += MERGE) {
      vec2 ml[MERGE];
      vec4 pa[MERGE];
      [[unroll]] for (uint u = 0u; u < MERGE; u++) {
        const uint s = s0 + u;
        ml[u] = s < splits ? partML[first + s] : vec2(NEG_INF, 0.0);
        pa[u] = s < splits ? partAcc[(first + s) * (D / 4) + c4] : vec4(0.0);
      }
      float mNew = M;
      [[unroll]] for (uint u = 0u; u < MERGE; u++)
        if (ml[u].y != 0.0) mNew = max(mNew, ml[u].x); // a split with no valid key: exactly nothing
      if (mNew > M) {
        const float alpha = exp(M - mNew); // 0 while M is -inf (l and a are 0 then)
        l *= alpha;
        a *= alpha;
        M = mNew;
      }
      [[unroll]] for (uint u = 0u; u < MERGE; u++) {
        if (ml[u].y == 0.0) continue;
        const float w = exp(ml[u].x - M);
        l = fma(ml[u].y, w, l);
        a = fma(vec4(w), pa[u], a);
      }
    }
    const vec4 y = a * (l > 0.0 ? 1.0 / l : 0.0);
#ifdef Q_F16
    const uint at = (offO >> 1) + row * (D / 2) + 2u * c4;
    o[at] = packHalf2x16(y.xy);
    o[at + 1u] = packHalf2x16(y.zw);
#else
    const uint at = offO + row * D + 4u * c4;
    o[at] = y.x;
    o[at + 1u] = y.y;
    o[at + 2u] = y.z;
    o[at + 3u] = y.w;
#endif
  }
  if (gl_LocalInvocationID.x == 0u) done[counter] = 0u;
}

void main() {
  const uint kvHeads = heads / group;
  const uint g = linearGroup();
  if (g >= chunks * splits * kvHeads * batch) return;
  const uint chunk = g % chunks, split = (g / chunks) % splits;
  const uint kh = (g / (chunks * splits)) % kvHeads, b = g / (chunks * splits * kvHeads);
  const uint tid = gl_LocalInvocationID.x;
  const uint row0 = chunk * chunkRows;
  const uint R = min(chunkRows, group * TOKENS_Q - row0);
  const uint lane = gl_SubgroupInvocationID, part = lane % T;
  const uint team = gl_SubgroupID * (gl_SubgroupSize / T) + lane / T;

#ifdef PAGED
  const uint L = min(lengths[offL + b], maxBlocks * blockSize);
#else
  const uint L = min(tokensK, (flags & 4u) != 0u ? kvLength[offL + b * sLb] : kvLen);
  const bool causal = (flags & 1u) != 0u;
  const int shift = int(L) - int(tokensQ) + 1; // query i sees keys j < i + shift
  const uint kRow = (offK + b * sKb + kh * sKh) / EPC, kStride = sKt / EPC;
  const uint vRow = (offV + b * sVb + kh * sVh) / EPC, vStride = sVt / EPC;
#endif
  const uint kBegin = split * splitSize;
  const uint kEnd = min(kBegin + splitSize, L);

  for (uint e = tid; e < RMAX * (D / 4); e += WG) {
    const uint r = e / (D / 4), c4 = e % (D / 4);
    vec4 x = vec4(0.0);
    if (r < R) {
      const uint rr = row0 + r;
#ifdef PAGED
      x = loadQ4(offQ + b * sQb + (kh * group + rr) * sQh + 4u * c4);
#else
      x = loadQ4(offQ + b * sQb + (kh * group + rr / tokensQ) * sQh + (rr % tokensQ) * sQt + 4u * c4);
#endif
    }
    sQ[r][qSlot(c4 / NV4, c4 % NV4)] = x;
  }

  // per row: the last key it sees (exclusive) and, with a mask, where its mask row starts
  int limit[RMAX];
#ifndef PAGED
  uint maskRow[RMAX];
#endif
  [[unroll]] for (uint r = 0u; r < RMAX; r++) {
    const uint rr = row0 + r;
#ifdef PAGED
    limit[r] = int(kEnd);
#else
    const uint query = rr % tokensQ;
    limit[r] = causal ? min(int(kEnd), int(query) + shift) : int(kEnd);
    maskRow[r] = offM + b * sMb + (kh * group + rr / tokensQ) * sMh + query * sMq;
#endif
  }

  float m[RMAX], l[RMAX];
  vec4 acc[RMAX][CPT][NV4];
  [[unroll]] for (uint r = 0u; r < RMAX; r++) {
    m[r] = NEG_INF;
    l[r] = 0.0;
    [[unroll]] for (uint u = 0u; u < CPT; u++)
      [[unroll]] for (uint i = 0u; i < NV4; i++) acc[r][u][i] = vec4(0.0);
  }

  barrier(); // sQ written

  // the step at j0: each key's place, then its chunks; the places are found a step ahead of the loads
  // (PAGED: the table's load is in flight while a step is computed, not in the way of the next loads)
#ifdef PAGED
  const Stream st = Stream(kEnd, kh, offT + b * maxBlocks);
#else
  const Stream st = Stream(kEnd, kRow, kStride, vRow, vStride);
#endif
  const uint stride = NT * KPL;
  uint j0 = kBegin + team * KPL;
  KeyAt at[KPL], next[KPL];
  CHUNK kc[KPL][CPT], vc[KPL][CPT];
  locate(st, j0, at);
  [[unroll]] for (uint kk = 0u; kk < KPL; kk++) fetch(at[kk], part, kc[kk], vc[kk]);
  locate(st, j0 + stride, next);
  for (; j0 < kEnd; j0 += stride) {
    const KeyAt here[KPL] = at;
    CHUNK kn[KPL][CPT], vn[KPL][CPT];
    at = next;
    [[unroll]] for (uint kk = 0u; kk < KPL; kk++) fetch(at[kk], part, kn[kk], vn[kk]);
    locate(st, j0 + 2u * stride, next);

    float s[KPL][RMAX];
    [[unroll]] for (uint kk = 0u; kk < KPL; kk++)
      [[unroll]] for (uint r = 0u; r < RMAX; r++) s[kk][r] = 0.0;
    [[unroll]] for (uint u = 0u; u < CPT; u++) {
      const uint c = part + T * u;
      if (!FULL && c >= CH) continue;
      vec4 x[KPL][NV4];
      [[unroll]] for (uint kk = 0u; kk < KPL; kk++) unpackChunk(kc[kk][u], x[kk]);
      [[unroll]] for (uint r = 0u; r < RMAX; r++)
        [[unroll]] for (uint i = 0u; i < NV4; i++) {
          const vec4 qv = sQ[r][(u * NV4 + i) * T + part];
          [[unroll]] for (uint kk = 0u; kk < KPL; kk++) s[kk][r] += dot(qv, x[kk][i]);
        }
    }
    [[unroll]] for (uint o = 1u; o < T; o <<= 1u)
      [[unroll]] for (uint kk = 0u; kk < KPL; kk++)
        [[unroll]] for (uint r = 0u; r < RMAX; r++) s[kk][r] += subgroupShuffleXor(s[kk][r], o);

    [[unroll]] for (uint r = 0u; r < RMAX; r++) {
      float tileMax = NEG_INF;
      [[unroll]] for (uint kk = 0u; kk < KPL; kk++) {
        const uint j = j0 + kk;
        float x = NEG_INF;
        if (here[kk].live && int(j) < limit[r]) {
#ifdef KV_I8
          x = s[kk][r] * here[kk].ks * scale;
#else
          x = s[kk][r] * scale;
#endif
#ifndef PAGED
          if ((flags & 2u) != 0u) x += mask[maskRow[r] + j * sMk];
#endif
        }
        s[kk][r] = x;
        tileMax = max(tileMax, x);
      }
      const float mNew = max(m[r], tileMax);
      const float base = mNew == NEG_INF ? 0.0 : mNew; // all -inf so far: every weight exactly 0
      // rescaled only when the max grew (after the first steps, rarely): acc and l stay as they are else
      if (mNew > m[r]) {
        const float alpha = exp(m[r] - base);
        l[r] *= alpha;
        [[unroll]] for (uint u = 0u; u < CPT; u++)
          [[unroll]] for (uint i = 0u; i < NV4; i++) acc[r][u][i] *= alpha;
      }
      m[r] = mNew;
      [[unroll]] for (uint kk = 0u; kk < KPL; kk++) {
        const float w = exp(s[kk][r] - base);
        l[r] += w;
#ifdef KV_I8
        s[kk][r] = w * here[kk].vs;
#else
        s[kk][r] = w;
#endif
      }
    }

    [[unroll]] for (uint u = 0u; u < CPT; u++) {
      vec4 x[KPL][NV4];
      [[unroll]] for (uint kk = 0u; kk < KPL; kk++) unpackChunk(vc[kk][u], x[kk]);
      [[unroll]] for (uint r = 0u; r < RMAX; r++)
        [[unroll]] for (uint kk = 0u; kk < KPL; kk++)
          [[unroll]] for (uint i = 0u; i < NV4; i++) acc[r][u][i] = fma(vec4(s[kk][r]), x[kk][i], acc[r][u][i]);
    }
    kc = kn;
    vc = vn;
  }

  // the teams of a subgroup merged: (m, l, acc) of lane ^ o folded in, for o = T, 2T, ...
  for (uint o = T; o < gl_SubgroupSize; o <<= 1u) {
    [[unroll]] for (uint r = 0u; r < RMAX; r++) {
      const float mo = subgroupShuffleXor(m[r], o), lo = subgroupShuffleXor(l[r], o);
      const float mNew = max(m[r], mo);
      const float base = mNew == NEG_INF ? 0.0 : mNew;
      const float a = exp(m[r] - base), bo = exp(mo - base);
      l[r] = l[r] * a + lo * bo;
      m[r] = mNew;
      [[unroll]] for (uint u = 0u; u < CPT; u++)
        [[unroll]] for (uint i = 0u; i < NV4; i++) acc[r][u][i] = acc[r][u][i] * a + subgroupShuffleXor(acc[r][u][i], o) * bo;
    }
  }

  // then the subgroups, SLOTS at a time: their first teams put their states in shared memory, and each
  // invocation folds its vec4s of acc over them in subgroup order (one barrier a round, no chain of
  // subgroups waiting on each other) and writes them to the split's partial, the workgroup's stores
  // coalesced
  const bool first = lane < T;
  const uint subgroups = gl_NumSubgroups;
  const uint firstRow = (b * heads + kh * group) * TOKENS_Q + row0;
  float mAll[OWN], lAll[OWN];
  vec4 accAll[OWN];
  for (uint n0 = 0u; n0 < subgroups; n0 += SLOTS) {
    if (n0 > 0u) barrier(); // the previous round's slots read
    const uint sg = gl_SubgroupID - n0;
    if (first && sg < SLOTS) {
      [[unroll]] for (uint r = 0u; r < RMAX; r++) {
        if (part == 0u) sML[sg][r] = vec2(m[r], l[r]);
        [[unroll]] for (uint u = 0u; u < CPT; u++) {
          const uint c = part + T * u;
          if (!FULL && c >= CH) continue;
          [[unroll]] for (uint i = 0u; i < NV4; i++) sAcc[sg][r][(u * NV4 + i) * T + part] = acc[r][u][i];
        }
      }
    }
    barrier();
    const uint nEnd = min(SLOTS, subgroups - n0);
    [[unroll]] for (uint w = 0u; w < OWN; w++) {
      const uint e = tid + WG * w, r = e / (D / 4), c4 = e % (D / 4);
      if (r >= R) continue;
      for (uint n = 0u; n < nEnd; n++) {
        const vec2 so = sML[n][r];
        const vec4 ao = sAcc[n][r][qSlot(c4 / NV4, c4 % NV4)];
        if (n0 + n == 0u) {
          mAll[w] = so.x;
          lAll[w] = so.y;
          accAll[w] = ao;
          continue;
        }
        const float mNew = max(so.x, mAll[w]);
        const float base = mNew == NEG_INF ? 0.0 : mNew;
        const float a = exp(mAll[w] - base), bo = exp(so.x - base);
        lAll[w] = lAll[w] * a + so.y * bo;
        mAll[w] = mNew;
        accAll[w] = accAll[w] * a + ao * bo;
      }
    }
  }
  [[unroll]] for (uint w = 0u; w < OWN; w++) {
    const uint e = tid + WG * w, r = e / (D / 4), c4 = e % (D / 4);
    if (r >= R) continue;
    const uint slot = (firstRow + r) * splits + split;
    partAcc[slot * (D / 4) + c4] = accAll[w];
    if (c4 == 0u) partML[slot] = vec2(mAll[w], lAll[w]);
  }
  combineIfLast((b * (heads / group) + kh) * chunks + chunk, firstRow, R);
}
