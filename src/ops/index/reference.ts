// CPU references of the index family over row-major inputs, copying elements as bits (any host array:
// f16 as its bit patterns); an id out of range (negative, or >= the axis extent) gives 0 (gathers) or
// writes nothing (scatter, indexAdd, copyInto). Test-only.
import type { HostArray } from '../../device/dtype.ts';
import { contiguousStrides } from '../../device/layout.ts';
import { f16BitsToF32, f32ToF16Bits } from '../../spirv/half.ts';

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

/** How the writing ops combine an element into dst: store its bits, or add alpha times its value. */
export interface Combine {
  readonly reduce: 'set' | 'add';
  readonly alpha?: number;
}

/** A row-major host tensor (the harness's HostTensor). */
interface Host {
  readonly dtype: string;
  readonly shape: readonly number[];
  readonly data: HostArray;
}

/**
 * dst after writing src for every element of the iteration shape: src at the element's coordinates goes to
 * dst at the same coordinates, the axis one replaced by to(i, c) (skipped when out of range). Adds are
 * summed in f64 and rounded once at the end; among duplicate 'set' targets the last one wins (the GPU
 * picks any: the cases avoid duplicates there).
 */
function write(
  dst: Host,
  src: Host,
  iter: readonly number[],
  axis: number,
  to: (i: number, c: number[]) => number,
  how: Combine,
): HostArray {
  const a = axis < 0 ? axis + dst.shape.length : axis;
  const ds = contiguousStrides(dst.shape),
    ss = contiguousStrides(src.shape);
  const out = blank(dst.data, dst.data.length);
  out.set(dst.data as never);
  const bits = bitsOf(out) as unknown as number[];
  const srcBits = bitsOf(src.data);
  const value = (b: number): number =>
    dst.dtype === 'f16' ? f16BitsToF32(b) : dst.dtype === 'f32' ? new Float32Array(Uint32Array.of(b).buffer)[0]! : b;
  const sums = new Map<number, number>();
  for (let i = 0; i < size(iter); i++) {
    const c = coords(i, iter);
    const from = c.reduce((at, v, d) => at + v * ss[d]!, 0);
    const id = to(i, c);
    if (!Number.isInteger(id) || id < 0 || id >= dst.shape[a]!) continue;
    c[a] = id;
    const at = c.reduce((p, v, d) => p + v * ds[d]!, 0);
    const b = Number(srcBits[from]!);
    if (how.reduce === 'set') bits[at] = b;
    else sums.set(at, (sums.get(at) ?? value(bits[at]!)) + (how.alpha ?? 1) * value(b));
  }
  for (const [at, v] of sums) {
    if (dst.dtype === 'f16') bits[at] = f32ToF16Bits(v);
    else if (dst.dtype === 'f32') (out as Float32Array)[at] = v;
    else bits[at] = dst.dtype === 'i32' ? v | 0 : v >>> 0;
  }
  return out;
}

/** torch.scatter / scatter_add along `axis` (ids of the iteration shape). */
export const scatter = (dst: Host, ids: Host, src: Host, axis: number, how: Combine): HostArray =>
  write(dst, src, ids.shape, axis, (i) => Number(ids.data[i]!), how);

/** torch.index_add_ along `axis` (one id per position of src along it). */
export const indexAdd = (dst: Host, ids: Host, src: Host, axis: number, alpha = 1): HostArray => {
  const a = axis < 0 ? axis + dst.shape.length : axis;
  return write(dst, src, src.shape, a, (_i, c) => Number(ids.data[c[a]!]!), { reduce: 'add', alpha });
};

/** copyInto with a start position along `axis` (src of dst's rank; positions past the end skipped). */
export const copyAt = (dst: Host, src: Host, axis: number, at: number): HostArray => {
  const a = axis < 0 ? axis + dst.shape.length : axis;
  return write(dst, src, src.shape, a, (_i, c) => at + c[a]!, { reduce: 'set' });
};

/** src broadcast to `shape` (NumPy rules): what copyInto without `at` leaves in dst. */
export function broadcast(src: Host, shape: readonly number[]): HostArray {
  const lead = shape.length - src.shape.length;
  const ss = contiguousStrides(src.shape);
  const from = bitsOf(src.data) as unknown as number[];
  const out = blank(src.data, size(shape));
  const bits = bitsOf(out) as unknown as number[];
  for (let i = 0; i < bits.length; i++) {
    const c = coords(i, shape).slice(lead);
    bits[i] = from[c.reduce((at, v, d) => at + (src.shape[d] === 1 ? 0 : v * ss[d]!), 0)]!;
  }
  return out;
}
