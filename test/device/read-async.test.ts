// Concurrent async reads through staging: each reader gets its own data even when several are in flight and
// a synchronous read runs while they wait.
import { describe, expect, test } from 'vitest';
import { useDevice } from '../helpers/device.ts';

describe('readAsync through staging', () => {
  // 16 KiB staging (two 8 KiB slots): every read below takes many chunks, so readers interleave.
  const device = useDevice({ memory: { forceStaging: true, stagingSize: 16 * 1024 } });

  test('three concurrent async reads and a sync read in between', async () => {
    const d = device();
    const n = 50_000;
    const data = [1, 2, 3].map((k) => Float32Array.from({ length: n }, (_, i) => k * 1e5 + i));
    const tensors = data.map((a) => d.upload(a));
    const pending = tensors.map((t) => t.readAsync());
    const sync = tensors[1].read(); // runs while the async readers are suspended
    const results = await Promise.all(pending);
    expect(Array.from(sync)).toEqual(Array.from(data[1]));
    results.forEach((r, k) => expect(Array.from(r)).toEqual(Array.from(data[k])));
  });
});
