#version 450
// route_experts: groups the (token, slot) entries of an expert bank's ids by expert for qgemm.comp's _moe
// variants (quant.gemm with ids). Entry i's id e (an i32 below 0 reads as 2^31 or more) goes to group e, or
// to group `experts` when e >= experts (out of range: qgemm stores zeros for those); its place in the
// group's list comes from an atomic count, so the order within a group varies from run to run, which no
// result depends on (each C row is computed from its own X row alone).
//
// Bindings (set 0): 0 = ids (readonly, u32 or i32), 1 = Route (counts[experts + 1], zeroed by the caller,
// then group g's entries from word experts + 1 + g * total).
// Push constants: total (entries), experts, offIds (elements).
// Workgroup size: 256 (specialization constant 0). Grid: one invocation per entry (linearInvocation()).

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer Ids { uint ids[]; };
layout(set = 0, binding = 1, std430) buffer Route { uint route[]; };

layout(push_constant, std430) uniform Push {
  uint total;
  uint experts;
  uint offIds;
} pc;

void main() {
  const uint i = linearInvocation();
  if (i >= pc.total) return;
  const uint group = min(ids[pc.offIds + i], pc.experts);
  const uint place = atomicAdd(route[group], 1u);
  route[pc.experts + 1u + group * pc.total + place] = i;
}
