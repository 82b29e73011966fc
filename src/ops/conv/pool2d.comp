#version 450
// 2-D pooling over the planes of a contiguous NCHW x (PyTorch's max_pool2d and avg_pool2d), one output
// column of RUN (1, 2, 4 or 8: the _r<RUN> variants) consecutive output rows per invocation. The window of
// (oy, ox) starts at (oy * sh - ph, ox * sw - pw) and has kh x kw taps dilation (dh, dw) apart; taps outside
// x are skipped (the padding is -inf for max, 0 for avg).
//   MAX (max_f32): the largest tap; a NaN tap wins over any number (PyTorch: val > max || isnan(val)), so
//     NaN propagates. A window is never all padding (the op checks padding <= kernel / 2).
//   AVG (avg_f32, dilation 1): the f32 sum of the taps in row-major order over a divisor: with
//     countIncludePad the window clipped to the padded input ((min(start + k, size + pad) - start) per
//     dimension), otherwise the taps inside x; ceilMode's last windows count as PyTorch counts them.
//
// Bindings: 0 = x (readonly, contiguous [planes, h, w] at offX), 1 = y (writeonly, contiguous
//   [planes, oh, ow] at offY).
// Push constants: total (output elements), h, w, oh, ow, kh, kw, sh, sw, ph, pw, dh, dw, includePad, offX, offY.
// Grid: one invocation per RUN outputs: ow columns by ceil(rows / RUN) runs of rows (rows of all planes;
//   linearInvocation()).

layout(local_size_x = 256, local_size_x_id = 0) in;

#ifndef RUN
#error "RUN (output rows per invocation) comes from the variant"
#endif

#include "index.glsl"

#include "act_io.glsl" // x and y f32, or f16 with F16
layout(set = 0, binding = 0, std430) readonly buffer X { ACT x[]; };
layout(set = 0, binding = 1, std430) ACT_OUT Y { ACT y[]; };

layout(push_constant, std430) uniform Push {
  uint total, h, w, oh, ow, kh, kw, sh, sw, ph, pw, dh, dw, includePad, offX, offY;
} pc;

// One output: the pool of the window starting at (y0, x0) of the plane at base.
float pool(uint base, int y0, int x0) {
#ifdef MAX
  float m = uintBitsToFloat(0xff800000u); // -inf
#else
  float s = 0.0;
  uint count = 0;
#endif
  for (uint ky = 0; ky < pc.kh; ky++) {
    const int iy = y0 + int(ky * pc.dh);
    if (iy < 0 || iy >= int(pc.h)) continue;
    for (uint kx = 0; kx < pc.kw; kx++) {
      const int ix = x0 + int(kx * pc.dw);
      if (ix < 0 || ix >= int(pc.w)) continue;
      const float v = ACT_AT(x, base + uint(iy) * pc.w + uint(ix));
#ifdef MAX
      if (v > m || isnan(v)) m = v;
#else
      s += v;
      count++;
#endif
    }
  }
#ifdef MAX
  return m;
#else
  if (pc.includePad != 0) {
    const int hh = min(y0 + int(pc.kh), int(pc.h + pc.ph)) - y0, ww = min(x0 + int(pc.kw), int(pc.w + pc.pw)) - x0;
    count = uint(hh * ww);
  }
  return s / float(count);
#endif
}

void main() {
  const uint i = linearInvocation();
  // invocation i: output column ox of the RUN output rows from rb * RUN (rows of all planes): the index
  // divisions once per RUN outputs, and neighbouring invocations on neighbouring columns (a subgroup's taps
  // stay within a few input lines, its stores on one output line)
  const uint ox = i % pc.ow, rb = i / pc.ow;
  uint r = rb * uint(RUN);
  if (r * pc.ow >= pc.total) return;
  uint oy = r % pc.oh, plane = r / pc.oh;
  const int x0 = int(ox * pc.sw) - int(pc.pw);
  for (const uint end = r + uint(RUN); r < end && r * pc.ow < pc.total; r++) {
    ACT_STORE(y, pc.offY + r * pc.ow + ox, pool(pc.offX + plane * pc.h * pc.w, int(oy * pc.sh) - int(pc.ph), x0))
    if (++oy == pc.oh) {
      oy = 0u;
      plane++;
    }
  }
}
