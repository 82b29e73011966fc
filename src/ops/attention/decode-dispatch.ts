// The decode path's dispatch, shared by attention() and pagedAttention(): attention_decode.comp writes each
// split's f32 partial, and the last workgroup of each (batch, kv head, row chunk) to finish merges that
// chunk's partials into the rows: one dispatch for the whole step.
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import type { ShaderVariants } from '../generated/variants.ts';
import type { CostModel } from '../cost.ts';
import { launch } from '../launch.ts';
import { DECODE_KERNEL } from './kernels.ts';

/** Caller-owned scratch of the decode dispatch: the partials (f32 [rows, splits, headDim] and
 * [rows, splits, 2]) and the counters (u32, one per (batch, kv head, row chunk), zero: each dispatch leaves
 * them zero). For the bench, whose timed step must be the one dispatch, and the tests that read the
 * partials. */
export interface DecodeScratch {
  readonly acc: Tensor;
  readonly ml: Tensor;
  readonly done: Tensor;
}

export interface DecodeDispatch {
  readonly variant: ShaderVariants['attention_decode'];
  /** q, k, v (bindings 0-2) and the layout's own after the partials (bindings 5 on) */
  readonly inputs: readonly Tensor[];
  readonly extra: readonly Tensor[];
  readonly push: Record<string, number> & { chunks: number; splits: number; heads: number; group: number; batch: number };
  readonly label: string;
  readonly cost: CostModel;
  readonly rows: number;
  readonly splits: number;
  readonly headDim: number;
  /** workgroups that share a row chunk's splits: batch x kv heads x row chunks */
  readonly counters: number;
  readonly y: Tensor;
}

/** The decode dispatch of `d`, on `scratch` or on scratch of its own. */
export function runDecode(device: Device, d: DecodeDispatch, scratch?: DecodeScratch): void {
  const acc = scratch?.acc ?? device.alloc('f32', [d.rows, d.splits, d.headDim]);
  const ml = scratch?.ml ?? device.alloc('f32', [d.rows, d.splits, 2]);
  const done = scratch?.done ?? device.zeros('u32', [d.counters]);
  try {
    launch(device, DECODE_KERNEL, d.variant, {
      tensors: [...d.inputs, acc, ml, ...d.extra, done, d.y],
      push: { ...d.push, offO: d.y.offset },
      label: d.label,
      cost: d.cost,
    });
  } finally {
    if (!scratch) for (const t of [acc, ml, done]) t.destroy();
  }
}
