// quant.matvec over an expert bank (ggml's mul_mat_id): W [experts, rows, cols] in one buffer, ids [tokens,
// topK] (or [tokens]) on the device, and per pair (token t, slot k) y[t, k] = W[ids[t, k]] · x[t] (x
// [tokens, cols]) or · x[t, k] (x [tokens, topK, cols]). The ids stay on the GPU: the kernel reads its pair's
// id and, when it is >= experts, decodes nothing and writes zeros (the GPU cannot raise).
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import { output, recordInto } from '../../ops/args.ts';
import type { ShaderVariants } from '../../ops/generated/variants.ts';
import { launch } from '../../ops/launch.ts';
import { qmatvecExpertsCost } from './cost.ts';
import { QMATVEC_KERNEL, qmatvecExpertsGrid, type QMatvecFormat, type QMatvecRead } from './kernels.ts';
import { bankGeometry } from './bank.ts';
import { weightBlocks } from './weights.ts';
import { gridOperands } from './grids.ts';

const op = 'quant.matvec';

/** The pairs' geometry: the bank's, with x's element strides per token and per slot. */
function geometry(w: Tensor, x: Tensor, ids: Tensor) {
  const g = bankGeometry(op, w, x, ids);
  return { ...g, xToken: g.perSlot ? g.topK * g.cols : g.cols, xSlot: g.perSlot ? g.cols : 0 };
}

export function expertsMatvec(
  device: Device,
  format: QMatvecFormat,
  w: Tensor,
  x: Tensor,
  ids: Tensor,
  out: Tensor | undefined,
): Tensor<'f32'> {
  const g = geometry(w, x, ids);
  const pairs = g.tokens * g.topK;
  const shape = ids.shape.length === 2 ? [g.tokens, g.topK, g.rows] : [g.tokens, g.rows];
  const o = output(op, device, out, 'f32', shape, { w, x, ids });
  if (pairs === 0 || g.rows === 0) return o.t;
  return recordInto(o, (y) => {
    // no columns, or no expert any id could name: every row is 0
    if (g.cols === 0 || g.experts === 0) return device.fill(y, 0);
    const { W, offW, ldw } = weightBlocks(op, w, format, g.experts * g.rows, g.cols);
    let xc: Tensor | undefined, idc: Tensor | undefined;
    try {
      xc = x.contiguous();
      idc = ids.contiguous();
      // xToken and xSlot are multiples of the block size: every x a pair reads has xc's alignment
      const read: QMatvecRead = xc.offset % 4 === 0 ? '_x4' : '';
      const variant: ShaderVariants['qmatvec'] = `${format}_moe${read}`;
      const push = { rows: g.rows, cols: g.cols, offW, ldw, offX: xc.offset, offY: y.offset, n: 1 };
      launch(device, QMATVEC_KERNEL, variant, {
        tensors: [W, xc, y, idc, ...gridOperands(device, format)],
        push: { ...push, experts: g.experts, topK: g.topK, pairs, xToken: g.xToken, xSlot: g.xSlot, offIds: idc.offset },
        label: `${g.experts}x${g.rows}x${g.cols}x${g.tokens}x${g.topK}`,
        cost: qmatvecExpertsCost(format, g.experts, g.rows, g.cols, pairs, x.size / g.cols),
        groups: qmatvecExpertsGrid(format, g.rows, pairs, device.info.limits.maxComputeWorkGroupCount),
      });
    } finally {
      if (W !== w) W.destroy();
      if (xc && xc !== x) xc.destroy();
      if (idc && idc !== ids) idc.destroy();
    }
  });
}
