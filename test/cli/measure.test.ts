// The bench's step timing (src/cli/bench/measure.ts timeSteps): a step of one dispatch or of several (an op
// that is more than one kernel) is timed as the sum of its dispatches' GPU times, taken from the profile's own
// per-dispatch samples of the measured window; steps that record different kernels are an error, not a
// mixed-up time.
import { describe, expect, test } from 'vitest';
import { timeSteps, type TimingPlan } from '../../src/cli/bench/measure.ts';
import { CapabilityError } from '../../src/device/errors.ts';
import { neg, relu } from '../../src/ops/elementwise/ops.ts';
import { useDevice } from '../helpers/device.ts';

const PLAN: TimingPlan = { warmupSeconds: 0, minRepeats: 5, windowSeconds: 0, maxRepeats: 5 };

describe('timeSteps', () => {
  const dev = useDevice({ profile: true });

  test('a step of several dispatches: the median of its per-step sums, from the profile of the window', () => {
    const d = dev();
    const x = d.upload(new Float32Array(4096).fill(-1));
    const [y, z] = [d.alloc('f32', [4096]), d.alloc('f32', [4096])];
    // relu twice and neg once a step: two profile entries
    const timing = timeSteps(d, PLAN, () => {
      relu(x, { out: y });
      neg(y, { out: z });
      relu(z, { out: y });
    });
    const kernels = d.profile().kernels;
    expect(kernels.map((k) => k.count).sort((a, b) => a - b)).toEqual([5, 10]);
    const relus = kernels.find((k) => k.count === 10)!.samples.slice(-10);
    const negs = kernels.find((k) => k.count === 5)!.samples.slice(-5);
    const sums = negs.map((n, s) => (n + relus[2 * s]! + relus[2 * s + 1]!) / 1e3).sort((a, b) => a - b);
    expect(timing.repeats).toBe(5);
    expect(timing.median).toBeCloseTo(sums[2]!, 12);
    expect(timing.min).toBeCloseTo(sums[0]!, 12);
    expect(timing.max).toBeCloseTo(sums[4]!, 12);
    for (const t of [x, y, z]) t.destroy();
  });

  test('steps that record different kernels are a CapabilityError naming the stray one', () => {
    const d = dev();
    const x = d.upload(new Float32Array(256).fill(1));
    const y = d.alloc('f32', [256]);
    const step = (i: number) => (i === 0 ? relu(x, { out: y }) : neg(x, { out: y }));
    expect(() => timeSteps(d, PLAN, step)).toThrow(CapabilityError);
    expect(() => timeSteps(d, PLAN, step)).toThrow(/the steps recorded different kernels \(\S*neg/);
    for (const t of [x, y]) t.destroy();
  });
});
