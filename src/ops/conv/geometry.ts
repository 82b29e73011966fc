// The argument checks the conv family shares: [h, w] pairs of integers from a number or a pair, the output
// extent of a sliding window (PyTorch's formula), and the contiguous copy of an operand the kernels need.
import type { Tensor } from '../../device/tensor.ts';
import { fmtShape } from '../../device/layout.ts';
import { deviceOf } from '../args.ts';
import { ArgumentError, ShapeError } from '../errors.ts';

export type Pair = number | readonly [number, number];

/** A [h, w] pair of integers >= min from a number (both) or a pair; `dims` 1 takes a number or a 1-tuple
 * for w, h then being `min` (no stride, padding or dilation along the 1-D form's unit height). */
export function pairOf(op: string, name: string, v: unknown, min: number, dims: 1 | 2 = 2): [number, number] {
  const ok = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= min;
  if (ok(v)) return dims === 1 ? [min, v] : [v, v];
  if (Array.isArray(v) && v.length === dims && v.every(ok)) return dims === 1 ? [min, v[0] as number] : [v[0] as number, v[1] as number];
  const shape = dims === 1 ? 'an integer' : 'an integer or a pair [h, w] of integers';
  throw new ArgumentError(`${op}: ${name} must be ${shape} >= ${min} (got ${JSON.stringify(v)})`);
}

/** Output extent of a window of `k` taps `dilation` apart sliding by `stride` over `size` + 2 `pad`
 * (floor, or ceilMode's ceil without a window that starts in the right padding, as PyTorch's pooling). */
export function windowOut(
  op: string,
  dim: string,
  size: number,
  k: number,
  stride: number,
  pad: number,
  dilation: number,
  ceilMode = false,
): number {
  const span = dilation * (k - 1) + 1;
  if (span > size + 2 * pad)
    throw new ShapeError(
      `${op}: the kernel spans ${span} along ${dim}, larger than the padded input (${size} + 2 x ${pad} = ${size + 2 * pad})`,
    );
  const room = size + 2 * pad - span;
  let out = Math.floor((room + (ceilMode ? stride - 1 : 0)) / stride) + 1;
  if (ceilMode && (out - 1) * stride >= size + pad) out--;
  return out;
}

/** Extents of x (rank `rank`) checked > 0, each named in the error. */
export function positiveShape(op: string, name: string, t: Tensor, rank: number, layout: string): number[] {
  deviceOf(op, { [name]: t }); // a live element-dtype tensor before its shape is read
  if (t.shape.length !== rank) throw new ShapeError(`${op}: ${name} has shape ${fmtShape(t.shape)}, expected ${rank}-D ${layout}`);
  if (t.shape.some((s) => s <= 0))
    throw new ShapeError(`${op}: ${name} has shape ${fmtShape(t.shape)}, expected every extent > 0 (${layout})`);
  return [...t.shape];
}

/** Runs `body` with contiguous copies of the operands that need them (views are copied once; the copies
 * are released after recording). */
export function withContiguous<T>(ts: readonly (Tensor | undefined)[], body: (cs: (Tensor | undefined)[]) => T): T {
  const cs = ts.map((t) => (t && !t.isContiguous ? t.contiguous() : t));
  try {
    return body(cs);
  } finally {
    cs.forEach((c, i) => {
      if (c && c !== ts[i]) c.destroy();
    });
  }
}
