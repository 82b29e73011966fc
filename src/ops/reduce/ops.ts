// Reductions over the last dimension of an f32 tensor of any layout: [..., cols] -> [...]. Contiguous rows
// use the contiguous variant; any other view (transposed, sliced, strided, broadcast) the strided one, which
// reads the view in place (src/ops/rows.ts).
import type { DeviceInfo } from '../../device/capabilities.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectDType, output, recordInto, type OutOptions } from '../args.ts';
import { ArgumentError } from '../errors.ts';
import { launch } from '../launch.ts';
import { asRows, rowAddressing, rowsLabel, type RowAddressing, type RowLayout } from '../rows.ts';
import { always, choose, type Rule } from '../select.ts';
import { reduceCost } from './cost.ts';
import { REDUCE_KERNEL, REDUCE_OPS, type ReduceOp } from './kernels.ts';

/** Which row variant runs (first rule that holds); the same on every device. */
export const LAYOUT_RULES: readonly Rule<RowAddressing, RowLayout>[] = [
  {
    when: (a) => a.layout === 'strided',
    variant: '_strided',
    why: 'x is not contiguous rows (a transposed, sliced, strided or broadcast view)',
  },
  { when: always, variant: '', why: 'x is contiguous' },
];

const layoutOf = (a: RowAddressing, info: DeviceInfo): RowLayout => choose(LAYOUT_RULES, a, info);

/** What an empty row reduces to (as the CPU reference): 0 for sum, -inf for max. */
const EMPTY_ROW: Readonly<Record<ReduceOp, number>> = { sum: 0, max: -Infinity };

/** OP over the last dimension of an f32 tensor [..., cols]: a tensor of the leading shape [...]. max
 * propagates NaN, as PyTorch's. */
export function reduce(op: ReduceOp, x: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  if (!REDUCE_OPS.includes(op)) throw new ArgumentError(`reduce: unknown op ${String(op)} (${REDUCE_OPS.join(', ')})`);
  const device = deviceOf(op, { x });
  expectDType(op, 'x', x, 'f32');
  const { rows, cols, lead } = asRows(op, 'x', x);
  const out = output(op, device, opts.out, 'f32', lead, { x });
  if (rows === 0) return out.t;
  return recordInto(out, (y) => {
    if (cols === 0) return device.fill(y, EMPTY_ROW[op]); // nothing to read: no dispatch over an empty x
    const a = rowAddressing(op, x);
    launch(device, REDUCE_KERNEL, `${op}_f32${layoutOf(a, device.info)}`, {
      tensors: [x, y],
      push: { ...a.push, offY: y.offset },
      label: rowsLabel(a.push),
      cost: reduceCost(op, rows, cols),
    });
  });
}

export const sum = (x: Tensor, opts?: OutOptions): Tensor<'f32'> => reduce('sum', x, opts);
export const max = (x: Tensor, opts?: OutOptions): Tensor<'f32'> => reduce('max', x, opts);
