// An op family registers itself once (its index.ts): its kernel declarations, for the shader build and
// the contract tests, and its `vkts bench` cases. The central lists — every shipped kernel, the bench
// suite — are loops over src/ops/families.ts. The family's CPU references and harness cases (cases.ts)
// are found by the test harness itself, so production code never loads them.
import type { Device } from '../device/device.ts';
import type { CostModel } from '../device/roofline.ts';
import type { Tensor } from '../device/tensor.ts';
import type { AnyKernelDecl } from './kernel.ts';

export interface BenchSizes {
  /** Elements of an elementwise case (2^26 on a GPU, 2^20 on a CPU device). */
  readonly elements: number;
  /** [rows, cols] of a row-wise case (softmax, norms, reductions). */
  readonly rows: readonly [number, number];
  /** [rows, cols] of a weight matrix times a vector. */
  readonly matvec: readonly [number, number];
  /** Square GEMM sizes. */
  readonly gemm: readonly number[];
}

export interface BenchContext {
  readonly device: Device;
  readonly sizes: BenchSizes;
  /** Copies of a weight of `bytes` to cycle through so the working set exceeds the last-level cache (1 with
   * --no-rotate). */
  copiesOf(bytes: number): number;
  /** A tensor of uniform random f32 in [-1, 1). */
  random(shape: readonly number[]): Tensor<'f32'>;
}

export interface BenchCase {
  readonly op: string;
  readonly shape: string;
  readonly dtype: string;
  readonly variant: string;
  readonly cost: CostModel;
  /** Allocates the operands; `step(i)` records the timed dispatch (or the few of a multi-kernel op, timed as the sum
   * of their GPU times; every step the same ones); `free` is destroyed afterwards. */
  readonly setup: () => { step: (i: number) => void; free: readonly Tensor[] };
}

export interface Family {
  readonly name: string;
  readonly kernels: readonly AnyKernelDecl[];
  /** The family's rows of `vkts bench --suite ops`. */
  readonly bench?: (ctx: BenchContext) => BenchCase[];
}

export const defineFamily = (f: Family): Family => f;
