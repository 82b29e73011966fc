#version 450
// gemm_coopmat (f16 x f16 -> f32 on KHR cooperative matrices): C = A * B for A and B f16, accumulated in
// f32, stored as f32 or rounded once to f16 (OUT_HALF); batched through gl_WorkGroupID.z. The layouts,
// push constants, batch offsets and the store are gemm_half.glsl's (shared with gemm.comp's HALF
// variants): A [M, K] row-major (N) or transposed (TRANS_A), B [K, N] likewise (TRANS_B), C contiguous.
// Needs: VK_KHR_cooperative_matrix with the f16 x f16 -> f32 16 x 16 x 16 subgroup shape, subgroups of
// 32 invocations (each subgroup owns one warp tile), 16-bit storage, and the shared memory of the tiles
// (half-kernels.ts's coopmatSharedBytes(): the same sum as the declarations below, compared with the
// reflected SPIR-V by a test).
// Any M, N, K: tiles are staged in shared memory with loads past the edges replaced by 0 (never read out
// of bounds), and C is stored element by element with the edges skipped (and pc.accumulate applied).
//
// Bindings (set 0): 0 = A (readonly f16), 1 = B (readonly f16), 2 = C (f32, or f16 bits with OUT_HALF;
//   read too when pc.accumulate != 0; may not alias A or B).
// Workgroup: (BM / WM) * (BN / WN) subgroups of 32. Grid: (ceil(N / BN), ceil(M / BM), batch).
// Scheme: the BM x BN block of C of a workgroup is split into warp tiles of WM x WN (16 x 16 accumulators,
//   WM / 16 x WN / 16 per subgroup). Per step of BK along k, the A and B tiles are loaded from global
//   memory into registers (the next step's while this one is multiplied) and stored in shared memory as
//   the operands lie in memory (rows along the strided dimension, the contiguous one within a row), so a
//   transposed operand is read column-major by coopMatLoad rather than transposed. Rows are padded by 8
//   halves: 16-byte aligned rows whose first 16 bytes fall into distinct banks.
// Tiles (defines; the defaults are the fastest of a sweep on the H200, docs/bench/README.md): BM = BN =
//   128, BK = 64, warp tiles 64 x 64 (4 subgroups). BK = 64 halves the barriers of BK = 32 (1.6x) and
//   64 x 64 warp tiles load 8 fragments per 16 products instead of 6 per 8. The other tiles
//   (half-kernels.ts's COOPMAT_TILES, tuner candidates) are 128 x 64 (64 x 32 warp tiles) and PREFETCH 0
//   (no register prefetch: global loads straight into shared memory between barriers, for more workgroups
//   per SM); BK 32 tiles (a ring of two shared stages at 128 x 128, and 8 subgroups at 256 x 128 and
//   128 x 256) ran at half the default's rate on the H200 (60-68 TFLOP/s against 117-127) and were dropped.
//   The padding keeps coopMatLoad conflict-free: a padded row is 16 bytes past a multiple of 128 (rows of
//   64 halves and longer), so the 16-byte rows of 8 consecutive rows of a fragment fall into 8 distinct
//   16-byte bank groups. (A swizzle is not expressible: coopMatLoad addresses rows by one linear stride.)
// Variants (half-kernels.ts): <ab> (nn, nt, tn, tt) x out (f32 | f16) x tile x load width (tiles other
//   than the default: _vec8 only):
//   _vec8 the contiguous extents of A and B, their row strides, offsets and batch strides are multiples
//         of 8: 16-byte loads (offsets, strides in units of 8 halves; 1.6x the element loads' speed)
//   ''    any: element loads

#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_cooperative_matrix : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_EXT_control_flow_attributes : require

#ifndef BM
#define BM 128
#endif
#ifndef BN
#define BN 128
#endif
#ifndef BK
#define BK 64
#endif
#ifndef WM
#define WM 64              // warp tile rows
#endif
#ifndef WN
#define WN 64              // warp tile columns
#endif
#ifndef PREFETCH
#define PREFETCH 1         // 1: the next step's tiles are loaded into registers while this one is multiplied
#endif
#define SGN (BN / WN)      // subgroups along n
#define SUBGROUP 32
#define WG (BM / WM * SGN * SUBGROUP)
#define FM (WM / 16)       // accumulators along m per subgroup
#define FN (WN / 16)       // accumulators along n
#ifdef VEC8
#define VT uvec4           // 8 halves
#define VW 8u
#define VWN 8              // VW for the preprocessor
#define PAD 1
#else
#define VT f16vec4
#define VW 4u
#define VWN 4
#define PAD 2              // vectors of padding per shared row (8 halves)
#endif

layout(local_size_x = WG) in;

#ifdef VEC8
layout(set = 0, binding = 0, std430) readonly buffer MatA { uvec4 a[]; };
layout(set = 0, binding = 1, std430) readonly buffer MatB { uvec4 b[]; };
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
#define SA (AC / VW + PAD)  // shared row strides, in vectors
#define SB (BC / VW + PAD)
#define LA (AR * AC / VW / WG) // vectors each invocation loads per step
#define LB (BR * BC / VW / WG)
#if BM % WM != 0 || BN % WN != 0 || WM % 16 != 0 || WN % 16 != 0 || BK % 16 != 0 || (AR * AC / VWN) % WG != 0 || (BR * BC / VWN) % WG != 0
#error "gemm_coopmat: warp tiles must divide the block into 16 x 16 fragments and the tiles split evenly into the workgroup's loads"
#endif

