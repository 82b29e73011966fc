// The elementwise family: unary ops (some with scalar parameters), binary ops with broadcasting, axpy.
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'elementwise', kernels: KERNELS, bench });
export * from './ops.ts';
export { axpyCost, binaryCost, paramCost, unaryCost } from './cost.ts';
export { UNARY, UNARY_OPS, UNARY_PARAM, PARAM_OPS, BINARY_OPS, type UnaryOp, type ParamOp, type BinaryOp } from './kernels.ts';
