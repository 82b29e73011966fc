// Cost models of the gdn family (the rules are in src/ops/cost.ts).
import { cost, sizes, type CostModel } from '../cost.ts';

/** a and b read, g and beta written ([tokens, heads] each), aLog and dtBias read; per element the softplus
 * (exp, log1p, add), exp(aLog), the product and the sigmoid (exp, add, divide): 8 flops. */
export function gdnGatingCost(elements: number, heads: number): CostModel {
  sizes('gdnGating', elements, heads);
  return cost(8 * elements + 8 * heads, 8 * elements, 8 * elements, 'f32');
}

export interface GdnDeltaCostArgs {
  /** batch * heads (v's). */
  readonly heads: number;
  /** v heads per q / k head (default 1): q and k are read for heads / group heads. */
  readonly group?: number;
  readonly tokens: number;
  readonly dk: number;
  readonly dv: number;
  /** Bytes of a q, k, v and o element (default 4; 2 for f16); g, beta and the state are f32. */
  readonly elementBytes?: number;
}

/** q, k, v, g, beta and the state read once, o and the state written once; per token and head the decay
 * (dk dv), S^T k, the rank-1 update and S^T q (2 dk dv each), and the delta (3 dv). */
export function gdnDeltaCost(a: GdnDeltaCostArgs): CostModel {
  sizes('gdnDelta', a.heads, a.tokens, a.dk, a.dv);
  const steps = a.heads * a.tokens;
  const e = a.elementBytes ?? 4;
  const stateBytes = 4 * a.heads * a.dk * a.dv;
  const read = steps * (e * ((2 * a.dk) / (a.group ?? 1) + a.dv) + 8) + stateBytes;
  return cost(read, e * steps * a.dv + stateBytes, steps * (7 * a.dk * a.dv + 3 * a.dv), 'f32');
}

/** The passes of the chunked form (gdnChunked): the WY transform, the state through the chunks, the outputs. */
export type GdnChunkPass = 'prep' | 'state' | 'output';

export interface GdnChunkCostArgs extends GdnDeltaCostArgs {
  /** Tokens per chunk. */
  readonly chunk: number;
  readonly l2norm: boolean;
}

/**
 * One pass of the chunked form, over the padded length Tp = ceil(tokens / C) C (the work a ragged last chunk
 * does counts whole). Per chunk of C tokens: prep forms K K^T and Q K^T below the diagonal (C^2 dk each,
 * half of a full product), T by forward substitution ((C - 1) C (C + 1) / 3), W and Ut as T times C x (dk
 * + dv) (C (C - 1) (dk + dv)), and its scalings (C (6 dk + dv), 4 C dk more for l2norm); state computes
 * U = Ut - W S and S = decay S + Kh^T U (4 C dk dv + 2 dk dv + C dv); output Qh H + P U (2 C dk dv + C (C +
 * 1) dv). Bytes: each array read once and written once (pass 1 writes Qh, Kh, W [Tp, dk], Ut [Tp, dv],
 * P [Tp, C]; pass 2 the chunk states H [chunks, dk, dv]). q, k, v and o are `elementBytes` an element, the
 * work arrays f32.
 */
export function gdnChunkCost(pass: GdnChunkPass, a: GdnChunkCostArgs): CostModel {
  sizes('gdnChunked', a.heads, a.tokens, a.dk, a.dv, a.chunk);
  const { heads: H, dk, dv, chunk: C } = a;
  const chunks = H * Math.ceil(a.tokens / C);
  const padded = chunks * C;
  const rows = H * a.tokens;
  const state = dk * dv;
  const e = a.elementBytes ?? 4;
  if (pass === 'prep') {
    const flops = 2 * C * C * dk + ((C - 1) * C * (C + 1)) / 3 + C * (C - 1) * (dk + dv) + C * (6 * dk + dv) + (a.l2norm ? 4 * C * dk : 0);
    return cost(rows * (e * ((2 * dk) / (a.group ?? 1) + dv) + 8), 4 * (padded * (3 * dk + dv + C) + chunks), chunks * flops, 'f32');
  }
  if (pass === 'state') {
    const read = 4 * (padded * (2 * dk + dv) + chunks + H * state);
    return cost(read, 4 * (padded * dv + chunks * state + H * state), chunks * (4 * C * state + 2 * state + C * dv), 'f32');
  }
  return cost(4 * (padded * (dk + dv + C) + chunks * state), e * rows * dv, chunks * (2 * C * state + C * (C + 1) * dv), 'f32');
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
