// `vkts bench`: measured roofs, then every op suite case placed under them, on one device or all.
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import cliProgress from 'cli-progress';
import { Device, type DeviceSelector } from '../../device/index.ts';
import { analyze, loadRoofs, saveRoofs, type Roofs } from '../../device/roofline.ts';
import { duration, type Format, render, si } from './report.ts';
import { terminalWidth } from '../table.ts';
import {
  BENCH_SCHEMA,
  BENCH_UNITS,
  kernelKey,
  parseBaseline,
  rotationMismatches,
  type Baseline,
  type BenchResult,
  type KernelResult,
} from './result.ts';
import { measureCompute, measureLaunch, measureMemory, roofPlan, roofSteps } from './roofs.ts';
import { opCases } from './ops-suite.ts';
import { rooflineSvg } from './svg.ts';
import { UsageError } from '../errors.ts';
import { deviceSelector, readableFile, writablePath } from '../args.ts';

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
  /** --ops: family or op names, comma-separated */
  ops?: string;
}

function parseSuites(text: string): Suite[] {
  if (text === 'all') return SUITES;
  const list = text.split(',').map((s) => s.trim());
  const bad = list.filter((s) => !SUITES.includes(s as Suite));
  if (bad.length) throw new UsageError(`--suite ${bad.join(',')}: expected a comma-separated list of ${SUITES.join(', ')}, or all`);
  return list as Suite[];
}

/** Roofs are cached for VKTS_ROOFLINE=1 only when the median run is within this fraction of the best. */
const STABLE_SPREAD = 0.15;

export interface Progress {
  /** Called once, when the number of steps is known. */
  begin(total: number): void;
  step(what: string): void;
  /** A kernel row's result, as soon as it is measured (so a run cut short still leaves its numbers). */
  measured?(row: string): void;
}

/**
 * A progress bar on stderr when it is a terminal; otherwise one `[i/total]` line per step, and one `=` line
 * with each kernel row's result (a log cut short keeps what was measured). The bar leaves the cursor and
 * line wrapping as they are (its line is cut to the terminal's width instead): the measurements
 * are synchronous, so a Ctrl-C ends the process before any handler could restore them.
 */
function progressReporter(): Progress & { stop: () => void } {
  let total = 0;
  let done = 0;
  if (!process.stderr.isTTY) {
    return {
      begin: (n) => void (total = n),
      step: (what) => process.stderr.write(`vkts bench: [${++done}/${total}] ${what}\n`),
      measured: (row) => process.stderr.write(`vkts bench:   = ${row}\n`),
      stop: () => {},
    };
  }
  const bar = new cliProgress.SingleBar(
    {
      format: 'vkts bench [{bar}] {value}/{total} {what}',
      stream: process.stderr,
      barsize: 20,
      hideCursor: false,
      linewrap: true,
      clearOnComplete: true,
    },
    cliProgress.Presets.shades_classic,
  );
  const room = (): number => Math.max(0, (process.stderr.columns || 80) - 42); // the text after "vkts bench [bar] i/n "
  return {
    begin: (n) => bar.start(n, 0, { what: '' }),
    step: (what) => bar.increment(1, { what: what.length > room() ? what.slice(0, room()) : what }),
    stop: () => bar.stop(),
  };
}

const pkgVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export function benchDevice(
  device: Device,
  suites: Suite[],
  quick: boolean,
  progress: Progress,
  rotate = true,
  only?: readonly string[],
  onRow?: (partial: BenchResult) => void,
): BenchResult {
  const info = device.info;
  const notes: string[] = [];
  const plan = roofPlan(device, quick);
  if (quick || info.type === 'cpu')
    notes.push(`${quick ? '--quick' : 'CPU device'}: small working sets and short runs (numbers are indicative)`);
  // The ops suite alone judges kernels against the roofs cached by an earlier run; without them it measures them.
  const cached = suites.includes('memory') || suites.includes('peaks') ? undefined : loadRoofs(info.uuid);
  if (cached) notes.push('kernels judged against the roofs cached for this device (vkts bench --suite peaks,memory measures them again)');
  const wantMemory = suites.includes('memory') || (suites.includes('ops') && !cached);
  const wantCompute = suites.includes('peaks') || (suites.includes('ops') && !cached);
  if (suites.includes('ops') && !cached && !suites.includes('memory'))
    notes.push('no roofs cached for this device: measured memory and compute roofs first, to judge the kernels');
  const cases = suites.includes('ops') ? opCases(device, quick, plan.timing, notes, rotate, only) : [];
  const steps = roofSteps(device, plan);
  progress.begin((wantMemory ? steps.memory : 0) + (wantCompute ? steps.compute : 0) + cases.length);
  const memory = wantMemory ? measureMemory(device, plan, (w) => progress.step(w)) : undefined;
  const compute = wantCompute ? measureCompute(device, plan, (w) => progress.step(w), notes) : {};
  const launch = suites.includes('peaks') ? measureLaunch(device, plan) : undefined;
  const coop = Object.entries(compute)
    .filter(([k]) => k.startsWith('f16-coopmat'))
    .map(([, v]) => v.value);
  const roofs: Roofs = cached ?? {
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
  if (memory && compute.f32) {
    // VKTS_ROOFLINE=1 in any program judges against these: only roofs whose runs agreed replace the cache.
    const spread = Math.max(memory.spread?.copy ?? 0, compute.f32.spread ?? 0);
    if (spread <= STABLE_SPREAD) saveRoofs(info.uuid, roofs);
    else
      notes.push(
        `roofs not cached: the median of their ${plan.trials} runs was up to ${(spread * 100).toFixed(0)}% below the best (a busy machine?); an earlier cache, if any, is kept`,
      );
  }
  const kernels: KernelResult[] = [];
  const failed: NonNullable<BenchResult['failed']> = [];
  const result = (extraNotes: string[] = []): BenchResult => ({
    schema: BENCH_SCHEMA,
    units: BENCH_UNITS,
    vkts: pkgVersion(),
    date: new Date().toISOString().slice(0, 10),
    device: {
      name: info.name,
      uuid: info.uuid,
      driver: `${info.driver.name} ${info.driver.info}`.trim(),
      api: info.apiVersion,
      type: info.type,
    },
    memory,
    compute,
    launch,
    roofs,
    kernels: [...kernels],
    notes: [...notes, ...extraNotes],
    rotated: suites.includes('ops') ? rotate : undefined,
    ...(failed.length ? { failed: [...failed] } : {}),
  });
  for (const [i, c] of cases.entries()) {
    progress.step(`ops: ${c.op} ${c.shape}`);
    let m;
    try {
      m = c.run();
    } catch (e) {
      // One broken row costs its row, not the minutes of measurements before it; bench() exits with 1.
      const error = (e instanceof Error ? e.message : String(e)).split('\n')[0]!;
      failed.push({ op: c.op, shape: c.shape, dtype: c.dtype, error });
      notes.push(`ops: ${c.op} ${c.shape} ${c.dtype} failed: ${error}`);
      continue;
    }
    const roofline = analyze(m.cost, m.timing.median, roofs);
    kernels.push({ op: c.op, shape: c.shape, dtype: c.dtype, variant: c.variant, timing: m.timing, cost: m.cost, roofline });
    progress.measured?.(
      `${c.op} ${c.shape} ${c.dtype} ${c.variant}: ${duration(m.timing.median)}, ${si(roofline.bytesPerSecond, 'B/s')}, ` +
        `${si(roofline.flopsPerSecond, 'FLOP/s')}, ${(100 * roofline.fractionOfRoof).toFixed(0)}% of roof`,
    );
    if (i < cases.length - 1) onRow?.(result([`partial: ${i + 1} of ${cases.length} kernel rows measured (the run had not finished)`]));
  }
  return result();
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

/** A --compare whose rows match none of this run's says so: a ratio column of dashes explains nothing. */
function warnUnmatched(baseline: Baseline, file: string, results: BenchResult[]): void {
  const ours = results.flatMap((r) => r.kernels);
  if (!ours.length || ours.some((k) => baseline.kernels.has(kernelKey(k)))) return;
  const show = (key: string): string => key.split('|').join(' ');
  const theirs = [...baseline.kernels.keys()];
  process.stderr.write(
    `vkts bench: --compare ${file}: none of its ${theirs.length} rows matches a row of this run by op, shape and dtype` +
      `${theirs.length ? ` (e.g. its ${show(theirs[0])}, this run's ${show(kernelKey(ours[0]))}; --quick and CPU devices use smaller shapes)` : ''}\n`,
  );
}

/** Whether `file` is a regular file or not there yet (not /dev/stdout, a pipe or a device). */
const isFilePath = (file: string): boolean => statSync(file, { throwIfNoEntry: false })?.isFile() ?? true;

/** Writes `text` to `file` whole: through a temporary file renamed over it, so a run stopped while writing
 * leaves the previous version, never half a report; a path that is not a regular file is written directly. */
function writeWhole(file: string, text: string): void {
  if (!isFilePath(file)) return writeFileSync(file, text);
  writeFileSync(`${file}.partial`, text);
  renameSync(`${file}.partial`, file);
}

/** The report of one or more devices' results: a JSON array for several in json, else the reports in turn. */
function renderAll(results: BenchResult[], format: Format, baseline: Baseline | undefined, width?: number): string {
  if (format === 'json' && results.length > 1) return JSON.stringify(results, null, 2) + '\n';
  return results.map((r) => render(r, format, baseline, width)).join('\n');
}

export async function bench(opts: BenchOptions): Promise<void> {
  // Every argument and path is checked before the first measurement.
  const suites = parseSuites(opts.suite);
  const only = opts.ops
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (only && !only.length) throw new UsageError(`--ops ${JSON.stringify(opts.ops)}: expected family or op names, comma-separated`);
  if (only && !suites.includes('ops')) throw new UsageError(`--ops ${opts.ops}: the ops suite is not selected (--suite ${opts.suite})`);
  const format = opts.format as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format ${opts.format}: expected one of ${FORMATS.join(', ')}`);
  if (opts.compare) readableFile(opts.compare, '--compare');
  const baseline = opts.compare ? parseBaseline(readFileSync(opts.compare, 'utf8'), opts.compare) : undefined;
  if (baseline && opts.compare && suites.includes('ops')) checkRotation(baseline, opts.compare, opts.rotate !== false);
  if (opts.out) writablePath(opts.out, '--out');
  if (opts.svg) writablePath(opts.svg, '--svg');
  const selectors: (DeviceSelector | undefined)[] =
    opts.device === 'all' ? Device.list().map((d) => d.index) : [deviceSelector(opts.device)];
  const results: BenchResult[] = [];
  for (const selector of selectors) {
    const device = Device.open({ device: selector, profile: true });
    try {
      const progress = progressReporter();
      // With --out to a file, it holds the rows measured so far after each row (a run cut short, e.g. by a
      // time limit, keeps them); the finished report replaces it. A stream (/dev/stdout) gets the report once.
      const partial =
        opts.out && isFilePath(opts.out)
          ? (r: BenchResult) => writeWhole(opts.out!, renderAll([...results, r], format, baseline))
          : undefined;
      try {
        results.push(benchDevice(device, suites, !!opts.quick, progress, opts.rotate !== false, only, partial));
      } finally {
        progress.stop();
      }
    } finally {
      device.destroy();
    }
  }
  if (baseline && opts.compare) warnUnmatched(baseline, opts.compare, results);
  const text = renderAll(results, format, baseline, opts.out ? undefined : terminalWidth());
  if (opts.out) writeWhole(opts.out, text);
  else process.stdout.write(text);
  if (opts.out && format !== 'table') process.stdout.write(render(results[0], 'table', baseline, terminalWidth()));
  if (opts.svg) {
    writeFileSync(opts.svg, rooflineSvg(results[0]));
    process.stderr.write(`vkts bench: roofline chart written to ${opts.svg}\n`);
  }
  const failed = results.flatMap((r) => r.failed ?? []);
  if (failed.length) {
    // A row that cannot run is a bug in vkts, not a usage mistake: exit code 1, after the report.
    for (const f of failed) process.stderr.write(`vkts bench: ${f.op} ${f.shape} ${f.dtype} failed: ${f.error}\n`);
    process.exitCode = 1;
  }
}
