// GLSL compute shaders to SPIR-V through the glslc command (shaderc), with a content-hash cache on disk.
// glslc reads the source on stdin and writes SPIR-V to stdout; defines go on the command line (-D), so
// the line numbers glslc reports are the caller's own. Where there is no glslc, the WebAssembly glslang of
// the optional package @webgpu/glslang compiles in process (glslang-wasm.ts).

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GlslCompileError, GlslcNotFoundError, InvalidSpirvError, ShaderOptionError, ToolError, ToolNotFoundError } from './errors.ts';
import { MAGIC, Op } from './opcodes.ts';
import { spirvWords } from './reflect.ts';
import { forEachInstruction } from './structure.ts';
import { WASM_GLSLANG, compileWithWasm, wasmGlslang, type WasmGlslang } from './glslang-wasm.ts';

export type TargetEnv = 'vulkan1.0' | 'vulkan1.1' | 'vulkan1.2' | 'vulkan1.3' | 'vulkan1.4';
/** SPIR-V 1.5: subgroup operations, KHR cooperative matrices, 8/16-bit storage; runs on any Vulkan 1.2 device. */
export const DEFAULT_TARGET_ENV: TargetEnv = 'vulkan1.2';

export interface ToolLookup {
  /** Use exactly this glslc (no fallbacks). */
  readonly glslcPath?: string;
  /** Look beyond $VKTS_GLSLC (repo toolchain, then PATH) when it is unset or missing. Default true. */
  readonly glslcFallbacks?: boolean;
}

export interface CompileOptions extends ToolLookup {
  /** `-DNAME=VALUE`; booleans become 1 / 0 (test them with `#if`). */
  readonly defines?: Readonly<Record<string, string | number | boolean>>;
  readonly includePaths?: readonly string[];
  /** glslc -O. Names (OpName/OpMemberName) are kept for reflection; source text and line info are stripped. */
  readonly optimize?: boolean;
  readonly targetEnv?: TargetEnv;
  readonly stage?: 'comp';
  /** Name shown in diagnostics instead of `<stdin>`; its directory is searched first for `#include "..."`. */
  readonly fileName?: string;
  /** Cache directory, or false for no cache. Default: $VKTS_CACHE_DIR, else ~/.cache/vkts/spirv. */
  readonly cacheDir?: string | false;
  /** 'glslc'; 'wasm': the WebAssembly glslang of @webgpu/glslang (no optimizer, no GL_KHR_cooperative_matrix);
   * 'auto' (default, or $VKTS_GLSL_COMPILER): glslc, else the WebAssembly glslang where it is installed. */
  readonly compiler?: 'auto' | 'glslc' | 'wasm';
}

export interface GlslDiagnostic {
  /** The file glslc names: `fileName` (or `<stdin>`) for the source itself, else the included file. */
  readonly file: string;
  /** 1-based line in `file`; 0 when glslc gives no location. */
  readonly line: number;
  readonly column?: number;
  readonly severity: 'error' | 'warning' | 'note';
  readonly message: string;
}

// ---------------------------------------------------------------------------------------------- tools

const repoTool = (name: string) => fileURLToPath(new URL(`../../.toolchain/bin/${name}`, import.meta.url));

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function findTool(tool: string, envVar: string, lookup: { path?: string; fallbacks?: boolean }): string | string[] {
  const searched: string[] = [];
  const candidates: string[] = [];
  if (lookup.path !== undefined) {
    candidates.push(lookup.path);
    searched.push(lookup.path);
  } else {
    const fromEnv = process.env[envVar];
    if (fromEnv) candidates.push(fromEnv);
    searched.push(fromEnv ? `$${envVar} (${fromEnv})` : `$${envVar} (unset)`);
    if (lookup.fallbacks !== false) {
      candidates.push(repoTool(tool));
      searched.push(repoTool(tool));
      for (const dir of (process.env['PATH'] ?? '').split(delimiter)) if (dir) candidates.push(join(dir, tool));
      searched.push(`${tool} on PATH`);
    }
  }
  return candidates.find(isExecutable) ?? searched;
}

/** The glslc to run: `glslcPath`, else $VKTS_GLSLC, else <repo>/.toolchain/bin/glslc, else glslc on PATH. */
export function findGlslc(lookup: ToolLookup = {}): string {
  const found = findTool('glslc', 'VKTS_GLSLC', { path: lookup.glslcPath, fallbacks: lookup.glslcFallbacks });
  if (typeof found !== 'string') throw new GlslcNotFoundError(found);
  return found;
}

const versions = new Map<string, string>();
/** `glslc --version` (shaderc, spirv-tools and glslang versions), memoised per process. */
export function glslcVersion(glslc: string): string {
  let v = versions.get(glslc);
  if (v === undefined) {
    const r = spawnSync(glslc, ['--version'], { encoding: 'utf8' });
    if (r.error || r.status !== 0)
      throw new ToolError('glslc', `${glslc} --version failed: ${r.error?.message ?? r.stderr}`, r.error ? { cause: r.error } : undefined);
    versions.set(glslc, (v = r.stdout.trim()));
  }
  return v;
}

