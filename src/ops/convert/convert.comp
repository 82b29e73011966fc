#version 450
// convert: y = x converted from dtype SRC to dtype DST, bit-exact (convert.glsl has the rules), for the 7
// element dtypes; the copy variants (COPY) move bits unchanged (contiguous(), and the same-size int pairs
// i32<->u32 and i8<->u8, whose two's complement wrap keeps every bit). Variants (kernels.ts):
//   <src>_to_<dst> | copy8 | copy16 | copy32   followed by a layout:
//   ''         x contiguous at any offset: one 32-bit word of y per invocation (4 / DST_SIZE elements)
//   _vec4      x and y contiguous, n and both offsets multiples of 4: four elements per invocation, read
//              and written as whole vectors (the legacy cast's f32 -> f16 algorithm: uvec4 in, uvec2 out)
//   _vec4_hw   f32 -> f16 only, as _vec4 but rounded by packHalf2x16 (F16_ROUNDING_RULES: the default on
//              NVIDIA and lavapipe, where the integer rounding costs about as much ALU time as the H200
//              moves the bytes in)
//   _strided   x any view (shape and strides, rank <= 8; broadcast included): WORDS words of y per invocation
//   _strided_vec4  x a view whose last collapsed dimension is a unit-stride run of whole vectors of 4 (its
//              extent, the other strides and both offsets multiples of 4): _vec4 with x's vector found by
//              the strided index, the shape, strides and offsets counted in vectors
// No 8- or 16-bit storage is needed: 8/16-bit data is addressed through uint words (element k of a word
// is bits [k * bits, (k + 1) * bits)). y is contiguous at any element offset; the words y shares with
// other data (the first and last of a ragged range) are merged with atomicAnd / atomicOr, so bytes outside
// y are never written; buffers hold whole words, so a fresh y's last word is in bounds.
//
// Bindings: 0 = x (readonly), 1 = y (written; may not alias x).
// Push constants: n (elements), offX / offY (element offsets; _vec4: in units of 4 elements), words (the
//   invocations: words of y touched, or n / 4 for _vec4), and for _strided the collapsed shape and x's
//   strides.

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"
#include "strided.glsl"
#include "convert.glsl"

#if !defined(SRC_SIZE) || !defined(DST_SIZE)
#error "define SRC_SIZE and DST_SIZE (bytes per element), and SRC / DST (DT_*) or COPY"
#endif
#define DST_BITS (8u * DST_SIZE)
#define PER_WORD (4u / DST_SIZE)
#if DST_SIZE == 4
#define DST_MASK 0xffffffffu
#elif DST_SIZE == 2
#define DST_MASK 0xffffu
#else
#define DST_MASK 0xffu
#endif

#if SRC_SIZE == 4
#define SRC_VEC uvec4
#elif SRC_SIZE == 2
#define SRC_VEC uvec2
#else
#define SRC_VEC uint
#endif
#if DST_SIZE == 4
#define DST_VEC uvec4
#elif DST_SIZE == 2
#define DST_VEC uvec2
#else
#define DST_VEC uint
#endif

