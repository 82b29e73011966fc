// CPU references of the sort family over row-major inputs, sorting along the last dimension with the
// order PyTorch's stable sort uses: NaN above every number (all NaNs equal), -0.0 == 0.0, ties by lower
// index. moeRoute: an f64 softmax, then the top k by probability with the same rule, renormalised in f64.
// Inputs are f32 arrays, or f16 as their bit patterns (decoded exactly). Test-only.
import { DTYPES, type HostArray } from '../../device/dtype.ts';

const f16Value = DTYPES.f16.valueOf;

/** The row-major values of x as numbers (f16 bits decoded). */
function valuesOf(x: HostArray, f16: boolean): number[] {
  return Array.from(x as ArrayLike<number>, (v) => (f16 ? f16Value(v) : v));
}

/** PyTorch's order of two values: negative if a comes first ascending (NaN largest, -0.0 == 0.0). */
function compareValues(a: number, b: number): number {
  const an = Number.isNaN(a),
    bn = Number.isNaN(b);
  if (an || bn) return an === bn ? 0 : an ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Each row's indices in sorted order (largest first when descending; ties by lower index). */
function sortedRows(v: readonly number[], cols: number, descending: boolean): number[][] {
  const rows = cols === 0 ? 0 : v.length / cols;
  return Array.from({ length: rows }, (_, r) => {
    const row = v.slice(r * cols, (r + 1) * cols);
    const idx = row.map((_, i) => i);
    return idx.sort((i, j) => (descending ? -1 : 1) * compareValues(row[i]!, row[j]!) || i - j);
  });
}

const lastDim = (shape: readonly number[]): number => shape.at(-1) ?? 1;

/** argsort along the last dimension: u32 indices, x's shape. */
export function argsort(x: HostArray, shape: readonly number[], descending: boolean, f16 = false): Uint32Array {
  return Uint32Array.from(sortedRows(valuesOf(x, f16), lastDim(shape), descending).flat());
}

/** topk's indices along the last dimension: [..., k] u32. */
export function topkIndices(x: HostArray, shape: readonly number[], k: number, largest: boolean, f16 = false): Uint32Array {
  return Uint32Array.from(sortedRows(valuesOf(x, f16), lastDim(shape), largest).flatMap((r) => r.slice(0, k)));
}

/** topk's values: the elements at topkIndices, copied as bits (x's host array type: f16 as its bits). */
export function topkValues(x: HostArray, shape: readonly number[], k: number, largest: boolean, f16 = false): HostArray {
  const cols = lastDim(shape);
  const idx = topkIndices(x, shape, k, largest, f16);
  const bits = x instanceof Float32Array ? new Uint32Array(x.buffer, x.byteOffset, x.length) : (x as Uint16Array);
  const out = x instanceof Float32Array ? new Uint32Array(idx.length) : new Uint16Array(idx.length);
  idx.forEach((c, i) => (out[i] = bits[Math.floor(i / k) * cols + c]!));
  return x instanceof Float32Array ? new Float32Array(out.buffer) : out;
}

/** moeRoute's experts and weights per row of [..., experts] f32 logits. */
export function moeRoute(
  logits: Float32Array,
  shape: readonly number[],
  k: number,
  normalize: boolean,
): { ids: Uint32Array; weights: Float32Array } {
  const e = lastDim(shape);
  const rows = e === 0 ? 0 : logits.length / e;
  const ids = new Uint32Array(rows * k),
    weights = new Float32Array(rows * k);
  for (let r = 0; r < rows; r++) {
    const l = Array.from(logits.subarray(r * e, (r + 1) * e));
    const m = Math.max(...l);
    const ex = l.map((v) => Math.exp(v - m));
    const s = ex.reduce((a, b) => a + b, 0);
    const p = ex.map((v) => v / s);
    const top = sortedRows(p, e, true)[0]!.slice(0, k);
    const sTop = top.reduce((a, j) => a + p[j]!, 0);
    top.forEach((j, i) => {
      ids[r * k + i] = j;
      weights[r * k + i] = normalize ? p[j]! / sTop : p[j]!;
    });
  }
  return { ids, weights };
}
