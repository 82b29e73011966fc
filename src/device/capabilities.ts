// What a physical device can do: identity, limits, subgroups, numeric formats, integer dot product,
// cooperative matrices (KHR and NV, every shape/type combination), push descriptors, memory budget,
// timestamps and memory heaps; and which extensions/features to enable at device creation.
import * as vk from '../vk/index.ts';
import { memoryKind, flagNames, type MemoryKind, type MemoryTable } from './placement.ts';

export type DeviceType = 'discrete' | 'integrated' | 'virtual' | 'cpu' | 'other';

export interface CoopMatShape {
  m: number;
  n: number;
  k: number;
  a: string;
  b: string;
  c: string;
  result: string;
  saturating: boolean;
  scope: string;
  /** Flexible (NV cooperative matrix 2) shapes only: the workgroup size the granularities m, n, k hold for. */
  workgroupInvocations?: number;
}

/** VK_NV_cooperative_matrix2 (workgroup-scope matrices, tensor addressing): what the device enables. */
export interface CoopMat2Info {
  workgroupScope: boolean;
  flexibleDimensions: boolean;
  reductions: boolean;
  conversions: boolean;
  perElementOperations: boolean;
  tensorAddressing: boolean;
  blockLoads: boolean;
  /** The largest workgroup a workgroup-scope matrix may be used in. */
  maxWorkgroupSize: number;
  maxFlexibleDimension: number;
  /** Shared memory the driver keeps for workgroup-scope matrices (less is left to the shader). */
  reservedSharedMemory: number;
  /** The flexible-dimension shapes (m, n, k are granularities: any multiple works). */
  flexibleShapes: CoopMatShape[];
}

export interface HeapInfo {
  index: number;
  size: number;
  deviceLocal: boolean;
  /** VK_EXT_memory_budget budget (or 80% of the size without it). */
  budget: number;
  /** VK_EXT_memory_budget usage (or what this device allocated without it). */
  usage: number;
}

export interface DeviceInfo {
  index: number;
  name: string;
  vendorId: number;
  vendor: string;
  deviceId: number;
  type: DeviceType;
  apiVersion: string;
  driver: { name: string; info: string; version: number; id: number };
  uuid: string;
  limits: {
    maxComputeWorkGroupCount: [number, number, number];
    maxComputeWorkGroupSize: [number, number, number];
    maxComputeWorkGroupInvocations: number;
    maxComputeSharedMemorySize: number;
    maxStorageBufferRange: number;
    maxPushConstantsSize: number;
    maxMemoryAllocationCount: number;
    maxMemoryAllocationSize: number;
    maxBufferSize: number;
    maxPerStageDescriptorStorageBuffers: number;
    minStorageBufferOffsetAlignment: number;
    nonCoherentAtomSize: number;
  };
  subgroup: {
    size: number;
    minSize: number;
    maxSize: number;
    operations: string[];
    computeStage: boolean;
    sizeControl: boolean;
    fullSubgroups: boolean;
  };
  numeric: {
    float16: boolean;
    bfloat16: boolean;
    int8: boolean;
    int16: boolean;
    int64: boolean;
    float64: boolean;
    storage16: boolean;
    storage8: boolean;
  };
  integerDot: { supported: boolean; int8Accelerated: boolean; int4x8PackedAccelerated: boolean };
  /** VK_EXT_shader_atomic_float: atomicAdd on f32 storage buffers (scatter/indexAdd adds; else compare-and-swap). */
  atomics: { float32Add: boolean };
  cooperativeMatrix: { khr: boolean; nv: boolean; khrShapes: CoopMatShape[]; nvShapes: CoopMatShape[]; nv2: CoopMat2Info | undefined };
  pushDescriptors: { supported: boolean; maxPushDescriptors: number };
  memoryBudget: boolean;
  timestamps: { supported: boolean; periodNs: number; validBits: number };
  memory: { kind: MemoryKind; heaps: HeapInfo[]; types: { index: number; flags: string; heapIndex: number }[] };
  queueFamily: number;
  extensions: string[];
}

export interface DeviceQuery {
  info: DeviceInfo;
  table: MemoryTable;
  /** Extensions to enable. */
  enable: string[];
  /** Feature chain for VkDeviceCreateInfo.pNext (VkPhysicalDeviceFeatures2 and its chain). */
  featureChain: unknown;
  apiVersion: number;
  /** synchronization2 is enabled (Vulkan 1.3 feature): the recorder can use vkCmdPipelineBarrier2. */
  sync2: boolean;
}

