// Generated from vk.xml by scripts/gen-vk.ts. Do not edit: run `npm run gen`.
/* eslint-disable */
// Handles are branded bigints: a VkImage is not assignable to a VkBuffer. VK_NULL_HANDLE is null.
/** Non-dispatchable handle. */
export type VkAccelerationStructureKHR = bigint & { readonly __handle: 'VkAccelerationStructureKHR' };
/** Non-dispatchable handle. */
export type VkAccelerationStructureNV = bigint & { readonly __handle: 'VkAccelerationStructureNV' };
/** Non-dispatchable handle. */
export type VkBuffer = bigint & { readonly __handle: 'VkBuffer' };
/** Non-dispatchable handle. */
export type VkBufferCollectionFUCHSIA = bigint & { readonly __handle: 'VkBufferCollectionFUCHSIA' };
/** Non-dispatchable handle. */
export type VkBufferView = bigint & { readonly __handle: 'VkBufferView' };
/** Dispatchable handle. */
export type VkCommandBuffer = bigint & { readonly __handle: 'VkCommandBuffer' };
/** Non-dispatchable handle. */
export type VkCommandPool = bigint & { readonly __handle: 'VkCommandPool' };
/** Non-dispatchable handle. */
export type VkCudaFunctionNV = bigint & { readonly __handle: 'VkCudaFunctionNV' };
/** Non-dispatchable handle. */
export type VkCudaModuleNV = bigint & { readonly __handle: 'VkCudaModuleNV' };
/** Non-dispatchable handle. */
export type VkCuFunctionNVX = bigint & { readonly __handle: 'VkCuFunctionNVX' };
/** Non-dispatchable handle. */
export type VkCuModuleNVX = bigint & { readonly __handle: 'VkCuModuleNVX' };
/** Non-dispatchable handle. */
export type VkDebugReportCallbackEXT = bigint & { readonly __handle: 'VkDebugReportCallbackEXT' };
/** Non-dispatchable handle. */
export type VkDebugUtilsMessengerEXT = bigint & { readonly __handle: 'VkDebugUtilsMessengerEXT' };
/** Non-dispatchable handle. */
export type VkDeferredOperationKHR = bigint & { readonly __handle: 'VkDeferredOperationKHR' };
/** Non-dispatchable handle. */
export type VkDescriptorPool = bigint & { readonly __handle: 'VkDescriptorPool' };
/** Non-dispatchable handle. */
export type VkDescriptorSet = bigint & { readonly __handle: 'VkDescriptorSet' };
/** Non-dispatchable handle. */
export type VkDescriptorSetLayout = bigint & { readonly __handle: 'VkDescriptorSetLayout' };
/** Non-dispatchable handle. */
export type VkDescriptorUpdateTemplate = bigint & { readonly __handle: 'VkDescriptorUpdateTemplate' };
/** Dispatchable handle. */
export type VkDevice = bigint & { readonly __handle: 'VkDevice' };
/** Non-dispatchable handle. */
export type VkDeviceMemory = bigint & { readonly __handle: 'VkDeviceMemory' };
/** Non-dispatchable handle. */
export type VkDisplayKHR = bigint & { readonly __handle: 'VkDisplayKHR' };
/** Non-dispatchable handle. */
export type VkDisplayModeKHR = bigint & { readonly __handle: 'VkDisplayModeKHR' };
/** Non-dispatchable handle. */
export type VkEvent = bigint & { readonly __handle: 'VkEvent' };
/** Non-dispatchable handle. */
export type VkFence = bigint & { readonly __handle: 'VkFence' };
/** Non-dispatchable handle. */
export type VkFramebuffer = bigint & { readonly __handle: 'VkFramebuffer' };
/** Non-dispatchable handle. */
export type VkImage = bigint & { readonly __handle: 'VkImage' };
/** Non-dispatchable handle. */
export type VkImageView = bigint & { readonly __handle: 'VkImageView' };
/** Non-dispatchable handle. */
export type VkIndirectCommandsLayoutEXT = bigint & { readonly __handle: 'VkIndirectCommandsLayoutEXT' };
/** Non-dispatchable handle. */
export type VkIndirectCommandsLayoutNV = bigint & { readonly __handle: 'VkIndirectCommandsLayoutNV' };
/** Non-dispatchable handle. */
export type VkIndirectExecutionSetEXT = bigint & { readonly __handle: 'VkIndirectExecutionSetEXT' };
/** Dispatchable handle. */
export type VkInstance = bigint & { readonly __handle: 'VkInstance' };
/** Non-dispatchable handle. */
export type VkMicromapEXT = bigint & { readonly __handle: 'VkMicromapEXT' };
/** Non-dispatchable handle. */
export type VkOpticalFlowSessionNV = bigint & { readonly __handle: 'VkOpticalFlowSessionNV' };
/** Non-dispatchable handle. */
export type VkPerformanceConfigurationINTEL = bigint & { readonly __handle: 'VkPerformanceConfigurationINTEL' };
/** Dispatchable handle. */
export type VkPhysicalDevice = bigint & { readonly __handle: 'VkPhysicalDevice' };
/** Non-dispatchable handle. */
export type VkPipeline = bigint & { readonly __handle: 'VkPipeline' };
/** Non-dispatchable handle. */
export type VkPipelineBinaryKHR = bigint & { readonly __handle: 'VkPipelineBinaryKHR' };
/** Non-dispatchable handle. */
export type VkPipelineCache = bigint & { readonly __handle: 'VkPipelineCache' };
/** Non-dispatchable handle. */
export type VkPipelineLayout = bigint & { readonly __handle: 'VkPipelineLayout' };
/** Non-dispatchable handle. */
export type VkPrivateDataSlot = bigint & { readonly __handle: 'VkPrivateDataSlot' };
/** Non-dispatchable handle. */
export type VkQueryPool = bigint & { readonly __handle: 'VkQueryPool' };
/** Dispatchable handle. */
export type VkQueue = bigint & { readonly __handle: 'VkQueue' };
/** Non-dispatchable handle. */
export type VkRenderPass = bigint & { readonly __handle: 'VkRenderPass' };
/** Non-dispatchable handle. */
export type VkSampler = bigint & { readonly __handle: 'VkSampler' };
/** Non-dispatchable handle. */
export type VkSamplerYcbcrConversion = bigint & { readonly __handle: 'VkSamplerYcbcrConversion' };
/** Non-dispatchable handle. */
export type VkSemaphore = bigint & { readonly __handle: 'VkSemaphore' };
/** Non-dispatchable handle. */
export type VkSemaphoreSciSyncPoolNV = bigint & { readonly __handle: 'VkSemaphoreSciSyncPoolNV' };
/** Non-dispatchable handle. */
export type VkShaderEXT = bigint & { readonly __handle: 'VkShaderEXT' };
/** Non-dispatchable handle. */
export type VkShaderModule = bigint & { readonly __handle: 'VkShaderModule' };
/** Non-dispatchable handle. */
export type VkSurfaceKHR = bigint & { readonly __handle: 'VkSurfaceKHR' };
/** Non-dispatchable handle. */
export type VkSwapchainKHR = bigint & { readonly __handle: 'VkSwapchainKHR' };
/** Non-dispatchable handle. */
export type VkValidationCacheEXT = bigint & { readonly __handle: 'VkValidationCacheEXT' };
/** Non-dispatchable handle. */
export type VkVideoSessionKHR = bigint & { readonly __handle: 'VkVideoSessionKHR' };
/** Non-dispatchable handle. */
export type VkVideoSessionParametersKHR = bigint & { readonly __handle: 'VkVideoSessionParametersKHR' };
export type VkDescriptorUpdateTemplateKHR = VkDescriptorUpdateTemplate;
export type VkPrivateDataSlotEXT = VkPrivateDataSlot;
export type VkSamplerYcbcrConversionKHR = VkSamplerYcbcrConversion;
