#version 450
// conv2d as an implicit GEMM on KHR cooperative matrices (f16 x f16 -> f32): conv2d_gemm.comp's product,
// Y[o, p] = bias[o] + sum over k of W[o, k] * X[k, p] per image and group (o the group's output channels,
// p its OH * OW output pixels, k the (input channel, ky, kx) taps), with the tiles multiplied as 16 x 16 x 16
// fragments on the tensor cores. X (im2col of x) is never stored: each k tile is gathered from x into
// shared memory, zeros in the padding and past the edges (never read out of bounds).
// Scheme: a k tile is BK consecutive input channels at ONE tap (ky, kx), tap-minor as conv2d_gemm's (the
// taps of a block of channels read the same input lines shifted). Each invocation gathers one pixel of every
// tile (its row, column and base index worked out once) and a run of the W tile; the next tile is loaded
// into registers while the current one is multiplied, then stored into the other of two shared stages (one
// barrier per tile). The shared tiles are stored as gemm_coopmat.comp's (W rows [o][k], X rows [k][p], each
// row padded by 8 halves so the rows of a fragment fall into distinct bank groups); each subgroup owns a
// WM x WN warp tile of 16 x 16 f32 accumulators. The sums go through a 16 x 16 slot of shared memory per
// subgroup to y, the bias added in f32 and each output rounded once to f16 (round to nearest even, as
// convert()).
//
// Bindings: 0 = x (readonly f16, contiguous [n, c, h, w] at offX), 1 = w (readonly f16, contiguous
//   [o, cg, kh, kw] at offW), 2 = y (writeonly f16, contiguous [n, o, oh, ow] at offY), 3 = bias (readonly
//   f16, o values at offB; bias variants only).
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
#define BN 128
#endif
#ifndef BK
#define BK 32
#endif
#ifndef WM
#define WM 32
#endif
#ifndef WN
#define WN 64
#endif

#define SUBGROUP 32
#define WG ((BM / WM) * (BN / WN) * SUBGROUP)
#define FM (WM / 16)
#define FN (WN / 16)
#define SA (BK + 8)            // shared row strides, in halves
#define SB (BN + 8)
#define LA (BM * BK / WG)      // W elements each invocation loads per k tile
#define LB (BN * BK / WG)      // x elements: one pixel, LB channels WG / BN apart

#if BM % WM != 0 || BN % WN != 0 || WM % 16 != 0 || WN % 16 != 0 || BK % 16 != 0 || (BM * BK) % WG != 0 || WG % BN != 0 || (BN * BK) % WG != 0
#error "conv2d_coopmat: warp tiles of 16 x 16 fragments, and tiles that split evenly over the workgroup (every pixel gathered by one invocation)"
#endif

layout(local_size_x = WG) in;