const VENDORS: Record<number, string> = {
  0x10de: 'NVIDIA',
  0x1002: 'AMD',
  0x8086: 'Intel',
  0x13b5: 'ARM',
  0x5143: 'Qualcomm',
  0x106b: 'Apple',
  0x10005: 'Mesa',
};
const TYPES: DeviceType[] = ['other', 'integrated', 'discrete', 'virtual', 'cpu'];
const WANTED_EXTENSIONS = [
  'VK_KHR_push_descriptor',
  'VK_EXT_memory_budget',
  'VK_KHR_cooperative_matrix',
  'VK_NV_cooperative_matrix',
  'VK_NV_cooperative_matrix2',
  // Not VK_KHR_shader_bfloat16: no shipped kernel does bf16 arithmetic (bf16 conversions move bits), and
  // enabling it makes the 1.4.309 validation layer, which predates it, warn at every device creation.
  // numeric.bfloat16 still says whether the device has it.
  'VK_EXT_subgroup_size_control',
  'VK_KHR_shader_integer_dot_product',
  'VK_EXT_shader_atomic_float',
];

const componentName = (t: number): string =>
  (Object.entries(vk.VkComponentTypeKHR).find(([n, v]) => v === t && !n.endsWith('_NV'))?.[0] ?? String(t)).toLowerCase();
const scopeName = (s: number): string =>
  (Object.entries(vk.VkScopeKHR).find(([n, v]) => v === s && !n.endsWith('_NV'))?.[0] ?? String(s)).toLowerCase();

/** A cooperative-matrix shape as the KHR or NV properties query reports it (they differ in the result's
 * field name and in saturation, which only KHR has). */
function coopShape(
  c: { MSize: number; NSize: number; KSize: number; AType: number; BType: number; CType: number; scope: number },
  result: number,
  saturating: boolean,
): CoopMatShape {
  return {
    m: c.MSize,
    n: c.NSize,
    k: c.KSize,
    a: componentName(c.AType),
    b: componentName(c.BType),
    c: componentName(c.CType),
    result: componentName(result),
    saturating,
    scope: scopeName(c.scope),
  };
}

const hex = (bytes: ArrayLike<number>): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Features vkts enables when the device has them. */
const F11 = [
  'storageBuffer16BitAccess',
  'uniformAndStorageBuffer16BitAccess',
  'storagePushConstant16',
  'variablePointersStorageBuffer',
  'variablePointers',
] as const;
const F12 = [
  'storageBuffer8BitAccess',
  'uniformAndStorageBuffer8BitAccess',
  'storagePushConstant8',
  'shaderBufferInt64Atomics',
  'shaderSharedInt64Atomics',
  'shaderFloat16',
  'shaderInt8',
  'scalarBlockLayout',
  'uniformBufferStandardLayout',
  'shaderSubgroupExtendedTypes',
  'hostQueryReset',
  'timelineSemaphore',
  'vulkanMemoryModel',
  'vulkanMemoryModelDeviceScope',
  'subgroupBroadcastDynamicId',
] as const;
const F13 = [
  'subgroupSizeControl',
  'computeFullSubgroups',
  'synchronization2',
  'shaderIntegerDotProduct',
  'maintenance4',
  'shaderZeroInitializeWorkgroupMemory',
] as const;
const F10 = ['shaderInt64', 'shaderInt16', 'shaderFloat64'] as const;

function pick<T extends Record<string, unknown>>(src: T | undefined, names: readonly string[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const n of names) if (src && src[n] === true) out[n] = true;
  return out;
}

/** Whether a 1-D workgroup of `invocations` that declares `sharedBytes` of shared memory fits the device's
 * compute limits (what a fixed-workgroup kernel's tile needs). */
export const holdsWorkgroup = (info: DeviceInfo, invocations: number, sharedBytes: number): boolean =>
  info.limits.maxComputeSharedMemorySize >= sharedBytes &&
  info.limits.maxComputeWorkGroupInvocations >= invocations &&
  info.limits.maxComputeWorkGroupSize[0]! >= invocations;

