// The binding's reliability issue: values that crashed the process, or corrupted the shared arena, are typed
// errors now. Cases that used to kill the process run in a child process (test/vk/child.ts).
import { describe, expect, it } from 'vitest';
import * as vk from '../../src/vk/index.ts';
import { ARENA_LIMIT } from '../../src/vk/core/arena.ts';
import { i16, i8, u16, u32, u8 } from '../../src/vk/core/check.ts';
import { expectSurvived, expectTyped, runChild } from './child.ts';
import { useContext } from '../helpers/vk-context.ts';

const OPEN = `import { Device } from './src/device/index.ts'; const d = Device.open();`;
const INSTANCE = `
import * as vk from './src/vk/index.ts';
const apiVersion = vk.makeApiVersion(1, 3);
const entry = vk.entryCommands();
const instance = entry.createInstance({ pApplicationInfo: { apiVersion } });
const ic = vk.instanceCommands(instance, { apiVersion, extensions: [] });`;

describe('crash cases, each in a child process', () => {
  it('C6: 0n where a non-optional handle is required is a VkValueError, like null', () => {
    expectTyped(
      runChild(`${OPEN} await expectError(() => d.raw.dc.getBufferMemoryRequirements(0n));`),
      'VkValueError',
      /0n is VK_NULL_HANDLE/,
    );
  });

  it('C6: 0n in a required handle member of a struct is a VkValueError', () => {
    const r = runChild(`${OPEN} await expectError(() => d.raw.dc.createBufferView({ buffer: 0n, format: 100, range: 16 }));`);
    expectTyped(r, 'VkValueError', /VkBufferViewCreateInfo\.buffer/);
  });

  it('C7: the device table after device.destroy() answers VkDestroyedError', () => {
    expectTyped(
      runChild(`${OPEN} const { dc } = d.raw; d.destroy(); await expectError(() => dc.createFence({}));`),
      'VkDestroyedError',
      /vkCreateFence/,
    );
    expectTyped(
      runChild(`${OPEN} const { dc } = d.raw; d.destroy(); await expectError(() => dc.raw('vkCmdDispatch'));`),
      'VkDestroyedError',
    );
    expectTyped(runChild(`${OPEN} const { dc } = d.raw; d.destroy(); await expectError(() => dc.destroyDevice());`), 'VkDestroyedError');
  });

  it('C7: device.raw after destroy() is a DestroyedError', () => {
    expectTyped(runChild(`${OPEN} d.destroy(); await expectError(() => d.raw.dc);`), 'DestroyedError');
  });

  it('C7: an instance table after destroyInstance(), and destroyInstance() twice', () => {
    expectTyped(
      runChild(`${INSTANCE} ic.destroyInstance(); await expectError(() => ic.enumeratePhysicalDevices());`),
      'VkDestroyedError',
      /instance/,
    );
    expectTyped(
      runChild(`${INSTANCE} ic.destroyInstance(); await expectError(() => ic.destroyInstance());`),
      'VkDestroyedError',
      /vkDestroyInstance/,
    );
    const r = runChild(`${INSTANCE} ic.destroyInstance(); report(ic.destroyed);`);
    expectSurvived(r);
    expect(r.results).toEqual(['true']);
  });
});

