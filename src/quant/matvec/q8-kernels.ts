// The int8 dot-product matvec (qmatvec_q8.comp): W in a GGML block format times x as ggml's q8_1 blocks,
// one variant per format, candidates loading W otherwise (`<format>_v16`, `<format>_pairs`), and expert banks
// (`<format>_moe`). The walk (rows per workgroup, units loaded per step) is per format; the workgroup is the
// specialization constant (bench/qmatvec-sweep.ts --q8 compiles other walks and sizes).
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import { defineKernel, groupsFor } from '../../ops/kernel.ts';
import { expertsGrid, isCodebook, QMATVEC_FORMATS, QMATVEC_WORKGROUP, type QMatvecFormat, type QMatvecRowsPush } from './kernels.ts';

/** The weight formats with an int8 kernel (quant.matvec with { activations: 'q8_1' }): every one. */
export const QMATVEC_Q8_FORMATS = QMATVEC_FORMATS;
export type QMatvecQ8Format = QMatvecFormat;

/** The formats with a 16-byte-load variant (LOADS_16): blocks of a multiple of 16 bytes whose every piece
 * the kernel reads (q4_K: the header d, dmin, scales, then 32-byte runs of codes; q5_K: with qh) starts 16
 * bytes into one. */
export const QMATVEC_Q8_V16_FORMATS = ['q4_K', 'q5_K'] as const satisfies readonly QMatvecQ8Format[];
export const hasV16Kernel = (f: string): f is (typeof QMATVEC_Q8_V16_FORMATS)[number] =>
  (QMATVEC_Q8_V16_FORMATS as readonly string[]).includes(f);

/** The 32-weight formats: their `_pairs` variants (PAIRS) take units of two blocks, 2 * blockBytes bytes of
 * whole words (q4_0's 18-byte blocks alternate word alignment one by one), for cols a multiple of 64. */
export const QMATVEC_Q8_PAIR_FORMATS = ['q8_0', 'q4_0', 'q4_1', 'q5_0', 'q5_1'] as const satisfies readonly QMatvecQ8Format[];

/** How the kernel loads W: a 32-bit word per load; a uvec4 per 16-byte piece (`_v16`); two 32-weight blocks
 * as one run of whole words (`_pairs`). */
export type QMatvecQ8Loads = 'word' | 'v16' | 'pairs';
export type QMatvecQ8Variant =
  | QMatvecQ8Format
  | `${(typeof QMATVEC_Q8_V16_FORMATS)[number]}_v16`
  | `${(typeof QMATVEC_Q8_PAIR_FORMATS)[number]}_pairs`
  | `${QMatvecQ8Format}_moe`;
/** Whether `format` has a kernel loading W as `loads`. */
export const hasLoads = (format: QMatvecQ8Format, loads: QMatvecQ8Loads): boolean =>
  loads === 'word' || (loads === 'v16' ? hasV16Kernel(format) : (QMATVEC_Q8_PAIR_FORMATS as readonly string[]).includes(format));
/** The variant of `format` loading W as `loads` (its word variant where it has none such). */
export const q8Variant = (format: QMatvecQ8Format, loads: QMatvecQ8Loads): QMatvecQ8Variant =>
  (loads !== 'word' && hasLoads(format, loads) ? `${format}_${loads}` : format) as QMatvecQ8Variant;
const formatOfVariant = (variant: string): QMatvecQ8Format => variant.replace(/_(v16|pairs|moe)$/, '') as QMatvecQ8Format;

/** An int8 walk: rows per workgroup (NUM_ROWS) and units (a block, or a 64-weight chunk of a superblock)
 * each invocation loads before it multiplies (UNROLL); q2_K / q3_K / tq2_0: x blocks per unit (PLANES, 4 when
 * absent: a 128-weight half of the superblock; 2: a quarter, the half's qs words loaded for each). */
export interface QMatvecQ8Walk {
  rows: number;
  unroll: number;
  planes?: 2 | 4;
  /** x's q8_1 blocks in 8- or 16-byte loads where a unit's x blocks are consecutive (X_VEC: q4_K, q5_K, q2_K,
   * q3_K, the pairs variants; word loads where offX is not a multiple of 2 / 4 words), a sweep candidate. */
  xvec?: boolean;
}

/** Within 2% of the best of bench/qmatvec-sweep.ts --q8 on the H200 (q2_K and q3_K: within that lease's
 * noise of its best, q4x2 at 64 invocations): 4 rows a workgroup (x's blocks loaded once for 4 rows), 2 units in flight for the 32-weight formats
 * (448 units a row at 14336 columns), 1 for the superblock formats (224; q2_K / q3_K's 128-weight units:
 * 112). */
