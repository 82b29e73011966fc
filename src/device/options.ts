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
  /** Bound on idle pooled buffers (default 4096). */
  idleBuffers?: number;
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

// ---- option checks: each wrong option is an ArgumentError naming it, its value and what it takes, before
// anything is created (a NaN batch size used to reach vkCreateQueryPool with a fence already made).

const show = (v: unknown): string =>
  typeof v === 'string'
    ? JSON.stringify(v)
    : typeof v === 'bigint'
      ? `${v}n`
      : typeof v === 'function'
        ? 'a function'
        : Array.isArray(v)
          ? 'an array'
          : v === null
            ? 'null'
            : typeof v === 'object'
              ? 'an object'
              : String(v);

/** `where` is undefined, or an object of known keys; returns it as a record (empty for undefined). */
export function optionsObject(v: unknown, where: string, known: readonly string[]): Record<string, unknown> {
  if (v === undefined) return {};
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw new ArgumentError(`${where}: options must be an object (got ${show(v)})`);
  const unknown = Object.keys(v).filter((k) => !known.includes(k));
  if (unknown.length) throw new ArgumentError(`${where}: unknown option ${unknown.join(', ')} (options: ${known.join(', ')})`);
  return v as Record<string, unknown>;
}

function integer(o: Record<string, unknown>, key: string, where: string, lo: number, hi: number): void {
  const v = o[key];
  if (v === undefined) return;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) {
    throw new ArgumentError(`${where}.${key} must be an integer in [${lo}, ${hi === 2 ** 53 ? '2^53' : hi}] (got ${show(v)})`);
  }
}

function oneOf(o: Record<string, unknown>, key: string, where: string, allowed: readonly unknown[], what: string): void {
  const v = o[key];
  if (v !== undefined && !allowed.includes(v)) throw new ArgumentError(`${where}.${key} must be ${what} (got ${show(v)})`);
}

const DEVICE_KEYS = [
  'device',
  'memory',
  'validation',
  'onValidation',
  'profile',
  'descriptors',
  'shaderDir',
  'maxWorkgroupsPerDimension',
  'batch',
] as const;
const MEMORY_KEYS = ['strategy', 'blockSize', 'maxAllocations', 'idleLimit', 'idleBuffers', 'stagingSize', 'forceStaging'] as const;
const BATCH_KEYS = ['maxDispatches', 'maxWork', 'maxInFlight'] as const;
/** Most dispatches one batch may hold: its timestamp query pool has one query per dispatch plus one. */
export const MAX_BATCH_DISPATCHES = 65_536;

/** Type- and range-checks Device.open's options (docs/ARCHITECTURE.md, "The runtime"). */
export function checkDeviceOptions(v: unknown): DeviceOptions {
  const W = 'Device.open';
  const o = optionsObject(v, W, DEVICE_KEYS);
  const d = o.device;
  if (d !== undefined && typeof d !== 'number' && typeof d !== 'string')
    throw new ArgumentError(
      `${W}.device must be an index, 'gpu', 'discrete', 'integrated', 'cpu' or part of a device name (got ${show(d)})`,
    );
  oneOf(o, 'validation', W, [true, false], 'true or false');
  if (o.onValidation !== undefined && typeof o.onValidation !== 'function')
    throw new ArgumentError(`${W}.onValidation must be a function (got ${show(o.onValidation)})`);
  oneOf(o, 'profile', W, [true, false, 'print'], "true, false or 'print'");
  oneOf(o, 'descriptors', W, ['auto', 'push', 'sets'], "'auto', 'push' or 'sets'");
  if (o.shaderDir !== undefined && typeof o.shaderDir !== 'string')
    throw new ArgumentError(`${W}.shaderDir must be a folder path (got ${show(o.shaderDir)})`);
  integer(o, 'maxWorkgroupsPerDimension', W, 1, 2 ** 31 - 1);
  const b = optionsObject(o.batch, `${W}.batch`, BATCH_KEYS);
  integer(b, 'maxDispatches', `${W}.batch`, 1, MAX_BATCH_DISPATCHES);
  integer(b, 'maxWork', `${W}.batch`, 1, 2 ** 53);
  integer(b, 'maxInFlight', `${W}.batch`, 1, 65_536);
  if (typeof o.memory === 'string' || o.memory === undefined) {
    oneOf(o, 'memory', W, [undefined, 'auto', 'device', 'host'], "'auto', 'device', 'host' or an object of memory options");
  } else {
    const m = optionsObject(o.memory, `${W}.memory`, MEMORY_KEYS);
    const M = `${W}.memory`;
    oneOf(m, 'strategy', M, ['auto', 'device', 'host'], "'auto', 'device' or 'host'");
    integer(m, 'blockSize', M, 4096, 2 ** 44);
    integer(m, 'maxAllocations', M, 1, 2 ** 32 - 1);
    integer(m, 'idleLimit', M, 0, 2 ** 53);
    integer(m, 'idleBuffers', M, 0, 2 ** 32);
    integer(m, 'stagingSize', M, 8192, 2 ** 32);
    oneOf(m, 'forceStaging', M, [true, false], 'true or false');
  }
  return o as DeviceOptions;
}

const INTENTS = ['device', 'upload', 'readback', 'staging'] as const;

/** Checks the options of alloc/zeros/full/ones/upload (`extra`: upload's dtype and shape). */
export function checkAllocOptions(
  v: unknown,
  where: string,
  extra: readonly string[] = [],
): AllocOptions & { dtype?: DType; shape?: readonly number[] } {
  const o = optionsObject(v, where, ['intent', ...extra]);
  oneOf(o, 'intent', where, INTENTS, `one of ${INTENTS.map((i) => `'${i}'`).join(', ')}`);
  return o;
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
