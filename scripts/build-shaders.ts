// Compiles the op families' GLSL compute shaders into the SPIR-V that ships with the package.
//
//   tsx scripts/build-shaders.ts           compile every variant into shaders/spv/ and write manifest.json
//   tsx scripts/build-shaders.ts --check   compile into a temp dir and fail if shaders/spv/ differs from it;
//                                          also runs spirv-val on every committed .spv
//   tsx scripts/build-shaders.ts --only attention,qmatvec
//                                          compile those shaders only; every other variant keeps its committed
//                                          .spv and manifest entry (a quick rebuild while working on one kernel;
//                                          --check, as CI runs it, always compiles everything)
//
// The shaders and their variants are the kernel declarations of the op families (src/ops/<family>/kernels.ts
// and src/quant/<family>/kernels.ts, listed by src/quant/families.ts): each names its GLSL source (in the family's folder), target environment
// and generated variants (defines). Shared heads are #included from shaders/include/.
// Output: shaders/spv/<name>.<variant>.spv, compiled with `glslc -O --target-env=<env> -I shaders/include
// -D...` (a declaration's `withoutPasses`: glslc -O0, then spirv-opt with the -O recipe less those passes) and
// checked with `spirv-val --target-env <env>`; shaders/spv/manifest.json; and the typed index of variant names, src/ops/generated/variants.ts. Same inputs and compiler give identical bytes (glslc
// is run from the repo root on a relative path; source text and line info are stripped).
//
// Tools: VKTS_GLSLC / VKTS_SPIRV_VAL / VKTS_SPIRV_OPT from the environment, else from .toolchain/env.sh, else
// .toolchain/bin/{glslc,spirv-val,spirv-opt}. `make toolchain` (scripts/toolchain.sh) installs them.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { stripSourceInfo } from '../src/spirv/compile.ts';
import { ALL_KERNELS } from '../src/quant/families.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHADERS = path.join(ROOT, 'shaders');
const SPV = path.join(SHADERS, 'spv');
const MANIFEST = 'manifest.json';
const INCLUDE = 'shaders/include';
const INDEX = path.join(ROOT, 'src/ops/generated/variants.ts');
const DEFAULT_TARGET_ENV = 'vulkan1.2';
const TARGET_ENVS = ['vulkan1.0', 'vulkan1.1', 'vulkan1.2', 'vulkan1.3', 'vulkan1.4'];
const NAME_RE = /^[A-Za-z0-9_-]+$/; // no dots: files are <name>.<variant>.spv
const DEFINE_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;

type DefineValue = string | number;

interface Job {
  name: string;
  variant: string;
  source: string; // relative to ROOT
  file: string; // relative to shaders/spv
  defines: Record<string, DefineValue>; // keys sorted
  targetEnv: string;
  withoutPasses?: string[]; // spirv-opt passes left out of -O (the declaration says why)
}

interface ManifestEntry {
  name: string;
  variant: string;
  file: string;
  sha256: string;
  defines: Record<string, DefineValue>;
  targetEnv: string;
  withoutPasses?: string[];
}

interface Manifest {
  compiler: string;
  shaders: ManifestEntry[];
}

class UsageError extends Error {}

function fail(msg: string): never {
  throw new UsageError(msg);
}

// ---- tools ----

function toolchainEnvFile(): Record<string, string> {
  const f = path.join(ROOT, '.toolchain', 'env.sh');
  const out: Record<string, string> = {};
  if (!fs.existsSync(f)) return out;
  for (const m of fs.readFileSync(f, 'utf8').matchAll(/\b(VKTS_[A-Z0-9_]+)="([^"]*)"/g)) out[m[1]!] = m[2]!;
  return out;
}

function resolveTool(envName: string, bin: string, fileEnv: Record<string, string>): string {
  const explicit = process.env[envName];
  if (explicit) {
    if (fs.existsSync(explicit)) return explicit;
    fail(`${envName}=${explicit}: no such file`);
  }
  for (const c of [fileEnv[envName], path.join(ROOT, '.toolchain', 'bin', bin)]) if (c && fs.existsSync(c)) return c;
  fail(
    `${bin} not found (looked at $${envName}, .toolchain/env.sh, .toolchain/bin/${bin}).\n` +
      `Install the pinned toolchain with \`make toolchain\` (scripts/toolchain.sh), or set ${envName}.`,
  );
}

// ---- inputs ----