shared VT As[AR * SA];
shared VT Bs[BR * SB];
shared float Cs[WG / SUBGROUP * 256]; // one 16 x 16 accumulator per subgroup, on its way to C

VT ra[LA];
VT rb[LB];

// VW halves of row r, columns c .. c + VW - 1 of a stored operand (row stride ld), 0 past rows or cols.
// VEC8: off and ld are in units of 8 halves and cols is a multiple of 8 (a vector is in or out).
#ifdef VEC8
#define FETCH(buf, off, ld, r, c, rows, cols) \
  ((r) < (rows) && (c) < (cols) ? buf[(off) + (r) * (ld) + (c) / 8u] : uvec4(0u))
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
    const uint e = tid + l * WG, r = e / (AC / VW), c = (e % (AC / VW)) * VW;
#ifdef TRANS_A
    ra[l] = FETCH(a, OFF_A, pc.lda, k0 + r, m0 + c, pc.K, ROWS_M);
#else
    ra[l] = FETCH(a, OFF_A, pc.lda, m0 + r, k0 + c, ROWS_M, pc.K);
#endif
  }
  [[unroll]] for (uint l = 0u; l < LB; l++) {
    const uint e = tid + l * WG, r = e / (BC / VW), c = (e % (BC / VW)) * VW;
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
    As[(e / (AC / VW)) * SA + e % (AC / VW)] = ra[l];
  }
  [[unroll]] for (uint l = 0u; l < LB; l++) {
    const uint e = tid + l * WG;
    Bs[(e / (BC / VW)) * SB + e % (BC / VW)] = rb[l];
  }
}

// This step's products from the shared tiles into the subgroup's accumulators.
#define ACC coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator>
void multiply(uint wm, uint wn, inout ACC acc[FM][FN]) {
  [[unroll]] for (uint kk = 0u; kk < BK; kk += 16u) {
    coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> fa[FM];
    coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseB> fb[FN];
    [[unroll]] for (uint i = 0u; i < FM; i++) {
#ifdef TRANS_A
      coopMatLoad(fa[i], As, kk * SA + (wm + i * 16u) / VW, SA, gl_CooperativeMatrixLayoutColumnMajor);
#else
      coopMatLoad(fa[i], As, (wm + i * 16u) * SA + kk / VW, SA, gl_CooperativeMatrixLayoutRowMajor);
#endif
    }
    [[unroll]] for (uint j = 0u; j < FN; j++) {
#ifdef TRANS_B
      coopMatLoad(fb[j], Bs, (wn + j * 16u) * SB + kk / VW, SB, gl_CooperativeMatrixLayoutColumnMajor);
#else
      coopMatLoad(fb[j], Bs, kk * SB + (wn + j * 16u) / VW, SB, gl_CooperativeMatrixLayoutRowMajor);
#endif
    }
    [[unroll]] for (uint i = 0u; i < FM; i++)
      [[unroll]] for (uint j = 0u; j < FN; j++) acc[i][j] = coopMatMulAdd(fa[i], fb[j], acc[i][j]);
  }
}

void main() {
  const uint sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
  const uint wm = (sg / SGN) * WM, wn = (sg % SGN) * WN; // the warp tile within the block
#ifdef SEGMENTS
  if (!segmentTile(gl_WorkGroupID.y)) return; // past the last group (uniform across the workgroup)
#endif
  const uint m0 = TILE_ROW0, n0 = gl_WorkGroupID.x * BN;

  ACC acc[FM][FN];
  [[unroll]] for (uint i = 0u; i < FM; i++)
    [[unroll]] for (uint j = 0u; j < FN; j++) acc[i][j] = ACC(0.0);

  const uint steps = (pc.K + BK - 1u) / BK;
#if PREFETCH == 0
  // No prefetch registers: each step's tiles go from global to shared memory between two barriers, so
  // latency is hidden by other workgroups on the SM (more fit: ~64 fewer registers per invocation).
  for (uint t = 0u; t < steps; t++) {
    loadTiles(m0, n0, t * BK);
    storeTiles();
    barrier();
    multiply(wm, wn, acc);
    barrier();
  }
#else
  if (steps > 0u) {
    loadTiles(m0, n0, 0u);
    storeTiles();
  }
  barrier();
  for (uint t = 0u; t < steps; t++) {
    if (t + 1u < steps) loadTiles(m0, n0, (t + 1u) * BK); // in flight while this step is multiplied
    multiply(wm, wn, acc);
    barrier();
    if (t + 1u < steps) storeTiles();
    barrier();
  }
#endif

  // Each accumulator goes through the subgroup's 16 x 16 slot of Cs, then to C element by element.
  const uint slot = sg * 256u;
  [[unroll]] for (uint i = 0u; i < FM; i++)
    [[unroll]] for (uint j = 0u; j < FN; j++) {
      coopMatStore(acc[i][j], Cs, slot, 16u, gl_CooperativeMatrixLayoutRowMajor);
      subgroupMemoryBarrierShared();
      subgroupBarrier();
      [[unroll]] for (uint e = lane; e < 256u; e += SUBGROUP) {
        const uint m = m0 + wm + i * 16u + e / 16u, n = n0 + wn + j * 16u + e % 16u;
        if (m < ROWS_M && n < pc.N) storeC(OFF_C + m * pc.N + n, Cs[slot + e]);
      }
      subgroupBarrier(); // the slot is read before the next accumulator overwrites it
    }
}
