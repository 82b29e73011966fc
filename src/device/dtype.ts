// dtype traits: one table describing every plain tensor dtype — the element types (f32 f16 bf16 i32 u32 i8
// u8) and `bytes` (raw bytes) — with its size, kind, host array type and how a host value converts into it.
// The value conversions here are the reference for the GPU's `t.to(dtype)` (src/ops/convert):
// docs/ARCHITECTURE.md, "dtype conversions". The GGML block formats (block-formats.ts) are dtypes too, of
// weights stored a block at a time: they have no element size, only a storage unit (unitOf).
import { ArgumentError, DTypeError, ShapeError, SizeError } from './errors.ts';
import { f16BitsToF32, f32BitsToF16Bits, f32ToF16Bits } from '../spirv/half.ts';
import { BLOCK_FORMATS, blockDTypeOf, type BlockDType } from './block-formats.ts';

export type ElementDType = 'f32' | 'f16' | 'bf16' | 'i32' | 'u32' | 'i8' | 'u8';
/** A dtype of one fixed-size item per element: the element dtypes and raw bytes. */
export type PlainDType = ElementDType | 'bytes';
/** Every tensor dtype: the plain ones and the GGML block formats (quantized weights). */
export type DType = PlainDType | BlockDType;
export type { BlockDType };

/** Block dtypes read and write as their raw bytes. */
export interface HostArrayOf extends Record<BlockDType, Uint8Array> {
  f32: Float32Array;
  f16: Uint16Array;
  bf16: Uint16Array;
  i32: Int32Array;
  u32: Uint32Array;
  i8: Int8Array;
  u8: Uint8Array;
  bytes: Uint8Array;
}
export type HostArray = HostArrayOf[DType];
/** The dtype device.upload() infers from an array type (Uint16Array needs an explicit dtype). */
export type DTypeOfArray<A> = A extends Float32Array
  ? 'f32'
  : A extends Int32Array
    ? 'i32'
    : A extends Uint32Array
      ? 'u32'
      : A extends Int8Array
        ? 'i8'
        : A extends Uint8Array
          ? 'u8'
          : DType;

type HostCtor = { new (n: number): HostArray; new (b: ArrayBuffer, o: number, n: number): HostArray; readonly name: string };

