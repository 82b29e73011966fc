// The attention tests' problem shape and their call of the f64 reference (the default scale 1 / sqrt(d)).
import * as ref from '../../src/ops/attention/reference.ts';

/** batch, heads, kv heads, tokensQ, tokensK, headDim. */
export interface AttentionProblem {
  readonly b: number;
  readonly h: number;
  readonly kvh: number;
  readonly tq: number;
  readonly tk: number;
  readonly d: number;
}

export const attentionRef = (
  p: AttentionProblem,
  q: ArrayLike<number>,
  k: ArrayLike<number>,
  v: ArrayLike<number>,
  extra: Partial<ref.AttentionRef> = {},
): Float64Array =>
  ref.attention(q, k, v, {
    batch: p.b,
    heads: p.h,
    kvHeads: p.kvh,
    tokensQ: p.tq,
    tokensK: p.tk,
    headDim: p.d,
    scale: Math.fround(1 / Math.sqrt(p.d)),
    ...extra,
  });
