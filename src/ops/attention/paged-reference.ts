// The paged KV cache's CPU reference (test-only): the int8 quantization as reshapeAndCache defines it
// (per row of headDim: scale = f32(max|x| / 127), code = x / scale rounded half to even, clamped to
// [-127, 127]), and paged decode attention as the f64 two-pass attention of reference.ts over each
// sequence's tokens, which the paging must not change.
import { attention } from './reference.ts';

/** Round half to even (GLSL roundEven). */
const roundEven = (x: number): number => {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
};

/** int8 codes and f32 scales of `rows` rows of `d` values. */
export function quantizeRows(x: ArrayLike<number>, rows: number, d: number): { codes: Int8Array; scales: Float32Array } {
  const codes = new Int8Array(rows * d);
  const scales = new Float32Array(rows);
  for (let r = 0; r < rows; r++) {
    let max = 0;
    for (let e = 0; e < d; e++) max = Math.max(max, Math.abs(x[r * d + e]!));
    const scale = Math.fround(max / 127);
    scales[r] = scale;
    if (scale === 0) continue;
    for (let e = 0; e < d; e++) codes[r * d + e] = Math.max(-127, Math.min(127, roundEven(x[r * d + e]! / scale)));
  }
  return { codes, scales };
}

/** The values an int8 cache holds for `x` (code · scale). */
export function dequantized(x: ArrayLike<number>, rows: number, d: number): Float64Array {
  const { codes, scales } = quantizeRows(x, rows, d);
  return Float64Array.from(codes, (c, i) => c * scales[Math.floor(i / d)]!);
}

export interface PagedRef {
  readonly heads: number;
  readonly kvHeads: number;
  readonly headDim: number;
  readonly scale: number;
  /** Each sequence's tokens, in order: sequence s's are rows [sum of the earlier contexts, + contexts[s]). */
  readonly contexts: readonly number[];
}

/** Decode attention of q [seqs, heads, d] over k, v [tokens, kvHeads, d] split into the sequences'
 * contexts: [seqs, heads, d] (a context of 0 gives 0). */
export function pagedAttention(q: ArrayLike<number>, k: ArrayLike<number>, v: ArrayLike<number>, a: PagedRef): Float64Array {
  const { heads, kvHeads, headDim: d } = a;
  const out = new Float64Array(a.contexts.length * heads * d);
  let first = 0;
  a.contexts.forEach((n, s) => {
    // [tokens, kvHeads, d] rows to [kvHeads, tokens, d]
    const byHead = (x: ArrayLike<number>) => {
      const t = new Float64Array(kvHeads * n * d);
      for (let j = 0; j < n; j++)
        for (let h = 0; h < kvHeads; h++) for (let e = 0; e < d; e++) t[(h * n + j) * d + e] = x[((first + j) * kvHeads + h) * d + e]!;
      return t;
    };
    const qs = Array.prototype.slice.call(q, s * heads * d, (s + 1) * heads * d) as number[];
    const shape = { batch: 1, heads, kvHeads, tokensQ: 1, tokensK: n, headDim: d, scale: a.scale };
    out.set(attention(qs, byHead(k), byHead(v), shape), s * heads * d);
    first += n;
  });
  return out;
}
