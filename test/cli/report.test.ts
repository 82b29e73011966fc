// Bench output formats on a synthetic result: every format carries the same numbers.
import { expect, test } from 'vitest';
import { parseBaseline, type BenchResult } from '../../src/cli/bench/result.ts';
import { render, si } from '../../src/cli/bench/report.ts';
import { rooflineSvg } from '../../src/cli/bench/svg.ts';
import { analyze, type CostModel, type Roofs } from '../../src/device/roofline.ts';

const roofs: Roofs = { bandwidth: 4e12, peaks: { f32: 50e12, 'f16-coopmat': 700e12 } };
const kernel = (op: string, shape: string, cost: CostModel, seconds: number) => ({
  op,
  shape,
  dtype: 'f32',
  variant: 'default',
  timing: { median: seconds, min: seconds * 0.99, max: seconds * 1.01, repeats: 10 },
  cost,
  roofline: analyze(cost, seconds, roofs),
});
const result: BenchResult = {
  vkts: '0.1.0',
  date: '2026-11-30',
  device: { name: 'Test GPU', driver: 'test 1.0', api: '1.3.0', type: 'discrete' },
  memory: {
    copy: 4e12,
    read: 3.9e12,
    write: 4.3e12,
    sweep: [
      { bytes: 65536, bandwidth: 1e12 },
      { bytes: 2 ** 30, bandwidth: 4e12 },
    ],
  },
  compute: { f32: { value: 50e12, detail: 'FMA chains' }, 'f16-coopmat': { value: 700e12, detail: '16x16x16 KHR', datasheet: 989e12 } },
  launch: { emptyDispatch: 4e-6, submitRoundTrip: 30e-6 },
  roofs,
  kernels: [
    kernel('copy', '1GiB', { bytesRead: 2 ** 30, bytesWritten: 2 ** 30, flops: 0, precision: 'memory' }, 0.55e-3),
    kernel(
      'gemm',
      '4096x4096x4096',
      { bytesRead: 8 * 4096 ** 2, bytesWritten: 4 * 4096 ** 2, flops: 2 * 4096 ** 3, precision: 'f32' },
      5e-3,
    ),
  ],
  notes: ['int8 dot product: not supported by this device'],
};

test('si units', () => {
  expect(si(4.1e12, 'B/s')).toBe('4.10 TB/s');
  expect(si(123.4e9, 'FLOP/s')).toBe('123 GFLOP/s');
  expect(si(0.5, 'B')).toBe('0.50 B');
});

test('table and markdown carry roofs, kernels and notes', () => {
  for (const format of ['table', 'md'] as const) {
    const text = render(result, format);
    expect(text).toContain('Test GPU');
    expect(text).toContain('4.00 TB/s'); // copy roof
    expect(text).toContain('datasheet 989 TFLOP/s (71%)');
    expect(text).toContain('27.5 TFLOP/s'); // gemm achieved: 2·4096³ / 5 ms
    expect(text).toContain('55%'); // of the 50 TFLOP/s roof
    expect(text).toContain('int8 dot product: not supported');
  }
});

test('csv: a roof row per measured roof and a kernel row per kernel, each roof with its unit; json round-trips', () => {
  const lines = render(result, 'csv').trim().split('\n');
  const head = lines[0].split(',');
  const rows = lines.slice(1).map((l) => Object.fromEntries(l.split(',').map((v, i) => [head[i], v])));
  const roofRows = rows.filter((r) => r.kind === 'roof');
  expect(roofRows.map((r) => r.op)).toEqual([
    'memory copy',
    'memory read',
    'memory write',
    'compute f32',
    'compute f16-coopmat',
    'launch empty dispatch',
    'launch submit to fence',
  ]);
  expect(Number(roofRows[0].roof)).toBe(4e12);
  expect(roofRows[0].roof_unit).toBe('B/s');
  expect(Number(roofRows[3].roof)).toBe(50e12);
  expect(roofRows[3].roof_unit).toBe('FLOP/s');
  expect(roofRows[5].roof_unit).toBe('s');
  const [copy, gemm] = rows.filter((r) => r.kind === 'kernel');
  expect(rows).toHaveLength(9);
  expect(Number(gemm.median_s)).toBe(5e-3);
  expect(Number(gemm.fraction_of_roof)).toBeCloseTo(0.5498, 3);
  expect(gemm.roof_unit).toBe('FLOP/s'); // min(peak, intensity x bandwidth), in FLOP/s
  expect(Number(gemm.roof)).toBe(50e12);
  expect(copy.roof_unit).toBe('B/s'); // a memory-only kernel's roof is the copy bandwidth
  expect(Number(copy.roof)).toBe(4e12);
  expect(JSON.parse(render(result, 'json'))).toEqual(result);
});

