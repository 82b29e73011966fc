// `vkts tune gemm` as a user types it: the table and the JSON of a tiny tune on lavapipe, the cache it
// writes (where VKTS_TUNE_CACHE points), and one-line usage errors with exit code 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { gemmCandidates } from '../../src/ops/matmul/tune-candidates.ts';

const bin = fileURLToPath(new URL('../../bin/vkts.js', import.meta.url));
const vkts = (cache: string, ...args: string[]) =>
  spawnSync(process.execPath, [bin, 'tune', ...args], {
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, VKTS_VALIDATION: '1', VKTS_TUNE_CACHE: cache, VKTS_COLUMNS: '200' },
  });

interface TuneJson {
  device: { uuid: string };
  cache: string;
  results: {
    M: number;
    N: number;
    K: number;
    ab: string;
    winner: string;
    heuristic: string;
    entry: object;
    rows: { candidate: string; seconds?: number; tflops?: number }[];
  }[];
}

test('vkts tune gemm --json times every candidate at each shape and writes the winners to the cache', () => {
  const cache = mkdtempSync(join(tmpdir(), 'vkts-tune-cli-'));
  const r = vkts(cache, 'gemm', '--shapes', '16x24x8,9x7x5', '--layout', 'nt', '--json');
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  const out = JSON.parse(r.stdout) as TuneJson;
  expect(out.cache).toBe(join(cache, `gemm-${out.device.uuid}.json`));
  expect(out.results.map((x) => [x.M, x.N, x.K, x.ab])).toEqual([
    [16, 24, 8, 'nt'],
    [9, 7, 5, 'nt'],
  ]);
  for (const res of out.results) {
    expect(res.rows.map((x) => x.candidate)).toEqual(gemmCandidates('f32').map((c) => c.name));
    const best = res.rows.reduce((a, b) => (b.seconds! < a.seconds! ? b : a));
    expect(res.winner).toBe(best.candidate);
    expect(res.entry).toEqual({ dtype: 'f32', ab: 'nt', M: res.M, N: res.N, K: res.K, candidate: res.winner });
    for (const row of res.rows) expect(row.tflops).toBeCloseTo((2 * res.M * res.N * res.K) / row.seconds! / 1e12, 9);
  }
  const file = JSON.parse(readFileSync(out.cache, 'utf8')) as { gemm: { candidate: string; M: number }[] };
  expect(file.gemm.map((e) => [e.M, e.candidate])).toEqual(out.results.map((x) => [x.M, x.winner]));
}, 240_000);

test('vkts tune gemm prints a table per shape with the winner', () => {
  const cache = mkdtempSync(join(tmpdir(), 'vkts-tune-cli-'));
  const r = vkts(cache, 'gemm', '--shapes', '8x8x8');
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/gemm f32 nn 8x8x8: winner \S+ \(the heuristic picks 64x64\)/);
  expect(r.stdout).toMatch(/candidate\s+│\s+GPU time\s+│\s+rate/);
  expect(r.stdout.match(/│ winner/g)).toHaveLength(1);
  expect(r.stdout).toContain(`winners written to ${cache}/`);
  expect(readdirSync(cache)).toHaveLength(1);
}, 240_000);

test('vkts tune explains a wrong op, dtype, layout or shape in one line, with exit code 2', () => {
  const cache = mkdtempSync(join(tmpdir(), 'vkts-tune-cli-'));
  const cases: [string[], string][] = [
    [['conv'], 'vkts: tune conv: expected gemm'],
    [['gemm', '--dtype', 'f8'], 'vkts: --dtype f8: expected f32, f16, bf16'],
    [['gemm', '--layout', 'xy'], 'vkts: --layout xy: expected nn, nt, tn or tt'],
    [['gemm', '--shapes', '4x4'], 'vkts: --shapes 4x4: "4x4" is not MxNxK'],
    [['gemm', '--shapes', '4x0x4'], 'is not MxNxK (whole numbers from 1 to 2^20'],
  ];
  for (const [args, message] of cases) {
    const r = vkts(cache, ...args);
    expect(r.status, args.join(' ')).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  }
  expect(readdirSync(cache)).toEqual([]);
}, 60_000);
