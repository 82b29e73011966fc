// The index family's kernels: gather.comp (indexSelect / embedding: ids pick a slice along one axis;
// gather: one id per result element) and scatter.comp (scatter, indexAdd, copyInto: the writes the other
// way), moving 32-bit or 16-bit elements as bits or adding them; index_add_rows.comp (indexAdd of f32 rows
// without atomics); variants generated below.
import { defineKernel, groupsFor, product } from '../kernel.ts';

/** The uvec4s a 16-byte variant's invocation moves (UNITS in scatter.comp): two independent loads in flight
 * behind each address walk. */
export const WIDE_UNITS = 2;
/** The same for gather.comp's 16-byte select (embedding, indexSelect), whose x loads wait on the ids: four,
 * so that more bytes are in flight behind each id round trip (the H200 timed 1, 2, 4 and 8 at 41.6, 38.7,
 * 39.0 and 40.4 µs on embedding 32000x4096[4096]: no count gained, so only 4 is built). */
export const GATHER_UNITS = 4;

/** The uvec4s an invocation of a gather variant moves (1 word for the word variants). */
const wideUnits = (variant: string): number => (/_vec[48]$/.test(variant) ? GATHER_UNITS : 1);

/** select: an id per position along the axis (indexSelect, embedding); gather: an id per result element. */
export const INDEX_MODES = ['select', 'gather'] as const;
export type IndexMode = (typeof INDEX_MODES)[number];

/** Element widths moved: 32-bit (f32, i32, u32) or 16-bit (f16, bf16, read and written through words). */
export const INDEX_BITS = ['32', '16'] as const;
export type IndexBits = (typeof INDEX_BITS)[number];

/** The id dtypes (i32 ids below 0 are out of range, as any id >= the axis extent). */
export const ID_DTYPES = ['u32', 'i32'] as const;

export const GATHER_KERNEL = defineKernel({
  shader: 'gather',
  source: 'src/ops/index/gather.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: [
    ...product({ mode: INDEX_MODES, bits: INDEX_BITS }).map(({ mode, bits }) => ({
      name: `${mode}_b${bits}`,
      defines: { ...(mode === 'gather' ? { GATHER: 1 } : {}), ...(bits === '16' ? { ELEM16: 1 } : {}) },
    })),
    // select of rows whose 16-byte runs are aligned in x and y: a uvec4 (4 or 8 elements) per invocation
    { name: 'select_b32_vec4', defines: { WIDE: 1, UNITS: GATHER_UNITS } },
    { name: 'select_b16_vec8', defines: { ELEM16: 1, WIDE: 1, UNITS: GATHER_UNITS } },
  ],
  // one invocation per 32-bit word of the result, or per GATHER_UNITS uvec4s (the op computes `words`)
  grid: (p: { words: number }, wg: number, variant: string) => groupsFor(Math.ceil(p.words / wideUnits(variant)), wg),
});

/** How scatter.comp finds the destination coordinate along the axis (see the shader's header). */
export const SCATTER_MODES = ['scatter', 'select', 'at', 'copy'] as const;
export type ScatterMode = (typeof SCATTER_MODES)[number];

/** What a write does: store the bits (b32 / b16) or add (f32 by float atomics or by compare-and-swap, f16,
 * or a wrapping 32-bit integer). */
export const SCATTER_OPS = ['set_b32', 'set_b16', 'add_f32', 'add_f32_cas', 'add_f16', 'add_i32'] as const;
export type ScatterOp = (typeof SCATTER_OPS)[number];

const OP_DEFINES: Record<ScatterOp, Record<string, number>> = {
  set_b32: { SET: 1 },
  set_b16: { SET: 1, ELEM16: 1 },
  add_f32: { ADD: 1, F32: 1, FLOAT_ATOMIC: 1 },
  add_f32_cas: { ADD: 1, F32: 1 },
  add_f16: { ADD: 1, F16: 1, ELEM16: 1 },
  add_i32: { ADD: 1, INT: 1 },
};

