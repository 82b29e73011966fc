// Timing hygiene of the profiler: the first (cold) dispatch of a kernel is kept apart and left out of the
// median and percentiles; the roofline table uses the median; without profiling, printProfile says how to
// turn it on. Timings are fed in directly, so the expected statistics are exact.
import { expect, test } from 'vitest';
import { Profiler, formatProfile, formatRoofline, PROFILE_OFF } from '../../src/device/profiler.ts';

const ms = (v: number): number => v * 1e6; // the profiler takes nanoseconds

test('the first dispatch is apart; median, p10 and p90 are of the others', () => {
  const p = new Profiler(true);
  const cost = { bytesRead: 4e6, bytesWritten: 0, flops: 0, precision: 'memory' as const };
  p.kernel('k', ms(30), { label: 'x', cost }); // cold: 30 ms
  for (let i = 1; i <= 10; i++) p.kernel('k', ms(i), { label: 'x', cost }); // steady: 1..10 ms
  const [k] = p.data().kernels;
  expect(k.count).toBe(11);
  expect(k.firstMs).toBe(30);
  expect(k.medianMs).toBe(6); // nearest rank of 1..10 at 0.5
  expect(k.p10Ms).toBe(2);
  expect(k.p90Ms).toBe(10);
  expect(k.gpuMs).toBe(85);
  const table = formatProfile(p.data());
  expect(table).toMatch(/kernel\s+count\s+gpu ms\s+first µs\s+median µs\s+p10 µs\s+p90 µs/);
  expect(table).toMatch(/k x\s+11\s+85\s+30000\s+6000\s+2000\s+10000/);
  // The roofline at the median: 4 MB in 6 ms is 0.667 GB/s (the mean, 7.7 ms, would say 0.52).
  const roofline = formatRoofline(p.data(), { bandwidth: 1e9, peaks: {} });
  expect(roofline).toMatch(/k x\s+11\s+30000\s+6000\s+0\.667\s/);
  expect(roofline).toMatch(/67%/);
});

test('a single dispatch is its own median; a reset starts a new first', () => {
  const p = new Profiler(true);
  p.kernel('k', ms(5));
  expect(p.data().kernels[0]).toMatchObject({ firstMs: 5, medianMs: 5, p10Ms: 5, p90Ms: 5 });
  p.reset();
  p.kernel('k', ms(7));
  p.kernel('k', ms(3));
  expect(p.data().kernels[0]).toMatchObject({ firstMs: 7, medianMs: 3 });
});

test('without profiling the table says how to turn it on (the counts stay)', () => {
  const p = new Profiler(false);
  p.counts.dispatches = 3;
  const table = formatProfile(p.data());
  expect(table).toContain(PROFILE_OFF);
  expect(table).toContain('Device.open({ profile: true })');
  expect(table).toMatch(/dispatches[^\n]*\n[^\n]*\n3\s/);
});
