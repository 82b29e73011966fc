// quant.matvec: y = W x for W a tensor of GGML blocks (uploaded verbatim) and x f32, decoded on the GPU in
// f32 as ggml's to_float decodes (f16 scales exact, subnormals included) and accumulated in f32; with ids,
// W is an expert bank and each token's slots pick their experts (experts.ts).
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, fmtShape, output, recordInto, type OutOptions } from '../../ops/args.ts';
import { ShapeError } from '../../ops/errors.ts';
import type { ShaderVariants } from '../../ops/generated/variants.ts';
import { launch } from '../../ops/launch.ts';
import { qmatvecCost } from './cost.ts';
import { expertsMatvec } from './experts.ts';
import { QMATVEC_KERNEL, QMATVEC_MAX_BATCH, type QMatvecRead } from './kernels.ts';
import { formatOf, weightBlocks } from './weights.ts';
import { gridOperands } from './grids.ts';
import { matvecQ8, takesQ8Path, type QMatvecActivations } from './q8-path.ts';

export interface QMatvecOptions extends OutOptions {
  /**
   * Expert ids (ggml's mul_mat_id): u32 or i32, [tokens, topK] or [tokens]. w is then an expert bank
   * [experts, rows, cols] and x [tokens, cols] (each token's x for all its slots) or [tokens, topK, cols]
   * (one x per slot); y is [tokens, topK, rows] ([tokens, rows] for 1-D ids) with y[t, k] = w[ids[t, k]] ·
   * x[t] (or x[t, k]). An id out of range (>= experts, or a negative i32) gives a row of zeros.
   */
  ids?: Tensor;
  /**
   * 'f32': x is read as given and W decoded to f32 (ggml's to_float values) and multiplied in f32 (exact up
   * to f32 rounding). 'q8_1': x is first rounded to ggml's q8_1 blocks (quant.quantizeActivations: 8 bits and an f16 scale
   * per 32 values, as ggml-vulkan's mat-vec does), then each block's integer dot product with W's codes is
   * taken exactly (dotPacked4x8) and scaled in f32; one call records both dispatches. Formats: every one
   * (QMATVEC_Q8_FORMATS); one vector x [cols] (a batch is a ShapeError), or an expert
   * bank's x with ids; needs shaderIntegerDotProduct (CapabilityError). x given as q8_1 blocks (quant.
   * quantizeActivations, e.g. once for several matrices that share it) takes the same kernel without the
   * quantize dispatch. Default: ACTIVATION_RULES (q8-path.ts): 'q8_1' for one vector, or an expert bank's x,
   * of a format whose int8 kernel measured faster on a device with packed int8 dot products in hardware
   * (integerDot.int4x8PackedAccelerated: NVIDIA's, as ggml-vulkan does there; x's 8-bit rounding costs NMSE
   * ~1e-5 against the exact product), 'f32' otherwise.
   */
  activations?: QMatvecActivations;
}

/**
 * y [rows] = W [rows, cols] · x [cols], or a batch: y [n, rows] with y[j] = W · x[j] for x [n, cols], 1 <= n
 * <= 8 (W decoded once for all of them); or, with `ids`, an expert bank (QMatvecOptions.ids). W is quantized
 * (one of QMATVEC_FORMATS, its blocks as uploaded), x and y f32. A W view that is not contiguous (a column
 * slice) is copied first as whole blocks; a strided x is made contiguous. f32 weights go to ops.matvec.
 */
export function matvec(w: Tensor, x: Tensor, opts: QMatvecOptions = {}): Tensor<'f32'> {
  const op = 'quant.matvec';
  const ids = opts.ids;
  const device = deviceOf(op, ids === undefined ? { w, x } : { w, x, ids }, ['w', 'x']);
  const format = formatOf(op, w);
  const q8 = takesQ8Path(op, device, format, x, opts.activations, ids !== undefined);
  if (ids !== undefined) return expertsMatvec(device, format, w, x, ids, opts.out, q8);
  if (w.shape.length !== 2)
    throw new ShapeError(
      `${op}: w has shape ${fmtShape(w.shape)}, expected 2-D [rows, cols]${w.shape.length === 3 ? ' (an expert bank [experts, rows, cols] takes { ids })' : ''}`,
    );
  const [rows, cols] = w.shape as [number, number];
  const batched = x.shape.length === 2;
  const n = batched ? x.shape[0]! : 1;
  if ((x.shape.length !== 1 && !batched) || x.shape.at(-1) !== cols || n < 1 || n > QMATVEC_MAX_BATCH)
    throw new ShapeError(
      `${op}: x has shape ${fmtShape(x.shape)}, expected [${cols}] or [n, ${cols}] with 1 <= n <= ${QMATVEC_MAX_BATCH} (the columns of w ${fmtShape(w.shape)})`,
    );
  const out = output(op, device, opts.out, 'f32', batched ? [n, rows] : [rows], { w, x });
  if (rows === 0) return out.t;
  return recordInto(out, (y) => {
    if (cols === 0) return device.fill(y, 0);
    if (q8) return matvecQ8(op, device, format, w, x, y);
    const { W, offW, ldw } = weightBlocks(op, w, format, rows, cols);
    let xc: Tensor | undefined;
    try {
      xc = x.contiguous();
      const read: QMatvecRead = xc.offset % 4 === 0 ? '_x4' : '';
      const variant: ShaderVariants['qmatvec'] = `${format}${batched ? '_b8' : ''}${read}`;
      launch(device, QMATVEC_KERNEL, variant, {
        tensors: [W, xc, y, ...gridOperands(device, format)],
        push: { rows, cols, offW, ldw, offX: xc.offset, offY: y.offset, n },
        label: batched ? `${rows}x${cols}x${n}` : `${rows}x${cols}`,
        cost: qmatvecCost(format, rows, cols, n),
      });
    } finally {
      if (W !== w) W.destroy();
      if (xc && xc !== x) xc.destroy();
    }
  });
}
