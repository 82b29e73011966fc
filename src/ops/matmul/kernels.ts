// The matmul family's kernels: gemm (register-blocked tiles; A and B each row-major or transposed in its
// buffer, so a transposed view is read in place) and matvec (rows of W against x, scalar or vec4 loads).
// The tile and layout variants are generated below; gemm.comp and matvec.comp say what each define does.
import { defineKernel, groupsFor, product } from '../kernel.ts';

/** How gemm reads an operand: row-major ('n') or as the transpose of a row-major matrix ('t'). */
export const OPERAND_LAYOUTS = ['n', 't'] as const;
export type OperandLayout = (typeof OPERAND_LAYOUTS)[number];

/** The block tiles: '' is 128 x 128 (8 x 8 per invocation), '_64' is 64 x 64 (4 x 4); both BK 16 and 256
 * invocations (the legacy gemm.variants.json values, measured on an H200: 38.7 TFLOP/s at 4096^3). */
export const GEMM_TILES = {
  '': { bm: 128, bn: 128, bk: 16, tm: 8, tn: 8 },
  _64: { bm: 64, bn: 64, bk: 16, tm: 4, tn: 4 },
} as const;
export type GemmTile = keyof typeof GEMM_TILES;
export const TILE_SUFFIXES = Object.keys(GEMM_TILES) as GemmTile[];

/** Whether the element offsets are read: only when one is not 0 (adding them cost 3% at 4096^3 on an H200). */
export const OFFSET_SUFFIXES = ['', '_off'] as const;
export type GemmOffsets = (typeof OFFSET_SUFFIXES)[number];

/** A gemm variant: A's layout, B's layout, tile, offsets (e.g. `nt_64`, `tn_off`). */
export type GemmVariant = `${OperandLayout}${OperandLayout}${GemmTile}${GemmOffsets}`;

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

const tileOf = (variant: string): (typeof GEMM_TILES)[GemmTile] => GEMM_TILES[variant.includes('_64') ? '_64' : ''];

export const GEMM_KERNEL = defineKernel({
  shader: 'gemm',
  source: 'src/ops/matmul/gemm.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: product({ a: OPERAND_LAYOUTS, b: OPERAND_LAYOUTS, tile: TILE_SUFFIXES, off: OFFSET_SUFFIXES }).map(({ a, b, tile, off }) => {
    const t = GEMM_TILES[tile];
    return {
      name: `${a}${b}${tile}${off}`,
      defines: {
        BM: t.bm,
        BN: t.bn,
        BK: t.bk,
        TM: t.tm,
        TN: t.tn,
        ...(a === 't' ? { TRANS_A: 1 } : {}),
        ...(b === 't' ? { TRANS_B: 1 } : {}),
        ...(off ? { OFFSETS: 1 } : {}),
      },
    };
  }),
  // One workgroup per block of C on a 2-D grid, x along N (as the legacy kernel measured on the H200; a
  // 1-D count over linearGroup() cost nt 1.3%). Past maxComputeWorkGroupCount it is a LimitError.
  grid: (p: GemmPush, _wg, variant) => {
    const t = tileOf(variant);
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
