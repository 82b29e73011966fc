// The 'coopmat2' prefill path of attention (attention_coopmat2.comp): what a device needs for it, and its
// dispatch. ops.ts validates the operands and builds the push values (attention.comp's); this launches.
import type { Device } from '../../device/device.ts';
import type { DeviceInfo } from '../../device/capabilities.ts';
import { hasCoopmat2Products } from '../matmul/half-ops.ts';
import { launchBlocks, type BlockLaunch } from './block-launch.ts';
import { ATTENTION_COOPMAT2_KERNEL, COOPMAT2_ATTENTION_TILES, coopmat2Variant } from './coopmat2-kernels.ts';
import { HEAD_DIMS, type HeadDim } from './kernels.ts';

/** Whether the device runs attention_coopmat2 at head dimension d: NV cooperative matrix 2 with
 * reductions, conversions and per-element operations, and its products (Q K^T: rows x keys x headDim,
 * P V: rows x headDim x keys, and the row sums P 1: rows x keys x keys) in the tile's workgroup (hasCoopmat2Products: workgroup scope, tensor addressing, a
 * flexible f16 shape for that workgroup size whose granularity divides them). */
export function hasAttentionCoopmat2(info: DeviceInfo, d: HeadDim): boolean {
  const c = info.cooperativeMatrix.nv2;
  if (!c || !(c.reductions && c.conversions && c.perElementOperations)) return false;
  const { rows, keys, workgroup } = COOPMAT2_ATTENTION_TILES[d];
  return hasCoopmat2Products(info, workgroup, [
    [rows, keys, d],
    [rows, d, keys],
    [rows, keys, keys],
  ]);
}

/** Why the device cannot run the coopmat2 path at head dimension d (undefined: it can). */
export function attentionCoopmat2Shortfall(info: DeviceInfo, d: HeadDim): string | undefined {
  if (hasAttentionCoopmat2(info, d)) return undefined;
  const { rows, keys, workgroup } = COOPMAT2_ATTENTION_TILES[d];
  return (
    `${info.name} lacks NV cooperative matrix 2 with reductions, conversions, per-element operations and the f16 x f16 -> f32 ` +
    `products ${rows}x${keys}x${d}, ${rows}x${d}x${keys} and ${rows}x${keys}x${keys} in workgroups of ${workgroup} (headDim ${d})`
  );
}

/** Why the device cannot run the coopmat2 path at some head dimension (undefined: it runs them all). */
export const attentionCoopmat2ShortfallAny = (info: DeviceInfo): string | undefined =>
  HEAD_DIMS.map((d) => attentionCoopmat2Shortfall(info, d)).find((why) => why !== undefined);

/** One dispatch of the coopmat2 kernel over q, k, v into y. */
export const launchCoopmat2 = (device: Device, a: BlockLaunch): void =>
  launchBlocks(device, ATTENTION_COOPMAT2_KERNEL, coopmat2Variant(a.d), COOPMAT2_ATTENTION_TILES[a.d].rows, a, true);