// ---------------------------------------------------------------------------------------------- compile

export function defaultCacheDir(): string {
  return process.env['VKTS_CACHE_DIR'] || join(process.env['XDG_CACHE_HOME'] || join(homedir(), '.cache'), 'vkts', 'spirv');
}

/** glslc, or the WebAssembly glslang: `compiler`, else glslc where found, else the WebAssembly glslang where
 * installed (an explicit glslcPath never falls back); GlslcNotFoundError when neither is there. */
function pickCompiler(opts: CompileOptions): { glslc: string } | { wasm: WasmGlslang } {
  const env = process.env['VKTS_GLSL_COMPILER'];
  const choice = opts.compiler ?? (env === 'glslc' || env === 'wasm' ? env : 'auto');
  if (choice === 'wasm') {
    const wasm = wasmGlslang();
    if (!wasm)
      throw new ToolNotFoundError('glslang', `compileGlsl: compiler 'wasm' needs the package ${WASM_GLSLANG}: npm install ${WASM_GLSLANG}`);
    return { wasm };
  }
  try {
    return { glslc: findGlslc(opts) };
  } catch (e) {
    const wasm = choice === 'auto' && opts.glslcPath === undefined && e instanceof GlslcNotFoundError ? wasmGlslang() : undefined;
    if (!wasm) throw e;
    return { wasm };
  }
}

/** Checked NAME=VALUE pairs (booleans as 1 / 0). */
function defineList(defines: CompileOptions['defines']): [string, string][] {
  return Object.entries(defines ?? {}).map(([name, value]) => {
    if (!/^[A-Za-z_]\w*$/.test(name)) throw new ShaderOptionError(`compileGlsl: invalid define name ${JSON.stringify(name)}`);
    const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
    if (/[\r\n]/.test(text)) throw new ShaderOptionError(`compileGlsl: define ${name} has a line break in its value`);
    return [name, text];
  });
}

/** Compiles a GLSL compute shader; a repeat compile of the same inputs comes from the disk cache. */
export function compileGlsl(source: string, opts: CompileOptions = {}): Uint32Array {
  const defines = defineList(opts.defines);
  const compiler = pickCompiler(opts);
  const targetEnv = opts.targetEnv ?? DEFAULT_TARGET_ENV;
  const fileDir = opts.fileName ? dirname(resolve(opts.fileName)) : undefined;
  const cwd = fileDir && existsSync(fileDir) ? fileDir : process.cwd(); // glslc resolves "..." includes of stdin here
  const includeDirs = (opts.includePaths ?? []).map((p) => resolve(p));
  const args = [`-fshader-stage=${opts.stage ?? 'comp'}`, `--target-env=${targetEnv}`, ...(opts.optimize ? ['-O', '-g'] : ['-O0'])];
  for (const dir of includeDirs) args.push(`-I${dir}`);
  for (const [name, text] of defines) args.push(`-D${name}=${text}`);
  args.push('-', '-o', '-');

  const cacheDir = opts.cacheDir === undefined ? defaultCacheDir() : opts.cacheDir;
  let cacheFile: string | undefined;
  if (cacheDir !== false) {
    const hash = createHash('sha256');
    const tool = 'glslc' in compiler ? glslcVersion(compiler.glslc) : `${WASM_GLSLANG} ${compiler.wasm.version}`;
    for (const part of ['vkts-spirv-1', tool, cwd, ...args, source]) hash.update(part).update('\0');
    for (const [path, text] of includedFiles(source, cwd, includeDirs)) hash.update(path).update('\0').update(text).update('\0');
    cacheFile = join(cacheDir, `${hash.digest('hex')}.spv`);
    const cached = readCached(cacheFile);
    if (cached) return cached;
  }

  let words: Uint32Array;
  if ('glslc' in compiler) {
    const r = spawnSync(compiler.glslc, args, { input: source, cwd, maxBuffer: 1 << 30 });
    if (r.error) throw new ToolError('glslc', `compileGlsl: could not run ${compiler.glslc}: ${r.error.message}`, { cause: r.error });
    const stderr = r.stderr.toString('utf8');
    if (r.status !== 0) throw new GlslCompileError(parseDiagnostics(stderr, opts.fileName), stderr);
    words = spirvWords(new Uint8Array(r.stdout));
    if (opts.optimize) words = stripSourceInfo(words);
  } else words = compileWithWasm(compiler.wasm, { source, fileName: opts.fileName, cwd, includeDirs, defines, targetEnv });

  if (cacheFile) {
    try {
      mkdirSync(dirname(cacheFile), { recursive: true });
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(tmp, words);
      renameSync(tmp, cacheFile);
    } catch {
      // An unwritable cache costs only speed.
    }
  }
  return words;
}