#ifdef VEC4
layout(set = 0, binding = 0, std430) readonly buffer X { SRC_VEC x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { DST_VEC y[]; };
#else
layout(set = 0, binding = 0, std430) readonly buffer X { uint x[]; };
#if DST_SIZE == 4
layout(set = 0, binding = 1, std430) writeonly buffer Y { uint y[]; };
#else
layout(set = 0, binding = 1, std430) buffer Y { uint y[]; }; // ragged words take atomics
#endif
#endif

layout(push_constant, std430) uniform Push {
  uint n;
  uint offX;
  uint offY;
  uint words;
#ifdef STRIDED
  uint rank;
  uint shape[MAX_RANK];
  uint strideX[MAX_RANK];
#endif
} pc;

#if !defined(COPY)

// the element's value as f32 bits (float sources, exact) or as a 32-bit integer (sign- or zero-extended)
uint widen(uint b) {
#if SRC == DT_F16
  return f16ToF32Bits(b);
#elif SRC == DT_BF16
  return bf16ToF32Bits(b);
#elif SRC == DT_I8
  return uint(int(b << 24) >> 24);
#else
  return b;
#endif
}

// f32 bits -> a float dtype's bits
uint fromF32(uint f) {
#if DST == DT_F16
  return f32ToF16Bits(f);
#elif DST == DT_BF16
  return f32ToBf16Bits(f);
#else
  return f;
#endif
}

// a 32-bit integer (signed when the source is) -> a float dtype's bits, rounded once
uint fromInt(uint v) {
#if IS_SIGNED(SRC)
  const uint neg = v >> 31;
  const uint m = neg != 0u ? 0u - v : v;
#else
  const uint neg = 0u;
  const uint m = v;
#endif
#if DST == DT_F16
  return (neg << 15) | intMagToFloatBits(m, 10u, 15u, 31u);
#elif DST == DT_BF16
  return (neg << 15) | intMagToFloatBits(m, 7u, 127u, 255u);
#else
  return (neg << 31) | intMagToFloatBits(m, 23u, 127u, 255u);
#endif
}

// f32 bits -> an integer dtype's bits (saturated at its range)
uint toInt(uint f) {
#if DST == DT_I32
  return f32ToIntBits(f, 0x7fffffffu, 0x80000000u);
#elif DST == DT_U32
  return f32ToIntBits(f, 0xffffffffu, 0u);
#elif DST == DT_I8
  return f32ToIntBits(f, 127u, 128u) & 0xffu;
#else
  return f32ToIntBits(f, 255u, 0u);
#endif
}
#endif

// element bits of SRC -> element bits of DST
uint convertElement(uint b) {
#if defined(COPY)
  return b;
#elif IS_FLOAT(SRC) && IS_FLOAT(DST)
  return fromF32(widen(b));
#elif IS_FLOAT(SRC)
  return toInt(widen(b));
#elif IS_FLOAT(DST)
  return fromInt(widen(b));
#else
  return widen(b) & DST_MASK; // int -> int: the low bits
#endif
}

#ifdef VEC4
// element k (0..3) of four packed source elements
uint lane(SRC_VEC v, uint k) {
#if SRC_SIZE == 4
  return v[k];
#elif SRC_SIZE == 2
  return (v[k >> 1] >> ((k & 1u) << 4)) & 0xffffu;
#else
  return (v >> (k << 3)) & 0xffu;
#endif
}

void main() {
  const uint i = linearInvocation();
  if (i >= pc.words) return;
#ifdef STRIDED
  const SRC_VEC v = x[stridedIndex(i, pc.rank, pc.shape, pc.strideX, pc.offX)]; // all in vectors
#else
  const SRC_VEC v = x[pc.offX + i];
#endif
#ifdef HW_ROUND
  // f32 -> f16 by the GPU's own conversion (round to nearest even where the driver does, as NVIDIA and
  // lavapipe); NaNs take the integer path, which keeps their payload
  const vec4 f = uintBitsToFloat(v);
  if (!any(isnan(f))) {
    y[pc.offY + i] = uvec2(packHalf2x16(f.xy), packHalf2x16(f.zw));
    return;
  }
#endif
  const uint c0 = convertElement(lane(v, 0u)), c1 = convertElement(lane(v, 1u));
  const uint c2 = convertElement(lane(v, 2u)), c3 = convertElement(lane(v, 3u));
#if DST_SIZE == 4
  y[pc.offY + i] = uvec4(c0, c1, c2, c3);
#elif DST_SIZE == 2
  y[pc.offY + i] = uvec2(c0 | (c1 << 16), c2 | (c3 << 16));
#else
  y[pc.offY + i] = c0 | (c1 << 8) | (c2 << 16) | (c3 << 24);
#endif
}

#else
// the bits of the element at storage index idx of x
uint load(uint idx) {
#if SRC_SIZE == 4
  return x[idx];
#elif SRC_SIZE == 2
  return (x[idx >> 1] >> ((idx & 1u) << 4)) & 0xffffu;
#else
  return (x[idx >> 2] >> ((idx & 3u) << 3)) & 0xffu;
#endif
}

// y's word i: its elements' bits converted, with the elements outside y ('' and _strided: a ragged first or last
// word) merged in by atomics; `next` gives the storage index of each of its elements in order
#ifdef STRIDED
// _strided: WORDS words per invocation. Their elements are consecutive, so the storage index is found once
// (stridedIndex: a division per dimension) and stepped along the last dimension, found again only where
// that dimension wraps (the divisions dominated the copy: a weight permuted to [O, kh kw, C] moved 0.7 TB/s
// on the H200).
uint at, last; // the next element's storage index and its index along the last dimension
uint j;        // y's next element
// the last dimension's extent (rank 0, a single element: never stepped)
uint lastExtent() {
  return pc.rank == 0u ? 1u : pc.shape[pc.rank - 1u];
}
uint next() {
  const uint here = at;
  j++;
  if (++last == lastExtent()) {
    last = 0u;
    at = stridedIndex(j, pc.rank, pc.shape, pc.strideX, pc.offX);
  } else {
    at += pc.strideX[pc.rank - 1u];
  }
  return here;
}
#endif

void writeWord(uint i, uint head) {
  uint word = 0u, mask = 0u;
  for (uint k = 0u; k < PER_WORD; k++) {
    const uint e = i * PER_WORD + k - head; // y's element (wraps past n before y's start)
    if (e >= pc.n) continue;
#ifdef STRIDED
    const uint b = load(next()); // e == j: elements come in order
#else
    const uint b = load(pc.offX + e);
#endif
    word |= (convertElement(b) & DST_MASK) << (k * DST_BITS);
    mask |= DST_MASK << (k * DST_BITS);
  }
  const uint w = pc.offY / PER_WORD + i;
#if DST_SIZE != 4
  if (mask != 0xffffffffu) {
    atomicAnd(y[w], ~mask);
    atomicOr(y[w], word);
    return;
  }
#endif
  y[w] = word;
}

void main() {
  const uint head = pc.offY % PER_WORD; // elements of the first word that precede y
#ifdef STRIDED
  const uint i0 = linearInvocation() * WORDS;
  if (i0 >= pc.words) return;
  j = i0 == 0u ? 0u : i0 * PER_WORD - head;
  at = stridedIndex(j, pc.rank, pc.shape, pc.strideX, pc.offX);
  last = j % lastExtent();
  for (uint i = i0; i < min(i0 + WORDS, pc.words); i++) writeWord(i, head);
#else
  const uint i = linearInvocation();
  if (i < pc.words) writeWord(i, head);
#endif
}
#endif
