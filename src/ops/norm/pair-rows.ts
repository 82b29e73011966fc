// Row addressing of two operands a norm kernel reads together (x and softmax's mask, x and addRmsNorm's
// residual): both broadcast to the row shape, their kept dimensions collapsed jointly, so the shader walks
// one collapsed row shape with a set of strides each (rows.glsl's strided head, plus the second set).
import { broadcastStrides, collapseDims, fmtShape, sameShape } from '../../device/layout.ts';
import type { Tensor } from '../../device/tensor.ts';
import { ShapeError } from '../errors.ts';

export interface PairRows {
  /** Both contiguous and of the row shape (the shaders' contiguous variants apply). */
  readonly contiguous: boolean;
  /** rows.glsl's push values for x (its strided head). */
  readonly push: { rows: number; cols: number; offX: number; colStride: number; rank: number; shape: number[]; strideX: number[] };
  /** The second operand: element offset, stride along the row, strides over the collapsed row shape. */
  readonly second: { offset: number; colStride: number; strides: number[] };
}

/** x and `other` (named `name`) read as rows of `shape` (its last dimension the row), both broadcast to it;
 * a ShapeError when the kept dimensions need more than `maxRank` after merging (the push block's room). */
export function pairRows(op: string, shape: readonly number[], x: Tensor, other: Tensor, name: string, maxRank: number): PairRows {
  const what = (t: Tensor, n: string) => `${op}: ${n} ${t.describe()} against ${fmtShape(shape)}`;
  const xs = broadcastStrides(x.shape, x.strides, shape, what(x, 'x'));
  const os = broadcastStrides(other.shape, other.strides, shape, what(other, name));
  const last = shape.length - 1;
  const keep = shape.map((_, i) => i).filter((i) => i !== last);
  const c = collapseDims(
    keep.map((i) => shape[i]!),
    keep.map((i) => xs[i]!),
    keep.map((i) => os[i]!),
  );
  if (c.shape.length > maxRank)
    throw new ShapeError(
      `${op}: x and ${name} need ${c.shape.length} row dimensions after merging, more than ${maxRank}; make them contiguous() first`,
    );
  const rows = keep.reduce((p, i) => p * shape[i]!, 1);
  const plain = (t: Tensor) => t.isContiguous && sameShape(t.shape, shape);
  return {
    contiguous: plain(x) && plain(other),
    push: { rows, cols: shape[last]!, offX: x.offset, colStride: xs[last]!, rank: c.shape.length, shape: c.shape, strideX: c.strides[0]! },
    second: { offset: other.offset, colStride: os[last]!, strides: c.strides[1]! },
  };
}
