// The recorder under the real dispatch pattern: long chains without readback, hazards, batching bounds,
// push descriptors vs the descriptor-set fallback, grids past maxComputeWorkGroupCount.
import { describe, expect, it } from 'vitest';
import type { Device, Pipeline, Tensor } from '../../src/device/index.ts';
import { expectNoValidation, openValidated, spv, u32s, useDevice } from '../helpers/device.ts';

interface Kernels {
  add: Pipeline;
  affine: Pipeline;
}
const kernels = (d: Device): Kernels => ({
  add: d.pipeline(spv('rt_add.default'), { bindings: 3, pushConstantSize: 4, writes: [2], name: 'add' }),
  affine: d.pipeline(spv('rt_affine.default'), { bindings: 1, pushConstantSize: 12, name: 'affine' }),
});

/** 500 dispatches: a RAW chain, independent fans, in-place updates, with pooled temporaries; returns the
 * device results and the CPU reference. */
function workload(d: Device, n: number): { got: Uint32Array[]; want: Uint32Array[] } {
  const { add, affine } = kernels(d);
  const grid = d.grid(n, 64);
  const init = Uint32Array.from({ length: n }, (_, i) => (i * 2654435761) >>> 0);
  const x = d.upload(init);
  const ref = { x: init.slice() };
  let chain = d.upload(init);
  let refChain = init.slice();
  const fans: Tensor<'u32'>[] = [];
  const refFans: Uint32Array[] = [];
  let count = 2;
  for (let step = 0; count < 500; step++) {
    // RAW chain: chain = chain + x (a fresh pooled tensor each time; the old one released at once).
    const next = d.alloc('u32', [n]);
    d.dispatch(add, [chain, x, next], u32s(n), grid);
    chain.destroy();
    chain = next;
    refChain = refChain.map((v, i) => (v + ref.x[i]) >>> 0);
    count++;
    // In-place update of the chain.
    const k = 3 + (step % 5);
    d.dispatch(affine, [chain], u32s(n, k, step), grid);
    refChain = refChain.map((v) => (Math.imul(v, k) + step) >>> 0);
    count++;
    // Independent fan: reads x and chain, writes its own output (no hazard between fans).
    if (step % 10 === 0) {
      const f = d.alloc('u32', [n]);
      d.dispatch(add, [x, chain, f], u32s(n), grid);
      fans.push(f);
      refFans.push(ref.x.map((v, i) => (v + refChain[i]) >>> 0));
      count++;
    }
  }
  const got = [chain.read(), ...fans.map((f) => f.read())];
  for (const t of [x, chain, ...fans]) t.destroy();
  return { got, want: [refChain, ...refFans] };
}

