#version 450
// Scaled dot-product attention on NV cooperative matrix 2 (the 'coopmat2' prefill path): f16 q [batch,
// heads, tokensQ, D], k, v [batch, kvHeads, tokensK, D], f32 softmax and accumulation, f16 result; query
// head h reads kv head h / group. The semantics (valid keys L, bottom-right causal limit, additive mask,
// kvLength from a device tensor, 0 for a row with no weight) and the push constants are attention.comp's.
//
// Scheme (flash attention with workgroup-scope matrices): a workgroup takes BR query rows of one (batch,
// head) and walks their keys in tiles of BC. Q, each tile's K (transposed) and V are loaded through tensor
// layouts, so the driver stages them (its shared memory, its pipelining); rows past the queries or the valid
// keys read 0 (clamp mode constant), interior tiles load unclamped (the driver's fast path). Per tile:
//   S = Q K^T, scaled by scale * log2(e) (the softmax runs in base 2), plus the mask (times log2(e));
//   keys past L or the causal limit -inf (only in the tiles that reach one);
//   M = max(M, rowmax S); P = 2^(S - M); alpha = 2^(M_old - M); l = alpha l + rowsum P;
//   O = alpha O + P V, P rounded to f16 (the matrix conversion) for the product.
// M starts at -FLT_MAX / 2, not -inf, so a row whose every key so far is -inf keeps P = 0 and alpha = 1
// (never -inf - -inf). The row statistics are BR x BC accumulators whose every column holds the row's
// value (the reductions smear them), and alpha and 1 / l widen to BR x D the same way. At the end O / l
// (0 where l is 0) is rounded to f16 and stored through a layout that drops rows past tokensQ. Causal
// tiles past the block's last visible key are not visited; the last blocks run first (the most keys).
// ROWSUM_MMA: rowsum P as a product with a BC x BC matrix of ones (on the tensor cores, of P's f16
// roundings) instead of a reduction; the shipped variants set it (coopmat2-kernels.ts: 3.7-7% faster).
//
// Bindings: 0 q, 1 k, 2 v (readonly f16; offsets and token strides multiples of 8 halves), 3 out (f16),
//   4 mask (f32), 5 kvLength (u32); unused ones are bound to some tensor (flags say which are read).
// Push constants: attention.comp's (blocks: row blocks of BR per head).
// Defines: D (head dimension, a multiple of the device's granularity), BR (query rows), BC (keys per tile), WG (invocations),
//   ROWSUM_MMA. Grid: blocks x heads x batch as one line.
// Needs: VK_NV_cooperative_matrix2 with workgroup scope, tensor addressing, reductions, conversions and
//   per-element operations, a flexible f16 x f16 -> f32 shape dividing BR, BC and D; f16 and 16-bit storage.

#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_cooperative_matrix : require
#extension GL_NV_cooperative_matrix2 : require
#extension GL_EXT_control_flow_attributes : require

#ifndef BR
#define BR 64
#endif
#ifndef BC
#define BC 64
#endif
#ifndef WG
#define WG 256
#endif
layout(local_size_x = WG) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer Q { float16_t q[]; };
layout(set = 0, binding = 1, std430) readonly buffer K { float16_t k[]; };
layout(set = 0, binding = 2, std430) readonly buffer V { float16_t v[]; };
layout(set = 0, binding = 3, std430) writeonly buffer O { float16_t o[]; };
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
#define LOG2E 1.4426950408889634

#define SMAT coopmat<float, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseAccumulator>
#define OMAT coopmat<float, gl_ScopeWorkgroup, BR, D, gl_MatrixUseAccumulator>

float maxOf(const in float x, const in float y) { return max(x, y); }
float sumOf(const in float x, const in float y) { return x + y; }
float first(const in float x, const in float y) { return x; }
float maxElem(const in uint r, const in uint c, const in float x, const in float y) { return max(x, y); }
float exp2Elem(const in uint r, const in uint c, const in float x) { return exp2(x); }
float invElem(const in uint r, const in uint c, const in float x) { return x == 0.0 ? 0.0 : 1.0 / x; }

