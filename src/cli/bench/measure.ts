// Timing with GPU timestamps: warm up, then repeat a dispatch and take the median (and spread) of the
// per-dispatch GPU times the profiler recorded under the dispatch's label.
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

/** Runs `step(i)` (which records exactly one timed dispatch) and returns the median and spread of its GPU
 * times. Measured on an H200: the first ~20 ms of back-to-back dispatches after a pause run up to 3x slower
 * than the steady state, even after a warm-up of synced dispatches; so the warm-up is a back-to-back run of
 * plan.warmupSeconds of GPU time, and the measured window is the tail of that same run. */
export function timeSteps(device: Device, plan: TimingPlan, step: (i: number) => void): Timing {
  let i = 0;
  device.resetProfile();
  step(i++);
  device.sync();
  const estimate = Math.max(1e-7, samplesOf(device)[0]);
  const warmup = Math.min(20_000, Math.ceil(plan.warmupSeconds / estimate));
  const repeats = Math.min(plan.maxRepeats, Math.max(plan.minRepeats, Math.ceil(plan.windowSeconds / estimate)));
  // One uninterrupted stream: the warm-up runs straight into the measured window, which is its tail.
  device.resetProfile();
  for (let r = 0; r < warmup + repeats; r++) step(i++);
  device.sync();
  const s = samplesOf(device)
    .slice(-repeats)
    .sort((a, b) => a - b);
  return { median: s[s.length >> 1], min: s[0], max: s[s.length - 1], repeats: s.length };
}

/** The per-dispatch GPU times (seconds) of the one kernel the profile holds. */
function samplesOf(device: Device): number[] {
  const stats = device.profile().kernels;
  if (stats.length !== 1 || stats[0].samples.length === 0) {
    throw new CapabilityError(
      `bench: expected the GPU timestamps of one kernel, got ${stats.map((k) => k.name).join(', ') || 'none'} (does ${device.info.name} support timestamps?)`,
    );
  }
  return stats[0].samples.map((ms) => ms / 1e3);
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
