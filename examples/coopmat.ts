// A 16x16x16 f16 matrix multiply on cooperative matrices (VK_KHR_cooperative_matrix): one subgroup loads A
// and B, multiplies-accumulates into an f32 matrix and stores it. Devices without cooperative matrices (or
// without that shape) are skipped with the reason. Run: npx tsx examples/coopmat.ts
import { Device, numberToF16 } from '../src/index.ts';

const device = Device.open();
const shape = device.info.cooperativeMatrix.khrShapes.find(
  (s) => s.m === 16 && s.n === 16 && s.k === 16 && s.a === 'float16' && s.b === 'float16' && s.c === 'float32' && s.scope === 'subgroup',
);
if (!shape) {
  console.log(
    `skipped: ${device.info.name} has no 16x16x16 f16·f16+f32 subgroup cooperative matrix` +
      (device.info.cooperativeMatrix.khr ? '' : ' (no VK_KHR_cooperative_matrix at all)'),
  );
} else {
  const mma = device.kernel(
    `#version 450
    #extension GL_KHR_cooperative_matrix : require
    #extension GL_KHR_memory_scope_semantics : require
    #extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
    layout(local_size_x_id = 0) in;  // one subgroup
    layout(std430, binding = 0) readonly buffer A { float16_t a[]; };
    layout(std430, binding = 1) readonly buffer B { float16_t b[]; };
    layout(std430, binding = 2) writeonly buffer C { float c[]; };
    void main() {
      coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> ma;
      coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseB> mb;
      coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator> mc = coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator>(0.0);
      coopMatLoad(ma, a, 0, 16, gl_CooperativeMatrixLayoutRowMajor);
      coopMatLoad(mb, b, 0, 16, gl_CooperativeMatrixLayoutRowMajor);
      mc = coopMatMulAdd(ma, mb, mc);
      coopMatStore(mc, c, 0, 16, gl_CooperativeMatrixLayoutRowMajor);
    }`,
    { targetEnv: 'vulkan1.3', localSize: device.info.subgroup.size },
  );
  const A = Float32Array.from({ length: 256 }, (_, i) => (i % 7) - 3);
  const B = Float32Array.from({ length: 256 }, (_, i) => (i % 5) - 2);
  const a = device.upload(Uint16Array.from(A, numberToF16), { dtype: 'f16' });
  const b = device.upload(Uint16Array.from(B, numberToF16), { dtype: 'f16' });
  const c = device.alloc('f32', [16, 16]);
  mma.dispatch({ a, b, c }, {}, { groups: [1] });
  const C = c.read();
  let worst = 0;
  for (let i = 0; i < 16; i++)
    for (let j = 0; j < 16; j++) {
      let s = 0;
      for (let k = 0; k < 16; k++) s += A[i * 16 + k] * B[k * 16 + j];
      worst = Math.max(worst, Math.abs(s - C[i * 16 + j]));
    }
  console.log(`16x16x16 f16 cooperative-matrix multiply on ${device.info.name}: max |GPU - CPU| = ${worst}`);
  if (worst !== 0) throw new Error('cooperative-matrix result mismatch');
}
device.destroy();
