#version 450
// reduce: y[r] = OP over c < cols of x(r, c), for the rows of a [rows, cols] view. OP: sum, mean, max, min,
// argmax, argmin. The host picks the reduced dimension (cols, colStride) and the kept ones (rows).
// Variants: <op>_f32 (x contiguous at offX), <op>_f32_strided (x any view: the row's offset through the
// kept dimensions' collapsed shape and strides, columns colStride apart; rows.glsl).
// max and min propagate NaN (as PyTorch): max([NaN, 1]) is NaN. argmax/argmin write the u32 column of the
// first best value (the first NaN if there is one). The host never dispatches an empty row (cols == 0: it
// fills 0 for sum, NaN for mean, -inf for max, +inf for min; argmax/argmin of an empty row are errors).
//
// Bindings: 0 = x (readonly), 1 = y (writeonly, contiguous, rows floats at offY).
// Push constants: rows, cols, offX, offY (element offsets); STRIDED: colStride, rank, shape, strideX.
// Workgroup: specialization constant 0 (default 256); needs subgroup basic + arithmetic in compute.
// Grid: one workgroup per row (linearGroup(): 2-D/3-D grids allowed; workgroups past the last row return).
//   Each invocation accumulates every local_size_x-th column, then the workgroup combines the partials
//   (wg_reduce.glsl). One accumulator: on the H200 the legacy two-accumulator sum loop ran at 158 µs for
//   32768 x 4096, this one at 131 µs (the same elements per invocation, added in column order).

#if defined(OP_ARGMAX) || defined(OP_ARGMIN)
#define WG_ARG_REDUCE 1
#endif
#include "rows.glsl"
#ifdef WG_ARG_REDUCE
#include "order_key.glsl"
// The scan keeps the invocation's best number (strictly better replaces, so ties keep the first column;
// -0.0 == 0.0) and, apart, its first NaN's column (columns ascend, so the smallest).
#ifdef OP_ARGMAX
#define BETTER(v, b) ((v) > (b))
#define ARG_PAD NEG_INF
#else
#define BETTER(v, b) ((v) < (b))
#define ARG_PAD POS_INF
#endif
// columns per invocation whose loads are in flight together (a row of 4096 at the default workgroup: one chunk)
#define ARG_CHUNK 16u
#define ARG_STEP(v, col)                                \
  {                                                     \
    const float v_ = (v);                               \
    if (BETTER(v_, best)) {                             \
      best = v_;                                        \
      idx = (col);                                      \
    }                                                   \
    nanIdx = min(nanIdx, isnan(v_) ? (col) : 0xffffffffu); \
  }
#endif

layout(set = 0, binding = 0, std430) readonly buffer X { float x[]; };
#ifdef WG_ARG_REDUCE
layout(set = 0, binding = 1, std430) writeonly buffer Y { uint y[]; };
#else
layout(set = 0, binding = 1, std430) writeonly buffer Y { float y[]; };
#endif

layout(push_constant, std430) uniform Push {
  ROW_PUSH
  ROW_PUSH_STRIDED
} pc;

void main() {
  const uint row = linearGroup();
  if (row >= pc.rows) return; // uniform across the workgroup: no barrier is skipped by part of it
  const uint base = ROW_BASE(row);
  const uint wg = gl_WorkGroupSize.x;
#if defined(OP_SUM)
  float acc = 0.0;
  for (uint c = gl_LocalInvocationID.x; c < pc.cols; c += wg) acc += x[base + COL(c)];
  const float r = wgSum(acc);
#elif defined(OP_MAX)
  // Plain max() in the loop (GLSL's may drop a NaN) and a NaN flag beside it: cheaper than a NaN-aware
  // compare-and-select on the accumulator's chain (H200, 32768 x 4096: 133 µs; 134 with the select; 132
  // for the legacy loop, which dropped NaN).
  float acc = NEG_INF;
  bool nan = false;
  for (uint c = gl_LocalInvocationID.x; c < pc.cols; c += wg) {
    const float v = x[base + COL(c)];
    acc = max(acc, v);
    nan = nan || isnan(v);
  }
  const float r = wgMax(nan ? QUIET_NAN : acc);
#elif defined(OP_MEAN)
  float acc = 0.0;
  for (uint c = gl_LocalInvocationID.x; c < pc.cols; c += wg) acc += x[base + COL(c)];
  const float r = wgSum(acc) / float(pc.cols); // PyTorch's mean: the f32 sum divided by n
#elif defined(OP_MIN)
  float acc = POS_INF;
  bool nan = false;
  for (uint c = gl_LocalInvocationID.x; c < pc.cols; c += wg) {
    const float v = x[base + COL(c)];
    acc = min(acc, v);
    nan = nan || isnan(v);
  }
  const float r = wgMin(nan ? QUIET_NAN : acc);
#elif defined(OP_ARGMAX) || defined(OP_ARGMIN)
  // A float compare and a NaN test per element; the invocation's result becomes one (order key, column)
  // pair at the end: its first NaN with the top key ~0 if it saw one, else its best number's order key
  // (argmin: complemented), or key 0, below every real key, without a column. wgArgKey then takes the
  // largest key and the smallest column holding it, two u32 subgroup reductions per level. The columns go
  // in chunks of ARG_CHUNK per invocation, every load of a chunk issued before its first compare (bytes in
  // flight: with four at a time and the compares' branches between them, the H200 read 82% of its copy
  // roof); columns past the row read as ARG_PAD, which never replaces. The first column seeds best (a row
  // of only -inf still gets an index).
  const uint tid = gl_LocalInvocationID.x;
  uint idx = 0xffffffffu, nanIdx = 0xffffffffu;
  float best = 0.0;
  for (uint c0 = tid; c0 < pc.cols; c0 += ARG_CHUNK * wg) {
    float v[ARG_CHUNK];
    [[unroll]] for (uint k = 0u; k < ARG_CHUNK; k++) {
      const uint c = c0 + k * wg;
      v[k] = c < pc.cols ? x[base + COL(c)] : ARG_PAD;
    }
    if (c0 == tid) {
      best = v[0];
      idx = c0;
    }
    [[unroll]] for (uint k = 0u; k < ARG_CHUNK; k++) ARG_STEP(v[k], c0 + k * wg);
  }
#ifdef OP_ARGMAX
  const uint numberKey = orderKey(best, false);
#else
  const uint numberKey = orderKey(best, true);
#endif
  const uint key = nanIdx != 0xffffffffu ? 0xffffffffu : idx != 0xffffffffu ? numberKey : 0u;
  const uint r = wgArgKey(key, nanIdx != 0xffffffffu ? nanIdx : idx);
#else
#error "define OP_SUM, OP_MEAN, OP_MAX, OP_MIN, OP_ARGMAX or OP_ARGMIN"
#endif
  if (gl_LocalInvocationID.x == 0u) y[pc.offY + row] = r;
}
