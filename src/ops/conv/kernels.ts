// The conv family's kernels: conv2d_gemm.comp (conv2d, and convTranspose2d over each output phase, as an
// implicit GEMM, block tiles of output channels x pixels), conv2d.comp (direct convolution, tiled through
// shared memory or reading the buffers directly, for groups of few output channels), each with or without
// bias, conv_transpose2d.comp (one invocation per output gathering its taps, for groups of few output
// channels), pool2d.comp (max and average pooling) and upsample.comp (nearest and bilinear resizing), f32 or
// f16, conv2d_coopmat.comp (conv2d_gemm's product on KHR cooperative matrices, f16), and unfold.comp
// (im2col, for the 'unfold' path's plain GEMM), over contiguous NCHW operands.
import { defineKernel, groupsFor, product, type VariantDecl } from '../kernel.ts';

/** Output pixels per side of a conv2d workgroup's tile (TILE in conv2d.comp). */
export const CONV_TILE = 32;
/** Output channels per conv2d workgroup (OCB in conv2d.comp). */
export const CONV_OCB = 8;
/** Shared floats for the staged input tile and for the weight slice (IN_SLOTS, W_SLOTS in conv2d.comp). */
export const CONV_IN_SLOTS = 6144;
export const CONV_W_SLOTS = 1024;

/** tiled: input tile and weights staged in shared memory; direct: read from the buffers (tiles that do not fit). */
export const CONV_PATHS = ['', '_direct'] as const;
export type ConvPath = (typeof CONV_PATHS)[number];
export const CONV_BIASES = ['', '_bias'] as const;
/** The convolutions' dtypes (x, w, the bias and y alike; f32 sums): the F16 variants (conv_io.glsl). */
export const CONV_DTYPES = ['f32', 'f16'] as const;
export type ConvDType = (typeof CONV_DTYPES)[number];
const dtypeDefine = (dtype: ConvDType): Record<string, number> => (dtype === 'f16' ? { F16: 1 } : {});

/** The push values the conv2d grid depends on. */
type ConvGridPush = { n: number; c: number; cg: number; ocBlocks: number; tilesX: number; tilesY: number };

export const CONV2D_KERNEL = defineKernel({
  shader: 'conv2d',
  source: 'src/ops/conv/conv2d.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: product({ dtype: CONV_DTYPES, path: CONV_PATHS, bias: CONV_BIASES }).map(({ dtype, path, bias }) => ({
    name: `${dtype}${path}${bias}` as const,
    defines: { ...dtypeDefine(dtype), ...(path ? { DIRECT: 1 } : {}), ...(bias ? { BIAS: 1 } : {}) },
  })),
  grid: (p: ConvGridPush) => p.n * (p.c / p.cg) * p.ocBlocks * p.tilesY * p.tilesX,
});

/** A block tile of conv2d_gemm.comp: BM output channels x BN output pixels per workgroup, k tiles of BK
 * input channels at one tap (two shared buffers of them), TM x TN outputs per invocation. */
export interface ConvGemmTile {
  readonly bm: number;
  readonly bn: number;
  readonly bk: number;
  readonly tm: number;
  readonly tn: number;
}

const tile = (bm: number, bn: number, bk: number, tm: number, tn: number): ConvGemmTile => ({ bm, bn, bk, tm, tn });

/** conv2d_gemm's tiles by name (<BM>x<BN>k<BK>, 'db': two buffers), the two that won the H200 sweep
 * (bench/conv-sweep.ts, 2026-12-01) at 1x64x224x224 3x3 64 -> 64 (64x128k8db 112.8 us, 32.8 TFLOP/s; cuDNN
 * 129.3 us) and at 128- and 256-channel, 1x1 and stride-2 layers (64x64k16db, whose grid is twice as
 * large). Slower than the winner at every layer, and dropped: 64x128 with BK 16 (one or two buffers; two
 * within 1% of 64x64k16db at 256 channels and at stride 2, 1.5x slower at 64), 64x64 with 64 invocations
 * of 8 x 8 (11-28%), the 128-channel blocks (128x64k8db, 128x128 at BK 8 and 16: up to 2x slower, the best
 * of them 3% behind at 128 channels) and 64x256 with 8 x 16 per invocation (up to 2x). */
export const CONV_GEMM_TILES = {
  '64x128k8db': tile(64, 128, 8, 8, 8),
  '64x64k16db': tile(64, 64, 16, 8, 4),
} as const satisfies Record<string, ConvGemmTile>;
export type ConvGemmTileName = keyof typeof CONV_GEMM_TILES;
export const CONV_GEMM_TILE_NAMES = Object.keys(CONV_GEMM_TILES) as ConvGemmTileName[];

/** conv2d_gemm's and conv2d_coopmat's products: conv2d's, or (TRANSPOSED) convTranspose2d's over each output
 * phase. */
export const CONV_GEMM_MODES = ['', '_transposed'] as const;

/** What conv2d_gemm and conv2d_coopmat write: y, y with the bias, or (split-K) f32 partial sums for
 * conv_splitk.comp. */
