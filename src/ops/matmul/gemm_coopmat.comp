#version 450
// gemm_coopmat (f16 x f16 -> f32 on KHR cooperative matrices): C = A * B for A and B f16, accumulated in
// f32, stored as f32 or rounded once to f16 (OUT_HALF); batched through gl_WorkGroupID.z. The layouts,
// push constants, batch offsets and the store are gemm_half.glsl's (shared with gemm.comp's HALF
// variants): A [M, K] row-major (N) or transposed (TRANS_A), B [K, N] likewise (TRANS_B), C contiguous.
// Needs: VK_KHR_cooperative_matrix with the f16 x f16 -> f32 16 x 16 x 16 subgroup shape, subgroups of
// 32 invocations (the 8 subgroups of a workgroup each own one warp tile) and 16-bit storage.
// Any M, N, K: tiles are staged in shared memory with loads past the edges replaced by 0 (never read out
// of bounds), and C is stored element by element with the edges skipped (and pc.accumulate applied).
//
// Bindings (set 0): 0 = A (readonly f16), 1 = B (readonly f16), 2 = C (f32, or f16 bits with OUT_HALF;
//   read too when pc.accumulate != 0; may not alias A or B).
// Workgroup: 256 invocations, fixed. Grid: (ceil(N / 128), ceil(M / 128), batch).
// Scheme: the 128 x 128 block of C of a workgroup is split into 2 x 4 warp tiles of 64 x 32 (4 x 2
//   accumulators of 16 x 16 per subgroup). Per step of BK = 32 along k, the A and B tiles are loaded from
//   global memory into registers (the next step's while this one is multiplied) and stored in shared
//   memory as the operands lie in memory (rows along the strided dimension, the contiguous one within
//   a row), so a transposed operand is read column-major by coopMatLoad rather than transposed. Rows are
//   padded by 8 halves: 16-byte aligned rows whose first 16 bytes fall into distinct banks.
// Variants (kernels.ts): <ab> (nn, nt, tn, tt) x out (f32 | f16) x load width:
//   _vec  the contiguous extents of A and B, their row strides, offsets and batch strides are multiples
//         of 4: 8-byte loads (offsets, strides in units of 4 halves)
//   ''    any: element loads

#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_cooperative_matrix : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_EXT_control_flow_attributes : require

#define BM 128
#define BN 128
#define BK 32
#define WM 64              // warp tile rows
#define WN 32              // warp tile columns
#define SGN (BN / WN)      // subgroups along n
#define SUBGROUP 32
#define WG (BM / WM * SGN * SUBGROUP)
#define FM (WM / 16)       // accumulators along m per subgroup
#define FN (WN / 16)       // accumulators along n
#define PAD 2              // f16vec4s of padding per shared row (8 halves)

layout(local_size_x = WG) in;

#ifdef VEC
layout(set = 0, binding = 0, std430) readonly buffer MatA { f16vec4 a[]; };
layout(set = 0, binding = 1, std430) readonly buffer MatB { f16vec4 b[]; };
#else
layout(set = 0, binding = 0, std430) readonly buffer MatA { float16_t a[]; };
layout(set = 0, binding = 1, std430) readonly buffer MatB { float16_t b[]; };
#endif

#include "gemm_half.glsl"

// The tiles as stored: R rows along the operand's strided dimension, C (contiguous) halves per row.
#ifdef TRANS_A
#define AR BK
#define AC BM
#else
#define AR BM
#define AC BK
#endif
#ifdef TRANS_B
#define BR BN
#define BC BK
#else
#define BR BK
#define BC BN
#endif
#define SA (AC / 4 + PAD)  // shared row strides, in f16vec4s
#define SB (BC / 4 + PAD)
#define LA (AR * AC / 4 / WG) // f16vec4s each invocation loads per step
#define LB (BR * BC / 4 / WG)

shared f16vec4 As[AR * SA];
shared f16vec4 Bs[BR * SB];
shared float Cs[WG / SUBGROUP * 256]; // one 16 x 16 accumulator per subgroup, on its way to C

f16vec4 ra[LA];
f16vec4 rb[LB];

// Four halves of row r0 + r, columns c0 + 4 * c4 .. + 3 of a stored operand (row stride ld), 0 past
// rows or cols. VEC: off and ld are in f16vec4s and cols is a multiple of 4 (a vector is in or out).
#ifdef VEC
#define FETCH(buf, off, ld, r, c, rows, cols) \
  ((r) < (rows) && (c) < (cols) ? buf[(off) + (r) * (ld) + (c) / 4u] : f16vec4(0.0))
#else
f16vec4 fetcha(uint off, uint ld, uint r, uint c, uint rows, uint cols) {
  f16vec4 v = f16vec4(0.0);
  if (r < rows)
    [[unroll]] for (uint j = 0u; j < 4u; j++)
      if (c + j < cols) v[j] = a[off + r * ld + c + j];
  return v;
}
f16vec4 fetchb(uint off, uint ld, uint r, uint c, uint rows, uint cols) {
  f16vec4 v = f16vec4(0.0);
  if (r < rows)
    [[unroll]] for (uint j = 0u; j < 4u; j++)
      if (c + j < cols) v[j] = b[off + r * ld + c + j];
  return v;
}
#define FETCH(buf, off, ld, r, c, rows, cols) fetch##buf(off, ld, r, c, rows, cols)
#endif

