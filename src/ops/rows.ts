// Ops over the last dimension see an f32 tensor [..., cols] as rows x cols, row-major and contiguous.
import type { Tensor } from '../device/tensor.ts';
import { fmtShape } from './args.ts';
import { ShapeError } from './errors.ts';

export interface Rows {
  rows: number;
  cols: number;
  /** The shape without its last dimension. */
  lead: number[];
}

/** rows x cols of a tensor of rank >= 1 (rows: the product of the leading dimensions, 1 for a 1-D tensor). */
export function asRows(op: string, name: string, t: Tensor): Rows {
  if (t.shape.length === 0) throw new ShapeError(`${op}: ${name} has shape ${fmtShape(t.shape)}, expected at least 1 dimension [..., cols]`);
  const lead = t.shape.slice(0, -1);
  return { rows: lead.reduce((p, d) => p * d, 1), cols: t.shape[t.shape.length - 1]!, lead };
}
