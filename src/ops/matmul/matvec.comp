#version 450
// matvec (f32): y[r] = sum_c W[r, c] * x[c], W [rows, cols] read row-major at w[offW + r * ldw + c] (a
// contiguous matrix, a row slice or a column slice), x [cols] contiguous at offX, y [rows] at offY.
//
// Bindings (set 0): 0 = W (readonly), 1 = x (readonly), 2 = y (writeonly; may not alias W or x).
// Push constants: rows, cols; offW, offX, ldw (in T units: vec4 for VEC4), offY (floats).
// Workgroup size: specialization constant 0 (local_size_x, default 256). Needs subgroup basic +
//   arithmetic operations in compute, and local_size_x / subgroupSize <= 256.
// Grid: one workgroup per block of NUM_ROWS (define, 2: measured best on an H200, 4.11 vs 3.71 TB/s at 4)
//   rows, ceil(rows / NUM_ROWS) of them as a 1-D count: block = linearGroup() (index.glsl), rows
//   block * NUM_ROWS ... + NUM_ROWS - 1 (those >= rows skipped).
// Each invocation walks the columns with a stride of local_size_x (x loaded once for all NUM_ROWS rows),
// then each row's partials are reduced with subgroupAdd and a shared-memory pass over the subgroups (the
// NUM_ROWS reductions share one barrier, which wg_reduce.glsl's one-value wgSum cannot).
// Variants (src/ops/matmul/kernels.ts):
//   f32        any cols (scalar loads)
//   f32_vec4   vec4 loads of W and x: requires cols, ldw, offW and offX multiples of 4 (rows then start
//              on vec4 boundaries); same loop, a quarter of the iterations.
// The column loop takes two workgroup strides per step (more loads in flight), one more step ends the row.

#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_EXT_control_flow_attributes : require

#ifndef NUM_ROWS
#define NUM_ROWS 2
#endif

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"

#ifdef VEC4
#define T vec4
#define DOT(a, b) dot(a, b)
#else
#define T float
#define DOT(a, b) ((a) * (b))
#endif

layout(set = 0, binding = 0, std430) readonly buffer Wm { T w[]; };
layout(set = 0, binding = 1, std430) readonly buffer Xv { T x[]; };
layout(set = 0, binding = 2, std430) writeonly buffer Yv { float y[]; };

layout(push_constant, std430) uniform Push {
  uint rows;
  uint cols;
  uint offW;
  uint offX;
  uint offY;
  uint ldw;
} pc;

// One slot per subgroup, fixed size (see include/wg_reduce.glsl for why not gl_WorkGroupSize.x):
// local_size_x / subgroupSize must be <= MAX_SUBGROUPS.
#ifndef MAX_SUBGROUPS
#define MAX_SUBGROUPS 256
#endif
shared float partial[NUM_ROWS][MAX_SUBGROUPS];

void main() {
  const uint block = linearGroup();
  const uint row0 = block * NUM_ROWS;
  if (row0 >= pc.rows) return; // uniform across the workgroup
  const uint wg = gl_WorkGroupSize.x;
  const uint tid = gl_LocalInvocationID.x;
#ifdef VEC4
  const uint len = pc.cols >> 2;
#else
  const uint len = pc.cols;
#endif

  float acc[NUM_ROWS];
  [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) acc[r] = 0.0;
  // rows past the end read row (rows - 1) again (in bounds, results discarded): no per-element checks
  uint base[NUM_ROWS];
  [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) base[r] = pc.offW + min(row0 + r, pc.rows - 1u) * pc.ldw;

  uint c = tid;
  for (; c + wg < len; c += 2u * wg) { // two columns per step: more loads in flight
    const T x0 = x[pc.offX + c], x1 = x[pc.offX + c + wg];
    [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++)
      acc[r] += DOT(w[base[r] + c], x0) + DOT(w[base[r] + c + wg], x1);
  }
  if (c < len) {
    const T x0 = x[pc.offX + c];
    [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) acc[r] += DOT(w[base[r] + c], x0);
  }

  [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) {
    const float s = subgroupAdd(acc[r]);
    if (subgroupElect()) partial[r][gl_SubgroupID] = s;
  }
  barrier();
  // subgroup 0 sums the partials of every row
  if (gl_SubgroupID == 0u) {
    [[unroll]] for (uint r = 0u; r < NUM_ROWS; r++) {
      float t = 0.0;
      for (uint i = gl_SubgroupInvocationID; i < gl_NumSubgroups; i += gl_SubgroupSize) t += partial[r][i];
      t = subgroupAdd(t);
      if (subgroupElect() && row0 + r < pc.rows) y[pc.offY + row0 + r] = t;
    }
  }
}
