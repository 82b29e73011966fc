// The quantized matvec kernel: one shader (qmatvec.comp) compiled per GGML format, its decode functions
// from shaders/include/ggml_blocks.glsl. Per format two variants: x read as vec4 ('_x4', x's offset a
// multiple of 4) and x read as floats (''); each has a '_b8' twin for a batch of up to 8 vectors and a '_moe'
// twin for an expert bank (ggml's mul_mat_id: one vector per token and slot, W chosen by an id).
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import type { Grid } from '../../device/grid.ts';
import { defineKernel, groupsFor, product } from '../../ops/kernel.ts';

/** The codebook formats (ggml_blocks_iq.glsl): each variant first loads its grid into shared memory (INIT). */
export const IQ_CODEBOOK_FORMATS = ['iq2_xxs', 'iq2_xs', 'iq2_s', 'iq3_xxs', 'iq3_s', 'iq1_s', 'iq1_m'] as const;
export const isCodebook = (f: string): boolean => (IQ_CODEBOOK_FORMATS as readonly string[]).includes(f);

/** The formats quant.matvec runs on the GPU, in the order they were built. */
export const QMATVEC_FORMATS = [
  'q8_0',
  'q4_0',
  'q4_1',
  'q5_0',
  'q5_1',
  'q4_K',
  'q6_K',
  'q5_K',
  'q2_K',
  'q3_K',
  'iq4_nl',
  'iq4_xs',
  'tq1_0',
  'tq2_0',
  ...IQ_CODEBOOK_FORMATS,
] as const;
export type QMatvecFormat = (typeof QMATVEC_FORMATS)[number];

/** How a variant reads x: as vec4, or as floats. */
export const QMATVEC_READS = ['_x4', ''] as const;
export type QMatvecRead = (typeof QMATVEC_READS)[number];

/** One vector (''), a batch of 1..8 ('_b8': each unit decoded once for all of them), or a vector per token
 * and slot of an expert bank ('_moe'). */
export const QMATVEC_BATCHES = ['', '_b8', '_moe'] as const;
export type QMatvecBatch = (typeof QMATVEC_BATCHES)[number];

/** The most vectors a '_b8' dispatch takes. */
export const QMATVEC_MAX_BATCH = 8;

/** Invocations per workgroup; its rows (NUM_ROWS) are per format: qmatvecRows. */
export const QMATVEC_WORKGROUP = 128;

/** The most subgroups a workgroup has (subgroups of one invocation at the least): its partial-sum slots. */
const QMATVEC_MAX_SUBGROUPS = QMATVEC_WORKGROUP;

/** A format's walk (qmatvec.comp): rows per workgroup (NUM_ROWS), units of 8 weights an invocation takes
 * per step (SLOT_UNITS), and how many adjacent invocations interleave their units in a block (RUN_SPREAD). */
export interface QMatvecWalk {
  rows: number;
  slotUnits: number;
  spread: number;
  /** Weigh the codes and scale the run's sum (WEIGH_CODES; the formats with codes_<fmt>: hasCodes). */
  codes?: boolean;
}

/** The formats whose ggml_blocks.glsl decode is a scale, codes and an offset per run (codes_<fmt>). */
export const hasCodes = (f: QMatvecFormat): boolean => !isCodebook(f);

/** The formats whose runs have an offset (a min): WEIGH_CODES also weighs sum(x). */
const WITH_MIN: readonly QMatvecFormat[] = ['q4_1', 'q5_1', 'q4_K', 'q5_K', 'q2_K'];

/** The thread-per-group walk (4 consecutive units per invocation, the weights decoded): the codebook
 * formats' fastest on the H200 (iq2_xxs 43.7 us, iq3_s 53.3 at 4096 x 14336; 1-2 units per slot 3-25% slower). */
const GROUP_WALK: QMatvecWalk = { rows: 2, slotUnits: 4, spread: 1 };

/** `rows` rows per workgroup, `slotUnits` units per invocation-step, `spread`, the codes weighed. */
const weighed = (rows: number, slotUnits: number, spread: number): QMatvecWalk => ({ rows, slotUnits, spread, codes: true });

/** The walk per format where not GROUP_WALK: the fastest of bench/qmatvec-sweep.ts on the H200 (cache-resident
 * 4096 x 14336, 128 invocations; the group walk's time in brackets, from the same sweep). Weighing the codes
 * won for every format that has them; one unit per invocation (x read contiguously) lost to 2-4 everywhere:
 * the kernel is bound by decode instructions more than by x's loads. */
const QMATVEC_WALKS: Partial<Record<QMatvecFormat, QMatvecWalk>> = {
  q8_0: weighed(4, 2, 1), // 31.0 us (40.5)
  q4_0: weighed(4, 2, 1), // 27.3 (31.4)
  q4_1: weighed(4, 2, 1), // 26.6 (27.1)
  q5_0: weighed(4, 4, 1), // 36.4 (37.9)
  q5_1: weighed(4, 4, 1), // 32.8 (33.4)
  iq4_nl: weighed(2, 2, 1), // 62.8 (74.8 at 4 rows)
  q4_K: weighed(2, 4, 8), // 29.9 (31.0)
  q5_K: weighed(2, 4, 8), // 37.7 (44.5)
  q6_K: weighed(2, 4, 1), // 45.7 (47.5)
  q2_K: weighed(2, 4, 2), // 28.4 (32.1)
  q3_K: weighed(2, 4, 8), // 49.8 (50.9)
  iq4_xs: weighed(2, 4, 1), // 61.3 (62.8); r1u2s4c's 60.3 is within noise, and 1 row would double an expert grid's x
  tq1_0: weighed(2, 4, 8), // 30.2 (54.9)
  tq2_0: weighed(2, 4, 8), // 23.5 (28.9)
};

