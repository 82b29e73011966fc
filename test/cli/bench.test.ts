// `vkts bench` end to end on the default device: every format, the SVG chart, comparisons, bad options.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import type { BenchResult } from '../../src/cli/bench/result.ts';

const bin = fileURLToPath(new URL('../../bin/vkts.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'vkts-bench-'));
// Validation on (VKTS_VALIDATION=1 prints every message on stderr): the tests fail on any.
const env = { ...process.env, VKTS_CACHE_DIR: dir, VKTS_VALIDATION: '1' };
const vkts = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 300_000, env });
const withEnv = (extra: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 300_000, env: { ...env, ...extra } });

test('bench --quick --format json: measured roofs, kernels under them, SVG chart, roofs cached when stable', () => {
  const out = join(dir, 'run.json');
  const svg = join(dir, 'run.svg');
  const r = vkts('bench', '--quick', '--format', 'json', '--out', out, '--svg', svg);
  expect(r.status, r.stderr.slice(-2000)).toBe(0);
  expect(r.stderr).not.toContain('vkts: validation');
  const result = JSON.parse(readFileSync(out, 'utf8')) as BenchResult;
  expect(existsSync(`${out}.partial`)).toBe(false); // the rows-so-far file went through it, renamed over out
  expect(result.memory!.copy).toBeGreaterThan(0);
  expect(result.memory!.sweep.length).toBeGreaterThan(3);
  expect(result.compute.f32.value).toBeGreaterThan(0);
  expect(result.launch!.emptyDispatch).toBeGreaterThan(0);
  expect(result.roofs.bandwidth).toBe(result.memory!.copy);
  for (const k of result.kernels) {
    expect(k.timing.median).toBeGreaterThan(0);
    expect(k.roofline.fractionOfRoof).toBeGreaterThan(0);
  }
  expect(r.stdout).toContain('memory: copy'); // the table still goes to the terminal
  // Progress (one line per step off a terminal) counts every step it takes, and reaches its total.
  const progress = [...r.stderr.matchAll(/^vkts bench: \[(\d+)\/(\d+)\] /gm)].map((m) => [Number(m[1]), Number(m[2])]);
  expect(progress.length).toBeGreaterThan(10);
  expect(progress.map(([i]) => i)).toEqual(progress.map((_, i) => i + 1));
  expect(progress.every(([, total]) => total === progress.length)).toBe(true);
  // and each kernel row's numbers as soon as it is measured (a run cut short keeps them in its log)
  const measured = [...r.stderr.matchAll(/^vkts bench: {3}= (\S+) (\S+) .*% of roof$/gm)];
  expect(measured.map((m) => m[1])).toEqual(result.kernels.map((k) => k.op));
  expect(readFileSync(svg, 'utf8')).toMatch(/^<svg/);
  // The JSON says what it is: schema version, units, and the device's UUID.
  const uuid = JSON.parse(vkts('info', '--json').stdout)[0].uuid as string;
  expect(result.schema).toBe(1);
  expect(result.units).toMatchObject({ time: 's', bandwidth: 'B/s', bytes: 'B' });
  expect(result.device.uuid).toBe(uuid);
  // Each roof is the best of several runs on a CPU device or with --quick, with their spread; the roofs are
  // cached for VKTS_ROOFLINE=1 only when the runs agreed.
  expect(result.memory!.trials).toBeGreaterThan(1);
  expect(result.memory!.spread!.copy).toBeGreaterThanOrEqual(0);
  const stable = Math.max(result.memory!.spread!.copy, result.compute.f32.spread!) <= 0.15;
  const cacheFile = join(dir, 'roofs', `${uuid}.json`);
  expect(existsSync(cacheFile)).toBe(stable);
  if (stable) expect(JSON.parse(readFileSync(cacheFile, 'utf8')).bandwidth).toBe(result.memory!.copy);
  else expect(result.notes.some((n) => n.startsWith('roofs not cached: the median of their'))).toBe(true);

  expect(result.notes.some((n) => n.includes('rotate weights'))).toBe(true);
  expect(result.notes.some((n) => n.startsWith('partial:'))).toBe(false); // the finished report replaced them
  // --suite ops alone judges against the cached roofs and measures no memory or peaks; a --compare with no
  // matching row says so.
  const cache = mkdtempSync(join(tmpdir(), 'vkts-bench-cache-'));
  mkdirSync(join(cache, 'roofs'));
  writeFileSync(join(cache, 'roofs', `${uuid}.json`), JSON.stringify({ bandwidth: 1e9, peaks: { f32: 1e10 } }));
  const other = join(dir, 'other.json');
  writeFileSync(other, JSON.stringify({ peer: 'other', kernels: [{ op: 'gemm', shape: '1x2x3', dtype: 'f32', seconds: 1 }] }));
  // One row broken on purpose (relu's shaders replaced by bytes that are not SPIR-V): the run goes on, the
  // row is reported, and the exit code is 1.
  const shaders = mkdtempSync(join(tmpdir(), 'vkts-bench-shaders-'));
  for (const v of ['relu_f32', 'relu_f32_vec4', 'relu_f32_strided']) writeFileSync(join(shaders, `unary.${v}.spv`), 'not SPIR-V');
  const opsOnly = withEnv(
    { VKTS_CACHE_DIR: cache, VKTS_SHADER_DIR: shaders },
    'bench',
    '--quick',
    '--suite',
    'ops',
    '--no-rotate',
    '--format',
    'json',
    '--compare',
    other,
  );
  expect(opsOnly.status, opsOnly.stderr.slice(-2000)).toBe(1);
  expect(opsOnly.stderr).toMatch(/^vkts bench: relu \S+ f32 failed: .+$/m);
  expect(opsOnly.stderr).toMatch(
    /--compare .*other\.json: none of its 1 rows matches a row of this run by op, shape and dtype \(e\.g\. its gemm 1x2x3 f32/,
  );
  expect(opsOnly.stderr).not.toContain('memory: copy');
  const unrotated = JSON.parse(opsOnly.stdout) as BenchResult;
  expect(unrotated.memory).toBeUndefined();
  expect(unrotated.compute).toEqual({});
  expect(unrotated.roofs.bandwidth).toBe(1e9);
  expect(unrotated.notes).toContain('weights are not rotated (--no-rotate): results may come from the cache');
  expect(unrotated.kernels.map((k) => k.op)).toEqual(result.kernels.map((k) => k.op).filter((op) => op !== 'relu'));
  expect(unrotated.failed!.map((f) => f.op)).toEqual(['relu']);
  expect(unrotated.notes.some((n) => /^ops: relu \S+ f32 failed: /.test(n))).toBe(true);

  // --ops: the rows of the named families and ops only (the sort family and index's embedding row).
  const picked = withEnv({ VKTS_CACHE_DIR: cache }, 'bench', '--quick', '--suite', 'ops', '--ops', 'sort,embedding', '--format', 'json');
  expect(picked.status, picked.stderr.slice(-2000)).toBe(0);
  expect([...new Set((JSON.parse(picked.stdout) as BenchResult).kernels.map((k) => k.op))].sort()).toEqual([
    'argsort',
    'embedding',
    'moe_route',
    'topk',
  ]);

  // CSV: the measured roofs as rows with their units, then the kernels.
  const compared = vkts('bench', '--quick', '--suite', 'peaks', '--format', 'csv', '--compare', out);
  expect(compared.status).toBe(0);
  expect(compared.stderr).not.toContain('vkts: validation');
  const rows = compared.stdout.trim().split('\n');
  expect(rows[0]).toMatch(/^kind,op,shape,.*,roof,roof_unit,/);
  expect(rows.find((l) => l.startsWith('roof,compute f32,'))).toMatch(/,FLOP\/s,/);
  expect(rows.find((l) => l.startsWith('roof,launch empty dispatch,'))).toMatch(/,s,/);
  // four runs of the bench, each within its spawn's 300 s: on the H200 with validation on, beside the
  // harness shards sharing its CPU, they took 169 to over 300 s together (docs/bench/h200-2026-12-04b)
}, 900_000);

test('bench rejects bad options with a clear message', () => {
  for (const [args, message] of [
    [['--suite', 'gpu'], /--suite gpu: expected a comma-separated list of peaks, memory, ops, or all/],
    [['--format', 'xml'], /--format xml: expected one of table, md, json, csv/],
    [['--device', 'x'], /no device matches "x": use an index, 'gpu', 'cpu', 'discrete', 'integrated' or part of a name/],
    [['--suite', 'peaks', '--ops', 'matmul'], /--ops matmul: the ops suite is not selected \(--suite peaks\)/],
    [['--suite', 'ops', '--ops', 'matmul,nosuch'], /--ops nosuch: expected family or op names; the families are .*matmul/],
    [['--suite', 'ops', '--ops', ','], /--ops ",": expected family or op names, comma-separated/],
  ] as const) {
    const r = vkts('bench', '--quick', ...args);
    expect(r.stderr).toMatch(message);
    expect(r.status).toBe(2);
  }
}, 60_000);

test('bench --out holds the rows measured so far after each row: a run stopped midway leaves a partial report', async () => {
  const out = join(dir, 'stopped.json');
  const child = spawn(
    process.execPath,
    [bin, 'bench', '--quick', '--suite', 'ops', '--ops', 'elementwise', '--format', 'json', '--out', out],
    { env },
  );
  let err = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (b: Buffer) => {
      err += b.toString();
      // stopped (as by a time limit) once two rows are measured: the file holds at least the first
      if ((err.match(/^vkts bench: {3}= /gm) ?? []).length >= 2 && child.exitCode === null) child.kill('SIGTERM');
    });
    child.on('exit', () => resolve());
    child.on('error', reject);
  });
  expect(child.signalCode, err.slice(-2000)).toBe('SIGTERM');
  const r = JSON.parse(readFileSync(out, 'utf8')) as BenchResult;
  expect(r.kernels.length).toBeGreaterThanOrEqual(1);
  expect(r.kernels[0]!.timing.median).toBeGreaterThan(0);
  const note = r.notes.find((n) => n.startsWith('partial:'));
  expect(note).toMatch(new RegExp(`^partial: ${r.kernels.length} of \\d+ kernel rows measured`));
  // (a stop between writing `${out}.partial` and renaming it over out can leave that file; out stays whole)
});
