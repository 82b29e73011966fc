// Counters and GPU timings: per-kernel GPU time from timestamps, counts of dispatches, barriers, submits,
// pool hits and fresh allocations, record/submit/wait phase times, and named CPU fallbacks.

import { appendFileSync } from 'node:fs';
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
  /** The first dispatch's GPU time in ms (since the entry appeared or the profile was reset): cold caches,
   * first touch of memory, and on some drivers (lavapipe) the shader's compilation. */
  firstMs: number;
  /** Median, 10th and 90th percentile of the per-dispatch times in ms, the first dispatch left out (unless it
   * is the only one). */
  medianMs: number;
  p10Ms: number;
  p90Ms: number;
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
  /** Entries whose samples still begin with the first dispatch. */
  private readonly firstInSamples = new Set<KernelStat>();

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
    if (!k) {
      k = { name, label, count: 0, gpuMs: 0, samples: [], firstMs: ns / 1e6, medianMs: 0, p10Ms: 0, p90Ms: 0, bytes: 0, flops: 0 };
      this.kernels.set(key, k);
      this.firstInSamples.add(k);
    }
    k.count++;
    k.gpuMs += ns / 1e6;
    k.samples.push(ns / 1e6);
    if (k.samples.length >= 2 * SAMPLE_LIMIT) {
      k.samples.splice(0, SAMPLE_LIMIT); // amortised O(1), bounded memory
      this.firstInSamples.delete(k);
    }
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
      kernels: [...this.kernels.values()]
        .map((k) => ({ ...k, samples: [...k.samples], ...steadyStats(k.samples, this.firstInSamples.has(k)) }))
        .sort((a, b) => b.gpuMs - a.gpuMs),
      cpuFallbacks: { ...this.fallbacks },
    };
  }

  reset(): void {
    for (const k of Object.keys(this.counts) as (keyof typeof this.counts)[]) this.counts[k] = 0;
    for (const k of Object.keys(this.phases) as (keyof typeof this.phases)[]) this.phases[k] = 0;
    this.kernels.clear();
    this.firstInSamples.clear();
    for (const k of Object.keys(this.fallbacks)) delete this.fallbacks[k];
  }
}

/** Median and 10th/90th percentiles (nearest rank) of the samples, the first left out when it is among them. */
function steadyStats(samples: readonly number[], firstIncluded: boolean): { medianMs: number; p10Ms: number; p90Ms: number } {
  const steady = (firstIncluded && samples.length > 1 ? samples.slice(1) : [...samples]).sort((a, b) => a - b);
  const at = (q: number): number => steady[Math.min(steady.length - 1, Math.floor(q * steady.length))] ?? 0;
  return { medianMs: at(0.5), p10Ms: at(0.1), p90Ms: at(0.9) };
}

/** Where VKTS_PROFILE / VKTS_ROOFLINE send their tables: `1` (or any flag) → stderr, a path → appended to
 * that file (a value with a `/` or a `.`, e.g. `VKTS_ROOFLINE=roofline.txt`). Never stdout: the program's
 * own output stays its own. */
export function reportWriter(env: string | undefined): (text: string) => void {
  if (env && /[/.]/.test(env)) return (text) => appendFileSync(env, text.endsWith('\n') ? text : `${text}\n`);
  return (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
}

/** What printProfile() says on a device opened without profiling. */
export const PROFILE_OFF =
  'vkts profile: this device collects no profile; open it with Device.open({ profile: true }) (or set VKTS_PROFILE=1) to time its dispatches';

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
  const perKernel = p.enabled
    ? [
        `(first: the first dispatch, cold; median, p10, p90: the others'${p.kernels.some((k) => k.count > k.samples.length) ? `, the most recent ${SAMPLE_LIMIT} or more` : ''})`,
        formatTable(
          ['kernel', 'count', 'gpu ms', 'first µs', 'median µs', 'p10 µs', 'p90 µs'],
          p.kernels.map((k) => [
            k.label ? `${k.name} ${k.label}` : k.name,
            k.count,
            k.gpuMs,
            k.firstMs * 1000,
            k.medianMs * 1000,
            k.p10Ms * 1000,
            k.p90Ms * 1000,
          ]),
        ),
      ].join('\n')
    : PROFILE_OFF; // the counts below are kept all the same
  const out = [
    perKernel,
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
      // Per dispatch: the summed cost over the count, timed by the steady median (the cold first left out).
      const seconds = (k.medianMs || k.gpuMs / k.count) / 1e3;
      const bytes = k.bytes / k.count;
      const flops = k.flops / k.count;
      const cost = { bytesRead: bytes, bytesWritten: 0, flops, precision: k.precision ?? 'memory' };
      const gbs = bytes / seconds / 1e9;
      const gflops = flops / seconds / 1e9;
      const ai = bytes ? flops / bytes : Infinity;
      const base = [k.label ? `${k.name} ${k.label}` : k.name, k.count, k.firstMs * 1000, seconds * 1e6, gbs, gflops, ai];
      if (!roofs) return [...base, '-', '-', '-'];
      const a = analyze(cost, seconds, roofs);
      const roof = flops ? `${(a.roof / 1e9).toFixed(0)} GFLOP/s` : `${(a.roof / 1e9).toFixed(0)} GB/s`;
      return [...base, roof, `${(a.fractionOfRoof * 100).toFixed(0)}%${a.aboveRoof ? ' (above roof)' : ''}`, a.bound];
    });
  if (!rows.length) return 'roofline: no dispatch declared a cost model';
  const table = formatTable(['kernel', 'count', 'first µs', 'median µs', 'GB/s', 'GFLOP/s', 'flop/B', 'roof', '% of roof', 'bound'], rows);
  const note = '(median: of the dispatches after the first, which is cold and shown apart; rates at the median)';
  return roofs
    ? `${table}\n${note}`
    : `${table}\n${note}\n(roofs unknown for this device: run \`vkts bench --suite peaks,memory\` once to measure them)`;
}
