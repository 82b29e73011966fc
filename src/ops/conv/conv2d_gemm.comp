#version 450
// conv2d as an implicit GEMM (PyTorch's conv2d, NCHW, any stride, padding, dilation and groups): per image
// and group, Y[o, p] = bias[o] + sum over k of W[o, k] * X[k, p], with o the group's output channels, p the
// OH * OW output pixels and k the (input channel, ky, kx) taps. W is w itself ([og, cg * kh * kw] rows);
// X (im2col of x) is never stored: each tile of it is gathered from x, zeros in the padding.
// Variants (kernels.ts, CONV_GEMM_TILES): block tiles BM (output channels) x BN (pixels) per workgroup,
// BK input channels per k tile, TM x TN outputs per invocation, one or two shared buffers; x bias.
// Scheme (gemm.comp's, with the B operand gathered): a k tile is BK consecutive input channels at ONE tap
// (ky, kx); tiles run tap-minor (every tap of a block of channels before the next block), so consecutive
// tiles read the same input lines shifted by a tap (cache hits) and a tile's zero-padding test is one per
// pixel, not per element. Each invocation gathers the same pixels in every tile: their (row, column) and
// base index are worked out once (the only index divisions). The next tile is loaded into registers while
// the current one is multiplied; with DOUBLE_BUFFER it goes into the other shared buffer (one barrier per
// tile). Shared tiles are k-major vec4 rows (A padded by a quad against bank conflicts); each invocation
// reads TM / 4 + TN / 4 vec4s per k for TM * TN FMAs, its rows and columns strided 4-wide across the block;
// each 32 invocations take an 8 x 4 block of the invocation grid where it splits so (fewer shared-memory
// wavefronts per k). Sums are f32 FMAs in the order (channel block, ky, kx, channel).
//
// Bindings: 0 = x (readonly, contiguous [n, c, h, w] at offX), 1 = w (readonly, contiguous [o, cg, kh, kw]
//   at offW), 2 = y (writeonly, contiguous [n, o, oh, ow] at offY), 3 = bias (readonly, o floats at offB;
//   bias variants only).
// Push constants: n, c, h, w, o, oh, ow, kh, kw, sh, sw, ph, pw, dh, dw, cg (input channels per group), og
//   (output channels per group), groups, tilesP (ceil(oh * ow / BN)), mBlocks (ceil(og / BM)), offsets.
// Grid: n * groups * mBlocks * tilesP workgroups in a line (linearGroup()), pixel tiles fastest (neighbouring
//   workgroups share input lines).

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
#ifdef DOUBLE_BUFFER
#define NBUF 2
#else
#define NBUF 1
#endif

#define TX (BN / TN)      // invocations along pixels
#define TY (BM / TM)      // invocations along output channels
#define WG (TX * TY)
#define LA (BM * BK / WG) // weights each invocation loads per k tile
#define LB (BN * BK / WG) // inputs each invocation loads per k tile
#if BN >= WG
#define PPI (BN / WG)     // pixels an invocation gathers (the same in every tile)
#else
#define PPI 1
#endif

#if (TM % 4) != 0 || (TN % 4) != 0 || (BM * BK) % WG != 0 || (BN * BK) % WG != 0 || (WG % BK) != 0
#error "conv2d_gemm: TM and TN must be multiples of 4 and the tiles must split evenly over the workgroup"
#endif
#if (BN % WG) != 0 && (WG % BN) != 0
#error "conv2d_gemm: BN and the workgroup size must divide one another"
#endif

