// Reductions over the last dimension: sum and max ([..., cols] -> [...]) and softmax ([..., cols] ->
// [..., cols]), one workgroup per row.
import type { Tensor } from '../device/tensor.ts';
import { deviceOf, expectDType, output, recordInto, type OutOptions } from './args.ts';
import { reduceCost, softmaxCost } from './cost.ts';
import { ArgumentError } from './errors.ts';
import { launch } from './legacy-launch.ts';
import { REDUCE_OPS, type ReduceOp } from './reference.ts';
import { asRows } from './rows.ts';

export type { ReduceOp };

/** What an empty row reduces to (as the shader and the CPU reference): 0 for sum, -inf for max. */
const EMPTY_ROW_BITS: Readonly<Record<ReduceOp, number>> = { sum: 0, max: 0xff800000 };

/** OP over the last dimension of an f32 tensor [..., cols]: a tensor of the leading shape [...]. */
export function reduce(op: ReduceOp, x: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  if (!REDUCE_OPS.includes(op)) throw new ArgumentError(`reduce: unknown op ${String(op)} (${REDUCE_OPS.join(', ')})`);
  const device = deviceOf(op, { x });
  expectDType(op, 'x', x, 'f32');
  const { rows, cols, lead } = asRows(op, 'x', x);
  const out = output(op, device, opts.out, 'f32', lead, { x });
  if (rows === 0) return out.t;
  return recordInto(out, (y) => {
    if (cols === 0) device.fill(y, EMPTY_ROW_BITS[op]); // nothing to read: no dispatch over an empty x
    else launch(device, { shader: 'reduce', variant: `${op}_f32`, tensors: [x, y], push: { rows, cols }, label: `${rows}x${cols}`, cost: reduceCost(op, rows, cols) });
  });
}

export const sum = (x: Tensor, opts?: OutOptions): Tensor<'f32'> => reduce('sum', x, opts);
export const max = (x: Tensor, opts?: OutOptions): Tensor<'f32'> => reduce('max', x, opts);

/** Softmax over the last dimension of an f32 tensor (the row max subtracted first); same shape. */
export function softmax(x: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  const device = deviceOf('softmax', { x });
  expectDType('softmax', 'x', x, 'f32');
  const { rows, cols } = asRows('softmax', 'x', x);
  const out = output('softmax', device, opts.out, 'f32', x.shape, { x });
  if (x.size === 0) return out.t;
  return recordInto(out, (y) =>
    launch(device, { shader: 'softmax', variant: 'f32', tensors: [x, y], push: { rows, cols }, label: `${rows}x${cols}`, cost: softmaxCost(rows, cols) }),
  );
}
