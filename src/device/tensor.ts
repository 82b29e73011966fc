// Tensors: a GPU buffer with a dtype and a shape. Reading and writing go through the device's data
// movement (direct mapping where the memory is host-visible, chunked staging otherwise).
import { DestroyedError, SizeError } from './errors.ts';
import { DTYPE_SIZE, hostArray, type DType, type HostArrayOf } from './dtype.ts';
import type { BufferRecord } from './pool.ts';

/** What a tensor needs from its device. */
export interface TensorHost {
  readonly destroyed: boolean;
  readBytes(r: BufferRecord, offset: number, dst: Uint8Array): void;
  readBytesAsync(r: BufferRecord, offset: number, dst: Uint8Array): Promise<void>;
  writeBytes(r: BufferRecord, offset: number, src: Uint8Array): void;
  releaseTensor(t: Tensor): void;
}

export class Tensor<D extends DType = DType> {
  readonly size: number;
  readonly byteLength: number;
  /** @internal the buffer; null once destroyed (or for an empty tensor). */
  _rec: BufferRecord | null;
  private _destroyed = false;

  /** @internal use device.alloc / device.upload. */
  constructor(
    readonly host: TensorHost,
    readonly dtype: D,
    readonly shape: readonly number[],
    size: number,
    rec: BufferRecord | null,
  ) {
    this.size = size;
    this.byteLength = size * DTYPE_SIZE[dtype];
    this._rec = rec;
  }

  get destroyed(): boolean {
    return this._destroyed || this.host.destroyed;
  }

  /** @internal the live buffer record (throws when destroyed; null for an empty tensor). */
  record(): BufferRecord | null {
    if (this._destroyed) throw new DestroyedError(`this ${this.describe()} tensor was destroyed`);
    if (this.host.destroyed) throw new DestroyedError(`the device of this ${this.describe()} tensor was destroyed`);
    return this._rec;
  }

  describe(): string {
    return `${this.dtype} [${this.shape.join(', ')}]`;
  }

  /** Copies the contents to a host array — a new one, or `into` (same element count) — waiting for pending
   * GPU work that uses the tensor. */
  read(into?: HostArrayOf[D]): HostArrayOf[D] {
    const r = this.record();
    if (into !== undefined && (!ArrayBuffer.isView(into) || into.byteLength !== this.byteLength)) {
      throw new SizeError(`read(${this.describe()}): the destination must be a typed array of ${this.byteLength} bytes`);
    }
    const out = into ?? hostArray(this.dtype, this.size);
    if (r) this.host.readBytes(r, 0, new Uint8Array(out.buffer, out.byteOffset, out.byteLength));
    return out;
  }

  /** Like read(), but the fence wait runs on a worker thread so the event loop keeps running. */
  async readAsync(): Promise<HostArrayOf[D]> {
    const r = this.record();
    const out = hostArray(this.dtype, this.size);
    if (r) await this.host.readBytesAsync(r, 0, new Uint8Array(out.buffer, out.byteOffset, out.byteLength));
    return out;
  }

  /** Writes `data` (the same dtype's array, or raw bytes) at element `offset`. Ordered after GPU work
   * already recorded that uses the tensor. */
  write(data: HostArrayOf[D] | Uint8Array, offset = 0): this {
    const r = this.record();
    if (!ArrayBuffer.isView(data)) throw new SizeError(`write(${this.describe()}): expected a typed array`);
    const el = DTYPE_SIZE[this.dtype];
    const expect = hostArray(this.dtype, 0).constructor;
    if (data.constructor !== expect && !(data instanceof Uint8Array)) {
      throw new SizeError(`write(${this.describe()}): expected a ${expect.name} (or raw bytes in a Uint8Array), got a ${data.constructor.name}`);
    }
    if (!Number.isSafeInteger(offset) || offset < 0) throw new SizeError(`write(${this.describe()}): offset must be a non-negative integer (got ${offset})`);
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    if (bytes.byteLength % el !== 0) throw new SizeError(`write(${this.describe()}): ${bytes.byteLength} bytes is not a whole number of ${this.dtype} elements`);
    if (offset * el + bytes.byteLength > this.byteLength) {
      throw new SizeError(
        `write(${this.describe()}): ${bytes.byteLength / el} elements at offset ${offset} do not fit in ${this.size} elements (${this.byteLength} bytes)`,
      );
    }
    if (r && bytes.byteLength > 0) this.host.writeBytes(r, offset * el, bytes);
    return this;
  }

  /** Returns the buffer to the device's pool (reused once the GPU is done with it). Idempotent. */
  destroy(): void {
    if (this._destroyed) return;
    this._destroyed = true;
    if (!this.host.destroyed) this.host.releaseTensor(this);
    this._rec = null;
  }

  [Symbol.dispose](): void {
    this.destroy();
  }
}
