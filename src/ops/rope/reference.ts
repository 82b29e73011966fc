// CPU reference of rope: f64 arithmetic on the row-major contents of x, [batch, heads, tokens, headDim]
// or [tokens, heads, headDim]. With positions, the angle is the f32 value the op defines (docs of rope()):
// freq_i = f32(freqScale / theta^(2i / rotaryDims)), angle = f32(f32(pos) * freq_i), and its cos and sin
// in f64: the GPU must compute those accurately, while the f32 rounding of the angle itself (~|angle| *
// 2^-24, 2.4e-4 rad at angle 4096) is part of the definition, as in HF's f32 rotary embedding. With
// tables, their values are the cos and sin. Test-only.

export interface RopeReferenceArgs {
  /** x's shape, 3-D or 4-D. */
  readonly shape: readonly number[];
  readonly mode: 'neox' | 'gptj';
  readonly rotaryDims: number;
  /** Positions, row-major [tokens] or [batch, tokens], with their shape. */
  readonly positions?: { readonly data: ArrayLike<number>; readonly shape: readonly number[] };
  readonly theta?: number;
  readonly freqScale?: number;
  /** cos and sin tables, row-major [tokens, pairs] or [batch, tokens, pairs]. */
  readonly tables?: { readonly cos: ArrayLike<number>; readonly sin: ArrayLike<number>; readonly shape: readonly number[] };
}

/** The rotated values (f64) of x's row-major values. */
export function rope(x: ArrayLike<number>, a: RopeReferenceArgs): Float64Array {
  const four = a.shape.length === 4;
  const [B, H, T, D] = four ? a.shape : [1, a.shape[1]!, a.shape[0]!, a.shape[2]!];
  const pairs = a.rotaryDims / 2;
  const at = (b: number, h: number, t: number, d: number): number => (four ? ((b * H + h) * T + t) * D + d : (t * H + h) * D + d);
  const freq = Array.from({ length: pairs }, (_, i) => Math.fround((a.freqScale ?? 1) / (a.theta ?? 10000) ** ((2 * i) / a.rotaryDims)));
  /** cos and sin of pair i of (b, t). */
  const angle = (b: number, t: number, i: number): [number, number] => {
    if (a.tables) {
      const k = a.tables.shape.length === 3 ? (b * T + t) * pairs + i : t * pairs + i;
      return [a.tables.cos[k]!, a.tables.sin[k]!];
    }
    const p = a.positions!;
    const pos = p.data[p.shape.length === 2 ? b * T + t : t]!;
    const v = Math.fround(Math.fround(pos) * freq[i]!);
    return [Math.cos(v), Math.sin(v)];
  };
  const y = Float64Array.from(x);
  for (let b = 0; b < B; b++)
    for (let t = 0; t < T; t++)
      for (let i = 0; i < pairs; i++) {
        const [c, s] = angle(b, t, i);
        const [da, db] = a.mode === 'neox' ? [i, i + pairs] : [2 * i, 2 * i + 1];
        for (let h = 0; h < H; h++) {
          const [ia, ib] = [at(b, h, t, da), at(b, h, t, db)];
          const [u, v] = [x[ia]!, x[ib]!];
          y[ia] = u * c - v * s;
          y[ib] = v * c + u * s;
        }
      }
  return y;
}
