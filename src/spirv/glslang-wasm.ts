// The in-process GLSL compiler compileGlsl falls back to where there is no glslc: the WebAssembly glslang of
// the optional package @webgpu/glslang (0.0.15, glslang of early 2020), when it is installed next to vkts.
// Its API takes one string and has no includer, so `#include "..."` is expanded here, with
// GL_GOOGLE_cpp_style_line_directive lines that keep diagnostics on the caller's files and line numbers.
// It predates GL_KHR_cooperative_matrix and has no optimizer (docs/ARCHITECTURE.md, "The GLSL front").

import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { GlslCompileError } from './errors.ts';
import type { GlslDiagnostic, TargetEnv } from './compile.ts';

/** The npm package and version the fallback was measured with (README, "Shader compiler"). */
export const WASM_GLSLANG = '@webgpu/glslang';

interface Glslang {
  compileGLSL(source: string, stage: 'compute', debug: boolean, spirvVersion: string): Uint32Array;
}

/** The WebAssembly global, which the project's type libraries (ES + Node, no DOM) leave undeclared. */
interface WasmInstance {
  readonly exports: object;
}
const WA = (
  globalThis as unknown as {
    WebAssembly: { Module: new (bytes: Uint8Array) => object; Instance: new (m: object, imports: object) => WasmInstance };
  }
).WebAssembly;

/** The installed package: its version (for cache keys and doctor) and, once a compile needs it, the
 * instance. */
export interface WasmGlslang {
  readonly version: string;
  readonly glue: string;
  instance?: { glslang: Glslang; log: string[] };
}

let found: WasmGlslang | null | undefined;

/** @webgpu/glslang where it is installed next to vkts, else undefined. Nothing is instantiated yet: a
 * compile that the disk cache answers never loads the WebAssembly. */
export function wasmGlslang(): WasmGlslang | undefined {
  if (found !== undefined) return found ?? undefined;
  const require = createRequire(import.meta.url);
  try {
    const glue = require.resolve(`${WASM_GLSLANG}/dist/node-devel/glslang.js`);
    found = { glue, version: (require(`${WASM_GLSLANG}/package.json`) as { version: string }).version };
  } catch {
    found = null;
  }
  return found ?? undefined;
}

/** Instantiates the WebAssembly synchronously (emscripten does it asynchronously unless instantiateWasm
 * hands it an instance), so compileGlsl stays synchronous. The first compile of a process costs about 2 s
 * more than later ones (V8 compiles the module's functions as they are first called). */
function instantiate(w: WasmGlslang): { glslang: Glslang; log: string[] } {
  if (w.instance) return w.instance;
  const require = createRequire(import.meta.url);
  const bytes = readFileSync(w.glue.replace(/\.js$/, '.wasm'));
  const log: string[] = [];
  const init = require(w.glue) as (module: object) => Glslang & { then?: unknown };
  const glslang = init({
    instantiateWasm(imports: object, done: (instance: WasmInstance) => void) {
      const instance = new WA.Instance(new WA.Module(bytes), imports);
      done(instance);
      return instance.exports;
    },
    print: (text: string) => log.push(text),
    printErr: (text: string) => log.push(text),
  });
  delete glslang.then; // the module is a thenable resolving to itself
  return (w.instance = { glslang, log });
}

/** The SPIR-V version a Vulkan target environment takes (this glslang writes at most 1.5). */
const SPIRV_OF: Record<TargetEnv, string> = {
  'vulkan1.0': '1.0',
  'vulkan1.1': '1.3',
  'vulkan1.2': '1.5',
  'vulkan1.3': '1.5',
  'vulkan1.4': '1.5',
};

const INCLUDE_LINE = /^[ \t]*#[ \t]*include[ \t]*(?:"([^"\n]+)"|<([^>\n]+)>)[ \t]*$/;
const lineDirective = (line: number, file: string): string => `#line ${line} ${JSON.stringify(file)}`;

