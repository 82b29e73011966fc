#version 450
// bf16_scale: the rows of a bf16 matrix made f16 for the f16 gemm, each scaled by a power of two
// (src/ops/matmul/bf16-scaled.ts). Row r of matrix b (element k at offX + b * batchX + r * ldr + k * ldk) has
// E, the exponent of its largest finite element (x in [2^E, 2^(E + 1))), and s = 15 - E: every element is
// written as f16(x * 2^s) to y (row-major [batches, rows, cols] from offY) and s to exps[b * rows + r] (s = 0
// for a row with no finite nonzero element). The scaled row's largest element lies in [2^15, 2^16), below
// f16's 65504 (a bf16 significand is at most 1 + 127/128). A bf16 value has 8 significant bits, so x * 2^s
// is exact in f16 down to 2^-17; below, it is rounded to nearest even (f16 subnormals, then 0 below 2^-25:
// elements under 2^-40 of the row's largest). inf and NaN stay inf and NaN (quiet); they do not set E.
// Everything is integer arithmetic on bit patterns (convert.glsl): no float unit flushes or re-rounds.
//
// Bindings (set 0): 0 = x (readonly, bf16 bits), 1 = y (writeonly, f16 bits), 2 = exps (writeonly, i32).
// Push constants: batches, rows, cols; offX, ldr, ldk, batchX (elements of x); offY (elements of y).
// Workgroup: 256 invocations a row (two passes over it: the largest element, then the stores).
// Grid: one workgroup per row of every matrix (batches * rows), a 1-D count read with linearGroup().

#extension GL_EXT_shader_16bit_storage : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require

layout(local_size_x = 256) in;

#include "index.glsl"
#include "convert.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { uint16_t x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { uint16_t y[]; };
layout(set = 0, binding = 2, std430) writeonly buffer Exps { int exps[]; };

layout(push_constant, std430) uniform Push {
  uint batches;
  uint rows;
  uint cols;
  uint offX;
  uint ldr;
  uint ldk;
  uint batchX;
  uint offY;
} pc;

const uint F32_INF = 0x7f800000u;

// The f32 bits of a bf16 element.
uint element(uint base, uint k) { return uint(x[base + k * pc.ldk]) << 16; }

// The f16 bits of the f32 value `u` (a widened bf16) times 2^s.
uint scaledHalf(uint u, int s) {
  const uint sign = u & 0x80000000u, a = u & 0x7fffffffu;
  if (a >= F32_INF || a == 0u) return f32ToF16Bits(u); // inf, NaN, zero: as they are
  int e;      // a = m * 2^(e - 23) with m's leading one at bit 23
  uint frac;  // m's 23 bits below it
  if ((a >> 23) != 0u) {
    e = int(a >> 23) - 127;
    frac = a & 0x7fffffu;
  } else { // an f32 subnormal (bf16 subnormals widen to these)
    const int p = findMSB(a);
    e = p - 149;
    frac = (a << uint(23 - p)) & 0x7fffffu;
  }
  const int t = e + s;
  if (t < -25) return sign >> 16; // under 2^-25: rounds to 0 (and t + 127 below stays a normal exponent)
  return f32ToF16Bits(sign | (uint(t + 127) << 23) | frac); // a normal f32, rounded once to f16 (|x 2^s| < 2^16)
}

shared uint largest;

void main() {
  const uint row = linearGroup();
  if (row >= pc.batches * pc.rows) return; // uniform across the workgroup
  const uint b = row / pc.rows, r = row % pc.rows;
  const uint base = pc.offX + b * pc.batchX + r * pc.ldr;
  const uint tid = gl_LocalInvocationID.x;

  // pass 1: the largest finite magnitude (bit patterns order as magnitudes)
  uint m = 0u;
  for (uint k = tid; k < pc.cols; k += gl_WorkGroupSize.x) {
    const uint a = element(base, k) & 0x7fffffffu;
    if (a < F32_INF) m = max(m, a);
  }
  if (tid == 0u) largest = 0u;
  barrier();
  m = subgroupMax(m);
  if (subgroupElect()) atomicMax(largest, m);
  barrier();
  m = largest;

  int s = 0;
  if (m != 0u) s = 15 - ((m >> 23) != 0u ? int(m >> 23) - 127 : findMSB(m) - 149);
  if (tid == 0u) exps[row] = s;

  // pass 2: the scaled elements, row-major
  const uint first = pc.offY + row * pc.cols;
  for (uint k = tid; k < pc.cols; k += gl_WorkGroupSize.x) y[first + k] = uint16_t(scaledHalf(element(base, k), s));
}
