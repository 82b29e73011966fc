// When contiguous() of a 4- or 2-byte view runs the tiled transpose (transpose.comp) instead of the strided
// copy: the collapsed view steps 1 along some dimension other than its last (a transposed matrix, a batch
// of them), so the strided copy would read it a column at a time. Both tile dimensions must reach 16 (a quarter of a
// 64 x 64 tile), and the other dimensions (the batch) fit the push block.
import { contiguousStrides } from '../../device/layout.ts';
import type { Addressing } from '../strided.ts';

/** The 64 x 64 tile of transpose.comp. */
export const TRANSPOSE_TILE = 64;
/** The batch dimensions transpose.comp takes (TRANSPOSE_BATCH_RANK there: push-constant room). */
export const TRANSPOSE_BATCH_RANK = 4;
/** The smallest extent of either tile dimension that runs the tiled copy (below it, most of a tile idles). */
export const TRANSPOSE_MIN_EXTENT = 16;

export interface TransposePlan {
  readonly push: {
    I: number;
    J: number;
    tilesI: number;
    tilesJ: number;
    offX: number;
    offY: number;
    strideJ: number;
    strideYI: number;
    batchRank: number;
    batchShape: number[];
    batchStrideX: number[];
    batchStrideY: number[];
  };
  /** Workgroups: one per tile of each batch entry. */
  readonly groups: number;
}

/**
 * The tiled plan for a strided copy with addressing `a` (x's collapsed shape and strides, the contiguous
 * result's offset), or undefined when the strided copy should run: x's last dimension has unit stride
 * already, no other dimension has it, a tile dimension is under TRANSPOSE_MIN_EXTENT, or the batch has
 * more than TRANSPOSE_BATCH_RANK dimensions; for 2-byte elements also when an extent, offset or stride is
 * odd (a word would hold elements of two rows).
 */
export function transposePlan(a: Addressing, bytes: 4 | 2): TransposePlan | undefined {
  const { shape } = a;
  const xs = a.strides[0]!;
  const rank = shape.length;
  if (rank < 2 || xs[rank - 1] === 1) return undefined;
  const p = xs.findIndex((s, d) => s === 1 && d < rank - 1); // the dimension x steps 1 along
  if (p < 0) return undefined;
  const I = shape[p]!,
    J = shape[rank - 1]!;
  if (I < TRANSPOSE_MIN_EXTENT || J < TRANSPOSE_MIN_EXTENT) return undefined;
  const ys = contiguousStrides(shape);
  const batch = shape.map((_, d) => d).filter((d) => d !== p && d !== rank - 1);
  if (batch.length > TRANSPOSE_BATCH_RANK) return undefined;
  const tilesI = Math.ceil(I / TRANSPOSE_TILE),
    tilesJ = Math.ceil(J / TRANSPOSE_TILE);
  const entries = batch.reduce((n, d) => n * shape[d]!, 1);
  const [offX, offY] = a.offsets as [number, number];
  // 2-byte elements move as words of two: every extent, offset and stride the words step by must be even
  if (bytes === 2 && ![I, J, offX, offY, xs[rank - 1]!, ...batch.map((d) => xs[d]!)].every((v) => v % 2 === 0)) return undefined;
  return {
    push: {
      I,
      J,
      tilesI,
      tilesJ,
      offX,
      offY,
      strideJ: xs[rank - 1]!,
      strideYI: ys[p]!,
      batchRank: batch.length,
      batchShape: batch.map((d) => shape[d]!),
      batchStrideX: batch.map((d) => xs[d]!),
      batchStrideY: batch.map((d) => ys[d]!),
    },
    groups: tilesI * tilesJ * entries,
  };
}
