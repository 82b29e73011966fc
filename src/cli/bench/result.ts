// The data `vkts bench` produces: measured roofs and one row per kernel. Its JSON form is what `--compare`
// reads back, and what bench/peers/torch.py writes for a peer.
import type { CostModel, RooflinePoint, Roofs } from '../../device/roofline.ts';
import { BaselineError } from '../errors.ts';

export interface Timing {
  /** Median GPU time of one execution, seconds. */
  median: number;
  /** Fastest and slowest of the repeats, seconds. */
  min: number;
  max: number;
  repeats: number;
}

export interface KernelResult {
  op: string;
  /** e.g. `14336x4096`. */
  shape: string;
  dtype: string;
  variant: string;
  timing: Timing;
  cost: CostModel;
  roofline: RooflinePoint;
}

export interface MemoryRoofs {
  copy: number;
  read: number;
  write: number;
  /** Copy bandwidth by working-set size (bytes → bytes/s): the cache plateau, then the DRAM/HBM plateau. */
  sweep: { bytes: number; bandwidth: number }[];
  /** Runs of each roof (the best is reported) and how far the median run fell short of it, as a fraction. */
  trials?: number;
  spread?: { copy: number; read: number; write: number };
}

export interface ComputeRoof {
  /** op/s */
  value: number;
  /** How it was measured (e.g. `16x16x16 f16·f16+f16 (KHR)`). */
  detail: string;
  /** The vendor's datasheet figure, where known, op/s. */
  datasheet?: number;
  /** How far the median of the runs fell short of the best, as a fraction (see MemoryRoofs.trials). */
  spread?: number;
}

/** The version of the JSON layout of a BenchResult; it changes when a field changes meaning or goes away. */
export const BENCH_SCHEMA = 1;

/** The units of the JSON's numbers, written into each result so that a reader need not guess. */
export const BENCH_UNITS = {
  time: 's',
  bandwidth: 'B/s',
  compute: 'FLOP/s (int8: integer op/s)',
  bytes: 'B',
  intensity: 'FLOP/B',
  spread: 'fraction of the best run',
  roof: "B/s for memory-only kernels (flops 0), else the unit of the kernel's precision",
} as const;

export interface BenchResult {
  /** BENCH_SCHEMA; absent in results written before it. */
  schema?: number;
  units?: typeof BENCH_UNITS;
  vkts: string;
  date: string;
  /** `uuid`: the device's VkPhysicalDeviceIDProperties UUID (absent in results written before it). */
  device: { name: string; uuid?: string; driver: string; api: string; type: string };
  memory?: MemoryRoofs;
  compute: Record<string, ComputeRoof>;
  launch?: { emptyDispatch: number; submitRoundTrip: number };
  /** The roofs kernels were judged against. */
  roofs: Roofs;
  kernels: KernelResult[];
  /** What was skipped and why (missing capability, --quick, ...). */
  notes: string[];
  /** Whether the ops suite rotated weight copies (false with --no-rotate); absent without the ops suite. */
  rotated?: boolean;
  /** Op rows that threw instead of timing (the run goes on; `vkts bench` then exits with 1). */
  failed?: { op: string; shape: string; dtype: string; error: string }[];
}

/** A row of another run (ours or a peer's) to compare against: keyed by op, shape and dtype. */
export interface ComparableKernel {
  op: string;
  shape: string;
  dtype: string;
  seconds: number;
  /** A peer's row: whether its weights rotated beyond the last-level cache (false: operands re-used, as
   * ggml's perf mode); absent where the peer does not say or the op has no weight. */
  rotated?: boolean;
}

export interface Baseline {
  label: string;
  kernels: Map<string, number>;
  /** How the peer timed its rows (a peer JSON's `method`), for the report's notes. */
  method?: string;
  /** The rows that say whether they rotated weights (key → rotated). */
  rotated: Map<string, boolean>;
}

export const kernelKey = (k: { op: string; shape: string; dtype: string }): string => `${k.op}|${k.shape}|${k.dtype}`;

/** Reads a previous `vkts bench --format json` output or a peer's JSON (`{ peer, method?, kernels: [{op,
 * shape, dtype, seconds, rotated?}] }`). A peer whose every row says `rotated: false` (ggml's perf mode) is
 * labelled "(no rotation)". */
export function parseBaseline(json: string, file: string): Baseline {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (e) {
    throw new BaselineError(`--compare ${file}: not JSON (${(e as Error).message})`);
  }
  const d = data as { peer?: string; method?: unknown; device?: { name?: string }; kernels?: unknown[] };
  if (!Array.isArray(d.kernels)) throw new BaselineError(`--compare ${file}: expected an object with a "kernels" array`);
  const kernels = new Map<string, number>();
  const rotated = new Map<string, boolean>();
  for (const k of d.kernels as (Partial<ComparableKernel> & Partial<KernelResult>)[]) {
    const seconds = k.seconds ?? k.timing?.median;
    if (typeof k.op !== 'string' || typeof k.shape !== 'string' || typeof k.dtype !== 'string' || typeof seconds !== 'number') {
      throw new BaselineError(
        `--compare ${file}: each kernel needs op, shape, dtype and seconds (or timing.median); got ${JSON.stringify(k).slice(0, 120)}`,
      );
    }
    kernels.set(kernelKey(k as ComparableKernel), seconds);
    if (k.rotated !== undefined) {
      if (typeof k.rotated !== 'boolean')
        throw new BaselineError(`--compare ${file}: "rotated" must be true or false; got ${JSON.stringify(k).slice(0, 120)}`);
      rotated.set(kernelKey(k as ComparableKernel), k.rotated);
    }
  }
  let label = d.peer ?? d.device?.name ?? file;
  const unrotated = kernels.size > 0 && rotated.size === kernels.size && [...rotated.values()].every((r) => !r);
  if (unrotated && !/no rotation/.test(label)) label += ' (no rotation)';
  return { label, kernels, method: typeof d.method === 'string' ? d.method : undefined, rotated };
}

/** The baseline's rows measured the other way round from our run (rotated weights vs re-used ones): their
 * ratio to ours would compare HBM with L2 numbers. */
export function rotationMismatches(baseline: Baseline, ourRotation: boolean): string[] {
  return [...baseline.rotated].filter(([, r]) => r !== ourRotation).map(([key]) => key);
}

/** Whether a result's weights rotated: its `rotated` field, or (results written before it) its notes. */
export const resultRotated = (r: Pick<BenchResult, 'rotated' | 'notes'>): boolean =>
  r.rotated ?? !r.notes.some((n) => n.includes('--no-rotate'));
