#version 450
// argsort and topk along the rows of a [rows, cols] view, one workgroup per row: (key, index) pairs sorted
// in shared memory (shaders/include/bitonic.glsl: PyTorch's value order, NaN above +inf, -0.0 == 0.0,
// ties by lower index; keys complemented when desc != 0), padded with sentinels to n, a power of two.
//   ARGSORT: a row of cols <= SORT_MAX (4096): sorted whole, all its indices written.
//   TOPK:    the first k indices and (f32) their values, read back from x. A row of cols <= SORT_MAX is
//            sorted whole. A wider one (k <= SORT_MAX / 2): its first SORT_MAX elements are sorted, then
//            the rest streams through in blocks of SORT_MAX - 1 - k: an element joins the kept k only if it
//            beats the k-th pair kept so far (appended through a shared counter, in any order: the sort's
//            order is total), and only then are the kept k and the newcomers sorted, n = pow2(their count).
//            On random data few beat the running k-th, so the block sorts are small.
// Variants: argsort_<t>, topk_<t> (<t> = f32, or f16 read through 32-bit words and widened exactly), each
// with _strided (x any view through rows.glsl's head). f16 topk writes indices only (the host gathers the
// f16 values).
//
// Bindings: 0 = x (readonly), 1 = y (writeonly u32 indices, [rows, cols] or [rows, k] at offY),
//   2 = values (writeonly f32 [rows, k] at offV; f32 TOPK only).
// Push constants: rows, cols, offX, offY (element offsets), n (power of two >= min(cols, SORT_MAX), >= 16), k,
//   desc, offV; STRIDED: colStride, rank, shape, strideX.
// Workgroup: specialization constant 0 (default 256); one per row over linearGroup().
// Shared memory: 32 KiB of pairs; no room for rows.glsl's reductions (NO_WG_REDUCE).

#define NO_WG_REDUCE 1
#if !defined(ARGSORT) && !defined(TOPK)
#error "define ARGSORT or TOPK"
#endif
#include "rows.glsl"
#include "bitonic.glsl"

#ifdef F16
layout(set = 0, binding = 0, std430) readonly buffer X { uint xw[]; };
// x's element e: the half of word e / 2 it sits in
#define LOADX(e) unpackHalf2x16(xw[(e) >> 1u] >> (((e) & 1u) << 4u)).x
#else
layout(set = 0, binding = 0, std430) readonly buffer X { float x[]; };
#define LOADX(e) x[e]
#endif
layout(set = 0, binding = 1, std430) writeonly buffer Y { uint y[]; };
#if defined(TOPK) && !defined(F16)
#define WRITE_VALUES 1
layout(set = 0, binding = 2, std430) writeonly buffer V { float values[]; };
#endif

layout(push_constant, std430) uniform Push {
  ROW_PUSH
  uint n;
  uint k;
  uint desc;
  uint offV;
  ROW_PUSH_STRIDED
} pc;

#define KEY(c) orderKey(LOADX(base + COL(c)), pc.desc != 0u)

// The newcomers' counter while a block streams in: the last pair's index slot, which the block leaves
// free (a shared variable of its own would not fit lavapipe's 32 KiB).
#define COUNTER IDX_AT(SORT_MAX - 1u)

// The smallest power of two >= v, at least 16 (bitonicSort's smallest).
uint pow2Above(uint v) {
  return v <= 16u ? 16u : 1u << uint(findMSB(v - 1u) + 1);
}

void main() {
  const uint row = linearGroup();
  if (row >= pc.rows) return; // uniform across the workgroup
  const uint base = ROW_BASE(row);
  const uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x;

  // The row's first min(cols, SORT_MAX) elements, sorted.
  for (uint c = tid; c < pc.n; c += wg) {
    const bool in_row = c < pc.cols;
    KEY_AT(c) = in_row ? KEY(c) : SORT_NONE;
    IDX_AT(c) = in_row ? c : SORT_NONE;
  }
  bitonicSort(pc.n);

#ifdef TOPK
  // The rest of a wide row, a block of SORT_MAX - 1 - k at a time; [0, k) holds the best k so far, the
  // k-th's key is the bar to pass (a tie never passes: the newcomer's index is higher).
  const uint block = SORT_MAX - 1u - pc.k;
  uint bar = KEY_AT(pc.k - 1u);
  for (uint start = SORT_MAX; start < pc.cols; start += block) {
    barrier(); // every invocation has read the bar (and the last count) before the counter is reset
    if (tid == 0u) COUNTER = pc.k;
    barrier();
    const uint end = min(start + block, pc.cols);
    for (uint c = start + tid; c < end; c += wg) {
      const uint key = KEY(c);
      if (key < bar) {
        const uint slot = atomicAdd(COUNTER, 1u);
        KEY_AT(slot) = key;
        IDX_AT(slot) = c;
      }
    }
    barrier();
    const uint total = COUNTER;
    if (total > pc.k) { // uniform: every invocation read the same count
      barrier(); // ... before the padding below may overwrite it
      const uint m = pow2Above(total);
      for (uint c = total + tid; c < m; c += wg) {
        KEY_AT(c) = SORT_NONE;
        IDX_AT(c) = SORT_NONE;
      }
      bitonicSort(m);
      bar = KEY_AT(pc.k - 1u);
    }
  }
  for (uint c = tid; c < pc.k; c += wg) {
    const uint idx = IDX_AT(c);
    y[pc.offY + row * pc.k + c] = idx;
#ifdef WRITE_VALUES
    values[pc.offV + row * pc.k + c] = LOADX(base + COL(idx)); // the value itself: -0.0 and NaN payloads kept
#endif
  }
#else
  for (uint c = tid; c < pc.cols; c += wg) y[pc.offY + row * pc.cols + c] = IDX_AT(c);
#endif
}
