#version 450
#extension GL_EXT_control_flow_attributes : require
#ifdef FLOAT_ATOMIC
#extension GL_EXT_shader_atomic_float : require
#endif
// scatter: one invocation per element e of the row-major iteration shape (src's, or ids' for SCATTER)
// writes src[at(e)] into dst at the same coordinates, except along `axis`, where the coordinate is an id:
//   SCATTER  ids[e]                   (torch.scatter / scatter_add: ids of the iteration shape)
//   SELECT   ids[coordinate]          (torch.index_add_: one id per position along the axis)
//   AT       coordinate + ids[0]      (copyInto with a device start position)
//   (none)   coordinate               (copyInto: a strided copy into a strided view)
// An id >= `limit` (dst's extent along the axis; i32 ids below 0 read as huge uints; AT: a start past the
// end or a coordinate + start past it) is out of range: nothing is written. SET stores the element's bits
// (ELEM16: 16-bit elements through 32-bit words, the half replaced by compare-and-swap so a neighbour
// written by another invocation is kept); ADD adds alpha * src: in f32 by the float atomicAdd of
// VK_EXT_shader_atomic_float (F32 with FLOAT_ATOMIC) or a compare-and-swap loop on the word (F32 alone:
// any device, only core 32-bit integer atomics), through f32 with one f16 rounding per add (F16, by
// compare-and-swap), or as a wrapping 32-bit integer (INT, alpha 1). Duplicate targets: ADD sums all of
// them in an unspecified order; SET stores one of them whole. PAIRS (copies of 16-bit elements whose
// pairs fill whole words in src and dst) moves a word per invocation with a plain store; WIDE (copies and
// float-atomic f32 adds whose runs of 16 bytes, 4 32-bit or 8 16-bit elements, are whole uvec4s in src and
// dst) takes two runs of 16 bytes of src per invocation: a uvec4 store each, or four atomicAdds on
// consecutive floats.
//
// Bindings: 0 = src (readonly, any view), 1 = dst (any view; written in place), 2 = ids (contiguous u32 /
//   i32; not in the plain-copy variants).
// Push constants: n (iteration elements), offSrc, offDst, offIds (element offsets), rank, axis (its place
//   in the collapsed dims; >= rank for a plain copy), limit, alpha, and the collapsed iteration shape with
//   the strides of src and dst over it.

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"
#include "strided.glsl"
#include "convert.glsl"

