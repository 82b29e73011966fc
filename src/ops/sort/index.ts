// The sort family: argsort and topk along the last dimension, and moeRoute (softmax + top-k + renormalise).
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'sort', kernels: KERNELS, bench });
export { argsort, topk, type ArgsortOptions, type TopkOptions, type TopkResult } from './ops.ts';
export { moeRoute, type MoeRouteOptions, type MoeRoute } from './moe.ts';
export { argsortCost, topkCost, moeRouteCost } from './cost.ts';
export { SORT_MAX, MAX_EXPERTS } from './kernels.ts';
