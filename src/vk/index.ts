// The Vulkan binding: generated constants, enums, handles, structs and command tables, and the small
// hand-written core they stand on. Nothing above src/vk touches koffi directly.
import { EXTENSIONS } from './generated/enums.ts';
import { DeviceCommands, EntryCommands, InstanceCommands } from './generated/commands.ts';
import type { VkDevice, VkInstance } from './generated/handles.ts';
import { getDeviceProcAddr, vulkanLibrary } from './core/library.ts';
import { versionsUpTo } from './core/tables.ts';

export * from './generated/enums.ts';
export type * from './generated/handles.ts';
export * from './generated/structs.ts';
export { LAYOUTS, type StructLayout } from './generated/layouts.ts';
export { DeviceCommands, EntryCommands, InstanceCommands } from './generated/commands.ts';
export {
  VktsError,
  VkError,
  VkMissingCommandError,
  VkValueError,
  VkDestroyedError,
  VulkanLoaderError,
  FenceWaiterClosedError,
} from './core/errors.ts';
export { vulkanLibrary } from './core/library.ts';
export { Arena, readCStrAt } from './core/arena.ts';
export { DebugCallback, type ValidationMessage } from './debug.ts';
export { mappedView, allocNative, type NativeMemory } from './memory.ts';
export { FenceWaiter } from './fence-waiter.ts';

/** VK_MAKE_API_VERSION(0, major, minor, patch). */
export const makeApiVersion = (major: number, minor: number, patch = 0): number => ((major << 22) | (minor << 12) | patch) >>> 0;
/** `1.3.239` from a packed version. */
export const apiVersionString = (v: number): string => `${v >>> 22}.${(v >>> 12) & 0x3ff}.${v & 0xfff}`;

/** Global commands: vkCreateInstance and the instance-level enumerations. */
export function entryCommands(): EntryCommands {
  const lib = vulkanLibrary();
  return new EntryCommands({
    level: 'entry',
    enabled: new Set(versionsUpTo(makeApiVersion(1, 4))),
    lookup: (name) => lib.getInstanceProcAddr(0n, name),
  });
}

export interface EnabledSet {
  /** The apiVersion the instance was created with (device: the lower of it and the device's). */
  apiVersion: number;
  /** Extension names enabled at creation. */
  extensions: readonly string[];
}

const deviceExtensionNames = new Set(
  Object.entries(EXTENSIONS)
    .filter(([, k]) => k === 'device')
    .map(([n]) => n),
);

/** The instance-level table of an instance created with `enabled`. */
export function instanceCommands(instance: VkInstance, enabled: EnabledSet): InstanceCommands {
  const lib = vulkanLibrary();
  return new InstanceCommands(instance, {
    level: 'instance',
    enabled: new Set([...versionsUpTo(enabled.apiVersion), ...enabled.extensions]),
    // Physical-device commands of device extensions are resolved here; whether the device has the extension
    // is the caller's business (the driver returns NULL otherwise, which the table reports).
    unchecked: deviceExtensionNames,
    lookup: (name) => lib.getInstanceProcAddr(instance, name),
  });
}

/** The device-level table of a device created with `enabled`. */
export function deviceCommands(instance: VkInstance, device: VkDevice, enabled: EnabledSet): DeviceCommands {
  return new DeviceCommands(device, {
    level: 'device',
    enabled: new Set([...versionsUpTo(enabled.apiVersion), ...enabled.extensions]),
    lookup: (name) => getDeviceProcAddr(instance, device, name),
  });
}

// `import { vk } from 'vkts/vk'` as well as `import * as vk from 'vkts/vk'`: the module as a named export of
// itself, the same object `import { vk } from 'vkts'` gives.
export * as vk from './index.ts';
