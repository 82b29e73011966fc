#version 450
// conv2d as an implicit GEMM on KHR cooperative matrices (f16 x f16 -> f32): per image and group,
// Y[o, p] = bias[o] + sum over k of W[o, k] * X[k, p] (o the group's output channels, p its OH * OW output
// pixels, k the (ky, kx, input channel) taps), the tiles multiplied as 16 x 16 x 16 fragments on the tensor
// cores. The operands come channels-last (the op permutes them: x [n, h, w, c], w [o, kh, kw, cg]), so a k
// tile, BK consecutive input channels at ONE tap (ky, kx), is a run of BK halves for each pixel and each
// output channel, loaded 8 halves (16 bytes) at a time; X (im2col of x) is never stored: each k tile is
// gathered from x into shared memory, zeros in the padding, past the edges and past the group's channels
// (never read out of bounds).
// Scheme: k tiles run tap-minor (every tap of a block of channels before the next block: consecutive tiles
// read the same input pixels shifted by a tap). Each invocation gathers LB 16-byte pieces of pixels (their
// row, column and base index worked out once) and LA of the W tile; the next tile is loaded into registers
// while the current one is multiplied, then stored into the other of two shared stages (one barrier per
// tile). Both shared tiles are k-contiguous rows padded by 16 bytes (W [o][k] read row-major, x [p][k]
// read column-major as the B operand), so the rows of a fragment fall into distinct bank groups; each
// subgroup owns a WM x WN warp tile of 16 x 16 f32 accumulators, which start from the bias. Each is stored
// to y (NCHW) rounded once to f16: converted and stored as a matrix where it lies wholly inside y (the
// driver's conversion rounds), else through a 16 x 16 slot of shared memory element by element (round to
// nearest even, as convert()).
// SPLITK (few workgroups for the GPU): conv2d_gemm.comp's split of the k tiles, each split's f32 sums (no
// bias) stored to binding 2, [kSplits][n][o][oh * ow], for conv_splitk.comp.
// TRANSPOSED (convTranspose2d): the same product over each output phase (conv_phase.glsl): a workgroup takes
// the pixels of one phase and its k tiles walk that phase's taps only; its pixels are sh and sw apart in y,
// so every fragment goes through the shared slot.
//
// Bindings: 0 = x (readonly f16 channels-last, contiguous [n, h, w, c] from element offX), 1 = w (readonly
//   f16, contiguous [o, kh, kw, cg] from offW; TRANSPOSED: the op's copy of convTranspose2d's w in that
//   layout), 2 = y (writeonly f16, contiguous [n, o, oh, ow] at offY),
//   3 = bias (readonly f16, o values at offB; bias variants only). offX, offW, c and cg are multiples of 8
//   (the op checks).
// Push constants: conv2d_gemm.comp's (the host fills both alike).
// Needs: VK_KHR_cooperative_matrix with the f16 x f16 -> f32 16 x 16 x 16 subgroup shape, subgroups of 32,
//   16-bit storage and float16 arithmetic; kernels.ts's convCoopmatSharedBytes() of shared memory.
// Workgroup: (BM / WM) * (BN / WN) subgroups of 32. Grid: conv2d_gemm's, n * groups * mBlocks * tilesP
//   workgroups in a line (linearGroup()), pixel tiles fastest.

#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_cooperative_matrix : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_EXT_control_flow_attributes : require

#ifndef BM
#define BM 64
#endif
#ifndef BN
#define BN 64
#endif
#ifndef BK
#define BK 32
#endif
#ifndef WM
#define WM 32
#endif
#ifndef WN
#define WN 32
#endif

#define SUBGROUP 32
#define WG ((BM / WM) * (BN / WN) * SUBGROUP)
#define FM (WM / 16)
#define FN (WN / 16)
#define PIECES (BK / 8)       // 16-byte pieces of a k tile's row
#define SROW (PIECES + 1)     // shared row stride, in pieces (16 bytes of padding)
#define LA (BM * PIECES / WG) // W pieces each invocation loads per k tile
#define LB (BN * PIECES / WG) // x pieces

