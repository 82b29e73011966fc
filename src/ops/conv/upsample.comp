#version 450
// Upsampling (resizing) of the planes of a contiguous NCHW x to [planes, oh, ow] (PyTorch's interpolate),
// one invocation per output element. scaleH and scaleW are the source step per destination step, as
// PyTorch computes them in f32 (the op: in / out, 1 / scaleFactor, or for alignCorners (in - 1) / (out - 1)).
//   NEAREST (nearest_f32): src = min(floor(dst * scale), in - 1) in f32 (PyTorch's 'nearest'; the op passes
//     scale 1 when out == in and 0.5 when out == 2 in, PyTorch's exact cases). A copy: bit-exact.
//   BILINEAR (bilinear_f32): src = dst * scale (alignCorners) or max((dst + 0.5) * scale - 0.5, 0), then
//     the 2 x 2 neighbours from floor(src) (the upper one clamped to the last row / column) blended by
//     the fraction, rows first as PyTorch: (1 - ly) * ((1 - lx) a + lx b) + ly * ((1 - lx) c + lx d).
//
// Bindings: 0 = x (readonly, contiguous [planes, h, w] at offX), 1 = y (writeonly, contiguous at offY).
// Push constants: total (output elements), h, w, oh, ow, scaleH, scaleW, alignCorners, offX, offY.
// Grid: one invocation per output element (linearInvocation()).

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { float x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { float y[]; };

layout(push_constant, std430) uniform Push {
  uint total, h, w, oh, ow;
  float scaleH, scaleW;
  uint alignCorners, offX, offY;
} pc;

#ifdef BILINEAR
// The source coordinate of dst along a dimension of `size` elements: floor index i0, i1 = i0 + 1 clamped,
// and the weight of i1.
void source(uint dst, float scale, uint size, out uint i0, out uint i1, out float frac) {
  float s = pc.alignCorners != 0 ? float(dst) * scale : max((float(dst) + 0.5) * scale - 0.5, 0.0);
  i0 = min(uint(s), size - 1);
  i1 = min(i0 + 1, size - 1);
  frac = s - float(i0);
}
#endif

void main() {
  const uint i = linearInvocation();
  if (i >= pc.total) return;
  const uint ox = i % pc.ow, r = i / pc.ow, oy = r % pc.oh, plane = r / pc.oh;
  const uint base = pc.offX + plane * pc.h * pc.w;
#ifdef NEAREST
  const uint sy = min(uint(floor(float(oy) * pc.scaleH)), pc.h - 1), sx = min(uint(floor(float(ox) * pc.scaleW)), pc.w - 1);
  y[pc.offY + i] = x[base + sy * pc.w + sx];
#else
  uint y0, y1, x0, x1;
  float fy, fx;
  source(oy, pc.scaleH, pc.h, y0, y1, fy);
  source(ox, pc.scaleW, pc.w, x0, x1, fx);
  const float top = (1.0 - fx) * x[base + y0 * pc.w + x0] + fx * x[base + y0 * pc.w + x1];
  const float bottom = (1.0 - fx) * x[base + y1 * pc.w + x0] + fx * x[base + y1 * pc.w + x1];
  y[pc.offY + i] = (1.0 - fy) * top + fy * bottom;
#endif
}