void loadTiles(uint m0, uint n0, uint k0) {
  const uint tid = gl_LocalInvocationID.x;
  [[unroll]] for (uint l = 0u; l < LA; l++) {
    const uint e = tid + l * WG, r = e / (AC / 4u), c = (e % (AC / 4u)) * 4u;
#ifdef TRANS_A
    ra[l] = FETCH(a, OFF_A, pc.lda, k0 + r, m0 + c, pc.K, pc.M);
#else
    ra[l] = FETCH(a, OFF_A, pc.lda, m0 + r, k0 + c, pc.M, pc.K);
#endif
  }
  [[unroll]] for (uint l = 0u; l < LB; l++) {
    const uint e = tid + l * WG, r = e / (BC / 4u), c = (e % (BC / 4u)) * 4u;
#ifdef TRANS_B
    rb[l] = FETCH(b, OFF_B, pc.ldb, n0 + r, k0 + c, pc.N, pc.K);
#else
    rb[l] = FETCH(b, OFF_B, pc.ldb, k0 + r, n0 + c, pc.K, pc.N);
#endif
  }
}

void storeTiles() {
  const uint tid = gl_LocalInvocationID.x;
  [[unroll]] for (uint l = 0u; l < LA; l++) {
    const uint e = tid + l * WG;
    As[(e / (AC / 4u)) * SA + e % (AC / 4u)] = ra[l];
  }
  [[unroll]] for (uint l = 0u; l < LB; l++) {
    const uint e = tid + l * WG;
    Bs[(e / (BC / 4u)) * SB + e % (BC / 4u)] = rb[l];
  }
}

void main() {
  const uint sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
  const uint wm = (sg / SGN) * WM, wn = (sg % SGN) * WN; // the warp tile within the block
  const uint m0 = gl_WorkGroupID.y * BM, n0 = gl_WorkGroupID.x * BN;

  coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator> acc[FM][FN];
  [[unroll]] for (uint i = 0u; i < FM; i++)
    [[unroll]] for (uint j = 0u; j < FN; j++) acc[i][j] = coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator>(0.0);

  const uint steps = (pc.K + BK - 1u) / BK;
  if (steps > 0u) loadTiles(m0, n0, 0u);
  for (uint t = 0u; t < steps; t++) {
    storeTiles();
    barrier();
    if (t + 1u < steps) loadTiles(m0, n0, (t + 1u) * BK); // in flight while this step is multiplied
    [[unroll]] for (uint kk = 0u; kk < BK; kk += 16u) {
      coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> fa[FM];
      coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseB> fb[FN];
      [[unroll]] for (uint i = 0u; i < FM; i++) {
#ifdef TRANS_A
        coopMatLoad(fa[i], As, kk * SA + (wm + i * 16u) / 4u, SA, gl_CooperativeMatrixLayoutColumnMajor);
#else
        coopMatLoad(fa[i], As, (wm + i * 16u) * SA + kk / 4u, SA, gl_CooperativeMatrixLayoutRowMajor);
#endif
      }
      [[unroll]] for (uint j = 0u; j < FN; j++) {
#ifdef TRANS_B
        coopMatLoad(fb[j], Bs, (wn + j * 16u) * SB + kk / 4u, SB, gl_CooperativeMatrixLayoutColumnMajor);
#else
        coopMatLoad(fb[j], Bs, kk * SB + (wn + j * 16u) / 4u, SB, gl_CooperativeMatrixLayoutRowMajor);
#endif
      }
      [[unroll]] for (uint i = 0u; i < FM; i++)
        [[unroll]] for (uint j = 0u; j < FN; j++) acc[i][j] = coopMatMulAdd(fa[i], fb[j], acc[i][j]);
    }
    barrier();
  }

  // Each accumulator goes through the subgroup's 16 x 16 slot of Cs, then to C element by element.
  const uint slot = sg * 256u;
  [[unroll]] for (uint i = 0u; i < FM; i++)
    [[unroll]] for (uint j = 0u; j < FN; j++) {
      coopMatStore(acc[i][j], Cs, slot, 16u, gl_CooperativeMatrixLayoutRowMajor);
      subgroupMemoryBarrierShared();
      subgroupBarrier();
      [[unroll]] for (uint e = lane; e < 256u; e += SUBGROUP) {
        const uint m = m0 + wm + i * 16u + e / 16u, n = n0 + wn + j * 16u + e % 16u;
        if (m < pc.M && n < pc.N) storeC(OFF_C + m * pc.N + n, Cs[slot + e]);
      }
      subgroupBarrier(); // the slot is read before the next accumulator overwrites it
    }
}
