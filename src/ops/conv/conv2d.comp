#version 450
// Direct 2-D convolution, NCHW (PyTorch's conv2d): y[n, o, oy, ox] = bias[o] + sum over the input channels
// c of o's group and the kernel taps (ky, kx) of w[o, c, ky, kx] * x[n, g * cg + c, oy * sh - ph + ky * dh,
// ox * sw - pw + kx * dw], positions outside x reading 0. Variants (kernels.ts): f32 | f32_bias (tiled) and
// f32_direct | f32_direct_bias (DIRECT).
// A workgroup computes a 32 x 32 tile of output pixels for OCB (8) consecutive output channels of one group;
// each invocation PX (4) pixels of one row for those OCB channels (32 accumulators), so every input value
// read feeds OCB FMAs and every weight vec4 read feeds 4. Tiled: the input channels go through shared memory
// cc at a time (the op picks cc so the tile fits): the input tile with its halo (tileH x tileW per channel,
// zeros in the padding) and the OCB x cc x kh x kw weight slice. DIRECT: for tiles that do not fit (large
// strides, dilations or kernels), the same loops read x and w from the storage buffers.
// Sums are f32, in order of (input channel, ky, kx), each tap one FMA (or a multiply and an add).
//
// Bindings: 0 = x (readonly, contiguous [n, c, h, w] at offX), 1 = w (readonly, contiguous [o, cg, kh, kw]
//   at offW), 2 = y (writeonly, contiguous [n, o, oh, ow] at offY), 3 = bias (readonly, o floats at offB;
//   bias variants only).
// Push constants: n, c, h, w, o, oh, ow, kh, kw, sh, sw, ph, pw, dh, dw, cg (input channels per group), og
//   (output channels per group), ocBlocks (ceil(og / OCB)), tilesX, tilesY, cc, tileH, tileW, offsets.
// Grid: n * groups * ocBlocks * tilesY * tilesX workgroups in a line (linearGroup()).

#extension GL_EXT_control_flow_attributes : require

layout(local_size_x = 256) in;

#include "index.glsl"

#define OCB 8
#define PX 4
#define TILE 32
#define IN_SLOTS 6144
#define W_SLOTS 1024

#include "conv_io.glsl" // x, wt, y, b: f32, or f16 with F16

layout(push_constant, std430) uniform Push {
  uint n, c, h, w, o, oh, ow, kh, kw;
  uint sh, sw, ph, pw, dh, dw;
  uint cg, og, ocBlocks, tilesX, tilesY, cc, tileH, tileW;
  uint offX, offW, offY, offB;
} pc;

#ifndef DIRECT
shared float sIn[IN_SLOTS];
shared vec4 sW[W_SLOTS / 4];
#endif

uint planeX;  // element index of x[n, first input channel of the group, 0, 0]
uint wRow0;   // element index of w[first output channel of the block, 0, 0, 0]
uint valid;   // output channels of the block inside the group
int iy0, ix0; // the tile's first input row and column (negative in the padding)

#ifdef DIRECT
// x at input channel cl of the group, tile position (yy, xx); 0 outside x.
float inputAt(uint cl, uint yy, uint xx) {
  const int iy = iy0 + int(yy), ix = ix0 + int(xx);
  if (iy < 0 || ix < 0 || iy >= int(pc.h) || ix >= int(pc.w)) return 0.0;
  return X_AT(planeX + (cl * pc.h + uint(iy)) * pc.w + uint(ix));
}
// The weights of the block's output channels j, j + 1, j + 2, j + 3 at input channel cl, tap k.
vec4 weightsAt(uint cl, uint k, uint j) {
  vec4 v = vec4(0.0);
  const uint taps = pc.kh * pc.kw;
  [[unroll]] for (uint i = 0; i < 4; i++)
    if (j + i < valid) v[i] = W_AT(wRow0 + ((j + i) * pc.cg + cl) * taps + k);
  return v;
}
#else
float inputAt(uint cl, uint yy, uint xx) { return sIn[(cl * pc.tileH + yy) * pc.tileW + xx]; }
vec4 weightsAt(uint cl, uint k, uint j) { return sW[((cl * pc.kh * pc.kw + k) * OCB + j) / 4]; }

