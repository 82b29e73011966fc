#version 450
#extension GL_EXT_control_flow_attributes : require
// Upsampling (resizing) of the planes of a contiguous NCHW x to [planes, oh, ow] (PyTorch's interpolate),
// one invocation per output element. scaleH and scaleW are the source step per destination step, as
// PyTorch computes them in f32 (the op: in / out, 1 / scaleFactor, or for alignCorners (in - 1) / (out - 1)).
//   NEAREST (nearest_f32): src = min(floor(dst * scale), in - 1) in f32 (PyTorch's 'nearest'; the op passes
//     scale 1 when out == in and 0.5 when out == 2 in, PyTorch's exact cases). A copy: bit-exact.
//   BILINEAR (bilinear_f32): src = dst * scale (alignCorners) or max((dst + 0.5) * scale - 0.5, 0), then
//     the 2 x 2 neighbours from floor(src) (the upper one clamped to the last row / column) blended by
//     the fraction, rows first as PyTorch: (1 - ly) * ((1 - lx) a + lx b) + ly * ((1 - lx) c + lx d).
//
// X4 (the _x4 variants; the host checks ow % 4 == 0 and offY % 4 == 0): four consecutive outputs of a row
// stored as one vec4 (with F16 as one uvec2 of 4 halves: whole words, no merge), for 4 consecutive output
// rows (RUN) per invocation: one set of divisions per 16 outputs instead of per output, the horizontal
// sources (and bilinear weights) computed once for the 4 rows, the vertical ones once per row, and
// (bilinear) a source row blended along x once for the rows of the run that share it. Without X4
// an f16 output is merged into its word (f16_words.glsl's atomics).
//
// Bindings: 0 = x (readonly, contiguous [planes, h, w] at offX), 1 = y (writeonly, contiguous at offY).
// Push constants: total (output elements), h, w, oh, ow, scaleH, scaleW, alignCorners, offX, offY.
// Grid: one invocation per output element, or per 4 x 4 (X4: ow / 4 column groups by ceil(rows / 4) runs of
//   rows) (linearInvocation()).

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"

#include "act_io.glsl" // x and y f32, or f16 with F16
layout(set = 0, binding = 0, std430) readonly buffer X { ACT x[]; };
#ifdef X4
#ifdef F16
layout(set = 0, binding = 1, std430) writeonly buffer Y { uvec2 y[]; };
#else
layout(set = 0, binding = 1, std430) writeonly buffer Y { vec4 y[]; };
#endif
#define PER 4u
#define RUN 4u
#else
layout(set = 0, binding = 1, std430) ACT_OUT Y { ACT y[]; };
#define PER 1u
#define RUN 1u
#endif

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

// source row `at` (its element offset) blended along the row at the invocation's PER columns
void blendRow(uint at, uint x0[PER], uint x1[PER], float fx[PER], out float h[PER]) {
  [[unroll]] for (uint k = 0u; k < PER; k++) h[k] = (1.0 - fx[k]) * ACT_AT(x, at + x0[k]) + fx[k] * ACT_AT(x, at + x1[k]);
}
#endif

#ifdef NEAREST
// PyTorch's nearest source index of dst along a dimension of `size` elements
uint nearest(uint dst, float scale, uint size) { return min(uint(floor(float(dst) * scale)), size - 1); }
#endif

void main() {
  const uint i = linearInvocation();
  // invocation i: column group cg (PER outputs) of the RUN output rows from rb * RUN (rows of all planes)
  const uint groups = pc.ow / PER, cg = i % groups, rb = i / groups;
  uint r = rb * RUN;
  if (r * pc.ow >= pc.total) return;
  const uint ox = cg * PER;
  uint oy = r % pc.oh, plane = r / pc.oh;
  // the horizontal sources: the same for every row of the run
#ifdef NEAREST
  uint sx[PER];
  [[unroll]] for (uint k = 0u; k < PER; k++) sx[k] = nearest(ox + k, pc.scaleW, pc.w);
#else
  uint x0[PER], x1[PER];
  float fx[PER];
  [[unroll]] for (uint k = 0u; k < PER; k++) source(ox + k, pc.scaleW, pc.w, x0[k], x1[k], fx[k]);
  // the previous output row's two blended source rows (keyed by their offsets): an upsampled row shares
  // one or both with the row before, which then blends only what is new (the same expression: bit-exact)
  uint atTop = ~0u, atBottom = ~0u;
  float top[PER], bottom[PER];
#endif
  for (const uint end = r + RUN; r < end && r * pc.ow < pc.total; r++) {
    const uint base = pc.offX + plane * pc.h * pc.w;
    float v[PER];
#ifdef NEAREST
    const uint row = base + nearest(oy, pc.scaleH, pc.h) * pc.w;
    [[unroll]] for (uint k = 0u; k < PER; k++) v[k] = ACT_AT(x, row + sx[k]);
#else
    uint y0, y1;
    float fy;
    source(oy, pc.scaleH, pc.h, y0, y1, fy);
    const uint r0 = base + y0 * pc.w, r1 = base + y1 * pc.w;
    float t[PER], b[PER];
    if (r0 == atBottom) t = bottom;
    else if (r0 == atTop) t = top;
    else blendRow(r0, x0, x1, fx, t);
    if (r1 == atBottom) b = bottom;
    else blendRow(r1, x0, x1, fx, b);
    atTop = r0;
    top = t;
    atBottom = r1;
    bottom = b;
    [[unroll]] for (uint k = 0u; k < PER; k++) v[k] = (1.0 - fy) * t[k] + fy * b[k];
#endif
#if defined(X4) && defined(F16)
    y[(pc.offY + r * pc.ow + ox) / 4u] = uvec2(packHalf2x16(vec2(v[0], v[1])), packHalf2x16(vec2(v[2], v[3])));
#elif defined(X4)
    y[(pc.offY + r * pc.ow + ox) / 4u] = vec4(v[0], v[1], v[2], v[3]);
#else
    ACT_STORE(y, pc.offY + r * pc.ow + ox, v[0])
#endif
    if (++oy == pc.oh) {
      oy = 0u;
      plane++;
    }
  }
}
