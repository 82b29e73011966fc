/// <reference lib="esnext.disposable" preserve="true" />
// (kept in the .d.ts: [Symbol.dispose] below must type-check for consumers whose lib predates it)
// Tensors are views: a dtype, a shape, strides (in elements) and an element offset over a storage buffer
// that several views may share. View methods (reshape, permute, slice, broadcastTo, ...) never copy; they
// are in views.ts. The storage is released when the last tensor over it is destroyed or collected.
// Reading and writing go through the device's data movement (direct mapping where the memory is
// host-visible, chunked staging otherwise); a strided read gathers on the host from the span it covers.
// A tensor of a block dtype (GGML quantized weights) counts weights in its shape, strides and offset; its
// views must keep every block whole (layout.ts, blockLayoutError), and it reads and writes as raw bytes.
import { DTypeError, DestroyedError, ShapeError, SizeError } from './errors.ts';
import { DTYPES, bytesOfElements, hostArray, isBlockDType, unitOf, type DType, type HostArrayOf, type PlainDType } from './dtype.ts';
import type { BufferRecord } from './pool.ts';
import {
  blockLayoutError,
  broadcastStrides,
  contiguousStrides,
  fmtShape,
  inferShape,
  isContiguousLayout,
  normDim,
  reshapeStrides,
  spanOf,
} from './layout.ts';
import { tensorOps } from './tensor-ops.ts';
import { ArgumentError } from './errors.ts';

/** What a tensor needs from its device. */
export interface TensorHost {
  readonly destroyed: boolean;
  readBytes(r: BufferRecord, offset: number, dst: Uint8Array): void;
  readBytesAsync(r: BufferRecord, offset: number, dst: Uint8Array): Promise<void>;
  writeBytes(r: BufferRecord, offset: number, src: Uint8Array): void;
  /** A new tensor over existing storage (finalization tracking). */
  trackTensor(t: Tensor): void;
  /** The last tensor over a storage went away: recycle its buffer. */
  releaseStorage(s: Storage, t: Tensor): void;
  /** The device's description (its name appears in a printed tensor). */
  readonly info: { readonly name: string };
}

/** A buffer shared by the tensors viewing it; counted so the last one releases it. */
export class Storage {
  refs = 0;
  constructor(
    /** null for an empty tensor */
    readonly rec: BufferRecord | null,
  ) {}
}

export class Tensor<D extends DType = DType> {
  /** Element count (for a block dtype: weights). */
  readonly size: number;
  /** Bytes of its elements (size × element size; a block dtype's: size / block size × block bytes), whatever
   * the strides. */
  readonly byteLength: number;
  /** @internal */
  readonly _storage: Storage;
  private _destroyed = false;

  /** @internal use device.alloc / device.upload, or a view method. */
  constructor(
    readonly host: TensorHost,
    readonly dtype: D,
    readonly shape: readonly number[],
    /** Elements to step per index of each dimension (0 for a broadcast dimension). */
    readonly strides: readonly number[],
    /** The element index of [0, 0, ...] in the storage. */
    readonly offset: number,
    storage: Storage,
  ) {
    this.size = shape.reduce((a, b) => a * b, 1);
    this.byteLength = bytesOfElements(dtype, this.size);
    this._storage = storage;
    storage.refs++;
    host.trackTensor(this);
  }

  /** @internal the buffer (null when empty or destroyed). */
  get _rec(): BufferRecord | null {
    return this._destroyed ? null : this._storage.rec;
  }

  get destroyed(): boolean {
    return this._destroyed || this.host.destroyed;
  }

  get rank(): number {
    return this.shape.length;
  }

  /** Whether the elements are laid out row-major without gaps (a size-1 dimension's stride does not matter). */
  get isContiguous(): boolean {
    return isContiguousLayout(this.shape, this.strides);
  }

  /** @internal the live buffer record (throws when destroyed; null for an empty tensor). */
  record(): BufferRecord | null {
    if (this._destroyed) throw new DestroyedError(`this ${this.describe()} tensor was destroyed`);
    if (this.host.destroyed) throw new DestroyedError(`the device of this ${this.describe()} tensor was destroyed`);
    return this._storage.rec;
  }

