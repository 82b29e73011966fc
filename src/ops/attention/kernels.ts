// The attention family's kernels: attention.comp (the prefill kernel: online softmax over blocks of query
// rows), attention_decode.comp (the split pass of flash-decoding, one workgroup per kv head's rows and key
// split) and attention_combine.comp (flash-decoding's merge of the splits' partials). Variants over the
// dtype, the head dimension and (decode) the rows a workgroup holds.
import type { ShaderVariants } from '../generated/variants.ts';
import { defineKernel, product } from '../kernel.ts';

/** f32, or f16 q / k / v (and result), f32 softmax and accumulation either way. */
export const ATTENTION_DTYPES = ['f32', 'f16'] as const;
export type AttentionDType = (typeof ATTENTION_DTYPES)[number];

/** The head dimensions with a kernel (D is a compile-time constant: the row loops unroll). */
export const HEAD_DIMS = [64, 80, 96, 128, 256] as const;
export type HeadDim = (typeof HEAD_DIMS)[number];

/** prefill: one workgroup per block of query rows, all keys (FMA); coopmat: the same on cooperative
 * matrices (f16, coopmat-kernels.ts); decode: the keys split across workgroups. */
export const ATTENTION_PATHS = ['prefill', 'coopmat', 'decode'] as const;
export type AttentionPath = (typeof ATTENTION_PATHS)[number];

/** Invocations per workgroup of attention.comp (WG there). */
export const ATTENTION_WG = 128;

/** Query rows per prefill workgroup. */
export const rowsPerGroup = (d: HeadDim): number => (d > 128 ? 8 : 16);

/** Keys per shared-memory tile: K and V tiles of at most 2048 f32 each (8 KiB), so q, K, V and the
 * scores fit in 32 KiB at every head dimension. */
export const keysPerTile = (d: HeadDim): number => (d === 64 ? 32 : d > 128 ? 8 : 16);

export const ATTENTION_KERNEL = defineKernel({
  shader: 'attention',
  source: 'src/ops/attention/attention.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: product({ dtype: ATTENTION_DTYPES, d: HEAD_DIMS }).map(({ dtype, d }) => ({
    name: `${dtype}_d${d}_prefill`,
    defines: { D: d, BQ: rowsPerGroup(d), BK: keysPerTile(d), ...(dtype === 'f16' ? { F16: 1 } : {}) },
  })),
  // row blocks x heads x batch, one line
  grid: (p: { blocks: number; heads: number; batch: number }) => p.blocks * p.heads * p.batch,
});

/** The decode kernel's two row capacities: 'narrow' (8 rows: GQA up to 8 with one query, the common case,
 * with the fewest registers) and 'wide' (up to 32 rows: GQA 8 with 4 queries, as many as shared memory
 * allows at the head dimension). */
export const DECODE_WIDTHS = ['narrow', 'wide'] as const;
export type DecodeWidth = (typeof DECODE_WIDTHS)[number];

/** Shared memory the decode kernel may take: the smallest limit of the devices it runs on (lavapipe). */
const DECODE_SHARED_BYTES = 32768;

/** Invocations per key in the decode kernel's score phase (NP there): 4, 8 at headDim 256 (16-byte chunks
 * of K per invocation stay at 4 for f16, 8 for f32). The key tile is ATTENTION_WG / NP keys. */
export const decodeParts = (d: HeadDim): number => (d > 128 ? 8 : 4);

/** Rows a decode workgroup holds (RMAX there, a multiple of 4): q (f16 or f32, RMAX x D) and the score
 * partials (RMAX x (WG + 1) f32) and RMAX alphas in DECODE_SHARED_BYTES, at most 8 (narrow) or 32 (wide). */
export function decodeRows(dtype: AttentionDType, d: HeadDim, width: DecodeWidth): number {
  const perRow = d * (dtype === 'f16' ? 2 : 4) + 4 * (ATTENTION_WG + 1) + 4;
  return Math.min(width === 'narrow' ? 8 : 32, 4 * Math.floor(DECODE_SHARED_BYTES / perRow / 4));
}

/** The decode kernel's variant name: dtype, head dimension and rows (`f16_d128_r8`). */
export const decodeVariant = (dtype: AttentionDType, d: HeadDim, rows: number): ShaderVariants['attention_decode'] =>
  `${dtype}_d${d}_r${rows}` as ShaderVariants['attention_decode'];

export const DECODE_KERNEL = defineKernel({
  shader: 'attention_decode',
  source: 'src/ops/attention/attention_decode.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: product({ dtype: ATTENTION_DTYPES, d: HEAD_DIMS, width: DECODE_WIDTHS }).map(({ dtype, d, width }) => ({
    name: decodeVariant(dtype, d, decodeRows(dtype, d, width)),
    defines: { D: d, RMAX: decodeRows(dtype, d, width), NP: decodeParts(d), ...(dtype === 'f16' ? { F16: 1 } : {}) },
  })),
  // row chunks x splits x kv heads (heads / group) x batch, one line
  grid: (p: { chunks: number; splits: number; heads: number; group: number; batch: number }) =>
    p.chunks * p.splits * (p.heads / p.group) * p.batch,
});

export const COMBINE_KERNEL = defineKernel({
  shader: 'attention_combine',
  source: 'src/ops/attention/attention_combine.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: ATTENTION_DTYPES.map((dtype) => ({ name: dtype, defines: { ...(dtype === 'f16' ? { F16: 1 } : {}) } })),
  // one workgroup per output row
  grid: (p: { rows: number }) => p.rows,
});

export const KERNELS = [ATTENTION_KERNEL, DECODE_KERNEL, COMBINE_KERNEL];
