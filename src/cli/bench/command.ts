// `vkts bench`: measured roofs, then every op suite case placed under them, on one device or all.
import { readFileSync, writeFileSync } from 'node:fs';
import cliProgress from 'cli-progress';
import { Device } from '../../device/index.ts';
import { analyze, saveRoofs, type Roofs } from '../../device/roofline.ts';
import { type Format, render } from './report.ts';
import { terminalWidth } from '../table.ts';
import { parseBaseline, rotationMismatches, type Baseline, type BenchResult, type KernelResult } from './result.ts';
import { measureCompute, measureLaunch, measureMemory, roofPlan } from './roofs.ts';
import { opCases } from './ops-suite.ts';
import { rooflineSvg } from './svg.ts';
import { UsageError } from '../errors.ts';

export type Suite = 'peaks' | 'memory' | 'ops';
const SUITES: Suite[] = ['peaks', 'memory', 'ops'];
const FORMATS: Format[] = ['table', 'md', 'json', 'csv'];

export interface BenchOptions {
  device?: string;
  suite: string;
  quick?: boolean;
  format: string;
  out?: string;
  svg?: string;
  compare?: string;
  /** commander's --no-rotate */
  rotate?: boolean;
}

function parseSuites(text: string): Suite[] {
  if (text === 'all') return SUITES;
  const list = text.split(',').map((s) => s.trim());
  const bad = list.filter((s) => !SUITES.includes(s as Suite));
  if (bad.length) throw new UsageError(`--suite ${bad.join(',')}: expected a comma-separated list of ${SUITES.join(', ')}, or all`);
  return list as Suite[];
}

/** A progress bar on stderr when it is a terminal; otherwise one line per step. */
function progressReporter(total: number): { step: (what: string) => void; stop: () => void } {
  if (!process.stderr.isTTY) {
    return { step: (what) => process.stderr.write(`vkts bench: ${what}\n`), stop: () => {} };
  }
  const bar = new cliProgress.SingleBar(
    { format: 'vkts bench [{bar}] {value}/{total} {what}', stream: process.stderr, hideCursor: true, clearOnComplete: true },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { what: '' });
  return { step: (what) => bar.increment(1, { what }), stop: () => bar.stop() };
}

const pkgVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export function benchDevice(device: Device, suites: Suite[], quick: boolean, step: (what: string) => void, rotate = true): BenchResult {
  const info = device.info;
  const notes: string[] = [];
  const plan = roofPlan(device, quick);
  if (quick || info.type === 'cpu')
    notes.push(`${quick ? '--quick' : 'CPU device'}: small working sets and short runs (numbers are indicative)`);
  const memory = suites.includes('memory') || suites.includes('ops') ? measureMemory(device, plan, step) : undefined;
  const compute = suites.includes('peaks') || suites.includes('ops') ? measureCompute(device, plan, step, notes) : {};
  const launch = suites.includes('peaks') ? measureLaunch(device, plan) : undefined;
  const coop = Object.entries(compute)
    .filter(([k]) => k.startsWith('f16-coopmat'))
    .map(([, v]) => v.value);
  const roofs: Roofs = {
    bandwidth: memory?.copy ?? 0,
    readBandwidth: memory?.read,
    writeBandwidth: memory?.write,
    peaks: {
      f32: compute.f32?.value,
      f16: compute.f16?.value,
      'f16-coopmat': coop.length ? Math.max(...coop) : undefined,
      int8: compute.int8?.value,
    },
    launchLatency: launch?.emptyDispatch,
  };
  if (memory && compute.f32) saveRoofs(info.uuid, roofs); // VKTS_ROOFLINE=1 in any program judges against these
  const kernels: KernelResult[] = [];
  if (suites.includes('ops')) {
    for (const c of opCases(device, quick, plan.timing, notes, rotate)) {
      step(`ops: ${c.op} ${c.shape}`);
      const m = c.run();
      kernels.push({
        op: c.op,
        shape: c.shape,
        dtype: c.dtype,
        variant: c.variant,
        timing: m.timing,
        cost: m.cost,
        roofline: analyze(m.cost, m.timing.median, roofs),
      });
    }
  }
  return {
    vkts: pkgVersion(),
    date: new Date().toISOString().slice(0, 10),
    device: { name: info.name, driver: `${info.driver.name} ${info.driver.info}`.trim(), api: info.apiVersion, type: info.type },
    memory,
    compute,
    launch,
    roofs,
    kernels,
    notes,
    rotated: suites.includes('ops') ? rotate : undefined,
  };
}

/** Refuses a --compare whose rows were timed with the other weight rotation than this run's. */
function checkRotation(baseline: Baseline, file: string, rotate: boolean): void {
  const bad = rotationMismatches(baseline, rotate);
  if (!bad.length) return;
  const rows = `${bad.length} of its rows (${bad
    .slice(0, 3)
    .map((k) => k.split('|').slice(0, 2).join(' '))
    .join(', ')}${bad.length > 3 ? ', ...' : ''})`;
  throw new UsageError(
    rotate
      ? `--compare ${file}: ${baseline.label} measured ${rows} re-using the same operands (rotated: false), so cache-resident weights; compare them with a run that does not rotate either: add --no-rotate`
      : `--compare ${file}: ${baseline.label} measured ${rows} rotating weights beyond the last-level cache (rotated: true); this run has --no-rotate: drop it to compare with them`,
  );
}

function readCompare(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`--compare ${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

export async function bench(opts: BenchOptions): Promise<void> {
  const suites = parseSuites(opts.suite);
  const format = opts.format as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format ${opts.format}: expected one of ${FORMATS.join(', ')}`);
  const baseline = opts.compare ? parseBaseline(readCompare(opts.compare), opts.compare) : undefined;
  if (baseline && opts.compare && suites.includes('ops')) checkRotation(baseline, opts.compare, opts.rotate !== false);
  const indices = opts.device === 'all' ? Device.list().map((d) => d.index) : [opts.device === undefined ? undefined : Number(opts.device)];
  if (indices.some((i) => i !== undefined && !Number.isInteger(i)))
    throw new UsageError(`--device ${opts.device}: expected a device index (see vkts info) or all`);
  const outputs: string[] = [];
  const results: BenchResult[] = [];
  for (const index of indices) {
    const device = Device.open({ device: index, profile: true });
    try {
      const steps =
        (suites.includes('memory') || suites.includes('ops') ? 20 : 0) +
        (suites.includes('peaks') || suites.includes('ops') ? 6 : 0) +
        (suites.includes('ops') ? opCases(device, !!opts.quick, roofPlan(device, !!opts.quick).timing, []).length : 0);
      const progress = progressReporter(steps);
      try {
        results.push(benchDevice(device, suites, !!opts.quick, progress.step, opts.rotate !== false));
      } finally {
        progress.stop();
      }
    } finally {
      device.destroy();
    }
    outputs.push(render(results[results.length - 1], format, baseline, opts.out ? undefined : terminalWidth()));
  }
  const text = format === 'json' && results.length > 1 ? JSON.stringify(results, null, 2) + '\n' : outputs.join('\n');
  if (opts.out) writeFileSync(opts.out, text);
  else process.stdout.write(text);
  if (opts.out && format !== 'table') process.stdout.write(render(results[0], 'table', baseline, terminalWidth()));
  if (opts.svg) {
    writeFileSync(opts.svg, rooflineSvg(results[0]));
    process.stderr.write(`vkts bench: roofline chart written to ${opts.svg}\n`);
  }
}
