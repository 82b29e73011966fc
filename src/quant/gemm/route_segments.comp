#version 450
// route_segments: route_experts.comp's groups laid end to end for quant.gemm's f16 expert path
// (experts-f16.ts) and the ragged gemm's bounds (src/ops/matmul/gemm_segments.glsl). Group g < experts
// starts at row seg[g] = the entries of the groups before it and at tile seg[experts + 1 + g] = their tiles
// of tileRows rows (ceil(count / tileRows) a group); seg[experts] and seg[2 experts + 1] close the last
// group. The out-of-range group (g = experts) comes last, outside every group's rows. For sorted row p of
// entry i:
//   rowOf[p] = i / perRow (the x row gathered into row p; 0xFFFFFFFF past seg[experts]: a row of zeros that
//              no product reads)
//   posOf[i] = p (the product row entry i's result is read back from; 0xFFFFFFFF when its id is out of
//              range, which the gather back turns into a row of zeros)
// Integer sums only, so the bounds are exact; the order within a group is route_experts' (atomic, varying
// from run to run), which no result depends on.
//
// Bindings (set 0): 0 = Route (readonly: counts[experts + 1], then group g's entries from word
//   experts + 1 + g * total), 1 = Segments (u32 [2 (experts + 1)]), 2 = rowOf (u32 [total]), 3 = posOf (u32 [total]).
// Push constants: total (entries), experts, perRow (entries per x row: topK when x has a row per token, 1
//   when it has one per entry), tileRows.
// Workgroup size: 256 (fixed). Grid: one workgroup per group, experts + 1 (a 1-D count: linearGroup()).

layout(local_size_x = 256) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer Route { uint route[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Segments { uint seg[]; };
layout(set = 0, binding = 2, std430) writeonly buffer RowOf { uint rowOf[]; };
layout(set = 0, binding = 3, std430) writeonly buffer PosOf { uint posOf[]; };

layout(push_constant, std430) uniform Push {
  uint total;
  uint experts;
  uint perRow;
  uint tileRows;
} pc;

shared uint rowsBefore, tilesBefore;

void main() {
  const uint g = linearGroup();
  if (g > pc.experts) return; // uniform across the workgroup
  const uint tid = gl_LocalInvocationID.x;
  if (tid == 0u) {
    rowsBefore = 0u;
    tilesBefore = 0u;
  }
  barrier();
  uint rows = 0u, tiles = 0u;
  for (uint h = tid; h < g; h += gl_WorkGroupSize.x) {
    const uint n = route[h];
    rows += n;
    tiles += (n + pc.tileRows - 1u) / pc.tileRows;
  }
  atomicAdd(rowsBefore, rows);
  atomicAdd(tilesBefore, tiles);
  barrier();
  const uint s = rowsBefore, count = route[g], list = pc.experts + 1u + g * pc.total;
  const bool valid = g < pc.experts;
  if (valid && tid == 0u) {
    seg[g] = s;
    seg[pc.experts + 1u + g] = tilesBefore;
    if (g + 1u == pc.experts) {
      seg[pc.experts] = s + count;
      seg[2u * pc.experts + 1u] = tilesBefore + (count + pc.tileRows - 1u) / pc.tileRows;
    }
  }
  for (uint p = tid; p < count; p += gl_WorkGroupSize.x) {
    const uint i = route[list + p];
    rowOf[s + p] = valid ? i / pc.perRow : 0xFFFFFFFFu;
    posOf[i] = valid ? s + p : 0xFFFFFFFFu;
  }
}
