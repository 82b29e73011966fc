// Cost models for the roofline: what each op moves and computes, so measured GPU time can be turned into
// GB/s, GFLOP/s and a position under the roofs (docs/ARCHITECTURE.md, "cost models and the roofline").
// Each family keeps its models in its own cost.ts, built with cost() and sizes() from here. Byte accounting follows STREAM: every
// array an op reads is counted once, every array it writes once (caches and re-reads are the kernel's
// business, not the model's; a result above the roof means the data came from a cache, or the model is
// wrong). Flops count the arithmetic the op needs per element (a transcendental counts 1; a compare for
// max counts 1; an FMA counts 2), not the instructions a given shader issues.

import type { ReduceOp } from './reference.ts';

import type { CostModel, Precision } from '../device/roofline.ts';

export type { CostModel, Precision };

export type DType = 'f32' | 'f16';
export const DTYPE_BYTES: Readonly<Record<DType, number>> = { f32: 4, f16: 2 };

/** Flops per element of softmax: max, subtract, exp, add, scale. */
export const SOFTMAX_FLOPS = 5;


/** Checks that a cost model's sizes are integers >= 0. */
export function sizes(what: string, ...xs: number[]): void {
  for (const x of xs) if (!Number.isSafeInteger(x) || x < 0) throw new RangeError(`${what}: sizes must be integers >= 0, got ${xs.join(', ')}`);
}
const count = sizes;

export const cost = (bytesRead: number, bytesWritten: number, flops: number, precision: Precision): CostModel => ({
  bytesRead, bytesWritten, flops, precision,
});

// ------------------------------------------------------------------------------------------ ops

/** Sum or max over the last dimension of [rows, cols] f32: one flop per element, rows values written. */
export function reduceCost(op: ReduceOp, rows: number, cols: number): CostModel {
  count(`reduce ${op}`, rows, cols);
  return cost(4 * rows * cols, 4 * rows, rows * cols, 'f32');
}

export function softmaxCost(rows: number, cols: number): CostModel {
  count('softmax', rows, cols);
  return cost(4 * rows * cols, 4 * rows * cols, SOFTMAX_FLOPS * rows * cols, 'f32');
}

/** x read (and the weight, cols values, when weighted), y written; 3 flops per element (4 with the weight). */
export function rmsNormCost(rows: number, cols: number, weighted: boolean): CostModel {
  count('rms_norm', rows, cols);
  const e = rows * cols;
  return cost(4 * e + (weighted ? 4 * cols : 0), 4 * e, (weighted ? 4 : 3) * e, 'f32');
}

