// Value checks used by the generated encoders. koffi aborts the process on some wrong values (docs/ARCHITECTURE.md, "The binding");
// the encoders write native memory themselves and call these so a wrong value becomes a VkValueError instead.
import { VkValueError } from './errors.ts';

// Each check tests the type first: a bigint in a 32-bit (or narrower) field would otherwise throw a
// TypeError from the bit operators ("Cannot mix BigInt and other types") that names no field.
const NARROW = '(a number; bigints are for 64-bit fields)';
const int = (v: unknown, ok: (v: number) => boolean, field: string, range: string): number => {
  if (typeof v === 'number' && ok(v)) return v;
  throw new VkValueError(field, v, typeof v === 'bigint' ? `${range} ${NARROW}` : range);
};
export function u32(v: number, field: string): number {
  if (typeof v === 'number' && v >>> 0 === v) return v;
  return int(v, () => false, field, 'an integer in [0, 2^32)');
}
export function i32(v: number, field: string): number {
  if (typeof v === 'number' && (v | 0) === v) return v;
  return int(v, () => false, field, 'an integer in [-2^31, 2^31)');
}
export function u16(v: number, field: string): number {
  return int(v, (x) => (x & 0xffff) === x, field, 'an integer in [0, 65536)');
}
export function i16(v: number, field: string): number {
  return int(v, (x) => (x << 16) >> 16 === x, field, 'an integer in [-32768, 32768)');
}
export function u8(v: number, field: string): number {
  return int(v, (x) => (x & 0xff) === x, field, 'an integer in [0, 256)');
}
export function i8(v: number, field: string): number {
  return int(v, (x) => (x << 24) >> 24 === x, field, 'an integer in [-128, 128)');
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
/** Writes a handle; `required` handles reject null and 0n (VK_NULL_HANDLE either way: a driver given one
 * where Vulkan requires a valid handle dereferences it). */
export function wh(d: DataView, o: number, v: bigint | null | undefined, field: string, required: boolean): void {
  d.setBigUint64(o, hArg(v, field, required), true);
}
/** Writes a native address (a number from the arena, or a bigint from the user). */
export function wp(d: DataView, o: number, addr: number | bigint): void {
  if (typeof addr === 'number') {
    d.setUint32(o, addr >>> 0, true);
    d.setUint32(o + 4, (addr / 4294967296) >>> 0, true);
  } else d.setBigUint64(o, addr, true);
}
/** A handle argument of a command: a non-zero 64-bit bigint, or 0n for an allowed null (null or 0n). */
export function hArg(v: bigint | null | undefined, field: string, required: boolean): bigint {
  if (typeof v === 'bigint' && v > 0n && v < U64_END) return v;
  if (!required && (v == null || v === 0n)) return 0n;
  if (!required) throw new VkValueError(field, v, 'a handle or null');
  throw new VkValueError(field, v, v === 0n ? 'a handle (non-null; 0n is VK_NULL_HANDLE)' : 'a handle (non-null)');
}
export function u64Arg(v: number | bigint, field: string): number | bigint {
  if (typeof v === 'number' ? Number.isSafeInteger(v) && v >= 0 : typeof v === 'bigint' && v >= 0n && v < U64_END) return v;
  throw new VkValueError(field, v, 'an integer in [0, 2^64)');
}
/** Longest array an encoder takes: far past any real Vulkan call, short of what the arena could hold. */
export const MAX_ARRAY = 2 ** 24;
export function arr<T>(v: readonly T[] | ArrayLike<T>, field: string): ArrayLike<T> {
  if (v == null || typeof (v as ArrayLike<T>).length !== 'number' || typeof v === 'string') throw new VkValueError(field, v, 'an array');
  const n = (v as ArrayLike<T>).length;
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_ARRAY)
    throw new VkValueError(field, v, `an array of at most 2^24 elements (its length is ${n})`);
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
  if (v >>> 0 !== v || v >= 2 ** width) throw new VkValueError(field, v, `an integer in [0, 2^${width})`);
  return v;
}
/** Accepts flat or nested arrays for multi-dimensional members (`float matrix[3][4]`). */
export function flat<T>(v: ArrayLike<T> | ArrayLike<ArrayLike<T>>, field: string, max: number): ArrayLike<T> {
  arr(v as ArrayLike<T>, field);
  const x = (Array.isArray(v) && Array.isArray(v[0]) ? (v as T[][]).flat() : v) as ArrayLike<T>;
  if (x.length > max) throw new VkValueError(field, v, `at most ${max} elements`);
  return x;
}
