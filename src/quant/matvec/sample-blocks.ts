// Blocks of a quant.matvec format from f32 weights, for its harness cases and bench rows: quant.quantize,
// given an importance matrix where ggml requires one (IQ2_XXS, IQ2_XS and IQ1_S quantize only with one), and
// the fixed pseudo-random weights they quantize.
import { formats, quantize } from '../api.ts';

/** n weights in [-1, 1) from a fixed LCG: plausible blocks, the same draw every run. */
export function lcgWeights(n: number): Float32Array {
  const out = new Float32Array(n);
  let s = 0x2545f491;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = s / 2 ** 31 - 1;
  }
  return out;
}

/** A fixed positive importance per column (a real imatrix is the mean of x^2 over calibration data; any
 * positive weighting makes valid blocks). */
const importance = (cols: number): Float32Array => Float32Array.from({ length: cols }, (_, c) => 1 + (c % 7) / 7);

/** `rows` x `cols` weights (row-major) quantized to `format`. */
export function quantizeRows(format: string, w: Float32Array, rows: number, cols: number): Uint8Array {
  const needsImatrix = formats.find((f) => f.name === format)?.needsImatrix === true;
  return quantize(format, w, { rows, cols, ...(needsImatrix ? { imatrix: importance(cols) } : {}) });
}
