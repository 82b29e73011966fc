// Cost models of the gdn family (the rules are in src/ops/cost.ts).
import { cost, sizes, type CostModel } from '../cost.ts';

/** a and b read, g and beta written ([tokens, heads] each), aLog and dtBias read; per element the softplus
 * (exp, log1p, add), exp(aLog), the product and the sigmoid (exp, add, divide): 8 flops. */
export function gdnGatingCost(elements: number, heads: number): CostModel {
  sizes('gdnGating', elements, heads);
  return cost(8 * elements + 8 * heads, 8 * elements, 8 * elements, 'f32');
}

export interface GdnDeltaCostArgs {
  /** batch * heads. */
  readonly heads: number;
  readonly tokens: number;
  readonly dk: number;
  readonly dv: number;
}

/** q, k, v, g, beta and the state read once, o and the state written once; per token and head the decay
 * (dk dv), S^T k, the rank-1 update and S^T q (2 dk dv each), and the delta (3 dv). */
export function gdnDeltaCost(a: GdnDeltaCostArgs): CostModel {
  sizes('gdnDelta', a.heads, a.tokens, a.dk, a.dv);
  const steps = a.heads * a.tokens;
  const stateBytes = 4 * a.heads * a.dk * a.dv;
  const read = 4 * steps * (2 * a.dk + a.dv + 2) + stateBytes;
  return cost(read, 4 * steps * a.dv + stateBytes, steps * (7 * a.dk * a.dv + 3 * a.dv), 'f32');
}

export interface CausalConv1dCostArgs {
  /** Outputs (batch * channels * tokens). */
  readonly outputs: number;
  readonly channels: number;
  readonly kernel: number;
  /** Elements of the rolling state (read and written), 0 for the full sequence. */
  readonly stateElements: number;
  readonly bias: boolean;
  readonly silu: boolean;
}

/** x and the weights (and bias) read, y written, the state read and written; 2 flops per tap, 4 for the
 * SiLU (exp, add, divide, product). */
export function causalConv1dCost(a: CausalConv1dCostArgs): CostModel {
  sizes('causalConv1d', a.outputs, a.channels, a.kernel, a.stateElements);
  const read = 4 * (a.outputs + a.channels * a.kernel + (a.bias ? a.channels : 0) + a.stateElements);
  const flops = a.outputs * (2 * a.kernel + (a.silu ? 4 : 0));
  return cost(read, 4 * (a.outputs + a.stateElements), flops, 'f32');
}
