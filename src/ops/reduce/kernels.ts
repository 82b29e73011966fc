// The reduce family's kernel: sum and max over one dimension of an f32 view (today the last), one
// workgroup per row; variants generated from the op list and the row layouts (contiguous rows, or any view).
import { defineKernel, product } from '../kernel.ts';
import { onePerRow, ROW_LAYOUTS } from '../rows.ts';

export const REDUCE_OPS = ['sum', 'max'] as const;
export type ReduceOp = (typeof REDUCE_OPS)[number];

export const REDUCE_KERNEL = defineKernel({
  shader: 'reduce',
  source: 'src/ops/reduce/reduce.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ op: REDUCE_OPS, layout: ROW_LAYOUTS }).map(({ op, layout }) => ({
    name: `${op}_f32${layout}`,
    defines: { [`OP_${op.toUpperCase()}`]: 1, ...(layout === '_strided' ? { STRIDED: 1 } : {}) },
  })),
  grid: onePerRow,
});

export const KERNELS = [REDUCE_KERNEL];
