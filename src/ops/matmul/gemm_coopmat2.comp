#version 450
// gemm_coopmat2 (f16 x f16 -> f32 on NV cooperative matrix 2): C = A * B with workgroup-scope matrices
// loaded and stored through tensor layouts, so the driver stages the tiles (its shared memory, its
// pipelining) and the edges: loads past M, N or K read 0 (clamp mode constant), stores past M or N are
// dropped. The layouts, push constants and batch offsets are gemm_half.glsl's (A [M, K] or TRANS_A [K, M],
// B [K, N] or TRANS_B [N, K], row strides lda / ldb, C contiguous [M, N]); batched through gl_WorkGroupID.z.
// Needs: VK_NV_cooperative_matrix2 with workgroup scope and tensor addressing, f16 and 16-bit storage.
//
// Bindings (set 0): 0 = A (readonly f16), 1 = B (readonly f16), 2 = C (f32, or f16 bits with OUT_HALF;
//   read when pc.accumulate != 0; may not alias A or B).
// Workgroup: WG invocations (define). Grid: (ceil(N / BN), ceil(M / BM), batch).
// Tiles: BM x BN of C per workgroup, BK along k per step (defines; half-kernels.ts's COOPMAT2_TILES: the
// default 128 x 256 x 32 and ggml-vulkan's large and medium tiles, 128 x 256 and 128 x 128 with BK 64).
// A block wholly inside the operands (and 16-byte aligned rows, K a multiple of BK) runs a loop of
// unclamped loads only, unrolled (the driver's fast path, as ggml-vulkan's coopmat2 gemm does it); edge
// blocks run a loop of clamped loads.
// OUT_HALF: the f32 sum is rounded to f16 once, by the matrix conversion (round to nearest even, as
// convert(); the harness compares the two bit for bit).
// SEGMENTS (binding 3; the 'nt' variants): a ragged batch (gemm_segments.glsl): the layouts' row extent is the end of the tile's group, so its edge tile reads
// zeros past it and its store drops the rows past it.

#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_cooperative_matrix : require
#extension GL_NV_cooperative_matrix2 : require
#extension GL_EXT_control_flow_attributes : require

#ifndef BM
#define BM 128
#endif
#ifndef BN
#define BN 256
#endif
#ifndef BK
#define BK 64
#endif
#ifndef WG
#define WG 256
#endif

layout(local_size_x = WG) in;