/** Queries physical device `index` of an instance. */
export function queryDevice(ic: vk.InstanceCommands, pd: vk.VkPhysicalDevice, index: number, instanceApi: number): DeviceQuery {
  const S = vk.VkStructureType;
  const base = ic.getPhysicalDeviceProperties(pd);
  const apiVersion = Math.min(instanceApi, base.apiVersion);
  const has13 = apiVersion >= vk.makeApiVersion(1, 3);
  const has12 = apiVersion >= vk.makeApiVersion(1, 2);
  const extensions = ic.enumerateDeviceExtensionProperties(pd, null).map((e) => e.extensionName);
  const hasExt = (n: string) => extensions.includes(n);

  // Properties
  let chain: Record<string, unknown> | undefined;
  const link = (s: Record<string, unknown>) => {
    s.pNext = chain;
    chain = s;
  };
  link({ sType: S.PHYSICAL_DEVICE_VULKAN_1_1_PROPERTIES });
  if (has12) link({ sType: S.PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES });
  if (has13) link({ sType: S.PHYSICAL_DEVICE_VULKAN_1_3_PROPERTIES });
  if (hasExt('VK_KHR_push_descriptor')) link({ sType: S.PHYSICAL_DEVICE_PUSH_DESCRIPTOR_PROPERTIES });
  if (!has13 && hasExt('VK_EXT_subgroup_size_control')) link({ sType: S.PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES });
  if (hasExt('VK_NV_cooperative_matrix2')) link({ sType: S.PHYSICAL_DEVICE_COOPERATIVE_MATRIX_2_PROPERTIES_NV });
  const props = ic.getPhysicalDeviceProperties2(pd, { pNext: chain as never });
  const p11 = vk.findInChain(props, S.PHYSICAL_DEVICE_VULKAN_1_1_PROPERTIES);
  const p12 = vk.findInChain(props, S.PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES);
  const p13 = vk.findInChain(props, S.PHYSICAL_DEVICE_VULKAN_1_3_PROPERTIES);
  const pPush = vk.findInChain(props, S.PHYSICAL_DEVICE_PUSH_DESCRIPTOR_PROPERTIES);
  const pSsc = vk.findInChain(props, S.PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES);
  const pCm2 = vk.findInChain(props, S.PHYSICAL_DEVICE_COOPERATIVE_MATRIX_2_PROPERTIES_NV);

  // Features
  chain = undefined;
  link({ sType: S.PHYSICAL_DEVICE_VULKAN_1_1_FEATURES });
  if (has12) link({ sType: S.PHYSICAL_DEVICE_VULKAN_1_2_FEATURES });
  if (has13) link({ sType: S.PHYSICAL_DEVICE_VULKAN_1_3_FEATURES });
  if (hasExt('VK_KHR_cooperative_matrix')) link({ sType: S.PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_KHR });
  if (hasExt('VK_NV_cooperative_matrix')) link({ sType: S.PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_NV });
  if (hasExt('VK_NV_cooperative_matrix2')) link({ sType: S.PHYSICAL_DEVICE_COOPERATIVE_MATRIX_2_FEATURES_NV });
  if (hasExt('VK_EXT_shader_atomic_float')) link({ sType: S.PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT });
  const feats = ic.getPhysicalDeviceFeatures2(pd, { pNext: chain as never });
  const f11 = vk.findInChain(feats, S.PHYSICAL_DEVICE_VULKAN_1_1_FEATURES) as unknown as Record<string, unknown> | undefined;
  const f12 = vk.findInChain(feats, S.PHYSICAL_DEVICE_VULKAN_1_2_FEATURES) as unknown as Record<string, unknown> | undefined;
  const f13 = vk.findInChain(feats, S.PHYSICAL_DEVICE_VULKAN_1_3_FEATURES) as unknown as Record<string, unknown> | undefined;
  const fCmKhr = vk.findInChain(feats, S.PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_KHR);
  const fCmNv = vk.findInChain(feats, S.PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_NV);
  const fCm2 = vk.findInChain(feats, S.PHYSICAL_DEVICE_COOPERATIVE_MATRIX_2_FEATURES_NV);
  const float32Add = !!vk.findInChain(feats, S.PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT)?.shaderBufferFloat32AtomicAdd;

  const coopKhr = !!fCmKhr?.cooperativeMatrix;
  const coopNv = !!fCmNv?.cooperativeMatrix;
  const khrShapes: CoopMatShape[] = coopKhr
    ? ic.getPhysicalDeviceCooperativeMatrixPropertiesKHR(pd).map((c) => coopShape(c, c.ResultType, c.saturatingAccumulation))
    : [];
  const nvShapes: CoopMatShape[] = coopNv
    ? ic.getPhysicalDeviceCooperativeMatrixPropertiesNV(pd).map((c) => coopShape(c, c.DType, false))
    : [];
  // coopmat2 builds on the KHR extension (its matrices are KHR types with workgroup scope).
  const nv2: CoopMat2Info | undefined =
    coopKhr && fCm2 && pCm2
      ? {
          workgroupScope: fCm2.cooperativeMatrixWorkgroupScope,
          flexibleDimensions: fCm2.cooperativeMatrixFlexibleDimensions,
          reductions: fCm2.cooperativeMatrixReductions,
          conversions: fCm2.cooperativeMatrixConversions,
          perElementOperations: fCm2.cooperativeMatrixPerElementOperations,
          tensorAddressing: fCm2.cooperativeMatrixTensorAddressing,
          blockLoads: fCm2.cooperativeMatrixBlockLoads,
          maxWorkgroupSize: pCm2.cooperativeMatrixWorkgroupScopeMaxWorkgroupSize,
          maxFlexibleDimension: pCm2.cooperativeMatrixFlexibleDimensionsMaxDimension,
          reservedSharedMemory: pCm2.cooperativeMatrixWorkgroupScopeReservedSharedMemory,
          flexibleShapes: fCm2.cooperativeMatrixFlexibleDimensions
            ? ic.getPhysicalDeviceCooperativeMatrixFlexibleDimensionsPropertiesNV(pd).map((c) => ({
                ...coopShape(
                  { ...c, MSize: c.MGranularity, NSize: c.NGranularity, KSize: c.KGranularity },
                  c.ResultType,
                  c.saturatingAccumulation,
                ),
                workgroupInvocations: c.workgroupInvocations,
              }))
            : [],
        }
      : undefined;

  const queues = ic.getPhysicalDeviceQueueFamilyProperties(pd);
  // Prefer a compute queue family without graphics (a dedicated compute queue), else any with compute.
  let queueFamily = queues.findIndex((q) => q.queueFlags & vk.VkQueueFlagBits.COMPUTE && !(q.queueFlags & vk.VkQueueFlagBits.GRAPHICS));
  if (queueFamily < 0) queueFamily = queues.findIndex((q) => q.queueFlags & vk.VkQueueFlagBits.COMPUTE);
  const validBits = queueFamily >= 0 ? queues[queueFamily].timestampValidBits : 0;

  const mem = ic.getPhysicalDeviceMemoryProperties(pd);
  const table: MemoryTable = {
    types: mem.memoryTypes.slice(0, mem.memoryTypeCount).map((t) => ({ propertyFlags: t.propertyFlags, heapIndex: t.heapIndex })),
    heaps: mem.memoryHeaps.slice(0, mem.memoryHeapCount).map((h) => ({ size: Number(h.size), flags: h.flags })),
  };
  const L = base.limits;
  const enable = WANTED_EXTENSIONS.filter((e) => hasExt(e) && (e !== 'VK_NV_cooperative_matrix2' || nv2));
  if (!has13) enable.splice(0, 0, ...['VK_KHR_synchronization2'].filter(hasExt));
  const pushDescriptors = hasExt('VK_KHR_push_descriptor');

  const f10 = pick(ic.getPhysicalDeviceFeatures(pd) as unknown as Record<string, unknown>, F10);
  const e11 = pick(f11, F11);
  const e12 = pick(f12, F12);
  const e13 = pick(f13, F13);
  let fchain: Record<string, unknown> | undefined = { sType: S.PHYSICAL_DEVICE_VULKAN_1_1_FEATURES, ...e11 };
  if (has12) fchain = { sType: S.PHYSICAL_DEVICE_VULKAN_1_2_FEATURES, ...e12, pNext: fchain };
  if (has13) fchain = { sType: S.PHYSICAL_DEVICE_VULKAN_1_3_FEATURES, ...e13, pNext: fchain };
  if (coopKhr) fchain = { sType: S.PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_KHR, cooperativeMatrix: true, pNext: fchain };
  if (coopNv) fchain = { sType: S.PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_NV, cooperativeMatrix: true, pNext: fchain };
  if (nv2) {
    const on = {
      cooperativeMatrixWorkgroupScope: nv2.workgroupScope,
      cooperativeMatrixFlexibleDimensions: nv2.flexibleDimensions,
      cooperativeMatrixReductions: nv2.reductions,
      cooperativeMatrixConversions: nv2.conversions,
      cooperativeMatrixPerElementOperations: nv2.perElementOperations,
      cooperativeMatrixTensorAddressing: nv2.tensorAddressing,
      cooperativeMatrixBlockLoads: nv2.blockLoads,
    };
    fchain = { sType: S.PHYSICAL_DEVICE_COOPERATIVE_MATRIX_2_FEATURES_NV, ...on, pNext: fchain };
  }
  if (float32Add) fchain = { sType: S.PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, shaderBufferFloat32AtomicAdd: true, pNext: fchain };
  const featureChain = { sType: S.PHYSICAL_DEVICE_FEATURES_2, features: f10, pNext: fchain };

  const subOps = p11?.subgroupSupportedOperations ?? 0;
  const info: DeviceInfo = {
    index,
    name: base.deviceName,
    vendorId: base.vendorID,
    vendor: VENDORS[base.vendorID] ?? `0x${base.vendorID.toString(16)}`,
    deviceId: base.deviceID,
    type: TYPES[base.deviceType] ?? 'other',
    apiVersion: vk.apiVersionString(base.apiVersion),
    driver: { name: p12?.driverName ?? '', info: p12?.driverInfo ?? '', version: base.driverVersion, id: p12?.driverID ?? 0 },
    uuid: hex((p11?.deviceUUID ?? base.pipelineCacheUUID) as ArrayLike<number>),
    limits: {
      maxComputeWorkGroupCount: [...L.maxComputeWorkGroupCount] as [number, number, number],
      maxComputeWorkGroupSize: [...L.maxComputeWorkGroupSize] as [number, number, number],
      maxComputeWorkGroupInvocations: L.maxComputeWorkGroupInvocations,
      maxComputeSharedMemorySize: L.maxComputeSharedMemorySize,
      maxStorageBufferRange: L.maxStorageBufferRange,
      maxPushConstantsSize: L.maxPushConstantsSize,
      maxMemoryAllocationCount: L.maxMemoryAllocationCount,
      maxMemoryAllocationSize: Number(p11?.maxMemoryAllocationSize ?? 2 ** 31),
      maxBufferSize: Number(p13?.maxBufferSize ?? 2 ** 31),
      maxPerStageDescriptorStorageBuffers: L.maxPerStageDescriptorStorageBuffers,
      minStorageBufferOffsetAlignment: Number(L.minStorageBufferOffsetAlignment),
      nonCoherentAtomSize: Number(L.nonCoherentAtomSize),
    },
    subgroup: {
      size: p11?.subgroupSize ?? 1,
      minSize: p13?.minSubgroupSize ?? pSsc?.minSubgroupSize ?? p11?.subgroupSize ?? 1,
      maxSize: p13?.maxSubgroupSize ?? pSsc?.maxSubgroupSize ?? p11?.subgroupSize ?? 1,
      operations: Object.entries(vk.VkSubgroupFeatureFlagBits)
        .filter(([n, b]) => subOps & b && !n.endsWith('_KHR'))
        .map(([n]) => n.toLowerCase()),
      computeStage: !!((p11?.subgroupSupportedStages ?? 0) & vk.VkShaderStageFlagBits.COMPUTE),
      sizeControl: !!e13.subgroupSizeControl,
      fullSubgroups: !!e13.computeFullSubgroups,
    },
    numeric: {
      float16: !!e12.shaderFloat16,
      bfloat16: hasExt('VK_KHR_shader_bfloat16'),
      int8: !!e12.shaderInt8,
      int16: !!f10.shaderInt16,
      int64: !!f10.shaderInt64,
      float64: !!f10.shaderFloat64,
      storage16: !!e11.storageBuffer16BitAccess,
      storage8: !!e12.storageBuffer8BitAccess,
    },
    integerDot: {
      supported: !!e13.shaderIntegerDotProduct,
      int8Accelerated: !!(p13?.integerDotProduct8BitSignedAccelerated || p13?.integerDotProduct8BitUnsignedAccelerated),
      int4x8PackedAccelerated: !!(
        p13?.integerDotProduct4x8BitPackedSignedAccelerated || p13?.integerDotProduct4x8BitPackedUnsignedAccelerated
      ),
    },
    cooperativeMatrix: { khr: coopKhr, nv: coopNv, khrShapes, nvShapes, nv2 },
    atomics: { float32Add },
    pushDescriptors: { supported: pushDescriptors, maxPushDescriptors: pPush?.maxPushDescriptors ?? 0 },
    memoryBudget: hasExt('VK_EXT_memory_budget'),
    timestamps: { supported: validBits > 0 && L.timestampComputeAndGraphics !== false, periodNs: L.timestampPeriod, validBits },
    memory: {
      kind: memoryKind(table),
      heaps: table.heaps.map((h, i) => ({
        index: i,
        size: h.size,
        deviceLocal: !!(h.flags & 1),
        budget: Math.floor(h.size * 0.8),
        usage: 0,
      })),
      types: table.types.map((t, i) => ({ index: i, flags: flagNames(t.propertyFlags), heapIndex: t.heapIndex })),
    },
    queueFamily,
    extensions,
  };
  return { info, table, enable, featureChain, apiVersion, sync2: has13 && !!e13.synchronization2 };
}
