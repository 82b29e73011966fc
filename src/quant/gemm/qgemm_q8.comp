#version 450
// qgemm_q8: C[m, n] = sum over blocks b of dx[m, b] * dw[n, b] * sum_i qx[m, b, i] * qw[n, b, i], the int8
// dot-product form of C = X Wᵀ: X [M, K] as ggml's q8_1 blocks (quant.quantizeActivations: f16 d, f16 s,
// int8 q[32]; 9 words, row m at word offX + m * ldx), W [N, K] as q8_0 (d, int8 q[32]), q4_0 (d, 4-bit codes
// - 8) or q5_0 (d, 5-bit codes - 16) blocks read verbatim (row n at byte offW + n * ldw), C [M, N] f32
// contiguous at offC. q4_1 and q5_1 (w = d q + m, codes 0..15 / 0..31) add dx * m * sum_i qx[m, b, i] per
// block, the codes' sum taken exactly (an integer dot with ones), not from q8_1's f16 s (which is rounded).
// The integer sums are exact (|sum| <= 32 * 127 * 128 < 2^24), so only the per-block scaling and the sum
// over blocks round, in f32.
//
// Bindings (set 0): 0 = W blocks (readonly, words), 1 = X blocks (readonly, words), 2 = C (writeonly).
// Push constants: M, N, K; offW, ldw (bytes); offX, ldx (32-bit words); offC (floats); tilesM.
// Workgroup size: fixed, (BM / TM) * (BN / TN) = 256 invocations. Grid: as qgemm.comp (a 1-D count, M first).
// Defines (src/quant/gemm/kernels.ts): W_<FORMAT> (Q8_0 Q4_0 Q4_1 Q5_0 Q5_1), and BLOCK_BYTES (34, 18, 20,
//   22, 24).
// Needs GL_EXT_integer_dot_product (VK_KHR_shader_integer_dot_product, shaderIntegerDotProduct).
//
// Scheme: one block (32 weights) of K per step. The X tile (BM rows: d, and q as 8 packed words) and the W
// tile (BN rows: d, and q unpacked to 8 words of signed int8) go to shared memory; invocation (tx, ty)
// owns rows ty + i * TY and columns tx + j * TX, so neighbouring invocations read neighbouring rows. Each
// of its TM x TN outputs takes 8 dotPacked4x8EXT per block, then one f32 multiply-add of dx * dw.

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

shared uvec4 Xs[BM][2]; // X row m's 32 codes, packed 4 to a word
shared float Xd[BM];
shared uvec4 Ws[BN][2]; // W row n's 32 codes as signed int8, packed 4 to a word
shared float Wd[BN];
#if defined(W_Q4_1) || defined(W_Q5_1)
#define W_MIN
shared float Wm[BN]; // the block's m (w = d q + m)
#endif

#if defined(W_Q4_0) || defined(W_Q4_1)
#define CODES_AT (BLOCK_BYTES - 16u) // after d (and m)
#elif defined(W_Q5_0) || defined(W_Q5_1)
#define CODES_AT (BLOCK_BYTES - 16u) // after d (and m) and qh
#define QH_AT (CODES_AT - 4u)
#endif

const uint ONES = 0x01010101u;

// 4 codes 0..127 (one per byte) minus c, as 4 packed int8 (no borrow crosses a byte: each starts at 128 + q)
uint centre4(uint q, uint c) { return ((q | 0x80808080u) - c * ONES) ^ 0x80808080u; }

// The 4 fifth bits h (bits 0..3) moved to bit 4 of each byte.
uint fifthBits(uint h) { return ((h & 1u) << 4) | ((h & 2u) << 11) | ((h & 4u) << 18) | ((h & 8u) << 25); }

// Block `blk` of X rows m0.. and W rows n0.. into shared memory (zeros past M and N, nothing read there).
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
  const uint n = tid / 4u, part = tid % 4u;
  const bool inside = n0 + n < pc.N;
  const uint b = pc.offW + (n0 + n) * pc.ldw + blk * BLOCK_BYTES;
#if defined(W_Q8_0)
  // d, then words 2 part and 2 part + 1 of the codes
  Ws[n][part >> 1][(part & 1u) * 2u] = inside ? qU32(b + 2u + 8u * part) : 0u;
  Ws[n][part >> 1][(part & 1u) * 2u + 1u] = inside ? qU32(b + 6u + 8u * part) : 0u;
#else
  // code word `part`: its low nibbles are weights 4 part.., its high nibbles weights 16 + 4 part.. (with q5_0
  // / q5_1, qh's bits 4 part.. and 16 + 4 part.. are their fifth bits)
  const uint q = inside ? qU32(b + CODES_AT + 4u * part) : 0u; // rows past N are weighed by d = 0
  uint lo = q & 0x0f0f0f0fu, hi = (q >> 4) & 0x0f0f0f0fu;
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
  Ws[n][0][part] = lo;
  Ws[n][1][part] = hi;
#endif
  if (part == 0u) Wd[n] = inside ? halfToFloat(qU16(b)) : 0.0;
#ifdef W_MIN
  if (part == 1u) Wm[n] = inside ? halfToFloat(qU16(b + 2u)) : 0.0;
#endif
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
#ifdef W_MIN
    // dx * m * (the x codes' sum), the min's part of the block
    float xm[TM], wm[TN];
    [[unroll]] for (uint i = 0u; i < TM; i++) {
      int sum = 0;
      [[unroll]] for (uint h = 0u; h < 2u; h++)
        [[unroll]] for (uint w = 0u; w < 4u; w++) sum = dotPacked4x8EXT(int(xa[i][h][w]), int(ONES)) + sum;
      xm[i] = float(sum);
    }
    [[unroll]] for (uint j = 0u; j < TN; j++) wm[j] = Wm[tx + j * TX];
#endif
    [[unroll]] for (uint i = 0u; i < TM; i++)
      [[unroll]] for (uint j = 0u; j < TN; j++) {
        int s = 0;
        [[unroll]] for (uint h = 0u; h < 2u; h++)
          [[unroll]] for (uint w = 0u; w < 4u; w++) s = dotPacked4x8EXT(int(xa[i][h][w]), int(wb[j][h][w])) + s;
#ifdef W_MIN
        acc[i][j] += xd[i] * (wd[j] * float(s) + wm[j] * xm[i]);
#else
        acc[i][j] += (xd[i] * wd[j]) * float(s);
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
