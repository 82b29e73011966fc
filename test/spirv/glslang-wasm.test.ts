// The in-process fallback compiler (the WebAssembly glslang of @webgpu/glslang, a devDependency here and
// optional for users): it compiles vkts's own shaders (includes expanded, defines applied) to SPIR-V that
// spirv-val accepts and a device runs; its errors keep the caller's file and line; it refuses
// GL_KHR_cooperative_matrix with a note saying why; 'auto' uses it only where glslc is absent.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { compileGlsl, reflect, spirvVal, spirvWords, GlslCompileError } from '../../src/spirv/index.ts';
import { useDevice } from '../helpers/device.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'shaders/spv/manifest.json'), 'utf8')).shaders as {
  name: string;
  variant: string;
  defines: Record<string, number>;
  targetEnv: 'vulkan1.2' | 'vulkan1.3';
}[];
const hasSpirvVal = spawnSync(process.env.VKTS_SPIRV_VAL ?? join(root, '.toolchain/bin/spirv-val'), ['--version']).status === 0;

describe('compiler: wasm', () => {
  test.each([
    ['binary', 'add_f32_vec4', 'src/ops/elementwise/binary.comp'],
    ['softmax', 'f32', 'src/ops/norm/softmax.comp'],
    ['gemm', 'nn', 'src/ops/matmul/gemm.comp'],
  ])(
    '%s.%s (includes from shaders/include, the variant defines) compiles to valid SPIR-V with the same interface',
    (name, variant, file) => {
      const v = manifest.find((s) => s.name === name && s.variant === variant)!;
      const source = readFileSync(join(root, file), 'utf8');
      const opts = {
        fileName: join(root, file),
        includePaths: [join(root, 'shaders/include')],
        defines: v.defines,
        targetEnv: v.targetEnv,
        cacheDir: false as const,
      };
      const words = compileGlsl(source, { ...opts, compiler: 'wasm' });
      if (hasSpirvVal) spirvVal(words, v.targetEnv);
      else console.warn('spirv-val not found: validity not checked');
      const shipped = reflect(spirvWords(new Uint8Array(readFileSync(join(root, `shaders/spv/${name}.${variant}.spv`)))));
      const ours = reflect(words);
      expect(ours.localSize).toEqual(shipped.localSize);
      expect(ours.localSizeSpecIds).toEqual(shipped.localSizeSpecIds);
      expect(ours.specConstants.map((c) => c.specId)).toEqual(shipped.specConstants.map((c) => c.specId));
      expect(ours.bindings.map((b) => [b.binding, b.readonly])).toEqual(shipped.bindings.map((b) => [b.binding, b.readonly]));
      expect(ours.pushConstants?.size).toBe(shipped.pushConstants?.size);
    },
  );

  const dev = useDevice();
  test('a kernel compiled by it runs and computes the right values', () => {
    const d = dev();
    const k = d.kernel(
      `#version 450
      layout(local_size_x = 64) in;
      layout(std430, binding = 0) readonly buffer X { float x[]; };
      layout(std430, binding = 1) buffer Y { float y[]; };
      layout(push_constant) uniform P { float a; uint n; };
      void main() { uint i = gl_GlobalInvocationID.x; if (i < n) y[i] = a * x[i] + y[i]; }`,
      { compiler: 'wasm', cacheDir: false },
    );
    const n = 1000;
    const x = d.upload(Float32Array.from({ length: n }, (_, i) => i));
    const y = d.upload(new Float32Array(n).fill(1));
    k.dispatch({ x, y }, { a: 3, n }, { threads: n });
    expect(Array.from(y.read())).toEqual(Array.from({ length: n }, (_, i) => 3 * i + 1));
  });

  test("errors name the caller's file and line, in the source and in an included file", () => {
    const dir = mkdtempSync(join(tmpdir(), 'vkts-wasm-'));
    const where = (head: string): string[] => {
      writeFileSync(join(dir, 'head.glsl'), head);
      const src =
        '#version 450\n#extension GL_GOOGLE_include_directive : require\n#include "head.glsl"\nlayout(local_size_x = 1) in;\nvoid main() { undefinedName = 1; }\n';
      try {
        compileGlsl(src, { compiler: 'wasm', fileName: join(dir, 'k.comp'), defines: { FOO: 1 }, cacheDir: false });
      } catch (e) {
        expect(e).toBeInstanceOf(GlslCompileError);
        return (e as GlslCompileError).diagnostics.map((d) => `${d.file.split('/').pop()}:${d.line}:${d.severity}`);
      }
      return [];
    };
    expect(where('float twice(float v) { return 2.0 * v; }\nfloat broken() { return nope; }\n')).toContain('head.glsl:2:error');
    // After the included file, the source's own numbering goes on: line 5 of k.comp.
    expect(where('float twice(float v) { return 2.0 * v; }\n')).toEqual(['k.comp:5:error']);
  });

  test('GL_KHR_cooperative_matrix is refused with a note that says why and what to install', () => {
    const v = manifest.find((s) => s.name === 'peak_coopmat' && s.variant === 'khr_f32acc')!;
    const source = readFileSync(join(root, 'src/ops/roofs/peak_coopmat.comp'), 'utf8');
    expect(() => compileGlsl(source, { compiler: 'wasm', defines: v.defines, targetEnv: 'vulkan1.3', cacheDir: false })).toThrow(
      /extension not supported: GL_KHR_cooperative_matrix[^]*lacks newer extensions such as GL_KHR_cooperative_matrix: install glslc/,
    );
  });
});

test("'auto' without any glslc compiles in process; with an explicit glslcPath it does not fall back", () => {
  // A child process whose PATH has no glslc and whose VKTS_GLSLC points nowhere; the checkout's
  // .toolchain/bin/glslc is found by path, so the child compiles through an explicit lookup that skips it.
  const program = `
import { compileGlsl, findGlslc } from ${JSON.stringify(join(root, 'src/spirv/index.ts'))};
const src = '#version 450\\nlayout(local_size_x = 1) in;\\nvoid main() {}\\n';
let glslc = 'none';
try { glslc = findGlslc({ glslcFallbacks: false }); } catch {}
const words = compileGlsl(src, { glslcFallbacks: false, cacheDir: false });
let refused = '';
try { compileGlsl(src, { glslcPath: '/nonexistent/glslc', cacheDir: false }); } catch (e) { refused = e.constructor.name; }
console.log(JSON.stringify({ glslc, magic: words[0].toString(16), refused }));
`;
  // in the system's temporary folder, as device.test's child scripts (a fresh checkout has no .cache)
  const dir = mkdtempSync(join(tmpdir(), 'vkts-wasm-auto-'));
  writeFileSync(join(dir, 'main.mts'), program);
  const r = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(dir, 'main.mts')], {
    encoding: 'utf8',
    env: { ...process.env, VKTS_GLSLC: '/nonexistent/glslc', PATH: '/usr/bin:/bin', VKTS_GLSL_COMPILER: '' },
  });
  rmSync(dir, { recursive: true, force: true });
  expect(r.stderr).toBe('');
  expect(JSON.parse(r.stdout)).toEqual({ glslc: 'none', magic: '7230203', refused: 'GlslcNotFoundError' });
}, 60_000);
