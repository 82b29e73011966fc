// A hand encoder of GGUF bytes for the tests, written from the format's definition (little-endian; a string
// is a u64 byte length and UTF-8; a value is a u32 type code and its body; a tensor info is name, u32 rank,
// u64 extents, u32 ggml type, u64 offset), independent of src/quant's writer, so the reader is checked
// against bytes it did not produce and the writer against bytes laid down by hand.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const T = { u8: 0, i8: 1, u16: 2, i16: 3, u32: 4, i32: 5, f32: 6, bool: 7, string: 8, array: 9, u64: 10, i64: 11, f64: 12 };

export class Bytes {
  private readonly out: number[] = [];
  get length(): number {
    return this.out.length;
  }
  raw(b: ArrayLike<number>): this {
    for (let i = 0; i < b.length; i++) this.out.push(b[i]! & 255);
    return this;
  }
  private le(v: bigint, n: number): this {
    let x = BigInt.asUintN(8 * n, v);
    for (let i = 0; i < n; i++, x >>= 8n) this.out.push(Number(x & 255n));
    return this;
  }
  u8(v: number): this {
    return this.le(BigInt(v), 1);
  }
  u16(v: number): this {
    return this.le(BigInt(v), 2);
  }
  u32(v: number): this {
    return this.le(BigInt(v), 4);
  }
  u64(v: number | bigint): this {
    return this.le(BigInt(v), 8);
  }
  f32(v: number): this {
    return this.raw(new Uint8Array(Float32Array.of(v).buffer));
  }
  f64(v: number): this {
    return this.raw(new Uint8Array(Float64Array.of(v).buffer));
  }
  str(s: string): this {
    const b = new TextEncoder().encode(s);
    return this.u64(b.length).raw(b);
  }
  pad(alignment: number): this {
    while (this.out.length % alignment) this.out.push(0);
    return this;
  }
  bytes(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}

/** "GGUF", version, tensor count, key count. */
export const header = (version: number, tensors: number | bigint, keys: number | bigint): Bytes =>
  new Bytes().raw([0x47, 0x47, 0x55, 0x46]).u32(version).u64(tensors).u64(keys);

/** A tensor info. */
export const tensorInfo = (b: Bytes, name: string, dims: readonly number[], type: number, offset: number | bigint): Bytes => {
  b.str(name).u32(dims.length);
  for (const d of dims) b.u64(d);
  return b.u32(type).u64(offset);
};

/** A temporary folder for GGUF files, and a function writing bytes into it. */
export function tempFiles(): { dir: string; put: (name: string, bytes: Uint8Array) => string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'vkts-gguf-'));
  return {
    dir,
    put: (name, bytes) => {
      const p = join(dir, name);
      writeFileSync(p, bytes);
      return p;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
