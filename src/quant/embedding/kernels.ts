// quant.embedding's kernel: dequantize.comp with GATHER (each result row is the table row its id names, zeros
// for an out-of-range id) and OUT_F32 (the f32 weights to_float gives), one variant per format.
import { defineKernel } from '../../ops/kernel.ts';
import { dequantizeDefines, dequantizeGroups, type DequantizePush } from '../gemm/kernels.ts';
import { QMATVEC_FORMATS, type QMatvecFormat } from '../matvec/kernels.ts';

/** The table formats quant.embedding reads (every GPU-decoded format). */
export const EMBEDDING_FORMATS = QMATVEC_FORMATS;
export type EmbeddingFormat = QMatvecFormat;

/** dequantize.comp's push constants with GATHER: the ids' element offset and the table's rows. */
export interface DequantizeRowsPush extends DequantizePush {
  offIds: number;
  tableRows: number;
}

export const DEQUANTIZE_ROWS_KERNEL = defineKernel({
  shader: 'dequantize_rows',
  source: 'src/quant/gemm/dequantize.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: EMBEDDING_FORMATS.map((format) => ({ name: format, defines: { ...dequantizeDefines(format), GATHER: 1, OUT_F32: 1 } })),
  // the variant is the format; rows are the ids
  grid: (p: DequantizeRowsPush, _wg: number, variant: string) => dequantizeGroups(variant as EmbeddingFormat, p.rows, p.blocks),
});

export const KERNELS = [DEQUANTIZE_ROWS_KERNEL];