/** The 16-byte variants' suffix: 4 32-bit or 8 16-bit elements per uvec4. */
export const WIDE_SUFFIX = { set_b32: 'vec4', set_b16: 'vec8', add_f32: 'vec4' } as const;
const ELEMENTS_PER_INVOCATION: Readonly<Record<string, number>> = { pairs: 2, vec4: 4 * WIDE_UNITS, vec8: 8 * WIDE_UNITS, x4: 4 };

/** The (mode, op) pairs an op reaches: scatter sets and adds, indexAdd adds, copyInto sets. */
const reached = ({ mode, op }: { mode: ScatterMode; op: ScatterOp }): boolean =>
  mode === 'scatter' || (mode === 'select' ? op.startsWith('add') : op.startsWith('set'));

export const SCATTER_KERNEL = defineKernel({
  shader: 'scatter',
  source: 'src/ops/index/scatter.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: [
    ...product({ mode: SCATTER_MODES, op: SCATTER_OPS })
      .filter(reached)
      .map(({ mode, op }) => ({
        name: `${mode}_${op}`,
        defines: { ...(mode === 'copy' ? {} : { [mode.toUpperCase()]: 1 }), ...OP_DEFINES[op] },
      })),
    // 16-bit copies a word (two elements) at a time, where every pair fills one word of src and dst
    { name: 'copy_set_b16_pairs', defines: { ...OP_DEFINES.set_b16, PAIRS: 1 } },
    { name: 'at_set_b16_pairs', defines: { AT: 1, ...OP_DEFINES.set_b16, PAIRS: 1 } },
    // copies (and indexAdd's float-atomic f32 adds) 16 bytes at a time (4 32-bit or 8 16-bit elements),
    // where every run fills one uvec4 of src and dst
    ...[...product({ mode: ['copy', 'at'] as const, op: ['set_b32', 'set_b16'] as const }), { mode: 'select', op: 'add_f32' } as const].map(
      ({ mode, op }) => ({
        name: `${mode}_${op}_${WIDE_SUFFIX[op]}`,
        defines: { ...(mode === 'copy' ? {} : { [mode.toUpperCase()]: 1 }), ...OP_DEFINES[op], WIDE: 1 },
      }),
    ),
    // indexAdd's float-atomic f32 adds, 4 elements per invocation a quarter of the shape apart (SPREAD):
    // each subgroup atomic on consecutive floats
    { name: 'select_add_f32_x4', defines: { SELECT: 1, ...OP_DEFINES.add_f32, SPREAD: 1 } },
  ],
  // one invocation per element of the iteration shape (per 2 for _pairs, per WIDE_UNITS runs of 4 or 8 for
  // _vec4 and _vec8, per 4 for _x4)
  grid: (p: { n: number }, wg: number, variant: string) =>
    groupsFor(p.n / (ELEMENTS_PER_INVOCATION[variant.slice(variant.lastIndexOf('_') + 1)] ?? 1), wg),
});

/** The vec4s of a row one index_add_rows invocation owns (UNITS in index_add_rows.comp). */
export const ROWS_UNITS = 4;
/** The floats of a row one index_add_rows workgroup (256 invocations) owns. */
export const ROWS_CHUNK = 256 * ROWS_UNITS * 4;

/** indexAdd of contiguous f32 rows without atomics (index_add_rows.comp): one workgroup per destination
 * row chunk, gathering its sources in ascending order. */
export const INDEX_ADD_ROWS_KERNEL = defineKernel({
  shader: 'index_add_rows',
  source: 'src/ops/index/index_add_rows.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: [{ name: 'f32', defines: {} }],
  grid: (p: { groups: number }) => p.groups,
});

export const KERNELS = [GATHER_KERNEL, SCATTER_KERNEL, INDEX_ADD_ROWS_KERNEL];
