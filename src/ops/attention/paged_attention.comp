#version 450
// Paged decode attention (vLLM's paged_attention): one query per sequence, q [seqs, heads, D], over keys and
// values that live in a block pool, k and v caches [numBlocks, blockSize, kvHeads, D]; sequence s's key j is
// at block blockTables[s][j / blockSize], row j % blockSize. The split pass of flash-decoding: one
// workgroup takes one (sequence, kv head, chunk of up to GQ of that kv head's query heads, split of the
// context) so each K and V row it stages serves every query head of the chunk (GQA: read once per kv head
// when group <= GQ). Keys are walked in tiles of BK with an online softmax (f32), as attention.comp; the
// partial (m, l) and acc go to attention_combine.comp's layout ([seqs * heads][splits]).
//
// The context is L = min(contextLengths[s], maxBlocks * blockSize); a split past L, or L = 0, writes
// (-inf, 0) and zeros (the combine gives 0). A block-table entry >= numBlocks is never read: its keys weigh 0.
//
// Variants (paged-kernels.ts): q f32 | f16 (Q_F16, read as words of two halves) x cache f32 | f16 (KV_F16)
//   | i8 (KV_I8: four codes a word, sign-extended; K's per-row scale multiplies the score and V's the
//   weight) x D.
// Bindings: 0 q, 1 kCache, 2 vCache, 3 blockTables (u32), 4 contextLengths (u32) (readonly), 5 partial acc
//   [rows][splits][D/2] vec2, 6 partial (m, l) [rows][splits], then (KV_I8) 7 kScale, 8 vScale
//   [numBlocks * blockSize][kvHeads] f32.
// Push constants: extents; element offsets of q (contiguous), the caches, the tables (contiguous rows of
//   maxBlocks), the lengths, the scales; scale; splits and splitSize.
// Workgroup: WG = 128 invocations, fixed. Grid: splits x kvHeads x chunks x seqs as one line.

#extension GL_EXT_control_flow_attributes : require

#define WG 128
layout(local_size_x = WG) in;

#include "index.glsl"

#define GQ 8
#define PAIRS (D / 2)
#define TPR (WG / GQ)
#define PPT ((PAIRS + TPR - 1) / TPR)

#ifdef Q_F16
layout(set = 0, binding = 0, std430) readonly buffer Q { uint q[]; };
#define LOADQ(e) unpackHalf2x16(q[(e) >> 1])
#else
layout(set = 0, binding = 0, std430) readonly buffer Q { float q[]; };
#define LOADQ(e) vec2(q[e], q[(e) + 1])
#endif

