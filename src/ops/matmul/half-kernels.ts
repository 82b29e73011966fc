// The half-precision gemm's kernels: f16/bf16 operands, f32 accumulation, f32 or half results, batched.
// gemm_half is gemm.comp with HALF (the shared-memory FMA kernel, every device with 16-bit storage: the
// 128 x 128 and 64 x 64 tiles of the f32 gemm); gemm_coopmat runs f16 on KHR cooperative matrices
// (gemm_coopmat.comp says what it needs), gemm_coopmat2 on NV cooperative matrix 2 (workgroup-scope
// matrices with tensor addressing: gemm_coopmat2.comp). gemm_half.glsl holds the first two's push
// constants and store (gemm_coopmat2 declares the same push constants).
import type { ShaderVariants } from '../generated/variants.ts';
import { defineKernel, product } from '../kernel.ts';
import { GEMM_TILES, OPERAND_LAYOUTS, TILE_SUFFIXES, type GemmPush, type GemmTile } from './kernels.ts';

/** The input dtypes of the half-precision gemm. */
export const HALF_DTYPES = ['f16', 'bf16'] as const;
export type HalfDType = (typeof HALF_DTYPES)[number];

/** The result: f32 (the accumulator) or rounded to the input dtype. */
export const HALF_OUTS = ['f32', 'half'] as const;
export type HalfOut = (typeof HALF_OUTS)[number];

/** gemm_half.glsl's push constants: gemm.comp's, and the batch (the grid's z; batchA / batchB 0 use one
 * matrix for every batch) and accumulate. */
export interface GemmHalfPush extends GemmPush {
  batchA: number;
  batchB: number;
  accumulate: number;
  batch: number;
}

const outName = (d: HalfDType, out: HalfOut): string => (out === 'f32' ? 'f32' : d);
const outDefines = (d: HalfDType, out: HalfOut): Record<string, number> => ({
  ...(d === 'bf16' ? { IN_BF16: 1 } : {}),
  ...(out === 'half' ? { OUT_HALF: 1 } : {}),
});
const layoutDefines = (a: string, b: string): Record<string, number> => ({
  ...(a === 't' ? { TRANS_A: 1 } : {}),
  ...(b === 't' ? { TRANS_B: 1 } : {}),
});

/** A gemm_half variant: `<in>_<out>_<ab><tile>`, e.g. `f16_f32_nn`, `bf16_bf16_tn_64`. */
export const halfVariant = (d: HalfDType, out: HalfOut, ab: string, tile: GemmTile): ShaderVariants['gemm_half'] =>
  `${d}_${outName(d, out)}_${ab}${tile}` as ShaderVariants['gemm_half'];

/** The ragged batch's variants (SEGMENTS, gemm_segments.glsl; segments.ts launches them): f16 A row-major by f16 B transposed ('nt'),
 * summed into f32 C, the product an expert bank's prefill makes (quant.gemm with ids). */
export const SEGMENTS_SUFFIX = '_seg';

/** The grid of a BM x BN block tile: (ceil(N / BN), ceil(M / BM), batch); a ragged batch's (gemm_segments.glsl)
 * walks the row tiles of its range of groups (push groupFirst .. groupEnd - 1, segments.ts), at most
 * ceil(M / BM) + (groupEnd - groupFirst) of them (one ragged tile a group). */
const blockGrid = (p: GemmHalfPush, t: { bm: number; bn: number }, variant: string): [number, number, number] =>
  variant.endsWith(SEGMENTS_SUFFIX)
    ? [Math.ceil(p.N / t.bn), Math.ceil(p.M / t.bm) + p.groupEnd! - p.groupFirst!, 1]
    : [Math.ceil(p.N / t.bn), Math.ceil(p.M / t.bm), p.batch];

export const GEMM_HALF_KERNEL = defineKernel({
  shader: 'gemm_half',
  source: 'src/ops/matmul/gemm.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: product({
    d: HALF_DTYPES,
    out: HALF_OUTS,
    a: OPERAND_LAYOUTS,
    b: OPERAND_LAYOUTS,
    tile: TILE_SUFFIXES,
    seg: ['', SEGMENTS_SUFFIX],
  })
    .filter(({ d, out, a, b, seg }) => seg === '' || (d === 'f16' && out === 'f32' && a === 'n' && b === 't'))
    .map(({ d, out, a, b, tile, seg }) => {
      const t = GEMM_TILES[tile];
      return {
        name: `${halfVariant(d, out, `${a}${b}`, tile)}${seg}`,
        defines: {
          HALF: 1,
          BM: t.bm,
          BN: t.bn,
          BK: t.bk,
          TM: t.tm,
          TN: t.tn,
          ...outDefines(d, out),
          ...layoutDefines(a, b),
          ...(seg ? { SEGMENTS: 1 } : {}),
        },
      };
    }),
  grid: (p: GemmHalfPush, _wg, variant) => {
    const t = GEMM_TILES[variant.replace(SEGMENTS_SUFFIX, '').endsWith('_64') ? '_64' : ''];
    return blockGrid(p, t, variant);
  },
});

