// The matmul family's layout and tile rules, shared by the f32 gemm (ops.ts) and the half-precision gemm
// (half-ops.ts): how an operand is read (in place row-major or transposed, or copied) and which block tile
// the FMA kernels use.
import type { DeviceInfo } from '../../device/capabilities.ts';
import { always, choose, type Rule } from '../select.ts';
import { GEMM_TILES, type GemmTile, type OperandLayout } from './kernels.ts';

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