layout(local_size_x = WG) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { float x[]; };
layout(set = 0, binding = 1, std430) readonly buffer Wt { float wt[]; };
layout(set = 0, binding = 2, std430) writeonly buffer Y { float y[]; };
#ifdef BIAS
layout(set = 0, binding = 3, std430) readonly buffer B { float b[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint n, c, h, w, o, oh, ow, kh, kw;
  uint sh, sw, ph, pw, dh, dw;
  uint cg, og, groups, tilesP, mBlocks;
  uint offX, offW, offY, offB;
} pc;

// Two padded buffers of the largest tiles would pass 32 KiB (lavapipe's limit): those go unpadded.
#if NBUF * BK * (BM / 4 + 1 + BN / 4) * 16 > 32768
#define APAD 0
#else
#define APAD 1
#endif
shared vec4 As[NBUF][BK][BM / 4 + APAD]; // As[.][kk][m / 4][m % 4] = w[o0 + m, c0 + kk, ky, kx]
shared vec4 Bs[NBUF][BK][BN / 4];        // Bs[.][kk][p / 4][p % 4] = x at channel c0 + kk, pixel p0 + p, tap (ky, kx)

float ra[LA];
float rb[LB];

// The pixels this invocation gathers: input row and column of tap (0, 0), element index of x there in
// channel 0 of the group (may point outside x: only taps inside are read), and whether the pixel exists.
int gIy[PPI], gIx[PPI], gBase[PPI];
bool gOk[PPI];
uint wRow; // element index of w[first output channel of the block, 0, 0, 0]
uint oLeft; // output channels of the group from the block's first on

// The pixel (within the block) and channel (within the k tile) of input load l.
uint pixelOf(uint tid, uint l) {
#if BN >= WG
  return tid + (l % PPI) * WG;
#else
  return tid % BN;
#endif
}
uint inChannelOf(uint tid, uint l) {
#if BN >= WG
  return l / PPI;
#else
  return tid / BN + l * (WG / BN);
#endif
}

void loadTile(uint c0, uint ky, uint kx) {
  const uint tid = gl_LocalInvocationID.x, taps = pc.kh * pc.kw, hw = pc.h * pc.w;
  const int dy = int(ky * pc.dh), dx = int(kx * pc.dw);
  bool inside[PPI];
  [[unroll]] for (uint s = 0; s < PPI; s++) {
    const int iy = gIy[s] + dy, ix = gIx[s] + dx;
    inside[s] = gOk[s] && iy >= 0 && ix >= 0 && iy < int(pc.h) && ix < int(pc.w);
  }
  [[unroll]] for (uint l = 0; l < LB; l++) {
    const uint s = l % PPI, ch = c0 + inChannelOf(tid, l);
    rb[l] = inside[s] && ch < pc.cg ? x[uint(gBase[s] + dy * int(pc.w) + dx) + ch * hw] : 0.0;
  }
  const uint kk = tid % BK, ch = c0 + kk, tap = ky * pc.kw + kx;
  [[unroll]] for (uint l = 0; l < LA; l++) {
    const uint m = tid / BK + l * (WG / BK);
    ra[l] = m < oLeft && ch < pc.cg ? wt[wRow + (m * pc.cg + ch) * taps + tap] : 0.0;
  }
}

void storeTile(uint buf) {
  const uint tid = gl_LocalInvocationID.x;
  [[unroll]] for (uint l = 0; l < LB; l++) {
    const uint p = pixelOf(tid, l);
    Bs[buf][inChannelOf(tid, l)][p / 4][p % 4] = rb[l];
  }
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
  const uint mb = g % pc.mBlocks, z = g / pc.mBlocks;
  if (z >= pc.n * pc.groups) return; // whole workgroup: no barrier is skipped by part of it
  const uint grp = z % pc.groups, batch = z / pc.groups;
  const uint P = pc.oh * pc.ow, p0 = tp * BN, o0 = mb * BM;
  oLeft = pc.og - o0;
  wRow = pc.offW + (grp * pc.og + o0) * pc.cg * pc.kh * pc.kw;

  const uint tid = gl_LocalInvocationID.x;
  const int plane = int(pc.offX + (batch * pc.c + grp * pc.cg) * pc.h * pc.w);
  [[unroll]] for (uint s = 0; s < PPI; s++) {
    const uint p = p0 + pixelOf(tid, s), oy = p / pc.ow, ox = p - oy * pc.ow;
    gOk[s] = p < P;
    gIy[s] = int(oy * pc.sh) - int(pc.ph);
    gIx[s] = int(ox * pc.sw) - int(pc.pw);
    gBase[s] = plane + gIy[s] * int(pc.w) + gIx[s];
  }

#if (TX % 8) == 0 && (TY % 4) == 0
  const uint lane = tid % 32, blk = tid / 32;
  const uint tx = (blk % (TX / 8)) * 8 + lane % 8, ty = (blk / (TX / 8)) * 4 + lane / 8;
#else
  const uint tx = tid % TX, ty = tid / TX;
#endif

  vec4 acc[TM][TN / 4];
  [[unroll]] for (uint i = 0; i < TM; i++)
    [[unroll]] for (uint d = 0; d < TN / 4; d++) acc[i][d] = vec4(0.0);

  // k tiles: every tap (ky, kx) of channels [c0, c0 + BK), then the next block of channels
  const uint tiles = pc.kh * pc.kw * ((pc.cg + BK - 1) / BK);
  uint c0 = 0, ky = 0, kx = 0; // the tile loaded last
  loadTile(c0, ky, kx);
  storeTile(0);
  barrier();
  for (uint t = 0; t < tiles; t++) {
    const uint cur = t % NBUF;
    if (t + 1 < tiles) {
      if (++kx == pc.kw) {
        kx = 0;
        if (++ky == pc.kh) {
          ky = 0;
          c0 += BK;
        }
      }
      loadTile(c0, ky, kx); // in flight while this tile is multiplied
    }
    [[unroll]] for (uint k = 0; k < BK; k++) {
      vec4 av[TM / 4], bv[TN / 4];
      [[unroll]] for (uint q = 0; q < TM / 4; q++) av[q] = As[cur][k][q * TY + ty];
      [[unroll]] for (uint d = 0; d < TN / 4; d++) bv[d] = Bs[cur][k][d * TX + tx];
      [[unroll]] for (uint q = 0; q < TM / 4; q++)
        [[unroll]] for (uint i = 0; i < 4; i++)
          [[unroll]] for (uint d = 0; d < TN / 4; d++) acc[q * 4 + i][d] = fma(vec4(av[q][i]), bv[d], acc[q * 4 + i][d]);
    }
#if NBUF == 1
    barrier(); // one buffer: everyone has read it before the next tile overwrites it
#endif
    // Two buffers: the other one was last read before the previous barrier.
    if (t + 1 < tiles) storeTile((t + 1) % NBUF);
    barrier();
  }

  // invocation (tx, ty) owns channels o0 + q * 4 * TY + ty * 4 + i and pixels p0 + d * 4 * TX + tx * 4 + j
  [[unroll]] for (uint q = 0; q < TM / 4; q++)
    [[unroll]] for (uint i = 0; i < 4; i++) {
      const uint m = q * 4 * TY + ty * 4 + i;
      if (m >= oLeft) continue;
      const uint oc = grp * pc.og + o0 + m, row = pc.offY + (batch * pc.o + oc) * P;
#ifdef BIAS
      const float bias = b[pc.offB + oc];
#else
      const float bias = 0.0;
#endif
      [[unroll]] for (uint d = 0; d < TN / 4; d++) {
        const uint p = p0 + d * 4 * TX + tx * 4;
        [[unroll]] for (uint j = 0; j < 4; j++)
          if (p + j < P) y[row + p + j] = acc[q * 4 + i][d][j] + bias;
      }
    }
}
