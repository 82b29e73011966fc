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

export const GEMM_HALF_KERNEL = defineKernel({
  shader: 'gemm_half',
  source: 'src/ops/matmul/gemm.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: product({ d: HALF_DTYPES, out: HALF_OUTS, a: OPERAND_LAYOUTS, b: OPERAND_LAYOUTS, tile: TILE_SUFFIXES }).map(
    ({ d, out, a, b, tile }) => {
      const t = GEMM_TILES[tile];
      return {
        name: halfVariant(d, out, `${a}${b}`, tile),
        defines: { HALF: 1, BM: t.bm, BN: t.bn, BK: t.bk, TM: t.tm, TN: t.tn, ...outDefines(d, out), ...layoutDefines(a, b) },
      };
    },
  ),
  grid: (p: GemmHalfPush, _wg, variant) => {
    const t = GEMM_TILES[variant.endsWith('_64') ? '_64' : ''];
    return [Math.ceil(p.N / t.bn), Math.ceil(p.M / t.bm), p.batch];
  },
});

/** gemm_coopmat's block of C and what it needs (gemm_coopmat.comp's defaults: 4 subgroups of 32, warp
 * tiles of 64 x 64; shared memory: the A and B tiles with 8 halves of padding per row, and one 16 x 16 f32
 * slot per subgroup for the store). */
export const COOPMAT_TILE = {
  bm: 128,
  bn: 128,
  bk: 64,
  subgroupSize: 32,
  shape: { m: 16, n: 16, k: 16 },
  sharedBytes: 2 * (128 * (64 + 8) + 64 * (128 + 8)) + 4 * 256 * 4,
} as const;

/** Operand loads of gemm_coopmat: 8 halves at a time ('_vec8') or one (''). */
export const COOPMAT_WIDTHS = ['', '_vec8'] as const;
export type CoopmatWidth = (typeof COOPMAT_WIDTHS)[number];

/** A gemm_coopmat variant: `f16_<out>_<ab><width>`, e.g. `f16_f32_nt_vec8`. */
export const coopmatVariant = (out: HalfOut, ab: string, width: CoopmatWidth): ShaderVariants['gemm_coopmat'] =>
  `f16_${outName('f16', out)}_${ab}${width}` as ShaderVariants['gemm_coopmat'];

export const GEMM_COOPMAT_KERNEL = defineKernel({
  shader: 'gemm_coopmat',
  source: 'src/ops/matmul/gemm_coopmat.comp',
  // Cooperative matrices need SPIR-V 1.6: a Vulkan 1.3 device (launch() checks).
  targetEnv: 'vulkan1.3',
  workgroup: 'fixed',
  variants: product({ out: HALF_OUTS, a: OPERAND_LAYOUTS, b: OPERAND_LAYOUTS, w: COOPMAT_WIDTHS }).map(({ out, a, b, w }) => ({
    name: coopmatVariant(out, `${a}${b}`, w),
    defines: { ...outDefines('f16', out), ...layoutDefines(a, b), ...(w ? { VEC8: 1 } : {}) },
  })),
  grid: (p: GemmHalfPush) => [Math.ceil(p.N / COOPMAT_TILE.bn), Math.ceil(p.M / COOPMAT_TILE.bm), p.batch],
});

/** gemm_coopmat2's block of C per workgroup of 256 (the fastest of the coopmat2 tiles swept on the H200). */
export const COOPMAT2_TILE = { bm: 128, bn: 256, bk: 32, workgroup: 256 } as const;

/** A gemm_coopmat2 variant: `f16_<out>_<ab>`, e.g. `f16_f16_nt`. */
export const coopmat2Variant = (out: HalfOut, ab: string): ShaderVariants['gemm_coopmat2'] =>
  `f16_${outName('f16', out)}_${ab}` as ShaderVariants['gemm_coopmat2'];

export const GEMM_COOPMAT2_KERNEL = defineKernel({
  shader: 'gemm_coopmat2',
  source: 'src/ops/matmul/gemm_coopmat2.comp',
  targetEnv: 'vulkan1.3',
  workgroup: 'fixed',
  variants: product({ out: HALF_OUTS, a: OPERAND_LAYOUTS, b: OPERAND_LAYOUTS }).map(({ out, a, b }) => ({
    name: coopmat2Variant(out, `${a}${b}`),
    defines: {
      ...outDefines('f16', out),
      ...layoutDefines(a, b),
      BM: COOPMAT2_TILE.bm,
      BN: COOPMAT2_TILE.bn,
      BK: COOPMAT2_TILE.bk,
      WG: COOPMAT2_TILE.workgroup,
    },
  })),
  grid: (p: GemmHalfPush) => [Math.ceil(p.N / COOPMAT2_TILE.bn), Math.ceil(p.M / COOPMAT2_TILE.bm), p.batch],
});

export const HALF_KERNELS = [GEMM_HALF_KERNEL, GEMM_COOPMAT_KERNEL, GEMM_COOPMAT2_KERNEL];
