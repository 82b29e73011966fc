// Renders a BenchResult as a terminal table, Markdown, CSV or JSON.
import { fmtBytes } from '../../device/errors.ts';
import { fitTable, wrap } from '../table.ts';
import { type Baseline, type BenchResult, type KernelResult, kernelKey, resultRotated } from './result.ts';

export type Format = 'table' | 'md' | 'json' | 'csv';

const SI = ['', 'K', 'M', 'G', 'T', 'P'];
/** 4.1e12, 'B/s' → '4.10 TB/s'. */
export function si(value: number, unit: string): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '–';
  let i = 0;
  let v = value;
  while (Math.abs(v) >= 1000 && i < SI.length - 1) {
    v /= 1000;
    i++;
  }
  return `${v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2)} ${SI[i]}${unit}`;
}

export function duration(s: number): string {
  if (s >= 1) return `${s.toFixed(2)} s`;
  if (s >= 1e-3) return `${(s * 1e3).toFixed(2)} ms`;
  return `${(s * 1e6).toFixed(1)} µs`;
}

const pct = (f: number): string => `${(f * 100).toFixed(0)}%`;
const computeUnit = (precision: string): string => (precision === 'int8' ? 'OP/s' : 'FLOP/s');
/** The unit of a kernel's roof (and achieved rate): bytes/s for memory-only kernels. */
const roofUnit = (k: KernelResult): string => (k.cost.flops === 0 ? 'B/s' : computeUnit(k.cost.precision));

const CSV_HEAD = [
  'kind',
  'op',
  'shape',
  'dtype',
  'variant',
  'median_s',
  'min_s',
  'max_s',
  'bytes',
  'flops',
  'GBps',
  'GFLOPps',
  'intensity',
  'roof',
  'roof_unit',
  'fraction_of_roof',
  'bound',
  'above_roof',
  'spread',
];

/**
 * One table: a `roof` row per measured roof (op: its name; roof and roof_unit: its value; spread: how far
 * the median run fell below the best), then a `kernel` row per kernel (roof in roof_unit: B/s for
 * memory-only kernels, FLOP/s or OP/s otherwise).
 */
function csv(r: BenchResult, rotated: boolean, baseline?: Baseline): string {
  const esc = (s: string): string => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const head = baseline ? [...CSV_HEAD, 'baseline_s'] : CSV_HEAD;
  const row = (v: Record<string, string | number | boolean | undefined>): string => head.map((h) => esc(String(v[h] ?? ''))).join(',');
  const roof = (op: string, value: number, unit: string, spread?: number): string =>
    row({ kind: 'roof', op, roof: value, roof_unit: unit, spread });
  const lines = [head.join(',')];
  const m = r.memory;
  if (m) {
    lines.push(roof('memory copy', m.copy, 'B/s', m.spread?.copy), roof('memory read', m.read, 'B/s', m.spread?.read));
    lines.push(roof('memory write', m.write, 'B/s', m.spread?.write));
  } else if (r.roofs.bandwidth) lines.push(roof('memory copy', r.roofs.bandwidth, 'B/s'));
  for (const [name, c] of Object.entries(r.compute)) lines.push(roof(`compute ${name}`, c.value, computeUnit(name), c.spread));
  if (!Object.keys(r.compute).length)
    for (const [name, v] of Object.entries(r.roofs.peaks)) if (v !== undefined) lines.push(roof(`compute ${name}`, v, computeUnit(name)));
  if (r.launch)
    lines.push(roof('launch empty dispatch', r.launch.emptyDispatch, 's'), roof('launch submit to fence', r.launch.submitRoundTrip, 's'));
  for (const k of r.kernels)
    lines.push(
      row({
        kind: 'kernel',
        op: k.op,
        shape: k.shape,
        dtype: k.dtype,
        variant: k.variant,
        median_s: k.timing.median,
        min_s: k.timing.min,
        max_s: k.timing.max,
        bytes: k.roofline.bytes,
        flops: k.roofline.flops,
        GBps: k.roofline.bytesPerSecond / 1e9,
        GFLOPps: k.roofline.flopsPerSecond / 1e9,
        intensity: k.roofline.intensity,
        roof: k.roofline.roof,
        roof_unit: roofUnit(k),
        fraction_of_roof: k.roofline.fractionOfRoof,
        bound: k.roofline.bound,
        above_roof: k.roofline.aboveRoof,
        baseline_s: baseline ? baselineSeconds(k, rotated, baseline) : undefined,
      }),
    );
  return lines.join('\n') + '\n';
}
const intensityText = (x: number): string => (x === 0 ? '0' : !Number.isFinite(x) ? '∞' : x >= 10 ? x.toFixed(0) : x.toFixed(2));

