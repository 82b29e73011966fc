// openGguf: a GGUF file (versions 2 and 3, little-endian) opened lazily. Opening reads the header only —
// the metadata and the tensor infos, through FileCursor — and checks every tensor's extent against the file,
// so a multi-GB model opens in milliseconds and read(name) later reads exactly that tensor's bytes at its
// offset. Anything malformed is a GgufError naming the byte it was found at.
import { closeSync, fstatSync, openSync } from 'node:fs';
import { FileCursor, readExactly } from './gguf-cursor.ts';
import {
  ALIGNMENT_KEY,
  DEFAULT_ALIGNMENT,
  GGUF_MAGIC,
  GgufError,
  LIMITS,
  MAX_DIMS,
  VALUE_MIN_BYTES,
  VALUE_TYPES,
  alignUp,
  knownTensorTypes,
  tensorBytes,
  tensorTypeById,
  type GgufTensorInfo,
  type GgufValue,
  type GgufValueType,
} from './gguf-types.ts';

export interface GgufFile {
  /** 2 or 3 (they differ only in that version 3 may be big-endian, which this reader refuses). */
  readonly version: number;
  /** The data section's alignment (general.alignment, default 32). */
  readonly alignment: number;
  /** Where the data section starts in the file; a tensor's data is at dataOffset + offset. */
  readonly dataOffset: number;
  readonly metadata: ReadonlyMap<string, GgufValue>;
  /** The tensor infos in file order. */
  readonly tensors: readonly GgufTensorInfo[];
  /** The info of tensor `name` (a GgufError when there is none). */
  tensor(name: string): GgufTensorInfo;
  /** Reads exactly that tensor's bytes from the file. */
  read(name: string): Uint8Array;
  /** Reads dst.byteLength bytes of that tensor, from its byte `start`, into `dst` (for streaming a large
   * tensor in pieces); a range past the tensor's end is a GgufError. */
  readInto(name: string, dst: Uint8Array, start?: number): void;
  /** Closes the file handle (idempotent); read() afterwards is a GgufError. */
  close(): void;
}

