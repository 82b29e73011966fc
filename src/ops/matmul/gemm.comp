#version 450
// gemm (f32): C = A * B, with A and B each read row-major (N) or transposed (T) from its buffer:
//   A [M, K]: a[offA + m * lda + k] (N), a[offA + k * lda + m] (TRANS_A: A is the transpose of a [K, M])
//   B [K, N]: b[offB + k * ldb + n] (N), b[offB + n * ldb + k] (TRANS_B: B is the transpose of b [N, K])
//   C [M, N]: c[offC + m * N + n], contiguous.   C[m, n] = sum_k A[m, k] * B[k, n]
// The element offsets are read only with OFFSETS: adding them to every load cost 3% at 4096^3 on an H200
// (3.66 vs 3.55 ms), so operands at offset 0 run variants without them. lda / ldb cost nothing (a
// runtime stride either way).
// Any M, N, K >= 0 (loads past the edges read 0, stores past the edges are skipped; K = 0 gives C = 0).
// Indices are 32-bit: every index an operand is read at must be below 2^32 (the host checks).
//
// Bindings (set 0): 0 = A (readonly), 1 = B (readonly), 2 = C (writeonly; may not alias A or B).
// Push constants: M, N, K; offA, offB, offC (element offsets, OFFSETS only); lda, ldb (row strides of the
//   stored a and b).
// Workgroup size: fixed by the tile (not a specialization constant): (BM / TM) * (BN / TN) invocations.
// Grid: (ceil(N / BN), ceil(M / BM), 1) workgroups; workgroup (x, y) computes the BM x BN block of C at
//   rows y * BM, columns x * BN. (A 1-D count read with linearGroup() was 1.3% slower for nt on an H200.)
// Variants (src/ops/matmul/kernels.ts, GEMM_F32_TILES): nn, nt, tn, tt (A, B transposed or not) x tiles x
//   offsets. The tiles vary BM x BN (128 x 128, 128 x 64, 64 x 64), BK (16, 32), TM x TN (8x8, 8x4, 4x4;
//   128 or 256 invocations), and:
//   VEC4           A and B read as vec4 (f32 only): each operand's contiguous extent (K or M for A, N or K
//                  for B), row stride and offset are multiples of 4; offA, offB, lda, ldb are then pushed
//                  in vec4s (offC stays in floats)
//   WARP_MAP       each 32 invocations (an NVIDIA subgroup) take an 8 x 4 block of the invocation grid
//                  instead of a strip of it (fewer distinct shared quads read per k; main's comment)
//   ..._off        with OFFSETS
// HALF (the gemm_half kernel, src/ops/matmul/half-kernels.ts): A and B are f16 or bf16 (IN_BF16), read as
//   their 16 bits and widened exactly to f32 as they are loaded; C is f32 or rounded to the input dtype
//   (OUT_HALF); batched over gl_WorkGroupID.z, offsets always read, accumulate: gemm_half.glsl's push
//   constants and store. The scheme is the f32 kernel's, at its 128 x 128 and 64 x 64 tiles only (variants
//   <in>_<out>_<ab><tile>).
// Scheme: A and B tiles of BK columns are staged in shared memory (both k-major, an operand loaded along k
//   padded against bank conflicts); the next tile is loaded into registers while the current one is
//   multiplied, then stored between two barriers; each invocation keeps TM x TN accumulators, reading A and
//   B from shared memory as vec4 with its rows and columns strided 4-wide across the block (conflict-free
//   vec4 reads). Global loads walk the operand's contiguous dimension across neighbouring invocations (k for
//   N-layout A, m for TRANS_A, and so on).
// On the H200 (`vkts tune gemm --dtype f32`, 2026-12-01, TFLOP/s; FMA roof ~65, PyTorch TF32-off 49.4 at
//   4096^3): nn 4096^3 128x64r8x8v4 42.6, 128x128v4 38.6; nn 512x4096x14336 128x64r8x8v4 40.6; nt 4096^3
//   128x128v4 37.8 (128x64r8x8v4 32.2); nt 512x4096x14336 128x128k32v4w 35.2. What lost everywhere and was
//   dropped: two shared buffers (BK 8 and 16, one barrier per tile: 30-34 at 4096^3), 8x16 register tiles
//   (128x128 at 128 invocations 39.5 nn but 19 at 512 x 4096; 128x256 31.9), WARP_MAP on the BK 16 128x128
//   tile (37.8 nn vs 38.6), 64x64 at 8x8 (38.8 nn, 34.7 nt 512 x 4096), 64x128 (scalar, vec4, and 8x8 at
//   128 invocations), 64x64 vec4, 64x64 BK 32.
//   bench/gemm-sweep.ts (compiled at run time), nn 4096^3, 2026-12-01 late: the shipped 128x64r8x8v4 41.6;
//   with WARP_MAP 42.6 (within the run-to-run spread of the tuner's 42.6 for the shipped tile); BK 32 38.5;
//   two shared buffers with tile pairs (constant buffer indices, one barrier per tile) 37.8 (128x128 11.5);
//   128x32 r8x4 31.1, 256x64 r8x8 29.4, 128x64 r16x4 30.9, r4x16 39.3.

