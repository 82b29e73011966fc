// The 'coopmat' prefill path of attention (attention_coopmat.comp): what a device needs for it, and its
// dispatch. ops.ts validates the operands and builds the push values (attention.comp's); this launches.
import type { Device } from '../../device/device.ts';
import type { DeviceInfo } from '../../device/capabilities.ts';
import { hasCoopmatF16 } from '../matmul/half-ops.ts';
import { launchBlocks, type BlockLaunch } from './block-launch.ts';
import {
  ATTENTION_COOPMAT_EMULATED_KERNEL,
  ATTENTION_COOPMAT_KERNEL,
  coopmatRows,
  coopmatSharedBytes,
  coopmatSubgroups,
  coopmatVariant,
} from './coopmat-kernels.ts';
import { HEAD_DIMS } from './kernels.ts';

/** The most shared memory any real coopmat variant takes. */
const SHARED_BYTES = Math.max(...HEAD_DIMS.map((d) => coopmatSharedBytes(d, coopmatSubgroups(d, 'coopmat'))));

/** Whether the device runs attention_coopmat: gemm_coopmat's cooperative matrix (the f16 x f16 -> f32
 * 16x16x16 subgroup shape, 32-wide subgroups, 16-bit storage, Vulkan 1.3), the shared memory of its tiles,
 * subgroup shuffles (the softmax's two lanes a row share their max) and votes (whether O needs rescaling). */
export function hasAttentionCoopmat(info: DeviceInfo): boolean {
  return (
    hasCoopmatF16(info) &&
    info.limits.maxComputeSharedMemorySize >= SHARED_BYTES &&
    info.subgroup.computeStage &&
    info.subgroup.operations.includes('shuffle') &&
    info.subgroup.operations.includes('vote')
  );
}

/** Why the device cannot run the coopmat path (undefined: it can). */
export const attentionCoopmatShortfall = (info: DeviceInfo): string | undefined =>
  hasAttentionCoopmat(info)
    ? undefined
    : `${info.name} lacks the KHR cooperative matrix f16 x f16 -> f32 16x16x16 (subgroup scope) with 32-wide subgroups, ` +
      `subgroup shuffles and votes and ${SHARED_BYTES} bytes of shared memory on Vulkan 1.3`;

/** One dispatch of the coopmat kernel (or, `emulated`, its twin) over q, k, v into y. */
export function launchCoopmat(device: Device, a: BlockLaunch & { emulated: boolean }): void {
  const flavour = a.emulated ? 'emulated' : 'coopmat';
  const kernel = a.emulated ? ATTENTION_COOPMAT_EMULATED_KERNEL : ATTENTION_COOPMAT_KERNEL;
  launchBlocks(device, kernel, coopmatVariant(a.d), coopmatRows(a.d, flavour), a, !a.emulated);
}
