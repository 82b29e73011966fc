// The reduce family: sum, mean, max, min, argmax and argmin over any one dimension.
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'reduce', kernels: KERNELS, bench });
export { reduce, sum, mean, max, min, argmax, argmin, type ReduceOptions } from './ops.ts';
export { reduceCost } from './cost.ts';
export { REDUCE_OPS, VALUE_OPS, ARG_OPS, type ReduceOp, type ValueOp, type ArgOp } from './kernels.ts';
