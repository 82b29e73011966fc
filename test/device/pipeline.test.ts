// A module is checked before any driver sees it (drivers may crash on malformed SPIR-V): malformed or
// truncated words, a missing entry point, bindings or push constants outside the layout are typed errors.
import { describe, expect, test } from 'vitest';
import { BindingError, PushConstantError } from '../../src/device/errors.ts';
import { InvalidSpirvError } from '../../src/spirv/errors.ts';
import { spv, useDevice } from '../helpers/device.ts';

describe('pipeline checks', () => {
  const device = useDevice();
  const saxpy = spv('saxpy.f32'); // bindings 0 and 1, 8 bytes of push constants

  test('malformed modules are InvalidSpirvError, never a driver call', () => {
    const d = device();
    const truncated = saxpy.slice(0, 40);
    expect(() => d.pipeline(truncated, { bindings: 2, pushConstantSize: 8, name: 'cut' })).toThrow(InvalidSpirvError);
    expect(() => d.pipeline(truncated, { bindings: 2, pushConstantSize: 8, name: 'cut' })).toThrow(/cut: invalid SPIR-V: .*truncated/);
    const zeroCount = saxpy.slice();
    zeroCount[5] = 0; // the first instruction's word count
    expect(() => d.pipeline(zeroCount, { bindings: 2, pushConstantSize: 8 })).toThrow(InvalidSpirvError);
    expect(() => d.pipeline(saxpy, { bindings: 2, pushConstantSize: 8, entry: 'other' })).toThrow(/no GLCompute entry point 'other'/);
    expect(() => d.pipeline(new Uint32Array([1, 2, 3, 4, 5]), { bindings: 1 })).toThrow(InvalidSpirvError);
  });

  test('bindings and push constants the layout does not provide are refused', () => {
    const d = device();
    expect(() => d.pipeline(saxpy, { bindings: 1, pushConstantSize: 8, name: 'one' })).toThrow(BindingError);
    expect(() => d.pipeline(saxpy, { bindings: 1, pushConstantSize: 8, name: 'one' })).toThrow(
      /one: the shader uses storageBuffer set 0 binding 1; the pipeline provides storage buffers at set 0, bindings 0..0/,
    );
    expect(() => d.pipeline(saxpy, { bindings: 2, pushConstantSize: 4 })).toThrow(PushConstantError);
    expect(() => d.pipeline(saxpy, { bindings: 2, pushConstantSize: 4 })).toThrow(/push constants take 8 bytes; pushConstantSize is 4/);
    // and the device still builds the right one
    expect(d.pipeline(saxpy, { bindings: 2, pushConstantSize: 8 }).bindings).toBe(2);
  });
});