/** A block tile of gemm_coopmat: BM x BN of C per workgroup over k steps of BK, one subgroup of 32 per WM x
 * WN warp tile. The default tile ('' suffix) is built with element and 16-byte loads; the others with
 * 16-byte loads only (operands that are not 8-aligned run the default tile's element loads). */
export interface CoopmatTile {
  readonly bm: number;
  readonly bn: number;
  readonly bk: number;
  readonly wm: number;
  readonly wn: number;
  /** false: no register prefetch of the next step (global loads straight into shared memory). */
  readonly prefetch?: false;
  /** The variant infix: '' for the default, else `_<name>`. */
  readonly suffix: string;
}

/** gemm_coopmat's tiles by name (the tuner's f16 cooperative-matrix candidates; docs/ARCHITECTURE.md says
 * what each tries). 128x128k64 is the default (the fastest of the H200 sweep: `vkts tune gemm --dtype f16`
 * of 2026-12-03, 127 TFLOP/s at 4096^3 and 117 at 512x4096x14336, against np's 125 / 89 and 128x64's
 * 120 / 108); every tile's shared memory is at most 40,960 bytes, under the 48 KiB that NVIDIA's Vulkan
 * driver allows. */
export const COOPMAT_TILES = {
  '128x128k64': { bm: 128, bn: 128, bk: 64, wm: 64, wn: 64, suffix: '' },
  '128x128k64np': { bm: 128, bn: 128, bk: 64, wm: 64, wn: 64, prefetch: false, suffix: '_128x128k64np' },
  '128x64k64': { bm: 128, bn: 64, bk: 64, wm: 64, wn: 32, suffix: '_128x64k64' },
} as const satisfies Record<string, CoopmatTile>;
export type CoopmatTileName = keyof typeof COOPMAT_TILES;
export const COOPMAT_TILE_NAMES = Object.keys(COOPMAT_TILES) as CoopmatTileName[];
export const DEFAULT_COOPMAT_TILE: CoopmatTileName = '128x128k64';

/** Invocations of a gemm_coopmat workgroup: one subgroup of 32 per warp tile. */
export const coopmatWorkgroup = (t: CoopmatTile): number => (t.bm / t.wm) * (t.bn / t.wn) * 32;

/** The shared memory gemm_coopmat.comp declares for a tile and layouts (exact: the reflected size of its
 * SPIR-V, which a test compares): the A and B tiles as stored (rows along the strided
 * dimension, 8 halves of padding per row) and one 16 x 16 f32 slot per subgroup for the store. Without
 * `ab`: the largest over the four layouts. */
export function coopmatSharedBytes(t: CoopmatTile, ab?: string): number {
  if (ab === undefined) return Math.max(...['nn', 'nt', 'tn', 'tt'].map((x) => coopmatSharedBytes(t, x)));
  const a = ab[0] === 't' ? t.bk * (t.bm + 8) : t.bm * (t.bk + 8);
  const b = ab[1] === 't' ? t.bn * (t.bk + 8) : t.bk * (t.bn + 8);
  return (a + b) * 2 + (coopmatWorkgroup(t) / 32) * 256 * 4;
}

/** gemm_coopmat's default block of C and what it needs (sharedBytes: the largest over the layouts). */
export const COOPMAT_TILE = {
  ...COOPMAT_TILES[DEFAULT_COOPMAT_TILE],
  subgroupSize: 32,
  shape: { m: 16, n: 16, k: 16 },
  sharedBytes: coopmatSharedBytes(COOPMAT_TILES[DEFAULT_COOPMAT_TILE]),
} as const;

/** Operand loads of gemm_coopmat: 8 halves at a time ('_vec8') or one (''). */
export const COOPMAT_WIDTHS = ['', '_vec8'] as const;
export type CoopmatWidth = (typeof COOPMAT_WIDTHS)[number];

/** A gemm_coopmat variant: `f16_<out>_<ab><tile><width>`, e.g. `f16_f32_nt_vec8`, `f16_f16_nn_128x64k64_vec8`
 * (a tile other than the default has '_vec8' only). */
export const coopmatVariant = (
  out: HalfOut,
  ab: string,
  width: CoopmatWidth,
  tile: CoopmatTileName = DEFAULT_COOPMAT_TILE,
): ShaderVariants['gemm_coopmat'] =>
  `f16_${outName('f16', out)}_${ab}${COOPMAT_TILES[tile].suffix}${width}` as ShaderVariants['gemm_coopmat'];

const coopmatTileOf = new Map<string, CoopmatTile>();