// Element (r, c) of the tile at query row q0 and key k0 plus the mask (log2 units); mBase is the
// (batch, head)'s mask offset, L the valid keys (rows past tokensQ and keys past L read nothing).
float addMask(const in uint r, const in uint c, const in float s, const in uint q0, const in uint k0, const in uint mBase, const in uint L) {
  const uint qi = q0 + r, j = k0 + c;
  return qi < tokensQ && j < L ? s + mask[mBase + qi * sMq + j * sMk] * float(LOG2E) : s;
}

// -inf where key k0 + c is not visible to row q0 + r: past L, or with causal past the row's limit (query i
// sees keys j < i + shift).
float limit(const in uint r, const in uint c, const in float s, const in uint q0, const in uint k0, const in uint L, const in int shift) {
  const uint j = k0 + c;
  const bool causal = (flags & 1u) != 0u;
  return j >= L || (causal && int(j) >= int(q0 + r) + shift) ? NEG_INF : s;
}

void main() {
  const uint g = linearGroup();
  if (g >= blocks * heads * batch) return;
  const uint blk = blocks - 1u - g % blocks; // the last blocks first: with causal they have the most keys
  const uint h = (g / blocks) % heads;
  const uint b = g / (blocks * heads);
  const uint kh = h / group;

  const uint L = min(tokensK, (flags & 4u) != 0u ? kvLength[offL + b * sLb] : kvLen);
  const uint q0 = blk * BR, nq = min(uint(BR), tokensQ - q0);
  const bool causal = (flags & 1u) != 0u, masked = (flags & 2u) != 0u;
  // query i sees keys j < i + shift (as ints: L may be below tokensQ)
  const int shift = int(L) - int(tokensQ) + 1;
  // the keys the block's last row sees (the walk's end) and those its first row sees (tiles below need no limit)
  const uint kEnd = causal ? uint(clamp(int(q0 + nq) - 1 + shift, 0, int(L))) : L;
  const uint kAll = causal ? uint(clamp(int(q0) + shift, 0, int(L))) : L;

  tensorLayoutNV<2, gl_CooperativeMatrixClampModeConstantNV> lq = createTensorLayoutNV(2, gl_CooperativeMatrixClampModeConstantNV);
  tensorLayoutNV<2, gl_CooperativeMatrixClampModeConstantNV> lkEdge = createTensorLayoutNV(2, gl_CooperativeMatrixClampModeConstantNV);
  tensorLayoutNV<2, gl_CooperativeMatrixClampModeConstantNV> lvEdge = createTensorLayoutNV(2, gl_CooperativeMatrixClampModeConstantNV);
  tensorLayoutNV<2> lk = createTensorLayoutNV(2);
  tensorLayoutNV<2> lv = createTensorLayoutNV(2);
  tensorLayoutNV<2, gl_CooperativeMatrixClampModeConstantNV> lo = createTensorLayoutNV(2, gl_CooperativeMatrixClampModeConstantNV);
  tensorViewNV<2, false, 1, 0> transposed = createTensorViewNV(2, false, 1, 0);

  // the ops layer passes 16-byte aligned offsets and token strides: the masks tell the compiler
  lq = setTensorLayoutStrideNV(setTensorLayoutDimensionNV(lq, tokensQ, D), sQt & ~7u, 1);
  lkEdge = setTensorLayoutStrideNV(setTensorLayoutDimensionNV(lkEdge, L, D), sKt & ~7u, 1);
  lvEdge = setTensorLayoutStrideNV(setTensorLayoutDimensionNV(lvEdge, L, D), sVt & ~7u, 1);
  lk = setTensorLayoutStrideNV(setTensorLayoutDimensionNV(lk, L, D), sKt & ~7u, 1);
  lv = setTensorLayoutStrideNV(setTensorLayoutDimensionNV(lv, L, D), sVt & ~7u, 1);
  lo = setTensorLayoutStrideNV(setTensorLayoutDimensionNV(lo, tokensQ, D), D, 1);
  const uint qBase = (offQ + b * sQb + h * sQh) & ~7u;
  const uint kBase = (offK + b * sKb + kh * sKh) & ~7u, vBase = (offV + b * sVb + kh * sVh) & ~7u;
  const uint mBase = offM + b * sMb + h * sMh;

  coopmat<float16_t, gl_ScopeWorkgroup, BR, D, gl_MatrixUseA> qa;
  coopMatLoadTensorNV(qa, q, qBase, sliceTensorLayoutNV(lq, q0, BR, 0, D));
  const float scale2 = scale * float(LOG2E);

  OMAT acc = OMAT(0.0);
  SMAT M = SMAT(uintBitsToFloat(0xfeffffffu)); // -FLT_MAX / 2
  SMAT l = SMAT(0.0);
#ifdef ROWSUM_MMA
  const coopmat<float16_t, gl_ScopeWorkgroup, BC, BC, gl_MatrixUseB> ones = coopmat<float16_t, gl_ScopeWorkgroup, BC, BC, gl_MatrixUseB>(1.0);
#endif

  for (uint k0 = 0u; k0 < kEnd; k0 += BC) {
    const bool inside = k0 + BC <= L;
    coopmat<float16_t, gl_ScopeWorkgroup, D, BC, gl_MatrixUseB> kt;
    if (inside)
      coopMatLoadTensorNV(kt, k, kBase, sliceTensorLayoutNV(lk, k0, BC, 0, D), transposed);
    else
      coopMatLoadTensorNV(kt, k, kBase, sliceTensorLayoutNV(lkEdge, k0, BC, 0, D), transposed);
    SMAT s = coopMatMulAdd(qa, kt, SMAT(0.0));
    s = s * scale2;
    if (masked) coopMatPerElementNV(s, s, addMask, q0, k0, mBase, L);
    if (k0 + BC > kAll) coopMatPerElementNV(s, s, limit, q0, k0, L, shift);

    SMAT rowMax, p, alpha;
    coopMatReduceNV(rowMax, s, gl_CooperativeMatrixReduceRowNV, maxOf);
    const SMAT mOld = M;
    coopMatPerElementNV(M, rowMax, maxElem, mOld);
    coopMatPerElementNV(p, s - M, exp2Elem);
    coopMatPerElementNV(alpha, mOld - M, exp2Elem);
    const coopmat<float16_t, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseA> pa = coopmat<float16_t, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseA>(p);
#ifdef ROWSUM_MMA
    l = alpha * l + coopMatMulAdd(pa, ones, SMAT(0.0));
#else
    SMAT rowSum;
    coopMatReduceNV(rowSum, p, gl_CooperativeMatrixReduceRowNV, sumOf);
    l = alpha * l + rowSum;
#endif

    coopmat<float16_t, gl_ScopeWorkgroup, BC, D, gl_MatrixUseB> vb;
    if (inside)
      coopMatLoadTensorNV(vb, v, vBase, sliceTensorLayoutNV(lv, k0, BC, 0, D));
    else
      coopMatLoadTensorNV(vb, v, vBase, sliceTensorLayoutNV(lvEdge, k0, BC, 0, D));
    OMAT alphaWide;
    coopMatReduceNV(alphaWide, alpha, gl_CooperativeMatrixReduceRowNV, first);
    acc = coopMatMulAdd(pa, vb, acc * alphaWide);
  }

  OMAT inv;
  coopMatReduceNV(inv, l, gl_CooperativeMatrixReduceRowNV, first);
  coopMatPerElementNV(inv, inv, invElem);
  const coopmat<float16_t, gl_ScopeWorkgroup, BR, D, gl_MatrixUseAccumulator> y = coopmat<float16_t, gl_ScopeWorkgroup, BR, D, gl_MatrixUseAccumulator>(acc * inv);
  coopMatStoreTensorNV(y, o, offO + (b * heads + h) * tokensQ * D, sliceTensorLayoutNV(lo, q0, BR, 0, D));
}
