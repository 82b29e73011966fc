// A forward reader over a file handle for GGUF headers: little-endian scalars and strings read through a
// small window (one readSync per 64 KiB), every read checked against the file's length first, so a
// truncated file is a GgufError naming the position rather than a short read, and nothing is ever read
// beyond what the caller asked for.
import { readSync } from 'node:fs';
import { GgufError, NUMERIC, type GgufNumericType } from './gguf-types.ts';

const WINDOW = 64 * 1024;

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

/** Whether bytes [start, end) are well-formed UTF-8 (Unicode's table 3-7: no overlong forms, surrogates or
 * code points past U+10FFFF). In JS rather than a decoder's fatal mode: headers hold ~10^5 short strings,
 * and this allocates nothing. */
export function wellFormedUtf8(b: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; ) {
    const c = b[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    let n: number,
      lo = 0x80,
      hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) n = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      n = 2;
      if (c === 0xe0) lo = 0xa0;
      else if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      n = 3;
      if (c === 0xf0) lo = 0x90;
      else if (c === 0xf4) hi = 0x8f;
    } else return false;
    if (i + n >= end) return false; // the sequence runs past the string
    const c1 = b[i + 1]!;
    if (c1 < lo || c1 > hi) return false;
    for (let k = 2; k <= n; k++) if ((b[i + k]! & 0xc0) !== 0x80) return false;
    i += n + 1;
  }
  return true;
}

export class FileCursor {
  /** The next byte to read. */
  pos = 0;
  private readonly win = new Uint8Array(WINDOW);
  private readonly view = new DataView(this.win.buffer);
  private readonly winBytes = Buffer.from(this.win.buffer);
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

  /** A u64 that must be at most `max` (a count, a length, an extent), as a number; `suffix` completes `what`
   * in the message (kept apart so that no message is built unless it is thrown). */
  count(what: string, max: number, suffix = ''): number {
    const at = this.pos;
    const o = this.at(8, what);
    // two u32 halves: exact below 2^53, and no bigint per string length (headers hold ~10^5 of them)
    const hi = this.view.getUint32(o + 4, true);
    const v = hi * 2 ** 32 + this.view.getUint32(o, true);
    if (hi >= 2 ** 21 || v > max)
      throw new GgufError(`${what}${suffix} is ${this.view.getBigUint64(o, true)}, over the limit of ${max}`, at);
    return v;
  }

  /** A GGUF string: u64 byte length, then UTF-8 bytes (at most maxBytes), kept exactly (a leading BOM too). */
  string(what: string, maxBytes: number): string {
    const at = this.pos;
    const len = this.count(what, maxBytes, ' length');
    this.need(len, what);
    let bytes: Buffer, start: number;
    if (len <= WINDOW) {
      start = this.at(len, what);
      bytes = this.winBytes;
    } else {
      bytes = Buffer.allocUnsafe(len);
      readExactly(this.fd, bytes, this.pos, what);
      this.pos += len;
      start = 0;
    }
    if (!wellFormedUtf8(bytes, start, start + len)) throw new GgufError(`${what} is not valid UTF-8`, at);
    return bytes.toString('utf8', start, start + len);
  }
}
