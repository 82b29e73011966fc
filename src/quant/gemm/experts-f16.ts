// quant.gemm over an expert bank on the f16 path (the tensor cores where the device has them): the entries
// routed by route_experts are laid out expert by expert (route_segments.comp), x's rows converted to f16 and
// gathered into that order, the experts' weights decoded to f16 into the dense f16 path's bounded scratch (a
// chunk of K of every expert at a time, or a run of whole experts: expertChunks), and each piece multiplied as
// a ragged batch (gemmSegments: one group of rows an expert, by that expert's weights; a run of experts takes
// its range of the groups) into f32 product rows, which are finally gathered back into entry order.
// Nothing is read back, so a captured graph replays with new ids; an id out of range gets a row of zeros.
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import { castF32ToF16 } from '../../ops/convert/ops.ts';
import { embedding } from '../../ops/index/ops.ts';
import { launch } from '../../ops/launch.ts';
import { gemmSegments, planSegments, type SegmentsChoice } from '../../ops/matmul/segments.ts';
import type { BankGeometry } from '../matvec/bank.ts';
import { routeSegmentsCost } from './cost.ts';
import { forEachExpertPiece, QGEMM_F16_SCRATCH_BYTES } from './f16-path.ts';
import { ROUTE_SEGMENTS_KERNEL, type QGemmFormat } from './kernels.ts';

/** The f16 path's knobs (the bench and the tests vary them): W's f16 scratch bound and the ragged matmul's
 * kernel and tile. */
export interface ExpertsF16Options {
  scratchBytes?: number;
  matmul?: SegmentsChoice;
}

/** y (f32, ids' shape + [N]) = each entry's x row times its expert's weights, for W the bank's contiguous
 * blocks [experts · N, K], x contiguous [rows, K] (a row per token or per entry: g.perSlot) and `route`
 * route_experts' grouping of the entries. */
export function expertsF16(
  device: Device,
  format: QGemmFormat,
  g: BankGeometry,
  W: Tensor,
  x: Tensor,
  route: Tensor,
  y: Tensor,
  opts: ExpertsF16Options = {},
): void {
  const total = g.tokens * g.topK,
    E = g.experts,
    N = g.rows,
    K = g.cols;
  const plan = planSegments(device, { rows: total, N, batch: E }, opts.matmul);
  const temps: Tensor[] = [];
  const kept = <T extends Tensor>(t: T): T => {
    temps.push(t);
    return t;
  };
  try {
    const seg = kept(device.alloc('u32', [2 * (E + 1)])),
      rowOf = kept(device.alloc('u32', [total])),
      posOf = kept(device.alloc('u32', [total]));
    launch(device, ROUTE_SEGMENTS_KERNEL, 'u32', {
      tensors: [route, seg, rowOf, posOf],
      push: { total, experts: E, perRow: g.perSlot ? 1 : g.topK, tileRows: plan.tileRows },
      label: `${total} -> ${E}`,
      cost: routeSegmentsCost(E, total),
    });
    // x's rows in f16, in the experts' order (rows past the routed entries are zeros no product reads)
    const xh = kept(castF32ToF16(x)),
      xRows = kept(xh.reshape(x.size / K, K)),
      xs = kept(embedding(xRows, rowOf)),
      products = kept(device.alloc('f32', [total, N]));
    forEachExpertPiece(device, W, format, [E, N, K], opts.scratchBytes ?? QGEMM_F16_SCRATCH_BYTES, (bank, e0, k0, width) => {
      const xk = width === K ? xs : xs.slice(1, k0, k0 + width);
      try {
        gemmSegments(xk, bank, seg, plan, { out: products, accumulate: k0 > 0, groups: { first: e0, total: E } });
      } finally {
        if (xk !== xs) xk.destroy();
      }
    });
    // each entry's product row back in entry order; posOf out of range gives zeros
    const pos = kept(posOf.reshape(...y.shape.slice(0, -1)));
    embedding(products, pos, { out: y });
  } finally {
    for (const t of temps.reverse()) t.destroy();
  }
}
