// A Vulkan instance + device straight from the binding, with the validation layer and synchronization
// validation on. Every message is collected; tests assert there are none.
import { afterAll, beforeAll, expect } from 'vitest';
import * as vk from '../../src/vk/index.ts';

export interface VkContext {
  entry: vk.EntryCommands;
  instance: vk.VkInstance;
  ic: vk.InstanceCommands;
  physicalDevice: vk.VkPhysicalDevice;
  device: vk.VkDevice;
  dc: vk.DeviceCommands;
  queue: vk.VkQueue;
  queueFamily: number;
  deviceExtensions: string[];
  messages: vk.ValidationMessage[];
  destroy(): void;
}

export const API_VERSION = vk.makeApiVersion(1, 3);
const INSTANCE_EXTENSIONS = ['VK_EXT_debug_utils', 'VK_EXT_validation_features'];

export function createContext(opts: { deviceExtensions?: string[] } = {}): VkContext {
  const messages: vk.ValidationMessage[] = [];
  const callback = new vk.DebugCallback((m) => messages.push(m));
  const entry = vk.entryCommands();
  const instance = entry.createInstance({
    pNext: {
      sType: vk.VkStructureType.VALIDATION_FEATURES_EXT,
      pEnabledValidationFeatures: [vk.VkValidationFeatureEnableEXT.SYNCHRONIZATION_VALIDATION],
      pNext: callback.createInfo,
    },
    pApplicationInfo: { pApplicationName: 'vkts-test', apiVersion: API_VERSION },
    ppEnabledLayerNames: ['VK_LAYER_KHRONOS_validation'],
    ppEnabledExtensionNames: INSTANCE_EXTENSIONS,
  });
  const ic = vk.instanceCommands(instance, { apiVersion: API_VERSION, extensions: INSTANCE_EXTENSIONS });
  const messenger = ic.createDebugUtilsMessengerEXT(callback.createInfo);
  const [physicalDevice] = ic.enumeratePhysicalDevices();
  const queueFamily = ic.getPhysicalDeviceQueueFamilyProperties(physicalDevice).findIndex((q) => q.queueFlags & vk.VkQueueFlagBits.COMPUTE);
  const deviceExtensions = opts.deviceExtensions ?? ['VK_KHR_push_descriptor'];
  const device = ic.createDevice(physicalDevice, {
    pQueueCreateInfos: [{ queueFamilyIndex: queueFamily, pQueuePriorities: [1] }],
    ppEnabledExtensionNames: deviceExtensions,
  });
  const dc = vk.deviceCommands(instance, device, { apiVersion: API_VERSION, extensions: deviceExtensions });
  const queue = dc.getDeviceQueue(queueFamily, 0);
  return {
    entry,
    instance,
    ic,
    physicalDevice,
    device,
    dc,
    queue,
    queueFamily,
    deviceExtensions,
    messages,
    destroy() {
      dc.destroyDevice();
      ic.destroyDebugUtilsMessengerEXT(messenger);
      ic.destroyInstance();
      callback.dispose();
    },
  };
}

/** A context for a test file: created before its tests, destroyed after, with no validation message allowed. */
export function useContext(opts: { deviceExtensions?: string[] } = {}): () => VkContext {
  let ctx: VkContext | undefined;
  beforeAll(() => {
    ctx = createContext(opts);
  });
  afterAll(() => {
    ctx?.destroy();
    expect(ctx?.messages).toEqual([]);
  });
  return () => ctx!;
}
