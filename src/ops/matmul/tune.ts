// The gemm tuner: times every registered candidate of a problem's dtype on the device (as `vkts bench`
// times a row: a warm-up that runs straight into the measured window, back-to-back dispatches batched into
// submissions, per-dispatch GPU timestamps, the median kept), picks the fastest and stores it in the tune
// cache. A candidate runs through gemm() itself with its options (the runner is passed in, so this module
// depends on no kernel), which makes its time the time users get.
import type { Device } from '../../device/device.ts';
import { CapabilityError, StateError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import { VktsError } from '../../vk/core/errors.ts';
import { ArgumentError } from '../errors.ts';
import { saveTuned, type TuneEntry } from './tune-cache.ts';
import { gemmCandidates, type GemmProblem } from './tune-candidates.ts';

/** gemm() as the tuner calls it. */
export type GemmRunner = (a: Tensor, b: Tensor, opts: Readonly<Record<string, unknown>>) => Tensor;

/** How much GPU time to warm up and to measure per candidate. */
export interface TunePlan {
  readonly warmupSeconds: number;
  readonly windowSeconds: number;
  readonly minRepeats: number;
  readonly maxRepeats: number;
}

/** The default plan: a candidate takes ~0.25 s of GPU time (plus its pipeline's first build). The GPU drops
 * its clocks while the CPU builds a pipeline (seconds for gemm_coopmat2): on the H200 a 0.05 s warm-up right
 * after the build timed coopmat2 at 52 TFLOP/s, 252 when its pipeline was built already. */
export const TUNE_PLAN: TunePlan = { warmupSeconds: 0.2, windowSeconds: 0.05, minRepeats: 5, maxRepeats: 500 };

export interface TuneRow {
  readonly candidate: string;
  /** Median GPU time of one gemm, seconds (absent: skipped). */
  readonly seconds?: number;
  /** Why it did not run (the device lacks what it needs, or it refused the problem). */
  readonly skipped?: string;
}

export interface TuneResult {
  readonly problem: GemmProblem;
  /** 2 M N K. */
  readonly flops: number;
  readonly rows: readonly TuneRow[];
  /** The fastest candidate's name. */
  readonly winner: string;
}

/** Dispatch counts by profile entry (kernel and label). */
const counts = (device: Device): Map<string, number> =>
  new Map(device.profile().kernels.map((k) => [`${k.name} ${k.label ?? ''}`, k.count]));

/** Runs `step` `warmup + repeats` times back to back and returns the median GPU time of one step over the
 * last `repeats`: per profile entry that gained dispatches, the median of its measured samples times its
 * dispatches per step (a candidate may record more than one kernel). No entry gaining any means the steps
 * were not run but recorded (inside capture()): a StateError, not a time of 0. */
function timeSteps(device: Device, step: () => void, warmup: number, repeats: number): number {
  const before = counts(device);
  for (let i = 0; i < warmup + repeats; i++) step();
  device.sync();
  let seconds = 0,
    timed = false;
  for (const k of device.profile().kernels) {
    const added = k.count - (before.get(`${k.name} ${k.label ?? ''}`) ?? 0);
    if (added <= 0) continue;
    timed = true;
    const perStep = added / (warmup + repeats);
    const window = k.samples.slice(-Math.max(1, Math.round(perStep * repeats))).sort((x, y) => x - y);
    seconds += (window[window.length >> 1]! / 1e3) * perStep;
  }
  if (!timed) throw new StateError('tune gemm: its dispatches were recorded but not run (inside capture()?); tune outside capture()');
  return seconds;
}

/** Operands of p's layouts: contiguous a [M, K] (or [K, M] read transposed) and b [K, N] (or [N, K]). */
function operands(device: Device, p: GemmProblem): { a: Tensor; b: Tensor; c: Tensor; flags: { transA: boolean; transB: boolean } } {
  const transA = p.ab[0] === 't',
    transB = p.ab[1] === 't';
  const a = device.full(p.dtype, transA ? [p.K, p.M] : [p.M, p.K], 0.5);
  const b = device.full(p.dtype, transB ? [p.N, p.K] : [p.K, p.N], 0.25);
  const c = device.alloc('f32', [p.M, p.N]);
  return { a, b, c, flags: { transA, transB } };
}

function checkProblem(p: GemmProblem): void {
  for (const k of ['M', 'N', 'K'] as const)
    if (!Number.isInteger(p[k]) || p[k] < 1 || p[k] > 2 ** 20)
      throw new ArgumentError(`tune gemm: ${k} = ${String(p[k])}: expected a whole number from 1 to 2^20`);
  if (!/^[nt]{2}$/.test(p.ab)) throw new ArgumentError(`tune gemm: layouts ${String(p.ab)}: expected nn, nt, tn or tt`);
  if (gemmCandidates(p.dtype).length === 0) throw new ArgumentError(`tune gemm: no candidates for dtype ${String(p.dtype)}`);
}

/** Times every candidate of p's dtype on the device and returns the rows and the winner (nothing stored).
 * Needs GPU timestamps: a device opened with { profile: true } whose queue has them. Synchronises the
 * device, so not inside capture(); adds the tuning dispatches to the device's profile. */
export function measureGemm(device: Device, p: GemmProblem, run: GemmRunner, plan: TunePlan = TUNE_PLAN): TuneResult {
  checkProblem(p);
  if (!device.profile().enabled || !device.info.timestamps.supported)
    throw new CapabilityError(
      `tune gemm: needs GPU timestamps: open the device with Device.open({ profile: true })${device.info.timestamps.supported ? '' : ` (${device.info.name} has none)`}`,
    );
  const { a, b, c, flags } = operands(device, p);
  const rows: TuneRow[] = [];
  try {
    for (const cand of gemmCandidates(p.dtype)) {
      const skipped = cand.shortfall?.(device.info, p);
      if (skipped) {
        rows.push({ candidate: cand.name, skipped });
        continue;
      }
      const step = (): void => void run(a, b, { ...cand.options, ...flags, out: c });
      try {
        // One run builds the pipeline (its time includes the build on some drivers); then a warm-up by GPU
        // time, in runs re-sized as the clocks come up (the first steps after the build's idle are slow).
        timeSteps(device, step, 0, 1);
        let estimate = Math.max(1e-7, timeSteps(device, step, 0, 1));
        for (let spent = estimate; spent < plan.warmupSeconds; ) {
          const n = Math.min(10_000, Math.ceil(0.02 / estimate));
          estimate = Math.max(1e-7, timeSteps(device, step, 0, n));
          spent += n * estimate;
        }
        const warmup = Math.min(10_000, Math.ceil(0.01 / estimate)); // straight into the measured window
        const repeats = Math.min(plan.maxRepeats, Math.max(plan.minRepeats, Math.ceil(plan.windowSeconds / estimate)));
        rows.push({ candidate: cand.name, seconds: timeSteps(device, step, warmup, repeats) });
      } catch (e) {
        // A bug, or a device state no candidate can time in, is not a candidate this device refuses.
        if (!(e instanceof VktsError) || e instanceof StateError) throw e;
        rows.push({ candidate: cand.name, skipped: e.message.split('\n')[0] });
      }
    }
  } finally {
    for (const t of [a, b, c]) t.destroy();
  }
  const timed = rows.filter((r) => r.seconds !== undefined);
  if (!timed.length)
    throw new CapabilityError(
      `tune gemm: no ${p.dtype} candidate runs on ${device.info.name}: ${rows.map((r) => `${r.candidate}: ${r.skipped}`).join('; ')}`,
    );
  const winner = timed.reduce((x, y) => (y.seconds! < x.seconds! ? y : x)).candidate;
  return { problem: p, flops: 2 * p.M * p.N * p.K, rows, winner };
}

/** Tunes each problem and stores the winners in the device's tune cache; returns the results and the
 * cache file written. */
export function tuneProblems(
  device: Device,
  problems: readonly GemmProblem[],
  run: GemmRunner,
  plan: TunePlan = TUNE_PLAN,
): { results: TuneResult[]; cacheFile: string } {
  const results = problems.map((p) => measureGemm(device, p, run, plan));
  const entries: TuneEntry[] = results.map((r) => ({
    ...r.problem,
    candidate: r.winner,
    seconds: r.rows.find((x) => x.candidate === r.winner)!.seconds,
  }));
  return { results, cacheFile: saveTuned(device.info, entries) };
}
