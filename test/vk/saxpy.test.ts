// End to end through the generated binding alone: buffer, memory, shader module, push-descriptor set layout,
// pipeline, push constants, dispatch, fence, readback. Results must be exact.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import * as vk from '../../src/vk/index.ts';
import { useContext } from '../helpers/vk-context.ts';

const context = useContext();

function hostBuffer(size: number) {
  const { dc, ic, physicalDevice } = context();
  const buffer = dc.createBuffer({ size, usage: vk.VkBufferUsageFlagBits.STORAGE_BUFFER, sharingMode: vk.VkSharingMode.EXCLUSIVE });
  const req = dc.getBufferMemoryRequirements(buffer);
  const props = ic.getPhysicalDeviceMemoryProperties(physicalDevice);
  const want = vk.VkMemoryPropertyFlagBits.HOST_VISIBLE | vk.VkMemoryPropertyFlagBits.HOST_COHERENT;
  const type = props.memoryTypes.findIndex((t, i) => (req.memoryTypeBits & (1 << i)) !== 0 && (t.propertyFlags & want) === want);
  expect(type).toBeGreaterThanOrEqual(0);
  const memory = dc.allocateMemory({ allocationSize: req.size, memoryTypeIndex: type });
  dc.bindBufferMemory(buffer, memory, 0);
  const view = vk.mappedView(dc.mapMemory(memory, 0, size, 0), size);
  return { buffer, memory, view };
}

test('saxpy dispatch through the raw binding is exact', () => {
  const { dc, queue, queueFamily } = context();
  const n = 1000; // not a multiple of the workgroup size
  const x = hostBuffer(n * 4);
  const y = hostBuffer(n * 4);
  const xs = new Float32Array(x.view);
  const ys = new Float32Array(y.view);
  for (let i = 0; i < n; i++) {
    xs[i] = i * 0.5 - 17;
    ys[i] = 3 - i * 0.25;
  }
  const a = 2.5;
  const expected = Float32Array.from(ys, (yv, i) => Math.fround(Math.fround(a * xs[i]) + yv));

  const file = readFileSync(new URL('../../shaders/spv/saxpy.f32.spv', import.meta.url));
  const code = new Uint32Array(file.buffer, file.byteOffset, file.byteLength / 4);
  const module = dc.createShaderModule({ pCode: code });
  const setLayout = dc.createDescriptorSetLayout({
    flags: vk.VkDescriptorSetLayoutCreateFlagBits.PUSH_DESCRIPTOR_KHR,
    pBindings: [0, 1].map((binding) => ({
      binding,
      descriptorType: vk.VkDescriptorType.STORAGE_BUFFER,
      descriptorCount: 1,
      stageFlags: vk.VkShaderStageFlagBits.COMPUTE,
    })),
  });
  const layout = dc.createPipelineLayout({
    pSetLayouts: [setLayout],
    pPushConstantRanges: [{ stageFlags: vk.VkShaderStageFlagBits.COMPUTE, offset: 0, size: 8 }],
  });
  const [pipeline] = dc.createComputePipelines(null, [
    { stage: { stage: vk.VkShaderStageFlagBits.COMPUTE, module, pName: 'main' }, layout },
  ]);
  const pool = dc.createCommandPool({ queueFamilyIndex: queueFamily });
  const [cb] = dc.allocateCommandBuffers({ commandPool: pool, level: vk.VkCommandBufferLevel.PRIMARY, commandBufferCount: 1 });
  dc.beginCommandBuffer(cb, { flags: vk.VkCommandBufferUsageFlagBits.ONE_TIME_SUBMIT });
  dc.cmdBindPipeline(cb, vk.VkPipelineBindPoint.COMPUTE, pipeline);
  dc.cmdPushDescriptorSetKHR(cb, vk.VkPipelineBindPoint.COMPUTE, layout, 0, [
    { dstBinding: 0, descriptorType: vk.VkDescriptorType.STORAGE_BUFFER, pBufferInfo: [{ buffer: x.buffer, offset: 0, range: n * 4 }] },
    { dstBinding: 1, descriptorType: vk.VkDescriptorType.STORAGE_BUFFER, pBufferInfo: [{ buffer: y.buffer, offset: 0, range: n * 4 }] },
  ]);
  const pc = new DataView(new ArrayBuffer(8));
  pc.setFloat32(0, a, true);
  pc.setUint32(4, n, true);
  dc.cmdPushConstants(cb, layout, vk.VkShaderStageFlagBits.COMPUTE, 0, pc);
  dc.cmdDispatch(cb, Math.ceil(n / 64), 1, 1);
  dc.cmdPipelineBarrier(
    cb,
    vk.VkPipelineStageFlagBits.COMPUTE_SHADER,
    vk.VkPipelineStageFlagBits.HOST,
    0,
    [{ srcAccessMask: vk.VkAccessFlagBits.SHADER_WRITE, dstAccessMask: vk.VkAccessFlagBits.HOST_READ }],
    null,
    null,
  );
  dc.endCommandBuffer(cb);
  const fence = dc.createFence({});
  expect(dc.queueSubmit(queue, [{ pCommandBuffers: [cb] }], fence)).toBe(vk.VkResult.SUCCESS);
  expect(dc.waitForFences([fence], true, 10_000_000_000n)).toBe(vk.VkResult.SUCCESS);

  expect(Array.from(ys)).toEqual(Array.from(expected));

  dc.destroyFence(fence);
  dc.destroyCommandPool(pool);
  dc.destroyPipeline(pipeline);
  dc.destroyPipelineLayout(layout);
  dc.destroyDescriptorSetLayout(setLayout);
  dc.destroyShaderModule(module);
  for (const b of [x, y]) {
    dc.unmapMemory(b.memory);
    dc.destroyBuffer(b.buffer);
    dc.freeMemory(b.memory);
  }
});