/** `source` (whose first line is line `first` of `file`) with each `#include` replaced by the file's text
 * (the including file's folder first, then `includeDirs`), between line directives that keep every line's
 * own file and number. */
function expandIncludes(source: string, file: string, first: number, dir: string, includeDirs: readonly string[], depth = 0): string {
  if (depth > 32) throw new GlslCompileError([{ file, line: 0, severity: 'error', message: '#include nested too deeply' }], '');
  return source
    .split('\n')
    .map((text, i) => {
      const m = INCLUDE_LINE.exec(text);
      if (!m) return text;
      const name = m[1] ?? m[2]!;
      const path = [dir, ...includeDirs].map((base) => resolve(base, name)).find((p) => existsSync(p) && statSync(p).isFile());
      if (!path) {
        const message = `'#include' : cannot find ${name} (searched ${[dir, ...includeDirs].join(', ')})`;
        throw new GlslCompileError([{ file, line: first + i, severity: 'error', message }], message);
      }
      const body = expandIncludes(readFileSync(path, 'utf8'), path, 1, dirname(path), includeDirs, depth + 1);
      return `${lineDirective(1, path)}\n${body}\n${lineDirective(first + i + 1, file)}`;
    })
    .join('\n');
}

const DIAGNOSTIC = /^(ERROR|WARNING): (?:(.+?):(\d+): )?(.*)$/;

/** glslang's log (`ERROR: file:line: 'token' : message`) as diagnostics. */
function diagnostics(log: readonly string[]): GlslDiagnostic[] {
  const out: GlslDiagnostic[] = [];
  for (const text of log) {
    const m = DIAGNOSTIC.exec(text.trim());
    if (!m || /^\d+ compilation errors?\./.test(m[4]!) || /compilation terminated/.test(m[4]!)) continue;
    out.push({
      file: m[2] ?? '<source>',
      line: m[3] ? Number(m[3]) : 0,
      severity: m[1] === 'ERROR' ? 'error' : 'warning',
      message: m[4]!.trim(),
    });
  }
  return out;
}

export interface WasmCompile {
  source: string;
  fileName?: string;
  cwd: string;
  includeDirs: readonly string[];
  /** NAME=VALUE pairs, checked by compileGlsl. */
  defines: readonly [string, string][];
  targetEnv: TargetEnv;
}

/** Compiles with the WebAssembly glslang; GlslCompileError with the diagnostics on failure. */
export function compileWithWasm(w: WasmGlslang, c: WasmCompile): Uint32Array {
  const wasm = instantiate(w);
  const file = c.fileName ?? '<source>';
  const lines = c.source.split('\n');
  const version = lines.findIndex((l) => /^[ \t]*#[ \t]*version\b/.test(l));
  // After #version (which must come first): the line-directive extension, the defines, then back to the
  // caller's next line.
  const head = [
    '#extension GL_GOOGLE_cpp_style_line_directive : require',
    ...c.defines.map(([name, value]) => `#define ${name} ${value}`),
    lineDirective(version + 2, file),
  ];
  const body = lines.slice(version + 1).join('\n');
  const text = [...lines.slice(0, version + 1), ...head, expandIncludes(body, file, version + 2, c.cwd, c.includeDirs)].join('\n');
  wasm.log.length = 0;
  try {
    return new Uint32Array(wasm.glslang.compileGLSL(text, 'compute', false, SPIRV_OF[c.targetEnv]));
  } catch {
    const found = diagnostics(wasm.log);
    const hint = found.some((d) => /extension not supported/.test(d.message))
      ? [
          {
            file,
            line: 0,
            severity: 'note' as const,
            message: `compiled by the WebAssembly glslang of ${WASM_GLSLANG} ${w.version} (2020), which lacks newer extensions such as GL_KHR_cooperative_matrix: install glslc (vkts doctor says how)`,
          },
        ]
      : [];
    throw new GlslCompileError([...found, ...hint], wasm.log.join('\n'));
  }
}