layout(set = 0, binding = 0, std430) readonly buffer MatA { float16_t a[]; };
layout(set = 0, binding = 1, std430) readonly buffer MatB { float16_t b[]; };
#ifdef OUT_HALF
layout(set = 0, binding = 2, std430) buffer MatC { float16_t c[]; };
#else
layout(set = 0, binding = 2, std430) buffer MatC { float c[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint M;
  uint N;
  uint K;
  uint offA;
  uint offB;
  uint offC;
  uint lda;
  uint ldb;
  uint batchA;
  uint batchB;
  uint accumulate;
  uint batch;
#ifdef SEGMENTS
  uint groupFirst; // the groups this dispatch multiplies: groupFirst .. groupEnd - 1 (gemm_segments.glsl)
  uint groupEnd;
#endif
} pc;

#ifdef SEGMENTS
#include "gemm_segments.glsl"
#endif

#define ACC coopmat<float, gl_ScopeWorkgroup, BM, BN, gl_MatrixUseAccumulator>
#define UNROLL 8 // k steps per iteration of the fast loop (ggml-vulkan's coopmat2 gemm unrolls 8 steps too)

// One step along k: the BM x BK tile of A and the BK x BN tile of B at k0 through layouts LA_, LB_ (each as
// its operand lies in memory; a transposed operand is read through the transposing view), into sum.
#ifdef TRANS_A
#define LOAD_A(ma, LA_, oa, k0) coopMatLoadTensorNV(ma, a, oa, sliceTensorLayoutNV(LA_, k0, BK, m0, BM), transposed)
#else
#define LOAD_A(ma, LA_, oa, k0) coopMatLoadTensorNV(ma, a, oa, sliceTensorLayoutNV(LA_, m0, BM, k0, BK))
#endif
#ifdef TRANS_B
#define LOAD_B(mb, LB_, ob, k0) coopMatLoadTensorNV(mb, b, ob, sliceTensorLayoutNV(LB_, n0, BN, k0, BK), transposed)
#else
#define LOAD_B(mb, LB_, ob, k0) coopMatLoadTensorNV(mb, b, ob, sliceTensorLayoutNV(LB_, k0, BK, n0, BN))
#endif
#define STEP(LA_, LB_, oa, ob, k0)                                                                          \
  {                                                                                                         \
    coopmat<float16_t, gl_ScopeWorkgroup, BM, BK, gl_MatrixUseA> ma;                                        \
    coopmat<float16_t, gl_ScopeWorkgroup, BK, BN, gl_MatrixUseB> mb;                                        \
    LOAD_A(ma, LA_, oa, k0);                                                                                \
    LOAD_B(mb, LB_, ob, k0);                                                                                \
    sum = coopMatMulAdd(ma, mb, sum);                                                                       \
  }

void main() {
#ifdef SEGMENTS
  // one matrix of all groups' rows, ending for this tile where its group ends; B the group's matrix
  if (!segmentTile(gl_WorkGroupID.y)) return; // past the last group (uniform across the workgroup)
  const uint m0 = segRow0, n0 = gl_WorkGroupID.x * BN;
  const uint offA = pc.offA, offB = pc.offB + segMatrix * pc.batchB, offC = pc.offC;
#define ROWS_M segRowEnd
#else
  const uint m0 = gl_WorkGroupID.y * BM, n0 = gl_WorkGroupID.x * BN, z = gl_WorkGroupID.z;
  const uint offA = pc.offA + z * pc.batchA, offB = pc.offB + z * pc.batchB, offC = pc.offC + z * pc.M * pc.N;
#define ROWS_M pc.M
#endif

  tensorLayoutNV<2> la = createTensorLayoutNV(2);
  tensorLayoutNV<2, gl_CooperativeMatrixClampModeConstantNV> laEdge = createTensorLayoutNV(2, gl_CooperativeMatrixClampModeConstantNV);
  tensorLayoutNV<2> lb = createTensorLayoutNV(2);
  tensorLayoutNV<2, gl_CooperativeMatrixClampModeConstantNV> lbEdge = createTensorLayoutNV(2, gl_CooperativeMatrixClampModeConstantNV);
  tensorLayoutNV<2, gl_CooperativeMatrixClampModeConstantNV> lc = createTensorLayoutNV(2, gl_CooperativeMatrixClampModeConstantNV);
  tensorViewNV<2, false, 1, 0> transposed = createTensorViewNV(2, false, 1, 0);

  // Each layout as the operand lies in memory: (strided dimension, contiguous dimension).
#ifdef TRANS_A
  la = setTensorLayoutDimensionNV(la, pc.K, ROWS_M);
  laEdge = setTensorLayoutDimensionNV(laEdge, pc.K, ROWS_M);
#else
  la = setTensorLayoutDimensionNV(la, ROWS_M, pc.K);
  laEdge = setTensorLayoutDimensionNV(laEdge, ROWS_M, pc.K);
#endif
#ifdef TRANS_B
  lb = setTensorLayoutDimensionNV(lb, pc.N, pc.K);
  lbEdge = setTensorLayoutDimensionNV(lbEdge, pc.N, pc.K);
#else
  lb = setTensorLayoutDimensionNV(lb, pc.K, pc.N);
  lbEdge = setTensorLayoutDimensionNV(lbEdge, pc.K, pc.N);
#endif
  la = setTensorLayoutStrideNV(la, pc.lda, 1);
  laEdge = setTensorLayoutStrideNV(laEdge, pc.lda, 1);
  lb = setTensorLayoutStrideNV(lb, pc.ldb, 1);
  lbEdge = setTensorLayoutStrideNV(lbEdge, pc.ldb, 1);
  lc = setTensorLayoutDimensionNV(lc, ROWS_M, pc.N);
  lc = setTensorLayoutStrideNV(lc, pc.N, 1);

  ACC sum = ACC(0.0);
  if (pc.accumulate != 0u) {
#ifdef OUT_HALF
    coopmat<float16_t, gl_ScopeWorkgroup, BM, BN, gl_MatrixUseAccumulator> prior;
    coopMatLoadTensorNV(prior, c, offC, sliceTensorLayoutNV(lc, m0, BM, n0, BN));
    sum = ACC(prior);
#else
    coopMatLoadTensorNV(sum, c, offC, sliceTensorLayoutNV(lc, m0, BM, n0, BN));
#endif
  }

  // The fast path (most blocks of a large product): the block lies inside M and N, K is a whole number of
  // steps and every row starts on 8 halves (16 bytes, which the masked strides and offsets tell the
  // compiler). Its loop loads through the unclamped layouts only, UNROLL steps per iteration with no branch
  // between them, so the driver can pipeline the loads of one step under the products of the previous.
  // Every other block runs the clamped loop (zeros past the edges).
  const bool fast = m0 + BM <= ROWS_M && n0 + BN <= pc.N && pc.K % BK == 0u && ((offA | offB | pc.lda | pc.ldb) & 7u) == 0u;
  if (fast) {
    la = setTensorLayoutStrideNV(la, pc.lda & ~7u, 1);
    lb = setTensorLayoutStrideNV(lb, pc.ldb & ~7u, 1);
    const uint oa = offA & ~7u, ob = offB & ~7u;
    uint k0 = 0u;
    for (; k0 + UNROLL * BK <= pc.K;) {
      [[unroll]] for (uint u = 0u; u < UNROLL; u++) {
        STEP(la, lb, oa, ob, k0);
        k0 += BK;
      }
    }
    for (; k0 < pc.K; k0 += BK) STEP(la, lb, oa, ob, k0);
  } else {
    for (uint k0 = 0u; k0 < pc.K; k0 += BK) STEP(laEdge, lbEdge, offA, offB, k0);
  }

#ifdef OUT_HALF
  coopmat<float16_t, gl_ScopeWorkgroup, BM, BN, gl_MatrixUseAccumulator> h = coopmat<float16_t, gl_ScopeWorkgroup, BM, BN, gl_MatrixUseAccumulator>(sum);
  coopMatStoreTensorNV(h, c, offC, sliceTensorLayoutNV(lc, m0, BM, n0, BN));
#else
  coopMatStoreTensorNV(sum, c, offC, sliceTensorLayoutNV(lc, m0, BM, n0, BN));
#endif
}
