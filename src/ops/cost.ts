// Cost models for the roofline: what each op moves and computes, so measured GPU time can be turned into
// GB/s, GFLOP/s and a position under the roofs (docs/ARCHITECTURE.md, "cost models and the roofline").
// Each family keeps its models in its own cost.ts, built with cost() and sizes() from here. Byte accounting follows STREAM: every
// array an op reads is counted once, every array it writes once (caches and re-reads are the kernel's
// business, not the model's; a result above the roof means the data came from a cache, or the model is
// wrong). Flops count the arithmetic the op needs per element (a transcendental counts 1; a compare for
// max counts 1; an FMA counts 2), not the instructions a given shader issues.

import type { CostModel, Precision } from '../device/roofline.ts';

export type { CostModel, Precision };

/** Checks that a cost model's sizes are integers >= 0. */
export function sizes(what: string, ...xs: number[]): void {
  for (const x of xs)
    if (!Number.isSafeInteger(x) || x < 0) throw new RangeError(`${what}: sizes must be integers >= 0, got ${xs.join(', ')}`);
}

export const cost = (bytesRead: number, bytesWritten: number, flops: number, precision: Precision): CostModel => ({
  bytesRead,
  bytesWritten,
  flops,
  precision,
});
