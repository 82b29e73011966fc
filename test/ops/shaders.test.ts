// Shipped shaders load by name and variant; VKTS_SHADER_DIR overrides them by name (.spv or .comp).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadShader, shaderSource, shippedVariants, UnknownShaderError } from '../../src/ops/shaders.ts';
import { reflect, SpirvError } from '../../src/spirv/index.ts';
import { useDevice } from '../helpers/device.ts';

test('every manifest entry loads, matches its sha256 file and reflects', () => {
  const all = shippedVariants();
  expect(all.length).toBeGreaterThan(40);
  for (const v of all) {
    const spirv = loadShader(v.name, v.variant, '');
    expect(spirv[0]).toBe(0x07230203);
    expect(reflect(spirv).entryPoint).toBe('main');
  }
  expect(() => loadShader('softmax', 'f64', '')).toThrow(UnknownShaderError);
  expect(() => loadShader('softmax', 'f64', '')).toThrow(/softmax has no variant f64 \(it has [^)]*\bf32_strided\b[^)]*\)/);
  expect(() => loadShader('nope', 'f32', '')).toThrow(/no shipped shader is called nope/);
});

describe('VKTS_SHADER_DIR', () => {
  const device = useDevice();

  test('a .spv override by name and variant, then by name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vkts-shaders-'));
    const other = readFileSync(new URL('../../shaders/spv/unary.neg_f32.spv', import.meta.url));
    writeFileSync(join(dir, 'unary.relu_f32.spv'), other);
    expect(shaderSource('unary', 'relu_f32', dir)).toBe(join(dir, 'unary.relu_f32.spv'));
    expect(Buffer.from(loadShader('unary', 'relu_f32', dir).buffer)).toEqual(other);
    expect(shaderSource('unary', 'exp_f32', dir)).toMatch(/shaders\/spv\/unary\.exp_f32\.spv$/); // not overridden
  });

  test('a .spv override that is not whole 32-bit words is a SpirvError naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vkts-shaders-'));
    const path = join(dir, 'unary.abs_f32.spv');
    writeFileSync(path, Buffer.alloc(1023));
    expect(() => loadShader('unary', 'abs_f32', dir)).toThrow(SpirvError);
    expect(() => loadShader('unary', 'abs_f32', dir)).toThrow(`${path}: 1023 bytes is not a whole number of 32-bit SPIR-V words`);
  });

  test("a .comp override is compiled with the variant's defines and runs", () => {
    const d = device();
    const dir = mkdtempSync(join(tmpdir(), 'vkts-shaders-'));
    // A replacement "unary" whose OP_NEG variant triples instead of negating: proves the define reached it.
    writeFileSync(
      join(dir, 'unary.comp'),
      `#version 450
      layout(local_size_x_id = 0) in;
      layout(std430, binding = 0) readonly buffer X { float x[]; };
      layout(std430, binding = 1) writeonly buffer Y { float y[]; };
      layout(push_constant) uniform P { uint n; };
      void main() {
        uint i = gl_GlobalInvocationID.x;
      #ifdef OP_NEG
        if (i < n) y[i] = 3.0 * x[i];
      #else
        if (i < n) y[i] = 0.0;
      #endif
      }`,
    );
    const k = d.kernel(loadShader('unary', 'neg_f32', dir), { name: 'unary-override', localSize: 64 });
    const x = d.upload(Float32Array.from([1, -2, 3.5]));
    const y = d.alloc('f32', [3]);
    k.dispatch({ x, y }, { n: 3 }, { threads: 3 });
    expect(Array.from(y.read())).toEqual([3, -6, 10.5]);
  });
});
