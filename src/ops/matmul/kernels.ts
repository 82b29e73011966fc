// The matmul family's kernels: gemm (register-blocked tiles; A and B each row-major or transposed in its
// buffer, so a transposed view is read in place) and matvec (rows of W against x, scalar or vec4 loads).
// The tile and layout variants are generated below; gemm.comp and matvec.comp say what each define does.
import { defineKernel, groupsFor, product } from '../kernel.ts';

/** How gemm reads an operand: row-major ('n') or as the transpose of a row-major matrix ('t'). */
export const OPERAND_LAYOUTS = ['n', 't'] as const;
export type OperandLayout = (typeof OPERAND_LAYOUTS)[number];

/** A block tile of gemm.comp: BM x BN of C per workgroup, BK-deep k tiles, TM x TN per invocation; vec4
 * global loads (vec4: f32 only, aligned operands, else the scalar tile `fallback` runs). */
export interface GemmTileShape {
  readonly bm: number;
  readonly bn: number;
  readonly bk: number;
  readonly tm: number;
  readonly tn: number;
  /** The variant suffix: `_<name>`, except the two original tiles' '' and '_64'. */
  readonly suffix: string;
  readonly vec4?: boolean;
  /** Each 32 invocations take an 8 x 4 block of the invocation grid (gemm.comp's WARP_MAP). */
  readonly warpMap?: boolean;
  /** The scalar tile a vec4 tile falls back to (a key of GEMM_F32_TILES, with the same block). */
  readonly fallback?: string;
}

/** The f32 gemm's tiles by name (the tuner's f32 candidates; 256 invocations, 128 for 128x64r8x8v4; <= 32 KiB
 * of shared memory). 128x128 and 64x64 are the ones GEMM_TILE_RULES choose between without a tuned or
 * per-device entry; 128x64 is 128x64r8x8v4's scalar twin. The vec4 tiles are the H200 winners of
 * `vkts tune gemm --dtype f32` (2026-12-01; gemm.comp's header has the numbers and what lost): 128x64r8x8v4
 * at nn (42.6 TFLOP/s at 4096^3, 40.6 at 512x4096x14336), 128x128v4 at nt 4096^3 (37.8), 128x128k32v4w at
 * nt 512x4096x14336 (35.2). */
export const GEMM_F32_TILES = {
  '128x128': { bm: 128, bn: 128, bk: 16, tm: 8, tn: 8, suffix: '' },
  '64x64': { bm: 64, bn: 64, bk: 16, tm: 4, tn: 4, suffix: '_64' },
  '128x64': { bm: 128, bn: 64, bk: 16, tm: 8, tn: 4, suffix: '_128x64' },
  '128x128v4': { bm: 128, bn: 128, bk: 16, tm: 8, tn: 8, suffix: '_128x128v4', vec4: true, fallback: '128x128' },
  // 8 x 8 per invocation on a 128 x 64 block: 128 invocations, whose barriers stall 4 subgroups instead of 8.
  '128x64r8x8v4': { bm: 128, bn: 64, bk: 16, tm: 8, tn: 8, suffix: '_128x64r8x8v4', vec4: true, fallback: '128x64' },
  // BK 32 (half the barriers per FMA; the pads dropped to stay within 32 KiB), each subgroup on an 8 x 4 block.
  '128x128k32v4w': { bm: 128, bn: 128, bk: 32, tm: 8, tn: 8, suffix: '_128x128k32v4w', vec4: true, warpMap: true, fallback: '128x128' },
} as const satisfies Record<string, GemmTileShape>;
export type GemmF32Tile = keyof typeof GEMM_F32_TILES;
export const GEMM_F32_TILE_NAMES = Object.keys(GEMM_F32_TILES) as GemmF32Tile[];
type F32Suffix = (typeof GEMM_F32_TILES)[GemmF32Tile]['suffix'];

