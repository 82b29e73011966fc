// Cost models of the paged KV cache ops (the rules are in src/ops/cost.ts).
import { cost, sizes, type CostModel } from '../cost.ts';

export interface PagedShape {
  readonly seqs: number;
  readonly heads: number;
  readonly kvHeads: number;
  /** Keys per sequence the model counts (the ops pass the block table's capacity: the real lengths are on
   * the device). */
  readonly context: number;
  readonly headDim: number;
  /** Bytes per element of q and the result (2 for f16, 4 for f32). */
  readonly qBytes: number;
  /** Bytes per cache element (4, 2, or 1 for int8, which adds an f32 scale per K and per V row). */
  readonly cacheBytes: number;
}

/** Bytes of K and V a sequence set reads: every key row of every kv head once (int8: with its scale). */
export const kvBytes = (s: PagedShape): number =>
  2 * s.seqs * s.kvHeads * s.context * (s.headDim * s.cacheBytes + (s.cacheBytes === 1 ? 4 : 0));

/** Paged attention's dispatch: q and K and V read once per kv head (the block table is in the noise), the
 * f32 partials written and read back by the last workgroups, which write the rows; 4 · context · headDim
 * flops per query head (q kᵀ and the weighted sum of v). */
export function pagedAttentionCost(s: PagedShape, splits: number): CostModel {
  sizes('pagedAttention', s.seqs, s.heads, s.kvHeads, s.context, s.headDim, s.qBytes, s.cacheBytes, splits);
  const q = s.seqs * s.heads * s.headDim * s.qBytes;
  const partials = 4 * s.seqs * s.heads * splits * (s.headDim + 2);
  return cost(q + kvBytes(s) + partials, partials + q, 4 * s.seqs * s.heads * s.context * s.headDim, 'f32');
}

/** reshapeAndCache: the tokens' k and v rows and slots read, their cache rows (and int8 scales) written. */
export function reshapeAndCacheCost(tokens: number, kvHeads: number, headDim: number, srcBytes: number, cacheBytes: number): CostModel {
  sizes('reshapeAndCache', tokens, kvHeads, headDim, srcBytes, cacheBytes);
  const rows = 2 * tokens * kvHeads;
  const written = rows * (headDim * cacheBytes + (cacheBytes === 1 ? 4 : 0));
  return cost(rows * headDim * srcBytes + 4 * tokens, written, cacheBytes === 1 ? 3 * rows * headDim : 0, 'f32');
}
