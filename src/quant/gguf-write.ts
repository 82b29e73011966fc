// writeGguf: a GGUF file (version 3 by default, little-endian) from metadata and tensors, for tests and
// tools. Metadata values carry their GGUF type explicitly ({ type: 'u8', value: 3 }) or by inference: a
// string, a boolean, a bigint (i64, or u64 past 2^63 - 1), an integer number (u32, else i32, else i64), any
// other number (f32, GGUF's usual float), a typed array (its element type), a plain array (the common type
// of its items). Tensors are laid out in order at aligned offsets, each padded with zeros.
import { closeSync, openSync, writeSync } from 'node:fs';
import {
  ALIGNMENT_KEY,
  DEFAULT_ALIGNMENT,
  GGUF_MAGIC,
  GgufError,
  MAX_DIMS,
  NUMERIC,
  VALUE_TYPES,
  alignUp,
  knownTensorTypes,
  tensorBytes,
  tensorTypeByName,
  type GgufNumericType,
  type GgufScalarType,
  type GgufValueType,
} from './gguf-types.ts';

/** A metadata value with its GGUF type spelled out. */
export type GgufTyped =
  | { readonly type: GgufScalarType; readonly value: number | bigint | boolean | string }
  | { readonly type: 'array'; readonly itemType: GgufValueType; readonly value: readonly GgufInput[] };

type TypedArray =
  | Uint8Array
  | Int8Array
  | Uint16Array
  | Int16Array
  | Uint32Array
  | Int32Array
  | Float32Array
  | Float64Array
  | BigInt64Array
  | BigUint64Array;

export type GgufInput = string | boolean | number | bigint | TypedArray | readonly GgufInput[] | GgufTyped;

export interface GgufTensorInput {
  readonly name: string;
  /** ggml's type name (f32, f16, bf16, i32, q4_K, ...; block formats case-insensitively). */
  readonly type: string;
  /** Extents in ggml order, ne0 first. */
  readonly dims: readonly number[];
  /** Exactly the tensor's bytes. */
  readonly data: ArrayBufferView;
}

export interface GgufWriteOptions {
  readonly metadata?: Readonly<Record<string, GgufInput>> | ReadonlyMap<string, GgufInput>;
  readonly tensors?: readonly GgufTensorInput[];
  /** Data alignment, a power of two (default 32; another value is written as general.alignment). */
  readonly alignment?: number;
  /** 3 (default) or 2. */
  readonly version?: 2 | 3;
}

const TYPED_ARRAYS: readonly [new (...a: never[]) => TypedArray, GgufScalarType][] = [
  [Uint8Array, 'u8'],
  [Int8Array, 'i8'],
  [Uint16Array, 'u16'],
  [Int16Array, 'i16'],
  [Uint32Array, 'u32'],
  [Int32Array, 'i32'],
  [Float32Array, 'f32'],
  [Float64Array, 'f64'],
  [BigInt64Array, 'i64'],
  [BigUint64Array, 'u64'],
];

const INT_RANGES: Partial<Record<GgufScalarType, readonly [number, number]>> = {
  u8: [0, 255],
  i8: [-128, 127],
  u16: [0, 65535],
  i16: [-32768, 32767],
  u32: [0, 2 ** 32 - 1],
  i32: [-(2 ** 31), 2 ** 31 - 1],
};