/** Opens a GGUF file and reads its header; the tensor data stays on disk until read(). */
export function openGguf(path: string): GgufFile {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    throw new GgufError(`cannot open ${path}: ${(e as Error).message}`);
  }
  try {
    return new Reader(fd, path, fstatSync(fd).size);
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

class Reader implements GgufFile {
  readonly version: number;
  readonly alignment: number;
  readonly dataOffset: number;
  readonly metadata = new Map<string, GgufValue>();
  readonly tensors: GgufTensorInfo[] = [];
  private readonly byName = new Map<string, GgufTensorInfo>();
  private fd: number | undefined;

  constructor(
    fd: number,
    private readonly path: string,
    fileSize: number,
  ) {
    this.fd = fd;
    const c = new FileCursor(fd, fileSize);
    if (fileSize < 4 || c.u32('magic') !== GGUF_MAGIC) throw new GgufError(`${path} is not a GGUF file (no "GGUF" magic)`, 0);
    this.version = readVersion(c);
    const tensorCount = readCount(c, 'tensor count', LIMITS.tensors, 24);
    const keyCount = readCount(c, 'metadata key count', LIMITS.keys, 13);
    const types = new Map<string, { type: GgufValueType; at: number }>();
    for (let i = 0; i < keyCount; i++) {
      const at = c.pos;
      const key = c.string(`metadata key ${i}`, LIMITS.stringBytes);
      if (this.metadata.has(key)) throw new GgufError(`duplicate metadata key ${JSON.stringify(key)}`, at);
      types.set(key, { type: readValueType(c, `metadata ${JSON.stringify(key)}`), at: c.pos });
      const type = types.get(key)!.type;
      this.metadata.set(key, readValue(c, type, `metadata ${JSON.stringify(key)}`, 0));
    }
    this.alignment = readAlignment(this.metadata.get(ALIGNMENT_KEY), types.get(ALIGNMENT_KEY));
    for (let i = 0; i < tensorCount; i++) {
      const info = readTensorInfo(c, i, this.alignment);
      if (this.byName.has(info.tensor.name)) throw new GgufError(`duplicate tensor name ${JSON.stringify(info.tensor.name)}`, info.infoAt);
      this.byName.set(info.tensor.name, info.tensor);
      this.tensors.push(info.tensor);
    }
    this.dataOffset = alignUp(c.pos, this.alignment);
    checkExtents(this.tensors, this.dataOffset, fileSize);
  }

  tensor(name: string): GgufTensorInfo {
    const t = this.byName.get(name);
    if (!t) throw new GgufError(`${this.path} has no tensor named ${JSON.stringify(name)} (it has ${this.tensors.length} tensors)`);
    return t;
  }

  read(name: string): Uint8Array {
    const t = this.tensor(name);
    let out: Uint8Array;
    try {
      out = new Uint8Array(t.size);
    } catch {
      throw new GgufError(`read(${JSON.stringify(name)}): ${t.size} bytes do not fit in one host array`);
    }
    this.readInto(name, out);
    return out;
  }

  readInto(name: string, dst: Uint8Array, start = 0): void {
    const t = this.tensor(name);
    const what = `read(${JSON.stringify(name)})`;
    if (this.fd === undefined) throw new GgufError(`${what}: ${this.path} was closed`);
    if (!(dst instanceof Uint8Array)) throw new GgufError(`${what}: the destination must be a Uint8Array`);
    if (!Number.isSafeInteger(start) || start < 0 || start + dst.byteLength > t.size)
      throw new GgufError(`${what}: bytes ${start}..${start + dst.byteLength} are outside the tensor's ${t.size} bytes`);
    // readSync moves at most 2 GiB per call; readExactly loops
    readExactly(this.fd, dst, this.dataOffset + t.offset + start, `tensor ${JSON.stringify(name)}`);
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }
}

function readVersion(c: FileCursor): number {
  const at = c.pos;
  const v = c.u32('version');
  if (v === 2 || v === 3) return v;
  if (v === 1) throw new GgufError('GGUF version 1 is not supported (versions 2 and 3 are)', at);
  if ((v & 0xffff) === 0) throw new GgufError(`GGUF version ${v} reads like a big-endian file, which is not supported`, at);
  throw new GgufError(`unsupported GGUF version ${v} (versions 2 and 3 are supported)`, at);
}

/** A count of header records, each at least `minBytes` long: bounded by LIMITS and by the bytes left. */
function readCount(c: FileCursor, what: string, limit: number, minBytes: number): number {
  const at = c.pos;
  const n = c.count(what, limit);
  if (n * minBytes > c.remaining) throw new GgufError(`${what} is ${n}, more than the ${c.remaining} bytes left in the file can hold`, at);
  return n;
}

function readValueType(c: FileCursor, what: string): GgufValueType {
  const at = c.pos;
  const code = c.u32(`${what} type`);
  const type = VALUE_TYPES[code];
  if (type === undefined) throw new GgufError(`${what} has unknown value type ${code} (0..${VALUE_TYPES.length - 1})`, at);
  return type;
}

function readValue(c: FileCursor, type: GgufValueType, what: string, depth: number): GgufValue {
  if (type === 'string') return c.string(what, LIMITS.stringBytes);
  if (type === 'array') return readArray(c, what, depth);
  if (type !== 'bool') return c.number(type, what);
  const at = c.pos;
  const b = c.number('u8', what);
  if (b !== 0 && b !== 1) throw new GgufError(`${what} is a bool of value ${b} (expected 0 or 1)`, at);
  return b === 1;
}

function readArray(c: FileCursor, what: string, depth: number): GgufValue[] {
  const at = c.pos;
  if (depth >= LIMITS.arrayDepth) throw new GgufError(`${what} nests arrays deeper than ${LIMITS.arrayDepth}`, at);
  const item = readValueType(c, `${what} item`);
  const n = c.count(`${what} item count`, LIMITS.arrayItems);
  if (n * VALUE_MIN_BYTES[item] > c.remaining)
    throw new GgufError(`${what} declares ${n} ${item} items, more than the ${c.remaining} bytes left can hold`, at);
  const out = new Array<GgufValue>(n);
  for (let i = 0; i < n; i++) out[i] = readValue(c, item, what, depth + 1);
  return out;
}

function readAlignment(v: GgufValue | undefined, key: { type: GgufValueType; at: number } | undefined): number {
  if (v === undefined || !key) return DEFAULT_ALIGNMENT;
  if (key.type !== 'u32') throw new GgufError(`${ALIGNMENT_KEY} must be a u32 (it is a ${key.type})`, key.at);
  const a = v as number;
  if (a === 0 || (a & (a - 1)) !== 0) throw new GgufError(`${ALIGNMENT_KEY} is ${a}, not a power of two`, key.at);
  return a;
}

function readTensorInfo(c: FileCursor, i: number, alignment: number): { tensor: GgufTensorInfo; infoAt: number } {
  const infoAt = c.pos;
  const name = c.string(`tensor ${i} name`, LIMITS.stringBytes);
  const what = `tensor ${JSON.stringify(name)}`;
  const dimsAt = c.pos;
  const rank = c.u32(`${what} dimension count`);
  if (rank > MAX_DIMS) throw new GgufError(`${what} has ${rank} dimensions (ggml allows at most ${MAX_DIMS})`, dimsAt);
  const dims: number[] = [];
  for (let d = 0; d < rank; d++) dims.push(c.count(`${what} extent ${d}`, Number.MAX_SAFE_INTEGER));
  const typeAt = c.pos;
  const id = c.u32(`${what} type`);
  const type = tensorTypeById(id);
  if (!type) throw new GgufError(`${what} has unknown ggml type ${id} (known: ${knownTensorTypes()})`, typeAt);
  const weights = dims.reduce((a, b) => a * b, 1);
  const size = tensorBytes(type, dims);
  if (size === undefined)
    throw new GgufError(`${what}: ne0 = ${dims[0]} is not a multiple of the ${type.name} block (${type.blockSize} weights)`, dimsAt);
  if (!Number.isSafeInteger(weights) || !Number.isSafeInteger(size))
    throw new GgufError(`${what} of extents [${dims.join(', ')}] is too large to address`, dimsAt);
  const offsetAt = c.pos;
  const offset = c.count(`${what} offset`, Number.MAX_SAFE_INTEGER);
  if (offset % alignment !== 0) throw new GgufError(`${what} offset ${offset} is not a multiple of the alignment ${alignment}`, offsetAt);
  return { tensor: { name, type: type.name, dims, offset, size }, infoAt };
}

/** Every tensor lies inside the file, and no two overlap. */
function checkExtents(tensors: readonly GgufTensorInfo[], dataOffset: number, fileSize: number): void {
  for (const t of tensors) {
    const end = dataOffset + t.offset + t.size;
    if (t.size > 0 && end > fileSize) {
      throw new GgufError(
        `tensor ${JSON.stringify(t.name)} (bytes ${dataOffset + t.offset}..${end}) runs past the end of the file (${fileSize} bytes)`,
        dataOffset + t.offset,
      );
    }
  }
  const sorted = tensors.filter((t) => t.size > 0).sort((a, b) => a.offset - b.offset);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!,
      t = sorted[i]!;
    if (t.offset < prev.offset + prev.size)
      throw new GgufError(`tensor ${JSON.stringify(t.name)} overlaps tensor ${JSON.stringify(prev.name)}`, dataOffset + t.offset);
  }
}
