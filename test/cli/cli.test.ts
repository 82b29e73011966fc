// The `vkts` command: info and run, as a user types them.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/vkts.js', import.meta.url));
const kernel = fileURLToPath(new URL('./fixtures/saxpy.comp', import.meta.url));
// Validation on (VKTS_VALIDATION=1 prints every message on stderr): the tests fail on any.
const vkts = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, VKTS_VALIDATION: '1' } });

test('vkts info lists the device and its capabilities; --json parses', () => {
  const text = vkts('info');
  expect(text.status).toBe(0);
  expect(text.stderr).toBe('');
  expect(text.stdout).toMatch(/^\[0\] /);
  expect(text.stdout).toContain('push descriptors');
  const json = JSON.parse(vkts('info', '--json').stdout) as { name: string; limits: { maxComputeWorkGroupCount: number[] } }[];
  expect(json.length).toBeGreaterThan(0);
  expect(json[0].limits.maxComputeWorkGroupCount).toHaveLength(3);
}, 60_000);

test('vkts run compiles, dispatches, times and prints a kernel', () => {
  // y starts at zero and x is random in [-1, 1): after the warm-up and 3 repeats, y = 4 · 2x, within ±8.
  const r = vkts(
    'run',
    kernel,
    '--threads',
    '4096',
    '--buffer',
    'x=4096',
    '--buffer',
    'y=4Ki',
    '--push',
    'a=2',
    '--push',
    'n=4096',
    '--local-size',
    '128',
    '--repeat',
    '3',
    '--print',
    'y',
  );
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/saxpy\.comp on .*: [\d.]+ (µs|ms) per dispatch \(GPU timestamps, median of 3, min [\d.]+ (µs|ms)\)/);
  const values = r.stdout
    .match(/y\[0:16\] = (.*), …/)![1]
    .split(', ')
    .map(Number);
  expect(values).toHaveLength(16);
  expect(values.every((v) => Math.abs(v) <= 8)).toBe(true);
  expect(values.some((v) => v !== 0)).toBe(true);
}, 60_000);

test('vkts run explains what is missing or wrong, with exit code 2', () => {
  const cases: [string[], RegExp][] = [
    [['--threads', '64', '--buffer', 'x=64', '--push', 'a=1', '--push', 'n=64'], /missing --buffer y=SIZE \(.*binds x, y\)/],
    [['--threads', '64', '--buffer', 'x=64', '--buffer', 'y=64', '--push', 'a=1'], /missing push constant n \(uint32\)/],
    [
      ['--threads', '64', '--buffer', 'x=64', '--buffer', 'y=64', '--buffer', 'z=1', '--push', 'a=1', '--push', 'n=64'],
      /--buffer z: .* has no such binding/,
    ],
    [['--buffer', 'x=64', '--buffer', 'y=64', '--push', 'a=1', '--push', 'n=64'], /give --threads N or --groups/],
    [['--threads', '64', '--buffer', 'x=lots', '--buffer', 'y=64'], /size "lots": expected a number/],
  ];
  for (const [args, message] of cases) {
    const r = vkts('run', kernel, ...args);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toContain('vkts: validation');
    expect(r.status).toBe(2);
  }
}, 120_000);
