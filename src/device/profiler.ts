// Counters and GPU timings: per-kernel GPU time from timestamps, counts of dispatches, barriers, submits,
// pool hits and fresh allocations, record/submit/wait phase times, and named CPU fallbacks.

export interface KernelStat {
  name: string;
  count: number;
  /** Total GPU time in ms (timestamps). */
  gpuMs: number;
}

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
  readonly counts = { dispatches: 0, barriers: 0, submits: 0, poolHits: 0, freshAllocations: 0, graphReplays: 0, bytesUploaded: 0, bytesRead: 0 };
  readonly phases = { recordMs: 0, submitMs: 0, waitMs: 0 };
  private readonly kernels = new Map<string, KernelStat>();
  private readonly fallbacks: Record<string, number> = {};

  constructor(public enabled: boolean) {}

  kernel(name: string, ns: number): void {
    let k = this.kernels.get(name);
    if (!k) this.kernels.set(name, (k = { name, count: 0, gpuMs: 0 }));
    k.count++;
    k.gpuMs += ns / 1e6;
  }

  cpuFallback(name: string): void {
    this.fallbacks[name] = (this.fallbacks[name] ?? 0) + 1;
  }

  data(): ProfileData {
    return {
      enabled: this.enabled,
      counts: { ...this.counts },
      phases: { ...this.phases },
      kernels: [...this.kernels.values()].map((k) => ({ ...k })).sort((a, b) => b.gpuMs - a.gpuMs),
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
      p.kernels.map((k) => [k.name, k.count, k.gpuMs, (k.gpuMs * 1000) / k.count]),
    ),
    formatTable(
      ['dispatches', 'barriers', 'submits', 'pool hits', 'fresh allocs', 'replays', 'record ms', 'submit ms', 'wait ms'],
      [[c.dispatches, c.barriers, c.submits, c.poolHits, c.freshAllocations, c.graphReplays, p.phases.recordMs, p.phases.submitMs, p.phases.waitMs]],
    ),
  ];
  const fb = Object.entries(p.cpuFallbacks);
  if (fb.length) out.push(formatTable(['cpu fallback', 'count'], fb));
  return out.join('\n\n');
}
