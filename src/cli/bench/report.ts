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
    memoryOp ? si(r.roof, 'B/s') : si(r.roof, 'FLOP/s'),
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
  if (r.memory) {
    rows.push({ cells: ['memory: copy (read + write)', si(r.memory.copy, 'B/s'), 'the bandwidth roof'] });
    rows.push({ cells: ['memory: read-only', si(r.memory.read, 'B/s'), ''] });
    rows.push({ cells: ['memory: write-only', si(r.memory.write, 'B/s'), ''] });
  }
  for (const [name, c] of Object.entries(r.compute)) {
    const sheet = c.datasheet ? `datasheet ${si(c.datasheet, 'FLOP/s')} (${pct(c.value / c.datasheet)})` : '';
    rows.push({
      cells: [`compute: ${name}`, si(c.value, name === 'int8' ? 'OP/s' : 'FLOP/s'), [c.detail, sheet].filter(Boolean).join('; ')],
    });
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
    case 'csv': {
      const esc = (s: string): string => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
      const lines = [
        [
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
          'fraction_of_roof',
          'bound',
          'above_roof',
          ...(baseline ? ['baseline_s'] : []),
        ],
        ...r.kernels.map((k) =>
          [
            k.op,
            k.shape,
            k.dtype,
            k.variant,
            k.timing.median,
            k.timing.min,
            k.timing.max,
            k.roofline.bytes,
            k.roofline.flops,
            k.roofline.bytesPerSecond / 1e9,
            k.roofline.flopsPerSecond / 1e9,
            k.roofline.intensity,
            k.roofline.roof,
            k.roofline.fractionOfRoof,
            k.roofline.bound,
            k.roofline.aboveRoof,
            ...(baseline ? [baselineSeconds(k, rotated, baseline) ?? ''] : []),
          ].map((v) => esc(String(v))),
        ),
      ];
      return lines.map((l) => l.join(',')).join('\n') + '\n';
    }
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
