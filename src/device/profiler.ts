// Counters and GPU timings: per-kernel GPU time from timestamps, counts of dispatches, barriers, submits,
// pool hits and fresh allocations, record/submit/wait phase times, and named CPU fallbacks.

import { analyze, type CostModel, type Precision, type Roofs } from './roofline.ts';

/** What a dispatch tells the profiler beyond its pipeline: a shape label and its cost model (roofline join). */
export interface DispatchMeta {
  /** Distinguishes dispatches of one pipeline, e.g. `4096x4096`. */
  label?: string;
  cost?: CostModel;
}

export interface KernelStat {
  name: string;
  label?: string;
  count: number;
  /** Total GPU time in ms (timestamps). */
  gpuMs: number;
  /** Per-dispatch GPU times in ms (the most recent SAMPLE_LIMIT or more), for medians and spreads. */
  samples: number[];
  /** Summed cost models of the timed dispatches that declared one. */
  bytes: number;
  flops: number;
  precision?: Precision;
}

const SAMPLE_LIMIT = 10_000;
/** Profile entries (kernel × label) kept apart; later new labels go to `<kernel> (other labels)`. */
export const MAX_PROFILE_ENTRIES = 4096;
const OTHER_LABELS = '(other labels)';

export interface ProfileData {
  enabled: boolean;
  counts: {
    dispatches: number;
    barriers: number;
    submits: number;
    poolHits: number;
    freshAllocations: number;
    graphReplays: number;
    bytesUploaded: number;
    bytesRead: number;
  };
  /** CPU time in ms spent recording, in vkQueueSubmit, and waiting for fences. */
  phases: { recordMs: number; submitMs: number; waitMs: number };
  kernels: KernelStat[];
  /** Places that ran on the CPU instead of the GPU, by name. */
  cpuFallbacks: Record<string, number>;
}

export class Profiler {
  readonly counts = {
    dispatches: 0,
    barriers: 0,
    submits: 0,
    poolHits: 0,
    freshAllocations: 0,
    graphReplays: 0,
    bytesUploaded: 0,
    bytesRead: 0,
  };
  readonly phases = { recordMs: 0, submitMs: 0, waitMs: 0 };
  private readonly kernels = new Map<string, KernelStat>();
  private readonly fallbacks: Record<string, number> = {};

  constructor(public enabled: boolean) {}

  kernel(name: string, ns: number, meta?: DispatchMeta): void {
    let label = meta?.label;
    let key = label ? `${name} ${label}` : name;
    let k = this.kernels.get(key);
    if (!k && this.kernels.size >= MAX_PROFILE_ENTRIES) {
      // Bounded: labels past the limit (a label per shape in a long sweep, say) share one entry per kernel.
      label = OTHER_LABELS;
      key = `${name} ${label}`;
      k = this.kernels.get(key);
    }
    if (!k) this.kernels.set(key, (k = { name, label, count: 0, gpuMs: 0, samples: [], bytes: 0, flops: 0 }));
    k.count++;
    k.gpuMs += ns / 1e6;
    k.samples.push(ns / 1e6);
    if (k.samples.length >= 2 * SAMPLE_LIMIT) k.samples.splice(0, SAMPLE_LIMIT); // amortised O(1), bounded memory
    const c = meta?.cost;
    if (c) {
      k.bytes += c.bytesRead + c.bytesWritten;
      k.flops += c.flops;
      k.precision = c.precision;
    }
  }

  cpuFallback(name: string): void {
    this.fallbacks[name] = (this.fallbacks[name] ?? 0) + 1;
  }

  data(): ProfileData {
    return {
      enabled: this.enabled,
      counts: { ...this.counts },
      phases: { ...this.phases },
      kernels: [...this.kernels.values()].map((k) => ({ ...k, samples: [...k.samples] })).sort((a, b) => b.gpuMs - a.gpuMs),
      cpuFallbacks: { ...this.fallbacks },
    };
  }

  reset(): void {
    for (const k of Object.keys(this.counts) as (keyof typeof this.counts)[]) this.counts[k] = 0;
    for (const k of Object.keys(this.phases) as (keyof typeof this.phases)[]) this.phases[k] = 0;
    this.kernels.clear();
    for (const k of Object.keys(this.fallbacks)) delete this.fallbacks[k];
  }
}

/** A plain-text table (right-aligned numbers). */
export function formatTable(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [head.map(String), ...rows.map((r) => r.map((c) => (typeof c === 'number' ? fmtNum(c) : c)))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) =>
    r.map((c, i) => (i > 0 && /^[-+0-9.,e%x]+$/.test(c) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  const sep = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(cells[0]), sep, ...cells.slice(1).map(line)].join('\n');
}

function fmtNum(n: number): string {
  if (Number.isInteger(n)) return String(n);
  if (Math.abs(n) >= 100) return n.toFixed(1);
  if (Math.abs(n) >= 1) return n.toFixed(3);
  return n.toPrecision(3);
}

export function formatProfile(p: ProfileData): string {
  const c = p.counts;
  const out = [
    formatTable(
      ['kernel', 'count', 'gpu ms', 'mean µs'],
      p.kernels.map((k) => [k.label ? `${k.name} ${k.label}` : k.name, k.count, k.gpuMs, (k.gpuMs * 1000) / k.count]),
    ),
    formatTable(
      ['dispatches', 'barriers', 'submits', 'pool hits', 'fresh allocs', 'replays', 'record ms', 'submit ms', 'wait ms'],
      [
        [
          c.dispatches,
          c.barriers,
          c.submits,
          c.poolHits,
          c.freshAllocations,
          c.graphReplays,
          p.phases.recordMs,
          p.phases.submitMs,
          p.phases.waitMs,
        ],
      ],
    ),
  ];
  const fb = Object.entries(p.cpuFallbacks);
  if (fb.length) out.push(formatTable(['cpu fallback', 'count'], fb));
  return out.join('\n\n');
}

/** The profile joined to the roofline: per kernel (and label) that declared a cost model, achieved GB/s and
 * GFLOP/s, and, when the device's roofs are known, the roof at its intensity and the fraction reached. */
export function formatRoofline(p: ProfileData, roofs: Roofs | undefined): string {
  const rows = p.kernels
    .filter((k) => k.bytes > 0 || k.flops > 0)
    .map((k) => {
      const seconds = k.gpuMs / 1e3;
      const cost = { bytesRead: k.bytes, bytesWritten: 0, flops: k.flops, precision: k.precision ?? 'memory' };
      const gbs = k.bytes / seconds / 1e9;
      const gflops = k.flops / seconds / 1e9;
      const ai = k.bytes ? k.flops / k.bytes : Infinity;
      const base = [k.label ? `${k.name} ${k.label}` : k.name, k.count, (k.gpuMs * 1000) / k.count, gbs, gflops, ai];
      if (!roofs) return [...base, '-', '-', '-'];
      const a = analyze(cost, seconds, roofs);
      const roof = k.flops ? `${(a.roof / 1e9).toFixed(0)} GFLOP/s` : `${(a.roof / 1e9).toFixed(0)} GB/s`;
      return [...base, roof, `${(a.fractionOfRoof * 100).toFixed(0)}%${a.aboveRoof ? ' (above roof)' : ''}`, a.bound];
    });
  if (!rows.length) return 'roofline: no dispatch declared a cost model';
  const table = formatTable(['kernel', 'count', 'mean µs', 'GB/s', 'GFLOP/s', 'flop/B', 'roof', '% of roof', 'bound'], rows);
  return roofs ? table : `${table}\n(roofs unknown for this device: run \`vkts bench --suite peaks,memory\` once to measure them)`;
}