describe('values the encoders refuse or convert', () => {
  const context = useContext({ deviceExtensions: [] });

  it('a bigint in an 8/16/32-bit field names the field and the range', () => {
    const checks: [(v: number, f: string) => number, RegExp][] = [
      [u32, /\[0, 2\^32\)/],
      [u16, /\[0, 65536\)/],
      [i16, /\[-32768/],
      [u8, /\[0, 256\)/],
      [i8, /\[-128/],
    ];
    for (const [check, range] of checks) {
      expect(() => check(5n as never, 'S.f')).toThrow(vk.VkValueError);
      expect(() => check(5n as never, 'S.f')).toThrow(range);
      expect(() => check(5n as never, 'S.f')).toThrow(/S\.f: .*bigints are for 64-bit fields\), got 5n/);
    }
    const { ic, physicalDevice } = context();
    expect(() =>
      ic.createDevice(physicalDevice, { pQueueCreateInfos: [{ queueFamilyIndex: 0n as never, pQueuePriorities: [1] }] }),
    ).toThrow(/VkDeviceQueueCreateInfo\.queueFamilyIndex: expected an integer in \[0, 2\^32\)/);
  });

  it('a self-referencing pNext chain is a VkValueError, not a stack overflow', () => {
    const link: Record<string, unknown> = { sType: vk.VkStructureType.PHYSICAL_DEVICE_VULKAN_1_1_FEATURES };
    link.pNext = link;
    const { ic, physicalDevice } = context();
    const create = () =>
      ic.createDevice(physicalDevice, { pNext: link as never, pQueueCreateInfos: [{ queueFamilyIndex: 0, pQueuePriorities: [1] }] });
    expect(create).toThrow(vk.VkValueError);
    expect(create).toThrow(/pNext chain of at most 64 links \(is it circular\?\)/);
  });

  it('a typed array of another element type is converted element by element, never byte-copied past its slot', () => {
    const a = new vk.Arena();
    a.reset();
    const o = a.alloc(40, 8);
    const c = a.cur;
    const canary = a.alloc(8, 4);
    vk.encVkDeviceQueueCreateInfo(a, c, o, { queueFamilyIndex: 0, pQueuePriorities: new Float64Array([0.5, 0.25]) });
    const at = a.chunkAt(Number(c.dv.getBigUint64(o + 32, true)), 8);
    expect([at.c.dv.getFloat32(at.o, true), at.c.dv.getFloat32(at.o + 4, true)]).toEqual([0.5, 0.25]);
    expect([...c.u8.subarray(canary, canary + 8)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    // A uint32 member: integral values convert, others are refused with the field's name.
    const s = a.alloc(72, 8);
    vk.encVkSubmitInfo(a, a.cur, s, { pWaitSemaphores: [1n as vk.VkSemaphore], pWaitDstStageMask: new Float64Array([2]) });
    expect(() =>
      vk.encVkSubmitInfo(a, a.cur, s, { pWaitSemaphores: [1n as vk.VkSemaphore], pWaitDstStageMask: new Float64Array([1.5]) }),
    ).toThrow(/VkSubmitInfo\.pWaitDstStageMask: expected an integer in \[0, 2\^32\), got number 1\.5/);
    a.reset();
  });

  it('an array of 2^30 elements is refused before any memory is taken, and the arena stays usable', () => {
    const { ic, physicalDevice } = context();
    expect(() => ic.createDevice(physicalDevice, { pQueueCreateInfos: { length: 2 ** 30 } as never })).toThrow(
      /VkDeviceCreateInfo\.pQueueCreateInfos: expected an array of at most 2\^24 elements/,
    );
    expect(() =>
      ic.createDevice(physicalDevice, { pQueueCreateInfos: [{ queueFamilyIndex: 0, pQueuePriorities: { length: -1 } as never }] }),
    ).toThrow(vk.VkValueError);
    expect(ic.getPhysicalDeviceProperties(physicalDevice).deviceName.length).toBeGreaterThan(0);
  });

  it('more than ARENA_LIMIT bytes of arguments is a VkValueError, and the arena stays usable', () => {
    const { dc } = context();
    const huge = { byteLength: ARENA_LIMIT + 1, buffer: new ArrayBuffer(0), byteOffset: 0 } as unknown as ArrayBuffer;
    expect(() => dc.createPipelineCache({ pInitialData: huge })).toThrow(/at most 1024 MiB of encoded arguments per call/);
    const cache = dc.createPipelineCache({});
    dc.destroyPipelineCache(cache);
  });

  it('a string over 64 KiB (a chunk) is encoded, freed afterwards, and the arena stays usable', () => {
    const { entry } = context();
    for (const n of [70_001, 65_536, 200_003]) {
      const inst = entry.createInstance({ pApplicationInfo: { apiVersion: vk.makeApiVersion(1, 1), pApplicationName: 'x'.repeat(n) } });
      const ic = vk.instanceCommands(inst, { apiVersion: vk.makeApiVersion(1, 1), extensions: [] });
      expect(ic.enumeratePhysicalDevices().length).toBeGreaterThan(0);
      ic.destroyInstance();
    }
  });

  it('an encoder that throws half-way leaves the next call intact', () => {
    const { dc } = context();
    const bad = {
      size: 64,
      usage: vk.VkBufferUsageFlagBits.STORAGE_BUFFER,
      pQueueFamilyIndices: [0, 1.5],
      sharingMode: vk.VkSharingMode.CONCURRENT,
    };
    expect(() => dc.createBuffer(bad)).toThrow(/pQueueFamilyIndices/);
    const b = dc.createBuffer({ size: 64, usage: vk.VkBufferUsageFlagBits.STORAGE_BUFFER });
    expect(dc.getBufferMemoryRequirements(b).size).toBeGreaterThanOrEqual(64n);
    dc.destroyBuffer(b);
  });
});