  describe(): string {
    const layout = this.isContiguous
      ? this.offset
        ? ` at +${this.offset}`
        : ''
      : ` strides [${this.strides.join(', ')}] at +${this.offset}`;
    return `${this.dtype} [${this.shape.join(', ')}]${layout}`;
  }

  /** Copies the contents to a host array — a new one, or `into` (same element count) — waiting for pending
   * GPU work that uses the tensor. A strided view is gathered on the host from the bytes it spans. */
  read(into?: HostArrayOf[D]): HostArrayOf[D] {
    const r = this.record();
    if (isBlockDType(this.dtype)) return this.withBytes((b) => b.read(into as Uint8Array | undefined)) as HostArrayOf[D];
    const out = this.destination(into);
    if (r && this.size > 0) {
      if (this.isContiguous) this.host.readBytes(r, bytesOfElements(this.dtype, this.offset), bytesOf(out));
      else {
        const { span, at } = this.span();
        this.host.readBytes(r, at, span);
        this.gather(out, span);
      }
    }
    return out;
  }

  /** Like read(), but the fence wait runs on a worker thread so the event loop keeps running. */
  async readAsync(): Promise<HostArrayOf[D]> {
    const r = this.record();
    if (isBlockDType(this.dtype)) {
      const b = this._bytesView();
      try {
        return (await b.readAsync()) as HostArrayOf[D];
      } finally {
        b.destroy();
      }
    }
    const out = hostArray(this.dtype, this.size);
    if (r && this.size > 0) {
      if (this.isContiguous) await this.host.readBytesAsync(r, bytesOfElements(this.dtype, this.offset), bytesOf(out));
      else {
        const { span, at } = this.span();
        await this.host.readBytesAsync(r, at, span);
        this.gather(out, span);
      }
    }
    return out;
  }

  private destination(into: HostArrayOf[D] | undefined): HostArrayOf[D] {
    if (into === undefined) return hostArray(this.dtype, this.size);
    if (!ArrayBuffer.isView(into) || into.byteLength !== this.byteLength) {
      throw new SizeError(`read(${this.describe()}): the destination must be a typed array of ${this.byteLength} bytes`);
    }
    return into;
  }

  /** @internal a block tensor's bytes as a u8 view of the same storage (one u8 element per byte; every
   * dimension but the last steps over whole blocks, so their strides scale to bytes exactly). */
  _bytesView(): Tensor<'u8'> {
    const { elements, bytes } = unitOf(this.dtype);
    const toBytes = (w: number): number => (w / elements) * bytes;
    const last = this.rank - 1;
    return new Tensor(
      this.host,
      'u8',
      this.shape.map((n, d) => (d === last ? toBytes(n) : n)),
      this.strides.map((s, d) => (d === last ? 1 : toBytes(s))),
      toBytes(this.offset),
      this._storage,
    );
  }

  private withBytes<T>(fn: (b: Tensor<'u8'>) => T): T {
    const b = this._bytesView();
    try {
      return fn(b);
    } finally {
      b.destroy();
    }
  }

  /** A buffer for the bytes a strided view spans, and the byte offset they start at. */
  private span(): { span: Uint8Array; at: number } {
    const el = unitOf(this.dtype).bytes;
    const { lo, hi } = spanOf(this.shape, this.strides, this.offset);
    return { span: new Uint8Array((hi - lo + 1) * el), at: lo * el };
  }

  /** Fills `out` (row-major) from the strided elements in `span` (the bytes span() describes). */
  private gather(out: HostArrayOf[D], span: Uint8Array): void {
    const el = unitOf(this.dtype).bytes;
    const lo = spanOf(this.shape, this.strides, this.offset).lo;
    const hi = lo + span.byteLength / el - 1;
    const src = hostArray(this.dtype, hi - lo + 1, span.buffer as ArrayBuffer) as unknown as ArrayLike<number>;
    const dst = hostArray(this.dtype, this.size, out.buffer as ArrayBuffer, out.byteOffset) as unknown as number[];
    forEachOffset(this.shape, this.strides, this.offset - lo, (o, i) => (dst[i] = src[o]!));
  }

