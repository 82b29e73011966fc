#version 450
// unfold (im2col) of one image of a contiguous NCHW x for conv2d's 'unfold' path: cols[k][p] =
// x[c][oy sh + ky dh - ph][ox sw + kx dw - pw] (0 in the padding) for k = (c kh + ky) kw + kx over all C
// input channels and p = oy ow + ox over the outputs; then y = w [O, C kh kw] (w's own layout, no copy)
// times cols [K, P] is a plain GEMM. f16 bits are copied (no float unit), a word of two consecutive p per
// invocation, so no 16-bit storage is needed. The row pitch ld (a multiple of 8 elements, so the GEMM's
// 16-byte loads stay aligned) is >= P; columns P .. ld - 1 are zeros.
//
// Bindings: 0 = x (readonly, contiguous [C, h, w] at element offX), 1 = cols (writeonly, [K][ld] at 0).
// Push constants: total (cols words), rowWords (words per row of cols), p (outputs), h, w, kh, kw, ow,
//   sh, sw, ph, pw, dh, dw, offX.
// Grid: one invocation per word of cols (linearInvocation()).

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { uint x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Cols { uint cols[]; };

layout(push_constant, std430) uniform Push {
  uint total, rowWords, p, h, w, kh, kw, ow, sh, sw, ph, pw, dh, dw, offX;
} pc;

// the bits of the f16 x at tap (c, ky, kx) for output p (< pc.p), 0 in the padding
uint tap(uint c, uint ky, uint kx, uint p) {
  const int iy = int((p / pc.ow) * pc.sh + ky * pc.dh) - int(pc.ph);
  const int ix = int((p % pc.ow) * pc.sw + kx * pc.dw) - int(pc.pw);
  if (iy < 0 || iy >= int(pc.h) || ix < 0 || ix >= int(pc.w)) return 0u;
  const uint e = pc.offX + (c * pc.h + uint(iy)) * pc.w + uint(ix);
  return (x[e >> 1] >> ((e & 1u) << 4)) & 0xffffu;
}

void main() {
  const uint i = linearInvocation();
  if (i >= pc.total) return;
  const uint k = i / pc.rowWords, p0 = (i % pc.rowWords) * 2u;
  const uint taps = pc.kh * pc.kw, c = k / taps, ky = (k % taps) / pc.kw, kx = k % pc.kw;
  const uint lo = p0 < pc.p ? tap(c, ky, kx, p0) : 0u, hi = p0 + 1u < pc.p ? tap(c, ky, kx, p0 + 1u) : 0u;
  cols[i] = lo | (hi << 16);
}
