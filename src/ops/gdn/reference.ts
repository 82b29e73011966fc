// CPU references of the gdn family in f64, written from the published recurrences (Yang et al., "Gated
// Delta Networks"; HF Qwen3-Next's torch_recurrent_gated_delta_rule and causal_conv1d_update), on the
// row-major contents of the inputs. Test-only.

const softplus = (x: number): number => (x > 20 ? x : Math.log1p(Math.exp(x)));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** g = -exp(aLog[h]) softplus(a + dtBias[h]) and beta = sigmoid(b), over [..., heads]. */
export function gating(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  aLog: ArrayLike<number>,
  dtBias: ArrayLike<number>,
): { g: Float64Array; beta: Float64Array } {
  const heads = aLog.length;
  const g = Float64Array.from(a, (x, i) => -Math.exp(aLog[i % heads]!) * softplus(x + dtBias[i % heads]!));
  return { g, beta: Float64Array.from(b, sigmoid) };
}

export interface DeltaArgs {
  /** batch * heads (of v, g, beta and the state). */
  readonly heads: number;
  /** v heads per q / k head (default 1): v head h reads q and k head floor(h / group), as HF Qwen3-Next
   * repeats them (repeat_interleave over the head axis). */
  readonly group?: number;
  readonly tokens: number;
  readonly dk: number;
  readonly dv: number;
  readonly scale: number;
  readonly l2norm: boolean;
}

/** x / sqrt(sum x^2 + 1e-6) (HF's l2norm), or x. */
function normed(x: ArrayLike<number>, from: number, n: number, on: boolean): number[] {
  const r = Array.from({ length: n }, (_, i) => x[from + i]!);
  if (!on) return r;
  const inv = 1 / Math.sqrt(r.reduce((s, v) => s + v * v, 0) + 1e-6);
  return r.map((v) => v * inv);
}

/** The recurrence token by token: o [heads, tokens, dv] and the state [heads, dk, dv] after. */
export function delta(
  x: Record<'q' | 'k' | 'v' | 'g' | 'beta' | 'state', ArrayLike<number>>,
  a: DeltaArgs,
): { o: Float64Array; state: Float64Array } {
  const { dk, dv } = a;
  const S = Float64Array.from(x.state);
  const o = new Float64Array(a.heads * a.tokens * dv);
  for (let h = 0; h < a.heads; h++) {
    const s0 = h * dk * dv;
    for (let t = 0; t < a.tokens; t++) {
      const tok = h * a.tokens + t;
      const qk = Math.floor(h / (a.group ?? 1)) * a.tokens + t;
      const q = normed(x.q, qk * dk, dk, a.l2norm);
      const k = normed(x.k, qk * dk, dk, a.l2norm);
      const decay = Math.exp(x.g[tok]!);
      for (let i = 0; i < dk * dv; i++) S[s0 + i] *= decay;
      for (let j = 0; j < dv; j++) {
        let kv = 0;
        for (let i = 0; i < dk; i++) kv += S[s0 + i * dv + j]! * k[i]!;
        const d = (x.v[tok * dv + j]! - kv) * x.beta[tok]!;
        let y = 0;
        for (let i = 0; i < dk; i++) {
          S[s0 + i * dv + j] += k[i]! * d;
          y += S[s0 + i * dv + j]! * q[i]!;
        }
        o[tok * dv + j] = y * a.scale;
      }
    }
  }
  return { o, state: S };
}

export interface ConvArgs {
  /** batch * channels. */
  readonly rows: number;
  readonly channels: number;
  readonly tokens: number;
  readonly kernel: number;
  readonly silu: boolean;
}

const act = (y: number, silu: boolean): number => (silu ? y * sigmoid(y) : y);

/** Depthwise causal conv1d over [rows, tokens] with left zero padding kernel - 1. */
export function conv1d(x: ArrayLike<number>, w: ArrayLike<number>, bias: ArrayLike<number> | undefined, a: ConvArgs): Float64Array {
  const y = new Float64Array(a.rows * a.tokens);
  for (let r = 0; r < a.rows; r++) {
    const c = r % a.channels;
    for (let t = 0; t < a.tokens; t++) {
      let s = bias ? bias[c]! : 0;
      for (let j = 0; j < a.kernel; j++) {
        const src = t - (a.kernel - 1) + j;
        if (src >= 0) s += w[c * a.kernel + j]! * x[r * a.tokens + src]!;
      }
      y[r * a.tokens + t] = act(s, a.silu);
    }
  }
  return y;
}

/** One step after the rolling state [rows, L]: y [rows] and the state shifted left with x appended. */
export function conv1dStep(
  x: ArrayLike<number>,
  state: ArrayLike<number>,
  w: ArrayLike<number>,
  bias: ArrayLike<number> | undefined,
  a: ConvArgs & { readonly stateLen: number },
): { y: Float64Array; state: Float64Array } {
  const L = a.stateLen;
  const y = new Float64Array(a.rows);
  const next = new Float64Array(a.rows * L);
  for (let r = 0; r < a.rows; r++) {
    const window = [...Array.from({ length: L }, (_, i) => state[r * L + i]!), x[r]!];
    const c = r % a.channels;
    let s = bias ? bias[c]! : 0;
    for (let j = 0; j < a.kernel; j++) s += w[c * a.kernel + j]! * window[L + 1 - a.kernel + j]!;
    y[r] = act(s, a.silu);
    next.set(window.slice(1), r * L);
  }
  return { y, state: next };
}
