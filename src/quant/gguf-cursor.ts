// A forward reader over a file handle for GGUF headers: little-endian scalars and strings read through a
// small window (one readSync per 64 KiB), every read checked against the file's length first, so a
// truncated file is a GgufError naming the position rather than a short read, and nothing is ever read
// beyond what the caller asked for.
import { readSync } from 'node:fs';
import { GgufError, NUMERIC, type GgufNumericType } from './gguf-types.ts';

const WINDOW = 64 * 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads exactly dst.byteLength bytes at `position`, or throws (the file shrank, or the read failed). */
export function readExactly(fd: number, dst: Uint8Array, position: number, what: string): void {
  let done = 0;
  while (done < dst.byteLength) {
    let n: number;
    try {
      n = readSync(fd, dst, done, dst.byteLength - done, position + done);
    } catch (e) {
      throw new GgufError(`${what}: reading the file failed: ${(e as Error).message}`, position + done);
    }
    if (n <= 0)
      throw new GgufError(`${what}: the file ended after ${done} of ${dst.byteLength} bytes (was it truncated?)`, position + done);
    done += n;
  }
}

export class FileCursor {
  /** The next byte to read. */
  pos = 0;
  private readonly win = new Uint8Array(WINDOW);
  private readonly view = new DataView(this.win.buffer);
  private winStart = 0;
  private winEnd = 0;

  constructor(
    private readonly fd: number,
    /** The file's length in bytes. */
    readonly fileSize: number,
  ) {}

  get remaining(): number {
    return this.fileSize - this.pos;
  }

  /** Throws unless `n` more bytes exist; `what` names the field for the message. */
  need(n: number, what: string): void {
    if (n > this.remaining)
      throw new GgufError(`truncated file: ${what} needs ${n} bytes but only ${this.remaining} remain of ${this.fileSize}`, this.pos);
  }

  /** The window offset of `n` bytes at pos (n <= WINDOW), refilling the window when they are not in it. */
  private at(n: number, what: string): number {
    this.need(n, what);
    if (this.pos < this.winStart || this.pos + n > this.winEnd) {
      const len = Math.min(WINDOW, this.fileSize - this.pos);
      readExactly(this.fd, this.win.subarray(0, len), this.pos, what);
      this.winStart = this.pos;
      this.winEnd = this.pos + len;
    }
    const o = this.pos - this.winStart;
    this.pos += n;
    return o;
  }

  /** A numeric scalar of `type` (64-bit integers as bigints). */
  number(type: GgufNumericType, what: string): number | bigint {
    const c = NUMERIC[type];
    return c.get(this.view, this.at(c.bytes, what));
  }
  u32(what: string): number {
    return this.number('u32', what) as number;
  }
  u64(what: string): bigint {
    return this.number('u64', what) as bigint;
  }

  /** A u64 that must be at most `max` (a count, a length, an extent), as a number. */
  count(what: string, max: number): number {
    const at = this.pos;
    const v = this.u64(what);
    if (v > BigInt(max)) throw new GgufError(`${what} is ${v}, over the limit of ${max}`, at);
    return Number(v);
  }

  /** A GGUF string: u64 byte length, then UTF-8 bytes (at most maxBytes). */
  string(what: string, maxBytes: number): string {
    const at = this.pos;
    const len = this.count(`${what} length`, maxBytes);
    this.need(len, `${what} (${len} bytes)`);
    let bytes: Uint8Array;
    if (len <= WINDOW) bytes = this.win.subarray(this.at(len, what), this.pos - this.winStart);
    else {
      bytes = new Uint8Array(len);
      readExactly(this.fd, bytes, this.pos, what);
      this.pos += len;
    }
    try {
      return utf8.decode(bytes);
    } catch {
      throw new GgufError(`${what} is not valid UTF-8`, at);
    }
  }
}
