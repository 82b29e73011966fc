#version 450
// qgemm_q8: C[m, n] = sum over 32-weight blocks b of X's and W's int8 codes' dot products, scaled in f32: the
// int8 dot-product form of C = X Wᵀ. X [M, K] is ggml's q8_1 blocks (quant.quantizeActivations: f16 d, f16 s,
// int8 q[32]; 9 words, row m at word offX + m * ldx). W [N, K] is a GGML format read verbatim (row n at byte
// offW + n * ldw), and C [M, N] f32 contiguous at offC. Each step takes one q8_1 block of K: W's 32 weights
// there as int8 codes c with, per half of 16, a scale a and an offset m (w = a c + m), so that
//   sum_i w_i x_i = dx * sum over halves (a * sum_i c_i qx_i + m * sum_i qx_i).
// The codes per format: q8_0's int8; q4_0 / q5_0 centred by 8 / 16 (a = d); q4_1 / q5_1 0..15 / 0..31 (a = d,
// m = the block's m); q4_K / q5_K a sub-block of 32 (a = d sc, m = -dmin min, 6-bit pairs); q6_K centred by 32,
// q3_K by 4 (a = d sc per half: sub-blocks of 16); q2_K 0..3 (a = d sc, m = -dmin min per half); iq4_nl /
// iq4_xs the codebook's int8 values (a = d, or d (ls - 32) per sub-block of 32); tq2_0 2-bit codes centred by
// 1 (a = d). The offsets weigh the x codes' sum taken exactly (an integer dot with ones), not q8_1's f16 s
// (rounded). The integer sums are exact (|sum| <= 32 * 127 * 128 < 2^24), so only the per-block scaling and
// the sum over blocks round, in f32.
//
// Bindings (set 0): 0 = W blocks (readonly, words), 1 = X blocks (readonly, words), 2 = C (writeonly).
// Push constants: M, N, K; offW, ldw (bytes); offX, ldx (32-bit words); offC (floats); tilesM.
// Workgroup size: fixed, (BM / TM) * (BN / TN) = 256 invocations. Grid: as qgemm.comp (a 1-D count, M first).
// Defines (src/quant/gemm/kernels.ts): W_<FORMAT> (Q8_0 Q4_0 Q4_1 Q5_0 Q5_1 Q2_K Q3_K Q4_K Q5_K Q6_K IQ4_NL
//   IQ4_XS TQ2_0) and BLOCK_BYTES.
// Needs GL_EXT_integer_dot_product (VK_KHR_shader_integer_dot_product, shaderIntegerDotProduct).
//
// Scheme: one q8_1 block (32 weights) of K per step. The X tile (BM rows: d, and q as 8 packed words) and the
// W tile (BN rows: a, m, and the codes as 8 words of signed int8) go to shared memory; invocation (tx, ty)
// owns rows ty + i * TY and columns tx + j * TX, so neighbouring invocations read neighbouring rows. Each
// of its TM x TN outputs takes 8 dotPacked4x8EXT per block, then its f32 scaling.

#extension GL_EXT_integer_dot_product : require
#extension GL_EXT_control_flow_attributes : require

#define BM 64
#define BN 64
#define TM 4
#define TN 4
#define TX (BN / TN)
#define TY (BM / TM)
#define WG (TX * TY)

layout(local_size_x = WG) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer Wq { uint qw[]; };
layout(set = 0, binding = 1, std430) readonly buffer Xq { uint xq[]; };
layout(set = 0, binding = 2, std430) writeonly buffer Cv { float c[]; };

#include "ggml_blocks.glsl"

layout(push_constant, std430) uniform Push {
  uint M;
  uint N;
  uint K;
  uint offW;
  uint ldw;
  uint offX;
  uint ldx;
  uint offC;
  uint tilesM;
} pc;

