// GGUF's vocabulary, shared by the reader and the writer: the metadata value types (their codes in the file),
// the tensor types (ggml type ids with weights and bytes per block: the element types here, the block formats
// from src/device/block-formats.ts), the error class, and the bounds a reader puts on what a header may
// declare. A GGUF file (little-endian) is: "GGUF", u32 version, u64 tensor count, u64 metadata count, the
// key/value pairs, the tensor infos, padding to the alignment, then the data section holding each tensor
// at an aligned offset.
import { BLOCK_FORMATS, blockDTypeOf } from '../device/block-formats.ts';
import { QuantError } from './errors.ts';

/** A malformed, truncated or unsupported GGUF file, or a misuse of one; `offset` is the file position the
 * problem was found at (-1 when it is not about a position in the file). */
export class GgufError extends QuantError {
  readonly offset: number;
  constructor(message: string, offset = -1) {
    super(offset >= 0 ? `${message} (at byte ${offset})` : message);
    this.offset = offset;
  }
}

export const GGUF_MAGIC = 0x46554747; // "GGUF" read as a little-endian u32
export const DEFAULT_ALIGNMENT = 32;
export const ALIGNMENT_KEY = 'general.alignment';

/** Metadata value types by their code in the file. */
export const VALUE_TYPES = ['u8', 'i8', 'u16', 'i16', 'u32', 'i32', 'f32', 'bool', 'string', 'array', 'u64', 'i64', 'f64'] as const;
export type GgufValueType = (typeof VALUE_TYPES)[number];
export type GgufScalarType = Exclude<GgufValueType, 'array'>;

/** Bytes of a fixed-size scalar (strings and arrays: their smallest encoding, a length or a type and count). */
export const VALUE_MIN_BYTES: Readonly<Record<GgufValueType, number>> = {
  u8: 1,
  i8: 1,
  bool: 1,
  u16: 2,
  i16: 2,
  u32: 4,
  i32: 4,
  f32: 4,
  u64: 8,
  i64: 8,
  f64: 8,
  string: 8,
  array: 12,
};

/** The numeric metadata types, and how each is read from and written to a little-endian DataView. */
export type GgufNumericType = Exclude<GgufScalarType, 'string' | 'bool'>;
interface NumericCodec {
  readonly bytes: number;
  get(d: DataView, at: number): number | bigint;
  set(d: DataView, at: number, v: number | bigint): void;
}
export const NUMERIC: Readonly<Record<GgufNumericType, NumericCodec>> = {
  u8: { bytes: 1, get: (d, o) => d.getUint8(o), set: (d, o, v) => d.setUint8(o, Number(v)) },
  i8: { bytes: 1, get: (d, o) => d.getInt8(o), set: (d, o, v) => d.setInt8(o, Number(v)) },
  u16: { bytes: 2, get: (d, o) => d.getUint16(o, true), set: (d, o, v) => d.setUint16(o, Number(v), true) },
  i16: { bytes: 2, get: (d, o) => d.getInt16(o, true), set: (d, o, v) => d.setInt16(o, Number(v), true) },
  u32: { bytes: 4, get: (d, o) => d.getUint32(o, true), set: (d, o, v) => d.setUint32(o, Number(v), true) },
  i32: { bytes: 4, get: (d, o) => d.getInt32(o, true), set: (d, o, v) => d.setInt32(o, Number(v), true) },
  f32: { bytes: 4, get: (d, o) => d.getFloat32(o, true), set: (d, o, v) => d.setFloat32(o, Number(v), true) },
  f64: { bytes: 8, get: (d, o) => d.getFloat64(o, true), set: (d, o, v) => d.setFloat64(o, Number(v), true) },
  u64: { bytes: 8, get: (d, o) => d.getBigUint64(o, true), set: (d, o, v) => d.setBigUint64(o, BigInt(v), true) },
  i64: { bytes: 8, get: (d, o) => d.getBigInt64(o, true), set: (d, o, v) => d.setBigInt64(o, BigInt(v), true) },
};

