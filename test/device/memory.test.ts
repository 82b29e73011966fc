// Sub-allocation, the allocation cap, pooling across batches, idle bounds, flat memory, out-of-memory.
import { describe, expect, it } from 'vitest';
import { Device, OutOfMemoryError, SizeError, type Tensor } from '../../src/device/index.ts';
import { expectNoValidation, openValidated, spv, u32s, useDevice } from '../helpers/device.ts';

describe('memory', () => {
  it('10,000 small buffers stay under maxMemoryAllocationCount (capped at 64 here)', () => {
    const d = openValidated({ memory: { maxAllocations: 64 } });
    const ts: Tensor<'u32'>[] = [];
    for (let i = 0; i < 10_000; i++) ts.push(d.alloc('u32', [1 + (i % 61)]));
    const s = d.memoryStats();
    expect(s.allocations).toBeLessThanOrEqual(64);
    expect(s.allocations).toBeLessThanOrEqual(d.info.limits.maxMemoryAllocationCount);
    expect(s.buffers).toBe(10_000);
    // Spot-check that sub-allocations do not overlap: write distinct data, read it back.
    for (let i = 0; i < 10_000; i += 97) ts[i].write(new Uint32Array(ts[i].size).fill(i));
    for (let i = 0; i < 10_000; i += 97) expect(ts[i].read().every((v) => v === i)).toBe(true);
    for (const t of ts) t.destroy();
    d.destroy();
    expectNoValidation(d);
  });

  it('large buffers get dedicated allocations', () => {
    const d = openValidated({ memory: { blockSize: 4 * 2 ** 20 } });
    const before = d.memoryStats().allocations;
    const big = d.alloc('f32', [2 ** 20]); // 4 MiB > blockSize/2
    expect(d.memoryStats().allocations).toBe(before + 1);
    big.write(new Float32Array(2 ** 20).fill(1.5));
    expect(big.read()[2 ** 20 - 1]).toBe(1.5);
    big.destroy();
    d.destroy();
    expectNoValidation(d);
  });

  const dev = useDevice();

  it('pooled buffers are reused without corruption: in the batch that last used them (through barriers), and after fences', () => {
    const d = dev();
    const n = 4099;
    const add = d.pipeline(spv('rt_add.default'), { bindings: 3, pushConstantSize: 4, writes: [2], name: 'add' });
    const grid = d.grid(n, 64);
    let acc = d.upload(new Uint32Array(n).fill(1));
    const one = d.upload(new Uint32Array(n).fill(1));
    const hits0 = d.profile().counts.poolHits;
    for (let step = 0; step < 300; step++) {
      // Temporaries are released while their batch is still being recorded or pending: a new tensor of the same
      // size receives one in the same batch (its writes ordered after the old reads by a barrier; the
      // synchronization validation would flag a missing one), or from a submitted batch once it completed.
      const next = d.alloc('u32', [n]);
      d.dispatch(add, [acc, one, next], u32s(n), grid);
      acc.destroy();
      acc = next;
      if (step % 50 === 49) d.flush();
    }
    const out = acc.read();
    expect(out.every((v) => v === 301)).toBe(true);
    expect(d.profile().counts.poolHits - hits0).toBeGreaterThan(50);
    acc.destroy();
    one.destroy();
  });

  it('a buffer last used by the eager batch is not handed to a graph being captured (the replay runs outside that batch)', () => {
    const d = dev();
    const affine = d.pipeline(spv('rt_affine.default'), { bindings: 1, pushConstantSize: 12, name: 'affine' });
    const t = d.upload(new Uint32Array(64).fill(1));
    d.dispatch(affine, [t], u32s(64, 2, 0), [1, 1, 1]); // t used by the batch being recorded
    t.destroy();
    const hits = d.profile().counts.poolHits;
    let inGraph: Tensor | undefined;
    const g = d.capture(() => {
      inGraph = d.alloc('u32', [64]);
      d.dispatch(affine, [inGraph], u32s(64, 2, 0), [1, 1, 1]);
    });
    expect(d.profile().counts.poolHits).toBe(hits);
    const eager = d.alloc('u32', [64]); // outside the capture: t's buffer, in the batch that used it
    expect(d.profile().counts.poolHits).toBe(hits + 1);
    g.drop();
    for (const x of [inGraph!, eager]) x.destroy();
  });

  it('pool reuse is keyed by exact size', () => {
    const d = dev();
    const a = d.alloc('u8', [1000]);
    a.destroy();
    d.sync();
    const hits = d.profile().counts.poolHits;
    const b = d.alloc('u8', [996]); // smaller (buffers hold whole words): must not get the 1000-byte buffer
    expect(d.profile().counts.poolHits).toBe(hits);
    const c = d.alloc('u8', [1000]);
    expect(d.profile().counts.poolHits).toBe(hits + 1);
    b.destroy();
    c.destroy();
  });

  it('idle memory is bounded; the largest idle buffers are evicted first', () => {
    const d = openValidated({ memory: { idleLimit: 1 << 20 } });
    const small = Array.from({ length: 8 }, () => d.alloc('u8', [1024]));
    const big = d.alloc('u8', [900 * 1024]);
    const big2 = d.alloc('u8', [800 * 1024]);
    for (const t of small) t.destroy();
    big.destroy();
    expect(d.memoryStats().idleBytes).toBeLessThanOrEqual(1 << 20);
    big2.destroy(); // over the bound: the 900 KiB buffer goes first
    const s = d.memoryStats();
    expect(s.idleBytes).toBeLessThanOrEqual(1 << 20);
    expect(s.idleBuffers).toBe(9); // 8 small + the 800 KiB one
    d.destroy();
    expectNoValidation(d);
  });

  it('idle buffers are bounded in number too: past idleBuffers the least recently used go, down to 3/4 of it', () => {
    const d = openValidated({ memory: { idleBuffers: 8 } });
    const ts = Array.from({ length: 9 }, (_, i) => d.alloc('u8', [64 * (i + 1)])); // 9 sizes: no reuse among them
    for (const t of ts.slice(0, 8)) t.destroy();
    expect(d.memoryStats().idleBuffers).toBe(8);
    ts[8]!.destroy(); // the 9th idle buffer: 9 - 6 = 3 least recently used are destroyed
    expect(d.memoryStats().idleBuffers).toBe(6);
    const hits = d.profile().counts.poolHits;
    d.alloc('u8', [64 * 9]).destroy(); // the newest idle buffer is still there
    expect(d.profile().counts.poolHits).toBe(hits + 1);
    d.alloc('u8', [64]).destroy(); // one of the least recently used: gone
    expect(d.profile().counts.poolHits).toBe(hits + 1);
    d.destroy();
    expectNoValidation(d);
  });

  it('an allocate/free loop keeps memory flat', () => {
    const d = dev();
    const aff = d.pipeline(spv('rt_affine.default'), { bindings: 1, pushConstantSize: 12, name: 'affine' });
    const round = () => {
      for (let i = 0; i < 50; i++) {
        const t = d.upload(new Uint32Array(1000 + (i % 7) * 100).fill(i));
        d.dispatch(aff, [t], u32s(t.size, 2, 1), d.grid(t.size, 64));
        t.destroy();
      }
      d.sync();
    };
    round();
    const s0 = d.memoryStats();
    for (let r = 0; r < 20; r++) round();
    const s1 = d.memoryStats();
    expect(s1.bytes).toBe(s0.bytes);
    expect(s1.allocations).toBe(s0.allocations);
    expect(s1.buffers).toBe(s0.buffers);
  });

  it('absurd sizes give OutOfMemoryError naming sizes, heaps and budgets; the device stays usable', () => {
    const d = dev();
    let err: unknown;
    try {
      d.alloc('f32', [2 ** 40]);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(OutOfMemoryError);
    const e = err as OutOfMemoryError;
    expect(e.size).toBe(2 ** 42);
    expect(e.message).toMatch(/4 TiB|4096 GiB|4 ?\d* ?GiB|GiB/);
    expect(e.message).toMatch(/budget/);
    expect(e.heaps.length).toBe(d.info.memory.heaps.length);
    // Fits one heap, but not the budget.
    const heap = d.info.memory.heaps[0].size;
    expect(() => d.alloc('u8', [Math.floor(heap * 0.95)])).toThrow(/maxBufferSize|out of device memory/);
    expect(() => d.alloc('f32', [-1])).toThrow(SizeError);
    expect(() => d.alloc('f32', [1.5])).toThrow(SizeError);
    expect([...d.upload(new Uint32Array([9])).read()]).toEqual([9]);
  });

  it('nothing leaks: destroy() with live tensors, pipelines and graphs reports no leaked object', () => {
    const d = openValidated({ descriptors: 'sets' });
    const a = d.upload(new Uint32Array(100).fill(3));
    const aff = d.pipeline(spv('rt_affine.default'), { bindings: 1, pushConstantSize: 12 });
    d.dispatch(aff, [a], u32s(100, 2, 0), [2, 1, 1]);
    const g = d.capture(() => d.dispatch(aff, [a], u32s(100, 2, 0), [2, 1, 1]));
    g.replay();
    d.alloc('u8', [3 << 20]);
    d.destroy(); // the validation layer reports leaked objects at vkDestroyDevice/vkDestroyInstance
    expectNoValidation(d);
    expect(Device.prototype).toBeTruthy();
  });
});