export const CONV_GEMM_OUTS = ['', '_bias', '_splitk'] as const;

/** The push values the conv2d_gemm grid depends on (kSplits: split-K's splits, SPLITK variants only). */
type ConvGemmGridPush = { n: number; groups: number; mBlocks: number; tilesP: number; kSplits?: number };

export const CONV2D_GEMM_KERNEL = defineKernel({
  shader: 'conv2d_gemm',
  source: 'src/ops/conv/conv2d_gemm.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: product({ dtype: CONV_DTYPES, mode: CONV_GEMM_MODES, name: CONV_GEMM_TILE_NAMES, out: CONV_GEMM_OUTS })
    .filter(({ mode, out }) => !(mode && out === '_splitk'))
    .map(({ dtype, mode, name, out }) => {
      const t: ConvGemmTile = CONV_GEMM_TILES[name];
      return {
        name: `${dtype}${mode}_${name}${out}` as const,
        defines: {
          ...dtypeDefine(dtype),
          ...(mode ? { TRANSPOSED: 1 } : {}),
          ...(out === '_splitk' ? { SPLITK: 1 } : {}),
          BM: t.bm,
          BN: t.bn,
          BK: t.bk,
          TM: t.tm,
          TN: t.tn,
          ...(out === '_bias' ? { BIAS: 1 } : {}),
        },
      };
    }),
  grid: (p: ConvGemmGridPush) => p.n * p.groups * p.mBlocks * p.tilesP * (p.kSplits ?? 1),
});

/** A block tile of conv2d_coopmat.comp: BM output channels x BN output pixels per workgroup, k tiles of BK
 * input channels at one tap (two shared stages), one subgroup of 32 per WM x WN warp tile of 16 x 16
 * fragments. */
export interface ConvCoopmatTile {
  readonly bm: number;
  readonly bn: number;
  readonly bk: number;
  readonly wm: number;
  readonly wn: number;
}

/** conv2d_coopmat's tiles by name (<BM>x<BN>k<BK>, four subgroups of 32 x 32 warp tiles): 64 x 64 at BK 32
 * and 64. On the H200 (bench/conv-sweep.ts --dtype f16, docs/bench/h200-2026-12-03b) BK 64 took 48.2 us at
 * 1x64x224x224 3x3 64 -> 64 against BK 32's 60.8 (half the barriers a k), and was fastest at 4 of the 5
 * layers (128 -> 128 at 112x112: 49.6 against 46.6); a 64 x 128 tile (BK 32, 32 x 64 warp tiles) lost
 * everywhere (57.7-71.0 us at the 3x3 layers) and was dropped, as was the first version's one-half
 * gathers of NCHW x (94.6 us at BK 32). */
export const CONV_COOPMAT_TILES = {
  '64x64k32': { bm: 64, bn: 64, bk: 32, wm: 32, wn: 32 },
  '64x64k64': { bm: 64, bn: 64, bk: 64, wm: 32, wn: 32 },
} as const satisfies Record<string, ConvCoopmatTile>;
export type ConvCoopmatTileName = keyof typeof CONV_COOPMAT_TILES;
export const CONV_COOPMAT_TILE_NAMES = Object.keys(CONV_COOPMAT_TILES) as ConvCoopmatTileName[];

/** Invocations of a conv2d_coopmat workgroup: a subgroup of 32 per warp tile. */
export const convCoopmatWorkgroup = (t: ConvCoopmatTile): number => (t.bm / t.wm) * (t.bn / t.wn) * 32;

/** The shared memory conv2d_coopmat.comp declares for a tile (the reflected size of its SPIR-V, which a test
 * compares): two stages of the W tile [BM] and the x tile [BN] of k-rows of BK halves padded by 16 bytes,
 * and a 16 x 16 f32 slot per subgroup for the store. */
export const convCoopmatSharedBytes = (t: ConvCoopmatTile): number =>
  2 * (t.bm + t.bn) * (t.bk * 2 + 16) + (convCoopmatWorkgroup(t) / 32) * 256 * 4;

export const CONV2D_COOPMAT_KERNEL = defineKernel({
  shader: 'conv2d_coopmat',
  source: 'src/ops/conv/conv2d_coopmat.comp',
  // Cooperative matrices need SPIR-V 1.6: a Vulkan 1.3 device (launch() checks).
  targetEnv: 'vulkan1.3',
  workgroup: 'fixed',
  variants: product({ mode: CONV_GEMM_MODES, name: CONV_COOPMAT_TILE_NAMES, out: CONV_GEMM_OUTS })
    .filter(({ mode, out }) => !(mode && out === '_splitk'))
    .map(({ mode, name, out }) => {
      const t: ConvCoopmatTile = CONV_COOPMAT_TILES[name];
      return {
        name: `f16${mode}_${name}${out}` as const,
        defines: {
          BM: t.bm,
          BN: t.bn,
          BK: t.bk,
          WM: t.wm,
          WN: t.wn,
          ...(mode ? { TRANSPOSED: 1 } : {}),
          ...(out === '_bias' ? { BIAS: 1 } : {}),
          ...(out === '_splitk' ? { SPLITK: 1 } : {}),
        },
      };
    }),
  grid: (p: ConvGemmGridPush) => p.n * p.groups * p.mBlocks * p.tilesP * (p.kSplits ?? 1),
});

