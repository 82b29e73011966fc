// Command graphs: capture once, replay with one submit; equal to eager; per-replay values from device
// buffers; buffers reserved until the graph is dropped.
import { describe, expect, it } from 'vitest';
import { DestroyedError, type Device, type Pipeline, type Tensor } from '../../src/device/index.ts';
import { spv, u32s, useDevice } from '../helpers/device.ts';

function sequence(d: Device, add: Pipeline, affine: Pipeline, ts: Tensor<'u32'>[], n: number, count: number): void {
  const grid = d.grid(n, 64);
  for (let i = 0; i < count; i++) {
    const a = ts[i % ts.length];
    const b = ts[(i + 1) % ts.length];
    const c = ts[(i + 2) % ts.length];
    if (i % 3 === 2) d.dispatch(affine, [c], u32s(n, 5, i), grid);
    else d.dispatch(add, [a, b, c], u32s(n), grid);
  }
}

describe('command graphs', () => {
  const dev = useDevice();

  it('replaying a 1,000-dispatch graph is bit-identical to eager execution', () => {
    const d = dev();
    const add = d.pipeline(spv('rt_add.default'), { bindings: 3, pushConstantSize: 4, writes: [2], name: 'add' });
    const affine = d.pipeline(spv('rt_affine.default'), { bindings: 1, pushConstantSize: 12, name: 'affine' });
    const n = 515;
    const init = (k: number) => Uint32Array.from({ length: n }, (_, i) => (i * 2654435761 + k * 97) >>> 0);
    const eager = [0, 1, 2, 3].map((k) => d.upload(init(k)));
    const graphTs = [0, 1, 2, 3].map((k) => d.upload(init(k)));
    sequence(d, add, affine, eager, n, 1000);
    const want = eager.map((t) => t.read());
    const g = d.capture(() => sequence(d, add, affine, graphTs, n, 1000));
    expect(g.dispatches).toBe(1000);
    // Capture records; nothing ran yet.
    expect(graphTs[0].read()).toEqual(init(0));
    const submits = d.profile().counts.submits;
    g.replay();
    expect(d.profile().counts.submits - submits).toBe(1);
    const got = graphTs.map((t) => t.read());
    for (let i = 0; i < 4; i++) expect(got[i]).toEqual(want[i]);
    // A second replay continues from the new contents, exactly like running the sequence again.
    sequence(d, add, affine, eager, n, 1000);
    g.replay();
    for (let i = 0; i < 4; i++) expect(graphTs[i].read()).toEqual(eager[i].read());
    g.drop();
    for (const t of [...eager, ...graphTs]) t.destroy();
  });

  it('per-replay values come from device buffers', () => {
    const d = dev();
    const param = d.pipeline(spv('rt_param.default'), { bindings: 3, pushConstantSize: 4, writes: [2], name: 'param' });
    const n = 100;
    const p = d.upload(new Uint32Array([2, 1]));
    const x = d.upload(Uint32Array.from({ length: n }, (_, i) => i));
    const y = d.alloc('u32', [n]);
    const g = d.capture(() => d.dispatch(param, [p, x, y], u32s(n), [2, 1, 1]));
    for (const [k, c] of [
      [2, 1],
      [3, 0],
      [7, 5],
    ]) {
      p.write(new Uint32Array([k, c]));
      g.replay();
      expect(y.read()[10]).toBe(10 * k + c);
    }
    g.drop();
    for (const t of [p, x, y]) t.destroy();
  });

  it('buffers a graph touched stay reserved until it is dropped', () => {
    const d = dev();
    const affine = d.pipeline(spv('rt_affine.default'), { bindings: 1, pushConstantSize: 12, name: 'affine' });
    const t = d.upload(new Uint32Array(64).fill(1));
    const g = d.capture(() => d.dispatch(affine, [t], u32s(64, 2, 0), [1, 1, 1]));
    t.destroy(); // the user lets go; the graph still uses the buffer
    expect(() => t.read()).toThrow(DestroyedError);
    d.sync();
    const hits = d.profile().counts.poolHits;
    const other = d.upload(new Uint32Array(64).fill(9)); // same size: must not receive the reserved buffer
    expect(d.profile().counts.poolHits).toBe(hits);
    g.replay();
    g.replay();
    expect([...other.read()].every((v) => v === 9)).toBe(true);
    g.drop();
    expect(() => g.replay()).toThrow(DestroyedError);
    const again = d.alloc('u32', [64]); // now the buffer is back in the pool
    expect(d.profile().counts.poolHits).toBe(hits + 1);
    again.destroy();
    other.destroy();
  });

  it('a replay re-records nothing: 1000 captured dispatches go out in one submit', () => {
    // (How much cheaper that is than eager recording is a benchmark: bench/runtime.ts.)
    const d = dev();
    const affine = d.pipeline(spv('rt_affine.default'), { bindings: 1, pushConstantSize: 12, name: 'affine' });
    const ts = Array.from({ length: 8 }, () => d.upload(new Uint32Array(64)));
    const run = () => {
      for (let i = 0; i < 1000; i++) d.dispatch(affine, [ts[i % 8]], u32s(64, 1, 1), [1, 1, 1]);
    };
    d.sync();
    const g = d.capture(run);
    expect(g.dispatches).toBe(1000);
    const before = d.profile().counts;
    g.replay();
    d.sync();
    const after = d.profile().counts;
    expect(after.dispatches - before.dispatches).toBe(0);
    expect(after.submits - before.submits).toBe(1);
    expect(after.graphReplays - before.graphReplays).toBe(1);
    g.drop();
    for (const t of ts) t.destroy();
  });
});
