// A tiled matrix multiply: 16x16 tiles of A and B staged in shared memory, one output per invocation,
// a 2-D grid of workgroups. Sizes need not be multiples of the tile. Run: npx tsx examples/matmul.ts
import { Device } from '../src/index.ts';

const TILE = 16;
const device = Device.open();
const matmul = device.kernel(`#version 450
  layout(local_size_x = ${TILE}, local_size_y = ${TILE}) in;
  layout(std430, binding = 0) readonly buffer A { float a[]; };   // M x K, row-major
  layout(std430, binding = 1) readonly buffer B { float b[]; };   // K x N, row-major
  layout(std430, binding = 2) writeonly buffer C { float c[]; };  // M x N
  layout(push_constant) uniform P { uint M; uint N; uint K; };
  shared float As[${TILE}][${TILE}];
  shared float Bs[${TILE}][${TILE}];
  void main() {
    uint row = gl_GlobalInvocationID.y, col = gl_GlobalInvocationID.x;
    uint ty = gl_LocalInvocationID.y, tx = gl_LocalInvocationID.x;
    float acc = 0.0;
    for (uint k0 = 0; k0 < K; k0 += ${TILE}) {
      As[ty][tx] = (row < M && k0 + tx < K) ? a[row * K + k0 + tx] : 0.0;
      Bs[ty][tx] = (k0 + ty < K && col < N) ? b[(k0 + ty) * N + col] : 0.0;
      barrier();
      for (uint k = 0; k < ${TILE}; ++k) acc += As[ty][k] * Bs[k][tx];
      barrier();
    }
    if (row < M && col < N) c[row * N + col] = acc;
  }`);

const [M, N, K] = [100, 70, 130];
const A = Float32Array.from({ length: M * K }, (_, i) => ((i * 7) % 13) - 6);
const B = Float32Array.from({ length: K * N }, (_, i) => ((i * 5) % 11) - 5);
const a = device.upload(A);
const b = device.upload(B);
const c = device.alloc('f32', [M, N]);
matmul.dispatch({ a, b, c }, { M, N, K }, { threads: [N, M] });
const C = c.read();
// Small integers: the float sums are exact, so the GPU must match the CPU exactly.
let worst = 0;
for (let i = 0; i < M; i++)
  for (let j = 0; j < N; j++) {
    let s = 0;
    for (let k = 0; k < K; k++) s += A[i * K + k] * B[k * N + j];
    worst = Math.max(worst, Math.abs(s - C[i * N + j]));
  }
console.log(`${M}x${K} · ${K}x${N}: max |GPU - CPU| = ${worst}`);
if (worst !== 0) throw new Error('matmul mismatch');
device.destroy();
