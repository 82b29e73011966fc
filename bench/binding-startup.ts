// One cold start, run in a fresh process by bench/binding.ts: import vkts, create an instance and a device.
// Prints one JSON line. Driver calls are timed separately so vkts's own share can be reported.
const t0 = performance.now();
const { vk } = await import('../src/index.ts');
const tImport = performance.now() - t0;

let driver = 0;
function timed<T>(f: () => T): T {
  const t = performance.now();
  try {
    return f();
  } finally {
    driver += performance.now() - t;
  }
}
const t1 = performance.now();
const entry = vk.entryCommands();
const apiVersion = vk.makeApiVersion(1, 3);
const instance = timed(() => entry.createInstance({ pApplicationInfo: { apiVersion } }));
const ic = vk.instanceCommands(instance, { apiVersion, extensions: [] });
const [pd] = timed(() => ic.enumeratePhysicalDevices());
const name = timed(() => ic.getPhysicalDeviceProperties(pd)).deviceName;
const device = timed(() => ic.createDevice(pd, { pQueueCreateInfos: [{ queueFamilyIndex: 0, pQueuePriorities: [1] }] }));
const dc = vk.deviceCommands(instance, device, { apiVersion, extensions: [] });
const tCreate = performance.now() - t1;
dc.destroyDevice();
ic.destroyInstance();
console.log(JSON.stringify({ device: name, importMs: tImport, createMs: tCreate, driverMs: driver }));
