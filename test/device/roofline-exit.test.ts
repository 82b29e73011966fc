// VKTS_ROOFLINE=1 in any program: every dispatch is timed and, when the process exits (the device never
// destroyed), the profile joined to the device's cached roofs is printed on stderr (or appended to the file
// VKTS_ROOFLINE names), never mixed into the program's stdout.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { Device } from '../../src/device/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
const program = `
import { Device, add, softmax } from ${JSON.stringify(join(root, 'src/index.ts'))};
const d = Device.open({ validation: true });
const a = d.upload(new Float32Array(1 << 16).fill(1), { shape: [64, 1024] });
for (let i = 0; i < 5; i++) add(a, a);
softmax(a);
// no destroy: the table is printed at process exit
`;

function run(cacheDir: string, roofline = '1'): string {
  const dir = mkdtempSync(join(tmpdir(), 'vkts-roofline-'));
  writeFileSync(join(dir, 'main.ts'), program);
  const r = spawnSync(process.execPath, [tsx, join(dir, 'main.ts')], {
    encoding: 'utf8',
    env: { ...process.env, VKTS_ROOFLINE: roofline, VKTS_CACHE_DIR: cacheDir },
  });
  expect(r.stdout).toBe('');
  expect(r.status).toBe(0);
  return r.stderr;
}

test('without measured roofs: achieved rates and how to get roofs', () => {
  const out = run(mkdtempSync(join(tmpdir(), 'vkts-cache-')));
  expect(out).toMatch(/vkts roofline \(/);
  expect(out).toMatch(/binary\.add_f32_vec4 64x1024\s+5\s/); // pipeline, label (the shape), count
  expect(out).toMatch(/kernel\s+count\s+first µs\s+median µs/); // the cold first dispatch apart from the median
  expect(out).toMatch(/softmax\.f32 64x1024\s+1\s/);
  expect(out).toContain('run `vkts bench --suite peaks,memory` once to measure them');
}, 60_000);

test('with cached roofs: % of roof and the bound for every kernel', () => {
  const cache = mkdtempSync(join(tmpdir(), 'vkts-cache-'));
  const d = Device.open();
  const uuid = d.info.uuid;
  d.destroy();
  mkdirSync(join(cache, 'roofs'));
  writeFileSync(join(cache, 'roofs', `${uuid}.json`), JSON.stringify({ bandwidth: 1e9, peaks: { f32: 1e10 } }));
  const out = run(cache);
  const add = out.split('\n').find((l) => l.startsWith('binary.add_f32_vec4'))!;
  expect(add).toMatch(/1 GB\/s|GFLOP\/s/);
  expect(add).toMatch(/\d+%/);
  expect(add).toMatch(/memory$/);
  expect(out).not.toContain('roofs unknown');
}, 60_000);

test('VKTS_ROOFLINE=path appends the table to that file', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'vkts-roofline-file-')), 'roofline.txt');
  expect(run(mkdtempSync(join(tmpdir(), 'vkts-cache-')), file)).toBe('');
  expect(readFileSync(file, 'utf8')).toMatch(/vkts roofline \(.*\n[^]*softmax\.f32 64x1024\s+1\s/);
}, 60_000);
