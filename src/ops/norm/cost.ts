// Cost models of the norm family (the rules are in src/ops/cost.ts): every array at its element size,
// `bytes` (4 for f32, 2 for f16; the math is f32 either way).
import { cost, sizes, type CostModel } from '../cost.ts';

/** Flops per element of softmax: max, subtract, exp, add, scale (x * scale is in the flop count's noise). */
export const SOFTMAX_FLOPS = 5;

/** x read once, y written once (log_softmax the same); a mask is counted as read once per element of x
 * (an upper bound: a broadcast mask is mostly served from cache), plus its add. */
export function softmaxCost(rows: number, cols: number, masked = false, bytes = 4): CostModel {
  sizes('softmax', rows, cols);
  const e = rows * cols;
  return cost((masked ? 2 : 1) * bytes * e, bytes * e, (SOFTMAX_FLOPS + (masked ? 1 : 0)) * e, 'f32');
}

/** x read (and the weight, cols values, when weighted), y written; 3 flops per element (square-add, scale;
 * 4 with the weight). The overflow-safe scaling by 2^-e is the shader's business, not the op's arithmetic. */
export function rmsNormCost(rows: number, cols: number, weighted: boolean, bytes = 4): CostModel {
  sizes('rms_norm', rows, cols);
  const e = rows * cols;
  return cost(bytes * (e + (weighted ? cols : 0)), bytes * e, (weighted ? 4 : 3) * e, 'f32');
}

/** x and residual read (and the weight), sum and normed written; 4 flops per element (the add, then
 * rms_norm's 3; 5 with the weight). A broadcast x or residual is counted as read in full (an upper bound:
 * it is mostly served from cache). */
export function addRmsNormCost(rows: number, cols: number, weighted: boolean, bytes = 4): CostModel {
  sizes('add_rms_norm', rows, cols);
  const e = rows * cols;
  return cost(bytes * (2 * e + (weighted ? cols : 0)), 2 * bytes * e, (weighted ? 5 : 4) * e, 'f32');
}

/** x read (and the weight and bias, cols values each, when given), y written; 5 flops per element (sum,
 * subtract, square-add, scale; +1 each for the weight and bias). The 2^-e scaling is the shader's business. */
export function layerNormCost(rows: number, cols: number, weighted: boolean, biased: boolean, bytes = 4): CostModel {
  sizes('layer_norm', rows, cols);
  const e = rows * cols;
  return cost(bytes * (e + (weighted ? cols : 0) + (biased ? cols : 0)), bytes * e, (5 + +weighted + +biased) * e, 'f32');
}