// The formats whose W blocks are 256-weight superblocks (8 steps each), and those scaled per half of a step.
#if defined(W_Q2_K) || defined(W_Q3_K) || defined(W_Q4_K) || defined(W_Q5_K) || defined(W_Q6_K) || defined(W_IQ4_XS) || defined(W_TQ2_0)
#define SUPER
#endif
#if defined(W_Q2_K) || defined(W_Q3_K) || defined(W_Q6_K)
#define HALF_SCALES
#endif
#if defined(W_Q4_1) || defined(W_Q5_1) || defined(W_Q2_K) || defined(W_Q4_K) || defined(W_Q5_K)
#define W_MIN
#endif

shared uvec4 Xs[BM][2]; // X row m's 32 codes, packed 4 to a word
shared float Xd[BM];
shared uvec4 Ws[BN][2]; // W row n's 32 codes as signed int8, packed 4 to a word
shared float Wd[BN];    // the scale a (of the first half with HALF_SCALES)
#ifdef HALF_SCALES
shared float Wd1[BN]; // the second half's scale
#endif
#ifdef W_MIN
shared float Wm[BN]; // the offset m (w = a c + m; of the first half with HALF_SCALES)
#ifdef HALF_SCALES
shared float Wm1[BN];
#endif
#endif

#if defined(W_Q4_0) || defined(W_Q4_1)
#define CODES_AT (BLOCK_BYTES - 16u) // after d (and m)
#elif defined(W_Q5_0) || defined(W_Q5_1)
#define CODES_AT (BLOCK_BYTES - 16u) // after d (and m) and qh
#define QH_AT (CODES_AT - 4u)
#endif

const uint ONES = 0x01010101u;


// The 4 fifth bits h (bits 0..3) moved to bit 4 of each byte.
uint fifthBits(uint h) { return ((h & 1u) << 4) | ((h & 2u) << 11) | ((h & 4u) << 18) | ((h & 8u) << 25); }

