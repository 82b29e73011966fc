#version 450
// qgemm: C[m, n] = sum_k X[m, k] * W[n, k] (C = X Wᵀ), X [M, K] f32 (row m at offX + m * ldx floats),
// W [N, K] a GGML block format read verbatim (row n at byte offW + n * ldw: K / BLOCK_WEIGHTS blocks),
// C [M, N] f32 contiguous at offC. K is a whole number of blocks; any M, N >= 1: rows of X and W past the
// edges are staged as zeros and never read, and stores past the edges are skipped.
// EXPERTS (the _moe variants: quant.gemm over an expert bank, ggml's mul_mat_id): W holds `experts` banks of
// N rows, expert e's at byte offW + e * expertBytes; the M = total rows are the (token, slot) entries of the
// ids, grouped by route_experts.comp into Route: counts[experts + 1], then group g's entries from word
// experts + 1 + g * total (group `experts` holds the entries whose id is out of range). A workgroup takes
// one BM-row tile of one group's entries: X row entry (xPerSlot) or entry / slots (the token), C row entry;
// the out-of-range group's tiles decode nothing and store zeros. Tiles past a group's count return at once.
//
// Bindings (set 0): 0 = W blocks (readonly, 32-bit words), 1 = X (readonly), 2 = C (writeonly), EXPERTS:
// 3 = Route (readonly); then the codebook formats' packed grid (INIT only; readonly).
// Push constants: M, N, K; offW, ldw (bytes); offX, ldx, offC (floats); tilesM (ceil(M / BM)); EXPERTS:
// experts, total, slots, xPerSlot, expertBytes.
// Workgroup size: fixed by the tile, (BM / TM) * (BN / TN) invocations.
// Grid: one workgroup per BM x BN block of C, a 1-D count (linearGroup()); consecutive workgroups walk M
//   first, so the workgroups decoding one block of W rows run close together and share it through the cache.
//   EXPERTS: that for each of the experts + 1 groups, tilesM covering every entry.
// Defines (src/quant/gemm/kernels.ts): BLOCK_WEIGHTS, BLOCK_BYTES, DECODE and POS (the format's functions in
//   include/ggml_blocks.glsl), INIT (codebook formats: fills the workgroup's shared copy of the grid, from
//   include/ggml_blocks_iq.glsl), XVEC4 (offX and ldx multiples of 4: X read as vec4), BM BN TM TN.
//
// Scheme: the K axis advances BK = 32 weights at a time: 4 units of 8 (ggml_blocks.glsl) of one block.
// A unit's weights are two runs of 4 at pos_<fmt>(s), not always 8 consecutive columns (q4_K's second run
// lies 32 further), so the tile's k index is the unit order, not the column: slot 8u + j holds run
// pos(s).x + j and 8u + 4 + j run pos(s).y + j, for W and X alike. A sum over k does not care about the
// order, so any format's decoder fits one 32-wide tile, and no unit is decoded twice.
//
// Three stages per tile, each its own function:
//   loadTile()     global -> registers: X's runs (vec4) and W's units decoded to f32 (the dequant stage)
//   storeTile()    registers -> shared: Xs[k][m], Ws[k][n], both k-major
//   multiplyTile() shared -> accumulators: TM x TN f32 FMAs per invocation per k (register tiling as
//                  src/ops/matmul/gemm.comp), reading Xs and Ws as vec4 strided 4-wide across the block
// The next tile is loaded (and decoded) into registers while the current one is multiplied.
//
// On devices with f16 cooperative matrices quant.gemm runs another path for M >= 64 (src/quant/gemm/
// f16-path.ts): W decoded to f16 by dequantize.comp a chunk of K at a time and multiplied by the f16 matmul;
// this kernel is the f32 path (exact weights, f32 sums) and the default elsewhere.

#extension GL_EXT_control_flow_attributes : require

#ifndef BM
#define BM 64
#endif
#ifndef BN
#define BN 64
#endif
#ifndef TM
#define TM 4
#endif
#ifndef TN
#define TN 4
#endif
#define BK 32
#define UNITS_PER_TILE (BK / 8)
#define TILES_PER_BLOCK (BLOCK_WEIGHTS / BK)

#define TX (BN / TN)
#define TY (BM / TM)
#define WG (TX * TY)
#define LX (BM * BK / 4 / WG)            // runs of 4 X values each invocation loads per tile
#define LW (BN * UNITS_PER_TILE / WG)    // W units each invocation decodes per tile

