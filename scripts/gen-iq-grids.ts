// Generates src/quant/generated/iq-grids.ts, the codebooks of ggml's IQ formats (IQ2_*, IQ3_*, IQ1_*, IQ4_NL),
// and the same grids packed for quant.matvec's shaders (iq-grids-glsl.ts: src/quant/generated/iq-grids-gpu.ts
// and shaders/include/iq_grids.glsl), from
// ggml's own header ggml-common.h, pinned by its sha256. `--check` fails when a committed file differs.
//
// The header comes from, in order: `--header <path>` (e.g. a ggml checkout's src/ggml-common.h), or the
// npm package llama.rn@LLAMA_RN_VERSION, which ships ggml's sources with the symbol prefix renamed
// (GGML -> LM_GGML, ggml -> lm_ggml); undoing that rename gives the upstream file byte for byte, which the
// sha256 check proves. The package tarball is fetched with `npm pack` into .cache/iq-grids/ once.
// Run: npx tsx scripts/gen-iq-grids.ts [--header path] [--check]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gpuTexts } from './iq-grids-glsl.ts';

/** The ggml commit the tables are taken from, and the sha256 of its src/ggml-common.h. */
const GGML_COMMIT = 'd99724f2b141fed9e1a9f402213506c081433465';
const HEADER_SHA256 = 'af255601767325f087313fa84b9435cb77aeec37df6b61b98d9ecc65f29fb4a0';
const LLAMA_RN_VERSION = '0.12.9';
const LLAMA_RN_HEADER = 'package/cpp/ggml-common.h';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const headerArg = args.includes('--header') ? args[args.indexOf('--header') + 1] : undefined;

