// The raw binding in a dozen lines: instance, device, a decoded properties chain, a buffer.
// Run: npx tsx examples/binding.ts
import { vk } from '../src/index.ts';

const entry = vk.entryCommands();
const apiVersion = vk.makeApiVersion(1, 3);
const instance = entry.createInstance({ pApplicationInfo: { apiVersion } });
const ic = vk.instanceCommands(instance, { apiVersion, extensions: [] });
const [gpu] = ic.enumeratePhysicalDevices(); // INCOMPLETE-looping enumerate
const props = ic.getPhysicalDeviceProperties2(gpu, {
  // output pNext chains are decoded
  pNext: { sType: vk.VkStructureType.PHYSICAL_DEVICE_SUBGROUP_PROPERTIES },
});
const subgroup = vk.findInChain(props, vk.VkStructureType.PHYSICAL_DEVICE_SUBGROUP_PROPERTIES)!;
console.log(props.properties.deviceName, 'subgroup size', subgroup.subgroupSize);

const extensions = ['VK_KHR_push_descriptor'];
const device = ic.createDevice(gpu, {
  pQueueCreateInfos: [{ queueFamilyIndex: 0, pQueuePriorities: [1] }],
  ppEnabledExtensionNames: extensions,
});
const dc = vk.deviceCommands(instance, device, { apiVersion, extensions });
const buffer = dc.createBuffer({ size: 4096, usage: vk.VkBufferUsageFlagBits.STORAGE_BUFFER });
console.log(dc.getBufferMemoryRequirements(buffer));
dc.destroyBuffer(buffer);
dc.destroyDevice();
ic.destroyInstance();
