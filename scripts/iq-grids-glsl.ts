// The GPU half of scripts/gen-iq-grids.ts: ggml's IQ grids packed for quant.matvec's shaders, as words
// (src/quant/generated/iq-grids-gpu.ts, uploaded once per device and bound as a storage buffer) and their
// levels and sizes (shaders/include/iq_grids.glsl, included by shaders/include/ggml_blocks_iq.glsl).
//
// Why a buffer and not GLSL constant arrays: a constant array read at a per-invocation index is copied into
// per-invocation memory by Mesa (lavapipe), and compiling that copy made the cold pipeline build of one IQ1
// variant (1024 words) take over 5 minutes on lavapipe (IQ2_XXS's 128 words: +3 s); where constants live in
// a broadcast cache (NVIDIA) divergent reads of them serialise anyway.
//
// Packing: a grid's weights take few distinct values (IQ2: 8, 25, 43; IQ3: 8 levels; IQ1: -1, 0, 1), so each
// weight is stored as a code into its grid's level list, 2 bits (up to 4 levels) or 4 bits, and every point
// (8 weights of 2 bits, or 4 of 4 bits) fits 16 bits: point i is bits 16(i & 1).. of word i >> 1. That makes
// the largest grid (IQ1's 2048 points) 4 KiB, so a workgroup can hold its format's grid in shared memory
// next to the reduction's partial sums within Vulkan's 16 KiB minimum (ggml's own bytes would be 16 KiB).

/** ggml's table reader (the entries of a GGML_TABLE_BEGIN block, as written) and #define reader. */
export interface HeaderTables {
  table(type: string, name: string): string[];
  define(name: string): string;
}

interface GridSpec {
  /** ggml's table name and its C type. */
  name: string;
  type: 'uint64_t' | 'uint32_t';
  /** Whether the point's bytes are int8 (IQ1) rather than uint8. */
  signed: boolean;
  formats: string;
}

const GRIDS: GridSpec[] = [
  { name: 'iq2xxs_grid', type: 'uint64_t', signed: false, formats: 'IQ2_XXS' },
  { name: 'iq2xs_grid', type: 'uint64_t', signed: false, formats: 'IQ2_XS' },
  { name: 'iq2s_grid', type: 'uint64_t', signed: false, formats: 'IQ2_S' },
  { name: 'iq3xxs_grid', type: 'uint32_t', signed: false, formats: 'IQ3_XXS' },
  { name: 'iq3s_grid', type: 'uint32_t', signed: false, formats: 'IQ3_S' },
  { name: 'iq1s_grid', type: 'uint64_t', signed: true, formats: 'IQ1_S and IQ1_M' },
];

const hexTs = (v: number): string => `0x${(v >>> 0).toString(16).padStart(8, '0')}`;
const hex = (v: number): string => `${hexTs(v)}u`;

/** A point's bytes, weight j in byte j (ggml writes points as little-endian integers). */
function pointBytes(word: string, width: number, signed: boolean): number[] {
  const digits = word.slice(2);
  return Array.from({ length: width }, (_, j) => {
    const b = parseInt(digits.slice(2 * (width - 1 - j), 2 * (width - j)), 16);
    return signed && b > 127 ? b - 256 : b;
  });
}