#extension GL_EXT_control_flow_attributes : require
#ifdef HALF
#extension GL_EXT_shader_16bit_storage : require
#endif

#ifndef BM
#define BM 128
#endif
#ifndef BN
#define BN 128
#endif
#ifndef BK
#define BK 16
#endif
#ifndef TM
#define TM 8
#endif
#ifndef TN
#define TN 8
#endif

#ifdef VEC4
#define Q 4u                // elements per global load
#define VT vec4
#define PART(v, j) (v)[j]
#else
#define Q 1u
#define VT float
#define PART(v, j) (v)
#endif

#define TX (BN / TN)        // invocations along n
#define TY (BM / TM)        // invocations along m
#define WG (TX * TY)
#define LA (BM * BK / WG)   // A elements each invocation loads per tile
#define LB (BN * BK / WG)   // B elements each invocation loads per tile

#if (TM % 4) != 0 || (TN % 4) != 0 || (BM * BK) % WG != 0 || (BN * BK) % WG != 0
#error "gemm: TM and TN must be multiples of 4 and the tiles must split evenly over the workgroup"
#endif
#if defined(WARP_MAP) && ((TX % 8) != 0 || (TY % 4) != 0)
#error "gemm: WARP_MAP needs the invocation grid to split into 8 x 4 blocks"
#endif
#if defined(VEC4) && (defined(HALF) || (LA % 4) != 0 || (LB % 4) != 0)
#error "gemm: VEC4 is for f32 tiles whose loads split into whole vec4s"
#endif

layout(local_size_x = WG) in;

#ifdef HALF
// f16 / bf16 operands, read as their bits (16-bit storage) and widened when loaded (gemm_half.glsl)
layout(set = 0, binding = 0, std430) readonly buffer MatA { uint16_t a[]; };
layout(set = 0, binding = 1, std430) readonly buffer MatB { uint16_t b[]; };
#include "gemm_half.glsl"
#define LOAD_A(i) widen(uint(a[i]))
#define LOAD_B(i) widen(uint(b[i]))
#define STORE_C(i, v) storeC(i, v)
#else
layout(set = 0, binding = 0, std430) readonly buffer MatA { VT a[]; };
layout(set = 0, binding = 1, std430) readonly buffer MatB { VT b[]; };
layout(set = 0, binding = 2, std430) writeonly buffer MatC { float c[]; };

layout(push_constant, std430) uniform Push {
  uint M;
  uint N;
  uint K;
  uint offA;
  uint offB;
  uint offC;
  uint lda;
  uint ldb;
} pc;

#ifdef OFFSETS
#define OFF_A pc.offA
#define OFF_B pc.offB
#define OFF_C pc.offC
#else
#define OFF_A 0u
#define OFF_B 0u
#define OFF_C 0u
#endif
#define TILE_ROW0 (gl_WorkGroupID.y * BM)
#define ROWS_M pc.M
#define LOAD_A(i) a[i]
#define LOAD_B(i) b[i]
#define STORE_C(i, v) c[i] = (v)
#endif

