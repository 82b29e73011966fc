#version 450
// conv2d as an implicit GEMM (PyTorch's conv2d, NCHW, any stride, padding, dilation and groups): per image
// and group, Y[o, p] = bias[o] + sum over k of W[o, k] * X[k, p], with o the group's output channels, p the
// OH * OW output pixels and k the (input channel, ky, kx) taps. W is w itself ([og, cg * kh * kw] rows);
// X (im2col of x) is never stored: each tile of it is gathered from x, zeros in the padding.
// Variants (kernels.ts, CONV_GEMM_TILES): block tiles BM (output channels) x BN (pixels) per workgroup,
// BK input channels per k tile, TM x TN outputs per invocation (64x128k8db: 8 x 8, 64x64k16db: 8 x 4, both
// 128 invocations); x bias or SPLITK; x TRANSPOSED (below; not with SPLITK). On the H200 (bench/conv-sweep.ts) 64x128k8db ran 1x64x224x224 3x3 64 -> 64 in
// 112.8 us (32.8 TFLOP/s, 50% of the f32 FMA roof; cuDNN 129.3 us), 64x64k16db the layers whose grids are
// small (128 channels at 112x112: 143.5 us, 25.8 TFLOP/s; 256 at 56x56: 208.5 us, 17.7 TFLOP/s, where cuDNN
// takes 127.6 and 143.5 us: a grid of 196 workgroups leaves the SMs short of work; split-K would help).
// Scheme (gemm.comp's, with the B operand gathered): a k tile is BK consecutive input channels at ONE tap
// (ky, kx); tiles run tap-minor (every tap of a block of channels before the next block), so consecutive
// tiles read the same input lines shifted by a tap (cache hits) and a tile's zero-padding test is one per
// pixel, not per element. Each invocation gathers one pixel in every tile: its (row, column) and base
// index are worked out once (the only index divisions). The next tile is loaded into registers while the
// current one is multiplied, then stored into the other of two shared buffers (one barrier per tile).
// Shared tiles are k-major vec4 rows (A padded by a quad against bank conflicts); each invocation reads
// TM / 4 + TN / 4 vec4s per k for TM * TN FMAs, its rows and columns strided 4-wide across the block; each
// 32 invocations take an 8 x 4 block of the invocation grid (fewer shared-memory wavefronts per k). Sums
// are f32 FMAs in the order (channel block, ky, kx, channel).
//
// SPLITK (conv2d with few workgroups for the GPU): the k tiles split into kSplits runs of splitTiles, one
// workgroup per run, each writing its f32 partial sums (no bias) to binding 2, [kSplits][n][o][oh * ow];
// conv_splitk.comp adds them up in split order, with the bias, into y.
// TRANSPOSED (convTranspose2d): the same product over each output phase (conv_phase.glsl): a workgroup takes
// the pixels of one phase and its k tiles walk that phase's taps only (none are zero-weighted).
//
// Bindings: 0 = x (readonly, contiguous [n, c, h, w] at offX), 1 = w (readonly, contiguous [o, cg, kh, kw]
//   at offW; TRANSPOSED: the op's copy of convTranspose2d's [c, og, kh, kw] in that layout), 2 = y
//   (writeonly, contiguous [n, o, oh, ow] at offY), 3 = bias (readonly, o floats at offB; bias variants only).
// Push constants: n, c, h, w, o, oh, ow, kh, kw, sh, sw, ph, pw, dh, dw, cg (input channels per group), og
//   (output channels per group), groups, tilesP (ceil(oh * ow / BN); TRANSPOSED: sh * sw * phaseTiles),
//   mBlocks (ceil(og / BM)), offsets; TRANSPOSED: phaseTiles (ceil(ceil(oh / sh) * ceil(ow / sw) / BN)),
//   kyStep, kxStep; SPLITK: kSplits, splitTiles.
// Grid: n * groups * mBlocks * tilesP (SPLITK: times kSplits) workgroups in a line (linearGroup()), pixel
//   tiles fastest (neighbouring workgroups share input lines).

