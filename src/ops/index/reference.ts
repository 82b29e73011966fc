// CPU references of the index family over row-major inputs, copying elements as bits (any host array:
// f16 as its bit patterns); an id out of range (negative, or >= the axis extent) gives 0. Test-only.
import type { HostArray } from '../../device/dtype.ts';
import { contiguousStrides } from '../../device/layout.ts';

const size = (s: readonly number[]): number => s.reduce((a, b) => a * b, 1);
const blank = (x: HostArray, n: number): HostArray => new (x.constructor as new (n: number) => HostArray)(n);
/** f32 as its bits, so that copies keep every pattern (NaN payloads included). */
const bitsOf = (x: HostArray): HostArray => (x instanceof Float32Array ? new Uint32Array(x.buffer, x.byteOffset, x.length) : x);

/** The row-major coordinates of element i of `shape`. */
function coords(i: number, shape: readonly number[]): number[] {
  const c = new Array<number>(shape.length);
  for (let d = shape.length - 1; d >= 0; d--) {
    c[d] = i % shape[d]!;
    i = Math.floor(i / shape[d]!);
  }
  return c;
}

/** y at coordinates c (of y's shape) = x at c with c[axis] replaced by idOf(i, c), or 0 out of range. */
function pick(
  data: HostArray,
  xShape: readonly number[],
  yShape: readonly number[],
  axis: number,
  idOf: (i: number, c: number[]) => number,
): HostArray {
  const x = bitsOf(data);
  const xs = contiguousStrides(xShape);
  const n = size(yShape);
  const y = blank(x, n);
  for (let i = 0; i < n; i++) {
    const c = coords(i, yShape);
    const id = idOf(i, c);
    if (!Number.isInteger(id) || id < 0 || id >= xShape[axis]!) continue;
    c[axis] = id;
    (y as unknown as number[])[i] = Number(x[c.reduce((at, v, d) => at + v * xs[d]!, 0)]!);
  }
  return data instanceof Float32Array ? new Float32Array(y.buffer) : y;
}

export function indexSelect(x: HostArray, xShape: readonly number[], ids: HostArray, axis: number): HostArray {
  const a = axis < 0 ? axis + xShape.length : axis;
  const yShape = xShape.map((s, d) => (d === a ? ids.length : s));
  return pick(x, xShape, yShape, a, (_i, c) => Number(ids[c[a]!]!));
}

export function embedding(table: HostArray, tShape: readonly number[], ids: HostArray): HostArray {
  return indexSelect(table, tShape, ids, 0);
}

export function gather(x: HostArray, xShape: readonly number[], ids: HostArray, idsShape: readonly number[], axis: number): HostArray {
  const a = axis < 0 ? axis + xShape.length : axis;
  return pick(x, xShape, idsShape, a, (i) => Number(ids[i]!));
}
