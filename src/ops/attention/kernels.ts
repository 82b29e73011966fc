// The attention family's kernels: attention.comp (the prefill kernel: online softmax over blocks of query
// rows) and attention_decode.comp (flash-decoding in one dispatch, one workgroup per kv head's rows and key
// split, over a contiguous or (PAGED) a paged KV cache; the last workgroup of a kv head's rows combines the
// splits' partials in the same dispatch). Variants over the dtype, the head dimension and (decode) the rows a workgroup
// holds and (paged decode) the cache's dtype.
import type { ShaderVariants } from '../generated/variants.ts';
import { defineKernel, product } from '../kernel.ts';

/** f32, or f16 q / k / v (and result), f32 softmax and accumulation either way. */
export const ATTENTION_DTYPES = ['f32', 'f16'] as const;
export type AttentionDType = (typeof ATTENTION_DTYPES)[number];

/** The head dimensions with a kernel (D is a compile-time constant: the row loops unroll). */
export const HEAD_DIMS = [64, 80, 96, 128, 256] as const;
export type HeadDim = (typeof HEAD_DIMS)[number];

/** prefill: one workgroup per block of query rows, all keys (FMA); coopmat: the same on KHR cooperative
 * matrices (f16, coopmat-kernels.ts); coopmat2: on NV cooperative matrix 2 (f16, coopmat2-kernels.ts);
 * decode: the keys split across workgroups. */
export const ATTENTION_PATHS = ['prefill', 'coopmat', 'coopmat2', 'decode'] as const;
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

/** Rows a decode workgroup holds (RMAX there): 4 (group x tokensQ <= 4: GQA 4 with one query, the common
 * case, and MHA) or 8 (GQA 8; at headDim 256 only 4: a lane's acc is RMAX x headDim / 8 floats). More rows
 * go in chunks of these, each reading the split's K/V again. */
export const DECODE_ROWS = [4, 8] as const;
export const decodeRowsAt = (d: HeadDim): readonly number[] => (d > 128 ? [4] : DECODE_ROWS);

/** Invocations per team of the decode kernel (T there): the kernel needs subgroups at least this wide. */
export const DECODE_TEAM = 8;

/** Keys a team of the decode kernel takes per step (KPL there; the next step's loads are in flight while one
 * is computed): 4 where a lane's share stays small, at most two 16-byte chunks of a row and 64 acc floats
 * (rows x headDim / 8: 4 rows at headDim 128, 8 at 64), else 2 (the registers would spill). On the H200
 * (f16, d 128, 4 rows, 1 x 32k keys, splits of 1024) 4 keys took 44.4 us against 2 keys' 46.2. `bytes`
 * per K/V element. */
export function decodeKeysPerTeam(bytes: number, d: HeadDim, rows: number): number {
  const chunksPerLane = Math.ceil((d * bytes) / 16 / DECODE_TEAM);
  return chunksPerLane <= 2 && (rows * d) / DECODE_TEAM <= 64 ? 4 : 2;
}

/** Keys a decode workgroup takes per step (its 16 teams' KPL each); a split is a multiple of it. */
export const decodeStep = (bytes: number, d: HeadDim, rows: number): number =>
  (ATTENTION_WG / DECODE_TEAM) * decodeKeysPerTeam(bytes, d, rows);

/** The decode kernel's variant name: dtype, head dimension and rows (`f16_d128_r4`). */
export const decodeVariant = (dtype: AttentionDType, d: HeadDim, rows: number): ShaderVariants['attention_decode'] =>
  `${dtype}_d${d}_r${rows}` as ShaderVariants['attention_decode'];

const decodeDefines = (bytes: number, d: HeadDim, rows: number) => ({ D: d, RMAX: rows, KPL: decodeKeysPerTeam(bytes, d, rows) });

/** A cache holds the keys' own dtype (f32 or f16), or int8 codes with an f32 scale per (slot, kv head). */
export const CACHE_KINDS = ['same', 'i8'] as const;
export type CacheKind = (typeof CACHE_KINDS)[number];

/** `f32`, `f16`, `f32_i8`, `f16_i8`: the dtype of q (paged attention) or k and v (reshape), then the cache's. */
export const cacheVariant = (dtype: AttentionDType, cache: CacheKind) => (cache === 'i8' ? (`${dtype}_i8` as const) : dtype);

/** Bytes per K/V element of a paged cache. */
export const cacheBytes = (dtype: AttentionDType, cache: CacheKind): number => (cache === 'i8' ? 1 : dtype === 'f16' ? 2 : 4);

/** The paged decode variant's name: q's dtype and the cache's, head dimension and rows (`paged_f16_i8_d128_r4`). */
export const pagedDecodeVariant = (dtype: AttentionDType, cache: CacheKind, d: HeadDim, rows: number): ShaderVariants['attention_decode'] =>
  `paged_${cacheVariant(dtype, cache)}_d${d}_r${rows}` as ShaderVariants['attention_decode'];

const contiguousVariants = product({ dtype: ATTENTION_DTYPES, d: HEAD_DIMS }).flatMap(({ dtype, d }) =>
  decodeRowsAt(d).map((rows) => ({
    name: decodeVariant(dtype, d, rows),
    defines: { ...decodeDefines(dtype === 'f16' ? 2 : 4, d, rows), ...(dtype === 'f16' ? { Q_F16: 1, KV_F16: 1 } : {}) },
  })),
);

const pagedVariants = product({ dtype: ATTENTION_DTYPES, cache: CACHE_KINDS, d: HEAD_DIMS }).flatMap(({ dtype, cache, d }) =>
  decodeRowsAt(d).map((rows) => ({
    name: pagedDecodeVariant(dtype, cache, d, rows),
    defines: {
      ...decodeDefines(cacheBytes(dtype, cache), d, rows),
      PAGED: 1,
      ...(dtype === 'f16' ? { Q_F16: 1 } : {}),
      ...(cache === 'i8' ? { KV_I8: 1 } : dtype === 'f16' ? { KV_F16: 1 } : {}),
    },
  })),
);

/** The decode kernel (split pass and the splits' combine, one dispatch) over a contiguous KV cache
 * (attention) and, PAGED, over a paged one (pagedAttention, paged.ts). */
export const DECODE_KERNEL = defineKernel({
  shader: 'attention_decode',
  source: 'src/ops/attention/attention_decode.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: [...contiguousVariants, ...pagedVariants],
  // row chunks x splits x kv heads (heads / group) x batch (sequences), one line
  grid: (p: { chunks: number; splits: number; heads: number; group: number; batch: number }) =>
    p.chunks * p.splits * (p.heads / p.group) * p.batch,
});

export const KERNELS = [ATTENTION_KERNEL, DECODE_KERNEL];
