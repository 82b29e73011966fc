// saxpy in a dozen lines: the kernel's bindings and push constants come from the shader itself.
// Run: npx tsx examples/saxpy.ts
import { Device } from '../src/index.ts';

const device = Device.open();
const saxpy = device.kernel(`#version 450
  layout(local_size_x = 256) in;
  layout(std430, binding = 0) readonly buffer X { float x[]; };
  layout(std430, binding = 1) buffer Y { float y[]; };
  layout(push_constant) uniform P { float a; uint n; };
  void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i < n) y[i] = a * x[i] + y[i];
  }`);

const n = 1_000_000;
const x = device.upload(Float32Array.from({ length: n }, (_, i) => i));
const y = device.upload(new Float32Array(n).fill(1));
// 3907 workgroups of 256; the cost model lets VKTS_ROOFLINE=1 place it under the device's roofs.
saxpy.dispatch({ x, y }, { a: 2, n }, { threads: n, cost: { bytesRead: 8 * n, bytesWritten: 4 * n, flops: 2 * n, precision: 'f32' } });
const out = y.read();
console.log(`y[0..4] = ${Array.from(out.subarray(0, 4)).join(', ')}; y[${n - 1}] = ${out[n - 1]}`);
if (out[n - 1] !== 2 * (n - 1) + 1) throw new Error('saxpy gave a wrong result');
device.destroy();
