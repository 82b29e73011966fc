// The runtime's reliability issue: crash cases (in child processes), silent wrong results, missed barriers,
// leaks and unclear errors. Each test names the issue's item it covers.
import { describe, expect, it } from 'vitest';
import { ArgumentError, DTypeError, Device, StateError } from '../../src/device/index.ts';
import { expectSurvived, expectTyped, runChild } from '../vk/child.ts';
import { expectNoValidation, openValidated, spv, u32s, useDevice } from '../helpers/device.ts';

const OPEN = (opts = '{}') => `import { Device } from './src/device/index.ts'; const d = Device.open(${opts});`;

describe('crash cases, each in a child process', () => {
  for (const staging of [false, true]) {
    it(`C1: readAsync() then destroy() resolves with the data (forceStaging ${staging})`, () => {
      const r = runChild(`${OPEN(`{ memory: { forceStaging: ${staging} } }`)}
        const t = d.upload(new Float32Array(1 << 18).fill(3));
        const u = d.zeros('f32', [1 << 18]); d.fill(u, 5); // pending work: the copy path
        const p = t.readAsync(), q = u.readAsync();
        d.destroy();
        const [a, b] = await Promise.all([p, q]);
        report([a[0], a[a.length - 1], b[0], b[b.length - 1]]);`);
      expectSurvived(r);
      expect(r.results).toEqual(['[3,3,5,5]']);
    });
  }

  for (const v of ['0', '-1', 'NaN', '1.5', '65537']) {
    it(`C3: batch.maxDispatches ${v} with profiling is an ArgumentError naming the option and the range`, () => {
      const r = runChild(`import { Device } from './src/device/index.ts';
        await expectError(() => Device.open({ profile: true, batch: { maxDispatches: ${v} } }));`);
      expectTyped(r, 'ArgumentError', /Device\.open\.batch\.maxDispatches must be an integer in \[1, 65536\] \(got /);
    });
  }

  it("C4: fill() of another device's tensor is a BindingError", () => {
    const r = runChild(`${OPEN()} const d2 = Device.open(); await expectError(() => d.fill(d2.upload(new Float32Array(4)), 5));`);
    expectTyped(r, 'BindingError', /belongs to another device/);
  });

  it("C5: dispatching another device's pipeline is a BindingError", () => {
    const r = runChild(`${OPEN()} import * as fs from 'node:fs';
      const b = fs.readFileSync('shaders/spv/rt_add.default.spv'); const spv = new Uint32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
      const d2 = Device.open();
      const z = d2.zeros('u32', [1]);
      await expectError(() => d2.dispatch(d.pipeline(spv, { bindings: 3, pushConstantSize: 4 }), [z, z, z], new Uint32Array([1]), [1]));`);
    expectTyped(r, 'BindingError', /made by another device/);
  });
});

describe('range-checked and type-checked options (C3 and the unclear-error list)', () => {
  const cases: [string, unknown, RegExp][] = [
    ['batch.maxWork 0', { batch: { maxWork: 0 } }, /batch\.maxWork must be an integer in \[1, 2\^53\] \(got 0\)/],
    ['batch.maxInFlight 1.5', { batch: { maxInFlight: 1.5 } }, /batch\.maxInFlight must be an integer in \[1, 65536\] \(got 1\.5\)/],
    ['memory.blockSize NaN', { memory: { blockSize: NaN } }, /memory\.blockSize must be an integer in \[4096/],
    ['memory.maxAllocations 0', { memory: { maxAllocations: 0 } }, /memory\.maxAllocations/],
    ['memory.idleLimit -1', { memory: { idleLimit: -1 } }, /memory\.idleLimit must be an integer in \[0, 2\^53\] \(got -1\)/],
    ['memory.stagingSize 10', { memory: { stagingSize: 10 } }, /memory\.stagingSize must be an integer in \[8192/],
    ['memory.forceStaging "yes"', { memory: { forceStaging: 'yes' } }, /forceStaging must be true or false \(got "yes"\)/],
    ['maxWorkgroupsPerDimension 0', { maxWorkgroupsPerDimension: 0 }, /maxWorkgroupsPerDimension must be an integer in \[1,/],
    ['validation "false"', { validation: 'false' }, /Device\.open\.validation must be true or false \(got "false"\)/],
    ['profile 1', { profile: 1 }, /profile must be true, false or 'print'/],
    ['descriptors "none"', { descriptors: 'none' }, /descriptors must be 'auto', 'push' or 'sets'/],
    ['memory "vram"', { memory: 'vram' }, /memory must be 'auto', 'device', 'host' or an object/],
    ['null options', null, /Device\.open: options must be an object \(got null\)/],
    ['null batch', { batch: null }, /Device\.open\.batch: options must be an object \(got null\)/],
    ['a typo', { valdation: true }, /unknown option valdation/],
  ];
  for (const [name, opts, message] of cases) {
    it(name, () => {
      expect(() => Device.open(opts as never)).toThrow(ArgumentError);
      expect(() => Device.open(opts as never)).toThrow(message);
    });
  }
});

describe('typed errors that name what was wrong', () => {
  const dev = useDevice();
  it('alloc/upload options, fill arguments, dtype names', () => {
    const d = dev();
    expect(() => d.alloc('f32', [4], { intent: 'bogus' as never })).toThrow(
      /alloc\.intent must be one of 'device', 'upload', 'readback', 'staging' \(got "bogus"\)/,
    );
    expect(() => d.alloc('f32', [4], null as never)).toThrow(/alloc: options must be an object \(got null\)/);
    expect(() => d.upload(new Float32Array(4), null as never)).toThrow(ArgumentError);
    expect(() => d.zeros('f32', [4], { intent: 7 } as never)).toThrow(ArgumentError);
    expect(() => d.fill({} as never, 5)).toThrow(/fill: expected a tensor, got an object/);
    expect(() => d.fillBits(null as never, 5)).toThrow(/fillBits: expected a tensor, got null/);
    const t = d.zeros('f32', [4]);
    expect(() => d.fill(t, 5n as never)).toThrow(/the fill value must be a number \(got bigint\)/);
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(() => d.alloc(name as never, [4])).toThrow(DTypeError);
      expect(() => d.alloc(name as never, [4])).toThrow(/unknown dtype/);
      expect(() => d.zeros(name as never, [4])).not.toThrow(/too large to address/);
    }
    expect(() => d.dispatch(null as never, [], undefined, [1])).toThrow(/dispatch: expected a pipeline/);
    t.destroy();
  });
});

describe('readAsync() is a snapshot as of the call', () => {
  for (const forceStaging of [false, true]) {
    describe(`forceStaging ${forceStaging}`, () => {
      const dev = useDevice({ memory: { forceStaging } });
      it('a write() recorded after the call does not change what it resolves to', async () => {
        const d = dev();
        const t = d.upload(new Float32Array([1, 2, 3, 4]));
        const idle = t.readAsync();
        t.write(new Float32Array([9, 9, 9, 9]));
        d.fill(t, 6); // pending work on the tensor: the read copies through staging
        const pending = t.readAsync();
        t.write(new Float32Array([7, 7, 7, 7]));
        expect([...(await idle)]).toEqual([1, 2, 3, 4]);
        expect([...(await pending)]).toEqual([6, 6, 6, 6]);
        expect([...t.read()]).toEqual([7, 7, 7, 7]);
        t.destroy();
      });

      it('work writing the tensor after the call does not change it', async () => {
        const d = dev();
        const t = d.zeros('u32', [1000]);
        d.fill(t, 1);
        const p = t.readAsync();
        d.fill(t, 2);
        const strided = t.reshape(10, 100).transpose().readAsync(); // a view: gathered from a snapshot too
        d.fill(t, 3);
        expect(new Set(await p)).toEqual(new Set([1]));
        expect(new Set(await strided)).toEqual(new Set([2]));
        t.destroy();
      });

      it("a tensor destroyed before the read runs never resolves to another tensor's data", async () => {
        const d = dev();
        const t = d.zeros('u32', [4096]);
        d.fill(t, 1);
        const p = t.readAsync();
        t.destroy();
        const others = Array.from({ length: 4 }, () => d.zeros('u32', [4096]));
        for (const o of others) d.fill(o, 9);
        expect(new Set(await p)).toEqual(new Set([1]));
        for (const o of others) o.destroy();
      });
    });
  }
});

describe('graphs: capture semantics, leaks and barriers', () => {
  const dev = useDevice({ memory: { forceStaging: true } });
  const relu = (d: Device) => d.pipeline(spv('unary.relu_f32'), { bindings: 2, pushConstantSize: 12, writes: [1], name: 'relu' });
  const add = (d: Device) => d.pipeline(spv('rt_add.default'), { bindings: 3, pushConstantSize: 4, writes: [2], name: 'add' });

  it('zeros()/full() inside capture() fill at once; fill() inside it runs at each replay', () => {
    const d = dev();
    const t = d.upload(new Uint32Array([5, 5, 5, 5]));
    let z!: ReturnType<Device['zeros']>;
    let f!: ReturnType<Device['zeros']>;
    const g = d.capture(() => {
      z = d.zeros('u32', [4]);
      f = d.full('u32', [4], 3);
      d.fill(t, 7);
    });
    expect([...z.read()]).toEqual([0, 0, 0, 0]);
    expect([...f.read()]).toEqual([3, 3, 3, 3]);
    expect([...t.read()]).toEqual([5, 5, 5, 5]);
    g.replay();
    expect([...t.read()]).toEqual([7, 7, 7, 7]);
    g.drop();
    const odd = d.zeros('u8', [3]);
    expect(() => d.capture(() => d.fill(odd, 1))).toThrow(StateError);
    expect(() => d.capture(() => d.fill(odd, 1))).toThrow(/whole 4-byte words/);
    for (const x of [z, f, t, odd]) x.destroy();
  });

  it('capture(async () => ...) is an ArgumentError, and the device is not left capturing', () => {
    const d = dev();
    expect(() => d.capture((async () => {}) as never)).toThrow(/captured callbacks must be synchronous/);
    expect(() => d.capture(null as never)).toThrow(/capture: expected a function, got null/);
    d.capture(() => {}).drop(); // no "capture already in progress"
  });

  it('device.destroy() inside capture() is a StateError and leaves the device working', () => {
    const d = dev();
    expect(() => d.capture(() => d.destroy())).toThrow(StateError);
    expect(d.destroyed).toBe(false);
    expect([...d.upload(new Uint32Array([4])).read()]).toEqual([4]);
  });

  it('a capture whose callback throws hands back the buffers destroyed inside it', () => {
    const d = dev();
    const a = d.upload(new Uint32Array(64).fill(1));
    d.sync();
    const idle = d.memoryStats().idleBuffers;
    expect(() =>
      d.capture(() => {
        const c = d.alloc('u32', [64]);
        d.dispatch(add(d), [a, a, c], u32s(64), [1]);
        c.destroy();
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(d.memoryStats().idleBuffers).toBe(idle + 1);
    a.destroy();
  });

  it("a staged write() inside capture() does not erase the graph's hazards (validation: no hazard)", () => {
    const d = openValidated({ memory: { forceStaging: true } });
    const n = 256;
    const a = d.upload(new Uint32Array(n).fill(0x60400000)); // a + a (u32) = 0xc0800000, the bits of -4.0f
    const t = d.alloc('f32', [n]);
    const x = d.alloc('f32', [n]);
    const g = d.capture(() => {
      d.dispatch(add(d), [a, a, t], u32s(n), [Math.ceil(n / 64)]); // writes t
      t.write(new Float32Array(n).fill(1)); // staged: an eager copy, now
      d.dispatch(relu(d), [t, x], u32s(n, 0, 0), [1]); // reads t: needs a barrier after the add
    });
    expect(g.barriers).toBeGreaterThanOrEqual(1);
    g.replay();
    expect(new Set(x.read())).toEqual(new Set([0])); // relu(-4)
    g.drop();
    expectNoValidation(d);
    d.destroy();
  });

  it('a capture between two eager dispatches does not make the eager batch skip a barrier (validation: no hazard)', () => {
    const d = openValidated({ memory: { forceStaging: true } });
    const n = 256;
    const a = d.upload(new Uint32Array(n).fill(1));
    const c = d.alloc('u32', [n]),
      x = d.alloc('u32', [n]),
      e = d.alloc('u32', [n]);
    const groups = [Math.ceil(n / 64)] as [number];
    d.dispatch(add(d), [a, a, c], u32s(n), groups); // eager: writes c
    const g = d.capture(() => d.dispatch(relu(d), [c, x], u32s(n, 0, 0), [1])); // the graph reads c
    d.dispatch(add(d), [c, c, e], u32s(n), groups); // eager: reads c, needs a barrier after the first add
    d.sync();
    expect(new Set(e.read())).toEqual(new Set([4]));
    expect(d.profile().counts.barriers).toBeGreaterThanOrEqual(1);
    g.drop();
    expectNoValidation(d);
    d.destroy();
  });
});

describe('objects dropped without destroy()/drop() are reclaimed (FinalizationRegistry)', () => {
  it('a Device and a Graph, in a child run with --expose-gc', () => {
    const r = runChild(
      `
      import { Device } from './src/device/index.ts';
      const gc = globalThis.gc; if (!gc) throw new Error('run with --expose-gc');
      const settle = async () => { for (let i = 0; i < 20; i++) { gc(); await new Promise((r) => setTimeout(r, 5)); } };
      let d = Device.open();
      const parts = d['parts'];
      let g = d.capture(() => d.zeros('u32', [4]));
      const data = g.data;
      g = null;
      await settle();
      report({ graphDropped: data.dropped, deviceAlive: !parts.dc.destroyed });
      d = null;
      await settle();
      report({ deviceTornDown: parts.dc.destroyed, instanceTornDown: parts.inst.ic.destroyed, buffers: parts.records.size });
    `,
      { env: { NODE_OPTIONS: '--expose-gc' } },
    );
    expectSurvived(r);
    expect(r.results).toEqual(['{"graphDropped":true,"deviceAlive":true}', '{"deviceTornDown":true,"instanceTornDown":true,"buffers":0}']);
  });
});