#if (TM % 4) != 0 || (TN % 4) != 0 || (BM * BK / 4) % WG != 0 || (BN * UNITS_PER_TILE) % WG != 0 || LW < 1
#error "qgemm: TM and TN must be multiples of 4 and the X runs and W units must split evenly over the workgroup"
#endif

layout(local_size_x = WG) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer Wq { uint qw[]; };
#ifdef XVEC4
layout(set = 0, binding = 1, std430) readonly buffer Xv { vec4 xv[]; };
vec4 loadX4(uint i) { return xv[i >> 2]; }
#else
layout(set = 0, binding = 1, std430) readonly buffer Xv { float xs[]; };
vec4 loadX4(uint i) { return vec4(xs[i], xs[i + 1u], xs[i + 2u], xs[i + 3u]); }
#endif
layout(set = 0, binding = 2, std430) writeonly buffer Cv { float c[]; };
#ifdef EXPERTS
layout(set = 0, binding = 3, std430) readonly buffer Route { uint route[]; };
#define GRID_BINDING 4
#else
#define GRID_BINDING 3
#endif
#ifdef INIT
// the codebook formats' packed grid words (src/quant/generated/iq-grids-gpu.ts), read by INIT
layout(set = 0, binding = GRID_BINDING, std430) readonly buffer Grid { uint iqGridWords[]; };
#endif

#include "ggml_blocks.glsl"
#ifdef INIT
#include "ggml_blocks_iq.glsl"
#endif

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
#ifdef EXPERTS
  uint experts;
  uint total;
  uint slots;
  uint xPerSlot;
  uint expertBytes;
#endif
} pc;

#ifdef EXPERTS
const uint NO_ROW = 0xffffffffu;
shared uint entryOf[BM]; // the tile's entries (NO_ROW past the group's count)
uint wBase;              // the expert's first byte
#define W_BASE wBase
#else
#define W_BASE pc.offW
#endif

shared vec4 Xs[BK][BM / 4 + 1]; // Xs[k][m / 4][m % 4] = X[m0 + m, column of slot k]; +1 spreads k-neighbours over banks
shared vec4 Ws[BK][BN / 4];     // Ws[k][n / 4][n % 4] = W[n0 + n, column of slot k]

vec4 rx[LX];
vec4 rw0[LW], rw1[LW];

// Tile t of the K axis: units 4 (t % TILES_PER_BLOCK) .. + 3 of block t / TILES_PER_BLOCK of every row.
void loadTile(uint m0, uint n0, uint t) {
  const uint tid = gl_LocalInvocationID.x;
  const uint blk = t / TILES_PER_BLOCK, s0 = (t % TILES_PER_BLOCK) * UNITS_PER_TILE;
  [[unroll]] for (uint l = 0u; l < LX; l++) {
    const uint e = tid + l * WG;
    const uint m = m0 + e / (2u * UNITS_PER_TILE), r = e % (2u * UNITS_PER_TILE);
    const uvec2 p = POS(s0 + r / 2u);
#ifdef EXPERTS
    const uint entry = entryOf[m];
    const uint xm = pc.xPerSlot != 0u ? entry : entry / pc.slots;
    rx[l] = entry != NO_ROW ? loadX4(pc.offX + xm * pc.ldx + blk * BLOCK_WEIGHTS + ((r & 1u) == 0u ? p.x : p.y)) : vec4(0.0);
#else
    rx[l] = m < pc.M ? loadX4(pc.offX + m * pc.ldx + blk * BLOCK_WEIGHTS + ((r & 1u) == 0u ? p.x : p.y)) : vec4(0.0);
#endif
  }
  [[unroll]] for (uint l = 0u; l < LW; l++) {
    const uint e = tid + l * WG;
    const uint n = n0 + e / UNITS_PER_TILE, u = e % UNITS_PER_TILE;
    if (n < pc.N) {
      DECODE(W_BASE + n * pc.ldw + blk * BLOCK_BYTES, s0 + u, rw0[l], rw1[l]);
    } else {
      rw0[l] = vec4(0.0);
      rw1[l] = vec4(0.0);
    }
  }
}