function declaredJobs(): Job[] {
  const seen = new Set<string>();
  return ALL_KERNELS.flatMap((k) => {
    if (!NAME_RE.test(k.shader)) fail(`kernel ${k.shader}: shader name must match ${NAME_RE}`);
    if (seen.has(k.shader)) fail(`kernel ${k.shader} is declared twice`);
    seen.add(k.shader);
    if (!fs.existsSync(path.join(ROOT, k.source))) fail(`kernel ${k.shader}: source ${k.source} does not exist`);
    if (!TARGET_ENVS.includes(k.targetEnv)) fail(`kernel ${k.shader}: targetEnv must be one of ${TARGET_ENVS.join(', ')}`);
    return k.variants.map((v) => {
      const defines: Record<string, DefineValue> = {};
      for (const key of Object.keys(v.defines).sort()) {
        const val = v.defines[key]!;
        if (!DEFINE_RE.test(key) || /\s/.test(String(val))) fail(`kernel ${k.shader}.${v.name}: bad define ${key}=${val}`);
        defines[key] = val;
      }
      const job: Job = {
        name: k.shader,
        variant: v.name,
        source: k.source,
        file: `${k.shader}.${v.name}.spv`,
        defines,
        targetEnv: k.targetEnv,
      };
      if (k.withoutPasses) job.withoutPasses = [...k.withoutPasses.passes];
      return job;
    });
  });
}

/** The typed index of variant names (src/ops/generated/variants.ts). */
function indexText(jobs: Job[]): string {
  const by = new Map<string, string[]>();
  for (const j of jobs) by.set(j.name, [...(by.get(j.name) ?? []), j.variant]);
  const rows = [...by.keys()].sort().map(
    (n) =>
      `  readonly ${n}:\n${by
        .get(n)!
        .sort()
        .map((v) => `    | '${v}'`)
        .join('\n')};`,
  );
  return (
    '// Generated by scripts/build-shaders.ts from the kernel declarations (src/ops/<family>/kernels.ts): the\n' +
    '// variant names of every shipped shader, so a misspelled variant is a type error. Do not edit: run\n' +
    '// `npm run shaders` (`npm run shaders:check` fails when this file or shaders/spv drifts).\n' +
    `export interface ShaderVariants {\n${rows.join('\n')}\n}\n`
  );
}

/** Every declared variant. A GLSL file or JSON sidecar left in shaders/ is an error: shaders live in their
 * family's folder and their variants in its kernels.ts (the declarations are the only source). */
function collectJobs(): Job[] {
  const stray = fs.existsSync(SHADERS) ? fs.readdirSync(SHADERS).filter((f) => f.endsWith('.comp') || f.endsWith('.json')) : [];
  if (stray.length)
    fail(
      `shaders/${stray[0]}: shaders live in src/ops/<family>/ and are declared in its kernels.ts (shaders/ holds only include/ and spv/)`,
    );
  return declaredJobs();
}

// ---- compile ----

interface Tools {
  glslc: string;
  spirvVal: string;
  spirvOpt: string;
}

async function exec(cmd: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  try {
    return await run(cmd, args, { cwd: ROOT, maxBuffer: 64 << 20 });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    const detail = `${err.stderr ?? ''}${err.stdout ?? ''}`.trim() || err.message;
    throw new UsageError(`${path.basename(cmd)} ${args.join(' ')}\n${detail}`);
  }
}

let recipe: Promise<string[]> | undefined;
/** The passes spirv-opt's -O runs (glslc -O runs the same), in order, as its --help lists them. */
function optimizerRecipe(tools: Tools): Promise<string[]> {
  recipe ??= exec(tools.spirvOpt, ['--help']).then(({ stdout }) => {
    const m = /\n {2}-O\n[\s\S]*?following optimization code names:\s*\n([\s\S]*?)\n {2}-/.exec(stdout);
    if (!m) fail(`${tools.spirvOpt} --help: no -O recipe found`);
    return m![1]!
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  });
  return recipe;
}

async function validate(tools: Tools, file: string, targetEnv: string): Promise<void> {
  await exec(tools.spirvVal, ['--target-env', targetEnv, file]);
}