  /** Writes `data` (the same dtype's array, or raw bytes) at element `offset` of a contiguous tensor. Ordered
   * after GPU work already recorded that uses the tensor. A block dtype takes whole blocks of raw bytes at a
   * weight offset on a block boundary. */
  write(data: HostArrayOf[D] | Uint8Array, offset = 0): this {
    const r = this.record();
    if (!ArrayBuffer.isView(data)) throw new SizeError(`write(${this.describe()}): expected a typed array`);
    if (!this.isContiguous)
      throw new ShapeError(`write(${this.describe()}): a strided view cannot be written from the host; write a contiguous tensor`);
    const { elements, bytes: el } = unitOf(this.dtype);
    const expect = isBlockDType(this.dtype) ? Uint8Array : DTYPES[this.dtype as PlainDType].host;
    if (data.constructor !== expect && !(data instanceof Uint8Array)) {
      throw new SizeError(
        `write(${this.describe()}): expected a ${expect.name} (or raw bytes in a Uint8Array), got a ${data.constructor.name}`,
      );
    }
    if (!Number.isSafeInteger(offset) || offset < 0)
      throw new SizeError(`write(${this.describe()}): offset must be a non-negative integer (got ${offset})`);
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const unit = elements > 1 ? `${this.dtype} blocks (${el} bytes per ${elements} weights)` : `${this.dtype} elements`;
    if (bytes.byteLength % el !== 0)
      throw new SizeError(`write(${this.describe()}): ${bytes.byteLength} bytes is not a whole number of ${unit}`);
    if (offset % elements !== 0)
      throw new SizeError(
        `write(${this.describe()}): offset ${offset} is inside a ${elements}-weight block (expected a multiple of ${elements})`,
      );
    const count = (bytes.byteLength / el) * elements;
    if (offset + count > this.size) {
      throw new SizeError(
        `write(${this.describe()}): ${count} elements at offset ${offset} do not fit in ${this.size} elements (${this.byteLength} bytes)`,
      );
    }
    if (r && bytes.byteLength > 0) this.host.writeBytes(r, bytesOfElements(this.dtype, this.offset + offset), bytes);
    return this;
  }

  /** Releases this tensor; the buffer returns to the device's pool (reused once the GPU is done with it)
   * when no other view of it is alive. Idempotent. */
  destroy(): void {
    if (this._destroyed) return;
    this._destroyed = true;
    if (--this._storage.refs === 0 && !this.host.destroyed) this.host.releaseStorage(this._storage, this);
  }

  [Symbol.dispose](): void {
    this.destroy();
  }

  /** `[Tensor f32 [4, 1024] on llvmpipe: 0.12, -0.5, …]`: dtype, shape, device and the first values, reading
   * back only those (which waits for the GPU work that writes them). */
  toString(): string {
    const head = `Tensor ${this.dtype} [${this.shape.join(', ')}]${this.isContiguous ? '' : ' (view)'}`;
    if (this.destroyed) return `[${head} (destroyed)]`;
    if (this.size === 0) return `[${head} on ${this.host.info.name}: empty]`;
    if (isBlockDType(this.dtype)) return `[${head} on ${this.host.info.name}: ${this.byteLength} bytes of blocks]`;
    const shown = Math.min(this.size, PRINTED_VALUES);
    const values = this.firstValues(shown).map(formatValue);
    return `[${head} on ${this.host.info.name}: ${values.join(', ')}${shown < this.size ? ', …' : ''}]`;
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }

  /** The first `k` values in row-major order, read from the span they cover. */
  private firstValues(k: number): number[] {
    const t = DTYPES[this.dtype as PlainDType];
    const offsets: number[] = [];
    forEachOffset(
      this.shape,
      this.strides,
      this.offset,
      (o, i) => {
        if (i < k) offsets.push(o);
      },
      k,
    );
    const lo = Math.min(...offsets),
      hi = Math.max(...offsets);
    const span = new Uint8Array((hi - lo + 1) * t.size);
    this.host.readBytes(this.record()!, lo * t.size, span);
    const bits = hostArray(this.dtype, hi - lo + 1, span.buffer as ArrayBuffer) as unknown as ArrayLike<number>;
    // f16/bf16 arrays hold bits; the others hold values.
    return offsets.map((o) => (t.host === Uint16Array ? t.valueOf(bits[o - lo]!) : bits[o - lo]!));
  }

  // ---- views: the same storage, another layout (nothing is copied unless a doc says so) ----

