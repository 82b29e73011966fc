// The legacy f32 <-> f16 casts (castF32ToF16 / castF16ToF32), bit-exact against src/spirv/half.ts.
import { describe, expect, test } from 'vitest';
import { castF16ToF32, castF32ToF16 } from '../../src/ops/index.ts';
import * as ref from '../../src/ops/reference.ts';
import { f32ArrayToF16 } from '../../src/spirv/half.ts';
import { useDevice } from '../helpers/device.ts';
import { expectBitExact, randomF32 } from '../helpers/ops.ts';

describe('casts', () => {
  const dev = useDevice();

  test('f16 -> f32 is bit-exact for all 65536 f16 bit patterns (subnormals, inf, NaN payloads)', () => {
    const d = dev();
    const all = Uint16Array.from({ length: 65536 }, (_, i) => i);
    const y = castF16ToF32(d.upload(all, { dtype: 'f16' }));
    expect(y.dtype).toBe('f32');
    expectBitExact(new Uint32Array(y.read().buffer), new Uint32Array(ref.castF16ToF32(all).buffer));
    // 65536 takes the vec4 variant; 65535 the scalar one
    const odd = all.subarray(0, 65535);
    expectBitExact(new Uint32Array(castF16ToF32(d.upload(odd, { dtype: 'f16' })).read().buffer), new Uint32Array(ref.castF16ToF32(odd).buffer));
  });

  test('f32 -> f16 is bit-exact: ties to even, overflow, subnormals, f32 subnormals, inf, NaN, random bits', () => {
    const d = dev();
    const special = [
      0, 0x80000000, 0x3f800000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7f800001, 0xffc12345, 0x7fbfffff,
      0x477fe000, 0x477fefff, 0x477ff000, 0x477fffff, 0x47800000, // 65504, just below / at / past the overflow tie
      0x38800000, 0x387fffff, 0x33800000, 0x33000000, 0x33000001, 0x32ffffff, 0x00000001, 0x807fffff, // f16 min normal, subnormal edges
      0x3f801000, 0x3f803000, 0x3f801001, 0x3f802fff, // mantissa ties to even and just past them
    ];
    let s = 12345;
    const bits = new Uint32Array(special.length + 100_003);
    bits.set(special);
    for (let i = special.length; i < bits.length; i++) bits[i] = s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const x = new Float32Array(bits.buffer); // bits kept: uploaded as bytes, never read as numbers
    const h = castF32ToF16(d.upload(x));
    expect(h.dtype).toBe('f16');
    expectBitExact(h.read(), f32ArrayToF16(x));
    // a multiple of 4 elements takes the vec4 variant (halves packed in pairs): the same bits
    const x4 = x.subarray(0, x.length - (x.length % 4));
    expectBitExact(castF32ToF16(d.upload(x4)).read(), f32ArrayToF16(x4));
    // odd element count (a 2-byte tail) and one element
    expectBitExact(castF32ToF16(d.upload(x.subarray(0, 7))).read(), f32ArrayToF16(x.subarray(0, 7)));
    expectBitExact(castF32ToF16(d.upload(x.subarray(2, 3))).read(), f32ArrayToF16(x.subarray(2, 3)));
  });

  test('round trip through f16 into out tensors', () => {
    const d = dev();
    const xv = randomF32(1001, 5, -70000, 70000);
    const h = d.alloc('f16', [7, 143]);
    const back = d.alloc('f32', [7, 143]);
    expect(castF32ToF16(d.upload(xv, { shape: [7, 143] }), { out: h })).toBe(h);
    expect(castF16ToF32(h, { out: back })).toBe(back);
    expectBitExact(back.read(), ref.castF16ToF32(ref.castF32ToF16(xv)));
  });
});

