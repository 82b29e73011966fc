// quant.gemm over an expert bank (ggml's mul_mat_id for prefill): W [experts, N, K] in one buffer, ids
// [tokens, topK] (or [tokens]) on the device, and per entry (token t, slot k) y[t, k] = x[t] · W[ids[t, k]]ᵀ
// (x [tokens, K]) or x[t, k] · W[ids[t, k]]ᵀ (x [tokens, topK, K]). The ids are never read back (a captured
// graph replays with new ids): route_experts.comp groups the entries by expert, then either qgemm.comp's _moe
// variant multiplies each expert's entries as rows of the f32 tile, or the f16 path (experts-f16.ts) runs
// them through the device's f16 matmul as a ragged batch; an id out of range (>= experts, or a negative i32)
// gives a row of zeros.
import type { Device } from '../../device/device.ts';
import { SizeError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import { output, recordInto } from '../../ops/args.ts';
import type { ShaderVariants } from '../../ops/generated/variants.ts';
import { launch } from '../../ops/launch.ts';
import { gridOperands } from '../matvec/grids.ts';
import { bankGeometry } from '../matvec/bank.ts';
import { weightBlocks } from '../matvec/weights.ts';
import { qgemmExpertsCost } from './cost.ts';
import { QGEMM_KERNEL, QGEMM_TILE, type QGemmFormat } from './kernels.ts';
import { routeEntries } from './route.ts';
import { expertsF16, type ExpertsF16Options } from './experts-f16.ts';
import { defaultExpertsPath } from './f16-path.ts';
import type { QGemmPath } from './ops.ts';

const op = 'quant.gemm';

/** y = the expert bank's products for f32 x (quant.gemm with ids, after its checks of w, x and the options);
 * path: the f32 tile or the f16 path, chosen by defaultExpertsPath unless given. */
export function expertsGemm(
  device: Device,
  format: QGemmFormat,
  w: Tensor,
  x: Tensor,
  ids: Tensor,
  out: Tensor | undefined,
  path?: Exclude<QGemmPath, 'int8'>,
  f16?: ExpertsF16Options,
): Tensor<'f32'> {
  // the bank's rows are C's N columns, its cols the K of x
  const g = bankGeometry(op, w, x, ids);
  const total = g.tokens * g.topK;
  const shape = ids.shape.length === 2 ? [g.tokens, g.topK, g.rows] : [g.tokens, g.rows];
  const o = output(op, device, out, 'f32', shape, { w, x, ids });
  if (total === 0 || g.rows === 0) return o.t;
  return recordInto(o, (y) => {
    // no columns, or no expert any id could name: every row is 0
    if (g.cols === 0 || g.experts === 0) return device.fill(y, 0);
    if (y.offset + total * g.rows > 2 ** 32)
      throw new SizeError(`${op}: ${total} entries x ${g.rows} rows reach element 2^32 of the result`);
    const { W, offW, ldw } = weightBlocks(op, w, format, g.experts * g.rows, g.cols);
    const temps: Tensor[] = [];
    /** t, destroyed at the end unless it is `of` (an operand contiguous() returned as is). */
    const kept = <T extends Tensor>(t: T, of?: Tensor): T => {
      if (t !== of) temps.push(t);
      return t;
    };
    try {
      const xc = kept(x.contiguous(), x),
        idc = kept(ids.contiguous(), ids);
      if (xc.offset + x.size > 2 ** 32) throw new SizeError(`${op}: x reaches element 2^32 of its buffer; the kernel indexes below it`);
      const route = kept(routeEntries(op, device, idc, g.experts, total));
      if ((path ?? defaultExpertsPath(device.info, format, [g.experts, g.rows, g.cols], total)) === 'f16')
        return expertsF16(device, format, g, W, xc, route, y, f16);
      // K is whole blocks: a row of x starts on a multiple of 4 floats when x does
      const variant: ShaderVariants['qgemm'] = `${format}_moe${xc.offset % 4 === 0 ? '_x4' : ''}`;
      launch(device, QGEMM_KERNEL, variant, {
        tensors: [W, xc, y, route, ...gridOperands(device, format)],
        push: {
          M: total,
          N: g.rows,
          K: g.cols,
          offW,
          ldw,
          offX: xc.offset,
          ldx: g.cols,
          offC: y.offset,
          tilesM: Math.ceil(total / QGEMM_TILE.bm),
          experts: g.experts,
          total,
          slots: g.topK,
          xPerSlot: g.perSlot ? 1 : 0,
          expertBytes: g.rows * ldw,
        },
        label: `${g.experts}x${g.rows}x${g.cols}x${g.tokens}x${g.topK}`,
        cost: qgemmExpertsCost(format, g.experts, g.rows, g.cols, total, x.size / g.cols),
      });
    } finally {
      for (const t of temps.reverse()) t.destroy();
      if (W !== w) W.destroy();
    }
  });
}
