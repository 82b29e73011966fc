// CPU reference of the convert family: one element's bits in one dtype → its bits in another, by the rules
// of src/device/dtype.ts (the documented reference; src/spirv/half.ts for f16). Float → float goes through
// bit functions, so NaN payloads never pass through a JS number. Test-only.
import { DTYPES, f32BitsToBf16Bits, hostArray, wrapInt, type PlainDType as DType, type HostArray } from '../../device/dtype.ts';
import { f16BitsToF32Bits, f32BitsToF16Bits } from '../../spirv/half.ts';
import { keepsBits } from './kernels.ts';

const toF32Bits = (d: DType, b: number): number => (d === 'f16' ? f16BitsToF32Bits(b) : d === 'bf16' ? (b << 16) >>> 0 : b >>> 0);
const fromF32Bits = (d: DType, f: number): number => (d === 'f16' ? f32BitsToF16Bits(f) : d === 'bf16' ? f32BitsToBf16Bits(f) : f >>> 0);

/** The bits of element `b` of dtype `from` converted to `to` (unsigned: f32 and i32 as uint32 patterns). */
export function convertBits(from: DType, to: DType, b: number): number {
  const S = DTYPES[from],
    D = DTYPES[to];
  const mask = D.size === 4 ? 0xffffffff : (1 << (8 * D.size)) - 1;
  if (keepsBits(from, to)) return (b & mask) >>> 0;
  if (S.kind === 'float' && D.kind === 'float') return fromF32Bits(to, toF32Bits(from, b));
  const v = S.valueOf(b);
  if (S.kind !== 'float' && D.kind !== 'float') return wrapInt(v, D);
  return (D.bitsOf(v) & mask) >>> 0;
}

/** The element bits of a host array (f32 and i32 read as uint32). */
export function bitsOf(dtype: DType, data: HostArray): Uint32Array | Uint16Array | Uint8Array {
  const n = data.length;
  const b = data.buffer as ArrayBuffer,
    o = data.byteOffset;
  return DTYPES[dtype].size === 4
    ? new Uint32Array(b, o, n)
    : DTYPES[dtype].size === 2
      ? new Uint16Array(b, o, n)
      : new Uint8Array(b, o, n);
}

/** A host array of `dtype` holding these element bits. */
export function fromBits(dtype: DType, bits: ArrayLike<number>): HostArray {
  const out = hostArray(dtype, bits.length);
  const view = bitsOf(dtype, out);
  for (let i = 0; i < bits.length; i++) view[i] = bits[i]!;
  return out;
}

/** Every element of `data` (dtype `from`) converted to `to`. */
export function convert(from: DType, to: DType, data: HostArray): HostArray {
  return fromBits(
    to,
    Array.from(bitsOf(from, data), (b) => convertBits(from, to, b)),
  );
}
