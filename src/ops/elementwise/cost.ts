// Cost models of the elementwise family (the rules are in src/ops/cost.ts): each f32 array read once and
// written once, flops per element from the op table.
import { cost, sizes, type CostModel } from '../cost.ts';
import { UNARY, UNARY_PARAM, type BinaryOp, type ParamOp, type UnaryOp } from './kernels.ts';

/** Flops per element of the fused binary ops: the unary op's (UNARY) and the multiply; 1 for the others. */
const BINARY_FLOPS: Partial<Record<BinaryOp, number>> = { silu_mul: UNARY.silu.flops + 1, gelu_mul: UNARY.gelu.flops + 1 };

/** c = a OP b over n f32 elements: two arrays read, one written, BINARY_FLOPS (default 1) each. */
export function binaryCost(op: BinaryOp, n: number): CostModel {
  sizes(op, n);
  return cost(8 * n, 4 * n, (BINARY_FLOPS[op] ?? 1) * n, 'f32');
}

/** y = a x + y over n f32: x and y read, y written, 2 flops each. */
export function axpyCost(n: number): CostModel {
  sizes('axpy', n);
  return cost(8 * n, 4 * n, 2 * n, 'f32');
}

export function unaryCost(op: UnaryOp, n: number): CostModel {
  sizes(op, n);
  return cost(4 * n, 4 * n, UNARY[op].flops * n, 'f32');
}

export function paramCost(op: ParamOp, n: number): CostModel {
  sizes(op, n);
  return cost(4 * n, 4 * n, UNARY_PARAM[op].flops * n, 'f32');
}
