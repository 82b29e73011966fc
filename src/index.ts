// vkts: Vulkan compute from TypeScript. The binding is `vk`; the runtime, the workbench and the ops build on it.
export * as vk from './vk/index.ts';
export * from './device/index.ts';
export * from './spirv/index.ts';
export { VktsError } from './vk/core/errors.ts';
export { Kernel, type KernelOptions, type KernelBuffers, type Launch, type PushValue } from './device/kernel.ts';
export * from './ops/index.ts';
export * as quant from './quant/index.ts';
