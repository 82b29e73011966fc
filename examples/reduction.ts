// A sum reduction with subgroup operations: subgroupAdd inside each subgroup, shared memory across the
// subgroups of a workgroup, one partial sum per workgroup, then once more over the partials.
// Run: npx tsx examples/reduction.ts
import { Device } from '../src/index.ts';

const device = Device.open();
const reduce = device.kernel(`#version 450
  #extension GL_KHR_shader_subgroup_arithmetic : require
  layout(local_size_x = 256) in;
  layout(std430, binding = 0) readonly buffer In { float data[]; };
  layout(std430, binding = 1) writeonly buffer Out { float partial[]; };
  layout(push_constant) uniform P { uint n; };
  shared float sums[256];  // one slot per subgroup (subgroups are at least 1 invocation wide)
  void main() {
    uint i = gl_GlobalInvocationID.x;
    float s = subgroupAdd(i < n ? data[i] : 0.0);
    if (subgroupElect()) sums[gl_SubgroupID] = s;
    barrier();
    if (gl_SubgroupID == 0) {
      float t = gl_SubgroupInvocationID < gl_NumSubgroups ? sums[gl_SubgroupInvocationID] : 0.0;
      for (uint j = gl_SubgroupInvocationID + gl_SubgroupSize; j < gl_NumSubgroups; j += gl_SubgroupSize) t += sums[j];
      t = subgroupAdd(t);
      if (subgroupElect()) partial[gl_WorkGroupID.x] = t;
    }
  }`);

const n = 1 << 20;
const values = Float32Array.from({ length: n }, (_, i) => (i % 100) - 49.5); // exact in f32 partial sums
let level = device.upload(values);
let count = n;
while (count > 1) {
  const groups = Math.ceil(count / 256);
  const next = device.alloc('f32', [groups]);
  reduce.dispatch({ data: level, partial: next }, { n: count }, { groups: [groups] });
  level = next;
  count = groups;
}
const sum = level.read()[0];
const want = values.reduce((s, v) => s + v, 0);
console.log(`sum of ${n} values on ${device.info.name} (subgroup size ${device.info.subgroup.size}): ${sum} (CPU: ${want})`);
if (sum !== want) throw new Error('reduction mismatch');
device.destroy();
