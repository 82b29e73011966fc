#version 450
// where: y[i] = mask[i] != 0 ? a[i] : b[i] over n elements; mask u8 or u32, a and b f32, all three broadcast
// to y's shape; the bits of a or b are copied (NaN payloads kept). Variants (kernels.ts): <mask>_f32
// (mask, a and b contiguous, y's shape), <mask>_f32_vec4 (the same with n and every element offset a
// multiple of 4: four elements per invocation, a and b read and y written as 16-byte vec4s, a u8 mask as one
// 32-bit word, a u32 mask as a uvec4), <mask>_f32_strided (any views). A u8 mask is read through 32-bit
// words (byte k of a word is bits [8k, 8k + 8)), so no 8-bit storage is needed.
//
// Bindings: 0 = mask, 1 = a, 2 = b (readonly), 3 = y (f32, writeonly, contiguous; may not alias the others).
// Push constants: n (elements), offM / offA / offB / offY (element offsets; VEC4: in units of 4 elements,
//   and n counts groups of 4), and for STRIDED the collapsed
//   shape (rank <= 6) with the mask's, a's and b's strides.

#include "elementwise.glsl"

// Four arrays of MAX_RANK would pass Vulkan's guaranteed 128 push-constant bytes: the strided variant takes
// 6 collapsed dimensions (WHERE_RANK in ops.ts) and walks them once for all three operands.
#define WHERE_RANK 6

#ifdef VEC4
#ifdef MASK_U8
layout(set = 0, binding = 0, std430) readonly buffer M { uint m[]; };
#else
layout(set = 0, binding = 0, std430) readonly buffer M { uvec4 m[]; };
#endif
layout(set = 0, binding = 1, std430) readonly buffer A { vec4 a[]; };
layout(set = 0, binding = 2, std430) readonly buffer B { vec4 b[]; };
layout(set = 0, binding = 3, std430) writeonly buffer Y { vec4 y[]; };
#else
layout(set = 0, binding = 0, std430) readonly buffer M { uint m[]; };
layout(set = 0, binding = 1, std430) readonly buffer A { float a[]; };
layout(set = 0, binding = 2, std430) readonly buffer B { float b[]; };
layout(set = 0, binding = 3, std430) writeonly buffer Y { float y[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint n;
  uint offM;
  uint offA;
  uint offB;
  uint offY;
#ifdef STRIDED
  uint rank;
  uint shape[WHERE_RANK];
  uint strideM[WHERE_RANK];
  uint strideA[WHERE_RANK];
  uint strideB[WHERE_RANK];
#endif
} pc;

#ifdef VEC4
// which of the four mask elements of group q are set (a u8 mask's four bytes are one word)
bvec4 maskAt4(uint q) {
#ifdef MASK_U8
  const uint w = m[q];
  return notEqual(uvec4(w & 0xffu, (w >> 8) & 0xffu, (w >> 16) & 0xffu, w >> 24), uvec4(0u));
#else
  return notEqual(m[q], uvec4(0u));
#endif
}
#else
// whether the mask element at storage index idx is set
bool maskAt(uint idx) {
#ifdef MASK_U8
  return ((m[idx >> 2] >> ((idx & 3u) << 3)) & 0xffu) != 0u;
#else
  return m[idx] != 0u;
#endif
}
#endif

void main() {
  const uint i = linearInvocation();
  if (i >= pc.n) return;
#ifdef STRIDED
  uint im = pc.offM, ia = pc.offA, ib = pc.offB, rest = i;
  for (int d = int(pc.rank) - 1; d >= 0; d--) {
    const uint e = rest % pc.shape[d];
    rest /= pc.shape[d];
    im += e * pc.strideM[d];
    ia += e * pc.strideA[d];
    ib += e * pc.strideB[d];
  }
  y[pc.offY + i] = maskAt(im) ? a[ia] : b[ib];
#elif defined(VEC4)
  // mix() with a bvec selects component-wise, copying the chosen bits (no arithmetic on a NaN)
  y[pc.offY + i] = mix(b[pc.offB + i], a[pc.offA + i], maskAt4(pc.offM + i));
#else
  y[pc.offY + i] = maskAt(pc.offM + i) ? a[pc.offA + i] : b[pc.offB + i];
#endif
}
