// Cost models of the attention family (the rules are in src/ops/cost.ts).
import { cost, sizes, type CostModel } from '../cost.ts';

export interface AttentionShape {
  readonly batch: number;
  readonly heads: number;
  readonly kvHeads: number;
  readonly tokensQ: number;
  readonly tokensK: number;
  readonly headDim: number;
  readonly causal: boolean;
  /** Bytes per element of q, k, v and the result (2 for f16, 4 for f32). */
  readonly bytes: number;
}

/** q, k, v read once and the result written once; 4 · tokensQ · tokensK · headDim flops per (batch, head)
 * (q kᵀ and the weighted sum of v, an FMA each), halved for a square causal problem (the usual count: the
 * softmax's exps are in the noise). The mask and a split's partials are the kernel's business. */
export function attentionCost(s: AttentionShape): CostModel {
  sizes('attention', s.batch, s.heads, s.kvHeads, s.tokensQ, s.tokensK, s.headDim, s.bytes);
  const qo = s.batch * s.heads * s.tokensQ * s.headDim * s.bytes;
  const kv = 2 * s.batch * s.kvHeads * s.tokensK * s.headDim * s.bytes;
  const flops = 4 * s.batch * s.heads * s.tokensQ * s.tokensK * s.headDim;
  return cost(qo + kv, qo, s.causal && s.tokensQ === s.tokensK ? flops / 2 : flops, s.bytes === 2 ? 'f16' : 'f32');
}

/** The decode path's dispatch (attention_decode.comp): q and K/V read once — K/V once per kv head, as every
 * query head of a group shares its workgroup's loads, so the bytes are the KV cache's and the roofline's %
 * is of the copy roof on them — the f32 partials (headDim + 2 per row and split) written and read back by
 * the last workgroups, which write the rows; the flops of attentionCost. */
export function decodeCost(s: AttentionShape, splits: number): CostModel {
  const c = attentionCost(s);
  const partials = 4 * s.batch * s.heads * s.tokensQ * splits * (s.headDim + 2);
  return cost(c.bytesRead + partials, c.bytesWritten + partials, c.flops, c.precision);
}