/** Writes a GGUF file at `path` (replacing it). */
export function writeGguf(path: string, opts: GgufWriteOptions): void {
  if (typeof opts !== 'object' || opts === null) throw new GgufError('writeGguf: expected { metadata, tensors, alignment, version }');
  const version = opts.version ?? 3;
  if (version !== 2 && version !== 3) throw new GgufError(`writeGguf: version must be 2 or 3 (got ${String(version)})`);
  const alignment = opts.alignment ?? DEFAULT_ALIGNMENT;
  if (!Number.isInteger(alignment) || alignment < 1 || alignment > 2 ** 30 || (alignment & (alignment - 1)) !== 0)
    throw new GgufError(`writeGguf: alignment must be a power of two (got ${alignment})`);
  const entries = [...(opts.metadata instanceof Map ? opts.metadata : Object.entries(opts.metadata ?? {}))] as [string, GgufInput][];
  if (alignment !== DEFAULT_ALIGNMENT && !entries.some(([k]) => k === ALIGNMENT_KEY))
    entries.push([ALIGNMENT_KEY, { type: 'u32', value: alignment }]);
  const tensors = layoutTensors(opts.tensors ?? [], alignment);
  const w = new ByteWriter();
  w.u32(GGUF_MAGIC);
  w.u32(version);
  w.u64(BigInt(tensors.length));
  w.u64(BigInt(entries.length));
  for (const [key, value] of entries) {
    if (key === ALIGNMENT_KEY && !(isTyped(value) && value.type === 'u32' && value.value === alignment))
      throw new GgufError(`writeGguf: ${ALIGNMENT_KEY} must be { type: 'u32', value: ${alignment} } (the alignment option)`);
    w.string(key);
    writeValue(w, value, key);
  }
  for (const t of tensors) {
    w.string(t.name);
    w.u32(t.dims.length);
    for (const d of t.dims) w.u64(BigInt(d));
    w.u32(t.typeId);
    w.u64(BigInt(t.offset));
  }
  w.pad(alignment);
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, w.bytes());
    let at = 0;
    const zeros = new Uint8Array(alignment);
    for (const t of tensors) {
      if (t.offset > at) writeSync(fd, zeros, 0, t.offset - at);
      writeSync(fd, new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength));
      at = t.offset + t.data.byteLength;
    }
  } finally {
    closeSync(fd);
  }
}

interface PlacedTensor extends GgufTensorInput {
  readonly typeId: number;
  readonly offset: number;
}

function layoutTensors(tensors: readonly GgufTensorInput[], alignment: number): PlacedTensor[] {
  const names = new Set<string>();
  let offset = 0;
  return tensors.map((t) => {
    const what = `writeGguf: tensor ${JSON.stringify(t.name)}`;
    if (typeof t.name !== 'string') throw new GgufError(`writeGguf: a tensor name must be a string (got ${typeof t.name})`);
    if (names.has(t.name)) throw new GgufError(`${what} appears twice`);
    names.add(t.name);
    const type = typeof t.type === 'string' ? tensorTypeByName(t.type) : undefined;
    if (!type) throw new GgufError(`${what}: unknown type ${JSON.stringify(t.type)} (known: ${knownTensorTypes()})`);
    if (!Array.isArray(t.dims) || t.dims.length > MAX_DIMS || !t.dims.every((d) => Number.isSafeInteger(d) && d >= 0))
      throw new GgufError(`${what}: dims must be up to ${MAX_DIMS} non-negative integers (got ${String(t.dims)})`);
    const size = tensorBytes(type, t.dims);
    if (size === undefined)
      throw new GgufError(`${what}: ne0 = ${t.dims[0]} is not a multiple of the ${type.name} block (${type.blockSize})`);
    if (!ArrayBuffer.isView(t.data) || t.data.byteLength !== size)
      throw new GgufError(`${what}: ${type.name} [${t.dims.join(', ')}] takes ${size} bytes, the data has ${t.data?.byteLength}`);
    const placed = { ...t, typeId: type.id, offset };
    offset = alignUp(offset + size, alignment);
    return placed;
  });
}

const isTyped = (v: GgufInput): v is GgufTyped =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !ArrayBuffer.isView(v) && 'type' in v;

/** The GGUF type a value is written as (see the header comment). */
function typeOf(v: GgufInput, what: string): GgufValueType {
  if (isTyped(v)) return knownType(v.type, what);
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'bigint') return v > 2n ** 63n - 1n ? 'u64' : 'i64';
  if (typeof v === 'number') return numberType([v]);
  if (Array.isArray(v) || ArrayBuffer.isView(v)) return 'array';
  throw new GgufError(`writeGguf: ${what} has no GGUF type (${v === null ? 'null' : typeof v})`);
}

function knownType(type: unknown, what: string): GgufValueType {
  if (!(VALUE_TYPES as readonly unknown[]).includes(type))
    throw new GgufError(`writeGguf: ${what}: unknown GGUF type ${JSON.stringify(type)} (${VALUE_TYPES.join(', ')})`);
  return type as GgufValueType;
}

/** The narrowest of u32, i32, i64 holding all the integers, or f32 if one is not an integer. */
function numberType(vs: readonly number[]): GgufScalarType {
  if (!vs.every(Number.isInteger)) return 'f32';
  if (vs.every((v) => v >= 0 && v <= 2 ** 32 - 1)) return 'u32';
  if (vs.every((v) => v >= -(2 ** 31) && v <= 2 ** 31 - 1)) return 'i32';
  return 'i64';
}

