// Terminal tables fit the terminal: at a forced width every line of `vkts bench`'s table and of `vkts info`
// is no wider, the important columns stay, and without a width (a pipe, --format md/csv/json) all are kept.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { parseBaseline, type BenchResult } from '../../src/cli/bench/result.ts';
import { render } from '../../src/cli/bench/report.ts';
import { renderInfo } from '../../src/cli/info.ts';
import { fitTable, textWidth, wrap } from '../../src/cli/table.ts';
import { analyze, type CostModel, type Roofs } from '../../src/device/roofline.ts';
import type { DeviceInfo } from '../../src/device/index.ts';

const roofs: Roofs = { bandwidth: 4e12, peaks: { f32: 50e12, 'f16-coopmat': 700e12 } };
const kernel = (op: string, shape: string, variant: string, cost: CostModel, seconds: number) => ({
  op,
  shape,
  dtype: 'f32',
  variant,
  timing: { median: seconds, min: seconds * 0.9, max: seconds * 1.2, repeats: 10 },
  cost,
  roofline: analyze(cost, seconds, roofs),
});
const result: BenchResult = {
  vkts: '0.1.0',
  date: '2026-12-01',
  device: { name: 'NVIDIA H200 with a long device name', driver: 'NVIDIA 580.159.04', api: '1.4.312', type: 'discrete' },
  memory: { copy: 4.28e12, read: 3.9e12, write: 4.3e12, sweep: [{ bytes: 65536, bandwidth: 1e12 }] },
  compute: {
    f32: { value: 65.2e12, detail: 'vec4 FMA chains, 8 chains x 64 steps, 20 ms per dispatch', datasheet: 67e12 },
    'f16-coopmat-khr-16x16x16-f32acc': { value: 649e12, detail: 'KHR 16x16x16 f16·f16+f32, subgroup scope, 4 chains', datasheet: 989.5e12 },
  },
  launch: { emptyDispatch: 2.2e-6, submitRoundTrip: 67e-6 },
  roofs,
  kernels: [
    kernel(
      'contiguous',
      '32768x4096',
      'convert.copy32_strided',
      { bytesRead: 2 ** 29, bytesWritten: 2 ** 29, flops: 0, precision: 'memory' },
      1.01e-3,
    ),
    kernel(
      'gemm_nt',
      '4096x4096x4096',
      'gemm.nt_128x128_coopmat',
      { bytesRead: 8 * 4096 ** 2, bytesWritten: 4 * 4096 ** 2, flops: 2 * 4096 ** 3, precision: 'f32' },
      3.5e-3,
    ),
  ],
  notes: ['int8 dot product: measured with dotPacked4x8 chains of 64 steps; the device reports int8 acceleration'],
};
const peer = parseBaseline(
  JSON.stringify({
    peer: 'torch',
    label: 'PyTorch 2.11 (CUDA 13, TF32 off)',
    kernels: [{ op: 'gemm_nt', shape: '4096x4096x4096', dtype: 'f32', seconds: 2.7e-3 }],
  }),
  'torch-h200.json',
);

const lines = (text: string): string[] => text.trimEnd().split('\n');

test.each([80, 100])('vkts bench table fits %i columns and keeps op, shape, time, percent of roof and bound', (width) => {
  for (const baseline of [undefined, peer]) {
    const full = render(result, 'table', baseline);
    expect(textWidth(full)).toBeGreaterThan(width); // the test means something
    const text = render(result, 'table', baseline, width);
    for (const line of lines(text)) expect([...line].length, line).toBeLessThanOrEqual(width);
    const head = lines(text).find((l) => l.includes(' op '))!;
    for (const column of ['op', 'shape', 'time', 'roof', 'bound']) expect(head).toContain(column);
    const gemm = lines(text).find((l) => l.includes('gemm_nt'))!;
    expect(gemm).toContain('4096x4096x4096');
    expect(gemm).toContain('3.50 ms');
    expect(gemm).toMatch(/\d+%/);
    expect(gemm).toContain('compute');
  }
});

test('without a width, and in md/csv/json, every column is kept', () => {
  const full = render(result, 'table', peer);
  for (const column of ['dtype', 'variant', 'spread', 'GFLOP/s', 'flop/B', 'time (median)']) expect(full).toContain(column);
  expect(render(result, 'md', peer, 80)).toBe(render(result, 'md', peer));
  expect(render(result, 'csv', peer, 80)).toBe(render(result, 'csv', peer));
  expect(render(result, 'json', peer, 80)).toBe(render(result, 'json', peer));
  // At 100 columns only the least important go: GB/s stays, flop/B and spread do not.
  const at100 = lines(render(result, 'table', undefined, 100)).find((l) => l.includes(' op '))!;
  expect(at100).not.toContain('flop/B');
  expect(at100).toContain('GB/s');
});

test.each([80, 100])(
  'vkts info fits %i columns',
  (width) => {
    const base: DeviceInfo = JSON.parse(
      spawnSync(process.execPath, [fileURLToPath(new URL('../../bin/vkts.js', import.meta.url)), 'info', '--json'], { encoding: 'utf8' })
        .stdout,
    )[0];
    // Long values too: every cooperative-matrix shape an H200 lists.
    const shape = { m: 16, n: 16, k: 16, a: 'f16', b: 'f16', c: 'f32', result: 'f32', scope: 'subgroup' };
    const big = { ...base, cooperativeMatrix: { ...base.cooperativeMatrix, khr: true, khrShapes: Array(12).fill(shape) } } as DeviceInfo;
    expect(textWidth(renderInfo([big]))).toBeGreaterThan(width);
    const text = renderInfo([base, big], width);
    for (const line of lines(text)) expect([...line].length, line).toBeLessThanOrEqual(width);
    expect(text).toContain('push descriptors');
    expect(text).toContain('16x16x16 f16·f16+f32→f32');
  },
  60_000,
);

test('fitTable truncates when dropping is not enough; wrap never exceeds the width', () => {
  const text = fitTable({ head: ['a', 'b'], rows: [['x'.repeat(200), 'y'.repeat(50)]], width: 40 });
  for (const line of lines(text)) expect([...line].length).toBeLessThanOrEqual(40);
  expect(text).toContain('…');
  const wrapped = wrap(`word ${'z'.repeat(90)} and more words to wrap`, 30);
  for (const line of lines(wrapped)) expect([...line].length).toBeLessThanOrEqual(30);
  expect(wrapped.replace(/\n {2}/g, '')).toContain('z'.repeat(90));
});
