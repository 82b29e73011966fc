// Profiling: per-kernel GPU time from timestamps, counts, phases, the table.
import { describe, expect, it } from 'vitest';
import { expectNoValidation, openValidated, spv, u32s } from '../helpers/device.ts';

describe('profiling', () => {
  it('aggregates GPU time by kernel and counts dispatches, barriers, submits, pool hits and allocations', () => {
    const d = openValidated({ profile: true });
    const add = d.pipeline(spv('rt_add.default'), { bindings: 3, pushConstantSize: 4, writes: [2], name: 'add' });
    const affine = d.pipeline(spv('rt_affine.default'), { bindings: 1, pushConstantSize: 12, name: 'affine' });
    const n = 4096;
    const a = d.upload(new Uint32Array(n).fill(1));
    const c = d.alloc('u32', [n]);
    for (let i = 0; i < 5; i++) {
      d.dispatch(add, [a, a, c], u32s(n), d.grid(n, 64));
      d.dispatch(affine, [c], u32s(n, 3, 0), d.grid(n, 64));
    }
    c.destroy();
    d.sync();
    const c2 = d.alloc('u32', [n]); // pooled (its last batch's fence has signalled)
    d.cpuFallback('test.fallback');
    d.sync();
    c2.destroy();
    const p = d.profile();
    expect(p.enabled).toBe(true);
    expect(p.counts.dispatches).toBe(10);
    expect(p.counts.barriers).toBe(9); // add→affine RAW, affine→add WAR/WAW on c
    expect(p.counts.submits).toBeGreaterThanOrEqual(1);
    // a and c; where tensors are not host-mapped (discrete and ReBAR memory: device-local tensors), the
    // upload of a also creates the two upload staging slots.
    const staged = d.info.memory.kind !== 'uma';
    expect(p.counts.freshAllocations).toBe(staged ? 4 : 2);
    expect(p.counts.poolHits).toBe(1);
    expect(p.phases.recordMs).toBeGreaterThan(0);
    if (d.info.timestamps.supported) {
      const names = p.kernels.map((k) => k.name).sort();
      expect(names).toEqual(['add', 'affine']);
      for (const k of p.kernels) {
        expect(k.count).toBe(5);
        expect(k.gpuMs).toBeGreaterThan(0);
      }
    }
    expect(p.cpuFallbacks).toEqual({ 'test.fallback': 1 });
    const table = d.profileTable();
    expect(table).toMatch(/kernel\s+count\s+gpu ms/);
    expect(table).toMatch(/cpu fallback/);
    d.resetProfile();
    expect(d.profile().counts.dispatches).toBe(0);
    a.destroy();
    d.destroy();
    expectNoValidation(d);
  });

  it('is off by default (counts still kept, no timestamps)', () => {
    const d = openValidated({ profile: false });
    const affine = d.pipeline(spv('rt_affine.default'), { bindings: 1, pushConstantSize: 12, name: 'affine' });
    const t = d.upload(new Uint32Array(64));
    d.dispatch(affine, [t], u32s(64, 1, 1), [1, 1, 1]);
    d.sync();
    const p = d.profile();
    expect(p.enabled).toBe(false);
    expect(p.kernels).toEqual([]);
    expect(p.counts.dispatches).toBe(1);
    t.destroy();
    d.destroy();
    expectNoValidation(d);
  });
});
