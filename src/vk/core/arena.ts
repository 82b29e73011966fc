// The native scratch memory that generated encoders write Vulkan structs into before a call.
// Each command wrapper resets the arena, encodes its arguments, calls, and decodes outputs before returning,
// so nothing in the arena outlives one call. Memory is allocated once through koffi and reused.
import koffi from 'koffi';
import { VkValueError } from './errors.ts';

export interface Chunk {
  readonly base: number;
  readonly dv: DataView;
  readonly u8: Uint8Array;
  /** 32-bit views for copying typed arrays of the same type without a byte view (no allocation). */
  readonly f32: Float32Array;
  readonly u32: Uint32Array;
  readonly i32: Int32Array;
  readonly size: number;
  used: number;
  /** The koffi allocation (null for a view of foreign memory). */
  readonly ptr?: unknown;
}

const CHUNK = 64 * 1024;
/** The most native memory one call's arguments may take (a larger request is a VkValueError, not an abort
 * in the allocator or a chunk the arena would keep for the life of the process). */
export const ARENA_LIMIT = 2 ** 30;

function newChunk(size: number): Chunk {
  // Whole 8-byte words, so the 32-bit views can be made over any size (a 70 KiB string, say).
  size = Math.ceil(size / 8) * 8;
  const ptr = koffi.alloc('uint8_t', size);
  const buf = koffi.view(ptr, size);
  const u8 = new Uint8Array(buf);
  u8.fill(0);
  // Addresses fit in 2^53 on every 64-bit OS (user space is ≤ 57 bits... and in practice ≤ 47/48).
  return {
    base: Number(koffi.address(ptr)),
    dv: new DataView(buf),
    u8,
    f32: new Float32Array(buf),
    u32: new Uint32Array(buf),
    i32: new Int32Array(buf),
    size,
    used: 0,
    ptr,
  };
}

/**
 * Scratch memory for one call's encoded arguments. Chunks of 64 KiB are kept and reused; a request larger
 * than that gets a chunk of its own that the next reset() frees, so one big call (a large shader, a long
 * string) does not pin its memory forever. An encoder that throws half-way leaves nothing behind that the
 * next call's reset() does not undo: the arena's state is only ever advanced after an allocation succeeds.
 */
export class Arena {
  private chunks: Chunk[] = [newChunk(CHUNK)];
  /** Oversized chunks of the current call. */
  private temps: Chunk[] = [];
  private tempBytes = 0;
  private index = 0;
  /** The chunk the last alloc() came from. */
  cur: Chunk = this.chunks[0];
  /** pNext links being encoded, outermost first (see chainDepth in the generated encChain). */
  chainDepth = 0;

  /** Zeroes what the previous call used and starts over. */
  reset(): void {
    this.chainDepth = 0;
    if (this.index === 0 && this.temps.length === 0) {
      // The common case (one chunk): no loop, and nothing to do when the last call used no memory.
      const c = this.chunks[0];
      this.cur = c;
      if (c.used !== 0) {
        c.u8.fill(0, 0, c.used);
        c.used = 0;
      }
      return;
    }
    for (let i = 0; i <= this.index; i++) {
      const c = this.chunks[i];
      c.u8.fill(0, 0, c.used);
      c.used = 0;
    }
    for (const t of this.temps) koffi.free(t.ptr as never);
    this.temps = [];
    this.tempBytes = 0;
    this.index = 0;
    this.cur = this.chunks[0];
  }

  /** Reserves zeroed memory; returns its offset in `this.cur` (which may change to a new chunk). */
  alloc(size: number, align: number): number {
    let c = this.cur;
    let o = (c.used + align - 1) & -align;
    if (!(o + size <= c.size) || size < 0) {
      c = this.nextChunk(size);
      o = 0;
    }
    c.used = o + size;
    return o;
  }

