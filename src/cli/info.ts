// `vkts info`: the Vulkan devices vkts sees and what each can do.
import Table from 'cli-table3';
import { Device, type DeviceInfo } from '../device/index.ts';
import { fmtBytes } from '../device/errors.ts';

const yes = (b: boolean): string => (b ? 'yes' : 'no');

function describe(d: DeviceInfo): string {
  const t = new Table({ style: { head: [], border: [], compact: true }, colWidths: [24, 90], wordWrap: true });
  const coop = (shapes: DeviceInfo['cooperativeMatrix']['khrShapes']): string =>
    shapes.map((s) => `${s.m}x${s.n}x${s.k} ${s.a}·${s.b}+${s.c}→${s.result}`).join(', ');
  t.push(
    ['type', `${d.type}, ${d.vendor} (0x${d.vendorId.toString(16)}), device 0x${d.deviceId.toString(16)}`],
    ['driver', `${d.driver.name} ${d.driver.info}`.trim()],
    ['Vulkan', d.apiVersion],
    [
      'memory',
      `${d.memory.kind}; ` +
        d.memory.heaps
          .map((h) => `heap ${h.index}: ${fmtBytes(h.size)}${h.deviceLocal ? ' device-local' : ''}, budget ${fmtBytes(h.budget)}`)
          .join('; '),
    ],
    ['subgroup', `size ${d.subgroup.size} (${d.subgroup.minSize}-${d.subgroup.maxSize}); ${d.subgroup.operations.join(', ')}`],
    [
      'numeric',
      Object.entries(d.numeric)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .join(', ') || 'f32 only',
    ],
    ['integer dot product', d.integerDot.supported ? `yes${d.integerDot.int8Accelerated ? ' (int8 accelerated)' : ''}` : 'no'],
    ['cooperative matrix', d.cooperativeMatrix.khr ? `KHR: ${coop(d.cooperativeMatrix.khrShapes)}` : 'no'],
    ['cooperative matrix NV', d.cooperativeMatrix.nv ? coop(d.cooperativeMatrix.nvShapes) || 'yes' : 'no'],
    ['push descriptors', d.pushDescriptors.supported ? `yes (max ${d.pushDescriptors.maxPushDescriptors})` : 'no (descriptor sets)'],
    ['memory budget', yes(d.memoryBudget)],
    ['timestamps', d.timestamps.supported ? `${d.timestamps.periodNs} ns period, ${d.timestamps.validBits} bits` : 'no'],
    [
      'workgroups',
      `max count ${d.limits.maxComputeWorkGroupCount.join('x')}, size ${d.limits.maxComputeWorkGroupSize.join('x')}, ${d.limits.maxComputeWorkGroupInvocations} invocations, ${fmtBytes(d.limits.maxComputeSharedMemorySize)} shared`,
    ],
    [
      'buffers',
      `max ${fmtBytes(d.limits.maxBufferSize)}, storage range ${fmtBytes(d.limits.maxStorageBufferRange)}, ${d.limits.maxMemoryAllocationCount} allocations`,
    ],
  );
  return `[${d.index}] ${d.name}\n${t.toString()}`;
}

export async function info(opts: { json?: boolean }): Promise<void> {
  const devices = Device.list();
  if (opts.json) {
    console.log(JSON.stringify(devices, null, 2));
    return;
  }
  if (devices.length === 0) {
    console.log('No Vulkan device found. Install a driver: on Debian/Ubuntu `apt-get install mesa-vulkan-drivers` gives lavapipe (CPU).');
    return;
  }
  console.log(devices.map(describe).join('\n\n'));
}
