#version 450
#extension GL_EXT_control_flow_attributes : require
// gather: y[i] = x[at(i)] for the row-major result elements i, copying bits (no float unit). The result's
// coordinates address x through its strides (the strided head), except along `axis`, where the coordinate
// is an id: ids[coordinate] (select: indexSelect, embedding) or ids[i] (GATHER: torch.gather, ids of the
// result's shape). An id >= `limit` (x's extent along the axis; i32 ids below 0 read as huge uints) is out
// of range: that element is 0 and x is not read. Variants (kernels.ts): select_b32 | select_b16 |
// gather_b32 | gather_b16 | select_b32_vec4 | select_b16_vec8. ELEM16 moves 16-bit elements through 32-bit
// words (element k of a word is bits [16k, 16k + 16)), so no 16-bit storage is needed; one word of y (two
// elements) per invocation. WIDE (select only; the host checks that the slices are rows of x with unit
// stride whose 16-byte runs, 4 32-bit or 8 16-bit elements, are aligned in x and y) moves UNITS = 4 uvec4s
// per invocation: one address walk per 16 bytes instead of per element.
//
// Bindings: 0 = x (readonly, any view), 1 = ids (readonly, contiguous u32 / i32), 2 = y (contiguous;
//   ELEM16: starting on a word, its ragged last word merged with atomicAnd / atomicOr so the 16 bits
//   after y are kept, as compare.comp's last mask word).
// Push constants: n (elements), words (y's 32-bit words, WIDE: its uvec4s), offX (x's element offset),
//   offIds, offY (y's offset in those units), rank, axis (its place in the collapsed dims), limit, and the
//   collapsed result shape with x's strides over it.

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"
#include "strided.glsl"

#ifdef WIDE
// elements per uvec4; UNITS (define: GATHER_UNITS in kernels.ts), the uvec4s an invocation moves
#ifdef ELEM16
#define PER_VEC 8u
#else
#define PER_VEC 4u
#endif
layout(set = 0, binding = 0, std430) readonly buffer X { uvec4 x[]; };
#else
layout(set = 0, binding = 0, std430) readonly buffer X { uint x[]; };
#endif
layout(set = 0, binding = 1, std430) readonly buffer Ids { uint ids[]; };
#if defined(WIDE)
layout(set = 0, binding = 2, std430) writeonly buffer Y { uvec4 y[]; };
#elif defined(ELEM16)
layout(set = 0, binding = 2, std430) buffer Y { uint y[]; };
#else
layout(set = 0, binding = 2, std430) writeonly buffer Y { uint y[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint n;
  uint words;
  uint offX;
  uint offIds;
  uint offY;
  uint rank;
  uint axis;
  uint limit;
  uint shape[MAX_RANK];
  uint strideX[MAX_RANK];
} pc;

// x's storage index of result element e (< n) without the axis's term (base), and e's coordinate along
// the axis. No loads: an id read inside the walk's loop would stall it there, one id round trip per walk.
void walk(uint e, out uint base, out uint axisCoord) {
  uint rest = e;
  base = pc.offX;
  axisCoord = 0u;
  for (int d = int(pc.rank) - 1; d >= 0; d--) {
    // the outermost coordinate is what is left (e < n): one index division fewer
    uint c = rest;
    if (d > 0) {
      c = rest % pc.shape[d];
      rest /= pc.shape[d];
    }
    if (uint(d) == pc.axis) axisCoord = c;
    else base += c * pc.strideX[d];
  }
}

// Whether result element e (< n) has an id in range, and then its storage index in x (at).
bool addressOf(uint e, out uint at) {
#ifdef GATHER
  const uint id = ids[pc.offIds + e]; // issued before the walk, which does not need it
#endif
  uint base, c;
  walk(e, base, c);
#ifndef GATHER
  const uint id = ids[pc.offIds + c];
#endif
  at = base + id * pc.strideX[pc.axis];
  return id < pc.limit;
}

#ifdef WIDE
// UNITS uvec4s of y per invocation, `step` apart so that neighbouring invocations stay on neighbouring
// uvec4s; every load is issued before the first store (the id loads, then x's, paid once for all of them).
// x's loads wait on the ids, so an invocation's bytes in flight are what hides two round trips: UNITS is
// twice scatter's copies' (which wait on nothing).
// Unit k (a literal) is uvec4 i + k step of y: the four walks (no loads), the four id loads, then the four
// x loads into v<k> (0 past the end or for an out-of-range id), then the stores: one id round trip per
// invocation (an id read inside each walk's loop made them four in a row: embedding at 79% of the H200
// copy roof). Written out unit by unit, not as a loop over an array: spirv-opt leaves a loop with the
// walk's loop inside rolled, its array indexed at run time (local memory on a GPU).
// (1, 2 and 8 units timed no faster on the H200: docs/ARCHITECTURE.md)
#if UNITS != 4
#error "the WIDE path is written out for 4 units"
#endif
#define UNIT_ID(k)                                                                                        \
  const uint q##k = i + uint(k) * step;                                                                  \
  uint base##k = 0u, c##k = 0u;                                                                          \
  if (q##k < pc.words) walk(PER_VEC * q##k, base##k, c##k);                                              \
  const uint id##k = q##k < pc.words ? ids[pc.offIds + c##k] : pc.limit;
#define UNIT_LOAD(k) \
  const uvec4 v##k = id##k < pc.limit ? x[(base##k + id##k * pc.strideX[pc.axis]) / PER_VEC] : uvec4(0u);
#define UNIT_STORE(k) \
  if (q##k < pc.words) y[pc.offY + q##k] = v##k;
void main() {
  const uint step = (pc.words + uint(UNITS) - 1u) / uint(UNITS), i = linearInvocation();
  if (i >= step) return;
  // each block's units in turn: the walks, the id loads, the x loads, the stores
#define EACH_UNIT(M) M(0) M(1) M(2) M(3)
  EACH_UNIT(UNIT_ID)
  EACH_UNIT(UNIT_LOAD)
  EACH_UNIT(UNIT_STORE)
}
#else
// The bits of result element e (0 for an out-of-range id).
uint element(uint e) {
  uint at;
  if (!addressOf(e, at)) return 0u;
#ifdef ELEM16
  return (x[at >> 1] >> ((at & 1u) << 4)) & 0xffffu;
#else
  return x[at];
#endif
}

void main() {
  const uint i = linearInvocation();
  if (i >= pc.words) return;
#ifdef ELEM16
  const uint e = 2u * i;
  if (e + 1u < pc.n) {
    y[pc.offY + i] = element(e) | (element(e + 1u) << 16);
  } else {
    atomicAnd(y[pc.offY + i], 0xffff0000u);
    atomicOr(y[pc.offY + i], element(e));
  }
#else
  y[pc.offY + i] = element(i);
#endif
}
#endif