  /** @internal */
  _view(shape: readonly number[], strides: readonly number[], offset: number): Tensor<D> {
    this.record();
    if (isBlockDType(this.dtype)) {
      const { elements } = unitOf(this.dtype);
      const why = blockLayoutError(shape, strides, offset, elements);
      if (why) {
        throw new ShapeError(
          `${this.describe()}: a ${this.dtype} view must keep its ${elements}-weight blocks whole and in order, but as [${shape.join(', ')}] ${why}`,
        );
      }
    }
    return new Tensor(this.host, this.dtype, shape, strides, offset, this._storage);
  }

  /** The same elements in another shape (one extent may be -1). A view when the strides allow it;
   * otherwise (a permuted or sliced layout whose merged dimensions are not contiguous) a contiguous copy. */
  reshape(...shape: number[] | [readonly number[]]): Tensor<D> {
    const want = inferShape(flatShape(shape), this.size, `reshape(${this.describe()})`);
    const strides = reshapeStrides(this.shape, this.strides, want);
    if (strides) return this._view(want, strides, this.offset);
    const copy = this.contiguous();
    try {
      return copy._view(want, contiguousStrides(want), 0);
    } finally {
      copy.destroy(); // the view holds the storage; a refused view leaves nothing behind
    }
  }

  /** Dimensions reordered: result dimension i is this tensor's dimension dims[i]. */
  permute(...dims: number[] | [readonly number[]]): Tensor<D> {
    const order = flatShape(dims).map((d) => normDim(d, this.rank, 'permute'));
    if (order.length !== this.rank || new Set(order).size !== this.rank) {
      throw new ArgumentError(`permute(${this.describe()}): expected a permutation of ${this.rank} dimensions, got [${dims.join(', ')}]`);
    }
    return this._view(
      order.map((d) => this.shape[d]!),
      order.map((d) => this.strides[d]!),
      this.offset,
    );
  }

  /** Dimensions a and b swapped. */
  transpose(a = -2, b = -1): Tensor<D> {
    const order = this.shape.map((_, i) => i);
    const i = normDim(a, this.rank, 'transpose'),
      j = normDim(b, this.rank, 'transpose');
    [order[i], order[j]] = [order[j]!, order[i]!];
    return this.permute(order);
  }

  /** Indices start, start + step, ... below end of one dimension (start/end clamped and negative-from-end,
   * as Python slices; step >= 1). */
  slice(dim: number, start = 0, end?: number, step = 1): Tensor<D> {
    const d = normDim(dim, this.rank, 'slice');
    const n = this.shape[d]!;
    if (!Number.isInteger(step) || step < 1)
      throw new ArgumentError(`slice(${this.describe()}): step must be an integer >= 1 (got ${step})`);
    for (const [k, v] of [
      ['start', start],
      ['end', end ?? n],
    ] as const) {
      if (!Number.isInteger(v)) throw new ArgumentError(`slice(${this.describe()}): ${k} must be an integer (got ${v})`);
    }
    const clamp = (i: number): number => Math.min(n, Math.max(0, i < 0 ? i + n : i));
    const lo = clamp(start),
      hi = Math.max(lo, clamp(end ?? n));
    const shape = [...this.shape],
      strides = [...this.strides];
    shape[d] = Math.ceil((hi - lo) / step);
    strides[d] = this.strides[d]! * step;
    return this._view(shape, strides, shape[d] === 0 ? this.offset : this.offset + lo * this.strides[d]!);
  }

  /** The slice at `index` of one dimension, with that dimension removed. */
  select(dim: number, index: number): Tensor<D> {
    const d = normDim(dim, this.rank, 'select');
    const n = this.shape[d]!;
    if (!Number.isInteger(index) || index < -n || index >= n) {
      throw new ArgumentError(`select(${this.describe()}): index ${index} is out of range for dimension ${d} of extent ${n}`);
    }
    const i = index < 0 ? index + n : index;
    return this._view(
      this.shape.filter((_, k) => k !== d),
      this.strides.filter((_, k) => k !== d),
      this.offset + i * this.strides[d]!,
    );
  }

