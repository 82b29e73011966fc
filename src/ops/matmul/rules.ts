// The matmul family's layout and tile rules, shared by the f32 gemm (ops.ts) and the half-precision gemm
// (half-ops.ts): how an operand is read (in place row-major or transposed, or copied), which block tile
// the FMA kernels use without a tuned choice (tune-lookup.ts), and when a vec4 tile's loads are aligned.
import type { DeviceInfo } from '../../device/capabilities.ts';
import { always, choose, type Rule } from '../select.ts';
import { GEMM_F32_TILES, GEMM_TILES, type GemmF32Tile, type GemmTile, type OperandLayout } from './kernels.ts';

/** The 128x128 tiles are used once they give at least this many workgroups (about one per SM on the largest
 * GPUs); below it the 64x64 tiles give four times as many workgroups and waste less on ragged edges. */
export const GEMM_LARGE_TILE_MIN_WORKGROUPS = 128;

export interface GemmShape {
  readonly M: number;
  readonly N: number;
  readonly tile?: 64 | 128;
}

const blocks128 = (s: GemmShape): number => Math.ceil(s.M / GEMM_TILES[''].bm) * Math.ceil(s.N / GEMM_TILES[''].bn);

/** Which block tile gemm runs (first rule that holds). */
export const GEMM_TILE_RULES: readonly Rule<GemmShape, GemmTile>[] = [
  { when: (s) => s.tile === 128, variant: '', why: 'tile: 128 asked for' },
  { when: (s) => s.tile === 64, variant: '_64', why: 'tile: 64 asked for' },
  {
    when: (s) => blocks128(s) >= GEMM_LARGE_TILE_MIN_WORKGROUPS,
    variant: '',
    why: `128x128 blocks give >= ${GEMM_LARGE_TILE_MIN_WORKGROUPS} workgroups`,
  },
  { when: always, variant: '_64', why: 'fewer 128x128 blocks: 64x64 gives four times the workgroups' },
];

/** A 2-D operand as the kernel sees it: its logical [rows, cols] shape and strides (elements). */
export interface MatrixView {
  readonly shape: readonly [number, number];
  readonly strides: readonly [number, number];
}

/** The logical matrix of `t` (its last two dimensions; swap: their transpose). */
export function matrixView(t: { readonly shape: readonly number[]; readonly strides: readonly number[] }, swap: boolean): MatrixView {
  const n = t.shape.length;
  const [r, c] = [t.shape[n - 2]!, t.shape[n - 1]!],
    [sr, sc] = [t.strides[n - 2]!, t.strides[n - 1]!];
  return swap ? { shape: [c, r], strides: [sc, sr] } : { shape: [r, c], strides: [sr, sc] };
}

/** How a matrix operand is read: in place row-major, in place as a transpose, or copied first. */
export const OPERAND_RULES: readonly Rule<MatrixView, OperandLayout | 'copy'>[] = [
  {
    when: (v) => v.strides[1] === 1 || v.shape[1] <= 1,
    variant: 'n',
    why: 'rows are contiguous (a contiguous matrix, a row or column slice, a broadcast row)',
  },
  { when: (v) => v.strides[0] === 1 || v.shape[0] <= 1, variant: 't', why: 'columns are contiguous (the transpose of a row-major matrix)' },
  { when: always, variant: 'copy', why: 'neither dimension is contiguous: one contiguous() copy' },
];

/** The block tile of the FMA gemm kernels. The tile rules read the shape only; a caller without a device
 * (the bench's labels) may leave it out. */
export const chooseTile = (s: GemmShape, device: DeviceInfo | undefined): GemmTile => choose(GEMM_TILE_RULES, s, device as DeviceInfo);

/** An operand as a vec4 tile reads it: the extent of its stored rows (the contiguous dimension), its row
 * stride and its element offset. */
export interface StoredOperand {
  readonly rowLength: number;
  readonly ld: number;
  readonly offset: number;
}

/** Whether vec4 loads read `o` exactly: whole quads of its rows, each row starting on a quad. */
export const quadAligned = (o: StoredOperand): boolean => [o.rowLength, o.ld, o.offset].every((x) => x % 4 === 0);

/** The f32 tile that runs for `tile` on these operands: a vec4 tile on operands it cannot read as quads
 * runs its scalar twin (same blocks, one float per load). */
export function runnableF32Tile(tile: GemmF32Tile, a: StoredOperand, b: StoredOperand): GemmF32Tile {
  const t = GEMM_F32_TILES[tile];
  return 'fallback' in t && !(quadAligned(a) && quadAligned(b)) ? (t.fallback as GemmF32Tile) : tile;
}
