// Binding costs: cold start (import + instance + device, driver time reported separately) and the CPU cost of
// recording one dispatch (bind pipeline + push descriptor set with 3 buffers + push constants + dispatch)
// from ergonomic JS objects. Run: npx tsx bench/binding.ts [--json FILE]
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as vk from '../src/vk/index.ts';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1];

function coldStarts(runs: number) {
  const script = fileURLToPath(new URL('./binding-startup.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
  const results = [];
  for (let i = 0; i < runs; i++) results.push(JSON.parse(execFileSync(process.execPath, [tsx, script], { encoding: 'utf8' })));
  return {
    device: results[0].device as string,
    importMs: median(results.map((r) => r.importMs)),
    createMs: median(results.map((r) => r.createMs)),
    driverMs: median(results.map((r) => r.driverMs)),
  };
}

function recordDispatches(iterations: number) {
  const entry = vk.entryCommands();
  const apiVersion = vk.makeApiVersion(1, 3);
  const instance = entry.createInstance({ pApplicationInfo: { apiVersion } });
  const ic = vk.instanceCommands(instance, { apiVersion, extensions: [] });
  const [pd] = ic.enumeratePhysicalDevices();
  const extensions = ['VK_KHR_push_descriptor'];
  const device = ic.createDevice(pd, {
    pQueueCreateInfos: [{ queueFamilyIndex: 0, pQueuePriorities: [1] }],
    ppEnabledExtensionNames: extensions,
  });
  const dc = vk.deviceCommands(instance, device, { apiVersion, extensions });
  const file = readFileSync(new URL('../shaders/spv/saxpy.f32.spv', import.meta.url));
  const module = dc.createShaderModule({ pCode: new Uint32Array(file.buffer, file.byteOffset, file.byteLength / 4) });
  const setLayout = dc.createDescriptorSetLayout({
    flags: vk.VkDescriptorSetLayoutCreateFlagBits.PUSH_DESCRIPTOR_KHR,
    pBindings: [0, 1, 2].map((binding) => ({
      binding,
      descriptorType: vk.VkDescriptorType.STORAGE_BUFFER,
      descriptorCount: 1,
      stageFlags: vk.VkShaderStageFlagBits.COMPUTE,
    })),
  });
  const layout = dc.createPipelineLayout({
    pSetLayouts: [setLayout],
    pPushConstantRanges: [{ stageFlags: vk.VkShaderStageFlagBits.COMPUTE, size: 8 }],
  });
  const [pipeline] = dc.createComputePipelines(null, [
    { stage: { stage: vk.VkShaderStageFlagBits.COMPUTE, module, pName: 'main' }, layout },
  ]);
  const buffers = [0, 1, 2].map(() => dc.createBuffer({ size: 4096, usage: vk.VkBufferUsageFlagBits.STORAGE_BUFFER }));
  const pool = dc.createCommandPool({ queueFamilyIndex: 0 });
  const [cb] = dc.allocateCommandBuffers({ commandPool: pool, level: vk.VkCommandBufferLevel.PRIMARY, commandBufferCount: 1 });
  const push = new Float32Array([2, 0]);
  const COMPUTE = vk.VkPipelineBindPoint.COMPUTE;
  const STORAGE = vk.VkDescriptorType.STORAGE_BUFFER;
  const record = (n: number): number => {
    dc.beginCommandBuffer(cb, {});
    const t = performance.now();
    for (let i = 0; i < n; i++) {
      dc.cmdBindPipeline(cb, COMPUTE, pipeline);
      dc.cmdPushDescriptorSetKHR(cb, COMPUTE, layout, 0, [
        { dstBinding: 0, descriptorType: STORAGE, pBufferInfo: [{ buffer: buffers[0], range: 4096 }] },
        { dstBinding: 1, descriptorType: STORAGE, pBufferInfo: [{ buffer: buffers[1], range: 4096 }] },
        { dstBinding: 2, descriptorType: STORAGE, pBufferInfo: [{ buffer: buffers[2], range: 4096 }] },
      ]);
      dc.cmdPushConstants(cb, layout, vk.VkShaderStageFlagBits.COMPUTE, 0, push);
      dc.cmdDispatch(cb, 16, 1, 1);
    }
    const dt = performance.now() - t;
    dc.endCommandBuffer(cb);
    dc.resetCommandPool(pool, 0);
    return (dt * 1000) / n;
  };
  record(2000); // warm-up: JIT and first-call resolution
  const runs = Array.from({ length: 9 }, () => record(iterations));
  const perDispatch = median(runs);
  const best = Math.min(...runs);
  // The four raw koffi calls alone, with arguments encoded once into a private arena: the floor set by koffi
  // and the driver.
  const raw = ['vkCmdBindPipeline', 'vkCmdPushDescriptorSetKHR', 'vkCmdPushConstants', 'vkCmdDispatch'].map((n) => dc.raw(n));
  const pre = new vk.Arena();
  const writesAt = pre.alloc(3 * 64, 8);
  const writesChunk = pre.cur;
  for (let i = 0; i < 3; i++) {
    vk.encVkWriteDescriptorSet(pre, writesChunk, writesAt + i * 64, {
      dstBinding: i,
      descriptorType: STORAGE,
      pBufferInfo: [{ buffer: buffers[i], range: 4096 }],
    });
  }
  const writes = writesChunk.base + writesAt;
  const pushAt = pre.bytes(push);
  const rawFloor = (n: number): number => {
    dc.beginCommandBuffer(cb, {});
    const t = performance.now();
    for (let i = 0; i < n; i++) {
      raw[0](cb, COMPUTE, pipeline);
      raw[1](cb, COMPUTE, layout, 0, 3, writes);
      raw[2](cb, layout, vk.VkShaderStageFlagBits.COMPUTE, 0, 8, pushAt);
      raw[3](cb, 16, 1, 1);
    }
    const dt = performance.now() - t;
    dc.endCommandBuffer(cb);
    dc.resetCommandPool(pool, 0);
    return (dt * 1000) / n;
  };
  rawFloor(2000);
  const floor = median(Array.from({ length: 9 }, () => rawFloor(iterations)));
  const name = ic.getPhysicalDeviceProperties(pd).deviceName;
  dc.destroyCommandPool(pool);
  for (const b of buffers) dc.destroyBuffer(b);
  dc.destroyPipeline(pipeline);
  dc.destroyPipelineLayout(layout);
  dc.destroyDescriptorSetLayout(setLayout);
  dc.destroyShaderModule(module);
  dc.destroyDevice();
  ic.destroyInstance();
  return { device: name, perDispatchUs: perDispatch, bestUs: best, rawCallsUs: floor };
}

const cold = coldStarts(5);
const rec = recordDispatches(20_000);
const rows: [string, string, string][] = [
  ['import vkts', `${cold.importMs.toFixed(1)} ms`, 'median of 5 fresh processes'],
  [
    'instance + device',
    `${cold.createMs.toFixed(1)} ms`,
    `of which ${cold.driverMs.toFixed(1)} ms inside driver calls (the driver's startup)`,
  ],
  [
    'import + create, vkts share',
    `${(cold.importMs + Math.max(0, cold.createMs - cold.driverMs)).toFixed(1)} ms`,
    'goal < 150 ms on lavapipe',
  ],
  [
    'record one dispatch',
    `${rec.perDispatchUs.toFixed(3)} µs`,
    `median of 9 × ${20_000} (best ${rec.bestUs.toFixed(3)} µs): bind + push descriptors (3 buffers) + push constants + dispatch`,
  ],
  ['  of which koffi + driver', `${rec.rawCallsUs.toFixed(3)} µs`, 'the same 4 calls with pre-encoded arguments'],
];
console.log(`vkts binding bench on ${rec.device}`);
const w = [0, 1].map((c) => Math.max(...rows.map((r) => r[c].length)));
for (const r of rows) console.log(`  ${r[0].padEnd(w[0])}  ${r[1].padStart(w[1])}  ${r[2]}`);
const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify({ ...cold, ...rec }, null, 2));
