// User mistakes on the command line: each is one line on stderr, `vkts: ...`, and exit code 2, before any
// device work (Commander's own errors too); device selection by name; seeded fills; a Ctrl-C during bench
// leaves the terminal as it was.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { Device } from '../../src/device/index.ts';
import { selectDevice } from '../../src/device/instance.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'bin/vkts.js');
const kernel = fileURLToPath(new URL('./fixtures/saxpy.comp', import.meta.url));
const vkts = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, VKTS_VALIDATION: '1', ...env },
  });

function expectUsageError(args: string[], message: RegExp): void {
  const r = vkts(args);
  expect(r.status, `vkts ${args.join(' ')}: ${r.stderr}`).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(/^vkts: [^\n]+\n$/); // one line, no stack, no progress: nothing ran
  expect(r.stderr).toMatch(message);
}

test("Commander's own errors: one line, exit code 2; --help and --version exit 0", () => {
  expectUsageError(['--bogus'], /unknown option '--bogus'/);
  expectUsageError(['bench', '--formt', 'md'], /unknown option '--formt' \(Did you mean --format\?\)/);
  expectUsageError(['frob'], /unknown command 'frob'/);
  expectUsageError(['run'], /missing required argument 'kernel'/);
  expectUsageError(['bench', '--out'], /option '--out <file>' argument missing/);
  expectUsageError([], /no command given: vkts info\|doctor\|bench\|run/);
  expect(vkts(['--version']).status).toBe(0);
  const help = vkts(['bench', '--help']);
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('--device <d>');
}, 60_000);

test('bench checks its output paths, inputs and device before measuring anything', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vkts-usage-'));
  expectUsageError(
    ['bench', '--quick', '--out', '/nonexistent/x.json'],
    /--out \/nonexistent\/x\.json: cannot write there \(no folder \/nonexistent\)/,
  );
  expectUsageError(['bench', '--quick', '--svg', dir], /--svg .*: is a folder, expected a file name/);
  expectUsageError(['bench', '--quick', '--compare', join(dir, 'none.json')], /--compare .*none\.json: cannot read it \(no such file\)/);
  expectUsageError(['bench', '--quick', '--suite', 'peaks', '--device', 'no-such-gpu'], /no device matches "no-such-gpu": .*#0 /);
}, 60_000);

test('run: a missing or wrong kernel file, --repeat 0, a bad --seed: one line each', () => {
  expectUsageError(['run', 'nothere.comp', '--threads', '1'], /kernel nothere\.comp: cannot read it \(no such file\)/);
  expectUsageError(['run', 'notes.txt'], /notes\.txt: expected a GLSL compute shader \(\.comp\) or SPIR-V \(\.spv\)/);
  expectUsageError(['run', kernel, '--repeat', '0'], /--repeat 0: expected a whole number >= 1/);
  expectUsageError(['run', kernel, '--seed', '-1'], /--seed -1: expected a whole number >= 0/);
}, 60_000);

test('run --seed fills the read-only buffers reproducibly; --device and VKTS_DEVICE take part of a name', () => {
  const name = Device.list()[0].name.split(' ')[0]; // e.g. llvmpipe
  const args = (seed: string) =>
    [kernel, '--threads', '64', '--buffer', 'x=64', '--buffer', 'y=64', '--push', 'a=1', '--push', 'n=64', '--repeat', '1'].concat([
      '--seed',
      seed,
      '--print',
      'y',
    ]);
  const first = vkts(['run', ...args('7'), '--device', name.toUpperCase()]);
  expect(first.stderr).toBe('');
  expect(first.status).toBe(0);
  expect(first.stdout).toContain('inputs --seed 7');
  const y = (out: string): string => out.match(/y\[0:16\] = (.*)/)![1];
  const again = vkts(['run', ...args('7')], { VKTS_DEVICE: name });
  expect(again.status).toBe(0);
  expect(y(again.stdout)).toBe(y(first.stdout)); // y = 2 * x after warm-up and one repeat, x from the seed
  expect(y(vkts(['run', ...args('8')]).stdout)).not.toBe(y(first.stdout));
}, 120_000);

test('device selection by name: the first whose name contains it, case-insensitive; types keep their meaning', () => {
  const names = ['NVIDIA H200', 'llvmpipe (LLVM 15.0.6, 256 bits)', 'NVIDIA H200 NVL'];
  const types = [2, 4, 2];
  expect(selectDevice(types, names, 'h200')).toBe(0);
  expect(selectDevice(types, names, 'LLVMpipe')).toBe(1);
  expect(selectDevice(types, names, 'nvl')).toBe(2);
  expect(selectDevice(types, names, 'cpu')).toBe(1);
  expect(selectDevice(types, names, 'GPU')).toBe(0);
  expect(() => selectDevice(types, names, 'a100')).toThrow(/no device matches "a100": .*#0 NVIDIA H200, #1 llvmpipe/);
  expect(() => selectDevice(types, names, ' ')).toThrow(/no device matches/);
  const d = Device.open({ device: Device.list()[0].name.slice(0, 4) });
  expect(d.info.index).toBe(0);
  d.destroy();
});

test('Ctrl-C during bench leaves the cursor shown and line wrapping on', async () => {
  // A terminal through script(1); the bar must not hide the cursor (ESC[?25l) or turn wrapping off (ESC[?7l),
  // since a synchronous measurement gives no signal handler a chance to turn them back on.
  if (spawnSync('script', ['--version']).status !== 0) return console.warn('skipped: no script(1) to give bench a terminal');
  const child = spawn('script', ['-qefc', `${process.execPath} ${bin} bench --quick --suite memory`, '/dev/null'], {
    detached: true,
    env: { ...process.env, COLUMNS: '100' },
  });
  let out = '';
  let sent = false;
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (!sent && out.includes('vkts bench [')) {
      sent = true;
      process.kill(-child.pid!, 'SIGINT');
    }
  });
  await new Promise((done) => child.on('close', done));
  expect(out).toContain('vkts bench ['); // the bar was drawn on a terminal
  expect(out).not.toContain('\x1b[?25l');
  expect(out).not.toContain('\x1b[?7l');
  expect(out).not.toContain('memory: copy (read + write)'); // it was interrupted, not finished
}, 120_000);

test('COLUMNS=100: the bench tables fit 100 columns; bench takes --device gpu', () => {
  const r = vkts(['bench', '--quick', '--suite', 'peaks', '--device', 'gpu'], {
    COLUMNS: '100',
    VKTS_CACHE_DIR: mkdtempSync(join(tmpdir(), 'vkts-usage-')),
  });
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('compute: f32');
  for (const line of r.stdout.trimEnd().split('\n')) expect([...line].length, line).toBeLessThanOrEqual(100);
}, 120_000);
