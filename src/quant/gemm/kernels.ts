// The quant gemm family's kernels: qgemm (C = X Wᵀ for W in a GGML block format: the W tile decoded to f32
// in shared memory, register-tiled FMAs; one variant per format, times how X is read), qgemm_q8 (the same
// product from q8_1 activations and q8_0 / q4_0 weights through packed int8 dot products) and quantize_q8_1
// (f32 activations to ggml's q8_1 blocks). The .comp headers say what each define does.
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import { defineKernel, groupsFor, product } from '../../ops/kernel.ts';
import { hasCodes, isCodebook, QMATVEC_FORMATS } from '../matvec/kernels.ts';
import { QMATVEC_Q8_FORMATS } from '../matvec/q8-kernels.ts';

/** The formats quant.gemm takes: every format with a GPU block decoder (shaders/include/ggml_blocks.glsl and,
 * for the codebook formats, ggml_blocks_iq.glsl), the ones quant.matvec runs: the tile calls the same
 * pos_<fmt> / decode_<fmt> (and init_<fmt>). */
export const QGEMM_FORMATS = QMATVEC_FORMATS;
export type QGemmFormat = (typeof QGEMM_FORMATS)[number];

/** How a variant reads X: as vec4 (offset and row stride multiples of 4), or as floats (''). */
export const QGEMM_READS = ['_x4', ''] as const;
export type QGemmRead = (typeof QGEMM_READS)[number];

/** Whether a variant multiplies one W ('') or an expert bank by the rows its ids route there ('_moe'). */
export const QGEMM_BANKS = ['', '_moe'] as const;
export type QGemmBank = (typeof QGEMM_BANKS)[number];

/** The block of C one workgroup computes and the accumulators per invocation: 64 x 64, 4 x 4 each, 256
 * invocations; the X and W tiles (BK 32) take 16.5 KiB of shared memory. A first choice, not tuned. */
export const QGEMM_TILE = { bm: 64, bn: 64, tm: 4, tn: 4 } as const;

/** qgemm.comp's push constants (offW and ldw in bytes; offX, ldx and offC in floats). */
export interface QGemmPush {
  [k: string]: number;
  M: number;
  N: number;
  K: number;
  offW: number;
  ldw: number;
  offX: number;
  ldx: number;
  offC: number;
  tilesM: number;
}

/** The _moe variants' push constants on top of qgemm's (M is the entries: tokens x slots). */
export interface QGemmExpertsPush extends QGemmPush {
  experts: number;
  total: number;
  slots: number;
  xPerSlot: number;
  expertBytes: number;
}

/** One workgroup per 64 x 64 block of C, a 1-D count (the shaders walk M first); an expert bank's for each
 * of its experts + 1 groups (the out-of-range ids' group last), every group as many tiles as all entries. */
const tileGrid = (p: QGemmPush | QGemmExpertsPush): number =>
  p.tilesM * Math.ceil(p.N / QGEMM_TILE.bn) * ('experts' in p ? p.experts + 1 : 1);

export const QGEMM_KERNEL = defineKernel({
  shader: 'qgemm',
  source: 'src/quant/gemm/qgemm.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: product({ format: QGEMM_FORMATS, bank: QGEMM_BANKS, read: QGEMM_READS }).map(({ format, bank, read }) => ({
    name: `${format}${bank}${read}`,
    defines: {
      ...(bank ? { EXPERTS: 1 } : {}),
      BLOCK_WEIGHTS: BLOCK_FORMATS[format].blockSize,
      BLOCK_BYTES: BLOCK_FORMATS[format].blockBytes,
      DECODE: `decode_${format}`,
      POS: `pos_${format}`,
      ...(isCodebook(format) ? { INIT: `init_${format}` } : {}),
      BM: QGEMM_TILE.bm,
      BN: QGEMM_TILE.bn,
      TM: QGEMM_TILE.tm,
      TN: QGEMM_TILE.tn,
      ...(read === '_x4' ? { XVEC4: 1 } : {}),
    },
  })),
  grid: tileGrid,
});

/** The weight formats of the int8 dot-product tile (x as q8_1 blocks): the int8 matvec's but tq1_0 and the
 * codebook formats (no tile stages their codes yet). */
export const QGEMM_INT8_FORMATS = QMATVEC_Q8_FORMATS.filter(
  (
    f,
  ): f is Exclude<
    (typeof QMATVEC_Q8_FORMATS)[number],
    'tq1_0' | 'iq2_xxs' | 'iq2_xs' | 'iq2_s' | 'iq3_xxs' | 'iq3_s' | 'iq1_s' | 'iq1_m'
  > => f !== 'tq1_0' && !isCodebook(f),
) satisfies readonly QGemmFormat[];
export type QGemmInt8Format = (typeof QGEMM_INT8_FORMATS)[number];
export const hasInt8Kernel = (d: string): d is QGemmInt8Format => (QGEMM_INT8_FORMATS as readonly string[]).includes(d);

/** qgemm_q8.comp: C = X Wᵀ from q8_1 activations and QGEMM_INT8_FORMATS weights through packed int8 dot products
 * (its push constants are qgemm's, with offX and ldx in 32-bit words). Needs shaderIntegerDotProduct. */
