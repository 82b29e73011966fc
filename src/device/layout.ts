// Strided layouts: the pure shape/stride arithmetic behind tensor views and the ops' strided heads. Strides
// and offsets count elements. Dimensions may be negative (counted from the end), as in PyTorch.
import { ArgumentError, ShapeError } from './errors.ts';

export const fmtShape = (s: readonly number[]): string => `[${s.join(', ')}]`;

/** Row-major strides of a shape. */
export function contiguousStrides(shape: readonly number[]): number[] {
  const s = new Array<number>(shape.length);
  let step = 1;
  for (let d = shape.length - 1; d >= 0; d--) {
    s[d] = step;
    step *= shape[d]!;
  }
  return s;
}

/** Whether a layout is row-major without gaps (a dimension of extent 1 may have any stride). */
export function isContiguousLayout(shape: readonly number[], strides: readonly number[]): boolean {
  let step = 1;
  for (let d = shape.length - 1; d >= 0; d--) {
    const n = shape[d]!;
    if (n === 0) return true;
    if (n !== 1 && strides[d] !== step) return false;
    step *= n;
  }
  return true;
}

/** The lowest and highest element index a non-empty layout touches. */
export function spanOf(shape: readonly number[], strides: readonly number[], offset: number): { lo: number; hi: number } {
  let lo = offset,
    hi = offset;
  shape.forEach((n, d) => {
    const reach = (n - 1) * strides[d]!;
    if (reach < 0) lo += reach;
    else hi += reach;
  });
  return { lo, hi };
}

/** A dimension index in [0, rank), from a possibly negative one. */
export function normDim(dim: number, rank: number, what: string): number {
  if (!Number.isInteger(dim) || dim < -rank || dim >= rank) {
    throw new ArgumentError(`${what}: dimension ${dim} is out of range for a rank-${rank} tensor (expected ${-rank}..${rank - 1})`);
  }
  return dim < 0 ? dim + rank : dim;
}

/** The shape two (or more) shapes broadcast to, NumPy's rule: align right; extents equal, or one of them 1. */
export function broadcastShapes(what: string, ...shapes: (readonly number[])[]): number[] {
  const rank = Math.max(...shapes.map((s) => s.length));
  const out = new Array<number>(rank).fill(1);
  for (const s of shapes) {
    for (let i = 0; i < s.length; i++) {
      const d = rank - s.length + i;
      const n = s[i]!;
      if (n === out[d] || n === 1) continue;
      if (out[d] === 1) out[d] = n;
      else
        throw new ShapeError(
          `${what}: shapes ${shapes.map(fmtShape).join(' and ')} do not broadcast (dimension ${d - rank}: ${out[d]} vs ${n})`,
        );
    }
  }
  return out;
}

/** Strides of `shape`/`strides` broadcast to `target` (stride 0 along broadcast dimensions). */
export function broadcastStrides(shape: readonly number[], strides: readonly number[], target: readonly number[], what: string): number[] {
  const lead = target.length - shape.length;
  if (lead < 0) throw new ShapeError(`${what}: cannot broadcast ${fmtShape(shape)} to the lower-rank ${fmtShape(target)}`);
  return target.map((n, d) => {
    if (d < lead) return 0;
    const m = shape[d - lead]!;
    if (m === n) return strides[d - lead]!;
    if (m === 1) return 0;
    throw new ShapeError(`${what}: cannot broadcast ${fmtShape(shape)} to ${fmtShape(target)} (dimension ${d}: ${m} vs ${n})`);
  });
}

/** A shape with one -1 filled in so that it holds `size` elements; throws when it cannot. */
export function inferShape(shape: readonly number[], size: number, what: string): number[] {
  const free = shape.filter((d) => d === -1).length;
  if (free > 1) throw new ShapeError(`${what}: only one dimension may be -1 (got ${fmtShape(shape)})`);
  for (const d of shape)
    if (d !== -1 && (!Number.isSafeInteger(d) || d < 0)) throw new ShapeError(`${what}: bad extent ${d} in ${fmtShape(shape)}`);
  const known = shape.reduce((a, d) => (d === -1 ? a : a * d), 1);
  const out = shape.map((d) => (d === -1 ? (known === 0 ? 0 : size / known) : d));
  if (out.reduce((a, b) => a * b, 1) !== size || out.some((d) => !Number.isInteger(d))) {
    throw new ShapeError(`${what}: cannot view ${size} elements as ${fmtShape(shape)}`);
  }
  return out;
}