interface Row {
  cells: string[];
}

const KERNEL_HEADER = [
  'op',
  'shape',
  'dtype',
  'variant',
  'time (median)',
  'spread',
  'GB/s',
  'GFLOP/s',
  'flop/B',
  'roof',
  '% of roof',
  'bound',
];

/** The baseline's time for our row k, unless it was measured with the other weight rotation (cache vs HBM). */
function baselineSeconds(k: KernelResult, rotated: boolean, baseline?: Baseline): number | undefined {
  const theirRotation = baseline?.rotated.get(kernelKey(k));
  return theirRotation !== undefined && theirRotation !== rotated ? undefined : baseline?.kernels.get(kernelKey(k));
}

function kernelCells(k: KernelResult, rotated: boolean, baseline?: Baseline): string[] {
  const r = k.roofline;
  const memoryOp = k.cost.flops === 0;
  const cells = [
    k.op,
    k.shape,
    k.dtype,
    k.variant,
    duration(k.timing.median),
    `±${((100 * (k.timing.max - k.timing.min)) / 2 / k.timing.median).toFixed(1)}%`,
    si(r.bytesPerSecond, 'B/s'),
    memoryOp ? '–' : si(r.flopsPerSecond, 'FLOP/s'),
    intensityText(r.intensity),
    si(r.roof, roofUnit(k)),
    pct(r.fractionOfRoof) + (r.aboveRoof ? ' ⚑' : ''),
    r.bound,
  ];
  if (baseline) {
    const theirs = baselineSeconds(k, rotated, baseline);
    cells.push(theirs === undefined ? '–' : `${(theirs / k.timing.median).toFixed(2)}×`);
  }
  return cells;
}

function roofRows(r: BenchResult): Row[] {
  const rows: Row[] = [];
  const m = r.memory;
  const runs = (spread?: number): string =>
    m?.trials && m.trials > 1 && spread !== undefined ? `best of ${m.trials}, the median run ${pct(spread)} below` : '';
  const how = (...parts: string[]): string => parts.filter(Boolean).join('; ');
  if (m) {
    rows.push({ cells: ['memory: copy (read + write)', si(m.copy, 'B/s'), how('the bandwidth roof', runs(m.spread?.copy))] });
    rows.push({ cells: ['memory: read-only', si(m.read, 'B/s'), runs(m.spread?.read)] });
    rows.push({ cells: ['memory: write-only', si(m.write, 'B/s'), runs(m.spread?.write)] });
  }
  for (const [name, c] of Object.entries(r.compute)) {
    const sheet = c.datasheet ? `datasheet ${si(c.datasheet, 'FLOP/s')} (${pct(c.value / c.datasheet)})` : '';
    rows.push({ cells: [`compute: ${name}`, si(c.value, computeUnit(name)), how(c.detail, sheet, runs(c.spread))] });
  }
  if (r.launch) {
    rows.push({ cells: ['launch: empty dispatch', duration(r.launch.emptyDispatch), 'GPU timestamps'] });
    rows.push({ cells: ['launch: submit → fence', duration(r.launch.submitRoundTrip), 'CPU wall clock'] });
  }
  return rows;
}

function sweepRows(r: BenchResult): Row[] {
  return (r.memory?.sweep ?? []).map((s) => ({ cells: [fmtBytes(s.bytes), si(s.bandwidth, 'B/s')] }));
}

function header(r: BenchResult): string {
  return `vkts ${r.vkts} bench on ${r.device.name} (${r.device.type}, ${r.device.driver}, Vulkan ${r.device.api}), ${r.date}`;
}

