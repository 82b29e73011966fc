// Wrong values never reach koffi: each is a typed error (or a TypeScript error, see type-errors.test.ts),
// the process survives, and the device stays usable. One canary proves the validation layer is live.
import { expect, test } from 'vitest';
import * as vk from '../../src/vk/index.ts';
import { useContext } from '../helpers/vk-context.ts';

const context = useContext({ deviceExtensions: [] }); // no VK_KHR_push_descriptor on purpose

const bufferInfo = { size: 256, usage: vk.VkBufferUsageFlagBits.STORAGE_BUFFER, sharingMode: vk.VkSharingMode.EXCLUSIVE };

test('canary: the validation layer reports a known error', () => {
  const buffer = context().dc.createBuffer({ ...bufferInfo, size: 0 });
  context().dc.destroyBuffer(buffer);
  expect(context().messages.map((m) => m.id)).toContain('VUID-VkBufferCreateInfo-size-00912');
  context().messages.length = 0;
});

test('a command whose extension is not enabled throws VkMissingCommandError naming the extension', () => {
  let error: unknown;
  try {
    context().dc.cmdPushDescriptorSetKHR(1n as vk.VkCommandBuffer, vk.VkPipelineBindPoint.COMPUTE, 1n as vk.VkPipelineLayout, 0, []);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(vk.VkMissingCommandError);
  expect((error as Error).message).toMatch(/vkCmdPushDescriptorSetKHR.*VK_KHR_push_descriptor/);
});

test('null where a handle is required: VkValueError, nothing reaches the driver', () => {
  const nullBuffer = null as unknown as vk.VkBuffer;
  expect(() => context().dc.getBufferMemoryRequirements(nullBuffer)).toThrow(vk.VkValueError);
  expect(() => context().dc.getBufferMemoryRequirements(nullBuffer)).toThrow(
    /vkGetBufferMemoryRequirements\.buffer: expected a handle \(non-null\), got null/,
  );
  expect(() => context().dc.createBufferView({ buffer: nullBuffer, format: vk.VkFormat.R32_UINT, range: 16 })).toThrow(
    /VkBufferViewCreateInfo\.buffer: expected a handle/,
  );
});

test('non-integers, wrong types and out-of-range values in integer fields: VkValueError', () => {
  const bad: [unknown, RegExp][] = [
    [1.5, /VkBufferCreateInfo\.size: expected a non-negative safe integer or a bigint, got number 1.5/],
    [-1, /VkBufferCreateInfo\.size/],
    [-1n, /VkBufferCreateInfo\.size: expected an integer in \[0, 2\^64\)/],
    ['256', /VkBufferCreateInfo\.size/],
    [{}, /VkBufferCreateInfo\.size/],
  ];
  for (const [size, message] of bad) {
    expect(() => context().dc.createBuffer({ ...bufferInfo, size: size as number })).toThrow(message);
  }
  for (const usage of [0.5, true, '1', 2 ** 32, -1]) {
    expect(() => context().dc.createBuffer({ ...bufferInfo, usage: usage as number })).toThrow(
      /VkBufferCreateInfo\.usage: expected an integer in \[0, 2\^32\)/,
    );
  }
  expect(() => context().dc.createBuffer({ ...bufferInfo, pQueueFamilyIndices: [0, 1.25] })).toThrow(/pQueueFamilyIndices/);
  expect(() => context().dc.cmdDispatch(1n as vk.VkCommandBuffer, 1.5, 1, 1)).toThrow(/vkCmdDispatch\.groupCountX/);
  expect(() =>
    context().ic.createDevice(context().physicalDevice, {
      pQueueCreateInfos: [{ queueFamilyIndex: 0, pQueuePriorities: ['high' as unknown as number] }],
    }),
  ).toThrow(/VkDeviceQueueCreateInfo\.pQueuePriorities: expected a number/);
  expect(() =>
    context().dc.createFence({
      flags: vk.VkFenceCreateFlagBits.SIGNALED,
      pNext: { sType: 12345 } as unknown as vk.VkFenceCreateInfo['pNext'],
    }),
  ).toThrow(/VkFenceCreateInfo\.pNext/);
});

test('the device is still usable afterwards', () => {
  const buffer = context().dc.createBuffer(bufferInfo);
  expect(context().dc.getBufferMemoryRequirements(buffer).size).toBeGreaterThanOrEqual(256n);
  context().dc.destroyBuffer(buffer);
});