/** A metadata value as the reader gives it: integers as numbers (64-bit ones as bigints), floats as numbers. */
export type GgufValue = number | bigint | boolean | string | GgufValue[];

/** One tensor of a GGUF file. */
export interface GgufTensorInfo {
  readonly name: string;
  /** ggml's type name: f32 f16 bf16 f64 i8 i16 i32 i64, or a block format (q4_0, q4_K, iq2_xxs, ...). */
  readonly type: string;
  /** Extents in ggml order: ne0 (the contiguous one) first. */
  readonly dims: readonly number[];
  /** Byte offset of the data from the start of the data section (a multiple of the alignment). */
  readonly offset: number;
  /** Bytes of the data. */
  readonly size: number;
}

/** A tensor type: ggml's name and id, and its storage unit (1 weight for element types). */
export interface GgufTensorType {
  readonly name: string;
  readonly id: number;
  readonly blockSize: number;
  readonly blockBytes: number;
}

const ELEMENT_TYPES: readonly GgufTensorType[] = [
  { name: 'f32', id: 0, blockSize: 1, blockBytes: 4 },
  { name: 'f16', id: 1, blockSize: 1, blockBytes: 2 },
  { name: 'i8', id: 24, blockSize: 1, blockBytes: 1 },
  { name: 'i16', id: 25, blockSize: 1, blockBytes: 2 },
  { name: 'i32', id: 26, blockSize: 1, blockBytes: 4 },
  { name: 'i64', id: 27, blockSize: 1, blockBytes: 8 },
  { name: 'f64', id: 28, blockSize: 1, blockBytes: 8 },
  { name: 'bf16', id: 30, blockSize: 1, blockBytes: 2 },
];

const TENSOR_TYPES: readonly GgufTensorType[] = [
  ...ELEMENT_TYPES,
  ...Object.values(BLOCK_FORMATS).map((f) => ({ name: f.name, id: f.ggmlType, blockSize: f.blockSize, blockBytes: f.blockBytes })),
];
const byId = new Map(TENSOR_TYPES.map((t) => [t.id, t]));
const byName = new Map(ELEMENT_TYPES.map((t) => [t.name, t]));

export const tensorTypeById = (id: number): GgufTensorType | undefined => byId.get(id);

/** A tensor type by ggml's name (block formats case-insensitively), or undefined. */
export function tensorTypeByName(name: string): GgufTensorType | undefined {
  const block = blockDTypeOf(name);
  return block ? byId.get(BLOCK_FORMATS[block].ggmlType) : byName.get(name.toLowerCase());
}

export const knownTensorTypes = (): string => TENSOR_TYPES.map((t) => t.name).join(', ');

/** ggml keeps at most 4 dimensions. */
export const MAX_DIMS = 4;

/**
 * Bounds on what a header may declare, far above any real model (tokenizer arrays hold ~256k entries, models
 * a few thousand tensors) and low enough that a corrupt count cannot make the reader allocate gigabytes or
 * loop for hours; every count is also checked against the bytes left in the file.
 */
export const LIMITS = {
  tensors: 2 ** 20,
  keys: 2 ** 20,
  arrayItems: 2 ** 24,
  stringBytes: 2 ** 26,
  arrayDepth: 8,
} as const;

/** Bytes of `dims` (ggml order) of a type, or undefined when ne0 is not a whole number of blocks. */
export function tensorBytes(type: GgufTensorType, dims: readonly number[]): number | undefined {
  const ne0 = dims[0] ?? 1;
  if (ne0 % type.blockSize !== 0) return undefined;
  return dims.slice(1).reduce((n, d) => n * d, (ne0 / type.blockSize) * type.blockBytes);
}

export const alignUp = (n: number, a: number): number => Math.ceil(n / a) * a;
