// Measured roofs (docs/ARCHITECTURE.md, "Cost models and the roofline"): memory bandwidth (copy, read-only, write-only, and a working-set sweep that
// shows the cache and DRAM/HBM plateaus), compute peaks per precision (vkpeak-style FMA chains, int8 dot
// products, f16 cooperative matrices), and launch costs. Work is scaled until a dispatch lasts long enough.
import type { Device, Tensor } from '../../device/index.ts';
import { copyCost, peakCoopmatCost, peakFmaCost, peakInt8Cost, readCost, writeCost } from '../../ops/roofs/cost.ts';
import {
  COOPMAT_SHAPES,
  COPY_KERNEL,
  EMPTY_KERNEL,
  PEAK,
  PEAK_COOPMAT_KERNEL,
  PEAK_FMA_KERNEL,
  PEAK_INT8_KERNEL,
  READ_KERNEL,
  WRITE_KERNEL,
  type CoopmatVariant,
} from '../../ops/roofs/kernels.ts';
import { numberToF16 } from '../../device/dtype.ts';
import { GPU_TIMING, QUICK_TIMING, RoofKernel, type Measured, type TimingPlan } from './measure.ts';
import type { ComputeRoof, MemoryRoofs } from './result.ts';

export interface RoofPlan {
  /** Bytes per array for the copy/read/write roofs. */
  arrayBytes: number;
  /** Largest working set of the sweep (copy: source + destination). */
  sweepMax: number;
  /** Bytes each sweep dispatch should move (small sets repeat passes to reach it). */
  sweepTarget: number;
  /** GPU time a compute-peak dispatch should last, seconds. */
  computeSeconds: number;
  /** Invocations of a compute-peak grid. */
  invocations: number;
  /** Runs of each roof, the best kept (a CPU device's one run is at the mercy of the scheduler). */
  trials: number;
  timing: TimingPlan;
}

/** Full runs on GPUs; --quick, or a CPU device, gets a plan that finishes in seconds. */
export function roofPlan(device: Device, quick: boolean): RoofPlan {
  const cpu = device.info.type === 'cpu';
  const heap = Math.max(...device.info.memory.heaps.map((h) => h.budget));
  const big = Math.min(2 ** 30, 2 ** Math.floor(Math.log2(heap / 8)));
  if (cpu || quick) {
    const arrayBytes = Math.min(big, cpu ? 32 * 2 ** 20 : 256 * 2 ** 20);
    return {
      arrayBytes,
      sweepMax: 2 * arrayBytes,
      sweepTarget: arrayBytes,
      computeSeconds: cpu ? 0.01 : 0.005,
      invocations: cpu ? 2 ** 14 : 2 ** 20,
      trials: cpu ? 5 : 3,
      timing: QUICK_TIMING,
    };
  }
  return {
    arrayBytes: big,
    sweepMax: 2 * big,
    sweepTarget: 2 ** 30,
    computeSeconds: 0.02,
    invocations: 2 ** 21,
    trials: 1,
    timing: GPU_TIMING,
  };
}

/** The working-set sizes of the copy sweep. */
function sweepSizes(plan: RoofPlan): number[] {
  const sizes = [];
  for (let bytes = 64 * 1024; bytes <= plan.sweepMax; bytes *= 2) sizes.push(bytes);
  return sizes;
}

/** How many progress steps measureMemory and measureCompute report on this device. */
export function roofSteps(device: Device, plan: RoofPlan): { memory: number; compute: number } {
  const info = device.info;
  const coop = Object.values(COOPMAT_SHAPES).filter((s) => hasCoopmatShape(device, s)).length;
  return {
    memory: 3 + sweepSizes(plan).length,
    compute: 1 + (info.numeric.float16 ? 1 : 0) + (info.integerDot.supported ? 1 : 0) + coop,
  };
}

function hasCoopmatShape(device: Device, s: (typeof COOPMAT_SHAPES)[keyof typeof COOPMAT_SHAPES]): boolean {
  const info = device.info;
  const shapes = s.api === 'KHR' ? info.cooperativeMatrix.khrShapes : info.cooperativeMatrix.nvShapes;
  const accType = s.acc === 'f32' ? 'float32' : 'float16';
  return shapes.some((x) => x.m === s.m && x.n === s.n && x.k === s.k && x.a === 'float16' && x.c === accType && x.scope === 'subgroup');
}

/** The fastest of `trials` runs, and how far the median run fell short of it (a fraction of the fastest's
 * rate): how well the best reproduces, which a single outlier does not change. */
function bestOf(trials: number, run: () => Measured): { best: Measured; spread: number } {
  const runs = Array.from({ length: trials }, run).sort((a, b) => a.timing.median - b.timing.median);
  return { best: runs[0], spread: 1 - runs[0].timing.median / runs[runs.length >> 1].timing.median };
}