// An operand loaded along k (A, unless TRANS_A; B with TRANS_B) is stored down a column of shared rows: its
// rows are padded by a quad so that k-neighbours' stores spread over 16 banks (unpadded, a subgroup's 32
// stores fell on 2 banks, 8 with vec4 loads), except where the pads would pass 32 KiB (lavapipe's limit;
// the BK 32 tile).
#ifdef TRANS_A
#define APAD_WANTED 0
#else
#define APAD_WANTED 1
#endif
#ifdef TRANS_B
#define BPAD_WANTED 1
#else
#define BPAD_WANTED 0
#endif
#if BK * (BM / 4 + APAD_WANTED + BN / 4 + BPAD_WANTED) * 16 > 32768
#define APAD 0
#define BPAD 0
#else
#define APAD APAD_WANTED
#define BPAD BPAD_WANTED
#endif
shared vec4 As[BK][BM / 4 + APAD]; // As[k][m / 4][m % 4] = A[m0 + m, k0 + k]
shared vec4 Bs[BK][BN / 4 + BPAD]; // Bs[k][n / 4][n % 4] = B(k0 + k, n0 + n)

VT ra[LA / Q];
VT rb[LB / Q];

// The tile position (m, k) of A's load e and (n, k) of B's: Q elements along the operand's contiguous
// dimension (k for N-layout A, m for TRANS_A, n for N-layout B, k for TRANS_B).
uvec2 posA(uint e) {
#ifdef TRANS_A
  return uvec2((e % (BM / Q)) * Q, e / (BM / Q));
#else
  return uvec2(e / (BK / Q), (e % (BK / Q)) * Q);
#endif
}
uvec2 posB(uint e) {
#ifdef TRANS_B
  return uvec2(e / (BK / Q), (e % (BK / Q)) * Q);
#else
  return uvec2((e % (BN / Q)) * Q, e / (BN / Q));
#endif
}

// With VEC4 the contiguous extent is a multiple of 4 (the host checks), so a load whose first element
// is inside the matrix is inside for all 4.
void loadTile(uint m0, uint n0, uint k0) {
  const uint tid = gl_LocalInvocationID.x;
  [[unroll]] for (uint l = 0u; l < LA / Q; l++) {
    const uvec2 p = posA(tid + l * WG);
    const uint m = m0 + p.x, k = k0 + p.y;
#ifdef TRANS_A
    ra[l] = (m < ROWS_M && k < pc.K) ? LOAD_A(OFF_A + k * pc.lda + m / Q) : VT(0.0);
#else
    ra[l] = (m < ROWS_M && k < pc.K) ? LOAD_A(OFF_A + m * pc.lda + k / Q) : VT(0.0);
#endif
  }
  [[unroll]] for (uint l = 0u; l < LB / Q; l++) {
    const uvec2 p = posB(tid + l * WG);
    const uint n = n0 + p.x, k = k0 + p.y;
#ifdef TRANS_B
    rb[l] = (n < pc.N && k < pc.K) ? LOAD_B(OFF_B + n * pc.ldb + k / Q) : VT(0.0);
#else
    rb[l] = (n < pc.N && k < pc.K) ? LOAD_B(OFF_B + k * pc.ldb + n / Q) : VT(0.0);
#endif
  }
}

