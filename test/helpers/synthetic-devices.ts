// Synthetic device descriptions for testing the ops' variant-choice tables without the hardware: a CPU
// device like lavapipe, an NVIDIA H200, an AMD RDNA GPU, and a minimal Vulkan 1.2 device.
import type { DeviceInfo } from '../../src/device/capabilities.ts';

const base: DeviceInfo = {
  index: 0,
  name: 'synthetic',
  vendorId: 0,
  vendor: 'none',
  deviceId: 0,
  type: 'discrete',
  apiVersion: '1.3.0',
  driver: { name: 'synthetic', info: '', version: 1, id: 0 },
  uuid: '00000000-0000-0000-0000-000000000000',
  limits: {
    maxComputeWorkGroupCount: [65535, 65535, 65535],
    maxComputeWorkGroupSize: [1024, 1024, 64],
    maxComputeWorkGroupInvocations: 1024,
    maxComputeSharedMemorySize: 49152,
    maxStorageBufferRange: 2 ** 32 - 1,
    maxPushConstantsSize: 256,
    maxMemoryAllocationCount: 4096,
    maxMemoryAllocationSize: 2 ** 32,
    maxBufferSize: 2 ** 40,
    maxPerStageDescriptorStorageBuffers: 1e6,
    minStorageBufferOffsetAlignment: 16,
    nonCoherentAtomSize: 64,
  },
  subgroup: {
    size: 32,
    minSize: 32,
    maxSize: 32,
    operations: ['basic', 'vote', 'arithmetic', 'ballot', 'shuffle'],
    computeStage: true,
    sizeControl: true,
    fullSubgroups: true,
  },
  numeric: { float16: true, bfloat16: false, int8: true, int16: true, int64: true, float64: true, storage16: true, storage8: true },
  integerDot: { supported: true, int8Accelerated: true, int4x8PackedAccelerated: true },
  atomics: { float32Add: true },
  cooperativeMatrix: { khr: false, nv: false, khrShapes: [], nvShapes: [], nv2: undefined },
  pushDescriptors: { supported: true, maxPushDescriptors: 32 },
  memoryBudget: true,
  timestamps: { supported: true, periodNs: 1, validBits: 64 },
  memory: { kind: 'discrete', heaps: [], types: [] },
  queueFamily: 0,
  extensions: [],
};

/** NV cooperative matrix 2 as the H200's driver (580.159.04) reports it (its flexible f16 x f16 -> f32
 * shapes at workgroup scope: granularity 16 x 16 x 16 up to 64 invocations, 32 x 16 x 16 at 128, 32 x 32 x 16
 * at 256), for a synthetic device that has it: { ...SYNTHETIC.h200, cooperativeMatrix: { ...,
 * nv2: H200_NV2 } } (SYNTHETIC.h200 itself leaves it out, so its rules pick the KHR paths). */
export const H200_NV2: NonNullable<DeviceInfo['cooperativeMatrix']['nv2']> = {
  workgroupScope: true,
  flexibleDimensions: true,
  reductions: true,
  conversions: true,
  perElementOperations: true,
  tensorAddressing: true,
  blockLoads: true,
  maxWorkgroupSize: 256,
  maxFlexibleDimension: 256,
  reservedSharedMemory: 0,
  flexibleShapes: (
    [
      [16, 16, 64],
      [32, 16, 128],
      [32, 32, 256],
    ] as const
  ).map(([m, n, workgroupInvocations]) => ({
    ...{ m, n, k: 16, a: 'float16', b: 'float16', c: 'float32', result: 'float32', saturating: false },
    ...{ scope: 'workgroup', workgroupInvocations },
  })),
};

export const SYNTHETIC: Readonly<Record<'lavapipe' | 'h200' | 'rdna' | 'minimal', DeviceInfo>> = {
  lavapipe: {
    ...base,
    name: 'llvmpipe',
    type: 'cpu',
    driver: { ...base.driver, id: 13 }, // VK_DRIVER_ID_MESA_LLVMPIPE
    subgroup: { ...base.subgroup, size: 8, minSize: 8, maxSize: 8 },
    integerDot: { supported: true, int8Accelerated: false, int4x8PackedAccelerated: false },
  },
  h200: {
    ...base,
    name: 'NVIDIA H200',
    vendor: 'NVIDIA',
    vendorId: 0x10de,
    driver: { ...base.driver, id: 4 }, // VK_DRIVER_ID_NVIDIA_PROPRIETARY
    integerDot: { supported: true, int8Accelerated: false, int4x8PackedAccelerated: true }, // as the H200 reports
    cooperativeMatrix: {
      khr: true,
      nv: true,
      khrShapes: [
        { m: 16, n: 16, k: 16, a: 'float16', b: 'float16', c: 'float32', result: 'float32', saturating: false, scope: 'subgroup' },
      ],
      nvShapes: [{ m: 16, n: 8, k: 16, a: 'float16', b: 'float16', c: 'float32', result: 'float32', saturating: false, scope: 'subgroup' }],
      nv2: undefined,
    },
  },
  rdna: { ...base, name: 'AMD RDNA', vendor: 'AMD', subgroup: { ...base.subgroup, size: 64, minSize: 32, maxSize: 64 } },
  minimal: {
    ...base,
    name: 'minimal',
    apiVersion: '1.2.0',
    subgroup: { ...base.subgroup, operations: ['basic'] },
    numeric: { ...base.numeric, float16: false, storage16: false, storage8: false, int8: false },
    integerDot: { supported: false, int8Accelerated: false, int4x8PackedAccelerated: false },
    atomics: { float32Add: false },
    limits: {
      ...base.limits,
      maxComputeWorkGroupCount: [65535, 65535, 65535],
      maxComputeWorkGroupInvocations: 256,
      maxComputeWorkGroupSize: [256, 256, 64],
    },
  },
};
