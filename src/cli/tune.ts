// `vkts tune gemm`: times every gemm candidate of a dtype (src/ops/matmul/tune-candidates.ts) at each
// shape on one device, prints a table per shape (GPU time, TFLOP/s, share of the f32 FMA roof `vkts bench`
// cached) with the winner, and writes the winners to the device's tune cache, where gemm() finds them.
import { Device, type DeviceInfo } from '../device/index.ts';
import { loadRoofs } from '../device/roofline.ts';
import { tuneGemm } from '../ops/matmul/ops.ts';
import { GEMM_TUNE_DTYPES, type GemmProblem, type GemmTuneDType } from '../ops/matmul/tune-candidates.ts';
import { heuristicConfig } from '../ops/matmul/tune-lookup.ts';
import type { TuneResult } from '../ops/matmul/tune.ts';
import { deviceSelector } from './args.ts';
import { duration, si } from './bench/report.ts';
import { UsageError } from './errors.ts';
import { fitTable, terminalWidth } from './table.ts';

export const DEFAULT_TUNE_SHAPES = '4096x4096x4096,512x4096x14336';

export interface TuneOptions {
  shapes: string;
  dtype: string;
  layout: string;
  device?: string;
  json?: boolean;
}

/** `4096x4096x4096,512x4096x14336` → the M, N, K of each. */
export function parseShapes(text: string): [number, number, number][] {
  return text.split(',').map((s) => {
    const m = /^\s*(\d+)x(\d+)x(\d+)\s*$/.exec(s);
    const mnk = m ? [m[1], m[2], m[3]].map(Number) : [];
    if (!m || mnk.some((x) => x < 1 || x > 2 ** 20))
      throw new UsageError(`--shapes ${text}: "${s}" is not MxNxK (whole numbers from 1 to 2^20, e.g. 4096x4096x4096)`);
    return mnk as [number, number, number];
  });
}

function problems(opts: TuneOptions): GemmProblem[] {
  const dtype = opts.dtype as GemmTuneDType;
  if (!GEMM_TUNE_DTYPES.includes(dtype)) throw new UsageError(`--dtype ${opts.dtype}: expected ${GEMM_TUNE_DTYPES.join(', ')}`);
  if (!/^[nt]{2}$/.test(opts.layout))
    throw new UsageError(`--layout ${opts.layout}: expected nn, nt, tn or tt (A and B read as stored or transposed)`);
  const ab = opts.layout as GemmProblem['ab'];
  return parseShapes(opts.shapes).map(([M, N, K]) => ({ dtype, ab, M, N, K }));
}

/** One result as JSON rows: GPU time, TFLOP/s and the share of the f32 roof (when cached). */
function jsonResult(r: TuneResult, peak: number | undefined, info: DeviceInfo) {
  return {
    ...r.problem,
    flops: r.flops,
    winner: r.winner,
    heuristic: heuristicConfig(info, r.problem).candidate,
    /** The winner as an entry of GEMM_DEVICE_DEFAULTS (src/ops/matmul/tune-defaults.ts). */
    entry: { ...r.problem, candidate: r.winner },
    rows: r.rows.map((x) => ({
      candidate: x.candidate,
      ...(x.seconds !== undefined
        ? { seconds: x.seconds, tflops: r.flops / x.seconds / 1e12, ...(peak ? { fractionOfF32Roof: r.flops / x.seconds / peak } : {}) }
        : { skipped: x.skipped }),
    })),
  };
}

function table(r: TuneResult, peak: number | undefined, info: DeviceInfo): string {
  const p = r.problem;
  const rows = r.rows.map((x) => {
    if (x.seconds === undefined) return [x.candidate, '-', '-', '-', `skipped: ${x.skipped}`];
    const rate = r.flops / x.seconds;
    return [
      x.candidate,
      duration(x.seconds),
      si(rate, 'FLOP/s'),
      peak ? `${((rate / peak) * 100).toFixed(0)}%` : '-',
      x.candidate === r.winner ? 'winner' : '',
    ];
  });
  const head = `gemm ${p.dtype} ${p.ab} ${p.M}x${p.N}x${p.K}: winner ${r.winner} (the heuristic picks ${heuristicConfig(info, p).candidate})`;
  const body = fitTable({
    head: ['candidate', 'GPU time', 'rate', '% f32 FMA roof', ''],
    rows,
    align: ['left', 'right', 'right', 'right', 'left'],
    width: terminalWidth(),
    abbreviate: { 3: '% roof' },
    drop: [3],
  });
  return `${head}\n${body}\n`;
}

export async function tune(what: string, opts: TuneOptions): Promise<void> {
  if (what !== 'gemm') throw new UsageError(`tune ${what}: expected gemm (the op with tuned kernels)`);
  const list = problems(opts); // every argument is checked before the device opens
  const device = Device.open({ device: deviceSelector(opts.device), profile: true });
  try {
    const info = device.info;
    const peak = loadRoofs(info.uuid)?.peaks.f32;
    const { results, cacheFile } = tuneGemm(device, list);
    if (opts.json) {
      const device = { name: info.name, uuid: info.uuid, driver: `${info.driver.name} ${info.driver.info}`.trim() };
      process.stdout.write(
        JSON.stringify({ device, cache: cacheFile, results: results.map((r) => jsonResult(r, peak, info)) }, null, 2) + '\n',
      );
      return;
    }
    process.stdout.write(`vkts tune gemm on ${info.name}\n\n${results.map((r) => table(r, peak, info)).join('\n')}\n`);
    if (!peak) process.stdout.write('no f32 roof cached for this device (vkts bench --suite peaks measures it): no % of roof\n');
    process.stdout.write(`winners written to ${cacheFile}\n`);
  } finally {
    device.destroy();
  }
}
