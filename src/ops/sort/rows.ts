// What the sort family's ops share: the checks of a row-wise input (device, dtype, rows x cols along the
// last dimension), the shader's row layout, k, and recording into several results.
import type { Device } from '../../device/device.ts';
import type { DType } from '../../device/dtype.ts';
import { fmtShape } from '../../device/layout.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, type Output } from '../args.ts';
import { ArgumentError, DTypeError } from '../errors.ts';
import { asRows, rowAddressing, type RowAddressing, type RowLayout } from '../rows.ts';

export interface SortRows {
  device: Device;
  rows: number;
  cols: number;
  /** The leading dimensions (x's shape without the last). */
  lead: number[];
  /** How the shader reads x (only valid when rows * cols > 0). */
  address: () => RowAddressing;
}

/** x's device and rows along the last dimension, after checking its dtype is one of `dtypes`. */
export function sortRows(op: string, name: string, x: Tensor, dtypes: readonly DType[]): SortRows {
  const device = deviceOf(op, { [name]: x });
  if (!dtypes.includes(x.dtype)) throw new DTypeError(`${op}: ${name} is ${x.describe()}, expected ${dtypes.join(' or ')}`);
  const { rows, cols, lead } = asRows(op, name, x, -1);
  return { device, rows, cols, lead, address: () => rowAddressing(op, x, -1) };
}

/** The row variant suffix: any view other than contiguous rows is read through the strided head. */
export const layoutOf = (a: RowAddressing): RowLayout => (a.layout === 'strided' ? '_strided' : '');

/** k, checked: an integer in [1, cols]. */
export function expectK(op: string, name: string, k: unknown, cols: number, shape: readonly number[]): number {
  if (typeof k !== 'number' || !Number.isInteger(k) || k < 1)
    throw new ArgumentError(`${op}: ${name} must be an integer >= 1 (got ${String(k)})`);
  if (k > cols)
    throw new ArgumentError(`${op}: ${name} = ${k} is more than the ${cols} elements of each row (x has shape ${fmtShape(shape)})`);
  return k;
}

/** The pairs a row's sort takes: the smallest power of two >= n, at least 16 (bitonic.glsl's runs). */
export const sortWidth = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(16, n)));

/** Runs `record` into several results; the ones the op allocated are released if it throws. */
export function recordAll(outs: readonly Output<DType>[], record: () => void): void {
  try {
    record();
  } catch (e) {
    for (const o of outs) if (o.owned) o.t.destroy();
    throw e;
  }
}
