// Cost models of the elementwise family (the rules are in src/ops/cost.ts): each array read once and written
// once at its element size (4 bytes f32, 2 f16), flops per element from the op table (f32 math either way).
import { cost, sizes, type CostModel } from '../cost.ts';
import { UNARY, UNARY_PARAM, type BinaryOp, type ParamOp, type UnaryOp } from './kernels.ts';

/** Flops per element of the fused binary ops: the unary op's (UNARY) and the multiply; 1 for the others. */
const BINARY_FLOPS: Partial<Record<BinaryOp, number>> = { silu_mul: UNARY.silu.flops + 1, gelu_mul: UNARY.gelu.flops + 1 };

/** c = a OP b over n elements of `bytes` each: two arrays read, one written, BINARY_FLOPS (default 1) each. */
export function binaryCost(op: BinaryOp, n: number, bytes = 4): CostModel {
  sizes(op, n);
  return cost(2 * bytes * n, bytes * n, (BINARY_FLOPS[op] ?? 1) * n, 'f32');
}

/** y = a x + y over n f32: x and y read, y written, 2 flops each. */
export function axpyCost(n: number): CostModel {
  sizes('axpy', n);
  return cost(8 * n, 4 * n, 2 * n, 'f32');
}

/** y = OP(x) over n elements of `bytes` each. */
export function unaryCost(op: UnaryOp, n: number, bytes = 4): CostModel {
  sizes(op, n);
  return cost(bytes * n, bytes * n, UNARY[op].flops * n, 'f32');
}

export function paramCost(op: ParamOp, n: number, bytes = 4): CostModel {
  sizes(op, n);
  return cost(bytes * n, bytes * n, UNARY_PARAM[op].flops * n, 'f32');
}
