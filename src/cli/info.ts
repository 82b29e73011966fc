// `vkts info`: the Vulkan devices vkts sees and what each can do.
import Table from 'cli-table3';
import { Device, type DeviceInfo } from '../device/index.ts';
import { fmtBytes } from '../device/errors.ts';
import { terminalWidth, wrap } from './table.ts';

const yes = (b: boolean): string => (b ? 'yes' : 'no');

// The label column and the value column (wrapped); a terminal narrower than the table narrows the values,
// down to VALUE_MIN (the labels shrink after that).
const LABEL = 24;
const VALUE = 90;
const VALUE_MIN = 20;

function describe(d: DeviceInfo, width?: number): string {
  // Borders: 3 characters (│ · │ · │) around two columns whose widths include their padding.
  const value = width === undefined ? VALUE : Math.max(VALUE_MIN, Math.min(VALUE, width - LABEL - 3));
  const label = width === undefined ? LABEL : Math.max(8, Math.min(LABEL, width - value - 3));
  const t = new Table({ style: { head: [], border: [], compact: true }, colWidths: [label, value], wordWrap: true });
  const coop = (shapes: DeviceInfo['cooperativeMatrix']['khrShapes']): string =>
    shapes
      .map(
        (s) =>
          `${s.m}x${s.n}x${s.k} ${s.a}·${s.b}+${s.c}→${s.result}${s.workgroupInvocations ? ` (${s.workgroupInvocations} invocations)` : ''}`,
      )
      .join(', ');
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
    [
      'cooperative matrix 2 NV',
      d.cooperativeMatrix.nv2
        ? `workgroups up to ${d.cooperativeMatrix.nv2.maxWorkgroupSize}, dimensions up to ${d.cooperativeMatrix.nv2.maxFlexibleDimension}; ` +
          `granularity ${coop(d.cooperativeMatrix.nv2.flexibleShapes.filter((s) => s.scope === 'workgroup')) || 'none'}`
        : 'no',
    ],
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
  return `${wrap(`[${d.index}] ${d.name}`, width)}\n${t.toString()}`;
}

/** The `vkts info` text of `devices`; `width` (the terminal's) narrows the tables to fit. */
export function renderInfo(devices: readonly DeviceInfo[], width?: number): string {
  return devices.map((d) => describe(d, width)).join('\n\n');
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
  console.log(renderInfo(devices, terminalWidth()));
}
