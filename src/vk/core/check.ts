// Value checks used by the generated encoders. koffi aborts the process on some wrong values (docs/ARCHITECTURE.md, "The binding");
// the encoders write native memory themselves and call these so a wrong value becomes a VkValueError instead.
import { VkValueError } from './errors.ts';

export function u32(v: number, field: string): number {
  if ((v >>> 0) !== v) throw new VkValueError(field, v, 'an integer in [0, 2^32)');
  return v;
}
export function i32(v: number, field: string): number {
  if ((v | 0) !== v) throw new VkValueError(field, v, 'an integer in [-2^31, 2^31)');
  return v;
}
export function u16(v: number, field: string): number {
  if ((v & 0xffff) !== v) throw new VkValueError(field, v, 'an integer in [0, 65536)');
  return v;
}
export function i16(v: number, field: string): number {
  if ((v << 16) >> 16 !== v) throw new VkValueError(field, v, 'an integer in [-32768, 32768)');
  return v;
}
export function u8(v: number, field: string): number {
  if ((v & 0xff) !== v) throw new VkValueError(field, v, 'an integer in [0, 256)');
  return v;
}
export function i8(v: number, field: string): number {
  if ((v << 24) >> 24 !== v) throw new VkValueError(field, v, 'an integer in [-128, 128)');
  return v;
}
export function f(v: number, field: string): number {
  if (typeof v !== 'number') throw new VkValueError(field, v, 'a number');
  return v;
}
export function bool(v: boolean, field: string): number {
  if (v === true) return 1;
  if (v === false) return 0;
  throw new VkValueError(field, v, 'a boolean');
}
const U64_END = 1n << 64n;
const I64_MIN = -(1n << 63n);
const I64_END = 1n << 63n;
/** Writes an unsigned 64-bit value given as a number or a bigint. */
export function w64(d: DataView, o: number, v: number | bigint, field: string): void {
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v) || v < 0) throw new VkValueError(field, v, 'a non-negative safe integer or a bigint');
    d.setUint32(o, v >>> 0, true);
    d.setUint32(o + 4, (v / 4294967296) >>> 0, true);
  } else if (typeof v === 'bigint' && v >= 0n && v < U64_END) {
    d.setBigUint64(o, v, true);
  } else {
    throw new VkValueError(field, v, 'an integer in [0, 2^64)');
  }
}
export function wi64(d: DataView, o: number, v: number | bigint, field: string): void {
  if (typeof v === 'number' && Number.isSafeInteger(v)) d.setBigInt64(o, BigInt(v), true);
  else if (typeof v === 'bigint' && v >= I64_MIN && v < I64_END) d.setBigInt64(o, v, true);
  else throw new VkValueError(field, v, 'an integer in [-2^63, 2^63)');
}
/** Writes a handle; `required` handles reject null. */
export function wh(d: DataView, o: number, v: bigint | null | undefined, field: string, required: boolean): void {
  if (typeof v === 'bigint') d.setBigUint64(o, v, true);
  else if (v == null && !required) d.setBigUint64(o, 0n, true);
  else throw new VkValueError(field, v, required ? 'a handle (non-null)' : 'a handle or null');
}
/** Writes a native address (a number from the arena, or a bigint from the user). */
export function wp(d: DataView, o: number, addr: number | bigint): void {
  if (typeof addr === 'number') {
    d.setUint32(o, addr >>> 0, true);
    d.setUint32(o + 4, (addr / 4294967296) >>> 0, true);
  } else d.setBigUint64(o, addr, true);
}
/** A handle argument of a command: bigint, or 0n for an allowed null. */
export function hArg(v: bigint | null | undefined, field: string, required: boolean): bigint {
  if (typeof v === 'bigint') return v;
  if (v == null && !required) return 0n;
  throw new VkValueError(field, v, required ? 'a handle (non-null)' : 'a handle or null');
}
export function u64Arg(v: number | bigint, field: string): number | bigint {
  if (typeof v === 'number' ? Number.isSafeInteger(v) && v >= 0 : typeof v === 'bigint' && v >= 0n && v < U64_END) return v;
  throw new VkValueError(field, v, 'an integer in [0, 2^64)');
}
export function arr<T>(v: readonly T[] | ArrayLike<T>, field: string): ArrayLike<T> {
  if (v == null || typeof (v as ArrayLike<T>).length !== 'number' || typeof v === 'string') throw new VkValueError(field, v, 'an array');
  return v;
}
export function len(field: string, count: number | undefined, actual: number): number {
  if (count !== undefined && count !== actual) throw new VkValueError(field, count, `${actual} (the length of its array)`);
  return actual;
}
/** Reads a 64-bit field as a bigint. */
export const r64 = (d: DataView, o: number): bigint => d.getBigUint64(o, true);
/** Reads a handle (null for VK_NULL_HANDLE). */
export function rh<T extends bigint>(d: DataView, o: number): T | null {
  const v = d.getBigUint64(o, true);
  return v === 0n ? null : (v as T);
}
/** Checks a bitfield value fits its width. */
export function ubits(v: number, width: number, field: string): number {
  if ((v >>> 0) !== v || v >= 2 ** width) throw new VkValueError(field, v, `an integer in [0, 2^${width})`);
  return v;
}
/** Accepts flat or nested arrays for multi-dimensional members (`float matrix[3][4]`). */
export function flat<T>(v: ArrayLike<T> | ArrayLike<ArrayLike<T>>, field: string, max: number): ArrayLike<T> {
  arr(v as ArrayLike<T>, field);
  const x = (Array.isArray(v) && Array.isArray(v[0]) ? (v as T[][]).flat() : v) as ArrayLike<T>;
  if (x.length > max) throw new VkValueError(field, v, `at most ${max} elements`);
  return x;
}
