// Data and comparisons for the GPU op tests: seeded random inputs, bit-exact and nmse checks that say where
// and by how much a result is off.
import { expect } from 'vitest';
import type { Device } from '../../src/device/index.ts';
import { nmse } from '../../src/ops/case.ts';

/** A seeded generator of floats in [lo, hi) (mulberry32), so a failure reproduces. */
export function rng(seed: number): (lo?: number, hi?: number) => number {
  let s = seed >>> 0;
  return (lo = -1, hi = 1) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return lo + (((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * (hi - lo);
  };
}

/** n random f32 values in [lo, hi). */
export function randomF32(n: number, seed: number, lo = -1, hi = 1): Float32Array {
  const r = rng(seed);
  return Float32Array.from({ length: n }, () => r(lo, hi));
}

/** The same bits (so -0 vs 0 and NaN payloads count), reporting the first differing element. */
export function expectBitExact(got: Float32Array | Uint16Array | Uint32Array, want: Float32Array | Uint16Array | Uint32Array): void {
  expect(got.length).toBe(want.length);
  const bits = (a: Float32Array | Uint16Array | Uint32Array) =>
    a instanceof Float32Array ? new Uint32Array(a.buffer, a.byteOffset, a.length) : a;
  const g = bits(got),
    w = bits(want);
  for (let i = 0; i < g.length; i++) {
    if (g[i] !== w[i]) {
      expect.fail(`element ${i} of ${g.length}: got ${got[i]} (0x${g[i]!.toString(16)}), expected ${want[i]} (0x${w[i]!.toString(16)})`);
    }
  }
}

/** nmse(got, want) <= tol. */
export function expectNmse(got: ArrayLike<number>, want: ArrayLike<number>, tol: number, what = ''): void {
  const e = nmse(got, want);
  expect(e, `${what} nmse ${e} > ${tol}`).toBeLessThanOrEqual(tol);
}

/** Dispatches recorded so far (the device must profile). */
export const dispatches = (d: Device): number => d.profile().counts.dispatches;

/** Names of the kernels the profiler has timed with `label` (waits for the GPU first). */
export function kernelsWithLabel(d: Device, label: string): string[] {
  d.sync();
  return d
    .profile()
    .kernels.filter((k) => k.label === label)
    .map((k) => k.name);
}