/** Workgroups for a grid-stride roof kernel: enough invocations to fill the device, within the limits. */
function strideGrid(device: Device, invocations: number, wg = 256): [number, number, number] {
  return device.splitGrid(Math.max(1, Math.ceil(invocations / wg)));
}

const ROTATE = 1021; // vec4 per pass: each invocation moves to other cache lines on the next pass

export function measureMemory(device: Device, plan: RoofPlan, progress: (what: string) => void): MemoryRoofs {
  const n4 = plan.arrayBytes / 16;
  const src = device.alloc('f32', [n4 * 4]);
  const dst = device.alloc('f32', [n4 * 4]);
  const sink = device.alloc('f32', [4]);
  try {
    src.write(Float32Array.from({ length: n4 * 4 }, () => Math.random())); // read-only roof: values are not constant
    const copy = new RoofKernel(device, COPY_KERNEL, 'default');
    const read = new RoofKernel(device, READ_KERNEL, 'default');
    const write = new RoofKernel(device, WRITE_KERNEL, 'default');
    const label = `${n4 * 16}B`;
    // vkpeak-style: the best of a few grid shapes (one invocation per vec4, and grid-stride loops over 1M and
    // 256K invocations), since the best shape differs between devices.
    const grids =
      plan.timing === QUICK_TIMING
        ? [strideGrid(device, Math.min(n4, 2 ** 20))]
        : [n4, 2 ** 20, 2 ** 18].map((inv) => strideGrid(device, Math.min(n4, inv)));
    const best = (run: (g: [number, number, number]) => Measured) =>
      bestOf(plan.trials, () => grids.map(run).reduce((a, b) => (a.timing.median <= b.timing.median ? a : b)));
    progress('memory: copy');
    const c = best((g) => copy.time([src, dst], { n4, passes: 1, rotate: 0 }, g, label, copyCost(n4), plan.timing));
    progress('memory: read-only');
    const r = best((g) =>
      read.time([src, sink], { n4, passes: 1, rotate: 0, impossible: Number.NaN }, g, label, readCost(n4), plan.timing),
    );
    progress('memory: write-only');
    const w = best((g) => write.time([dst], { n4, passes: 1, rotate: 0, value: 1 }, g, label, writeCost(n4), plan.timing));
    const sweep = [];
    for (const bytes of sweepSizes(plan)) {
      progress(`memory: sweep ${bytes >> 10} KiB`);
      const m4 = bytes / 32; // copy: half the working set is the source
      const passes = Math.max(1, Math.round(plan.sweepTarget / bytes));
      const s = copy.time(
        [src, dst],
        { n4: m4, passes, rotate: ROTATE },
        strideGrid(device, Math.min(m4, 2 ** 20)),
        `sweep ${bytes}B`,
        copyCost(m4, passes),
        plan.timing,
      );
      sweep.push({ bytes, bandwidth: bandwidth(s) });
    }
    return {
      copy: bandwidth(c.best),
      read: bandwidth(r.best),
      write: bandwidth(w.best),
      sweep,
      trials: plan.trials,
      spread: { copy: c.spread, read: r.spread, write: w.spread },
    };
  } finally {
    for (const t of [src, dst, sink]) t.destroy();
  }
}

const bandwidth = (m: Measured): number => (m.cost.bytesRead + m.cost.bytesWritten) / m.timing.median;
const rate = (m: Measured): number => m.cost.flops / m.timing.median;

/** Doubles (then scales) `loops` until one dispatch lasts `seconds`, then measures `trials` times. */
function calibrated(seconds: number, trials: number, run: (loops: number) => Measured): { best: Measured; spread: number } {
  let loops = 1;
  for (;;) {
    const m = run(loops);
    if (m.timing.median >= seconds || loops >= 2 ** 20) break;
    const next = Math.ceil((loops * seconds * 1.2) / Math.max(m.timing.median, 1e-7));
    loops = Math.min(2 ** 20, Math.max(loops * 2, next));
    if (m.timing.median >= seconds / 4) break;
  }
  return bestOf(trials, () => run(loops));
}

/** Vendor datasheet figures (dense), for the report beside the measured peak. */
function datasheet(name: string): Partial<Record<string, number>> {
  if (/H200|H100.*(SXM|HBM3)/.test(name)) return { f32: 67e12, 'f16-coopmat': 989.5e12, int8: 1979e12 };
  return {};
}