export const POOL_KINDS = ['max', 'avg'] as const;
export type PoolKind = (typeof POOL_KINDS)[number];
export const UPSAMPLE_MODES = ['nearest', 'bilinear'] as const;
export type UpsampleMode = (typeof UPSAMPLE_MODES)[number];

type PlanePush = { total: number; ow: number };
/** Invocations of a kernel taking blocks of 4 columns x 4 rows of its [rows, ow] output (ragged blocks at
 * the edges). */
const blocks4x4 = (p: PlanePush): number => Math.ceil(p.ow / 4) * Math.ceil(p.total / p.ow / 4);

/** A kernel over planes of NCHW data: one invocation per output element, unless `invocations` says otherwise. */
const perOutput = <S extends string>(
  shader: S,
  variants: readonly VariantDecl[],
  invocations: (p: PlanePush, variant: string) => number = (p) => p.total,
) =>
  defineKernel({
    shader,
    source: `src/ops/conv/${shader}.comp`,
    targetEnv: 'vulkan1.2',
    workgroup: 256,
    variants,
    grid: (p: PlanePush, wg: number, variant: string) => groupsFor(invocations(p, variant), wg),
  });

/** Output rows per pool2d invocation (RUN in pool2d.comp; the _r<RUN> variants). */
export const POOL_RUNS = [1, 2, 4, 8] as const;
export type PoolRun = (typeof POOL_RUNS)[number];

// one output column of RUN rows per invocation
export const POOL2D_KERNEL = perOutput(
  'pool2d',
  product({ kind: POOL_KINDS, dtype: CONV_DTYPES, run: POOL_RUNS }).map(({ kind, dtype, run }) => ({
    name: `${kind}_${dtype}_r${run}` as const,
    defines: { ...(kind === 'max' ? { MAX: 1 } : {}), ...dtypeDefine(dtype), RUN: run },
  })),
  (p, variant) => p.ow * Math.ceil(p.total / p.ow / Number(variant.slice(variant.lastIndexOf('_r') + 2))),
);
/** upsample's layouts: one output per invocation, or 4 consecutive ones stored at once (a vec4, or for f16 a
 * uvec2 of 4 halves; ow % 4 == 0 and y's offset a multiple of 4). */
export const UPSAMPLE_WIDTHS = ['', '_x4'] as const;
export type UpsampleWidth = (typeof UPSAMPLE_WIDTHS)[number];

export const UPSAMPLE_KERNEL = perOutput(
  'upsample',
  [
    ...product({ mode: UPSAMPLE_MODES, dtype: CONV_DTYPES, width: UPSAMPLE_WIDTHS }).map(({ mode, dtype, width }) => ({
      name: `${mode}_${dtype}${width}` as const,
      defines: { [mode.toUpperCase()]: 1, ...dtypeDefine(dtype), ...(width ? { X4: 1 } : {}) },
    })),
  ],
  // _x4: 4 x 4 outputs per invocation (upsample.comp)
  (p, variant) => (variant.endsWith('_x4') ? blocks4x4(p) : p.total),
);

/** im2col of one f16 image for conv2d's 'unfold' path: [C kh kw, ld] (unfold.comp), one word (two elements)
 * per invocation. */
export const UNFOLD_KERNEL = perOutput('unfold', [{ name: 'f16', defines: {} }]);

export const CONV_TRANSPOSE2D_KERNEL = perOutput(
  'conv_transpose2d',
  product({ dtype: CONV_DTYPES, bias: CONV_BIASES }).map(({ dtype, bias }) => ({
    name: `${dtype}${bias}` as const,
    defines: { ...dtypeDefine(dtype), ...(bias ? { BIAS: 1 } : {}) },
  })),
);

/** Split-K's second pass: y = bias + the partial sums of conv2d_gemm's SPLITK variants, two outputs per
 * invocation. */
export const CONV_SPLITK_KERNEL = defineKernel({
  shader: 'conv_splitk',
  source: 'src/ops/conv/conv_splitk.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ dtype: CONV_DTYPES, bias: CONV_BIASES }).map(({ dtype, bias }) => ({
    name: `${dtype}${bias}` as const,
    defines: { ...dtypeDefine(dtype), ...(bias ? { BIAS: 1 } : {}) },
  })),
  grid: (p: { total: number }, wg: number) => groupsFor(Math.ceil(p.total / 2), wg),
});

export const KERNELS = [
  CONV2D_GEMM_KERNEL,
  CONV_SPLITK_KERNEL,
  CONV2D_COOPMAT_KERNEL,
  CONV2D_KERNEL,
  CONV_TRANSPOSE2D_KERNEL,
  POOL2D_KERNEL,
  UPSAMPLE_KERNEL,
  UNFOLD_KERNEL,
];
