// `vkts bench` end to end on the default device: every format, the SVG chart, comparisons, bad options.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
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

test('bench --quick --format json: measured roofs, kernels under them, SVG chart, roofs cached', () => {
  const out = join(dir, 'run.json');
  const svg = join(dir, 'run.svg');
  const r = vkts('bench', '--quick', '--format', 'json', '--out', out, '--svg', svg);
  expect(r.status).toBe(0);
  expect(r.stderr).not.toContain('vkts: validation');
  const result = JSON.parse(readFileSync(out, 'utf8')) as BenchResult;
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
  expect(readFileSync(svg, 'utf8')).toMatch(/^<svg/);
  // The roofs are cached for VKTS_ROOFLINE=1.
  const cached = readFileSync(join(dir, 'roofs', `${JSON.parse(vkts('info', '--json').stdout)[0].uuid}.json`), 'utf8');
  expect(JSON.parse(cached).bandwidth).toBe(result.memory!.copy);

  expect(result.notes.some((n) => n.includes('rotate weights'))).toBe(true);
  const unrotated = JSON.parse(vkts('bench', '--quick', '--suite', 'ops', '--no-rotate', '--format', 'json').stdout) as BenchResult;
  expect(unrotated.notes).toContain('weights are not rotated (--no-rotate): results may come from the cache');
  expect(unrotated.kernels.map((k) => k.op)).toEqual(result.kernels.map((k) => k.op));

  const compared = vkts('bench', '--quick', '--suite', 'peaks', '--format', 'md', '--compare', out);
  expect(compared.status).toBe(0);
  expect(compared.stderr).not.toContain('vkts: validation');
  expect(compared.stdout).toContain('### Roofs');
}, 300_000);

test('bench rejects bad options with a clear message', () => {
  for (const [args, message] of [
    [['--suite', 'gpu'], /--suite gpu: expected a comma-separated list of peaks, memory, ops, or all/],
    [['--format', 'xml'], /--format xml: expected one of table, md, json, csv/],
    [['--device', 'x'], /--device x: expected a device index/],
  ] as const) {
    const r = vkts('bench', '--quick', ...args);
    expect(r.stderr).toMatch(message);
    expect(r.status).toBe(2);
  }
}, 60_000);
