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
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import { SizeError } from '../../device/errors.ts';
import { quantizeActivations } from '../gemm/ops.ts';
import { QMATVEC_Q8_KERNEL, qmatvecQ8ExpertsGrid } from './q8-kernels.ts';
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

/** y = each pair's expert's rows times its x (see the file's head); `int8`: x as q8_1 blocks (given, or
 * quantized from f32 x here) and the int8 kernel's `_moe` variant (takesQ8Path decided and checked it). */
export function expertsMatvec(
  device: Device,
  format: QMatvecFormat,
  w: Tensor,
  x: Tensor,
  ids: Tensor,
  out: Tensor | undefined,
  int8 = false,
): Tensor<'f32'> {
  const g = geometry(w, x, ids);
  const pairs = g.tokens * g.topK;
  const shape = ids.shape.length === 2 ? [g.tokens, g.topK, g.rows] : [g.tokens, g.rows];
  const o = output(op, device, out, 'f32', shape, { w, x, ids });
  if (pairs === 0 || g.rows === 0) return o.t;
  return recordInto(o, (y) => {
    // no columns, or no expert any id could name: every row is 0
    if (g.cols === 0 || g.experts === 0) return device.fill(y, 0);
    if (int8) return expertsMatvecQ8(device, format, g, w, x, ids, y);
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

/** The int8 path of expertsMatvec: x's q8_1 blocks (a block is 9 words: the strides per token and slot in
 * words) into qmatvec_q8's `_moe` variant. */
function expertsMatvecQ8(
  device: Device,
  format: QMatvecFormat,
  g: ReturnType<typeof geometry>,
  w: Tensor,
  x: Tensor,
  ids: Tensor,
  y: Tensor,
): void {
  const pairs = g.tokens * g.topK;
  const words = (weights: number): number => (weights / BLOCK_FORMATS.q8_1.blockSize) * (BLOCK_FORMATS.q8_1.blockBytes / 4);
  const { W, offW, ldw } = weightBlocks(op, w, format, g.experts * g.rows, g.cols);
  let xq: Tensor | undefined, idc: Tensor | undefined;
  try {
    xq = x.dtype === 'q8_1' ? x : quantizeActivations(x);
    idc = ids.contiguous();
    if (words(xq.offset + x.size) > 2 ** 32 || y.offset + pairs * g.rows > 2 ** 32)
      throw new SizeError(`${op}: x or y reaches word 2^32 of its buffer; the kernel indexes below 2^32`);
    launch(device, QMATVEC_Q8_KERNEL, `${format}_moe`, {
      tensors: [W, xq, y, idc, ...gridOperands(device, format)],
      push: {
        rows: g.rows,
        cols: g.cols,
        offW,
        ldw,
        offX: words(xq.offset),
        offY: y.offset,
        experts: g.experts,
        topK: g.topK,
        pairs,
        xToken: words(g.xToken),
        xSlot: words(g.xSlot),
        offIds: idc.offset,
      },
      label: `${g.experts}x${g.rows}x${g.cols}x${g.tokens}x${g.topK}`,
      cost: qmatvecExpertsCost(format, g.experts, g.rows, g.cols, pairs, x.size / g.cols, 'q8_1'),
      groups: qmatvecQ8ExpertsGrid(format, g.rows, pairs, device.info.limits.maxComputeWorkGroupCount),
    });
  } finally {
    if (W !== w) W.destroy();
    if (xq && xq !== x) xq.destroy();
    if (idc && idc !== ids) idc.destroy();
  }
}
