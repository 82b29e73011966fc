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
}

export interface ComputeRoof {
  /** op/s */
  value: number;
  /** How it was measured (e.g. `16x16x16 f16·f16+f16 (KHR)`). */
  detail: string;
  /** The vendor's datasheet figure, where known, op/s. */
  datasheet?: number;
}

export interface BenchResult {
  vkts: string;
  date: string;
  device: { name: string; driver: string; api: string; type: string };
  memory?: MemoryRoofs;
  compute: Record<string, ComputeRoof>;
  launch?: { emptyDispatch: number; submitRoundTrip: number };
  /** The roofs kernels were judged against. */
  roofs: Roofs;
  kernels: KernelResult[];
  /** What was skipped and why (missing capability, --quick, ...). */
  notes: string[];
}

/** A row of another run (ours or a peer's) to compare against: keyed by op, shape and dtype. */
export interface ComparableKernel {
  op: string;
  shape: string;
  dtype: string;
  seconds: number;
}

export interface Baseline {
  label: string;
  kernels: Map<string, number>;
}

export const kernelKey = (k: { op: string; shape: string; dtype: string }): string => `${k.op}|${k.shape}|${k.dtype}`;

/** Reads a previous `vkts bench --format json` output or a peer's JSON (`{ peer, kernels: [{op, shape, dtype, seconds}] }`). */
export function parseBaseline(json: string, file: string): Baseline {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (e) {
    throw new BaselineError(`--compare ${file}: not JSON (${(e as Error).message})`);
  }
  const d = data as { peer?: string; device?: { name?: string }; kernels?: unknown[] };
  if (!Array.isArray(d.kernels)) throw new BaselineError(`--compare ${file}: expected an object with a "kernels" array`);
  const kernels = new Map<string, number>();
  for (const k of d.kernels as (Partial<ComparableKernel> & Partial<KernelResult>)[]) {
    const seconds = k.seconds ?? k.timing?.median;
    if (typeof k.op !== 'string' || typeof k.shape !== 'string' || typeof k.dtype !== 'string' || typeof seconds !== 'number') {
      throw new BaselineError(`--compare ${file}: each kernel needs op, shape, dtype and seconds (or timing.median); got ${JSON.stringify(k).slice(0, 120)}`);
    }
    kernels.set(kernelKey(k as ComparableKernel), seconds);
  }
  return { label: d.peer ?? d.device?.name ?? file, kernels };
}