/** `format`'s walk. */
export const qmatvecWalk = (format: QMatvecFormat): QMatvecWalk => QMATVEC_WALKS[format] ?? GROUP_WALK;

/** Rows per workgroup (NUM_ROWS) of `format`'s variants. */
export const qmatvecRows = (format: QMatvecFormat): number => qmatvecWalk(format).rows;

/** qmatvec.comp's defines for `format`'s variants walking as `walk`. */
const walkDefines = (format: QMatvecFormat, walk: QMatvecWalk) => ({
  NUM_ROWS: walk.rows,
  SLOT_UNITS: walk.slotUnits,
  RUN_SPREAD: walk.spread,
  ...(walk.codes && hasCodes(format)
    ? { WEIGH_CODES: 1, CODES: `codes_${format}`, ...(WITH_MIN.includes(format) ? { HAS_MIN: 1 } : {}) }
    : {}),
});

/** Each variant's format, recorded as the variants are declared (the grid rule reads it per dispatch). */
const formatOfVariant = new Map<string, QMatvecFormat>();

/** The push constants of qmatvec.comp and qmatvec_q8.comp (offW and ldw in bytes, offY in floats; offX in
 * floats, in 32-bit words for the q8_1 blocks of qmatvec_q8). */
export interface QMatvecRowsPush {
  [k: string]: number;
  rows: number;
  cols: number;
  offW: number;
  ldw: number;
  offX: number;
  offY: number;
}

/** qmatvec.comp's push constants. */
export interface QMatvecPush extends QMatvecRowsPush {
  /** Vectors in the batch ('_b8' variants; 1 otherwise). */
  n: number;
}

/** The '_moe' variants' push constants besides QMatvecPush's (xToken, xSlot in floats, offIds in ids). */
export interface QMatvecExpertsPush extends QMatvecPush {
  experts: number;
  topK: number;
  /** tokens · topK: one output row of `rows` per pair. */
  pairs: number;
  xToken: number;
  /** 0 when every slot of a token reads the same x. */
  xSlot: number;
  offIds: number;
}

/** The Vulkan spec's minimum of maxComputeWorkGroupCount in every dimension. */
const GUARANTEED_GROUPS = [65535, 65535, 65535] as const;

/** An expert bank's grid (qmatvec's and qmatvec_q8's '_moe' variants): x the row groups, the pairs over y then
 * z (pair = y + Y · z; groups past `pairs` return), within `max` per dimension. Row groups past max[0] are
 * left to the launcher's LimitError. */
export function expertsGrid(rowGroups: number, pairs: number, max: readonly number[] = GUARANTEED_GROUPS): Grid {
  const y = Math.max(1, Math.min(pairs, max[1]!));
  return [rowGroups, y, Math.ceil(pairs / y)];
}

/** qmatvec's '_moe' grid for `format` (its rows per workgroup). */
export const qmatvecExpertsGrid = (format: QMatvecFormat, rows: number, pairs: number, max?: readonly number[]): Grid =>
  expertsGrid(groupsFor(rows, qmatvecRows(format)), pairs, max);

/** qmatvec.comp's defines for `format`'s variant of `batch` and `read` walking as `walk` (the shipped walk by
 * default; bench/qmatvec-sweep.ts and the walk tests compile others). */
export function qmatvecDefines(format: QMatvecFormat, batch: QMatvecBatch, read: QMatvecRead, walk = qmatvecWalk(format)) {
  return {
    ...walkDefines(format, walk),
    BLOCK_WEIGHTS: BLOCK_FORMATS[format].blockSize,
    BLOCK_BYTES: BLOCK_FORMATS[format].blockBytes,
    DECODE: `decode_${format}`,
    POS: `pos_${format}`,
    ...(isCodebook(format) ? { INIT: `init_${format}` } : {}),
    ...(read === '_x4' ? { XVEC4: 1 } : {}),
    MAX_SUBGROUPS: QMATVEC_MAX_SUBGROUPS,
    ...(batch === '_b8' ? { BATCH: 1 } : {}),
    ...(batch === '_moe' ? { EXPERTS: 1 } : {}),
  };
}

export const QMATVEC_KERNEL = defineKernel({
  shader: 'qmatvec',
  source: 'src/quant/matvec/qmatvec.comp',
  targetEnv: 'vulkan1.2',
  workgroup: QMATVEC_WORKGROUP,
  variants: product({ format: QMATVEC_FORMATS, batch: QMATVEC_BATCHES, read: QMATVEC_READS }).map(({ format, batch, read }) => {
    const name = `${format}${batch}${read}`;
    formatOfVariant.set(name, format);
    return { name, defines: qmatvecDefines(format, batch, read) };
  }),
  // the op passes the '_moe' grid for its device's limits; this rule holds on every device
  grid: (p: QMatvecPush | QMatvecExpertsPush, _size: number, variant: string) => {
    const format = formatOfVariant.get(variant)!;
    return 'pairs' in p ? qmatvecExpertsGrid(format, p.rows, p.pairs) : groupsFor(p.rows, qmatvecRows(format));
  },
});

export const KERNELS = [QMATVEC_KERNEL];