#if defined(KV_F16)
layout(set = 0, binding = 1, std430) readonly buffer K { uint k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { uint v[]; };
#define LOADKV(buf, e) unpackHalf2x16(buf[(e) >> 1])
#elif defined(KV_I8)
layout(set = 0, binding = 1, std430) readonly buffer K { int k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { int v[]; };
// codes e and e + 1 (e even) of a word of four
#define LOADKV(buf, e) vec2(bitfieldExtract(buf[(e) >> 2], int(((e) & 3u) * 8u), 8), bitfieldExtract(buf[(e) >> 2], int(((e) & 3u) * 8u + 8u), 8))
#else
layout(set = 0, binding = 1, std430) readonly buffer K { float k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { float v[]; };
#define LOADKV(buf, e) vec2(buf[e], buf[(e) + 1])
#endif

layout(set = 0, binding = 3, std430) readonly buffer Tables { uint tables[]; };
layout(set = 0, binding = 4, std430) readonly buffer Lengths { uint lengths[]; };
layout(set = 0, binding = 5, std430) writeonly buffer Acc { vec2 partAcc[]; };
layout(set = 0, binding = 6, std430) writeonly buffer ML { vec2 partML[]; };
#ifdef KV_I8
layout(set = 0, binding = 7, std430) readonly buffer KScale { float kScale[]; };
layout(set = 0, binding = 8, std430) readonly buffer VScale { float vScale[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint seqs;
  uint heads;
  uint kvHeads;
  uint group;
  uint chunks;
  uint numBlocks;
  uint blockSize;
  uint maxBlocks;
  uint offQ;
  uint offK;
  uint offV;
  uint offT;
  uint offL;
  uint offKS;
  uint offVS;
  float scale;
  uint splits;
  uint splitSize;
};

#define NEG_INF uintBitsToFloat(0xff800000u)
#define DEAD 0xffffffffu

shared vec2 sQ[GQ][PAIRS];
// K rows padded by a pair: the score phase reads one pair of BK keys at once, which a row stride of PAIRS
// pairs (a multiple of 32 banks) would put in one bank
shared vec2 sK[BK][PAIRS + 1];
shared vec2 sV[BK][PAIRS];
shared float sS[GQ][BK];
shared uint sRow[BK]; // a tile key's row in the pool (block * blockSize + offset), or DEAD
#ifdef KV_I8
shared float sKs[BK];
shared float sVs[BK];
#endif

void main() {
  const uint g = linearGroup();
  if (g >= splits * kvHeads * chunks * seqs) return;
  const uint split = g % splits;
  const uint kh = (g / splits) % kvHeads;
  const uint chunk = (g / (splits * kvHeads)) % chunks;
  const uint s = g / (splits * kvHeads * chunks);
  const uint tid = gl_LocalInvocationID.x;
  const uint r = tid / TPR, lane = tid % TPR;
  const uint h0 = kh * group + chunk * GQ; // the chunk's first query head
  const uint nq = min(uint(GQ), group - chunk * GQ);

  const uint L = min(lengths[offL + s], maxBlocks * blockSize);
  const uint kBegin = split * splitSize;
  const uint kEnd = min(kBegin + splitSize, L);

  for (uint e = tid; e < GQ * PAIRS; e += WG) {
    const uint qi = e / PAIRS, p = e % PAIRS;
    sQ[qi][p] = qi < nq ? LOADQ(offQ + ((s * heads + h0 + qi) * D) + 2u * p) * scale : vec2(0.0);
  }

  float m = NEG_INF, l = 0.0;
  vec2 acc[PPT];
  [[unroll]] for (uint i = 0u; i < PPT; i++) acc[i] = vec2(0.0);

  for (uint k0 = kBegin; k0 < kEnd; k0 += BK) {
    barrier(); // the previous tile is consumed (and sQ written, the first time)
    if (tid < BK) {
      const uint j = k0 + tid;
      uint row = DEAD;
      if (j < kEnd) {
        const uint blk = tables[offT + s * maxBlocks + j / blockSize];
        if (blk < numBlocks) row = blk * blockSize + j % blockSize;
      }
      sRow[tid] = row;
#ifdef KV_I8
      sKs[tid] = row != DEAD ? kScale[offKS + row * kvHeads + kh] : 0.0;
      sVs[tid] = row != DEAD ? vScale[offVS + row * kvHeads + kh] : 0.0;
#endif
    }
    barrier();
    for (uint e = tid; e < BK * PAIRS; e += WG) {
      const uint kj = e / PAIRS, p = e % PAIRS, row = sRow[kj];
      const uint at = (row * kvHeads + kh) * D + 2u * p;
      sK[kj][p] = row != DEAD ? LOADKV(k, offK + at) : vec2(0.0);
      sV[kj][p] = row != DEAD ? LOADKV(v, offV + at) : vec2(0.0);
    }
    barrier();
    for (uint e = tid; e < GQ * BK; e += WG) {
      const uint qi = e / BK, kj = e % BK;
      float sc = NEG_INF;
      if (qi < nq && sRow[kj] != DEAD) {
        sc = 0.0;
        [[unroll]] for (uint p = 0u; p < PAIRS; p++) {
          const vec2 a = sQ[qi][p], c = sK[kj][p];
          sc = fma(a.x, c.x, fma(a.y, c.y, sc));
        }
#ifdef KV_I8
        sc *= sKs[kj];
#endif
      }
      sS[qi][kj] = sc;
    }
    barrier();
    if (r < nq) {
      float tileMax = NEG_INF;
      [[unroll]] for (uint kj = 0u; kj < BK; kj++) tileMax = max(tileMax, sS[r][kj]);
      const float mNew = max(m, tileMax);
      const float base = mNew == NEG_INF ? 0.0 : mNew; // all -inf so far: every weight exactly 0
      const float alpha = exp(m - base);
      l *= alpha;
      [[unroll]] for (uint i = 0u; i < PPT; i++) acc[i] *= alpha;
      [[unroll]] for (uint kj = 0u; kj < BK; kj++) {
        const float w = exp(sS[r][kj] - base);
        l += w;
#ifdef KV_I8
        const vec2 wv = vec2(w * sVs[kj]);
#else
        const vec2 wv = vec2(w);
#endif
        [[unroll]] for (uint i = 0u; i < PPT; i++) {
          const uint p = lane + TPR * i;
          if (p < PAIRS) acc[i] = fma(wv, sV[kj][p], acc[i]);
        }
      }
      m = mNew;
    }
  }

  if (r >= nq) return;
  const uint slot = (s * heads + h0 + r) * splits + split;
  [[unroll]] for (uint i = 0u; i < PPT; i++) {
    const uint p = lane + TPR * i;
    if (p < PAIRS) partAcc[slot * PAIRS + p] = acc[i];
  }
  if (lane == 0u) partML[slot] = vec2(m, l);
}
