import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  compileGlsl,
  findGlslc,
  GlslCompileError,
  GlslcNotFoundError,
  InvalidSpirvError,
  reflect,
  spirvVal,
} from '../../src/spirv/index.ts';
import { parseDiagnostics } from '../../src/spirv/compile.ts';
import { Op } from '../../src/spirv/opcodes.ts';
import { forEachInstruction } from '../../src/spirv/structure.ts';

const tmp = mkdtempSync(join(tmpdir(), 'vkts-spirv-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let n = 0;
const freshDir = (prefix: string) => {
  const dir = join(tmp, `${prefix}-${n++}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};

const SAXPY = `#version 450
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) readonly buffer X { float x[]; };
layout(set = 0, binding = 1) buffer Y { float y[]; };
layout(push_constant) uniform P { float a; uint n; } p;
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i < p.n) y[i] += p.a * x[i];
}
`;

function compileError(source: string, opts: Parameters<typeof compileGlsl>[1] = {}): GlslCompileError {
  try {
    compileGlsl(source, { cacheDir: false, ...opts });
  } catch (e) {
    expect(e).toBeInstanceOf(GlslCompileError);
    return e as GlslCompileError;
  }
  throw new Error('compileGlsl did not throw');
}

describe('compileGlsl', () => {
  it('compiles a compute shader to valid SPIR-V', () => {
    const spv = compileGlsl(SAXPY, { cacheDir: false });
    expect(spv).toBeInstanceOf(Uint32Array);
    expect(spv[0]).toBe(0x07230203);
    expect(() => spirvVal(spv)).not.toThrow();
    expect(reflect(spv).bindings.map((b) => b.name)).toEqual(['X', 'Y']);
  });

  it('serves a repeat compile from the disk cache (not by running glslc again)', () => {
    const cacheDir = freshDir('cache');
    const first = compileGlsl(SAXPY, { cacheDir });
    const cached = readdirSync(cacheDir).filter((f) => f.endsWith('.spv'));
    expect(cached).toHaveLength(1);
    expect(compileGlsl(SAXPY, { cacheDir })).toEqual(first);
    // Put other (valid) SPIR-V in the entry: a repeat compile that returns it read the cache.
    const other = readFileSync(new URL('../../shaders/spv/rt_add.default.spv', import.meta.url));
    writeFileSync(join(cacheDir, cached[0]!), other);
    expect(Buffer.from(compileGlsl(SAXPY, { cacheDir }).buffer)).toEqual(other);
    // Different options or source are different entries.
    compileGlsl(SAXPY, { cacheDir, defines: { UNUSED: 1 } });
    compileGlsl(`${SAXPY}\n`, { cacheDir });
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.spv'))).toHaveLength(3);
  });

  it('reports errors with the source lines, not shifted by defines', () => {
    const source = `#version 450
layout(local_size_x = WG) in;
layout(set = 0, binding = 0) buffer B { float v[]; };
void main() {
  v[0] = SCALE;
  float ok = 1.0;
  v[1] = undefined_name;
  v[2] = 2.0
}
`;
    const err = compileError(source, { defines: { WG: 32, SCALE: '2.0', EXTRA: true } });
    expect(err.diagnostics).toEqual([
      { file: '<stdin>', line: 7, severity: 'error', message: "'undefined_name' : undeclared identifier" },
      { file: '<stdin>', line: 9, severity: 'error', message: expect.stringContaining('syntax error') },
    ]);
    expect(err.message).toContain("<stdin>:7: error: 'undefined_name' : undeclared identifier");
    expect(err.message).toMatch(/^GLSL compilation failed \(2 errors\):/);

    const named = compileError(source, { fileName: 'kernels/scale.comp', defines: { WG: 32, SCALE: 1 } });
    expect(named.diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual(['kernels/scale.comp:7', 'kernels/scale.comp:9']);
  });

  it('passes defines (numbers, strings, booleans as 1/0)', () => {
    const spv = compileGlsl(
      `#version 450
layout(local_size_x = WG, local_size_y = ROWS) in;
#if USE_BIG
layout(set = 0, binding = 0) buffer B { TYPE v[]; };
#endif
void main() {}
`,
      { cacheDir: false, defines: { WG: 128, ROWS: '2', USE_BIG: true, TYPE: 'vec2' } },
    );
    const r = reflect(spv);
    expect(r.localSize).toEqual([128, 2, 1]);
    expect(r.bindings[0]!.runtimeArray).toMatchObject({ stride: 8 });
    const off = reflect(
      compileGlsl('#version 450\nlayout(local_size_x = 1) in;\n#if USE_BIG\n#error big\n#endif\nvoid main() {}\n', {
        cacheDir: false,
        defines: { USE_BIG: false },
      }),
    );
    expect(off.bindings).toEqual([]);
    expect(() => compileGlsl(SAXPY, { cacheDir: false, defines: { 'BAD NAME': 1 } })).toThrow(/invalid define name/);
  });

  it('resolves #include through includePaths and re-keys the cache when an included file changes', () => {
    const inc = freshDir('inc');
    const cacheDir = freshDir('cache');
    writeFileSync(join(inc, 'common.glsl'), 'const float K = 3.0;\n');
    const source = `#version 450
#include "common.glsl"
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { float v[]; };
void main() { v[0] = K; }
`;
    const a = compileGlsl(source, { cacheDir, includePaths: [inc] });
    expect(compileGlsl(source, { cacheDir, includePaths: [inc] })).toEqual(a);
    writeFileSync(join(inc, 'common.glsl'), 'const float K = 4.0;\n');
    const b = compileGlsl(source, { cacheDir, includePaths: [inc] });
    expect(b).not.toEqual(a);
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.spv'))).toHaveLength(2);

    // An error inside the included file names that file and its own line.
    writeFileSync(join(inc, 'common.glsl'), '\nconst float K = undefined_k;\n');
    const err = compileError(source, { includePaths: [inc] });
    expect(err.diagnostics[0]).toEqual({
      file: join(inc, 'common.glsl'),
      line: 2,
      severity: 'error',
      message: "'undefined_k' : undeclared identifier",
    });
    // Without the include path it is a compile error too, not a crash.
    expect(compileError(source).message).toMatch(/common\.glsl/);
  });

  it('resolves "#include" relative to fileName', () => {
    const dir = freshDir('rel');
    writeFileSync(join(dir, 'k.glsl'), 'const uint WG = 16;\n');
    const r = reflect(
      compileGlsl('#version 450\n#include "k.glsl"\nlayout(local_size_x = WG) in;\nvoid main() {}\n', {
        cacheDir: false,
        fileName: join(dir, 'main.comp'),
      }),
    );
    expect(r.localSize).toEqual([16, 1, 1]);
  });

  it('keeps names but drops source text when optimizing', () => {
    const spv = compileGlsl(SAXPY, { cacheDir: false, optimize: true });
    const ops = new Set<number>();
    forEachInstruction(spv, (op) => ops.add(op));
    expect(ops.has(Op.Source) || ops.has(Op.Line) || ops.has(Op.ModuleProcessed)).toBe(false);
    expect(() => spirvVal(spv)).not.toThrow();
    const r = reflect(spv);
    expect(r.bindings.map((b) => [b.name, b.readonly])).toEqual([
      ['X', true],
      ['Y', false],
    ]);
    expect(r.pushConstants?.type.members.map((m) => m.name)).toEqual(['a', 'n']);
  });

  it('targets the requested Vulkan version', () => {
    expect(reflect(compileGlsl(SAXPY, { cacheDir: false, targetEnv: 'vulkan1.3' })).version).toEqual({ major: 1, minor: 6 });
    expect(reflect(compileGlsl(SAXPY, { cacheDir: false, targetEnv: 'vulkan1.1' })).version).toEqual({ major: 1, minor: 3 });
  });
});

describe('glslc discovery', () => {
  const saved = process.env['VKTS_GLSLC'];
  afterEach(() => {
    if (saved === undefined) delete process.env['VKTS_GLSLC'];
    else process.env['VKTS_GLSLC'] = saved;
  });

  it('finds a glslc in this checkout', () => {
    expect(existsSync(findGlslc())).toBe(true);
  });

  it('throws GlslcNotFoundError with install advice when none can be found', () => {
    process.env['VKTS_GLSLC'] = join(tmp, 'nonexistent', 'glslc');
    let err: unknown;
    try {
      // compiler 'glslc': no in-process fallback (test/spirv/glslang-wasm.test.ts covers 'auto' without glslc)
      compileGlsl(SAXPY, { cacheDir: false, glslcFallbacks: false, compiler: 'glslc' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(GlslcNotFoundError);
    const message = (err as Error).message;
    expect(message).toContain(join(tmp, 'nonexistent', 'glslc'));
    expect(message).toContain('bash scripts/toolchain.sh');
    expect(message).toContain('apt-get install glslc');
    expect(message).toContain('npm install @webgpu/glslang');
    expect(() => findGlslc({ glslcPath: '/nonexistent/glslc' })).toThrow(GlslcNotFoundError);
  });

  it('falls back past a missing $VKTS_GLSLC by default', () => {
    // A glslc on PATH, so a fallback exists wherever this runs (the GPU machine has only $VKTS_GLSLC's).
    const bin = join(tmp, 'path-bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'glslc'), '#!/bin/sh\n', { mode: 0o755 });
    const path = process.env['PATH'];
    process.env['PATH'] = `${bin}:${path ?? ''}`;
    try {
      const missing = join(tmp, 'nonexistent', 'glslc');
      process.env['VKTS_GLSLC'] = missing;
      const found = findGlslc();
      expect(found).not.toBe(missing);
      expect(existsSync(found)).toBe(true);
    } finally {
      process.env['PATH'] = path;
    }
  });
});

describe('spirvVal', () => {
  it('throws InvalidSpirvError with the validator message', () => {
    const bad = compileGlsl(SAXPY, { cacheDir: false }).slice();
    bad[0] = 0xdeadbeef;
    expect(() => spirvVal(bad)).toThrow(InvalidSpirvError);
    expect(() => spirvVal(bad)).toThrow(/Invalid SPIR-V magic number/);
    // SPIR-V 1.6 is not valid for a Vulkan 1.0 target.
    const v16 = compileGlsl(SAXPY, { cacheDir: false, targetEnv: 'vulkan1.3' });
    expect(() => spirvVal(v16, 'vulkan1.0')).toThrow(/Invalid SPIR-V binary version 1.6/);
  });
});

describe('parseDiagnostics', () => {
  it('parses located, unlocated and continuation lines', () => {
    const stderr = [
      "<stdin>:3: error: 'x' : undeclared identifier",
      'inc/a.glsl:12:5: warning: something',
      '  more detail',
      '<stdin>: error: Linking compute stage: Missing entry point',
      '2 errors generated.',
      '',
    ].join('\n');
    expect(parseDiagnostics(stderr, 'k.comp')).toEqual([
      { file: 'k.comp', line: 3, severity: 'error', message: "'x' : undeclared identifier" },
      { file: 'inc/a.glsl', line: 12, column: 5, severity: 'warning', message: 'something\n  more detail' },
      { file: 'k.comp', line: 0, severity: 'error', message: 'Linking compute stage: Missing entry point' },
    ]);
  });
});
