// The kernels around the f16 gemm that give bf16 gemm its tensor-core path (bf16-scaled.ts):
// bf16_scale writes each row of a bf16 matrix as f16 scaled by a power of two, bf16_unscale scales the f32
// product back and stores it as f32 or bf16.
import { defineKernel, groupsFor } from '../kernel.ts';

export interface Bf16ScalePush {
  [k: string]: number;
  batches: number;
  rows: number;
  cols: number;
  offX: number;
  ldr: number;
  ldk: number;
  batchX: number;
  offY: number;
}

export interface Bf16UnscalePush {
  [k: string]: number;
  M: number;
  N: number;
  batch: number;
  offP: number;
  offC: number;
  batchA: number;
  batchB: number;
  accumulate: number;
}

export const BF16_SCALE_KERNEL = defineKernel({
  shader: 'bf16_scale',
  source: 'src/ops/matmul/bf16_scale.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: [{ name: 'rows', defines: {} }],
  grid: (p: Bf16ScalePush) => p.batches * p.rows, // a workgroup a row
});

/** bf16_unscale's variants: the result as f32 or bf16. */
export const BF16_UNSCALE_OUTS = ['f32', 'bf16'] as const;

export const BF16_UNSCALE_KERNEL = defineKernel({
  shader: 'bf16_unscale',
  source: 'src/ops/matmul/bf16_unscale.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: BF16_UNSCALE_OUTS.map((out) => ({ name: out, defines: out === 'bf16' ? { OUT_BF16: 1 } : ({} as Record<string, number>) })),
  grid: (p: Bf16UnscalePush, wg: number) => groupsFor(p.batch * p.M * p.N, wg),
});

export const BF16_KERNELS = [BF16_SCALE_KERNEL, BF16_UNSCALE_KERNEL];