  private nextChunk(size: number): Chunk {
    if (!Number.isSafeInteger(size) || size < 0 || this.tempBytes + size > ARENA_LIMIT) {
      throw new VkValueError('arguments', size, `at most ${ARENA_LIMIT / 2 ** 20} MiB of encoded arguments per call (bytes)`);
    }
    if (size > CHUNK) {
      const t = newChunk(size); // may throw: nothing has changed yet
      this.temps.push(t);
      this.tempBytes += t.size;
      return (this.cur = t);
    }
    if (this.index + 1 === this.chunks.length) this.chunks.push(newChunk(CHUNK));
    return (this.cur = this.chunks[++this.index]);
  }

  /** The chunk holding a native address written by this arena, or a temporary view of foreign memory. */
  chunkAt(addr: number, size: number): { c: Chunk; o: number } {
    for (let i = 0; i <= this.index; i++) {
      const c = this.chunks[i];
      if (addr >= c.base && addr + size <= c.base + c.size) return { c, o: addr - c.base };
    }
    for (const c of this.temps) if (addr >= c.base && addr + size <= c.base + c.size) return { c, o: addr - c.base };
    const buf = koffi.view(BigInt(addr), size);
    const u8 = new Uint8Array(buf);
    const dv = new DataView(buf);
    // A view of foreign memory for decoding only: the 32-bit views are never used on it.
    return { c: { base: addr, dv, u8, f32: new Float32Array(0), u32: new Uint32Array(0), i32: new Int32Array(0), size, used: size }, o: 0 };
  }

  /** Encodes a NUL-terminated UTF-8 string; returns its address. */
  cstr(s: string): number {
    const bytes = encoder.encode(s);
    const o = this.alloc(bytes.length + 1, 1);
    this.cur.u8.set(bytes, o);
    return this.cur.base + o;
  }

  /** Copies raw bytes in; returns the address. */
  bytes(v: ArrayBufferView | ArrayBuffer, align = 16): number {
    const o = this.alloc(v.byteLength, align);
    const c = this.cur;
    // Same-type TypedArray.set is a byte copy; these cover push constants without allocating a view.
    if (v instanceof Float32Array) c.f32.set(v, o >> 2);
    else if (v instanceof Uint32Array) c.u32.set(v, o >> 2);
    else if (v instanceof Int32Array) c.i32.set(v, o >> 2);
    else if (v instanceof Uint8Array) c.u8.set(v, o);
    else c.u8.set(ArrayBuffer.isView(v) ? new Uint8Array(v.buffer, v.byteOffset, v.byteLength) : new Uint8Array(v), o);
    return c.base + o;
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Reads a NUL-terminated string from a fixed char array (or up to `max` bytes). */
export function readCStr(c: Chunk, o: number, max: number): string {
  const end = c.u8.indexOf(0, o);
  return decoder.decode(c.u8.subarray(o, end < 0 || end > o + max ? o + max : end));
}

/** Reads a NUL-terminated string at a native address (0 → null). */
export function readCStrAt(addr: number | bigint): string | null {
  if (addr === 0 || addr === 0n) return null;
  return koffi.decode(BigInt(addr), 'char', -1) as string;
}

/** The one arena the generated wrappers share (JS runs one call at a time per thread). */
export const arena = new Arena();

/** Writes a string into a fixed char array of `size` bytes (NUL-terminated, must fit). */
export function writeFixedStr(c: Chunk, o: number, size: number, s: string, field: string): void {
  if (typeof s !== 'string') throw new VkValueError(field, s, 'a string');
  const bytes = encoder.encode(s);
  if (bytes.length >= size) throw new VkValueError(field, s, `a string of at most ${size - 1} UTF-8 bytes`);
  c.u8.set(bytes, o);
}

/** Copies a typed array's bytes into the arena at an offset already allocated. */
export function copyView(c: Chunk, o: number, v: ArrayBufferView): void {
  c.u8.set(new Uint8Array(v.buffer, v.byteOffset, v.byteLength), o);
}
