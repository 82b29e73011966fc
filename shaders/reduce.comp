#version 450
// reduce: y[r] = OP over c < cols of x[r * cols + c], for a row-major [rows, cols] tensor. OP: sum, max.
// An empty row (cols == 0) gives 0 for sum and -inf for max.
//
// Bindings (set 0): 0 = x (readonly, rows * cols floats), 1 = y (writeonly, rows floats).
// Push constants (8 bytes): { uint rows; uint cols; }
// Workgroup size: specialization constant 0 (local_size_x, default 256). Needs subgroup basic +
//   arithmetic operations in compute, and local_size_x / subgroupSize <= 256.
// Grid: one workgroup per row; 2-D allowed: row = wg.x + wg.y * numWorkGroups.x; workgroups past the last
//   row return. Each invocation accumulates a column stride of local_size_x, then the workgroup combines
//   the partials (subgroup op + shared memory, shaders/include/wg_reduce.glsl).

#include "include/wg_reduce.glsl"

layout(local_size_x = 256, local_size_x_id = 0) in;

layout(set = 0, binding = 0, std430) readonly buffer X { float x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { float y[]; };

layout(push_constant, std430) uniform Push {
  uint rows;
  uint cols;
} pc;

void main() {
  const uint row = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x;
  if (row >= pc.rows) return; // uniform across the workgroup: no barrier is skipped by part of it
  const uint base = row * pc.cols;
  const uint wg = gl_WorkGroupSize.x;
#if defined(OP_SUM)
  float acc0 = 0.0, acc1 = 0.0;
  uint c = gl_LocalInvocationID.x;
  for (; c + wg < pc.cols; c += 2u * wg) {
    acc0 += x[base + c];
    acc1 += x[base + c + wg];
  }
  if (c < pc.cols) acc0 += x[base + c];
  const float r = wgSum(acc0 + acc1);
#elif defined(OP_MAX)
  float acc = uintBitsToFloat(0xff800000u); // -inf
  for (uint c = gl_LocalInvocationID.x; c < pc.cols; c += wg) acc = max(acc, x[base + c]);
  const float r = wgMax(acc);
#else
#error "define OP_SUM or OP_MAX"
#endif
  if (gl_LocalInvocationID.x == 0u) y[row] = r;
}