  /** Extent-1 dimensions removed: all of them, or `dim` (which must have extent 1). */
  squeeze(dim?: number): Tensor<D> {
    if (dim === undefined)
      return this._view(
        this.shape.filter((n) => n !== 1),
        this.strides.filter((_, k) => this.shape[k] !== 1),
        this.offset,
      );
    const d = normDim(dim, this.rank, 'squeeze');
    if (this.shape[d] !== 1) throw new ShapeError(`squeeze(${this.describe()}): dimension ${d} has extent ${this.shape[d]}, not 1`);
    return this._view(
      this.shape.filter((_, k) => k !== d),
      this.strides.filter((_, k) => k !== d),
      this.offset,
    );
  }

  /** A new extent-1 dimension at `dim` (0..rank; negative counts from the end of the result). */
  unsqueeze(dim: number): Tensor<D> {
    const d = normDim(dim, this.rank + 1, 'unsqueeze');
    const shape = [...this.shape],
      strides = [...this.strides];
    shape.splice(d, 0, 1);
    strides.splice(d, 0, d < this.rank ? this.shape[d]! * this.strides[d]! : 1);
    return this._view(shape, strides, this.offset);
  }

  /** Broadcast to `shape` (NumPy rules: new leading dimensions, extent-1 dimensions repeated) with stride 0. */
  broadcastTo(...shape: number[] | [readonly number[]]): Tensor<D> {
    const target = flatShape(shape);
    return this._view(target, broadcastStrides(this.shape, this.strides, target, `broadcastTo(${this.describe()})`), this.offset);
  }

  /** This tensor when it is contiguous; otherwise a contiguous copy made on the GPU by a strided-copy kernel
   * that moves bits (no value passes through a float unit), named `contiguous` in the profiler. */
  contiguous(): Tensor<D> {
    this.record();
    if (this.isContiguous) return this;
    if (!isBlockDType(this.dtype)) return tensorOps().contiguous(this);
    // blocks are moved as their bytes
    const copy = this.withBytes((b) => tensorOps().contiguous(b));
    const t = new Tensor(this.host, this.dtype, [...this.shape], contiguousStrides(this.shape), 0, copy._storage);
    copy.destroy();
    return t;
  }

  /** The values converted to `dtype` on the GPU (a new tensor; this one when the dtype is the same). Floats
   * round to nearest even; float → int truncates toward zero and saturates (NaN → 0); int → int wraps. */
  to<T extends DType>(dtype: T): Tensor<T> {
    this.record();
    if (dtype === (this.dtype as DType)) return this as unknown as Tensor<T>;
    if (isBlockDType(this.dtype))
      throw new DTypeError(`to(${String(dtype)}): ${this.describe()} holds quantized blocks; dequantize them (src/quant) to get values`);
    return tensorOps().convert(this, dtype);
  }
}

const flatShape = (args: number[] | [readonly number[]]): number[] => {
  const s = (Array.isArray(args[0]) ? args[0] : args) as number[];
  if (!s.every((d) => typeof d === 'number')) throw new ShapeError(`expected a shape of integers, got ${fmtShape(s)}`);
  return [...s];
};

/** A fresh tensor's layout: row-major strides, offset 0. */
export function freshTensor<D extends DType>(host: TensorHost, dtype: D, shape: readonly number[], rec: BufferRecord | null): Tensor<D> {
  return new Tensor(host, dtype, [...shape], contiguousStrides(shape), 0, new Storage(rec));
}

/** How many values a printed tensor shows. */
const PRINTED_VALUES = 6;

const formatValue = (v: number): string => (Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(4))));

/** Calls fn(storage offset, row-major index) for every element of a strided layout (the first `limit`). */
export function forEachOffset(
  shape: readonly number[],
  strides: readonly number[],
  offset: number,
  fn: (o: number, i: number) => void,
  limit = Infinity,
): void {
  const n = Math.min(
    limit,
    shape.reduce((a, b) => a * b, 1),
  );
  if (n === 0) return;
  const rank = shape.length;
  const idx = new Array<number>(rank).fill(0);
  let o = offset;
  for (let i = 0; i < n; i++) {
    fn(o, i);
    for (let d = rank - 1; d >= 0; d--) {
      if (++idx[d]! < shape[d]!) {
        o += strides[d]!;
        break;
      }
      o -= strides[d]! * (shape[d]! - 1);
      idx[d] = 0;
    }
  }
}

const bytesOf = (a: ArrayBufferView): Uint8Array => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
