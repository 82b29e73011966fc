// The roofline model: what an op moves and computes (its cost model), the device's measured roofs, and the
// analysis that places a measured kernel under them, and a per-device cache of measured roofs
// (docs/ARCHITECTURE.md, "Cost models and the roofline"). The profiler and
// `vkts bench` join these to GPU timestamps.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ArgumentError } from './errors.ts';

/** Which compute roof bounds an op ('memory': only the bandwidth roof applies, flops are 0). */
export type Precision = 'f32' | 'f16' | 'f16-coopmat' | 'int8' | 'memory';

/** What one execution of an op reads, writes and computes (STREAM accounting: each array once). */
export interface CostModel {
  readonly bytesRead: number;
  readonly bytesWritten: number;
  /** Floating-point operations (integer operations for 'int8'). */
  readonly flops: number;
  readonly precision: Precision;
}

/** Measured roofs of one device. Bandwidths in bytes/s, peaks in op/s. Absent: not measured or not supported. */
export interface Roofs {
  /** The bandwidth roof kernels are judged against (copy: read + write counted). */
  bandwidth: number;
  /** Optional extra memory roofs for the report. */
  readBandwidth?: number;
  writeBandwidth?: number;
  peaks: Partial<Record<Exclude<Precision, 'memory'>, number>>;
  /** Launch latency of an empty dispatch, seconds (kernels near it are latency bound). */
  launchLatency?: number;
}

export type Bound = 'memory' | 'compute' | 'latency';

export interface RooflinePoint {
  seconds: number;
  bytes: number;
  flops: number;
  /** flops / byte (Infinity when nothing moves). */
  intensity: number;
  bytesPerSecond: number;
  flopsPerSecond: number;
  /** The attainable performance at this intensity, in the unit of `achieved` (flop/s, or bytes/s for memory ops). */
  roof: number;
  achieved: number;
  /** achieved / roof, as a fraction. */
  fractionOfRoof: number;
  bound: Bound;
  /** The result beats the roof: cache-resident data or a miscounted model. */
  aboveRoof: boolean;
}

/** Latency bound: the kernel takes under this many launch latencies, so fixed costs dominate. */
const LATENCY_FACTOR = 4;

export function bytesMoved(c: CostModel): number {
  return c.bytesRead + c.bytesWritten;
}

export function intensity(c: CostModel): number {
  const b = bytesMoved(c);
  if (b === 0) return c.flops === 0 ? 0 : Infinity;
  return c.flops / b;
}

/** Places a kernel that took `seconds` under the roofs. */
export function analyze(cost: CostModel, seconds: number, roofs: Roofs): RooflinePoint {
  if (!(seconds > 0)) throw new ArgumentError(`roofline: time must be > 0 s, got ${seconds}`);
  const bytes = bytesMoved(cost);
  const ai = intensity(cost);
  const bytesPerSecond = bytes / seconds;
  const flopsPerSecond = cost.flops / seconds;
  const peak = cost.precision === 'memory' ? undefined : roofs.peaks[cost.precision];
  let roof: number;
  let achieved: number;
  let bound: Bound;
  if (peak === undefined || cost.flops === 0) {
    // Memory-only op (or no measured compute roof): judged in bytes/s against the bandwidth roof.
    roof = roofs.bandwidth;
    achieved = bytesPerSecond;
    bound = 'memory';
  } else {
    const memoryRoof = ai * roofs.bandwidth;
    roof = Math.min(peak, memoryRoof);
    achieved = flopsPerSecond;
    bound = memoryRoof < peak ? 'memory' : 'compute';
  }
  if (roofs.launchLatency !== undefined && seconds < LATENCY_FACTOR * roofs.launchLatency) bound = 'latency';
  const fractionOfRoof = roof > 0 ? achieved / roof : 0;
  return {
    seconds,
    bytes,
    flops: cost.flops,
    intensity: ai,
    bytesPerSecond,
    flopsPerSecond,
    roof,
    achieved,
    fractionOfRoof,
    bound,
    aboveRoof: fractionOfRoof > 1.02, // 2% of timer and clock noise is not a finding
  };
}

/** The ridge point of a precision: the intensity where the memory roof meets the compute roof. */
export function ridge(roofs: Roofs, precision: Exclude<Precision, 'memory'>): number | undefined {
  const peak = roofs.peaks[precision];
  return peak === undefined ? undefined : peak / roofs.bandwidth;
}

// Measured roofs are cached per device (by UUID) so that VKTS_ROOFLINE=1 in any program can judge its kernels
// against them; `vkts bench` writes the cache.

function roofsPath(uuid: string): string {
  const base = process.env.VKTS_CACHE_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'vkts');
  return join(base, 'roofs', `${uuid}.json`);
}

/** The roofs `vkts bench` measured on this device, if any. */
export function loadRoofs(uuid: string): Roofs | undefined {
  try {
    return JSON.parse(readFileSync(roofsPath(uuid), 'utf8')) as Roofs;
  } catch {
    return undefined;
  }
}

export function saveRoofs(uuid: string, roofs: Roofs): void {
  const path = roofsPath(uuid);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, JSON.stringify(roofs, null, 2));
}
