// Reductions over any one dimension of an f32 tensor of any layout: [..., n, ...] -> [..., ...] (or
// [..., 1, ...] with keepDims). Contiguous rows reduced along the last dimension use the contiguous variant;
// any other view, or any other axis, the strided one, which reads the view in place: the reduced dimension
// through its own stride, the kept ones through their collapsed shape and strides (src/ops/rows.ts).
import type { DeviceInfo } from '../../device/capabilities.ts';
import { fmtShape } from '../../device/layout.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectDType, expectFlag, output, recordInto, type OutOptions } from '../args.ts';
import { ArgumentError, ShapeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { asRows, rowAddressing, rowsLabel, type RowAddressing, type RowLayout } from '../rows.ts';
import { always, choose, type Rule } from '../select.ts';
import { reduceCost } from './cost.ts';
import { ARG_OPS, REDUCE_KERNEL, REDUCE_OPS, type ArgOp, type ReduceOp, type ValueOp } from './kernels.ts';

export interface ReduceOptions extends OutOptions {
  /** The dimension to reduce (default -1, the last; negative counts from the end). */
  axis?: number;
  /** Keep the reduced dimension as an extent-1 dimension (default false: drop it). */
  keepDims?: boolean;
}

/** Which row variant runs (first rule that holds); the same on every device. */
export const LAYOUT_RULES: readonly Rule<RowAddressing, RowLayout>[] = [
  {
    when: (a) => a.layout === 'strided',
    variant: '_strided',
    why: 'x is not contiguous rows reduced along the last dimension (another axis, or a transposed, sliced, strided or broadcast view)',
  },
  { when: always, variant: '', why: 'x is contiguous and reduced along its last dimension' },
];

const layoutOf = (a: RowAddressing, info: DeviceInfo): RowLayout => choose(LAYOUT_RULES, a, info);

/** What an empty row reduces to (as PyTorch's sum and mean; max and min as the CPU reference). */
const EMPTY_ROW: Readonly<Record<ValueOp, number>> = { sum: 0, mean: NaN, max: -Infinity, min: Infinity };

const isArg = (op: ReduceOp): op is ArgOp => (ARG_OPS as readonly string[]).includes(op);

/** The reduced dimension (normalised) and the result shape. */
function resultShape(op: string, x: Tensor, opts: ReduceOptions): { axis: number; shape: number[] } {
  if (x.shape.length === 0) throw new ShapeError(`${op}: x has shape ${fmtShape(x.shape)}, expected at least 1 dimension [..., cols]`);
  const rank = x.shape.length,
    dim = opts.axis ?? -1;
  if (!Number.isInteger(dim) || dim < -rank || dim >= rank)
    throw new ArgumentError(
      `${op}: axis ${String(dim)} is out of range for x of shape ${fmtShape(x.shape)} (expected an integer in ${-rank}..${rank - 1})`,
    );
  const axis = dim < 0 ? dim + rank : dim;
  const keep = expectFlag(op, 'keepDims', opts.keepDims);
  return { axis, shape: x.shape.flatMap((n, i) => (i !== axis ? [n] : keep ? [1] : [])) };
}

/**
 * OP over one dimension (`axis`, default the last) of an f32 tensor: the kept dimensions' shape (with an
 * extent-1 dimension in the reduced one's place if keepDims). max and min propagate NaN, as PyTorch's;
 * mean of an empty dimension is NaN. argmax/argmin give u32 indices along the reduced dimension: the first
 * best value's, the first NaN's if there is one (PyTorch); reducing an empty dimension is a ShapeError.
 */
export function reduce(op: ValueOp, x: Tensor, opts?: ReduceOptions): Tensor<'f32'>;
export function reduce(op: ArgOp, x: Tensor, opts?: ReduceOptions): Tensor<'u32'>;
export function reduce(op: ReduceOp, x: Tensor, opts?: ReduceOptions): Tensor<'f32'> | Tensor<'u32'>;
export function reduce(op: ReduceOp, x: Tensor, opts: ReduceOptions = {}): Tensor<'f32'> | Tensor<'u32'> {
  if (!REDUCE_OPS.includes(op)) throw new ArgumentError(`reduce: unknown op ${String(op)} (${REDUCE_OPS.join(', ')})`);
  const device = deviceOf(op, { x });
  expectDType(op, 'x', x, 'f32');
  const { axis, shape } = resultShape(op, x, opts);
  const { rows, cols } = asRows(op, 'x', x, axis);
  if (cols === 0 && isArg(op))
    throw new ShapeError(
      `${op}: x has shape ${fmtShape(x.shape)}, expected a non-empty dimension ${axis} to reduce (an empty one has no ${op})`,
    );
  const out = output(op, device, opts.out, isArg(op) ? 'u32' : 'f32', shape, { x });
  if (rows === 0) return out.t as Tensor<'f32'> | Tensor<'u32'>;
  return recordInto<'f32' | 'u32'>(out, (y) => {
    if (cols === 0) return device.fill(y, EMPTY_ROW[op as ValueOp]); // nothing to read: no dispatch over an empty x
    const a = rowAddressing(op, x, axis);
    launch(device, REDUCE_KERNEL, `${op}_f32${layoutOf(a, device.info)}`, {
      tensors: [x, y],
      push: { ...a.push, offY: y.offset },
      label: rowsLabel(a.push),
      cost: reduceCost(op, rows, cols),
    });
  }) as Tensor<'f32'> | Tensor<'u32'>;
}

export const sum = (x: Tensor, opts?: ReduceOptions): Tensor<'f32'> => reduce('sum', x, opts);
export const mean = (x: Tensor, opts?: ReduceOptions): Tensor<'f32'> => reduce('mean', x, opts);
export const max = (x: Tensor, opts?: ReduceOptions): Tensor<'f32'> => reduce('max', x, opts);
export const min = (x: Tensor, opts?: ReduceOptions): Tensor<'f32'> => reduce('min', x, opts);
export const argmax = (x: Tensor, opts?: ReduceOptions): Tensor<'u32'> => reduce('argmax', x, opts);
export const argmin = (x: Tensor, opts?: ReduceOptions): Tensor<'u32'> => reduce('argmin', x, opts);