describe('dispatch (push descriptors)', () => {
  const dev = useDevice();

  it('500 chained dispatches (RAW chains, fans, in-place) with no readback in between are exact', () => {
    const d = dev();
    expect(d.pushDescriptors).toBe(true);
    const { got, want } = workload(d, 1000 + 37);
    expect(got.length).toBe(want.length);
    for (let i = 0; i < got.length; i++) expect(got[i]).toEqual(want[i]);
  });

  it('barriers only on hazards: independent dispatches get none, a RAW chain gets one each', () => {
    const d = dev();
    const { add, affine } = kernels(d);
    const n = 256;
    const a = d.upload(new Uint32Array(n).fill(1));
    const outs = Array.from({ length: 20 }, () => d.alloc('u32', [n]));
    d.sync();
    const b0 = d.profile().counts.barriers;
    for (const o of outs) d.dispatch(add, [a, a, o], u32s(n), [4, 1, 1]); // 20 independent writers
    expect(d.profile().counts.barriers - b0).toBe(0);
    for (let i = 0; i < 10; i++) d.dispatch(affine, [outs[0]], u32s(n, 1, 1), [4, 1, 1]); // in-place chain
    expect(d.profile().counts.barriers - b0).toBe(10); // first one follows the add that wrote outs[0]
    // Disjoint ranges of one buffer do not conflict; overlapping ranges do.
    const big = d.alloc('u32', [1024]);
    d.sync();
    const b1 = d.profile().counts.barriers;
    d.dispatch(affine, [{ tensor: big, offset: 0, size: 2048 }], u32s(512, 1, 1), [8, 1, 1]);
    d.dispatch(affine, [{ tensor: big, offset: 2048, size: 2048 }], u32s(512, 1, 1), [8, 1, 1]);
    expect(d.profile().counts.barriers - b1).toBe(0);
    d.dispatch(affine, [{ tensor: big, offset: 1024, size: 2048 }], u32s(512, 1, 1), [8, 1, 1]);
    expect(d.profile().counts.barriers - b1).toBe(1);
    d.sync();
    for (const t of [a, big, ...outs]) t.destroy();
  });

  it('a 1-D launch past maxComputeWorkGroupCount runs as a 2-D grid', () => {
    // Capped at 65535 groups per dimension so the launch splits on every device at ~16 MiB: with an H200's
    // 2^31 - 1 it would need 512 GiB, and this test used to return early (passing) there.
    const d = openValidated({ maxWorkgroupsPerDimension: 65535 });
    const { add } = kernels(d);
    const maxX = d.info.limits.maxComputeWorkGroupCount[0];
    expect(maxX).toBe(65535);
    const n = (maxX + 3) * 64 + 5;
    expect(n * 4).toBeLessThanOrEqual(Math.min(d.info.limits.maxStorageBufferRange, d.info.limits.maxMemoryAllocationSize));
    const grid = d.grid(n, 64);
    expect(grid[1]).toBe(2);
    const a = d.upload(Uint32Array.from({ length: n }, (_, i) => i));
    const c = d.alloc('u32', [n]);
    d.dispatch(add, [a, a, c], u32s(n), grid);
    const out = c.read();
    let bad = -1;
    for (let i = 0; i < n; i++)
      if (out[i] !== 2 * i) {
        bad = i;
        break;
      }
    expect(bad).toBe(-1);
    a.destroy();
    c.destroy();
    d.destroy();
    expectNoValidation(d);
  });
});

describe('batching bounds', () => {
  it('submits at the dispatch-count bound and at the dispatched-work bound', () => {
    const d = openValidated({ batch: { maxDispatches: 7, maxWork: 64 * 40 } });
    const { affine } = kernels(d);
    const t = d.upload(new Uint32Array(64 * 16).fill(0));
    d.sync();
    const s0 = d.profile().counts.submits;
    for (let i = 0; i < 21; i++) d.dispatch(affine, [t], u32s(64, 1, 1), [1, 1, 1]);
    expect(d.profile().counts.submits - s0).toBe(3); // 7 dispatches per batch
    d.sync();
    const s1 = d.profile().counts.submits;
    for (let i = 0; i < 4; i++) d.dispatch(affine, [t], u32s(64 * 16, 1, 1), [16, 1, 1]); // 1024 invocations each
    expect(d.profile().counts.submits - s1).toBe(1); // 3 × 1024 ≥ 2560
    d.sync();
    expect(t.read()[0]).toBe(25);
    expect(t.read()[64]).toBe(4);
    t.destroy();
    d.destroy();
    expectNoValidation(d);
  });
});

describe('descriptor-set fallback', () => {
  it('forced descriptor sets give the same results as push descriptors', () => {
    const push = openValidated();
    const sets = openValidated({ descriptors: 'sets', batch: { maxDispatches: 300 } });
    expect(sets.pushDescriptors).toBe(false);
    const a = workload(push, 777);
    const b = workload(sets, 777);
    expect(b.got).toEqual(a.got);
    expect(b.got).toEqual(b.want);
    for (const d of [push, sets]) {
      d.destroy();
      expectNoValidation(d);
    }
  });
});