void storeTile() {
  const uint tid = gl_LocalInvocationID.x;
  [[unroll]] for (uint l = 0u; l < LA / Q; l++) {
    const uvec2 p = posA(tid + l * WG);
#if defined(VEC4) && defined(TRANS_A)
    As[p.y][p.x >> 2] = ra[l]; // the quad runs along m, as the shared rows do: one vec4 store
#else
    [[unroll]] for (uint j = 0u; j < Q; j++) {
#ifdef TRANS_A
      const uint m = p.x + j, k = p.y;
#else
      const uint m = p.x, k = p.y + j;
#endif
      As[k][m >> 2][m & 3u] = PART(ra[l], j);
    }
#endif
  }
  [[unroll]] for (uint l = 0u; l < LB / Q; l++) {
    const uvec2 p = posB(tid + l * WG);
#if defined(VEC4) && !defined(TRANS_B)
    Bs[p.y][p.x >> 2] = rb[l]; // along n, as the shared rows: one vec4 store
#else
    [[unroll]] for (uint j = 0u; j < Q; j++) {
#ifdef TRANS_B
      const uint n = p.x, k = p.y + j;
#else
      const uint n = p.x + j, k = p.y;
#endif
      Bs[k][n >> 2][n & 3u] = PART(rb[l], j);
    }
#endif
  }
}

void main() {
  const uint tid = gl_LocalInvocationID.x;
#ifdef WARP_MAP
  // Each run of 32 invocations (an NVIDIA subgroup) is an 8 x 4 block of the TX x TY grid, not a 32 x 1 or
  // 16 x 2 strip: its shared reads per k are 4 distinct A quads and 8 distinct B quads (64 + 128 bytes),
  // where a 16 x 2 strip reads 2 and 16 (B then spans 256 bytes, two shared-memory wavefronts).
  const uint lane = tid % 32u, blk = tid / 32u;
  const uint tx = (blk % (TX / 8u)) * 8u + lane % 8u, ty = (blk / (TX / 8u)) * 4u + lane / 8u;
#else
  const uint tx = tid % TX, ty = tid / TX;
#endif
#ifdef SEGMENTS
  if (!segmentTile(gl_WorkGroupID.y)) return; // past the last group (uniform across the workgroup)
#endif
  const uint m0 = TILE_ROW0, n0 = gl_WorkGroupID.x * BN;

  vec4 acc[TM][TN / 4];
  [[unroll]] for (uint i = 0u; i < TM; i++)
    [[unroll]] for (uint d = 0u; d < TN / 4; d++) acc[i][d] = vec4(0.0);

  const uint tiles = (pc.K + BK - 1u) / BK;
  if (tiles > 0u) {
    loadTile(m0, n0, 0u);
    storeTile();
  }
  barrier();
  for (uint t = 0u; t < tiles; t++) {
    if (t + 1u < tiles) loadTile(m0, n0, (t + 1u) * BK); // in flight while this tile is multiplied
    [[unroll]] for (uint k = 0u; k < BK; k++) {
      vec4 av[TM / 4], bv[TN / 4];
      [[unroll]] for (uint q = 0u; q < TM / 4; q++) av[q] = As[k][q * TY + ty];
      [[unroll]] for (uint d = 0u; d < TN / 4; d++) bv[d] = Bs[k][d * TX + tx];
      [[unroll]] for (uint q = 0u; q < TM / 4; q++)
        [[unroll]] for (uint i = 0u; i < 4u; i++)
          [[unroll]] for (uint d = 0u; d < TN / 4; d++) acc[q * 4u + i][d] = fma(vec4(av[q][i]), bv[d], acc[q * 4u + i][d]);
    }
    barrier(); // everyone has read the tile before the next one overwrites it
    if (t + 1u < tiles) storeTile();
    barrier();
  }

  // invocation (tx, ty) owns rows m0 + q*4*TY + ty*4 + i and columns n0 + d*4*TX + tx*4 + j
  [[unroll]] for (uint q = 0u; q < TM / 4; q++)
    [[unroll]] for (uint i = 0u; i < 4u; i++) {
      const uint m = m0 + q * 4u * TY + ty * 4u + i;
      if (m >= ROWS_M) continue;
      [[unroll]] for (uint d = 0u; d < TN / 4; d++) {
        const uint n = n0 + d * 4u * TX + tx * 4u;
        [[unroll]] for (uint j = 0u; j < 4u; j++)
          if (n + j < pc.N) STORE_C(OFF_C + m * pc.N + n + j, acc[q * 4u + i][d][j]);
      }
    }
}
