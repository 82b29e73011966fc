// Instance and device creation, enumeration and decoding through the generated binding, with the
// validation layer and synchronization validation on: zero messages expected.
import { expect, test } from 'vitest';
import * as vk from '../../src/vk/index.ts';
import { useContext } from '../helpers/vk-context.ts';

const context = useContext();

test('instance-level enumerations', () => {
  const version = context().entry.enumerateInstanceVersion();
  expect(version >>> 22).toBe(1);
  expect((version >>> 12) & 0x3ff).toBeGreaterThanOrEqual(1);
  const layers = context()
    .entry.enumerateInstanceLayerProperties()
    .map((l) => l.layerName);
  expect(layers).toContain('VK_LAYER_KHRONOS_validation');
  const exts = context()
    .entry.enumerateInstanceExtensionProperties(null)
    .map((e) => e.extensionName);
  expect(exts).toContain('VK_EXT_debug_utils');
  // Every name is a clean NUL-terminated string decoded from a fixed char array.
  for (const e of exts) expect(e).toMatch(/^VK_[A-Za-z0-9_]+$/);
});

test('physical device properties, limits and a properties2 output chain decoded from native memory', () => {
  const { ic, physicalDevice } = context();
  const props = ic.getPhysicalDeviceProperties(physicalDevice);
  expect(props.deviceName.length).toBeGreaterThan(0);
  expect(props.limits.maxComputeWorkGroupCount).toHaveLength(3);
  expect(props.limits.maxComputeWorkGroupInvocations).toBeGreaterThanOrEqual(128);
  expect(props.pipelineCacheUUID).toBeInstanceOf(Uint8Array);
  expect(props.pipelineCacheUUID).toHaveLength(16);

  const p2 = ic.getPhysicalDeviceProperties2(physicalDevice, {
    pNext: {
      sType: vk.VkStructureType.PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES,
      pNext: { sType: vk.VkStructureType.PHYSICAL_DEVICE_SUBGROUP_PROPERTIES },
    },
  });
  expect(p2.sType).toBe(vk.VkStructureType.PHYSICAL_DEVICE_PROPERTIES_2);
  expect(p2.properties.deviceName).toBe(props.deviceName);
  const v12 = vk.findInChain(p2, vk.VkStructureType.PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES)!;
  expect(v12.driverName.length).toBeGreaterThan(0);
  expect(v12.conformanceVersion.major).toBe(1);
  const subgroup = vk.findInChain(p2, vk.VkStructureType.PHYSICAL_DEVICE_SUBGROUP_PROPERTIES)!;
  expect(subgroup.subgroupSize).toBeGreaterThanOrEqual(1);
  expect(subgroup.supportedStages & vk.VkShaderStageFlagBits.COMPUTE).toBeTruthy();
  // The chain as written by the driver, in order.
  expect(p2.pNext?.sType).toBe(vk.VkStructureType.PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES);
  expect(p2.pNext?.pNext?.sType).toBe(vk.VkStructureType.PHYSICAL_DEVICE_SUBGROUP_PROPERTIES);
});

test('features2 output chain: Vulkan 1.1/1.2/1.3 features as booleans', () => {
  const f = context().ic.getPhysicalDeviceFeatures2(context().physicalDevice, {
    pNext: {
      sType: vk.VkStructureType.PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
      pNext: {
        sType: vk.VkStructureType.PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
        pNext: { sType: vk.VkStructureType.PHYSICAL_DEVICE_VULKAN_1_3_FEATURES },
      },
    },
  });
  expect(typeof f.features.shaderInt64).toBe('boolean');
  const v12 = vk.findInChain(f, vk.VkStructureType.PHYSICAL_DEVICE_VULKAN_1_2_FEATURES)!;
  expect(v12.timelineSemaphore).toBe(true); // core in 1.2: every 1.2 device has it
  const v13 = vk.findInChain(f, vk.VkStructureType.PHYSICAL_DEVICE_VULKAN_1_3_FEATURES)!;
  expect(v13.synchronization2).toBe(true); // required in 1.3
});

