// Data movement: upload / read / readAsync / write for every dtype, direct and staged (chunked) paths.
import { describe, expect, it } from 'vitest';
import { f16ToNumber, fromHalf, numberToBf16, numberToF16, toHalf, type Device } from '../../src/device/index.ts';
import { spv, u32s, useDevice } from '../helpers/device.ts';

function roundTrips(dev: () => Device) {
  it('round-trips every dtype', async () => {
    const d = dev();
    const n = 1237;
    const f32 = Float32Array.from({ length: n }, (_, i) => Math.sin(i) * 1e3);
    const i32 = Int32Array.from({ length: n }, (_, i) => (i * 2654435761) | 0);
    const u32 = Uint32Array.from({ length: n }, (_, i) => (i * 40503) >>> 0);
    const u8 = Uint8Array.from({ length: n }, (_, i) => i & 255);
    const f16 = toHalf(f32, 'f16');
    const bf16 = toHalf(f32, 'bf16');
    expect(d.upload(f32).read()).toEqual(f32);
    expect(d.upload(i32).read()).toEqual(i32);
    expect(d.upload(u32).read()).toEqual(u32);
    expect(d.upload(u8).read()).toEqual(u8);
    const th = d.upload(f16, { dtype: 'f16', shape: [n] });
    expect(th.dtype).toBe('f16');
    expect(th.read()).toEqual(f16);
    expect(d.upload(bf16, { dtype: 'bf16' }).read()).toEqual(bf16);
    const raw = d.upload(u8, { dtype: 'bytes' });
    expect(raw.dtype).toBe('bytes');
    expect(await raw.readAsync()).toEqual(u8);
    const t2 = d.upload(f32, { shape: [1, n] });
    expect(t2.shape).toEqual([1, n]);
    expect(await t2.readAsync()).toEqual(f32);
  });

  it('write() at an offset, and readAsync after GPU work', async () => {
    const d = dev();
    const t = d.upload(new Uint32Array(100).fill(5));
    t.write(new Uint32Array([1, 2, 3]), 10);
    const aff = d.pipeline(spv('rt_affine.default'), { bindings: 1, pushConstantSize: 12, name: 'affine' });
    d.dispatch(aff, [t], u32s(100, 3, 1), [2, 1, 1]);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const v = await t.readAsync();
    clearInterval(timer);
    expect(v[0]).toBe(16);
    expect([...v.slice(10, 13)]).toEqual([4, 7, 10]);
    // write() after a recorded dispatch is ordered after it.
    d.dispatch(aff, [t], u32s(100, 1, 1), [2, 1, 1]);
    t.write(new Uint32Array([0]), 0);
    expect(t.read()[0]).toBe(0);
    expect(t.read()[1]).toBe(17);
  });

  it('empty tensors', async () => {
    const d = dev();
    const e = d.alloc('f32', [0, 3]);
    expect(e.size).toBe(0);
    expect(e.read().length).toBe(0);
    expect((await e.readAsync()).length).toBe(0);
    expect(d.upload(new Float32Array(0)).read().length).toBe(0);
  });

  it('zeros() and fill()', () => {
    const d = dev();
    const z = d.zeros('u8', [7]);
    expect([...z.read()]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const f = d.alloc('u32', [5]);
    d.fill(f, 0xdeadbeef);
    expect([...f.read()]).toEqual(new Array(5).fill(0xdeadbeef));
  });
}

describe('data movement (direct mapping)', () => {
  const dev = useDevice();
  roundTrips(dev);
});

describe('data movement (chunked staging, 16 KiB of staging per direction)', () => {
  const dev = useDevice({ memory: { forceStaging: true, stagingSize: 16 * 1024 } });
  roundTrips(dev);

  it('moves a buffer many times the staging size, sync and async', async () => {
    const d = dev();
    const n = 300_001; // 1.2 MB through 8 KiB slots
    const src = Uint32Array.from({ length: n }, (_, i) => (i * 2246822519) >>> 0);
    const t = d.upload(src);
    expect(t.read()).toEqual(src);
    expect(await t.readAsync()).toEqual(src);
    const part = Uint32Array.from({ length: 5000 }, (_, i) => i);
    t.write(part, 123_457);
    const back = t.read();
    expect(back.subarray(123_457, 128_457)).toEqual(part);
    expect(back[123_456]).toBe(src[123_456]);
    expect(back[128_457]).toBe(src[128_457]);
  });
});

describe('half-precision conversions', () => {
  it('f16 is exact, subnormals included', () => {
    for (let h = 0; h < 0x7c00; h++) expect(numberToF16(f16ToNumber(h))).toBe(h);
    expect(f16ToNumber(0x0001)).toBe(2 ** -24); // smallest subnormal (real f16 scales get here)
    expect(f16ToNumber(0x03ff)).toBe(1023 * 2 ** -24);
    expect(numberToF16(65520)).toBe(0x7c00);
    expect(numberToF16(-0)).toBe(0x8000);
    expect(Number.isNaN(f16ToNumber(numberToF16(NaN)))).toBe(true);
  });
  it('bf16 rounds to nearest even', () => {
    expect(numberToBf16(1)).toBe(0x3f80);
    expect(fromHalf(new Uint16Array([numberToBf16(1 + 2 ** -8)]), 'bf16')[0]).toBe(1);
    expect(fromHalf(new Uint16Array([0x0001]), 'bf16')[0]).toBeGreaterThan(0);
  });
});
