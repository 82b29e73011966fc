// Byte fills for Device.fill, fillBits, zeros and full: a range of a buffer set to a repeated 32-bit
// pattern, the whole aligned words as a GPU fill recorded in order with dispatches (in the graph being
// captured, unless eager), the ragged ends through a host write. Also the checks fill() and fillBits() make
// of the tensor they are given.
import { bytesOfElements } from './dtype.ts';
import { ArgumentError, BindingError, ShapeError, StateError } from './errors.ts';
import type { BufferRecord } from './pool.ts';
import type { Recorder } from './recorder.ts';
import { Tensor, type TensorHost } from './tensor.ts';
import type { Transfer } from './transfer.ts';

/** Throws unless `t` is a tensor (`what`: the calling method, for the message). */
export function expectTensor(t: Tensor, what: string): void {
  if (!(t instanceof Tensor))
    throw new ArgumentError(
      `${what}: expected a tensor, got ${t === null ? 'null' : typeof t === 'object' ? 'an object that is not one' : typeof t}`,
    );
}

export class Fills {
  constructor(
    private readonly recorder: Recorder,
    private readonly transfer: Transfer,
  ) {}

  /** Fills a contiguous tensor of `host` (the device) with a repeated pattern. */
  view(host: TensorHost, t: Tensor, pattern: number): void {
    if (t.host !== host) throw new BindingError(`fill: the ${t.describe()} tensor belongs to another device`);
    const r = t.record();
    if (!t.isContiguous) throw new ShapeError(`fill(${t.describe()}): a strided view cannot be filled; fill a contiguous tensor`);
    const start = bytesOfElements(t.dtype, t.offset);
    if (r && t.byteLength > 0) this.bytes(r, start, start + t.byteLength, pattern);
  }

  /** Bytes [start, end) of a buffer set to a repeated pattern: whole aligned words on the GPU, the ragged
   * ends through a host write (each byte gets the pattern byte of its position in the word). */
  bytes(r: BufferRecord, start: number, end: number, pattern: number, eager = false): void {
    const lo = Math.ceil(start / 4) * 4,
      hi = Math.max(lo, end & ~3);
    if (!eager && this.recorder.capturing && (start !== lo || end !== hi)) {
      // The ragged ends are host writes, which happen now, not at replay.
      throw new StateError(
        `fill: inside capture() a fill must cover whole 4-byte words (bytes [${start}, ${end}) do not); fill before capturing`,
      );
    }
    const bytesAt = (a: number, b: number): Uint8Array =>
      Uint8Array.from({ length: b - a }, (_, i) => (pattern >>> (8 * ((a + i) & 3))) & 0xff);
    if (start < Math.min(lo, end)) this.transfer.write(r, start, bytesAt(start, Math.min(lo, end)));
    if (hi > lo) this.recorder.fill(r, lo, hi - lo, pattern, eager);
    if (hi < end && hi >= lo) this.transfer.write(r, hi, bytesAt(hi, end));
  }
}
