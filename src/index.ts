// vkts: Vulkan compute from TypeScript. The binding is `vk`; the layers above it are exported beside it.
export * as vk from './vk/index.ts';