/** The tiles the half-precision FMA kernel (gemm_half) is built at: '' is 128 x 128, '_64' is 64 x 64. */
export const GEMM_TILES = { '': GEMM_F32_TILES['128x128'], _64: GEMM_F32_TILES['64x64'] } as const;
export type GemmTile = keyof typeof GEMM_TILES;
export const TILE_SUFFIXES = Object.keys(GEMM_TILES) as GemmTile[];

/** Whether the element offsets are read: only when one is not 0 (adding them cost 3% at 4096^3 on an H200). */
export const OFFSET_SUFFIXES = ['', '_off'] as const;
export type GemmOffsets = (typeof OFFSET_SUFFIXES)[number];

/** A gemm variant: A's layout, B's layout, tile, offsets (e.g. `nt_64`, `tn_128x64_off`). */
export type GemmVariant = `${OperandLayout}${OperandLayout}${F32Suffix}${GemmOffsets}`;

/** gemm.comp's push constants (element offsets and row strides of the stored a and b). */
export interface GemmPush {
  [k: string]: number;
  M: number;
  N: number;
  K: number;
  offA: number;
  offB: number;
  offC: number;
  lda: number;
  ldb: number;
}

/** matvec.comp's push constants (offW, offX and ldw in units of the variant's element: vec4 for _vec4). */
export interface MatvecPush {
  [k: string]: number;
  rows: number;
  cols: number;
  offW: number;
  offX: number;
  offY: number;
  ldw: number;
}

const variantTiles = new Map<string, GemmTileShape>();

/** The tile a gemm variant runs (from its name). */
export const tileOfVariant = (variant: string): GemmTileShape => variantTiles.get(variant)!;

export const GEMM_KERNEL = defineKernel({
  shader: 'gemm',
  source: 'src/ops/matmul/gemm.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: product({ a: OPERAND_LAYOUTS, b: OPERAND_LAYOUTS, tile: GEMM_F32_TILE_NAMES, off: OFFSET_SUFFIXES }).map(
    ({ a, b, tile, off }) => {
      const t: GemmTileShape = GEMM_F32_TILES[tile];
      const name = `${a}${b}${t.suffix}${off}`;
      variantTiles.set(name, t);
      return {
        name,
        defines: {
          ...{ BM: t.bm, BN: t.bn, BK: t.bk, TM: t.tm, TN: t.tn },
          ...(a === 't' ? { TRANS_A: 1 } : {}),
          ...(b === 't' ? { TRANS_B: 1 } : {}),
          ...(off ? { OFFSETS: 1 } : {}),
          ...(t.vec4 ? { VEC4: 1 } : {}),
          ...(t.warpMap ? { WARP_MAP: 1 } : {}),
        },
      };
    },
  ),
  // One workgroup per block of C on a 2-D grid, x along N (as the legacy kernel measured on the H200; a
  // 1-D count over linearGroup() cost nt 1.3%). Past maxComputeWorkGroupCount it is a LimitError.
  grid: (p: GemmPush, _wg, variant) => {
    const t = tileOfVariant(variant);
    return [Math.ceil(p.N / t.bn), Math.ceil(p.M / t.bm), 1];
  },
});

/** Rows per matvec workgroup (NUM_ROWS: 2 measured best on an H200, 4.11 vs 3.71 TB/s at 4). */
export const MATVEC_ROWS_PER_WORKGROUP = 2;

export const MATVEC_WIDTHS = ['', '_vec4'] as const;
export type MatvecWidth = (typeof MATVEC_WIDTHS)[number];

export const MATVEC_KERNEL = defineKernel({
  shader: 'matvec',
  source: 'src/ops/matmul/matvec.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: MATVEC_WIDTHS.map((w) => ({
    name: `f32${w}`,
    defines: { NUM_ROWS: MATVEC_ROWS_PER_WORKGROUP, ...(w === '_vec4' ? { VEC4: 1 } : {}) },
  })),
  grid: (p: MatvecPush) => groupsFor(p.rows, MATVEC_ROWS_PER_WORKGROUP),
});

export const KERNELS = [GEMM_KERNEL, MATVEC_KERNEL];