// W row n's step `blk` (its 32 weights of K) into shared memory, decoded by invocation `part` (0..3): its
// codes of weights 4 part.. (lo) and 16 + 4 part.. (hi), and with part 0 the scales. Rows past N read row
// N - 1 (in bounds) and are weighed by 0.
void stageW(uint n, uint part, uint row, bool inside, uint blk) {
#ifdef SUPER
  const uint b = pc.offW + row * pc.ldw + (blk >> 3) * BLOCK_BYTES, sb = blk & 7u; // sub-block sb of 8
#else
  const uint b = pc.offW + row * pc.ldw + blk * BLOCK_BYTES;
#endif
#if defined(W_Q8_0)
  // d, then words 2 part and 2 part + 1 of the codes
  Ws[n][part >> 1][(part & 1u) * 2u] = inside ? qU32(b + 2u + 8u * part) : 0u;
  Ws[n][part >> 1][(part & 1u) * 2u + 1u] = inside ? qU32(b + 6u + 8u * part) : 0u;
  if (part == 0u) Wd[n] = inside ? halfToFloat(qU16(b)) : 0.0;
#else
  uint lo, hi;
#if defined(W_Q4_K) || defined(W_Q5_K)
  // sub-block sb: the low (sb even) or high nibbles of qs bytes 32 (sb / 2).. (q5_K: bit sb of qh byte l its
  // fifth); a = d sc, m = -dmin min from the 6-bit pairs
#if defined(W_Q5_K)
  const uint codes = b + 48u + 32u * (sb >> 1);
#else
  const uint codes = b + 16u + 32u * (sb >> 1);
#endif
  const uint sh = 4u * (sb & 1u);
  lo = (qU32(codes + 4u * part) >> sh) & 0x0f0f0f0fu;
  hi = (qU32(codes + 16u + 4u * part) >> sh) & 0x0f0f0f0fu;
#if defined(W_Q5_K)
  lo |= ((qU32(b + 16u + 4u * part) >> sb) & ONES) << 4;
  hi |= ((qU32(b + 32u + 4u * part) >> sb) & ONES) << 4;
#endif
  if (part == 0u) {
    const uvec4 sm = scaleMinPairK4(uvec3(qU32(b + 4u), qU32(b + 8u), qU32(b + 12u)), sb >> 1);
    const bool odd = (sb & 1u) != 0u;
    Wd[n] = inside ? halfToFloat(qU16(b)) * float(odd ? sm.y : sm.x) : 0.0;
    Wm[n] = inside ? -(halfToFloat(qU16(b + 2u)) * float(odd ? sm.w : sm.z)) : 0.0;
  }
#elif defined(W_Q6_K)
  // sub-block sb = 4 h + r: ql bytes 64 h + 32 (r & 1).. (low nibbles for r < 2), qh bytes 32 h.. bits 2 r
  // (codes q + 32); scales 8 h + 2 r and + 1 (groups of 16)
  const uint h = sb >> 2, r = sb & 3u;
  const uint ql = b + 64u * h + 32u * (r & 1u) + 4u * part, qh = b + 128u + 32u * h + 4u * part;
  const uint s4 = 4u * (r >> 1), s2 = 2u * r;
  lo = centre4(((qU32(ql) >> s4) & 0x0f0f0f0fu) | (((qU32(qh) >> s2) & 0x03030303u) << 4), 32u);
  hi = centre4(((qU32(ql + 16u) >> s4) & 0x0f0f0f0fu) | (((qU32(qh + 16u) >> s2) & 0x03030303u) << 4), 32u);
  if (part == 0u) {
    const float d = inside ? halfToFloat(qU16(b + 208u)) : 0.0;
    const uint k = b + 192u + 8u * h + 2u * r;
    Wd[n] = d * float(int(qU8(k) << 24) >> 24);
    Wd1[n] = d * float(int(qU8(k + 1u) << 24) >> 24);
  }
#elif defined(W_TQ2_0)
  // sub-block sb = 4 h + p: 2-bit plane p of qs bytes 32 h.. (q2_K's planes), codes q + 1; one d at 64
  const uint h = sb >> 2, p = sb & 3u, q = b + 32u * h + 4u * part;
  lo = centre4((qU32(q) >> (2u * p)) & 0x03030303u, 1u);
  hi = centre4((qU32(q + 16u) >> (2u * p)) & 0x03030303u, 1u);
  if (part == 0u) Wd[n] = inside ? halfToFloat(qU16(b + 64u)) : 0.0;
#elif defined(W_Q2_K) || defined(W_Q3_K)
  // sub-block sb = 4 h + p: 2-bit plane p of qs bytes 32 h.. (q3_K: bit 4 h + p of hmask byte l its third,
  // codes q + 4); groups of 16 8 h + 2 p and + 1
  const uint h = sb >> 2, p = sb & 3u, g = 8u * h + 2u * p;
#if defined(W_Q2_K)
  const uint q = b + 16u + 32u * h + 4u * part;
  lo = (qU32(q) >> (2u * p)) & 0x03030303u;
  hi = (qU32(q + 16u) >> (2u * p)) & 0x03030303u;
  if (part == 0u) {
    const uint dm = qU32(b + 80u);
    const float d = inside ? halfToFloat(dm & 0xffffu) : 0.0, dmin = inside ? halfToFloat(dm >> 16) : 0.0;
    const uint s0 = qU8(b + g), s1 = qU8(b + g + 1u); // low nibble the scale, high the min
    Wd[n] = d * float(s0 & 15u);
    Wd1[n] = d * float(s1 & 15u);
    Wm[n] = -(dmin * float(s0 >> 4));
    Wm1[n] = -(dmin * float(s1 >> 4));
  }
#else
  const uint q = b + 32u + 32u * h + 4u * part, hm = b + 4u * part, bit = 4u * h + p;
  lo = centre4(((qU32(q) >> (2u * p)) & 0x03030303u) | (((qU32(hm) >> bit) & ONES) << 2), 4u);
  hi = centre4(((qU32(q + 16u) >> (2u * p)) & 0x03030303u) | (((qU32(hm + 16u) >> bit) & ONES) << 2), 4u);
  if (part == 0u) {
    const float d = inside ? halfToFloat(qU16(b + 108u)) : 0.0;
    Wd[n] = d * float(scaleQ3(b, g));
    Wd1[n] = d * float(scaleQ3(b, g + 1u));
  }
#endif
#elif defined(W_IQ4_NL) || defined(W_IQ4_XS)
  // q4_0's nibble layout over the codebook; iq4_xs: sub-block sb's 16 bytes at 8 + 16 sb, its 6-bit ls
#if defined(W_IQ4_XS)
  const uint q = qU32(b + 8u + 16u * sb + 4u * part);
#else
  const uint q = qU32(b + 2u + 4u * part);
#endif
  lo = kvalueBytes(q & 0x0f0f0f0fu); // ggml_blocks.glsl
  hi = kvalueBytes((q >> 4) & 0x0f0f0f0fu);
  if (part == 0u) {
#if defined(W_IQ4_XS)
    const uint head = qU32(b); // d, scales_h
    const uint ls = ((qU8(b + 4u + (sb >> 1)) >> (4u * (sb & 1u))) & 15u) | (((head >> (16u + 2u * sb)) & 3u) << 4);
    Wd[n] = inside ? halfToFloat(head & 0xffffu) * float(int(ls) - 32) : 0.0;
#else
    Wd[n] = inside ? halfToFloat(qU16(b)) : 0.0;
#endif
  }
#else
  // code word `part`: its low nibbles are weights 4 part.., its high nibbles weights 16 + 4 part.. (with q5_0
  // / q5_1, qh's bits 4 part.. and 16 + 4 part.. are their fifth bits)
  const uint q = inside ? qU32(b + CODES_AT + 4u * part) : 0u; // rows past N are weighed by d = 0
  lo = q & 0x0f0f0f0fu;
  hi = (q >> 4) & 0x0f0f0f0fu;
#ifdef QH_AT
  const uint qh = inside ? qU32(b + QH_AT) : 0u;
  lo |= fifthBits((qh >> (4u * part)) & 0xfu);
  hi |= fifthBits((qh >> (16u + 4u * part)) & 0xfu);
#endif
#if defined(W_Q4_0)
  lo = centre4(lo, 8u);
  hi = centre4(hi, 8u);
#elif defined(W_Q5_0)
  lo = centre4(lo, 16u);
  hi = centre4(hi, 16u);
#endif
  if (part == 0u) Wd[n] = inside ? halfToFloat(qU16(b)) : 0.0;
#ifdef W_MIN
  if (part == 1u) Wm[n] = inside ? halfToFloat(qU16(b + 2u)) : 0.0;
#endif
#endif
  Ws[n][0][part] = lo;
  Ws[n][1][part] = hi;
#endif
}