export const QGEMM_INT8_KERNEL = defineKernel({
  shader: 'qgemm_q8',
  source: 'src/quant/gemm/qgemm_q8.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: QGEMM_INT8_FORMATS.map((format) => ({
    name: format,
    defines: { BLOCK_BYTES: BLOCK_FORMATS[format].blockBytes, [`W_${format.toUpperCase()}`]: 1 },
  })),
  grid: tileGrid,
});

/** quantize_q8_1.comp's push constants (offX in floats, offQ in 32-bit words: a q8_1 block is 9). */
export interface QuantizeQ81Push {
  [k: string]: number;
  blocks: number;
  offX: number;
  offQ: number;
}

export const QUANTIZE_Q8_1_KERNEL = defineKernel({
  shader: 'quantize_q8_1',
  source: 'src/quant/gemm/quantize_q8_1.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: QGEMM_READS.map((read) => ({ name: `f32${read}`, defines: read === '_x4' ? { XVEC4: 1 } : ({} as Record<string, number>) })),
  // 8 invocations per block (the shader's fixed workgroup of 64 holds 8 blocks)
  grid: (p: QuantizeQ81Push) => groupsFor(p.blocks, 8),
});

/** route_experts.comp: an expert bank's (token, slot) entries grouped by expert for the qgemm _moe variants. */
export const ROUTE_EXPERTS_KERNEL = defineKernel({
  shader: 'route_experts',
  source: 'src/quant/gemm/route_experts.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: [{ name: 'u32', defines: {} }],
  grid: (p: { total: number }, wg: number) => groupsFor(p.total, wg),
});

/** route_segments.comp: route_experts' groups laid end to end (the f16 expert path's segment bounds, the x row
 * of each sorted row and the sorted row of each entry); one workgroup per group. */
export const ROUTE_SEGMENTS_KERNEL = defineKernel({
  shader: 'route_segments',
  source: 'src/quant/gemm/route_segments.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: [{ name: 'u32', defines: {} }],
  grid: (p: { experts: number }) => p.experts + 1,
});

/** dequantize.comp's push constants (offW and ldw in bytes; offOut and ldOut in f16 elements, multiples of 4). */
export interface DequantizePush {
  [k: string]: number;
  rows: number;
  blocks: number;
  blk0: number;
  offW: number;
  ldw: number;
  offOut: number;
  ldOut: number;
}

/** dequantize.comp's workgroup (fixed in the shader). */
const DEQUANT_WG = 256;
/** Units of 8 weights per invocation (a workgroup stages 256 times as many): 4 was fastest or within 2% of
 * 8 on the H200 (bench/dequant-sweep.ts --rotate, 4096 x 14336; 1 / 2 / 4 / 8: q8_0 77.4 / 60.2 / 54.9 /
 * 58.3 us, q4_K 69.9 / 57.7 / 51.9 / 54.5, q4_0 61.0 / 48.9 / 43.8 / 42.7). */
export const DEQUANT_UNITS_PER_INVOCATION = 4;

/** dequantize.comp's defines for `format`; `unitsPerInvocation` other than the default only for
 * bench/dequant-sweep.ts's candidates. */
export function dequantizeDefines(format: QGemmFormat, unitsPerInvocation = DEQUANT_UNITS_PER_INVOCATION): Record<string, number | string> {
  return {
    BLOCK_WEIGHTS: BLOCK_FORMATS[format].blockSize,
    BLOCK_BYTES: BLOCK_FORMATS[format].blockBytes,
    POS: `pos_${format}`,
    ...(hasCodes(format) ? { CODES: `codes_${format}` } : { DECODE: `decode_${format}`, INIT: `init_${format}` }),
    ...(unitsPerInvocation !== DEQUANT_UNITS_PER_INVOCATION ? { UNITS_PER_INV: unitsPerInvocation } : {}),
  };
}

/** dequantize.comp's workgroups for `rows` x `blocks` blocks of `format`: each decodes a group of consecutive
 * blocks of one row (DEQUANT_WG x unitsPerInvocation units of 8 weights), a row's last group maybe fewer. */
export function dequantizeGroups(
  format: QGemmFormat,
  rows: number,
  blocks: number,
  unitsPerInvocation = DEQUANT_UNITS_PER_INVOCATION,
): number {
  const groupBlocks = (DEQUANT_WG * unitsPerInvocation * 8) / BLOCK_FORMATS[format].blockSize;
  return rows * Math.ceil(blocks / groupBlocks);
}

/** dequantize_f16: GGML blocks to f16 (quant.dequantizeTensor, and W's chunks on quant.gemm's f16 path); one
 * variant per format, the blocks staged in shared memory by workgroup-sized groups of a row. */
export const DEQUANTIZE_F16_KERNEL = defineKernel({
  shader: 'dequantize_f16',
  source: 'src/quant/gemm/dequantize.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: QGEMM_FORMATS.map((format) => ({ name: format, defines: dequantizeDefines(format) })),
  // the variant is the format
  grid: (p: DequantizePush, _wg: number, variant: string) => dequantizeGroups(variant as QGemmFormat, p.rows, p.blocks),
});

export const KERNELS = [
  QGEMM_KERNEL,
  QGEMM_INT8_KERNEL,
  QUANTIZE_Q8_1_KERNEL,
  DEQUANTIZE_F16_KERNEL,
  ROUTE_EXPERTS_KERNEL,
  ROUTE_SEGMENTS_KERNEL,
];
