// The 'coopmat2' prefill path of attention (attention_coopmat2.comp): what a device needs for it, and its
// dispatch. ops.ts validates the operands and builds the push values (attention.comp's); this launches.
import type { Device } from '../../device/device.ts';
import type { DeviceInfo } from '../../device/capabilities.ts';
import type { Tensor } from '../../device/tensor.ts';
import { launch } from '../launch.ts';
import { attentionCost, type AttentionShape } from './cost.ts';
import { ATTENTION_COOPMAT2_KERNEL, COOPMAT2_ATTENTION_TILES, coopmat2Variant } from './coopmat2-kernels.ts';
import { HEAD_DIMS, type HeadDim } from './kernels.ts';

/** Whether the device runs attention_coopmat2 at every head dimension: NV cooperative matrix 2 with
 * workgroup scope, tensor addressing, reductions, conversions and per-element operations, the tiles'
 * workgroups, and a flexible f16 x f16 -> f32 shape whose granularity divides each product's dimensions
 * (Q K^T: rows x keys x D; P V: rows x D x keys; P 1: rows x keys x keys). */
export function hasAttentionCoopmat2(info: DeviceInfo): boolean {
  const c = info.cooperativeMatrix.nv2;
  if (!c || !(c.workgroupScope && c.tensorAddressing && c.reductions && c.conversions && c.perElementOperations)) return false;
  if (!info.numeric.float16 || !info.numeric.storage16) return false;
  return HEAD_DIMS.every((d) => {
    const { rows, keys, workgroup } = COOPMAT2_ATTENTION_TILES[d];
    const fits = (m: number, n: number, k: number) =>
      c.flexibleShapes.some(
        (s) =>
          s.a === 'float16' &&
          s.b === 'float16' &&
          s.c === 'float32' &&
          s.result === 'float32' &&
          s.scope === 'workgroup' &&
          m % s.m === 0 &&
          n % s.n === 0 &&
          k % s.k === 0,
      );
    return (
      c.maxWorkgroupSize >= workgroup && c.maxFlexibleDimension >= Math.max(rows, keys, d) && fits(rows, keys, d) && fits(rows, d, keys)
    );
  });
}

/** Why the device cannot run the coopmat2 path (undefined: it can). */
export const attentionCoopmat2Shortfall = (info: DeviceInfo): string | undefined =>
  hasAttentionCoopmat2(info)
    ? undefined
    : `${info.name} lacks NV cooperative matrix 2 (workgroup scope, tensor addressing, reductions, conversions, per-element ` +
      `operations, a flexible f16 x f16 -> f32 shape dividing the tiles of docs/ARCHITECTURE.md's attention section, 16-bit storage)`;

/** One dispatch of the coopmat2 kernel over q, k, v into y. */
export function launchCoopmat2(
  device: Device,
  a: {
    tensors: readonly Tensor[];
    push: Record<string, number> & { tokensQ: number; heads: number; batch: number };
    d: HeadDim;
    label: string;
    shape: AttentionShape;
  },
): void {
  const blocks = Math.ceil(a.push.tokensQ / COOPMAT2_ATTENTION_TILES[a.d].rows);
  launch(device, ATTENTION_COOPMAT2_KERNEL, coopmat2Variant(a.d), {
    tensors: [...a.tensors],
    push: { ...a.push, blocks },
    label: a.label,
    cost: { ...attentionCost(a.shape), precision: 'f16-coopmat' },
  });
}
