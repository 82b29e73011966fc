// Creating a Vulkan instance (optionally with the validation layer and synchronization validation, its
// messages collected) and enumerating physical devices. Each Device owns one instance, so several devices
// can be open at once and each destroy() is complete.
import * as vk from '../vk/index.ts';
import { CapabilityError, NoDeviceError } from './errors.ts';

export interface InstanceHandle {
  readonly entry: vk.EntryCommands;
  readonly instance: vk.VkInstance;
  readonly ic: vk.InstanceCommands;
  readonly apiVersion: number;
  readonly validation: boolean;
  /** Validation messages (errors and warnings): the most recent MAX_MESSAGES. */
  readonly messages: vk.ValidationMessage[];
  /** Messages dropped from `messages` to bound it. */
  readonly dropped: { count: number };
  destroy(): void;
}

const NO_DEVICE =
  "no Vulkan device found. Install a driver: your GPU vendor's Vulkan driver, or Mesa's lavapipe (a CPU device) with " +
  '`apt-get install mesa-vulkan-drivers`; check with `vulkaninfo --summary`.';
const VALIDATION_LAYER = 'VK_LAYER_KHRONOS_validation';
/** Validation messages a device keeps (the most recent; older ones are counted). */
export const MAX_MESSAGES = 1000;

export interface InstanceOptions {
  validation?: boolean;
  /** Called for each validation message (besides collecting it). */
  onValidation?: (m: vk.ValidationMessage) => void;
}

export function createInstance(opts: InstanceOptions = {}): InstanceHandle {
  const entry = vk.entryCommands(); // throws VulkanLoaderError (with install advice) without a loader
  let loaderVersion = vk.makeApiVersion(1, 0);
  try {
    loaderVersion = entry.enumerateInstanceVersion();
  } catch {
    /* a 1.0 loader */
  }
  const apiVersion = Math.min(loaderVersion, vk.makeApiVersion(1, 3));
  if (apiVersion < vk.makeApiVersion(1, 1)) {
    throw new NoDeviceError(
      `the Vulkan loader is ${vk.apiVersionString(loaderVersion)}; vkts needs Vulkan 1.1 or newer (update libvulkan1)`,
    );
  }
  const messages: vk.ValidationMessage[] = [];
  const dropped = { count: 0 };
  const validation = !!opts.validation;
  const extensions: string[] = [];
  let callback: vk.DebugCallback | undefined;
  let pNext: unknown;
  if (validation) {
    const layers = entry.enumerateInstanceLayerProperties().map((l) => l.layerName);
    if (!layers.includes(VALIDATION_LAYER)) {
      throw new CapabilityError(
        `validation was requested but ${VALIDATION_LAYER} is not installed (Debian/Ubuntu: apt-get install vulkan-validationlayers)`,
      );
    }
    extensions.push('VK_EXT_debug_utils', 'VK_EXT_validation_features');
    callback = new vk.DebugCallback((m) => {
      messages.push(m);
      // Bounded: a loop that triggers a message per dispatch must not grow memory without end.
      if (messages.length > 2 * MAX_MESSAGES) {
        dropped.count += messages.length - MAX_MESSAGES;
        messages.splice(0, messages.length - MAX_MESSAGES);
      }
      opts.onValidation?.(m);
    });
    pNext = {
      sType: vk.VkStructureType.VALIDATION_FEATURES_EXT,
      pEnabledValidationFeatures: [vk.VkValidationFeatureEnableEXT.SYNCHRONIZATION_VALIDATION],
      pNext: callback.createInfo,
    };
  }
  let instance: vk.VkInstance;
  try {
    instance = entry.createInstance({
      pNext: pNext as vk.VkInstanceCreateInfo['pNext'],
      pApplicationInfo: { pApplicationName: 'vkts', pEngineName: 'vkts', apiVersion },
      ppEnabledLayerNames: validation ? [VALIDATION_LAYER] : [],
      ppEnabledExtensionNames: extensions,
    });
  } catch (e) {
    callback?.dispose();
    // The loader answers INCOMPATIBLE_DRIVER when it finds no driver (ICD) at all.
    if (e instanceof vk.VkError && e.codeName === 'VK_ERROR_INCOMPATIBLE_DRIVER') throw new NoDeviceError(NO_DEVICE);
    throw e;
  }
  const ic = vk.instanceCommands(instance, { apiVersion, extensions });
  let messenger: vk.VkDebugUtilsMessengerEXT | undefined;
  if (callback) messenger = ic.createDebugUtilsMessengerEXT(callback.createInfo);
  let alive = true;
  return {
    entry,
    instance,
    ic,
    apiVersion,
    validation,
    messages,
    dropped,
    destroy() {
      if (!alive) return;
      alive = false;
      if (messenger !== undefined) ic.destroyDebugUtilsMessengerEXT(messenger);
      ic.destroyInstance();
      callback?.dispose();
    },
  };
}

/** A device index, a type ('gpu': the best GPU; 'discrete', 'integrated', 'cpu'), or part of a device name
 * (case-insensitive, e.g. 'h200', 'llvmpipe': the first device whose name contains it). */
export type DeviceSelector = number | 'gpu' | 'cpu' | 'discrete' | 'integrated' | (string & {});

const TYPE_RANK: Record<string, number[]> = {
  // Lower is better: DISCRETE=2, INTEGRATED=1, VIRTUAL=3, CPU=4, OTHER=0.
  gpu: [2, 1, 3, 0, 4],
  discrete: [2],
  integrated: [1],
  cpu: [4],
};

/** Picks a physical device index from `types` (VkPhysicalDeviceType per device) by selector. */
export function selectDevice(types: readonly number[], names: readonly string[], sel: DeviceSelector | undefined): number {
  if (types.length === 0) {
    throw new NoDeviceError(NO_DEVICE);
  }
  const list = () => names.map((n, i) => `#${i} ${n}`).join(', ');
  if (typeof sel === 'number') {
    if (!Number.isInteger(sel) || sel < 0 || sel >= types.length) throw new NoDeviceError(`device index ${sel} is out of range: ${list()}`);
    return sel;
  }
  const env = process.env.VKTS_DEVICE;
  if (sel === undefined && env !== undefined && env !== '')
    return selectDevice(types, names, /^\d+$/.test(env) ? Number(env) : (env as DeviceSelector));
  const key = sel ?? 'gpu';
  const rank = TYPE_RANK[key.toLowerCase()];
  if (!rank) {
    const named = names.findIndex((n) => n.toLowerCase().includes(key.toLowerCase()));
    if (named < 0 || key.trim() === '')
      throw new NoDeviceError(
        `no device matches ${JSON.stringify(sel)}: use an index, 'gpu', 'cpu', 'discrete', 'integrated' or part of a name (${list()})`,
      );
    return named;
  }
  let best = -1;
  for (let i = 0; i < types.length; i++) {
    const r = rank.indexOf(types[i]);
    if (r >= 0 && (best < 0 || r < rank.indexOf(types[best]))) best = i;
  }
  if (best < 0) throw new NoDeviceError(`no ${key} device among: ${list()}`);
  return best;
}
