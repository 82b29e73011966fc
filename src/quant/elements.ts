// F16 and BF16: element types rather than blocks (one weight, two bytes), converted as ggml converts them:
// f32 -> f16 rounds to nearest even (NaN -> 0x7e00 with its sign), f32 -> bf16 rounds to nearest even
// keeping subnormals (NaN -> its top half with the quiet bit set); both decode exactly.
import { f16BitsToF32Bits, f32BitsToF16Bits } from '../spirv/half.ts';

export type ElementType = 'f16' | 'bf16';

const isNaNBits = (u: number) => (u & 0x7fffffff) >>> 0 > 0x7f800000;

/** ggml_compute_fp32_to_fp16 on an f32 bit pattern. */
function f16Bits(u: number): number {
  return isNaNBits(u) ? ((u >>> 16) & 0x8000) | 0x7e00 : f32BitsToF16Bits(u);
}

/** ggml_compute_fp32_to_bf16 on an f32 bit pattern. */
function bf16Bits(u: number): number {
  if (isNaNBits(u)) return ((u >>> 16) | 64) & 0xffff;
  return ((u + (0x7fff + ((u >>> 16) & 1))) >>> 16) & 0xffff;
}

export function encodeElements(type: ElementType, src: Float32Array): Uint8Array {
  // Read as bit patterns, so a NaN keeps its sign and payload on the way in.
  const bits = new Uint32Array(src.buffer, src.byteOffset, src.length);
  const convert = type === 'f16' ? f16Bits : bf16Bits;
  const out = new Uint8Array(src.length * 2);
  for (let i = 0; i < src.length; i++) {
    const h = convert(bits[i]!);
    out[2 * i] = h & 0xff;
    out[2 * i + 1] = h >>> 8;
  }
  return out;
}

export function decodeElements(type: ElementType, bytes: Uint8Array, count: number): Float32Array {
  const out = new Float32Array(count);
  const bits = new Uint32Array(out.buffer);
  for (let i = 0; i < count; i++) {
    const h = bytes[2 * i]! | (bytes[2 * i + 1]! << 8);
    bits[i] = type === 'f16' ? f16BitsToF32Bits(h) : (h << 16) >>> 0;
  }
  return out;
}
