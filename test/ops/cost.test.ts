import { describe, expect, it } from 'vitest';
import {
  axpyCost,
  binaryCost,
  castCost,
  gemmCost,
  matvecCost,
  reduceCost,
  rmsNormCost,
  softmaxCost,
  unaryCost,
} from '../../src/ops/index.ts';
import { gdnChunkCost, gdnDeltaCost } from '../../src/ops/gdn/cost.ts';
import { copyCost, emptyCost, peakCoopmatCost, peakFmaCost, peakInt8Cost, readCost, writeCost } from '../../src/ops/roofs/cost.ts';
import { intensity } from '../../src/device/roofline.ts';

describe('cost models (STREAM accounting: each array read once, written once)', () => {
  it('elementwise', () => {
    expect(binaryCost('add', 1000)).toEqual({ bytesRead: 8000, bytesWritten: 4000, flops: 1000, precision: 'f32' });
    expect(axpyCost(10)).toEqual({ bytesRead: 80, bytesWritten: 40, flops: 20, precision: 'f32' });
    expect(unaryCost('relu', 5)).toEqual({ bytesRead: 20, bytesWritten: 20, flops: 5, precision: 'f32' });
    expect(unaryCost('gelu', 2).flops).toBe(18);
    expect(castCost(10, 'f32', 'f16')).toEqual({ bytesRead: 40, bytesWritten: 20, flops: 0, precision: 'memory' });
    expect(castCost(10, 'f16', 'f32')).toEqual({ bytesRead: 20, bytesWritten: 40, flops: 0, precision: 'memory' });
    expect(binaryCost('mul', 0)).toEqual({ bytesRead: 0, bytesWritten: 0, flops: 0, precision: 'f32' });
    expect(binaryCost('silu_mul', 1000, 2)).toEqual({ bytesRead: 4000, bytesWritten: 2000, flops: 5000, precision: 'f32' }); // f16
    expect(unaryCost('relu', 5, 2)).toEqual({ bytesRead: 10, bytesWritten: 10, flops: 5, precision: 'f32' });
    expect(() => binaryCost('add', -1)).toThrow(RangeError);
    expect(() => axpyCost(1.5)).toThrow(RangeError);
  });

  it('rows: softmax and rms_norm on 32768 x 4096 (the bench shapes)', () => {
    const e = 32768 * 4096;
    expect(softmaxCost(32768, 4096)).toEqual({ bytesRead: 4 * e, bytesWritten: 4 * e, flops: 5 * e, precision: 'f32' });
    expect(rmsNormCost(32768, 4096, false)).toEqual({ bytesRead: 4 * e, bytesWritten: 4 * e, flops: 3 * e, precision: 'f32' });
    expect(rmsNormCost(32768, 4096, true).bytesRead).toBe(4 * e + 4 * 4096);
    // f16 activations: the same flops (f32 math), half the bytes (the weight f16 too)
    expect(softmaxCost(32768, 4096, false, 2)).toEqual({ bytesRead: 2 * e, bytesWritten: 2 * e, flops: 5 * e, precision: 'f32' });
    expect(rmsNormCost(32768, 4096, true, 2).bytesRead).toBe(2 * e + 2 * 4096);
    expect(reduceCost('sum', 3, 5)).toEqual({ bytesRead: 60, bytesWritten: 12, flops: 15, precision: 'f32' });
  });

  it('gemm 4096^3: 2 M N K flops over three matrices', () => {
    const c = gemmCost(4096, 4096, 4096);
    expect(c.flops).toBe(137_438_953_472);
    expect(c.bytesRead).toBe(2 * 4096 * 4096 * 4);
    expect(c.bytesWritten).toBe(4096 * 4096 * 4);
    expect(intensity(c)).toBeCloseTo(4096 / 6, 9); // 2 K^3 / (12 K^2)
    expect(gemmCost(3, 5, 7)).toEqual({ bytesRead: 4 * (21 + 35), bytesWritten: 60, flops: 210, precision: 'f32' });
  });

  it('matvec 14336 x 4096: memory-bound, intensity just under 0.5 flop/byte', () => {
    const c = matvecCost(14336, 4096);
    expect(c).toEqual({ bytesRead: 4 * (14336 * 4096 + 4096), bytesWritten: 4 * 14336, flops: 2 * 14336 * 4096, precision: 'f32' });
    expect(intensity(c)).toBeGreaterThan(0.499);
    expect(intensity(c)).toBeLessThan(0.5);
  });

  it('gdn: q, k, v and o at their element size (f16: 2 bytes), g, beta and the state f32', () => {
    const a = { heads: 2, tokens: 3, dk: 4, dv: 8 };
    // 6 steps each read q, k (dk each), v (dv) and f32 g, beta; the f32 state (2 x 4 x 8) read and written once
    expect(gdnDeltaCost(a)).toEqual({
      bytesRead: 6 * (4 * 16 + 8) + 256,
      bytesWritten: 6 * 4 * 8 + 256,
      flops: 6 * (7 * 32 + 24),
      precision: 'f32',
    });
    expect(gdnDeltaCost({ ...a, elementBytes: 2 })).toMatchObject({ bytesRead: 6 * (2 * 16 + 8) + 256, bytesWritten: 6 * 2 * 8 + 256 });
    const c = { ...a, chunk: 64, l2norm: false };
    const [prep32, prep16] = [gdnChunkCost('prep', c), gdnChunkCost('prep', { ...c, elementBytes: 2 })];
    expect(prep32.bytesRead - prep16.bytesRead).toBe(6 * 2 * 16); // q, k, v read at half the bytes
    expect(prep16.bytesWritten).toBe(prep32.bytesWritten); // the work arrays stay f32
    expect(gdnChunkCost('output', c).bytesWritten - gdnChunkCost('output', { ...c, elementBytes: 2 }).bytesWritten).toBe(6 * 2 * 8);
    expect(gdnChunkCost('state', { ...c, elementBytes: 2 })).toEqual(gdnChunkCost('state', c)); // f32 only
  });

  it('roofs', () => {
    expect(copyCost(1 << 20)).toEqual({ bytesRead: 16 << 20, bytesWritten: 16 << 20, flops: 0, precision: 'memory' });
    expect(copyCost(4, 3).bytesRead).toBe(192);
    expect(readCost(4)).toEqual({ bytesRead: 64, bytesWritten: 0, flops: 0, precision: 'memory' });
    expect(writeCost(4, 2)).toEqual({ bytesRead: 0, bytesWritten: 128, flops: 0, precision: 'memory' });
    // 16 unrolled steps x 8 chains x 4 lanes x 2 flops per FMA
    expect(peakFmaCost('f32', 1, 1)).toEqual({ bytesRead: 0, bytesWritten: 4, flops: 1024, precision: 'f32' });
    expect(peakFmaCost('f16', 256, 10).flops).toBe(256 * 10 * 1024);
    expect(peakFmaCost('f16', 1, 1).precision).toBe('f16');
    // 16 steps x 16 chains x 8 ops per packed dot
    expect(peakInt8Cost(2, 3)).toEqual({ bytesRead: 0, bytesWritten: 8, flops: 2 * 3 * 2048, precision: 'int8' });
    // 8 steps x 4 chains x 2 * 16 * 16 * 16
    expect(peakCoopmatCost('khr_f16acc', 1, 1).flops).toBe(262_144);
    expect(peakCoopmatCost('nv_f32acc', 4, 2).flops).toBe(4 * 2 * 131_072);
    expect(peakCoopmatCost('khr_f32acc', 1, 1).precision).toBe('f16-coopmat');
    expect(() => peakCoopmatCost('nope', 1, 1)).toThrow(RangeError);
    expect(emptyCost()).toEqual({ bytesRead: 0, bytesWritten: 0, flops: 0, precision: 'memory' });
    expect(intensity(emptyCost())).toBe(0);
    expect(intensity(peakFmaCost('f32', 1, 1))).toBe(256);
  });
});
