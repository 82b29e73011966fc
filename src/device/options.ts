// The options of Device.open and of tensor creation, and how the environment fills their defaults (read
// once, when a device opens: docs/ARCHITECTURE.md, "The runtime").
import type * as vk from '../vk/index.ts';
import type { DeviceInfo } from './capabilities.ts';
import type { DType } from './dtype.ts';
import { ArgumentError } from './errors.ts';
import type { DeviceSelector } from './instance.ts';
import type { Intent, Strategy } from './placement.ts';
import type { Tensor } from './tensor.ts';

export interface MemoryOptions {
  /** Placement strategy (default: VKTS_MEMORY or auto). */
  strategy?: Strategy;
  /** Sub-allocation block size (default: heap/8 for small heaps, else 256 MiB). */
  blockSize?: number;
  /** Cap on VkDeviceMemory objects (default: maxMemoryAllocationCount). */
  maxAllocations?: number;
  /** Bound on idle pooled bytes (default: 1/8 of the largest device-local heap). */
  idleLimit?: number;
  /** Staging memory per direction (default 64 MiB). */
  stagingSize?: number;
  /** Stage uploads/readbacks even for host-visible memory. */
  forceStaging?: boolean;
}

export interface DeviceOptions {
  device?: DeviceSelector;
  memory?: Strategy | MemoryOptions;
  /** Khronos validation + synchronization validation (default: VKTS_VALIDATION=1, which also prints each
   * message on stderr). */
  validation?: boolean;
  onValidation?: (m: vk.ValidationMessage) => void;
  /** Collect a profile (true), and print it at sync points ('print'); default: VKTS_PROFILE=1 → 'print'. */
  profile?: boolean | 'print';
  /** Descriptor binding: push descriptors when available (auto), or force descriptor sets. */
  descriptors?: 'auto' | 'push' | 'sets';
  /** A folder whose shaders override the shipped op kernels by name (default: VKTS_SHADER_DIR; see
   * src/ops/shaders.ts). Read once, when the device opens. */
  shaderDir?: string;
  /** Caps maxComputeWorkGroupCount per dimension below the device's, so that small launches need 2-D
   * and 3-D grids (for testing how kernels index split grids). */
  maxWorkgroupsPerDimension?: number;
  /** Batching bounds. */
  batch?: { maxDispatches?: number; maxWork?: number; maxInFlight?: number };
}

/** A binding: a whole tensor, or a byte range of one. */
export type Binding = Tensor | { tensor: Tensor; offset?: number; size?: number };

export interface AllocOptions {
  /** Memory intent (default 'device'). */
  intent?: Intent;
}

export interface UploadOptions<D extends DType = DType> extends AllocOptions {
  dtype?: D;
  shape?: readonly number[];
}

export function withGridCap(info: DeviceInfo, cap: number | undefined): DeviceInfo {
  if (cap === undefined) return info;
  if (!Number.isInteger(cap) || cap < 1) throw new ArgumentError(`maxWorkgroupsPerDimension must be an integer >= 1 (got ${cap})`);
  const maxComputeWorkGroupCount = info.limits.maxComputeWorkGroupCount.map((m) => Math.min(m, cap)) as [number, number, number];
  return { ...info, limits: { ...info.limits, maxComputeWorkGroupCount } };
}

export function truthyEnv(v: string | undefined): boolean {
  return v !== undefined && v !== '' && v !== '0' && v.toLowerCase() !== 'false';
}