function fromLlamaRn(): { text: string; source: string } {
  const dir = join(root, '.cache/iq-grids');
  const tgz = join(dir, `llama.rn-${LLAMA_RN_VERSION}.tgz`);
  if (!existsSync(tgz)) {
    mkdirSync(dir, { recursive: true });
    console.log(`gen-iq-grids: npm pack llama.rn@${LLAMA_RN_VERSION} into .cache/iq-grids/`);
    execFileSync('npm', ['pack', `llama.rn@${LLAMA_RN_VERSION}`, '--ignore-scripts', '--loglevel=error', '--pack-destination', dir], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const renamed = execFileSync('tar', ['-xzOf', tgz, LLAMA_RN_HEADER], { maxBuffer: 1 << 26 }).toString('latin1');
  return { text: renamed.replaceAll('LM_GGML', 'GGML').replaceAll('lm_ggml', 'ggml'), source: `npm llama.rn@${LLAMA_RN_VERSION}` };
}

const { text: header, source } = headerArg ? { text: readFileSync(headerArg, 'latin1'), source: headerArg } : fromLlamaRn();
const sha = createHash('sha256').update(header, 'latin1').digest('hex');
if (sha !== HEADER_SHA256)
  throw new Error(`gen-iq-grids: ggml-common.h from ${source} has sha256 ${sha}, expected ${HEADER_SHA256} (ggml ${GGML_COMMIT})`);

/** The entries of `GGML_TABLE_BEGIN(type, name, size) ... GGML_TABLE_END()`, as written (decimal or hex). */
function table(type: string, name: string): string[] {
  const re = new RegExp(`GGML_TABLE_BEGIN\\(${type}, ${name}, (\\w+)\\)([^]*?)GGML_TABLE_END\\(\\)`);
  const m = re.exec(header);
  if (!m) throw new Error(`gen-iq-grids: table ${type} ${name} not found`);
  const size = /^\d+$/.test(m[1]!) ? Number(m[1]) : Number(define(m[1]!));
  const entries = m[2]!
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (entries.length !== size) throw new Error(`gen-iq-grids: ${name} has ${entries.length} entries, declared ${size}`);
  return entries;
}

function define(name: string): string {
  const m = new RegExp(`^#define ${name} (\\S+)$`, 'm').exec(header);
  if (!m) throw new Error(`gen-iq-grids: #define ${name} not found`);
  return m[1]!;
}

/** A table of small integers, emitted as a typed-array literal. */
function smallInts(array: 'Uint8Array' | 'Int8Array', type: string, name: string, doc: string): string {
  const values = table(type, name).map(Number);
  const lo = array === 'Uint8Array' ? 0 : -128;
  if (values.some((v) => !Number.isInteger(v) || v < lo || v > lo + 255)) throw new Error(`gen-iq-grids: ${name} out of range`);
  const lines: string[] = [];
  for (let i = 0; i < values.length; i += 16) lines.push(`  ${values.slice(i, i + 16).join(', ')},`);
  return `/** ${doc} (ggml \`${name}\`). */\nexport const ${name.toUpperCase()}: ${array} = ${array}.of(\n${lines.join('\n')}\n);\n`;
}

/** A table of packed 8- or 4-byte grid points, kept as ggml writes them (hex words) and unpacked at load. */
function packedGrid(kind: 'u64' | 'u32', signed: boolean, type: string, name: string, doc: string): string {
  const digits = kind === 'u64' ? 16 : 8;
  const words = table(type, name).map((s) => {
    if (!new RegExp(`^0x[0-9a-f]{${digits}}$`).test(s)) throw new Error(`gen-iq-grids: ${name} entry ${s} is not a ${kind} hex word`);
    return s.slice(2);
  });
  const lines: string[] = [];
  const perLine = kind === 'u64' ? 8 : 16;
  for (let i = 0; i < words.length; i += perLine) lines.push(`  ${words.slice(i, i + perLine).join(' ')}`);
  return (
    `/** ${doc} (ggml \`${name}\`, ${words.length} entries of ${digits / 2} bytes). */\n` +
    `export const ${name.toUpperCase()}: ${signed ? 'Int8Array' : 'Uint8Array'} = ${signed ? 'new Int8Array(' : ''}unpack(${words.length}, ${digits / 2}, \`\n${lines.join('\n')}\n\`)${signed ? '.buffer)' : ''};\n`
  );
}

const delta = (name: string) => {
  const v = define(name);
  if (!/^\d+\.\d+f$/.test(v)) throw new Error(`gen-iq-grids: ${name} = ${v} is not a float literal`);
  return `export const ${name} = ${v.slice(0, -1)};\n`;
};

const out = `// Generated by scripts/gen-iq-grids.ts from ggml's src/ggml-common.h at ggml ${GGML_COMMIT}
// (sha256 ${HEADER_SHA256}): do not edit. Checked by \`npm run iq-grids:check\`.
//
// Grid tables hold one grid point per entry: its bytes are the weights' magnitudes (IQ2, IQ3) or signed
// values (IQ1), weight j of a point in byte j. ggml writes each point as a little-endian integer; the hex
// words below are its text, unpacked here into bytes (weight j = bits 8j..8j+7; IQ1's bytes read as int8).

function unpack(count: number, width: number, hex: string): Uint8Array {
  const words = hex.trim().split(/\\s+/);
  if (words.length !== count) throw new Error(\`iq-grids: \${words.length} grid points, expected \${count}\`);
  const bytes = new Uint8Array(count * width);
  words.forEach((w, i) => {
    for (let j = 0; j < width; j++) bytes[i * width + j] = parseInt(w.slice(2 * (width - 1 - j), 2 * (width - j)), 16);
  });
  return bytes;
}

${smallInts('Uint8Array', 'uint8_t', 'kmask_iq2xs', 'Bit j selects the sign of weight j in an 8-weight sign byte')}
${smallInts('Uint8Array', 'uint8_t', 'ksigns_iq2xs', 'A 7-bit sign index to its sign byte: bit 7 makes the count of negative signs even')}
${smallInts('Int8Array', 'int8_t', 'kvalues_iq4nl', 'The 16 non-linear levels of IQ4_NL and IQ4_XS')}
${packedGrid('u64', false, 'uint64_t', 'iq2xxs_grid', 'IQ2_XXS grid: 8 magnitudes per point')}
${packedGrid('u64', false, 'uint64_t', 'iq2xs_grid', 'IQ2_XS grid: 8 magnitudes per point')}
${packedGrid('u64', false, 'uint64_t', 'iq2s_grid', 'IQ2_S grid: 8 magnitudes per point')}
${packedGrid('u32', false, 'uint32_t', 'iq3xxs_grid', 'IQ3_XXS grid: 4 magnitudes per point')}
${packedGrid('u32', false, 'uint32_t', 'iq3s_grid', 'IQ3_S grid: 4 magnitudes per point')}
${packedGrid('u64', true, 'uint64_t', 'iq1s_grid', 'IQ1_S and IQ1_M grid: 8 values in {-1, 0, 1} per point')}
/** The shift added to every IQ1_S / IQ1_M grid value before scaling, negated by the block's delta sign bit. */
${delta('IQ1S_DELTA')}/** As IQ1S_DELTA, for IQ1_M. */
${delta('IQ1M_DELTA')}`;

const gpu = gpuTexts({ table, define }, `at ggml ${GGML_COMMIT} (sha256 ${HEADER_SHA256})`);
const outputs: [string, string][] = [
  ['src/quant/generated/iq-grids.ts', out],
  ['src/quant/generated/iq-grids-gpu.ts', gpu.ts],
  ['shaders/include/iq_grids.glsl', gpu.glsl],
];
for (const [file, text] of outputs) {
  const path = join(root, file);
  if (check) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text)
      throw new Error(`gen-iq-grids: ${file} differs from ggml-common.h: run scripts/gen-iq-grids.ts`);
    console.log(`gen-iq-grids: ${file} matches ggml ${GGML_COMMIT.slice(0, 8)} (${source})`);
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`gen-iq-grids: wrote ${file} from ${source}`);
  }
}
