// CPU references of the compare family: comparisons in f64 (exact for f32 inputs; NaN compares false except
// ne) and where, both with NumPy broadcasting over row-major inputs. Test-only.
import { broadcastShapes, broadcastStrides, contiguousStrides } from '../../device/layout.ts';
import type { HostArray } from '../../device/dtype.ts';
import { forEachOffset } from '../../device/tensor.ts';
import type { CompareOp } from './kernels.ts';

const APPLY: Readonly<Record<CompareOp, (x: number, y: number) => boolean>> = {
  eq: (x, y) => x === y,
  ne: (x, y) => x !== y,
  lt: (x, y) => x < y,
  le: (x, y) => x <= y,
  gt: (x, y) => x > y,
  ge: (x, y) => x >= y,
};

/** The row-major element offsets of each input broadcast to their common shape. */
function offsets(what: string, shapes: readonly (readonly number[])[]): number[][] {
  const shape = broadcastShapes(what, ...shapes);
  return shapes.map((s) => {
    const o: number[] = [];
    forEachOffset(shape, broadcastStrides(s, contiguousStrides(s), shape, what), 0, (k) => o.push(k));
    return o;
  });
}

export function compare(op: CompareOp, a: Float32Array, aShape: readonly number[], b: Float32Array, bShape: readonly number[]): Uint8Array {
  const [ai, bi] = offsets(op, [aShape, bShape]) as [number[], number[]];
  const f = APPLY[op];
  return Uint8Array.from(ai, (o, i) => (f(a[o]!, b[bi[i]!]!) ? 1 : 0));
}

/** mask != 0 ? a : b, copying a's or b's f32 bits. */
export function where(
  mask: HostArray,
  mShape: readonly number[],
  a: Float32Array,
  aShape: readonly number[],
  b: Float32Array,
  bShape: readonly number[],
): Float32Array {
  const [mi, ai, bi] = offsets('where', [mShape, aShape, bShape]) as [number[], number[], number[]];
  const ab = new Uint32Array(a.buffer, a.byteOffset, a.length),
    bb = new Uint32Array(b.buffer, b.byteOffset, b.length);
  const y = Uint32Array.from(mi, (o, i) => (Number(mask[o]!) !== 0 ? ab[ai[i]!]! : bb[bi[i]!]!));
  return new Float32Array(y.buffer);
}
