// Typed errors of the runtime. Each says what was wrong, with the numbers, and leaves the device usable.
import { VktsError } from '../vk/core/errors.ts';

/** Base class of every runtime error. */
export class DeviceError extends VktsError {}

/** No Vulkan device could be opened (none present, or the selection matched none). */
export class NoDeviceError extends DeviceError {}

export interface HeapReport {
  index: number;
  size: number;
  budget: number;
  usage: number;
  flags: string;
}

/** An allocation could not be satisfied by any acceptable memory type. */
export class OutOfMemoryError extends DeviceError {
  readonly size: number;
  readonly heaps: readonly HeapReport[];
  constructor(size: number, what: string, heaps: readonly HeapReport[], tried: string) {
    const gib = (n: number) => fmtBytes(n);
    super(
      `out of device memory: cannot allocate ${gib(size)} (${size} bytes) for ${what}; ${tried}. Heaps: ` +
        heaps.map((h) => `#${h.index} ${h.flags || 'host'} size ${gib(h.size)} budget ${gib(h.budget)} used ${gib(h.usage)}`).join('; '),
    );
    this.size = size;
    this.heaps = heaps;
  }
}

/** A size or shape is invalid: zero where data is needed, negative, fractional, absurd, or mismatched. */
export class SizeError extends DeviceError {}

/** A tensor's shape does not fit (mismatched operands, wrong rank, a view that cannot be formed). */
export class ShapeError extends SizeError {}

/** A dtype is not the one expected (a tensor's, or a host array's that cannot represent it). */
export class DTypeError extends DeviceError {}

/** A non-tensor argument is invalid (an unknown name, a non-finite scalar, an out-of-range option). */
export class ArgumentError extends DeviceError {}

/** A buffer, graph or device was used after destroy(). */
export class DestroyedError extends DeviceError {}

/** A dispatch's bindings do not fit its pipeline (count, range, limits). */
export class BindingError extends DeviceError {}

/** A value exceeds a device limit (work group counts, push constant size, ...). */
export class LimitError extends DeviceError {}

/** The device (or the system) lacks a capability the request needs: a SPIR-V capability, a feature, an
 * extension, a layer. */
export class CapabilityError extends DeviceError {}

/** Push-constant values that do not fit the shader's block: unknown or missing members, wrong types or values. */
export class PushConstantError extends DeviceError {}

/** A graph capture or other runtime state was used out of order (a capture inside a capture, ...). */
export class StateError extends DeviceError {}

/** The driver rejected a pipeline whose SPIR-V passed vkts's own checks (vkCreateComputePipelines or
 * vkCreateShaderModule failed for a reason other than memory exhaustion); `cause` is the VkError. */
export class PipelineError extends DeviceError {}

export function fmtBytes(n: number): string {
  if (n >= 2 ** 30) return `${+(n / 2 ** 30).toFixed(2)} GiB`;
  if (n >= 2 ** 20) return `${+(n / 2 ** 20).toFixed(2)} MiB`;
  if (n >= 2 ** 10) return `${+(n / 2 ** 10).toFixed(2)} KiB`;
  return `${n} B`;
}