async function compile(tools: Tools, job: Job, outDir: string): Promise<ManifestEntry> {
  const out = path.join(outDir, job.file);
  // -O alone strips every name, and reflection (kernel(), the op contracts) needs them: compile with -g too,
  // then drop the source text and line info so the module stays small and independent of the checkout.
  const args = [job.withoutPasses ? '-O0' : '-O', '-g', `--target-env=${job.targetEnv}`, '-I', INCLUDE];
  for (const [k, v] of Object.entries(job.defines)) args.push(`-D${k}=${v}`);
  args.push('-o', out, job.source);
  const { stderr } = await exec(tools.glslc, args);
  if (stderr.trim()) process.stderr.write(`shaders: ${job.file}: glslc says:\n${stderr}`);
  if (job.withoutPasses) {
    const passes = (await optimizerRecipe(tools)).filter((p) => !job.withoutPasses!.includes(p));
    await exec(tools.spirvOpt, [...passes.map((p) => `--${p}`), `--target-env=${job.targetEnv}`, out, '-o', out]);
  }
  const b = fs.readFileSync(out);
  fs.writeFileSync(out, stripSourceInfo(new Uint32Array(b.buffer, b.byteOffset, b.byteLength / 4)));
  await validate(tools, out, job.targetEnv);
  return {
    name: job.name,
    variant: job.variant,
    file: job.file,
    sha256: sha256(fs.readFileSync(out)),
    defines: job.defines,
    targetEnv: job.targetEnv,
    ...(job.withoutPasses ? { withoutPasses: job.withoutPasses } : {}),
  };
}

async function pool<T, R>(items: T[], width: number, fn: (x: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return out;
}

function sha256(b: Buffer | string): string {
  return createHash('sha256').update(b).digest('hex');
}

function manifestText(m: Manifest): string {
  return JSON.stringify(m, null, 2) + '\n';
}

/** The committed entry of a job whose inputs are unchanged (same defines and target env, .spv present). */
function committedEntry(committed: Manifest | undefined, job: Job): ManifestEntry | undefined {
  const e = committed?.shaders.find((x) => x.file === job.file);
  if (!e || !fs.existsSync(path.join(SPV, job.file))) return undefined;
  const same =
    JSON.stringify([e.defines, e.targetEnv, e.withoutPasses]) === JSON.stringify([job.defines, job.targetEnv, job.withoutPasses]);
  return same ? e : undefined;
}

/** Compiles every job into outDir (which must exist and be empty) and writes its manifest there; with
 * `only`, the jobs of other shaders are copied from shaders/spv where their committed entry still fits. */
async function buildInto(tools: Tools, jobs: Job[], outDir: string, only?: Set<string>): Promise<Manifest> {
  const { stdout } = await exec(tools.glslc, ['--version']);
  const compiler = stdout.split('\n')[0]!.trim();
  const width = Math.max(1, Math.min(os.availableParallelism(), 4));
  const committed = only ? readManifest(path.join(SPV, MANIFEST)) : undefined;
  const shaders = await pool(jobs, width, async (j) => {
    const kept = only && !only.has(j.name) ? committedEntry(committed, j) : undefined;
    if (!kept) return compile(tools, j, outDir);
    fs.copyFileSync(path.join(SPV, j.file), path.join(outDir, j.file));
    return kept;
  });
  const manifest: Manifest = { compiler, shaders };
  fs.writeFileSync(path.join(outDir, MANIFEST), manifestText(manifest));
  return manifest;
}

function listDir(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => fs.statSync(path.join(dir, f)).isFile())
        .sort()
    : [];
}