function legend(r: BenchResult, baseline?: Baseline): string[] {
  const out = [
    "roof: attainable at the kernel's arithmetic intensity, min(peak, intensity × copy bandwidth); memory-only ops against copy bandwidth.",
    '⚑: above the roof (cache-resident data or a miscounted cost model).',
  ];
  if (baseline) {
    out.push(`vs ${baseline.label}: its time / ours (above 1× means vkts is faster).`);
    if (baseline.method) out.push(`vs ${baseline.label}, peer method: ${baseline.method}.`);
    const rotated = resultRotated(r);
    const skipped = r.kernels.filter((k) => baseline.kernels.has(kernelKey(k)) && baselineSeconds(k, rotated, baseline) === undefined);
    if (skipped.length) {
      out.push(
        `vs ${baseline.label}: ${skipped.map((k) => `${k.op} ${k.shape}`).join(', ')} not compared: measured ${rotated ? 'with weights re-used (rotated: false); this run rotated them (compare with a --no-rotate run)' : 'rotating weights; this run used --no-rotate'}.`,
      );
    }
  }
  return out.concat(r.notes.map((n) => `note: ${n}`));
}

// The kernel columns a narrow terminal loses first (indices into KERNEL_HEADER, then the comparison column
// at 12); op, shape, time, % of roof and bound always stay.
const KERNEL_DROP = [8, 5, 3, 2, 7, 9, 6, 12];
const KERNEL_ABBREVIATE: Record<number, string> = { 4: 'time', 5: '±', 8: 'F/B', 10: '%roof', 12: 'vs' };

/**
 * The report in `format`. For 'table', `width` (the terminal's, see terminalWidth()) makes every line fit:
 * the tables drop or abbreviate their least important columns and the text is wrapped; without it, or for
 * md/csv/json, everything is kept.
 */
export function render(r: BenchResult, format: Format, baseline?: Baseline, width?: number): string {
  const kernelHeader = baseline ? [...KERNEL_HEADER, `vs ${baseline.label}`] : KERNEL_HEADER;
  const rotated = resultRotated(r);
  const kernels = r.kernels.map((k) => kernelCells(k, rotated, baseline));
  switch (format) {
    case 'json':
      return JSON.stringify(r, null, 2) + '\n';
    case 'csv':
      return csv(r, rotated, baseline);
    case 'md': {
      const table = (head: string[], rows: string[][]): string =>
        [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((c) => `| ${c.join(' | ')} |`)].join('\n');
      const parts = [
        `## ${header(r)}`,
        '',
        '### Roofs',
        '',
        table(
          ['roof', 'value', 'how'],
          roofRows(r).map((x) => x.cells),
        ),
      ];
      if (sweepRows(r).length)
        parts.push(
          '',
          '### Working-set sweep (copy)',
          '',
          table(
            ['working set', 'bandwidth'],
            sweepRows(r).map((x) => x.cells),
          ),
        );
      if (kernels.length) parts.push('', '### Kernels', '', table(kernelHeader, kernels));
      parts.push('', ...legend(r, baseline).map((l) => `- ${l}`));
      return parts.join('\n') + '\n';
    }
    case 'table': {
      const t = (
        head: string[],
        rows: string[][],
        align: ('left' | 'right')[],
        more: { drop?: number[]; abbreviate?: Record<number, string> } = {},
      ) => fitTable({ head, rows, align, width, ...more });
      const parts = [
        wrap(header(r), width),
        '',
        t(
          ['roof', 'value', 'how'],
          roofRows(r).map((x) => x.cells),
          ['left', 'right', 'left'],
        ),
      ];
      if (sweepRows(r).length)
        parts.push(
          '',
          t(
            ['working set', 'copy bandwidth'],
            sweepRows(r).map((x) => x.cells),
            ['right', 'right'],
          ),
        );
      if (kernels.length) {
        const align = kernelHeader.map((_, i) => (i < 4 || i === 11 ? 'left' : 'right')) as ('left' | 'right')[];
        parts.push('', t(kernelHeader, kernels, align, { drop: KERNEL_DROP, abbreviate: KERNEL_ABBREVIATE }));
      }
      parts.push('', ...legend(r, baseline).map((l) => wrap(l, width)));
      return parts.join('\n') + '\n';
    }
  }
}
