#version 450
// The split pass of flash-decoding, GQA-native: one workgroup takes one (batch, kv head, split of the keys,
// chunk of rows) where the rows are the kv head's query rows, row r = hh * tokensQ + i for query i of its
// query head kh * group + hh. Every K and V element of the split is loaded from memory once (16-byte
// chunks of K, pairs of V, straight into registers) and serves all R <= RMAX rows, so K/V traffic is that
// of the kv heads, not heads / kvHeads times it; rows past RMAX (group * tokensQ > RMAX) take more chunks,
// each reading the split again. The partial (m, l) and acc of each row go to binding 3 and 4 (the layout of
// attention_combine.comp: [batch * heads * tokensQ][splits]).
//
// Per tile of BK keys (software-pipelined: the next tile's K is loaded while this tile's softmax and V
// phases run, the next V while the next scores are computed):
//   scores: NP invocations per key, each a dot of its chunks of K (chunk part + NP u) with every row's q
//     (q staged once in shared memory, unscaled: s = scale * (q . k)); the NP partials go to sP.
//   softmax: invocation r < R owns row r's running max m and sum l: it adds the partials in a fixed order
//     (the result does not depend on the grid: replays are bit-identical), applies scale, mask, causal and
//     kvLength, and rescales by alpha = exp(m_old - m_new); the weights go back into sP.
//   V: invocation (pair p, lane) multiplies its keys' V pair (keys lane, lane + KL, ...) into acc[R], after
//     acc *= alpha; at the end the KL lanes' acc are added in shared memory (lane order fixed).
// Keys past L = min(tokensK, kvLength) (kvLength a push value or read from a device u32 tensor), and with
// causal those at or past i + L - tokensQ + 1 (bottom-right alignment), score -inf and weigh exactly 0; a
// split past L loads nothing and writes (-inf, 0) and zeros, which the combine skips.
//
// Defines (kernels.ts): D, RMAX (rows per workgroup, a multiple of 4), NP (invocations per key in the
// score phase), F16 (q, k, v f16: q and K read as 16-byte chunks of halves, V as words of two halves).
// Alignment (checked by the op, which copies an operand that fails it): K's and V's element offset and
// batch, head and token strides are multiples of a 16-byte chunk (8 halves or 4 floats); q's even for f16.
// Bindings: 0 q, 1 k, 2 v (readonly), 3 partial acc [rows][splits][D/2] vec2, 4 partial (m, l)
//   [rows][splits] (writeonly), 5 mask (f32), 6 kvLength (u32) (readonly; the op binds q where unused).
// Push constants: extents; element offsets and strides (batch, head, token) of q, k, v; the mask's offset
//   and strides over [batch, heads, tokensQ, tokensK] (0 where broadcast); kvLen, or kvLength's offset and
//   batch stride; flags (1 causal, 2 mask, 4 kvLength from the buffer); scale; splits, splitSize; row
//   chunks and rows per chunk.
// Workgroup: WG = 128 invocations, fixed. Grid: chunks x splits x kvHeads x batch as one line.

#extension GL_EXT_control_flow_attributes : require

#define WG 128
layout(local_size_x = WG) in;

#include "index.glsl"

#define BK (WG / NP)
#define PAIRS (D / 2)
#define KL (WG / PAIRS)
#define VPT ((BK + KL - 1) / KL)
#define R4 (RMAX / 4)
#define PSTRIDE (WG + 1)

