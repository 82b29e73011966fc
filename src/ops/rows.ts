// Row-wise ops (src/ops/reduce, src/ops/norm) see a tensor as rows x cols: `cols` the extent of the
// dimension they work along (the last, or for reductions any one axis), `rows` the product of the other ("kept") dimensions.
// Their shaders share one head (shaders/include/rows.glsl) and one push layout: contiguous rows at an
// offset, or any view through the kept dimensions' collapsed shape and strides (the row's offset) plus the
// worked dimension's stride (colStride), so a transposed, sliced or broadcast input needs no copy.
// Reducing along another dimension is a different `dim` here; the shaders do not change.
import { collapseDims, fmtShape, normDim } from '../device/layout.ts';
import type { Tensor } from '../device/tensor.ts';
import { ShapeError } from './errors.ts';
import { MAX_RANK } from './strided.ts';

export interface Rows {
  rows: number;
  cols: number;
  /** The kept dimensions (the shape without the worked one): a reduction's result shape. */
  lead: number[];
}

/** rows x cols of a tensor of rank >= 1, along `dim` (default the last). */
export function asRows(op: string, name: string, t: Tensor, dim = -1): Rows {
  if (t.shape.length === 0)
    throw new ShapeError(`${op}: ${name} has shape ${fmtShape(t.shape)}, expected at least 1 dimension [..., cols]`);
  const d = normDim(dim, t.shape.length, op);
  const lead = t.shape.filter((_, i) => i !== d);
  return { rows: lead.reduce((p, n) => p * n, 1), cols: t.shape[d]!, lead };
}

/** The row variants of a shader: contiguous rows, or any view. */
export const ROW_LAYOUTS = ['', '_strided'] as const;
export type RowLayout = (typeof ROW_LAYOUTS)[number];

export interface RowAddressing {
  /** 'contiguous': row r starts at offX + r * cols; 'strided': through the push values below. */
  readonly layout: 'contiguous' | 'strided';
  /** The push values rows.glsl's ROW_PUSH / ROW_PUSH_STRIDED name (offY is the op's). */
  readonly push: {
    rows: number;
    cols: number;
    offX: number;
    colStride: number;
    rank: number;
    shape: number[];
    strideX: number[];
  };
}

/** How a row shader reads x along `dim` (default the last): contiguous rows, or strided. */
export function rowAddressing(op: string, x: Tensor, dim = -1): RowAddressing {
  const { rows, cols } = asRows(op, 'x', x, dim);
  const d = normDim(dim, x.shape.length, op);
  const base = { rows, cols, offX: x.offset, colStride: 1, rank: 0, shape: [], strideX: [] };
  if (x.isContiguous && d === x.shape.length - 1) return { layout: 'contiguous', push: base };
  const keep = x.shape.map((_, i) => i).filter((i) => i !== d);
  const c = collapseDims(
    keep.map((i) => x.shape[i]!),
    keep.map((i) => x.strides[i]!),
  );
  if (c.shape.length > MAX_RANK) {
    throw new ShapeError(
      `${op}: x (${x.describe()}) needs ${c.shape.length} dimensions besides the reduced one after merging, more than ${MAX_RANK}; make it contiguous() first`,
    );
  }
  return { layout: 'strided', push: { ...base, colStride: x.strides[d]!, rank: c.shape.length, shape: c.shape, strideX: c.strides[0]! } };
}

/** The dispatch rule of the row shaders: one workgroup per row (spread over a 2-D/3-D grid by launch). */
export const onePerRow = (p: { rows: number }): number => p.rows;

/** The profiler label of a row op: `rows x cols`. */
export const rowsLabel = (r: { rows: number; cols: number }): string => `${r.rows}x${r.cols}`;
