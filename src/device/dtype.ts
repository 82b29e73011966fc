// Element types of tensors and their host representations. f16/bf16 live in Uint16Array (raw bits);
// `bytes` is raw bytes (quantized blocks) in a Uint8Array.
import { SizeError } from './errors.ts';
import { f16BitsToF32, f32ToF16Bits } from '../spirv/half.ts';

export type DType = 'f32' | 'f16' | 'bf16' | 'i32' | 'u32' | 'u8' | 'bytes';

export interface HostArrayOf {
  f32: Float32Array;
  f16: Uint16Array;
  bf16: Uint16Array;
  i32: Int32Array;
  u32: Uint32Array;
  u8: Uint8Array;
  bytes: Uint8Array;
}
export type HostArray = HostArrayOf[DType];
/** The dtype device.upload() infers from an array type (Uint16Array needs an explicit dtype). */
export type DTypeOfArray<A> = A extends Float32Array ? 'f32' : A extends Int32Array ? 'i32' : A extends Uint32Array ? 'u32' : A extends Uint8Array ? 'u8' : DType;

export const DTYPE_SIZE: Readonly<Record<DType, number>> = { f32: 4, f16: 2, bf16: 2, i32: 4, u32: 4, u8: 1, bytes: 1 };

const CTORS = {
  f32: Float32Array,
  f16: Uint16Array,
  bf16: Uint16Array,
  i32: Int32Array,
  u32: Uint32Array,
  u8: Uint8Array,
  bytes: Uint8Array,
} as const;

export function isDType(x: unknown): x is DType {
  return typeof x === 'string' && x in DTYPE_SIZE;
}

/** A host array of `dtype` over `buf` (or a fresh one of `length` elements). */
export function hostArray<D extends DType>(dtype: D, length: number, buf?: ArrayBuffer, byteOffset = 0): HostArrayOf[D] {
  const C = CTORS[dtype] as unknown as { new (b: ArrayBuffer, o: number, n: number): HostArrayOf[D]; new (n: number): HostArrayOf[D] };
  return buf ? new C(buf, byteOffset, length) : new C(length);
}

/** The dtype a typed array stands for (Uint16Array is ambiguous: say f16 or bf16). */
export function dtypeOf(a: ArrayBufferView): DType {
  if (a instanceof Float32Array) return 'f32';
  if (a instanceof Int32Array) return 'i32';
  if (a instanceof Uint32Array) return 'u32';
  if (a instanceof Uint8Array) return 'u8';
  if (a instanceof Uint16Array) throw new SizeError('a Uint16Array holds f16 or bf16 bits: pass { dtype: "f16" } or { dtype: "bf16" }');
  throw new SizeError(`no dtype for ${a.constructor.name}: use Float32Array, Int32Array, Uint32Array, Uint8Array, or Uint16Array with a dtype`);
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

// ---- f16 / bf16 conversions (exact, subnormals included; f16 in src/spirv/half.ts) ----
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** IEEE half bits → number (exact, subnormals and inf/NaN included). */
export const f16ToNumber = f16BitsToF32;
/** number → IEEE half bits, round to nearest even (through f32, as a Float32Array store rounds). */
export const numberToF16 = f32ToF16Bits;

export function bf16ToNumber(b: number): number {
  u32[0] = (b & 0xffff) << 16;
  return f32[0];
}

export function numberToBf16(v: number): number {
  f32[0] = v;
  const x = u32[0];
  if ((x & 0x7f800000) === 0x7f800000 && x & 0x7fffff) return ((x >>> 16) | 0x40) & 0xffff;
  return ((x + 0x7fff + ((x >>> 16) & 1)) >>> 16) & 0xffff;
}

/** Float32Array → f16 or bf16 bits. */
export function toHalf(src: ArrayLike<number>, dtype: 'f16' | 'bf16'): Uint16Array {
  const out = new Uint16Array(src.length);
  const f = dtype === 'f16' ? numberToF16 : numberToBf16;
  for (let i = 0; i < src.length; i++) out[i] = f(src[i]);
  return out;
}

/** f16 or bf16 bits → Float32Array. */
export function fromHalf(src: Uint16Array, dtype: 'f16' | 'bf16'): Float32Array {
  const out = new Float32Array(src.length);
  const f = dtype === 'f16' ? f16ToNumber : bf16ToNumber;
  for (let i = 0; i < src.length; i++) out[i] = f(src[i]);
  return out;
}
