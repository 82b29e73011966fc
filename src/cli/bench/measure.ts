// Timing with GPU timestamps: warm up, then repeat a step (one dispatch, or the few of a multi-kernel op) and
// take the median (and spread) of its GPU times, from the per-dispatch times the profiler recorded.
import type { Device, Tensor } from '../../device/index.ts';
import type { CostModel } from '../../device/roofline.ts';
import { CapabilityError } from '../../device/errors.ts';
import type { Grid } from '../../device/grid.ts';
import type { ShaderVariants } from '../../ops/generated/variants.ts';
import type { KernelDecl, PushValues } from '../../ops/kernel.ts';
import { launch } from '../../ops/launch.ts';
import type { Timing } from './result.ts';

export interface Measured {
  timing: Timing;
  cost: CostModel;
}

/** How long to warm up and how much to measure, in GPU time. */
export interface TimingPlan {
  warmupSeconds: number;
  minRepeats: number;
  /** Keep repeating (up to maxRepeats) until the repeats add up to this much GPU time. */
  windowSeconds: number;
  maxRepeats: number;
}

export const GPU_TIMING: TimingPlan = { warmupSeconds: 1, minRepeats: 10, windowSeconds: 0.1, maxRepeats: 500 };
export const QUICK_TIMING: TimingPlan = { warmupSeconds: 0.02, minRepeats: 3, windowSeconds: 0.01, maxRepeats: 50 };

/** Runs `step(i)` and returns the median and spread of its GPU time: the time of its dispatch, or where a step
 * records several (an op that is more than one kernel) the sum of its dispatches' times. A dispatch's time runs
 * from the timestamp after the dispatch before it to the one after it (the recorder's), so the times partition
 * the stream and the sum is the step's share of it, overlap or not. Every step must record the same
 * dispatches. Measured on an H200: the first ~20 ms of back-to-back dispatches after a pause run up to 3x
 * slower than the steady state, even after a warm-up of synced dispatches; so the warm-up is a back-to-back
 * run of plan.warmupSeconds of GPU time, and the measured window is the tail of that same run. */
export function timeSteps(device: Device, plan: TimingPlan, step: (i: number) => void): Timing {
  let i = 0;
  device.resetProfile();
  step(i++);
  device.sync();
  const perStep = dispatchesPerStep(device);
  const estimate = Math.max(1e-7, stepSeconds(device, perStep, 1)[0]!);
  const warmup = Math.min(20_000, Math.ceil(plan.warmupSeconds / estimate));
  const repeats = Math.min(plan.maxRepeats, Math.max(plan.minRepeats, Math.ceil(plan.windowSeconds / estimate)));
  // One uninterrupted stream: the warm-up runs straight into the measured window, which is its tail.
  device.resetProfile();
  for (let r = 0; r < warmup + repeats; r++) step(i++);
  device.sync();
  const s = stepSeconds(device, perStep, repeats).sort((a, b) => a - b);
  return { median: s[s.length >> 1]!, min: s[0]!, max: s[s.length - 1]!, repeats: s.length };
}

/** The dispatches one step recorded, per profile entry (kernel and label). */
function dispatchesPerStep(device: Device): Map<string, number> {
  const stats = device.profile().kernels;
  if (stats.length === 0)
    throw new CapabilityError(`bench: a step recorded no GPU timestamps (does ${device.info.name} support timestamps?)`);
  return new Map(stats.map((k) => [entryKey(k), k.count]));
}

const entryKey = (k: { name: string; label?: string }): string => `${k.name} ${k.label ?? ''}`;

/** The GPU seconds of each of the last `steps` steps the profile holds: per step, the sum of its dispatches'
 * times (`perStep` of each entry). */
function stepSeconds(device: Device, perStep: ReadonlyMap<string, number>, steps: number): number[] {
  const stats = device.profile().kernels;
  const strays = stats.filter((k) => !perStep.has(entryKey(k)));
  if (strays.length)
    throw new CapabilityError(`bench: the steps recorded different kernels (${strays.map(entryKey).join(', ')} not in the first)`);
  const out = new Array<number>(steps).fill(0);
  for (const k of stats) {
    const n = perStep.get(entryKey(k))!;
    const window = k.samples.slice(-n * steps);
    if (window.length !== n * steps)
      throw new CapabilityError(`bench: ${entryKey(k)} has ${window.length} GPU timestamps for ${steps} steps of ${n}`);
    window.forEach((ms, j) => (out[Math.floor(j / n)]! += ms / 1e3));
  }
  return out;
}

/** A roof kernel (src/ops/roofs/kernels.ts), launched through src/ops/launch.ts on an explicit grid. */
export class RoofKernel<S extends keyof ShaderVariants & string, P extends PushValues> {
  constructor(
    private readonly device: Device,
    readonly kernel: KernelDecl<S, P>,
    readonly variant: ShaderVariants[S],
    private readonly workgroupSize?: number,
  ) {}

  dispatch(tensors: Tensor[], push: P, groups: Grid, label: string, cost: CostModel): void {
    launch(this.device, this.kernel, this.variant, { tensors, push, label, cost, groups, workgroupSize: this.workgroupSize });
  }

  /** Times one configuration. */
  time(tensors: Tensor[], push: P, groups: Grid, label: string, cost: CostModel, plan: TimingPlan): Measured {
    return { timing: timeSteps(this.device, plan, () => this.dispatch(tensors, push, groups, label, cost)), cost };
  }
}
