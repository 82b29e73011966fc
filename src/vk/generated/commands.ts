// Generated from vk.xml by scripts/gen-vk.ts. Do not edit: run `npm run gen`.
/* eslint-disable */
import { arena } from '../core/arena.ts';
import { u32, i32, f, bool, hArg, u64Arg, arr, w64 } from '../core/check.ts';
import { VkError, VkValueError } from '../core/errors.ts';
import { CommandTable, type CommandMeta, type TableScope } from '../core/tables.ts';
import type * as E from './enums.ts';
import type * as H from './handles.ts';
import * as S from './structs.ts';

const ENTRY_META: readonly CommandMeta[] = [
  { name: 'vkCreateInstance', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkEnumerateInstanceExtensionProperties', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkEnumerateInstanceLayerProperties', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkEnumerateInstanceVersion', proto: 'int32_t (uint64_t)', providers: ["VK_VERSION_1_1"] },
];

/** Global commands (no instance yet). */
export class EntryCommands extends CommandTable {
  constructor(scope: TableScope) { super(ENTRY_META, scope); }
  /** vkCreateInstance (VK_VERSION_1_0) */
  createInstance(pCreateInfo: S.VkInstanceCreateInfo): H.VkInstance {
    const fn = this.f[0] ?? this.resolve(0);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkInstanceCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateInstance.pCreateInfo", pCreateInfo, 'a VkInstanceCreateInfo');
    const cnt_pInstance = 1; const o_pInstance = a.alloc(cnt_pInstance * 8 || 8, 8); const c_pInstance = a.cur;
    const r = fn(p_pCreateInfo, 0, c_pInstance.base + o_pInstance);
    if ((r as number) < 0) throw new VkError('vkCreateInstance', r as number);
    return c_pInstance.dv.getBigUint64(o_pInstance, true) as H.VkInstance;
  }
  /** vkEnumerateInstanceExtensionProperties (VK_VERSION_1_0) */
  enumerateInstanceExtensionProperties(pLayerName?: string | null): S.VkExtensionPropertiesOut[] {
    const fn = this.f[1] ?? this.resolve(1);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(pLayerName == null ? 0 : a.cstr(pLayerName), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkEnumerateInstanceExtensionProperties', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 260 || 8, 4); const ci = a.cur;
      r = fn(pLayerName == null ? 0 : a.cstr(pLayerName), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkEnumerateInstanceExtensionProperties', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkExtensionProperties(a, ci, oi + i * 260));
    }
  }
  /** vkEnumerateInstanceLayerProperties (VK_VERSION_1_0) */
  enumerateInstanceLayerProperties(): S.VkLayerPropertiesOut[] {
    const fn = this.f[2] ?? this.resolve(2);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkEnumerateInstanceLayerProperties', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 520 || 8, 4); const ci = a.cur;
      r = fn(cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkEnumerateInstanceLayerProperties', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkLayerProperties(a, ci, oi + i * 520));
    }
  }
  /** vkEnumerateInstanceVersion (VK_VERSION_1_1) */
  enumerateInstanceVersion(): number {
    const fn = this.f[3] ?? this.resolve(3);
    const a = arena; a.reset();
    const cnt_pApiVersion = 1; const o_pApiVersion = a.alloc(cnt_pApiVersion * 4 || 8, 4); const c_pApiVersion = a.cur;
    const r = fn(c_pApiVersion.base + o_pApiVersion);
    if ((r as number) < 0) throw new VkError('vkEnumerateInstanceVersion', r as number);
    return c_pApiVersion.dv.getUint32(o_pApiVersion, true);
  }
}

const INSTANCE_META: readonly CommandMeta[] = [
  { name: 'vkCreateDebugReportCallbackEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_debug_report"] },
  { name: 'vkCreateDebugUtilsMessengerEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_debug_utils"] },
  { name: 'vkCreateDevice', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDebugReportMessageEXT', proto: 'void (uint64_t, uint32_t, int32_t, uint64_t, uint64_t, int32_t, uint64_t, uint64_t)', providers: ["VK_EXT_debug_report"] },
  { name: 'vkDestroyDebugReportCallbackEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_debug_report"] },
  { name: 'vkDestroyDebugUtilsMessengerEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_debug_utils"] },
  { name: 'vkDestroyInstance', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkEnumerateDeviceExtensionProperties', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkEnumerateDeviceLayerProperties', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkEnumeratePhysicalDeviceGroups', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkEnumeratePhysicalDeviceGroupsKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_device_group_creation"] },
  { name: 'vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR', proto: 'int32_t (uint64_t, uint32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_performance_query"] },
  { name: 'vkEnumeratePhysicalDevices', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetPhysicalDeviceCalibrateableTimeDomainsEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_calibrated_timestamps"] },
  { name: 'vkGetPhysicalDeviceCalibrateableTimeDomainsKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_calibrated_timestamps"] },
  { name: 'vkGetPhysicalDeviceCooperativeMatrixFlexibleDimensionsPropertiesNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_cooperative_matrix2"] },
  { name: 'vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_cooperative_matrix"] },
  { name: 'vkGetPhysicalDeviceCooperativeMatrixPropertiesNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_cooperative_matrix"] },
  { name: 'vkGetPhysicalDeviceCooperativeVectorPropertiesNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_cooperative_vector"] },
  { name: 'vkGetPhysicalDeviceExternalBufferProperties', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetPhysicalDeviceExternalBufferPropertiesKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_external_memory_capabilities"] },
  { name: 'vkGetPhysicalDeviceExternalFenceProperties', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetPhysicalDeviceExternalFencePropertiesKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_external_fence_capabilities"] },
  { name: 'vkGetPhysicalDeviceExternalImageFormatPropertiesNV', proto: 'int32_t (uint64_t, int32_t, int32_t, int32_t, uint32_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_NV_external_memory_capabilities"] },
  { name: 'vkGetPhysicalDeviceExternalSemaphoreProperties', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetPhysicalDeviceExternalSemaphorePropertiesKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_external_semaphore_capabilities"] },
  { name: 'vkGetPhysicalDeviceFeatures', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetPhysicalDeviceFeatures2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetPhysicalDeviceFeatures2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_get_physical_device_properties2"] },
  { name: 'vkGetPhysicalDeviceFormatProperties', proto: 'void (uint64_t, int32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetPhysicalDeviceFormatProperties2', proto: 'void (uint64_t, int32_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetPhysicalDeviceFormatProperties2KHR', proto: 'void (uint64_t, int32_t, uint64_t)', providers: ["VK_KHR_get_physical_device_properties2"] },
  { name: 'vkGetPhysicalDeviceFragmentShadingRatesKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_fragment_shading_rate"] },
  { name: 'vkGetPhysicalDeviceImageFormatProperties', proto: 'int32_t (uint64_t, int32_t, int32_t, int32_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetPhysicalDeviceImageFormatProperties2', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetPhysicalDeviceImageFormatProperties2KHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_get_physical_device_properties2"] },
  { name: 'vkGetPhysicalDeviceMemoryProperties', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetPhysicalDeviceMemoryProperties2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetPhysicalDeviceMemoryProperties2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_get_physical_device_properties2"] },
  { name: 'vkGetPhysicalDeviceMultisamplePropertiesEXT', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_sample_locations"] },
  { name: 'vkGetPhysicalDeviceOpticalFlowImageFormatsNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_optical_flow"] },
  { name: 'vkGetPhysicalDeviceProperties', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetPhysicalDeviceProperties2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetPhysicalDeviceProperties2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_get_physical_device_properties2"] },
  { name: 'vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_performance_query"] },
  { name: 'vkGetPhysicalDeviceQueueFamilyProperties', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetPhysicalDeviceQueueFamilyProperties2', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetPhysicalDeviceQueueFamilyProperties2KHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_get_physical_device_properties2"] },
  { name: 'vkGetPhysicalDeviceSparseImageFormatProperties', proto: 'void (uint64_t, int32_t, int32_t, uint32_t, uint32_t, int32_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetPhysicalDeviceSparseImageFormatProperties2', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetPhysicalDeviceSparseImageFormatProperties2KHR', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_get_physical_device_properties2"] },
  { name: 'vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_coverage_reduction_mode"] },
  { name: 'vkGetPhysicalDeviceToolProperties', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkGetPhysicalDeviceToolPropertiesEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_tooling_info"] },
  { name: 'vkGetPhysicalDeviceVideoCapabilitiesKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_video_queue"] },
  { name: 'vkGetPhysicalDeviceVideoEncodeQualityLevelPropertiesKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_video_encode_queue"] },
  { name: 'vkGetPhysicalDeviceVideoFormatPropertiesKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_video_queue"] },
  { name: 'vkSubmitDebugUtilsMessageEXT', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_EXT_debug_utils"] },
];

/** Commands of one VkInstance, which is bound as their first argument. */
export class InstanceCommands extends CommandTable {
  constructor(readonly handle: H.VkInstance, scope: TableScope) { super(INSTANCE_META, scope); }
  /** vkCreateDebugReportCallbackEXT (VK_EXT_debug_report) */
  createDebugReportCallbackEXT(pCreateInfo: S.VkDebugReportCallbackCreateInfoEXT): H.VkDebugReportCallbackEXT {
    const fn = this.f[0] ?? this.resolve(0);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkDebugReportCallbackCreateInfoEXT(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateDebugReportCallbackEXT.pCreateInfo", pCreateInfo, 'a VkDebugReportCallbackCreateInfoEXT');
    const cnt_pCallback = 1; const o_pCallback = a.alloc(cnt_pCallback * 8 || 8, 8); const c_pCallback = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pCallback.base + o_pCallback);
    if ((r as number) < 0) throw new VkError('vkCreateDebugReportCallbackEXT', r as number);
    return c_pCallback.dv.getBigUint64(o_pCallback, true) as H.VkDebugReportCallbackEXT;
  }
  /** vkCreateDebugUtilsMessengerEXT (VK_EXT_debug_utils) */
  createDebugUtilsMessengerEXT(pCreateInfo: S.VkDebugUtilsMessengerCreateInfoEXT): H.VkDebugUtilsMessengerEXT {
    const fn = this.f[1] ?? this.resolve(1);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkDebugUtilsMessengerCreateInfoEXT(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateDebugUtilsMessengerEXT.pCreateInfo", pCreateInfo, 'a VkDebugUtilsMessengerCreateInfoEXT');
    const cnt_pMessenger = 1; const o_pMessenger = a.alloc(cnt_pMessenger * 8 || 8, 8); const c_pMessenger = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pMessenger.base + o_pMessenger);
    if ((r as number) < 0) throw new VkError('vkCreateDebugUtilsMessengerEXT', r as number);
    return c_pMessenger.dv.getBigUint64(o_pMessenger, true) as H.VkDebugUtilsMessengerEXT;
  }
  /** vkCreateDevice (VK_VERSION_1_0) */
  createDevice(physicalDevice: H.VkPhysicalDevice, pCreateInfo: S.VkDeviceCreateInfo): H.VkDevice {
    const fn = this.f[2] ?? this.resolve(2);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(72, 8); const c = a.cur; S.encVkDeviceCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateDevice.pCreateInfo", pCreateInfo, 'a VkDeviceCreateInfo');
    const cnt_pDevice = 1; const o_pDevice = a.alloc(cnt_pDevice * 8 || 8, 8); const c_pDevice = a.cur;
    const r = fn(hArg(physicalDevice, "vkCreateDevice.physicalDevice", true), p_pCreateInfo, 0, c_pDevice.base + o_pDevice);
    if ((r as number) < 0) throw new VkError('vkCreateDevice', r as number);
    return c_pDevice.dv.getBigUint64(o_pDevice, true) as H.VkDevice;
  }
  /** vkDebugReportMessageEXT (VK_EXT_debug_report) */
  debugReportMessageEXT(flags: E.VkDebugReportFlagsEXT, objectType: E.VkDebugReportObjectTypeEXT, object_: number | bigint, location: number | bigint, messageCode: number, pLayerPrefix: string, pMessage: string): void {
    const fn = this.f[3] ?? this.resolve(3);
    const a = arena; a.reset();
    fn(this.handle, u32(flags, "vkDebugReportMessageEXT.flags"), i32(objectType, "vkDebugReportMessageEXT.objectType"), u64Arg(object_, "vkDebugReportMessageEXT.object"), u64Arg(location, "vkDebugReportMessageEXT.location"), i32(messageCode, "vkDebugReportMessageEXT.messageCode"), a.cstr(pLayerPrefix), a.cstr(pMessage));
  }
  /** vkDestroyDebugReportCallbackEXT (VK_EXT_debug_report) */
  destroyDebugReportCallbackEXT(callback?: H.VkDebugReportCallbackEXT | null): void {
    const fn = this.f[4] ?? this.resolve(4);
    fn(this.handle, hArg(callback, "vkDestroyDebugReportCallbackEXT.callback", false), 0);
  }
  /** vkDestroyDebugUtilsMessengerEXT (VK_EXT_debug_utils) */
  destroyDebugUtilsMessengerEXT(messenger?: H.VkDebugUtilsMessengerEXT | null): void {
    const fn = this.f[5] ?? this.resolve(5);
    fn(this.handle, hArg(messenger, "vkDestroyDebugUtilsMessengerEXT.messenger", false), 0);
  }
  /** vkDestroyInstance (VK_VERSION_1_0) */
  destroyInstance(): void {
    const fn = this.f[6] ?? this.resolve(6);
    fn(this.handle, 0);
  }
  /** vkEnumerateDeviceExtensionProperties (VK_VERSION_1_0) */
  enumerateDeviceExtensionProperties(physicalDevice: H.VkPhysicalDevice, pLayerName?: string | null): S.VkExtensionPropertiesOut[] {
    const fn = this.f[7] ?? this.resolve(7);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkEnumerateDeviceExtensionProperties.physicalDevice", true), pLayerName == null ? 0 : a.cstr(pLayerName), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkEnumerateDeviceExtensionProperties', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 260 || 8, 4); const ci = a.cur;
      r = fn(hArg(physicalDevice, "vkEnumerateDeviceExtensionProperties.physicalDevice", true), pLayerName == null ? 0 : a.cstr(pLayerName), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkEnumerateDeviceExtensionProperties', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkExtensionProperties(a, ci, oi + i * 260));
    }
  }
  /** vkEnumerateDeviceLayerProperties (VK_VERSION_1_0) */
  enumerateDeviceLayerProperties(physicalDevice: H.VkPhysicalDevice): S.VkLayerPropertiesOut[] {
    const fn = this.f[8] ?? this.resolve(8);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkEnumerateDeviceLayerProperties.physicalDevice", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkEnumerateDeviceLayerProperties', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 520 || 8, 4); const ci = a.cur;
      r = fn(hArg(physicalDevice, "vkEnumerateDeviceLayerProperties.physicalDevice", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkEnumerateDeviceLayerProperties', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkLayerProperties(a, ci, oi + i * 520));
    }
  }
  /** vkEnumeratePhysicalDeviceGroups (VK_VERSION_1_1) */
  enumeratePhysicalDeviceGroups(): S.VkPhysicalDeviceGroupPropertiesOut[] {
    const fn = this.f[9] ?? this.resolve(9);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(this.handle, cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkEnumeratePhysicalDeviceGroups', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 288 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 288, 1000070000, true);
      r = fn(this.handle, cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkEnumeratePhysicalDeviceGroups', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkPhysicalDeviceGroupProperties(a, ci, oi + i * 288));
    }
  }
  /** vkEnumeratePhysicalDeviceGroupsKHR (VK_KHR_device_group_creation) */
  enumeratePhysicalDeviceGroupsKHR(): S.VkPhysicalDeviceGroupPropertiesOut[] {
    const fn = this.f[10] ?? this.resolve(10);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(this.handle, cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkEnumeratePhysicalDeviceGroupsKHR', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 288 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 288, 1000070000, true);
      r = fn(this.handle, cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkEnumeratePhysicalDeviceGroupsKHR', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkPhysicalDeviceGroupProperties(a, ci, oi + i * 288));
    }
  }
  /** vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR (VK_KHR_performance_query) */
  enumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR(physicalDevice: H.VkPhysicalDevice, queueFamilyIndex: number): { pCounters: S.VkPerformanceCounterKHROut[]; pCounterDescriptions: S.VkPerformanceCounterDescriptionKHROut[] } {
    const fn = this.f[11] ?? this.resolve(11);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR.physicalDevice", true), u32(queueFamilyIndex, "vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR.queueFamilyIndex"), cc.base + oc, 0, 0);
      if ((r as number) < 0) throw new VkError('vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 792 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 792, 1000116006, true);
      r = fn(hArg(physicalDevice, "vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR.physicalDevice", true), u32(queueFamilyIndex, "vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR.queueFamilyIndex"), cc.base + oc, ci.base + oi, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return { pCounters: Array.from({ length: m }, (_, i) => S.decVkPerformanceCounterKHR(a, ci, oi + i * 48)), pCounterDescriptions: Array.from({ length: m }, (_, i) => S.decVkPerformanceCounterDescriptionKHR(a, ci, oi + i * 792)) };
    }
  }
  /** vkEnumeratePhysicalDevices (VK_VERSION_1_0) */
  enumeratePhysicalDevices(): H.VkPhysicalDevice[] {
    const fn = this.f[12] ?? this.resolve(12);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(this.handle, cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkEnumeratePhysicalDevices', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 8 || 8, 8); const ci = a.cur;
      r = fn(this.handle, cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkEnumeratePhysicalDevices', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => ci.dv.getBigUint64(oi + i * 8, true) as H.VkPhysicalDevice);
    }
  }
  /** vkGetPhysicalDeviceCalibrateableTimeDomainsEXT (VK_EXT_calibrated_timestamps) */
  getPhysicalDeviceCalibrateableTimeDomainsEXT(physicalDevice: H.VkPhysicalDevice): number[] {
    const fn = this.f[13] ?? this.resolve(13);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceCalibrateableTimeDomainsEXT.physicalDevice", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceCalibrateableTimeDomainsEXT', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 4 || 8, 4); const ci = a.cur;
      r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceCalibrateableTimeDomainsEXT.physicalDevice", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceCalibrateableTimeDomainsEXT', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => ci.dv.getInt32(oi + i * 4, true));
    }
  }
  /** vkGetPhysicalDeviceCalibrateableTimeDomainsKHR (VK_KHR_calibrated_timestamps) */
  getPhysicalDeviceCalibrateableTimeDomainsKHR(physicalDevice: H.VkPhysicalDevice): number[] {
    const fn = this.f[14] ?? this.resolve(14);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceCalibrateableTimeDomainsKHR.physicalDevice", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceCalibrateableTimeDomainsKHR', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 4 || 8, 4); const ci = a.cur;
      r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceCalibrateableTimeDomainsKHR.physicalDevice", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceCalibrateableTimeDomainsKHR', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => ci.dv.getInt32(oi + i * 4, true));
    }
  }
  /** vkGetPhysicalDeviceCooperativeMatrixFlexibleDimensionsPropertiesNV (VK_NV_cooperative_matrix2) */
  getPhysicalDeviceCooperativeMatrixFlexibleDimensionsPropertiesNV(physicalDevice: H.VkPhysicalDevice): S.VkCooperativeMatrixFlexibleDimensionsPropertiesNVOut[] {
    const fn = this.f[15] ?? this.resolve(15);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceCooperativeMatrixFlexibleDimensionsPropertiesNV.physicalDevice", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceCooperativeMatrixFlexibleDimensionsPropertiesNV', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 56 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 56, 1000593001, true);
      r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceCooperativeMatrixFlexibleDimensionsPropertiesNV.physicalDevice", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceCooperativeMatrixFlexibleDimensionsPropertiesNV', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkCooperativeMatrixFlexibleDimensionsPropertiesNV(a, ci, oi + i * 56));
    }
  }
  /** vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR (VK_KHR_cooperative_matrix) */
  getPhysicalDeviceCooperativeMatrixPropertiesKHR(physicalDevice: H.VkPhysicalDevice): S.VkCooperativeMatrixPropertiesKHROut[] {
    const fn = this.f[16] ?? this.resolve(16);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR.physicalDevice", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 56 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 56, 1000506001, true);
      r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR.physicalDevice", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkCooperativeMatrixPropertiesKHR(a, ci, oi + i * 56));
    }
  }
  /** vkGetPhysicalDeviceCooperativeMatrixPropertiesNV (VK_NV_cooperative_matrix) */
  getPhysicalDeviceCooperativeMatrixPropertiesNV(physicalDevice: H.VkPhysicalDevice): S.VkCooperativeMatrixPropertiesNVOut[] {
    const fn = this.f[17] ?? this.resolve(17);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceCooperativeMatrixPropertiesNV.physicalDevice", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceCooperativeMatrixPropertiesNV', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 48 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 48, 1000249001, true);
      r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceCooperativeMatrixPropertiesNV.physicalDevice", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceCooperativeMatrixPropertiesNV', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkCooperativeMatrixPropertiesNV(a, ci, oi + i * 48));
    }
  }
  /** vkGetPhysicalDeviceCooperativeVectorPropertiesNV (VK_NV_cooperative_vector) */
  getPhysicalDeviceCooperativeVectorPropertiesNV(physicalDevice: H.VkPhysicalDevice): S.VkCooperativeVectorPropertiesNVOut[] {
    const fn = this.f[18] ?? this.resolve(18);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceCooperativeVectorPropertiesNV.physicalDevice", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceCooperativeVectorPropertiesNV', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 40 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 40, 1000491002, true);
      r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceCooperativeVectorPropertiesNV.physicalDevice", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceCooperativeVectorPropertiesNV', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkCooperativeVectorPropertiesNV(a, ci, oi + i * 40));
    }
  }
  /** vkGetPhysicalDeviceExternalBufferProperties (VK_VERSION_1_1) */
  getPhysicalDeviceExternalBufferProperties(physicalDevice: H.VkPhysicalDevice, pExternalBufferInfo: S.VkPhysicalDeviceExternalBufferInfo, pExternalBufferProperties?: Partial<S.VkExternalBufferProperties>): S.VkExternalBufferPropertiesOut {
    const fn = this.f[19] ?? this.resolve(19);
    const a = arena; a.reset();
    let p_pExternalBufferInfo = 0;
    if (pExternalBufferInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkPhysicalDeviceExternalBufferInfo(a, c, o, pExternalBufferInfo); p_pExternalBufferInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceExternalBufferProperties.pExternalBufferInfo", pExternalBufferInfo, 'a VkPhysicalDeviceExternalBufferInfo');
    const cnt_pExternalBufferProperties = 1; const o_pExternalBufferProperties = a.alloc(cnt_pExternalBufferProperties * 32 || 8, 8); const c_pExternalBufferProperties = a.cur;
    S.encByStype(a, c_pExternalBufferProperties, o_pExternalBufferProperties, { ...pExternalBufferProperties, sType: 1000071003 }, "vkGetPhysicalDeviceExternalBufferProperties.pExternalBufferProperties");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceExternalBufferProperties.physicalDevice", true), p_pExternalBufferInfo, c_pExternalBufferProperties.base + o_pExternalBufferProperties);
    return S.decVkExternalBufferProperties(a, c_pExternalBufferProperties, o_pExternalBufferProperties);
  }
  /** vkGetPhysicalDeviceExternalBufferPropertiesKHR (VK_KHR_external_memory_capabilities) */
  getPhysicalDeviceExternalBufferPropertiesKHR(physicalDevice: H.VkPhysicalDevice, pExternalBufferInfo: S.VkPhysicalDeviceExternalBufferInfo, pExternalBufferProperties?: Partial<S.VkExternalBufferProperties>): S.VkExternalBufferPropertiesOut {
    const fn = this.f[20] ?? this.resolve(20);
    const a = arena; a.reset();
    let p_pExternalBufferInfo = 0;
    if (pExternalBufferInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkPhysicalDeviceExternalBufferInfo(a, c, o, pExternalBufferInfo); p_pExternalBufferInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceExternalBufferPropertiesKHR.pExternalBufferInfo", pExternalBufferInfo, 'a VkPhysicalDeviceExternalBufferInfo');
    const cnt_pExternalBufferProperties = 1; const o_pExternalBufferProperties = a.alloc(cnt_pExternalBufferProperties * 32 || 8, 8); const c_pExternalBufferProperties = a.cur;
    S.encByStype(a, c_pExternalBufferProperties, o_pExternalBufferProperties, { ...pExternalBufferProperties, sType: 1000071003 }, "vkGetPhysicalDeviceExternalBufferPropertiesKHR.pExternalBufferProperties");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceExternalBufferPropertiesKHR.physicalDevice", true), p_pExternalBufferInfo, c_pExternalBufferProperties.base + o_pExternalBufferProperties);
    return S.decVkExternalBufferProperties(a, c_pExternalBufferProperties, o_pExternalBufferProperties);
  }
  /** vkGetPhysicalDeviceExternalFenceProperties (VK_VERSION_1_1) */
  getPhysicalDeviceExternalFenceProperties(physicalDevice: H.VkPhysicalDevice, pExternalFenceInfo: S.VkPhysicalDeviceExternalFenceInfo, pExternalFenceProperties?: Partial<S.VkExternalFenceProperties>): S.VkExternalFencePropertiesOut {
    const fn = this.f[21] ?? this.resolve(21);
    const a = arena; a.reset();
    let p_pExternalFenceInfo = 0;
    if (pExternalFenceInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkPhysicalDeviceExternalFenceInfo(a, c, o, pExternalFenceInfo); p_pExternalFenceInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceExternalFenceProperties.pExternalFenceInfo", pExternalFenceInfo, 'a VkPhysicalDeviceExternalFenceInfo');
    const cnt_pExternalFenceProperties = 1; const o_pExternalFenceProperties = a.alloc(cnt_pExternalFenceProperties * 32 || 8, 8); const c_pExternalFenceProperties = a.cur;
    S.encByStype(a, c_pExternalFenceProperties, o_pExternalFenceProperties, { ...pExternalFenceProperties, sType: 1000112001 }, "vkGetPhysicalDeviceExternalFenceProperties.pExternalFenceProperties");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceExternalFenceProperties.physicalDevice", true), p_pExternalFenceInfo, c_pExternalFenceProperties.base + o_pExternalFenceProperties);
    return S.decVkExternalFenceProperties(a, c_pExternalFenceProperties, o_pExternalFenceProperties);
  }
  /** vkGetPhysicalDeviceExternalFencePropertiesKHR (VK_KHR_external_fence_capabilities) */
  getPhysicalDeviceExternalFencePropertiesKHR(physicalDevice: H.VkPhysicalDevice, pExternalFenceInfo: S.VkPhysicalDeviceExternalFenceInfo, pExternalFenceProperties?: Partial<S.VkExternalFenceProperties>): S.VkExternalFencePropertiesOut {
    const fn = this.f[22] ?? this.resolve(22);
    const a = arena; a.reset();
    let p_pExternalFenceInfo = 0;
    if (pExternalFenceInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkPhysicalDeviceExternalFenceInfo(a, c, o, pExternalFenceInfo); p_pExternalFenceInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceExternalFencePropertiesKHR.pExternalFenceInfo", pExternalFenceInfo, 'a VkPhysicalDeviceExternalFenceInfo');
    const cnt_pExternalFenceProperties = 1; const o_pExternalFenceProperties = a.alloc(cnt_pExternalFenceProperties * 32 || 8, 8); const c_pExternalFenceProperties = a.cur;
    S.encByStype(a, c_pExternalFenceProperties, o_pExternalFenceProperties, { ...pExternalFenceProperties, sType: 1000112001 }, "vkGetPhysicalDeviceExternalFencePropertiesKHR.pExternalFenceProperties");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceExternalFencePropertiesKHR.physicalDevice", true), p_pExternalFenceInfo, c_pExternalFenceProperties.base + o_pExternalFenceProperties);
    return S.decVkExternalFenceProperties(a, c_pExternalFenceProperties, o_pExternalFenceProperties);
  }
  /** vkGetPhysicalDeviceExternalImageFormatPropertiesNV (VK_NV_external_memory_capabilities) */
  getPhysicalDeviceExternalImageFormatPropertiesNV(physicalDevice: H.VkPhysicalDevice, format: E.VkFormat, type: E.VkImageType, tiling: E.VkImageTiling, usage: E.VkImageUsageFlags, flags: E.VkImageCreateFlags, externalHandleType: E.VkExternalMemoryHandleTypeFlagsNV): S.VkExternalImageFormatPropertiesNVOut {
    const fn = this.f[23] ?? this.resolve(23);
    const a = arena; a.reset();
    const cnt_pExternalImageFormatProperties = 1; const o_pExternalImageFormatProperties = a.alloc(cnt_pExternalImageFormatProperties * 48 || 8, 8); const c_pExternalImageFormatProperties = a.cur;
    const r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceExternalImageFormatPropertiesNV.physicalDevice", true), i32(format, "vkGetPhysicalDeviceExternalImageFormatPropertiesNV.format"), i32(type, "vkGetPhysicalDeviceExternalImageFormatPropertiesNV.type"), i32(tiling, "vkGetPhysicalDeviceExternalImageFormatPropertiesNV.tiling"), u32(usage, "vkGetPhysicalDeviceExternalImageFormatPropertiesNV.usage"), u32(flags, "vkGetPhysicalDeviceExternalImageFormatPropertiesNV.flags"), u32(externalHandleType, "vkGetPhysicalDeviceExternalImageFormatPropertiesNV.externalHandleType"), c_pExternalImageFormatProperties.base + o_pExternalImageFormatProperties);
    if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceExternalImageFormatPropertiesNV', r as number);
    return S.decVkExternalImageFormatPropertiesNV(a, c_pExternalImageFormatProperties, o_pExternalImageFormatProperties);
  }
  /** vkGetPhysicalDeviceExternalSemaphoreProperties (VK_VERSION_1_1) */
  getPhysicalDeviceExternalSemaphoreProperties(physicalDevice: H.VkPhysicalDevice, pExternalSemaphoreInfo: S.VkPhysicalDeviceExternalSemaphoreInfo, pExternalSemaphoreProperties?: Partial<S.VkExternalSemaphoreProperties>): S.VkExternalSemaphorePropertiesOut {
    const fn = this.f[24] ?? this.resolve(24);
    const a = arena; a.reset();
    let p_pExternalSemaphoreInfo = 0;
    if (pExternalSemaphoreInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkPhysicalDeviceExternalSemaphoreInfo(a, c, o, pExternalSemaphoreInfo); p_pExternalSemaphoreInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceExternalSemaphoreProperties.pExternalSemaphoreInfo", pExternalSemaphoreInfo, 'a VkPhysicalDeviceExternalSemaphoreInfo');
    const cnt_pExternalSemaphoreProperties = 1; const o_pExternalSemaphoreProperties = a.alloc(cnt_pExternalSemaphoreProperties * 32 || 8, 8); const c_pExternalSemaphoreProperties = a.cur;
    S.encByStype(a, c_pExternalSemaphoreProperties, o_pExternalSemaphoreProperties, { ...pExternalSemaphoreProperties, sType: 1000076001 }, "vkGetPhysicalDeviceExternalSemaphoreProperties.pExternalSemaphoreProperties");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceExternalSemaphoreProperties.physicalDevice", true), p_pExternalSemaphoreInfo, c_pExternalSemaphoreProperties.base + o_pExternalSemaphoreProperties);
    return S.decVkExternalSemaphoreProperties(a, c_pExternalSemaphoreProperties, o_pExternalSemaphoreProperties);
  }
  /** vkGetPhysicalDeviceExternalSemaphorePropertiesKHR (VK_KHR_external_semaphore_capabilities) */
  getPhysicalDeviceExternalSemaphorePropertiesKHR(physicalDevice: H.VkPhysicalDevice, pExternalSemaphoreInfo: S.VkPhysicalDeviceExternalSemaphoreInfo, pExternalSemaphoreProperties?: Partial<S.VkExternalSemaphoreProperties>): S.VkExternalSemaphorePropertiesOut {
    const fn = this.f[25] ?? this.resolve(25);
    const a = arena; a.reset();
    let p_pExternalSemaphoreInfo = 0;
    if (pExternalSemaphoreInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkPhysicalDeviceExternalSemaphoreInfo(a, c, o, pExternalSemaphoreInfo); p_pExternalSemaphoreInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceExternalSemaphorePropertiesKHR.pExternalSemaphoreInfo", pExternalSemaphoreInfo, 'a VkPhysicalDeviceExternalSemaphoreInfo');
    const cnt_pExternalSemaphoreProperties = 1; const o_pExternalSemaphoreProperties = a.alloc(cnt_pExternalSemaphoreProperties * 32 || 8, 8); const c_pExternalSemaphoreProperties = a.cur;
    S.encByStype(a, c_pExternalSemaphoreProperties, o_pExternalSemaphoreProperties, { ...pExternalSemaphoreProperties, sType: 1000076001 }, "vkGetPhysicalDeviceExternalSemaphorePropertiesKHR.pExternalSemaphoreProperties");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceExternalSemaphorePropertiesKHR.physicalDevice", true), p_pExternalSemaphoreInfo, c_pExternalSemaphoreProperties.base + o_pExternalSemaphoreProperties);
    return S.decVkExternalSemaphoreProperties(a, c_pExternalSemaphoreProperties, o_pExternalSemaphoreProperties);
  }
  /** vkGetPhysicalDeviceFeatures (VK_VERSION_1_0) */
  getPhysicalDeviceFeatures(physicalDevice: H.VkPhysicalDevice): S.VkPhysicalDeviceFeaturesOut {
    const fn = this.f[26] ?? this.resolve(26);
    const a = arena; a.reset();
    const cnt_pFeatures = 1; const o_pFeatures = a.alloc(cnt_pFeatures * 220 || 8, 4); const c_pFeatures = a.cur;
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceFeatures.physicalDevice", true), c_pFeatures.base + o_pFeatures);
    return S.decVkPhysicalDeviceFeatures(a, c_pFeatures, o_pFeatures);
  }
  /** vkGetPhysicalDeviceFeatures2 (VK_VERSION_1_1) */
  getPhysicalDeviceFeatures2(physicalDevice: H.VkPhysicalDevice, pFeatures?: Partial<S.VkPhysicalDeviceFeatures2>): S.VkPhysicalDeviceFeatures2Out {
    const fn = this.f[27] ?? this.resolve(27);
    const a = arena; a.reset();
    const cnt_pFeatures = 1; const o_pFeatures = a.alloc(cnt_pFeatures * 240 || 8, 8); const c_pFeatures = a.cur;
    S.encByStype(a, c_pFeatures, o_pFeatures, { ...pFeatures, sType: 1000059000 }, "vkGetPhysicalDeviceFeatures2.pFeatures");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceFeatures2.physicalDevice", true), c_pFeatures.base + o_pFeatures);
    return S.decVkPhysicalDeviceFeatures2(a, c_pFeatures, o_pFeatures);
  }
  /** vkGetPhysicalDeviceFeatures2KHR (VK_KHR_get_physical_device_properties2) */
  getPhysicalDeviceFeatures2KHR(physicalDevice: H.VkPhysicalDevice, pFeatures?: Partial<S.VkPhysicalDeviceFeatures2>): S.VkPhysicalDeviceFeatures2Out {
    const fn = this.f[28] ?? this.resolve(28);
    const a = arena; a.reset();
    const cnt_pFeatures = 1; const o_pFeatures = a.alloc(cnt_pFeatures * 240 || 8, 8); const c_pFeatures = a.cur;
    S.encByStype(a, c_pFeatures, o_pFeatures, { ...pFeatures, sType: 1000059000 }, "vkGetPhysicalDeviceFeatures2KHR.pFeatures");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceFeatures2KHR.physicalDevice", true), c_pFeatures.base + o_pFeatures);
    return S.decVkPhysicalDeviceFeatures2(a, c_pFeatures, o_pFeatures);
  }
  /** vkGetPhysicalDeviceFormatProperties (VK_VERSION_1_0) */
  getPhysicalDeviceFormatProperties(physicalDevice: H.VkPhysicalDevice, format: E.VkFormat): S.VkFormatPropertiesOut {
    const fn = this.f[29] ?? this.resolve(29);
    const a = arena; a.reset();
    const cnt_pFormatProperties = 1; const o_pFormatProperties = a.alloc(cnt_pFormatProperties * 12 || 8, 4); const c_pFormatProperties = a.cur;
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceFormatProperties.physicalDevice", true), i32(format, "vkGetPhysicalDeviceFormatProperties.format"), c_pFormatProperties.base + o_pFormatProperties);
    return S.decVkFormatProperties(a, c_pFormatProperties, o_pFormatProperties);
  }
  /** vkGetPhysicalDeviceFormatProperties2 (VK_VERSION_1_1) */
  getPhysicalDeviceFormatProperties2(physicalDevice: H.VkPhysicalDevice, format: E.VkFormat, pFormatProperties?: Partial<S.VkFormatProperties2>): S.VkFormatProperties2Out {
    const fn = this.f[30] ?? this.resolve(30);
    const a = arena; a.reset();
    const cnt_pFormatProperties = 1; const o_pFormatProperties = a.alloc(cnt_pFormatProperties * 32 || 8, 8); const c_pFormatProperties = a.cur;
    S.encByStype(a, c_pFormatProperties, o_pFormatProperties, { ...pFormatProperties, sType: 1000059002 }, "vkGetPhysicalDeviceFormatProperties2.pFormatProperties");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceFormatProperties2.physicalDevice", true), i32(format, "vkGetPhysicalDeviceFormatProperties2.format"), c_pFormatProperties.base + o_pFormatProperties);
    return S.decVkFormatProperties2(a, c_pFormatProperties, o_pFormatProperties);
  }
  /** vkGetPhysicalDeviceFormatProperties2KHR (VK_KHR_get_physical_device_properties2) */
  getPhysicalDeviceFormatProperties2KHR(physicalDevice: H.VkPhysicalDevice, format: E.VkFormat, pFormatProperties?: Partial<S.VkFormatProperties2>): S.VkFormatProperties2Out {
    const fn = this.f[31] ?? this.resolve(31);
    const a = arena; a.reset();
    const cnt_pFormatProperties = 1; const o_pFormatProperties = a.alloc(cnt_pFormatProperties * 32 || 8, 8); const c_pFormatProperties = a.cur;
    S.encByStype(a, c_pFormatProperties, o_pFormatProperties, { ...pFormatProperties, sType: 1000059002 }, "vkGetPhysicalDeviceFormatProperties2KHR.pFormatProperties");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceFormatProperties2KHR.physicalDevice", true), i32(format, "vkGetPhysicalDeviceFormatProperties2KHR.format"), c_pFormatProperties.base + o_pFormatProperties);
    return S.decVkFormatProperties2(a, c_pFormatProperties, o_pFormatProperties);
  }
  /** vkGetPhysicalDeviceFragmentShadingRatesKHR (VK_KHR_fragment_shading_rate) */
  getPhysicalDeviceFragmentShadingRatesKHR(physicalDevice: H.VkPhysicalDevice): S.VkPhysicalDeviceFragmentShadingRateKHROut[] {
    const fn = this.f[32] ?? this.resolve(32);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceFragmentShadingRatesKHR.physicalDevice", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceFragmentShadingRatesKHR', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 32 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 32, 1000226004, true);
      r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceFragmentShadingRatesKHR.physicalDevice", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceFragmentShadingRatesKHR', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkPhysicalDeviceFragmentShadingRateKHR(a, ci, oi + i * 32));
    }
  }
  /** vkGetPhysicalDeviceImageFormatProperties (VK_VERSION_1_0) */
  getPhysicalDeviceImageFormatProperties(physicalDevice: H.VkPhysicalDevice, format: E.VkFormat, type: E.VkImageType, tiling: E.VkImageTiling, usage: E.VkImageUsageFlags, flags: E.VkImageCreateFlags): S.VkImageFormatPropertiesOut {
    const fn = this.f[33] ?? this.resolve(33);
    const a = arena; a.reset();
    const cnt_pImageFormatProperties = 1; const o_pImageFormatProperties = a.alloc(cnt_pImageFormatProperties * 32 || 8, 8); const c_pImageFormatProperties = a.cur;
    const r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceImageFormatProperties.physicalDevice", true), i32(format, "vkGetPhysicalDeviceImageFormatProperties.format"), i32(type, "vkGetPhysicalDeviceImageFormatProperties.type"), i32(tiling, "vkGetPhysicalDeviceImageFormatProperties.tiling"), u32(usage, "vkGetPhysicalDeviceImageFormatProperties.usage"), u32(flags, "vkGetPhysicalDeviceImageFormatProperties.flags"), c_pImageFormatProperties.base + o_pImageFormatProperties);
    if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceImageFormatProperties', r as number);
    return S.decVkImageFormatProperties(a, c_pImageFormatProperties, o_pImageFormatProperties);
  }
  /** vkGetPhysicalDeviceImageFormatProperties2 (VK_VERSION_1_1) */
  getPhysicalDeviceImageFormatProperties2(physicalDevice: H.VkPhysicalDevice, pImageFormatInfo: S.VkPhysicalDeviceImageFormatInfo2, pImageFormatProperties?: Partial<S.VkImageFormatProperties2>): S.VkImageFormatProperties2Out {
    const fn = this.f[34] ?? this.resolve(34);
    const a = arena; a.reset();
    let p_pImageFormatInfo = 0;
    if (pImageFormatInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkPhysicalDeviceImageFormatInfo2(a, c, o, pImageFormatInfo); p_pImageFormatInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceImageFormatProperties2.pImageFormatInfo", pImageFormatInfo, 'a VkPhysicalDeviceImageFormatInfo2');
    const cnt_pImageFormatProperties = 1; const o_pImageFormatProperties = a.alloc(cnt_pImageFormatProperties * 48 || 8, 8); const c_pImageFormatProperties = a.cur;
    S.encByStype(a, c_pImageFormatProperties, o_pImageFormatProperties, { ...pImageFormatProperties, sType: 1000059003 }, "vkGetPhysicalDeviceImageFormatProperties2.pImageFormatProperties");
    const r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceImageFormatProperties2.physicalDevice", true), p_pImageFormatInfo, c_pImageFormatProperties.base + o_pImageFormatProperties);
    if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceImageFormatProperties2', r as number);
    return S.decVkImageFormatProperties2(a, c_pImageFormatProperties, o_pImageFormatProperties);
  }
  /** vkGetPhysicalDeviceImageFormatProperties2KHR (VK_KHR_get_physical_device_properties2) */
  getPhysicalDeviceImageFormatProperties2KHR(physicalDevice: H.VkPhysicalDevice, pImageFormatInfo: S.VkPhysicalDeviceImageFormatInfo2, pImageFormatProperties?: Partial<S.VkImageFormatProperties2>): S.VkImageFormatProperties2Out {
    const fn = this.f[35] ?? this.resolve(35);
    const a = arena; a.reset();
    let p_pImageFormatInfo = 0;
    if (pImageFormatInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkPhysicalDeviceImageFormatInfo2(a, c, o, pImageFormatInfo); p_pImageFormatInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceImageFormatProperties2KHR.pImageFormatInfo", pImageFormatInfo, 'a VkPhysicalDeviceImageFormatInfo2');
    const cnt_pImageFormatProperties = 1; const o_pImageFormatProperties = a.alloc(cnt_pImageFormatProperties * 48 || 8, 8); const c_pImageFormatProperties = a.cur;
    S.encByStype(a, c_pImageFormatProperties, o_pImageFormatProperties, { ...pImageFormatProperties, sType: 1000059003 }, "vkGetPhysicalDeviceImageFormatProperties2KHR.pImageFormatProperties");
    const r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceImageFormatProperties2KHR.physicalDevice", true), p_pImageFormatInfo, c_pImageFormatProperties.base + o_pImageFormatProperties);
    if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceImageFormatProperties2KHR', r as number);
    return S.decVkImageFormatProperties2(a, c_pImageFormatProperties, o_pImageFormatProperties);
  }
  /** vkGetPhysicalDeviceMemoryProperties (VK_VERSION_1_0) */
  getPhysicalDeviceMemoryProperties(physicalDevice: H.VkPhysicalDevice): S.VkPhysicalDeviceMemoryPropertiesOut {
    const fn = this.f[36] ?? this.resolve(36);
    const a = arena; a.reset();
    const cnt_pMemoryProperties = 1; const o_pMemoryProperties = a.alloc(cnt_pMemoryProperties * 520 || 8, 8); const c_pMemoryProperties = a.cur;
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceMemoryProperties.physicalDevice", true), c_pMemoryProperties.base + o_pMemoryProperties);
    return S.decVkPhysicalDeviceMemoryProperties(a, c_pMemoryProperties, o_pMemoryProperties);
  }
  /** vkGetPhysicalDeviceMemoryProperties2 (VK_VERSION_1_1) */
  getPhysicalDeviceMemoryProperties2(physicalDevice: H.VkPhysicalDevice, pMemoryProperties?: Partial<S.VkPhysicalDeviceMemoryProperties2>): S.VkPhysicalDeviceMemoryProperties2Out {
    const fn = this.f[37] ?? this.resolve(37);
    const a = arena; a.reset();
    const cnt_pMemoryProperties = 1; const o_pMemoryProperties = a.alloc(cnt_pMemoryProperties * 536 || 8, 8); const c_pMemoryProperties = a.cur;
    S.encByStype(a, c_pMemoryProperties, o_pMemoryProperties, { ...pMemoryProperties, sType: 1000059006 }, "vkGetPhysicalDeviceMemoryProperties2.pMemoryProperties");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceMemoryProperties2.physicalDevice", true), c_pMemoryProperties.base + o_pMemoryProperties);
    return S.decVkPhysicalDeviceMemoryProperties2(a, c_pMemoryProperties, o_pMemoryProperties);
  }
  /** vkGetPhysicalDeviceMemoryProperties2KHR (VK_KHR_get_physical_device_properties2) */
  getPhysicalDeviceMemoryProperties2KHR(physicalDevice: H.VkPhysicalDevice, pMemoryProperties?: Partial<S.VkPhysicalDeviceMemoryProperties2>): S.VkPhysicalDeviceMemoryProperties2Out {
    const fn = this.f[38] ?? this.resolve(38);
    const a = arena; a.reset();
    const cnt_pMemoryProperties = 1; const o_pMemoryProperties = a.alloc(cnt_pMemoryProperties * 536 || 8, 8); const c_pMemoryProperties = a.cur;
    S.encByStype(a, c_pMemoryProperties, o_pMemoryProperties, { ...pMemoryProperties, sType: 1000059006 }, "vkGetPhysicalDeviceMemoryProperties2KHR.pMemoryProperties");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceMemoryProperties2KHR.physicalDevice", true), c_pMemoryProperties.base + o_pMemoryProperties);
    return S.decVkPhysicalDeviceMemoryProperties2(a, c_pMemoryProperties, o_pMemoryProperties);
  }
  /** vkGetPhysicalDeviceMultisamplePropertiesEXT (VK_EXT_sample_locations) */
  getPhysicalDeviceMultisamplePropertiesEXT(physicalDevice: H.VkPhysicalDevice, samples: E.VkSampleCountFlagBits, pMultisampleProperties?: Partial<S.VkMultisamplePropertiesEXT>): S.VkMultisamplePropertiesEXTOut {
    const fn = this.f[39] ?? this.resolve(39);
    const a = arena; a.reset();
    const cnt_pMultisampleProperties = 1; const o_pMultisampleProperties = a.alloc(cnt_pMultisampleProperties * 24 || 8, 8); const c_pMultisampleProperties = a.cur;
    S.encByStype(a, c_pMultisampleProperties, o_pMultisampleProperties, { ...pMultisampleProperties, sType: 1000143004 }, "vkGetPhysicalDeviceMultisamplePropertiesEXT.pMultisampleProperties");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceMultisamplePropertiesEXT.physicalDevice", true), u32(samples, "vkGetPhysicalDeviceMultisamplePropertiesEXT.samples"), c_pMultisampleProperties.base + o_pMultisampleProperties);
    return S.decVkMultisamplePropertiesEXT(a, c_pMultisampleProperties, o_pMultisampleProperties);
  }
  /** vkGetPhysicalDeviceOpticalFlowImageFormatsNV (VK_NV_optical_flow) */
  getPhysicalDeviceOpticalFlowImageFormatsNV(physicalDevice: H.VkPhysicalDevice, pOpticalFlowImageFormatInfo: S.VkOpticalFlowImageFormatInfoNV): S.VkOpticalFlowImageFormatPropertiesNVOut[] {
    const fn = this.f[40] ?? this.resolve(40);
    for (;;) {
      const a = arena; a.reset();
      let p_pOpticalFlowImageFormatInfo = 0;
      if (pOpticalFlowImageFormatInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkOpticalFlowImageFormatInfoNV(a, c, o, pOpticalFlowImageFormatInfo); p_pOpticalFlowImageFormatInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceOpticalFlowImageFormatsNV.pOpticalFlowImageFormatInfo", pOpticalFlowImageFormatInfo, 'a VkOpticalFlowImageFormatInfoNV');
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceOpticalFlowImageFormatsNV.physicalDevice", true), p_pOpticalFlowImageFormatInfo, cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceOpticalFlowImageFormatsNV', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 24 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 24, 1000464003, true);
      r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceOpticalFlowImageFormatsNV.physicalDevice", true), p_pOpticalFlowImageFormatInfo, cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceOpticalFlowImageFormatsNV', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkOpticalFlowImageFormatPropertiesNV(a, ci, oi + i * 24));
    }
  }
  /** vkGetPhysicalDeviceProperties (VK_VERSION_1_0) */
  getPhysicalDeviceProperties(physicalDevice: H.VkPhysicalDevice): S.VkPhysicalDevicePropertiesOut {
    const fn = this.f[41] ?? this.resolve(41);
    const a = arena; a.reset();
    const cnt_pProperties = 1; const o_pProperties = a.alloc(cnt_pProperties * 824 || 8, 8); const c_pProperties = a.cur;
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceProperties.physicalDevice", true), c_pProperties.base + o_pProperties);
    return S.decVkPhysicalDeviceProperties(a, c_pProperties, o_pProperties);
  }
  /** vkGetPhysicalDeviceProperties2 (VK_VERSION_1_1) */
  getPhysicalDeviceProperties2(physicalDevice: H.VkPhysicalDevice, pProperties?: Partial<S.VkPhysicalDeviceProperties2>): S.VkPhysicalDeviceProperties2Out {
    const fn = this.f[42] ?? this.resolve(42);
    const a = arena; a.reset();
    const cnt_pProperties = 1; const o_pProperties = a.alloc(cnt_pProperties * 840 || 8, 8); const c_pProperties = a.cur;
    S.encByStype(a, c_pProperties, o_pProperties, { ...pProperties, sType: 1000059001 }, "vkGetPhysicalDeviceProperties2.pProperties");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceProperties2.physicalDevice", true), c_pProperties.base + o_pProperties);
    return S.decVkPhysicalDeviceProperties2(a, c_pProperties, o_pProperties);
  }
  /** vkGetPhysicalDeviceProperties2KHR (VK_KHR_get_physical_device_properties2) */
  getPhysicalDeviceProperties2KHR(physicalDevice: H.VkPhysicalDevice, pProperties?: Partial<S.VkPhysicalDeviceProperties2>): S.VkPhysicalDeviceProperties2Out {
    const fn = this.f[43] ?? this.resolve(43);
    const a = arena; a.reset();
    const cnt_pProperties = 1; const o_pProperties = a.alloc(cnt_pProperties * 840 || 8, 8); const c_pProperties = a.cur;
    S.encByStype(a, c_pProperties, o_pProperties, { ...pProperties, sType: 1000059001 }, "vkGetPhysicalDeviceProperties2KHR.pProperties");
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceProperties2KHR.physicalDevice", true), c_pProperties.base + o_pProperties);
    return S.decVkPhysicalDeviceProperties2(a, c_pProperties, o_pProperties);
  }
  /** vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR (VK_KHR_performance_query) */
  getPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR(physicalDevice: H.VkPhysicalDevice, pPerformanceQueryCreateInfo: S.VkQueryPoolPerformanceCreateInfoKHR): number {
    const fn = this.f[44] ?? this.resolve(44);
    const a = arena; a.reset();
    let p_pPerformanceQueryCreateInfo = 0;
    if (pPerformanceQueryCreateInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkQueryPoolPerformanceCreateInfoKHR(a, c, o, pPerformanceQueryCreateInfo); p_pPerformanceQueryCreateInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR.pPerformanceQueryCreateInfo", pPerformanceQueryCreateInfo, 'a VkQueryPoolPerformanceCreateInfoKHR');
    const cnt_pNumPasses = 1; const o_pNumPasses = a.alloc(cnt_pNumPasses * 4 || 8, 4); const c_pNumPasses = a.cur;
    fn(hArg(physicalDevice, "vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR.physicalDevice", true), p_pPerformanceQueryCreateInfo, c_pNumPasses.base + o_pNumPasses);
    return c_pNumPasses.dv.getUint32(o_pNumPasses, true);
  }
  /** vkGetPhysicalDeviceQueueFamilyProperties (VK_VERSION_1_0) */
  getPhysicalDeviceQueueFamilyProperties(physicalDevice: H.VkPhysicalDevice): S.VkQueueFamilyPropertiesOut[] {
    const fn = this.f[45] ?? this.resolve(45);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      fn(hArg(physicalDevice, "vkGetPhysicalDeviceQueueFamilyProperties.physicalDevice", true), cc.base + oc, 0);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 24 || 8, 4); const ci = a.cur;
      fn(hArg(physicalDevice, "vkGetPhysicalDeviceQueueFamilyProperties.physicalDevice", true), cc.base + oc, ci.base + oi);
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkQueueFamilyProperties(a, ci, oi + i * 24));
    }
  }
  /** vkGetPhysicalDeviceQueueFamilyProperties2 (VK_VERSION_1_1) */
  getPhysicalDeviceQueueFamilyProperties2(physicalDevice: H.VkPhysicalDevice): S.VkQueueFamilyProperties2Out[] {
    const fn = this.f[46] ?? this.resolve(46);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      fn(hArg(physicalDevice, "vkGetPhysicalDeviceQueueFamilyProperties2.physicalDevice", true), cc.base + oc, 0);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 40 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 40, 1000059005, true);
      fn(hArg(physicalDevice, "vkGetPhysicalDeviceQueueFamilyProperties2.physicalDevice", true), cc.base + oc, ci.base + oi);
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkQueueFamilyProperties2(a, ci, oi + i * 40));
    }
  }
  /** vkGetPhysicalDeviceQueueFamilyProperties2KHR (VK_KHR_get_physical_device_properties2) */
  getPhysicalDeviceQueueFamilyProperties2KHR(physicalDevice: H.VkPhysicalDevice): S.VkQueueFamilyProperties2Out[] {
    const fn = this.f[47] ?? this.resolve(47);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      fn(hArg(physicalDevice, "vkGetPhysicalDeviceQueueFamilyProperties2KHR.physicalDevice", true), cc.base + oc, 0);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 40 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 40, 1000059005, true);
      fn(hArg(physicalDevice, "vkGetPhysicalDeviceQueueFamilyProperties2KHR.physicalDevice", true), cc.base + oc, ci.base + oi);
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkQueueFamilyProperties2(a, ci, oi + i * 40));
    }
  }
  /** vkGetPhysicalDeviceSparseImageFormatProperties (VK_VERSION_1_0) */
  getPhysicalDeviceSparseImageFormatProperties(physicalDevice: H.VkPhysicalDevice, format: E.VkFormat, type: E.VkImageType, samples: E.VkSampleCountFlagBits, usage: E.VkImageUsageFlags, tiling: E.VkImageTiling): S.VkSparseImageFormatPropertiesOut[] {
    const fn = this.f[48] ?? this.resolve(48);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      fn(hArg(physicalDevice, "vkGetPhysicalDeviceSparseImageFormatProperties.physicalDevice", true), i32(format, "vkGetPhysicalDeviceSparseImageFormatProperties.format"), i32(type, "vkGetPhysicalDeviceSparseImageFormatProperties.type"), u32(samples, "vkGetPhysicalDeviceSparseImageFormatProperties.samples"), u32(usage, "vkGetPhysicalDeviceSparseImageFormatProperties.usage"), i32(tiling, "vkGetPhysicalDeviceSparseImageFormatProperties.tiling"), cc.base + oc, 0);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 20 || 8, 4); const ci = a.cur;
      fn(hArg(physicalDevice, "vkGetPhysicalDeviceSparseImageFormatProperties.physicalDevice", true), i32(format, "vkGetPhysicalDeviceSparseImageFormatProperties.format"), i32(type, "vkGetPhysicalDeviceSparseImageFormatProperties.type"), u32(samples, "vkGetPhysicalDeviceSparseImageFormatProperties.samples"), u32(usage, "vkGetPhysicalDeviceSparseImageFormatProperties.usage"), i32(tiling, "vkGetPhysicalDeviceSparseImageFormatProperties.tiling"), cc.base + oc, ci.base + oi);
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkSparseImageFormatProperties(a, ci, oi + i * 20));
    }
  }
  /** vkGetPhysicalDeviceSparseImageFormatProperties2 (VK_VERSION_1_1) */
  getPhysicalDeviceSparseImageFormatProperties2(physicalDevice: H.VkPhysicalDevice, pFormatInfo: S.VkPhysicalDeviceSparseImageFormatInfo2): S.VkSparseImageFormatProperties2Out[] {
    const fn = this.f[49] ?? this.resolve(49);
    for (;;) {
      const a = arena; a.reset();
      let p_pFormatInfo = 0;
      if (pFormatInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkPhysicalDeviceSparseImageFormatInfo2(a, c, o, pFormatInfo); p_pFormatInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceSparseImageFormatProperties2.pFormatInfo", pFormatInfo, 'a VkPhysicalDeviceSparseImageFormatInfo2');
      const oc = a.alloc(8, 8); const cc = a.cur;
      fn(hArg(physicalDevice, "vkGetPhysicalDeviceSparseImageFormatProperties2.physicalDevice", true), p_pFormatInfo, cc.base + oc, 0);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 40 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 40, 1000059007, true);
      fn(hArg(physicalDevice, "vkGetPhysicalDeviceSparseImageFormatProperties2.physicalDevice", true), p_pFormatInfo, cc.base + oc, ci.base + oi);
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkSparseImageFormatProperties2(a, ci, oi + i * 40));
    }
  }
  /** vkGetPhysicalDeviceSparseImageFormatProperties2KHR (VK_KHR_get_physical_device_properties2) */
  getPhysicalDeviceSparseImageFormatProperties2KHR(physicalDevice: H.VkPhysicalDevice, pFormatInfo: S.VkPhysicalDeviceSparseImageFormatInfo2): S.VkSparseImageFormatProperties2Out[] {
    const fn = this.f[50] ?? this.resolve(50);
    for (;;) {
      const a = arena; a.reset();
      let p_pFormatInfo = 0;
      if (pFormatInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkPhysicalDeviceSparseImageFormatInfo2(a, c, o, pFormatInfo); p_pFormatInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceSparseImageFormatProperties2KHR.pFormatInfo", pFormatInfo, 'a VkPhysicalDeviceSparseImageFormatInfo2');
      const oc = a.alloc(8, 8); const cc = a.cur;
      fn(hArg(physicalDevice, "vkGetPhysicalDeviceSparseImageFormatProperties2KHR.physicalDevice", true), p_pFormatInfo, cc.base + oc, 0);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 40 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 40, 1000059007, true);
      fn(hArg(physicalDevice, "vkGetPhysicalDeviceSparseImageFormatProperties2KHR.physicalDevice", true), p_pFormatInfo, cc.base + oc, ci.base + oi);
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkSparseImageFormatProperties2(a, ci, oi + i * 40));
    }
  }
  /** vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV (VK_NV_coverage_reduction_mode) */
  getPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV(physicalDevice: H.VkPhysicalDevice): S.VkFramebufferMixedSamplesCombinationNVOut[] {
    const fn = this.f[51] ?? this.resolve(51);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV.physicalDevice", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 32 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 32, 1000250002, true);
      r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV.physicalDevice", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkFramebufferMixedSamplesCombinationNV(a, ci, oi + i * 32));
    }
  }
  /** vkGetPhysicalDeviceToolProperties (VK_VERSION_1_3) */
  getPhysicalDeviceToolProperties(physicalDevice: H.VkPhysicalDevice): S.VkPhysicalDeviceToolPropertiesOut[] {
    const fn = this.f[52] ?? this.resolve(52);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceToolProperties.physicalDevice", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceToolProperties', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 1048 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 1048, 1000245000, true);
      r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceToolProperties.physicalDevice", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceToolProperties', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkPhysicalDeviceToolProperties(a, ci, oi + i * 1048));
    }
  }
  /** vkGetPhysicalDeviceToolPropertiesEXT (VK_EXT_tooling_info) */
  getPhysicalDeviceToolPropertiesEXT(physicalDevice: H.VkPhysicalDevice): S.VkPhysicalDeviceToolPropertiesOut[] {
    const fn = this.f[53] ?? this.resolve(53);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceToolPropertiesEXT.physicalDevice", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceToolPropertiesEXT', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 1048 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 1048, 1000245000, true);
      r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceToolPropertiesEXT.physicalDevice", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceToolPropertiesEXT', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkPhysicalDeviceToolProperties(a, ci, oi + i * 1048));
    }
  }
  /** vkGetPhysicalDeviceVideoCapabilitiesKHR (VK_KHR_video_queue) */
  getPhysicalDeviceVideoCapabilitiesKHR(physicalDevice: H.VkPhysicalDevice, pVideoProfile: S.VkVideoProfileInfoKHR, pCapabilities?: Partial<S.VkVideoCapabilitiesKHR>): S.VkVideoCapabilitiesKHROut {
    const fn = this.f[54] ?? this.resolve(54);
    const a = arena; a.reset();
    let p_pVideoProfile = 0;
    if (pVideoProfile != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkVideoProfileInfoKHR(a, c, o, pVideoProfile); p_pVideoProfile = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceVideoCapabilitiesKHR.pVideoProfile", pVideoProfile, 'a VkVideoProfileInfoKHR');
    const cnt_pCapabilities = 1; const o_pCapabilities = a.alloc(cnt_pCapabilities * 336 || 8, 8); const c_pCapabilities = a.cur;
    S.encByStype(a, c_pCapabilities, o_pCapabilities, { ...pCapabilities, sType: 1000023001 }, "vkGetPhysicalDeviceVideoCapabilitiesKHR.pCapabilities");
    const r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceVideoCapabilitiesKHR.physicalDevice", true), p_pVideoProfile, c_pCapabilities.base + o_pCapabilities);
    if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceVideoCapabilitiesKHR', r as number);
    return S.decVkVideoCapabilitiesKHR(a, c_pCapabilities, o_pCapabilities);
  }
  /** vkGetPhysicalDeviceVideoEncodeQualityLevelPropertiesKHR (VK_KHR_video_encode_queue) */
  getPhysicalDeviceVideoEncodeQualityLevelPropertiesKHR(physicalDevice: H.VkPhysicalDevice, pQualityLevelInfo: S.VkPhysicalDeviceVideoEncodeQualityLevelInfoKHR, pQualityLevelProperties?: Partial<S.VkVideoEncodeQualityLevelPropertiesKHR>): S.VkVideoEncodeQualityLevelPropertiesKHROut {
    const fn = this.f[55] ?? this.resolve(55);
    const a = arena; a.reset();
    let p_pQualityLevelInfo = 0;
    if (pQualityLevelInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkPhysicalDeviceVideoEncodeQualityLevelInfoKHR(a, c, o, pQualityLevelInfo); p_pQualityLevelInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceVideoEncodeQualityLevelPropertiesKHR.pQualityLevelInfo", pQualityLevelInfo, 'a VkPhysicalDeviceVideoEncodeQualityLevelInfoKHR');
    const cnt_pQualityLevelProperties = 1; const o_pQualityLevelProperties = a.alloc(cnt_pQualityLevelProperties * 24 || 8, 8); const c_pQualityLevelProperties = a.cur;
    S.encByStype(a, c_pQualityLevelProperties, o_pQualityLevelProperties, { ...pQualityLevelProperties, sType: 1000299007 }, "vkGetPhysicalDeviceVideoEncodeQualityLevelPropertiesKHR.pQualityLevelProperties");
    const r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceVideoEncodeQualityLevelPropertiesKHR.physicalDevice", true), p_pQualityLevelInfo, c_pQualityLevelProperties.base + o_pQualityLevelProperties);
    if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceVideoEncodeQualityLevelPropertiesKHR', r as number);
    return S.decVkVideoEncodeQualityLevelPropertiesKHR(a, c_pQualityLevelProperties, o_pQualityLevelProperties);
  }
  /** vkGetPhysicalDeviceVideoFormatPropertiesKHR (VK_KHR_video_queue) */
  getPhysicalDeviceVideoFormatPropertiesKHR(physicalDevice: H.VkPhysicalDevice, pVideoFormatInfo: S.VkPhysicalDeviceVideoFormatInfoKHR): S.VkVideoFormatPropertiesKHROut[] {
    const fn = this.f[56] ?? this.resolve(56);
    for (;;) {
      const a = arena; a.reset();
      let p_pVideoFormatInfo = 0;
      if (pVideoFormatInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkPhysicalDeviceVideoFormatInfoKHR(a, c, o, pVideoFormatInfo); p_pVideoFormatInfo = c.base + o; } else throw new VkValueError("vkGetPhysicalDeviceVideoFormatPropertiesKHR.pVideoFormatInfo", pVideoFormatInfo, 'a VkPhysicalDeviceVideoFormatInfoKHR');
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceVideoFormatPropertiesKHR.physicalDevice", true), p_pVideoFormatInfo, cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceVideoFormatPropertiesKHR', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 56 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 56, 1000023015, true);
      r = fn(hArg(physicalDevice, "vkGetPhysicalDeviceVideoFormatPropertiesKHR.physicalDevice", true), p_pVideoFormatInfo, cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPhysicalDeviceVideoFormatPropertiesKHR', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkVideoFormatPropertiesKHR(a, ci, oi + i * 56));
    }
  }
  /** vkSubmitDebugUtilsMessageEXT (VK_EXT_debug_utils) */
  submitDebugUtilsMessageEXT(messageSeverity: E.VkDebugUtilsMessageSeverityFlagBitsEXT, messageTypes: E.VkDebugUtilsMessageTypeFlagsEXT, pCallbackData: S.VkDebugUtilsMessengerCallbackDataEXT): void {
    const fn = this.f[57] ?? this.resolve(57);
    const a = arena; a.reset();
    let p_pCallbackData = 0;
    if (pCallbackData != null) { const o = a.alloc(96, 8); const c = a.cur; S.encVkDebugUtilsMessengerCallbackDataEXT(a, c, o, pCallbackData); p_pCallbackData = c.base + o; } else throw new VkValueError("vkSubmitDebugUtilsMessageEXT.pCallbackData", pCallbackData, 'a VkDebugUtilsMessengerCallbackDataEXT');
    fn(this.handle, u32(messageSeverity, "vkSubmitDebugUtilsMessageEXT.messageSeverity"), u32(messageTypes, "vkSubmitDebugUtilsMessageEXT.messageTypes"), p_pCallbackData);
  }
}

const DEVICE_META: readonly CommandMeta[] = [
  { name: 'vkAcquireProfilingLockKHR', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_KHR_performance_query"] },
  { name: 'vkAllocateCommandBuffers', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkAllocateDescriptorSets', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkAllocateMemory', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkBeginCommandBuffer', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkBindAccelerationStructureMemoryNV', proto: 'int32_t (uint64_t, uint32_t, uint64_t)', providers: ["VK_NV_ray_tracing"] },
  { name: 'vkBindBufferMemory', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkBindBufferMemory2', proto: 'int32_t (uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkBindBufferMemory2KHR', proto: 'int32_t (uint64_t, uint32_t, uint64_t)', providers: ["VK_KHR_bind_memory2"] },
  { name: 'vkBindImageMemory', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkBindImageMemory2', proto: 'int32_t (uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkBindImageMemory2KHR', proto: 'int32_t (uint64_t, uint32_t, uint64_t)', providers: ["VK_KHR_bind_memory2"] },
  { name: 'vkBindOpticalFlowSessionImageNV', proto: 'int32_t (uint64_t, uint64_t, int32_t, uint64_t, int32_t)', providers: ["VK_NV_optical_flow"] },
  { name: 'vkBindVideoSessionMemoryKHR', proto: 'int32_t (uint64_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_KHR_video_queue"] },
  { name: 'vkBuildAccelerationStructuresKHR', proto: 'int32_t (uint64_t, uint64_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkBuildMicromapsEXT', proto: 'int32_t (uint64_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_opacity_micromap"] },
  { name: 'vkCmdBeginConditionalRenderingEXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_EXT_conditional_rendering"] },
  { name: 'vkCmdBeginDebugUtilsLabelEXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_EXT_debug_utils"] },
  { name: 'vkCmdBeginQuery', proto: 'void (uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdBeginQueryIndexedEXT', proto: 'void (uint64_t, uint64_t, uint32_t, uint32_t, uint32_t)', providers: ["VK_EXT_transform_feedback"] },
  { name: 'vkCmdBeginRendering', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdBeginRenderingKHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_dynamic_rendering"] },
  { name: 'vkCmdBeginRenderPass', proto: 'void (uint64_t, uint64_t, int32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdBeginRenderPass2', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_2"] },
  { name: 'vkCmdBeginRenderPass2KHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_create_renderpass2"] },
  { name: 'vkCmdBeginTransformFeedbackEXT', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_EXT_transform_feedback"] },
  { name: 'vkCmdBeginVideoCodingKHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_video_queue"] },
  { name: 'vkCmdBindDescriptorBufferEmbeddedSamplers2EXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_maintenance6"] },
  { name: 'vkCmdBindDescriptorBufferEmbeddedSamplersEXT', proto: 'void (uint64_t, int32_t, uint64_t, uint32_t)', providers: ["VK_EXT_descriptor_buffer"] },
  { name: 'vkCmdBindDescriptorBuffersEXT', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_descriptor_buffer"] },
  { name: 'vkCmdBindDescriptorSets', proto: 'void (uint64_t, int32_t, uint64_t, uint32_t, uint32_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdBindDescriptorSets2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkCmdBindDescriptorSets2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_maintenance6"] },
  { name: 'vkCmdBindIndexBuffer', proto: 'void (uint64_t, uint64_t, uint64_t, int32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdBindIndexBuffer2', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, int32_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkCmdBindIndexBuffer2KHR', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, int32_t)', providers: ["VK_KHR_maintenance5"] },
  { name: 'vkCmdBindPipeline', proto: 'void (uint64_t, int32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdBindPipelineShaderGroupNV', proto: 'void (uint64_t, int32_t, uint64_t, uint32_t)', providers: ["VK_NV_device_generated_commands"] },
  { name: 'vkCmdBindShadersEXT', proto: 'void (uint64_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_EXT_shader_object"] },
  { name: 'vkCmdBindShadingRateImageNV', proto: 'void (uint64_t, uint64_t, int32_t)', providers: ["VK_NV_shading_rate_image"] },
  { name: 'vkCmdBindTransformFeedbackBuffersEXT', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_transform_feedback"] },
  { name: 'vkCmdBindVertexBuffers', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdBindVertexBuffers2', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdBindVertexBuffers2EXT', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_extended_dynamic_state","VK_EXT_shader_object"] },
  { name: 'vkCmdBlitImage', proto: 'void (uint64_t, uint64_t, int32_t, uint64_t, int32_t, uint32_t, uint64_t, int32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdBlitImage2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdBlitImage2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_copy_commands2"] },
  { name: 'vkCmdBuildAccelerationStructureNV', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, uint32_t, uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_ray_tracing"] },
  { name: 'vkCmdBuildAccelerationStructuresIndirectKHR', proto: 'void (uint64_t, uint32_t, uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkCmdBuildAccelerationStructuresKHR', proto: 'void (uint64_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkCmdBuildClusterAccelerationStructureIndirectNV', proto: 'void (uint64_t, uint64_t)', providers: ["VK_NV_cluster_acceleration_structure"] },
  { name: 'vkCmdBuildMicromapsEXT', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_opacity_micromap"] },
  { name: 'vkCmdBuildPartitionedAccelerationStructuresNV', proto: 'void (uint64_t, uint64_t)', providers: ["VK_NV_partitioned_acceleration_structure"] },
  { name: 'vkCmdClearAttachments', proto: 'void (uint64_t, uint32_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdClearColorImage', proto: 'void (uint64_t, uint64_t, int32_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdClearDepthStencilImage', proto: 'void (uint64_t, uint64_t, int32_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdControlVideoCodingKHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_video_queue"] },
  { name: 'vkCmdConvertCooperativeVectorMatrixNV', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_NV_cooperative_vector"] },
  { name: 'vkCmdCopyAccelerationStructureKHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkCmdCopyAccelerationStructureNV', proto: 'void (uint64_t, uint64_t, uint64_t, int32_t)', providers: ["VK_NV_ray_tracing"] },
  { name: 'vkCmdCopyAccelerationStructureToMemoryKHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkCmdCopyBuffer', proto: 'void (uint64_t, uint64_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdCopyBuffer2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdCopyBuffer2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_copy_commands2"] },
  { name: 'vkCmdCopyBufferToImage', proto: 'void (uint64_t, uint64_t, uint64_t, int32_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdCopyBufferToImage2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdCopyBufferToImage2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_copy_commands2"] },
  { name: 'vkCmdCopyImage', proto: 'void (uint64_t, uint64_t, int32_t, uint64_t, int32_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdCopyImage2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdCopyImage2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_copy_commands2"] },
  { name: 'vkCmdCopyImageToBuffer', proto: 'void (uint64_t, uint64_t, int32_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdCopyImageToBuffer2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdCopyImageToBuffer2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_copy_commands2"] },
  { name: 'vkCmdCopyMemoryIndirectNV', proto: 'void (uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_NV_copy_memory_indirect"] },
  { name: 'vkCmdCopyMemoryToAccelerationStructureKHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkCmdCopyMemoryToImageIndirectNV', proto: 'void (uint64_t, uint64_t, uint32_t, uint32_t, uint64_t, int32_t, uint64_t)', providers: ["VK_NV_copy_memory_indirect"] },
  { name: 'vkCmdCopyMemoryToMicromapEXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_EXT_opacity_micromap"] },
  { name: 'vkCmdCopyMicromapEXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_EXT_opacity_micromap"] },
  { name: 'vkCmdCopyMicromapToMemoryEXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_EXT_opacity_micromap"] },
  { name: 'vkCmdCopyQueryPoolResults', proto: 'void (uint64_t, uint64_t, uint32_t, uint32_t, uint64_t, uint64_t, uint64_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdCudaLaunchKernelNV', proto: 'void (uint64_t, uint64_t)', providers: ["VK_NV_cuda_kernel_launch"] },
  { name: 'vkCmdDebugMarkerBeginEXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_EXT_debug_marker"] },
  { name: 'vkCmdDebugMarkerEndEXT', proto: 'void (uint64_t)', providers: ["VK_EXT_debug_marker"] },
  { name: 'vkCmdDebugMarkerInsertEXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_EXT_debug_marker"] },
  { name: 'vkCmdDecodeVideoKHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_video_decode_queue"] },
  { name: 'vkCmdDecompressMemoryIndirectCountNV', proto: 'void (uint64_t, uint64_t, uint64_t, uint32_t)', providers: ["VK_NV_memory_decompression"] },
  { name: 'vkCmdDecompressMemoryNV', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_NV_memory_decompression"] },
  { name: 'vkCmdDispatch', proto: 'void (uint64_t, uint32_t, uint32_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdDispatchBase', proto: 'void (uint64_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkCmdDispatchBaseKHR', proto: 'void (uint64_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t)', providers: ["VK_KHR_device_group"] },
  { name: 'vkCmdDispatchIndirect', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdDraw', proto: 'void (uint64_t, uint32_t, uint32_t, uint32_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdDrawIndexed', proto: 'void (uint64_t, uint32_t, uint32_t, uint32_t, int32_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdDrawIndexedIndirect', proto: 'void (uint64_t, uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdDrawIndexedIndirectCount', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_VERSION_1_2"] },
  { name: 'vkCmdDrawIndexedIndirectCountKHR', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_KHR_draw_indirect_count"] },
  { name: 'vkCmdDrawIndirect', proto: 'void (uint64_t, uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdDrawIndirectByteCountEXT', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_EXT_transform_feedback"] },
  { name: 'vkCmdDrawIndirectCount', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_VERSION_1_2"] },
  { name: 'vkCmdDrawIndirectCountKHR', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_KHR_draw_indirect_count"] },
  { name: 'vkCmdDrawMeshTasksEXT', proto: 'void (uint64_t, uint32_t, uint32_t, uint32_t)', providers: ["VK_EXT_mesh_shader"] },
  { name: 'vkCmdDrawMeshTasksIndirectCountEXT', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_EXT_mesh_shader"] },
  { name: 'vkCmdDrawMeshTasksIndirectCountNV', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_NV_mesh_shader"] },
  { name: 'vkCmdDrawMeshTasksIndirectEXT', proto: 'void (uint64_t, uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_EXT_mesh_shader"] },
  { name: 'vkCmdDrawMeshTasksIndirectNV', proto: 'void (uint64_t, uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_NV_mesh_shader"] },
  { name: 'vkCmdDrawMeshTasksNV', proto: 'void (uint64_t, uint32_t, uint32_t)', providers: ["VK_NV_mesh_shader"] },
  { name: 'vkCmdDrawMultiEXT', proto: 'void (uint64_t, uint32_t, uint64_t, uint32_t, uint32_t, uint32_t)', providers: ["VK_EXT_multi_draw"] },
  { name: 'vkCmdDrawMultiIndexedEXT', proto: 'void (uint64_t, uint32_t, uint64_t, uint32_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_EXT_multi_draw"] },
  { name: 'vkCmdEncodeVideoKHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_video_encode_queue"] },
  { name: 'vkCmdEndConditionalRenderingEXT', proto: 'void (uint64_t)', providers: ["VK_EXT_conditional_rendering"] },
  { name: 'vkCmdEndDebugUtilsLabelEXT', proto: 'void (uint64_t)', providers: ["VK_EXT_debug_utils"] },
  { name: 'vkCmdEndQuery', proto: 'void (uint64_t, uint64_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdEndQueryIndexedEXT', proto: 'void (uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_EXT_transform_feedback"] },
  { name: 'vkCmdEndRendering', proto: 'void (uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdEndRenderingKHR', proto: 'void (uint64_t)', providers: ["VK_KHR_dynamic_rendering"] },
  { name: 'vkCmdEndRenderPass', proto: 'void (uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdEndRenderPass2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_2"] },
  { name: 'vkCmdEndRenderPass2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_create_renderpass2"] },
  { name: 'vkCmdEndTransformFeedbackEXT', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_EXT_transform_feedback"] },
  { name: 'vkCmdEndVideoCodingKHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_video_queue"] },
  { name: 'vkCmdExecuteCommands', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdExecuteGeneratedCommandsEXT', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_device_generated_commands"] },
  { name: 'vkCmdExecuteGeneratedCommandsNV', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_NV_device_generated_commands"] },
  { name: 'vkCmdFillBuffer', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdInsertDebugUtilsLabelEXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_EXT_debug_utils"] },
  { name: 'vkCmdNextSubpass', proto: 'void (uint64_t, int32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdNextSubpass2', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_2"] },
  { name: 'vkCmdNextSubpass2KHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_create_renderpass2"] },
  { name: 'vkCmdOpticalFlowExecuteNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_optical_flow"] },
  { name: 'vkCmdPipelineBarrier', proto: 'void (uint64_t, uint32_t, uint32_t, uint32_t, uint32_t, uint64_t, uint32_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdPipelineBarrier2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdPipelineBarrier2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_synchronization2"] },
  { name: 'vkCmdPreprocessGeneratedCommandsEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_device_generated_commands"] },
  { name: 'vkCmdPreprocessGeneratedCommandsNV', proto: 'void (uint64_t, uint64_t)', providers: ["VK_NV_device_generated_commands"] },
  { name: 'vkCmdPushConstants', proto: 'void (uint64_t, uint64_t, uint32_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdPushConstants2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkCmdPushConstants2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_maintenance6"] },
  { name: 'vkCmdPushDescriptorSet', proto: 'void (uint64_t, int32_t, uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkCmdPushDescriptorSet2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkCmdPushDescriptorSet2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_maintenance6"] },
  { name: 'vkCmdPushDescriptorSetKHR', proto: 'void (uint64_t, int32_t, uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_KHR_push_descriptor"] },
  { name: 'vkCmdPushDescriptorSetWithTemplate', proto: 'void (uint64_t, uint64_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkCmdPushDescriptorSetWithTemplate2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkCmdPushDescriptorSetWithTemplate2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_maintenance6"] },
  { name: 'vkCmdPushDescriptorSetWithTemplateKHR', proto: 'void (uint64_t, uint64_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_KHR_push_descriptor","VK_KHR_descriptor_update_template"] },
  { name: 'vkCmdResetEvent', proto: 'void (uint64_t, uint64_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdResetEvent2', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdResetEvent2KHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_synchronization2"] },
  { name: 'vkCmdResetQueryPool', proto: 'void (uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdResolveImage', proto: 'void (uint64_t, uint64_t, int32_t, uint64_t, int32_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdResolveImage2', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdResolveImage2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_copy_commands2"] },
  { name: 'vkCmdSetAlphaToCoverageEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetAlphaToOneEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetAttachmentFeedbackLoopEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_attachment_feedback_loop_dynamic_state"] },
  { name: 'vkCmdSetBlendConstants', proto: 'void (uint64_t, float)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdSetCheckpointNV', proto: 'void (uint64_t, uint64_t)', providers: ["VK_NV_device_diagnostic_checkpoints"] },
  { name: 'vkCmdSetCoarseSampleOrderNV', proto: 'void (uint64_t, int32_t, uint32_t, uint64_t)', providers: ["VK_NV_shading_rate_image"] },
  { name: 'vkCmdSetColorBlendAdvancedEXT', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetColorBlendEnableEXT', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetColorBlendEquationEXT', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetColorWriteEnableEXT', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_color_write_enable"] },
  { name: 'vkCmdSetColorWriteMaskEXT', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetConservativeRasterizationModeEXT', proto: 'void (uint64_t, int32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetCoverageModulationModeNV', proto: 'void (uint64_t, int32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetCoverageModulationTableEnableNV', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetCoverageModulationTableNV', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetCoverageReductionModeNV', proto: 'void (uint64_t, int32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetCoverageToColorEnableNV', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetCoverageToColorLocationNV', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetCullMode', proto: 'void (uint64_t, uint32_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetCullModeEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state","VK_EXT_shader_object"] },
  { name: 'vkCmdSetDepthBias', proto: 'void (uint64_t, float, float, float)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdSetDepthBias2EXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_EXT_depth_bias_control"] },
  { name: 'vkCmdSetDepthBiasEnable', proto: 'void (uint64_t, uint32_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetDepthBiasEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state2","VK_EXT_shader_object"] },
  { name: 'vkCmdSetDepthBounds', proto: 'void (uint64_t, float, float)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdSetDepthBoundsTestEnable', proto: 'void (uint64_t, uint32_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetDepthBoundsTestEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state","VK_EXT_shader_object"] },
  { name: 'vkCmdSetDepthClampEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetDepthClampRangeEXT', proto: 'void (uint64_t, int32_t, uint64_t)', providers: ["VK_EXT_shader_object","VK_EXT_depth_clamp_control"] },
  { name: 'vkCmdSetDepthClipEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetDepthClipNegativeOneToOneEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetDepthCompareOp', proto: 'void (uint64_t, int32_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetDepthCompareOpEXT', proto: 'void (uint64_t, int32_t)', providers: ["VK_EXT_extended_dynamic_state","VK_EXT_shader_object"] },
  { name: 'vkCmdSetDepthTestEnable', proto: 'void (uint64_t, uint32_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetDepthTestEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state","VK_EXT_shader_object"] },
  { name: 'vkCmdSetDepthWriteEnable', proto: 'void (uint64_t, uint32_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetDepthWriteEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state","VK_EXT_shader_object"] },
  { name: 'vkCmdSetDescriptorBufferOffsets2EXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_maintenance6"] },
  { name: 'vkCmdSetDescriptorBufferOffsetsEXT', proto: 'void (uint64_t, int32_t, uint64_t, uint32_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_EXT_descriptor_buffer"] },
  { name: 'vkCmdSetDeviceMask', proto: 'void (uint64_t, uint32_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkCmdSetDeviceMaskKHR', proto: 'void (uint64_t, uint32_t)', providers: ["VK_KHR_device_group"] },
  { name: 'vkCmdSetDiscardRectangleEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_discard_rectangles"] },
  { name: 'vkCmdSetDiscardRectangleEXT', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_EXT_discard_rectangles"] },
  { name: 'vkCmdSetDiscardRectangleModeEXT', proto: 'void (uint64_t, int32_t)', providers: ["VK_EXT_discard_rectangles"] },
  { name: 'vkCmdSetEvent', proto: 'void (uint64_t, uint64_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdSetEvent2', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetEvent2KHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_synchronization2"] },
  { name: 'vkCmdSetExclusiveScissorEnableNV', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_NV_scissor_exclusive"] },
  { name: 'vkCmdSetExclusiveScissorNV', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_NV_scissor_exclusive"] },
  { name: 'vkCmdSetExtraPrimitiveOverestimationSizeEXT', proto: 'void (uint64_t, float)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetFragmentShadingRateEnumNV', proto: 'void (uint64_t, int32_t, int32_t)', providers: ["VK_NV_fragment_shading_rate_enums"] },
  { name: 'vkCmdSetFragmentShadingRateKHR', proto: 'void (uint64_t, uint64_t, int32_t)', providers: ["VK_KHR_fragment_shading_rate"] },
  { name: 'vkCmdSetFrontFace', proto: 'void (uint64_t, int32_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetFrontFaceEXT', proto: 'void (uint64_t, int32_t)', providers: ["VK_EXT_extended_dynamic_state","VK_EXT_shader_object"] },
  { name: 'vkCmdSetLineRasterizationModeEXT', proto: 'void (uint64_t, int32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetLineStipple', proto: 'void (uint64_t, uint32_t, uint16_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkCmdSetLineStippleEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetLineStippleEXT', proto: 'void (uint64_t, uint32_t, uint16_t)', providers: ["VK_EXT_line_rasterization"] },
  { name: 'vkCmdSetLineStippleKHR', proto: 'void (uint64_t, uint32_t, uint16_t)', providers: ["VK_KHR_line_rasterization"] },
  { name: 'vkCmdSetLineWidth', proto: 'void (uint64_t, float)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdSetLogicOpEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetLogicOpEXT', proto: 'void (uint64_t, int32_t)', providers: ["VK_EXT_extended_dynamic_state2","VK_EXT_shader_object"] },
  { name: 'vkCmdSetPatchControlPointsEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state2","VK_EXT_shader_object"] },
  { name: 'vkCmdSetPolygonModeEXT', proto: 'void (uint64_t, int32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetPrimitiveRestartEnable', proto: 'void (uint64_t, uint32_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetPrimitiveRestartEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state2","VK_EXT_shader_object"] },
  { name: 'vkCmdSetPrimitiveTopology', proto: 'void (uint64_t, int32_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetPrimitiveTopologyEXT', proto: 'void (uint64_t, int32_t)', providers: ["VK_EXT_extended_dynamic_state","VK_EXT_shader_object"] },
  { name: 'vkCmdSetProvokingVertexModeEXT', proto: 'void (uint64_t, int32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetRasterizationSamplesEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetRasterizationStreamEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetRasterizerDiscardEnable', proto: 'void (uint64_t, uint32_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetRasterizerDiscardEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state2","VK_EXT_shader_object"] },
  { name: 'vkCmdSetRayTracingPipelineStackSizeKHR', proto: 'void (uint64_t, uint32_t)', providers: ["VK_KHR_ray_tracing_pipeline"] },
  { name: 'vkCmdSetRenderingAttachmentLocations', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkCmdSetRenderingAttachmentLocationsKHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_dynamic_rendering_local_read"] },
  { name: 'vkCmdSetRenderingInputAttachmentIndices', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkCmdSetRenderingInputAttachmentIndicesKHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_dynamic_rendering_local_read"] },
  { name: 'vkCmdSetRepresentativeFragmentTestEnableNV', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetSampleLocationsEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetSampleLocationsEXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_EXT_sample_locations"] },
  { name: 'vkCmdSetSampleMaskEXT', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetScissor', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdSetScissorWithCount', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetScissorWithCountEXT', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_extended_dynamic_state","VK_EXT_shader_object"] },
  { name: 'vkCmdSetShadingRateImageEnableNV', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetStencilCompareMask', proto: 'void (uint64_t, uint32_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdSetStencilOp', proto: 'void (uint64_t, uint32_t, int32_t, int32_t, int32_t, int32_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetStencilOpEXT', proto: 'void (uint64_t, uint32_t, int32_t, int32_t, int32_t, int32_t)', providers: ["VK_EXT_extended_dynamic_state","VK_EXT_shader_object"] },
  { name: 'vkCmdSetStencilReference', proto: 'void (uint64_t, uint32_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdSetStencilTestEnable', proto: 'void (uint64_t, uint32_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetStencilTestEnableEXT', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state","VK_EXT_shader_object"] },
  { name: 'vkCmdSetStencilWriteMask', proto: 'void (uint64_t, uint32_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdSetTessellationDomainOriginEXT', proto: 'void (uint64_t, int32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetVertexInputEXT', proto: 'void (uint64_t, uint32_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_vertex_input_dynamic_state","VK_EXT_shader_object"] },
  { name: 'vkCmdSetViewport', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdSetViewportShadingRatePaletteNV', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_NV_shading_rate_image"] },
  { name: 'vkCmdSetViewportSwizzleNV', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetViewportWithCount', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdSetViewportWithCountEXT', proto: 'void (uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_extended_dynamic_state","VK_EXT_shader_object"] },
  { name: 'vkCmdSetViewportWScalingEnableNV', proto: 'void (uint64_t, uint32_t)', providers: ["VK_EXT_extended_dynamic_state3","VK_EXT_shader_object"] },
  { name: 'vkCmdSetViewportWScalingNV', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_NV_clip_space_w_scaling"] },
  { name: 'vkCmdTraceRaysIndirect2KHR', proto: 'void (uint64_t, uint64_t)', providers: ["VK_KHR_ray_tracing_maintenance1"] },
  { name: 'vkCmdTraceRaysIndirectKHR', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_ray_tracing_pipeline"] },
  { name: 'vkCmdTraceRaysKHR', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint32_t, uint32_t, uint32_t)', providers: ["VK_KHR_ray_tracing_pipeline"] },
  { name: 'vkCmdTraceRaysNV', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint32_t, uint32_t, uint32_t)', providers: ["VK_NV_ray_tracing"] },
  { name: 'vkCmdUpdateBuffer', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdUpdatePipelineIndirectBufferNV', proto: 'void (uint64_t, int32_t, uint64_t)', providers: ["VK_NV_device_generated_commands_compute"] },
  { name: 'vkCmdWaitEvents', proto: 'void (uint64_t, uint32_t, uint64_t, uint32_t, uint32_t, uint32_t, uint64_t, uint32_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdWaitEvents2', proto: 'void (uint64_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdWaitEvents2KHR', proto: 'void (uint64_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_KHR_synchronization2"] },
  { name: 'vkCmdWriteAccelerationStructuresPropertiesKHR', proto: 'void (uint64_t, uint32_t, uint64_t, int32_t, uint64_t, uint32_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkCmdWriteAccelerationStructuresPropertiesNV', proto: 'void (uint64_t, uint32_t, uint64_t, int32_t, uint64_t, uint32_t)', providers: ["VK_NV_ray_tracing"] },
  { name: 'vkCmdWriteMicromapsPropertiesEXT', proto: 'void (uint64_t, uint32_t, uint64_t, int32_t, uint64_t, uint32_t)', providers: ["VK_EXT_opacity_micromap"] },
  { name: 'vkCmdWriteTimestamp', proto: 'void (uint64_t, uint32_t, uint64_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCmdWriteTimestamp2', proto: 'void (uint64_t, uint64_t, uint64_t, uint32_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCmdWriteTimestamp2KHR', proto: 'void (uint64_t, uint64_t, uint64_t, uint32_t)', providers: ["VK_KHR_synchronization2"] },
  { name: 'vkCompileDeferredNV', proto: 'int32_t (uint64_t, uint64_t, uint32_t)', providers: ["VK_NV_ray_tracing"] },
  { name: 'vkConvertCooperativeVectorMatrixNV', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_NV_cooperative_vector"] },
  { name: 'vkCopyAccelerationStructureKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkCopyAccelerationStructureToMemoryKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkCopyImageToImage', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkCopyImageToImageEXT', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_EXT_host_image_copy"] },
  { name: 'vkCopyImageToMemory', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkCopyImageToMemoryEXT', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_EXT_host_image_copy"] },
  { name: 'vkCopyMemoryToAccelerationStructureKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkCopyMemoryToImage', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkCopyMemoryToImageEXT', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_EXT_host_image_copy"] },
  { name: 'vkCopyMemoryToMicromapEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_opacity_micromap"] },
  { name: 'vkCopyMicromapEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_opacity_micromap"] },
  { name: 'vkCopyMicromapToMemoryEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_opacity_micromap"] },
  { name: 'vkCreateAccelerationStructureKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkCreateAccelerationStructureNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_ray_tracing"] },
  { name: 'vkCreateBuffer', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateBufferView', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateCommandPool', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateComputePipelines', proto: 'int32_t (uint64_t, uint64_t, uint32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateCudaFunctionNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_cuda_kernel_launch"] },
  { name: 'vkCreateCudaModuleNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_cuda_kernel_launch"] },
  { name: 'vkCreateDeferredOperationKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_deferred_host_operations"] },
  { name: 'vkCreateDescriptorPool', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateDescriptorSetLayout', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateDescriptorUpdateTemplate', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkCreateDescriptorUpdateTemplateKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_descriptor_update_template"] },
  { name: 'vkCreateEvent', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateFence', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateFramebuffer', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateGraphicsPipelines', proto: 'int32_t (uint64_t, uint64_t, uint32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateImage', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateImageView', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateIndirectCommandsLayoutEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_device_generated_commands"] },
  { name: 'vkCreateIndirectCommandsLayoutNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_device_generated_commands"] },
  { name: 'vkCreateIndirectExecutionSetEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_device_generated_commands"] },
  { name: 'vkCreateMicromapEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_opacity_micromap"] },
  { name: 'vkCreateOpticalFlowSessionNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_optical_flow"] },
  { name: 'vkCreatePipelineBinariesKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_pipeline_binary"] },
  { name: 'vkCreatePipelineCache', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreatePipelineLayout', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreatePrivateDataSlot', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkCreatePrivateDataSlotEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_private_data"] },
  { name: 'vkCreateQueryPool', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateRayTracingPipelinesKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_ray_tracing_pipeline"] },
  { name: 'vkCreateRayTracingPipelinesNV', proto: 'int32_t (uint64_t, uint64_t, uint32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_ray_tracing"] },
  { name: 'vkCreateRenderPass', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateRenderPass2', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_2"] },
  { name: 'vkCreateRenderPass2KHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_create_renderpass2"] },
  { name: 'vkCreateSampler', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateSamplerYcbcrConversion', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkCreateSamplerYcbcrConversionKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_sampler_ycbcr_conversion"] },
  { name: 'vkCreateSemaphore', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateShaderModule', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkCreateShadersEXT', proto: 'int32_t (uint64_t, uint32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_shader_object"] },
  { name: 'vkCreateValidationCacheEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_validation_cache"] },
  { name: 'vkCreateVideoSessionKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_video_queue"] },
  { name: 'vkCreateVideoSessionParametersKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_video_queue"] },
  { name: 'vkDebugMarkerSetObjectNameEXT', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_EXT_debug_marker"] },
  { name: 'vkDebugMarkerSetObjectTagEXT', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_EXT_debug_marker"] },
  { name: 'vkDeferredOperationJoinKHR', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_KHR_deferred_host_operations"] },
  { name: 'vkDestroyAccelerationStructureKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkDestroyAccelerationStructureNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_ray_tracing"] },
  { name: 'vkDestroyBuffer', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyBufferView', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyCommandPool', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyCudaFunctionNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_cuda_kernel_launch"] },
  { name: 'vkDestroyCudaModuleNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_cuda_kernel_launch"] },
  { name: 'vkDestroyDeferredOperationKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_deferred_host_operations"] },
  { name: 'vkDestroyDescriptorPool', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyDescriptorSetLayout', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyDescriptorUpdateTemplate', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkDestroyDescriptorUpdateTemplateKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_descriptor_update_template"] },
  { name: 'vkDestroyDevice', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyEvent', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyFence', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyFramebuffer', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyImage', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyImageView', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyIndirectCommandsLayoutEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_device_generated_commands"] },
  { name: 'vkDestroyIndirectCommandsLayoutNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_device_generated_commands"] },
  { name: 'vkDestroyIndirectExecutionSetEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_device_generated_commands"] },
  { name: 'vkDestroyMicromapEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_opacity_micromap"] },
  { name: 'vkDestroyOpticalFlowSessionNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_optical_flow"] },
  { name: 'vkDestroyPipeline', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyPipelineBinaryKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_pipeline_binary"] },
  { name: 'vkDestroyPipelineCache', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyPipelineLayout', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyPrivateDataSlot', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkDestroyPrivateDataSlotEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_private_data"] },
  { name: 'vkDestroyQueryPool', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyRenderPass', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroySampler', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroySamplerYcbcrConversion', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkDestroySamplerYcbcrConversionKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_sampler_ycbcr_conversion"] },
  { name: 'vkDestroySemaphore', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyShaderEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_shader_object"] },
  { name: 'vkDestroyShaderModule', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkDestroyValidationCacheEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_validation_cache"] },
  { name: 'vkDestroyVideoSessionKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_video_queue"] },
  { name: 'vkDestroyVideoSessionParametersKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_video_queue"] },
  { name: 'vkDeviceWaitIdle', proto: 'int32_t (uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkEndCommandBuffer', proto: 'int32_t (uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkFlushMappedMemoryRanges', proto: 'int32_t (uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkFreeCommandBuffers', proto: 'void (uint64_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkFreeDescriptorSets', proto: 'int32_t (uint64_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkFreeMemory', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetAccelerationStructureBuildSizesKHR', proto: 'void (uint64_t, int32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkGetAccelerationStructureDeviceAddressKHR', proto: 'uint64_t (uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkGetAccelerationStructureHandleNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_ray_tracing"] },
  { name: 'vkGetAccelerationStructureMemoryRequirementsNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_ray_tracing"] },
  { name: 'vkGetAccelerationStructureOpaqueCaptureDescriptorDataEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_descriptor_buffer"] },
  { name: 'vkGetBufferDeviceAddress', proto: 'uint64_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_2"] },
  { name: 'vkGetBufferDeviceAddressEXT', proto: 'uint64_t (uint64_t, uint64_t)', providers: ["VK_EXT_buffer_device_address"] },
  { name: 'vkGetBufferDeviceAddressKHR', proto: 'uint64_t (uint64_t, uint64_t)', providers: ["VK_KHR_buffer_device_address"] },
  { name: 'vkGetBufferMemoryRequirements', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetBufferMemoryRequirements2', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetBufferMemoryRequirements2KHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_get_memory_requirements2"] },
  { name: 'vkGetBufferOpaqueCaptureAddress', proto: 'uint64_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_2"] },
  { name: 'vkGetBufferOpaqueCaptureAddressKHR', proto: 'uint64_t (uint64_t, uint64_t)', providers: ["VK_KHR_buffer_device_address"] },
  { name: 'vkGetBufferOpaqueCaptureDescriptorDataEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_descriptor_buffer"] },
  { name: 'vkGetCalibratedTimestampsEXT', proto: 'int32_t (uint64_t, uint32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_calibrated_timestamps"] },
  { name: 'vkGetCalibratedTimestampsKHR', proto: 'int32_t (uint64_t, uint32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_calibrated_timestamps"] },
  { name: 'vkGetClusterAccelerationStructureBuildSizesNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_cluster_acceleration_structure"] },
  { name: 'vkGetCudaModuleCacheNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_cuda_kernel_launch"] },
  { name: 'vkGetDeferredOperationMaxConcurrencyKHR', proto: 'uint32_t (uint64_t, uint64_t)', providers: ["VK_KHR_deferred_host_operations"] },
  { name: 'vkGetDeferredOperationResultKHR', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_KHR_deferred_host_operations"] },
  { name: 'vkGetDescriptorEXT', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_descriptor_buffer"] },
  { name: 'vkGetDescriptorSetLayoutBindingOffsetEXT', proto: 'void (uint64_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_descriptor_buffer"] },
  { name: 'vkGetDescriptorSetLayoutSizeEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_descriptor_buffer"] },
  { name: 'vkGetDescriptorSetLayoutSupport', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetDescriptorSetLayoutSupportKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_maintenance3"] },
  { name: 'vkGetDeviceAccelerationStructureCompatibilityKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkGetDeviceBufferMemoryRequirements', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkGetDeviceBufferMemoryRequirementsKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_maintenance4"] },
  { name: 'vkGetDeviceFaultInfoEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_device_fault"] },
  { name: 'vkGetDeviceGroupPeerMemoryFeatures', proto: 'void (uint64_t, uint32_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetDeviceGroupPeerMemoryFeaturesKHR', proto: 'void (uint64_t, uint32_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_KHR_device_group"] },
  { name: 'vkGetDeviceImageMemoryRequirements', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkGetDeviceImageMemoryRequirementsKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_maintenance4"] },
  { name: 'vkGetDeviceImageSparseMemoryRequirements', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkGetDeviceImageSparseMemoryRequirementsKHR', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_maintenance4"] },
  { name: 'vkGetDeviceImageSubresourceLayout', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkGetDeviceImageSubresourceLayoutKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_maintenance5"] },
  { name: 'vkGetDeviceMemoryCommitment', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetDeviceMemoryOpaqueCaptureAddress', proto: 'uint64_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_2"] },
  { name: 'vkGetDeviceMemoryOpaqueCaptureAddressKHR', proto: 'uint64_t (uint64_t, uint64_t)', providers: ["VK_KHR_buffer_device_address"] },
  { name: 'vkGetDeviceMicromapCompatibilityEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_opacity_micromap"] },
  { name: 'vkGetDeviceQueue', proto: 'void (uint64_t, uint32_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetDeviceQueue2', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetEncodedVideoSessionParametersKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_video_encode_queue"] },
  { name: 'vkGetEventStatus', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetFenceFdKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_external_fence_fd"] },
  { name: 'vkGetFenceStatus', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetGeneratedCommandsMemoryRequirementsEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_device_generated_commands"] },
  { name: 'vkGetGeneratedCommandsMemoryRequirementsNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_device_generated_commands"] },
  { name: 'vkGetImageDrmFormatModifierPropertiesEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_image_drm_format_modifier"] },
  { name: 'vkGetImageMemoryRequirements', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetImageMemoryRequirements2', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetImageMemoryRequirements2KHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_get_memory_requirements2"] },
  { name: 'vkGetImageOpaqueCaptureDescriptorDataEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_descriptor_buffer"] },
  { name: 'vkGetImageSparseMemoryRequirements', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetImageSparseMemoryRequirements2', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkGetImageSparseMemoryRequirements2KHR', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_get_memory_requirements2"] },
  { name: 'vkGetImageSubresourceLayout', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetImageSubresourceLayout2', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkGetImageSubresourceLayout2EXT', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_host_image_copy","VK_EXT_image_compression_control"] },
  { name: 'vkGetImageSubresourceLayout2KHR', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_maintenance5"] },
  { name: 'vkGetImageViewOpaqueCaptureDescriptorDataEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_descriptor_buffer"] },
  { name: 'vkGetLatencyTimingsNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_low_latency2"] },
  { name: 'vkGetMemoryFdKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_external_memory_fd"] },
  { name: 'vkGetMemoryFdPropertiesKHR', proto: 'int32_t (uint64_t, uint32_t, int32_t, uint64_t)', providers: ["VK_KHR_external_memory_fd"] },
  { name: 'vkGetMemoryHostPointerPropertiesEXT', proto: 'int32_t (uint64_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_EXT_external_memory_host"] },
  { name: 'vkGetMemoryRemoteAddressNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_external_memory_rdma"] },
  { name: 'vkGetMicromapBuildSizesEXT', proto: 'void (uint64_t, int32_t, uint64_t, uint64_t)', providers: ["VK_EXT_opacity_micromap"] },
  { name: 'vkGetPartitionedAccelerationStructuresBuildSizesNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_partitioned_acceleration_structure"] },
  { name: 'vkGetPipelineBinaryDataKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_pipeline_binary"] },
  { name: 'vkGetPipelineCacheData', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetPipelineExecutableInternalRepresentationsKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_pipeline_executable_properties"] },
  { name: 'vkGetPipelineExecutablePropertiesKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_pipeline_executable_properties"] },
  { name: 'vkGetPipelineExecutableStatisticsKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_pipeline_executable_properties"] },
  { name: 'vkGetPipelineIndirectDeviceAddressNV', proto: 'uint64_t (uint64_t, uint64_t)', providers: ["VK_NV_device_generated_commands_compute"] },
  { name: 'vkGetPipelineIndirectMemoryRequirementsNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_device_generated_commands_compute"] },
  { name: 'vkGetPipelineKeyKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_pipeline_binary"] },
  { name: 'vkGetPipelinePropertiesEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_pipeline_properties"] },
  { name: 'vkGetPrivateData', proto: 'void (uint64_t, int32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkGetPrivateDataEXT', proto: 'void (uint64_t, int32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_private_data"] },
  { name: 'vkGetQueryPoolResults', proto: 'int32_t (uint64_t, uint64_t, uint32_t, uint32_t, uint64_t, uint64_t, uint64_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetQueueCheckpointData2NV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_device_diagnostic_checkpoints"] },
  { name: 'vkGetQueueCheckpointDataNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_device_diagnostic_checkpoints"] },
  { name: 'vkGetRayTracingCaptureReplayShaderGroupHandlesKHR', proto: 'int32_t (uint64_t, uint64_t, uint32_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_KHR_ray_tracing_pipeline"] },
  { name: 'vkGetRayTracingShaderGroupHandlesKHR', proto: 'int32_t (uint64_t, uint64_t, uint32_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_KHR_ray_tracing_pipeline"] },
  { name: 'vkGetRayTracingShaderGroupHandlesNV', proto: 'int32_t (uint64_t, uint64_t, uint32_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_NV_ray_tracing"] },
  { name: 'vkGetRayTracingShaderGroupStackSizeKHR', proto: 'uint64_t (uint64_t, uint64_t, uint32_t, int32_t)', providers: ["VK_KHR_ray_tracing_pipeline"] },
  { name: 'vkGetRenderAreaGranularity', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkGetRenderingAreaGranularity', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkGetRenderingAreaGranularityKHR', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_maintenance5"] },
  { name: 'vkGetSamplerOpaqueCaptureDescriptorDataEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_descriptor_buffer"] },
  { name: 'vkGetSemaphoreCounterValue', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_2"] },
  { name: 'vkGetSemaphoreCounterValueKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_timeline_semaphore"] },
  { name: 'vkGetSemaphoreFdKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_external_semaphore_fd"] },
  { name: 'vkGetShaderBinaryDataEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_shader_object"] },
  { name: 'vkGetShaderModuleCreateInfoIdentifierEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_shader_module_identifier"] },
  { name: 'vkGetShaderModuleIdentifierEXT', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_shader_module_identifier"] },
  { name: 'vkGetValidationCacheDataEXT', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_validation_cache"] },
  { name: 'vkGetVideoSessionMemoryRequirementsKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_video_queue"] },
  { name: 'vkImportFenceFdKHR', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_KHR_external_fence_fd"] },
  { name: 'vkImportSemaphoreFdKHR', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_KHR_external_semaphore_fd"] },
  { name: 'vkInvalidateMappedMemoryRanges', proto: 'int32_t (uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkLatencySleepNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_low_latency2"] },
  { name: 'vkMapMemory', proto: 'int32_t (uint64_t, uint64_t, uint64_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkMapMemory2', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkMapMemory2KHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_map_memory2"] },
  { name: 'vkMergePipelineCaches', proto: 'int32_t (uint64_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkMergeValidationCachesEXT', proto: 'int32_t (uint64_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_validation_cache"] },
  { name: 'vkQueueBeginDebugUtilsLabelEXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_EXT_debug_utils"] },
  { name: 'vkQueueBindSparse', proto: 'int32_t (uint64_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkQueueEndDebugUtilsLabelEXT', proto: 'void (uint64_t)', providers: ["VK_EXT_debug_utils"] },
  { name: 'vkQueueInsertDebugUtilsLabelEXT', proto: 'void (uint64_t, uint64_t)', providers: ["VK_EXT_debug_utils"] },
  { name: 'vkQueueNotifyOutOfBandNV', proto: 'void (uint64_t, uint64_t)', providers: ["VK_NV_low_latency2"] },
  { name: 'vkQueueSubmit', proto: 'int32_t (uint64_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkQueueSubmit2', proto: 'int32_t (uint64_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkQueueSubmit2KHR', proto: 'int32_t (uint64_t, uint32_t, uint64_t, uint64_t)', providers: ["VK_KHR_synchronization2"] },
  { name: 'vkQueueWaitIdle', proto: 'int32_t (uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkReleaseCapturedPipelineDataKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_pipeline_binary"] },
  { name: 'vkReleaseProfilingLockKHR', proto: 'void (uint64_t)', providers: ["VK_KHR_performance_query"] },
  { name: 'vkResetCommandBuffer', proto: 'int32_t (uint64_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkResetCommandPool', proto: 'int32_t (uint64_t, uint64_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkResetDescriptorPool', proto: 'int32_t (uint64_t, uint64_t, uint32_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkResetEvent', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkResetFences', proto: 'int32_t (uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkResetQueryPool', proto: 'void (uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_VERSION_1_2"] },
  { name: 'vkResetQueryPoolEXT', proto: 'void (uint64_t, uint64_t, uint32_t, uint32_t)', providers: ["VK_EXT_host_query_reset"] },
  { name: 'vkSetDebugUtilsObjectNameEXT', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_EXT_debug_utils"] },
  { name: 'vkSetDebugUtilsObjectTagEXT', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_EXT_debug_utils"] },
  { name: 'vkSetDeviceMemoryPriorityEXT', proto: 'void (uint64_t, uint64_t, float)', providers: ["VK_EXT_pageable_device_local_memory"] },
  { name: 'vkSetEvent', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkSetLatencyMarkerNV', proto: 'void (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_low_latency2"] },
  { name: 'vkSetLatencySleepModeNV', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_NV_low_latency2"] },
  { name: 'vkSetPrivateData', proto: 'int32_t (uint64_t, int32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_3"] },
  { name: 'vkSetPrivateDataEXT', proto: 'int32_t (uint64_t, int32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_private_data"] },
  { name: 'vkSignalSemaphore', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_2"] },
  { name: 'vkSignalSemaphoreKHR', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_KHR_timeline_semaphore"] },
  { name: 'vkTransitionImageLayout', proto: 'int32_t (uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkTransitionImageLayoutEXT', proto: 'int32_t (uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_host_image_copy"] },
  { name: 'vkTrimCommandPool', proto: 'void (uint64_t, uint64_t, uint32_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkTrimCommandPoolKHR', proto: 'void (uint64_t, uint64_t, uint32_t)', providers: ["VK_KHR_maintenance1"] },
  { name: 'vkUnmapMemory', proto: 'void (uint64_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkUnmapMemory2', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_VERSION_1_4"] },
  { name: 'vkUnmapMemory2KHR', proto: 'int32_t (uint64_t, uint64_t)', providers: ["VK_KHR_map_memory2"] },
  { name: 'vkUpdateDescriptorSets', proto: 'void (uint64_t, uint32_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkUpdateDescriptorSetWithTemplate', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_1"] },
  { name: 'vkUpdateDescriptorSetWithTemplateKHR', proto: 'void (uint64_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_descriptor_update_template"] },
  { name: 'vkUpdateIndirectExecutionSetPipelineEXT', proto: 'void (uint64_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_device_generated_commands"] },
  { name: 'vkUpdateIndirectExecutionSetShaderEXT', proto: 'void (uint64_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_EXT_device_generated_commands"] },
  { name: 'vkUpdateVideoSessionParametersKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_video_queue"] },
  { name: 'vkWaitForFences', proto: 'int32_t (uint64_t, uint32_t, uint64_t, uint32_t, uint64_t)', providers: ["VK_VERSION_1_0"] },
  { name: 'vkWaitSemaphores', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_VERSION_1_2"] },
  { name: 'vkWaitSemaphoresKHR', proto: 'int32_t (uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_timeline_semaphore"] },
  { name: 'vkWriteAccelerationStructuresPropertiesKHR', proto: 'int32_t (uint64_t, uint32_t, uint64_t, int32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_KHR_acceleration_structure"] },
  { name: 'vkWriteMicromapsPropertiesEXT', proto: 'int32_t (uint64_t, uint32_t, uint64_t, int32_t, uint64_t, uint64_t, uint64_t)', providers: ["VK_EXT_opacity_micromap"] },
];

/** Commands of one VkDevice, which is bound as their first argument. */
export class DeviceCommands extends CommandTable {
  constructor(readonly handle: H.VkDevice, scope: TableScope) { super(DEVICE_META, scope); }
  /** vkAcquireProfilingLockKHR (VK_KHR_performance_query) */
  acquireProfilingLockKHR(pInfo: S.VkAcquireProfilingLockInfoKHR): E.VkResult {
    const fn = this.f[0] ?? this.resolve(0);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkAcquireProfilingLockInfoKHR(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkAcquireProfilingLockKHR.pInfo", pInfo, 'a VkAcquireProfilingLockInfoKHR');
    const r = fn(this.handle, p_pInfo);
    if ((r as number) < 0) throw new VkError('vkAcquireProfilingLockKHR', r as number);
    return r as E.VkResult;
  }
  /** vkAllocateCommandBuffers (VK_VERSION_1_0) */
  allocateCommandBuffers(pAllocateInfo: S.VkCommandBufferAllocateInfo): H.VkCommandBuffer[] {
    const fn = this.f[1] ?? this.resolve(1);
    const a = arena; a.reset();
    let p_pAllocateInfo = 0;
    let pc_pAllocateInfo = a.cur, po_pAllocateInfo = 0;
    if (pAllocateInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkCommandBufferAllocateInfo(a, c, o, pAllocateInfo); p_pAllocateInfo = c.base + o; pc_pAllocateInfo = c; po_pAllocateInfo = o; } else throw new VkValueError("vkAllocateCommandBuffers.pAllocateInfo", pAllocateInfo, 'a VkCommandBufferAllocateInfo');
    const cnt_pCommandBuffers = pc_pAllocateInfo.dv.getUint32(po_pAllocateInfo + 28, true); const o_pCommandBuffers = a.alloc(cnt_pCommandBuffers * 8 || 8, 8); const c_pCommandBuffers = a.cur;
    const r = fn(this.handle, p_pAllocateInfo, c_pCommandBuffers.base + o_pCommandBuffers);
    if ((r as number) < 0) throw new VkError('vkAllocateCommandBuffers', r as number);
    return Array.from({ length: cnt_pCommandBuffers }, (_, i) => c_pCommandBuffers.dv.getBigUint64(o_pCommandBuffers + i * 8, true) as H.VkCommandBuffer);
  }
  /** vkAllocateDescriptorSets (VK_VERSION_1_0) */
  allocateDescriptorSets(pAllocateInfo: S.VkDescriptorSetAllocateInfo): H.VkDescriptorSet[] {
    const fn = this.f[2] ?? this.resolve(2);
    const a = arena; a.reset();
    let p_pAllocateInfo = 0;
    let pc_pAllocateInfo = a.cur, po_pAllocateInfo = 0;
    if (pAllocateInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkDescriptorSetAllocateInfo(a, c, o, pAllocateInfo); p_pAllocateInfo = c.base + o; pc_pAllocateInfo = c; po_pAllocateInfo = o; } else throw new VkValueError("vkAllocateDescriptorSets.pAllocateInfo", pAllocateInfo, 'a VkDescriptorSetAllocateInfo');
    const cnt_pDescriptorSets = pc_pAllocateInfo.dv.getUint32(po_pAllocateInfo + 24, true); const o_pDescriptorSets = a.alloc(cnt_pDescriptorSets * 8 || 8, 8); const c_pDescriptorSets = a.cur;
    const r = fn(this.handle, p_pAllocateInfo, c_pDescriptorSets.base + o_pDescriptorSets);
    if ((r as number) < 0) throw new VkError('vkAllocateDescriptorSets', r as number);
    return Array.from({ length: cnt_pDescriptorSets }, (_, i) => c_pDescriptorSets.dv.getBigUint64(o_pDescriptorSets + i * 8, true) as H.VkDescriptorSet);
  }
  /** vkAllocateMemory (VK_VERSION_1_0) */
  allocateMemory(pAllocateInfo: S.VkMemoryAllocateInfo): H.VkDeviceMemory {
    const fn = this.f[3] ?? this.resolve(3);
    const a = arena; a.reset();
    let p_pAllocateInfo = 0;
    if (pAllocateInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkMemoryAllocateInfo(a, c, o, pAllocateInfo); p_pAllocateInfo = c.base + o; } else throw new VkValueError("vkAllocateMemory.pAllocateInfo", pAllocateInfo, 'a VkMemoryAllocateInfo');
    const cnt_pMemory = 1; const o_pMemory = a.alloc(cnt_pMemory * 8 || 8, 8); const c_pMemory = a.cur;
    const r = fn(this.handle, p_pAllocateInfo, 0, c_pMemory.base + o_pMemory);
    if ((r as number) < 0) throw new VkError('vkAllocateMemory', r as number);
    return c_pMemory.dv.getBigUint64(o_pMemory, true) as H.VkDeviceMemory;
  }
  /** vkBeginCommandBuffer (VK_VERSION_1_0) */
  beginCommandBuffer(commandBuffer: H.VkCommandBuffer, pBeginInfo: S.VkCommandBufferBeginInfo): E.VkResult {
    const fn = this.f[4] ?? this.resolve(4);
    const a = arena; a.reset();
    let p_pBeginInfo = 0;
    if (pBeginInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkCommandBufferBeginInfo(a, c, o, pBeginInfo); p_pBeginInfo = c.base + o; } else throw new VkValueError("vkBeginCommandBuffer.pBeginInfo", pBeginInfo, 'a VkCommandBufferBeginInfo');
    const r = fn(hArg(commandBuffer, "vkBeginCommandBuffer.commandBuffer", true), p_pBeginInfo);
    if ((r as number) < 0) throw new VkError('vkBeginCommandBuffer', r as number);
    return r as E.VkResult;
  }
  /** vkBindAccelerationStructureMemoryNV (VK_NV_ray_tracing) */
  bindAccelerationStructureMemoryNV(pBindInfos: readonly S.VkBindAccelerationStructureMemoryInfoNV[]): E.VkResult {
    const fn = this.f[5] ?? this.resolve(5);
    const a = arena; a.reset();
    const n_bindInfoCount = (pBindInfos == null ? 0 : pBindInfos.length);
    let p_pBindInfos = 0;
    if (pBindInfos != null) { const x = arr(pBindInfos, "vkBindAccelerationStructureMemoryNV.pBindInfos"); const o = a.alloc(x.length * 56, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkBindAccelerationStructureMemoryInfoNV(a, c, o + i * 56, x[i]); p_pBindInfos = c.base + o; }
    const r = fn(this.handle, n_bindInfoCount, p_pBindInfos);
    if ((r as number) < 0) throw new VkError('vkBindAccelerationStructureMemoryNV', r as number);
    return r as E.VkResult;
  }
  /** vkBindBufferMemory (VK_VERSION_1_0) */
  bindBufferMemory(buffer: H.VkBuffer, memory: H.VkDeviceMemory, memoryOffset: number | bigint): E.VkResult {
    const fn = this.f[6] ?? this.resolve(6);
    const r = fn(this.handle, hArg(buffer, "vkBindBufferMemory.buffer", true), hArg(memory, "vkBindBufferMemory.memory", true), u64Arg(memoryOffset, "vkBindBufferMemory.memoryOffset"));
    if ((r as number) < 0) throw new VkError('vkBindBufferMemory', r as number);
    return r as E.VkResult;
  }
  /** vkBindBufferMemory2 (VK_VERSION_1_1) */
  bindBufferMemory2(pBindInfos: readonly S.VkBindBufferMemoryInfo[]): E.VkResult {
    const fn = this.f[7] ?? this.resolve(7);
    const a = arena; a.reset();
    const n_bindInfoCount = (pBindInfos == null ? 0 : pBindInfos.length);
    let p_pBindInfos = 0;
    if (pBindInfos != null) { const x = arr(pBindInfos, "vkBindBufferMemory2.pBindInfos"); const o = a.alloc(x.length * 40, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkBindBufferMemoryInfo(a, c, o + i * 40, x[i]); p_pBindInfos = c.base + o; }
    const r = fn(this.handle, n_bindInfoCount, p_pBindInfos);
    if ((r as number) < 0) throw new VkError('vkBindBufferMemory2', r as number);
    return r as E.VkResult;
  }
  /** vkBindBufferMemory2KHR (VK_KHR_bind_memory2) */
  bindBufferMemory2KHR(pBindInfos: readonly S.VkBindBufferMemoryInfo[]): E.VkResult {
    const fn = this.f[8] ?? this.resolve(8);
    const a = arena; a.reset();
    const n_bindInfoCount = (pBindInfos == null ? 0 : pBindInfos.length);
    let p_pBindInfos = 0;
    if (pBindInfos != null) { const x = arr(pBindInfos, "vkBindBufferMemory2KHR.pBindInfos"); const o = a.alloc(x.length * 40, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkBindBufferMemoryInfo(a, c, o + i * 40, x[i]); p_pBindInfos = c.base + o; }
    const r = fn(this.handle, n_bindInfoCount, p_pBindInfos);
    if ((r as number) < 0) throw new VkError('vkBindBufferMemory2KHR', r as number);
    return r as E.VkResult;
  }
  /** vkBindImageMemory (VK_VERSION_1_0) */
  bindImageMemory(image: H.VkImage, memory: H.VkDeviceMemory, memoryOffset: number | bigint): E.VkResult {
    const fn = this.f[9] ?? this.resolve(9);
    const r = fn(this.handle, hArg(image, "vkBindImageMemory.image", true), hArg(memory, "vkBindImageMemory.memory", true), u64Arg(memoryOffset, "vkBindImageMemory.memoryOffset"));
    if ((r as number) < 0) throw new VkError('vkBindImageMemory', r as number);
    return r as E.VkResult;
  }
  /** vkBindImageMemory2 (VK_VERSION_1_1) */
  bindImageMemory2(pBindInfos: readonly S.VkBindImageMemoryInfo[]): E.VkResult {
    const fn = this.f[10] ?? this.resolve(10);
    const a = arena; a.reset();
    const n_bindInfoCount = (pBindInfos == null ? 0 : pBindInfos.length);
    let p_pBindInfos = 0;
    if (pBindInfos != null) { const x = arr(pBindInfos, "vkBindImageMemory2.pBindInfos"); const o = a.alloc(x.length * 40, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkBindImageMemoryInfo(a, c, o + i * 40, x[i]); p_pBindInfos = c.base + o; }
    const r = fn(this.handle, n_bindInfoCount, p_pBindInfos);
    if ((r as number) < 0) throw new VkError('vkBindImageMemory2', r as number);
    return r as E.VkResult;
  }
  /** vkBindImageMemory2KHR (VK_KHR_bind_memory2) */
  bindImageMemory2KHR(pBindInfos: readonly S.VkBindImageMemoryInfo[]): E.VkResult {
    const fn = this.f[11] ?? this.resolve(11);
    const a = arena; a.reset();
    const n_bindInfoCount = (pBindInfos == null ? 0 : pBindInfos.length);
    let p_pBindInfos = 0;
    if (pBindInfos != null) { const x = arr(pBindInfos, "vkBindImageMemory2KHR.pBindInfos"); const o = a.alloc(x.length * 40, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkBindImageMemoryInfo(a, c, o + i * 40, x[i]); p_pBindInfos = c.base + o; }
    const r = fn(this.handle, n_bindInfoCount, p_pBindInfos);
    if ((r as number) < 0) throw new VkError('vkBindImageMemory2KHR', r as number);
    return r as E.VkResult;
  }
  /** vkBindOpticalFlowSessionImageNV (VK_NV_optical_flow) */
  bindOpticalFlowSessionImageNV(session: H.VkOpticalFlowSessionNV, bindingPoint: E.VkOpticalFlowSessionBindingPointNV, view: H.VkImageView | null | undefined, layout: E.VkImageLayout): E.VkResult {
    const fn = this.f[12] ?? this.resolve(12);
    const r = fn(this.handle, hArg(session, "vkBindOpticalFlowSessionImageNV.session", true), i32(bindingPoint, "vkBindOpticalFlowSessionImageNV.bindingPoint"), hArg(view, "vkBindOpticalFlowSessionImageNV.view", false), i32(layout, "vkBindOpticalFlowSessionImageNV.layout"));
    if ((r as number) < 0) throw new VkError('vkBindOpticalFlowSessionImageNV', r as number);
    return r as E.VkResult;
  }
  /** vkBindVideoSessionMemoryKHR (VK_KHR_video_queue) */
  bindVideoSessionMemoryKHR(videoSession: H.VkVideoSessionKHR, pBindSessionMemoryInfos: readonly S.VkBindVideoSessionMemoryInfoKHR[]): E.VkResult {
    const fn = this.f[13] ?? this.resolve(13);
    const a = arena; a.reset();
    const n_bindSessionMemoryInfoCount = (pBindSessionMemoryInfos == null ? 0 : pBindSessionMemoryInfos.length);
    let p_pBindSessionMemoryInfos = 0;
    if (pBindSessionMemoryInfos != null) { const x = arr(pBindSessionMemoryInfos, "vkBindVideoSessionMemoryKHR.pBindSessionMemoryInfos"); const o = a.alloc(x.length * 48, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkBindVideoSessionMemoryInfoKHR(a, c, o + i * 48, x[i]); p_pBindSessionMemoryInfos = c.base + o; }
    const r = fn(this.handle, hArg(videoSession, "vkBindVideoSessionMemoryKHR.videoSession", true), n_bindSessionMemoryInfoCount, p_pBindSessionMemoryInfos);
    if ((r as number) < 0) throw new VkError('vkBindVideoSessionMemoryKHR', r as number);
    return r as E.VkResult;
  }
  /** vkBuildAccelerationStructuresKHR (VK_KHR_acceleration_structure) */
  buildAccelerationStructuresKHR(deferredOperation: H.VkDeferredOperationKHR | null | undefined, pInfos: readonly S.VkAccelerationStructureBuildGeometryInfoKHR[], ppBuildRangeInfos: bigint): E.VkResult {
    const fn = this.f[14] ?? this.resolve(14);
    const a = arena; a.reset();
    const n_infoCount = (pInfos == null ? 0 : pInfos.length);
    let p_pInfos = 0;
    if (pInfos != null) { const x = arr(pInfos, "vkBuildAccelerationStructuresKHR.pInfos"); const o = a.alloc(x.length * 80, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkAccelerationStructureBuildGeometryInfoKHR(a, c, o + i * 80, x[i]); p_pInfos = c.base + o; }
    const r = fn(this.handle, hArg(deferredOperation, "vkBuildAccelerationStructuresKHR.deferredOperation", false), n_infoCount, p_pInfos, ppBuildRangeInfos);
    if ((r as number) < 0) throw new VkError('vkBuildAccelerationStructuresKHR', r as number);
    return r as E.VkResult;
  }
  /** vkBuildMicromapsEXT (VK_EXT_opacity_micromap) */
  buildMicromapsEXT(deferredOperation: H.VkDeferredOperationKHR | null | undefined, pInfos: readonly S.VkMicromapBuildInfoEXT[]): E.VkResult {
    const fn = this.f[15] ?? this.resolve(15);
    const a = arena; a.reset();
    const n_infoCount = (pInfos == null ? 0 : pInfos.length);
    let p_pInfos = 0;
    if (pInfos != null) { const x = arr(pInfos, "vkBuildMicromapsEXT.pInfos"); const o = a.alloc(x.length * 96, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkMicromapBuildInfoEXT(a, c, o + i * 96, x[i]); p_pInfos = c.base + o; }
    const r = fn(this.handle, hArg(deferredOperation, "vkBuildMicromapsEXT.deferredOperation", false), n_infoCount, p_pInfos);
    if ((r as number) < 0) throw new VkError('vkBuildMicromapsEXT', r as number);
    return r as E.VkResult;
  }
  /** vkCmdBeginConditionalRenderingEXT (VK_EXT_conditional_rendering) */
  cmdBeginConditionalRenderingEXT(commandBuffer: H.VkCommandBuffer, pConditionalRenderingBegin: S.VkConditionalRenderingBeginInfoEXT): void {
    const fn = this.f[16] ?? this.resolve(16);
    const a = arena; a.reset();
    let p_pConditionalRenderingBegin = 0;
    if (pConditionalRenderingBegin != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkConditionalRenderingBeginInfoEXT(a, c, o, pConditionalRenderingBegin); p_pConditionalRenderingBegin = c.base + o; } else throw new VkValueError("vkCmdBeginConditionalRenderingEXT.pConditionalRenderingBegin", pConditionalRenderingBegin, 'a VkConditionalRenderingBeginInfoEXT');
    fn(hArg(commandBuffer, "vkCmdBeginConditionalRenderingEXT.commandBuffer", true), p_pConditionalRenderingBegin);
  }
  /** vkCmdBeginDebugUtilsLabelEXT (VK_EXT_debug_utils) */
  cmdBeginDebugUtilsLabelEXT(commandBuffer: H.VkCommandBuffer, pLabelInfo: S.VkDebugUtilsLabelEXT): void {
    const fn = this.f[17] ?? this.resolve(17);
    const a = arena; a.reset();
    let p_pLabelInfo = 0;
    if (pLabelInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkDebugUtilsLabelEXT(a, c, o, pLabelInfo); p_pLabelInfo = c.base + o; } else throw new VkValueError("vkCmdBeginDebugUtilsLabelEXT.pLabelInfo", pLabelInfo, 'a VkDebugUtilsLabelEXT');
    fn(hArg(commandBuffer, "vkCmdBeginDebugUtilsLabelEXT.commandBuffer", true), p_pLabelInfo);
  }
  /** vkCmdBeginQuery (VK_VERSION_1_0) */
  cmdBeginQuery(commandBuffer: H.VkCommandBuffer, queryPool: H.VkQueryPool, query: number, flags: E.VkQueryControlFlags): void {
    const fn = this.f[18] ?? this.resolve(18);
    fn(hArg(commandBuffer, "vkCmdBeginQuery.commandBuffer", true), hArg(queryPool, "vkCmdBeginQuery.queryPool", true), u32(query, "vkCmdBeginQuery.query"), u32(flags, "vkCmdBeginQuery.flags"));
  }
  /** vkCmdBeginQueryIndexedEXT (VK_EXT_transform_feedback) */
  cmdBeginQueryIndexedEXT(commandBuffer: H.VkCommandBuffer, queryPool: H.VkQueryPool, query: number, flags: E.VkQueryControlFlags, index: number): void {
    const fn = this.f[19] ?? this.resolve(19);
    fn(hArg(commandBuffer, "vkCmdBeginQueryIndexedEXT.commandBuffer", true), hArg(queryPool, "vkCmdBeginQueryIndexedEXT.queryPool", true), u32(query, "vkCmdBeginQueryIndexedEXT.query"), u32(flags, "vkCmdBeginQueryIndexedEXT.flags"), u32(index, "vkCmdBeginQueryIndexedEXT.index"));
  }
  /** vkCmdBeginRendering (VK_VERSION_1_3) */
  cmdBeginRendering(commandBuffer: H.VkCommandBuffer, pRenderingInfo: S.VkRenderingInfo): void {
    const fn = this.f[20] ?? this.resolve(20);
    const a = arena; a.reset();
    let p_pRenderingInfo = 0;
    if (pRenderingInfo != null) { const o = a.alloc(72, 8); const c = a.cur; S.encVkRenderingInfo(a, c, o, pRenderingInfo); p_pRenderingInfo = c.base + o; } else throw new VkValueError("vkCmdBeginRendering.pRenderingInfo", pRenderingInfo, 'a VkRenderingInfo');
    fn(hArg(commandBuffer, "vkCmdBeginRendering.commandBuffer", true), p_pRenderingInfo);
  }
  /** vkCmdBeginRenderingKHR (VK_KHR_dynamic_rendering) */
  cmdBeginRenderingKHR(commandBuffer: H.VkCommandBuffer, pRenderingInfo: S.VkRenderingInfo): void {
    const fn = this.f[21] ?? this.resolve(21);
    const a = arena; a.reset();
    let p_pRenderingInfo = 0;
    if (pRenderingInfo != null) { const o = a.alloc(72, 8); const c = a.cur; S.encVkRenderingInfo(a, c, o, pRenderingInfo); p_pRenderingInfo = c.base + o; } else throw new VkValueError("vkCmdBeginRenderingKHR.pRenderingInfo", pRenderingInfo, 'a VkRenderingInfo');
    fn(hArg(commandBuffer, "vkCmdBeginRenderingKHR.commandBuffer", true), p_pRenderingInfo);
  }
  /** vkCmdBeginRenderPass (VK_VERSION_1_0) */
  cmdBeginRenderPass(commandBuffer: H.VkCommandBuffer, pRenderPassBegin: S.VkRenderPassBeginInfo, contents: E.VkSubpassContents): void {
    const fn = this.f[22] ?? this.resolve(22);
    const a = arena; a.reset();
    let p_pRenderPassBegin = 0;
    if (pRenderPassBegin != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkRenderPassBeginInfo(a, c, o, pRenderPassBegin); p_pRenderPassBegin = c.base + o; } else throw new VkValueError("vkCmdBeginRenderPass.pRenderPassBegin", pRenderPassBegin, 'a VkRenderPassBeginInfo');
    fn(hArg(commandBuffer, "vkCmdBeginRenderPass.commandBuffer", true), p_pRenderPassBegin, i32(contents, "vkCmdBeginRenderPass.contents"));
  }
  /** vkCmdBeginRenderPass2 (VK_VERSION_1_2) */
  cmdBeginRenderPass2(commandBuffer: H.VkCommandBuffer, pRenderPassBegin: S.VkRenderPassBeginInfo, pSubpassBeginInfo: S.VkSubpassBeginInfo): void {
    const fn = this.f[23] ?? this.resolve(23);
    const a = arena; a.reset();
    let p_pRenderPassBegin = 0;
    if (pRenderPassBegin != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkRenderPassBeginInfo(a, c, o, pRenderPassBegin); p_pRenderPassBegin = c.base + o; } else throw new VkValueError("vkCmdBeginRenderPass2.pRenderPassBegin", pRenderPassBegin, 'a VkRenderPassBeginInfo');
    let p_pSubpassBeginInfo = 0;
    if (pSubpassBeginInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkSubpassBeginInfo(a, c, o, pSubpassBeginInfo); p_pSubpassBeginInfo = c.base + o; } else throw new VkValueError("vkCmdBeginRenderPass2.pSubpassBeginInfo", pSubpassBeginInfo, 'a VkSubpassBeginInfo');
    fn(hArg(commandBuffer, "vkCmdBeginRenderPass2.commandBuffer", true), p_pRenderPassBegin, p_pSubpassBeginInfo);
  }
  /** vkCmdBeginRenderPass2KHR (VK_KHR_create_renderpass2) */
  cmdBeginRenderPass2KHR(commandBuffer: H.VkCommandBuffer, pRenderPassBegin: S.VkRenderPassBeginInfo, pSubpassBeginInfo: S.VkSubpassBeginInfo): void {
    const fn = this.f[24] ?? this.resolve(24);
    const a = arena; a.reset();
    let p_pRenderPassBegin = 0;
    if (pRenderPassBegin != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkRenderPassBeginInfo(a, c, o, pRenderPassBegin); p_pRenderPassBegin = c.base + o; } else throw new VkValueError("vkCmdBeginRenderPass2KHR.pRenderPassBegin", pRenderPassBegin, 'a VkRenderPassBeginInfo');
    let p_pSubpassBeginInfo = 0;
    if (pSubpassBeginInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkSubpassBeginInfo(a, c, o, pSubpassBeginInfo); p_pSubpassBeginInfo = c.base + o; } else throw new VkValueError("vkCmdBeginRenderPass2KHR.pSubpassBeginInfo", pSubpassBeginInfo, 'a VkSubpassBeginInfo');
    fn(hArg(commandBuffer, "vkCmdBeginRenderPass2KHR.commandBuffer", true), p_pRenderPassBegin, p_pSubpassBeginInfo);
  }
  /** vkCmdBeginTransformFeedbackEXT (VK_EXT_transform_feedback) */
  cmdBeginTransformFeedbackEXT(commandBuffer: H.VkCommandBuffer, firstCounterBuffer: number, pCounterBuffers?: ArrayLike<H.VkBuffer> | null, pCounterBufferOffsets?: ArrayLike<number | bigint> | null): void {
    const fn = this.f[25] ?? this.resolve(25);
    const a = arena; a.reset();
    const n_counterBufferCount = (pCounterBuffers == null ? 0 : pCounterBuffers.length);
    let p_pCounterBuffers = 0;
    if (pCounterBuffers != null) { const x = arr(pCounterBuffers, "vkCmdBeginTransformFeedbackEXT.pCounterBuffers"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdBeginTransformFeedbackEXT.pCounterBuffers", true), true); p_pCounterBuffers = c.base + o; }
    let p_pCounterBufferOffsets = 0;
    if (pCounterBufferOffsets != null) { const x = arr(pCounterBufferOffsets, "vkCmdBeginTransformFeedbackEXT.pCounterBufferOffsets"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) w64(c.dv, o + i * 8, x[i], "vkCmdBeginTransformFeedbackEXT.pCounterBufferOffsets"); p_pCounterBufferOffsets = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdBeginTransformFeedbackEXT.commandBuffer", true), u32(firstCounterBuffer, "vkCmdBeginTransformFeedbackEXT.firstCounterBuffer"), n_counterBufferCount, p_pCounterBuffers, p_pCounterBufferOffsets);
  }
  /** vkCmdBeginVideoCodingKHR (VK_KHR_video_queue) */
  cmdBeginVideoCodingKHR(commandBuffer: H.VkCommandBuffer, pBeginInfo: S.VkVideoBeginCodingInfoKHR): void {
    const fn = this.f[26] ?? this.resolve(26);
    const a = arena; a.reset();
    let p_pBeginInfo = 0;
    if (pBeginInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkVideoBeginCodingInfoKHR(a, c, o, pBeginInfo); p_pBeginInfo = c.base + o; } else throw new VkValueError("vkCmdBeginVideoCodingKHR.pBeginInfo", pBeginInfo, 'a VkVideoBeginCodingInfoKHR');
    fn(hArg(commandBuffer, "vkCmdBeginVideoCodingKHR.commandBuffer", true), p_pBeginInfo);
  }
  /** vkCmdBindDescriptorBufferEmbeddedSamplers2EXT (VK_KHR_maintenance6) */
  cmdBindDescriptorBufferEmbeddedSamplers2EXT(commandBuffer: H.VkCommandBuffer, pBindDescriptorBufferEmbeddedSamplersInfo: S.VkBindDescriptorBufferEmbeddedSamplersInfoEXT): void {
    const fn = this.f[27] ?? this.resolve(27);
    const a = arena; a.reset();
    let p_pBindDescriptorBufferEmbeddedSamplersInfo = 0;
    if (pBindDescriptorBufferEmbeddedSamplersInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkBindDescriptorBufferEmbeddedSamplersInfoEXT(a, c, o, pBindDescriptorBufferEmbeddedSamplersInfo); p_pBindDescriptorBufferEmbeddedSamplersInfo = c.base + o; } else throw new VkValueError("vkCmdBindDescriptorBufferEmbeddedSamplers2EXT.pBindDescriptorBufferEmbeddedSamplersInfo", pBindDescriptorBufferEmbeddedSamplersInfo, 'a VkBindDescriptorBufferEmbeddedSamplersInfoEXT');
    fn(hArg(commandBuffer, "vkCmdBindDescriptorBufferEmbeddedSamplers2EXT.commandBuffer", true), p_pBindDescriptorBufferEmbeddedSamplersInfo);
  }
  /** vkCmdBindDescriptorBufferEmbeddedSamplersEXT (VK_EXT_descriptor_buffer) */
  cmdBindDescriptorBufferEmbeddedSamplersEXT(commandBuffer: H.VkCommandBuffer, pipelineBindPoint: E.VkPipelineBindPoint, layout: H.VkPipelineLayout, set_: number): void {
    const fn = this.f[28] ?? this.resolve(28);
    fn(hArg(commandBuffer, "vkCmdBindDescriptorBufferEmbeddedSamplersEXT.commandBuffer", true), i32(pipelineBindPoint, "vkCmdBindDescriptorBufferEmbeddedSamplersEXT.pipelineBindPoint"), hArg(layout, "vkCmdBindDescriptorBufferEmbeddedSamplersEXT.layout", true), u32(set_, "vkCmdBindDescriptorBufferEmbeddedSamplersEXT.set"));
  }
  /** vkCmdBindDescriptorBuffersEXT (VK_EXT_descriptor_buffer) */
  cmdBindDescriptorBuffersEXT(commandBuffer: H.VkCommandBuffer, pBindingInfos: readonly S.VkDescriptorBufferBindingInfoEXT[]): void {
    const fn = this.f[29] ?? this.resolve(29);
    const a = arena; a.reset();
    const n_bufferCount = (pBindingInfos == null ? 0 : pBindingInfos.length);
    let p_pBindingInfos = 0;
    if (pBindingInfos != null) { const x = arr(pBindingInfos, "vkCmdBindDescriptorBuffersEXT.pBindingInfos"); const o = a.alloc(x.length * 32, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkDescriptorBufferBindingInfoEXT(a, c, o + i * 32, x[i]); p_pBindingInfos = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdBindDescriptorBuffersEXT.commandBuffer", true), n_bufferCount, p_pBindingInfos);
  }
  /** vkCmdBindDescriptorSets (VK_VERSION_1_0) */
  cmdBindDescriptorSets(commandBuffer: H.VkCommandBuffer, pipelineBindPoint: E.VkPipelineBindPoint, layout: H.VkPipelineLayout, firstSet: number, pDescriptorSets: ArrayLike<H.VkDescriptorSet>, pDynamicOffsets?: ArrayLike<number> | null): void {
    const fn = this.f[30] ?? this.resolve(30);
    const a = arena; a.reset();
    const n_descriptorSetCount = (pDescriptorSets == null ? 0 : pDescriptorSets.length);
    let p_pDescriptorSets = 0;
    if (pDescriptorSets != null) { const x = arr(pDescriptorSets, "vkCmdBindDescriptorSets.pDescriptorSets"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdBindDescriptorSets.pDescriptorSets", true), true); p_pDescriptorSets = c.base + o; }
    const n_dynamicOffsetCount = (pDynamicOffsets == null ? 0 : pDynamicOffsets.length);
    let p_pDynamicOffsets = 0;
    if (pDynamicOffsets != null) { const x = arr(pDynamicOffsets, "vkCmdBindDescriptorSets.pDynamicOffsets"); const o = a.alloc(x.length * 4 || 4, 4); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setUint32(o + i * 4, u32(x[i], "vkCmdBindDescriptorSets.pDynamicOffsets"), true); p_pDynamicOffsets = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdBindDescriptorSets.commandBuffer", true), i32(pipelineBindPoint, "vkCmdBindDescriptorSets.pipelineBindPoint"), hArg(layout, "vkCmdBindDescriptorSets.layout", true), u32(firstSet, "vkCmdBindDescriptorSets.firstSet"), n_descriptorSetCount, p_pDescriptorSets, n_dynamicOffsetCount, p_pDynamicOffsets);
  }
  /** vkCmdBindDescriptorSets2 (VK_VERSION_1_4) */
  cmdBindDescriptorSets2(commandBuffer: H.VkCommandBuffer, pBindDescriptorSetsInfo: S.VkBindDescriptorSetsInfo): void {
    const fn = this.f[31] ?? this.resolve(31);
    const a = arena; a.reset();
    let p_pBindDescriptorSetsInfo = 0;
    if (pBindDescriptorSetsInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkBindDescriptorSetsInfo(a, c, o, pBindDescriptorSetsInfo); p_pBindDescriptorSetsInfo = c.base + o; } else throw new VkValueError("vkCmdBindDescriptorSets2.pBindDescriptorSetsInfo", pBindDescriptorSetsInfo, 'a VkBindDescriptorSetsInfo');
    fn(hArg(commandBuffer, "vkCmdBindDescriptorSets2.commandBuffer", true), p_pBindDescriptorSetsInfo);
  }
  /** vkCmdBindDescriptorSets2KHR (VK_KHR_maintenance6) */
  cmdBindDescriptorSets2KHR(commandBuffer: H.VkCommandBuffer, pBindDescriptorSetsInfo: S.VkBindDescriptorSetsInfo): void {
    const fn = this.f[32] ?? this.resolve(32);
    const a = arena; a.reset();
    let p_pBindDescriptorSetsInfo = 0;
    if (pBindDescriptorSetsInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkBindDescriptorSetsInfo(a, c, o, pBindDescriptorSetsInfo); p_pBindDescriptorSetsInfo = c.base + o; } else throw new VkValueError("vkCmdBindDescriptorSets2KHR.pBindDescriptorSetsInfo", pBindDescriptorSetsInfo, 'a VkBindDescriptorSetsInfo');
    fn(hArg(commandBuffer, "vkCmdBindDescriptorSets2KHR.commandBuffer", true), p_pBindDescriptorSetsInfo);
  }
  /** vkCmdBindIndexBuffer (VK_VERSION_1_0) */
  cmdBindIndexBuffer(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer | null | undefined, offset: number | bigint, indexType: E.VkIndexType): void {
    const fn = this.f[33] ?? this.resolve(33);
    fn(hArg(commandBuffer, "vkCmdBindIndexBuffer.commandBuffer", true), hArg(buffer, "vkCmdBindIndexBuffer.buffer", false), u64Arg(offset, "vkCmdBindIndexBuffer.offset"), i32(indexType, "vkCmdBindIndexBuffer.indexType"));
  }
  /** vkCmdBindIndexBuffer2 (VK_VERSION_1_4) */
  cmdBindIndexBuffer2(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer | null | undefined, offset: number | bigint, size: number | bigint, indexType: E.VkIndexType): void {
    const fn = this.f[34] ?? this.resolve(34);
    fn(hArg(commandBuffer, "vkCmdBindIndexBuffer2.commandBuffer", true), hArg(buffer, "vkCmdBindIndexBuffer2.buffer", false), u64Arg(offset, "vkCmdBindIndexBuffer2.offset"), u64Arg(size, "vkCmdBindIndexBuffer2.size"), i32(indexType, "vkCmdBindIndexBuffer2.indexType"));
  }
  /** vkCmdBindIndexBuffer2KHR (VK_KHR_maintenance5) */
  cmdBindIndexBuffer2KHR(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer | null | undefined, offset: number | bigint, size: number | bigint, indexType: E.VkIndexType): void {
    const fn = this.f[35] ?? this.resolve(35);
    fn(hArg(commandBuffer, "vkCmdBindIndexBuffer2KHR.commandBuffer", true), hArg(buffer, "vkCmdBindIndexBuffer2KHR.buffer", false), u64Arg(offset, "vkCmdBindIndexBuffer2KHR.offset"), u64Arg(size, "vkCmdBindIndexBuffer2KHR.size"), i32(indexType, "vkCmdBindIndexBuffer2KHR.indexType"));
  }
  /** vkCmdBindPipeline (VK_VERSION_1_0) */
  cmdBindPipeline(commandBuffer: H.VkCommandBuffer, pipelineBindPoint: E.VkPipelineBindPoint, pipeline: H.VkPipeline): void {
    const fn = this.f[36] ?? this.resolve(36);
    fn(hArg(commandBuffer, "vkCmdBindPipeline.commandBuffer", true), i32(pipelineBindPoint, "vkCmdBindPipeline.pipelineBindPoint"), hArg(pipeline, "vkCmdBindPipeline.pipeline", true));
  }
  /** vkCmdBindPipelineShaderGroupNV (VK_NV_device_generated_commands) */
  cmdBindPipelineShaderGroupNV(commandBuffer: H.VkCommandBuffer, pipelineBindPoint: E.VkPipelineBindPoint, pipeline: H.VkPipeline, groupIndex: number): void {
    const fn = this.f[37] ?? this.resolve(37);
    fn(hArg(commandBuffer, "vkCmdBindPipelineShaderGroupNV.commandBuffer", true), i32(pipelineBindPoint, "vkCmdBindPipelineShaderGroupNV.pipelineBindPoint"), hArg(pipeline, "vkCmdBindPipelineShaderGroupNV.pipeline", true), u32(groupIndex, "vkCmdBindPipelineShaderGroupNV.groupIndex"));
  }
  /** vkCmdBindShadersEXT (VK_EXT_shader_object) */
  cmdBindShadersEXT(commandBuffer: H.VkCommandBuffer, pStages: ArrayLike<E.VkShaderStageFlagBits>, pShaders?: ArrayLike<H.VkShaderEXT> | null): void {
    const fn = this.f[38] ?? this.resolve(38);
    const a = arena; a.reset();
    const n_stageCount = (pStages == null ? 0 : pStages.length);
    let p_pStages = 0;
    if (pStages != null) { const x = arr(pStages, "vkCmdBindShadersEXT.pStages"); const o = a.alloc(x.length * 4 || 4, 4); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setUint32(o + i * 4, u32(x[i], "vkCmdBindShadersEXT.pStages"), true); p_pStages = c.base + o; }
    let p_pShaders = 0;
    if (pShaders != null) { const x = arr(pShaders, "vkCmdBindShadersEXT.pShaders"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdBindShadersEXT.pShaders", true), true); p_pShaders = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdBindShadersEXT.commandBuffer", true), n_stageCount, p_pStages, p_pShaders);
  }
  /** vkCmdBindShadingRateImageNV (VK_NV_shading_rate_image) */
  cmdBindShadingRateImageNV(commandBuffer: H.VkCommandBuffer, imageView: H.VkImageView | null | undefined, imageLayout: E.VkImageLayout): void {
    const fn = this.f[39] ?? this.resolve(39);
    fn(hArg(commandBuffer, "vkCmdBindShadingRateImageNV.commandBuffer", true), hArg(imageView, "vkCmdBindShadingRateImageNV.imageView", false), i32(imageLayout, "vkCmdBindShadingRateImageNV.imageLayout"));
  }
  /** vkCmdBindTransformFeedbackBuffersEXT (VK_EXT_transform_feedback) */
  cmdBindTransformFeedbackBuffersEXT(commandBuffer: H.VkCommandBuffer, firstBinding: number, pBuffers: ArrayLike<H.VkBuffer>, pOffsets: ArrayLike<number | bigint>, pSizes?: ArrayLike<number | bigint> | null): void {
    const fn = this.f[40] ?? this.resolve(40);
    const a = arena; a.reset();
    const n_bindingCount = (pBuffers == null ? 0 : pBuffers.length);
    let p_pBuffers = 0;
    if (pBuffers != null) { const x = arr(pBuffers, "vkCmdBindTransformFeedbackBuffersEXT.pBuffers"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdBindTransformFeedbackBuffersEXT.pBuffers", true), true); p_pBuffers = c.base + o; }
    let p_pOffsets = 0;
    if (pOffsets != null) { const x = arr(pOffsets, "vkCmdBindTransformFeedbackBuffersEXT.pOffsets"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) w64(c.dv, o + i * 8, x[i], "vkCmdBindTransformFeedbackBuffersEXT.pOffsets"); p_pOffsets = c.base + o; }
    let p_pSizes = 0;
    if (pSizes != null) { const x = arr(pSizes, "vkCmdBindTransformFeedbackBuffersEXT.pSizes"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) w64(c.dv, o + i * 8, x[i], "vkCmdBindTransformFeedbackBuffersEXT.pSizes"); p_pSizes = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdBindTransformFeedbackBuffersEXT.commandBuffer", true), u32(firstBinding, "vkCmdBindTransformFeedbackBuffersEXT.firstBinding"), n_bindingCount, p_pBuffers, p_pOffsets, p_pSizes);
  }
  /** vkCmdBindVertexBuffers (VK_VERSION_1_0) */
  cmdBindVertexBuffers(commandBuffer: H.VkCommandBuffer, firstBinding: number, pBuffers: ArrayLike<H.VkBuffer>, pOffsets: ArrayLike<number | bigint>): void {
    const fn = this.f[41] ?? this.resolve(41);
    const a = arena; a.reset();
    const n_bindingCount = (pBuffers == null ? 0 : pBuffers.length);
    let p_pBuffers = 0;
    if (pBuffers != null) { const x = arr(pBuffers, "vkCmdBindVertexBuffers.pBuffers"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdBindVertexBuffers.pBuffers", true), true); p_pBuffers = c.base + o; }
    let p_pOffsets = 0;
    if (pOffsets != null) { const x = arr(pOffsets, "vkCmdBindVertexBuffers.pOffsets"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) w64(c.dv, o + i * 8, x[i], "vkCmdBindVertexBuffers.pOffsets"); p_pOffsets = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdBindVertexBuffers.commandBuffer", true), u32(firstBinding, "vkCmdBindVertexBuffers.firstBinding"), n_bindingCount, p_pBuffers, p_pOffsets);
  }
  /** vkCmdBindVertexBuffers2 (VK_VERSION_1_3) */
  cmdBindVertexBuffers2(commandBuffer: H.VkCommandBuffer, firstBinding: number, pBuffers: ArrayLike<H.VkBuffer>, pOffsets: ArrayLike<number | bigint>, pSizes?: ArrayLike<number | bigint> | null, pStrides?: ArrayLike<number | bigint> | null): void {
    const fn = this.f[42] ?? this.resolve(42);
    const a = arena; a.reset();
    const n_bindingCount = (pBuffers == null ? 0 : pBuffers.length);
    let p_pBuffers = 0;
    if (pBuffers != null) { const x = arr(pBuffers, "vkCmdBindVertexBuffers2.pBuffers"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdBindVertexBuffers2.pBuffers", true), true); p_pBuffers = c.base + o; }
    let p_pOffsets = 0;
    if (pOffsets != null) { const x = arr(pOffsets, "vkCmdBindVertexBuffers2.pOffsets"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) w64(c.dv, o + i * 8, x[i], "vkCmdBindVertexBuffers2.pOffsets"); p_pOffsets = c.base + o; }
    let p_pSizes = 0;
    if (pSizes != null) { const x = arr(pSizes, "vkCmdBindVertexBuffers2.pSizes"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) w64(c.dv, o + i * 8, x[i], "vkCmdBindVertexBuffers2.pSizes"); p_pSizes = c.base + o; }
    let p_pStrides = 0;
    if (pStrides != null) { const x = arr(pStrides, "vkCmdBindVertexBuffers2.pStrides"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) w64(c.dv, o + i * 8, x[i], "vkCmdBindVertexBuffers2.pStrides"); p_pStrides = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdBindVertexBuffers2.commandBuffer", true), u32(firstBinding, "vkCmdBindVertexBuffers2.firstBinding"), n_bindingCount, p_pBuffers, p_pOffsets, p_pSizes, p_pStrides);
  }
  /** vkCmdBindVertexBuffers2EXT (VK_EXT_extended_dynamic_state, VK_EXT_shader_object) */
  cmdBindVertexBuffers2EXT(commandBuffer: H.VkCommandBuffer, firstBinding: number, pBuffers: ArrayLike<H.VkBuffer>, pOffsets: ArrayLike<number | bigint>, pSizes?: ArrayLike<number | bigint> | null, pStrides?: ArrayLike<number | bigint> | null): void {
    const fn = this.f[43] ?? this.resolve(43);
    const a = arena; a.reset();
    const n_bindingCount = (pBuffers == null ? 0 : pBuffers.length);
    let p_pBuffers = 0;
    if (pBuffers != null) { const x = arr(pBuffers, "vkCmdBindVertexBuffers2EXT.pBuffers"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdBindVertexBuffers2EXT.pBuffers", true), true); p_pBuffers = c.base + o; }
    let p_pOffsets = 0;
    if (pOffsets != null) { const x = arr(pOffsets, "vkCmdBindVertexBuffers2EXT.pOffsets"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) w64(c.dv, o + i * 8, x[i], "vkCmdBindVertexBuffers2EXT.pOffsets"); p_pOffsets = c.base + o; }
    let p_pSizes = 0;
    if (pSizes != null) { const x = arr(pSizes, "vkCmdBindVertexBuffers2EXT.pSizes"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) w64(c.dv, o + i * 8, x[i], "vkCmdBindVertexBuffers2EXT.pSizes"); p_pSizes = c.base + o; }
    let p_pStrides = 0;
    if (pStrides != null) { const x = arr(pStrides, "vkCmdBindVertexBuffers2EXT.pStrides"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) w64(c.dv, o + i * 8, x[i], "vkCmdBindVertexBuffers2EXT.pStrides"); p_pStrides = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdBindVertexBuffers2EXT.commandBuffer", true), u32(firstBinding, "vkCmdBindVertexBuffers2EXT.firstBinding"), n_bindingCount, p_pBuffers, p_pOffsets, p_pSizes, p_pStrides);
  }
  /** vkCmdBlitImage (VK_VERSION_1_0) */
  cmdBlitImage(commandBuffer: H.VkCommandBuffer, srcImage: H.VkImage, srcImageLayout: E.VkImageLayout, dstImage: H.VkImage, dstImageLayout: E.VkImageLayout, pRegions: readonly S.VkImageBlit[], filter: E.VkFilter): void {
    const fn = this.f[44] ?? this.resolve(44);
    const a = arena; a.reset();
    const n_regionCount = (pRegions == null ? 0 : pRegions.length);
    let p_pRegions = 0;
    if (pRegions != null) { const x = arr(pRegions, "vkCmdBlitImage.pRegions"); const o = a.alloc(x.length * 80, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkImageBlit(a, c, o + i * 80, x[i]); p_pRegions = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdBlitImage.commandBuffer", true), hArg(srcImage, "vkCmdBlitImage.srcImage", true), i32(srcImageLayout, "vkCmdBlitImage.srcImageLayout"), hArg(dstImage, "vkCmdBlitImage.dstImage", true), i32(dstImageLayout, "vkCmdBlitImage.dstImageLayout"), n_regionCount, p_pRegions, i32(filter, "vkCmdBlitImage.filter"));
  }
  /** vkCmdBlitImage2 (VK_VERSION_1_3) */
  cmdBlitImage2(commandBuffer: H.VkCommandBuffer, pBlitImageInfo: S.VkBlitImageInfo2): void {
    const fn = this.f[45] ?? this.resolve(45);
    const a = arena; a.reset();
    let p_pBlitImageInfo = 0;
    if (pBlitImageInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkBlitImageInfo2(a, c, o, pBlitImageInfo); p_pBlitImageInfo = c.base + o; } else throw new VkValueError("vkCmdBlitImage2.pBlitImageInfo", pBlitImageInfo, 'a VkBlitImageInfo2');
    fn(hArg(commandBuffer, "vkCmdBlitImage2.commandBuffer", true), p_pBlitImageInfo);
  }
  /** vkCmdBlitImage2KHR (VK_KHR_copy_commands2) */
  cmdBlitImage2KHR(commandBuffer: H.VkCommandBuffer, pBlitImageInfo: S.VkBlitImageInfo2): void {
    const fn = this.f[46] ?? this.resolve(46);
    const a = arena; a.reset();
    let p_pBlitImageInfo = 0;
    if (pBlitImageInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkBlitImageInfo2(a, c, o, pBlitImageInfo); p_pBlitImageInfo = c.base + o; } else throw new VkValueError("vkCmdBlitImage2KHR.pBlitImageInfo", pBlitImageInfo, 'a VkBlitImageInfo2');
    fn(hArg(commandBuffer, "vkCmdBlitImage2KHR.commandBuffer", true), p_pBlitImageInfo);
  }
  /** vkCmdBuildAccelerationStructureNV (VK_NV_ray_tracing) */
  cmdBuildAccelerationStructureNV(commandBuffer: H.VkCommandBuffer, pInfo: S.VkAccelerationStructureInfoNV, instanceData: H.VkBuffer | null | undefined, instanceOffset: number | bigint, update: boolean, dst: H.VkAccelerationStructureNV, src: H.VkAccelerationStructureNV | null | undefined, scratch: H.VkBuffer, scratchOffset: number | bigint): void {
    const fn = this.f[47] ?? this.resolve(47);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkAccelerationStructureInfoNV(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkCmdBuildAccelerationStructureNV.pInfo", pInfo, 'a VkAccelerationStructureInfoNV');
    fn(hArg(commandBuffer, "vkCmdBuildAccelerationStructureNV.commandBuffer", true), p_pInfo, hArg(instanceData, "vkCmdBuildAccelerationStructureNV.instanceData", false), u64Arg(instanceOffset, "vkCmdBuildAccelerationStructureNV.instanceOffset"), bool(update, "vkCmdBuildAccelerationStructureNV.update"), hArg(dst, "vkCmdBuildAccelerationStructureNV.dst", true), hArg(src, "vkCmdBuildAccelerationStructureNV.src", false), hArg(scratch, "vkCmdBuildAccelerationStructureNV.scratch", true), u64Arg(scratchOffset, "vkCmdBuildAccelerationStructureNV.scratchOffset"));
  }
  /** vkCmdBuildAccelerationStructuresIndirectKHR (VK_KHR_acceleration_structure) */
  cmdBuildAccelerationStructuresIndirectKHR(commandBuffer: H.VkCommandBuffer, pInfos: readonly S.VkAccelerationStructureBuildGeometryInfoKHR[], pIndirectDeviceAddresses: ArrayLike<number | bigint>, pIndirectStrides: ArrayLike<number>, ppMaxPrimitiveCounts: bigint): void {
    const fn = this.f[48] ?? this.resolve(48);
    const a = arena; a.reset();
    const n_infoCount = (pInfos == null ? 0 : pInfos.length);
    let p_pInfos = 0;
    if (pInfos != null) { const x = arr(pInfos, "vkCmdBuildAccelerationStructuresIndirectKHR.pInfos"); const o = a.alloc(x.length * 80, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkAccelerationStructureBuildGeometryInfoKHR(a, c, o + i * 80, x[i]); p_pInfos = c.base + o; }
    let p_pIndirectDeviceAddresses = 0;
    if (pIndirectDeviceAddresses != null) { const x = arr(pIndirectDeviceAddresses, "vkCmdBuildAccelerationStructuresIndirectKHR.pIndirectDeviceAddresses"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) w64(c.dv, o + i * 8, x[i], "vkCmdBuildAccelerationStructuresIndirectKHR.pIndirectDeviceAddresses"); p_pIndirectDeviceAddresses = c.base + o; }
    let p_pIndirectStrides = 0;
    if (pIndirectStrides != null) { const x = arr(pIndirectStrides, "vkCmdBuildAccelerationStructuresIndirectKHR.pIndirectStrides"); const o = a.alloc(x.length * 4 || 4, 4); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setUint32(o + i * 4, u32(x[i], "vkCmdBuildAccelerationStructuresIndirectKHR.pIndirectStrides"), true); p_pIndirectStrides = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdBuildAccelerationStructuresIndirectKHR.commandBuffer", true), n_infoCount, p_pInfos, p_pIndirectDeviceAddresses, p_pIndirectStrides, ppMaxPrimitiveCounts);
  }
  /** vkCmdBuildAccelerationStructuresKHR (VK_KHR_acceleration_structure) */
  cmdBuildAccelerationStructuresKHR(commandBuffer: H.VkCommandBuffer, pInfos: readonly S.VkAccelerationStructureBuildGeometryInfoKHR[], ppBuildRangeInfos: bigint): void {
    const fn = this.f[49] ?? this.resolve(49);
    const a = arena; a.reset();
    const n_infoCount = (pInfos == null ? 0 : pInfos.length);
    let p_pInfos = 0;
    if (pInfos != null) { const x = arr(pInfos, "vkCmdBuildAccelerationStructuresKHR.pInfos"); const o = a.alloc(x.length * 80, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkAccelerationStructureBuildGeometryInfoKHR(a, c, o + i * 80, x[i]); p_pInfos = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdBuildAccelerationStructuresKHR.commandBuffer", true), n_infoCount, p_pInfos, ppBuildRangeInfos);
  }
  /** vkCmdBuildClusterAccelerationStructureIndirectNV (VK_NV_cluster_acceleration_structure) */
  cmdBuildClusterAccelerationStructureIndirectNV(commandBuffer: H.VkCommandBuffer, pCommandInfos: S.VkClusterAccelerationStructureCommandsInfoNV): void {
    const fn = this.f[50] ?? this.resolve(50);
    const a = arena; a.reset();
    let p_pCommandInfos = 0;
    if (pCommandInfos != null) { const o = a.alloc(160, 8); const c = a.cur; S.encVkClusterAccelerationStructureCommandsInfoNV(a, c, o, pCommandInfos); p_pCommandInfos = c.base + o; } else throw new VkValueError("vkCmdBuildClusterAccelerationStructureIndirectNV.pCommandInfos", pCommandInfos, 'a VkClusterAccelerationStructureCommandsInfoNV');
    fn(hArg(commandBuffer, "vkCmdBuildClusterAccelerationStructureIndirectNV.commandBuffer", true), p_pCommandInfos);
  }
  /** vkCmdBuildMicromapsEXT (VK_EXT_opacity_micromap) */
  cmdBuildMicromapsEXT(commandBuffer: H.VkCommandBuffer, pInfos: readonly S.VkMicromapBuildInfoEXT[]): void {
    const fn = this.f[51] ?? this.resolve(51);
    const a = arena; a.reset();
    const n_infoCount = (pInfos == null ? 0 : pInfos.length);
    let p_pInfos = 0;
    if (pInfos != null) { const x = arr(pInfos, "vkCmdBuildMicromapsEXT.pInfos"); const o = a.alloc(x.length * 96, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkMicromapBuildInfoEXT(a, c, o + i * 96, x[i]); p_pInfos = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdBuildMicromapsEXT.commandBuffer", true), n_infoCount, p_pInfos);
  }
  /** vkCmdBuildPartitionedAccelerationStructuresNV (VK_NV_partitioned_acceleration_structure) */
  cmdBuildPartitionedAccelerationStructuresNV(commandBuffer: H.VkCommandBuffer, pBuildInfo: S.VkBuildPartitionedAccelerationStructureInfoNV): void {
    const fn = this.f[52] ?? this.resolve(52);
    const a = arena; a.reset();
    let p_pBuildInfo = 0;
    if (pBuildInfo != null) { const o = a.alloc(96, 8); const c = a.cur; S.encVkBuildPartitionedAccelerationStructureInfoNV(a, c, o, pBuildInfo); p_pBuildInfo = c.base + o; } else throw new VkValueError("vkCmdBuildPartitionedAccelerationStructuresNV.pBuildInfo", pBuildInfo, 'a VkBuildPartitionedAccelerationStructureInfoNV');
    fn(hArg(commandBuffer, "vkCmdBuildPartitionedAccelerationStructuresNV.commandBuffer", true), p_pBuildInfo);
  }
  /** vkCmdClearAttachments (VK_VERSION_1_0) */
  cmdClearAttachments(commandBuffer: H.VkCommandBuffer, pAttachments: readonly S.VkClearAttachment[], pRects: readonly S.VkClearRect[]): void {
    const fn = this.f[53] ?? this.resolve(53);
    const a = arena; a.reset();
    const n_attachmentCount = (pAttachments == null ? 0 : pAttachments.length);
    let p_pAttachments = 0;
    if (pAttachments != null) { const x = arr(pAttachments, "vkCmdClearAttachments.pAttachments"); const o = a.alloc(x.length * 24, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkClearAttachment(a, c, o + i * 24, x[i]); p_pAttachments = c.base + o; }
    const n_rectCount = (pRects == null ? 0 : pRects.length);
    let p_pRects = 0;
    if (pRects != null) { const x = arr(pRects, "vkCmdClearAttachments.pRects"); const o = a.alloc(x.length * 24, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkClearRect(a, c, o + i * 24, x[i]); p_pRects = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdClearAttachments.commandBuffer", true), n_attachmentCount, p_pAttachments, n_rectCount, p_pRects);
  }
  /** vkCmdClearColorImage (VK_VERSION_1_0) */
  cmdClearColorImage(commandBuffer: H.VkCommandBuffer, image: H.VkImage, imageLayout: E.VkImageLayout, pColor: S.VkClearColorValue | null | undefined, pRanges: readonly S.VkImageSubresourceRange[]): void {
    const fn = this.f[54] ?? this.resolve(54);
    const a = arena; a.reset();
    let p_pColor = 0;
    if (pColor != null) { const o = a.alloc(16, 4); const c = a.cur; S.encVkClearColorValue(a, c, o, pColor); p_pColor = c.base + o; }
    const n_rangeCount = (pRanges == null ? 0 : pRanges.length);
    let p_pRanges = 0;
    if (pRanges != null) { const x = arr(pRanges, "vkCmdClearColorImage.pRanges"); const o = a.alloc(x.length * 20, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkImageSubresourceRange(a, c, o + i * 20, x[i]); p_pRanges = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdClearColorImage.commandBuffer", true), hArg(image, "vkCmdClearColorImage.image", true), i32(imageLayout, "vkCmdClearColorImage.imageLayout"), p_pColor, n_rangeCount, p_pRanges);
  }
  /** vkCmdClearDepthStencilImage (VK_VERSION_1_0) */
  cmdClearDepthStencilImage(commandBuffer: H.VkCommandBuffer, image: H.VkImage, imageLayout: E.VkImageLayout, pDepthStencil: S.VkClearDepthStencilValue, pRanges: readonly S.VkImageSubresourceRange[]): void {
    const fn = this.f[55] ?? this.resolve(55);
    const a = arena; a.reset();
    let p_pDepthStencil = 0;
    if (pDepthStencil != null) { const o = a.alloc(8, 4); const c = a.cur; S.encVkClearDepthStencilValue(a, c, o, pDepthStencil); p_pDepthStencil = c.base + o; } else throw new VkValueError("vkCmdClearDepthStencilImage.pDepthStencil", pDepthStencil, 'a VkClearDepthStencilValue');
    const n_rangeCount = (pRanges == null ? 0 : pRanges.length);
    let p_pRanges = 0;
    if (pRanges != null) { const x = arr(pRanges, "vkCmdClearDepthStencilImage.pRanges"); const o = a.alloc(x.length * 20, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkImageSubresourceRange(a, c, o + i * 20, x[i]); p_pRanges = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdClearDepthStencilImage.commandBuffer", true), hArg(image, "vkCmdClearDepthStencilImage.image", true), i32(imageLayout, "vkCmdClearDepthStencilImage.imageLayout"), p_pDepthStencil, n_rangeCount, p_pRanges);
  }
  /** vkCmdControlVideoCodingKHR (VK_KHR_video_queue) */
  cmdControlVideoCodingKHR(commandBuffer: H.VkCommandBuffer, pCodingControlInfo: S.VkVideoCodingControlInfoKHR): void {
    const fn = this.f[56] ?? this.resolve(56);
    const a = arena; a.reset();
    let p_pCodingControlInfo = 0;
    if (pCodingControlInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkVideoCodingControlInfoKHR(a, c, o, pCodingControlInfo); p_pCodingControlInfo = c.base + o; } else throw new VkValueError("vkCmdControlVideoCodingKHR.pCodingControlInfo", pCodingControlInfo, 'a VkVideoCodingControlInfoKHR');
    fn(hArg(commandBuffer, "vkCmdControlVideoCodingKHR.commandBuffer", true), p_pCodingControlInfo);
  }
  /** vkCmdConvertCooperativeVectorMatrixNV (VK_NV_cooperative_vector) */
  cmdConvertCooperativeVectorMatrixNV(commandBuffer: H.VkCommandBuffer, pInfos: readonly S.VkConvertCooperativeVectorMatrixInfoNV[]): void {
    const fn = this.f[57] ?? this.resolve(57);
    const a = arena; a.reset();
    const n_infoCount = (pInfos == null ? 0 : pInfos.length);
    let p_pInfos = 0;
    if (pInfos != null) { const x = arr(pInfos, "vkCmdConvertCooperativeVectorMatrixNV.pInfos"); const o = a.alloc(x.length * 96, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkConvertCooperativeVectorMatrixInfoNV(a, c, o + i * 96, x[i]); p_pInfos = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdConvertCooperativeVectorMatrixNV.commandBuffer", true), n_infoCount, p_pInfos);
  }
  /** vkCmdCopyAccelerationStructureKHR (VK_KHR_acceleration_structure) */
  cmdCopyAccelerationStructureKHR(commandBuffer: H.VkCommandBuffer, pInfo: S.VkCopyAccelerationStructureInfoKHR): void {
    const fn = this.f[58] ?? this.resolve(58);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkCopyAccelerationStructureInfoKHR(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkCmdCopyAccelerationStructureKHR.pInfo", pInfo, 'a VkCopyAccelerationStructureInfoKHR');
    fn(hArg(commandBuffer, "vkCmdCopyAccelerationStructureKHR.commandBuffer", true), p_pInfo);
  }
  /** vkCmdCopyAccelerationStructureNV (VK_NV_ray_tracing) */
  cmdCopyAccelerationStructureNV(commandBuffer: H.VkCommandBuffer, dst: H.VkAccelerationStructureNV, src: H.VkAccelerationStructureNV, mode: E.VkCopyAccelerationStructureModeKHR): void {
    const fn = this.f[59] ?? this.resolve(59);
    fn(hArg(commandBuffer, "vkCmdCopyAccelerationStructureNV.commandBuffer", true), hArg(dst, "vkCmdCopyAccelerationStructureNV.dst", true), hArg(src, "vkCmdCopyAccelerationStructureNV.src", true), i32(mode, "vkCmdCopyAccelerationStructureNV.mode"));
  }
  /** vkCmdCopyAccelerationStructureToMemoryKHR (VK_KHR_acceleration_structure) */
  cmdCopyAccelerationStructureToMemoryKHR(commandBuffer: H.VkCommandBuffer, pInfo: S.VkCopyAccelerationStructureToMemoryInfoKHR): void {
    const fn = this.f[60] ?? this.resolve(60);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkCopyAccelerationStructureToMemoryInfoKHR(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkCmdCopyAccelerationStructureToMemoryKHR.pInfo", pInfo, 'a VkCopyAccelerationStructureToMemoryInfoKHR');
    fn(hArg(commandBuffer, "vkCmdCopyAccelerationStructureToMemoryKHR.commandBuffer", true), p_pInfo);
  }
  /** vkCmdCopyBuffer (VK_VERSION_1_0) */
  cmdCopyBuffer(commandBuffer: H.VkCommandBuffer, srcBuffer: H.VkBuffer, dstBuffer: H.VkBuffer, pRegions: readonly S.VkBufferCopy[]): void {
    const fn = this.f[61] ?? this.resolve(61);
    const a = arena; a.reset();
    const n_regionCount = (pRegions == null ? 0 : pRegions.length);
    let p_pRegions = 0;
    if (pRegions != null) { const x = arr(pRegions, "vkCmdCopyBuffer.pRegions"); const o = a.alloc(x.length * 24, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkBufferCopy(a, c, o + i * 24, x[i]); p_pRegions = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdCopyBuffer.commandBuffer", true), hArg(srcBuffer, "vkCmdCopyBuffer.srcBuffer", true), hArg(dstBuffer, "vkCmdCopyBuffer.dstBuffer", true), n_regionCount, p_pRegions);
  }
  /** vkCmdCopyBuffer2 (VK_VERSION_1_3) */
  cmdCopyBuffer2(commandBuffer: H.VkCommandBuffer, pCopyBufferInfo: S.VkCopyBufferInfo2): void {
    const fn = this.f[62] ?? this.resolve(62);
    const a = arena; a.reset();
    let p_pCopyBufferInfo = 0;
    if (pCopyBufferInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkCopyBufferInfo2(a, c, o, pCopyBufferInfo); p_pCopyBufferInfo = c.base + o; } else throw new VkValueError("vkCmdCopyBuffer2.pCopyBufferInfo", pCopyBufferInfo, 'a VkCopyBufferInfo2');
    fn(hArg(commandBuffer, "vkCmdCopyBuffer2.commandBuffer", true), p_pCopyBufferInfo);
  }
  /** vkCmdCopyBuffer2KHR (VK_KHR_copy_commands2) */
  cmdCopyBuffer2KHR(commandBuffer: H.VkCommandBuffer, pCopyBufferInfo: S.VkCopyBufferInfo2): void {
    const fn = this.f[63] ?? this.resolve(63);
    const a = arena; a.reset();
    let p_pCopyBufferInfo = 0;
    if (pCopyBufferInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkCopyBufferInfo2(a, c, o, pCopyBufferInfo); p_pCopyBufferInfo = c.base + o; } else throw new VkValueError("vkCmdCopyBuffer2KHR.pCopyBufferInfo", pCopyBufferInfo, 'a VkCopyBufferInfo2');
    fn(hArg(commandBuffer, "vkCmdCopyBuffer2KHR.commandBuffer", true), p_pCopyBufferInfo);
  }
  /** vkCmdCopyBufferToImage (VK_VERSION_1_0) */
  cmdCopyBufferToImage(commandBuffer: H.VkCommandBuffer, srcBuffer: H.VkBuffer, dstImage: H.VkImage, dstImageLayout: E.VkImageLayout, pRegions: readonly S.VkBufferImageCopy[]): void {
    const fn = this.f[64] ?? this.resolve(64);
    const a = arena; a.reset();
    const n_regionCount = (pRegions == null ? 0 : pRegions.length);
    let p_pRegions = 0;
    if (pRegions != null) { const x = arr(pRegions, "vkCmdCopyBufferToImage.pRegions"); const o = a.alloc(x.length * 56, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkBufferImageCopy(a, c, o + i * 56, x[i]); p_pRegions = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdCopyBufferToImage.commandBuffer", true), hArg(srcBuffer, "vkCmdCopyBufferToImage.srcBuffer", true), hArg(dstImage, "vkCmdCopyBufferToImage.dstImage", true), i32(dstImageLayout, "vkCmdCopyBufferToImage.dstImageLayout"), n_regionCount, p_pRegions);
  }
  /** vkCmdCopyBufferToImage2 (VK_VERSION_1_3) */
  cmdCopyBufferToImage2(commandBuffer: H.VkCommandBuffer, pCopyBufferToImageInfo: S.VkCopyBufferToImageInfo2): void {
    const fn = this.f[65] ?? this.resolve(65);
    const a = arena; a.reset();
    let p_pCopyBufferToImageInfo = 0;
    if (pCopyBufferToImageInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkCopyBufferToImageInfo2(a, c, o, pCopyBufferToImageInfo); p_pCopyBufferToImageInfo = c.base + o; } else throw new VkValueError("vkCmdCopyBufferToImage2.pCopyBufferToImageInfo", pCopyBufferToImageInfo, 'a VkCopyBufferToImageInfo2');
    fn(hArg(commandBuffer, "vkCmdCopyBufferToImage2.commandBuffer", true), p_pCopyBufferToImageInfo);
  }
  /** vkCmdCopyBufferToImage2KHR (VK_KHR_copy_commands2) */
  cmdCopyBufferToImage2KHR(commandBuffer: H.VkCommandBuffer, pCopyBufferToImageInfo: S.VkCopyBufferToImageInfo2): void {
    const fn = this.f[66] ?? this.resolve(66);
    const a = arena; a.reset();
    let p_pCopyBufferToImageInfo = 0;
    if (pCopyBufferToImageInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkCopyBufferToImageInfo2(a, c, o, pCopyBufferToImageInfo); p_pCopyBufferToImageInfo = c.base + o; } else throw new VkValueError("vkCmdCopyBufferToImage2KHR.pCopyBufferToImageInfo", pCopyBufferToImageInfo, 'a VkCopyBufferToImageInfo2');
    fn(hArg(commandBuffer, "vkCmdCopyBufferToImage2KHR.commandBuffer", true), p_pCopyBufferToImageInfo);
  }
  /** vkCmdCopyImage (VK_VERSION_1_0) */
  cmdCopyImage(commandBuffer: H.VkCommandBuffer, srcImage: H.VkImage, srcImageLayout: E.VkImageLayout, dstImage: H.VkImage, dstImageLayout: E.VkImageLayout, pRegions: readonly S.VkImageCopy[]): void {
    const fn = this.f[67] ?? this.resolve(67);
    const a = arena; a.reset();
    const n_regionCount = (pRegions == null ? 0 : pRegions.length);
    let p_pRegions = 0;
    if (pRegions != null) { const x = arr(pRegions, "vkCmdCopyImage.pRegions"); const o = a.alloc(x.length * 68, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkImageCopy(a, c, o + i * 68, x[i]); p_pRegions = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdCopyImage.commandBuffer", true), hArg(srcImage, "vkCmdCopyImage.srcImage", true), i32(srcImageLayout, "vkCmdCopyImage.srcImageLayout"), hArg(dstImage, "vkCmdCopyImage.dstImage", true), i32(dstImageLayout, "vkCmdCopyImage.dstImageLayout"), n_regionCount, p_pRegions);
  }
  /** vkCmdCopyImage2 (VK_VERSION_1_3) */
  cmdCopyImage2(commandBuffer: H.VkCommandBuffer, pCopyImageInfo: S.VkCopyImageInfo2): void {
    const fn = this.f[68] ?? this.resolve(68);
    const a = arena; a.reset();
    let p_pCopyImageInfo = 0;
    if (pCopyImageInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkCopyImageInfo2(a, c, o, pCopyImageInfo); p_pCopyImageInfo = c.base + o; } else throw new VkValueError("vkCmdCopyImage2.pCopyImageInfo", pCopyImageInfo, 'a VkCopyImageInfo2');
    fn(hArg(commandBuffer, "vkCmdCopyImage2.commandBuffer", true), p_pCopyImageInfo);
  }
  /** vkCmdCopyImage2KHR (VK_KHR_copy_commands2) */
  cmdCopyImage2KHR(commandBuffer: H.VkCommandBuffer, pCopyImageInfo: S.VkCopyImageInfo2): void {
    const fn = this.f[69] ?? this.resolve(69);
    const a = arena; a.reset();
    let p_pCopyImageInfo = 0;
    if (pCopyImageInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkCopyImageInfo2(a, c, o, pCopyImageInfo); p_pCopyImageInfo = c.base + o; } else throw new VkValueError("vkCmdCopyImage2KHR.pCopyImageInfo", pCopyImageInfo, 'a VkCopyImageInfo2');
    fn(hArg(commandBuffer, "vkCmdCopyImage2KHR.commandBuffer", true), p_pCopyImageInfo);
  }
  /** vkCmdCopyImageToBuffer (VK_VERSION_1_0) */
  cmdCopyImageToBuffer(commandBuffer: H.VkCommandBuffer, srcImage: H.VkImage, srcImageLayout: E.VkImageLayout, dstBuffer: H.VkBuffer, pRegions: readonly S.VkBufferImageCopy[]): void {
    const fn = this.f[70] ?? this.resolve(70);
    const a = arena; a.reset();
    const n_regionCount = (pRegions == null ? 0 : pRegions.length);
    let p_pRegions = 0;
    if (pRegions != null) { const x = arr(pRegions, "vkCmdCopyImageToBuffer.pRegions"); const o = a.alloc(x.length * 56, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkBufferImageCopy(a, c, o + i * 56, x[i]); p_pRegions = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdCopyImageToBuffer.commandBuffer", true), hArg(srcImage, "vkCmdCopyImageToBuffer.srcImage", true), i32(srcImageLayout, "vkCmdCopyImageToBuffer.srcImageLayout"), hArg(dstBuffer, "vkCmdCopyImageToBuffer.dstBuffer", true), n_regionCount, p_pRegions);
  }
  /** vkCmdCopyImageToBuffer2 (VK_VERSION_1_3) */
  cmdCopyImageToBuffer2(commandBuffer: H.VkCommandBuffer, pCopyImageToBufferInfo: S.VkCopyImageToBufferInfo2): void {
    const fn = this.f[71] ?? this.resolve(71);
    const a = arena; a.reset();
    let p_pCopyImageToBufferInfo = 0;
    if (pCopyImageToBufferInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkCopyImageToBufferInfo2(a, c, o, pCopyImageToBufferInfo); p_pCopyImageToBufferInfo = c.base + o; } else throw new VkValueError("vkCmdCopyImageToBuffer2.pCopyImageToBufferInfo", pCopyImageToBufferInfo, 'a VkCopyImageToBufferInfo2');
    fn(hArg(commandBuffer, "vkCmdCopyImageToBuffer2.commandBuffer", true), p_pCopyImageToBufferInfo);
  }
  /** vkCmdCopyImageToBuffer2KHR (VK_KHR_copy_commands2) */
  cmdCopyImageToBuffer2KHR(commandBuffer: H.VkCommandBuffer, pCopyImageToBufferInfo: S.VkCopyImageToBufferInfo2): void {
    const fn = this.f[72] ?? this.resolve(72);
    const a = arena; a.reset();
    let p_pCopyImageToBufferInfo = 0;
    if (pCopyImageToBufferInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkCopyImageToBufferInfo2(a, c, o, pCopyImageToBufferInfo); p_pCopyImageToBufferInfo = c.base + o; } else throw new VkValueError("vkCmdCopyImageToBuffer2KHR.pCopyImageToBufferInfo", pCopyImageToBufferInfo, 'a VkCopyImageToBufferInfo2');
    fn(hArg(commandBuffer, "vkCmdCopyImageToBuffer2KHR.commandBuffer", true), p_pCopyImageToBufferInfo);
  }
  /** vkCmdCopyMemoryIndirectNV (VK_NV_copy_memory_indirect) */
  cmdCopyMemoryIndirectNV(commandBuffer: H.VkCommandBuffer, copyBufferAddress: number | bigint, copyCount: number, stride: number): void {
    const fn = this.f[73] ?? this.resolve(73);
    fn(hArg(commandBuffer, "vkCmdCopyMemoryIndirectNV.commandBuffer", true), u64Arg(copyBufferAddress, "vkCmdCopyMemoryIndirectNV.copyBufferAddress"), u32(copyCount, "vkCmdCopyMemoryIndirectNV.copyCount"), u32(stride, "vkCmdCopyMemoryIndirectNV.stride"));
  }
  /** vkCmdCopyMemoryToAccelerationStructureKHR (VK_KHR_acceleration_structure) */
  cmdCopyMemoryToAccelerationStructureKHR(commandBuffer: H.VkCommandBuffer, pInfo: S.VkCopyMemoryToAccelerationStructureInfoKHR): void {
    const fn = this.f[74] ?? this.resolve(74);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkCopyMemoryToAccelerationStructureInfoKHR(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkCmdCopyMemoryToAccelerationStructureKHR.pInfo", pInfo, 'a VkCopyMemoryToAccelerationStructureInfoKHR');
    fn(hArg(commandBuffer, "vkCmdCopyMemoryToAccelerationStructureKHR.commandBuffer", true), p_pInfo);
  }
  /** vkCmdCopyMemoryToImageIndirectNV (VK_NV_copy_memory_indirect) */
  cmdCopyMemoryToImageIndirectNV(commandBuffer: H.VkCommandBuffer, copyBufferAddress: number | bigint, stride: number, dstImage: H.VkImage, dstImageLayout: E.VkImageLayout, pImageSubresources: readonly S.VkImageSubresourceLayers[]): void {
    const fn = this.f[75] ?? this.resolve(75);
    const a = arena; a.reset();
    const n_copyCount = (pImageSubresources == null ? 0 : pImageSubresources.length);
    let p_pImageSubresources = 0;
    if (pImageSubresources != null) { const x = arr(pImageSubresources, "vkCmdCopyMemoryToImageIndirectNV.pImageSubresources"); const o = a.alloc(x.length * 16, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkImageSubresourceLayers(a, c, o + i * 16, x[i]); p_pImageSubresources = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdCopyMemoryToImageIndirectNV.commandBuffer", true), u64Arg(copyBufferAddress, "vkCmdCopyMemoryToImageIndirectNV.copyBufferAddress"), n_copyCount, u32(stride, "vkCmdCopyMemoryToImageIndirectNV.stride"), hArg(dstImage, "vkCmdCopyMemoryToImageIndirectNV.dstImage", true), i32(dstImageLayout, "vkCmdCopyMemoryToImageIndirectNV.dstImageLayout"), p_pImageSubresources);
  }
  /** vkCmdCopyMemoryToMicromapEXT (VK_EXT_opacity_micromap) */
  cmdCopyMemoryToMicromapEXT(commandBuffer: H.VkCommandBuffer, pInfo: S.VkCopyMemoryToMicromapInfoEXT): void {
    const fn = this.f[76] ?? this.resolve(76);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkCopyMemoryToMicromapInfoEXT(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkCmdCopyMemoryToMicromapEXT.pInfo", pInfo, 'a VkCopyMemoryToMicromapInfoEXT');
    fn(hArg(commandBuffer, "vkCmdCopyMemoryToMicromapEXT.commandBuffer", true), p_pInfo);
  }
  /** vkCmdCopyMicromapEXT (VK_EXT_opacity_micromap) */
  cmdCopyMicromapEXT(commandBuffer: H.VkCommandBuffer, pInfo: S.VkCopyMicromapInfoEXT): void {
    const fn = this.f[77] ?? this.resolve(77);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkCopyMicromapInfoEXT(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkCmdCopyMicromapEXT.pInfo", pInfo, 'a VkCopyMicromapInfoEXT');
    fn(hArg(commandBuffer, "vkCmdCopyMicromapEXT.commandBuffer", true), p_pInfo);
  }
  /** vkCmdCopyMicromapToMemoryEXT (VK_EXT_opacity_micromap) */
  cmdCopyMicromapToMemoryEXT(commandBuffer: H.VkCommandBuffer, pInfo: S.VkCopyMicromapToMemoryInfoEXT): void {
    const fn = this.f[78] ?? this.resolve(78);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkCopyMicromapToMemoryInfoEXT(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkCmdCopyMicromapToMemoryEXT.pInfo", pInfo, 'a VkCopyMicromapToMemoryInfoEXT');
    fn(hArg(commandBuffer, "vkCmdCopyMicromapToMemoryEXT.commandBuffer", true), p_pInfo);
  }
  /** vkCmdCopyQueryPoolResults (VK_VERSION_1_0) */
  cmdCopyQueryPoolResults(commandBuffer: H.VkCommandBuffer, queryPool: H.VkQueryPool, firstQuery: number, queryCount: number, dstBuffer: H.VkBuffer, dstOffset: number | bigint, stride: number | bigint, flags: E.VkQueryResultFlags): void {
    const fn = this.f[79] ?? this.resolve(79);
    fn(hArg(commandBuffer, "vkCmdCopyQueryPoolResults.commandBuffer", true), hArg(queryPool, "vkCmdCopyQueryPoolResults.queryPool", true), u32(firstQuery, "vkCmdCopyQueryPoolResults.firstQuery"), u32(queryCount, "vkCmdCopyQueryPoolResults.queryCount"), hArg(dstBuffer, "vkCmdCopyQueryPoolResults.dstBuffer", true), u64Arg(dstOffset, "vkCmdCopyQueryPoolResults.dstOffset"), u64Arg(stride, "vkCmdCopyQueryPoolResults.stride"), u32(flags, "vkCmdCopyQueryPoolResults.flags"));
  }
  /** vkCmdCudaLaunchKernelNV (VK_NV_cuda_kernel_launch) */
  cmdCudaLaunchKernelNV(commandBuffer: H.VkCommandBuffer, pLaunchInfo: S.VkCudaLaunchInfoNV): void {
    const fn = this.f[80] ?? this.resolve(80);
    const a = arena; a.reset();
    let p_pLaunchInfo = 0;
    if (pLaunchInfo != null) { const o = a.alloc(88, 8); const c = a.cur; S.encVkCudaLaunchInfoNV(a, c, o, pLaunchInfo); p_pLaunchInfo = c.base + o; } else throw new VkValueError("vkCmdCudaLaunchKernelNV.pLaunchInfo", pLaunchInfo, 'a VkCudaLaunchInfoNV');
    fn(hArg(commandBuffer, "vkCmdCudaLaunchKernelNV.commandBuffer", true), p_pLaunchInfo);
  }
  /** vkCmdDebugMarkerBeginEXT (VK_EXT_debug_marker) */
  cmdDebugMarkerBeginEXT(commandBuffer: H.VkCommandBuffer, pMarkerInfo: S.VkDebugMarkerMarkerInfoEXT): void {
    const fn = this.f[81] ?? this.resolve(81);
    const a = arena; a.reset();
    let p_pMarkerInfo = 0;
    if (pMarkerInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkDebugMarkerMarkerInfoEXT(a, c, o, pMarkerInfo); p_pMarkerInfo = c.base + o; } else throw new VkValueError("vkCmdDebugMarkerBeginEXT.pMarkerInfo", pMarkerInfo, 'a VkDebugMarkerMarkerInfoEXT');
    fn(hArg(commandBuffer, "vkCmdDebugMarkerBeginEXT.commandBuffer", true), p_pMarkerInfo);
  }
  /** vkCmdDebugMarkerEndEXT (VK_EXT_debug_marker) */
  cmdDebugMarkerEndEXT(commandBuffer: H.VkCommandBuffer): void {
    const fn = this.f[82] ?? this.resolve(82);
    fn(hArg(commandBuffer, "vkCmdDebugMarkerEndEXT.commandBuffer", true));
  }
  /** vkCmdDebugMarkerInsertEXT (VK_EXT_debug_marker) */
  cmdDebugMarkerInsertEXT(commandBuffer: H.VkCommandBuffer, pMarkerInfo: S.VkDebugMarkerMarkerInfoEXT): void {
    const fn = this.f[83] ?? this.resolve(83);
    const a = arena; a.reset();
    let p_pMarkerInfo = 0;
    if (pMarkerInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkDebugMarkerMarkerInfoEXT(a, c, o, pMarkerInfo); p_pMarkerInfo = c.base + o; } else throw new VkValueError("vkCmdDebugMarkerInsertEXT.pMarkerInfo", pMarkerInfo, 'a VkDebugMarkerMarkerInfoEXT');
    fn(hArg(commandBuffer, "vkCmdDebugMarkerInsertEXT.commandBuffer", true), p_pMarkerInfo);
  }
  /** vkCmdDecodeVideoKHR (VK_KHR_video_decode_queue) */
  cmdDecodeVideoKHR(commandBuffer: H.VkCommandBuffer, pDecodeInfo: S.VkVideoDecodeInfoKHR): void {
    const fn = this.f[84] ?? this.resolve(84);
    const a = arena; a.reset();
    let p_pDecodeInfo = 0;
    if (pDecodeInfo != null) { const o = a.alloc(120, 8); const c = a.cur; S.encVkVideoDecodeInfoKHR(a, c, o, pDecodeInfo); p_pDecodeInfo = c.base + o; } else throw new VkValueError("vkCmdDecodeVideoKHR.pDecodeInfo", pDecodeInfo, 'a VkVideoDecodeInfoKHR');
    fn(hArg(commandBuffer, "vkCmdDecodeVideoKHR.commandBuffer", true), p_pDecodeInfo);
  }
  /** vkCmdDecompressMemoryIndirectCountNV (VK_NV_memory_decompression) */
  cmdDecompressMemoryIndirectCountNV(commandBuffer: H.VkCommandBuffer, indirectCommandsAddress: number | bigint, indirectCommandsCountAddress: number | bigint, stride: number): void {
    const fn = this.f[85] ?? this.resolve(85);
    fn(hArg(commandBuffer, "vkCmdDecompressMemoryIndirectCountNV.commandBuffer", true), u64Arg(indirectCommandsAddress, "vkCmdDecompressMemoryIndirectCountNV.indirectCommandsAddress"), u64Arg(indirectCommandsCountAddress, "vkCmdDecompressMemoryIndirectCountNV.indirectCommandsCountAddress"), u32(stride, "vkCmdDecompressMemoryIndirectCountNV.stride"));
  }
  /** vkCmdDecompressMemoryNV (VK_NV_memory_decompression) */
  cmdDecompressMemoryNV(commandBuffer: H.VkCommandBuffer, pDecompressMemoryRegions: readonly S.VkDecompressMemoryRegionNV[]): void {
    const fn = this.f[86] ?? this.resolve(86);
    const a = arena; a.reset();
    const n_decompressRegionCount = (pDecompressMemoryRegions == null ? 0 : pDecompressMemoryRegions.length);
    let p_pDecompressMemoryRegions = 0;
    if (pDecompressMemoryRegions != null) { const x = arr(pDecompressMemoryRegions, "vkCmdDecompressMemoryNV.pDecompressMemoryRegions"); const o = a.alloc(x.length * 40, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkDecompressMemoryRegionNV(a, c, o + i * 40, x[i]); p_pDecompressMemoryRegions = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdDecompressMemoryNV.commandBuffer", true), n_decompressRegionCount, p_pDecompressMemoryRegions);
  }
  /** vkCmdDispatch (VK_VERSION_1_0) */
  cmdDispatch(commandBuffer: H.VkCommandBuffer, groupCountX: number, groupCountY: number, groupCountZ: number): void {
    const fn = this.f[87] ?? this.resolve(87);
    fn(hArg(commandBuffer, "vkCmdDispatch.commandBuffer", true), u32(groupCountX, "vkCmdDispatch.groupCountX"), u32(groupCountY, "vkCmdDispatch.groupCountY"), u32(groupCountZ, "vkCmdDispatch.groupCountZ"));
  }
  /** vkCmdDispatchBase (VK_VERSION_1_1) */
  cmdDispatchBase(commandBuffer: H.VkCommandBuffer, baseGroupX: number, baseGroupY: number, baseGroupZ: number, groupCountX: number, groupCountY: number, groupCountZ: number): void {
    const fn = this.f[88] ?? this.resolve(88);
    fn(hArg(commandBuffer, "vkCmdDispatchBase.commandBuffer", true), u32(baseGroupX, "vkCmdDispatchBase.baseGroupX"), u32(baseGroupY, "vkCmdDispatchBase.baseGroupY"), u32(baseGroupZ, "vkCmdDispatchBase.baseGroupZ"), u32(groupCountX, "vkCmdDispatchBase.groupCountX"), u32(groupCountY, "vkCmdDispatchBase.groupCountY"), u32(groupCountZ, "vkCmdDispatchBase.groupCountZ"));
  }
  /** vkCmdDispatchBaseKHR (VK_KHR_device_group) */
  cmdDispatchBaseKHR(commandBuffer: H.VkCommandBuffer, baseGroupX: number, baseGroupY: number, baseGroupZ: number, groupCountX: number, groupCountY: number, groupCountZ: number): void {
    const fn = this.f[89] ?? this.resolve(89);
    fn(hArg(commandBuffer, "vkCmdDispatchBaseKHR.commandBuffer", true), u32(baseGroupX, "vkCmdDispatchBaseKHR.baseGroupX"), u32(baseGroupY, "vkCmdDispatchBaseKHR.baseGroupY"), u32(baseGroupZ, "vkCmdDispatchBaseKHR.baseGroupZ"), u32(groupCountX, "vkCmdDispatchBaseKHR.groupCountX"), u32(groupCountY, "vkCmdDispatchBaseKHR.groupCountY"), u32(groupCountZ, "vkCmdDispatchBaseKHR.groupCountZ"));
  }
  /** vkCmdDispatchIndirect (VK_VERSION_1_0) */
  cmdDispatchIndirect(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer, offset: number | bigint): void {
    const fn = this.f[90] ?? this.resolve(90);
    fn(hArg(commandBuffer, "vkCmdDispatchIndirect.commandBuffer", true), hArg(buffer, "vkCmdDispatchIndirect.buffer", true), u64Arg(offset, "vkCmdDispatchIndirect.offset"));
  }
  /** vkCmdDraw (VK_VERSION_1_0) */
  cmdDraw(commandBuffer: H.VkCommandBuffer, vertexCount: number, instanceCount: number, firstVertex: number, firstInstance: number): void {
    const fn = this.f[91] ?? this.resolve(91);
    fn(hArg(commandBuffer, "vkCmdDraw.commandBuffer", true), u32(vertexCount, "vkCmdDraw.vertexCount"), u32(instanceCount, "vkCmdDraw.instanceCount"), u32(firstVertex, "vkCmdDraw.firstVertex"), u32(firstInstance, "vkCmdDraw.firstInstance"));
  }
  /** vkCmdDrawIndexed (VK_VERSION_1_0) */
  cmdDrawIndexed(commandBuffer: H.VkCommandBuffer, indexCount: number, instanceCount: number, firstIndex: number, vertexOffset: number, firstInstance: number): void {
    const fn = this.f[92] ?? this.resolve(92);
    fn(hArg(commandBuffer, "vkCmdDrawIndexed.commandBuffer", true), u32(indexCount, "vkCmdDrawIndexed.indexCount"), u32(instanceCount, "vkCmdDrawIndexed.instanceCount"), u32(firstIndex, "vkCmdDrawIndexed.firstIndex"), i32(vertexOffset, "vkCmdDrawIndexed.vertexOffset"), u32(firstInstance, "vkCmdDrawIndexed.firstInstance"));
  }
  /** vkCmdDrawIndexedIndirect (VK_VERSION_1_0) */
  cmdDrawIndexedIndirect(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer, offset: number | bigint, drawCount: number, stride: number): void {
    const fn = this.f[93] ?? this.resolve(93);
    fn(hArg(commandBuffer, "vkCmdDrawIndexedIndirect.commandBuffer", true), hArg(buffer, "vkCmdDrawIndexedIndirect.buffer", true), u64Arg(offset, "vkCmdDrawIndexedIndirect.offset"), u32(drawCount, "vkCmdDrawIndexedIndirect.drawCount"), u32(stride, "vkCmdDrawIndexedIndirect.stride"));
  }
  /** vkCmdDrawIndexedIndirectCount (VK_VERSION_1_2) */
  cmdDrawIndexedIndirectCount(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer, offset: number | bigint, countBuffer: H.VkBuffer, countBufferOffset: number | bigint, maxDrawCount: number, stride: number): void {
    const fn = this.f[94] ?? this.resolve(94);
    fn(hArg(commandBuffer, "vkCmdDrawIndexedIndirectCount.commandBuffer", true), hArg(buffer, "vkCmdDrawIndexedIndirectCount.buffer", true), u64Arg(offset, "vkCmdDrawIndexedIndirectCount.offset"), hArg(countBuffer, "vkCmdDrawIndexedIndirectCount.countBuffer", true), u64Arg(countBufferOffset, "vkCmdDrawIndexedIndirectCount.countBufferOffset"), u32(maxDrawCount, "vkCmdDrawIndexedIndirectCount.maxDrawCount"), u32(stride, "vkCmdDrawIndexedIndirectCount.stride"));
  }
  /** vkCmdDrawIndexedIndirectCountKHR (VK_KHR_draw_indirect_count) */
  cmdDrawIndexedIndirectCountKHR(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer, offset: number | bigint, countBuffer: H.VkBuffer, countBufferOffset: number | bigint, maxDrawCount: number, stride: number): void {
    const fn = this.f[95] ?? this.resolve(95);
    fn(hArg(commandBuffer, "vkCmdDrawIndexedIndirectCountKHR.commandBuffer", true), hArg(buffer, "vkCmdDrawIndexedIndirectCountKHR.buffer", true), u64Arg(offset, "vkCmdDrawIndexedIndirectCountKHR.offset"), hArg(countBuffer, "vkCmdDrawIndexedIndirectCountKHR.countBuffer", true), u64Arg(countBufferOffset, "vkCmdDrawIndexedIndirectCountKHR.countBufferOffset"), u32(maxDrawCount, "vkCmdDrawIndexedIndirectCountKHR.maxDrawCount"), u32(stride, "vkCmdDrawIndexedIndirectCountKHR.stride"));
  }
  /** vkCmdDrawIndirect (VK_VERSION_1_0) */
  cmdDrawIndirect(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer, offset: number | bigint, drawCount: number, stride: number): void {
    const fn = this.f[96] ?? this.resolve(96);
    fn(hArg(commandBuffer, "vkCmdDrawIndirect.commandBuffer", true), hArg(buffer, "vkCmdDrawIndirect.buffer", true), u64Arg(offset, "vkCmdDrawIndirect.offset"), u32(drawCount, "vkCmdDrawIndirect.drawCount"), u32(stride, "vkCmdDrawIndirect.stride"));
  }
  /** vkCmdDrawIndirectByteCountEXT (VK_EXT_transform_feedback) */
  cmdDrawIndirectByteCountEXT(commandBuffer: H.VkCommandBuffer, instanceCount: number, firstInstance: number, counterBuffer: H.VkBuffer, counterBufferOffset: number | bigint, counterOffset: number, vertexStride: number): void {
    const fn = this.f[97] ?? this.resolve(97);
    fn(hArg(commandBuffer, "vkCmdDrawIndirectByteCountEXT.commandBuffer", true), u32(instanceCount, "vkCmdDrawIndirectByteCountEXT.instanceCount"), u32(firstInstance, "vkCmdDrawIndirectByteCountEXT.firstInstance"), hArg(counterBuffer, "vkCmdDrawIndirectByteCountEXT.counterBuffer", true), u64Arg(counterBufferOffset, "vkCmdDrawIndirectByteCountEXT.counterBufferOffset"), u32(counterOffset, "vkCmdDrawIndirectByteCountEXT.counterOffset"), u32(vertexStride, "vkCmdDrawIndirectByteCountEXT.vertexStride"));
  }
  /** vkCmdDrawIndirectCount (VK_VERSION_1_2) */
  cmdDrawIndirectCount(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer, offset: number | bigint, countBuffer: H.VkBuffer, countBufferOffset: number | bigint, maxDrawCount: number, stride: number): void {
    const fn = this.f[98] ?? this.resolve(98);
    fn(hArg(commandBuffer, "vkCmdDrawIndirectCount.commandBuffer", true), hArg(buffer, "vkCmdDrawIndirectCount.buffer", true), u64Arg(offset, "vkCmdDrawIndirectCount.offset"), hArg(countBuffer, "vkCmdDrawIndirectCount.countBuffer", true), u64Arg(countBufferOffset, "vkCmdDrawIndirectCount.countBufferOffset"), u32(maxDrawCount, "vkCmdDrawIndirectCount.maxDrawCount"), u32(stride, "vkCmdDrawIndirectCount.stride"));
  }
  /** vkCmdDrawIndirectCountKHR (VK_KHR_draw_indirect_count) */
  cmdDrawIndirectCountKHR(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer, offset: number | bigint, countBuffer: H.VkBuffer, countBufferOffset: number | bigint, maxDrawCount: number, stride: number): void {
    const fn = this.f[99] ?? this.resolve(99);
    fn(hArg(commandBuffer, "vkCmdDrawIndirectCountKHR.commandBuffer", true), hArg(buffer, "vkCmdDrawIndirectCountKHR.buffer", true), u64Arg(offset, "vkCmdDrawIndirectCountKHR.offset"), hArg(countBuffer, "vkCmdDrawIndirectCountKHR.countBuffer", true), u64Arg(countBufferOffset, "vkCmdDrawIndirectCountKHR.countBufferOffset"), u32(maxDrawCount, "vkCmdDrawIndirectCountKHR.maxDrawCount"), u32(stride, "vkCmdDrawIndirectCountKHR.stride"));
  }
  /** vkCmdDrawMeshTasksEXT (VK_EXT_mesh_shader) */
  cmdDrawMeshTasksEXT(commandBuffer: H.VkCommandBuffer, groupCountX: number, groupCountY: number, groupCountZ: number): void {
    const fn = this.f[100] ?? this.resolve(100);
    fn(hArg(commandBuffer, "vkCmdDrawMeshTasksEXT.commandBuffer", true), u32(groupCountX, "vkCmdDrawMeshTasksEXT.groupCountX"), u32(groupCountY, "vkCmdDrawMeshTasksEXT.groupCountY"), u32(groupCountZ, "vkCmdDrawMeshTasksEXT.groupCountZ"));
  }
  /** vkCmdDrawMeshTasksIndirectCountEXT (VK_EXT_mesh_shader) */
  cmdDrawMeshTasksIndirectCountEXT(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer, offset: number | bigint, countBuffer: H.VkBuffer, countBufferOffset: number | bigint, maxDrawCount: number, stride: number): void {
    const fn = this.f[101] ?? this.resolve(101);
    fn(hArg(commandBuffer, "vkCmdDrawMeshTasksIndirectCountEXT.commandBuffer", true), hArg(buffer, "vkCmdDrawMeshTasksIndirectCountEXT.buffer", true), u64Arg(offset, "vkCmdDrawMeshTasksIndirectCountEXT.offset"), hArg(countBuffer, "vkCmdDrawMeshTasksIndirectCountEXT.countBuffer", true), u64Arg(countBufferOffset, "vkCmdDrawMeshTasksIndirectCountEXT.countBufferOffset"), u32(maxDrawCount, "vkCmdDrawMeshTasksIndirectCountEXT.maxDrawCount"), u32(stride, "vkCmdDrawMeshTasksIndirectCountEXT.stride"));
  }
  /** vkCmdDrawMeshTasksIndirectCountNV (VK_NV_mesh_shader) */
  cmdDrawMeshTasksIndirectCountNV(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer, offset: number | bigint, countBuffer: H.VkBuffer, countBufferOffset: number | bigint, maxDrawCount: number, stride: number): void {
    const fn = this.f[102] ?? this.resolve(102);
    fn(hArg(commandBuffer, "vkCmdDrawMeshTasksIndirectCountNV.commandBuffer", true), hArg(buffer, "vkCmdDrawMeshTasksIndirectCountNV.buffer", true), u64Arg(offset, "vkCmdDrawMeshTasksIndirectCountNV.offset"), hArg(countBuffer, "vkCmdDrawMeshTasksIndirectCountNV.countBuffer", true), u64Arg(countBufferOffset, "vkCmdDrawMeshTasksIndirectCountNV.countBufferOffset"), u32(maxDrawCount, "vkCmdDrawMeshTasksIndirectCountNV.maxDrawCount"), u32(stride, "vkCmdDrawMeshTasksIndirectCountNV.stride"));
  }
  /** vkCmdDrawMeshTasksIndirectEXT (VK_EXT_mesh_shader) */
  cmdDrawMeshTasksIndirectEXT(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer, offset: number | bigint, drawCount: number, stride: number): void {
    const fn = this.f[103] ?? this.resolve(103);
    fn(hArg(commandBuffer, "vkCmdDrawMeshTasksIndirectEXT.commandBuffer", true), hArg(buffer, "vkCmdDrawMeshTasksIndirectEXT.buffer", true), u64Arg(offset, "vkCmdDrawMeshTasksIndirectEXT.offset"), u32(drawCount, "vkCmdDrawMeshTasksIndirectEXT.drawCount"), u32(stride, "vkCmdDrawMeshTasksIndirectEXT.stride"));
  }
  /** vkCmdDrawMeshTasksIndirectNV (VK_NV_mesh_shader) */
  cmdDrawMeshTasksIndirectNV(commandBuffer: H.VkCommandBuffer, buffer: H.VkBuffer, offset: number | bigint, drawCount: number, stride: number): void {
    const fn = this.f[104] ?? this.resolve(104);
    fn(hArg(commandBuffer, "vkCmdDrawMeshTasksIndirectNV.commandBuffer", true), hArg(buffer, "vkCmdDrawMeshTasksIndirectNV.buffer", true), u64Arg(offset, "vkCmdDrawMeshTasksIndirectNV.offset"), u32(drawCount, "vkCmdDrawMeshTasksIndirectNV.drawCount"), u32(stride, "vkCmdDrawMeshTasksIndirectNV.stride"));
  }
  /** vkCmdDrawMeshTasksNV (VK_NV_mesh_shader) */
  cmdDrawMeshTasksNV(commandBuffer: H.VkCommandBuffer, taskCount: number, firstTask: number): void {
    const fn = this.f[105] ?? this.resolve(105);
    fn(hArg(commandBuffer, "vkCmdDrawMeshTasksNV.commandBuffer", true), u32(taskCount, "vkCmdDrawMeshTasksNV.taskCount"), u32(firstTask, "vkCmdDrawMeshTasksNV.firstTask"));
  }
  /** vkCmdDrawMultiEXT (VK_EXT_multi_draw) */
  cmdDrawMultiEXT(commandBuffer: H.VkCommandBuffer, pVertexInfo: readonly S.VkMultiDrawInfoEXT[] | null | undefined, instanceCount: number, firstInstance: number, stride: number): void {
    const fn = this.f[106] ?? this.resolve(106);
    const a = arena; a.reset();
    const n_drawCount = (pVertexInfo == null ? 0 : pVertexInfo.length);
    let p_pVertexInfo = 0;
    if (pVertexInfo != null) { const x = arr(pVertexInfo, "vkCmdDrawMultiEXT.pVertexInfo"); const o = a.alloc(x.length * 8, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkMultiDrawInfoEXT(a, c, o + i * 8, x[i]); p_pVertexInfo = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdDrawMultiEXT.commandBuffer", true), n_drawCount, p_pVertexInfo, u32(instanceCount, "vkCmdDrawMultiEXT.instanceCount"), u32(firstInstance, "vkCmdDrawMultiEXT.firstInstance"), u32(stride, "vkCmdDrawMultiEXT.stride"));
  }
  /** vkCmdDrawMultiIndexedEXT (VK_EXT_multi_draw) */
  cmdDrawMultiIndexedEXT(commandBuffer: H.VkCommandBuffer, pIndexInfo: readonly S.VkMultiDrawIndexedInfoEXT[] | null | undefined, instanceCount: number, firstInstance: number, stride: number, pVertexOffset: number): void {
    const fn = this.f[107] ?? this.resolve(107);
    const a = arena; a.reset();
    const n_drawCount = (pIndexInfo == null ? 0 : pIndexInfo.length);
    let p_pIndexInfo = 0;
    if (pIndexInfo != null) { const x = arr(pIndexInfo, "vkCmdDrawMultiIndexedEXT.pIndexInfo"); const o = a.alloc(x.length * 12, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkMultiDrawIndexedInfoEXT(a, c, o + i * 12, x[i]); p_pIndexInfo = c.base + o; }
    const o_pVertexOffset = a.alloc(4, 4); const c_pVertexOffset = a.cur; { const c = c_pVertexOffset, o = o_pVertexOffset; c.dv.setInt32(o, i32(pVertexOffset, "vkCmdDrawMultiIndexedEXT.pVertexOffset"), true); }
    fn(hArg(commandBuffer, "vkCmdDrawMultiIndexedEXT.commandBuffer", true), n_drawCount, p_pIndexInfo, u32(instanceCount, "vkCmdDrawMultiIndexedEXT.instanceCount"), u32(firstInstance, "vkCmdDrawMultiIndexedEXT.firstInstance"), u32(stride, "vkCmdDrawMultiIndexedEXT.stride"), c_pVertexOffset.base + o_pVertexOffset);
  }
  /** vkCmdEncodeVideoKHR (VK_KHR_video_encode_queue) */
  cmdEncodeVideoKHR(commandBuffer: H.VkCommandBuffer, pEncodeInfo: S.VkVideoEncodeInfoKHR): void {
    const fn = this.f[108] ?? this.resolve(108);
    const a = arena; a.reset();
    let p_pEncodeInfo = 0;
    if (pEncodeInfo != null) { const o = a.alloc(128, 8); const c = a.cur; S.encVkVideoEncodeInfoKHR(a, c, o, pEncodeInfo); p_pEncodeInfo = c.base + o; } else throw new VkValueError("vkCmdEncodeVideoKHR.pEncodeInfo", pEncodeInfo, 'a VkVideoEncodeInfoKHR');
    fn(hArg(commandBuffer, "vkCmdEncodeVideoKHR.commandBuffer", true), p_pEncodeInfo);
  }
  /** vkCmdEndConditionalRenderingEXT (VK_EXT_conditional_rendering) */
  cmdEndConditionalRenderingEXT(commandBuffer: H.VkCommandBuffer): void {
    const fn = this.f[109] ?? this.resolve(109);
    fn(hArg(commandBuffer, "vkCmdEndConditionalRenderingEXT.commandBuffer", true));
  }
  /** vkCmdEndDebugUtilsLabelEXT (VK_EXT_debug_utils) */
  cmdEndDebugUtilsLabelEXT(commandBuffer: H.VkCommandBuffer): void {
    const fn = this.f[110] ?? this.resolve(110);
    fn(hArg(commandBuffer, "vkCmdEndDebugUtilsLabelEXT.commandBuffer", true));
  }
  /** vkCmdEndQuery (VK_VERSION_1_0) */
  cmdEndQuery(commandBuffer: H.VkCommandBuffer, queryPool: H.VkQueryPool, query: number): void {
    const fn = this.f[111] ?? this.resolve(111);
    fn(hArg(commandBuffer, "vkCmdEndQuery.commandBuffer", true), hArg(queryPool, "vkCmdEndQuery.queryPool", true), u32(query, "vkCmdEndQuery.query"));
  }
  /** vkCmdEndQueryIndexedEXT (VK_EXT_transform_feedback) */
  cmdEndQueryIndexedEXT(commandBuffer: H.VkCommandBuffer, queryPool: H.VkQueryPool, query: number, index: number): void {
    const fn = this.f[112] ?? this.resolve(112);
    fn(hArg(commandBuffer, "vkCmdEndQueryIndexedEXT.commandBuffer", true), hArg(queryPool, "vkCmdEndQueryIndexedEXT.queryPool", true), u32(query, "vkCmdEndQueryIndexedEXT.query"), u32(index, "vkCmdEndQueryIndexedEXT.index"));
  }
  /** vkCmdEndRendering (VK_VERSION_1_3) */
  cmdEndRendering(commandBuffer: H.VkCommandBuffer): void {
    const fn = this.f[113] ?? this.resolve(113);
    fn(hArg(commandBuffer, "vkCmdEndRendering.commandBuffer", true));
  }
  /** vkCmdEndRenderingKHR (VK_KHR_dynamic_rendering) */
  cmdEndRenderingKHR(commandBuffer: H.VkCommandBuffer): void {
    const fn = this.f[114] ?? this.resolve(114);
    fn(hArg(commandBuffer, "vkCmdEndRenderingKHR.commandBuffer", true));
  }
  /** vkCmdEndRenderPass (VK_VERSION_1_0) */
  cmdEndRenderPass(commandBuffer: H.VkCommandBuffer): void {
    const fn = this.f[115] ?? this.resolve(115);
    fn(hArg(commandBuffer, "vkCmdEndRenderPass.commandBuffer", true));
  }
  /** vkCmdEndRenderPass2 (VK_VERSION_1_2) */
  cmdEndRenderPass2(commandBuffer: H.VkCommandBuffer, pSubpassEndInfo: S.VkSubpassEndInfo): void {
    const fn = this.f[116] ?? this.resolve(116);
    const a = arena; a.reset();
    let p_pSubpassEndInfo = 0;
    if (pSubpassEndInfo != null) { const o = a.alloc(16, 8); const c = a.cur; S.encVkSubpassEndInfo(a, c, o, pSubpassEndInfo); p_pSubpassEndInfo = c.base + o; } else throw new VkValueError("vkCmdEndRenderPass2.pSubpassEndInfo", pSubpassEndInfo, 'a VkSubpassEndInfo');
    fn(hArg(commandBuffer, "vkCmdEndRenderPass2.commandBuffer", true), p_pSubpassEndInfo);
  }
  /** vkCmdEndRenderPass2KHR (VK_KHR_create_renderpass2) */
  cmdEndRenderPass2KHR(commandBuffer: H.VkCommandBuffer, pSubpassEndInfo: S.VkSubpassEndInfo): void {
    const fn = this.f[117] ?? this.resolve(117);
    const a = arena; a.reset();
    let p_pSubpassEndInfo = 0;
    if (pSubpassEndInfo != null) { const o = a.alloc(16, 8); const c = a.cur; S.encVkSubpassEndInfo(a, c, o, pSubpassEndInfo); p_pSubpassEndInfo = c.base + o; } else throw new VkValueError("vkCmdEndRenderPass2KHR.pSubpassEndInfo", pSubpassEndInfo, 'a VkSubpassEndInfo');
    fn(hArg(commandBuffer, "vkCmdEndRenderPass2KHR.commandBuffer", true), p_pSubpassEndInfo);
  }
  /** vkCmdEndTransformFeedbackEXT (VK_EXT_transform_feedback) */
  cmdEndTransformFeedbackEXT(commandBuffer: H.VkCommandBuffer, firstCounterBuffer: number, pCounterBuffers?: ArrayLike<H.VkBuffer> | null, pCounterBufferOffsets?: ArrayLike<number | bigint> | null): void {
    const fn = this.f[118] ?? this.resolve(118);
    const a = arena; a.reset();
    const n_counterBufferCount = (pCounterBuffers == null ? 0 : pCounterBuffers.length);
    let p_pCounterBuffers = 0;
    if (pCounterBuffers != null) { const x = arr(pCounterBuffers, "vkCmdEndTransformFeedbackEXT.pCounterBuffers"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdEndTransformFeedbackEXT.pCounterBuffers", true), true); p_pCounterBuffers = c.base + o; }
    let p_pCounterBufferOffsets = 0;
    if (pCounterBufferOffsets != null) { const x = arr(pCounterBufferOffsets, "vkCmdEndTransformFeedbackEXT.pCounterBufferOffsets"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) w64(c.dv, o + i * 8, x[i], "vkCmdEndTransformFeedbackEXT.pCounterBufferOffsets"); p_pCounterBufferOffsets = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdEndTransformFeedbackEXT.commandBuffer", true), u32(firstCounterBuffer, "vkCmdEndTransformFeedbackEXT.firstCounterBuffer"), n_counterBufferCount, p_pCounterBuffers, p_pCounterBufferOffsets);
  }
  /** vkCmdEndVideoCodingKHR (VK_KHR_video_queue) */
  cmdEndVideoCodingKHR(commandBuffer: H.VkCommandBuffer, pEndCodingInfo: S.VkVideoEndCodingInfoKHR): void {
    const fn = this.f[119] ?? this.resolve(119);
    const a = arena; a.reset();
    let p_pEndCodingInfo = 0;
    if (pEndCodingInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkVideoEndCodingInfoKHR(a, c, o, pEndCodingInfo); p_pEndCodingInfo = c.base + o; } else throw new VkValueError("vkCmdEndVideoCodingKHR.pEndCodingInfo", pEndCodingInfo, 'a VkVideoEndCodingInfoKHR');
    fn(hArg(commandBuffer, "vkCmdEndVideoCodingKHR.commandBuffer", true), p_pEndCodingInfo);
  }
  /** vkCmdExecuteCommands (VK_VERSION_1_0) */
  cmdExecuteCommands(commandBuffer: H.VkCommandBuffer, pCommandBuffers: ArrayLike<H.VkCommandBuffer>): void {
    const fn = this.f[120] ?? this.resolve(120);
    const a = arena; a.reset();
    const n_commandBufferCount = (pCommandBuffers == null ? 0 : pCommandBuffers.length);
    let p_pCommandBuffers = 0;
    if (pCommandBuffers != null) { const x = arr(pCommandBuffers, "vkCmdExecuteCommands.pCommandBuffers"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdExecuteCommands.pCommandBuffers", true), true); p_pCommandBuffers = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdExecuteCommands.commandBuffer", true), n_commandBufferCount, p_pCommandBuffers);
  }
  /** vkCmdExecuteGeneratedCommandsEXT (VK_EXT_device_generated_commands) */
  cmdExecuteGeneratedCommandsEXT(commandBuffer: H.VkCommandBuffer, isPreprocessed: boolean, pGeneratedCommandsInfo: S.VkGeneratedCommandsInfoEXT): void {
    const fn = this.f[121] ?? this.resolve(121);
    const a = arena; a.reset();
    let p_pGeneratedCommandsInfo = 0;
    if (pGeneratedCommandsInfo != null) { const o = a.alloc(96, 8); const c = a.cur; S.encVkGeneratedCommandsInfoEXT(a, c, o, pGeneratedCommandsInfo); p_pGeneratedCommandsInfo = c.base + o; } else throw new VkValueError("vkCmdExecuteGeneratedCommandsEXT.pGeneratedCommandsInfo", pGeneratedCommandsInfo, 'a VkGeneratedCommandsInfoEXT');
    fn(hArg(commandBuffer, "vkCmdExecuteGeneratedCommandsEXT.commandBuffer", true), bool(isPreprocessed, "vkCmdExecuteGeneratedCommandsEXT.isPreprocessed"), p_pGeneratedCommandsInfo);
  }
  /** vkCmdExecuteGeneratedCommandsNV (VK_NV_device_generated_commands) */
  cmdExecuteGeneratedCommandsNV(commandBuffer: H.VkCommandBuffer, isPreprocessed: boolean, pGeneratedCommandsInfo: S.VkGeneratedCommandsInfoNV): void {
    const fn = this.f[122] ?? this.resolve(122);
    const a = arena; a.reset();
    let p_pGeneratedCommandsInfo = 0;
    if (pGeneratedCommandsInfo != null) { const o = a.alloc(120, 8); const c = a.cur; S.encVkGeneratedCommandsInfoNV(a, c, o, pGeneratedCommandsInfo); p_pGeneratedCommandsInfo = c.base + o; } else throw new VkValueError("vkCmdExecuteGeneratedCommandsNV.pGeneratedCommandsInfo", pGeneratedCommandsInfo, 'a VkGeneratedCommandsInfoNV');
    fn(hArg(commandBuffer, "vkCmdExecuteGeneratedCommandsNV.commandBuffer", true), bool(isPreprocessed, "vkCmdExecuteGeneratedCommandsNV.isPreprocessed"), p_pGeneratedCommandsInfo);
  }
  /** vkCmdFillBuffer (VK_VERSION_1_0) */
  cmdFillBuffer(commandBuffer: H.VkCommandBuffer, dstBuffer: H.VkBuffer, dstOffset: number | bigint, size: number | bigint, data: number): void {
    const fn = this.f[123] ?? this.resolve(123);
    fn(hArg(commandBuffer, "vkCmdFillBuffer.commandBuffer", true), hArg(dstBuffer, "vkCmdFillBuffer.dstBuffer", true), u64Arg(dstOffset, "vkCmdFillBuffer.dstOffset"), u64Arg(size, "vkCmdFillBuffer.size"), u32(data, "vkCmdFillBuffer.data"));
  }
  /** vkCmdInsertDebugUtilsLabelEXT (VK_EXT_debug_utils) */
  cmdInsertDebugUtilsLabelEXT(commandBuffer: H.VkCommandBuffer, pLabelInfo: S.VkDebugUtilsLabelEXT): void {
    const fn = this.f[124] ?? this.resolve(124);
    const a = arena; a.reset();
    let p_pLabelInfo = 0;
    if (pLabelInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkDebugUtilsLabelEXT(a, c, o, pLabelInfo); p_pLabelInfo = c.base + o; } else throw new VkValueError("vkCmdInsertDebugUtilsLabelEXT.pLabelInfo", pLabelInfo, 'a VkDebugUtilsLabelEXT');
    fn(hArg(commandBuffer, "vkCmdInsertDebugUtilsLabelEXT.commandBuffer", true), p_pLabelInfo);
  }
  /** vkCmdNextSubpass (VK_VERSION_1_0) */
  cmdNextSubpass(commandBuffer: H.VkCommandBuffer, contents: E.VkSubpassContents): void {
    const fn = this.f[125] ?? this.resolve(125);
    fn(hArg(commandBuffer, "vkCmdNextSubpass.commandBuffer", true), i32(contents, "vkCmdNextSubpass.contents"));
  }
  /** vkCmdNextSubpass2 (VK_VERSION_1_2) */
  cmdNextSubpass2(commandBuffer: H.VkCommandBuffer, pSubpassBeginInfo: S.VkSubpassBeginInfo, pSubpassEndInfo: S.VkSubpassEndInfo): void {
    const fn = this.f[126] ?? this.resolve(126);
    const a = arena; a.reset();
    let p_pSubpassBeginInfo = 0;
    if (pSubpassBeginInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkSubpassBeginInfo(a, c, o, pSubpassBeginInfo); p_pSubpassBeginInfo = c.base + o; } else throw new VkValueError("vkCmdNextSubpass2.pSubpassBeginInfo", pSubpassBeginInfo, 'a VkSubpassBeginInfo');
    let p_pSubpassEndInfo = 0;
    if (pSubpassEndInfo != null) { const o = a.alloc(16, 8); const c = a.cur; S.encVkSubpassEndInfo(a, c, o, pSubpassEndInfo); p_pSubpassEndInfo = c.base + o; } else throw new VkValueError("vkCmdNextSubpass2.pSubpassEndInfo", pSubpassEndInfo, 'a VkSubpassEndInfo');
    fn(hArg(commandBuffer, "vkCmdNextSubpass2.commandBuffer", true), p_pSubpassBeginInfo, p_pSubpassEndInfo);
  }
  /** vkCmdNextSubpass2KHR (VK_KHR_create_renderpass2) */
  cmdNextSubpass2KHR(commandBuffer: H.VkCommandBuffer, pSubpassBeginInfo: S.VkSubpassBeginInfo, pSubpassEndInfo: S.VkSubpassEndInfo): void {
    const fn = this.f[127] ?? this.resolve(127);
    const a = arena; a.reset();
    let p_pSubpassBeginInfo = 0;
    if (pSubpassBeginInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkSubpassBeginInfo(a, c, o, pSubpassBeginInfo); p_pSubpassBeginInfo = c.base + o; } else throw new VkValueError("vkCmdNextSubpass2KHR.pSubpassBeginInfo", pSubpassBeginInfo, 'a VkSubpassBeginInfo');
    let p_pSubpassEndInfo = 0;
    if (pSubpassEndInfo != null) { const o = a.alloc(16, 8); const c = a.cur; S.encVkSubpassEndInfo(a, c, o, pSubpassEndInfo); p_pSubpassEndInfo = c.base + o; } else throw new VkValueError("vkCmdNextSubpass2KHR.pSubpassEndInfo", pSubpassEndInfo, 'a VkSubpassEndInfo');
    fn(hArg(commandBuffer, "vkCmdNextSubpass2KHR.commandBuffer", true), p_pSubpassBeginInfo, p_pSubpassEndInfo);
  }
  /** vkCmdOpticalFlowExecuteNV (VK_NV_optical_flow) */
  cmdOpticalFlowExecuteNV(commandBuffer: H.VkCommandBuffer, session: H.VkOpticalFlowSessionNV, pExecuteInfo: S.VkOpticalFlowExecuteInfoNV): void {
    const fn = this.f[128] ?? this.resolve(128);
    const a = arena; a.reset();
    let p_pExecuteInfo = 0;
    if (pExecuteInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkOpticalFlowExecuteInfoNV(a, c, o, pExecuteInfo); p_pExecuteInfo = c.base + o; } else throw new VkValueError("vkCmdOpticalFlowExecuteNV.pExecuteInfo", pExecuteInfo, 'a VkOpticalFlowExecuteInfoNV');
    fn(hArg(commandBuffer, "vkCmdOpticalFlowExecuteNV.commandBuffer", true), hArg(session, "vkCmdOpticalFlowExecuteNV.session", true), p_pExecuteInfo);
  }
  /** vkCmdPipelineBarrier (VK_VERSION_1_0) */
  cmdPipelineBarrier(commandBuffer: H.VkCommandBuffer, srcStageMask: E.VkPipelineStageFlags, dstStageMask: E.VkPipelineStageFlags, dependencyFlags: E.VkDependencyFlags, pMemoryBarriers?: readonly S.VkMemoryBarrier[] | null, pBufferMemoryBarriers?: readonly S.VkBufferMemoryBarrier[] | null, pImageMemoryBarriers?: readonly S.VkImageMemoryBarrier[] | null): void {
    const fn = this.f[129] ?? this.resolve(129);
    const a = arena; a.reset();
    const n_memoryBarrierCount = (pMemoryBarriers == null ? 0 : pMemoryBarriers.length);
    let p_pMemoryBarriers = 0;
    if (pMemoryBarriers != null) { const x = arr(pMemoryBarriers, "vkCmdPipelineBarrier.pMemoryBarriers"); const o = a.alloc(x.length * 24, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkMemoryBarrier(a, c, o + i * 24, x[i]); p_pMemoryBarriers = c.base + o; }
    const n_bufferMemoryBarrierCount = (pBufferMemoryBarriers == null ? 0 : pBufferMemoryBarriers.length);
    let p_pBufferMemoryBarriers = 0;
    if (pBufferMemoryBarriers != null) { const x = arr(pBufferMemoryBarriers, "vkCmdPipelineBarrier.pBufferMemoryBarriers"); const o = a.alloc(x.length * 56, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkBufferMemoryBarrier(a, c, o + i * 56, x[i]); p_pBufferMemoryBarriers = c.base + o; }
    const n_imageMemoryBarrierCount = (pImageMemoryBarriers == null ? 0 : pImageMemoryBarriers.length);
    let p_pImageMemoryBarriers = 0;
    if (pImageMemoryBarriers != null) { const x = arr(pImageMemoryBarriers, "vkCmdPipelineBarrier.pImageMemoryBarriers"); const o = a.alloc(x.length * 72, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkImageMemoryBarrier(a, c, o + i * 72, x[i]); p_pImageMemoryBarriers = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdPipelineBarrier.commandBuffer", true), u32(srcStageMask, "vkCmdPipelineBarrier.srcStageMask"), u32(dstStageMask, "vkCmdPipelineBarrier.dstStageMask"), u32(dependencyFlags, "vkCmdPipelineBarrier.dependencyFlags"), n_memoryBarrierCount, p_pMemoryBarriers, n_bufferMemoryBarrierCount, p_pBufferMemoryBarriers, n_imageMemoryBarrierCount, p_pImageMemoryBarriers);
  }
  /** vkCmdPipelineBarrier2 (VK_VERSION_1_3) */
  cmdPipelineBarrier2(commandBuffer: H.VkCommandBuffer, pDependencyInfo: S.VkDependencyInfo): void {
    const fn = this.f[130] ?? this.resolve(130);
    const a = arena; a.reset();
    let p_pDependencyInfo = 0;
    if (pDependencyInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkDependencyInfo(a, c, o, pDependencyInfo); p_pDependencyInfo = c.base + o; } else throw new VkValueError("vkCmdPipelineBarrier2.pDependencyInfo", pDependencyInfo, 'a VkDependencyInfo');
    fn(hArg(commandBuffer, "vkCmdPipelineBarrier2.commandBuffer", true), p_pDependencyInfo);
  }
  /** vkCmdPipelineBarrier2KHR (VK_KHR_synchronization2) */
  cmdPipelineBarrier2KHR(commandBuffer: H.VkCommandBuffer, pDependencyInfo: S.VkDependencyInfo): void {
    const fn = this.f[131] ?? this.resolve(131);
    const a = arena; a.reset();
    let p_pDependencyInfo = 0;
    if (pDependencyInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkDependencyInfo(a, c, o, pDependencyInfo); p_pDependencyInfo = c.base + o; } else throw new VkValueError("vkCmdPipelineBarrier2KHR.pDependencyInfo", pDependencyInfo, 'a VkDependencyInfo');
    fn(hArg(commandBuffer, "vkCmdPipelineBarrier2KHR.commandBuffer", true), p_pDependencyInfo);
  }
  /** vkCmdPreprocessGeneratedCommandsEXT (VK_EXT_device_generated_commands) */
  cmdPreprocessGeneratedCommandsEXT(commandBuffer: H.VkCommandBuffer, pGeneratedCommandsInfo: S.VkGeneratedCommandsInfoEXT, stateCommandBuffer: H.VkCommandBuffer): void {
    const fn = this.f[132] ?? this.resolve(132);
    const a = arena; a.reset();
    let p_pGeneratedCommandsInfo = 0;
    if (pGeneratedCommandsInfo != null) { const o = a.alloc(96, 8); const c = a.cur; S.encVkGeneratedCommandsInfoEXT(a, c, o, pGeneratedCommandsInfo); p_pGeneratedCommandsInfo = c.base + o; } else throw new VkValueError("vkCmdPreprocessGeneratedCommandsEXT.pGeneratedCommandsInfo", pGeneratedCommandsInfo, 'a VkGeneratedCommandsInfoEXT');
    fn(hArg(commandBuffer, "vkCmdPreprocessGeneratedCommandsEXT.commandBuffer", true), p_pGeneratedCommandsInfo, hArg(stateCommandBuffer, "vkCmdPreprocessGeneratedCommandsEXT.stateCommandBuffer", true));
  }
  /** vkCmdPreprocessGeneratedCommandsNV (VK_NV_device_generated_commands) */
  cmdPreprocessGeneratedCommandsNV(commandBuffer: H.VkCommandBuffer, pGeneratedCommandsInfo: S.VkGeneratedCommandsInfoNV): void {
    const fn = this.f[133] ?? this.resolve(133);
    const a = arena; a.reset();
    let p_pGeneratedCommandsInfo = 0;
    if (pGeneratedCommandsInfo != null) { const o = a.alloc(120, 8); const c = a.cur; S.encVkGeneratedCommandsInfoNV(a, c, o, pGeneratedCommandsInfo); p_pGeneratedCommandsInfo = c.base + o; } else throw new VkValueError("vkCmdPreprocessGeneratedCommandsNV.pGeneratedCommandsInfo", pGeneratedCommandsInfo, 'a VkGeneratedCommandsInfoNV');
    fn(hArg(commandBuffer, "vkCmdPreprocessGeneratedCommandsNV.commandBuffer", true), p_pGeneratedCommandsInfo);
  }
  /** vkCmdPushConstants (VK_VERSION_1_0) */
  cmdPushConstants(commandBuffer: H.VkCommandBuffer, layout: H.VkPipelineLayout, stageFlags: E.VkShaderStageFlags, offset: number, pValues: ArrayBufferView | ArrayBuffer): void {
    const fn = this.f[134] ?? this.resolve(134);
    const a = arena; a.reset();
    const n_size = (pValues == null ? 0 : pValues.byteLength);
    fn(hArg(commandBuffer, "vkCmdPushConstants.commandBuffer", true), hArg(layout, "vkCmdPushConstants.layout", true), u32(stageFlags, "vkCmdPushConstants.stageFlags"), u32(offset, "vkCmdPushConstants.offset"), n_size, pValues == null ? 0 : a.bytes(pValues));
  }
  /** vkCmdPushConstants2 (VK_VERSION_1_4) */
  cmdPushConstants2(commandBuffer: H.VkCommandBuffer, pPushConstantsInfo: S.VkPushConstantsInfo): void {
    const fn = this.f[135] ?? this.resolve(135);
    const a = arena; a.reset();
    let p_pPushConstantsInfo = 0;
    if (pPushConstantsInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkPushConstantsInfo(a, c, o, pPushConstantsInfo); p_pPushConstantsInfo = c.base + o; } else throw new VkValueError("vkCmdPushConstants2.pPushConstantsInfo", pPushConstantsInfo, 'a VkPushConstantsInfo');
    fn(hArg(commandBuffer, "vkCmdPushConstants2.commandBuffer", true), p_pPushConstantsInfo);
  }
  /** vkCmdPushConstants2KHR (VK_KHR_maintenance6) */
  cmdPushConstants2KHR(commandBuffer: H.VkCommandBuffer, pPushConstantsInfo: S.VkPushConstantsInfo): void {
    const fn = this.f[136] ?? this.resolve(136);
    const a = arena; a.reset();
    let p_pPushConstantsInfo = 0;
    if (pPushConstantsInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkPushConstantsInfo(a, c, o, pPushConstantsInfo); p_pPushConstantsInfo = c.base + o; } else throw new VkValueError("vkCmdPushConstants2KHR.pPushConstantsInfo", pPushConstantsInfo, 'a VkPushConstantsInfo');
    fn(hArg(commandBuffer, "vkCmdPushConstants2KHR.commandBuffer", true), p_pPushConstantsInfo);
  }
  /** vkCmdPushDescriptorSet (VK_VERSION_1_4) */
  cmdPushDescriptorSet(commandBuffer: H.VkCommandBuffer, pipelineBindPoint: E.VkPipelineBindPoint, layout: H.VkPipelineLayout, set_: number, pDescriptorWrites: readonly S.VkWriteDescriptorSet[]): void {
    const fn = this.f[137] ?? this.resolve(137);
    const a = arena; a.reset();
    const n_descriptorWriteCount = (pDescriptorWrites == null ? 0 : pDescriptorWrites.length);
    let p_pDescriptorWrites = 0;
    if (pDescriptorWrites != null) { const x = arr(pDescriptorWrites, "vkCmdPushDescriptorSet.pDescriptorWrites"); const o = a.alloc(x.length * 64, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkWriteDescriptorSet(a, c, o + i * 64, x[i]); p_pDescriptorWrites = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdPushDescriptorSet.commandBuffer", true), i32(pipelineBindPoint, "vkCmdPushDescriptorSet.pipelineBindPoint"), hArg(layout, "vkCmdPushDescriptorSet.layout", true), u32(set_, "vkCmdPushDescriptorSet.set"), n_descriptorWriteCount, p_pDescriptorWrites);
  }
  /** vkCmdPushDescriptorSet2 (VK_VERSION_1_4) */
  cmdPushDescriptorSet2(commandBuffer: H.VkCommandBuffer, pPushDescriptorSetInfo: S.VkPushDescriptorSetInfo): void {
    const fn = this.f[138] ?? this.resolve(138);
    const a = arena; a.reset();
    let p_pPushDescriptorSetInfo = 0;
    if (pPushDescriptorSetInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkPushDescriptorSetInfo(a, c, o, pPushDescriptorSetInfo); p_pPushDescriptorSetInfo = c.base + o; } else throw new VkValueError("vkCmdPushDescriptorSet2.pPushDescriptorSetInfo", pPushDescriptorSetInfo, 'a VkPushDescriptorSetInfo');
    fn(hArg(commandBuffer, "vkCmdPushDescriptorSet2.commandBuffer", true), p_pPushDescriptorSetInfo);
  }
  /** vkCmdPushDescriptorSet2KHR (VK_KHR_maintenance6) */
  cmdPushDescriptorSet2KHR(commandBuffer: H.VkCommandBuffer, pPushDescriptorSetInfo: S.VkPushDescriptorSetInfo): void {
    const fn = this.f[139] ?? this.resolve(139);
    const a = arena; a.reset();
    let p_pPushDescriptorSetInfo = 0;
    if (pPushDescriptorSetInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkPushDescriptorSetInfo(a, c, o, pPushDescriptorSetInfo); p_pPushDescriptorSetInfo = c.base + o; } else throw new VkValueError("vkCmdPushDescriptorSet2KHR.pPushDescriptorSetInfo", pPushDescriptorSetInfo, 'a VkPushDescriptorSetInfo');
    fn(hArg(commandBuffer, "vkCmdPushDescriptorSet2KHR.commandBuffer", true), p_pPushDescriptorSetInfo);
  }
  /** vkCmdPushDescriptorSetKHR (VK_KHR_push_descriptor) */
  cmdPushDescriptorSetKHR(commandBuffer: H.VkCommandBuffer, pipelineBindPoint: E.VkPipelineBindPoint, layout: H.VkPipelineLayout, set_: number, pDescriptorWrites: readonly S.VkWriteDescriptorSet[]): void {
    const fn = this.f[140] ?? this.resolve(140);
    const a = arena; a.reset();
    const n_descriptorWriteCount = (pDescriptorWrites == null ? 0 : pDescriptorWrites.length);
    let p_pDescriptorWrites = 0;
    if (pDescriptorWrites != null) { const x = arr(pDescriptorWrites, "vkCmdPushDescriptorSetKHR.pDescriptorWrites"); const o = a.alloc(x.length * 64, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkWriteDescriptorSet(a, c, o + i * 64, x[i]); p_pDescriptorWrites = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdPushDescriptorSetKHR.commandBuffer", true), i32(pipelineBindPoint, "vkCmdPushDescriptorSetKHR.pipelineBindPoint"), hArg(layout, "vkCmdPushDescriptorSetKHR.layout", true), u32(set_, "vkCmdPushDescriptorSetKHR.set"), n_descriptorWriteCount, p_pDescriptorWrites);
  }
  /** vkCmdPushDescriptorSetWithTemplate (VK_VERSION_1_4) */
  cmdPushDescriptorSetWithTemplate(commandBuffer: H.VkCommandBuffer, descriptorUpdateTemplate: H.VkDescriptorUpdateTemplate, layout: H.VkPipelineLayout, set_: number, pData?: ArrayBufferView | ArrayBuffer | null): void {
    const fn = this.f[141] ?? this.resolve(141);
    const a = arena; a.reset();
    fn(hArg(commandBuffer, "vkCmdPushDescriptorSetWithTemplate.commandBuffer", true), hArg(descriptorUpdateTemplate, "vkCmdPushDescriptorSetWithTemplate.descriptorUpdateTemplate", true), hArg(layout, "vkCmdPushDescriptorSetWithTemplate.layout", true), u32(set_, "vkCmdPushDescriptorSetWithTemplate.set"), pData == null ? 0 : a.bytes(pData));
  }
  /** vkCmdPushDescriptorSetWithTemplate2 (VK_VERSION_1_4) */
  cmdPushDescriptorSetWithTemplate2(commandBuffer: H.VkCommandBuffer, pPushDescriptorSetWithTemplateInfo: S.VkPushDescriptorSetWithTemplateInfo): void {
    const fn = this.f[142] ?? this.resolve(142);
    const a = arena; a.reset();
    let p_pPushDescriptorSetWithTemplateInfo = 0;
    if (pPushDescriptorSetWithTemplateInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkPushDescriptorSetWithTemplateInfo(a, c, o, pPushDescriptorSetWithTemplateInfo); p_pPushDescriptorSetWithTemplateInfo = c.base + o; } else throw new VkValueError("vkCmdPushDescriptorSetWithTemplate2.pPushDescriptorSetWithTemplateInfo", pPushDescriptorSetWithTemplateInfo, 'a VkPushDescriptorSetWithTemplateInfo');
    fn(hArg(commandBuffer, "vkCmdPushDescriptorSetWithTemplate2.commandBuffer", true), p_pPushDescriptorSetWithTemplateInfo);
  }
  /** vkCmdPushDescriptorSetWithTemplate2KHR (VK_KHR_maintenance6) */
  cmdPushDescriptorSetWithTemplate2KHR(commandBuffer: H.VkCommandBuffer, pPushDescriptorSetWithTemplateInfo: S.VkPushDescriptorSetWithTemplateInfo): void {
    const fn = this.f[143] ?? this.resolve(143);
    const a = arena; a.reset();
    let p_pPushDescriptorSetWithTemplateInfo = 0;
    if (pPushDescriptorSetWithTemplateInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkPushDescriptorSetWithTemplateInfo(a, c, o, pPushDescriptorSetWithTemplateInfo); p_pPushDescriptorSetWithTemplateInfo = c.base + o; } else throw new VkValueError("vkCmdPushDescriptorSetWithTemplate2KHR.pPushDescriptorSetWithTemplateInfo", pPushDescriptorSetWithTemplateInfo, 'a VkPushDescriptorSetWithTemplateInfo');
    fn(hArg(commandBuffer, "vkCmdPushDescriptorSetWithTemplate2KHR.commandBuffer", true), p_pPushDescriptorSetWithTemplateInfo);
  }
  /** vkCmdPushDescriptorSetWithTemplateKHR (VK_KHR_push_descriptor, VK_KHR_descriptor_update_template) */
  cmdPushDescriptorSetWithTemplateKHR(commandBuffer: H.VkCommandBuffer, descriptorUpdateTemplate: H.VkDescriptorUpdateTemplate, layout: H.VkPipelineLayout, set_: number, pData?: ArrayBufferView | ArrayBuffer | null): void {
    const fn = this.f[144] ?? this.resolve(144);
    const a = arena; a.reset();
    fn(hArg(commandBuffer, "vkCmdPushDescriptorSetWithTemplateKHR.commandBuffer", true), hArg(descriptorUpdateTemplate, "vkCmdPushDescriptorSetWithTemplateKHR.descriptorUpdateTemplate", true), hArg(layout, "vkCmdPushDescriptorSetWithTemplateKHR.layout", true), u32(set_, "vkCmdPushDescriptorSetWithTemplateKHR.set"), pData == null ? 0 : a.bytes(pData));
  }
  /** vkCmdResetEvent (VK_VERSION_1_0) */
  cmdResetEvent(commandBuffer: H.VkCommandBuffer, event: H.VkEvent, stageMask: E.VkPipelineStageFlags): void {
    const fn = this.f[145] ?? this.resolve(145);
    fn(hArg(commandBuffer, "vkCmdResetEvent.commandBuffer", true), hArg(event, "vkCmdResetEvent.event", true), u32(stageMask, "vkCmdResetEvent.stageMask"));
  }
  /** vkCmdResetEvent2 (VK_VERSION_1_3) */
  cmdResetEvent2(commandBuffer: H.VkCommandBuffer, event: H.VkEvent, stageMask: number | bigint): void {
    const fn = this.f[146] ?? this.resolve(146);
    fn(hArg(commandBuffer, "vkCmdResetEvent2.commandBuffer", true), hArg(event, "vkCmdResetEvent2.event", true), u64Arg(stageMask, "vkCmdResetEvent2.stageMask"));
  }
  /** vkCmdResetEvent2KHR (VK_KHR_synchronization2) */
  cmdResetEvent2KHR(commandBuffer: H.VkCommandBuffer, event: H.VkEvent, stageMask: number | bigint): void {
    const fn = this.f[147] ?? this.resolve(147);
    fn(hArg(commandBuffer, "vkCmdResetEvent2KHR.commandBuffer", true), hArg(event, "vkCmdResetEvent2KHR.event", true), u64Arg(stageMask, "vkCmdResetEvent2KHR.stageMask"));
  }
  /** vkCmdResetQueryPool (VK_VERSION_1_0) */
  cmdResetQueryPool(commandBuffer: H.VkCommandBuffer, queryPool: H.VkQueryPool, firstQuery: number, queryCount: number): void {
    const fn = this.f[148] ?? this.resolve(148);
    fn(hArg(commandBuffer, "vkCmdResetQueryPool.commandBuffer", true), hArg(queryPool, "vkCmdResetQueryPool.queryPool", true), u32(firstQuery, "vkCmdResetQueryPool.firstQuery"), u32(queryCount, "vkCmdResetQueryPool.queryCount"));
  }
  /** vkCmdResolveImage (VK_VERSION_1_0) */
  cmdResolveImage(commandBuffer: H.VkCommandBuffer, srcImage: H.VkImage, srcImageLayout: E.VkImageLayout, dstImage: H.VkImage, dstImageLayout: E.VkImageLayout, pRegions: readonly S.VkImageResolve[]): void {
    const fn = this.f[149] ?? this.resolve(149);
    const a = arena; a.reset();
    const n_regionCount = (pRegions == null ? 0 : pRegions.length);
    let p_pRegions = 0;
    if (pRegions != null) { const x = arr(pRegions, "vkCmdResolveImage.pRegions"); const o = a.alloc(x.length * 68, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkImageResolve(a, c, o + i * 68, x[i]); p_pRegions = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdResolveImage.commandBuffer", true), hArg(srcImage, "vkCmdResolveImage.srcImage", true), i32(srcImageLayout, "vkCmdResolveImage.srcImageLayout"), hArg(dstImage, "vkCmdResolveImage.dstImage", true), i32(dstImageLayout, "vkCmdResolveImage.dstImageLayout"), n_regionCount, p_pRegions);
  }
  /** vkCmdResolveImage2 (VK_VERSION_1_3) */
  cmdResolveImage2(commandBuffer: H.VkCommandBuffer, pResolveImageInfo: S.VkResolveImageInfo2): void {
    const fn = this.f[150] ?? this.resolve(150);
    const a = arena; a.reset();
    let p_pResolveImageInfo = 0;
    if (pResolveImageInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkResolveImageInfo2(a, c, o, pResolveImageInfo); p_pResolveImageInfo = c.base + o; } else throw new VkValueError("vkCmdResolveImage2.pResolveImageInfo", pResolveImageInfo, 'a VkResolveImageInfo2');
    fn(hArg(commandBuffer, "vkCmdResolveImage2.commandBuffer", true), p_pResolveImageInfo);
  }
  /** vkCmdResolveImage2KHR (VK_KHR_copy_commands2) */
  cmdResolveImage2KHR(commandBuffer: H.VkCommandBuffer, pResolveImageInfo: S.VkResolveImageInfo2): void {
    const fn = this.f[151] ?? this.resolve(151);
    const a = arena; a.reset();
    let p_pResolveImageInfo = 0;
    if (pResolveImageInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkResolveImageInfo2(a, c, o, pResolveImageInfo); p_pResolveImageInfo = c.base + o; } else throw new VkValueError("vkCmdResolveImage2KHR.pResolveImageInfo", pResolveImageInfo, 'a VkResolveImageInfo2');
    fn(hArg(commandBuffer, "vkCmdResolveImage2KHR.commandBuffer", true), p_pResolveImageInfo);
  }
  /** vkCmdSetAlphaToCoverageEnableEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetAlphaToCoverageEnableEXT(commandBuffer: H.VkCommandBuffer, alphaToCoverageEnable: boolean): void {
    const fn = this.f[152] ?? this.resolve(152);
    fn(hArg(commandBuffer, "vkCmdSetAlphaToCoverageEnableEXT.commandBuffer", true), bool(alphaToCoverageEnable, "vkCmdSetAlphaToCoverageEnableEXT.alphaToCoverageEnable"));
  }
  /** vkCmdSetAlphaToOneEnableEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetAlphaToOneEnableEXT(commandBuffer: H.VkCommandBuffer, alphaToOneEnable: boolean): void {
    const fn = this.f[153] ?? this.resolve(153);
    fn(hArg(commandBuffer, "vkCmdSetAlphaToOneEnableEXT.commandBuffer", true), bool(alphaToOneEnable, "vkCmdSetAlphaToOneEnableEXT.alphaToOneEnable"));
  }
  /** vkCmdSetAttachmentFeedbackLoopEnableEXT (VK_EXT_attachment_feedback_loop_dynamic_state) */
  cmdSetAttachmentFeedbackLoopEnableEXT(commandBuffer: H.VkCommandBuffer, aspectMask: E.VkImageAspectFlags): void {
    const fn = this.f[154] ?? this.resolve(154);
    fn(hArg(commandBuffer, "vkCmdSetAttachmentFeedbackLoopEnableEXT.commandBuffer", true), u32(aspectMask, "vkCmdSetAttachmentFeedbackLoopEnableEXT.aspectMask"));
  }
  /** vkCmdSetBlendConstants (VK_VERSION_1_0) */
  cmdSetBlendConstants(commandBuffer: H.VkCommandBuffer, blendConstants: number): void {
    const fn = this.f[155] ?? this.resolve(155);
    fn(hArg(commandBuffer, "vkCmdSetBlendConstants.commandBuffer", true), f(blendConstants, "vkCmdSetBlendConstants.blendConstants"));
  }
  /** vkCmdSetCheckpointNV (VK_NV_device_diagnostic_checkpoints) */
  cmdSetCheckpointNV(commandBuffer: H.VkCommandBuffer, pCheckpointMarker?: ArrayBufferView | ArrayBuffer | null): void {
    const fn = this.f[156] ?? this.resolve(156);
    const a = arena; a.reset();
    fn(hArg(commandBuffer, "vkCmdSetCheckpointNV.commandBuffer", true), pCheckpointMarker == null ? 0 : a.bytes(pCheckpointMarker));
  }
  /** vkCmdSetCoarseSampleOrderNV (VK_NV_shading_rate_image) */
  cmdSetCoarseSampleOrderNV(commandBuffer: H.VkCommandBuffer, sampleOrderType: E.VkCoarseSampleOrderTypeNV, pCustomSampleOrders?: readonly S.VkCoarseSampleOrderCustomNV[] | null): void {
    const fn = this.f[157] ?? this.resolve(157);
    const a = arena; a.reset();
    const n_customSampleOrderCount = (pCustomSampleOrders == null ? 0 : pCustomSampleOrders.length);
    let p_pCustomSampleOrders = 0;
    if (pCustomSampleOrders != null) { const x = arr(pCustomSampleOrders, "vkCmdSetCoarseSampleOrderNV.pCustomSampleOrders"); const o = a.alloc(x.length * 24, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkCoarseSampleOrderCustomNV(a, c, o + i * 24, x[i]); p_pCustomSampleOrders = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetCoarseSampleOrderNV.commandBuffer", true), i32(sampleOrderType, "vkCmdSetCoarseSampleOrderNV.sampleOrderType"), n_customSampleOrderCount, p_pCustomSampleOrders);
  }
  /** vkCmdSetColorBlendAdvancedEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetColorBlendAdvancedEXT(commandBuffer: H.VkCommandBuffer, firstAttachment: number, pColorBlendAdvanced: readonly S.VkColorBlendAdvancedEXT[]): void {
    const fn = this.f[158] ?? this.resolve(158);
    const a = arena; a.reset();
    const n_attachmentCount = (pColorBlendAdvanced == null ? 0 : pColorBlendAdvanced.length);
    let p_pColorBlendAdvanced = 0;
    if (pColorBlendAdvanced != null) { const x = arr(pColorBlendAdvanced, "vkCmdSetColorBlendAdvancedEXT.pColorBlendAdvanced"); const o = a.alloc(x.length * 20, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkColorBlendAdvancedEXT(a, c, o + i * 20, x[i]); p_pColorBlendAdvanced = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetColorBlendAdvancedEXT.commandBuffer", true), u32(firstAttachment, "vkCmdSetColorBlendAdvancedEXT.firstAttachment"), n_attachmentCount, p_pColorBlendAdvanced);
  }
  /** vkCmdSetColorBlendEnableEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetColorBlendEnableEXT(commandBuffer: H.VkCommandBuffer, firstAttachment: number, pColorBlendEnables: ArrayLike<boolean>): void {
    const fn = this.f[159] ?? this.resolve(159);
    const a = arena; a.reset();
    const n_attachmentCount = (pColorBlendEnables == null ? 0 : pColorBlendEnables.length);
    let p_pColorBlendEnables = 0;
    if (pColorBlendEnables != null) { const x = arr(pColorBlendEnables, "vkCmdSetColorBlendEnableEXT.pColorBlendEnables"); const o = a.alloc(x.length * 4 || 4, 4); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setUint32(o + i * 4, bool(x[i], "vkCmdSetColorBlendEnableEXT.pColorBlendEnables"), true); p_pColorBlendEnables = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetColorBlendEnableEXT.commandBuffer", true), u32(firstAttachment, "vkCmdSetColorBlendEnableEXT.firstAttachment"), n_attachmentCount, p_pColorBlendEnables);
  }
  /** vkCmdSetColorBlendEquationEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetColorBlendEquationEXT(commandBuffer: H.VkCommandBuffer, firstAttachment: number, pColorBlendEquations: readonly S.VkColorBlendEquationEXT[]): void {
    const fn = this.f[160] ?? this.resolve(160);
    const a = arena; a.reset();
    const n_attachmentCount = (pColorBlendEquations == null ? 0 : pColorBlendEquations.length);
    let p_pColorBlendEquations = 0;
    if (pColorBlendEquations != null) { const x = arr(pColorBlendEquations, "vkCmdSetColorBlendEquationEXT.pColorBlendEquations"); const o = a.alloc(x.length * 24, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkColorBlendEquationEXT(a, c, o + i * 24, x[i]); p_pColorBlendEquations = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetColorBlendEquationEXT.commandBuffer", true), u32(firstAttachment, "vkCmdSetColorBlendEquationEXT.firstAttachment"), n_attachmentCount, p_pColorBlendEquations);
  }
  /** vkCmdSetColorWriteEnableEXT (VK_EXT_color_write_enable) */
  cmdSetColorWriteEnableEXT(commandBuffer: H.VkCommandBuffer, pColorWriteEnables: ArrayLike<boolean>): void {
    const fn = this.f[161] ?? this.resolve(161);
    const a = arena; a.reset();
    const n_attachmentCount = (pColorWriteEnables == null ? 0 : pColorWriteEnables.length);
    let p_pColorWriteEnables = 0;
    if (pColorWriteEnables != null) { const x = arr(pColorWriteEnables, "vkCmdSetColorWriteEnableEXT.pColorWriteEnables"); const o = a.alloc(x.length * 4 || 4, 4); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setUint32(o + i * 4, bool(x[i], "vkCmdSetColorWriteEnableEXT.pColorWriteEnables"), true); p_pColorWriteEnables = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetColorWriteEnableEXT.commandBuffer", true), n_attachmentCount, p_pColorWriteEnables);
  }
  /** vkCmdSetColorWriteMaskEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetColorWriteMaskEXT(commandBuffer: H.VkCommandBuffer, firstAttachment: number, pColorWriteMasks: ArrayLike<E.VkColorComponentFlags>): void {
    const fn = this.f[162] ?? this.resolve(162);
    const a = arena; a.reset();
    const n_attachmentCount = (pColorWriteMasks == null ? 0 : pColorWriteMasks.length);
    let p_pColorWriteMasks = 0;
    if (pColorWriteMasks != null) { const x = arr(pColorWriteMasks, "vkCmdSetColorWriteMaskEXT.pColorWriteMasks"); const o = a.alloc(x.length * 4 || 4, 4); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setUint32(o + i * 4, u32(x[i], "vkCmdSetColorWriteMaskEXT.pColorWriteMasks"), true); p_pColorWriteMasks = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetColorWriteMaskEXT.commandBuffer", true), u32(firstAttachment, "vkCmdSetColorWriteMaskEXT.firstAttachment"), n_attachmentCount, p_pColorWriteMasks);
  }
  /** vkCmdSetConservativeRasterizationModeEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetConservativeRasterizationModeEXT(commandBuffer: H.VkCommandBuffer, conservativeRasterizationMode: E.VkConservativeRasterizationModeEXT): void {
    const fn = this.f[163] ?? this.resolve(163);
    fn(hArg(commandBuffer, "vkCmdSetConservativeRasterizationModeEXT.commandBuffer", true), i32(conservativeRasterizationMode, "vkCmdSetConservativeRasterizationModeEXT.conservativeRasterizationMode"));
  }
  /** vkCmdSetCoverageModulationModeNV (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetCoverageModulationModeNV(commandBuffer: H.VkCommandBuffer, coverageModulationMode: E.VkCoverageModulationModeNV): void {
    const fn = this.f[164] ?? this.resolve(164);
    fn(hArg(commandBuffer, "vkCmdSetCoverageModulationModeNV.commandBuffer", true), i32(coverageModulationMode, "vkCmdSetCoverageModulationModeNV.coverageModulationMode"));
  }
  /** vkCmdSetCoverageModulationTableEnableNV (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetCoverageModulationTableEnableNV(commandBuffer: H.VkCommandBuffer, coverageModulationTableEnable: boolean): void {
    const fn = this.f[165] ?? this.resolve(165);
    fn(hArg(commandBuffer, "vkCmdSetCoverageModulationTableEnableNV.commandBuffer", true), bool(coverageModulationTableEnable, "vkCmdSetCoverageModulationTableEnableNV.coverageModulationTableEnable"));
  }
  /** vkCmdSetCoverageModulationTableNV (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetCoverageModulationTableNV(commandBuffer: H.VkCommandBuffer, pCoverageModulationTable: ArrayLike<number>): void {
    const fn = this.f[166] ?? this.resolve(166);
    const a = arena; a.reset();
    const n_coverageModulationTableCount = (pCoverageModulationTable == null ? 0 : pCoverageModulationTable.length);
    let p_pCoverageModulationTable = 0;
    if (pCoverageModulationTable != null) { const x = arr(pCoverageModulationTable, "vkCmdSetCoverageModulationTableNV.pCoverageModulationTable"); const o = a.alloc(x.length * 4 || 4, 4); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setFloat32(o + i * 4, f(x[i], "vkCmdSetCoverageModulationTableNV.pCoverageModulationTable"), true); p_pCoverageModulationTable = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetCoverageModulationTableNV.commandBuffer", true), n_coverageModulationTableCount, p_pCoverageModulationTable);
  }
  /** vkCmdSetCoverageReductionModeNV (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetCoverageReductionModeNV(commandBuffer: H.VkCommandBuffer, coverageReductionMode: E.VkCoverageReductionModeNV): void {
    const fn = this.f[167] ?? this.resolve(167);
    fn(hArg(commandBuffer, "vkCmdSetCoverageReductionModeNV.commandBuffer", true), i32(coverageReductionMode, "vkCmdSetCoverageReductionModeNV.coverageReductionMode"));
  }
  /** vkCmdSetCoverageToColorEnableNV (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetCoverageToColorEnableNV(commandBuffer: H.VkCommandBuffer, coverageToColorEnable: boolean): void {
    const fn = this.f[168] ?? this.resolve(168);
    fn(hArg(commandBuffer, "vkCmdSetCoverageToColorEnableNV.commandBuffer", true), bool(coverageToColorEnable, "vkCmdSetCoverageToColorEnableNV.coverageToColorEnable"));
  }
  /** vkCmdSetCoverageToColorLocationNV (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetCoverageToColorLocationNV(commandBuffer: H.VkCommandBuffer, coverageToColorLocation: number): void {
    const fn = this.f[169] ?? this.resolve(169);
    fn(hArg(commandBuffer, "vkCmdSetCoverageToColorLocationNV.commandBuffer", true), u32(coverageToColorLocation, "vkCmdSetCoverageToColorLocationNV.coverageToColorLocation"));
  }
  /** vkCmdSetCullMode (VK_VERSION_1_3) */
  cmdSetCullMode(commandBuffer: H.VkCommandBuffer, cullMode: E.VkCullModeFlags): void {
    const fn = this.f[170] ?? this.resolve(170);
    fn(hArg(commandBuffer, "vkCmdSetCullMode.commandBuffer", true), u32(cullMode, "vkCmdSetCullMode.cullMode"));
  }
  /** vkCmdSetCullModeEXT (VK_EXT_extended_dynamic_state, VK_EXT_shader_object) */
  cmdSetCullModeEXT(commandBuffer: H.VkCommandBuffer, cullMode: E.VkCullModeFlags): void {
    const fn = this.f[171] ?? this.resolve(171);
    fn(hArg(commandBuffer, "vkCmdSetCullModeEXT.commandBuffer", true), u32(cullMode, "vkCmdSetCullModeEXT.cullMode"));
  }
  /** vkCmdSetDepthBias (VK_VERSION_1_0) */
  cmdSetDepthBias(commandBuffer: H.VkCommandBuffer, depthBiasConstantFactor: number, depthBiasClamp: number, depthBiasSlopeFactor: number): void {
    const fn = this.f[172] ?? this.resolve(172);
    fn(hArg(commandBuffer, "vkCmdSetDepthBias.commandBuffer", true), f(depthBiasConstantFactor, "vkCmdSetDepthBias.depthBiasConstantFactor"), f(depthBiasClamp, "vkCmdSetDepthBias.depthBiasClamp"), f(depthBiasSlopeFactor, "vkCmdSetDepthBias.depthBiasSlopeFactor"));
  }
  /** vkCmdSetDepthBias2EXT (VK_EXT_depth_bias_control) */
  cmdSetDepthBias2EXT(commandBuffer: H.VkCommandBuffer, pDepthBiasInfo: S.VkDepthBiasInfoEXT): void {
    const fn = this.f[173] ?? this.resolve(173);
    const a = arena; a.reset();
    let p_pDepthBiasInfo = 0;
    if (pDepthBiasInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkDepthBiasInfoEXT(a, c, o, pDepthBiasInfo); p_pDepthBiasInfo = c.base + o; } else throw new VkValueError("vkCmdSetDepthBias2EXT.pDepthBiasInfo", pDepthBiasInfo, 'a VkDepthBiasInfoEXT');
    fn(hArg(commandBuffer, "vkCmdSetDepthBias2EXT.commandBuffer", true), p_pDepthBiasInfo);
  }
  /** vkCmdSetDepthBiasEnable (VK_VERSION_1_3) */
  cmdSetDepthBiasEnable(commandBuffer: H.VkCommandBuffer, depthBiasEnable: boolean): void {
    const fn = this.f[174] ?? this.resolve(174);
    fn(hArg(commandBuffer, "vkCmdSetDepthBiasEnable.commandBuffer", true), bool(depthBiasEnable, "vkCmdSetDepthBiasEnable.depthBiasEnable"));
  }
  /** vkCmdSetDepthBiasEnableEXT (VK_EXT_extended_dynamic_state2, VK_EXT_shader_object) */
  cmdSetDepthBiasEnableEXT(commandBuffer: H.VkCommandBuffer, depthBiasEnable: boolean): void {
    const fn = this.f[175] ?? this.resolve(175);
    fn(hArg(commandBuffer, "vkCmdSetDepthBiasEnableEXT.commandBuffer", true), bool(depthBiasEnable, "vkCmdSetDepthBiasEnableEXT.depthBiasEnable"));
  }
  /** vkCmdSetDepthBounds (VK_VERSION_1_0) */
  cmdSetDepthBounds(commandBuffer: H.VkCommandBuffer, minDepthBounds: number, maxDepthBounds: number): void {
    const fn = this.f[176] ?? this.resolve(176);
    fn(hArg(commandBuffer, "vkCmdSetDepthBounds.commandBuffer", true), f(minDepthBounds, "vkCmdSetDepthBounds.minDepthBounds"), f(maxDepthBounds, "vkCmdSetDepthBounds.maxDepthBounds"));
  }
  /** vkCmdSetDepthBoundsTestEnable (VK_VERSION_1_3) */
  cmdSetDepthBoundsTestEnable(commandBuffer: H.VkCommandBuffer, depthBoundsTestEnable: boolean): void {
    const fn = this.f[177] ?? this.resolve(177);
    fn(hArg(commandBuffer, "vkCmdSetDepthBoundsTestEnable.commandBuffer", true), bool(depthBoundsTestEnable, "vkCmdSetDepthBoundsTestEnable.depthBoundsTestEnable"));
  }
  /** vkCmdSetDepthBoundsTestEnableEXT (VK_EXT_extended_dynamic_state, VK_EXT_shader_object) */
  cmdSetDepthBoundsTestEnableEXT(commandBuffer: H.VkCommandBuffer, depthBoundsTestEnable: boolean): void {
    const fn = this.f[178] ?? this.resolve(178);
    fn(hArg(commandBuffer, "vkCmdSetDepthBoundsTestEnableEXT.commandBuffer", true), bool(depthBoundsTestEnable, "vkCmdSetDepthBoundsTestEnableEXT.depthBoundsTestEnable"));
  }
  /** vkCmdSetDepthClampEnableEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetDepthClampEnableEXT(commandBuffer: H.VkCommandBuffer, depthClampEnable: boolean): void {
    const fn = this.f[179] ?? this.resolve(179);
    fn(hArg(commandBuffer, "vkCmdSetDepthClampEnableEXT.commandBuffer", true), bool(depthClampEnable, "vkCmdSetDepthClampEnableEXT.depthClampEnable"));
  }
  /** vkCmdSetDepthClampRangeEXT (VK_EXT_shader_object, VK_EXT_depth_clamp_control) */
  cmdSetDepthClampRangeEXT(commandBuffer: H.VkCommandBuffer, depthClampMode: E.VkDepthClampModeEXT, pDepthClampRange?: S.VkDepthClampRangeEXT | null): void {
    const fn = this.f[180] ?? this.resolve(180);
    const a = arena; a.reset();
    let p_pDepthClampRange = 0;
    if (pDepthClampRange != null) { const o = a.alloc(8, 4); const c = a.cur; S.encVkDepthClampRangeEXT(a, c, o, pDepthClampRange); p_pDepthClampRange = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetDepthClampRangeEXT.commandBuffer", true), i32(depthClampMode, "vkCmdSetDepthClampRangeEXT.depthClampMode"), p_pDepthClampRange);
  }
  /** vkCmdSetDepthClipEnableEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetDepthClipEnableEXT(commandBuffer: H.VkCommandBuffer, depthClipEnable: boolean): void {
    const fn = this.f[181] ?? this.resolve(181);
    fn(hArg(commandBuffer, "vkCmdSetDepthClipEnableEXT.commandBuffer", true), bool(depthClipEnable, "vkCmdSetDepthClipEnableEXT.depthClipEnable"));
  }
  /** vkCmdSetDepthClipNegativeOneToOneEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetDepthClipNegativeOneToOneEXT(commandBuffer: H.VkCommandBuffer, negativeOneToOne: boolean): void {
    const fn = this.f[182] ?? this.resolve(182);
    fn(hArg(commandBuffer, "vkCmdSetDepthClipNegativeOneToOneEXT.commandBuffer", true), bool(negativeOneToOne, "vkCmdSetDepthClipNegativeOneToOneEXT.negativeOneToOne"));
  }
  /** vkCmdSetDepthCompareOp (VK_VERSION_1_3) */
  cmdSetDepthCompareOp(commandBuffer: H.VkCommandBuffer, depthCompareOp: E.VkCompareOp): void {
    const fn = this.f[183] ?? this.resolve(183);
    fn(hArg(commandBuffer, "vkCmdSetDepthCompareOp.commandBuffer", true), i32(depthCompareOp, "vkCmdSetDepthCompareOp.depthCompareOp"));
  }
  /** vkCmdSetDepthCompareOpEXT (VK_EXT_extended_dynamic_state, VK_EXT_shader_object) */
  cmdSetDepthCompareOpEXT(commandBuffer: H.VkCommandBuffer, depthCompareOp: E.VkCompareOp): void {
    const fn = this.f[184] ?? this.resolve(184);
    fn(hArg(commandBuffer, "vkCmdSetDepthCompareOpEXT.commandBuffer", true), i32(depthCompareOp, "vkCmdSetDepthCompareOpEXT.depthCompareOp"));
  }
  /** vkCmdSetDepthTestEnable (VK_VERSION_1_3) */
  cmdSetDepthTestEnable(commandBuffer: H.VkCommandBuffer, depthTestEnable: boolean): void {
    const fn = this.f[185] ?? this.resolve(185);
    fn(hArg(commandBuffer, "vkCmdSetDepthTestEnable.commandBuffer", true), bool(depthTestEnable, "vkCmdSetDepthTestEnable.depthTestEnable"));
  }
  /** vkCmdSetDepthTestEnableEXT (VK_EXT_extended_dynamic_state, VK_EXT_shader_object) */
  cmdSetDepthTestEnableEXT(commandBuffer: H.VkCommandBuffer, depthTestEnable: boolean): void {
    const fn = this.f[186] ?? this.resolve(186);
    fn(hArg(commandBuffer, "vkCmdSetDepthTestEnableEXT.commandBuffer", true), bool(depthTestEnable, "vkCmdSetDepthTestEnableEXT.depthTestEnable"));
  }
  /** vkCmdSetDepthWriteEnable (VK_VERSION_1_3) */
  cmdSetDepthWriteEnable(commandBuffer: H.VkCommandBuffer, depthWriteEnable: boolean): void {
    const fn = this.f[187] ?? this.resolve(187);
    fn(hArg(commandBuffer, "vkCmdSetDepthWriteEnable.commandBuffer", true), bool(depthWriteEnable, "vkCmdSetDepthWriteEnable.depthWriteEnable"));
  }
  /** vkCmdSetDepthWriteEnableEXT (VK_EXT_extended_dynamic_state, VK_EXT_shader_object) */
  cmdSetDepthWriteEnableEXT(commandBuffer: H.VkCommandBuffer, depthWriteEnable: boolean): void {
    const fn = this.f[188] ?? this.resolve(188);
    fn(hArg(commandBuffer, "vkCmdSetDepthWriteEnableEXT.commandBuffer", true), bool(depthWriteEnable, "vkCmdSetDepthWriteEnableEXT.depthWriteEnable"));
  }
  /** vkCmdSetDescriptorBufferOffsets2EXT (VK_KHR_maintenance6) */
  cmdSetDescriptorBufferOffsets2EXT(commandBuffer: H.VkCommandBuffer, pSetDescriptorBufferOffsetsInfo: S.VkSetDescriptorBufferOffsetsInfoEXT): void {
    const fn = this.f[189] ?? this.resolve(189);
    const a = arena; a.reset();
    let p_pSetDescriptorBufferOffsetsInfo = 0;
    if (pSetDescriptorBufferOffsetsInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkSetDescriptorBufferOffsetsInfoEXT(a, c, o, pSetDescriptorBufferOffsetsInfo); p_pSetDescriptorBufferOffsetsInfo = c.base + o; } else throw new VkValueError("vkCmdSetDescriptorBufferOffsets2EXT.pSetDescriptorBufferOffsetsInfo", pSetDescriptorBufferOffsetsInfo, 'a VkSetDescriptorBufferOffsetsInfoEXT');
    fn(hArg(commandBuffer, "vkCmdSetDescriptorBufferOffsets2EXT.commandBuffer", true), p_pSetDescriptorBufferOffsetsInfo);
  }
  /** vkCmdSetDescriptorBufferOffsetsEXT (VK_EXT_descriptor_buffer) */
  cmdSetDescriptorBufferOffsetsEXT(commandBuffer: H.VkCommandBuffer, pipelineBindPoint: E.VkPipelineBindPoint, layout: H.VkPipelineLayout, firstSet: number, pBufferIndices: ArrayLike<number>, pOffsets: ArrayLike<number | bigint>): void {
    const fn = this.f[190] ?? this.resolve(190);
    const a = arena; a.reset();
    const n_setCount = (pBufferIndices == null ? 0 : pBufferIndices.length);
    let p_pBufferIndices = 0;
    if (pBufferIndices != null) { const x = arr(pBufferIndices, "vkCmdSetDescriptorBufferOffsetsEXT.pBufferIndices"); const o = a.alloc(x.length * 4 || 4, 4); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setUint32(o + i * 4, u32(x[i], "vkCmdSetDescriptorBufferOffsetsEXT.pBufferIndices"), true); p_pBufferIndices = c.base + o; }
    let p_pOffsets = 0;
    if (pOffsets != null) { const x = arr(pOffsets, "vkCmdSetDescriptorBufferOffsetsEXT.pOffsets"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) w64(c.dv, o + i * 8, x[i], "vkCmdSetDescriptorBufferOffsetsEXT.pOffsets"); p_pOffsets = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetDescriptorBufferOffsetsEXT.commandBuffer", true), i32(pipelineBindPoint, "vkCmdSetDescriptorBufferOffsetsEXT.pipelineBindPoint"), hArg(layout, "vkCmdSetDescriptorBufferOffsetsEXT.layout", true), u32(firstSet, "vkCmdSetDescriptorBufferOffsetsEXT.firstSet"), n_setCount, p_pBufferIndices, p_pOffsets);
  }
  /** vkCmdSetDeviceMask (VK_VERSION_1_1) */
  cmdSetDeviceMask(commandBuffer: H.VkCommandBuffer, deviceMask: number): void {
    const fn = this.f[191] ?? this.resolve(191);
    fn(hArg(commandBuffer, "vkCmdSetDeviceMask.commandBuffer", true), u32(deviceMask, "vkCmdSetDeviceMask.deviceMask"));
  }
  /** vkCmdSetDeviceMaskKHR (VK_KHR_device_group) */
  cmdSetDeviceMaskKHR(commandBuffer: H.VkCommandBuffer, deviceMask: number): void {
    const fn = this.f[192] ?? this.resolve(192);
    fn(hArg(commandBuffer, "vkCmdSetDeviceMaskKHR.commandBuffer", true), u32(deviceMask, "vkCmdSetDeviceMaskKHR.deviceMask"));
  }
  /** vkCmdSetDiscardRectangleEnableEXT (VK_EXT_discard_rectangles) */
  cmdSetDiscardRectangleEnableEXT(commandBuffer: H.VkCommandBuffer, discardRectangleEnable: boolean): void {
    const fn = this.f[193] ?? this.resolve(193);
    fn(hArg(commandBuffer, "vkCmdSetDiscardRectangleEnableEXT.commandBuffer", true), bool(discardRectangleEnable, "vkCmdSetDiscardRectangleEnableEXT.discardRectangleEnable"));
  }
  /** vkCmdSetDiscardRectangleEXT (VK_EXT_discard_rectangles) */
  cmdSetDiscardRectangleEXT(commandBuffer: H.VkCommandBuffer, firstDiscardRectangle: number, pDiscardRectangles: readonly S.VkRect2D[]): void {
    const fn = this.f[194] ?? this.resolve(194);
    const a = arena; a.reset();
    const n_discardRectangleCount = (pDiscardRectangles == null ? 0 : pDiscardRectangles.length);
    let p_pDiscardRectangles = 0;
    if (pDiscardRectangles != null) { const x = arr(pDiscardRectangles, "vkCmdSetDiscardRectangleEXT.pDiscardRectangles"); const o = a.alloc(x.length * 16, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkRect2D(a, c, o + i * 16, x[i]); p_pDiscardRectangles = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetDiscardRectangleEXT.commandBuffer", true), u32(firstDiscardRectangle, "vkCmdSetDiscardRectangleEXT.firstDiscardRectangle"), n_discardRectangleCount, p_pDiscardRectangles);
  }
  /** vkCmdSetDiscardRectangleModeEXT (VK_EXT_discard_rectangles) */
  cmdSetDiscardRectangleModeEXT(commandBuffer: H.VkCommandBuffer, discardRectangleMode: E.VkDiscardRectangleModeEXT): void {
    const fn = this.f[195] ?? this.resolve(195);
    fn(hArg(commandBuffer, "vkCmdSetDiscardRectangleModeEXT.commandBuffer", true), i32(discardRectangleMode, "vkCmdSetDiscardRectangleModeEXT.discardRectangleMode"));
  }
  /** vkCmdSetEvent (VK_VERSION_1_0) */
  cmdSetEvent(commandBuffer: H.VkCommandBuffer, event: H.VkEvent, stageMask: E.VkPipelineStageFlags): void {
    const fn = this.f[196] ?? this.resolve(196);
    fn(hArg(commandBuffer, "vkCmdSetEvent.commandBuffer", true), hArg(event, "vkCmdSetEvent.event", true), u32(stageMask, "vkCmdSetEvent.stageMask"));
  }
  /** vkCmdSetEvent2 (VK_VERSION_1_3) */
  cmdSetEvent2(commandBuffer: H.VkCommandBuffer, event: H.VkEvent, pDependencyInfo: S.VkDependencyInfo): void {
    const fn = this.f[197] ?? this.resolve(197);
    const a = arena; a.reset();
    let p_pDependencyInfo = 0;
    if (pDependencyInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkDependencyInfo(a, c, o, pDependencyInfo); p_pDependencyInfo = c.base + o; } else throw new VkValueError("vkCmdSetEvent2.pDependencyInfo", pDependencyInfo, 'a VkDependencyInfo');
    fn(hArg(commandBuffer, "vkCmdSetEvent2.commandBuffer", true), hArg(event, "vkCmdSetEvent2.event", true), p_pDependencyInfo);
  }
  /** vkCmdSetEvent2KHR (VK_KHR_synchronization2) */
  cmdSetEvent2KHR(commandBuffer: H.VkCommandBuffer, event: H.VkEvent, pDependencyInfo: S.VkDependencyInfo): void {
    const fn = this.f[198] ?? this.resolve(198);
    const a = arena; a.reset();
    let p_pDependencyInfo = 0;
    if (pDependencyInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkDependencyInfo(a, c, o, pDependencyInfo); p_pDependencyInfo = c.base + o; } else throw new VkValueError("vkCmdSetEvent2KHR.pDependencyInfo", pDependencyInfo, 'a VkDependencyInfo');
    fn(hArg(commandBuffer, "vkCmdSetEvent2KHR.commandBuffer", true), hArg(event, "vkCmdSetEvent2KHR.event", true), p_pDependencyInfo);
  }
  /** vkCmdSetExclusiveScissorEnableNV (VK_NV_scissor_exclusive) */
  cmdSetExclusiveScissorEnableNV(commandBuffer: H.VkCommandBuffer, firstExclusiveScissor: number, pExclusiveScissorEnables: ArrayLike<boolean>): void {
    const fn = this.f[199] ?? this.resolve(199);
    const a = arena; a.reset();
    const n_exclusiveScissorCount = (pExclusiveScissorEnables == null ? 0 : pExclusiveScissorEnables.length);
    let p_pExclusiveScissorEnables = 0;
    if (pExclusiveScissorEnables != null) { const x = arr(pExclusiveScissorEnables, "vkCmdSetExclusiveScissorEnableNV.pExclusiveScissorEnables"); const o = a.alloc(x.length * 4 || 4, 4); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setUint32(o + i * 4, bool(x[i], "vkCmdSetExclusiveScissorEnableNV.pExclusiveScissorEnables"), true); p_pExclusiveScissorEnables = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetExclusiveScissorEnableNV.commandBuffer", true), u32(firstExclusiveScissor, "vkCmdSetExclusiveScissorEnableNV.firstExclusiveScissor"), n_exclusiveScissorCount, p_pExclusiveScissorEnables);
  }
  /** vkCmdSetExclusiveScissorNV (VK_NV_scissor_exclusive) */
  cmdSetExclusiveScissorNV(commandBuffer: H.VkCommandBuffer, firstExclusiveScissor: number, pExclusiveScissors: readonly S.VkRect2D[]): void {
    const fn = this.f[200] ?? this.resolve(200);
    const a = arena; a.reset();
    const n_exclusiveScissorCount = (pExclusiveScissors == null ? 0 : pExclusiveScissors.length);
    let p_pExclusiveScissors = 0;
    if (pExclusiveScissors != null) { const x = arr(pExclusiveScissors, "vkCmdSetExclusiveScissorNV.pExclusiveScissors"); const o = a.alloc(x.length * 16, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkRect2D(a, c, o + i * 16, x[i]); p_pExclusiveScissors = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetExclusiveScissorNV.commandBuffer", true), u32(firstExclusiveScissor, "vkCmdSetExclusiveScissorNV.firstExclusiveScissor"), n_exclusiveScissorCount, p_pExclusiveScissors);
  }
  /** vkCmdSetExtraPrimitiveOverestimationSizeEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetExtraPrimitiveOverestimationSizeEXT(commandBuffer: H.VkCommandBuffer, extraPrimitiveOverestimationSize: number): void {
    const fn = this.f[201] ?? this.resolve(201);
    fn(hArg(commandBuffer, "vkCmdSetExtraPrimitiveOverestimationSizeEXT.commandBuffer", true), f(extraPrimitiveOverestimationSize, "vkCmdSetExtraPrimitiveOverestimationSizeEXT.extraPrimitiveOverestimationSize"));
  }
  /** vkCmdSetFragmentShadingRateEnumNV (VK_NV_fragment_shading_rate_enums) */
  cmdSetFragmentShadingRateEnumNV(commandBuffer: H.VkCommandBuffer, shadingRate: E.VkFragmentShadingRateNV, combinerOps: E.VkFragmentShadingRateCombinerOpKHR): void {
    const fn = this.f[202] ?? this.resolve(202);
    fn(hArg(commandBuffer, "vkCmdSetFragmentShadingRateEnumNV.commandBuffer", true), i32(shadingRate, "vkCmdSetFragmentShadingRateEnumNV.shadingRate"), i32(combinerOps, "vkCmdSetFragmentShadingRateEnumNV.combinerOps"));
  }
  /** vkCmdSetFragmentShadingRateKHR (VK_KHR_fragment_shading_rate) */
  cmdSetFragmentShadingRateKHR(commandBuffer: H.VkCommandBuffer, pFragmentSize: S.VkExtent2D, combinerOps: E.VkFragmentShadingRateCombinerOpKHR): void {
    const fn = this.f[203] ?? this.resolve(203);
    const a = arena; a.reset();
    let p_pFragmentSize = 0;
    if (pFragmentSize != null) { const o = a.alloc(8, 4); const c = a.cur; S.encVkExtent2D(a, c, o, pFragmentSize); p_pFragmentSize = c.base + o; } else throw new VkValueError("vkCmdSetFragmentShadingRateKHR.pFragmentSize", pFragmentSize, 'a VkExtent2D');
    fn(hArg(commandBuffer, "vkCmdSetFragmentShadingRateKHR.commandBuffer", true), p_pFragmentSize, i32(combinerOps, "vkCmdSetFragmentShadingRateKHR.combinerOps"));
  }
  /** vkCmdSetFrontFace (VK_VERSION_1_3) */
  cmdSetFrontFace(commandBuffer: H.VkCommandBuffer, frontFace: E.VkFrontFace): void {
    const fn = this.f[204] ?? this.resolve(204);
    fn(hArg(commandBuffer, "vkCmdSetFrontFace.commandBuffer", true), i32(frontFace, "vkCmdSetFrontFace.frontFace"));
  }
  /** vkCmdSetFrontFaceEXT (VK_EXT_extended_dynamic_state, VK_EXT_shader_object) */
  cmdSetFrontFaceEXT(commandBuffer: H.VkCommandBuffer, frontFace: E.VkFrontFace): void {
    const fn = this.f[205] ?? this.resolve(205);
    fn(hArg(commandBuffer, "vkCmdSetFrontFaceEXT.commandBuffer", true), i32(frontFace, "vkCmdSetFrontFaceEXT.frontFace"));
  }
  /** vkCmdSetLineRasterizationModeEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetLineRasterizationModeEXT(commandBuffer: H.VkCommandBuffer, lineRasterizationMode: E.VkLineRasterizationMode): void {
    const fn = this.f[206] ?? this.resolve(206);
    fn(hArg(commandBuffer, "vkCmdSetLineRasterizationModeEXT.commandBuffer", true), i32(lineRasterizationMode, "vkCmdSetLineRasterizationModeEXT.lineRasterizationMode"));
  }
  /** vkCmdSetLineStipple (VK_VERSION_1_4) */
  cmdSetLineStipple(commandBuffer: H.VkCommandBuffer, lineStippleFactor: number, lineStipplePattern: number): void {
    const fn = this.f[207] ?? this.resolve(207);
    fn(hArg(commandBuffer, "vkCmdSetLineStipple.commandBuffer", true), u32(lineStippleFactor, "vkCmdSetLineStipple.lineStippleFactor"), u32(lineStipplePattern, "vkCmdSetLineStipple.lineStipplePattern"));
  }
  /** vkCmdSetLineStippleEnableEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetLineStippleEnableEXT(commandBuffer: H.VkCommandBuffer, stippledLineEnable: boolean): void {
    const fn = this.f[208] ?? this.resolve(208);
    fn(hArg(commandBuffer, "vkCmdSetLineStippleEnableEXT.commandBuffer", true), bool(stippledLineEnable, "vkCmdSetLineStippleEnableEXT.stippledLineEnable"));
  }
  /** vkCmdSetLineStippleEXT (VK_EXT_line_rasterization) */
  cmdSetLineStippleEXT(commandBuffer: H.VkCommandBuffer, lineStippleFactor: number, lineStipplePattern: number): void {
    const fn = this.f[209] ?? this.resolve(209);
    fn(hArg(commandBuffer, "vkCmdSetLineStippleEXT.commandBuffer", true), u32(lineStippleFactor, "vkCmdSetLineStippleEXT.lineStippleFactor"), u32(lineStipplePattern, "vkCmdSetLineStippleEXT.lineStipplePattern"));
  }
  /** vkCmdSetLineStippleKHR (VK_KHR_line_rasterization) */
  cmdSetLineStippleKHR(commandBuffer: H.VkCommandBuffer, lineStippleFactor: number, lineStipplePattern: number): void {
    const fn = this.f[210] ?? this.resolve(210);
    fn(hArg(commandBuffer, "vkCmdSetLineStippleKHR.commandBuffer", true), u32(lineStippleFactor, "vkCmdSetLineStippleKHR.lineStippleFactor"), u32(lineStipplePattern, "vkCmdSetLineStippleKHR.lineStipplePattern"));
  }
  /** vkCmdSetLineWidth (VK_VERSION_1_0) */
  cmdSetLineWidth(commandBuffer: H.VkCommandBuffer, lineWidth: number): void {
    const fn = this.f[211] ?? this.resolve(211);
    fn(hArg(commandBuffer, "vkCmdSetLineWidth.commandBuffer", true), f(lineWidth, "vkCmdSetLineWidth.lineWidth"));
  }
  /** vkCmdSetLogicOpEnableEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetLogicOpEnableEXT(commandBuffer: H.VkCommandBuffer, logicOpEnable: boolean): void {
    const fn = this.f[212] ?? this.resolve(212);
    fn(hArg(commandBuffer, "vkCmdSetLogicOpEnableEXT.commandBuffer", true), bool(logicOpEnable, "vkCmdSetLogicOpEnableEXT.logicOpEnable"));
  }
  /** vkCmdSetLogicOpEXT (VK_EXT_extended_dynamic_state2, VK_EXT_shader_object) */
  cmdSetLogicOpEXT(commandBuffer: H.VkCommandBuffer, logicOp: E.VkLogicOp): void {
    const fn = this.f[213] ?? this.resolve(213);
    fn(hArg(commandBuffer, "vkCmdSetLogicOpEXT.commandBuffer", true), i32(logicOp, "vkCmdSetLogicOpEXT.logicOp"));
  }
  /** vkCmdSetPatchControlPointsEXT (VK_EXT_extended_dynamic_state2, VK_EXT_shader_object) */
  cmdSetPatchControlPointsEXT(commandBuffer: H.VkCommandBuffer, patchControlPoints: number): void {
    const fn = this.f[214] ?? this.resolve(214);
    fn(hArg(commandBuffer, "vkCmdSetPatchControlPointsEXT.commandBuffer", true), u32(patchControlPoints, "vkCmdSetPatchControlPointsEXT.patchControlPoints"));
  }
  /** vkCmdSetPolygonModeEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetPolygonModeEXT(commandBuffer: H.VkCommandBuffer, polygonMode: E.VkPolygonMode): void {
    const fn = this.f[215] ?? this.resolve(215);
    fn(hArg(commandBuffer, "vkCmdSetPolygonModeEXT.commandBuffer", true), i32(polygonMode, "vkCmdSetPolygonModeEXT.polygonMode"));
  }
  /** vkCmdSetPrimitiveRestartEnable (VK_VERSION_1_3) */
  cmdSetPrimitiveRestartEnable(commandBuffer: H.VkCommandBuffer, primitiveRestartEnable: boolean): void {
    const fn = this.f[216] ?? this.resolve(216);
    fn(hArg(commandBuffer, "vkCmdSetPrimitiveRestartEnable.commandBuffer", true), bool(primitiveRestartEnable, "vkCmdSetPrimitiveRestartEnable.primitiveRestartEnable"));
  }
  /** vkCmdSetPrimitiveRestartEnableEXT (VK_EXT_extended_dynamic_state2, VK_EXT_shader_object) */
  cmdSetPrimitiveRestartEnableEXT(commandBuffer: H.VkCommandBuffer, primitiveRestartEnable: boolean): void {
    const fn = this.f[217] ?? this.resolve(217);
    fn(hArg(commandBuffer, "vkCmdSetPrimitiveRestartEnableEXT.commandBuffer", true), bool(primitiveRestartEnable, "vkCmdSetPrimitiveRestartEnableEXT.primitiveRestartEnable"));
  }
  /** vkCmdSetPrimitiveTopology (VK_VERSION_1_3) */
  cmdSetPrimitiveTopology(commandBuffer: H.VkCommandBuffer, primitiveTopology: E.VkPrimitiveTopology): void {
    const fn = this.f[218] ?? this.resolve(218);
    fn(hArg(commandBuffer, "vkCmdSetPrimitiveTopology.commandBuffer", true), i32(primitiveTopology, "vkCmdSetPrimitiveTopology.primitiveTopology"));
  }
  /** vkCmdSetPrimitiveTopologyEXT (VK_EXT_extended_dynamic_state, VK_EXT_shader_object) */
  cmdSetPrimitiveTopologyEXT(commandBuffer: H.VkCommandBuffer, primitiveTopology: E.VkPrimitiveTopology): void {
    const fn = this.f[219] ?? this.resolve(219);
    fn(hArg(commandBuffer, "vkCmdSetPrimitiveTopologyEXT.commandBuffer", true), i32(primitiveTopology, "vkCmdSetPrimitiveTopologyEXT.primitiveTopology"));
  }
  /** vkCmdSetProvokingVertexModeEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetProvokingVertexModeEXT(commandBuffer: H.VkCommandBuffer, provokingVertexMode: E.VkProvokingVertexModeEXT): void {
    const fn = this.f[220] ?? this.resolve(220);
    fn(hArg(commandBuffer, "vkCmdSetProvokingVertexModeEXT.commandBuffer", true), i32(provokingVertexMode, "vkCmdSetProvokingVertexModeEXT.provokingVertexMode"));
  }
  /** vkCmdSetRasterizationSamplesEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetRasterizationSamplesEXT(commandBuffer: H.VkCommandBuffer, rasterizationSamples: E.VkSampleCountFlagBits): void {
    const fn = this.f[221] ?? this.resolve(221);
    fn(hArg(commandBuffer, "vkCmdSetRasterizationSamplesEXT.commandBuffer", true), u32(rasterizationSamples, "vkCmdSetRasterizationSamplesEXT.rasterizationSamples"));
  }
  /** vkCmdSetRasterizationStreamEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetRasterizationStreamEXT(commandBuffer: H.VkCommandBuffer, rasterizationStream: number): void {
    const fn = this.f[222] ?? this.resolve(222);
    fn(hArg(commandBuffer, "vkCmdSetRasterizationStreamEXT.commandBuffer", true), u32(rasterizationStream, "vkCmdSetRasterizationStreamEXT.rasterizationStream"));
  }
  /** vkCmdSetRasterizerDiscardEnable (VK_VERSION_1_3) */
  cmdSetRasterizerDiscardEnable(commandBuffer: H.VkCommandBuffer, rasterizerDiscardEnable: boolean): void {
    const fn = this.f[223] ?? this.resolve(223);
    fn(hArg(commandBuffer, "vkCmdSetRasterizerDiscardEnable.commandBuffer", true), bool(rasterizerDiscardEnable, "vkCmdSetRasterizerDiscardEnable.rasterizerDiscardEnable"));
  }
  /** vkCmdSetRasterizerDiscardEnableEXT (VK_EXT_extended_dynamic_state2, VK_EXT_shader_object) */
  cmdSetRasterizerDiscardEnableEXT(commandBuffer: H.VkCommandBuffer, rasterizerDiscardEnable: boolean): void {
    const fn = this.f[224] ?? this.resolve(224);
    fn(hArg(commandBuffer, "vkCmdSetRasterizerDiscardEnableEXT.commandBuffer", true), bool(rasterizerDiscardEnable, "vkCmdSetRasterizerDiscardEnableEXT.rasterizerDiscardEnable"));
  }
  /** vkCmdSetRayTracingPipelineStackSizeKHR (VK_KHR_ray_tracing_pipeline) */
  cmdSetRayTracingPipelineStackSizeKHR(commandBuffer: H.VkCommandBuffer, pipelineStackSize: number): void {
    const fn = this.f[225] ?? this.resolve(225);
    fn(hArg(commandBuffer, "vkCmdSetRayTracingPipelineStackSizeKHR.commandBuffer", true), u32(pipelineStackSize, "vkCmdSetRayTracingPipelineStackSizeKHR.pipelineStackSize"));
  }
  /** vkCmdSetRenderingAttachmentLocations (VK_VERSION_1_4) */
  cmdSetRenderingAttachmentLocations(commandBuffer: H.VkCommandBuffer, pLocationInfo: S.VkRenderingAttachmentLocationInfo): void {
    const fn = this.f[226] ?? this.resolve(226);
    const a = arena; a.reset();
    let p_pLocationInfo = 0;
    if (pLocationInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkRenderingAttachmentLocationInfo(a, c, o, pLocationInfo); p_pLocationInfo = c.base + o; } else throw new VkValueError("vkCmdSetRenderingAttachmentLocations.pLocationInfo", pLocationInfo, 'a VkRenderingAttachmentLocationInfo');
    fn(hArg(commandBuffer, "vkCmdSetRenderingAttachmentLocations.commandBuffer", true), p_pLocationInfo);
  }
  /** vkCmdSetRenderingAttachmentLocationsKHR (VK_KHR_dynamic_rendering_local_read) */
  cmdSetRenderingAttachmentLocationsKHR(commandBuffer: H.VkCommandBuffer, pLocationInfo: S.VkRenderingAttachmentLocationInfo): void {
    const fn = this.f[227] ?? this.resolve(227);
    const a = arena; a.reset();
    let p_pLocationInfo = 0;
    if (pLocationInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkRenderingAttachmentLocationInfo(a, c, o, pLocationInfo); p_pLocationInfo = c.base + o; } else throw new VkValueError("vkCmdSetRenderingAttachmentLocationsKHR.pLocationInfo", pLocationInfo, 'a VkRenderingAttachmentLocationInfo');
    fn(hArg(commandBuffer, "vkCmdSetRenderingAttachmentLocationsKHR.commandBuffer", true), p_pLocationInfo);
  }
  /** vkCmdSetRenderingInputAttachmentIndices (VK_VERSION_1_4) */
  cmdSetRenderingInputAttachmentIndices(commandBuffer: H.VkCommandBuffer, pInputAttachmentIndexInfo: S.VkRenderingInputAttachmentIndexInfo): void {
    const fn = this.f[228] ?? this.resolve(228);
    const a = arena; a.reset();
    let p_pInputAttachmentIndexInfo = 0;
    if (pInputAttachmentIndexInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkRenderingInputAttachmentIndexInfo(a, c, o, pInputAttachmentIndexInfo); p_pInputAttachmentIndexInfo = c.base + o; } else throw new VkValueError("vkCmdSetRenderingInputAttachmentIndices.pInputAttachmentIndexInfo", pInputAttachmentIndexInfo, 'a VkRenderingInputAttachmentIndexInfo');
    fn(hArg(commandBuffer, "vkCmdSetRenderingInputAttachmentIndices.commandBuffer", true), p_pInputAttachmentIndexInfo);
  }
  /** vkCmdSetRenderingInputAttachmentIndicesKHR (VK_KHR_dynamic_rendering_local_read) */
  cmdSetRenderingInputAttachmentIndicesKHR(commandBuffer: H.VkCommandBuffer, pInputAttachmentIndexInfo: S.VkRenderingInputAttachmentIndexInfo): void {
    const fn = this.f[229] ?? this.resolve(229);
    const a = arena; a.reset();
    let p_pInputAttachmentIndexInfo = 0;
    if (pInputAttachmentIndexInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkRenderingInputAttachmentIndexInfo(a, c, o, pInputAttachmentIndexInfo); p_pInputAttachmentIndexInfo = c.base + o; } else throw new VkValueError("vkCmdSetRenderingInputAttachmentIndicesKHR.pInputAttachmentIndexInfo", pInputAttachmentIndexInfo, 'a VkRenderingInputAttachmentIndexInfo');
    fn(hArg(commandBuffer, "vkCmdSetRenderingInputAttachmentIndicesKHR.commandBuffer", true), p_pInputAttachmentIndexInfo);
  }
  /** vkCmdSetRepresentativeFragmentTestEnableNV (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetRepresentativeFragmentTestEnableNV(commandBuffer: H.VkCommandBuffer, representativeFragmentTestEnable: boolean): void {
    const fn = this.f[230] ?? this.resolve(230);
    fn(hArg(commandBuffer, "vkCmdSetRepresentativeFragmentTestEnableNV.commandBuffer", true), bool(representativeFragmentTestEnable, "vkCmdSetRepresentativeFragmentTestEnableNV.representativeFragmentTestEnable"));
  }
  /** vkCmdSetSampleLocationsEnableEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetSampleLocationsEnableEXT(commandBuffer: H.VkCommandBuffer, sampleLocationsEnable: boolean): void {
    const fn = this.f[231] ?? this.resolve(231);
    fn(hArg(commandBuffer, "vkCmdSetSampleLocationsEnableEXT.commandBuffer", true), bool(sampleLocationsEnable, "vkCmdSetSampleLocationsEnableEXT.sampleLocationsEnable"));
  }
  /** vkCmdSetSampleLocationsEXT (VK_EXT_sample_locations) */
  cmdSetSampleLocationsEXT(commandBuffer: H.VkCommandBuffer, pSampleLocationsInfo: S.VkSampleLocationsInfoEXT): void {
    const fn = this.f[232] ?? this.resolve(232);
    const a = arena; a.reset();
    let p_pSampleLocationsInfo = 0;
    if (pSampleLocationsInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkSampleLocationsInfoEXT(a, c, o, pSampleLocationsInfo); p_pSampleLocationsInfo = c.base + o; } else throw new VkValueError("vkCmdSetSampleLocationsEXT.pSampleLocationsInfo", pSampleLocationsInfo, 'a VkSampleLocationsInfoEXT');
    fn(hArg(commandBuffer, "vkCmdSetSampleLocationsEXT.commandBuffer", true), p_pSampleLocationsInfo);
  }
  /** vkCmdSetSampleMaskEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetSampleMaskEXT(commandBuffer: H.VkCommandBuffer, samples: E.VkSampleCountFlagBits, pSampleMask: ArrayLike<number>): void {
    const fn = this.f[233] ?? this.resolve(233);
    const a = arena; a.reset();
    let p_pSampleMask = 0;
    if (pSampleMask != null) { const x = arr(pSampleMask, "vkCmdSetSampleMaskEXT.pSampleMask"); const o = a.alloc(x.length * 4 || 4, 4); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setUint32(o + i * 4, u32(x[i], "vkCmdSetSampleMaskEXT.pSampleMask"), true); p_pSampleMask = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetSampleMaskEXT.commandBuffer", true), u32(samples, "vkCmdSetSampleMaskEXT.samples"), p_pSampleMask);
  }
  /** vkCmdSetScissor (VK_VERSION_1_0) */
  cmdSetScissor(commandBuffer: H.VkCommandBuffer, firstScissor: number, pScissors: readonly S.VkRect2D[]): void {
    const fn = this.f[234] ?? this.resolve(234);
    const a = arena; a.reset();
    const n_scissorCount = (pScissors == null ? 0 : pScissors.length);
    let p_pScissors = 0;
    if (pScissors != null) { const x = arr(pScissors, "vkCmdSetScissor.pScissors"); const o = a.alloc(x.length * 16, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkRect2D(a, c, o + i * 16, x[i]); p_pScissors = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetScissor.commandBuffer", true), u32(firstScissor, "vkCmdSetScissor.firstScissor"), n_scissorCount, p_pScissors);
  }
  /** vkCmdSetScissorWithCount (VK_VERSION_1_3) */
  cmdSetScissorWithCount(commandBuffer: H.VkCommandBuffer, pScissors: readonly S.VkRect2D[]): void {
    const fn = this.f[235] ?? this.resolve(235);
    const a = arena; a.reset();
    const n_scissorCount = (pScissors == null ? 0 : pScissors.length);
    let p_pScissors = 0;
    if (pScissors != null) { const x = arr(pScissors, "vkCmdSetScissorWithCount.pScissors"); const o = a.alloc(x.length * 16, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkRect2D(a, c, o + i * 16, x[i]); p_pScissors = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetScissorWithCount.commandBuffer", true), n_scissorCount, p_pScissors);
  }
  /** vkCmdSetScissorWithCountEXT (VK_EXT_extended_dynamic_state, VK_EXT_shader_object) */
  cmdSetScissorWithCountEXT(commandBuffer: H.VkCommandBuffer, pScissors: readonly S.VkRect2D[]): void {
    const fn = this.f[236] ?? this.resolve(236);
    const a = arena; a.reset();
    const n_scissorCount = (pScissors == null ? 0 : pScissors.length);
    let p_pScissors = 0;
    if (pScissors != null) { const x = arr(pScissors, "vkCmdSetScissorWithCountEXT.pScissors"); const o = a.alloc(x.length * 16, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkRect2D(a, c, o + i * 16, x[i]); p_pScissors = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetScissorWithCountEXT.commandBuffer", true), n_scissorCount, p_pScissors);
  }
  /** vkCmdSetShadingRateImageEnableNV (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetShadingRateImageEnableNV(commandBuffer: H.VkCommandBuffer, shadingRateImageEnable: boolean): void {
    const fn = this.f[237] ?? this.resolve(237);
    fn(hArg(commandBuffer, "vkCmdSetShadingRateImageEnableNV.commandBuffer", true), bool(shadingRateImageEnable, "vkCmdSetShadingRateImageEnableNV.shadingRateImageEnable"));
  }
  /** vkCmdSetStencilCompareMask (VK_VERSION_1_0) */
  cmdSetStencilCompareMask(commandBuffer: H.VkCommandBuffer, faceMask: E.VkStencilFaceFlags, compareMask: number): void {
    const fn = this.f[238] ?? this.resolve(238);
    fn(hArg(commandBuffer, "vkCmdSetStencilCompareMask.commandBuffer", true), u32(faceMask, "vkCmdSetStencilCompareMask.faceMask"), u32(compareMask, "vkCmdSetStencilCompareMask.compareMask"));
  }
  /** vkCmdSetStencilOp (VK_VERSION_1_3) */
  cmdSetStencilOp(commandBuffer: H.VkCommandBuffer, faceMask: E.VkStencilFaceFlags, failOp: E.VkStencilOp, passOp: E.VkStencilOp, depthFailOp: E.VkStencilOp, compareOp: E.VkCompareOp): void {
    const fn = this.f[239] ?? this.resolve(239);
    fn(hArg(commandBuffer, "vkCmdSetStencilOp.commandBuffer", true), u32(faceMask, "vkCmdSetStencilOp.faceMask"), i32(failOp, "vkCmdSetStencilOp.failOp"), i32(passOp, "vkCmdSetStencilOp.passOp"), i32(depthFailOp, "vkCmdSetStencilOp.depthFailOp"), i32(compareOp, "vkCmdSetStencilOp.compareOp"));
  }
  /** vkCmdSetStencilOpEXT (VK_EXT_extended_dynamic_state, VK_EXT_shader_object) */
  cmdSetStencilOpEXT(commandBuffer: H.VkCommandBuffer, faceMask: E.VkStencilFaceFlags, failOp: E.VkStencilOp, passOp: E.VkStencilOp, depthFailOp: E.VkStencilOp, compareOp: E.VkCompareOp): void {
    const fn = this.f[240] ?? this.resolve(240);
    fn(hArg(commandBuffer, "vkCmdSetStencilOpEXT.commandBuffer", true), u32(faceMask, "vkCmdSetStencilOpEXT.faceMask"), i32(failOp, "vkCmdSetStencilOpEXT.failOp"), i32(passOp, "vkCmdSetStencilOpEXT.passOp"), i32(depthFailOp, "vkCmdSetStencilOpEXT.depthFailOp"), i32(compareOp, "vkCmdSetStencilOpEXT.compareOp"));
  }
  /** vkCmdSetStencilReference (VK_VERSION_1_0) */
  cmdSetStencilReference(commandBuffer: H.VkCommandBuffer, faceMask: E.VkStencilFaceFlags, reference: number): void {
    const fn = this.f[241] ?? this.resolve(241);
    fn(hArg(commandBuffer, "vkCmdSetStencilReference.commandBuffer", true), u32(faceMask, "vkCmdSetStencilReference.faceMask"), u32(reference, "vkCmdSetStencilReference.reference"));
  }
  /** vkCmdSetStencilTestEnable (VK_VERSION_1_3) */
  cmdSetStencilTestEnable(commandBuffer: H.VkCommandBuffer, stencilTestEnable: boolean): void {
    const fn = this.f[242] ?? this.resolve(242);
    fn(hArg(commandBuffer, "vkCmdSetStencilTestEnable.commandBuffer", true), bool(stencilTestEnable, "vkCmdSetStencilTestEnable.stencilTestEnable"));
  }
  /** vkCmdSetStencilTestEnableEXT (VK_EXT_extended_dynamic_state, VK_EXT_shader_object) */
  cmdSetStencilTestEnableEXT(commandBuffer: H.VkCommandBuffer, stencilTestEnable: boolean): void {
    const fn = this.f[243] ?? this.resolve(243);
    fn(hArg(commandBuffer, "vkCmdSetStencilTestEnableEXT.commandBuffer", true), bool(stencilTestEnable, "vkCmdSetStencilTestEnableEXT.stencilTestEnable"));
  }
  /** vkCmdSetStencilWriteMask (VK_VERSION_1_0) */
  cmdSetStencilWriteMask(commandBuffer: H.VkCommandBuffer, faceMask: E.VkStencilFaceFlags, writeMask: number): void {
    const fn = this.f[244] ?? this.resolve(244);
    fn(hArg(commandBuffer, "vkCmdSetStencilWriteMask.commandBuffer", true), u32(faceMask, "vkCmdSetStencilWriteMask.faceMask"), u32(writeMask, "vkCmdSetStencilWriteMask.writeMask"));
  }
  /** vkCmdSetTessellationDomainOriginEXT (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetTessellationDomainOriginEXT(commandBuffer: H.VkCommandBuffer, domainOrigin: E.VkTessellationDomainOrigin): void {
    const fn = this.f[245] ?? this.resolve(245);
    fn(hArg(commandBuffer, "vkCmdSetTessellationDomainOriginEXT.commandBuffer", true), i32(domainOrigin, "vkCmdSetTessellationDomainOriginEXT.domainOrigin"));
  }
  /** vkCmdSetVertexInputEXT (VK_EXT_vertex_input_dynamic_state, VK_EXT_shader_object) */
  cmdSetVertexInputEXT(commandBuffer: H.VkCommandBuffer, pVertexBindingDescriptions?: readonly S.VkVertexInputBindingDescription2EXT[] | null, pVertexAttributeDescriptions?: readonly S.VkVertexInputAttributeDescription2EXT[] | null): void {
    const fn = this.f[246] ?? this.resolve(246);
    const a = arena; a.reset();
    const n_vertexBindingDescriptionCount = (pVertexBindingDescriptions == null ? 0 : pVertexBindingDescriptions.length);
    let p_pVertexBindingDescriptions = 0;
    if (pVertexBindingDescriptions != null) { const x = arr(pVertexBindingDescriptions, "vkCmdSetVertexInputEXT.pVertexBindingDescriptions"); const o = a.alloc(x.length * 32, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkVertexInputBindingDescription2EXT(a, c, o + i * 32, x[i]); p_pVertexBindingDescriptions = c.base + o; }
    const n_vertexAttributeDescriptionCount = (pVertexAttributeDescriptions == null ? 0 : pVertexAttributeDescriptions.length);
    let p_pVertexAttributeDescriptions = 0;
    if (pVertexAttributeDescriptions != null) { const x = arr(pVertexAttributeDescriptions, "vkCmdSetVertexInputEXT.pVertexAttributeDescriptions"); const o = a.alloc(x.length * 32, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkVertexInputAttributeDescription2EXT(a, c, o + i * 32, x[i]); p_pVertexAttributeDescriptions = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetVertexInputEXT.commandBuffer", true), n_vertexBindingDescriptionCount, p_pVertexBindingDescriptions, n_vertexAttributeDescriptionCount, p_pVertexAttributeDescriptions);
  }
  /** vkCmdSetViewport (VK_VERSION_1_0) */
  cmdSetViewport(commandBuffer: H.VkCommandBuffer, firstViewport: number, pViewports: readonly S.VkViewport[]): void {
    const fn = this.f[247] ?? this.resolve(247);
    const a = arena; a.reset();
    const n_viewportCount = (pViewports == null ? 0 : pViewports.length);
    let p_pViewports = 0;
    if (pViewports != null) { const x = arr(pViewports, "vkCmdSetViewport.pViewports"); const o = a.alloc(x.length * 24, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkViewport(a, c, o + i * 24, x[i]); p_pViewports = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetViewport.commandBuffer", true), u32(firstViewport, "vkCmdSetViewport.firstViewport"), n_viewportCount, p_pViewports);
  }
  /** vkCmdSetViewportShadingRatePaletteNV (VK_NV_shading_rate_image) */
  cmdSetViewportShadingRatePaletteNV(commandBuffer: H.VkCommandBuffer, firstViewport: number, pShadingRatePalettes: readonly S.VkShadingRatePaletteNV[]): void {
    const fn = this.f[248] ?? this.resolve(248);
    const a = arena; a.reset();
    const n_viewportCount = (pShadingRatePalettes == null ? 0 : pShadingRatePalettes.length);
    let p_pShadingRatePalettes = 0;
    if (pShadingRatePalettes != null) { const x = arr(pShadingRatePalettes, "vkCmdSetViewportShadingRatePaletteNV.pShadingRatePalettes"); const o = a.alloc(x.length * 16, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkShadingRatePaletteNV(a, c, o + i * 16, x[i]); p_pShadingRatePalettes = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetViewportShadingRatePaletteNV.commandBuffer", true), u32(firstViewport, "vkCmdSetViewportShadingRatePaletteNV.firstViewport"), n_viewportCount, p_pShadingRatePalettes);
  }
  /** vkCmdSetViewportSwizzleNV (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetViewportSwizzleNV(commandBuffer: H.VkCommandBuffer, firstViewport: number, pViewportSwizzles: readonly S.VkViewportSwizzleNV[]): void {
    const fn = this.f[249] ?? this.resolve(249);
    const a = arena; a.reset();
    const n_viewportCount = (pViewportSwizzles == null ? 0 : pViewportSwizzles.length);
    let p_pViewportSwizzles = 0;
    if (pViewportSwizzles != null) { const x = arr(pViewportSwizzles, "vkCmdSetViewportSwizzleNV.pViewportSwizzles"); const o = a.alloc(x.length * 16, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkViewportSwizzleNV(a, c, o + i * 16, x[i]); p_pViewportSwizzles = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetViewportSwizzleNV.commandBuffer", true), u32(firstViewport, "vkCmdSetViewportSwizzleNV.firstViewport"), n_viewportCount, p_pViewportSwizzles);
  }
  /** vkCmdSetViewportWithCount (VK_VERSION_1_3) */
  cmdSetViewportWithCount(commandBuffer: H.VkCommandBuffer, pViewports: readonly S.VkViewport[]): void {
    const fn = this.f[250] ?? this.resolve(250);
    const a = arena; a.reset();
    const n_viewportCount = (pViewports == null ? 0 : pViewports.length);
    let p_pViewports = 0;
    if (pViewports != null) { const x = arr(pViewports, "vkCmdSetViewportWithCount.pViewports"); const o = a.alloc(x.length * 24, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkViewport(a, c, o + i * 24, x[i]); p_pViewports = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetViewportWithCount.commandBuffer", true), n_viewportCount, p_pViewports);
  }
  /** vkCmdSetViewportWithCountEXT (VK_EXT_extended_dynamic_state, VK_EXT_shader_object) */
  cmdSetViewportWithCountEXT(commandBuffer: H.VkCommandBuffer, pViewports: readonly S.VkViewport[]): void {
    const fn = this.f[251] ?? this.resolve(251);
    const a = arena; a.reset();
    const n_viewportCount = (pViewports == null ? 0 : pViewports.length);
    let p_pViewports = 0;
    if (pViewports != null) { const x = arr(pViewports, "vkCmdSetViewportWithCountEXT.pViewports"); const o = a.alloc(x.length * 24, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkViewport(a, c, o + i * 24, x[i]); p_pViewports = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetViewportWithCountEXT.commandBuffer", true), n_viewportCount, p_pViewports);
  }
  /** vkCmdSetViewportWScalingEnableNV (VK_EXT_extended_dynamic_state3, VK_EXT_shader_object) */
  cmdSetViewportWScalingEnableNV(commandBuffer: H.VkCommandBuffer, viewportWScalingEnable: boolean): void {
    const fn = this.f[252] ?? this.resolve(252);
    fn(hArg(commandBuffer, "vkCmdSetViewportWScalingEnableNV.commandBuffer", true), bool(viewportWScalingEnable, "vkCmdSetViewportWScalingEnableNV.viewportWScalingEnable"));
  }
  /** vkCmdSetViewportWScalingNV (VK_NV_clip_space_w_scaling) */
  cmdSetViewportWScalingNV(commandBuffer: H.VkCommandBuffer, firstViewport: number, pViewportWScalings: readonly S.VkViewportWScalingNV[]): void {
    const fn = this.f[253] ?? this.resolve(253);
    const a = arena; a.reset();
    const n_viewportCount = (pViewportWScalings == null ? 0 : pViewportWScalings.length);
    let p_pViewportWScalings = 0;
    if (pViewportWScalings != null) { const x = arr(pViewportWScalings, "vkCmdSetViewportWScalingNV.pViewportWScalings"); const o = a.alloc(x.length * 8, 4); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkViewportWScalingNV(a, c, o + i * 8, x[i]); p_pViewportWScalings = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdSetViewportWScalingNV.commandBuffer", true), u32(firstViewport, "vkCmdSetViewportWScalingNV.firstViewport"), n_viewportCount, p_pViewportWScalings);
  }
  /** vkCmdTraceRaysIndirect2KHR (VK_KHR_ray_tracing_maintenance1) */
  cmdTraceRaysIndirect2KHR(commandBuffer: H.VkCommandBuffer, indirectDeviceAddress: number | bigint): void {
    const fn = this.f[254] ?? this.resolve(254);
    fn(hArg(commandBuffer, "vkCmdTraceRaysIndirect2KHR.commandBuffer", true), u64Arg(indirectDeviceAddress, "vkCmdTraceRaysIndirect2KHR.indirectDeviceAddress"));
  }
  /** vkCmdTraceRaysIndirectKHR (VK_KHR_ray_tracing_pipeline) */
  cmdTraceRaysIndirectKHR(commandBuffer: H.VkCommandBuffer, pRaygenShaderBindingTable: S.VkStridedDeviceAddressRegionKHR, pMissShaderBindingTable: S.VkStridedDeviceAddressRegionKHR, pHitShaderBindingTable: S.VkStridedDeviceAddressRegionKHR, pCallableShaderBindingTable: S.VkStridedDeviceAddressRegionKHR, indirectDeviceAddress: number | bigint): void {
    const fn = this.f[255] ?? this.resolve(255);
    const a = arena; a.reset();
    let p_pRaygenShaderBindingTable = 0;
    if (pRaygenShaderBindingTable != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkStridedDeviceAddressRegionKHR(a, c, o, pRaygenShaderBindingTable); p_pRaygenShaderBindingTable = c.base + o; } else throw new VkValueError("vkCmdTraceRaysIndirectKHR.pRaygenShaderBindingTable", pRaygenShaderBindingTable, 'a VkStridedDeviceAddressRegionKHR');
    let p_pMissShaderBindingTable = 0;
    if (pMissShaderBindingTable != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkStridedDeviceAddressRegionKHR(a, c, o, pMissShaderBindingTable); p_pMissShaderBindingTable = c.base + o; } else throw new VkValueError("vkCmdTraceRaysIndirectKHR.pMissShaderBindingTable", pMissShaderBindingTable, 'a VkStridedDeviceAddressRegionKHR');
    let p_pHitShaderBindingTable = 0;
    if (pHitShaderBindingTable != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkStridedDeviceAddressRegionKHR(a, c, o, pHitShaderBindingTable); p_pHitShaderBindingTable = c.base + o; } else throw new VkValueError("vkCmdTraceRaysIndirectKHR.pHitShaderBindingTable", pHitShaderBindingTable, 'a VkStridedDeviceAddressRegionKHR');
    let p_pCallableShaderBindingTable = 0;
    if (pCallableShaderBindingTable != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkStridedDeviceAddressRegionKHR(a, c, o, pCallableShaderBindingTable); p_pCallableShaderBindingTable = c.base + o; } else throw new VkValueError("vkCmdTraceRaysIndirectKHR.pCallableShaderBindingTable", pCallableShaderBindingTable, 'a VkStridedDeviceAddressRegionKHR');
    fn(hArg(commandBuffer, "vkCmdTraceRaysIndirectKHR.commandBuffer", true), p_pRaygenShaderBindingTable, p_pMissShaderBindingTable, p_pHitShaderBindingTable, p_pCallableShaderBindingTable, u64Arg(indirectDeviceAddress, "vkCmdTraceRaysIndirectKHR.indirectDeviceAddress"));
  }
  /** vkCmdTraceRaysKHR (VK_KHR_ray_tracing_pipeline) */
  cmdTraceRaysKHR(commandBuffer: H.VkCommandBuffer, pRaygenShaderBindingTable: S.VkStridedDeviceAddressRegionKHR, pMissShaderBindingTable: S.VkStridedDeviceAddressRegionKHR, pHitShaderBindingTable: S.VkStridedDeviceAddressRegionKHR, pCallableShaderBindingTable: S.VkStridedDeviceAddressRegionKHR, width: number, height: number, depth: number): void {
    const fn = this.f[256] ?? this.resolve(256);
    const a = arena; a.reset();
    let p_pRaygenShaderBindingTable = 0;
    if (pRaygenShaderBindingTable != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkStridedDeviceAddressRegionKHR(a, c, o, pRaygenShaderBindingTable); p_pRaygenShaderBindingTable = c.base + o; } else throw new VkValueError("vkCmdTraceRaysKHR.pRaygenShaderBindingTable", pRaygenShaderBindingTable, 'a VkStridedDeviceAddressRegionKHR');
    let p_pMissShaderBindingTable = 0;
    if (pMissShaderBindingTable != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkStridedDeviceAddressRegionKHR(a, c, o, pMissShaderBindingTable); p_pMissShaderBindingTable = c.base + o; } else throw new VkValueError("vkCmdTraceRaysKHR.pMissShaderBindingTable", pMissShaderBindingTable, 'a VkStridedDeviceAddressRegionKHR');
    let p_pHitShaderBindingTable = 0;
    if (pHitShaderBindingTable != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkStridedDeviceAddressRegionKHR(a, c, o, pHitShaderBindingTable); p_pHitShaderBindingTable = c.base + o; } else throw new VkValueError("vkCmdTraceRaysKHR.pHitShaderBindingTable", pHitShaderBindingTable, 'a VkStridedDeviceAddressRegionKHR');
    let p_pCallableShaderBindingTable = 0;
    if (pCallableShaderBindingTable != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkStridedDeviceAddressRegionKHR(a, c, o, pCallableShaderBindingTable); p_pCallableShaderBindingTable = c.base + o; } else throw new VkValueError("vkCmdTraceRaysKHR.pCallableShaderBindingTable", pCallableShaderBindingTable, 'a VkStridedDeviceAddressRegionKHR');
    fn(hArg(commandBuffer, "vkCmdTraceRaysKHR.commandBuffer", true), p_pRaygenShaderBindingTable, p_pMissShaderBindingTable, p_pHitShaderBindingTable, p_pCallableShaderBindingTable, u32(width, "vkCmdTraceRaysKHR.width"), u32(height, "vkCmdTraceRaysKHR.height"), u32(depth, "vkCmdTraceRaysKHR.depth"));
  }
  /** vkCmdTraceRaysNV (VK_NV_ray_tracing) */
  cmdTraceRaysNV(commandBuffer: H.VkCommandBuffer, raygenShaderBindingTableBuffer: H.VkBuffer, raygenShaderBindingOffset: number | bigint, missShaderBindingTableBuffer: H.VkBuffer | null | undefined, missShaderBindingOffset: number | bigint, missShaderBindingStride: number | bigint, hitShaderBindingTableBuffer: H.VkBuffer | null | undefined, hitShaderBindingOffset: number | bigint, hitShaderBindingStride: number | bigint, callableShaderBindingTableBuffer: H.VkBuffer | null | undefined, callableShaderBindingOffset: number | bigint, callableShaderBindingStride: number | bigint, width: number, height: number, depth: number): void {
    const fn = this.f[257] ?? this.resolve(257);
    fn(hArg(commandBuffer, "vkCmdTraceRaysNV.commandBuffer", true), hArg(raygenShaderBindingTableBuffer, "vkCmdTraceRaysNV.raygenShaderBindingTableBuffer", true), u64Arg(raygenShaderBindingOffset, "vkCmdTraceRaysNV.raygenShaderBindingOffset"), hArg(missShaderBindingTableBuffer, "vkCmdTraceRaysNV.missShaderBindingTableBuffer", false), u64Arg(missShaderBindingOffset, "vkCmdTraceRaysNV.missShaderBindingOffset"), u64Arg(missShaderBindingStride, "vkCmdTraceRaysNV.missShaderBindingStride"), hArg(hitShaderBindingTableBuffer, "vkCmdTraceRaysNV.hitShaderBindingTableBuffer", false), u64Arg(hitShaderBindingOffset, "vkCmdTraceRaysNV.hitShaderBindingOffset"), u64Arg(hitShaderBindingStride, "vkCmdTraceRaysNV.hitShaderBindingStride"), hArg(callableShaderBindingTableBuffer, "vkCmdTraceRaysNV.callableShaderBindingTableBuffer", false), u64Arg(callableShaderBindingOffset, "vkCmdTraceRaysNV.callableShaderBindingOffset"), u64Arg(callableShaderBindingStride, "vkCmdTraceRaysNV.callableShaderBindingStride"), u32(width, "vkCmdTraceRaysNV.width"), u32(height, "vkCmdTraceRaysNV.height"), u32(depth, "vkCmdTraceRaysNV.depth"));
  }
  /** vkCmdUpdateBuffer (VK_VERSION_1_0) */
  cmdUpdateBuffer(commandBuffer: H.VkCommandBuffer, dstBuffer: H.VkBuffer, dstOffset: number | bigint, pData: ArrayBufferView | ArrayBuffer): void {
    const fn = this.f[258] ?? this.resolve(258);
    const a = arena; a.reset();
    const n_dataSize = (pData == null ? 0 : pData.byteLength);
    fn(hArg(commandBuffer, "vkCmdUpdateBuffer.commandBuffer", true), hArg(dstBuffer, "vkCmdUpdateBuffer.dstBuffer", true), u64Arg(dstOffset, "vkCmdUpdateBuffer.dstOffset"), n_dataSize, pData == null ? 0 : a.bytes(pData));
  }
  /** vkCmdUpdatePipelineIndirectBufferNV (VK_NV_device_generated_commands_compute) */
  cmdUpdatePipelineIndirectBufferNV(commandBuffer: H.VkCommandBuffer, pipelineBindPoint: E.VkPipelineBindPoint, pipeline: H.VkPipeline): void {
    const fn = this.f[259] ?? this.resolve(259);
    fn(hArg(commandBuffer, "vkCmdUpdatePipelineIndirectBufferNV.commandBuffer", true), i32(pipelineBindPoint, "vkCmdUpdatePipelineIndirectBufferNV.pipelineBindPoint"), hArg(pipeline, "vkCmdUpdatePipelineIndirectBufferNV.pipeline", true));
  }
  /** vkCmdWaitEvents (VK_VERSION_1_0) */
  cmdWaitEvents(commandBuffer: H.VkCommandBuffer, pEvents: ArrayLike<H.VkEvent>, srcStageMask: E.VkPipelineStageFlags, dstStageMask: E.VkPipelineStageFlags, pMemoryBarriers?: readonly S.VkMemoryBarrier[] | null, pBufferMemoryBarriers?: readonly S.VkBufferMemoryBarrier[] | null, pImageMemoryBarriers?: readonly S.VkImageMemoryBarrier[] | null): void {
    const fn = this.f[260] ?? this.resolve(260);
    const a = arena; a.reset();
    const n_eventCount = (pEvents == null ? 0 : pEvents.length);
    let p_pEvents = 0;
    if (pEvents != null) { const x = arr(pEvents, "vkCmdWaitEvents.pEvents"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdWaitEvents.pEvents", true), true); p_pEvents = c.base + o; }
    const n_memoryBarrierCount = (pMemoryBarriers == null ? 0 : pMemoryBarriers.length);
    let p_pMemoryBarriers = 0;
    if (pMemoryBarriers != null) { const x = arr(pMemoryBarriers, "vkCmdWaitEvents.pMemoryBarriers"); const o = a.alloc(x.length * 24, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkMemoryBarrier(a, c, o + i * 24, x[i]); p_pMemoryBarriers = c.base + o; }
    const n_bufferMemoryBarrierCount = (pBufferMemoryBarriers == null ? 0 : pBufferMemoryBarriers.length);
    let p_pBufferMemoryBarriers = 0;
    if (pBufferMemoryBarriers != null) { const x = arr(pBufferMemoryBarriers, "vkCmdWaitEvents.pBufferMemoryBarriers"); const o = a.alloc(x.length * 56, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkBufferMemoryBarrier(a, c, o + i * 56, x[i]); p_pBufferMemoryBarriers = c.base + o; }
    const n_imageMemoryBarrierCount = (pImageMemoryBarriers == null ? 0 : pImageMemoryBarriers.length);
    let p_pImageMemoryBarriers = 0;
    if (pImageMemoryBarriers != null) { const x = arr(pImageMemoryBarriers, "vkCmdWaitEvents.pImageMemoryBarriers"); const o = a.alloc(x.length * 72, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkImageMemoryBarrier(a, c, o + i * 72, x[i]); p_pImageMemoryBarriers = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdWaitEvents.commandBuffer", true), n_eventCount, p_pEvents, u32(srcStageMask, "vkCmdWaitEvents.srcStageMask"), u32(dstStageMask, "vkCmdWaitEvents.dstStageMask"), n_memoryBarrierCount, p_pMemoryBarriers, n_bufferMemoryBarrierCount, p_pBufferMemoryBarriers, n_imageMemoryBarrierCount, p_pImageMemoryBarriers);
  }
  /** vkCmdWaitEvents2 (VK_VERSION_1_3) */
  cmdWaitEvents2(commandBuffer: H.VkCommandBuffer, pEvents: ArrayLike<H.VkEvent>, pDependencyInfos: readonly S.VkDependencyInfo[]): void {
    const fn = this.f[261] ?? this.resolve(261);
    const a = arena; a.reset();
    const n_eventCount = (pEvents == null ? 0 : pEvents.length);
    let p_pEvents = 0;
    if (pEvents != null) { const x = arr(pEvents, "vkCmdWaitEvents2.pEvents"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdWaitEvents2.pEvents", true), true); p_pEvents = c.base + o; }
    let p_pDependencyInfos = 0;
    if (pDependencyInfos != null) { const x = arr(pDependencyInfos, "vkCmdWaitEvents2.pDependencyInfos"); const o = a.alloc(x.length * 64, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkDependencyInfo(a, c, o + i * 64, x[i]); p_pDependencyInfos = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdWaitEvents2.commandBuffer", true), n_eventCount, p_pEvents, p_pDependencyInfos);
  }
  /** vkCmdWaitEvents2KHR (VK_KHR_synchronization2) */
  cmdWaitEvents2KHR(commandBuffer: H.VkCommandBuffer, pEvents: ArrayLike<H.VkEvent>, pDependencyInfos: readonly S.VkDependencyInfo[]): void {
    const fn = this.f[262] ?? this.resolve(262);
    const a = arena; a.reset();
    const n_eventCount = (pEvents == null ? 0 : pEvents.length);
    let p_pEvents = 0;
    if (pEvents != null) { const x = arr(pEvents, "vkCmdWaitEvents2KHR.pEvents"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdWaitEvents2KHR.pEvents", true), true); p_pEvents = c.base + o; }
    let p_pDependencyInfos = 0;
    if (pDependencyInfos != null) { const x = arr(pDependencyInfos, "vkCmdWaitEvents2KHR.pDependencyInfos"); const o = a.alloc(x.length * 64, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkDependencyInfo(a, c, o + i * 64, x[i]); p_pDependencyInfos = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdWaitEvents2KHR.commandBuffer", true), n_eventCount, p_pEvents, p_pDependencyInfos);
  }
  /** vkCmdWriteAccelerationStructuresPropertiesKHR (VK_KHR_acceleration_structure) */
  cmdWriteAccelerationStructuresPropertiesKHR(commandBuffer: H.VkCommandBuffer, pAccelerationStructures: ArrayLike<H.VkAccelerationStructureKHR>, queryType: E.VkQueryType, queryPool: H.VkQueryPool, firstQuery: number): void {
    const fn = this.f[263] ?? this.resolve(263);
    const a = arena; a.reset();
    const n_accelerationStructureCount = (pAccelerationStructures == null ? 0 : pAccelerationStructures.length);
    let p_pAccelerationStructures = 0;
    if (pAccelerationStructures != null) { const x = arr(pAccelerationStructures, "vkCmdWriteAccelerationStructuresPropertiesKHR.pAccelerationStructures"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdWriteAccelerationStructuresPropertiesKHR.pAccelerationStructures", true), true); p_pAccelerationStructures = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdWriteAccelerationStructuresPropertiesKHR.commandBuffer", true), n_accelerationStructureCount, p_pAccelerationStructures, i32(queryType, "vkCmdWriteAccelerationStructuresPropertiesKHR.queryType"), hArg(queryPool, "vkCmdWriteAccelerationStructuresPropertiesKHR.queryPool", true), u32(firstQuery, "vkCmdWriteAccelerationStructuresPropertiesKHR.firstQuery"));
  }
  /** vkCmdWriteAccelerationStructuresPropertiesNV (VK_NV_ray_tracing) */
  cmdWriteAccelerationStructuresPropertiesNV(commandBuffer: H.VkCommandBuffer, pAccelerationStructures: ArrayLike<H.VkAccelerationStructureNV>, queryType: E.VkQueryType, queryPool: H.VkQueryPool, firstQuery: number): void {
    const fn = this.f[264] ?? this.resolve(264);
    const a = arena; a.reset();
    const n_accelerationStructureCount = (pAccelerationStructures == null ? 0 : pAccelerationStructures.length);
    let p_pAccelerationStructures = 0;
    if (pAccelerationStructures != null) { const x = arr(pAccelerationStructures, "vkCmdWriteAccelerationStructuresPropertiesNV.pAccelerationStructures"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdWriteAccelerationStructuresPropertiesNV.pAccelerationStructures", true), true); p_pAccelerationStructures = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdWriteAccelerationStructuresPropertiesNV.commandBuffer", true), n_accelerationStructureCount, p_pAccelerationStructures, i32(queryType, "vkCmdWriteAccelerationStructuresPropertiesNV.queryType"), hArg(queryPool, "vkCmdWriteAccelerationStructuresPropertiesNV.queryPool", true), u32(firstQuery, "vkCmdWriteAccelerationStructuresPropertiesNV.firstQuery"));
  }
  /** vkCmdWriteMicromapsPropertiesEXT (VK_EXT_opacity_micromap) */
  cmdWriteMicromapsPropertiesEXT(commandBuffer: H.VkCommandBuffer, pMicromaps: ArrayLike<H.VkMicromapEXT>, queryType: E.VkQueryType, queryPool: H.VkQueryPool, firstQuery: number): void {
    const fn = this.f[265] ?? this.resolve(265);
    const a = arena; a.reset();
    const n_micromapCount = (pMicromaps == null ? 0 : pMicromaps.length);
    let p_pMicromaps = 0;
    if (pMicromaps != null) { const x = arr(pMicromaps, "vkCmdWriteMicromapsPropertiesEXT.pMicromaps"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkCmdWriteMicromapsPropertiesEXT.pMicromaps", true), true); p_pMicromaps = c.base + o; }
    fn(hArg(commandBuffer, "vkCmdWriteMicromapsPropertiesEXT.commandBuffer", true), n_micromapCount, p_pMicromaps, i32(queryType, "vkCmdWriteMicromapsPropertiesEXT.queryType"), hArg(queryPool, "vkCmdWriteMicromapsPropertiesEXT.queryPool", true), u32(firstQuery, "vkCmdWriteMicromapsPropertiesEXT.firstQuery"));
  }
  /** vkCmdWriteTimestamp (VK_VERSION_1_0) */
  cmdWriteTimestamp(commandBuffer: H.VkCommandBuffer, pipelineStage: E.VkPipelineStageFlagBits, queryPool: H.VkQueryPool, query: number): void {
    const fn = this.f[266] ?? this.resolve(266);
    fn(hArg(commandBuffer, "vkCmdWriteTimestamp.commandBuffer", true), u32(pipelineStage, "vkCmdWriteTimestamp.pipelineStage"), hArg(queryPool, "vkCmdWriteTimestamp.queryPool", true), u32(query, "vkCmdWriteTimestamp.query"));
  }
  /** vkCmdWriteTimestamp2 (VK_VERSION_1_3) */
  cmdWriteTimestamp2(commandBuffer: H.VkCommandBuffer, stage: number | bigint, queryPool: H.VkQueryPool, query: number): void {
    const fn = this.f[267] ?? this.resolve(267);
    fn(hArg(commandBuffer, "vkCmdWriteTimestamp2.commandBuffer", true), u64Arg(stage, "vkCmdWriteTimestamp2.stage"), hArg(queryPool, "vkCmdWriteTimestamp2.queryPool", true), u32(query, "vkCmdWriteTimestamp2.query"));
  }
  /** vkCmdWriteTimestamp2KHR (VK_KHR_synchronization2) */
  cmdWriteTimestamp2KHR(commandBuffer: H.VkCommandBuffer, stage: number | bigint, queryPool: H.VkQueryPool, query: number): void {
    const fn = this.f[268] ?? this.resolve(268);
    fn(hArg(commandBuffer, "vkCmdWriteTimestamp2KHR.commandBuffer", true), u64Arg(stage, "vkCmdWriteTimestamp2KHR.stage"), hArg(queryPool, "vkCmdWriteTimestamp2KHR.queryPool", true), u32(query, "vkCmdWriteTimestamp2KHR.query"));
  }
  /** vkCompileDeferredNV (VK_NV_ray_tracing) */
  compileDeferredNV(pipeline: H.VkPipeline, shader: number): E.VkResult {
    const fn = this.f[269] ?? this.resolve(269);
    const r = fn(this.handle, hArg(pipeline, "vkCompileDeferredNV.pipeline", true), u32(shader, "vkCompileDeferredNV.shader"));
    if ((r as number) < 0) throw new VkError('vkCompileDeferredNV', r as number);
    return r as E.VkResult;
  }
  /** vkConvertCooperativeVectorMatrixNV (VK_NV_cooperative_vector) */
  convertCooperativeVectorMatrixNV(pInfo: S.VkConvertCooperativeVectorMatrixInfoNV): E.VkResult {
    const fn = this.f[270] ?? this.resolve(270);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(96, 8); const c = a.cur; S.encVkConvertCooperativeVectorMatrixInfoNV(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkConvertCooperativeVectorMatrixNV.pInfo", pInfo, 'a VkConvertCooperativeVectorMatrixInfoNV');
    const r = fn(this.handle, p_pInfo);
    if ((r as number) < 0) throw new VkError('vkConvertCooperativeVectorMatrixNV', r as number);
    return r as E.VkResult;
  }
  /** vkCopyAccelerationStructureKHR (VK_KHR_acceleration_structure) */
  copyAccelerationStructureKHR(deferredOperation: H.VkDeferredOperationKHR | null | undefined, pInfo: S.VkCopyAccelerationStructureInfoKHR): E.VkResult {
    const fn = this.f[271] ?? this.resolve(271);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkCopyAccelerationStructureInfoKHR(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkCopyAccelerationStructureKHR.pInfo", pInfo, 'a VkCopyAccelerationStructureInfoKHR');
    const r = fn(this.handle, hArg(deferredOperation, "vkCopyAccelerationStructureKHR.deferredOperation", false), p_pInfo);
    if ((r as number) < 0) throw new VkError('vkCopyAccelerationStructureKHR', r as number);
    return r as E.VkResult;
  }
  /** vkCopyAccelerationStructureToMemoryKHR (VK_KHR_acceleration_structure) */
  copyAccelerationStructureToMemoryKHR(deferredOperation: H.VkDeferredOperationKHR | null | undefined, pInfo: S.VkCopyAccelerationStructureToMemoryInfoKHR): E.VkResult {
    const fn = this.f[272] ?? this.resolve(272);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkCopyAccelerationStructureToMemoryInfoKHR(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkCopyAccelerationStructureToMemoryKHR.pInfo", pInfo, 'a VkCopyAccelerationStructureToMemoryInfoKHR');
    const r = fn(this.handle, hArg(deferredOperation, "vkCopyAccelerationStructureToMemoryKHR.deferredOperation", false), p_pInfo);
    if ((r as number) < 0) throw new VkError('vkCopyAccelerationStructureToMemoryKHR', r as number);
    return r as E.VkResult;
  }
  /** vkCopyImageToImage (VK_VERSION_1_4) */
  copyImageToImage(pCopyImageToImageInfo: S.VkCopyImageToImageInfo): E.VkResult {
    const fn = this.f[273] ?? this.resolve(273);
    const a = arena; a.reset();
    let p_pCopyImageToImageInfo = 0;
    if (pCopyImageToImageInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkCopyImageToImageInfo(a, c, o, pCopyImageToImageInfo); p_pCopyImageToImageInfo = c.base + o; } else throw new VkValueError("vkCopyImageToImage.pCopyImageToImageInfo", pCopyImageToImageInfo, 'a VkCopyImageToImageInfo');
    const r = fn(this.handle, p_pCopyImageToImageInfo);
    if ((r as number) < 0) throw new VkError('vkCopyImageToImage', r as number);
    return r as E.VkResult;
  }
  /** vkCopyImageToImageEXT (VK_EXT_host_image_copy) */
  copyImageToImageEXT(pCopyImageToImageInfo: S.VkCopyImageToImageInfo): E.VkResult {
    const fn = this.f[274] ?? this.resolve(274);
    const a = arena; a.reset();
    let p_pCopyImageToImageInfo = 0;
    if (pCopyImageToImageInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkCopyImageToImageInfo(a, c, o, pCopyImageToImageInfo); p_pCopyImageToImageInfo = c.base + o; } else throw new VkValueError("vkCopyImageToImageEXT.pCopyImageToImageInfo", pCopyImageToImageInfo, 'a VkCopyImageToImageInfo');
    const r = fn(this.handle, p_pCopyImageToImageInfo);
    if ((r as number) < 0) throw new VkError('vkCopyImageToImageEXT', r as number);
    return r as E.VkResult;
  }
  /** vkCopyImageToMemory (VK_VERSION_1_4) */
  copyImageToMemory(pCopyImageToMemoryInfo: S.VkCopyImageToMemoryInfo): E.VkResult {
    const fn = this.f[275] ?? this.resolve(275);
    const a = arena; a.reset();
    let p_pCopyImageToMemoryInfo = 0;
    if (pCopyImageToMemoryInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkCopyImageToMemoryInfo(a, c, o, pCopyImageToMemoryInfo); p_pCopyImageToMemoryInfo = c.base + o; } else throw new VkValueError("vkCopyImageToMemory.pCopyImageToMemoryInfo", pCopyImageToMemoryInfo, 'a VkCopyImageToMemoryInfo');
    const r = fn(this.handle, p_pCopyImageToMemoryInfo);
    if ((r as number) < 0) throw new VkError('vkCopyImageToMemory', r as number);
    return r as E.VkResult;
  }
  /** vkCopyImageToMemoryEXT (VK_EXT_host_image_copy) */
  copyImageToMemoryEXT(pCopyImageToMemoryInfo: S.VkCopyImageToMemoryInfo): E.VkResult {
    const fn = this.f[276] ?? this.resolve(276);
    const a = arena; a.reset();
    let p_pCopyImageToMemoryInfo = 0;
    if (pCopyImageToMemoryInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkCopyImageToMemoryInfo(a, c, o, pCopyImageToMemoryInfo); p_pCopyImageToMemoryInfo = c.base + o; } else throw new VkValueError("vkCopyImageToMemoryEXT.pCopyImageToMemoryInfo", pCopyImageToMemoryInfo, 'a VkCopyImageToMemoryInfo');
    const r = fn(this.handle, p_pCopyImageToMemoryInfo);
    if ((r as number) < 0) throw new VkError('vkCopyImageToMemoryEXT', r as number);
    return r as E.VkResult;
  }
  /** vkCopyMemoryToAccelerationStructureKHR (VK_KHR_acceleration_structure) */
  copyMemoryToAccelerationStructureKHR(deferredOperation: H.VkDeferredOperationKHR | null | undefined, pInfo: S.VkCopyMemoryToAccelerationStructureInfoKHR): E.VkResult {
    const fn = this.f[277] ?? this.resolve(277);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkCopyMemoryToAccelerationStructureInfoKHR(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkCopyMemoryToAccelerationStructureKHR.pInfo", pInfo, 'a VkCopyMemoryToAccelerationStructureInfoKHR');
    const r = fn(this.handle, hArg(deferredOperation, "vkCopyMemoryToAccelerationStructureKHR.deferredOperation", false), p_pInfo);
    if ((r as number) < 0) throw new VkError('vkCopyMemoryToAccelerationStructureKHR', r as number);
    return r as E.VkResult;
  }
  /** vkCopyMemoryToImage (VK_VERSION_1_4) */
  copyMemoryToImage(pCopyMemoryToImageInfo: S.VkCopyMemoryToImageInfo): E.VkResult {
    const fn = this.f[278] ?? this.resolve(278);
    const a = arena; a.reset();
    let p_pCopyMemoryToImageInfo = 0;
    if (pCopyMemoryToImageInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkCopyMemoryToImageInfo(a, c, o, pCopyMemoryToImageInfo); p_pCopyMemoryToImageInfo = c.base + o; } else throw new VkValueError("vkCopyMemoryToImage.pCopyMemoryToImageInfo", pCopyMemoryToImageInfo, 'a VkCopyMemoryToImageInfo');
    const r = fn(this.handle, p_pCopyMemoryToImageInfo);
    if ((r as number) < 0) throw new VkError('vkCopyMemoryToImage', r as number);
    return r as E.VkResult;
  }
  /** vkCopyMemoryToImageEXT (VK_EXT_host_image_copy) */
  copyMemoryToImageEXT(pCopyMemoryToImageInfo: S.VkCopyMemoryToImageInfo): E.VkResult {
    const fn = this.f[279] ?? this.resolve(279);
    const a = arena; a.reset();
    let p_pCopyMemoryToImageInfo = 0;
    if (pCopyMemoryToImageInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkCopyMemoryToImageInfo(a, c, o, pCopyMemoryToImageInfo); p_pCopyMemoryToImageInfo = c.base + o; } else throw new VkValueError("vkCopyMemoryToImageEXT.pCopyMemoryToImageInfo", pCopyMemoryToImageInfo, 'a VkCopyMemoryToImageInfo');
    const r = fn(this.handle, p_pCopyMemoryToImageInfo);
    if ((r as number) < 0) throw new VkError('vkCopyMemoryToImageEXT', r as number);
    return r as E.VkResult;
  }
  /** vkCopyMemoryToMicromapEXT (VK_EXT_opacity_micromap) */
  copyMemoryToMicromapEXT(deferredOperation: H.VkDeferredOperationKHR | null | undefined, pInfo: S.VkCopyMemoryToMicromapInfoEXT): E.VkResult {
    const fn = this.f[280] ?? this.resolve(280);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkCopyMemoryToMicromapInfoEXT(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkCopyMemoryToMicromapEXT.pInfo", pInfo, 'a VkCopyMemoryToMicromapInfoEXT');
    const r = fn(this.handle, hArg(deferredOperation, "vkCopyMemoryToMicromapEXT.deferredOperation", false), p_pInfo);
    if ((r as number) < 0) throw new VkError('vkCopyMemoryToMicromapEXT', r as number);
    return r as E.VkResult;
  }
  /** vkCopyMicromapEXT (VK_EXT_opacity_micromap) */
  copyMicromapEXT(deferredOperation: H.VkDeferredOperationKHR | null | undefined, pInfo: S.VkCopyMicromapInfoEXT): E.VkResult {
    const fn = this.f[281] ?? this.resolve(281);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkCopyMicromapInfoEXT(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkCopyMicromapEXT.pInfo", pInfo, 'a VkCopyMicromapInfoEXT');
    const r = fn(this.handle, hArg(deferredOperation, "vkCopyMicromapEXT.deferredOperation", false), p_pInfo);
    if ((r as number) < 0) throw new VkError('vkCopyMicromapEXT', r as number);
    return r as E.VkResult;
  }
  /** vkCopyMicromapToMemoryEXT (VK_EXT_opacity_micromap) */
  copyMicromapToMemoryEXT(deferredOperation: H.VkDeferredOperationKHR | null | undefined, pInfo: S.VkCopyMicromapToMemoryInfoEXT): E.VkResult {
    const fn = this.f[282] ?? this.resolve(282);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkCopyMicromapToMemoryInfoEXT(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkCopyMicromapToMemoryEXT.pInfo", pInfo, 'a VkCopyMicromapToMemoryInfoEXT');
    const r = fn(this.handle, hArg(deferredOperation, "vkCopyMicromapToMemoryEXT.deferredOperation", false), p_pInfo);
    if ((r as number) < 0) throw new VkError('vkCopyMicromapToMemoryEXT', r as number);
    return r as E.VkResult;
  }
  /** vkCreateAccelerationStructureKHR (VK_KHR_acceleration_structure) */
  createAccelerationStructureKHR(pCreateInfo: S.VkAccelerationStructureCreateInfoKHR): H.VkAccelerationStructureKHR {
    const fn = this.f[283] ?? this.resolve(283);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkAccelerationStructureCreateInfoKHR(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateAccelerationStructureKHR.pCreateInfo", pCreateInfo, 'a VkAccelerationStructureCreateInfoKHR');
    const cnt_pAccelerationStructure = 1; const o_pAccelerationStructure = a.alloc(cnt_pAccelerationStructure * 8 || 8, 8); const c_pAccelerationStructure = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pAccelerationStructure.base + o_pAccelerationStructure);
    if ((r as number) < 0) throw new VkError('vkCreateAccelerationStructureKHR', r as number);
    return c_pAccelerationStructure.dv.getBigUint64(o_pAccelerationStructure, true) as H.VkAccelerationStructureKHR;
  }
  /** vkCreateAccelerationStructureNV (VK_NV_ray_tracing) */
  createAccelerationStructureNV(pCreateInfo: S.VkAccelerationStructureCreateInfoNV): H.VkAccelerationStructureNV {
    const fn = this.f[284] ?? this.resolve(284);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkAccelerationStructureCreateInfoNV(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateAccelerationStructureNV.pCreateInfo", pCreateInfo, 'a VkAccelerationStructureCreateInfoNV');
    const cnt_pAccelerationStructure = 1; const o_pAccelerationStructure = a.alloc(cnt_pAccelerationStructure * 8 || 8, 8); const c_pAccelerationStructure = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pAccelerationStructure.base + o_pAccelerationStructure);
    if ((r as number) < 0) throw new VkError('vkCreateAccelerationStructureNV', r as number);
    return c_pAccelerationStructure.dv.getBigUint64(o_pAccelerationStructure, true) as H.VkAccelerationStructureNV;
  }
  /** vkCreateBuffer (VK_VERSION_1_0) */
  createBuffer(pCreateInfo: S.VkBufferCreateInfo): H.VkBuffer {
    const fn = this.f[285] ?? this.resolve(285);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkBufferCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateBuffer.pCreateInfo", pCreateInfo, 'a VkBufferCreateInfo');
    const cnt_pBuffer = 1; const o_pBuffer = a.alloc(cnt_pBuffer * 8 || 8, 8); const c_pBuffer = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pBuffer.base + o_pBuffer);
    if ((r as number) < 0) throw new VkError('vkCreateBuffer', r as number);
    return c_pBuffer.dv.getBigUint64(o_pBuffer, true) as H.VkBuffer;
  }
  /** vkCreateBufferView (VK_VERSION_1_0) */
  createBufferView(pCreateInfo: S.VkBufferViewCreateInfo): H.VkBufferView {
    const fn = this.f[286] ?? this.resolve(286);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkBufferViewCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateBufferView.pCreateInfo", pCreateInfo, 'a VkBufferViewCreateInfo');
    const cnt_pView = 1; const o_pView = a.alloc(cnt_pView * 8 || 8, 8); const c_pView = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pView.base + o_pView);
    if ((r as number) < 0) throw new VkError('vkCreateBufferView', r as number);
    return c_pView.dv.getBigUint64(o_pView, true) as H.VkBufferView;
  }
  /** vkCreateCommandPool (VK_VERSION_1_0) */
  createCommandPool(pCreateInfo: S.VkCommandPoolCreateInfo): H.VkCommandPool {
    const fn = this.f[287] ?? this.resolve(287);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkCommandPoolCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateCommandPool.pCreateInfo", pCreateInfo, 'a VkCommandPoolCreateInfo');
    const cnt_pCommandPool = 1; const o_pCommandPool = a.alloc(cnt_pCommandPool * 8 || 8, 8); const c_pCommandPool = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pCommandPool.base + o_pCommandPool);
    if ((r as number) < 0) throw new VkError('vkCreateCommandPool', r as number);
    return c_pCommandPool.dv.getBigUint64(o_pCommandPool, true) as H.VkCommandPool;
  }
  /** vkCreateComputePipelines (VK_VERSION_1_0) */
  createComputePipelines(pipelineCache: H.VkPipelineCache | null | undefined, pCreateInfos: readonly S.VkComputePipelineCreateInfo[]): H.VkPipeline[] {
    const fn = this.f[288] ?? this.resolve(288);
    const a = arena; a.reset();
    const n_createInfoCount = (pCreateInfos == null ? 0 : pCreateInfos.length);
    let p_pCreateInfos = 0;
    if (pCreateInfos != null) { const x = arr(pCreateInfos, "vkCreateComputePipelines.pCreateInfos"); const o = a.alloc(x.length * 96, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkComputePipelineCreateInfo(a, c, o + i * 96, x[i]); p_pCreateInfos = c.base + o; }
    const cnt_pPipelines = n_createInfoCount; const o_pPipelines = a.alloc(cnt_pPipelines * 8 || 8, 8); const c_pPipelines = a.cur;
    const r = fn(this.handle, hArg(pipelineCache, "vkCreateComputePipelines.pipelineCache", false), n_createInfoCount, p_pCreateInfos, 0, c_pPipelines.base + o_pPipelines);
    if ((r as number) < 0) throw new VkError('vkCreateComputePipelines', r as number);
    return Array.from({ length: cnt_pPipelines }, (_, i) => c_pPipelines.dv.getBigUint64(o_pPipelines + i * 8, true) as H.VkPipeline);
  }
  /** vkCreateCudaFunctionNV (VK_NV_cuda_kernel_launch) */
  createCudaFunctionNV(pCreateInfo: S.VkCudaFunctionCreateInfoNV): H.VkCudaFunctionNV {
    const fn = this.f[289] ?? this.resolve(289);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkCudaFunctionCreateInfoNV(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateCudaFunctionNV.pCreateInfo", pCreateInfo, 'a VkCudaFunctionCreateInfoNV');
    const cnt_pFunction = 1; const o_pFunction = a.alloc(cnt_pFunction * 8 || 8, 8); const c_pFunction = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pFunction.base + o_pFunction);
    if ((r as number) < 0) throw new VkError('vkCreateCudaFunctionNV', r as number);
    return c_pFunction.dv.getBigUint64(o_pFunction, true) as H.VkCudaFunctionNV;
  }
  /** vkCreateCudaModuleNV (VK_NV_cuda_kernel_launch) */
  createCudaModuleNV(pCreateInfo: S.VkCudaModuleCreateInfoNV): H.VkCudaModuleNV {
    const fn = this.f[290] ?? this.resolve(290);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkCudaModuleCreateInfoNV(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateCudaModuleNV.pCreateInfo", pCreateInfo, 'a VkCudaModuleCreateInfoNV');
    const cnt_pModule = 1; const o_pModule = a.alloc(cnt_pModule * 8 || 8, 8); const c_pModule = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pModule.base + o_pModule);
    if ((r as number) < 0) throw new VkError('vkCreateCudaModuleNV', r as number);
    return c_pModule.dv.getBigUint64(o_pModule, true) as H.VkCudaModuleNV;
  }
  /** vkCreateDeferredOperationKHR (VK_KHR_deferred_host_operations) */
  createDeferredOperationKHR(): H.VkDeferredOperationKHR {
    const fn = this.f[291] ?? this.resolve(291);
    const a = arena; a.reset();
    const cnt_pDeferredOperation = 1; const o_pDeferredOperation = a.alloc(cnt_pDeferredOperation * 8 || 8, 8); const c_pDeferredOperation = a.cur;
    const r = fn(this.handle, 0, c_pDeferredOperation.base + o_pDeferredOperation);
    if ((r as number) < 0) throw new VkError('vkCreateDeferredOperationKHR', r as number);
    return c_pDeferredOperation.dv.getBigUint64(o_pDeferredOperation, true) as H.VkDeferredOperationKHR;
  }
  /** vkCreateDescriptorPool (VK_VERSION_1_0) */
  createDescriptorPool(pCreateInfo: S.VkDescriptorPoolCreateInfo): H.VkDescriptorPool {
    const fn = this.f[292] ?? this.resolve(292);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkDescriptorPoolCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateDescriptorPool.pCreateInfo", pCreateInfo, 'a VkDescriptorPoolCreateInfo');
    const cnt_pDescriptorPool = 1; const o_pDescriptorPool = a.alloc(cnt_pDescriptorPool * 8 || 8, 8); const c_pDescriptorPool = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pDescriptorPool.base + o_pDescriptorPool);
    if ((r as number) < 0) throw new VkError('vkCreateDescriptorPool', r as number);
    return c_pDescriptorPool.dv.getBigUint64(o_pDescriptorPool, true) as H.VkDescriptorPool;
  }
  /** vkCreateDescriptorSetLayout (VK_VERSION_1_0) */
  createDescriptorSetLayout(pCreateInfo: S.VkDescriptorSetLayoutCreateInfo): H.VkDescriptorSetLayout {
    const fn = this.f[293] ?? this.resolve(293);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkDescriptorSetLayoutCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateDescriptorSetLayout.pCreateInfo", pCreateInfo, 'a VkDescriptorSetLayoutCreateInfo');
    const cnt_pSetLayout = 1; const o_pSetLayout = a.alloc(cnt_pSetLayout * 8 || 8, 8); const c_pSetLayout = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pSetLayout.base + o_pSetLayout);
    if ((r as number) < 0) throw new VkError('vkCreateDescriptorSetLayout', r as number);
    return c_pSetLayout.dv.getBigUint64(o_pSetLayout, true) as H.VkDescriptorSetLayout;
  }
  /** vkCreateDescriptorUpdateTemplate (VK_VERSION_1_1) */
  createDescriptorUpdateTemplate(pCreateInfo: S.VkDescriptorUpdateTemplateCreateInfo): H.VkDescriptorUpdateTemplate {
    const fn = this.f[294] ?? this.resolve(294);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(72, 8); const c = a.cur; S.encVkDescriptorUpdateTemplateCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateDescriptorUpdateTemplate.pCreateInfo", pCreateInfo, 'a VkDescriptorUpdateTemplateCreateInfo');
    const cnt_pDescriptorUpdateTemplate = 1; const o_pDescriptorUpdateTemplate = a.alloc(cnt_pDescriptorUpdateTemplate * 8 || 8, 8); const c_pDescriptorUpdateTemplate = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pDescriptorUpdateTemplate.base + o_pDescriptorUpdateTemplate);
    if ((r as number) < 0) throw new VkError('vkCreateDescriptorUpdateTemplate', r as number);
    return c_pDescriptorUpdateTemplate.dv.getBigUint64(o_pDescriptorUpdateTemplate, true) as H.VkDescriptorUpdateTemplate;
  }
  /** vkCreateDescriptorUpdateTemplateKHR (VK_KHR_descriptor_update_template) */
  createDescriptorUpdateTemplateKHR(pCreateInfo: S.VkDescriptorUpdateTemplateCreateInfo): H.VkDescriptorUpdateTemplate {
    const fn = this.f[295] ?? this.resolve(295);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(72, 8); const c = a.cur; S.encVkDescriptorUpdateTemplateCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateDescriptorUpdateTemplateKHR.pCreateInfo", pCreateInfo, 'a VkDescriptorUpdateTemplateCreateInfo');
    const cnt_pDescriptorUpdateTemplate = 1; const o_pDescriptorUpdateTemplate = a.alloc(cnt_pDescriptorUpdateTemplate * 8 || 8, 8); const c_pDescriptorUpdateTemplate = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pDescriptorUpdateTemplate.base + o_pDescriptorUpdateTemplate);
    if ((r as number) < 0) throw new VkError('vkCreateDescriptorUpdateTemplateKHR', r as number);
    return c_pDescriptorUpdateTemplate.dv.getBigUint64(o_pDescriptorUpdateTemplate, true) as H.VkDescriptorUpdateTemplate;
  }
  /** vkCreateEvent (VK_VERSION_1_0) */
  createEvent(pCreateInfo: S.VkEventCreateInfo): H.VkEvent {
    const fn = this.f[296] ?? this.resolve(296);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkEventCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateEvent.pCreateInfo", pCreateInfo, 'a VkEventCreateInfo');
    const cnt_pEvent = 1; const o_pEvent = a.alloc(cnt_pEvent * 8 || 8, 8); const c_pEvent = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pEvent.base + o_pEvent);
    if ((r as number) < 0) throw new VkError('vkCreateEvent', r as number);
    return c_pEvent.dv.getBigUint64(o_pEvent, true) as H.VkEvent;
  }
  /** vkCreateFence (VK_VERSION_1_0) */
  createFence(pCreateInfo: S.VkFenceCreateInfo): H.VkFence {
    const fn = this.f[297] ?? this.resolve(297);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkFenceCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateFence.pCreateInfo", pCreateInfo, 'a VkFenceCreateInfo');
    const cnt_pFence = 1; const o_pFence = a.alloc(cnt_pFence * 8 || 8, 8); const c_pFence = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pFence.base + o_pFence);
    if ((r as number) < 0) throw new VkError('vkCreateFence', r as number);
    return c_pFence.dv.getBigUint64(o_pFence, true) as H.VkFence;
  }
  /** vkCreateFramebuffer (VK_VERSION_1_0) */
  createFramebuffer(pCreateInfo: S.VkFramebufferCreateInfo): H.VkFramebuffer {
    const fn = this.f[298] ?? this.resolve(298);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkFramebufferCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateFramebuffer.pCreateInfo", pCreateInfo, 'a VkFramebufferCreateInfo');
    const cnt_pFramebuffer = 1; const o_pFramebuffer = a.alloc(cnt_pFramebuffer * 8 || 8, 8); const c_pFramebuffer = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pFramebuffer.base + o_pFramebuffer);
    if ((r as number) < 0) throw new VkError('vkCreateFramebuffer', r as number);
    return c_pFramebuffer.dv.getBigUint64(o_pFramebuffer, true) as H.VkFramebuffer;
  }
  /** vkCreateGraphicsPipelines (VK_VERSION_1_0) */
  createGraphicsPipelines(pipelineCache: H.VkPipelineCache | null | undefined, pCreateInfos: readonly S.VkGraphicsPipelineCreateInfo[]): H.VkPipeline[] {
    const fn = this.f[299] ?? this.resolve(299);
    const a = arena; a.reset();
    const n_createInfoCount = (pCreateInfos == null ? 0 : pCreateInfos.length);
    let p_pCreateInfos = 0;
    if (pCreateInfos != null) { const x = arr(pCreateInfos, "vkCreateGraphicsPipelines.pCreateInfos"); const o = a.alloc(x.length * 144, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkGraphicsPipelineCreateInfo(a, c, o + i * 144, x[i]); p_pCreateInfos = c.base + o; }
    const cnt_pPipelines = n_createInfoCount; const o_pPipelines = a.alloc(cnt_pPipelines * 8 || 8, 8); const c_pPipelines = a.cur;
    const r = fn(this.handle, hArg(pipelineCache, "vkCreateGraphicsPipelines.pipelineCache", false), n_createInfoCount, p_pCreateInfos, 0, c_pPipelines.base + o_pPipelines);
    if ((r as number) < 0) throw new VkError('vkCreateGraphicsPipelines', r as number);
    return Array.from({ length: cnt_pPipelines }, (_, i) => c_pPipelines.dv.getBigUint64(o_pPipelines + i * 8, true) as H.VkPipeline);
  }
  /** vkCreateImage (VK_VERSION_1_0) */
  createImage(pCreateInfo: S.VkImageCreateInfo): H.VkImage {
    const fn = this.f[300] ?? this.resolve(300);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(88, 8); const c = a.cur; S.encVkImageCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateImage.pCreateInfo", pCreateInfo, 'a VkImageCreateInfo');
    const cnt_pImage = 1; const o_pImage = a.alloc(cnt_pImage * 8 || 8, 8); const c_pImage = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pImage.base + o_pImage);
    if ((r as number) < 0) throw new VkError('vkCreateImage', r as number);
    return c_pImage.dv.getBigUint64(o_pImage, true) as H.VkImage;
  }
  /** vkCreateImageView (VK_VERSION_1_0) */
  createImageView(pCreateInfo: S.VkImageViewCreateInfo): H.VkImageView {
    const fn = this.f[301] ?? this.resolve(301);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(80, 8); const c = a.cur; S.encVkImageViewCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateImageView.pCreateInfo", pCreateInfo, 'a VkImageViewCreateInfo');
    const cnt_pView = 1; const o_pView = a.alloc(cnt_pView * 8 || 8, 8); const c_pView = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pView.base + o_pView);
    if ((r as number) < 0) throw new VkError('vkCreateImageView', r as number);
    return c_pView.dv.getBigUint64(o_pView, true) as H.VkImageView;
  }
  /** vkCreateIndirectCommandsLayoutEXT (VK_EXT_device_generated_commands) */
  createIndirectCommandsLayoutEXT(pCreateInfo: S.VkIndirectCommandsLayoutCreateInfoEXT): H.VkIndirectCommandsLayoutEXT {
    const fn = this.f[302] ?? this.resolve(302);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkIndirectCommandsLayoutCreateInfoEXT(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateIndirectCommandsLayoutEXT.pCreateInfo", pCreateInfo, 'a VkIndirectCommandsLayoutCreateInfoEXT');
    const cnt_pIndirectCommandsLayout = 1; const o_pIndirectCommandsLayout = a.alloc(cnt_pIndirectCommandsLayout * 8 || 8, 8); const c_pIndirectCommandsLayout = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pIndirectCommandsLayout.base + o_pIndirectCommandsLayout);
    if ((r as number) < 0) throw new VkError('vkCreateIndirectCommandsLayoutEXT', r as number);
    return c_pIndirectCommandsLayout.dv.getBigUint64(o_pIndirectCommandsLayout, true) as H.VkIndirectCommandsLayoutEXT;
  }
  /** vkCreateIndirectCommandsLayoutNV (VK_NV_device_generated_commands) */
  createIndirectCommandsLayoutNV(pCreateInfo: S.VkIndirectCommandsLayoutCreateInfoNV): H.VkIndirectCommandsLayoutNV {
    const fn = this.f[303] ?? this.resolve(303);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkIndirectCommandsLayoutCreateInfoNV(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateIndirectCommandsLayoutNV.pCreateInfo", pCreateInfo, 'a VkIndirectCommandsLayoutCreateInfoNV');
    const cnt_pIndirectCommandsLayout = 1; const o_pIndirectCommandsLayout = a.alloc(cnt_pIndirectCommandsLayout * 8 || 8, 8); const c_pIndirectCommandsLayout = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pIndirectCommandsLayout.base + o_pIndirectCommandsLayout);
    if ((r as number) < 0) throw new VkError('vkCreateIndirectCommandsLayoutNV', r as number);
    return c_pIndirectCommandsLayout.dv.getBigUint64(o_pIndirectCommandsLayout, true) as H.VkIndirectCommandsLayoutNV;
  }
  /** vkCreateIndirectExecutionSetEXT (VK_EXT_device_generated_commands) */
  createIndirectExecutionSetEXT(pCreateInfo: S.VkIndirectExecutionSetCreateInfoEXT): H.VkIndirectExecutionSetEXT {
    const fn = this.f[304] ?? this.resolve(304);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkIndirectExecutionSetCreateInfoEXT(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateIndirectExecutionSetEXT.pCreateInfo", pCreateInfo, 'a VkIndirectExecutionSetCreateInfoEXT');
    const cnt_pIndirectExecutionSet = 1; const o_pIndirectExecutionSet = a.alloc(cnt_pIndirectExecutionSet * 8 || 8, 8); const c_pIndirectExecutionSet = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pIndirectExecutionSet.base + o_pIndirectExecutionSet);
    if ((r as number) < 0) throw new VkError('vkCreateIndirectExecutionSetEXT', r as number);
    return c_pIndirectExecutionSet.dv.getBigUint64(o_pIndirectExecutionSet, true) as H.VkIndirectExecutionSetEXT;
  }
  /** vkCreateMicromapEXT (VK_EXT_opacity_micromap) */
  createMicromapEXT(pCreateInfo: S.VkMicromapCreateInfoEXT): H.VkMicromapEXT {
    const fn = this.f[305] ?? this.resolve(305);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkMicromapCreateInfoEXT(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateMicromapEXT.pCreateInfo", pCreateInfo, 'a VkMicromapCreateInfoEXT');
    const cnt_pMicromap = 1; const o_pMicromap = a.alloc(cnt_pMicromap * 8 || 8, 8); const c_pMicromap = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pMicromap.base + o_pMicromap);
    if ((r as number) < 0) throw new VkError('vkCreateMicromapEXT', r as number);
    return c_pMicromap.dv.getBigUint64(o_pMicromap, true) as H.VkMicromapEXT;
  }
  /** vkCreateOpticalFlowSessionNV (VK_NV_optical_flow) */
  createOpticalFlowSessionNV(pCreateInfo: S.VkOpticalFlowSessionCreateInfoNV): H.VkOpticalFlowSessionNV {
    const fn = this.f[306] ?? this.resolve(306);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkOpticalFlowSessionCreateInfoNV(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateOpticalFlowSessionNV.pCreateInfo", pCreateInfo, 'a VkOpticalFlowSessionCreateInfoNV');
    const cnt_pSession = 1; const o_pSession = a.alloc(cnt_pSession * 8 || 8, 8); const c_pSession = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pSession.base + o_pSession);
    if ((r as number) < 0) throw new VkError('vkCreateOpticalFlowSessionNV', r as number);
    return c_pSession.dv.getBigUint64(o_pSession, true) as H.VkOpticalFlowSessionNV;
  }
  /** vkCreatePipelineBinariesKHR (VK_KHR_pipeline_binary) */
  createPipelineBinariesKHR(pCreateInfo: S.VkPipelineBinaryCreateInfoKHR, pBinaries?: Partial<S.VkPipelineBinaryHandlesInfoKHR>): S.VkPipelineBinaryHandlesInfoKHROut {
    const fn = this.f[307] ?? this.resolve(307);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkPipelineBinaryCreateInfoKHR(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreatePipelineBinariesKHR.pCreateInfo", pCreateInfo, 'a VkPipelineBinaryCreateInfoKHR');
    const cnt_pBinaries = 1; const o_pBinaries = a.alloc(cnt_pBinaries * 32 || 8, 8); const c_pBinaries = a.cur;
    S.encByStype(a, c_pBinaries, o_pBinaries, { ...pBinaries, sType: 1000483009 }, "vkCreatePipelineBinariesKHR.pBinaries");
    const r = fn(this.handle, p_pCreateInfo, 0, c_pBinaries.base + o_pBinaries);
    if ((r as number) < 0) throw new VkError('vkCreatePipelineBinariesKHR', r as number);
    return S.decVkPipelineBinaryHandlesInfoKHR(a, c_pBinaries, o_pBinaries);
  }
  /** vkCreatePipelineCache (VK_VERSION_1_0) */
  createPipelineCache(pCreateInfo: S.VkPipelineCacheCreateInfo): H.VkPipelineCache {
    const fn = this.f[308] ?? this.resolve(308);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkPipelineCacheCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreatePipelineCache.pCreateInfo", pCreateInfo, 'a VkPipelineCacheCreateInfo');
    const cnt_pPipelineCache = 1; const o_pPipelineCache = a.alloc(cnt_pPipelineCache * 8 || 8, 8); const c_pPipelineCache = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pPipelineCache.base + o_pPipelineCache);
    if ((r as number) < 0) throw new VkError('vkCreatePipelineCache', r as number);
    return c_pPipelineCache.dv.getBigUint64(o_pPipelineCache, true) as H.VkPipelineCache;
  }
  /** vkCreatePipelineLayout (VK_VERSION_1_0) */
  createPipelineLayout(pCreateInfo: S.VkPipelineLayoutCreateInfo): H.VkPipelineLayout {
    const fn = this.f[309] ?? this.resolve(309);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkPipelineLayoutCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreatePipelineLayout.pCreateInfo", pCreateInfo, 'a VkPipelineLayoutCreateInfo');
    const cnt_pPipelineLayout = 1; const o_pPipelineLayout = a.alloc(cnt_pPipelineLayout * 8 || 8, 8); const c_pPipelineLayout = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pPipelineLayout.base + o_pPipelineLayout);
    if ((r as number) < 0) throw new VkError('vkCreatePipelineLayout', r as number);
    return c_pPipelineLayout.dv.getBigUint64(o_pPipelineLayout, true) as H.VkPipelineLayout;
  }
  /** vkCreatePrivateDataSlot (VK_VERSION_1_3) */
  createPrivateDataSlot(pCreateInfo: S.VkPrivateDataSlotCreateInfo): H.VkPrivateDataSlot {
    const fn = this.f[310] ?? this.resolve(310);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkPrivateDataSlotCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreatePrivateDataSlot.pCreateInfo", pCreateInfo, 'a VkPrivateDataSlotCreateInfo');
    const cnt_pPrivateDataSlot = 1; const o_pPrivateDataSlot = a.alloc(cnt_pPrivateDataSlot * 8 || 8, 8); const c_pPrivateDataSlot = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pPrivateDataSlot.base + o_pPrivateDataSlot);
    if ((r as number) < 0) throw new VkError('vkCreatePrivateDataSlot', r as number);
    return c_pPrivateDataSlot.dv.getBigUint64(o_pPrivateDataSlot, true) as H.VkPrivateDataSlot;
  }
  /** vkCreatePrivateDataSlotEXT (VK_EXT_private_data) */
  createPrivateDataSlotEXT(pCreateInfo: S.VkPrivateDataSlotCreateInfo): H.VkPrivateDataSlot {
    const fn = this.f[311] ?? this.resolve(311);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkPrivateDataSlotCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreatePrivateDataSlotEXT.pCreateInfo", pCreateInfo, 'a VkPrivateDataSlotCreateInfo');
    const cnt_pPrivateDataSlot = 1; const o_pPrivateDataSlot = a.alloc(cnt_pPrivateDataSlot * 8 || 8, 8); const c_pPrivateDataSlot = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pPrivateDataSlot.base + o_pPrivateDataSlot);
    if ((r as number) < 0) throw new VkError('vkCreatePrivateDataSlotEXT', r as number);
    return c_pPrivateDataSlot.dv.getBigUint64(o_pPrivateDataSlot, true) as H.VkPrivateDataSlot;
  }
  /** vkCreateQueryPool (VK_VERSION_1_0) */
  createQueryPool(pCreateInfo: S.VkQueryPoolCreateInfo): H.VkQueryPool {
    const fn = this.f[312] ?? this.resolve(312);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkQueryPoolCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateQueryPool.pCreateInfo", pCreateInfo, 'a VkQueryPoolCreateInfo');
    const cnt_pQueryPool = 1; const o_pQueryPool = a.alloc(cnt_pQueryPool * 8 || 8, 8); const c_pQueryPool = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pQueryPool.base + o_pQueryPool);
    if ((r as number) < 0) throw new VkError('vkCreateQueryPool', r as number);
    return c_pQueryPool.dv.getBigUint64(o_pQueryPool, true) as H.VkQueryPool;
  }
  /** vkCreateRayTracingPipelinesKHR (VK_KHR_ray_tracing_pipeline) */
  createRayTracingPipelinesKHR(deferredOperation: H.VkDeferredOperationKHR | null | undefined, pipelineCache: H.VkPipelineCache | null | undefined, pCreateInfos: readonly S.VkRayTracingPipelineCreateInfoKHR[]): H.VkPipeline[] {
    const fn = this.f[313] ?? this.resolve(313);
    const a = arena; a.reset();
    const n_createInfoCount = (pCreateInfos == null ? 0 : pCreateInfos.length);
    let p_pCreateInfos = 0;
    if (pCreateInfos != null) { const x = arr(pCreateInfos, "vkCreateRayTracingPipelinesKHR.pCreateInfos"); const o = a.alloc(x.length * 104, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkRayTracingPipelineCreateInfoKHR(a, c, o + i * 104, x[i]); p_pCreateInfos = c.base + o; }
    const cnt_pPipelines = n_createInfoCount; const o_pPipelines = a.alloc(cnt_pPipelines * 8 || 8, 8); const c_pPipelines = a.cur;
    const r = fn(this.handle, hArg(deferredOperation, "vkCreateRayTracingPipelinesKHR.deferredOperation", false), hArg(pipelineCache, "vkCreateRayTracingPipelinesKHR.pipelineCache", false), n_createInfoCount, p_pCreateInfos, 0, c_pPipelines.base + o_pPipelines);
    if ((r as number) < 0) throw new VkError('vkCreateRayTracingPipelinesKHR', r as number);
    return Array.from({ length: cnt_pPipelines }, (_, i) => c_pPipelines.dv.getBigUint64(o_pPipelines + i * 8, true) as H.VkPipeline);
  }
  /** vkCreateRayTracingPipelinesNV (VK_NV_ray_tracing) */
  createRayTracingPipelinesNV(pipelineCache: H.VkPipelineCache | null | undefined, pCreateInfos: readonly S.VkRayTracingPipelineCreateInfoNV[]): H.VkPipeline[] {
    const fn = this.f[314] ?? this.resolve(314);
    const a = arena; a.reset();
    const n_createInfoCount = (pCreateInfos == null ? 0 : pCreateInfos.length);
    let p_pCreateInfos = 0;
    if (pCreateInfos != null) { const x = arr(pCreateInfos, "vkCreateRayTracingPipelinesNV.pCreateInfos"); const o = a.alloc(x.length * 80, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkRayTracingPipelineCreateInfoNV(a, c, o + i * 80, x[i]); p_pCreateInfos = c.base + o; }
    const cnt_pPipelines = n_createInfoCount; const o_pPipelines = a.alloc(cnt_pPipelines * 8 || 8, 8); const c_pPipelines = a.cur;
    const r = fn(this.handle, hArg(pipelineCache, "vkCreateRayTracingPipelinesNV.pipelineCache", false), n_createInfoCount, p_pCreateInfos, 0, c_pPipelines.base + o_pPipelines);
    if ((r as number) < 0) throw new VkError('vkCreateRayTracingPipelinesNV', r as number);
    return Array.from({ length: cnt_pPipelines }, (_, i) => c_pPipelines.dv.getBigUint64(o_pPipelines + i * 8, true) as H.VkPipeline);
  }
  /** vkCreateRenderPass (VK_VERSION_1_0) */
  createRenderPass(pCreateInfo: S.VkRenderPassCreateInfo): H.VkRenderPass {
    const fn = this.f[315] ?? this.resolve(315);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkRenderPassCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateRenderPass.pCreateInfo", pCreateInfo, 'a VkRenderPassCreateInfo');
    const cnt_pRenderPass = 1; const o_pRenderPass = a.alloc(cnt_pRenderPass * 8 || 8, 8); const c_pRenderPass = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pRenderPass.base + o_pRenderPass);
    if ((r as number) < 0) throw new VkError('vkCreateRenderPass', r as number);
    return c_pRenderPass.dv.getBigUint64(o_pRenderPass, true) as H.VkRenderPass;
  }
  /** vkCreateRenderPass2 (VK_VERSION_1_2) */
  createRenderPass2(pCreateInfo: S.VkRenderPassCreateInfo2): H.VkRenderPass {
    const fn = this.f[316] ?? this.resolve(316);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(80, 8); const c = a.cur; S.encVkRenderPassCreateInfo2(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateRenderPass2.pCreateInfo", pCreateInfo, 'a VkRenderPassCreateInfo2');
    const cnt_pRenderPass = 1; const o_pRenderPass = a.alloc(cnt_pRenderPass * 8 || 8, 8); const c_pRenderPass = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pRenderPass.base + o_pRenderPass);
    if ((r as number) < 0) throw new VkError('vkCreateRenderPass2', r as number);
    return c_pRenderPass.dv.getBigUint64(o_pRenderPass, true) as H.VkRenderPass;
  }
  /** vkCreateRenderPass2KHR (VK_KHR_create_renderpass2) */
  createRenderPass2KHR(pCreateInfo: S.VkRenderPassCreateInfo2): H.VkRenderPass {
    const fn = this.f[317] ?? this.resolve(317);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(80, 8); const c = a.cur; S.encVkRenderPassCreateInfo2(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateRenderPass2KHR.pCreateInfo", pCreateInfo, 'a VkRenderPassCreateInfo2');
    const cnt_pRenderPass = 1; const o_pRenderPass = a.alloc(cnt_pRenderPass * 8 || 8, 8); const c_pRenderPass = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pRenderPass.base + o_pRenderPass);
    if ((r as number) < 0) throw new VkError('vkCreateRenderPass2KHR', r as number);
    return c_pRenderPass.dv.getBigUint64(o_pRenderPass, true) as H.VkRenderPass;
  }
  /** vkCreateSampler (VK_VERSION_1_0) */
  createSampler(pCreateInfo: S.VkSamplerCreateInfo): H.VkSampler {
    const fn = this.f[318] ?? this.resolve(318);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(80, 8); const c = a.cur; S.encVkSamplerCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateSampler.pCreateInfo", pCreateInfo, 'a VkSamplerCreateInfo');
    const cnt_pSampler = 1; const o_pSampler = a.alloc(cnt_pSampler * 8 || 8, 8); const c_pSampler = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pSampler.base + o_pSampler);
    if ((r as number) < 0) throw new VkError('vkCreateSampler', r as number);
    return c_pSampler.dv.getBigUint64(o_pSampler, true) as H.VkSampler;
  }
  /** vkCreateSamplerYcbcrConversion (VK_VERSION_1_1) */
  createSamplerYcbcrConversion(pCreateInfo: S.VkSamplerYcbcrConversionCreateInfo): H.VkSamplerYcbcrConversion {
    const fn = this.f[319] ?? this.resolve(319);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkSamplerYcbcrConversionCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateSamplerYcbcrConversion.pCreateInfo", pCreateInfo, 'a VkSamplerYcbcrConversionCreateInfo');
    const cnt_pYcbcrConversion = 1; const o_pYcbcrConversion = a.alloc(cnt_pYcbcrConversion * 8 || 8, 8); const c_pYcbcrConversion = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pYcbcrConversion.base + o_pYcbcrConversion);
    if ((r as number) < 0) throw new VkError('vkCreateSamplerYcbcrConversion', r as number);
    return c_pYcbcrConversion.dv.getBigUint64(o_pYcbcrConversion, true) as H.VkSamplerYcbcrConversion;
  }
  /** vkCreateSamplerYcbcrConversionKHR (VK_KHR_sampler_ycbcr_conversion) */
  createSamplerYcbcrConversionKHR(pCreateInfo: S.VkSamplerYcbcrConversionCreateInfo): H.VkSamplerYcbcrConversion {
    const fn = this.f[320] ?? this.resolve(320);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkSamplerYcbcrConversionCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateSamplerYcbcrConversionKHR.pCreateInfo", pCreateInfo, 'a VkSamplerYcbcrConversionCreateInfo');
    const cnt_pYcbcrConversion = 1; const o_pYcbcrConversion = a.alloc(cnt_pYcbcrConversion * 8 || 8, 8); const c_pYcbcrConversion = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pYcbcrConversion.base + o_pYcbcrConversion);
    if ((r as number) < 0) throw new VkError('vkCreateSamplerYcbcrConversionKHR', r as number);
    return c_pYcbcrConversion.dv.getBigUint64(o_pYcbcrConversion, true) as H.VkSamplerYcbcrConversion;
  }
  /** vkCreateSemaphore (VK_VERSION_1_0) */
  createSemaphore(pCreateInfo: S.VkSemaphoreCreateInfo): H.VkSemaphore {
    const fn = this.f[321] ?? this.resolve(321);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkSemaphoreCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateSemaphore.pCreateInfo", pCreateInfo, 'a VkSemaphoreCreateInfo');
    const cnt_pSemaphore = 1; const o_pSemaphore = a.alloc(cnt_pSemaphore * 8 || 8, 8); const c_pSemaphore = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pSemaphore.base + o_pSemaphore);
    if ((r as number) < 0) throw new VkError('vkCreateSemaphore', r as number);
    return c_pSemaphore.dv.getBigUint64(o_pSemaphore, true) as H.VkSemaphore;
  }
  /** vkCreateShaderModule (VK_VERSION_1_0) */
  createShaderModule(pCreateInfo: S.VkShaderModuleCreateInfo): H.VkShaderModule {
    const fn = this.f[322] ?? this.resolve(322);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkShaderModuleCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateShaderModule.pCreateInfo", pCreateInfo, 'a VkShaderModuleCreateInfo');
    const cnt_pShaderModule = 1; const o_pShaderModule = a.alloc(cnt_pShaderModule * 8 || 8, 8); const c_pShaderModule = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pShaderModule.base + o_pShaderModule);
    if ((r as number) < 0) throw new VkError('vkCreateShaderModule', r as number);
    return c_pShaderModule.dv.getBigUint64(o_pShaderModule, true) as H.VkShaderModule;
  }
  /** vkCreateShadersEXT (VK_EXT_shader_object) */
  createShadersEXT(pCreateInfos: readonly S.VkShaderCreateInfoEXT[]): H.VkShaderEXT[] {
    const fn = this.f[323] ?? this.resolve(323);
    const a = arena; a.reset();
    const n_createInfoCount = (pCreateInfos == null ? 0 : pCreateInfos.length);
    let p_pCreateInfos = 0;
    if (pCreateInfos != null) { const x = arr(pCreateInfos, "vkCreateShadersEXT.pCreateInfos"); const o = a.alloc(x.length * 96, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkShaderCreateInfoEXT(a, c, o + i * 96, x[i]); p_pCreateInfos = c.base + o; }
    const cnt_pShaders = n_createInfoCount; const o_pShaders = a.alloc(cnt_pShaders * 8 || 8, 8); const c_pShaders = a.cur;
    const r = fn(this.handle, n_createInfoCount, p_pCreateInfos, 0, c_pShaders.base + o_pShaders);
    if ((r as number) < 0) throw new VkError('vkCreateShadersEXT', r as number);
    return Array.from({ length: cnt_pShaders }, (_, i) => c_pShaders.dv.getBigUint64(o_pShaders + i * 8, true) as H.VkShaderEXT);
  }
  /** vkCreateValidationCacheEXT (VK_EXT_validation_cache) */
  createValidationCacheEXT(pCreateInfo: S.VkValidationCacheCreateInfoEXT): H.VkValidationCacheEXT {
    const fn = this.f[324] ?? this.resolve(324);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkValidationCacheCreateInfoEXT(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateValidationCacheEXT.pCreateInfo", pCreateInfo, 'a VkValidationCacheCreateInfoEXT');
    const cnt_pValidationCache = 1; const o_pValidationCache = a.alloc(cnt_pValidationCache * 8 || 8, 8); const c_pValidationCache = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pValidationCache.base + o_pValidationCache);
    if ((r as number) < 0) throw new VkError('vkCreateValidationCacheEXT', r as number);
    return c_pValidationCache.dv.getBigUint64(o_pValidationCache, true) as H.VkValidationCacheEXT;
  }
  /** vkCreateVideoSessionKHR (VK_KHR_video_queue) */
  createVideoSessionKHR(pCreateInfo: S.VkVideoSessionCreateInfoKHR): H.VkVideoSessionKHR {
    const fn = this.f[325] ?? this.resolve(325);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(64, 8); const c = a.cur; S.encVkVideoSessionCreateInfoKHR(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateVideoSessionKHR.pCreateInfo", pCreateInfo, 'a VkVideoSessionCreateInfoKHR');
    const cnt_pVideoSession = 1; const o_pVideoSession = a.alloc(cnt_pVideoSession * 8 || 8, 8); const c_pVideoSession = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pVideoSession.base + o_pVideoSession);
    if ((r as number) < 0) throw new VkError('vkCreateVideoSessionKHR', r as number);
    return c_pVideoSession.dv.getBigUint64(o_pVideoSession, true) as H.VkVideoSessionKHR;
  }
  /** vkCreateVideoSessionParametersKHR (VK_KHR_video_queue) */
  createVideoSessionParametersKHR(pCreateInfo: S.VkVideoSessionParametersCreateInfoKHR): H.VkVideoSessionParametersKHR {
    const fn = this.f[326] ?? this.resolve(326);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkVideoSessionParametersCreateInfoKHR(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkCreateVideoSessionParametersKHR.pCreateInfo", pCreateInfo, 'a VkVideoSessionParametersCreateInfoKHR');
    const cnt_pVideoSessionParameters = 1; const o_pVideoSessionParameters = a.alloc(cnt_pVideoSessionParameters * 8 || 8, 8); const c_pVideoSessionParameters = a.cur;
    const r = fn(this.handle, p_pCreateInfo, 0, c_pVideoSessionParameters.base + o_pVideoSessionParameters);
    if ((r as number) < 0) throw new VkError('vkCreateVideoSessionParametersKHR', r as number);
    return c_pVideoSessionParameters.dv.getBigUint64(o_pVideoSessionParameters, true) as H.VkVideoSessionParametersKHR;
  }
  /** vkDebugMarkerSetObjectNameEXT (VK_EXT_debug_marker) */
  debugMarkerSetObjectNameEXT(pNameInfo: S.VkDebugMarkerObjectNameInfoEXT): E.VkResult {
    const fn = this.f[327] ?? this.resolve(327);
    const a = arena; a.reset();
    let p_pNameInfo = 0;
    if (pNameInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkDebugMarkerObjectNameInfoEXT(a, c, o, pNameInfo); p_pNameInfo = c.base + o; } else throw new VkValueError("vkDebugMarkerSetObjectNameEXT.pNameInfo", pNameInfo, 'a VkDebugMarkerObjectNameInfoEXT');
    const r = fn(this.handle, p_pNameInfo);
    if ((r as number) < 0) throw new VkError('vkDebugMarkerSetObjectNameEXT', r as number);
    return r as E.VkResult;
  }
  /** vkDebugMarkerSetObjectTagEXT (VK_EXT_debug_marker) */
  debugMarkerSetObjectTagEXT(pTagInfo: S.VkDebugMarkerObjectTagInfoEXT): E.VkResult {
    const fn = this.f[328] ?? this.resolve(328);
    const a = arena; a.reset();
    let p_pTagInfo = 0;
    if (pTagInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkDebugMarkerObjectTagInfoEXT(a, c, o, pTagInfo); p_pTagInfo = c.base + o; } else throw new VkValueError("vkDebugMarkerSetObjectTagEXT.pTagInfo", pTagInfo, 'a VkDebugMarkerObjectTagInfoEXT');
    const r = fn(this.handle, p_pTagInfo);
    if ((r as number) < 0) throw new VkError('vkDebugMarkerSetObjectTagEXT', r as number);
    return r as E.VkResult;
  }
  /** vkDeferredOperationJoinKHR (VK_KHR_deferred_host_operations) */
  deferredOperationJoinKHR(operation: H.VkDeferredOperationKHR): E.VkResult {
    const fn = this.f[329] ?? this.resolve(329);
    const r = fn(this.handle, hArg(operation, "vkDeferredOperationJoinKHR.operation", true));
    if ((r as number) < 0) throw new VkError('vkDeferredOperationJoinKHR', r as number);
    return r as E.VkResult;
  }
  /** vkDestroyAccelerationStructureKHR (VK_KHR_acceleration_structure) */
  destroyAccelerationStructureKHR(accelerationStructure?: H.VkAccelerationStructureKHR | null): void {
    const fn = this.f[330] ?? this.resolve(330);
    fn(this.handle, hArg(accelerationStructure, "vkDestroyAccelerationStructureKHR.accelerationStructure", false), 0);
  }
  /** vkDestroyAccelerationStructureNV (VK_NV_ray_tracing) */
  destroyAccelerationStructureNV(accelerationStructure?: H.VkAccelerationStructureNV | null): void {
    const fn = this.f[331] ?? this.resolve(331);
    fn(this.handle, hArg(accelerationStructure, "vkDestroyAccelerationStructureNV.accelerationStructure", false), 0);
  }
  /** vkDestroyBuffer (VK_VERSION_1_0) */
  destroyBuffer(buffer?: H.VkBuffer | null): void {
    const fn = this.f[332] ?? this.resolve(332);
    fn(this.handle, hArg(buffer, "vkDestroyBuffer.buffer", false), 0);
  }
  /** vkDestroyBufferView (VK_VERSION_1_0) */
  destroyBufferView(bufferView?: H.VkBufferView | null): void {
    const fn = this.f[333] ?? this.resolve(333);
    fn(this.handle, hArg(bufferView, "vkDestroyBufferView.bufferView", false), 0);
  }
  /** vkDestroyCommandPool (VK_VERSION_1_0) */
  destroyCommandPool(commandPool?: H.VkCommandPool | null): void {
    const fn = this.f[334] ?? this.resolve(334);
    fn(this.handle, hArg(commandPool, "vkDestroyCommandPool.commandPool", false), 0);
  }
  /** vkDestroyCudaFunctionNV (VK_NV_cuda_kernel_launch) */
  destroyCudaFunctionNV(function_: H.VkCudaFunctionNV): void {
    const fn = this.f[335] ?? this.resolve(335);
    fn(this.handle, hArg(function_, "vkDestroyCudaFunctionNV.function", true), 0);
  }
  /** vkDestroyCudaModuleNV (VK_NV_cuda_kernel_launch) */
  destroyCudaModuleNV(module: H.VkCudaModuleNV): void {
    const fn = this.f[336] ?? this.resolve(336);
    fn(this.handle, hArg(module, "vkDestroyCudaModuleNV.module", true), 0);
  }
  /** vkDestroyDeferredOperationKHR (VK_KHR_deferred_host_operations) */
  destroyDeferredOperationKHR(operation?: H.VkDeferredOperationKHR | null): void {
    const fn = this.f[337] ?? this.resolve(337);
    fn(this.handle, hArg(operation, "vkDestroyDeferredOperationKHR.operation", false), 0);
  }
  /** vkDestroyDescriptorPool (VK_VERSION_1_0) */
  destroyDescriptorPool(descriptorPool?: H.VkDescriptorPool | null): void {
    const fn = this.f[338] ?? this.resolve(338);
    fn(this.handle, hArg(descriptorPool, "vkDestroyDescriptorPool.descriptorPool", false), 0);
  }
  /** vkDestroyDescriptorSetLayout (VK_VERSION_1_0) */
  destroyDescriptorSetLayout(descriptorSetLayout?: H.VkDescriptorSetLayout | null): void {
    const fn = this.f[339] ?? this.resolve(339);
    fn(this.handle, hArg(descriptorSetLayout, "vkDestroyDescriptorSetLayout.descriptorSetLayout", false), 0);
  }
  /** vkDestroyDescriptorUpdateTemplate (VK_VERSION_1_1) */
  destroyDescriptorUpdateTemplate(descriptorUpdateTemplate?: H.VkDescriptorUpdateTemplate | null): void {
    const fn = this.f[340] ?? this.resolve(340);
    fn(this.handle, hArg(descriptorUpdateTemplate, "vkDestroyDescriptorUpdateTemplate.descriptorUpdateTemplate", false), 0);
  }
  /** vkDestroyDescriptorUpdateTemplateKHR (VK_KHR_descriptor_update_template) */
  destroyDescriptorUpdateTemplateKHR(descriptorUpdateTemplate?: H.VkDescriptorUpdateTemplate | null): void {
    const fn = this.f[341] ?? this.resolve(341);
    fn(this.handle, hArg(descriptorUpdateTemplate, "vkDestroyDescriptorUpdateTemplateKHR.descriptorUpdateTemplate", false), 0);
  }
  /** vkDestroyDevice (VK_VERSION_1_0) */
  destroyDevice(): void {
    const fn = this.f[342] ?? this.resolve(342);
    fn(this.handle, 0);
  }
  /** vkDestroyEvent (VK_VERSION_1_0) */
  destroyEvent(event?: H.VkEvent | null): void {
    const fn = this.f[343] ?? this.resolve(343);
    fn(this.handle, hArg(event, "vkDestroyEvent.event", false), 0);
  }
  /** vkDestroyFence (VK_VERSION_1_0) */
  destroyFence(fence?: H.VkFence | null): void {
    const fn = this.f[344] ?? this.resolve(344);
    fn(this.handle, hArg(fence, "vkDestroyFence.fence", false), 0);
  }
  /** vkDestroyFramebuffer (VK_VERSION_1_0) */
  destroyFramebuffer(framebuffer?: H.VkFramebuffer | null): void {
    const fn = this.f[345] ?? this.resolve(345);
    fn(this.handle, hArg(framebuffer, "vkDestroyFramebuffer.framebuffer", false), 0);
  }
  /** vkDestroyImage (VK_VERSION_1_0) */
  destroyImage(image?: H.VkImage | null): void {
    const fn = this.f[346] ?? this.resolve(346);
    fn(this.handle, hArg(image, "vkDestroyImage.image", false), 0);
  }
  /** vkDestroyImageView (VK_VERSION_1_0) */
  destroyImageView(imageView?: H.VkImageView | null): void {
    const fn = this.f[347] ?? this.resolve(347);
    fn(this.handle, hArg(imageView, "vkDestroyImageView.imageView", false), 0);
  }
  /** vkDestroyIndirectCommandsLayoutEXT (VK_EXT_device_generated_commands) */
  destroyIndirectCommandsLayoutEXT(indirectCommandsLayout?: H.VkIndirectCommandsLayoutEXT | null): void {
    const fn = this.f[348] ?? this.resolve(348);
    fn(this.handle, hArg(indirectCommandsLayout, "vkDestroyIndirectCommandsLayoutEXT.indirectCommandsLayout", false), 0);
  }
  /** vkDestroyIndirectCommandsLayoutNV (VK_NV_device_generated_commands) */
  destroyIndirectCommandsLayoutNV(indirectCommandsLayout?: H.VkIndirectCommandsLayoutNV | null): void {
    const fn = this.f[349] ?? this.resolve(349);
    fn(this.handle, hArg(indirectCommandsLayout, "vkDestroyIndirectCommandsLayoutNV.indirectCommandsLayout", false), 0);
  }
  /** vkDestroyIndirectExecutionSetEXT (VK_EXT_device_generated_commands) */
  destroyIndirectExecutionSetEXT(indirectExecutionSet?: H.VkIndirectExecutionSetEXT | null): void {
    const fn = this.f[350] ?? this.resolve(350);
    fn(this.handle, hArg(indirectExecutionSet, "vkDestroyIndirectExecutionSetEXT.indirectExecutionSet", false), 0);
  }
  /** vkDestroyMicromapEXT (VK_EXT_opacity_micromap) */
  destroyMicromapEXT(micromap?: H.VkMicromapEXT | null): void {
    const fn = this.f[351] ?? this.resolve(351);
    fn(this.handle, hArg(micromap, "vkDestroyMicromapEXT.micromap", false), 0);
  }
  /** vkDestroyOpticalFlowSessionNV (VK_NV_optical_flow) */
  destroyOpticalFlowSessionNV(session: H.VkOpticalFlowSessionNV): void {
    const fn = this.f[352] ?? this.resolve(352);
    fn(this.handle, hArg(session, "vkDestroyOpticalFlowSessionNV.session", true), 0);
  }
  /** vkDestroyPipeline (VK_VERSION_1_0) */
  destroyPipeline(pipeline?: H.VkPipeline | null): void {
    const fn = this.f[353] ?? this.resolve(353);
    fn(this.handle, hArg(pipeline, "vkDestroyPipeline.pipeline", false), 0);
  }
  /** vkDestroyPipelineBinaryKHR (VK_KHR_pipeline_binary) */
  destroyPipelineBinaryKHR(pipelineBinary?: H.VkPipelineBinaryKHR | null): void {
    const fn = this.f[354] ?? this.resolve(354);
    fn(this.handle, hArg(pipelineBinary, "vkDestroyPipelineBinaryKHR.pipelineBinary", false), 0);
  }
  /** vkDestroyPipelineCache (VK_VERSION_1_0) */
  destroyPipelineCache(pipelineCache?: H.VkPipelineCache | null): void {
    const fn = this.f[355] ?? this.resolve(355);
    fn(this.handle, hArg(pipelineCache, "vkDestroyPipelineCache.pipelineCache", false), 0);
  }
  /** vkDestroyPipelineLayout (VK_VERSION_1_0) */
  destroyPipelineLayout(pipelineLayout?: H.VkPipelineLayout | null): void {
    const fn = this.f[356] ?? this.resolve(356);
    fn(this.handle, hArg(pipelineLayout, "vkDestroyPipelineLayout.pipelineLayout", false), 0);
  }
  /** vkDestroyPrivateDataSlot (VK_VERSION_1_3) */
  destroyPrivateDataSlot(privateDataSlot?: H.VkPrivateDataSlot | null): void {
    const fn = this.f[357] ?? this.resolve(357);
    fn(this.handle, hArg(privateDataSlot, "vkDestroyPrivateDataSlot.privateDataSlot", false), 0);
  }
  /** vkDestroyPrivateDataSlotEXT (VK_EXT_private_data) */
  destroyPrivateDataSlotEXT(privateDataSlot?: H.VkPrivateDataSlot | null): void {
    const fn = this.f[358] ?? this.resolve(358);
    fn(this.handle, hArg(privateDataSlot, "vkDestroyPrivateDataSlotEXT.privateDataSlot", false), 0);
  }
  /** vkDestroyQueryPool (VK_VERSION_1_0) */
  destroyQueryPool(queryPool?: H.VkQueryPool | null): void {
    const fn = this.f[359] ?? this.resolve(359);
    fn(this.handle, hArg(queryPool, "vkDestroyQueryPool.queryPool", false), 0);
  }
  /** vkDestroyRenderPass (VK_VERSION_1_0) */
  destroyRenderPass(renderPass?: H.VkRenderPass | null): void {
    const fn = this.f[360] ?? this.resolve(360);
    fn(this.handle, hArg(renderPass, "vkDestroyRenderPass.renderPass", false), 0);
  }
  /** vkDestroySampler (VK_VERSION_1_0) */
  destroySampler(sampler?: H.VkSampler | null): void {
    const fn = this.f[361] ?? this.resolve(361);
    fn(this.handle, hArg(sampler, "vkDestroySampler.sampler", false), 0);
  }
  /** vkDestroySamplerYcbcrConversion (VK_VERSION_1_1) */
  destroySamplerYcbcrConversion(ycbcrConversion?: H.VkSamplerYcbcrConversion | null): void {
    const fn = this.f[362] ?? this.resolve(362);
    fn(this.handle, hArg(ycbcrConversion, "vkDestroySamplerYcbcrConversion.ycbcrConversion", false), 0);
  }
  /** vkDestroySamplerYcbcrConversionKHR (VK_KHR_sampler_ycbcr_conversion) */
  destroySamplerYcbcrConversionKHR(ycbcrConversion?: H.VkSamplerYcbcrConversion | null): void {
    const fn = this.f[363] ?? this.resolve(363);
    fn(this.handle, hArg(ycbcrConversion, "vkDestroySamplerYcbcrConversionKHR.ycbcrConversion", false), 0);
  }
  /** vkDestroySemaphore (VK_VERSION_1_0) */
  destroySemaphore(semaphore?: H.VkSemaphore | null): void {
    const fn = this.f[364] ?? this.resolve(364);
    fn(this.handle, hArg(semaphore, "vkDestroySemaphore.semaphore", false), 0);
  }
  /** vkDestroyShaderEXT (VK_EXT_shader_object) */
  destroyShaderEXT(shader?: H.VkShaderEXT | null): void {
    const fn = this.f[365] ?? this.resolve(365);
    fn(this.handle, hArg(shader, "vkDestroyShaderEXT.shader", false), 0);
  }
  /** vkDestroyShaderModule (VK_VERSION_1_0) */
  destroyShaderModule(shaderModule?: H.VkShaderModule | null): void {
    const fn = this.f[366] ?? this.resolve(366);
    fn(this.handle, hArg(shaderModule, "vkDestroyShaderModule.shaderModule", false), 0);
  }
  /** vkDestroyValidationCacheEXT (VK_EXT_validation_cache) */
  destroyValidationCacheEXT(validationCache?: H.VkValidationCacheEXT | null): void {
    const fn = this.f[367] ?? this.resolve(367);
    fn(this.handle, hArg(validationCache, "vkDestroyValidationCacheEXT.validationCache", false), 0);
  }
  /** vkDestroyVideoSessionKHR (VK_KHR_video_queue) */
  destroyVideoSessionKHR(videoSession?: H.VkVideoSessionKHR | null): void {
    const fn = this.f[368] ?? this.resolve(368);
    fn(this.handle, hArg(videoSession, "vkDestroyVideoSessionKHR.videoSession", false), 0);
  }
  /** vkDestroyVideoSessionParametersKHR (VK_KHR_video_queue) */
  destroyVideoSessionParametersKHR(videoSessionParameters?: H.VkVideoSessionParametersKHR | null): void {
    const fn = this.f[369] ?? this.resolve(369);
    fn(this.handle, hArg(videoSessionParameters, "vkDestroyVideoSessionParametersKHR.videoSessionParameters", false), 0);
  }
  /** vkDeviceWaitIdle (VK_VERSION_1_0) */
  deviceWaitIdle(): E.VkResult {
    const fn = this.f[370] ?? this.resolve(370);
    const r = fn(this.handle);
    if ((r as number) < 0) throw new VkError('vkDeviceWaitIdle', r as number);
    return r as E.VkResult;
  }
  /** vkEndCommandBuffer (VK_VERSION_1_0) */
  endCommandBuffer(commandBuffer: H.VkCommandBuffer): E.VkResult {
    const fn = this.f[371] ?? this.resolve(371);
    const r = fn(hArg(commandBuffer, "vkEndCommandBuffer.commandBuffer", true));
    if ((r as number) < 0) throw new VkError('vkEndCommandBuffer', r as number);
    return r as E.VkResult;
  }
  /** vkFlushMappedMemoryRanges (VK_VERSION_1_0) */
  flushMappedMemoryRanges(pMemoryRanges: readonly S.VkMappedMemoryRange[]): E.VkResult {
    const fn = this.f[372] ?? this.resolve(372);
    const a = arena; a.reset();
    const n_memoryRangeCount = (pMemoryRanges == null ? 0 : pMemoryRanges.length);
    let p_pMemoryRanges = 0;
    if (pMemoryRanges != null) { const x = arr(pMemoryRanges, "vkFlushMappedMemoryRanges.pMemoryRanges"); const o = a.alloc(x.length * 40, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkMappedMemoryRange(a, c, o + i * 40, x[i]); p_pMemoryRanges = c.base + o; }
    const r = fn(this.handle, n_memoryRangeCount, p_pMemoryRanges);
    if ((r as number) < 0) throw new VkError('vkFlushMappedMemoryRanges', r as number);
    return r as E.VkResult;
  }
  /** vkFreeCommandBuffers (VK_VERSION_1_0) */
  freeCommandBuffers(commandPool: H.VkCommandPool, pCommandBuffers?: ArrayLike<H.VkCommandBuffer> | null): void {
    const fn = this.f[373] ?? this.resolve(373);
    const a = arena; a.reset();
    const n_commandBufferCount = (pCommandBuffers == null ? 0 : pCommandBuffers.length);
    let p_pCommandBuffers = 0;
    if (pCommandBuffers != null) { const x = arr(pCommandBuffers, "vkFreeCommandBuffers.pCommandBuffers"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkFreeCommandBuffers.pCommandBuffers", true), true); p_pCommandBuffers = c.base + o; }
    fn(this.handle, hArg(commandPool, "vkFreeCommandBuffers.commandPool", true), n_commandBufferCount, p_pCommandBuffers);
  }
  /** vkFreeDescriptorSets (VK_VERSION_1_0) */
  freeDescriptorSets(descriptorPool: H.VkDescriptorPool, pDescriptorSets?: ArrayLike<H.VkDescriptorSet> | null): E.VkResult {
    const fn = this.f[374] ?? this.resolve(374);
    const a = arena; a.reset();
    const n_descriptorSetCount = (pDescriptorSets == null ? 0 : pDescriptorSets.length);
    let p_pDescriptorSets = 0;
    if (pDescriptorSets != null) { const x = arr(pDescriptorSets, "vkFreeDescriptorSets.pDescriptorSets"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkFreeDescriptorSets.pDescriptorSets", true), true); p_pDescriptorSets = c.base + o; }
    const r = fn(this.handle, hArg(descriptorPool, "vkFreeDescriptorSets.descriptorPool", true), n_descriptorSetCount, p_pDescriptorSets);
    if ((r as number) < 0) throw new VkError('vkFreeDescriptorSets', r as number);
    return r as E.VkResult;
  }
  /** vkFreeMemory (VK_VERSION_1_0) */
  freeMemory(memory?: H.VkDeviceMemory | null): void {
    const fn = this.f[375] ?? this.resolve(375);
    fn(this.handle, hArg(memory, "vkFreeMemory.memory", false), 0);
  }
  /** vkGetAccelerationStructureBuildSizesKHR (VK_KHR_acceleration_structure) */
  getAccelerationStructureBuildSizesKHR(buildType: E.VkAccelerationStructureBuildTypeKHR, pBuildInfo: S.VkAccelerationStructureBuildGeometryInfoKHR, pMaxPrimitiveCounts?: ArrayLike<number> | null, pSizeInfo?: Partial<S.VkAccelerationStructureBuildSizesInfoKHR>): S.VkAccelerationStructureBuildSizesInfoKHROut {
    const fn = this.f[376] ?? this.resolve(376);
    const a = arena; a.reset();
    let p_pBuildInfo = 0;
    if (pBuildInfo != null) { const o = a.alloc(80, 8); const c = a.cur; S.encVkAccelerationStructureBuildGeometryInfoKHR(a, c, o, pBuildInfo); p_pBuildInfo = c.base + o; } else throw new VkValueError("vkGetAccelerationStructureBuildSizesKHR.pBuildInfo", pBuildInfo, 'a VkAccelerationStructureBuildGeometryInfoKHR');
    let p_pMaxPrimitiveCounts = 0;
    if (pMaxPrimitiveCounts != null) { const x = arr(pMaxPrimitiveCounts, "vkGetAccelerationStructureBuildSizesKHR.pMaxPrimitiveCounts"); const o = a.alloc(x.length * 4 || 4, 4); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setUint32(o + i * 4, u32(x[i], "vkGetAccelerationStructureBuildSizesKHR.pMaxPrimitiveCounts"), true); p_pMaxPrimitiveCounts = c.base + o; }
    const cnt_pSizeInfo = 1; const o_pSizeInfo = a.alloc(cnt_pSizeInfo * 40 || 8, 8); const c_pSizeInfo = a.cur;
    S.encByStype(a, c_pSizeInfo, o_pSizeInfo, { ...pSizeInfo, sType: 1000150020 }, "vkGetAccelerationStructureBuildSizesKHR.pSizeInfo");
    fn(this.handle, i32(buildType, "vkGetAccelerationStructureBuildSizesKHR.buildType"), p_pBuildInfo, p_pMaxPrimitiveCounts, c_pSizeInfo.base + o_pSizeInfo);
    return S.decVkAccelerationStructureBuildSizesInfoKHR(a, c_pSizeInfo, o_pSizeInfo);
  }
  /** vkGetAccelerationStructureDeviceAddressKHR (VK_KHR_acceleration_structure) */
  getAccelerationStructureDeviceAddressKHR(pInfo: S.VkAccelerationStructureDeviceAddressInfoKHR): bigint {
    const fn = this.f[377] ?? this.resolve(377);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkAccelerationStructureDeviceAddressInfoKHR(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetAccelerationStructureDeviceAddressKHR.pInfo", pInfo, 'a VkAccelerationStructureDeviceAddressInfoKHR');
    const r = fn(this.handle, p_pInfo);
    return BigInt(r as number | bigint);
  }
  /** vkGetAccelerationStructureHandleNV (VK_NV_ray_tracing) */
  getAccelerationStructureHandleNV(accelerationStructure: H.VkAccelerationStructureNV, pData: ArrayBufferView): E.VkResult {
    const fn = this.f[378] ?? this.resolve(378);
    const a = arena; a.reset();
    const n_dataSize = (pData == null ? 0 : pData.byteLength);
    const o_pData = a.alloc(pData.byteLength, 16); const c_pData = a.cur;
    const r = fn(this.handle, hArg(accelerationStructure, "vkGetAccelerationStructureHandleNV.accelerationStructure", true), n_dataSize, c_pData.base + o_pData);
    if ((r as number) < 0) throw new VkError('vkGetAccelerationStructureHandleNV', r as number);
    new Uint8Array(pData.buffer, pData.byteOffset, pData.byteLength).set(c_pData.u8.subarray(o_pData, o_pData + pData.byteLength));
    return r as E.VkResult;
  }
  /** vkGetAccelerationStructureMemoryRequirementsNV (VK_NV_ray_tracing) */
  getAccelerationStructureMemoryRequirementsNV(pInfo: S.VkAccelerationStructureMemoryRequirementsInfoNV, pMemoryRequirements?: Partial<S.VkMemoryRequirements2>): S.VkMemoryRequirements2Out {
    const fn = this.f[379] ?? this.resolve(379);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkAccelerationStructureMemoryRequirementsInfoNV(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetAccelerationStructureMemoryRequirementsNV.pInfo", pInfo, 'a VkAccelerationStructureMemoryRequirementsInfoNV');
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 40 || 8, 8); const c_pMemoryRequirements = a.cur;
    S.encByStype(a, c_pMemoryRequirements, o_pMemoryRequirements, { ...pMemoryRequirements, sType: 1000146003 }, "vkGetAccelerationStructureMemoryRequirementsNV.pMemoryRequirements");
    fn(this.handle, p_pInfo, c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements2(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetBufferDeviceAddress (VK_VERSION_1_2) */
  getBufferDeviceAddress(pInfo: S.VkBufferDeviceAddressInfo): bigint {
    const fn = this.f[381] ?? this.resolve(381);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkBufferDeviceAddressInfo(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetBufferDeviceAddress.pInfo", pInfo, 'a VkBufferDeviceAddressInfo');
    const r = fn(this.handle, p_pInfo);
    return BigInt(r as number | bigint);
  }
  /** vkGetBufferDeviceAddressEXT (VK_EXT_buffer_device_address) */
  getBufferDeviceAddressEXT(pInfo: S.VkBufferDeviceAddressInfo): bigint {
    const fn = this.f[382] ?? this.resolve(382);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkBufferDeviceAddressInfo(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetBufferDeviceAddressEXT.pInfo", pInfo, 'a VkBufferDeviceAddressInfo');
    const r = fn(this.handle, p_pInfo);
    return BigInt(r as number | bigint);
  }
  /** vkGetBufferDeviceAddressKHR (VK_KHR_buffer_device_address) */
  getBufferDeviceAddressKHR(pInfo: S.VkBufferDeviceAddressInfo): bigint {
    const fn = this.f[383] ?? this.resolve(383);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkBufferDeviceAddressInfo(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetBufferDeviceAddressKHR.pInfo", pInfo, 'a VkBufferDeviceAddressInfo');
    const r = fn(this.handle, p_pInfo);
    return BigInt(r as number | bigint);
  }
  /** vkGetBufferMemoryRequirements (VK_VERSION_1_0) */
  getBufferMemoryRequirements(buffer: H.VkBuffer): S.VkMemoryRequirementsOut {
    const fn = this.f[384] ?? this.resolve(384);
    const a = arena; a.reset();
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 24 || 8, 8); const c_pMemoryRequirements = a.cur;
    fn(this.handle, hArg(buffer, "vkGetBufferMemoryRequirements.buffer", true), c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetBufferMemoryRequirements2 (VK_VERSION_1_1) */
  getBufferMemoryRequirements2(pInfo: S.VkBufferMemoryRequirementsInfo2, pMemoryRequirements?: Partial<S.VkMemoryRequirements2>): S.VkMemoryRequirements2Out {
    const fn = this.f[385] ?? this.resolve(385);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkBufferMemoryRequirementsInfo2(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetBufferMemoryRequirements2.pInfo", pInfo, 'a VkBufferMemoryRequirementsInfo2');
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 40 || 8, 8); const c_pMemoryRequirements = a.cur;
    S.encByStype(a, c_pMemoryRequirements, o_pMemoryRequirements, { ...pMemoryRequirements, sType: 1000146003 }, "vkGetBufferMemoryRequirements2.pMemoryRequirements");
    fn(this.handle, p_pInfo, c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements2(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetBufferMemoryRequirements2KHR (VK_KHR_get_memory_requirements2) */
  getBufferMemoryRequirements2KHR(pInfo: S.VkBufferMemoryRequirementsInfo2, pMemoryRequirements?: Partial<S.VkMemoryRequirements2>): S.VkMemoryRequirements2Out {
    const fn = this.f[386] ?? this.resolve(386);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkBufferMemoryRequirementsInfo2(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetBufferMemoryRequirements2KHR.pInfo", pInfo, 'a VkBufferMemoryRequirementsInfo2');
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 40 || 8, 8); const c_pMemoryRequirements = a.cur;
    S.encByStype(a, c_pMemoryRequirements, o_pMemoryRequirements, { ...pMemoryRequirements, sType: 1000146003 }, "vkGetBufferMemoryRequirements2KHR.pMemoryRequirements");
    fn(this.handle, p_pInfo, c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements2(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetBufferOpaqueCaptureAddress (VK_VERSION_1_2) */
  getBufferOpaqueCaptureAddress(pInfo: S.VkBufferDeviceAddressInfo): bigint {
    const fn = this.f[387] ?? this.resolve(387);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkBufferDeviceAddressInfo(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetBufferOpaqueCaptureAddress.pInfo", pInfo, 'a VkBufferDeviceAddressInfo');
    const r = fn(this.handle, p_pInfo);
    return BigInt(r as number | bigint);
  }
  /** vkGetBufferOpaqueCaptureAddressKHR (VK_KHR_buffer_device_address) */
  getBufferOpaqueCaptureAddressKHR(pInfo: S.VkBufferDeviceAddressInfo): bigint {
    const fn = this.f[388] ?? this.resolve(388);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkBufferDeviceAddressInfo(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetBufferOpaqueCaptureAddressKHR.pInfo", pInfo, 'a VkBufferDeviceAddressInfo');
    const r = fn(this.handle, p_pInfo);
    return BigInt(r as number | bigint);
  }
  /** vkGetCalibratedTimestampsEXT (VK_EXT_calibrated_timestamps) */
  getCalibratedTimestampsEXT(pTimestampInfos: readonly S.VkCalibratedTimestampInfoKHR[]): { pTimestamps: bigint[]; pMaxDeviation: bigint } {
    const fn = this.f[390] ?? this.resolve(390);
    const a = arena; a.reset();
    const n_timestampCount = (pTimestampInfos == null ? 0 : pTimestampInfos.length);
    let p_pTimestampInfos = 0;
    if (pTimestampInfos != null) { const x = arr(pTimestampInfos, "vkGetCalibratedTimestampsEXT.pTimestampInfos"); const o = a.alloc(x.length * 24, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkCalibratedTimestampInfoKHR(a, c, o + i * 24, x[i]); p_pTimestampInfos = c.base + o; }
    const cnt_pTimestamps = n_timestampCount; const o_pTimestamps = a.alloc(cnt_pTimestamps * 8 || 8, 8); const c_pTimestamps = a.cur;
    const cnt_pMaxDeviation = 1; const o_pMaxDeviation = a.alloc(cnt_pMaxDeviation * 8 || 8, 8); const c_pMaxDeviation = a.cur;
    const r = fn(this.handle, n_timestampCount, p_pTimestampInfos, c_pTimestamps.base + o_pTimestamps, c_pMaxDeviation.base + o_pMaxDeviation);
    if ((r as number) < 0) throw new VkError('vkGetCalibratedTimestampsEXT', r as number);
    return { pTimestamps: Array.from({ length: cnt_pTimestamps }, (_, i) => c_pTimestamps.dv.getBigUint64(o_pTimestamps + i * 8, true)), pMaxDeviation: c_pMaxDeviation.dv.getBigUint64(o_pMaxDeviation, true) };
  }
  /** vkGetCalibratedTimestampsKHR (VK_KHR_calibrated_timestamps) */
  getCalibratedTimestampsKHR(pTimestampInfos: readonly S.VkCalibratedTimestampInfoKHR[]): { pTimestamps: bigint[]; pMaxDeviation: bigint } {
    const fn = this.f[391] ?? this.resolve(391);
    const a = arena; a.reset();
    const n_timestampCount = (pTimestampInfos == null ? 0 : pTimestampInfos.length);
    let p_pTimestampInfos = 0;
    if (pTimestampInfos != null) { const x = arr(pTimestampInfos, "vkGetCalibratedTimestampsKHR.pTimestampInfos"); const o = a.alloc(x.length * 24, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkCalibratedTimestampInfoKHR(a, c, o + i * 24, x[i]); p_pTimestampInfos = c.base + o; }
    const cnt_pTimestamps = n_timestampCount; const o_pTimestamps = a.alloc(cnt_pTimestamps * 8 || 8, 8); const c_pTimestamps = a.cur;
    const cnt_pMaxDeviation = 1; const o_pMaxDeviation = a.alloc(cnt_pMaxDeviation * 8 || 8, 8); const c_pMaxDeviation = a.cur;
    const r = fn(this.handle, n_timestampCount, p_pTimestampInfos, c_pTimestamps.base + o_pTimestamps, c_pMaxDeviation.base + o_pMaxDeviation);
    if ((r as number) < 0) throw new VkError('vkGetCalibratedTimestampsKHR', r as number);
    return { pTimestamps: Array.from({ length: cnt_pTimestamps }, (_, i) => c_pTimestamps.dv.getBigUint64(o_pTimestamps + i * 8, true)), pMaxDeviation: c_pMaxDeviation.dv.getBigUint64(o_pMaxDeviation, true) };
  }
  /** vkGetClusterAccelerationStructureBuildSizesNV (VK_NV_cluster_acceleration_structure) */
  getClusterAccelerationStructureBuildSizesNV(pInfo: S.VkClusterAccelerationStructureInputInfoNV, pSizeInfo?: Partial<S.VkAccelerationStructureBuildSizesInfoKHR>): S.VkAccelerationStructureBuildSizesInfoKHROut {
    const fn = this.f[392] ?? this.resolve(392);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkClusterAccelerationStructureInputInfoNV(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetClusterAccelerationStructureBuildSizesNV.pInfo", pInfo, 'a VkClusterAccelerationStructureInputInfoNV');
    const cnt_pSizeInfo = 1; const o_pSizeInfo = a.alloc(cnt_pSizeInfo * 40 || 8, 8); const c_pSizeInfo = a.cur;
    S.encByStype(a, c_pSizeInfo, o_pSizeInfo, { ...pSizeInfo, sType: 1000150020 }, "vkGetClusterAccelerationStructureBuildSizesNV.pSizeInfo");
    fn(this.handle, p_pInfo, c_pSizeInfo.base + o_pSizeInfo);
    return S.decVkAccelerationStructureBuildSizesInfoKHR(a, c_pSizeInfo, o_pSizeInfo);
  }
  /** vkGetCudaModuleCacheNV (VK_NV_cuda_kernel_launch) */
  getCudaModuleCacheNV(module: H.VkCudaModuleNV): number[] {
    const fn = this.f[393] ?? this.resolve(393);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(this.handle, hArg(module, "vkGetCudaModuleCacheNV.module", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetCudaModuleCacheNV', r as number);
      const n = Number(cc.dv.getBigUint64(oc, true));
      const oi = a.alloc(n * 1 || 8, 1); const ci = a.cur;
      r = fn(this.handle, hArg(module, "vkGetCudaModuleCacheNV.module", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetCudaModuleCacheNV', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, Number(cc.dv.getBigUint64(oc, true)));
      return Array.from({ length: m }, (_, i) => ci.u8[oi + i * 1]);
    }
  }
  /** vkGetDeferredOperationMaxConcurrencyKHR (VK_KHR_deferred_host_operations) */
  getDeferredOperationMaxConcurrencyKHR(operation: H.VkDeferredOperationKHR): number {
    const fn = this.f[394] ?? this.resolve(394);
    const r = fn(this.handle, hArg(operation, "vkGetDeferredOperationMaxConcurrencyKHR.operation", true));
    return r as number;
  }
  /** vkGetDeferredOperationResultKHR (VK_KHR_deferred_host_operations) */
  getDeferredOperationResultKHR(operation: H.VkDeferredOperationKHR): E.VkResult {
    const fn = this.f[395] ?? this.resolve(395);
    const r = fn(this.handle, hArg(operation, "vkGetDeferredOperationResultKHR.operation", true));
    if ((r as number) < 0) throw new VkError('vkGetDeferredOperationResultKHR', r as number);
    return r as E.VkResult;
  }
  /** vkGetDescriptorEXT (VK_EXT_descriptor_buffer) */
  getDescriptorEXT(pDescriptorInfo: S.VkDescriptorGetInfoEXT, pDescriptor: ArrayBufferView): void {
    const fn = this.f[396] ?? this.resolve(396);
    const a = arena; a.reset();
    let p_pDescriptorInfo = 0;
    if (pDescriptorInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkDescriptorGetInfoEXT(a, c, o, pDescriptorInfo); p_pDescriptorInfo = c.base + o; } else throw new VkValueError("vkGetDescriptorEXT.pDescriptorInfo", pDescriptorInfo, 'a VkDescriptorGetInfoEXT');
    const n_dataSize = (pDescriptor == null ? 0 : pDescriptor.byteLength);
    const o_pDescriptor = a.alloc(pDescriptor.byteLength, 16); const c_pDescriptor = a.cur;
    fn(this.handle, p_pDescriptorInfo, n_dataSize, c_pDescriptor.base + o_pDescriptor);
    new Uint8Array(pDescriptor.buffer, pDescriptor.byteOffset, pDescriptor.byteLength).set(c_pDescriptor.u8.subarray(o_pDescriptor, o_pDescriptor + pDescriptor.byteLength));
  }
  /** vkGetDescriptorSetLayoutBindingOffsetEXT (VK_EXT_descriptor_buffer) */
  getDescriptorSetLayoutBindingOffsetEXT(layout: H.VkDescriptorSetLayout, binding: number): bigint {
    const fn = this.f[397] ?? this.resolve(397);
    const a = arena; a.reset();
    const cnt_pOffset = 1; const o_pOffset = a.alloc(cnt_pOffset * 8 || 8, 8); const c_pOffset = a.cur;
    fn(this.handle, hArg(layout, "vkGetDescriptorSetLayoutBindingOffsetEXT.layout", true), u32(binding, "vkGetDescriptorSetLayoutBindingOffsetEXT.binding"), c_pOffset.base + o_pOffset);
    return c_pOffset.dv.getBigUint64(o_pOffset, true);
  }
  /** vkGetDescriptorSetLayoutSizeEXT (VK_EXT_descriptor_buffer) */
  getDescriptorSetLayoutSizeEXT(layout: H.VkDescriptorSetLayout): bigint {
    const fn = this.f[398] ?? this.resolve(398);
    const a = arena; a.reset();
    const cnt_pLayoutSizeInBytes = 1; const o_pLayoutSizeInBytes = a.alloc(cnt_pLayoutSizeInBytes * 8 || 8, 8); const c_pLayoutSizeInBytes = a.cur;
    fn(this.handle, hArg(layout, "vkGetDescriptorSetLayoutSizeEXT.layout", true), c_pLayoutSizeInBytes.base + o_pLayoutSizeInBytes);
    return c_pLayoutSizeInBytes.dv.getBigUint64(o_pLayoutSizeInBytes, true);
  }
  /** vkGetDescriptorSetLayoutSupport (VK_VERSION_1_1) */
  getDescriptorSetLayoutSupport(pCreateInfo: S.VkDescriptorSetLayoutCreateInfo, pSupport?: Partial<S.VkDescriptorSetLayoutSupport>): S.VkDescriptorSetLayoutSupportOut {
    const fn = this.f[399] ?? this.resolve(399);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkDescriptorSetLayoutCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkGetDescriptorSetLayoutSupport.pCreateInfo", pCreateInfo, 'a VkDescriptorSetLayoutCreateInfo');
    const cnt_pSupport = 1; const o_pSupport = a.alloc(cnt_pSupport * 24 || 8, 8); const c_pSupport = a.cur;
    S.encByStype(a, c_pSupport, o_pSupport, { ...pSupport, sType: 1000168001 }, "vkGetDescriptorSetLayoutSupport.pSupport");
    fn(this.handle, p_pCreateInfo, c_pSupport.base + o_pSupport);
    return S.decVkDescriptorSetLayoutSupport(a, c_pSupport, o_pSupport);
  }
  /** vkGetDescriptorSetLayoutSupportKHR (VK_KHR_maintenance3) */
  getDescriptorSetLayoutSupportKHR(pCreateInfo: S.VkDescriptorSetLayoutCreateInfo, pSupport?: Partial<S.VkDescriptorSetLayoutSupport>): S.VkDescriptorSetLayoutSupportOut {
    const fn = this.f[400] ?? this.resolve(400);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkDescriptorSetLayoutCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkGetDescriptorSetLayoutSupportKHR.pCreateInfo", pCreateInfo, 'a VkDescriptorSetLayoutCreateInfo');
    const cnt_pSupport = 1; const o_pSupport = a.alloc(cnt_pSupport * 24 || 8, 8); const c_pSupport = a.cur;
    S.encByStype(a, c_pSupport, o_pSupport, { ...pSupport, sType: 1000168001 }, "vkGetDescriptorSetLayoutSupportKHR.pSupport");
    fn(this.handle, p_pCreateInfo, c_pSupport.base + o_pSupport);
    return S.decVkDescriptorSetLayoutSupport(a, c_pSupport, o_pSupport);
  }
  /** vkGetDeviceAccelerationStructureCompatibilityKHR (VK_KHR_acceleration_structure) */
  getDeviceAccelerationStructureCompatibilityKHR(pVersionInfo: S.VkAccelerationStructureVersionInfoKHR): number {
    const fn = this.f[401] ?? this.resolve(401);
    const a = arena; a.reset();
    let p_pVersionInfo = 0;
    if (pVersionInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkAccelerationStructureVersionInfoKHR(a, c, o, pVersionInfo); p_pVersionInfo = c.base + o; } else throw new VkValueError("vkGetDeviceAccelerationStructureCompatibilityKHR.pVersionInfo", pVersionInfo, 'a VkAccelerationStructureVersionInfoKHR');
    const cnt_pCompatibility = 1; const o_pCompatibility = a.alloc(cnt_pCompatibility * 4 || 8, 4); const c_pCompatibility = a.cur;
    fn(this.handle, p_pVersionInfo, c_pCompatibility.base + o_pCompatibility);
    return c_pCompatibility.dv.getInt32(o_pCompatibility, true);
  }
  /** vkGetDeviceBufferMemoryRequirements (VK_VERSION_1_3) */
  getDeviceBufferMemoryRequirements(pInfo: S.VkDeviceBufferMemoryRequirements, pMemoryRequirements?: Partial<S.VkMemoryRequirements2>): S.VkMemoryRequirements2Out {
    const fn = this.f[402] ?? this.resolve(402);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkDeviceBufferMemoryRequirements(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetDeviceBufferMemoryRequirements.pInfo", pInfo, 'a VkDeviceBufferMemoryRequirements');
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 40 || 8, 8); const c_pMemoryRequirements = a.cur;
    S.encByStype(a, c_pMemoryRequirements, o_pMemoryRequirements, { ...pMemoryRequirements, sType: 1000146003 }, "vkGetDeviceBufferMemoryRequirements.pMemoryRequirements");
    fn(this.handle, p_pInfo, c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements2(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetDeviceBufferMemoryRequirementsKHR (VK_KHR_maintenance4) */
  getDeviceBufferMemoryRequirementsKHR(pInfo: S.VkDeviceBufferMemoryRequirements, pMemoryRequirements?: Partial<S.VkMemoryRequirements2>): S.VkMemoryRequirements2Out {
    const fn = this.f[403] ?? this.resolve(403);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkDeviceBufferMemoryRequirements(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetDeviceBufferMemoryRequirementsKHR.pInfo", pInfo, 'a VkDeviceBufferMemoryRequirements');
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 40 || 8, 8); const c_pMemoryRequirements = a.cur;
    S.encByStype(a, c_pMemoryRequirements, o_pMemoryRequirements, { ...pMemoryRequirements, sType: 1000146003 }, "vkGetDeviceBufferMemoryRequirementsKHR.pMemoryRequirements");
    fn(this.handle, p_pInfo, c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements2(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetDeviceFaultInfoEXT (VK_EXT_device_fault) */
  getDeviceFaultInfoEXT(pFaultCounts?: Partial<S.VkDeviceFaultCountsEXT>, pFaultInfo?: Partial<S.VkDeviceFaultInfoEXT>): { pFaultCounts: S.VkDeviceFaultCountsEXTOut; pFaultInfo: S.VkDeviceFaultInfoEXTOut } {
    const fn = this.f[404] ?? this.resolve(404);
    const a = arena; a.reset();
    const cnt_pFaultCounts = 1; const o_pFaultCounts = a.alloc(cnt_pFaultCounts * 32 || 8, 8); const c_pFaultCounts = a.cur;
    S.encByStype(a, c_pFaultCounts, o_pFaultCounts, { ...pFaultCounts, sType: 1000341001 }, "vkGetDeviceFaultInfoEXT.pFaultCounts");
    const cnt_pFaultInfo = 1; const o_pFaultInfo = a.alloc(cnt_pFaultInfo * 296 || 8, 8); const c_pFaultInfo = a.cur;
    S.encByStype(a, c_pFaultInfo, o_pFaultInfo, { ...pFaultInfo, sType: 1000341002 }, "vkGetDeviceFaultInfoEXT.pFaultInfo");
    const r = fn(this.handle, c_pFaultCounts.base + o_pFaultCounts, c_pFaultInfo.base + o_pFaultInfo);
    if ((r as number) < 0) throw new VkError('vkGetDeviceFaultInfoEXT', r as number);
    return { pFaultCounts: S.decVkDeviceFaultCountsEXT(a, c_pFaultCounts, o_pFaultCounts), pFaultInfo: S.decVkDeviceFaultInfoEXT(a, c_pFaultInfo, o_pFaultInfo) };
  }
  /** vkGetDeviceGroupPeerMemoryFeatures (VK_VERSION_1_1) */
  getDeviceGroupPeerMemoryFeatures(heapIndex: number, localDeviceIndex: number, remoteDeviceIndex: number): number {
    const fn = this.f[405] ?? this.resolve(405);
    const a = arena; a.reset();
    const cnt_pPeerMemoryFeatures = 1; const o_pPeerMemoryFeatures = a.alloc(cnt_pPeerMemoryFeatures * 4 || 8, 4); const c_pPeerMemoryFeatures = a.cur;
    fn(this.handle, u32(heapIndex, "vkGetDeviceGroupPeerMemoryFeatures.heapIndex"), u32(localDeviceIndex, "vkGetDeviceGroupPeerMemoryFeatures.localDeviceIndex"), u32(remoteDeviceIndex, "vkGetDeviceGroupPeerMemoryFeatures.remoteDeviceIndex"), c_pPeerMemoryFeatures.base + o_pPeerMemoryFeatures);
    return c_pPeerMemoryFeatures.dv.getUint32(o_pPeerMemoryFeatures, true);
  }
  /** vkGetDeviceGroupPeerMemoryFeaturesKHR (VK_KHR_device_group) */
  getDeviceGroupPeerMemoryFeaturesKHR(heapIndex: number, localDeviceIndex: number, remoteDeviceIndex: number): number {
    const fn = this.f[406] ?? this.resolve(406);
    const a = arena; a.reset();
    const cnt_pPeerMemoryFeatures = 1; const o_pPeerMemoryFeatures = a.alloc(cnt_pPeerMemoryFeatures * 4 || 8, 4); const c_pPeerMemoryFeatures = a.cur;
    fn(this.handle, u32(heapIndex, "vkGetDeviceGroupPeerMemoryFeaturesKHR.heapIndex"), u32(localDeviceIndex, "vkGetDeviceGroupPeerMemoryFeaturesKHR.localDeviceIndex"), u32(remoteDeviceIndex, "vkGetDeviceGroupPeerMemoryFeaturesKHR.remoteDeviceIndex"), c_pPeerMemoryFeatures.base + o_pPeerMemoryFeatures);
    return c_pPeerMemoryFeatures.dv.getUint32(o_pPeerMemoryFeatures, true);
  }
  /** vkGetDeviceImageMemoryRequirements (VK_VERSION_1_3) */
  getDeviceImageMemoryRequirements(pInfo: S.VkDeviceImageMemoryRequirements, pMemoryRequirements?: Partial<S.VkMemoryRequirements2>): S.VkMemoryRequirements2Out {
    const fn = this.f[407] ?? this.resolve(407);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkDeviceImageMemoryRequirements(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetDeviceImageMemoryRequirements.pInfo", pInfo, 'a VkDeviceImageMemoryRequirements');
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 40 || 8, 8); const c_pMemoryRequirements = a.cur;
    S.encByStype(a, c_pMemoryRequirements, o_pMemoryRequirements, { ...pMemoryRequirements, sType: 1000146003 }, "vkGetDeviceImageMemoryRequirements.pMemoryRequirements");
    fn(this.handle, p_pInfo, c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements2(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetDeviceImageMemoryRequirementsKHR (VK_KHR_maintenance4) */
  getDeviceImageMemoryRequirementsKHR(pInfo: S.VkDeviceImageMemoryRequirements, pMemoryRequirements?: Partial<S.VkMemoryRequirements2>): S.VkMemoryRequirements2Out {
    const fn = this.f[408] ?? this.resolve(408);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkDeviceImageMemoryRequirements(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetDeviceImageMemoryRequirementsKHR.pInfo", pInfo, 'a VkDeviceImageMemoryRequirements');
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 40 || 8, 8); const c_pMemoryRequirements = a.cur;
    S.encByStype(a, c_pMemoryRequirements, o_pMemoryRequirements, { ...pMemoryRequirements, sType: 1000146003 }, "vkGetDeviceImageMemoryRequirementsKHR.pMemoryRequirements");
    fn(this.handle, p_pInfo, c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements2(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetDeviceImageSparseMemoryRequirements (VK_VERSION_1_3) */
  getDeviceImageSparseMemoryRequirements(pInfo: S.VkDeviceImageMemoryRequirements): S.VkSparseImageMemoryRequirements2Out[] {
    const fn = this.f[409] ?? this.resolve(409);
    for (;;) {
      const a = arena; a.reset();
      let p_pInfo = 0;
      if (pInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkDeviceImageMemoryRequirements(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetDeviceImageSparseMemoryRequirements.pInfo", pInfo, 'a VkDeviceImageMemoryRequirements');
      const oc = a.alloc(8, 8); const cc = a.cur;
      fn(this.handle, p_pInfo, cc.base + oc, 0);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 64 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 64, 1000146004, true);
      fn(this.handle, p_pInfo, cc.base + oc, ci.base + oi);
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkSparseImageMemoryRequirements2(a, ci, oi + i * 64));
    }
  }
  /** vkGetDeviceImageSparseMemoryRequirementsKHR (VK_KHR_maintenance4) */
  getDeviceImageSparseMemoryRequirementsKHR(pInfo: S.VkDeviceImageMemoryRequirements): S.VkSparseImageMemoryRequirements2Out[] {
    const fn = this.f[410] ?? this.resolve(410);
    for (;;) {
      const a = arena; a.reset();
      let p_pInfo = 0;
      if (pInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkDeviceImageMemoryRequirements(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetDeviceImageSparseMemoryRequirementsKHR.pInfo", pInfo, 'a VkDeviceImageMemoryRequirements');
      const oc = a.alloc(8, 8); const cc = a.cur;
      fn(this.handle, p_pInfo, cc.base + oc, 0);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 64 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 64, 1000146004, true);
      fn(this.handle, p_pInfo, cc.base + oc, ci.base + oi);
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkSparseImageMemoryRequirements2(a, ci, oi + i * 64));
    }
  }
  /** vkGetDeviceImageSubresourceLayout (VK_VERSION_1_4) */
  getDeviceImageSubresourceLayout(pInfo: S.VkDeviceImageSubresourceInfo, pLayout?: Partial<S.VkSubresourceLayout2>): S.VkSubresourceLayout2Out {
    const fn = this.f[411] ?? this.resolve(411);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkDeviceImageSubresourceInfo(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetDeviceImageSubresourceLayout.pInfo", pInfo, 'a VkDeviceImageSubresourceInfo');
    const cnt_pLayout = 1; const o_pLayout = a.alloc(cnt_pLayout * 56 || 8, 8); const c_pLayout = a.cur;
    S.encByStype(a, c_pLayout, o_pLayout, { ...pLayout, sType: 1000338002 }, "vkGetDeviceImageSubresourceLayout.pLayout");
    fn(this.handle, p_pInfo, c_pLayout.base + o_pLayout);
    return S.decVkSubresourceLayout2(a, c_pLayout, o_pLayout);
  }
  /** vkGetDeviceImageSubresourceLayoutKHR (VK_KHR_maintenance5) */
  getDeviceImageSubresourceLayoutKHR(pInfo: S.VkDeviceImageSubresourceInfo, pLayout?: Partial<S.VkSubresourceLayout2>): S.VkSubresourceLayout2Out {
    const fn = this.f[412] ?? this.resolve(412);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkDeviceImageSubresourceInfo(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetDeviceImageSubresourceLayoutKHR.pInfo", pInfo, 'a VkDeviceImageSubresourceInfo');
    const cnt_pLayout = 1; const o_pLayout = a.alloc(cnt_pLayout * 56 || 8, 8); const c_pLayout = a.cur;
    S.encByStype(a, c_pLayout, o_pLayout, { ...pLayout, sType: 1000338002 }, "vkGetDeviceImageSubresourceLayoutKHR.pLayout");
    fn(this.handle, p_pInfo, c_pLayout.base + o_pLayout);
    return S.decVkSubresourceLayout2(a, c_pLayout, o_pLayout);
  }
  /** vkGetDeviceMemoryCommitment (VK_VERSION_1_0) */
  getDeviceMemoryCommitment(memory: H.VkDeviceMemory): bigint {
    const fn = this.f[413] ?? this.resolve(413);
    const a = arena; a.reset();
    const cnt_pCommittedMemoryInBytes = 1; const o_pCommittedMemoryInBytes = a.alloc(cnt_pCommittedMemoryInBytes * 8 || 8, 8); const c_pCommittedMemoryInBytes = a.cur;
    fn(this.handle, hArg(memory, "vkGetDeviceMemoryCommitment.memory", true), c_pCommittedMemoryInBytes.base + o_pCommittedMemoryInBytes);
    return c_pCommittedMemoryInBytes.dv.getBigUint64(o_pCommittedMemoryInBytes, true);
  }
  /** vkGetDeviceMemoryOpaqueCaptureAddress (VK_VERSION_1_2) */
  getDeviceMemoryOpaqueCaptureAddress(pInfo: S.VkDeviceMemoryOpaqueCaptureAddressInfo): bigint {
    const fn = this.f[414] ?? this.resolve(414);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkDeviceMemoryOpaqueCaptureAddressInfo(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetDeviceMemoryOpaqueCaptureAddress.pInfo", pInfo, 'a VkDeviceMemoryOpaqueCaptureAddressInfo');
    const r = fn(this.handle, p_pInfo);
    return BigInt(r as number | bigint);
  }
  /** vkGetDeviceMemoryOpaqueCaptureAddressKHR (VK_KHR_buffer_device_address) */
  getDeviceMemoryOpaqueCaptureAddressKHR(pInfo: S.VkDeviceMemoryOpaqueCaptureAddressInfo): bigint {
    const fn = this.f[415] ?? this.resolve(415);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkDeviceMemoryOpaqueCaptureAddressInfo(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetDeviceMemoryOpaqueCaptureAddressKHR.pInfo", pInfo, 'a VkDeviceMemoryOpaqueCaptureAddressInfo');
    const r = fn(this.handle, p_pInfo);
    return BigInt(r as number | bigint);
  }
  /** vkGetDeviceMicromapCompatibilityEXT (VK_EXT_opacity_micromap) */
  getDeviceMicromapCompatibilityEXT(pVersionInfo: S.VkMicromapVersionInfoEXT): number {
    const fn = this.f[416] ?? this.resolve(416);
    const a = arena; a.reset();
    let p_pVersionInfo = 0;
    if (pVersionInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkMicromapVersionInfoEXT(a, c, o, pVersionInfo); p_pVersionInfo = c.base + o; } else throw new VkValueError("vkGetDeviceMicromapCompatibilityEXT.pVersionInfo", pVersionInfo, 'a VkMicromapVersionInfoEXT');
    const cnt_pCompatibility = 1; const o_pCompatibility = a.alloc(cnt_pCompatibility * 4 || 8, 4); const c_pCompatibility = a.cur;
    fn(this.handle, p_pVersionInfo, c_pCompatibility.base + o_pCompatibility);
    return c_pCompatibility.dv.getInt32(o_pCompatibility, true);
  }
  /** vkGetDeviceQueue (VK_VERSION_1_0) */
  getDeviceQueue(queueFamilyIndex: number, queueIndex: number): H.VkQueue {
    const fn = this.f[417] ?? this.resolve(417);
    const a = arena; a.reset();
    const cnt_pQueue = 1; const o_pQueue = a.alloc(cnt_pQueue * 8 || 8, 8); const c_pQueue = a.cur;
    fn(this.handle, u32(queueFamilyIndex, "vkGetDeviceQueue.queueFamilyIndex"), u32(queueIndex, "vkGetDeviceQueue.queueIndex"), c_pQueue.base + o_pQueue);
    return c_pQueue.dv.getBigUint64(o_pQueue, true) as H.VkQueue;
  }
  /** vkGetDeviceQueue2 (VK_VERSION_1_1) */
  getDeviceQueue2(pQueueInfo: S.VkDeviceQueueInfo2): H.VkQueue {
    const fn = this.f[418] ?? this.resolve(418);
    const a = arena; a.reset();
    let p_pQueueInfo = 0;
    if (pQueueInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkDeviceQueueInfo2(a, c, o, pQueueInfo); p_pQueueInfo = c.base + o; } else throw new VkValueError("vkGetDeviceQueue2.pQueueInfo", pQueueInfo, 'a VkDeviceQueueInfo2');
    const cnt_pQueue = 1; const o_pQueue = a.alloc(cnt_pQueue * 8 || 8, 8); const c_pQueue = a.cur;
    fn(this.handle, p_pQueueInfo, c_pQueue.base + o_pQueue);
    return c_pQueue.dv.getBigUint64(o_pQueue, true) as H.VkQueue;
  }
  /** vkGetEncodedVideoSessionParametersKHR (VK_KHR_video_encode_queue) */
  getEncodedVideoSessionParametersKHR(pVideoSessionParametersInfo: S.VkVideoEncodeSessionParametersGetInfoKHR, pFeedbackInfo?: Partial<S.VkVideoEncodeSessionParametersFeedbackInfoKHR>): { pFeedbackInfo: S.VkVideoEncodeSessionParametersFeedbackInfoKHROut; pData: number[] } {
    const fn = this.f[419] ?? this.resolve(419);
    for (;;) {
      const a = arena; a.reset();
      let p_pVideoSessionParametersInfo = 0;
      if (pVideoSessionParametersInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkVideoEncodeSessionParametersGetInfoKHR(a, c, o, pVideoSessionParametersInfo); p_pVideoSessionParametersInfo = c.base + o; } else throw new VkValueError("vkGetEncodedVideoSessionParametersKHR.pVideoSessionParametersInfo", pVideoSessionParametersInfo, 'a VkVideoEncodeSessionParametersGetInfoKHR');
      const cnt_pFeedbackInfo = 1; const o_pFeedbackInfo = a.alloc(cnt_pFeedbackInfo * 24 || 8, 8); const c_pFeedbackInfo = a.cur;
      S.encByStype(a, c_pFeedbackInfo, o_pFeedbackInfo, { ...pFeedbackInfo, sType: 1000299010 }, "vkGetEncodedVideoSessionParametersKHR.pFeedbackInfo");
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(this.handle, p_pVideoSessionParametersInfo, c_pFeedbackInfo.base + o_pFeedbackInfo, cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetEncodedVideoSessionParametersKHR', r as number);
      const n = Number(cc.dv.getBigUint64(oc, true));
      const oi = a.alloc(n * 1 || 8, 1); const ci = a.cur;
      r = fn(this.handle, p_pVideoSessionParametersInfo, c_pFeedbackInfo.base + o_pFeedbackInfo, cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetEncodedVideoSessionParametersKHR', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, Number(cc.dv.getBigUint64(oc, true)));
      return { pFeedbackInfo: S.decVkVideoEncodeSessionParametersFeedbackInfoKHR(a, c_pFeedbackInfo, o_pFeedbackInfo), pData: Array.from({ length: m }, (_, i) => ci.u8[oi + i * 1]) };
    }
  }
  /** vkGetEventStatus (VK_VERSION_1_0) */
  getEventStatus(event: H.VkEvent): E.VkResult {
    const fn = this.f[420] ?? this.resolve(420);
    const r = fn(this.handle, hArg(event, "vkGetEventStatus.event", true));
    if ((r as number) < 0) throw new VkError('vkGetEventStatus', r as number);
    return r as E.VkResult;
  }
  /** vkGetFenceFdKHR (VK_KHR_external_fence_fd) */
  getFenceFdKHR(pGetFdInfo: S.VkFenceGetFdInfoKHR): number {
    const fn = this.f[421] ?? this.resolve(421);
    const a = arena; a.reset();
    let p_pGetFdInfo = 0;
    if (pGetFdInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkFenceGetFdInfoKHR(a, c, o, pGetFdInfo); p_pGetFdInfo = c.base + o; } else throw new VkValueError("vkGetFenceFdKHR.pGetFdInfo", pGetFdInfo, 'a VkFenceGetFdInfoKHR');
    const cnt_pFd = 1; const o_pFd = a.alloc(cnt_pFd * 4 || 8, 4); const c_pFd = a.cur;
    const r = fn(this.handle, p_pGetFdInfo, c_pFd.base + o_pFd);
    if ((r as number) < 0) throw new VkError('vkGetFenceFdKHR', r as number);
    return c_pFd.dv.getInt32(o_pFd, true);
  }
  /** vkGetFenceStatus (VK_VERSION_1_0) */
  getFenceStatus(fence: H.VkFence): E.VkResult {
    const fn = this.f[422] ?? this.resolve(422);
    const r = fn(this.handle, hArg(fence, "vkGetFenceStatus.fence", true));
    if ((r as number) < 0) throw new VkError('vkGetFenceStatus', r as number);
    return r as E.VkResult;
  }
  /** vkGetGeneratedCommandsMemoryRequirementsEXT (VK_EXT_device_generated_commands) */
  getGeneratedCommandsMemoryRequirementsEXT(pInfo: S.VkGeneratedCommandsMemoryRequirementsInfoEXT, pMemoryRequirements?: Partial<S.VkMemoryRequirements2>): S.VkMemoryRequirements2Out {
    const fn = this.f[423] ?? this.resolve(423);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkGeneratedCommandsMemoryRequirementsInfoEXT(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetGeneratedCommandsMemoryRequirementsEXT.pInfo", pInfo, 'a VkGeneratedCommandsMemoryRequirementsInfoEXT');
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 40 || 8, 8); const c_pMemoryRequirements = a.cur;
    S.encByStype(a, c_pMemoryRequirements, o_pMemoryRequirements, { ...pMemoryRequirements, sType: 1000146003 }, "vkGetGeneratedCommandsMemoryRequirementsEXT.pMemoryRequirements");
    fn(this.handle, p_pInfo, c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements2(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetGeneratedCommandsMemoryRequirementsNV (VK_NV_device_generated_commands) */
  getGeneratedCommandsMemoryRequirementsNV(pInfo: S.VkGeneratedCommandsMemoryRequirementsInfoNV, pMemoryRequirements?: Partial<S.VkMemoryRequirements2>): S.VkMemoryRequirements2Out {
    const fn = this.f[424] ?? this.resolve(424);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkGeneratedCommandsMemoryRequirementsInfoNV(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetGeneratedCommandsMemoryRequirementsNV.pInfo", pInfo, 'a VkGeneratedCommandsMemoryRequirementsInfoNV');
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 40 || 8, 8); const c_pMemoryRequirements = a.cur;
    S.encByStype(a, c_pMemoryRequirements, o_pMemoryRequirements, { ...pMemoryRequirements, sType: 1000146003 }, "vkGetGeneratedCommandsMemoryRequirementsNV.pMemoryRequirements");
    fn(this.handle, p_pInfo, c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements2(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetImageDrmFormatModifierPropertiesEXT (VK_EXT_image_drm_format_modifier) */
  getImageDrmFormatModifierPropertiesEXT(image: H.VkImage, pProperties?: Partial<S.VkImageDrmFormatModifierPropertiesEXT>): S.VkImageDrmFormatModifierPropertiesEXTOut {
    const fn = this.f[425] ?? this.resolve(425);
    const a = arena; a.reset();
    const cnt_pProperties = 1; const o_pProperties = a.alloc(cnt_pProperties * 24 || 8, 8); const c_pProperties = a.cur;
    S.encByStype(a, c_pProperties, o_pProperties, { ...pProperties, sType: 1000158005 }, "vkGetImageDrmFormatModifierPropertiesEXT.pProperties");
    const r = fn(this.handle, hArg(image, "vkGetImageDrmFormatModifierPropertiesEXT.image", true), c_pProperties.base + o_pProperties);
    if ((r as number) < 0) throw new VkError('vkGetImageDrmFormatModifierPropertiesEXT', r as number);
    return S.decVkImageDrmFormatModifierPropertiesEXT(a, c_pProperties, o_pProperties);
  }
  /** vkGetImageMemoryRequirements (VK_VERSION_1_0) */
  getImageMemoryRequirements(image: H.VkImage): S.VkMemoryRequirementsOut {
    const fn = this.f[426] ?? this.resolve(426);
    const a = arena; a.reset();
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 24 || 8, 8); const c_pMemoryRequirements = a.cur;
    fn(this.handle, hArg(image, "vkGetImageMemoryRequirements.image", true), c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetImageMemoryRequirements2 (VK_VERSION_1_1) */
  getImageMemoryRequirements2(pInfo: S.VkImageMemoryRequirementsInfo2, pMemoryRequirements?: Partial<S.VkMemoryRequirements2>): S.VkMemoryRequirements2Out {
    const fn = this.f[427] ?? this.resolve(427);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkImageMemoryRequirementsInfo2(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetImageMemoryRequirements2.pInfo", pInfo, 'a VkImageMemoryRequirementsInfo2');
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 40 || 8, 8); const c_pMemoryRequirements = a.cur;
    S.encByStype(a, c_pMemoryRequirements, o_pMemoryRequirements, { ...pMemoryRequirements, sType: 1000146003 }, "vkGetImageMemoryRequirements2.pMemoryRequirements");
    fn(this.handle, p_pInfo, c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements2(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetImageMemoryRequirements2KHR (VK_KHR_get_memory_requirements2) */
  getImageMemoryRequirements2KHR(pInfo: S.VkImageMemoryRequirementsInfo2, pMemoryRequirements?: Partial<S.VkMemoryRequirements2>): S.VkMemoryRequirements2Out {
    const fn = this.f[428] ?? this.resolve(428);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkImageMemoryRequirementsInfo2(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetImageMemoryRequirements2KHR.pInfo", pInfo, 'a VkImageMemoryRequirementsInfo2');
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 40 || 8, 8); const c_pMemoryRequirements = a.cur;
    S.encByStype(a, c_pMemoryRequirements, o_pMemoryRequirements, { ...pMemoryRequirements, sType: 1000146003 }, "vkGetImageMemoryRequirements2KHR.pMemoryRequirements");
    fn(this.handle, p_pInfo, c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements2(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetImageSparseMemoryRequirements (VK_VERSION_1_0) */
  getImageSparseMemoryRequirements(image: H.VkImage): S.VkSparseImageMemoryRequirementsOut[] {
    const fn = this.f[430] ?? this.resolve(430);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      fn(this.handle, hArg(image, "vkGetImageSparseMemoryRequirements.image", true), cc.base + oc, 0);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 48 || 8, 8); const ci = a.cur;
      fn(this.handle, hArg(image, "vkGetImageSparseMemoryRequirements.image", true), cc.base + oc, ci.base + oi);
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkSparseImageMemoryRequirements(a, ci, oi + i * 48));
    }
  }
  /** vkGetImageSparseMemoryRequirements2 (VK_VERSION_1_1) */
  getImageSparseMemoryRequirements2(pInfo: S.VkImageSparseMemoryRequirementsInfo2): S.VkSparseImageMemoryRequirements2Out[] {
    const fn = this.f[431] ?? this.resolve(431);
    for (;;) {
      const a = arena; a.reset();
      let p_pInfo = 0;
      if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkImageSparseMemoryRequirementsInfo2(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetImageSparseMemoryRequirements2.pInfo", pInfo, 'a VkImageSparseMemoryRequirementsInfo2');
      const oc = a.alloc(8, 8); const cc = a.cur;
      fn(this.handle, p_pInfo, cc.base + oc, 0);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 64 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 64, 1000146004, true);
      fn(this.handle, p_pInfo, cc.base + oc, ci.base + oi);
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkSparseImageMemoryRequirements2(a, ci, oi + i * 64));
    }
  }
  /** vkGetImageSparseMemoryRequirements2KHR (VK_KHR_get_memory_requirements2) */
  getImageSparseMemoryRequirements2KHR(pInfo: S.VkImageSparseMemoryRequirementsInfo2): S.VkSparseImageMemoryRequirements2Out[] {
    const fn = this.f[432] ?? this.resolve(432);
    for (;;) {
      const a = arena; a.reset();
      let p_pInfo = 0;
      if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkImageSparseMemoryRequirementsInfo2(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetImageSparseMemoryRequirements2KHR.pInfo", pInfo, 'a VkImageSparseMemoryRequirementsInfo2');
      const oc = a.alloc(8, 8); const cc = a.cur;
      fn(this.handle, p_pInfo, cc.base + oc, 0);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 64 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 64, 1000146004, true);
      fn(this.handle, p_pInfo, cc.base + oc, ci.base + oi);
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkSparseImageMemoryRequirements2(a, ci, oi + i * 64));
    }
  }
  /** vkGetImageSubresourceLayout (VK_VERSION_1_0) */
  getImageSubresourceLayout(image: H.VkImage, pSubresource: S.VkImageSubresource): S.VkSubresourceLayoutOut {
    const fn = this.f[433] ?? this.resolve(433);
    const a = arena; a.reset();
    let p_pSubresource = 0;
    if (pSubresource != null) { const o = a.alloc(12, 4); const c = a.cur; S.encVkImageSubresource(a, c, o, pSubresource); p_pSubresource = c.base + o; } else throw new VkValueError("vkGetImageSubresourceLayout.pSubresource", pSubresource, 'a VkImageSubresource');
    const cnt_pLayout = 1; const o_pLayout = a.alloc(cnt_pLayout * 40 || 8, 8); const c_pLayout = a.cur;
    fn(this.handle, hArg(image, "vkGetImageSubresourceLayout.image", true), p_pSubresource, c_pLayout.base + o_pLayout);
    return S.decVkSubresourceLayout(a, c_pLayout, o_pLayout);
  }
  /** vkGetImageSubresourceLayout2 (VK_VERSION_1_4) */
  getImageSubresourceLayout2(image: H.VkImage, pSubresource: S.VkImageSubresource2, pLayout?: Partial<S.VkSubresourceLayout2>): S.VkSubresourceLayout2Out {
    const fn = this.f[434] ?? this.resolve(434);
    const a = arena; a.reset();
    let p_pSubresource = 0;
    if (pSubresource != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkImageSubresource2(a, c, o, pSubresource); p_pSubresource = c.base + o; } else throw new VkValueError("vkGetImageSubresourceLayout2.pSubresource", pSubresource, 'a VkImageSubresource2');
    const cnt_pLayout = 1; const o_pLayout = a.alloc(cnt_pLayout * 56 || 8, 8); const c_pLayout = a.cur;
    S.encByStype(a, c_pLayout, o_pLayout, { ...pLayout, sType: 1000338002 }, "vkGetImageSubresourceLayout2.pLayout");
    fn(this.handle, hArg(image, "vkGetImageSubresourceLayout2.image", true), p_pSubresource, c_pLayout.base + o_pLayout);
    return S.decVkSubresourceLayout2(a, c_pLayout, o_pLayout);
  }
  /** vkGetImageSubresourceLayout2EXT (VK_EXT_host_image_copy, VK_EXT_image_compression_control) */
  getImageSubresourceLayout2EXT(image: H.VkImage, pSubresource: S.VkImageSubresource2, pLayout?: Partial<S.VkSubresourceLayout2>): S.VkSubresourceLayout2Out {
    const fn = this.f[435] ?? this.resolve(435);
    const a = arena; a.reset();
    let p_pSubresource = 0;
    if (pSubresource != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkImageSubresource2(a, c, o, pSubresource); p_pSubresource = c.base + o; } else throw new VkValueError("vkGetImageSubresourceLayout2EXT.pSubresource", pSubresource, 'a VkImageSubresource2');
    const cnt_pLayout = 1; const o_pLayout = a.alloc(cnt_pLayout * 56 || 8, 8); const c_pLayout = a.cur;
    S.encByStype(a, c_pLayout, o_pLayout, { ...pLayout, sType: 1000338002 }, "vkGetImageSubresourceLayout2EXT.pLayout");
    fn(this.handle, hArg(image, "vkGetImageSubresourceLayout2EXT.image", true), p_pSubresource, c_pLayout.base + o_pLayout);
    return S.decVkSubresourceLayout2(a, c_pLayout, o_pLayout);
  }
  /** vkGetImageSubresourceLayout2KHR (VK_KHR_maintenance5) */
  getImageSubresourceLayout2KHR(image: H.VkImage, pSubresource: S.VkImageSubresource2, pLayout?: Partial<S.VkSubresourceLayout2>): S.VkSubresourceLayout2Out {
    const fn = this.f[436] ?? this.resolve(436);
    const a = arena; a.reset();
    let p_pSubresource = 0;
    if (pSubresource != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkImageSubresource2(a, c, o, pSubresource); p_pSubresource = c.base + o; } else throw new VkValueError("vkGetImageSubresourceLayout2KHR.pSubresource", pSubresource, 'a VkImageSubresource2');
    const cnt_pLayout = 1; const o_pLayout = a.alloc(cnt_pLayout * 56 || 8, 8); const c_pLayout = a.cur;
    S.encByStype(a, c_pLayout, o_pLayout, { ...pLayout, sType: 1000338002 }, "vkGetImageSubresourceLayout2KHR.pLayout");
    fn(this.handle, hArg(image, "vkGetImageSubresourceLayout2KHR.image", true), p_pSubresource, c_pLayout.base + o_pLayout);
    return S.decVkSubresourceLayout2(a, c_pLayout, o_pLayout);
  }
  /** vkGetLatencyTimingsNV (VK_NV_low_latency2) */
  getLatencyTimingsNV(swapchain: H.VkSwapchainKHR, pLatencyMarkerInfo?: Partial<S.VkGetLatencyMarkerInfoNV>): S.VkGetLatencyMarkerInfoNVOut {
    const fn = this.f[438] ?? this.resolve(438);
    const a = arena; a.reset();
    const cnt_pLatencyMarkerInfo = 1; const o_pLatencyMarkerInfo = a.alloc(cnt_pLatencyMarkerInfo * 32 || 8, 8); const c_pLatencyMarkerInfo = a.cur;
    S.encByStype(a, c_pLatencyMarkerInfo, o_pLatencyMarkerInfo, { ...pLatencyMarkerInfo, sType: 1000505003 }, "vkGetLatencyTimingsNV.pLatencyMarkerInfo");
    fn(this.handle, hArg(swapchain, "vkGetLatencyTimingsNV.swapchain", true), c_pLatencyMarkerInfo.base + o_pLatencyMarkerInfo);
    return S.decVkGetLatencyMarkerInfoNV(a, c_pLatencyMarkerInfo, o_pLatencyMarkerInfo);
  }
  /** vkGetMemoryFdKHR (VK_KHR_external_memory_fd) */
  getMemoryFdKHR(pGetFdInfo: S.VkMemoryGetFdInfoKHR): number {
    const fn = this.f[439] ?? this.resolve(439);
    const a = arena; a.reset();
    let p_pGetFdInfo = 0;
    if (pGetFdInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkMemoryGetFdInfoKHR(a, c, o, pGetFdInfo); p_pGetFdInfo = c.base + o; } else throw new VkValueError("vkGetMemoryFdKHR.pGetFdInfo", pGetFdInfo, 'a VkMemoryGetFdInfoKHR');
    const cnt_pFd = 1; const o_pFd = a.alloc(cnt_pFd * 4 || 8, 4); const c_pFd = a.cur;
    const r = fn(this.handle, p_pGetFdInfo, c_pFd.base + o_pFd);
    if ((r as number) < 0) throw new VkError('vkGetMemoryFdKHR', r as number);
    return c_pFd.dv.getInt32(o_pFd, true);
  }
  /** vkGetMemoryFdPropertiesKHR (VK_KHR_external_memory_fd) */
  getMemoryFdPropertiesKHR(handleType: E.VkExternalMemoryHandleTypeFlagBits, fd: number, pMemoryFdProperties?: Partial<S.VkMemoryFdPropertiesKHR>): S.VkMemoryFdPropertiesKHROut {
    const fn = this.f[440] ?? this.resolve(440);
    const a = arena; a.reset();
    const cnt_pMemoryFdProperties = 1; const o_pMemoryFdProperties = a.alloc(cnt_pMemoryFdProperties * 24 || 8, 8); const c_pMemoryFdProperties = a.cur;
    S.encByStype(a, c_pMemoryFdProperties, o_pMemoryFdProperties, { ...pMemoryFdProperties, sType: 1000074001 }, "vkGetMemoryFdPropertiesKHR.pMemoryFdProperties");
    const r = fn(this.handle, u32(handleType, "vkGetMemoryFdPropertiesKHR.handleType"), i32(fd, "vkGetMemoryFdPropertiesKHR.fd"), c_pMemoryFdProperties.base + o_pMemoryFdProperties);
    if ((r as number) < 0) throw new VkError('vkGetMemoryFdPropertiesKHR', r as number);
    return S.decVkMemoryFdPropertiesKHR(a, c_pMemoryFdProperties, o_pMemoryFdProperties);
  }
  /** vkGetMemoryHostPointerPropertiesEXT (VK_EXT_external_memory_host) */
  getMemoryHostPointerPropertiesEXT(handleType: E.VkExternalMemoryHandleTypeFlagBits, pHostPointer: ArrayBufferView | ArrayBuffer, pMemoryHostPointerProperties?: Partial<S.VkMemoryHostPointerPropertiesEXT>): S.VkMemoryHostPointerPropertiesEXTOut {
    const fn = this.f[441] ?? this.resolve(441);
    const a = arena; a.reset();
    const cnt_pMemoryHostPointerProperties = 1; const o_pMemoryHostPointerProperties = a.alloc(cnt_pMemoryHostPointerProperties * 24 || 8, 8); const c_pMemoryHostPointerProperties = a.cur;
    S.encByStype(a, c_pMemoryHostPointerProperties, o_pMemoryHostPointerProperties, { ...pMemoryHostPointerProperties, sType: 1000178001 }, "vkGetMemoryHostPointerPropertiesEXT.pMemoryHostPointerProperties");
    const r = fn(this.handle, u32(handleType, "vkGetMemoryHostPointerPropertiesEXT.handleType"), pHostPointer == null ? 0 : a.bytes(pHostPointer), c_pMemoryHostPointerProperties.base + o_pMemoryHostPointerProperties);
    if ((r as number) < 0) throw new VkError('vkGetMemoryHostPointerPropertiesEXT', r as number);
    return S.decVkMemoryHostPointerPropertiesEXT(a, c_pMemoryHostPointerProperties, o_pMemoryHostPointerProperties);
  }
  /** vkGetMemoryRemoteAddressNV (VK_NV_external_memory_rdma) */
  getMemoryRemoteAddressNV(pMemoryGetRemoteAddressInfo: S.VkMemoryGetRemoteAddressInfoNV): bigint {
    const fn = this.f[442] ?? this.resolve(442);
    const a = arena; a.reset();
    let p_pMemoryGetRemoteAddressInfo = 0;
    if (pMemoryGetRemoteAddressInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkMemoryGetRemoteAddressInfoNV(a, c, o, pMemoryGetRemoteAddressInfo); p_pMemoryGetRemoteAddressInfo = c.base + o; } else throw new VkValueError("vkGetMemoryRemoteAddressNV.pMemoryGetRemoteAddressInfo", pMemoryGetRemoteAddressInfo, 'a VkMemoryGetRemoteAddressInfoNV');
    const cnt_pAddress = 1; const o_pAddress = a.alloc(cnt_pAddress * 8 || 8, 8); const c_pAddress = a.cur;
    const r = fn(this.handle, p_pMemoryGetRemoteAddressInfo, c_pAddress.base + o_pAddress);
    if ((r as number) < 0) throw new VkError('vkGetMemoryRemoteAddressNV', r as number);
    return c_pAddress.dv.getBigUint64(o_pAddress, true);
  }
  /** vkGetMicromapBuildSizesEXT (VK_EXT_opacity_micromap) */
  getMicromapBuildSizesEXT(buildType: E.VkAccelerationStructureBuildTypeKHR, pBuildInfo: S.VkMicromapBuildInfoEXT, pSizeInfo?: Partial<S.VkMicromapBuildSizesInfoEXT>): S.VkMicromapBuildSizesInfoEXTOut {
    const fn = this.f[443] ?? this.resolve(443);
    const a = arena; a.reset();
    let p_pBuildInfo = 0;
    if (pBuildInfo != null) { const o = a.alloc(96, 8); const c = a.cur; S.encVkMicromapBuildInfoEXT(a, c, o, pBuildInfo); p_pBuildInfo = c.base + o; } else throw new VkValueError("vkGetMicromapBuildSizesEXT.pBuildInfo", pBuildInfo, 'a VkMicromapBuildInfoEXT');
    const cnt_pSizeInfo = 1; const o_pSizeInfo = a.alloc(cnt_pSizeInfo * 40 || 8, 8); const c_pSizeInfo = a.cur;
    S.encByStype(a, c_pSizeInfo, o_pSizeInfo, { ...pSizeInfo, sType: 1000396008 }, "vkGetMicromapBuildSizesEXT.pSizeInfo");
    fn(this.handle, i32(buildType, "vkGetMicromapBuildSizesEXT.buildType"), p_pBuildInfo, c_pSizeInfo.base + o_pSizeInfo);
    return S.decVkMicromapBuildSizesInfoEXT(a, c_pSizeInfo, o_pSizeInfo);
  }
  /** vkGetPartitionedAccelerationStructuresBuildSizesNV (VK_NV_partitioned_acceleration_structure) */
  getPartitionedAccelerationStructuresBuildSizesNV(pInfo: S.VkPartitionedAccelerationStructureInstancesInputNV, pSizeInfo?: Partial<S.VkAccelerationStructureBuildSizesInfoKHR>): S.VkAccelerationStructureBuildSizesInfoKHROut {
    const fn = this.f[444] ?? this.resolve(444);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkPartitionedAccelerationStructureInstancesInputNV(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetPartitionedAccelerationStructuresBuildSizesNV.pInfo", pInfo, 'a VkPartitionedAccelerationStructureInstancesInputNV');
    const cnt_pSizeInfo = 1; const o_pSizeInfo = a.alloc(cnt_pSizeInfo * 40 || 8, 8); const c_pSizeInfo = a.cur;
    S.encByStype(a, c_pSizeInfo, o_pSizeInfo, { ...pSizeInfo, sType: 1000150020 }, "vkGetPartitionedAccelerationStructuresBuildSizesNV.pSizeInfo");
    fn(this.handle, p_pInfo, c_pSizeInfo.base + o_pSizeInfo);
    return S.decVkAccelerationStructureBuildSizesInfoKHR(a, c_pSizeInfo, o_pSizeInfo);
  }
  /** vkGetPipelineBinaryDataKHR (VK_KHR_pipeline_binary) */
  getPipelineBinaryDataKHR(pInfo: S.VkPipelineBinaryDataInfoKHR, pPipelineBinaryKey?: Partial<S.VkPipelineBinaryKeyKHR>): { pPipelineBinaryKey: S.VkPipelineBinaryKeyKHROut; pPipelineBinaryData: number[] } {
    const fn = this.f[445] ?? this.resolve(445);
    for (;;) {
      const a = arena; a.reset();
      let p_pInfo = 0;
      if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkPipelineBinaryDataInfoKHR(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetPipelineBinaryDataKHR.pInfo", pInfo, 'a VkPipelineBinaryDataInfoKHR');
      const cnt_pPipelineBinaryKey = 1; const o_pPipelineBinaryKey = a.alloc(cnt_pPipelineBinaryKey * 56 || 8, 8); const c_pPipelineBinaryKey = a.cur;
      S.encByStype(a, c_pPipelineBinaryKey, o_pPipelineBinaryKey, { ...pPipelineBinaryKey, sType: 1000483003 }, "vkGetPipelineBinaryDataKHR.pPipelineBinaryKey");
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(this.handle, p_pInfo, c_pPipelineBinaryKey.base + o_pPipelineBinaryKey, cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPipelineBinaryDataKHR', r as number);
      const n = Number(cc.dv.getBigUint64(oc, true));
      const oi = a.alloc(n * 1 || 8, 1); const ci = a.cur;
      r = fn(this.handle, p_pInfo, c_pPipelineBinaryKey.base + o_pPipelineBinaryKey, cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPipelineBinaryDataKHR', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, Number(cc.dv.getBigUint64(oc, true)));
      return { pPipelineBinaryKey: S.decVkPipelineBinaryKeyKHR(a, c_pPipelineBinaryKey, o_pPipelineBinaryKey), pPipelineBinaryData: Array.from({ length: m }, (_, i) => ci.u8[oi + i * 1]) };
    }
  }
  /** vkGetPipelineCacheData (VK_VERSION_1_0) */
  getPipelineCacheData(pipelineCache: H.VkPipelineCache): number[] {
    const fn = this.f[446] ?? this.resolve(446);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(this.handle, hArg(pipelineCache, "vkGetPipelineCacheData.pipelineCache", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPipelineCacheData', r as number);
      const n = Number(cc.dv.getBigUint64(oc, true));
      const oi = a.alloc(n * 1 || 8, 1); const ci = a.cur;
      r = fn(this.handle, hArg(pipelineCache, "vkGetPipelineCacheData.pipelineCache", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPipelineCacheData', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, Number(cc.dv.getBigUint64(oc, true)));
      return Array.from({ length: m }, (_, i) => ci.u8[oi + i * 1]);
    }
  }
  /** vkGetPipelineExecutableInternalRepresentationsKHR (VK_KHR_pipeline_executable_properties) */
  getPipelineExecutableInternalRepresentationsKHR(pExecutableInfo: S.VkPipelineExecutableInfoKHR): S.VkPipelineExecutableInternalRepresentationKHROut[] {
    const fn = this.f[447] ?? this.resolve(447);
    for (;;) {
      const a = arena; a.reset();
      let p_pExecutableInfo = 0;
      if (pExecutableInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkPipelineExecutableInfoKHR(a, c, o, pExecutableInfo); p_pExecutableInfo = c.base + o; } else throw new VkValueError("vkGetPipelineExecutableInternalRepresentationsKHR.pExecutableInfo", pExecutableInfo, 'a VkPipelineExecutableInfoKHR');
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(this.handle, p_pExecutableInfo, cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPipelineExecutableInternalRepresentationsKHR', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 552 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 552, 1000269005, true);
      r = fn(this.handle, p_pExecutableInfo, cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPipelineExecutableInternalRepresentationsKHR', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkPipelineExecutableInternalRepresentationKHR(a, ci, oi + i * 552));
    }
  }
  /** vkGetPipelineExecutablePropertiesKHR (VK_KHR_pipeline_executable_properties) */
  getPipelineExecutablePropertiesKHR(pPipelineInfo: S.VkPipelineInfoKHR): S.VkPipelineExecutablePropertiesKHROut[] {
    const fn = this.f[448] ?? this.resolve(448);
    for (;;) {
      const a = arena; a.reset();
      let p_pPipelineInfo = 0;
      if (pPipelineInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkPipelineInfoKHR(a, c, o, pPipelineInfo); p_pPipelineInfo = c.base + o; } else throw new VkValueError("vkGetPipelineExecutablePropertiesKHR.pPipelineInfo", pPipelineInfo, 'a VkPipelineInfoKHR');
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(this.handle, p_pPipelineInfo, cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPipelineExecutablePropertiesKHR', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 536 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 536, 1000269002, true);
      r = fn(this.handle, p_pPipelineInfo, cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPipelineExecutablePropertiesKHR', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkPipelineExecutablePropertiesKHR(a, ci, oi + i * 536));
    }
  }
  /** vkGetPipelineExecutableStatisticsKHR (VK_KHR_pipeline_executable_properties) */
  getPipelineExecutableStatisticsKHR(pExecutableInfo: S.VkPipelineExecutableInfoKHR): S.VkPipelineExecutableStatisticKHROut[] {
    const fn = this.f[449] ?? this.resolve(449);
    for (;;) {
      const a = arena; a.reset();
      let p_pExecutableInfo = 0;
      if (pExecutableInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkPipelineExecutableInfoKHR(a, c, o, pExecutableInfo); p_pExecutableInfo = c.base + o; } else throw new VkValueError("vkGetPipelineExecutableStatisticsKHR.pExecutableInfo", pExecutableInfo, 'a VkPipelineExecutableInfoKHR');
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(this.handle, p_pExecutableInfo, cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetPipelineExecutableStatisticsKHR', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 544 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 544, 1000269004, true);
      r = fn(this.handle, p_pExecutableInfo, cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetPipelineExecutableStatisticsKHR', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkPipelineExecutableStatisticKHR(a, ci, oi + i * 544));
    }
  }
  /** vkGetPipelineIndirectDeviceAddressNV (VK_NV_device_generated_commands_compute) */
  getPipelineIndirectDeviceAddressNV(pInfo: S.VkPipelineIndirectDeviceAddressInfoNV): bigint {
    const fn = this.f[450] ?? this.resolve(450);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkPipelineIndirectDeviceAddressInfoNV(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkGetPipelineIndirectDeviceAddressNV.pInfo", pInfo, 'a VkPipelineIndirectDeviceAddressInfoNV');
    const r = fn(this.handle, p_pInfo);
    return BigInt(r as number | bigint);
  }
  /** vkGetPipelineIndirectMemoryRequirementsNV (VK_NV_device_generated_commands_compute) */
  getPipelineIndirectMemoryRequirementsNV(pCreateInfo: S.VkComputePipelineCreateInfo, pMemoryRequirements?: Partial<S.VkMemoryRequirements2>): S.VkMemoryRequirements2Out {
    const fn = this.f[451] ?? this.resolve(451);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(96, 8); const c = a.cur; S.encVkComputePipelineCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkGetPipelineIndirectMemoryRequirementsNV.pCreateInfo", pCreateInfo, 'a VkComputePipelineCreateInfo');
    const cnt_pMemoryRequirements = 1; const o_pMemoryRequirements = a.alloc(cnt_pMemoryRequirements * 40 || 8, 8); const c_pMemoryRequirements = a.cur;
    S.encByStype(a, c_pMemoryRequirements, o_pMemoryRequirements, { ...pMemoryRequirements, sType: 1000146003 }, "vkGetPipelineIndirectMemoryRequirementsNV.pMemoryRequirements");
    fn(this.handle, p_pCreateInfo, c_pMemoryRequirements.base + o_pMemoryRequirements);
    return S.decVkMemoryRequirements2(a, c_pMemoryRequirements, o_pMemoryRequirements);
  }
  /** vkGetPipelineKeyKHR (VK_KHR_pipeline_binary) */
  getPipelineKeyKHR(pPipelineCreateInfo?: S.VkPipelineCreateInfoKHR | null, pPipelineKey?: Partial<S.VkPipelineBinaryKeyKHR>): S.VkPipelineBinaryKeyKHROut {
    const fn = this.f[452] ?? this.resolve(452);
    const a = arena; a.reset();
    let p_pPipelineCreateInfo = 0;
    if (pPipelineCreateInfo != null) { const o = a.alloc(16, 8); const c = a.cur; S.encVkPipelineCreateInfoKHR(a, c, o, pPipelineCreateInfo); p_pPipelineCreateInfo = c.base + o; }
    const cnt_pPipelineKey = 1; const o_pPipelineKey = a.alloc(cnt_pPipelineKey * 56 || 8, 8); const c_pPipelineKey = a.cur;
    S.encByStype(a, c_pPipelineKey, o_pPipelineKey, { ...pPipelineKey, sType: 1000483003 }, "vkGetPipelineKeyKHR.pPipelineKey");
    const r = fn(this.handle, p_pPipelineCreateInfo, c_pPipelineKey.base + o_pPipelineKey);
    if ((r as number) < 0) throw new VkError('vkGetPipelineKeyKHR', r as number);
    return S.decVkPipelineBinaryKeyKHR(a, c_pPipelineKey, o_pPipelineKey);
  }
  /** vkGetPipelinePropertiesEXT (VK_EXT_pipeline_properties) */
  getPipelinePropertiesEXT(pPipelineInfo: S.VkPipelineInfoKHR): S.VkBaseOutStructureOut {
    const fn = this.f[453] ?? this.resolve(453);
    const a = arena; a.reset();
    let p_pPipelineInfo = 0;
    if (pPipelineInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkPipelineInfoKHR(a, c, o, pPipelineInfo); p_pPipelineInfo = c.base + o; } else throw new VkValueError("vkGetPipelinePropertiesEXT.pPipelineInfo", pPipelineInfo, 'a VkPipelineInfoKHR');
    const cnt_pPipelineProperties = 1; const o_pPipelineProperties = a.alloc(cnt_pPipelineProperties * 16 || 8, 8); const c_pPipelineProperties = a.cur;
    const r = fn(this.handle, p_pPipelineInfo, c_pPipelineProperties.base + o_pPipelineProperties);
    if ((r as number) < 0) throw new VkError('vkGetPipelinePropertiesEXT', r as number);
    return S.decVkBaseOutStructure(a, c_pPipelineProperties, o_pPipelineProperties);
  }
  /** vkGetPrivateData (VK_VERSION_1_3) */
  getPrivateData(objectType: E.VkObjectType, objectHandle: number | bigint, privateDataSlot: H.VkPrivateDataSlot): bigint {
    const fn = this.f[454] ?? this.resolve(454);
    const a = arena; a.reset();
    const cnt_pData = 1; const o_pData = a.alloc(cnt_pData * 8 || 8, 8); const c_pData = a.cur;
    fn(this.handle, i32(objectType, "vkGetPrivateData.objectType"), u64Arg(objectHandle, "vkGetPrivateData.objectHandle"), hArg(privateDataSlot, "vkGetPrivateData.privateDataSlot", true), c_pData.base + o_pData);
    return c_pData.dv.getBigUint64(o_pData, true);
  }
  /** vkGetPrivateDataEXT (VK_EXT_private_data) */
  getPrivateDataEXT(objectType: E.VkObjectType, objectHandle: number | bigint, privateDataSlot: H.VkPrivateDataSlot): bigint {
    const fn = this.f[455] ?? this.resolve(455);
    const a = arena; a.reset();
    const cnt_pData = 1; const o_pData = a.alloc(cnt_pData * 8 || 8, 8); const c_pData = a.cur;
    fn(this.handle, i32(objectType, "vkGetPrivateDataEXT.objectType"), u64Arg(objectHandle, "vkGetPrivateDataEXT.objectHandle"), hArg(privateDataSlot, "vkGetPrivateDataEXT.privateDataSlot", true), c_pData.base + o_pData);
    return c_pData.dv.getBigUint64(o_pData, true);
  }
  /** vkGetQueryPoolResults (VK_VERSION_1_0) */
  getQueryPoolResults(queryPool: H.VkQueryPool, firstQuery: number, queryCount: number, pData: ArrayBufferView, stride: number | bigint, flags: E.VkQueryResultFlags): E.VkResult {
    const fn = this.f[456] ?? this.resolve(456);
    const a = arena; a.reset();
    const n_dataSize = (pData == null ? 0 : pData.byteLength);
    const o_pData = a.alloc(pData.byteLength, 16); const c_pData = a.cur;
    const r = fn(this.handle, hArg(queryPool, "vkGetQueryPoolResults.queryPool", true), u32(firstQuery, "vkGetQueryPoolResults.firstQuery"), u32(queryCount, "vkGetQueryPoolResults.queryCount"), n_dataSize, c_pData.base + o_pData, u64Arg(stride, "vkGetQueryPoolResults.stride"), u32(flags, "vkGetQueryPoolResults.flags"));
    if ((r as number) < 0) throw new VkError('vkGetQueryPoolResults', r as number);
    new Uint8Array(pData.buffer, pData.byteOffset, pData.byteLength).set(c_pData.u8.subarray(o_pData, o_pData + pData.byteLength));
    return r as E.VkResult;
  }
  /** vkGetQueueCheckpointData2NV (VK_NV_device_diagnostic_checkpoints) */
  getQueueCheckpointData2NV(queue: H.VkQueue): S.VkCheckpointData2NVOut[] {
    const fn = this.f[457] ?? this.resolve(457);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      fn(hArg(queue, "vkGetQueueCheckpointData2NV.queue", true), cc.base + oc, 0);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 32 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 32, 1000314009, true);
      fn(hArg(queue, "vkGetQueueCheckpointData2NV.queue", true), cc.base + oc, ci.base + oi);
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkCheckpointData2NV(a, ci, oi + i * 32));
    }
  }
  /** vkGetQueueCheckpointDataNV (VK_NV_device_diagnostic_checkpoints) */
  getQueueCheckpointDataNV(queue: H.VkQueue): S.VkCheckpointDataNVOut[] {
    const fn = this.f[458] ?? this.resolve(458);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      fn(hArg(queue, "vkGetQueueCheckpointDataNV.queue", true), cc.base + oc, 0);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 32 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 32, 1000206000, true);
      fn(hArg(queue, "vkGetQueueCheckpointDataNV.queue", true), cc.base + oc, ci.base + oi);
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkCheckpointDataNV(a, ci, oi + i * 32));
    }
  }
  /** vkGetRayTracingCaptureReplayShaderGroupHandlesKHR (VK_KHR_ray_tracing_pipeline) */
  getRayTracingCaptureReplayShaderGroupHandlesKHR(pipeline: H.VkPipeline, firstGroup: number, groupCount: number, pData: ArrayBufferView): E.VkResult {
    const fn = this.f[459] ?? this.resolve(459);
    const a = arena; a.reset();
    const n_dataSize = (pData == null ? 0 : pData.byteLength);
    const o_pData = a.alloc(pData.byteLength, 16); const c_pData = a.cur;
    const r = fn(this.handle, hArg(pipeline, "vkGetRayTracingCaptureReplayShaderGroupHandlesKHR.pipeline", true), u32(firstGroup, "vkGetRayTracingCaptureReplayShaderGroupHandlesKHR.firstGroup"), u32(groupCount, "vkGetRayTracingCaptureReplayShaderGroupHandlesKHR.groupCount"), n_dataSize, c_pData.base + o_pData);
    if ((r as number) < 0) throw new VkError('vkGetRayTracingCaptureReplayShaderGroupHandlesKHR', r as number);
    new Uint8Array(pData.buffer, pData.byteOffset, pData.byteLength).set(c_pData.u8.subarray(o_pData, o_pData + pData.byteLength));
    return r as E.VkResult;
  }
  /** vkGetRayTracingShaderGroupHandlesKHR (VK_KHR_ray_tracing_pipeline) */
  getRayTracingShaderGroupHandlesKHR(pipeline: H.VkPipeline, firstGroup: number, groupCount: number, pData: ArrayBufferView): E.VkResult {
    const fn = this.f[460] ?? this.resolve(460);
    const a = arena; a.reset();
    const n_dataSize = (pData == null ? 0 : pData.byteLength);
    const o_pData = a.alloc(pData.byteLength, 16); const c_pData = a.cur;
    const r = fn(this.handle, hArg(pipeline, "vkGetRayTracingShaderGroupHandlesKHR.pipeline", true), u32(firstGroup, "vkGetRayTracingShaderGroupHandlesKHR.firstGroup"), u32(groupCount, "vkGetRayTracingShaderGroupHandlesKHR.groupCount"), n_dataSize, c_pData.base + o_pData);
    if ((r as number) < 0) throw new VkError('vkGetRayTracingShaderGroupHandlesKHR', r as number);
    new Uint8Array(pData.buffer, pData.byteOffset, pData.byteLength).set(c_pData.u8.subarray(o_pData, o_pData + pData.byteLength));
    return r as E.VkResult;
  }
  /** vkGetRayTracingShaderGroupHandlesNV (VK_NV_ray_tracing) */
  getRayTracingShaderGroupHandlesNV(pipeline: H.VkPipeline, firstGroup: number, groupCount: number, pData: ArrayBufferView): E.VkResult {
    const fn = this.f[461] ?? this.resolve(461);
    const a = arena; a.reset();
    const n_dataSize = (pData == null ? 0 : pData.byteLength);
    const o_pData = a.alloc(pData.byteLength, 16); const c_pData = a.cur;
    const r = fn(this.handle, hArg(pipeline, "vkGetRayTracingShaderGroupHandlesNV.pipeline", true), u32(firstGroup, "vkGetRayTracingShaderGroupHandlesNV.firstGroup"), u32(groupCount, "vkGetRayTracingShaderGroupHandlesNV.groupCount"), n_dataSize, c_pData.base + o_pData);
    if ((r as number) < 0) throw new VkError('vkGetRayTracingShaderGroupHandlesNV', r as number);
    new Uint8Array(pData.buffer, pData.byteOffset, pData.byteLength).set(c_pData.u8.subarray(o_pData, o_pData + pData.byteLength));
    return r as E.VkResult;
  }
  /** vkGetRayTracingShaderGroupStackSizeKHR (VK_KHR_ray_tracing_pipeline) */
  getRayTracingShaderGroupStackSizeKHR(pipeline: H.VkPipeline, group: number, groupShader: E.VkShaderGroupShaderKHR): bigint {
    const fn = this.f[462] ?? this.resolve(462);
    const r = fn(this.handle, hArg(pipeline, "vkGetRayTracingShaderGroupStackSizeKHR.pipeline", true), u32(group, "vkGetRayTracingShaderGroupStackSizeKHR.group"), i32(groupShader, "vkGetRayTracingShaderGroupStackSizeKHR.groupShader"));
    return BigInt(r as number | bigint);
  }
  /** vkGetRenderAreaGranularity (VK_VERSION_1_0) */
  getRenderAreaGranularity(renderPass: H.VkRenderPass): S.VkExtent2DOut {
    const fn = this.f[463] ?? this.resolve(463);
    const a = arena; a.reset();
    const cnt_pGranularity = 1; const o_pGranularity = a.alloc(cnt_pGranularity * 8 || 8, 4); const c_pGranularity = a.cur;
    fn(this.handle, hArg(renderPass, "vkGetRenderAreaGranularity.renderPass", true), c_pGranularity.base + o_pGranularity);
    return S.decVkExtent2D(a, c_pGranularity, o_pGranularity);
  }
  /** vkGetRenderingAreaGranularity (VK_VERSION_1_4) */
  getRenderingAreaGranularity(pRenderingAreaInfo: S.VkRenderingAreaInfo): S.VkExtent2DOut {
    const fn = this.f[464] ?? this.resolve(464);
    const a = arena; a.reset();
    let p_pRenderingAreaInfo = 0;
    if (pRenderingAreaInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkRenderingAreaInfo(a, c, o, pRenderingAreaInfo); p_pRenderingAreaInfo = c.base + o; } else throw new VkValueError("vkGetRenderingAreaGranularity.pRenderingAreaInfo", pRenderingAreaInfo, 'a VkRenderingAreaInfo');
    const cnt_pGranularity = 1; const o_pGranularity = a.alloc(cnt_pGranularity * 8 || 8, 4); const c_pGranularity = a.cur;
    fn(this.handle, p_pRenderingAreaInfo, c_pGranularity.base + o_pGranularity);
    return S.decVkExtent2D(a, c_pGranularity, o_pGranularity);
  }
  /** vkGetRenderingAreaGranularityKHR (VK_KHR_maintenance5) */
  getRenderingAreaGranularityKHR(pRenderingAreaInfo: S.VkRenderingAreaInfo): S.VkExtent2DOut {
    const fn = this.f[465] ?? this.resolve(465);
    const a = arena; a.reset();
    let p_pRenderingAreaInfo = 0;
    if (pRenderingAreaInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkRenderingAreaInfo(a, c, o, pRenderingAreaInfo); p_pRenderingAreaInfo = c.base + o; } else throw new VkValueError("vkGetRenderingAreaGranularityKHR.pRenderingAreaInfo", pRenderingAreaInfo, 'a VkRenderingAreaInfo');
    const cnt_pGranularity = 1; const o_pGranularity = a.alloc(cnt_pGranularity * 8 || 8, 4); const c_pGranularity = a.cur;
    fn(this.handle, p_pRenderingAreaInfo, c_pGranularity.base + o_pGranularity);
    return S.decVkExtent2D(a, c_pGranularity, o_pGranularity);
  }
  /** vkGetSemaphoreCounterValue (VK_VERSION_1_2) */
  getSemaphoreCounterValue(semaphore: H.VkSemaphore): bigint {
    const fn = this.f[467] ?? this.resolve(467);
    const a = arena; a.reset();
    const cnt_pValue = 1; const o_pValue = a.alloc(cnt_pValue * 8 || 8, 8); const c_pValue = a.cur;
    const r = fn(this.handle, hArg(semaphore, "vkGetSemaphoreCounterValue.semaphore", true), c_pValue.base + o_pValue);
    if ((r as number) < 0) throw new VkError('vkGetSemaphoreCounterValue', r as number);
    return c_pValue.dv.getBigUint64(o_pValue, true);
  }
  /** vkGetSemaphoreCounterValueKHR (VK_KHR_timeline_semaphore) */
  getSemaphoreCounterValueKHR(semaphore: H.VkSemaphore): bigint {
    const fn = this.f[468] ?? this.resolve(468);
    const a = arena; a.reset();
    const cnt_pValue = 1; const o_pValue = a.alloc(cnt_pValue * 8 || 8, 8); const c_pValue = a.cur;
    const r = fn(this.handle, hArg(semaphore, "vkGetSemaphoreCounterValueKHR.semaphore", true), c_pValue.base + o_pValue);
    if ((r as number) < 0) throw new VkError('vkGetSemaphoreCounterValueKHR', r as number);
    return c_pValue.dv.getBigUint64(o_pValue, true);
  }
  /** vkGetSemaphoreFdKHR (VK_KHR_external_semaphore_fd) */
  getSemaphoreFdKHR(pGetFdInfo: S.VkSemaphoreGetFdInfoKHR): number {
    const fn = this.f[469] ?? this.resolve(469);
    const a = arena; a.reset();
    let p_pGetFdInfo = 0;
    if (pGetFdInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkSemaphoreGetFdInfoKHR(a, c, o, pGetFdInfo); p_pGetFdInfo = c.base + o; } else throw new VkValueError("vkGetSemaphoreFdKHR.pGetFdInfo", pGetFdInfo, 'a VkSemaphoreGetFdInfoKHR');
    const cnt_pFd = 1; const o_pFd = a.alloc(cnt_pFd * 4 || 8, 4); const c_pFd = a.cur;
    const r = fn(this.handle, p_pGetFdInfo, c_pFd.base + o_pFd);
    if ((r as number) < 0) throw new VkError('vkGetSemaphoreFdKHR', r as number);
    return c_pFd.dv.getInt32(o_pFd, true);
  }
  /** vkGetShaderBinaryDataEXT (VK_EXT_shader_object) */
  getShaderBinaryDataEXT(shader: H.VkShaderEXT): number[] {
    const fn = this.f[470] ?? this.resolve(470);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(this.handle, hArg(shader, "vkGetShaderBinaryDataEXT.shader", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetShaderBinaryDataEXT', r as number);
      const n = Number(cc.dv.getBigUint64(oc, true));
      const oi = a.alloc(n * 1 || 8, 1); const ci = a.cur;
      r = fn(this.handle, hArg(shader, "vkGetShaderBinaryDataEXT.shader", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetShaderBinaryDataEXT', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, Number(cc.dv.getBigUint64(oc, true)));
      return Array.from({ length: m }, (_, i) => ci.u8[oi + i * 1]);
    }
  }
  /** vkGetShaderModuleCreateInfoIdentifierEXT (VK_EXT_shader_module_identifier) */
  getShaderModuleCreateInfoIdentifierEXT(pCreateInfo: S.VkShaderModuleCreateInfo, pIdentifier?: Partial<S.VkShaderModuleIdentifierEXT>): S.VkShaderModuleIdentifierEXTOut {
    const fn = this.f[471] ?? this.resolve(471);
    const a = arena; a.reset();
    let p_pCreateInfo = 0;
    if (pCreateInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkShaderModuleCreateInfo(a, c, o, pCreateInfo); p_pCreateInfo = c.base + o; } else throw new VkValueError("vkGetShaderModuleCreateInfoIdentifierEXT.pCreateInfo", pCreateInfo, 'a VkShaderModuleCreateInfo');
    const cnt_pIdentifier = 1; const o_pIdentifier = a.alloc(cnt_pIdentifier * 56 || 8, 8); const c_pIdentifier = a.cur;
    S.encByStype(a, c_pIdentifier, o_pIdentifier, { ...pIdentifier, sType: 1000462003 }, "vkGetShaderModuleCreateInfoIdentifierEXT.pIdentifier");
    fn(this.handle, p_pCreateInfo, c_pIdentifier.base + o_pIdentifier);
    return S.decVkShaderModuleIdentifierEXT(a, c_pIdentifier, o_pIdentifier);
  }
  /** vkGetShaderModuleIdentifierEXT (VK_EXT_shader_module_identifier) */
  getShaderModuleIdentifierEXT(shaderModule: H.VkShaderModule, pIdentifier?: Partial<S.VkShaderModuleIdentifierEXT>): S.VkShaderModuleIdentifierEXTOut {
    const fn = this.f[472] ?? this.resolve(472);
    const a = arena; a.reset();
    const cnt_pIdentifier = 1; const o_pIdentifier = a.alloc(cnt_pIdentifier * 56 || 8, 8); const c_pIdentifier = a.cur;
    S.encByStype(a, c_pIdentifier, o_pIdentifier, { ...pIdentifier, sType: 1000462003 }, "vkGetShaderModuleIdentifierEXT.pIdentifier");
    fn(this.handle, hArg(shaderModule, "vkGetShaderModuleIdentifierEXT.shaderModule", true), c_pIdentifier.base + o_pIdentifier);
    return S.decVkShaderModuleIdentifierEXT(a, c_pIdentifier, o_pIdentifier);
  }
  /** vkGetValidationCacheDataEXT (VK_EXT_validation_cache) */
  getValidationCacheDataEXT(validationCache: H.VkValidationCacheEXT): number[] {
    const fn = this.f[473] ?? this.resolve(473);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(this.handle, hArg(validationCache, "vkGetValidationCacheDataEXT.validationCache", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetValidationCacheDataEXT', r as number);
      const n = Number(cc.dv.getBigUint64(oc, true));
      const oi = a.alloc(n * 1 || 8, 1); const ci = a.cur;
      r = fn(this.handle, hArg(validationCache, "vkGetValidationCacheDataEXT.validationCache", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetValidationCacheDataEXT', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, Number(cc.dv.getBigUint64(oc, true)));
      return Array.from({ length: m }, (_, i) => ci.u8[oi + i * 1]);
    }
  }
  /** vkGetVideoSessionMemoryRequirementsKHR (VK_KHR_video_queue) */
  getVideoSessionMemoryRequirementsKHR(videoSession: H.VkVideoSessionKHR): S.VkVideoSessionMemoryRequirementsKHROut[] {
    const fn = this.f[474] ?? this.resolve(474);
    for (;;) {
      const a = arena; a.reset();
      const oc = a.alloc(8, 8); const cc = a.cur;
      let r = fn(this.handle, hArg(videoSession, "vkGetVideoSessionMemoryRequirementsKHR.videoSession", true), cc.base + oc, 0);
      if ((r as number) < 0) throw new VkError('vkGetVideoSessionMemoryRequirementsKHR', r as number);
      const n = cc.dv.getUint32(oc, true);
      const oi = a.alloc(n * 48 || 8, 8); const ci = a.cur;
      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * 48, 1000023003, true);
      r = fn(this.handle, hArg(videoSession, "vkGetVideoSessionMemoryRequirementsKHR.videoSession", true), cc.base + oc, ci.base + oi);
      if ((r as number) < 0) throw new VkError('vkGetVideoSessionMemoryRequirementsKHR', r as number);
      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls
      const m = Math.min(n, cc.dv.getUint32(oc, true));
      return Array.from({ length: m }, (_, i) => S.decVkVideoSessionMemoryRequirementsKHR(a, ci, oi + i * 48));
    }
  }
  /** vkImportFenceFdKHR (VK_KHR_external_fence_fd) */
  importFenceFdKHR(pImportFenceFdInfo: S.VkImportFenceFdInfoKHR): E.VkResult {
    const fn = this.f[475] ?? this.resolve(475);
    const a = arena; a.reset();
    let p_pImportFenceFdInfo = 0;
    if (pImportFenceFdInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkImportFenceFdInfoKHR(a, c, o, pImportFenceFdInfo); p_pImportFenceFdInfo = c.base + o; } else throw new VkValueError("vkImportFenceFdKHR.pImportFenceFdInfo", pImportFenceFdInfo, 'a VkImportFenceFdInfoKHR');
    const r = fn(this.handle, p_pImportFenceFdInfo);
    if ((r as number) < 0) throw new VkError('vkImportFenceFdKHR', r as number);
    return r as E.VkResult;
  }
  /** vkImportSemaphoreFdKHR (VK_KHR_external_semaphore_fd) */
  importSemaphoreFdKHR(pImportSemaphoreFdInfo: S.VkImportSemaphoreFdInfoKHR): E.VkResult {
    const fn = this.f[476] ?? this.resolve(476);
    const a = arena; a.reset();
    let p_pImportSemaphoreFdInfo = 0;
    if (pImportSemaphoreFdInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkImportSemaphoreFdInfoKHR(a, c, o, pImportSemaphoreFdInfo); p_pImportSemaphoreFdInfo = c.base + o; } else throw new VkValueError("vkImportSemaphoreFdKHR.pImportSemaphoreFdInfo", pImportSemaphoreFdInfo, 'a VkImportSemaphoreFdInfoKHR');
    const r = fn(this.handle, p_pImportSemaphoreFdInfo);
    if ((r as number) < 0) throw new VkError('vkImportSemaphoreFdKHR', r as number);
    return r as E.VkResult;
  }
  /** vkInvalidateMappedMemoryRanges (VK_VERSION_1_0) */
  invalidateMappedMemoryRanges(pMemoryRanges: readonly S.VkMappedMemoryRange[]): E.VkResult {
    const fn = this.f[477] ?? this.resolve(477);
    const a = arena; a.reset();
    const n_memoryRangeCount = (pMemoryRanges == null ? 0 : pMemoryRanges.length);
    let p_pMemoryRanges = 0;
    if (pMemoryRanges != null) { const x = arr(pMemoryRanges, "vkInvalidateMappedMemoryRanges.pMemoryRanges"); const o = a.alloc(x.length * 40, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkMappedMemoryRange(a, c, o + i * 40, x[i]); p_pMemoryRanges = c.base + o; }
    const r = fn(this.handle, n_memoryRangeCount, p_pMemoryRanges);
    if ((r as number) < 0) throw new VkError('vkInvalidateMappedMemoryRanges', r as number);
    return r as E.VkResult;
  }
  /** vkLatencySleepNV (VK_NV_low_latency2) */
  latencySleepNV(swapchain: H.VkSwapchainKHR, pSleepInfo: S.VkLatencySleepInfoNV): E.VkResult {
    const fn = this.f[478] ?? this.resolve(478);
    const a = arena; a.reset();
    let p_pSleepInfo = 0;
    if (pSleepInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkLatencySleepInfoNV(a, c, o, pSleepInfo); p_pSleepInfo = c.base + o; } else throw new VkValueError("vkLatencySleepNV.pSleepInfo", pSleepInfo, 'a VkLatencySleepInfoNV');
    const r = fn(this.handle, hArg(swapchain, "vkLatencySleepNV.swapchain", true), p_pSleepInfo);
    if ((r as number) < 0) throw new VkError('vkLatencySleepNV', r as number);
    return r as E.VkResult;
  }
  /** vkMapMemory (VK_VERSION_1_0) */
  mapMemory(memory: H.VkDeviceMemory, offset: number | bigint, size: number | bigint, flags: E.VkMemoryMapFlags): bigint {
    const fn = this.f[479] ?? this.resolve(479);
    const a = arena; a.reset();
    const o_ppData = a.alloc(8, 8); const c_ppData = a.cur;
    const r = fn(this.handle, hArg(memory, "vkMapMemory.memory", true), u64Arg(offset, "vkMapMemory.offset"), u64Arg(size, "vkMapMemory.size"), u32(flags, "vkMapMemory.flags"), c_ppData.base + o_ppData);
    if ((r as number) < 0) throw new VkError('vkMapMemory', r as number);
    return c_ppData.dv.getBigUint64(o_ppData, true);
  }
  /** vkMapMemory2 (VK_VERSION_1_4) */
  mapMemory2(pMemoryMapInfo: S.VkMemoryMapInfo): bigint {
    const fn = this.f[480] ?? this.resolve(480);
    const a = arena; a.reset();
    let p_pMemoryMapInfo = 0;
    if (pMemoryMapInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkMemoryMapInfo(a, c, o, pMemoryMapInfo); p_pMemoryMapInfo = c.base + o; } else throw new VkValueError("vkMapMemory2.pMemoryMapInfo", pMemoryMapInfo, 'a VkMemoryMapInfo');
    const o_ppData = a.alloc(8, 8); const c_ppData = a.cur;
    const r = fn(this.handle, p_pMemoryMapInfo, c_ppData.base + o_ppData);
    if ((r as number) < 0) throw new VkError('vkMapMemory2', r as number);
    return c_ppData.dv.getBigUint64(o_ppData, true);
  }
  /** vkMapMemory2KHR (VK_KHR_map_memory2) */
  mapMemory2KHR(pMemoryMapInfo: S.VkMemoryMapInfo): bigint {
    const fn = this.f[481] ?? this.resolve(481);
    const a = arena; a.reset();
    let p_pMemoryMapInfo = 0;
    if (pMemoryMapInfo != null) { const o = a.alloc(48, 8); const c = a.cur; S.encVkMemoryMapInfo(a, c, o, pMemoryMapInfo); p_pMemoryMapInfo = c.base + o; } else throw new VkValueError("vkMapMemory2KHR.pMemoryMapInfo", pMemoryMapInfo, 'a VkMemoryMapInfo');
    const o_ppData = a.alloc(8, 8); const c_ppData = a.cur;
    const r = fn(this.handle, p_pMemoryMapInfo, c_ppData.base + o_ppData);
    if ((r as number) < 0) throw new VkError('vkMapMemory2KHR', r as number);
    return c_ppData.dv.getBigUint64(o_ppData, true);
  }
  /** vkMergePipelineCaches (VK_VERSION_1_0) */
  mergePipelineCaches(dstCache: H.VkPipelineCache, pSrcCaches: ArrayLike<H.VkPipelineCache>): E.VkResult {
    const fn = this.f[482] ?? this.resolve(482);
    const a = arena; a.reset();
    const n_srcCacheCount = (pSrcCaches == null ? 0 : pSrcCaches.length);
    let p_pSrcCaches = 0;
    if (pSrcCaches != null) { const x = arr(pSrcCaches, "vkMergePipelineCaches.pSrcCaches"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkMergePipelineCaches.pSrcCaches", true), true); p_pSrcCaches = c.base + o; }
    const r = fn(this.handle, hArg(dstCache, "vkMergePipelineCaches.dstCache", true), n_srcCacheCount, p_pSrcCaches);
    if ((r as number) < 0) throw new VkError('vkMergePipelineCaches', r as number);
    return r as E.VkResult;
  }
  /** vkMergeValidationCachesEXT (VK_EXT_validation_cache) */
  mergeValidationCachesEXT(dstCache: H.VkValidationCacheEXT, pSrcCaches: ArrayLike<H.VkValidationCacheEXT>): E.VkResult {
    const fn = this.f[483] ?? this.resolve(483);
    const a = arena; a.reset();
    const n_srcCacheCount = (pSrcCaches == null ? 0 : pSrcCaches.length);
    let p_pSrcCaches = 0;
    if (pSrcCaches != null) { const x = arr(pSrcCaches, "vkMergeValidationCachesEXT.pSrcCaches"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkMergeValidationCachesEXT.pSrcCaches", true), true); p_pSrcCaches = c.base + o; }
    const r = fn(this.handle, hArg(dstCache, "vkMergeValidationCachesEXT.dstCache", true), n_srcCacheCount, p_pSrcCaches);
    if ((r as number) < 0) throw new VkError('vkMergeValidationCachesEXT', r as number);
    return r as E.VkResult;
  }
  /** vkQueueBeginDebugUtilsLabelEXT (VK_EXT_debug_utils) */
  queueBeginDebugUtilsLabelEXT(queue: H.VkQueue, pLabelInfo: S.VkDebugUtilsLabelEXT): void {
    const fn = this.f[484] ?? this.resolve(484);
    const a = arena; a.reset();
    let p_pLabelInfo = 0;
    if (pLabelInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkDebugUtilsLabelEXT(a, c, o, pLabelInfo); p_pLabelInfo = c.base + o; } else throw new VkValueError("vkQueueBeginDebugUtilsLabelEXT.pLabelInfo", pLabelInfo, 'a VkDebugUtilsLabelEXT');
    fn(hArg(queue, "vkQueueBeginDebugUtilsLabelEXT.queue", true), p_pLabelInfo);
  }
  /** vkQueueBindSparse (VK_VERSION_1_0) */
  queueBindSparse(queue: H.VkQueue, pBindInfo?: readonly S.VkBindSparseInfo[] | null, fence?: H.VkFence | null): E.VkResult {
    const fn = this.f[485] ?? this.resolve(485);
    const a = arena; a.reset();
    const n_bindInfoCount = (pBindInfo == null ? 0 : pBindInfo.length);
    let p_pBindInfo = 0;
    if (pBindInfo != null) { const x = arr(pBindInfo, "vkQueueBindSparse.pBindInfo"); const o = a.alloc(x.length * 96, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkBindSparseInfo(a, c, o + i * 96, x[i]); p_pBindInfo = c.base + o; }
    const r = fn(hArg(queue, "vkQueueBindSparse.queue", true), n_bindInfoCount, p_pBindInfo, hArg(fence, "vkQueueBindSparse.fence", false));
    if ((r as number) < 0) throw new VkError('vkQueueBindSparse', r as number);
    return r as E.VkResult;
  }
  /** vkQueueEndDebugUtilsLabelEXT (VK_EXT_debug_utils) */
  queueEndDebugUtilsLabelEXT(queue: H.VkQueue): void {
    const fn = this.f[486] ?? this.resolve(486);
    fn(hArg(queue, "vkQueueEndDebugUtilsLabelEXT.queue", true));
  }
  /** vkQueueInsertDebugUtilsLabelEXT (VK_EXT_debug_utils) */
  queueInsertDebugUtilsLabelEXT(queue: H.VkQueue, pLabelInfo: S.VkDebugUtilsLabelEXT): void {
    const fn = this.f[487] ?? this.resolve(487);
    const a = arena; a.reset();
    let p_pLabelInfo = 0;
    if (pLabelInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkDebugUtilsLabelEXT(a, c, o, pLabelInfo); p_pLabelInfo = c.base + o; } else throw new VkValueError("vkQueueInsertDebugUtilsLabelEXT.pLabelInfo", pLabelInfo, 'a VkDebugUtilsLabelEXT');
    fn(hArg(queue, "vkQueueInsertDebugUtilsLabelEXT.queue", true), p_pLabelInfo);
  }
  /** vkQueueNotifyOutOfBandNV (VK_NV_low_latency2) */
  queueNotifyOutOfBandNV(queue: H.VkQueue, pQueueTypeInfo: S.VkOutOfBandQueueTypeInfoNV): void {
    const fn = this.f[488] ?? this.resolve(488);
    const a = arena; a.reset();
    let p_pQueueTypeInfo = 0;
    if (pQueueTypeInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkOutOfBandQueueTypeInfoNV(a, c, o, pQueueTypeInfo); p_pQueueTypeInfo = c.base + o; } else throw new VkValueError("vkQueueNotifyOutOfBandNV.pQueueTypeInfo", pQueueTypeInfo, 'a VkOutOfBandQueueTypeInfoNV');
    fn(hArg(queue, "vkQueueNotifyOutOfBandNV.queue", true), p_pQueueTypeInfo);
  }
  /** vkQueueSubmit (VK_VERSION_1_0) */
  queueSubmit(queue: H.VkQueue, pSubmits?: readonly S.VkSubmitInfo[] | null, fence?: H.VkFence | null): E.VkResult {
    const fn = this.f[489] ?? this.resolve(489);
    const a = arena; a.reset();
    const n_submitCount = (pSubmits == null ? 0 : pSubmits.length);
    let p_pSubmits = 0;
    if (pSubmits != null) { const x = arr(pSubmits, "vkQueueSubmit.pSubmits"); const o = a.alloc(x.length * 72, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkSubmitInfo(a, c, o + i * 72, x[i]); p_pSubmits = c.base + o; }
    const r = fn(hArg(queue, "vkQueueSubmit.queue", true), n_submitCount, p_pSubmits, hArg(fence, "vkQueueSubmit.fence", false));
    if ((r as number) < 0) throw new VkError('vkQueueSubmit', r as number);
    return r as E.VkResult;
  }
  /** vkQueueSubmit2 (VK_VERSION_1_3) */
  queueSubmit2(queue: H.VkQueue, pSubmits?: readonly S.VkSubmitInfo2[] | null, fence?: H.VkFence | null): E.VkResult {
    const fn = this.f[490] ?? this.resolve(490);
    const a = arena; a.reset();
    const n_submitCount = (pSubmits == null ? 0 : pSubmits.length);
    let p_pSubmits = 0;
    if (pSubmits != null) { const x = arr(pSubmits, "vkQueueSubmit2.pSubmits"); const o = a.alloc(x.length * 64, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkSubmitInfo2(a, c, o + i * 64, x[i]); p_pSubmits = c.base + o; }
    const r = fn(hArg(queue, "vkQueueSubmit2.queue", true), n_submitCount, p_pSubmits, hArg(fence, "vkQueueSubmit2.fence", false));
    if ((r as number) < 0) throw new VkError('vkQueueSubmit2', r as number);
    return r as E.VkResult;
  }
  /** vkQueueSubmit2KHR (VK_KHR_synchronization2) */
  queueSubmit2KHR(queue: H.VkQueue, pSubmits?: readonly S.VkSubmitInfo2[] | null, fence?: H.VkFence | null): E.VkResult {
    const fn = this.f[491] ?? this.resolve(491);
    const a = arena; a.reset();
    const n_submitCount = (pSubmits == null ? 0 : pSubmits.length);
    let p_pSubmits = 0;
    if (pSubmits != null) { const x = arr(pSubmits, "vkQueueSubmit2KHR.pSubmits"); const o = a.alloc(x.length * 64, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkSubmitInfo2(a, c, o + i * 64, x[i]); p_pSubmits = c.base + o; }
    const r = fn(hArg(queue, "vkQueueSubmit2KHR.queue", true), n_submitCount, p_pSubmits, hArg(fence, "vkQueueSubmit2KHR.fence", false));
    if ((r as number) < 0) throw new VkError('vkQueueSubmit2KHR', r as number);
    return r as E.VkResult;
  }
  /** vkQueueWaitIdle (VK_VERSION_1_0) */
  queueWaitIdle(queue: H.VkQueue): E.VkResult {
    const fn = this.f[492] ?? this.resolve(492);
    const r = fn(hArg(queue, "vkQueueWaitIdle.queue", true));
    if ((r as number) < 0) throw new VkError('vkQueueWaitIdle', r as number);
    return r as E.VkResult;
  }
  /** vkReleaseCapturedPipelineDataKHR (VK_KHR_pipeline_binary) */
  releaseCapturedPipelineDataKHR(pInfo: S.VkReleaseCapturedPipelineDataInfoKHR): E.VkResult {
    const fn = this.f[493] ?? this.resolve(493);
    const a = arena; a.reset();
    let p_pInfo = 0;
    if (pInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkReleaseCapturedPipelineDataInfoKHR(a, c, o, pInfo); p_pInfo = c.base + o; } else throw new VkValueError("vkReleaseCapturedPipelineDataKHR.pInfo", pInfo, 'a VkReleaseCapturedPipelineDataInfoKHR');
    const r = fn(this.handle, p_pInfo, 0);
    if ((r as number) < 0) throw new VkError('vkReleaseCapturedPipelineDataKHR', r as number);
    return r as E.VkResult;
  }
  /** vkReleaseProfilingLockKHR (VK_KHR_performance_query) */
  releaseProfilingLockKHR(): void {
    const fn = this.f[494] ?? this.resolve(494);
    fn(this.handle);
  }
  /** vkResetCommandBuffer (VK_VERSION_1_0) */
  resetCommandBuffer(commandBuffer: H.VkCommandBuffer, flags: E.VkCommandBufferResetFlags): E.VkResult {
    const fn = this.f[495] ?? this.resolve(495);
    const r = fn(hArg(commandBuffer, "vkResetCommandBuffer.commandBuffer", true), u32(flags, "vkResetCommandBuffer.flags"));
    if ((r as number) < 0) throw new VkError('vkResetCommandBuffer', r as number);
    return r as E.VkResult;
  }
  /** vkResetCommandPool (VK_VERSION_1_0) */
  resetCommandPool(commandPool: H.VkCommandPool, flags: E.VkCommandPoolResetFlags): E.VkResult {
    const fn = this.f[496] ?? this.resolve(496);
    const r = fn(this.handle, hArg(commandPool, "vkResetCommandPool.commandPool", true), u32(flags, "vkResetCommandPool.flags"));
    if ((r as number) < 0) throw new VkError('vkResetCommandPool', r as number);
    return r as E.VkResult;
  }
  /** vkResetDescriptorPool (VK_VERSION_1_0) */
  resetDescriptorPool(descriptorPool: H.VkDescriptorPool, flags: E.VkDescriptorPoolResetFlags): E.VkResult {
    const fn = this.f[497] ?? this.resolve(497);
    const r = fn(this.handle, hArg(descriptorPool, "vkResetDescriptorPool.descriptorPool", true), u32(flags, "vkResetDescriptorPool.flags"));
    if ((r as number) < 0) throw new VkError('vkResetDescriptorPool', r as number);
    return r as E.VkResult;
  }
  /** vkResetEvent (VK_VERSION_1_0) */
  resetEvent(event: H.VkEvent): E.VkResult {
    const fn = this.f[498] ?? this.resolve(498);
    const r = fn(this.handle, hArg(event, "vkResetEvent.event", true));
    if ((r as number) < 0) throw new VkError('vkResetEvent', r as number);
    return r as E.VkResult;
  }
  /** vkResetFences (VK_VERSION_1_0) */
  resetFences(pFences: ArrayLike<H.VkFence>): E.VkResult {
    const fn = this.f[499] ?? this.resolve(499);
    const a = arena; a.reset();
    const n_fenceCount = (pFences == null ? 0 : pFences.length);
    let p_pFences = 0;
    if (pFences != null) { const x = arr(pFences, "vkResetFences.pFences"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkResetFences.pFences", true), true); p_pFences = c.base + o; }
    const r = fn(this.handle, n_fenceCount, p_pFences);
    if ((r as number) < 0) throw new VkError('vkResetFences', r as number);
    return r as E.VkResult;
  }
  /** vkResetQueryPool (VK_VERSION_1_2) */
  resetQueryPool(queryPool: H.VkQueryPool, firstQuery: number, queryCount: number): void {
    const fn = this.f[500] ?? this.resolve(500);
    fn(this.handle, hArg(queryPool, "vkResetQueryPool.queryPool", true), u32(firstQuery, "vkResetQueryPool.firstQuery"), u32(queryCount, "vkResetQueryPool.queryCount"));
  }
  /** vkResetQueryPoolEXT (VK_EXT_host_query_reset) */
  resetQueryPoolEXT(queryPool: H.VkQueryPool, firstQuery: number, queryCount: number): void {
    const fn = this.f[501] ?? this.resolve(501);
    fn(this.handle, hArg(queryPool, "vkResetQueryPoolEXT.queryPool", true), u32(firstQuery, "vkResetQueryPoolEXT.firstQuery"), u32(queryCount, "vkResetQueryPoolEXT.queryCount"));
  }
  /** vkSetDebugUtilsObjectNameEXT (VK_EXT_debug_utils) */
  setDebugUtilsObjectNameEXT(pNameInfo: S.VkDebugUtilsObjectNameInfoEXT): E.VkResult {
    const fn = this.f[502] ?? this.resolve(502);
    const a = arena; a.reset();
    let p_pNameInfo = 0;
    if (pNameInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkDebugUtilsObjectNameInfoEXT(a, c, o, pNameInfo); p_pNameInfo = c.base + o; } else throw new VkValueError("vkSetDebugUtilsObjectNameEXT.pNameInfo", pNameInfo, 'a VkDebugUtilsObjectNameInfoEXT');
    const r = fn(this.handle, p_pNameInfo);
    if ((r as number) < 0) throw new VkError('vkSetDebugUtilsObjectNameEXT', r as number);
    return r as E.VkResult;
  }
  /** vkSetDebugUtilsObjectTagEXT (VK_EXT_debug_utils) */
  setDebugUtilsObjectTagEXT(pTagInfo: S.VkDebugUtilsObjectTagInfoEXT): E.VkResult {
    const fn = this.f[503] ?? this.resolve(503);
    const a = arena; a.reset();
    let p_pTagInfo = 0;
    if (pTagInfo != null) { const o = a.alloc(56, 8); const c = a.cur; S.encVkDebugUtilsObjectTagInfoEXT(a, c, o, pTagInfo); p_pTagInfo = c.base + o; } else throw new VkValueError("vkSetDebugUtilsObjectTagEXT.pTagInfo", pTagInfo, 'a VkDebugUtilsObjectTagInfoEXT');
    const r = fn(this.handle, p_pTagInfo);
    if ((r as number) < 0) throw new VkError('vkSetDebugUtilsObjectTagEXT', r as number);
    return r as E.VkResult;
  }
  /** vkSetDeviceMemoryPriorityEXT (VK_EXT_pageable_device_local_memory) */
  setDeviceMemoryPriorityEXT(memory: H.VkDeviceMemory, priority: number): void {
    const fn = this.f[504] ?? this.resolve(504);
    fn(this.handle, hArg(memory, "vkSetDeviceMemoryPriorityEXT.memory", true), f(priority, "vkSetDeviceMemoryPriorityEXT.priority"));
  }
  /** vkSetEvent (VK_VERSION_1_0) */
  setEvent(event: H.VkEvent): E.VkResult {
    const fn = this.f[505] ?? this.resolve(505);
    const r = fn(this.handle, hArg(event, "vkSetEvent.event", true));
    if ((r as number) < 0) throw new VkError('vkSetEvent', r as number);
    return r as E.VkResult;
  }
  /** vkSetLatencyMarkerNV (VK_NV_low_latency2) */
  setLatencyMarkerNV(swapchain: H.VkSwapchainKHR, pLatencyMarkerInfo: S.VkSetLatencyMarkerInfoNV): void {
    const fn = this.f[506] ?? this.resolve(506);
    const a = arena; a.reset();
    let p_pLatencyMarkerInfo = 0;
    if (pLatencyMarkerInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkSetLatencyMarkerInfoNV(a, c, o, pLatencyMarkerInfo); p_pLatencyMarkerInfo = c.base + o; } else throw new VkValueError("vkSetLatencyMarkerNV.pLatencyMarkerInfo", pLatencyMarkerInfo, 'a VkSetLatencyMarkerInfoNV');
    fn(this.handle, hArg(swapchain, "vkSetLatencyMarkerNV.swapchain", true), p_pLatencyMarkerInfo);
  }
  /** vkSetLatencySleepModeNV (VK_NV_low_latency2) */
  setLatencySleepModeNV(swapchain: H.VkSwapchainKHR, pSleepModeInfo: S.VkLatencySleepModeInfoNV): E.VkResult {
    const fn = this.f[507] ?? this.resolve(507);
    const a = arena; a.reset();
    let p_pSleepModeInfo = 0;
    if (pSleepModeInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkLatencySleepModeInfoNV(a, c, o, pSleepModeInfo); p_pSleepModeInfo = c.base + o; } else throw new VkValueError("vkSetLatencySleepModeNV.pSleepModeInfo", pSleepModeInfo, 'a VkLatencySleepModeInfoNV');
    const r = fn(this.handle, hArg(swapchain, "vkSetLatencySleepModeNV.swapchain", true), p_pSleepModeInfo);
    if ((r as number) < 0) throw new VkError('vkSetLatencySleepModeNV', r as number);
    return r as E.VkResult;
  }
  /** vkSetPrivateData (VK_VERSION_1_3) */
  setPrivateData(objectType: E.VkObjectType, objectHandle: number | bigint, privateDataSlot: H.VkPrivateDataSlot, data: number | bigint): E.VkResult {
    const fn = this.f[508] ?? this.resolve(508);
    const r = fn(this.handle, i32(objectType, "vkSetPrivateData.objectType"), u64Arg(objectHandle, "vkSetPrivateData.objectHandle"), hArg(privateDataSlot, "vkSetPrivateData.privateDataSlot", true), u64Arg(data, "vkSetPrivateData.data"));
    if ((r as number) < 0) throw new VkError('vkSetPrivateData', r as number);
    return r as E.VkResult;
  }
  /** vkSetPrivateDataEXT (VK_EXT_private_data) */
  setPrivateDataEXT(objectType: E.VkObjectType, objectHandle: number | bigint, privateDataSlot: H.VkPrivateDataSlot, data: number | bigint): E.VkResult {
    const fn = this.f[509] ?? this.resolve(509);
    const r = fn(this.handle, i32(objectType, "vkSetPrivateDataEXT.objectType"), u64Arg(objectHandle, "vkSetPrivateDataEXT.objectHandle"), hArg(privateDataSlot, "vkSetPrivateDataEXT.privateDataSlot", true), u64Arg(data, "vkSetPrivateDataEXT.data"));
    if ((r as number) < 0) throw new VkError('vkSetPrivateDataEXT', r as number);
    return r as E.VkResult;
  }
  /** vkSignalSemaphore (VK_VERSION_1_2) */
  signalSemaphore(pSignalInfo: S.VkSemaphoreSignalInfo): E.VkResult {
    const fn = this.f[510] ?? this.resolve(510);
    const a = arena; a.reset();
    let p_pSignalInfo = 0;
    if (pSignalInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkSemaphoreSignalInfo(a, c, o, pSignalInfo); p_pSignalInfo = c.base + o; } else throw new VkValueError("vkSignalSemaphore.pSignalInfo", pSignalInfo, 'a VkSemaphoreSignalInfo');
    const r = fn(this.handle, p_pSignalInfo);
    if ((r as number) < 0) throw new VkError('vkSignalSemaphore', r as number);
    return r as E.VkResult;
  }
  /** vkSignalSemaphoreKHR (VK_KHR_timeline_semaphore) */
  signalSemaphoreKHR(pSignalInfo: S.VkSemaphoreSignalInfo): E.VkResult {
    const fn = this.f[511] ?? this.resolve(511);
    const a = arena; a.reset();
    let p_pSignalInfo = 0;
    if (pSignalInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkSemaphoreSignalInfo(a, c, o, pSignalInfo); p_pSignalInfo = c.base + o; } else throw new VkValueError("vkSignalSemaphoreKHR.pSignalInfo", pSignalInfo, 'a VkSemaphoreSignalInfo');
    const r = fn(this.handle, p_pSignalInfo);
    if ((r as number) < 0) throw new VkError('vkSignalSemaphoreKHR', r as number);
    return r as E.VkResult;
  }
  /** vkTransitionImageLayout (VK_VERSION_1_4) */
  transitionImageLayout(pTransitions: readonly S.VkHostImageLayoutTransitionInfo[]): E.VkResult {
    const fn = this.f[512] ?? this.resolve(512);
    const a = arena; a.reset();
    const n_transitionCount = (pTransitions == null ? 0 : pTransitions.length);
    let p_pTransitions = 0;
    if (pTransitions != null) { const x = arr(pTransitions, "vkTransitionImageLayout.pTransitions"); const o = a.alloc(x.length * 56, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkHostImageLayoutTransitionInfo(a, c, o + i * 56, x[i]); p_pTransitions = c.base + o; }
    const r = fn(this.handle, n_transitionCount, p_pTransitions);
    if ((r as number) < 0) throw new VkError('vkTransitionImageLayout', r as number);
    return r as E.VkResult;
  }
  /** vkTransitionImageLayoutEXT (VK_EXT_host_image_copy) */
  transitionImageLayoutEXT(pTransitions: readonly S.VkHostImageLayoutTransitionInfo[]): E.VkResult {
    const fn = this.f[513] ?? this.resolve(513);
    const a = arena; a.reset();
    const n_transitionCount = (pTransitions == null ? 0 : pTransitions.length);
    let p_pTransitions = 0;
    if (pTransitions != null) { const x = arr(pTransitions, "vkTransitionImageLayoutEXT.pTransitions"); const o = a.alloc(x.length * 56, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkHostImageLayoutTransitionInfo(a, c, o + i * 56, x[i]); p_pTransitions = c.base + o; }
    const r = fn(this.handle, n_transitionCount, p_pTransitions);
    if ((r as number) < 0) throw new VkError('vkTransitionImageLayoutEXT', r as number);
    return r as E.VkResult;
  }
  /** vkTrimCommandPool (VK_VERSION_1_1) */
  trimCommandPool(commandPool: H.VkCommandPool, flags: E.VkCommandPoolTrimFlags): void {
    const fn = this.f[514] ?? this.resolve(514);
    fn(this.handle, hArg(commandPool, "vkTrimCommandPool.commandPool", true), u32(flags, "vkTrimCommandPool.flags"));
  }
  /** vkTrimCommandPoolKHR (VK_KHR_maintenance1) */
  trimCommandPoolKHR(commandPool: H.VkCommandPool, flags: E.VkCommandPoolTrimFlags): void {
    const fn = this.f[515] ?? this.resolve(515);
    fn(this.handle, hArg(commandPool, "vkTrimCommandPoolKHR.commandPool", true), u32(flags, "vkTrimCommandPoolKHR.flags"));
  }
  /** vkUnmapMemory (VK_VERSION_1_0) */
  unmapMemory(memory: H.VkDeviceMemory): void {
    const fn = this.f[516] ?? this.resolve(516);
    fn(this.handle, hArg(memory, "vkUnmapMemory.memory", true));
  }
  /** vkUnmapMemory2 (VK_VERSION_1_4) */
  unmapMemory2(pMemoryUnmapInfo: S.VkMemoryUnmapInfo): E.VkResult {
    const fn = this.f[517] ?? this.resolve(517);
    const a = arena; a.reset();
    let p_pMemoryUnmapInfo = 0;
    if (pMemoryUnmapInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkMemoryUnmapInfo(a, c, o, pMemoryUnmapInfo); p_pMemoryUnmapInfo = c.base + o; } else throw new VkValueError("vkUnmapMemory2.pMemoryUnmapInfo", pMemoryUnmapInfo, 'a VkMemoryUnmapInfo');
    const r = fn(this.handle, p_pMemoryUnmapInfo);
    if ((r as number) < 0) throw new VkError('vkUnmapMemory2', r as number);
    return r as E.VkResult;
  }
  /** vkUnmapMemory2KHR (VK_KHR_map_memory2) */
  unmapMemory2KHR(pMemoryUnmapInfo: S.VkMemoryUnmapInfo): E.VkResult {
    const fn = this.f[518] ?? this.resolve(518);
    const a = arena; a.reset();
    let p_pMemoryUnmapInfo = 0;
    if (pMemoryUnmapInfo != null) { const o = a.alloc(32, 8); const c = a.cur; S.encVkMemoryUnmapInfo(a, c, o, pMemoryUnmapInfo); p_pMemoryUnmapInfo = c.base + o; } else throw new VkValueError("vkUnmapMemory2KHR.pMemoryUnmapInfo", pMemoryUnmapInfo, 'a VkMemoryUnmapInfo');
    const r = fn(this.handle, p_pMemoryUnmapInfo);
    if ((r as number) < 0) throw new VkError('vkUnmapMemory2KHR', r as number);
    return r as E.VkResult;
  }
  /** vkUpdateDescriptorSets (VK_VERSION_1_0) */
  updateDescriptorSets(pDescriptorWrites?: readonly S.VkWriteDescriptorSet[] | null, pDescriptorCopies?: readonly S.VkCopyDescriptorSet[] | null): void {
    const fn = this.f[519] ?? this.resolve(519);
    const a = arena; a.reset();
    const n_descriptorWriteCount = (pDescriptorWrites == null ? 0 : pDescriptorWrites.length);
    let p_pDescriptorWrites = 0;
    if (pDescriptorWrites != null) { const x = arr(pDescriptorWrites, "vkUpdateDescriptorSets.pDescriptorWrites"); const o = a.alloc(x.length * 64, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkWriteDescriptorSet(a, c, o + i * 64, x[i]); p_pDescriptorWrites = c.base + o; }
    const n_descriptorCopyCount = (pDescriptorCopies == null ? 0 : pDescriptorCopies.length);
    let p_pDescriptorCopies = 0;
    if (pDescriptorCopies != null) { const x = arr(pDescriptorCopies, "vkUpdateDescriptorSets.pDescriptorCopies"); const o = a.alloc(x.length * 56, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkCopyDescriptorSet(a, c, o + i * 56, x[i]); p_pDescriptorCopies = c.base + o; }
    fn(this.handle, n_descriptorWriteCount, p_pDescriptorWrites, n_descriptorCopyCount, p_pDescriptorCopies);
  }
  /** vkUpdateDescriptorSetWithTemplate (VK_VERSION_1_1) */
  updateDescriptorSetWithTemplate(descriptorSet: H.VkDescriptorSet, descriptorUpdateTemplate: H.VkDescriptorUpdateTemplate, pData?: ArrayBufferView | ArrayBuffer | null): void {
    const fn = this.f[520] ?? this.resolve(520);
    const a = arena; a.reset();
    fn(this.handle, hArg(descriptorSet, "vkUpdateDescriptorSetWithTemplate.descriptorSet", true), hArg(descriptorUpdateTemplate, "vkUpdateDescriptorSetWithTemplate.descriptorUpdateTemplate", true), pData == null ? 0 : a.bytes(pData));
  }
  /** vkUpdateDescriptorSetWithTemplateKHR (VK_KHR_descriptor_update_template) */
  updateDescriptorSetWithTemplateKHR(descriptorSet: H.VkDescriptorSet, descriptorUpdateTemplate: H.VkDescriptorUpdateTemplate, pData?: ArrayBufferView | ArrayBuffer | null): void {
    const fn = this.f[521] ?? this.resolve(521);
    const a = arena; a.reset();
    fn(this.handle, hArg(descriptorSet, "vkUpdateDescriptorSetWithTemplateKHR.descriptorSet", true), hArg(descriptorUpdateTemplate, "vkUpdateDescriptorSetWithTemplateKHR.descriptorUpdateTemplate", true), pData == null ? 0 : a.bytes(pData));
  }
  /** vkUpdateIndirectExecutionSetPipelineEXT (VK_EXT_device_generated_commands) */
  updateIndirectExecutionSetPipelineEXT(indirectExecutionSet: H.VkIndirectExecutionSetEXT, pExecutionSetWrites: readonly S.VkWriteIndirectExecutionSetPipelineEXT[]): void {
    const fn = this.f[522] ?? this.resolve(522);
    const a = arena; a.reset();
    const n_executionSetWriteCount = (pExecutionSetWrites == null ? 0 : pExecutionSetWrites.length);
    let p_pExecutionSetWrites = 0;
    if (pExecutionSetWrites != null) { const x = arr(pExecutionSetWrites, "vkUpdateIndirectExecutionSetPipelineEXT.pExecutionSetWrites"); const o = a.alloc(x.length * 32, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkWriteIndirectExecutionSetPipelineEXT(a, c, o + i * 32, x[i]); p_pExecutionSetWrites = c.base + o; }
    fn(this.handle, hArg(indirectExecutionSet, "vkUpdateIndirectExecutionSetPipelineEXT.indirectExecutionSet", true), n_executionSetWriteCount, p_pExecutionSetWrites);
  }
  /** vkUpdateIndirectExecutionSetShaderEXT (VK_EXT_device_generated_commands) */
  updateIndirectExecutionSetShaderEXT(indirectExecutionSet: H.VkIndirectExecutionSetEXT, pExecutionSetWrites: readonly S.VkWriteIndirectExecutionSetShaderEXT[]): void {
    const fn = this.f[523] ?? this.resolve(523);
    const a = arena; a.reset();
    const n_executionSetWriteCount = (pExecutionSetWrites == null ? 0 : pExecutionSetWrites.length);
    let p_pExecutionSetWrites = 0;
    if (pExecutionSetWrites != null) { const x = arr(pExecutionSetWrites, "vkUpdateIndirectExecutionSetShaderEXT.pExecutionSetWrites"); const o = a.alloc(x.length * 32, 8); const c = a.cur; for (let i = 0; i < x.length; i++) S.encVkWriteIndirectExecutionSetShaderEXT(a, c, o + i * 32, x[i]); p_pExecutionSetWrites = c.base + o; }
    fn(this.handle, hArg(indirectExecutionSet, "vkUpdateIndirectExecutionSetShaderEXT.indirectExecutionSet", true), n_executionSetWriteCount, p_pExecutionSetWrites);
  }
  /** vkUpdateVideoSessionParametersKHR (VK_KHR_video_queue) */
  updateVideoSessionParametersKHR(videoSessionParameters: H.VkVideoSessionParametersKHR, pUpdateInfo: S.VkVideoSessionParametersUpdateInfoKHR): E.VkResult {
    const fn = this.f[524] ?? this.resolve(524);
    const a = arena; a.reset();
    let p_pUpdateInfo = 0;
    if (pUpdateInfo != null) { const o = a.alloc(24, 8); const c = a.cur; S.encVkVideoSessionParametersUpdateInfoKHR(a, c, o, pUpdateInfo); p_pUpdateInfo = c.base + o; } else throw new VkValueError("vkUpdateVideoSessionParametersKHR.pUpdateInfo", pUpdateInfo, 'a VkVideoSessionParametersUpdateInfoKHR');
    const r = fn(this.handle, hArg(videoSessionParameters, "vkUpdateVideoSessionParametersKHR.videoSessionParameters", true), p_pUpdateInfo);
    if ((r as number) < 0) throw new VkError('vkUpdateVideoSessionParametersKHR', r as number);
    return r as E.VkResult;
  }
  /** vkWaitForFences (VK_VERSION_1_0) */
  waitForFences(pFences: ArrayLike<H.VkFence>, waitAll: boolean, timeout: number | bigint): E.VkResult {
    const fn = this.f[525] ?? this.resolve(525);
    const a = arena; a.reset();
    const n_fenceCount = (pFences == null ? 0 : pFences.length);
    let p_pFences = 0;
    if (pFences != null) { const x = arr(pFences, "vkWaitForFences.pFences"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkWaitForFences.pFences", true), true); p_pFences = c.base + o; }
    const r = fn(this.handle, n_fenceCount, p_pFences, bool(waitAll, "vkWaitForFences.waitAll"), u64Arg(timeout, "vkWaitForFences.timeout"));
    if ((r as number) < 0) throw new VkError('vkWaitForFences', r as number);
    return r as E.VkResult;
  }
  /** vkWaitSemaphores (VK_VERSION_1_2) */
  waitSemaphores(pWaitInfo: S.VkSemaphoreWaitInfo, timeout: number | bigint): E.VkResult {
    const fn = this.f[526] ?? this.resolve(526);
    const a = arena; a.reset();
    let p_pWaitInfo = 0;
    if (pWaitInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkSemaphoreWaitInfo(a, c, o, pWaitInfo); p_pWaitInfo = c.base + o; } else throw new VkValueError("vkWaitSemaphores.pWaitInfo", pWaitInfo, 'a VkSemaphoreWaitInfo');
    const r = fn(this.handle, p_pWaitInfo, u64Arg(timeout, "vkWaitSemaphores.timeout"));
    if ((r as number) < 0) throw new VkError('vkWaitSemaphores', r as number);
    return r as E.VkResult;
  }
  /** vkWaitSemaphoresKHR (VK_KHR_timeline_semaphore) */
  waitSemaphoresKHR(pWaitInfo: S.VkSemaphoreWaitInfo, timeout: number | bigint): E.VkResult {
    const fn = this.f[527] ?? this.resolve(527);
    const a = arena; a.reset();
    let p_pWaitInfo = 0;
    if (pWaitInfo != null) { const o = a.alloc(40, 8); const c = a.cur; S.encVkSemaphoreWaitInfo(a, c, o, pWaitInfo); p_pWaitInfo = c.base + o; } else throw new VkValueError("vkWaitSemaphoresKHR.pWaitInfo", pWaitInfo, 'a VkSemaphoreWaitInfo');
    const r = fn(this.handle, p_pWaitInfo, u64Arg(timeout, "vkWaitSemaphoresKHR.timeout"));
    if ((r as number) < 0) throw new VkError('vkWaitSemaphoresKHR', r as number);
    return r as E.VkResult;
  }
  /** vkWriteAccelerationStructuresPropertiesKHR (VK_KHR_acceleration_structure) */
  writeAccelerationStructuresPropertiesKHR(pAccelerationStructures: ArrayLike<H.VkAccelerationStructureKHR>, queryType: E.VkQueryType, pData: ArrayBufferView, stride: number | bigint): E.VkResult {
    const fn = this.f[528] ?? this.resolve(528);
    const a = arena; a.reset();
    const n_accelerationStructureCount = (pAccelerationStructures == null ? 0 : pAccelerationStructures.length);
    let p_pAccelerationStructures = 0;
    if (pAccelerationStructures != null) { const x = arr(pAccelerationStructures, "vkWriteAccelerationStructuresPropertiesKHR.pAccelerationStructures"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkWriteAccelerationStructuresPropertiesKHR.pAccelerationStructures", true), true); p_pAccelerationStructures = c.base + o; }
    const n_dataSize = (pData == null ? 0 : pData.byteLength);
    const o_pData = a.alloc(pData.byteLength, 16); const c_pData = a.cur;
    const r = fn(this.handle, n_accelerationStructureCount, p_pAccelerationStructures, i32(queryType, "vkWriteAccelerationStructuresPropertiesKHR.queryType"), n_dataSize, c_pData.base + o_pData, u64Arg(stride, "vkWriteAccelerationStructuresPropertiesKHR.stride"));
    if ((r as number) < 0) throw new VkError('vkWriteAccelerationStructuresPropertiesKHR', r as number);
    new Uint8Array(pData.buffer, pData.byteOffset, pData.byteLength).set(c_pData.u8.subarray(o_pData, o_pData + pData.byteLength));
    return r as E.VkResult;
  }
  /** vkWriteMicromapsPropertiesEXT (VK_EXT_opacity_micromap) */
  writeMicromapsPropertiesEXT(pMicromaps: ArrayLike<H.VkMicromapEXT>, queryType: E.VkQueryType, pData: ArrayBufferView, stride: number | bigint): E.VkResult {
    const fn = this.f[529] ?? this.resolve(529);
    const a = arena; a.reset();
    const n_micromapCount = (pMicromaps == null ? 0 : pMicromaps.length);
    let p_pMicromaps = 0;
    if (pMicromaps != null) { const x = arr(pMicromaps, "vkWriteMicromapsPropertiesEXT.pMicromaps"); const o = a.alloc(x.length * 8 || 8, 8); const c = a.cur; for (let i = 0; i < x.length; i++) c.dv.setBigUint64(o + i * 8, hArg(x[i], "vkWriteMicromapsPropertiesEXT.pMicromaps", true), true); p_pMicromaps = c.base + o; }
    const n_dataSize = (pData == null ? 0 : pData.byteLength);
    const o_pData = a.alloc(pData.byteLength, 16); const c_pData = a.cur;
    const r = fn(this.handle, n_micromapCount, p_pMicromaps, i32(queryType, "vkWriteMicromapsPropertiesEXT.queryType"), n_dataSize, c_pData.base + o_pData, u64Arg(stride, "vkWriteMicromapsPropertiesEXT.stride"));
    if ((r as number) < 0) throw new VkError('vkWriteMicromapsPropertiesEXT', r as number);
    new Uint8Array(pData.buffer, pData.byteOffset, pData.byteLength).set(c_pData.u8.subarray(o_pData, o_pData + pData.byteLength));
    return r as E.VkResult;
  }
}