#extension GL_EXT_control_flow_attributes : require

#ifndef BM
#define BM 64
#endif
#ifndef BN
#define BN 128
#endif
#ifndef BK
#define BK 8
#endif
#ifndef TM
#define TM 8
#endif
#ifndef TN
#define TN 8
#endif

#define TX (BN / TN)      // invocations along pixels
#define TY (BM / TM)      // invocations along output channels
#define WG (TX * TY)
#define LA (BM * BK / WG) // weights each invocation loads per k tile
#define LB (BN * BK / WG) // inputs each invocation loads per k tile (one pixel, LB channels WG / BN apart)

#if (TM % 4) != 0 || (TN % 4) != 0 || (BM * BK) % WG != 0 || (WG % BK) != 0 || (WG % BN) != 0 || ((BN * BK) % WG) != 0
#error "conv2d_gemm: TM and TN must be multiples of 4 and the tiles must split evenly over the workgroup"
#endif
#if (TX % 8) != 0 || (TY % 4) != 0
#error "conv2d_gemm: the invocation grid must split into 8 x 4 blocks"
#endif

layout(local_size_x = WG) in;

#include "index.glsl"

#include "conv_io.glsl" // x, wt, y, b: f32, or f16 with F16

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

shared vec4 As[2][BK][BM / 4 + 1]; // As[.][kk][m / 4][m % 4] = w[o0 + m, c0 + kk, ky, kx]
shared vec4 Bs[2][BK][BN / 4];     // Bs[.][kk][p / 4][p % 4] = x at channel c0 + kk, pixel p0 + p, tap (ky, kx)

float ra[LA];
float rb[LB];

// The pixel this invocation gathers: input row and column of tap (0, 0), element index of x there in
// channel 0 of the group (may point outside x: only taps inside are read), and whether the pixel exists.
int gIy, gIx, gBase;
bool gOk;
uint wRow; // element index of w[first output channel of the block, 0, 0, 0]
uint oLeft; // output channels of the group from the block's first on

// The channel (within the k tile) of input load l; its pixel (within the block) is tid % BN.
uint inChannelOf(uint tid, uint l) { return tid / BN + l * (WG / BN); }

void loadTile(uint c0, uint jy, uint jx) {
  const uint tid = gl_LocalInvocationID.x, taps = pc.kh * pc.kw, hw = pc.h * pc.w;
  const int dy = int(jy) * gDy, dx = int(jx) * gDx;
  const int iy = gIy + dy, ix = gIx + dx;
  const bool inside = gOk && iy >= 0 && ix >= 0 && iy < int(pc.h) && ix < int(pc.w);
  const uint at = uint(gBase + dy * int(pc.w) + dx); // used only inside x
  [[unroll]] for (uint l = 0; l < LB; l++) {
    const uint ch = c0 + inChannelOf(tid, l);
    rb[l] = inside && ch < pc.cg ? X_AT(at + ch * hw) : 0.0;
  }
  const uint kk = tid % BK, ch = c0 + kk, tap = tapAt(jy, jx);
  [[unroll]] for (uint l = 0; l < LA; l++) {
    const uint m = tid / BK + l * (WG / BK);
    ra[l] = m < oLeft && ch < pc.cg ? W_AT(wRow + (m * pc.cg + ch) * taps + tap) : 0.0;
  }
}

