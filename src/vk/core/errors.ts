// Errors thrown by the binding, and VktsError, the root of every error vkts throws on purpose: each layer
// (vk, spirv, device, ops, cli) keeps its classes in one errors module, all derived from VktsError, so a
// caller can tell a typed mistake (`e instanceof VktsError`) from a bug. Each names what was wrong and
// what was expected.
import { resultName } from '../generated/enums.ts';

/** The root of every typed error vkts throws. The name is the class name. */
export class VktsError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A Vulkan command returned a failure VkResult. */
export class VkError extends VktsError {
  readonly code: number;
  readonly codeName: string;
  readonly command: string;
  constructor(command: string, code: number) {
    const codeName = resultName(code);
    super(`${command} failed with ${codeName} (${code})`);
    this.code = code;
    this.codeName = codeName;
    this.command = command;
  }
}

/** A command was called that its table cannot provide (extension or version not enabled, or driver lacks it). */
export class VkMissingCommandError extends VktsError {
  readonly command: string;
  readonly providers: readonly string[];
  constructor(command: string, providers: readonly string[], detail: string) {
    super(`${command} is not available: ${detail}`);
    this.command = command;
    this.providers = providers;
  }
}

/** A JS value cannot be encoded into the native field it was given for (a wrong type or an out-of-range value). */
export class VkValueError extends VktsError {
  readonly field: string;
  constructor(field: string, value: unknown, expected: string) {
    super(`${field}: expected ${expected}, got ${describe(value)}`);
    this.field = field;
  }
}

/** A command table was used after its own object was destroyed (vkDestroyDevice / vkDestroyInstance through
 * it): the handle it is bound to is gone, so calling the driver with it would crash the process. */
export class VkDestroyedError extends VktsError {
  readonly command: string;
  constructor(command: string, what: string) {
    super(`${command}: the ${what} this command table belongs to was destroyed`);
    this.command = command;
  }
}

/** A FenceWaiter was closed (its device destroyed) while a wait was outstanding. */
export class FenceWaiterClosedError extends VktsError {}

/** libvulkan could not be loaded. */
export class VulkanLoaderError extends VktsError {
  constructor(tried: readonly string[], cause: unknown) {
    super(
      `Could not load the Vulkan loader (tried ${tried.join(', ')}): ${(cause as Error)?.message ?? cause}.\n` +
        'Install it: on Debian/Ubuntu `apt-get install libvulkan1 mesa-vulkan-drivers` (mesa-vulkan-drivers gives ' +
        'lavapipe, a CPU device, where no GPU driver exists); or point VKTS_VULKAN_LIBRARY at libvulkan.',
      { cause },
    );
  }
}

function describe(v: unknown): string {
  if (v === null || v === undefined) return String(v);
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v);
  if (typeof v === 'object') return Array.isArray(v) ? `an array of ${v.length}` : (v.constructor?.name ?? 'an object');
  return `${typeof v} ${String(v)}`;
}