/**
 * Strides that view `shape`/`strides` as `target` without moving data, or undefined when the layout does
 * not allow it (PyTorch's view rule: each group of merged dimensions must be contiguous within itself).
 */
export function reshapeStrides(shape: readonly number[], strides: readonly number[], target: readonly number[]): number[] | undefined {
  const size = shape.reduce((a, b) => a * b, 1);
  if (size === 0 || isContiguousLayout(shape, strides)) return contiguousStrides(target);
  const out = new Array<number>(target.length);
  let v = target.length - 1;
  let base = strides[strides.length - 1]!;
  let have = 1; // elements of the current chunk of source dimensions
  let given = 1; // elements of the target dimensions handed out for it
  for (let d = shape.length - 1; d >= 0; d--) {
    have *= shape[d]!;
    // A chunk ends where the next outer dimension does not continue it contiguously.
    if (d === 0 || (shape[d - 1] !== 1 && strides[d - 1] !== have * base)) {
      while (v >= 0 && (given < have || target[v] === 1)) {
        out[v] = given * base;
        given *= target[v]!;
        v--;
      }
      if (given !== have) return undefined;
      if (d > 0) {
        base = strides[d - 1]!;
        have = 1;
        given = 1;
      }
    }
  }
  return v === -1 ? out : undefined;
}

/**
 * Merges neighbouring dimensions that every layout steps through contiguously (stride[d] = stride[d+1] *
 * shape[d+1] in all of them), and drops extent-1 dimensions: the same elements with the lowest rank, which
 * is what the strided shader heads loop over.
 */
export function collapseDims(shape: readonly number[], ...strideSets: (readonly number[])[]): { shape: number[]; strides: number[][] } {
  const keep = shape.map((_, d) => d).filter((d) => shape[d] !== 1);
  const outShape: number[] = [];
  const outStrides: number[][] = strideSets.map(() => []);
  for (const d of keep) {
    const last = outShape.length - 1;
    const mergeable = last >= 0 && strideSets.every((s, k) => outStrides[k]![last] === s[d]! * shape[d]!);
    if (mergeable) {
      outShape[last]! *= shape[d]!;
      strideSets.forEach((s, k) => (outStrides[k]![last] = s[d]!));
    } else {
      outShape.push(shape[d]!);
      strideSets.forEach((s, k) => outStrides[k]!.push(s[d]!));
    }
  }
  return { shape: outShape, strides: outStrides };
}

export const sameShape = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((d, i) => d === b[i]);

/**
 * Why a layout of `blockSize`-weight blocks would break a block, or undefined when every block stays whole
 * and contiguous: the last dimension steps 1 over whole blocks, and the offset and the other dimensions'
 * strides land on block starts (a stride 0, a broadcast, would repeat weights inside a block's bytes).
 */
export function blockLayoutError(
  shape: readonly number[],
  strides: readonly number[],
  offset: number,
  blockSize: number,
): string | undefined {
  const rank = shape.length;
  if (rank === 0) return 'it has no dimension to hold blocks';
  const last = shape[rank - 1]!;
  if (last % blockSize !== 0) return `the last dimension (${last}) is not a whole number of blocks`;
  if (last > 0 && strides[rank - 1] !== 1) return `the last dimension has stride ${strides[rank - 1]} (blocks need stride 1)`;
  if (offset % blockSize !== 0) return `it starts at weight ${offset}, inside a block`;
  for (let d = 0; d < rank - 1; d++) {
    const s = strides[d]!;
    if (shape[d]! > 1 && (s === 0 || s % blockSize !== 0)) return `dimension ${d} has stride ${s}, not a non-zero multiple of the block`;
  }
  return undefined;
}
