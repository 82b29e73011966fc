// Loads libvulkan once and exposes the two GetProcAddr entry points everything else is resolved through.
import koffi, { type TypeObject } from 'koffi';
import { VulkanLoaderError } from './errors.ts';

export interface VulkanLibrary {
  readonly path: string;
  /** vkGetInstanceProcAddr(instance, name) → function address (0 when absent). */
  getInstanceProcAddr(instance: bigint, name: string): number;
}

let loaded: VulkanLibrary | undefined;

function candidates(): string[] {
  const env = process.env.VKTS_VULKAN_LIBRARY;
  if (env) return [env];
  if (process.platform === 'win32') return ['vulkan-1.dll'];
  if (process.platform === 'darwin') return ['libvulkan.1.dylib', 'libvulkan.dylib', 'libMoltenVK.dylib'];
  return ['libvulkan.so.1', 'libvulkan.so'];
}

/** Loads the Vulkan loader (once per process). Throws VulkanLoaderError with install advice when absent. */
export function vulkanLibrary(): VulkanLibrary {
  if (loaded) return loaded;
  const tried = candidates();
  let lastError: unknown;
  for (const path of tried) {
    try {
      const lib = koffi.load(path);
      const gipa = lib.func('uint64_t vkGetInstanceProcAddr(uint64_t instance, const char *name)');
      const getInstanceProcAddr = (instance: bigint, name: string): number => Number(gipa(instance, name));
      return (loaded = { path, getInstanceProcAddr });
    } catch (e) {
      lastError = e;
    }
  }
  throw new VulkanLoaderError(tried, lastError);
}

const protoCache = new Map<string, TypeObject>();
/** Turns a function address into a callable, given its raw prototype (`int32_t (uint64_t, uint32_t)`). */
export function bindFunction(addr: number, proto: string): (...args: unknown[]) => unknown {
  let type = protoCache.get(proto);
  if (!type) protoCache.set(proto, (type = koffi.proto(proto)));
  return koffi.decode(addr, type) as (...args: unknown[]) => unknown;
}

let gdpa: ((device: bigint, name: string) => number | bigint) | undefined;
/** vkGetDeviceProcAddr, resolved through an instance. */
export function getDeviceProcAddr(instance: bigint, device: bigint, name: string): number {
  if (!gdpa) {
    const addr = vulkanLibrary().getInstanceProcAddr(instance, 'vkGetDeviceProcAddr');
    gdpa = koffi.decode(addr, koffi.proto('uint64_t (uint64_t, const char *)')) as typeof gdpa;
  }
  return Number(gdpa!(device, name));
}
