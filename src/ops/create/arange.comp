#version 450
// arange: y[i] = start + i * step for i < n, in dtype DST (variants: one per element dtype, kernels.ts).
//   float dtypes: computed in f32 as start + f32(i) * step, the product and the sum each rounded to nearest
//                 even (`precise`: never fused into an fma), then rounded to f16 / bf16 (convert.glsl);
//                 f32(i) is i rounded once. src/ops/create/reference.ts computes the same bits.
//   integer dtypes: istart + i * istep in 32-bit two's complement, low bits kept (the host checks that
//                 every value fits the dtype, so nothing wraps in fact).
// One 32-bit word of y per invocation (4 / DST_SIZE elements); y is a fresh tensor (offset 0, its buffer
// holds whole words), so the padding of the last word is written as zeros.
//
// Bindings: 0 = y (writeonly). Push constants: n, words, start / step (f32), istart / istep (u32 bits).

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"
#include "convert.glsl"

#define DST_BITS (8u * DST_SIZE)
#define PER_WORD (4u / DST_SIZE)

layout(set = 0, binding = 0, std430) writeonly buffer Y { uint y[]; };

layout(push_constant, std430) uniform Push {
  uint n;
  uint words;
  float start;
  float step;
  uint istart;
  uint istep;
} pc;

uint element(uint i) {
#if IS_FLOAT(DST)
  const float fi = uintBitsToFloat(intMagToFloatBits(i, 23u, 127u, 255u));
  precise float v = pc.start + fi * pc.step;
  const uint f = floatBitsToUint(v);
#if DST == DT_F16
  return f32ToF16Bits(f);
#elif DST == DT_BF16
  return f32ToBf16Bits(f);
#else
  return f;
#endif
#elif DST_SIZE == 4
  return pc.istart + i * pc.istep;
#else
  return (pc.istart + i * pc.istep) & ((1u << DST_BITS) - 1u);
#endif
}

void main() {
  const uint w = linearInvocation();
  if (w >= pc.words) return;
  uint word = 0u;
  for (uint k = 0u; k < PER_WORD; k++) {
    const uint i = w * PER_WORD + k;
    if (i < pc.n) word |= element(i) << (k * DST_BITS);
  }
  y[w] = word;
}
