// The op cases `vkts bench --suite ops` times: every family's bench cases (src/ops/<family>/bench.ts) at
// LLM-sized shapes (smaller with --quick or on a CPU device). Weight-like operands (matvec's W, gemm's B)
// rotate through enough copies that the working set is well beyond any last-level cache, so the numbers
// are not cache numbers.
import type { Device, Tensor } from '../../device/index.ts';
import type { CostModel } from '../../device/roofline.ts';
import { FAMILIES } from '../../quant/families.ts';
import type { BenchContext, BenchSizes } from '../../ops/family.ts';
import { UsageError } from '../errors.ts';
import { timeSteps, type Measured, type TimingPlan } from './measure.ts';

export interface OpCase {
  op: string;
  shape: string;
  dtype: string;
  variant: string;
  run: () => Measured;
}

/** Bytes of weight copies to rotate through: 4x the largest last-level cache of current GPUs (~64 MiB). */
const ROTATION_BYTES = 256 * 2 ** 20;

function random(device: Device, shape: number[]): Tensor<'f32'> {
  const n = shape.reduce((a, b) => a * b, 1);
  const data = new Float32Array(n);
  for (let i = 0; i < n; i++) data[i] = Math.random() * 2 - 1;
  return device.upload(data, { shape });
}

/** A CPU device's sizes, the smallest the bench runs. */
export const SMALL_BENCH_SIZES: BenchSizes = { elements: 2 ** 20, rows: [1024, 1024], matvec: [2048, 1024], gemm: [256] };

function sizes(device: Device, quick: boolean): BenchSizes {
  if (device.info.type === 'cpu') return SMALL_BENCH_SIZES;
  if (quick) return { elements: 2 ** 24, rows: [8192, 4096], matvec: [4096, 4096], gemm: [1024, 2048] };
  return { elements: 2 ** 26, rows: [32768, 4096], matvec: [14336, 4096], gemm: [1024, 4096] };
}

/** What the families' bench functions build their cases from: the sizes for this device (smaller with
 * `quick`, or as given), the weight copies to rotate through (1 without `rotate`: cache effects included),
 * random data. */
export function benchContext(device: Device, quick: boolean, rotate: boolean, given = sizes(device, quick)): BenchContext {
  return {
    device,
    sizes: given,
    copiesOf: (bytes) => (rotate ? Math.max(2, Math.ceil(ROTATION_BYTES / bytes)) : 1),
    random: (shape) => random(device, [...shape]),
  };
}

/**
 * The op cases of every family, or (`only`: family or op names, as `vkts bench --ops`) of those named;
 * a name that selects nothing is a UsageError listing the families.
 */
export function opCases(
  device: Device,
  quick: boolean,
  timing: TimingPlan,
  notes: string[],
  rotate = true,
  only?: readonly string[],
): OpCase[] {
  const cases: OpCase[] = [];
  const add = (
    op: string,
    shape: string,
    variant: string,
    c: CostModel,
    setup: () => { step: (i: number) => void; free: Tensor[] },
    dtype = 'f32',
  ): void => {
    cases.push({
      op,
      shape,
      dtype,
      variant,
      run: () => {
        const { step, free } = setup();
        // Setup's own dispatches (uploads converted to f16, say) finish here, so their timestamps are read
        // before timeSteps resets the profile, not counted as a second kernel in its window.
        device.sync();
        try {
          return { timing: timeSteps(device, timing, step), cost: c };
        } finally {
          for (const t of free) t.destroy();
        }
      },
    });
  };
  const ctx = benchContext(device, quick, rotate);
  const picked = FAMILIES.flatMap((f) => (f.bench?.(ctx) ?? []).filter((c) => !only || only.includes(f.name) || only.includes(c.op)));
  const unmatched = (only ?? []).filter((o) => !FAMILIES.some((f) => f.name === o) && !picked.some((c) => c.op === o));
  if (unmatched.length)
    throw new UsageError(
      `--ops ${unmatched.join(',')}: expected family or op names; the families are ${FAMILIES.map((f) => f.name).join(', ')}`,
    );
  for (const c of picked)
    add(
      c.op,
      c.shape,
      c.variant,
      c.cost,
      () => {
        const { step, free } = c.setup();
        return { step, free: [...free] };
      },
      c.dtype,
    );
  notes.push(
    rotate
      ? `matvec and gemm rotate weights through ≥ ${ROTATION_BYTES >> 20} MiB of copies (beyond the last-level cache)`
      : 'weights are not rotated (--no-rotate): results may come from the cache',
  );
  return cases;
}