test('--compare: a previous run or a peer JSON adds a ratio column', () => {
  const peer = parseBaseline(
    JSON.stringify({ peer: 'torch', kernels: [{ op: 'gemm', shape: '4096x4096x4096', dtype: 'f32', seconds: 2.5e-3 }] }),
    'peer.json',
  );
  const text = render(result, 'table', peer);
  expect(text).toContain('vs torch');
  expect(text).toContain('0.50×'); // torch took half our time
  const self = parseBaseline(render(result, 'json'), 'prev.json');
  expect(render(result, 'md', self)).toContain('1.00×');
  expect(() => parseBaseline('{"kernels": [{"op": "x"}]}', 'bad.json')).toThrow(
    /bad\.json: each kernel needs op, shape, dtype and seconds/,
  );
  expect(() => parseBaseline('nope', 'bad.json')).toThrow(/not JSON/);
});

test('svg: roofs as lines, kernels as labelled points, memory kernels as bars', () => {
  const svg = rooflineSvg(result);
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.match(/<polyline/g)).toHaveLength(2);
  expect(svg).toContain('gemm 4096x4096x4096 (55%)');
  expect(svg).toContain('copy 1GiB: ');
  expect(svg).not.toContain('NaN');
});

test('svg: labels of nearby points and nearby peaks do not overlap; the copy roof label is inside the plot', () => {
  const close: Roofs = { bandwidth: 5e9, peaks: { f32: 29e9, f16: 1.1e9, int8: 17e9 } };
  const at = (op: string, flops: number, bytes: number, seconds: number) => {
    const cost: CostModel = { bytesRead: bytes, bytesWritten: 0, flops, precision: 'f32' };
    return { ...kernel(op, '256x256x256', cost, seconds), roofline: analyze(cost, seconds, close) };
  };
  const r: BenchResult = {
    ...result,
    roofs: close,
    kernels: [at('gemm', 2 ** 25, 2 ** 20, 2e-3), at('gemm_nt', 2 ** 25, 2 ** 20, 2.05e-3), at('matvec', 2 ** 21, 2 ** 22, 1e-3)],
  };
  const svg = rooflineSvg(r);
  const texts = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    text: m[3],
  }));
  const labels = texts.filter((t) => /^(gemm|gemm_nt|matvec) |^(f32|f16|int8) /.test(t.text));
  expect(labels).toHaveLength(6);
  const box = (t: { x: number; y: number; text: string }) => ({ x0: t.x, x1: t.x + t.text.length * 6, y0: t.y - 10, y1: t.y });
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) {
      const [a, b] = [box(labels[i]), box(labels[j])];
      const overlap = a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
      expect(overlap, `${labels[i].text} / ${labels[j].text}`).toBe(false);
    }
  const copy = svg.match(/<text x="([\d.]+)" y="([\d.]+)" fill="#555" transform="rotate\((-?[\d.]+)/)!;
  const [x, y] = [Number(copy[1]), Number(copy[2])];
  expect(x).toBeGreaterThanOrEqual(70); // PLOT.left
  expect(y).toBeGreaterThanOrEqual(40); // PLOT.top
  expect(y).toBeLessThanOrEqual(480); // PLOT.top + PLOT.height
});