#ifdef F16
#define EPC 8
#define CHUNK uvec4
layout(set = 0, binding = 0, std430) readonly buffer Q { uint q[]; };
layout(set = 0, binding = 1, std430) readonly buffer K { uvec4 k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { uint v[]; };
#define VPAIR uint
#define VZERO 0u
#define UNPACKV(x) unpackHalf2x16(x)
CHUNK loadQ(uint e) {
  const uint w = e >> 1;
  return uvec4(q[w], q[w + 1u], q[w + 2u], q[w + 3u]);
}
// A chunk of K unpacked once per tile, then dotted with every row's q chunk.
#define KCHUNK mat2x4
KCHUNK unpackK(CHUNK a) {
  return KCHUNK(vec4(unpackHalf2x16(a.x), unpackHalf2x16(a.y)), vec4(unpackHalf2x16(a.z), unpackHalf2x16(a.w)));
}
float chunkDot(CHUNK a, KCHUNK b) {
  const KCHUNK x = unpackK(a);
  return dot(x[0], b[0]) + dot(x[1], b[1]);
}
#else
#define EPC 4
#define CHUNK vec4
layout(set = 0, binding = 0, std430) readonly buffer Q { float q[]; };
layout(set = 0, binding = 1, std430) readonly buffer K { vec4 k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { vec2 v[]; };
#define VPAIR vec2
#define VZERO vec2(0.0)
#define UNPACKV(x) (x)
CHUNK loadQ(uint e) {
  return vec4(q[e], q[e + 1u], q[e + 2u], q[e + 3u]);
}
#define KCHUNK vec4
#define unpackK(a) (a)
float chunkDot(CHUNK a, KCHUNK b) {
  return dot(a, b);
}
#endif
#define CH (D / EPC)
#define CPT ((CH + NP - 1) / NP)

layout(set = 0, binding = 3, std430) writeonly buffer Acc { vec2 partAcc[]; };
layout(set = 0, binding = 4, std430) writeonly buffer ML { vec2 partML[]; };
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
};

#define NEG_INF uintBitsToFloat(0xff800000u)

shared CHUNK sQ[RMAX][CH];
// Score partials [row / 4][key * NP + part] (rows in the components), then in the part-0 slot the score
// and the weight; after the key loop, the lanes' acc sums. The pad word per row block keeps the softmax
// phase's reads of rows 0..31 on distinct banks.
shared vec4 sP[R4][PSTRIDE];
shared float sAlpha[RMAX];

// Acc slot e (row * PAIRS + pair) of the lane sums, two to a vec4 of sP (D <= 128 whenever KL > 1).
vec2 redLoad(uint e) {
  const uint w = e >> 1;
  const vec4 x = sP[w / PSTRIDE][w % PSTRIDE];
  return (e & 1u) == 0u ? x.xy : x.zw;
}
void redStore(uint e, vec2 y) {
  const uint w = e >> 1;
  if ((e & 1u) == 0u) sP[w / PSTRIDE][w % PSTRIDE].xy = y;
  else sP[w / PSTRIDE][w % PSTRIDE].zw = y;
}

void main() {
  const uint kvHeads = heads / group;
  const uint g = linearGroup();
  if (g >= chunks * splits * kvHeads * batch) return;
  const uint chunk = g % chunks, split = (g / chunks) % splits;
  const uint kh = (g / (chunks * splits)) % kvHeads, b = g / (chunks * splits * kvHeads);
  const uint tid = gl_LocalInvocationID.x;
  const uint row0 = chunk * chunkRows;
  const uint R = min(chunkRows, group * tokensQ - row0);

  const uint L = min(tokensK, (flags & 4u) != 0u ? kvLength[offL + b * sLb] : kvLen);
  const uint kBegin = split * splitSize;
  const uint kEnd = min(kBegin + splitSize, L);
  const bool causal = (flags & 1u) != 0u;
  const int shift = int(L) - int(tokensQ) + 1; // query i sees keys j < i + shift

  for (uint e = tid; e < RMAX * CH; e += WG) {
    const uint r = e / CH, c = e % CH;
    CHUNK x = CHUNK(0);
    if (r < R) {
      const uint rr = row0 + r;
      x = loadQ(offQ + b * sQb + (kh * group + rr / tokensQ) * sQh + (rr % tokensQ) * sQt + c * EPC);
    }
    sQ[r][c] = x;
  }

  // score phase: key kjS, chunks part + NP u; V phase: pair p of keys lane + KL n
  const uint part = tid % NP, kjS = tid / NP;
  const uint p = tid % PAIRS, lane = tid / PAIRS;
  const uint kRow = (offK + b * sKb + kh * sKh) / EPC, kStride = sKt / EPC;
  const uint vRow = (offV + b * sVb + kh * sVh) / 2u, vStride = sVt / 2u;

  CHUNK kr[CPT];
  VPAIR vr[VPT];
  [[unroll]] for (uint u = 0u; u < CPT; u++) {
    const uint c = part + NP * u, j = kBegin + kjS;
    kr[u] = c < CH && j < kEnd ? k[kRow + j * kStride + c] : CHUNK(0);
  }
  [[unroll]] for (uint n = 0u; n < VPT; n++) {
    const uint kj = lane + KL * n, j = kBegin + kj;
    vr[n] = lane < KL && kj < BK && j < kEnd ? v[vRow + j * vStride + p] : VZERO;
  }

  // the softmax state of row tid (tid < R)
  float m = NEG_INF, l = 0.0;
  const uint myRow = row0 + tid;
  const int myQuery = int(myRow % tokensQ);
  const uint myMask = offM + b * sMb + (kh * group + myRow / tokensQ) * sMh + uint(myQuery) * sMq;

  vec2 acc[RMAX];
  [[unroll]] for (uint r = 0u; r < RMAX; r++) acc[r] = vec2(0.0);

  barrier(); // sQ written
  for (uint k0 = kBegin; k0 < kEnd; k0 += BK) {
    float dots[RMAX];
    [[unroll]] for (uint r = 0u; r < RMAX; r++) dots[r] = 0.0;
    [[unroll]] for (uint u = 0u; u < CPT; u++) {
      const uint c = part + NP * u;
      if (c >= CH) continue;
      const KCHUNK kc = unpackK(kr[u]);
      [[unroll]] for (uint r = 0u; r < RMAX; r++)
        if (r < R) dots[r] += chunkDot(sQ[r][c], kc);
    }
    barrier(); // the previous tile's weights are consumed
    [[unroll]] for (uint r4 = 0u; r4 < R4; r4++)
      if (4u * r4 < R) sP[r4][tid] = vec4(dots[4u * r4], dots[4u * r4 + 1u], dots[4u * r4 + 2u], dots[4u * r4 + 3u]);
    [[unroll]] for (uint u = 0u; u < CPT; u++) {
      const uint c = part + NP * u, j = k0 + BK + kjS;
      kr[u] = c < CH && j < kEnd ? k[kRow + j * kStride + c] : CHUNK(0);
    }
    barrier();

    if (tid < R) {
      const uint r4 = tid / 4u, rc = tid % 4u;
      float tileMax = NEG_INF;
      [[unroll]] for (uint kj = 0u; kj < BK; kj++) {
        const uint j = k0 + kj;
        float s = NEG_INF;
        if (j < kEnd && (!causal || int(j) < myQuery + shift)) {
          float d = 0.0;
          [[unroll]] for (uint pp = 0u; pp < NP; pp++) d += sP[r4][kj * NP + pp][rc];
          s = d * scale;
          if ((flags & 2u) != 0u) s += mask[myMask + j * sMk];
        }
        sP[r4][kj * NP][rc] = s;
        tileMax = max(tileMax, s);
      }
      const float mNew = max(m, tileMax);
      const float base = mNew == NEG_INF ? 0.0 : mNew; // all -inf so far: every weight exactly 0
      const float alpha = exp(m - base);
      l *= alpha;
      [[unroll]] for (uint kj = 0u; kj < BK; kj++) {
        const float w = exp(sP[r4][kj * NP][rc] - base);
        l += w;
        sP[r4][kj * NP][rc] = w;
      }
      m = mNew;
      sAlpha[tid] = alpha;
    }
    barrier();

    if (lane < KL) {
      [[unroll]] for (uint r = 0u; r < RMAX; r++)
        if (r < R) acc[r] *= sAlpha[r];
      [[unroll]] for (uint n = 0u; n < VPT; n++) {
        const uint kj = lane + KL * n;
        if (kj >= BK) continue;
        const vec2 x = UNPACKV(vr[n]);
        [[unroll]] for (uint r4 = 0u; r4 < R4; r4++) {
          if (4u * r4 >= R) continue;
          const vec4 w = sP[r4][kj * NP];
          acc[4u * r4] = fma(vec2(w.x), x, acc[4u * r4]);
          acc[4u * r4 + 1u] = fma(vec2(w.y), x, acc[4u * r4 + 1u]);
          acc[4u * r4 + 2u] = fma(vec2(w.z), x, acc[4u * r4 + 2u]);
          acc[4u * r4 + 3u] = fma(vec2(w.w), x, acc[4u * r4 + 3u]);
        }
      }
      [[unroll]] for (uint n = 0u; n < VPT; n++) {
        const uint kj = lane + KL * n, j = k0 + BK + kj;
        vr[n] = kj < BK && j < kEnd ? v[vRow + j * vStride + p] : VZERO;
      }
    }
  }

  // the lanes' sums: lane KL - 1 stores, the lanes below add theirs in turn, lane 0 writes the result
  if (KL > 1) {
    barrier();
    [[unroll]] for (uint ln = KL - 1u; ln > 0u; ln--) {
      if (lane == ln) {
        [[unroll]] for (uint r = 0u; r < RMAX; r++) {
          if (r >= R) continue;
          const uint e = r * PAIRS + p;
          redStore(e, ln == KL - 1u ? acc[r] : redLoad(e) + acc[r]);
        }
      }
      barrier();
    }
  }
  const uint firstRow = (b * heads + kh * group) * tokensQ + row0;
  if (lane == 0u) {
    [[unroll]] for (uint r = 0u; r < RMAX; r++) {
      if (r >= R) continue;
      const vec2 y = KL > 1 ? redLoad(r * PAIRS + p) + acc[r] : acc[r];
      partAcc[((firstRow + r) * splits + split) * PAIRS + p] = y;
    }
  }
  if (tid < R) partML[(firstRow + tid) * splits + split] = vec2(m, l);
}