export function measureCompute(
  device: Device,
  plan: RoofPlan,
  progress: (what: string) => void,
  notes: string[],
): Record<string, ComputeRoof> {
  const info = device.info;
  const out: Record<string, ComputeRoof> = {};
  const sheet = datasheet(info.name);
  const inv = plan.invocations;
  const sink = device.alloc('f32', [Math.max(inv, 16 * 16 * (inv / Math.max(1, info.subgroup.size)))]);
  const grid = strideGrid(device, inv);
  try {
    progress('compute: f32 FMA');
    const fma = new RoofKernel(device, PEAK_FMA_KERNEL, 'f32');
    const f32 = calibrated(plan.computeSeconds, plan.trials, (loops) =>
      fma.time([sink], { loops, a: 0.999, b: 0.001 }, grid, `f32 ${loops}`, peakFmaCost('f32', inv, loops), plan.timing),
    );
    out.f32 = {
      value: rate(f32.best),
      detail: `${PEAK.fma.chains} vec4 FMA chains × ${inv} invocations`,
      datasheet: sheet.f32,
      spread: f32.spread,
    };

    if (info.numeric.float16) {
      progress('compute: f16 FMA');
      const h = new RoofKernel(device, PEAK_FMA_KERNEL, 'f16');
      const f16 = calibrated(plan.computeSeconds, plan.trials, (loops) =>
        h.time([sink], { loops, a: 0.999, b: 0.001 }, grid, `f16 ${loops}`, peakFmaCost('f16', inv, loops), plan.timing),
      );
      out.f16 = { value: rate(f16.best), detail: `${PEAK.fma.chains} f16vec4 FMA chains × ${inv} invocations`, spread: f16.spread };
    } else notes.push(`f16 FMA: ${info.name} has no shaderFloat16`);

    if (info.integerDot.supported) {
      progress('compute: int8 dot product');
      const i8 = new RoofKernel(device, PEAK_INT8_KERNEL, 'int8');
      const m = calibrated(plan.computeSeconds, plan.trials, (loops) =>
        i8.time([sink], { loops, b: 0x01010101 }, grid, `int8 ${loops}`, peakInt8Cost(inv, loops), plan.timing),
      );
      out.int8 = {
        value: rate(m.best),
        detail: `dotPacked4x8 chains × ${inv} invocations${info.integerDot.int8Accelerated ? '' : ' (not reported as accelerated)'}`,
        datasheet: undefined,
        spread: m.spread,
      };
    } else notes.push(`int8 dot product: ${info.name} has no shaderIntegerDotProduct`);

    for (const [variant, s] of Object.entries(COOPMAT_SHAPES)) {
      const acc = s.acc;
      const key = `f16-coopmat ${s.api} ${s.m}x${s.n}x${s.k} ${acc} acc`;
      if (!hasCoopmatShape(device, s)) {
        notes.push(`${key}: not listed by ${info.name}`);
        continue;
      }
      progress(`compute: ${key}`);
      const wg = Math.max(info.subgroup.size * 4, 128);
      const k = new RoofKernel(device, PEAK_COOPMAT_KERNEL, variant as CoopmatVariant, wg);
      const ab = device.upload(new Uint16Array(s.m * s.k + s.k * s.n).fill(numberToF16(2 ** -8)), { dtype: 'f16' });
      const groups = Math.max(1, Math.ceil(inv / wg));
      const subgroups = groups * (wg / info.subgroup.size);
      const out16 = device.alloc(acc === 'f32' ? 'f32' : 'f16', [subgroups * s.m * s.n]);
      try {
        const m = calibrated(plan.computeSeconds, plan.trials, (loops) =>
          k.time(
            [ab, out16],
            { loops },
            device.splitGrid(groups),
            `${variant} ${loops}`,
            peakCoopmatCost(variant, subgroups, loops),
            plan.timing,
          ),
        );
        out[key] = {
          value: rate(m.best),
          detail: `${PEAK.coopmat.chains} accumulator chains × ${subgroups} subgroups`,
          datasheet: sheet['f16-coopmat'],
          spread: m.spread,
        };
      } finally {
        ab.destroy();
        out16.destroy();
      }
    }
    if (!info.cooperativeMatrix.khr && !info.cooperativeMatrix.nv) notes.push(`f16 cooperative matrix: ${info.name} has none`);
  } finally {
    sink.destroy();
  }
  return out;
}

export function measureLaunch(device: Device, plan: RoofPlan): { emptyDispatch: number; submitRoundTrip: number } {
  const empty = new RoofKernel(device, EMPTY_KERNEL, 'default');
  const none: Tensor[] = [];
  const m = empty.time(none, {}, [1, 1, 1], 'launch', { bytesRead: 0, bytesWritten: 0, flops: 0, precision: 'memory' }, plan.timing);
  const trips: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    empty.dispatch(none, {}, [1, 1, 1], 'round trip', { bytesRead: 0, bytesWritten: 0, flops: 0, precision: 'memory' });
    device.sync();
    trips.push((performance.now() - t) / 1e3);
  }
  trips.sort((a, b) => a - b);
  return { emptyDispatch: m.timing.median, submitRoundTrip: trips[trips.length >> 1] };
}
