// The reduce family's kernel: sum, mean, max, min, argmax and argmin over one dimension of an f32 view (the
// host picks which), one workgroup per row; variants generated from the op list and the row layouts
// (contiguous rows reduced along the last dimension, or any view along any dimension).
import { defineKernel, product } from '../kernel.ts';
import { onePerRow, ROW_LAYOUTS } from '../rows.ts';

/** The ops whose result is a value (f32). */
export const VALUE_OPS = ['sum', 'max', 'mean', 'min'] as const;
/** The ops whose result is an index along the reduced dimension (u32). */
export const ARG_OPS = ['argmax', 'argmin'] as const;
export const REDUCE_OPS = [...VALUE_OPS, ...ARG_OPS] as const;
export type ValueOp = (typeof VALUE_OPS)[number];
export type ArgOp = (typeof ARG_OPS)[number];
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
