// The roofline analysis against hand-computed cases.
import { expect, test } from 'vitest';
import { analyze, ridge, type Roofs } from '../../src/device/roofline.ts';
import { ArgumentError } from '../../src/device/errors.ts';

const roofs: Roofs = { bandwidth: 4e12, peaks: { f32: 50e12, 'f16-coopmat': 700e12 }, launchLatency: 5e-6 };

test('memory-only op: judged in bytes/s against the copy roof', () => {
  // 1 GiB copied (read + write) in 0.6 ms
  const p = analyze({ bytesRead: 2 ** 30, bytesWritten: 2 ** 30, flops: 0, precision: 'memory' }, 0.6e-3, roofs);
  expect(p.bytesPerSecond).toBeCloseTo((2 * 2 ** 30) / 0.6e-3, 0);
  expect(p.roof).toBe(4e12);
  expect(p.fractionOfRoof).toBeCloseTo((2 * 2 ** 30) / 0.6e-3 / 4e12, 6);
  expect(p.bound).toBe('memory');
  expect(p.aboveRoof).toBe(false);
});

test('matvec-like op below the ridge is memory bound; roof = intensity × bandwidth', () => {
  // 14336x4096 f32 matvec: 2 flops per weight, 4 bytes per weight → intensity 0.5
  const n = 14336 * 4096;
  const p = analyze({ bytesRead: 4 * n, bytesWritten: 0, flops: 2 * n, precision: 'f32' }, 60e-6, roofs);
  expect(p.intensity).toBe(0.5);
  expect(p.roof).toBe(0.5 * 4e12);
  expect(p.bound).toBe('memory');
  expect(p.fractionOfRoof).toBeCloseTo((2 * n) / 60e-6 / 2e12, 6);
  expect(p.fractionOfRoof).toBeCloseTo(0.9787, 3); // 235 MB of weights in 60 µs: 3.91 TB/s of 4 TB/s
  expect(p.aboveRoof).toBe(false);
});

test('GEMM above the ridge is compute bound against its precision peak', () => {
  const n = 4096;
  const cost = { bytesRead: 2 * 4 * n * n, bytesWritten: 4 * n * n, flops: 2 * n ** 3, precision: 'f32' as const };
  const p = analyze(cost, 5e-3, roofs);
  expect(p.intensity).toBeCloseTo((2 * n ** 3) / (12 * n * n), 9);
  expect(p.roof).toBe(50e12);
  expect(p.bound).toBe('compute');
  expect(p.fractionOfRoof).toBeCloseTo((2 * n ** 3) / 5e-3 / 50e12, 9);
  expect(ridge(roofs, 'f32')).toBe(12.5);
  expect(ridge(roofs, 'int8')).toBeUndefined();
});

test('tiny kernels are latency bound; results above the roof are flagged', () => {
  const tiny = analyze({ bytesRead: 4096, bytesWritten: 4096, flops: 0, precision: 'memory' }, 8e-6, roofs);
  expect(tiny.bound).toBe('latency');
  const cached = analyze({ bytesRead: 64e6, bytesWritten: 0, flops: 0, precision: 'memory' }, 10e-6, roofs); // 6.4 TB/s
  expect(cached.aboveRoof).toBe(true);
  expect(() => analyze({ bytesRead: 1, bytesWritten: 0, flops: 0, precision: 'memory' }, 0, roofs)).toThrow(ArgumentError);
});