function readCached(file: string): Uint32Array | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (bytes.byteLength < 20 || bytes.byteLength % 4 !== 0) return undefined;
  const words = new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return words[0] === MAGIC ? words : undefined;
}

const INCLUDE = /^[ \t]*#[ \t]*include[ \t]*(?:"([^"\n]+)"|<([^>\n]+)>)/gm;

/**
 * Files `#include`d by `source` (transitively), for the cache key. Every file an include could resolve to
 * (the including file's directory, then each include path) is hashed, so the key over-approximates what
 * glslc reads; names that resolve nowhere are hashed as names.
 */
function includedFiles(source: string, dir: string, includeDirs: readonly string[], seen = new Map<string, string>()): Map<string, string> {
  for (const m of source.matchAll(INCLUDE)) {
    const name = m[1] ?? m[2]!;
    let found = false;
    for (const base of [dir, ...includeDirs]) {
      const path = resolve(base, name);
      if (seen.has(path)) {
        found = true;
        continue;
      }
      if (!existsSync(path) || !statSync(path).isFile()) continue;
      const text = readFileSync(path, 'utf8');
      seen.set(path, text);
      found = true;
      includedFiles(text, dirname(path), includeDirs, seen);
    }
    if (!found) seen.set(`unresolved:${name}`, '');
  }
  return seen;
}

const LOCATED = /^(.+?):(\d+):(?:(\d+):)? (error|warning|note): (.*)$/;
const UNLOCATED = /^(.+?): (error|warning|note): (.*)$/;

/** Parses glslc's stderr (`<stdin>:LINE: error: MESSAGE`) into diagnostics. */
export function parseDiagnostics(stderr: string, fileName?: string): GlslDiagnostic[] {
  const out: GlslDiagnostic[] = [];
  const file = (f: string) => (f === '<stdin>' && fileName ? fileName : f);
  for (const text of stderr.split(/\r?\n/)) {
    if (!text.trim() || /^\d+ (errors?|warnings?)( and \d+ (errors?|warnings?))? generated\.$/.test(text)) continue;
    let m = LOCATED.exec(text);
    if (m) {
      out.push({
        file: file(m[1]!),
        line: Number(m[2]),
        ...(m[3] !== undefined && { column: Number(m[3]) }),
        severity: m[4] as GlslDiagnostic['severity'],
        message: m[5]!.trim(),
      });
      continue;
    }
    m = UNLOCATED.exec(text);
    if (m) {
      out.push({ file: file(m[1]!), line: 0, severity: m[2] as GlslDiagnostic['severity'], message: m[3]!.trim() });
    } else if (out.length) {
      const last = out[out.length - 1]!;
      out[out.length - 1] = { ...last, message: `${last.message}\n${text}` };
    }
  }
  return out;
}

/** Drops source text and line info (what `-g` adds besides names) from a module; keeps OpName/OpMemberName. */
export function stripSourceInfo(words: Uint32Array): Uint32Array {
  const drop = new Set<number>([Op.Source, Op.SourceContinued, Op.Line, Op.NoLine, Op.ModuleProcessed]);
  const out = new Uint32Array(words.length);
  out.set(words.subarray(0, 5));
  let n = 5;
  forEachInstruction(words, (op, ins) => {
    if (drop.has(op)) return;
    out.set(ins, n);
    n += ins.length;
  });
  return out.slice(0, n);
}

// ---------------------------------------------------------------------------------------------- validate

/** Runs spirv-val ($VKTS_SPIRV_VAL, <repo>/.toolchain/bin/spirv-val, or PATH); throws InvalidSpirvError on failure. */
export function spirvVal(spirv: Uint32Array | Uint8Array | ArrayBuffer, targetEnv: TargetEnv = DEFAULT_TARGET_ENV): void {
  const val = findTool('spirv-val', 'VKTS_SPIRV_VAL', {});
  if (typeof val !== 'string') {
    throw new ToolNotFoundError(
      'spirv-val',
      `spirv-val was not found; looked for ${val.join(', ')}. ` +
        'In a vkts checkout run `bash scripts/toolchain.sh`; elsewhere install spirv-tools (or set VKTS_SPIRV_VAL).',
    );
  }
  const bytes = spirv instanceof ArrayBuffer ? new Uint8Array(spirv) : new Uint8Array(spirv.buffer, spirv.byteOffset, spirv.byteLength);
  const r = spawnSync(val, ['--target-env', targetEnv, '-'], { input: bytes, encoding: 'utf8' });
  if (r.error) throw new ToolError('spirv-val', `spirvVal: could not run ${val}: ${r.error.message}`, { cause: r.error });
  if (r.status !== 0) throw new InvalidSpirvError(`spirv-val (${targetEnv}): ${(r.stderr + r.stdout).trim()}`);
}
