// The int8 dot-product matvec (qmatvec_q8.comp): W in a GGML block format times x as ggml's q8_1 blocks,
// one variant per format. The walk (rows per workgroup, units loaded per step) is per format; the workgroup
// is the specialization constant (bench/qmatvec-sweep.ts --q8 compiles other walks and sizes).
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import { defineKernel, groupsFor } from '../../ops/kernel.ts';
import { QMATVEC_WORKGROUP, type QMatvecRowsPush } from './kernels.ts';

/** The weight formats with an int8 kernel (quant.matvec with { activations: 'q8_1' }). */
export const QMATVEC_Q8_FORMATS = ['q8_0', 'q4_0', 'q4_1', 'q5_0', 'q5_1', 'q4_K', 'q5_K', 'q6_K'] as const;
export type QMatvecQ8Format = (typeof QMATVEC_Q8_FORMATS)[number];
export const hasQ8Kernel = (f: string): f is QMatvecQ8Format => (QMATVEC_Q8_FORMATS as readonly string[]).includes(f);

/** An int8 walk: rows per workgroup (NUM_ROWS) and units (a block, or a 64-weight chunk of a superblock)
 * each invocation loads before it multiplies (UNROLL). */
export interface QMatvecQ8Walk {
  rows: number;
  unroll: number;
}

/** First choices, not yet timed on the H200 (bench/qmatvec-sweep.ts --q8 sweeps them): 4 rows a workgroup
 * (x's blocks loaded once for 4 rows), 2 units in flight for the 32-weight formats (448 units a row at 14336
 * columns), 1 for the superblock formats (224). */
const Q8_WALKS: Record<QMatvecQ8Format, QMatvecQ8Walk> = {
  q8_0: { rows: 4, unroll: 2 },
  q4_0: { rows: 4, unroll: 2 },
  q4_1: { rows: 4, unroll: 2 },
  q5_0: { rows: 4, unroll: 2 },
  q5_1: { rows: 4, unroll: 2 },
  q4_K: { rows: 4, unroll: 1 },
  q5_K: { rows: 4, unroll: 1 },
  q6_K: { rows: 4, unroll: 1 },
};

export const qmatvecQ8Walk = (format: QMatvecQ8Format): QMatvecQ8Walk => Q8_WALKS[format];

/** The partial-sum slots: a workgroup's most subgroups (subgroups of one invocation at the least). */
const MAX_SUBGROUPS = QMATVEC_WORKGROUP;

/** qmatvec_q8.comp's defines for `format` walking as `walk` (the shipped walk by default). */
export function qmatvecQ8Defines(format: QMatvecQ8Format, walk = qmatvecQ8Walk(format)) {
  return {
    [`W_${format.toUpperCase()}`]: 1,
    BLOCK_BYTES: BLOCK_FORMATS[format].blockBytes,
    NUM_ROWS: walk.rows,
    UNROLL: walk.unroll,
    MAX_SUBGROUPS,
  };
}

export const QMATVEC_Q8_KERNEL = defineKernel({
  shader: 'qmatvec_q8',
  source: 'src/quant/matvec/qmatvec_q8.comp',
  targetEnv: 'vulkan1.2',
  workgroup: QMATVEC_WORKGROUP,
  variants: QMATVEC_Q8_FORMATS.map((format) => ({ name: format, defines: qmatvecQ8Defines(format) })),
  grid: (p: QMatvecRowsPush, _size: number, variant: string) => groupsFor(p.rows, qmatvecQ8Walk(variant as QMatvecQ8Format).rows),
});