function gridText(h: HeaderTables, g: GridSpec): { glsl: string; ts: string } {
  const width = g.type === 'uint64_t' ? 8 : 4;
  const points = h.table(g.type, g.name).map((w) => {
    if (!new RegExp(`^0x[0-9a-f]{${2 * width}}$`).test(w)) throw new Error(`gen-iq-grids: ${g.name} entry ${w} is not a hex word`);
    return pointBytes(w, width, g.signed);
  });
  const levels = [...new Set(points.flat())].sort((a, b) => a - b);
  const bits = levels.length <= 4 ? 2 : 4;
  if (levels.length > 8 || bits * width !== 16)
    throw new Error(`gen-iq-grids: ${g.name} has ${levels.length} levels for ${width} weights: no 16-bit point packing`);
  const codes = points.map((p) => p.reduce((acc, v, j) => acc | (levels.indexOf(v) << (bits * j)), 0));
  const words = Array.from({ length: codes.length / 2 }, (_, i) => codes[2 * i]! | (codes[2 * i + 1]! << 16));
  const levelBytes = Array.from({ length: 8 }, (_, k) => (levels[k] ?? 0) & 0xff);
  const levelWords = [0, 4].map((k) => levelBytes.slice(k, k + 4).reduce((acc, b, j) => acc | (b << (8 * j)), 0));
  const id = g.name.replace('_grid', '').toUpperCase();
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += 8)
    lines.push(
      `  ${words
        .slice(i, i + 8)
        .map(hexTs)
        .join(', ')},`,
    );
  const doc = `${g.formats}: ggml \`${g.name}\`, ${points.length} points of ${width} weights, ${bits}-bit codes (levels ${levels.join(', ')})`;
  return {
    glsl: `// ${doc}.\n#define ${id}_GRID_WORDS ${words.length}u\nconst uvec2 ${id}_LEVELS = uvec2(${levelWords.map(hex).join(', ')});\n`,
    ts: `/** ${doc}. */\nexport const ${id}_GPU_GRID: Uint32Array = Uint32Array.of(\n${lines.join('\n')}\n);\n`,
  };
}

/** ksigns_iq2xs[i] is i with bit 7 set when i has an odd number of bits, kmask_iq2xs[j] is 1 << j: checked
 * entry by entry, so the shaders compute both instead of indexing a table with a per-invocation index. */
function signsText(h: HeaderTables): string {
  const ksigns = h.table('uint8_t', 'ksigns_iq2xs').map(Number);
  const kmask = h.table('uint8_t', 'kmask_iq2xs').map(Number);
  const parity = (i: number) => i.toString(2).replaceAll('0', '').length & 1;
  if (ksigns.length !== 128 || ksigns.some((v, i) => v !== (i | (parity(i) << 7))))
    throw new Error('gen-iq-grids: ksigns_iq2xs is not i | parity(i) << 7');
  if (kmask.length !== 8 || kmask.some((v, j) => v !== 1 << j)) throw new Error('gen-iq-grids: kmask_iq2xs is not 1 << j');
  return (
    '// ggml `ksigns_iq2xs` (a 7-bit sign index to its sign byte) is i | parity(i) << 7 for all 128 entries and\n' +
    '// `kmask_iq2xs` is 1 << j (both checked by the generator), so sign bit j of weight j is computed.\n' +
    'uint iqSignByte(uint i) { return i | ((uint(bitCount(i)) & 1u) << 7); }\n'
  );
}

function deltaText(h: HeaderTables, name: string): string {
  const v = h.define(name);
  if (!/^\d+\.\d+f$/.test(v)) throw new Error(`gen-iq-grids: ${name} = ${v} is not a float literal`);
  return `const float ${name} = ${v.slice(0, -1)};\n`;
}

const LAYOUT =
  'Point i of a grid is bits 16(i & 1)..16(i & 1) + 15 of word i >> 1; weight j of a point is code j of\n' +
  "// those bits (2 or 4 bits each); code k's value is signed byte k of the grid's LEVELS (x: codes 0..3).\n";

/** The texts of shaders/include/iq_grids.glsl and src/quant/generated/iq-grids-gpu.ts. */
export function gpuTexts(h: HeaderTables, provenance: string): { glsl: string; ts: string } {
  const head =
    `// Generated by scripts/gen-iq-grids.ts (scripts/iq-grids-glsl.ts) from ggml's src/ggml-common.h\n` +
    `// ${provenance}: do not edit. Checked by \`npm run iq-grids:check\`.\n//\n// `;
  const grids = GRIDS.map((g) => gridText(h, g));
  return {
    glsl:
      `${head}${LAYOUT}// The grids' words are src/quant/generated/iq-grids-gpu.ts, bound as a storage buffer.\n\n` +
      `${signsText(h)}\n${deltaText(h, 'IQ1S_DELTA')}${deltaText(h, 'IQ1M_DELTA')}\n${grids.map((g) => g.glsl).join('\n')}`,
    ts: `${head}${LAYOUT}// The levels are in shaders/include/iq_grids.glsl.\n\n${grids.map((g) => g.ts).join('\n')}`,
  };
}
