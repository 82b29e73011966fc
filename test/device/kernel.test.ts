// kernel(): pipelines from reflection, named bindings and push constants, grids from thread counts, and
// every mistake caught before anything is recorded.
import { describe, expect, test } from 'vitest';
import { ArgumentError, BindingError, CapabilityError, PushConstantError } from '../../src/device/errors.ts';
import { createKernel } from '../../src/device/kernel.ts';
import { expectNoValidation, openValidated, useDevice } from '../helpers/device.ts';

const SAXPY = `#version 450
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer X { float x[]; };
layout(std430, binding = 1) buffer Y { float y[]; };
layout(push_constant) uniform P { float a; uint n; } p;
void main() {
  uint i = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  if (i < p.n) y[i] = p.a * x[i] + y[i];
}`;

const STRUCTS = `#version 450
layout(local_size_x = 32) in;
layout(std430, binding = 0) writeonly buffer O { uint o[]; };
struct Box { uvec2 lo; uint scale[3]; };
layout(push_constant) uniform P { Box box; int bias; } p;
layout(constant_id = 3) const uint MUL = 1;
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i < 8) o[i] = (p.box.lo.x + p.box.lo.y * i + p.box.scale[i % 3]) * MUL + uint(p.bias);
}`;

describe('kernel()', () => {
  const device = useDevice();

  test('saxpy by names, threads → groups, writes inferred', () => {
    const d = device();
    const k = createKernel(d, SAXPY, { name: 'saxpy', localSize: 64 });
    expect(k.bindingNames).toEqual(['x', 'y']);
    expect(k.pushConstantNames).toEqual(['a', 'n']);
    expect(k.localSize).toEqual([64, 1, 1]);
    const n = 1000;
    const xs = Float32Array.from({ length: n }, (_, i) => i - 500);
    const ys = Float32Array.from({ length: n }, (_, i) => 0.25 * i);
    const x = d.upload(xs);
    const y = d.upload(ys);
    k.dispatch({ x, y }, { a: 2, n }, { threads: n });
    k.dispatch([x, y], { a: -1, n }, { groups: [Math.ceil(n / 64)] }); // by position
    const want = Float32Array.from(ys, (v, i) => Math.fround(Math.fround(-1 * xs[i]) + Math.fround(Math.fround(2 * xs[i]) + v)));
    expect(Array.from(y.read())).toEqual(Array.from(want));
  });

  test('nested push-constant structs, arrays, spec constants by name', () => {
    const d = device();
    const k = createKernel(d, STRUCTS, { specConstants: { MUL: 3 } });
    const o = d.alloc('u32', [8]);
    k.dispatch({ o }, { box: { lo: [5, 2], scale: [10, 20, 30] }, bias: -4 }, { threads: 8 });
    expect(Array.from(o.read())).toEqual(Array.from({ length: 8 }, (_, i) => (5 + 2 * i + [10, 20, 30][i % 3]) * 3 - 4));
  });

  test('a 1-D launch past maxComputeWorkGroupCount becomes a 2-D grid', () => {
    // Capped at 65535 groups per dimension so n stays small everywhere: with an H200's 2^31 - 1 the two
    // buffers would be 8 GiB each, past its 4 GiB maxMemoryAllocationSize.
    const d = openValidated({ maxWorkgroupsPerDimension: 65535 });
    try {
      const k = createKernel(d, SAXPY, { localSize: 1 });
      const maxX = d.info.limits.maxComputeWorkGroupCount[0];
      expect(maxX).toBe(65535);
      const n = maxX + 1000; // one invocation per group: forces the split
      expect(n * 4).toBeLessThanOrEqual(Math.min(d.info.limits.maxStorageBufferRange, d.info.limits.maxMemoryAllocationSize));
      const x = d.upload(new Float32Array(n).fill(1));
      const y = d.upload(new Float32Array(n).fill(2));
      k.dispatch({ x, y }, { a: 3, n }, { threads: n });
      const out = y.read();
      expect(out[0]).toBe(5);
      expect(out[n - 1]).toBe(5);
      expect(out.every((v) => v === 5)).toBe(true);
      x.destroy();
      y.destroy();
    } finally {
      d.destroy();
    }
    expectNoValidation(d);
  });

  test('mistakes are clear errors before anything is recorded', () => {
    const d = device();
    const k = createKernel(d, SAXPY);
    const x = d.alloc('f32', [16]);
    const y = d.alloc('f32', [16]);
    const u = d.alloc('u32', [16]);
    const odd = d.alloc('bytes', [10]);
    const before = d.profile().counts.dispatches;
    expect(() => k.dispatch({ x }, { a: 1, n: 16 }, { threads: 16 })).toThrow(BindingError);
    expect(() => k.dispatch({ x }, { a: 1, n: 16 }, { threads: 16 })).toThrow(/missing buffer for binding y/);
    expect(() => k.dispatch({ x, y, z: y }, { a: 1, n: 16 }, { threads: 16 })).toThrow(/no binding z \(its bindings: x, y\)/);
    expect(() => k.dispatch([x], { a: 1, n: 16 }, { threads: 16 })).toThrow(/has 2 bindings \(x, y\); got 1 buffers/);
    expect(() => k.dispatch({ x: u, y }, { a: 1, n: 16 }, { threads: 16 })).toThrow(
      /binding 0 'x' holds float32 elements \(tensor dtype f32\); got a u32 tensor/,
    );
    expect(() => k.dispatch({ x: odd, y }, { a: 1, n: 16 }, { threads: 16 })).toThrow(
      /10 bytes is not a multiple of its 4-byte float32 elements/,
    );
    expect(() => k.dispatch({ x, y }, { a: 1, n: 16, m: 2 }, { threads: 16 })).toThrow(PushConstantError);
    expect(() => k.dispatch({ x, y }, { a: 1, n: 16, m: 2 }, { threads: 16 })).toThrow(/no push constant m \(members: a, n\)/);
    expect(() => k.dispatch({ x, y }, { a: 1 }, { threads: 16 })).toThrow(/missing push constant n \(uint32\)/);
    expect(() => k.dispatch({ x, y }, { a: 1 }, { threads: 16 })).toThrow(PushConstantError);
    expect(() => k.dispatch({ x, y }, { a: 1, n: -1 }, { threads: 16 })).toThrow(/\.n: expected an integer in \[0, 4294967296\), got -1/);
    expect(() => k.dispatch({ x, y }, { a: 'one' as unknown as number, n: 16 }, { threads: 16 })).toThrow(/\.a: expected a number/);
    expect(() => k.dispatch({ x, y }, { a: 1, n: 16 }, { threads: 1.5 })).toThrow(/threads\[0\] must be an integer/);
    expect(() => k.dispatch({ x, y }, { a: 1, n: 16 }, { threads: 1.5 })).toThrow(ArgumentError);
    expect(() => createKernel(d, SAXPY, { specConstants: { NOPE: 1 } })).toThrow(/no specialization constant NOPE/);
    expect(() => createKernel(d, SAXPY, { specConstants: { NOPE: 1 } })).toThrow(ArgumentError);
    for (const t of [x, y, u, odd]) t.destroy();
    expect(d.profile().counts.dispatches).toBe(before); // nothing was recorded
  });

  test('a capability the device lacks is refused up front', (t) => {
    const d = device();
    if (d.info.cooperativeMatrix.khr) {
      console.log(`skipped: ${d.info.name} has cooperative matrices, so nothing to refuse`);
      t.skip();
      return;
    }
    const coop = `#version 450
#extension GL_KHR_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer O { float16_t o[]; };
void main() {
  coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator> c = coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator>(1.0);
  coopMatStore(c, o, 0, 16, gl_CooperativeMatrixLayoutRowMajor);
}`;
    expect(() => createKernel(d, coop, { targetEnv: 'vulkan1.3' })).toThrow(CapabilityError);
    expect(() => createKernel(d, coop, { targetEnv: 'vulkan1.3' })).toThrow(/CooperativeMatrixKHR \(VK_KHR_cooperative_matrix\)/);
  });
});
