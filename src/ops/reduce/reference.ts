// CPU reference of the reduce family: f64 accumulation, one rounding to f32 at the end; max propagates NaN
// (Math.max does, as PyTorch), as the quiet NaN the shader writes, so max stays bit-exact. Inputs are
// row-major [rows, cols]. Test-only.
import type { ReduceOp } from './kernels.ts';

const QUIET_NAN = 0x7fc00000;

/** Sum or max over the last dimension of [rows, cols]: rows values (empty rows: 0 for sum, -inf for max). */
export function reduceRows(op: ReduceOp, x: Float32Array, rows: number, cols: number): Float32Array {
  if (x.length !== rows * cols) throw new RangeError(`reduce ${op}: expected ${rows * cols} elements, got ${x.length}`);
  const out = new Float32Array(rows);
  const bits = new Uint32Array(out.buffer);
  for (let r = 0; r < rows; r++) {
    let acc = op === 'sum' ? 0 : -Infinity;
    for (let c = r * cols; c < (r + 1) * cols; c++) acc = op === 'sum' ? acc + x[c]! : Math.max(acc, x[c]!);
    out[r] = acc;
    // The shader's max gives the quiet NaN 0x7fc00000 (wg_reduce.glsl); JS engines pick their own payload.
    if (op === 'max' && Number.isNaN(acc)) bits[r] = QUIET_NAN;
  }
  return out;
}

export const sumRows = (x: Float32Array, rows: number, cols: number): Float32Array => reduceRows('sum', x, rows, cols);
export const maxRows = (x: Float32Array, rows: number, cols: number): Float32Array => reduceRows('max', x, rows, cols);
