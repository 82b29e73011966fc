// CPU reference of the reduce family: f64 accumulation, one rounding to f32 at the end (mean: the f64 sum
// divided by n); max and min propagate NaN (Math.max/min do, as PyTorch), as the quiet NaN the shader
// writes, so they stay bit-exact; argmax/argmin as PyTorch: the first index of the best value, the first
// NaN's if there is one. Inputs are row-major of any shape, reduced along one axis. Test-only.
import { ARG_OPS, type ReduceOp } from './kernels.ts';

const QUIET_NAN = 0x7fc00000;

/** The best value seen so far and its index, for the arg ops: replaced by a strictly better value or the
 * first NaN, never after a NaN (so ties keep the first index). */
function argStep(op: 'argmax' | 'argmin', best: number, v: number): boolean {
  if (Number.isNaN(best)) return false;
  return Number.isNaN(v) || (op === 'argmax' ? v > best : v < best);
}

/** OP over `n` elements of x, `step` apart from `start`. */
function reduceLine(op: ReduceOp, x: Float32Array, start: number, n: number, step: number): number {
  if (op === 'argmax' || op === 'argmin') {
    if (n === 0) throw new RangeError(`${op}: empty dimension`);
    let best = x[start]!,
      at = 0;
    for (let k = 1; k < n; k++) {
      const v = x[start + k * step]!;
      if (argStep(op, best, v)) [best, at] = [v, k];
    }
    return at;
  }
  let acc = op === 'max' ? -Infinity : op === 'min' ? Infinity : 0;
  for (let k = 0; k < n; k++) {
    const v = x[start + k * step]!;
    acc = op === 'max' ? Math.max(acc, v) : op === 'min' ? Math.min(acc, v) : acc + v;
  }
  return op === 'mean' ? acc / n : acc;
}

/** OP along `axis` (negative from the end) of a row-major tensor of `shape`: the kept dimensions' values in
 * row-major order (f32; u32 indices for argmax/argmin). */
export function reduceAxis(op: ReduceOp, x: Float32Array, shape: readonly number[], axis = -1): Float32Array | Uint32Array {
  const d = axis < 0 ? axis + shape.length : axis;
  const prod = (s: readonly number[]): number => s.reduce((a, b) => a * b, 1);
  const outer = prod(shape.slice(0, d)),
    n = shape[d]!,
    inner = prod(shape.slice(d + 1));
  if (x.length !== outer * n * inner) throw new RangeError(`reduce ${op}: expected ${outer * n * inner} elements, got ${x.length}`);
  const arg = (ARG_OPS as readonly string[]).includes(op);
  const out = arg ? new Uint32Array(outer * inner) : new Float32Array(outer * inner);
  const bits = new Uint32Array(out.buffer);
  for (let o = 0; o < outer; o++) {
    for (let i = 0; i < inner; i++) {
      const r = o * inner + i;
      out[r] = reduceLine(op, x, o * n * inner + i, n, inner);
      // The shader's max/min give the quiet NaN 0x7fc00000 (wg_reduce.glsl); JS engines pick their own payload.
      if ((op === 'max' || op === 'min') && Number.isNaN(out[r])) bits[r] = QUIET_NAN;
    }
  }
  return out;
}

/** OP over the last dimension of row-major [rows, cols] (empty rows: 0 for sum, -inf for max). */
export function reduceRows(op: ReduceOp, x: Float32Array, rows: number, cols: number): Float32Array {
  if (!(rows >= 0 && cols >= 0) || x.length !== rows * cols)
    throw new RangeError(`reduce ${op}: expected ${rows} x ${cols} elements, got ${x.length}`);
  return reduceAxis(op, x, [rows, cols], -1) as Float32Array;
}

export const sumRows = (x: Float32Array, rows: number, cols: number): Float32Array => reduceRows('sum', x, rows, cols);
export const maxRows = (x: Float32Array, rows: number, cols: number): Float32Array => reduceRows('max', x, rows, cols);