void storeTile(uint buf) {
  const uint tid = gl_LocalInvocationID.x;
  const uint p = tid % BN;
  [[unroll]] for (uint l = 0; l < LB; l++) Bs[buf][inChannelOf(tid, l)][p / 4][p % 4] = rb[l];
  const uint kk = tid % BK;
  [[unroll]] for (uint l = 0; l < LA; l++) {
    const uint m = tid / BK + l * (WG / BK);
    As[buf][kk][m / 4][m % 4] = ra[l];
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
  wRow = pc.offW + (grp * pc.og + o0) * pc.cg * pc.kh * pc.kw;

  const uint tid = gl_LocalInvocationID.x;
  const int plane = int(pc.offX + (batch * pc.c + grp * pc.cg) * pc.h * pc.w);
  gOk = pixelOrigin(p0 + tid % BN, gIy, gIx);
  gBase = plane + gIy * int(pc.w) + gIx;

  const uint lane = tid % 32, blk = tid / 32;
  const uint tx = (blk % (TX / 8)) * 8 + lane % 8, ty = (blk / (TX / 8)) * 4 + lane / 8;

  vec4 acc[TM][TN / 4];
  [[unroll]] for (uint i = 0; i < TM; i++)
    [[unroll]] for (uint d = 0; d < TN / 4; d++) acc[i][d] = vec4(0.0);

  // k tiles: every tap (jy, jx) of channels [c0, c0 + BK), then the next block of channels (TRANSPOSED: a
  // phase no tap reaches has none, and its outputs are the bias; SPLITK: this split's run of them)
  const uint perBlock = gNky * gNkx;
#ifdef SPLITK
  const uint first = split * pc.splitTiles, tiles = min(perBlock * ((pc.cg + BK - 1) / BK), first + pc.splitTiles);
#else
  const uint first = 0, tiles = perBlock * ((pc.cg + BK - 1) / BK);
#endif
  // the tile loaded last
  uint c0 = (first / perBlock) * BK, jy = (first % perBlock) / gNkx, jx = first % gNkx;
  if (tiles > first) {
    loadTile(c0, jy, jx);
    storeTile(0);
  }
  barrier();
  for (uint t = first; t < tiles; t++) {
    const uint cur = (t - first) % 2;
    if (t + 1 < tiles) {
      if (++jx == gNkx) {
        jx = 0;
        if (++jy == gNky) {
          jy = 0;
          c0 += BK;
        }
      }
      loadTile(c0, jy, jx); // in flight while this tile is multiplied
    }
    [[unroll]] for (uint k = 0; k < BK; k++) {
      vec4 av[TM / 4], bv[TN / 4];
      [[unroll]] for (uint q = 0; q < TM / 4; q++) av[q] = As[cur][k][q * TY + ty];
      [[unroll]] for (uint d = 0; d < TN / 4; d++) bv[d] = Bs[cur][k][d * TX + tx];
      [[unroll]] for (uint q = 0; q < TM / 4; q++)
        [[unroll]] for (uint i = 0; i < 4; i++)
          [[unroll]] for (uint d = 0; d < TN / 4; d++) acc[q * 4 + i][d] = fma(vec4(av[q][i]), bv[d], acc[q * 4 + i][d]);
    }
    // the other buffer was last read before the previous barrier
    if (t + 1 < tiles) storeTile((t + 1 - first) % 2);
    barrier();
  }

  // invocation (tx, ty) owns channels o0 + q * 4 * TY + ty * 4 + i and pixels p0 + d * 4 * TX + tx * 4 + j
  [[unroll]] for (uint q = 0; q < TM / 4; q++)
    [[unroll]] for (uint i = 0; i < 4; i++) {
      const uint m = q * 4 * TY + ty * 4 + i;
      if (m >= oLeft) continue;
      const uint oc = grp * pc.og + o0 + m;
#ifdef SPLITK
      const uint row = ((split * pc.n + batch) * pc.o + oc) * P;
#else
      const uint row = pc.offY + (batch * pc.o + oc) * P;
#endif
#ifdef BIAS
      const float bias = B_AT(pc.offB + oc);
#else
      const float bias = 0.0;
#endif
      [[unroll]] for (uint d = 0; d < TN / 4; d++) {
        const uint p = p0 + d * 4 * TX + tx * 4;
        [[unroll]] for (uint j = 0; j < 4; j++) {
          const int at = outputAt(p + j);
#ifdef SPLITK
          if (at >= 0) part[row + uint(at)] = acc[q * 4 + i][d][j];
#else
          if (at >= 0) Y_STORE(row + uint(at), acc[q * 4 + i][d][j] + bias)
#endif
        }
      }
    }
}
