// Bad inputs give typed errors and leave the device usable.
import { describe, expect, it } from 'vitest';
import { BindingError, DestroyedError, DeviceError, LimitError, OutOfMemoryError, SizeError, type Device } from '../../src/device/index.ts';
import { spv, u32s, useDevice } from '../helpers/device.ts';

describe('bad inputs', () => {
  const dev = useDevice();
  const stillWorks = (d: Device) => {
    const add = d.pipeline(spv('rt_add.default'), { bindings: 3, pushConstantSize: 4, writes: [2], name: 'add' });
    const a = d.upload(new Uint32Array([1, 2, 3]));
    const c = d.alloc('u32', [3]);
    d.dispatch(add, [a, a, c], u32s(3), [1, 1, 1]);
    expect([...c.read()]).toEqual([2, 4, 6]);
    a.destroy();
    c.destroy();
  };

  it('wrong sizes', () => {
    const d = dev();
    const t = d.alloc('f32', [4]);
    expect(() => t.write(new Float32Array(5))).toThrow(SizeError);
    expect(() => t.write(new Float32Array(2), 3)).toThrow(/do not fit/);
    expect(() => t.write(new Int32Array(4) as never)).toThrow(/expected a Float32Array/);
    expect(() => d.upload(new Float32Array(6), { shape: [4] })).toThrow(SizeError);
    expect(() => d.upload(new Uint16Array(4))).toThrow(/f16 or bf16/);
    expect(Array.from(d.upload(Uint8Array.of(1, 2, 3), { dtype: 'f32' }).read())).toEqual([1, 2, 3]); // values convert
    expect(() => d.alloc('f64' as never, [1])).toThrow(/unknown dtype/);
    t.destroy();
    stillWorks(d);
  });

  it('reading or binding a destroyed buffer', async () => {
    const d = dev();
    const add = d.pipeline(spv('rt_add.default'), { bindings: 3, pushConstantSize: 4, writes: [2] });
    const t = d.upload(new Uint32Array([1, 2]));
    const c = d.alloc('u32', [2]);
    t.destroy();
    t.destroy(); // idempotent
    expect(() => t.read()).toThrow(DestroyedError);
    await expect(t.readAsync()).rejects.toThrow(DestroyedError);
    expect(() => t.write(new Uint32Array(2))).toThrow(DestroyedError);
    expect(() => d.dispatch(add, [t, t, c], u32s(2), [1, 1, 1])).toThrow(DestroyedError);
    c.destroy();
    stillWorks(d);
  });

  it('dispatch with the wrong binding count, push size, ranges or grid', () => {
    const d = dev();
    const add = d.pipeline(spv('rt_add.default'), { bindings: 3, pushConstantSize: 4, writes: [2] });
    const a = d.alloc('u32', [16]);
    expect(() => d.dispatch(add, [a, a], u32s(16), [1, 1, 1])).toThrow(BindingError);
    expect(() => d.dispatch(add, [a, a, a, a], u32s(16), [1, 1, 1])).toThrow(/takes 3 bindings, got 4/);
    expect(() => d.dispatch(add, [a, a, a], u32s(16, 1), [1, 1, 1])).toThrow(/push constants are 4 bytes, got 8/);
    expect(() => d.dispatch(add, [a, a, a], undefined, [1, 1, 1])).toThrow(BindingError);
    expect(() => d.dispatch(add, [a, a, { tensor: a, offset: 32, size: 64 }], u32s(16), [1, 1, 1])).toThrow(/outside/);
    expect(() => d.dispatch(add, [a, a, { tensor: a, offset: 4 }], u32s(16), [1, 1, 1])).toThrow(/minStorageBufferOffsetAlignment/);
    expect(() => d.dispatch(add, [a, a, {} as never], u32s(16), [1, 1, 1])).toThrow(/not a tensor/);
    const max = d.info.limits.maxComputeWorkGroupCount[0];
    expect(() => d.dispatch(add, [a, a, a], u32s(16), [max + 1, 1, 1])).toThrow(LimitError);
    expect(() => d.dispatch(add, [a, a, a], u32s(16), [1.5, 1, 1])).toThrow(/must be integers >= 0/);
    expect(() => d.pipeline(spv('rt_add.default'), { bindings: 3, pushConstantSize: 6 })).toThrow(LimitError);
    expect(() => d.pipeline(new Uint32Array([1, 2, 3, 4, 5]), { bindings: 1 })).toThrow(/not a SPIR-V module/);
    expect(() => d.pipeline(spv('rt_add.default'), { bindings: 3, writes: [5] })).toThrow(/writes: binding 5/);
    a.destroy();
    stillWorks(d);
  });

  it('zero-size buffers', () => {
    const d = dev();
    const add = d.pipeline(spv('rt_add.default'), { bindings: 3, pushConstantSize: 4, writes: [2] });
    const e = d.alloc('u32', [0]);
    const a = d.alloc('u32', [4]);
    expect(() => d.dispatch(add, [a, a, e], u32s(0), [1, 1, 1])).toThrow(SizeError);
    expect(() => d.dispatch(add, [a, a, { tensor: a, offset: 0, size: 0 }], u32s(0), [1, 1, 1])).toThrow(/empty/);
    expect(() => e.write(new Uint32Array(1))).toThrow(SizeError);
    e.write(new Uint32Array(0));
    a.destroy();
    stillWorks(d);
  });

  it('absurd allocation sizes', () => {
    const d = dev();
    expect(() => d.alloc('f32', [2 ** 40])).toThrow(OutOfMemoryError);
    expect(() => d.alloc('u8', [2 ** 53])).toThrow(DeviceError);
    expect(() => d.alloc('f32', [2 ** 30, 2 ** 30])).toThrow(SizeError);
    expect(() => d.alloc('f32', [NaN])).toThrow(SizeError);
    stillWorks(d);
  });
});
