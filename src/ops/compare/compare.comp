#version 450
// compare: y[i] = a[i] OP b[i] ? 1 : 0 as u8, over n elements of f32 a and b (broadcast to y's shape); OP:
// eq, ne, lt, le, gt, ge with IEEE semantics (NaN compares false, except ne: true). Variants (kernels.ts):
// <op>_f32 (a and b contiguous, y's shape), <op>_f32_strided (any views, broadcast included).
// y is u8, written one 32-bit word (4 mask bytes) per invocation, without 8-bit storage: y starts on a word
// (the op checks), so only its last word may be shared with other data; that one is merged with
// atomicAnd / atomicOr and bytes past y are never written (as convert.comp's ragged words).
//
// Bindings: 0 = a, 1 = b (readonly), 2 = y (u8 words, read-write for the merge; may not alias a or b).
// Push constants: n (elements), offA / offB (element offsets), offY (y's offset in words), words (the
//   invocations: ceil(n / 4)), and for STRIDED the collapsed shape with a's and b's strides.

#include "elementwise.glsl"

layout(set = 0, binding = 0, std430) readonly buffer A { float a[]; };
layout(set = 0, binding = 1, std430) readonly buffer B { float b[]; };
layout(set = 0, binding = 2, std430) buffer Y { uint y[]; };

layout(push_constant, std430) uniform Push {
  uint n;
  uint offA;
  uint offB;
  uint offY;
  uint words;
#ifdef STRIDED
  uint rank;
  uint shape[MAX_RANK];
  uint strideA[MAX_RANK];
  uint strideB[MAX_RANK];
#endif
} pc;

bool cmp(float x, float z) {
#if defined(OP_EQ)
  return x == z;
#elif defined(OP_NE)
  return !(x == z); // true for NaN: written through == so no unordered-compare choice is left to glslang
#elif defined(OP_LT)
  return x < z;
#elif defined(OP_LE)
  return x <= z;
#elif defined(OP_GT)
  return x > z;
#elif defined(OP_GE)
  return x >= z;
#else
#error "define one of the OP_* of src/ops/compare/kernels.ts"
#endif
}

void main() {
  const uint i = linearInvocation();
  if (i >= pc.words) return;
  const uint count = min(4u, pc.n - 4u * i); // elements in this word (the last may hold fewer)
  uint word = 0u;
  for (uint k = 0u; k < count; k++) {
    const uint j = 4u * i + k;
#ifdef STRIDED
    const float x = a[stridedIndex(j, pc.rank, pc.shape, pc.strideA, pc.offA)];
    const float z = b[stridedIndex(j, pc.rank, pc.shape, pc.strideB, pc.offB)];
#else
    const float x = a[pc.offA + j];
    const float z = b[pc.offB + j];
#endif
    word |= uint(cmp(x, z)) << (8u * k);
  }
  const uint w = pc.offY + i;
  if (count < 4u) {
    const uint mask = (1u << (8u * count)) - 1u;
    atomicAnd(y[w], ~mask);
    atomicOr(y[w], word);
    return;
  }
  y[w] = word;
}