// Step `blk` of X rows m0.. and W rows n0.. into shared memory (zeros past M; W rows past N weighed by 0).
void stageBlock(uint m0, uint n0, uint blk) {
  const uint tid = gl_LocalInvocationID.x;
  // X: BM rows x 9 words
  for (uint e = tid; e < BM * 9u; e += WG) {
    const uint m = e / 9u, w = e % 9u;
    const uint v = m0 + m < pc.M ? xq[pc.offX + (m0 + m) * pc.ldx + blk * 9u + w] : 0u;
    if (w == 0u) Xd[m] = halfToFloat(v & 0xffffu);
    else Xs[m][(w - 1u) >> 2][(w - 1u) & 3u] = v;
  }
  // W: BN rows, 4 invocations a row
  const uint n = tid / 4u;
  stageW(n, tid % 4u, min(n0 + n, pc.N - 1u), n0 + n < pc.N, blk);
}

void main() {
  const uint g = linearGroup();
  const uint tilesN = (pc.N + BN - 1u) / BN;
  if (g >= pc.tilesM * tilesN) return; // uniform across the workgroup
  const uint tid = gl_LocalInvocationID.x;
  const uint tx = tid % TX, ty = tid / TX;
  const uint m0 = (g % pc.tilesM) * BM, n0 = (g / pc.tilesM) * BN;

  float acc[TM][TN];
  [[unroll]] for (uint i = 0u; i < TM; i++)
    [[unroll]] for (uint j = 0u; j < TN; j++) acc[i][j] = 0.0;

  const uint blocks = pc.K / 32u;
  for (uint blk = 0u; blk < blocks; blk++) {
    stageBlock(m0, n0, blk);
    barrier();
    uvec4 xa[TM][2], wb[TN][2];
    float xd[TM], wd[TN];
    [[unroll]] for (uint i = 0u; i < TM; i++) {
      xa[i][0] = Xs[ty + i * TY][0];
      xa[i][1] = Xs[ty + i * TY][1];
      xd[i] = Xd[ty + i * TY];
    }
    [[unroll]] for (uint j = 0u; j < TN; j++) {
      wb[j][0] = Ws[tx + j * TX][0];
      wb[j][1] = Ws[tx + j * TX][1];
      wd[j] = Wd[tx + j * TX];
    }
#ifdef HALF_SCALES
    float wd1[TN];
    [[unroll]] for (uint j = 0u; j < TN; j++) wd1[j] = Wd1[tx + j * TX];
#endif
#ifdef W_MIN
    // the x codes' sums (of each half with HALF_SCALES), weighed by the offsets m
    vec2 xm[TM];
    [[unroll]] for (uint i = 0u; i < TM; i++) {
      ivec2 sum = ivec2(0);
      [[unroll]] for (uint w = 0u; w < 4u; w++) {
        sum.x = dotPacked4x8EXT(int(xa[i][0][w]), int(ONES)) + sum.x;
        sum.y = dotPacked4x8EXT(int(xa[i][1][w]), int(ONES)) + sum.y;
      }
      xm[i] = vec2(sum);
    }
    float wm[TN];
    [[unroll]] for (uint j = 0u; j < TN; j++) wm[j] = Wm[tx + j * TX];
#ifdef HALF_SCALES
    float wm1[TN];
    [[unroll]] for (uint j = 0u; j < TN; j++) wm1[j] = Wm1[tx + j * TX];
#endif
#endif
    [[unroll]] for (uint i = 0u; i < TM; i++)
      [[unroll]] for (uint j = 0u; j < TN; j++) {
#ifdef HALF_SCALES
        ivec2 s = ivec2(0);
        [[unroll]] for (uint w = 0u; w < 4u; w++) {
          s.x = dotPacked4x8EXT(int(xa[i][0][w]), int(wb[j][0][w])) + s.x;
          s.y = dotPacked4x8EXT(int(xa[i][1][w]), int(wb[j][1][w])) + s.y;
        }
#ifdef W_MIN
        acc[i][j] += xd[i] * ((wd[j] * float(s.x) + wd1[j] * float(s.y)) + (wm[j] * xm[i].x + wm1[j] * xm[i].y));
#else
        acc[i][j] += xd[i] * (wd[j] * float(s.x) + wd1[j] * float(s.y));
#endif
#else
        int s = 0;
        [[unroll]] for (uint h = 0u; h < 2u; h++)
          [[unroll]] for (uint w = 0u; w < 4u; w++) s = dotPacked4x8EXT(int(xa[i][h][w]), int(wb[j][h][w])) + s;
#ifdef W_MIN
        acc[i][j] += xd[i] * (wd[j] * float(s) + wm[j] * (xm[i].x + xm[i].y));
#else
        acc[i][j] += (xd[i] * wd[j]) * float(s);
#endif
#endif
      }
    barrier();
  }

  [[unroll]] for (uint i = 0u; i < TM; i++) {
    const uint m = m0 + ty + i * TY;
    if (m >= pc.M) continue;
    [[unroll]] for (uint j = 0u; j < TN; j++) {
      const uint n = n0 + tx + j * TX;
      if (n < pc.N) c[pc.offC + m * pc.N + n] = acc[i][j];
    }
  }
}
