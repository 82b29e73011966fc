// Indexing on the GPU, moving elements as bits (no float unit): indexSelect(x, ids, { axis }) (PyTorch
// index_select), embedding(table, ids) (rows of a [vocab, dim] table) and gather(x, ids, { axis })
// (torch.gather). x may be any view of a 32-bit (f32, i32, u32) or 16-bit (f16, bf16) dtype; ids are u32
// or i32 (a strided ids tensor is made contiguous first: ids are small). The GPU cannot raise: an id out of
// range (negative, or >= x's extent along the axis) gives 0 in the result, where PyTorch would throw.
import { collapseDims, contiguousStrides, fmtShape } from '../../device/layout.ts';
import { isBlockDType, unitOf } from '../../device/dtype.ts';
import type { DType } from '../../device/dtype.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, output, recordInto, shapeLabel, type OutOptions } from '../args.ts';
import { ArgumentError, DTypeError, ShapeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { MAX_RANK } from '../strided.ts';
import { indexCost } from './cost.ts';
import { GATHER_KERNEL, ID_DTYPES, type IndexBits, type IndexMode } from './kernels.ts';

export interface AxisOptions extends OutOptions {
  /** The dimension ids index (negative counts from the end; default 0). */
  axis?: number;
}

/** x's axis, checked (ArgumentError) and made non-negative. */
export function normAxis(op: string, axis: unknown, rank: number): number {
  if (typeof axis !== 'number' || !Number.isInteger(axis) || axis < -rank || axis >= rank)
    throw new ArgumentError(`${op}: axis must be an integer in [${-rank}, ${rank - 1}] for a ${rank}-D x (got ${String(axis)})`);
  return axis < 0 ? axis + rank : axis;
}

function elementBits(op: string, name: string, t: Tensor): IndexBits {
  const size = unitOf(t.dtype).bytes;
  if (t.dtype === 'bytes' || (size !== 4 && size !== 2))
    throw new DTypeError(`${op}: ${name} is ${t.describe()}, expected a 32-bit (f32, i32, u32) or 16-bit (f16, bf16) dtype`);
  return size === 4 ? '32' : '16';
}

/** ids must be u32 or i32 (DTypeError otherwise). */
export function expectIds(op: string, ids: Tensor): void {
  if (!(ID_DTYPES as readonly string[]).includes(ids.dtype))
    throw new DTypeError(`${op}: ids is ${ids.describe()}, expected ${ID_DTYPES.join(' or ')}`);
}

/** Dimensions [from, to) of (shape, strides) collapsed; `out` strides are those of the contiguous result. */
function collapsePart(shape: readonly number[], xs: readonly number[], from: number, to: number) {
  const os = contiguousStrides(shape);
  return collapseDims(shape.slice(from, to), os.slice(from, to), xs.slice(from, to));
}

/**
 * Records the kernel writing the `outShape` result whose row-major elements are those of `logical` (of
 * x's rank; x's strides address it, except along `axis`, the id dimension).
 */
function run(
  op: string,
  mode: IndexMode,
  x: Tensor,
  ids: Tensor,
  axis: number,
  logical: readonly number[],
  outShape: readonly number[],
  opts: OutOptions,
): Tensor {
  const xs = x.strides;
  const device = deviceOf(op, { x, ids });
  const bits = elementBits(op, 'x', x);
  const n = outShape.reduce((a, b) => a * b, 1);
  if (x.size === 0 && n > 0) throw new ShapeError(`${op}: x (${x.describe()}) is empty along axis ${axis}: there is nothing to index`);
  const out = output(op, device, opts.out, x.dtype as DType, outShape, { x, ids });
  if (bits === '16' && out.t.offset % 2 !== 0)
    throw new ArgumentError(`${op}: out (${out.t.describe()}) must start on a 32-bit word (an even element offset)`);
  if (n === 0) return out.t;
  const pre = collapsePart(logical, xs, 0, axis);
  const post = collapsePart(logical, xs, axis + 1, logical.length);
  const shape = [...pre.shape, logical[axis]!, ...post.shape];
  const strideX = [...pre.strides[1]!, xs[axis]!, ...post.strides[1]!];
  if (shape.length > MAX_RANK)
    throw new ShapeError(
      `${op}: x's layout needs ${shape.length} dimensions after merging, more than ${MAX_RANK}; make it contiguous() first (shape ${fmtShape(x.shape)})`,
    );
  const flat = ids.isContiguous ? ids : ids.contiguous();
  try {
    return recordInto(out, (y) => {
      const width = bits === '16' ? 8 : 4;
      const wide = mode === 'select' && post.shape.length === 1 && wholeRows(width, shape, strideX, x.offset, y.offset);
      // elements per invocation: a uvec4's worth (wide), else one 32-bit word's
      const per = wide ? width : bits === '16' ? 2 : 1;
      const wideVariant = bits === '16' ? 'select_b16_vec8' : 'select_b32_vec4';
      launch(device, GATHER_KERNEL, wide ? wideVariant : `${mode}_b${bits}`, {
        tensors: [x, flat, y],
        push: {
          n,
          words: Math.ceil(n / per),
          offX: x.offset,
          offIds: flat.offset,
          offY: y.offset / per,
          rank: shape.length,
          axis: pre.shape.length,
          limit: x.shape[axis]!,
          shape,
          strideX,
        },
        label: shapeLabel(outShape),
        cost: indexCost(op, unitOf(x.dtype).bytes, n, mode === 'gather' ? n : ids.size),
      });
    });
  } finally {
    if (flat !== ids) flat.destroy();
  }
}

/** Whether the collapsed rows (the last dimension, unit stride in x) split into aligned runs of `width`
 * elements in x and in the contiguous result: the row length, x's offset and other strides and y's offset
 * multiples of width. */
function wholeRows(width: number, shape: readonly number[], strideX: readonly number[], offX: number, offY: number): boolean {
  const last = shape.length - 1;
  return (
    strideX[last] === 1 &&
    shape[last]! % width === 0 &&
    offX % width === 0 &&
    offY % width === 0 &&
    strideX.slice(0, last).every((s) => s % width === 0)
  );
}

/** PyTorch index_select: the slices ids[j] of x along `axis`; the result has shape[axis] = ids.length. */
export function indexSelect(x: Tensor, ids: Tensor, opts: AxisOptions = {}): Tensor {
  deviceOf('indexSelect', { x, ids });
  elementBits('indexSelect', 'x', x);
  expectIds('indexSelect', ids);
  if (ids.shape.length !== 1) throw new ShapeError(`indexSelect: ids has shape ${fmtShape(ids.shape)}, expected 1-D`);
  if (x.shape.length === 0) throw new ShapeError(`indexSelect: x (${x.describe()}) is 0-D, expected at least 1 dimension`);
  const axis = normAxis('indexSelect', opts.axis ?? 0, x.shape.length);
  const shape = x.shape.map((s, d) => (d === axis ? ids.size : s));
  return run('indexSelect', 'select', x, ids, axis, shape, shape, opts);
}

/** Rows of a [vocab, dim] f32 or f16 table for ids of any shape: a [...ids.shape, dim] result of the table's dtype. */
export function embedding(table: Tensor, ids: Tensor, opts: OutOptions = {}): Tensor {
  deviceOf('embedding', { table, ids }, ['table']); // a quantized table gets the dtype check's pointer to quant.embedding
  if (table.dtype !== 'f32' && table.dtype !== 'f16')
    throw new DTypeError(
      `embedding: table is ${table.describe()}, expected f32 or f16${isBlockDType(table.dtype) ? ' (quant.embedding takes quantized tables)' : ''}`,
    );
  expectIds('embedding', ids);
  if (table.shape.length !== 2) throw new ShapeError(`embedding: table has shape ${fmtShape(table.shape)}, expected 2-D [vocab, dim]`);
  const dim = table.shape[1]!;
  return run('embedding', 'select', table, ids, 0, [ids.size, dim], [...ids.shape, dim], opts);
}

/** torch.gather: out[i][j] = x[ids[i][j]][j] for axis 0 (and so on); ids has x's rank, each extent off the axis <= x's. */
export function gather(x: Tensor, ids: Tensor, opts: AxisOptions = {}): Tensor {
  deviceOf('gather', { x, ids });
  elementBits('gather', 'x', x);
  expectIds('gather', ids);
  const r = x.shape.length;
  if (r === 0) throw new ShapeError(`gather: x (${x.describe()}) is 0-D, expected at least 1 dimension`);
  if (ids.shape.length !== r)
    throw new ShapeError(`gather: ids has shape ${fmtShape(ids.shape)}, expected ${r}-D as x ${fmtShape(x.shape)}`);
  const axis = normAxis('gather', opts.axis ?? 0, r);
  const bad = ids.shape.findIndex((s, d) => d !== axis && s > x.shape[d]!);
  if (bad >= 0)
    throw new ShapeError(
      `gather: ids has shape ${fmtShape(ids.shape)}, larger than x ${fmtShape(x.shape)} in dimension ${bad} (only axis ${axis} may be)`,
    );
  return run('gather', 'gather', x, ids, axis, ids.shape, ids.shape, opts);
}