test('memory properties, queue families, device extensions', () => {
  const { ic, physicalDevice } = context();
  const mem = ic.getPhysicalDeviceMemoryProperties(physicalDevice);
  expect(mem.memoryTypes).toHaveLength(mem.memoryTypeCount); // fixed arrays trimmed to their count
  expect(mem.memoryHeaps).toHaveLength(mem.memoryHeapCount);
  for (const h of mem.memoryHeaps) expect(typeof h.size).toBe('bigint');
  for (const t of mem.memoryTypes) expect(t.heapIndex).toBeLessThan(mem.memoryHeapCount);

  const mem2 = ic.getPhysicalDeviceMemoryProperties2(physicalDevice);
  expect(mem2.memoryProperties.memoryHeaps.map((h) => h.size)).toEqual(mem.memoryHeaps.map((h) => h.size));

  const families = ic.getPhysicalDeviceQueueFamilyProperties(physicalDevice);
  expect(families.length).toBeGreaterThan(0);
  expect(families.some((q) => q.queueFlags & vk.VkQueueFlagBits.COMPUTE)).toBe(true);
  const families2 = ic.getPhysicalDeviceQueueFamilyProperties2(physicalDevice);
  expect(families2.map((q) => q.queueFamilyProperties.queueFlags)).toEqual(families.map((q) => q.queueFlags));

  const exts = ic.enumerateDeviceExtensionProperties(physicalDevice, null).map((e) => e.extensionName);
  expect(exts).toContain('VK_KHR_push_descriptor');
  if (exts.includes('VK_EXT_memory_budget')) {
    const budget = ic.getPhysicalDeviceMemoryProperties2(physicalDevice, {
      pNext: { sType: vk.VkStructureType.PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES_EXT },
    });
    const b = vk.findInChain(budget, vk.VkStructureType.PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES_EXT)!;
    expect(b.heapBudget[0]).toBeGreaterThan(0n);
  } else console.log('memory budget not checked: the device has no VK_EXT_memory_budget');
});

test('cooperative-matrix properties where the device has them', (t) => {
  const exts = context()
    .ic.enumerateDeviceExtensionProperties(context().physicalDevice, null)
    .map((e) => e.extensionName);
  if (!exts.includes('VK_KHR_cooperative_matrix')) {
    console.log(
      `skipped: ${context().ic.getPhysicalDeviceProperties(context().physicalDevice).deviceName} has no VK_KHR_cooperative_matrix`,
    );
    t.skip();
    return;
  }
  const shapes = context().ic.getPhysicalDeviceCooperativeMatrixPropertiesKHR(context().physicalDevice);
  expect(shapes.length).toBeGreaterThan(0);
  for (const s of shapes) expect(s.MSize * s.NSize * s.KSize).toBeGreaterThan(0);
});

test('device-level objects: create, query, destroy', () => {
  const { dc } = context();
  const buffer = dc.createBuffer({ size: 4096, usage: vk.VkBufferUsageFlagBits.STORAGE_BUFFER, sharingMode: vk.VkSharingMode.EXCLUSIVE });
  const req = dc.getBufferMemoryRequirements(buffer);
  expect(req.size).toBeGreaterThanOrEqual(4096n);
  expect(req.memoryTypeBits).toBeGreaterThan(0);
  const req2 = dc.getBufferMemoryRequirements2({ buffer }, { pNext: { sType: vk.VkStructureType.MEMORY_DEDICATED_REQUIREMENTS } });
  expect(req2.memoryRequirements.size).toBe(req.size);
  expect(typeof vk.findInChain(req2, vk.VkStructureType.MEMORY_DEDICATED_REQUIREMENTS)!.prefersDedicatedAllocation).toBe('boolean');
  dc.destroyBuffer(buffer);
});