function firstDifferentLine(a: string, b: string): string {
  const la = a.split('\n');
  const lb = b.split('\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i++)
    if (la[i] !== lb[i]) return `line ${i + 1}: committed ${JSON.stringify(la[i] ?? '<end>')} vs fresh ${JSON.stringify(lb[i] ?? '<end>')}`;
  return 'identical text';
}

function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const at = argv.indexOf('--only');
  const onlyArg = at >= 0 ? argv[at + 1] : undefined;
  const unknown = argv.filter((a, i) => a !== '--check' && i !== at && i !== at + 1);
  const usage = 'usage: tsx scripts/build-shaders.ts [--check | --only <shader>[,<shader>...]]';
  if (unknown.length) fail(`unknown argument(s): ${unknown.join(' ')}\n${usage}`);
  if (at >= 0 && (!onlyArg || check)) fail(`--only takes a comma-separated list of shader names, without --check\n${usage}`);
  const fileEnv = toolchainEnvFile();
  const tools: Tools = {
    glslc: resolveTool('VKTS_GLSLC', 'glslc', fileEnv),
    spirvVal: resolveTool('VKTS_SPIRV_VAL', 'spirv-val', fileEnv),
    spirvOpt: resolveTool('VKTS_SPIRV_OPT', 'spirv-opt', fileEnv),
  };
  const jobs = collectJobs();
  const only = onlyArg === undefined ? undefined : new Set(onlyArg.split(','));
  const undeclared = [...(only ?? [])].filter((n) => !jobs.some((j) => j.name === n));
  if (undeclared.length)
    fail(`--only: no shader is named ${undeclared.join(', ')} (shaders: ${[...new Set(jobs.map((j) => j.name))].join(', ')})`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vkts-shaders-'));
  try {
    const fresh = await buildInto(tools, jobs, tmp, only);
    const freshFiles = listDir(tmp);
    const committedFiles = listDir(SPV);

    const index = indexText(jobs);
    if (!check) {
      fs.mkdirSync(path.dirname(INDEX), { recursive: true });
      if (!fs.existsSync(INDEX) || fs.readFileSync(INDEX, 'utf8') !== index) {
        fs.writeFileSync(INDEX, index);
        console.log('shaders: wrote   src/ops/generated/variants.ts');
      }
      fs.mkdirSync(SPV, { recursive: true });
      let wrote = 0;
      let same = 0;
      let removed = 0;
      for (const f of freshFiles) {
        const src = fs.readFileSync(path.join(tmp, f));
        const dst = path.join(SPV, f);
        if (fs.existsSync(dst) && fs.readFileSync(dst).equals(src)) same++;
        else {
          fs.writeFileSync(dst, src);
          wrote++;
          console.log(`shaders: wrote   shaders/spv/${f}`);
        }
      }
      for (const f of committedFiles)
        if (!freshFiles.includes(f)) {
          fs.rmSync(path.join(SPV, f));
          removed++;
          console.log(`shaders: removed shaders/spv/${f} (no shader declares it)`);
        }
      console.log(
        `shaders: ${jobs.length} variant(s) from ${new Set(jobs.map((j) => j.name)).size} shader(s), all valid ` +
          `(${fresh.compiler}); ${wrote} written, ${same} unchanged, ${removed} removed`,
      );
      return 0;
    }

    // --check
    const problems: string[] = [];
    if (!fs.existsSync(INDEX) || fs.readFileSync(INDEX, 'utf8') !== index) {
      problems.push('differs  src/ops/generated/variants.ts (the typed variant index)');
    }
    for (const f of freshFiles) {
      const cf = path.join(SPV, f);
      if (!fs.existsSync(cf)) {
        problems.push(`missing  shaders/spv/${f} (declared by the shaders, not committed)`);
        continue;
      }
      const a = fs.readFileSync(cf);
      const b = fs.readFileSync(path.join(tmp, f));
      if (a.equals(b)) continue;
      if (f === MANIFEST) problems.push(`differs  shaders/spv/${f}: ${firstDifferentLine(a.toString('utf8'), b.toString('utf8'))}`);
      else
        problems.push(
          `differs  shaders/spv/${f}: committed ${a.length} B sha256 ${sha256(a).slice(0, 12)}, ` +
            `fresh ${b.length} B sha256 ${sha256(b).slice(0, 12)}`,
        );
    }
    for (const f of committedFiles) if (!freshFiles.includes(f)) problems.push(`extra    shaders/spv/${f} (no shader declares it)`);

    // spirv-val every committed .spv, with the target env the shaders (or the committed manifest) give it
    const committedManifest = readManifest(path.join(SPV, MANIFEST));
    const envOf = new Map<string, string>();
    for (const e of committedManifest?.shaders ?? []) envOf.set(e.file, e.targetEnv);
    for (const j of jobs) envOf.set(j.file, j.targetEnv);
    let validated = 0;
    for (const f of committedFiles.filter((x) => x.endsWith('.spv'))) {
      try {
        await validate(tools, path.join(SPV, f), envOf.get(f) ?? DEFAULT_TARGET_ENV);
        validated++;
      } catch (e) {
        problems.push(`invalid  shaders/spv/${f}: ${(e as Error).message.split('\n').slice(1).join(' ').trim()}`);
      }
    }

    if (problems.length === 0) {
      console.log(`shaders:check: ${jobs.length} variant(s) up to date; ${validated} committed .spv valid (${fresh.compiler})`);
      return 0;
    }
    console.error(`shaders:check: FAILED, ${problems.length} problem(s):`);
    for (const p of problems) console.error(`  ${p}`);
    if (committedManifest && committedManifest.compiler !== fresh.compiler)
      console.error(
        `  note: committed SPIR-V was built with "${committedManifest.compiler}", this toolchain is ` +
          `"${fresh.compiler}"; use the pinned toolchain (make toolchain).`,
      );
    console.error('Run `npm run shaders` and commit shaders/spv/ and src/ops/generated/.');
    return 1;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    if (e instanceof UsageError) console.error(`shaders: ERROR: ${e.message}`);
    else console.error(e);
    process.exit(1);
  },
);
