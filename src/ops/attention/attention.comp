#version 450
// Scaled dot-product attention over q [batch, heads, tokensQ, D] and k, v [batch, kvHeads, tokensK, D]
// (the prefill path; decoding is attention_decode.comp):
//   out[i] = sum_j softmax_j(scale * q_i . k_j + mask[i, j]) v_j
// with query head h reading kv head h / group (GQA natively: K and V are never repeated). One workgroup
// takes BQ query rows of one (batch, head) and all their keys; it walks them in tiles of BK keys
// staged in shared memory (q once, scaled), with an online softmax: per row a running max m, sum l and
// weighted V sum acc, rescaled by exp(m_old - m_new) when the max grows. f32 softmax and accumulation.
//
// Keys that do not count score -inf and weigh exactly 0: those at or past the valid count L = min(tokensK,
// kvLength) (kvLength a push value or read from a device u32 tensor, so a captured graph replays for a new
// length), and with causal those past i + L - tokensQ (bottom-right alignment, as PyTorch's is_causal
// with a KV cache). A row whose keys all weigh 0 (l = 0) gives 0, not NaN.
//
// The keys are every key of the row block (causal: up to the block's last visible key); the result is
// normalised and written out.
// Variants (kernels.ts): f32 | f16 (read as words of two halves; f16 out) x D.
//
// Bindings: 0 q, 1 k, 2 v (readonly), 3 out, 4 mask (f32), 5 kvLength (u32); the op binds some tensor at
//   unused ones (flags say which are read).
// Push constants: extents; element offsets and strides (batch, head, token; the last dimension is
//   contiguous) of q, k, v; out's element offset (contiguous [batch, heads, tokensQ, D]); the mask's offset
//   and strides over [batch, heads, tokensQ, tokensK] (0 where broadcast); kvLen, or kvLength's offset and
//   batch stride; flags (1 causal, 2 mask, 4 kvLength from the buffer); scale; blocks (row blocks per
//   head).
// Workgroup: WG = 128 invocations, fixed (the row / pair mapping depends on it). Grid: blocks x heads x
// batch as one line (linearGroup()).

#extension GL_EXT_control_flow_attributes : require

#define WG 128
layout(local_size_x = WG) in;

#include "index.glsl"

#define PAIRS (D / 2)
#define TPR (WG / BQ)
#define PPT ((PAIRS + TPR - 1) / TPR)

#ifdef F16
layout(set = 0, binding = 0, std430) readonly buffer Q { uint q[]; };
layout(set = 0, binding = 1, std430) readonly buffer K { uint k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { uint v[]; };
#define LOAD2(buf, e) unpackHalf2x16(buf[(e) >> 1])
#else
layout(set = 0, binding = 0, std430) readonly buffer Q { float q[]; };
layout(set = 0, binding = 1, std430) readonly buffer K { float k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { float v[]; };
#define LOAD2(buf, e) vec2(buf[e], buf[(e) + 1])
#endif

#ifdef F16
layout(set = 0, binding = 3, std430) writeonly buffer O { uint o[]; };
#else
layout(set = 0, binding = 3, std430) writeonly buffer O { float o[]; };
#endif
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

shared vec2 sQ[BQ][PAIRS];
shared vec2 sK[BK][PAIRS];
shared vec2 sV[BK][PAIRS];
shared float sS[BQ][BK];

void main() {
  const uint g = linearGroup();
  if (g >= blocks * heads * batch) return;
  const uint blk = g % blocks;
  const uint h = (g / blocks) % heads;
  const uint b = g / (blocks * heads);
  const uint kh = h / group;
  const uint tid = gl_LocalInvocationID.x;
  const uint r = tid / TPR, lane = tid % TPR;

  const uint L = min(tokensK, (flags & 4u) != 0u ? kvLength[offL + b * sLb] : kvLen);
  const uint q0 = blk * BQ, nq = min(uint(BQ), tokensQ - q0);
  uint kEnd = L;
  const bool causal = (flags & 1u) != 0u;
  // query i sees keys j < i + 1 + L - tokensQ (as ints: L may be below tokensQ)
  const int shift = int(L) - int(tokensQ) + 1;
  if (causal) kEnd = uint(clamp(int(q0 + nq) - 1 + shift, 0, int(kEnd)));

  const uint qBase = offQ + b * sQb + h * sQh;
  for (uint e = tid; e < BQ * PAIRS; e += WG) {
    const uint qi = e / PAIRS, p = e % PAIRS;
    sQ[qi][p] = qi < nq ? LOAD2(q, qBase + (q0 + qi) * sQt + 2u * p) * scale : vec2(0.0);
  }

  const uint kBase = offK + b * sKb + kh * sKh, vBase = offV + b * sVb + kh * sVh;
  const uint mBase = offM + b * sMb + h * sMh;
  float m = NEG_INF, l = 0.0;
  vec2 acc[PPT];
  [[unroll]] for (uint i = 0u; i < PPT; i++) acc[i] = vec2(0.0);

  for (uint k0 = 0u; k0 < kEnd; k0 += BK) {
    barrier(); // the previous tile is consumed (and sQ written, the first time)
    for (uint e = tid; e < BK * PAIRS; e += WG) {
      const uint kj = e / PAIRS, p = e % PAIRS, j = k0 + kj;
      const bool live = j < kEnd;
      sK[kj][p] = live ? LOAD2(k, kBase + j * sKt + 2u * p) : vec2(0.0);
      sV[kj][p] = live ? LOAD2(v, vBase + j * sVt + 2u * p) : vec2(0.0);
    }
    barrier();
    for (uint e = tid; e < BQ * BK; e += WG) {
      const uint qi = e / BK, kj = e % BK, j = k0 + kj;
      float s = NEG_INF;
      if (qi < nq && j < kEnd && (!causal || int(j) < int(q0 + qi) + shift)) {
        s = 0.0;
        [[unroll]] for (uint p = 0u; p < PAIRS; p++) {
          const vec2 a = sQ[qi][p], c = sK[kj][p];
          s = fma(a.x, c.x, fma(a.y, c.y, s));
        }
        if ((flags & 2u) != 0u) s += mask[mBase + (q0 + qi) * sMq + j * sMk];
      }
      sS[qi][kj] = s;
    }
    barrier();
    if (r < nq) { // rows past the queries skip the update
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
        [[unroll]] for (uint i = 0u; i < PPT; i++) {
          const uint p = lane + TPR * i;
          if (p < PAIRS) acc[i] = fma(vec2(w), sV[kj][p], acc[i]);
        }
      }
      m = mNew;
    }
  }

  if (r >= nq) return;
  const uint row = (b * heads + h) * tokensQ + q0 + r;
  const float inv = l > 0.0 ? 1.0 / l : 0.0;
  [[unroll]] for (uint i = 0u; i < PPT; i++) {
    const uint p = lane + TPR * i;
    if (p >= PAIRS) continue;
    const vec2 y = acc[i] * inv;
#ifdef F16
    o[(offO >> 1) + row * PAIRS + p] = packHalf2x16(y);
#else
    o[offO + row * D + 2u * p] = y.x;
    o[offO + row * D + 2u * p + 1u] = y.y;
#endif
  }
}