#if BM % WM != 0 || BN % WN != 0 || WM % 16 != 0 || WN % 16 != 0 || BK % 16 != 0 || (BM * PIECES) % WG != 0 || (BN * PIECES) % WG != 0
#error "conv2d_coopmat: warp tiles of 16 x 16 fragments, and tiles that split evenly into the workgroup's 16-byte loads"
#endif

layout(local_size_x = WG) in;

#include "index.glsl"
#include "convert.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { uvec4 x[]; };
layout(set = 0, binding = 1, std430) readonly buffer Wt { uvec4 wt[]; };
#ifdef SPLITK
layout(set = 0, binding = 2, std430) writeonly buffer Part { float part[]; }; // the split's f32 partial sums
#else
layout(set = 0, binding = 2, std430) writeonly buffer Y { uint16_t y[]; };
layout(set = 0, binding = 2, std430) writeonly buffer YHalf { float16_t yh[]; }; // y, for whole fragments
#endif
#ifdef BIAS
layout(set = 0, binding = 3, std430) readonly buffer B { float16_t b[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint n, c, h, w, o, oh, ow, kh, kw;
  uint sh, sw, ph, pw, dh, dw;
  uint cg, og, groups, tilesP, mBlocks;
  uint offX, offW, offY, offB;
#ifdef TRANSPOSED
  uint phaseTiles, kyStep, kxStep;
#endif
#ifdef SPLITK
  uint kSplits, splitTiles;
#endif
} pc;

#include "conv_phase.glsl"

shared uvec4 As[2 * BM * SROW]; // As[stage][m][piece]: w[o0 + m, ky, kx, c0 + 8 piece ..]
shared uvec4 Bs[2 * BN * SROW]; // Bs[stage][p][piece]: x at pixel p0 + p, tap (ky, kx), channels c0 + 8 piece ..
shared float Cs[WG / SUBGROUP * 256]; // one 16 x 16 accumulator per subgroup, on its way to y

uvec4 ra[LA];
uvec4 rb[LB];

// Piece l of this invocation's x loads: its pixel's input row and column at tap (0, 0), the pixel's index in
// x there (may lie outside the image: only taps inside are read), and whether the pixel exists.
int gIy[LB], gIx[LB], gPix[LB];
bool gOk[LB];
uint wRow;  // piece index of w[first output channel of the block, 0, 0, 0]
uint oLeft; // output channels of the group from the block's first on
uint xChan; // piece index of the group's first channel within a pixel

void loadTile(uint c0, uint jy, uint jx) {
  const uint tid = gl_LocalInvocationID.x;
  const int dy = int(jy) * gDy, dx = int(jx) * gDx;
  [[unroll]] for (uint l = 0u; l < LB; l++) {
    const uint e = tid + l * WG, piece = e % PIECES, ch = c0 + 8u * piece;
    const int iy = gIy[l] + dy, ix = gIx[l] + dx;
    const bool inside = gOk[l] && iy >= 0 && ix >= 0 && iy < int(pc.h) && ix < int(pc.w) && ch < pc.cg;
    rb[l] = inside ? x[uint(gPix[l] + dy * int(pc.w) + dx) * (pc.c / 8u) + xChan + ch / 8u] : uvec4(0u);
  }
  const uint tap = tapAt(jy, jx), taps = pc.kh * pc.kw;
  [[unroll]] for (uint l = 0u; l < LA; l++) {
    const uint e = tid + l * WG, m = e / PIECES, ch = c0 + 8u * (e % PIECES);
    ra[l] = m < oLeft && ch < pc.cg ? wt[wRow + (m * taps + tap) * (pc.cg / 8u) + ch / 8u] : uvec4(0u);
  }
}

void storeTile(uint stage) {
  const uint tid = gl_LocalInvocationID.x;
  [[unroll]] for (uint l = 0u; l < LB; l++) {
    const uint e = tid + l * WG;
    Bs[stage * (BN * SROW) + (e / PIECES) * SROW + e % PIECES] = rb[l];
  }
  [[unroll]] for (uint l = 0u; l < LA; l++) {
    const uint e = tid + l * WG;
    As[stage * (BM * SROW) + (e / PIECES) * SROW + e % PIECES] = ra[l];
  }
}

#define ACC coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator>
void multiply(uint stage, uint wm, uint wn, inout ACC acc[FM][FN]) {
  const uint sa = stage * (BM * SROW), sb = stage * (BN * SROW);
  [[unroll]] for (uint kk = 0u; kk < BK; kk += 16u) {
    coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> fa[FM];
    coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseB> fb[FN];
    [[unroll]] for (uint i = 0u; i < FM; i++)
      coopMatLoad(fa[i], As, sa + (wm + i * 16u) * SROW + kk / 8u, SROW, gl_CooperativeMatrixLayoutRowMajor);
    [[unroll]] for (uint j = 0u; j < FN; j++)
      coopMatLoad(fb[j], Bs, sb + (wn + j * 16u) * SROW + kk / 8u, SROW, gl_CooperativeMatrixLayoutColumnMajor);
    [[unroll]] for (uint i = 0u; i < FM; i++)
      [[unroll]] for (uint j = 0u; j < FN; j++) acc[i][j] = coopMatMulAdd(fa[i], fb[j], acc[i][j]);
  }
}

void main() {
  uint g = linearGroup();
  const uint tp = g % pc.tilesP;
  g /= pc.tilesP;
  const uint mb = g % pc.mBlocks;
  uint z = g / pc.mBlocks;
#ifdef SPLITK
  const uint split = z / (pc.n * pc.groups);
  z -= split * pc.n * pc.groups;
  if (split >= pc.kSplits) return; // whole workgroup: no barrier is skipped by part of it
#else
  if (z >= pc.n * pc.groups) return;
#endif
  const uint grp = z % pc.groups, batch = z / pc.groups;
  const uint P = pc.oh * pc.ow, p0 = setupPixels(tp), o0 = mb * BM;
  oLeft = pc.og - o0;
  wRow = pc.offW / 8u + (grp * pc.og + o0) * pc.kh * pc.kw * (pc.cg / 8u);
  xChan = pc.offX / 8u + grp * (pc.cg / 8u); // offX in whole pixels' pieces: a multiple of 8 halves

  const uint tid = gl_LocalInvocationID.x;
  [[unroll]] for (uint l = 0u; l < LB; l++) {
    gOk[l] = pixelOrigin(p0 + (tid + l * WG) / PIECES, gIy[l], gIx[l]);
    gPix[l] = int(batch * pc.h * pc.w) + gIy[l] * int(pc.w) + gIx[l];
  }

  const uint sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
  const uint wm = (sg / (BN / WN)) * WM, wn = (sg % (BN / WN)) * WN; // the warp tile within the block

  // The sums start from the bias: its BM x 16 tile (each row its channel's value) staged in Cs, loaded as
  // every accumulator of the row block.
  ACC acc[FM][FN];
#ifdef BIAS
  for (uint e = tid; e < BM * 16u; e += WG) Cs[e] = e / 16u < oLeft ? float(b[pc.offB + grp * pc.og + o0 + e / 16u]) : 0.0;
  barrier();
  [[unroll]] for (uint i = 0u; i < FM; i++) {
    ACC rowBias;
    coopMatLoad(rowBias, Cs, (wm + i * 16u) * 16u, 16u, gl_CooperativeMatrixLayoutRowMajor);
    [[unroll]] for (uint j = 0u; j < FN; j++) acc[i][j] = rowBias;
  }
#else
  [[unroll]] for (uint i = 0u; i < FM; i++)
    [[unroll]] for (uint j = 0u; j < FN; j++) acc[i][j] = ACC(0.0);
#endif

  // k tiles: every tap (jy, jx) of channels [c0, c0 + BK), then the next block of channels (TRANSPOSED: a
  // phase no tap reaches has none, and its outputs are the bias; SPLITK: this split's run of them)
  const uint perBlock = gNky * gNkx;
#ifdef SPLITK
  const uint first = split * pc.splitTiles, tiles = min(perBlock * ((pc.cg + BK - 1u) / BK), first + pc.splitTiles);
#else
  const uint first = 0u, tiles = perBlock * ((pc.cg + BK - 1u) / BK);
#endif
  // the tile loaded last
  uint c0 = (first / perBlock) * BK, jy = (first % perBlock) / gNkx, jx = first % gNkx;
  if (tiles > first) {
    loadTile(c0, jy, jx);
    storeTile(0u);
  }
  barrier();
  for (uint t = first; t < tiles; t++) {
    if (t + 1u < tiles) {
      if (++jx == gNkx) {
        jx = 0u;
        if (++jy == gNky) {
          jy = 0u;
          c0 += BK;
        }
      }
      loadTile(c0, jy, jx); // in flight while this tile is multiplied
    }
    multiply((t - first) & 1u, wm, wn, acc);
    // the other stage was last read before the previous barrier
    if (t + 1u < tiles) storeTile((t + 1u - first) & 1u);
    barrier();
  }

  // A fragment wholly inside y (16 channels, 16 pixels, rows of y on 16-byte boundaries) is converted to f16
  // as a matrix and stored as one; the others go through the subgroup's 16 x 16 slot of Cs, then to y
  // element by element (the edges skipped). Either way each sum is rounded to f16 once; the matrix
  // conversion's rounding is the driver's (Vulkan leaves it open; the harness bounds both to 1e-6).
#if defined(TRANSPOSED)
  const bool rowsAligned = false;
#elif defined(SPLITK)
  const bool rowsAligned = (P % 4u) == 0u; // the partial sums' rows on 16-byte boundaries
#else
  const bool rowsAligned = (P % 8u) == 0u && (pc.offY % 8u) == 0u;
#endif
  const uint slot = sg * 256u;
  [[unroll]] for (uint i = 0u; i < FM; i++)
    [[unroll]] for (uint j = 0u; j < FN; j++) {
      const uint m0 = wm + i * 16u, q0 = p0 + wn + j * 16u, oc0 = grp * pc.og + o0 + m0;
#ifdef SPLITK
      const uint row0 = ((split * pc.n + batch) * pc.o + oc0) * P; // partial sums of [split][n][o][P]
      if (rowsAligned && m0 + 16u <= oLeft && q0 + 16u <= P) {
        coopMatStore(acc[i][j], part, row0 + q0, P, gl_CooperativeMatrixLayoutRowMajor);
        continue;
      }
#else
      const uint row0 = pc.offY + (batch * pc.o + oc0) * P;
      if (rowsAligned && m0 + 16u <= oLeft && q0 + 16u <= P) {
        const coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator> rounded = coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator>(acc[i][j]);
        coopMatStore(rounded, yh, row0 + q0, P, gl_CooperativeMatrixLayoutRowMajor);
        continue;
      }
#endif
      coopMatStore(acc[i][j], Cs, slot, 16u, gl_CooperativeMatrixLayoutRowMajor);
      subgroupMemoryBarrierShared();
      subgroupBarrier();
      [[unroll]] for (uint e = lane; e < 256u; e += SUBGROUP) {
        const uint m = m0 + e / 16u;
        const int at = outputAt(q0 + e % 16u);
#ifdef SPLITK
        if (m < oLeft && at >= 0) part[row0 + (e / 16u) * P + uint(at)] = Cs[slot + e];
#else
        if (m < oLeft && at >= 0) y[row0 + (e / 16u) * P + uint(at)] = uint16_t(f32ToF16Bits(floatBitsToUint(Cs[slot + e])));
#endif
      }
      subgroupBarrier(); // the slot is read before the next accumulator overwrites it
    }
}
