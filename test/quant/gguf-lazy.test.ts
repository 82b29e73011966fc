// Opening a GGUF reads its header and nothing more: a sparse 16 GiB file (one huge declared tensor, a small
// one at the very end) opens in milliseconds with at most one 64 KiB window read, and read(name) reads that
// tensor's bytes exactly. Every byte the reader takes from the disk is counted by wrapping fs.readSync.
import * as fs from 'node:fs';
import { afterAll, expect, test, vi } from 'vitest';
import { openGguf } from '../../src/quant/gguf.ts';
import { T, header, tempFiles, tensorInfo } from './gguf-bytes.ts';

const counted = vi.hoisted(() => ({ bytes: 0, calls: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const readSync = (...args: Parameters<typeof real.readSync>): number => {
    const n = real.readSync(...args);
    counted.bytes += n;
    counted.calls++;
    return n;
  };
  return { ...real, readSync, default: { ...real, readSync } };
});

const files = tempFiles();
afterAll(() => files.remove());

test('a 16 GiB file opens reading only its header window; read() reads exactly one tensor', () => {
  const huge = 2 ** 32; // f32 weights: 16 GiB
  const b = header(3, 2, 1).str('general.name').u32(T.string).str('sparse');
  tensorInfo(b, 'huge', [2 ** 16, 2 ** 16], 0, 0);
  tensorInfo(b, 'tail', [4], 0, 4 * huge);
  b.pad(32);
  const dataOffset = b.length;
  const path = files.put('sparse.gguf', b.bytes());
  const tail = Float32Array.of(1, -2, 3.5, 1e-8);
  const fd = fs.openSync(path, 'r+');
  fs.writeSync(fd, new Uint8Array(tail.buffer), 0, 16, dataOffset + 4 * huge);
  fs.closeSync(fd);
  expect(fs.statSync(path).size).toBe(dataOffset + 4 * huge + 16);

  counted.bytes = counted.calls = 0;
  const t0 = performance.now();
  const g = openGguf(path);
  const ms = performance.now() - t0;
  expect(counted.calls).toBe(1);
  expect(counted.bytes).toBeLessThanOrEqual(64 * 1024);
  expect(ms).toBeLessThan(500);
  expect(g.tensor('huge').size).toBe(4 * huge);
  expect(g.metadata.get('general.name')).toBe('sparse');

  counted.bytes = 0;
  expect(new Float32Array(g.read('tail').buffer)).toEqual(tail);
  expect(counted.bytes).toBe(16);
  g.close();
});
