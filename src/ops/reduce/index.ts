// The reduce family: sum and max over the last dimension.
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'reduce', kernels: KERNELS, bench });
export { reduce, sum, max } from './ops.ts';
export { reduceCost } from './cost.ts';
export { REDUCE_OPS, type ReduceOp } from './kernels.ts';
