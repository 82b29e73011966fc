// Cost models for the roofline: what each op moves and computes, so measured GPU time can be turned into
// GB/s, GFLOP/s and a position under the roofs (docs/ARCHITECTURE.md, "cost models and the roofline").
// Each family keeps its models in its own cost.ts, built with cost() and sizes() from here. Byte accounting follows STREAM: every
// array an op reads is counted once, every array it writes once (caches and re-reads are the kernel's
// business, not the model's; a result above the roof means the data came from a cache, or the model is
// wrong). Flops count the arithmetic the op needs per element (a transcendental counts 1; a compare for
// max counts 1; an FMA counts 2), not the instructions a given shader issues.

import type { ReduceOp } from './reference.ts';
import { COOPMAT_SHAPES, PEAK } from './legacy-kernels.ts';

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

/** A conversion moves data only. */
export function castCost(n: number, from: DType, to: DType): CostModel {
  count('cast', n);
  return cost(DTYPE_BYTES[from] * n, DTYPE_BYTES[to] * n, 0, 'memory');
}

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

/** C[M, N] = A[M, K] B (A·B or A·Bᵀ: the same cost): A and B read once, C written once, 2 M N K flops. */
export function gemmCost(M: number, N: number, K: number): CostModel {
  count('gemm', M, N, K);
  return cost(4 * (M * K + K * N), 4 * M * N, 2 * M * N * K, 'f32');
}

/** y[rows] = W[rows, cols] x: W and x read once, y written, 2 flops per weight. */
export function matvecCost(rows: number, cols: number): CostModel {
  count('matvec', rows, cols);
  return cost(4 * (rows * cols + cols), 4 * rows, 2 * rows * cols, 'f32');
}

// ------------------------------------------------------------------------------------------ roofs

/** copy.comp: n4 vec4 (16 bytes) read and written per pass. */
export function copyCost(n4: number, passes = 1): CostModel {
  count('copy', n4, passes);
  return cost(16 * n4 * passes, 16 * n4 * passes, 0, 'memory');
}

/** read.comp: n4 vec4 read per pass (the sink is never written). */
export function readCost(n4: number, passes = 1): CostModel {
  count('read', n4, passes);
  return cost(16 * n4 * passes, 0, 0, 'memory');
}

/** write.comp: n4 vec4 written per pass. */
export function writeCost(n4: number, passes = 1): CostModel {
  count('write', n4, passes);
  return cost(0, 16 * n4 * passes, 0, 'memory');
}

/** peak_fma.comp: `invocations` invocations of `loops` loops; each writes one float. */
export function peakFmaCost(precision: 'f32' | 'f16', invocations: number, loops: number): CostModel {
  count('peak_fma', invocations, loops);
  const perLoop = PEAK.fma.unroll * PEAK.fma.chains * PEAK.fma.lanes * 2;
  return cost(0, 4 * invocations, perLoop * loops * invocations, precision);
}

/** peak_int8.comp: 8 integer ops per packed 4 x int8 dot product; each invocation writes one int. */
export function peakInt8Cost(invocations: number, loops: number): CostModel {
  count('peak_int8', invocations, loops);
  return cost(0, 4 * invocations, PEAK.int8.unroll * PEAK.int8.chains * 8 * loops * invocations, 'int8');
}

/** peak_coopmat.comp, variant `variant`: `subgroups` subgroups in the whole grid, `loops` loops each. */
export function peakCoopmatCost(variant: string, subgroups: number, loops: number): CostModel {
  count('peak_coopmat', subgroups, loops);
  const s = COOPMAT_SHAPES[variant];
  if (!s) throw new RangeError(`peakCoopmatCost: unknown variant ${variant}`);
  const perMulAdd = 2 * s.m * s.n * s.k;
  const accBytes = s.acc === 'f32' ? 4 : 2;
  return cost(2 * (s.m * s.k + s.k * s.n), accBytes * s.m * s.n * subgroups,
    perMulAdd * PEAK.coopmat.unroll * PEAK.coopmat.chains * loops * subgroups, 'f16-coopmat');
}

/** empty.comp: nothing moved, nothing computed (its time is the launch overhead). */
export function emptyCost(): CostModel {
  return cost(0, 0, 0, 'memory');
}
