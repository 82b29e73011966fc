#version 450
// Transposed 2-D convolution, NCHW (PyTorch's conv_transpose2d, the gradient of conv2d with respect to its
// input): y[n, o, oy, ox] = bias[o] + sum over the input channels c of o's group and the taps (ky, kx) with
// oy = iy * sh - ph + ky * dh and ox = ix * sw - pw + kx * dw inside x of x[n, c, iy, ix] * w[c, o % og, ky, kx].
// One invocation per output element gathers its taps (no atomics, so the result is deterministic); sums
// are f32 in order of (c, ky, kx). Variants (kernels.ts): f32 | f32_bias.
//
// Bindings: 0 = x (readonly, contiguous [n, c, h, w] at offX), 1 = w (readonly, contiguous [c, og, kh, kw]
//   at offW), 2 = y (writeonly, contiguous [n, o, oh, ow] at offY), 3 = bias (o floats at offB; _bias only).
// Push constants: total (output elements), c, h, w, o, oh, ow, kh, kw, sh, sw, ph, pw, dh, dw, cg (input
//   channels per group), og (output channels per group), offsets.
// Grid: one invocation per output element (linearInvocation()).

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"

#include "conv_io.glsl" // x, wt, y, b: f32, or f16 with F16

layout(push_constant, std430) uniform Push {
  uint total, c, h, w, o, oh, ow, kh, kw, sh, sw, ph, pw, dh, dw, cg, og;
  uint offX, offW, offY, offB;
} pc;

// The input position of output position `at` through tap k along a dimension, or -1 when none lands there.
int sourceOf(uint at, uint k, uint stride, uint pad, uint dilation, uint size) {
  const int t = int(at + pad) - int(k * dilation);
  if (t < 0 || t % int(stride) != 0) return -1;
  const int i = t / int(stride);
  return i < int(size) ? i : -1;
}

void main() {
  const uint i = linearInvocation();
  if (i >= pc.total) return;
  const uint ox = i % pc.ow, r = i / pc.ow, oy = r % pc.oh, r2 = r / pc.oh, oc = r2 % pc.o, batch = r2 / pc.o;
  const uint grp = oc / pc.og, ol = oc - grp * pc.og;
  float s = 0.0;
  for (uint cl = 0; cl < pc.cg; cl++) {
    const uint ci = grp * pc.cg + cl;
    const uint plane = pc.offX + (batch * pc.c + ci) * pc.h * pc.w;
    const uint taps = pc.offW + (ci * pc.og + ol) * pc.kh * pc.kw;
    for (uint ky = 0; ky < pc.kh; ky++) {
      const int iy = sourceOf(oy, ky, pc.sh, pc.ph, pc.dh, pc.h);
      if (iy < 0) continue;
      for (uint kx = 0; kx < pc.kw; kx++) {
        const int ix = sourceOf(ox, kx, pc.sw, pc.pw, pc.dw, pc.w);
        if (ix < 0) continue;
        s += X_AT(plane + uint(iy) * pc.w + uint(ix)) * W_AT(taps + ky * pc.kw + kx);
      }
    }
  }
#ifdef BIAS
  s += B_AT(pc.offB + oc);
#endif
  Y_STORE(pc.offY + i, s)
}