// Stages channels [c0, c0 + m) of the group: the input tile (zeros outside x) and the weight slice
// (zeros past the group's last output channel), laid out as inputAt and weightsAt read them.
void stage(uint c0, uint m) {
  const uint lid = gl_LocalInvocationID.x, area = pc.tileH * pc.tileW, taps = pc.kh * pc.kw;
  for (uint i = lid; i < m * area; i += gl_WorkGroupSize.x) {
    const uint cl = i / area, r = i - cl * area, yy = r / pc.tileW;
    const int iy = iy0 + int(yy), ix = ix0 + int(r - yy * pc.tileW);
    const bool inside = iy >= 0 && ix >= 0 && iy < int(pc.h) && ix < int(pc.w);
    sIn[i] = inside ? X_AT(planeX + ((c0 + cl) * pc.h + uint(iy)) * pc.w + uint(ix)) : 0.0;
  }
  for (uint i = lid; i < m * taps * OCB; i += gl_WorkGroupSize.x) {
    const uint j = i % OCB, r = i / OCB, cl = r / taps, k = r - cl * taps;
    sW[i / 4][i % 4] = j < valid ? W_AT(wRow0 + (j * pc.cg + c0 + cl) * taps + k) : 0.0;
  }
}
#endif

void main() {
  uint g = linearGroup();
  const uint tx = g % pc.tilesX;
  g /= pc.tilesX;
  const uint ty = g % pc.tilesY;
  g /= pc.tilesY;
  const uint blocks = (pc.c / pc.cg) * pc.ocBlocks;
  const uint ob = g % blocks, batch = g / blocks;
  if (batch >= pc.n) return; // whole workgroup: no barrier is skipped by part of it
  const uint grp = ob / pc.ocBlocks, o0 = grp * pc.og + (ob % pc.ocBlocks) * OCB;
  valid = min(OCB, pc.og - (ob % pc.ocBlocks) * OCB);
  planeX = pc.offX + (batch * pc.c + grp * pc.cg) * pc.h * pc.w;
  wRow0 = pc.offW + o0 * pc.cg * pc.kh * pc.kw;
  iy0 = int(ty * TILE * pc.sh) - int(pc.ph);
  ix0 = int(tx * TILE * pc.sw) - int(pc.pw);

  const uint lid = gl_LocalInvocationID.x, lx = lid % (TILE / PX), ly = lid / (TILE / PX);
  vec4 acc[PX][2];
  [[unroll]] for (uint p = 0; p < PX; p++) acc[p][0] = acc[p][1] = vec4(0.0);

  for (uint c0 = 0; c0 < pc.cg; c0 += pc.cc) {
    const uint m = min(pc.cc, pc.cg - c0);
#ifdef DIRECT
    const uint base = c0;
#else
    barrier(); // the previous chunk's reads are done
    stage(c0, m);
    barrier();
    const uint base = 0;
#endif
    for (uint cl = base; cl < base + m; cl++)
      for (uint ky = 0; ky < pc.kh; ky++)
        for (uint kx = 0; kx < pc.kw; kx++) {
          const uint k = ky * pc.kw + kx, yy = ly * pc.sh + ky * pc.dh, xx = lx * PX * pc.sw + kx * pc.dw;
          const vec4 w0 = weightsAt(cl, k, 0), w1 = weightsAt(cl, k, 4);
          [[unroll]] for (uint p = 0; p < PX; p++) {
            const float v = inputAt(cl, yy, xx + p * pc.sw);
            acc[p][0] += v * w0;
            acc[p][1] += v * w1;
          }
        }
  }

  const uint oy = ty * TILE + ly;
  if (oy >= pc.oh) return;
  // constant indices only: a dynamically indexed acc would live in memory instead of registers
  [[unroll]] for (uint p = 0; p < PX; p++) {
    const uint ox = tx * TILE + lx * PX + p;
    [[unroll]] for (uint j = 0; j < OCB; j++) {
      if (ox >= pc.ow || j >= valid) continue;
      float v = acc[p][j / 4][j % 4];
#ifdef BIAS
      v += B_AT(pc.offB + o0 + j);
#endif
      Y_STORE(pc.offY + ((batch * pc.o + o0 + j) * pc.oh + oy) * pc.ow + ox, v)
    }
  }
}