export interface DTypeTraits {
  readonly name: PlainDType;
  /** Bytes per element. */
  readonly size: number;
  /** float: IEEE-style; int/uint: two's complement / unsigned integers; raw: bytes without a value. */
  readonly kind: 'float' | 'int' | 'uint' | 'raw';
  /** The host array that holds its bits (f16/bf16: Uint16Array of bit patterns). */
  readonly host: HostCtor;
  /** Smallest and largest value (integers), for saturating conversions. */
  readonly min: number;
  readonly max: number;
  /** The element's bit pattern for a host number, converted as `t.to()` converts (NaN / range rules there). */
  readonly bitsOf: (v: number) => number;
  /** The value of a bit pattern. */
  readonly valueOf: (bits: number) => number;
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** IEEE half bits → number (exact, subnormals and inf/NaN included). */
export const f16ToNumber = f16BitsToF32;
/** number → IEEE half bits, round to nearest even (through f32, as a Float32Array store rounds). */
export const numberToF16 = f32ToF16Bits;

export function bf16ToNumber(b: number): number {
  u32[0] = (b & 0xffff) << 16;
  return f32[0]!;
}

/**
 * number → bfloat16 bits, round to nearest even; NaN stays NaN (quiet bit set). An f32 value rounds once; an
 * integer beyond 2^24 (from an i32/u32) is rounded from its exact value, not through f32 (which would round
 * twice).
 */
export function numberToBf16(v: number): number {
  if (Number.isInteger(v) && Math.abs(v) > 2 ** 24) v = roundToSignificantBits(v, 8);
  f32[0] = v;
  return f32BitsToBf16Bits(u32[0]!);
}

/** f32 bits → bfloat16 bits, round to nearest even; a NaN keeps its sign and top payload bits, quiet bit set
 * (the bit-level form, so no payload passes through a JS number). */
export function f32BitsToBf16Bits(x: number): number {
  x >>>= 0;
  if ((x & 0x7f800000) === 0x7f800000 && x & 0x7fffff) return ((x >>> 16) | 0x40) & 0xffff;
  return ((x + 0x7fff + ((x >>> 16) & 1)) >>> 16) & 0xffff;
}

/** An integer rounded to `bits` significant bits, ties to even (exact in f64 for |v| < 2^53). */
function roundToSignificantBits(v: number, bits: number): number {
  const m = Math.abs(v);
  const unit = 2 ** (Math.floor(Math.log2(m)) - bits + 1);
  const q = Math.floor(m / unit);
  const rem = m - q * unit;
  const up = rem > unit / 2 || (rem === unit / 2 && q % 2 === 1);
  return Math.sign(v) * (q + (up ? 1 : 0)) * unit;
}

const f32Bits = (v: number): number => {
  f32[0] = v;
  return u32[0]!;
};
const f32Value = (b: number): number => {
  u32[0] = b;
  return f32[0]!;
};

/** A float value → integer of [min, max]: NaN → 0, truncated toward zero, saturated at the ends. */
export function saturate(v: number, min: number, max: number): number {
  if (Number.isNaN(v)) return 0;
  const t = Math.trunc(v);
  return t < min ? min : t > max ? max : t;
}

const intTraits = (name: 'i32' | 'u32' | 'i8' | 'u8', size: number, signed: boolean, host: HostCtor): DTypeTraits => {
  const bits = 8 * size;
  const min = signed ? -(2 ** (bits - 1)) : 0;
  const max = signed ? 2 ** (bits - 1) - 1 : 2 ** bits - 1;
  const mask = bits === 32 ? 0xffffffff : (1 << bits) - 1;
  return {
    name,
    size,
    kind: signed ? 'int' : 'uint',
    host,
    min,
    max,
    bitsOf: (v) => (saturate(v, min, max) & mask) >>> 0,
    valueOf: (b) => (signed ? (b << (32 - bits)) >> (32 - bits) : (b & mask) >>> 0),
  };
};

const noValue = (): never => {
  throw new DTypeError('bytes has no element value (it holds raw bytes)');
};

/** Every plain dtype's traits (block dtypes have none: see unitOf). */
export const DTYPES: Readonly<Record<PlainDType, DTypeTraits>> = {
  f32: { name: 'f32', size: 4, kind: 'float', host: Float32Array, min: -Infinity, max: Infinity, bitsOf: f32Bits, valueOf: f32Value },
  f16: { name: 'f16', size: 2, kind: 'float', host: Uint16Array, min: -Infinity, max: Infinity, bitsOf: numberToF16, valueOf: f16ToNumber },
  bf16: {
    name: 'bf16',
    size: 2,
    kind: 'float',
    host: Uint16Array,
    min: -Infinity,
    max: Infinity,
    bitsOf: numberToBf16,
    valueOf: bf16ToNumber,
  },
  i32: intTraits('i32', 4, true, Int32Array),
  u32: intTraits('u32', 4, false, Uint32Array),
  i8: intTraits('i8', 1, true, Int8Array),
  u8: intTraits('u8', 1, false, Uint8Array),
  bytes: { name: 'bytes', size: 1, kind: 'raw', host: Uint8Array, min: 0, max: 255, bitsOf: noValue, valueOf: noValue },
};

/** The element dtypes (everything but raw bytes). */
export const ELEMENT_DTYPES: readonly ElementDType[] = ['f32', 'f16', 'bf16', 'i32', 'u32', 'i8', 'u8'];

export const DTYPE_SIZE: Readonly<Record<PlainDType, number>> = Object.fromEntries(
  Object.values(DTYPES).map((t) => [t.name, t.size]),
) as Record<PlainDType, number>;

export function isDType(x: unknown): x is DType {
  return typeof x === 'string' && (Object.hasOwn(DTYPES, x) || Object.hasOwn(BLOCK_FORMATS, x));
}

export function isBlockDType(d: DType): d is BlockDType {
  return !Object.hasOwn(DTYPES, d);
}

/** A dtype name (block formats matched case-insensitively, `Q4_K` → `q4_K`), or a DTypeError listing them. */
export function expectDTypeName(x: unknown, what: string): DType {
  if (typeof x === 'string' && Object.hasOwn(DTYPES, x)) return x as PlainDType;
  const block = typeof x === 'string' ? blockDTypeOf(x) : undefined;
  if (block) return block;
  throw new DTypeError(
    `${what}: unknown dtype ${typeof x === 'string' ? JSON.stringify(x) : x === null ? 'null' : typeof x === 'object' ? `(${x.constructor?.name ?? 'an object'})` : String(x)} (${Object.keys(DTYPES).join(', ')}, or a GGML block format: ${Object.keys(BLOCK_FORMATS).join(', ')})`,
  );
}

/** Like expectDTypeName, for the places that take only element dtypes (conversions, fills, ranges). */
export function expectElementDTypeName(x: unknown, what: string): ElementDType {
  const d = expectDTypeName(x, what);
  if (d === 'bytes' || isBlockDType(d)) throw new DTypeError(`${what}: ${d} is not an element dtype (${ELEMENT_DTYPES.join(', ')})`);
  return d;
}

/** Throws unless `dtype` is a plain dtype (`what`: the operation, for the message); block dtypes have no
 * elements of their own, only whole blocks of bytes. */
export function expectPlainDType(dtype: DType, what: string): PlainDType {
  if (isBlockDType(dtype))
    throw new DTypeError(`${what}: ${dtype} is a quantized block dtype; ${what} takes ${[...ELEMENT_DTYPES, 'bytes'].join(', ')}`);
  return dtype;
}

/** The smallest whole piece of a dtype's storage: one element, or one block of `blockSize` weights. */
export interface StorageUnit {
  /** Elements (weights) per unit. */
  readonly elements: number;
  /** Bytes per unit. */
  readonly bytes: number;
}

export function unitOf(dtype: DType): StorageUnit {
  if (!isBlockDType(dtype)) return { elements: 1, bytes: DTYPES[dtype].size };
  const f = BLOCK_FORMATS[dtype];
  return { elements: f.blockSize, bytes: f.blockBytes };
}

/** The bytes `elements` elements of `dtype` take (for a block dtype: a whole number of blocks, checked by
 * the caller). */
export function bytesOfElements(dtype: DType, elements: number): number {
  const u = unitOf(dtype);
  return (elements / u.elements) * u.bytes;
}

/** A block dtype's shape must cut its last dimension at block boundaries (rows of whole blocks). */
export function expectWholeBlocks(dtype: DType, shape: readonly number[], what: string): void {
  const { elements } = unitOf(dtype);
  if (elements === 1) return;
  const last = shape[shape.length - 1];
  if (last === undefined || last % elements !== 0) {
    throw new ShapeError(
      `${what}: a ${dtype} tensor's last dimension must be a multiple of its ${elements}-weight block (got shape [${shape.join(', ')}])`,
    );
  }
}

/** A host array of `dtype` over `buf` (or a fresh one of `length` elements; a block dtype's are its bytes). */
export function hostArray<D extends DType>(dtype: D, length: number, buf?: ArrayBuffer, byteOffset = 0): HostArrayOf[D] {
  const C = isBlockDType(dtype) ? Uint8Array : DTYPES[dtype as PlainDType].host;
  const n = isBlockDType(dtype) ? bytesOfElements(dtype, length) : length;
  return (buf ? new C(buf, byteOffset, n) : new C(n)) as HostArrayOf[D];
}

/** The dtype a typed array stands for (Uint16Array is ambiguous: say f16 or bf16). */
export function dtypeOf(a: ArrayBufferView): DType {
  if (a instanceof Float32Array) return 'f32';
  if (a instanceof Int32Array) return 'i32';
  if (a instanceof Uint32Array) return 'u32';
  if (a instanceof Int8Array) return 'i8';
  if (a instanceof Uint8Array) return 'u8';
  if (a instanceof Uint16Array) throw new DTypeError('a Uint16Array holds f16 or bf16 bits: pass { dtype: "f16" } or { dtype: "bf16" }');
  throw new DTypeError(
    `no dtype for ${a.constructor.name}: use Float32Array, Int32Array, Uint32Array, Int8Array, Uint8Array, or Uint16Array with a dtype`,
  );
}

/** Host arrays whose elements are values (they convert into any element dtype). */
const VALUE_ARRAYS: readonly HostCtor[] = [Float32Array, Int32Array, Uint32Array, Int8Array, Uint8Array];

/**
 * `data` as the bits of `dtype`: the array itself when its type is the dtype's host array, else its values
 * converted (as t.to() converts: floats round to nearest even, float → int truncates and saturates, NaN → 0;
 * int → int keeps the low bits, as two's complement does). A Uint16Array holds f16/bf16 bits and converts to
 * nothing; 'bytes' takes only raw bytes (a Uint8Array).
 */
export function toDTypeArray(data: ArrayBufferView, dtype: DType, what: string): HostArray {
  if (isBlockDType(dtype)) {
    if (data instanceof Uint8Array) return data;
    throw new DTypeError(`${what}: ${dtype} data are raw block bytes in a Uint8Array, got a ${data.constructor.name}`);
  }
  const t = DTYPES[dtype];
  if (data.constructor === t.host) return data as HostArray;
  const from = VALUE_ARRAYS.find((C) => data instanceof C);
  if (!from || t.kind === 'raw') {
    const expected =
      t.kind === 'raw' ? 'a Uint8Array of raw bytes' : `a ${t.host.name}, or values in ${VALUE_ARRAYS.map((c) => c.name).join(', ')}`;
    throw new DTypeError(`${what}: a ${data.constructor.name} cannot hold ${dtype} data; expected ${expected}`);
  }
  if (data instanceof Float32Array && (dtype === 'f16' || dtype === 'bf16')) {
    // from the f32 bits: a NaN read as a JS number may lose its payload
    const bits = new Uint32Array(data.buffer, data.byteOffset, data.length);
    return Uint16Array.from(bits, dtype === 'f16' ? f32BitsToF16Bits : f32BitsToBf16Bits);
  }
  const src = data as unknown as ArrayLike<number>;
  const out = new t.host(src.length) as unknown as number[];
  const fromInt = from !== Float32Array;
  // A Float32Array holds values (its store rounds once, to nearest even); the other host arrays hold bits.
  const put = t.host === Float32Array ? (v: number) => v : fromInt && t.kind !== 'float' ? (v: number) => wrapInt(v, t) : t.bitsOf;
  for (let i = 0; i < src.length; i++) out[i] = put(src[i]!);
  return out as unknown as HostArray;
}

/** An integer value as an integer dtype's bits, keeping the low bits (two's complement wrap). */
export function wrapInt(v: number, t: DTypeTraits): number {
  const bits = 8 * t.size;
  return bits === 32 ? v >>> 0 : (v & ((1 << bits) - 1)) >>> 0;
}

/** The repeated 32-bit fill pattern of `value` in `dtype` (exact: an integer dtype takes only integers in range). */
export function fillPattern(dtype: DType, value: number, what: string): number {
  if (typeof value !== 'number') throw new ArgumentError(`${what}: the fill value must be a number (got ${typeof value})`);
  if (isBlockDType(dtype))
    throw new DTypeError(`${what}: a ${dtype} tensor holds quantized blocks, not element values; use fillBits(t, pattern)`);
  const t = DTYPES[dtype];
  if (t.kind === 'raw') throw new DTypeError(`${what}: a bytes tensor has no element value; use fillBits(t, pattern)`);
  if (t.kind !== 'float' && (!Number.isInteger(value) || value < t.min || value > t.max)) {
    throw new ArgumentError(`${what}: ${value} is not a ${dtype} value (integers in [${t.min}, ${t.max}])`);
  }
  const bits = t.kind === 'float' ? t.bitsOf(value) : wrapInt(value, t);
  if (t.size === 4) return bits >>> 0;
  if (t.size === 2) return (bits | (bits << 16)) >>> 0;
  return (bits * 0x01010101) >>> 0;
}

/** Element count of a shape, checking every extent is a non-negative safe integer. */
export function numel(shape: readonly number[]): number {
  if (!Array.isArray(shape)) throw new SizeError(`shape must be an array of integers (got ${String(shape)})`);
  let n = 1;
  for (const d of shape) {
    if (!Number.isSafeInteger(d) || d < 0) throw new SizeError(`shape [${shape.join(', ')}]: every extent must be a non-negative integer`);
    n *= d;
  }
  if (!Number.isSafeInteger(n)) throw new SizeError(`shape [${shape.join(', ')}] has more elements than 2^53`);
  return n;
}

/** Float32Array → f16 or bf16 bits. */
export function toHalf(src: ArrayLike<number>, dtype: 'f16' | 'bf16'): Uint16Array {
  const out = new Uint16Array(src.length);
  const f = dtype === 'f16' ? numberToF16 : numberToBf16;
  for (let i = 0; i < src.length; i++) out[i] = f(src[i]!);
  return out;
}

/** f16 or bf16 bits → Float32Array. */
export function fromHalf(src: Uint16Array, dtype: 'f16' | 'bf16'): Float32Array {
  const out = new Float32Array(src.length);
  const f = dtype === 'f16' ? f16ToNumber : bf16ToNumber;
  for (let i = 0; i < src.length; i++) out[i] = f(src[i]!);
  return out;
}
