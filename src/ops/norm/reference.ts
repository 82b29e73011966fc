// CPU references of the norm family: f64 arithmetic (so |x| ~ 1e19 squares and 1e-30 squares are exact
// enough: the f32 overflow and underflow the shader must avoid cannot happen here), one rounding to f32 at
// the end. Inputs are row-major [rows, cols]. Test-only.

function expectLength(what: string, a: ArrayLike<unknown>, n: number): void {
  if (a.length !== n) throw new RangeError(`${what}: expected ${n} elements, got ${a.length}`);
}

/** Softmax (or with log, log_softmax as (v - m) - log(sum exp(v - m))) over the last dimension of [rows,
 * cols] of v = x * scale (+ mask, given expanded to [rows, cols]), the row max m subtracted first; scale is
 * rounded to f32 (a push constant). A row of -inf gives NaN, as PyTorch. */
export function softmax(x: Float32Array, rows: number, cols: number, scale = 1, mask?: Float32Array, log = false): Float32Array {
  expectLength('softmax: x', x, rows * cols);
  if (mask) expectLength('softmax: mask', mask, rows * cols);
  const sf = Math.fround(scale);
  const out = new Float32Array(rows * cols);
  const v = new Float64Array(cols);
  for (let r = 0; r < rows; r++) {
    const base = r * cols;
    let m = -Infinity;
    for (let c = 0; c < cols; c++) m = Math.max(m, (v[c] = x[base + c]! * sf + (mask ? mask[base + c]! : 0)));
    let s = 0;
    for (let c = 0; c < cols; c++) s += Math.exp(v[c]! - m);
    for (let c = 0; c < cols; c++) out[base + c] = log ? v[c]! - m - Math.log(s) : Math.exp(v[c]! - m) / s;
  }
  return out;
}

/** y = x / sqrt(mean(x^2) + eps) (* weight[c] when a weight of cols values is given), per row of [rows,
 * cols]; eps is rounded to f32 first (the shader takes it as a float push constant). */
export function rmsNorm(x: Float32Array, rows: number, cols: number, eps: number, weight?: Float32Array): Float32Array {
  expectLength('rms_norm: x', x, rows * cols);
  if (weight) expectLength('rms_norm: weight', weight, cols);
  const epsf = Math.fround(eps);
  const out = new Float32Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    const base = r * cols;
    let ss = 0;
    for (let c = 0; c < cols; c++) ss += x[base + c]! * x[base + c]!;
    const scale = 1 / Math.sqrt(ss / cols + epsf);
    for (let c = 0; c < cols; c++) out[base + c] = x[base + c]! * scale * (weight ? weight[c]! : 1);
  }
  return out;
}

/** sum = x + residual rounded to f32 (both given expanded to [rows, cols]), and rms_norm of that f32 sum
 * (as rmsNorm above): what addRmsNorm writes. */
export function addRmsNorm(
  x: Float32Array,
  residual: Float32Array,
  rows: number,
  cols: number,
  eps: number,
  weight?: Float32Array,
): { sum: Float32Array; normed: Float32Array } {
  expectLength('add_rms_norm: x', x, rows * cols);
  expectLength('add_rms_norm: residual', residual, rows * cols);
  const sum = Float32Array.from(x, (v, i) => v + residual[i]!);
  return { sum, normed: rmsNorm(sum, rows, cols, eps, weight) };
}

/** (x - mean) / sqrt(var + eps) (* weight[c]) (+ bias[c]) per row of [rows, cols], the biased variance
 * (PyTorch's layer_norm), in f64; eps rounded to f32 first. */
export function layerNorm(
  x: Float32Array,
  rows: number,
  cols: number,
  eps: number,
  weight?: Float32Array,
  bias?: Float32Array,
): Float32Array {
  expectLength('layer_norm: x', x, rows * cols);
  if (weight) expectLength('layer_norm: weight', weight, cols);
  if (bias) expectLength('layer_norm: bias', bias, cols);
  const epsf = Math.fround(eps);
  const out = new Float32Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    const base = r * cols;
    let s = 0;
    for (let c = 0; c < cols; c++) s += x[base + c]!;
    const mean = s / cols;
    let ss = 0;
    for (let c = 0; c < cols; c++) ss += (x[base + c]! - mean) ** 2;
    const scale = 1 / Math.sqrt(ss / cols + epsf);
    for (let c = 0; c < cols; c++) out[base + c] = (x[base + c]! - mean) * scale * (weight ? weight[c]! : 1) + (bias ? bias[c]! : 0);
  }
  return out;
}
