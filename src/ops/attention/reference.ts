// The attention family's f64 CPU reference (test-only): per (batch, head, query) a two-pass softmax over the
// valid keys (the max, then the exps and their sum), then the weighted sum of v. Keys past kvLength, past the
// causal limit (bottom-right aligned) or at -inf in the mask weigh 0; a row with no weight gives 0.

import type { AttentionShape } from './cost.ts';

export interface AttentionRef extends Omit<AttentionShape, 'causal' | 'bytes'> {
  readonly scale: number;
  readonly causal?: boolean;
  /** Valid keys per batch (default tokensK for all). */
  readonly kvLength?: readonly number[];
  /** The additive mask expanded to [batch, heads, tokensQ, tokensK], row-major. */
  readonly mask?: ArrayLike<number>;
}

/** softmax(scale q kᵀ + mask) v of row-major q [B, H, Tq, D] and k, v [B, Hkv, Tk, D]: [B, H, Tq, D]. */
export function attention(q: ArrayLike<number>, k: ArrayLike<number>, v: ArrayLike<number>, a: AttentionRef): Float64Array {
  const { batch, heads, kvHeads, tokensQ: tq, tokensK: tk, headDim: d } = a;
  const out = new Float64Array(batch * heads * tq * d);
  const s = new Float64Array(tk);
  for (let b = 0; b < batch; b++) {
    const len = Math.min(tk, a.kvLength?.[b] ?? tk);
    for (let h = 0; h < heads; h++) {
      const kh = Math.floor(h / (heads / kvHeads));
      const kvBase = (b * kvHeads + kh) * tk * d;
      for (let i = 0; i < tq; i++) {
        const qBase = ((b * heads + h) * tq + i) * d;
        const visible = a.causal ? Math.min(len, i + len - tq + 1) : len;
        let max = -Infinity;
        for (let j = 0; j < tk; j++) {
          if (j >= visible) {
            s[j] = -Infinity;
            continue;
          }
          let dot = 0;
          for (let e = 0; e < d; e++) dot += q[qBase + e]! * k[kvBase + j * d + e]!;
          s[j] = a.scale * dot + (a.mask ? a.mask[((b * heads + h) * tq + i) * tk + j]! : 0);
          max = Math.max(max, s[j]!);
        }
        if (max === -Infinity) continue; // every key masked out: 0
        let sum = 0;
        for (let j = 0; j < tk; j++) sum += s[j] = Math.exp(s[j]! - max);
        for (let j = 0; j < tk; j++) {
          const w = s[j]! / sum;
          if (w === 0) continue;
          for (let e = 0; e < d; e++) out[qBase + e] += w * v[kvBase + j * d + e]!;
        }
      }
    }
  }
  return out;
}