#ifdef WIDE
// elements per uvec4, and the uvec4s an invocation moves (WIDE_UNITS in kernels.ts)
#ifdef ELEM16
#define PER_VEC 8u
#else
#define PER_VEC 4u
#endif
#define UNITS 2
layout(set = 0, binding = 0, std430) readonly buffer Src { uvec4 src[]; };
#if defined(SET)
layout(set = 0, binding = 1, std430) writeonly buffer Dst { uvec4 dst[]; };
#elif defined(FLOAT_ATOMIC)
layout(set = 0, binding = 1, std430) buffer Dst { float dst[]; };
#else
#error "WIDE takes SET or the float-atomic f32 ADD"
#endif
#else
layout(set = 0, binding = 0, std430) readonly buffer Src { uint src[]; };
#endif
#if defined(WIDE)
#elif defined(FLOAT_ATOMIC)
layout(set = 0, binding = 1, std430) buffer Dst { float dst[]; };
#else
layout(set = 0, binding = 1, std430) buffer Dst { uint dst[]; };
#endif
#if defined(SCATTER) || defined(SELECT) || defined(AT)
layout(set = 0, binding = 2, std430) readonly buffer Ids { uint ids[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint n;
  uint offSrc;
  uint offDst;
  uint offIds;
  uint rank;
  uint axis;
  uint limit;
  float alpha;
  uint shape[MAX_RANK];
  uint strideSrc[MAX_RANK];
  uint strideDst[MAX_RANK];
} pc;

#ifndef WIDE
#ifdef ELEM16
uint load(uint at) { return (src[at >> 1] >> ((at & 1u) << 4)) & 0xffffu; }
#else
uint load(uint at) { return src[at]; }
#endif

// The new bits of a destination element holding `old`, given the source element's bits `v`.
uint combine(uint old, uint v) {
#if defined(ADD) && defined(F32)
  return floatBitsToUint(uintBitsToFloat(old) + pc.alpha * uintBitsToFloat(v));
#elif defined(ADD) && defined(F16)
  return f32ToF16Bits(floatBitsToUint(uintBitsToFloat(f16ToF32Bits(old)) + pc.alpha * uintBitsToFloat(f16ToF32Bits(v))));
#else
  return v;
#endif
}

void store(uint at, uint v) {
#ifdef ELEM16
  const uint word = at >> 1, shift = (at & 1u) << 4;
  uint old = dst[word];
  for (;;) {
    const uint next = (old & ~(0xffffu << shift)) | (combine((old >> shift) & 0xffffu, v) << shift);
    const uint seen = atomicCompSwap(dst[word], old, next);
    if (seen == old) break;
    old = seen;
  }
#elif defined(FLOAT_ATOMIC)
  atomicAdd(dst[at], pc.alpha * uintBitsToFloat(v));
#elif defined(ADD) && defined(INT)
  atomicAdd(dst[at], v);
#elif defined(ADD)
  uint old = dst[at];
  for (;;) {
    const uint seen = atomicCompSwap(dst[at], old, combine(old, v));
    if (seen == old) break;
    old = seen;
  }
#else
  dst[at] = v;
#endif
}
#endif

// The storage indices of element e < n of the iteration shape in src (always valid) and dst (valid when the
// result is true: the destination is in range). start: AT's device position (checked by the caller). No
// early return: src's index never waits on an id, so the caller can issue src's load before the ids arrive.
bool addresses(uint e, uint start, out uint atSrc, out uint atDst) {
  uint rest = e;
  atSrc = pc.offSrc;
  atDst = pc.offDst;
  bool ok = true;
  for (int d = int(pc.rank) - 1; d >= 0; d--) {
    // the outermost coordinate is what is left (e < n): one index division fewer
    uint c = rest;
    if (d > 0) {
      c = rest % pc.shape[d];
      rest /= pc.shape[d];
    }
    atSrc += c * pc.strideSrc[d];
    uint to = c;
    if (uint(d) == pc.axis) {
#if defined(SCATTER)
      to = ids[pc.offIds + e];
#elif defined(SELECT)
      to = ids[pc.offIds + c];
#elif defined(AT)
      ok = c < pc.limit - start; // start + c past the end (written so that it cannot wrap)
      to = start + c;
#endif
      ok = ok && to < pc.limit;
    }
    atDst += to * pc.strideDst[d];
  }
  return ok;
}

#ifdef WIDE
// Unit k (a literal) is run i + k step: its src uvec4 loaded into v<k> (a run past the end walks the last
// one's coordinates, e < n, and neither loads nor stores), stored (or added) where ok<k>. Written out unit by
// unit, not as a loop over arrays: spirv-opt leaves a loop with the walk's loop inside rolled, its arrays
// indexed at run time (local memory on a GPU).
#if UNITS != 2
#error "the WIDE path is written out for 2 units (WIDE_UNITS)"
#endif
#define UNIT_LOAD(k)                                                                                      \
  uvec4 v##k;                                                                                            \
  uint to##k;                                                                                            \
  bool ok##k;                                                                                            \
  {                                                                                                      \
    const uint q_ = i + uint(k) * step;                                                                  \
    uint from_;                                                                                          \
    const bool in_ = addresses(PER_VEC * min(q_, vecs - 1u), start, from_, to##k);                       \
    ok##k = q_ < vecs && started && in_;                                                                 \
    v##k = q_ < vecs ? src[from_ / PER_VEC] : uvec4(0u);                                                 \
  }
#ifdef SET
#define UNIT_STORE(k) \
  if (ok##k) dst[to##k / PER_VEC] = v##k;
#else
#define UNIT_STORE(k)                                                                                     \
  if (ok##k) {                                                                                           \
    const vec4 a_ = pc.alpha * uintBitsToFloat(v##k);                                                    \
    atomicAdd(dst[to##k], a_.x);                                                                         \
    atomicAdd(dst[to##k + 1u], a_.y);                                                                    \
    atomicAdd(dst[to##k + 2u], a_.z);                                                                    \
    atomicAdd(dst[to##k + 3u], a_.w);                                                                    \
  }
#endif
#endif

#ifdef SPREAD
#if !defined(FLOAT_ATOMIC) || !defined(SELECT)
#error "SPREAD is indexAdd's float-atomic f32 add"
#endif
// Element i + k step (k a literal; past the end: the last element's addresses, neither loaded nor added),
// written out element by element for the reason given for the WIDE units.
#define SPREAD_LOAD(k)                                                                                    \
  uint v##k, to##k;                                                                                      \
  bool ok##k;                                                                                            \
  {                                                                                                      \
    const uint q_ = i + uint(k) * step;                                                                  \
    uint from_;                                                                                          \
    const bool in_ = addresses(min(q_, pc.n - 1u), start, from_, to##k);                                 \
    ok##k = q_ < pc.n && in_;                                                                            \
    v##k = q_ < pc.n ? load(from_) : 0u;                                                                 \
  }
#define SPREAD_STORE(k) \
  if (ok##k) store(to##k, v##k);
#endif

void main() {
  // AT: a start past the end writes nothing; tested with each element's range, after src's loads are issued
#ifdef AT
  const uint start = ids[pc.offIds];
  const bool started = start < pc.limit;
#else
  const uint start = 0u;
  const bool started = true;
#endif
#ifdef WIDE
  // UNITS runs of PER_VEC elements per invocation (one uvec4 of src and of dst each; the host checked that
  // every run is), `step` runs apart so that neighbouring invocations stay on neighbouring uvec4s: every
  // run's load is issued before the first store, and before any id or range test is known, so the load
  // latency is paid once for all of them (an AT copy waited on its start id first: 83% of the H200's
  // copy roof).
  const uint vecs = pc.n / PER_VEC, step = (vecs + uint(UNITS) - 1u) / uint(UNITS), i = linearInvocation();
  if (i >= step) return;
  UNIT_LOAD(0)
  UNIT_LOAD(1)
  UNIT_STORE(0)
  UNIT_STORE(1)
#elif defined(SPREAD)
  // SPREAD (4) elements per invocation, `step` apart, for float-atomic f32 adds: each atomic instruction of a
  // subgroup covers consecutive floats (a _vec4 invocation's four atomics on its own consecutive floats
  // spread one instruction over 4x the sectors); every src load is issued before the first atomic
  const uint step = (pc.n + 3u) / 4u, i = linearInvocation();
  if (i >= step) return;
  SPREAD_LOAD(0)
  SPREAD_LOAD(1)
  SPREAD_LOAD(2)
  SPREAD_LOAD(3)
  SPREAD_STORE(0)
  SPREAD_STORE(1)
  SPREAD_STORE(2)
  SPREAD_STORE(3)
#else
#ifdef PAIRS
  // two 16-bit elements per invocation, one 32-bit word of src and of dst (the host checked that every
  // pair is: an even innermost extent off the axis, unit inner strides, even offsets and outer strides)
  const uint e = 2u * linearInvocation();
#else
  const uint e = linearInvocation();
#endif
  if (e >= pc.n) return;
  uint atSrc, atDst;
  const bool inRange = addresses(e, start, atSrc, atDst);
#ifdef PAIRS
  const uint v = src[atSrc >> 1];
  if (started && inRange) dst[atDst >> 1] = v;
#else
  const uint v = load(atSrc);
  if (started && inRange) store(atDst, v);
#endif
#endif
}