#include "index.glsl"
#include "convert.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { float16_t x[]; };
layout(set = 0, binding = 1, std430) readonly buffer Wt { float16_t wt[]; };
layout(set = 0, binding = 2, std430) writeonly buffer Y { uint16_t y[]; };
#ifdef BIAS
layout(set = 0, binding = 3, std430) readonly buffer B { float16_t b[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint n, c, h, w, o, oh, ow, kh, kw;
  uint sh, sw, ph, pw, dh, dw;
  uint cg, og, groups, tilesP, mBlocks;
  uint offX, offW, offY, offB;
} pc;

shared float16_t As[2 * BM * SA]; // As[stage][m][kk] = w[o0 + m, c0 + kk, ky, kx]
shared float16_t Bs[2 * BK * SB]; // Bs[stage][kk][p] = x at channel c0 + kk, pixel p0 + p, tap (ky, kx)
shared float Cs[WG / SUBGROUP * 256]; // one 16 x 16 accumulator per subgroup, on its way to y

float16_t ra[LA];
float16_t rb[LB];

// The pixel this invocation gathers: input row and column of tap (0, 0), element index of x there in
// channel 0 of the group (may point outside x: only taps inside are read), and whether the pixel exists.
int gIy, gIx, gBase;
bool gOk;
uint wRow;  // element index of w[first output channel of the block, 0, 0, 0]
uint oLeft; // output channels of the group from the block's first on

uint inChannelOf(uint tid, uint l) { return tid / BN + l * (WG / BN); }

void loadTile(uint c0, uint ky, uint kx) {
  const uint tid = gl_LocalInvocationID.x, taps = pc.kh * pc.kw, hw = pc.h * pc.w;
  const int dy = int(ky * pc.dh), dx = int(kx * pc.dw);
  const int iy = gIy + dy, ix = gIx + dx;
  const bool inside = gOk && iy >= 0 && ix >= 0 && iy < int(pc.h) && ix < int(pc.w);
  const uint at = uint(gBase + dy * int(pc.w) + dx); // used only inside x
  [[unroll]] for (uint l = 0u; l < LB; l++) {
    const uint ch = c0 + inChannelOf(tid, l);
    rb[l] = inside && ch < pc.cg ? x[at + ch * hw] : float16_t(0.0);
  }
  const uint tap = ky * pc.kw + kx;
  [[unroll]] for (uint l = 0u; l < LA; l++) {
    const uint e = tid + l * WG, m = e / BK, ch = c0 + e % BK;
    ra[l] = m < oLeft && ch < pc.cg ? wt[wRow + (m * pc.cg + ch) * taps + tap] : float16_t(0.0);
  }
}

void storeTile(uint stage) {
  const uint tid = gl_LocalInvocationID.x, p = tid % BN;
  [[unroll]] for (uint l = 0u; l < LB; l++) Bs[stage * (BK * SB) + inChannelOf(tid, l) * SB + p] = rb[l];
  [[unroll]] for (uint l = 0u; l < LA; l++) {
    const uint e = tid + l * WG;
    As[stage * (BM * SA) + (e / BK) * SA + e % BK] = ra[l];
  }
}

#define ACC coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator>
void multiply(uint stage, uint wm, uint wn, inout ACC acc[FM][FN]) {
  const uint sa = stage * (BM * SA), sb = stage * (BK * SB);
  [[unroll]] for (uint kk = 0u; kk < BK; kk += 16u) {
    coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> fa[FM];
    coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseB> fb[FN];
    [[unroll]] for (uint i = 0u; i < FM; i++)
      coopMatLoad(fa[i], As, sa + (wm + i * 16u) * SA + kk, SA, gl_CooperativeMatrixLayoutRowMajor);
    [[unroll]] for (uint j = 0u; j < FN; j++)
      coopMatLoad(fb[j], Bs, sb + kk * SB + wn + j * 16u, SB, gl_CooperativeMatrixLayoutRowMajor);
    [[unroll]] for (uint i = 0u; i < FM; i++)
      [[unroll]] for (uint j = 0u; j < FN; j++) acc[i][j] = coopMatMulAdd(fa[i], fb[j], acc[i][j]);
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
  {
    const uint p = p0 + tid % BN, oy = p / pc.ow, ox = p - oy * pc.ow;
    gOk = p < P;
    gIy = int(oy * pc.sh) - int(pc.ph);
    gIx = int(ox * pc.sw) - int(pc.pw);
    gBase = int(pc.offX + (batch * pc.c + grp * pc.cg) * pc.h * pc.w) + gIy * int(pc.w) + gIx;
  }

  const uint sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
  const uint wm = (sg / (BN / WN)) * WM, wn = (sg % (BN / WN)) * WN; // the warp tile within the block

  ACC acc[FM][FN];
  [[unroll]] for (uint i = 0u; i < FM; i++)
    [[unroll]] for (uint j = 0u; j < FN; j++) acc[i][j] = ACC(0.0);

  // k tiles: every tap (ky, kx) of channels [c0, c0 + BK), then the next block of channels
  const uint tiles = pc.kh * pc.kw * ((pc.cg + BK - 1u) / BK);
  uint c0 = 0u, ky = 0u, kx = 0u; // the tile loaded last
  loadTile(c0, ky, kx);
  storeTile(0u);
  barrier();
  for (uint t = 0u; t < tiles; t++) {
    if (t + 1u < tiles) {
      if (++kx == pc.kw) {
        kx = 0u;
        if (++ky == pc.kh) {
          ky = 0u;
          c0 += BK;
        }
      }
      loadTile(c0, ky, kx); // in flight while this tile is multiplied
    }
    multiply(t & 1u, wm, wn, acc);
    // the other stage was last read before the previous barrier
    if (t + 1u < tiles) storeTile((t + 1u) & 1u);
    barrier();
  }

  // Each accumulator goes through the subgroup's 16 x 16 slot of Cs, then to y element by element.
  const uint slot = sg * 256u;
  [[unroll]] for (uint i = 0u; i < FM; i++)
    [[unroll]] for (uint j = 0u; j < FN; j++) {
      coopMatStore(acc[i][j], Cs, slot, 16u, gl_CooperativeMatrixLayoutRowMajor);
      subgroupMemoryBarrierShared();
      subgroupBarrier();
      [[unroll]] for (uint e = lane; e < 256u; e += SUBGROUP) {
        const uint m = wm + i * 16u + e / 16u, p = p0 + wn + j * 16u + e % 16u;
        if (o0 + m < pc.og && p < P) {
          const uint oc = grp * pc.og + o0 + m;
#ifdef BIAS
          const float v = Cs[slot + e] + float(b[pc.offB + oc]);
#else
          const float v = Cs[slot + e];
#endif
          y[pc.offY + (batch * pc.o + oc) * P + p] = uint16_t(f32ToF16Bits(floatBitsToUint(v)));
        }
      }
      subgroupBarrier(); // the slot is read before the next accumulator overwrites it
    }
}