export const GEMM_COOPMAT_KERNEL = defineKernel({
  shader: 'gemm_coopmat',
  source: 'src/ops/matmul/gemm_coopmat.comp',
  // Cooperative matrices need SPIR-V 1.6: a Vulkan 1.3 device (launch() checks).
  targetEnv: 'vulkan1.3',
  workgroup: 'fixed',
  variants: product({
    out: HALF_OUTS,
    a: OPERAND_LAYOUTS,
    b: OPERAND_LAYOUTS,
    tile: COOPMAT_TILE_NAMES,
    w: COOPMAT_WIDTHS,
    seg: ['', SEGMENTS_SUFFIX],
  })
    .filter(({ tile, w }) => w === '_vec8' || tile === DEFAULT_COOPMAT_TILE)
    .filter(({ out, a, b, tile, seg }) => seg === '' || (out === 'f32' && a === 'n' && b === 't' && tile === DEFAULT_COOPMAT_TILE))
    .map(({ out, a, b, tile, w, seg }) => {
      const t: CoopmatTile = COOPMAT_TILES[tile];
      const name = `${coopmatVariant(out, `${a}${b}`, w, tile)}${seg}`;
      coopmatTileOf.set(name, t);
      return {
        name,
        defines: {
          ...outDefines('f16', out),
          ...layoutDefines(a, b),
          ...(w ? { VEC8: 1 } : {}),
          ...(tile === DEFAULT_COOPMAT_TILE ? {} : { BM: t.bm, BN: t.bn, BK: t.bk, WM: t.wm, WN: t.wn }),
          ...(t.prefetch === false ? { PREFETCH: 0 } : {}),
          ...(seg ? { SEGMENTS: 1 } : {}),
        },
      };
    }),
  grid: (p: GemmHalfPush, _wg, variant) => blockGrid(p, coopmatTileOf.get(variant)!, variant),
});

/** A block tile of gemm_coopmat2: BM x BN of C per workgroup of `workgroup` invocations, BK along k. */
export interface Coopmat2Tile {
  readonly bm: number;
  readonly bn: number;
  readonly bk: number;
  readonly workgroup: number;
  /** The variant suffix: '' for the default, else `_<name>`. */
  readonly suffix: string;
}

/** gemm_coopmat2's tiles by name: 128x256k32 (the default, the fastest at 4096^3, 8192^3 and 512x14336x4096
 * on the H200) and ggml-vulkan's medium coopmat2 tile (128 x 128 with BK 64, 256 invocations: the fastest at
 * 512x4096x14336). ggml's large tile, 128 x 256 with BK 64, lost at every H200 shape (229 TFLOP/s at 8192^3
 * against 273) and is not kept. */
export const COOPMAT2_TILES = {
  '128x256k32': { bm: 128, bn: 256, bk: 32, workgroup: 256, suffix: '' },
  '128x128k64': { bm: 128, bn: 128, bk: 64, workgroup: 256, suffix: '_128x128k64' },
} as const satisfies Record<string, Coopmat2Tile>;
export type Coopmat2TileName = keyof typeof COOPMAT2_TILES;
export const COOPMAT2_TILE_NAMES = Object.keys(COOPMAT2_TILES) as Coopmat2TileName[];
export const DEFAULT_COOPMAT2_TILE: Coopmat2TileName = '128x256k32';

/** A gemm_coopmat2 variant: `f16_<out>_<ab><tile>`, e.g. `f16_f16_nt`, `f16_f32_nn_128x128k64`. */
export const coopmat2Variant = (
  out: HalfOut,
  ab: string,
  tile: Coopmat2TileName = DEFAULT_COOPMAT2_TILE,
): ShaderVariants['gemm_coopmat2'] => `f16_${outName('f16', out)}_${ab}${COOPMAT2_TILES[tile].suffix}` as ShaderVariants['gemm_coopmat2'];

const coopmat2TileOf = new Map<string, Coopmat2Tile>();

export const GEMM_COOPMAT2_KERNEL = defineKernel({
  shader: 'gemm_coopmat2',
  source: 'src/ops/matmul/gemm_coopmat2.comp',
  targetEnv: 'vulkan1.3',
  workgroup: 'fixed',
  variants: product({ out: HALF_OUTS, a: OPERAND_LAYOUTS, b: OPERAND_LAYOUTS, tile: COOPMAT2_TILE_NAMES, seg: ['', SEGMENTS_SUFFIX] })
    .filter(({ out, a, b, seg }) => seg === '' || (out === 'f32' && a === 'n' && b === 't'))
    .map(({ out, a, b, tile, seg }) => {
      const t: Coopmat2Tile = COOPMAT2_TILES[tile];
      const name = `${coopmat2Variant(out, `${a}${b}`, tile)}${seg}`;
      coopmat2TileOf.set(name, t);
      return {
        name,
        defines: {
          ...outDefines('f16', out),
          ...layoutDefines(a, b),
          BM: t.bm,
          BN: t.bn,
          BK: t.bk,
          WG: t.workgroup,
          ...(seg ? { SEGMENTS: 1 } : {}),
        },
      };
    }),
  grid: (p: GemmHalfPush, _wg, variant) => blockGrid(p, coopmat2TileOf.get(variant)!, variant),
});

export const HALF_KERNELS = [GEMM_HALF_KERNEL, GEMM_COOPMAT_KERNEL, GEMM_COOPMAT2_KERNEL];