const Q8_WALKS: Record<QMatvecQ8Format, QMatvecQ8Walk> = {
  q8_0: { rows: 4, unroll: 2 },
  q4_0: { rows: 4, unroll: 2 },
  q4_1: { rows: 4, unroll: 2 },
  q5_0: { rows: 4, unroll: 2 },
  q5_1: { rows: 4, unroll: 2 },
  q2_K: { rows: 4, unroll: 1 },
  q3_K: { rows: 4, unroll: 1 },
  q4_K: { rows: 4, unroll: 1 },
  q5_K: { rows: 4, unroll: 1 },
  q6_K: { rows: 4, unroll: 1 },
  // not swept (no GPU since they were added): units of 32 weights (448 a row) as the 32-weight formats, but
  // tq2_0 as q2_K (128-weight units of its planes)
  iq4_nl: { rows: 4, unroll: 2 },
  iq4_xs: { rows: 4, unroll: 2 },
  tq1_0: { rows: 4, unroll: 2 },
  tq2_0: { rows: 4, unroll: 1 },
  iq2_xxs: { rows: 4, unroll: 2 },
  iq2_xs: { rows: 4, unroll: 2 },
  iq2_s: { rows: 4, unroll: 2 },
  iq3_xxs: { rows: 4, unroll: 2 },
  iq3_s: { rows: 4, unroll: 2 },
  iq1_s: { rows: 4, unroll: 2 },
  iq1_m: { rows: 4, unroll: 2 },
};

export const qmatvecQ8Walk = (format: QMatvecQ8Format): QMatvecQ8Walk => Q8_WALKS[format];

/** The partial-sum slots: a workgroup's most subgroups (subgroups of one invocation at the least). */
const MAX_SUBGROUPS = QMATVEC_WORKGROUP;

/** qmatvec_q8.comp's defines for `format` walking as `walk` (the shipped walk by default), loading W as
 * `loads` says (words where the format has no such variant). */
export function qmatvecQ8Defines(format: QMatvecQ8Format, walk = qmatvecQ8Walk(format), loads: QMatvecQ8Loads = 'word') {
  return {
    [`W_${format.toUpperCase()}`]: 1,
    BLOCK_BYTES: BLOCK_FORMATS[format].blockBytes,
    ...(isCodebook(format) && { INIT: `init_${format}` }),
    NUM_ROWS: walk.rows,
    UNROLL: walk.unroll,
    MAX_SUBGROUPS,
    ...(loads === 'v16' && hasLoads(format, loads) && { LOADS_16: 1 }),
    ...(loads === 'pairs' && hasLoads(format, loads) && { PAIRS: 1 }),
    ...(walk.planes !== undefined && (format === 'q2_K' || format === 'q3_K' || format === 'tq2_0') && { PLANES: walk.planes }),
    ...(walk.xvec && { X_VEC: 1 }),
  };
}

export const QMATVEC_Q8_KERNEL = defineKernel({
  shader: 'qmatvec_q8',
  source: 'src/quant/matvec/qmatvec_q8.comp',
  targetEnv: 'vulkan1.2',
  workgroup: QMATVEC_WORKGROUP,
  variants: [
    ...QMATVEC_Q8_FORMATS.map((format) => ({ name: format, defines: qmatvecQ8Defines(format) })),
    ...QMATVEC_Q8_V16_FORMATS.map((format) => ({ name: `${format}_v16`, defines: qmatvecQ8Defines(format, undefined, 'v16') })),
    ...QMATVEC_Q8_PAIR_FORMATS.map((format) => ({ name: `${format}_pairs`, defines: qmatvecQ8Defines(format, undefined, 'pairs') })),
    // expert banks (EXPERTS: the pair's expert and x from ids, as qmatvec's _moe), W in words
    ...QMATVEC_Q8_FORMATS.map((format) => ({ name: `${format}_moe`, defines: { ...qmatvecQ8Defines(format), EXPERTS: 1 } })),
  ],
  grid: (p: QMatvecRowsPush & { pairs?: number }, _size: number, variant: string) => {
    const groups = groupsFor(p.rows, qmatvecQ8Walk(formatOfVariant(variant)).rows);
    return p.pairs === undefined ? groups : expertsGrid(groups, p.pairs);
  },
});

/** qmatvec_q8's '_moe' grid for `format` (its walk's rows per workgroup), within `max` per dimension. */
export const qmatvecQ8ExpertsGrid = (format: QMatvecQ8Format, rows: number, pairs: number, max?: readonly number[]) =>
  expertsGrid(groupsFor(rows, qmatvecQ8Walk(format).rows), pairs, max);
