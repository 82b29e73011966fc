// The roof kernels through src/ops/launch.ts (the bench's path): an explicit grid and workgroup size, the
// requirement that a grid be given, and the Vulkan version a vulkan1.3 kernel needs (peak_coopmat: its
// SPIR-V capabilities name the cooperative-matrix feature, not the API version, so launch() checks the
// declaration's targetEnv against the device).
import { describe, expect, test } from 'vitest';
import { CapabilityError, type Device } from '../../src/device/index.ts';
import { ArgumentError } from '../../src/ops/index.ts';
import { launch } from '../../src/ops/launch.ts';
import { copyCost, emptyCost } from '../../src/ops/roofs/cost.ts';
import { COPY_KERNEL, EMPTY_KERNEL, PEAK_COOPMAT_KERNEL } from '../../src/ops/roofs/kernels.ts';
import { useDevice } from '../helpers/device.ts';

describe('roof kernels', () => {
  const dev = useDevice({ profile: true });

  test('copy on an explicit grid and workgroup size moves every vec4', () => {
    const d = dev();
    const n4 = 1000;
    const src = d.upload(Float32Array.from({ length: 4 * n4 }, (_, i) => i)),
      dst = d.alloc('f32', [4 * n4]);
    launch(d, COPY_KERNEL, 'default', {
      tensors: [src, dst],
      push: { n4, passes: 2, rotate: 7 },
      groups: [3, 1, 1],
      workgroupSize: 64,
      label: 'copy',
      cost: copyCost(n4, 2),
    });
    expect(Array.from(dst.read())).toEqual(Array.from(src.read()));
  });

  test('a roof kernel without a grid is an ArgumentError', () => {
    expect(() => launch(dev(), EMPTY_KERNEL, 'default', { tensors: [], push: {}, label: 'empty', cost: emptyCost() })).toThrow(
      ArgumentError,
    );
  });

  test('a vulkan1.3 kernel on a Vulkan 1.2 device is a CapabilityError naming the version', () => {
    const d = dev();
    // The same device, described as Vulkan 1.2 (the check reads device.info before any pipeline is made).
    const old = Object.create(d, { info: { value: { ...d.info, apiVersion: '1.2.198' } } }) as Device;
    const run = () =>
      launch(old, PEAK_COOPMAT_KERNEL, 'khr_f16acc', {
        tensors: [],
        push: { loops: 1 },
        groups: [1, 1, 1],
        label: 'coopmat',
        cost: emptyCost(),
      });
    expect(run).toThrow(CapabilityError);
    expect(run).toThrow(/peak_coopmat\.khr_f16acc needs Vulkan 1\.3 \(it has 1\.2\.198\)/);
  });
});
