// Wrong values never reach koffi: each is a typed error (or a TypeScript error, see type-errors.test.ts),
// the process survives, and the device stays usable. One canary proves the validation layer is live.
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as vk from '../../src/vk/index.ts';
import { createContext, type VkContext } from '../helpers/vk-context.ts';

let ctx: VkContext;
beforeAll(() => {
  ctx = createContext({ deviceExtensions: [] }); // no VK_KHR_push_descriptor on purpose
});
afterAll(() => {
  ctx.destroy();
  expect(ctx.messages).toEqual([]);
});

const bufferInfo = { size: 256, usage: vk.VkBufferUsageFlagBits.STORAGE_BUFFER, sharingMode: vk.VkSharingMode.EXCLUSIVE };

test('canary: the validation layer reports a known error', () => {
  const buffer = ctx.dc.createBuffer({ ...bufferInfo, size: 0 });
  ctx.dc.destroyBuffer(buffer);
  expect(ctx.messages.map((m) => m.id)).toContain('VUID-VkBufferCreateInfo-size-00912');
  ctx.messages.length = 0;
});

test('a command whose extension is not enabled throws VkMissingCommandError naming the extension', () => {
  let error: unknown;
  try {
    ctx.dc.cmdPushDescriptorSetKHR(1n as vk.VkCommandBuffer, vk.VkPipelineBindPoint.COMPUTE, 1n as vk.VkPipelineLayout, 0, []);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(vk.VkMissingCommandError);
  expect((error as Error).message).toMatch(/vkCmdPushDescriptorSetKHR.*VK_KHR_push_descriptor/);
});

test('null where a handle is required: VkValueError, nothing reaches the driver', () => {
  const nullBuffer = null as unknown as vk.VkBuffer;
  expect(() => ctx.dc.getBufferMemoryRequirements(nullBuffer)).toThrow(vk.VkValueError);
  expect(() => ctx.dc.getBufferMemoryRequirements(nullBuffer)).toThrow(/vkGetBufferMemoryRequirements\.buffer: expected a handle \(non-null\), got null/);
  expect(() => ctx.dc.createBufferView({ buffer: nullBuffer, format: vk.VkFormat.R32_UINT, range: 16 })).toThrow(
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
    expect(() => ctx.dc.createBuffer({ ...bufferInfo, size: size as number })).toThrow(message);
  }
  for (const usage of [0.5, true, '1', 2 ** 32, -1]) {
    expect(() => ctx.dc.createBuffer({ ...bufferInfo, usage: usage as number })).toThrow(/VkBufferCreateInfo\.usage: expected an integer in \[0, 2\^32\)/);
  }
  expect(() => ctx.dc.createBuffer({ ...bufferInfo, pQueueFamilyIndices: [0, 1.25] })).toThrow(/pQueueFamilyIndices/);
  expect(() => ctx.dc.cmdDispatch(1n as vk.VkCommandBuffer, 1.5, 1, 1)).toThrow(/vkCmdDispatch\.groupCountX/);
  expect(() => ctx.ic.createDevice(ctx.physicalDevice, { pQueueCreateInfos: [{ queueFamilyIndex: 0, pQueuePriorities: ['high' as unknown as number] }] })).toThrow(
    /VkDeviceQueueCreateInfo\.pQueuePriorities: expected a number/,
  );
  expect(() => ctx.dc.createFence({ flags: vk.VkFenceCreateFlagBits.SIGNALED, pNext: { sType: 12345 } as unknown as vk.VkFenceCreateInfo['pNext'] })).toThrow(/VkFenceCreateInfo\.pNext/);
});

test('the device is still usable afterwards', () => {
  const buffer = ctx.dc.createBuffer(bufferInfo);
  expect(ctx.dc.getBufferMemoryRequirements(buffer).size).toBeGreaterThanOrEqual(256n);
  ctx.dc.destroyBuffer(buffer);
});