/** An array's items and their type. */
function arrayItems(v: GgufInput, what: string): { itemType: GgufValueType; items: readonly GgufInput[] } {
  if (isTyped(v) && v.type === 'array') {
    if (!Array.isArray(v.value)) throw new GgufError(`writeGguf: ${what}: { type: 'array' } takes its items as an array`);
    return { itemType: knownType(v.itemType, `${what} items`), items: v.value };
  }
  if (ArrayBuffer.isView(v)) {
    const hit = TYPED_ARRAYS.find(([C]) => v instanceof C);
    if (!hit) throw new GgufError(`writeGguf: ${what} is a ${v.constructor.name}, which has no GGUF item type`);
    return { itemType: hit[1], items: Array.from(v as ArrayLike<number | bigint>) };
  }
  const items = v as readonly GgufInput[];
  if (items.length === 0) throw new GgufError(`writeGguf: ${what} is an empty array; give it as { type: 'array', itemType, value: [] }`);
  if (items.every((x) => typeof x === 'number')) return { itemType: numberType(items as number[]), items };
  const itemType = typeOf(items[0]!, what);
  if (!items.every((x) => typeOf(x, what) === itemType))
    throw new GgufError(`writeGguf: ${what} mixes item types; give it as { type: 'array', itemType, value }`);
  return { itemType, items };
}

function writeValue(w: ByteWriter, v: GgufInput, what: string): void {
  const type = typeOf(v, what);
  w.u32(VALUE_TYPES.indexOf(type));
  writeBody(w, type, v, what);
}

function writeBody(w: ByteWriter, type: GgufValueType, v: GgufInput, what: string): void {
  const value = isTyped(v) && type !== 'array' ? v.value : v;
  if (type === 'array') {
    const { itemType, items } = arrayItems(v, what);
    w.u32(VALUE_TYPES.indexOf(itemType));
    w.u64(BigInt(items.length));
    const itemWhat = `${what}[]`;
    for (const item of items) writeBody(w, itemType, item, itemWhat);
    return;
  }
  const bad = (): never => {
    throw new GgufError(`writeGguf: ${what}: ${String(value)} is not a ${type} value`);
  };
  if (type === 'string') return typeof value === 'string' ? w.string(value) : bad();
  if (type === 'bool') return typeof value === 'boolean' ? w.scalar('u8', value ? 1 : 0) : bad();
  if (type === 'u64' || type === 'i64') {
    const b = typeof value === 'bigint' ? value : typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : bad();
    const ok = type === 'u64' ? b >= 0n && b < 2n ** 64n : b >= -(2n ** 63n) && b < 2n ** 63n;
    if (!ok) bad();
    return w.scalar(type, b);
  }
  if (typeof value !== 'number') return bad();
  const range = INT_RANGES[type];
  if (range && !(Number.isInteger(value) && value >= range[0] && value <= range[1])) bad();
  w.scalar(type, value);
}

const utf8 = new TextEncoder();

/** A growable little-endian byte buffer (room() may replace the buffer: every write takes its position
 * first, then the buffer). */
class ByteWriter {
  private buf = new Uint8Array(4096);
  private view = new DataView(this.buf.buffer);
  private len = 0;

  private room(n: number): number {
    if (this.len + n > this.buf.byteLength) {
      const next = new Uint8Array(Math.max(this.buf.byteLength * 2, this.len + n));
      next.set(this.buf.subarray(0, this.len));
      this.buf = next;
      this.view = new DataView(next.buffer);
    }
    const at = this.len;
    this.len += n;
    return at;
  }

  /** A numeric scalar (its range checked by the caller). */
  scalar(type: GgufNumericType, v: number | bigint): void {
    const c = NUMERIC[type];
    const at = this.room(c.bytes); // may replace the buffer: take the view after
    c.set(this.view, at, v);
  }
  u32(v: number): void {
    this.scalar('u32', v);
  }
  u64(v: bigint): void {
    this.scalar('u64', v);
  }
  string(s: string): void {
    const b = utf8.encode(s);
    this.u64(BigInt(b.byteLength));
    const at = this.room(b.byteLength);
    this.buf.set(b, at);
  }
  pad(alignment: number): void {
    this.room(alignUp(this.len, alignment) - this.len); // fresh bytes are zero
  }
  bytes(): Uint8Array {
    return this.buf.subarray(0, this.len);
  }
}