void storeTile() {
  const uint tid = gl_LocalInvocationID.x;
  [[unroll]] for (uint l = 0u; l < LX; l++) {
    const uint e = tid + l * WG;
    const uint m = e / (2u * UNITS_PER_TILE), k = 4u * (e % (2u * UNITS_PER_TILE)); // run r fills slots 4r..4r+3
    [[unroll]] for (uint j = 0u; j < 4u; j++) Xs[k + j][m >> 2][m & 3u] = rx[l][j];
  }
  [[unroll]] for (uint l = 0u; l < LW; l++) {
    const uint e = tid + l * WG;
    const uint n = e / UNITS_PER_TILE, k = 8u * (e % UNITS_PER_TILE);
    [[unroll]] for (uint j = 0u; j < 4u; j++) {
      Ws[k + j][n >> 2][n & 3u] = rw0[l][j];
      Ws[k + 4u + j][n >> 2][n & 3u] = rw1[l][j];
    }
  }
}

vec4 acc[TM][TN / 4];

void multiplyTile(uint tx, uint ty) {
  [[unroll]] for (uint k = 0u; k < BK; k++) {
    vec4 av[TM / 4], bv[TN / 4];
    [[unroll]] for (uint q = 0u; q < TM / 4; q++) av[q] = Xs[k][q * TY + ty];
    [[unroll]] for (uint d = 0u; d < TN / 4; d++) bv[d] = Ws[k][d * TX + tx];
    [[unroll]] for (uint q = 0u; q < TM / 4; q++)
      [[unroll]] for (uint i = 0u; i < 4u; i++)
        [[unroll]] for (uint d = 0u; d < TN / 4; d++) acc[q * 4u + i][d] = fma(vec4(av[q][i]), bv[d], acc[q * 4u + i][d]);
  }
}

void main() {
#ifdef EXPERTS
  const uint tilesN = (pc.N + BN - 1u) / BN;
  const uint tid = gl_LocalInvocationID.x;
  const uint tx = tid % TX, ty = tid / TX;
  const uint perGroup = pc.tilesM * tilesN, group = linearGroup() / perGroup, g = linearGroup() % perGroup;
  if (group > pc.experts) return;
  const uint count = route[group], first = (g % pc.tilesM) * BM;
  if (first >= count) return; // the group's entries end before this tile: uniform across the workgroup
  wBase = pc.offW + group * pc.expertBytes;
  for (uint i = tid; i < BM; i += WG) entryOf[i] = first + i < count ? route[pc.experts + 1u + group * pc.total + first + i] : NO_ROW;
  barrier();
  const uint m0 = 0u, n0 = (g / pc.tilesM) * BN;
  const uint tiles = group < pc.experts ? pc.K / BK : 0u; // the out-of-range group stores zeros
#else
  const uint g = linearGroup();
  const uint tilesN = (pc.N + BN - 1u) / BN;
  if (g >= pc.tilesM * tilesN) return; // uniform across the workgroup
  const uint tid = gl_LocalInvocationID.x;
  const uint tx = tid % TX, ty = tid / TX;
  const uint m0 = (g % pc.tilesM) * BM, n0 = (g / pc.tilesM) * BN;
#endif

  [[unroll]] for (uint i = 0u; i < TM; i++)
    [[unroll]] for (uint d = 0u; d < TN / 4; d++) acc[i][d] = vec4(0.0);

#ifdef INIT
  INIT(); // the format's codebook into shared memory (ggml_blocks_iq.glsl), before any DECODE
  barrier();
#endif
#ifndef EXPERTS
  const uint tiles = pc.K / BK;
#endif
  if (tiles > 0u) loadTile(m0, n0, 0u);
  for (uint t = 0u; t < tiles; t++) {
    storeTile();
    barrier();
    if (t + 1u < tiles) loadTile(m0, n0, t + 1u); // in flight while this tile is multiplied
    multiplyTile(tx, ty);
    barrier();
  }

  // invocation (tx, ty) owns rows m0 + q*4*TY + ty*4 + i and columns n0 + d*4*TX + tx*4 + j
  [[unroll]] for (uint q = 0u; q < TM / 4; q++)
    [[unroll]] for (uint i = 0u; i < 4u; i++) {
      const uint m = m0 + q * 4u * TY + ty * 4u + i;
#ifdef EXPERTS
      const uint row = entryOf[m];
      if (row == NO_ROW) continue;
#else
      const uint row = m;
      if (m >= pc.M) continue;
#endif
      [[unroll]] for (uint d = 0u; d < TN / 4; d++) {
        const uint n = n0 + d * 4u * TX + tx * 4u;
        [[unroll]] for (uint j = 0u; j < 4u; j++)
          if (n + j < pc.N) c[pc.offC + row * pc.N + n + j] = acc[q * 4u + i][d][j];
      }
    }
}
