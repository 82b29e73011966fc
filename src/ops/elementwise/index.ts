// The elementwise family: unary ops, binary ops with broadcasting, axpy.
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'elementwise', kernels: KERNELS, bench });
export * from './ops.ts';
export { axpyCost, binaryCost, unaryCost } from './cost.ts';
export { UNARY, UNARY_OPS, BINARY_OPS, type UnaryOp, type BinaryOp } from './kernels.ts';
