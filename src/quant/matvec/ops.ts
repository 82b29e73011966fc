// quant.matvec: y = W x for W a tensor of GGML blocks (uploaded verbatim) and x f32, decoded on the GPU in
// f32 as ggml's to_float decodes (f16 scales exact, subnormals included) and accumulated in f32.
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import { isBlockDType } from '../../device/dtype.ts';
import { SizeError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectDType, expectRank, fmtShape, output, recordInto, type OutOptions } from '../../ops/args.ts';
import { DTypeError, ShapeError } from '../../ops/errors.ts';
import type { ShaderVariants } from '../../ops/generated/variants.ts';
import { launch } from '../../ops/launch.ts';
import { qmatvecCost } from './cost.ts';
import {
  QMATVEC_BATCH_MAX_SUBGROUPS,
  QMATVEC_FORMATS,
  QMATVEC_KERNEL,
  QMATVEC_MAX_BATCH,
  type QMatvecFormat,
  type QMatvecRead,
} from './kernels.ts';

const isSupported = (d: string): d is QMatvecFormat => (QMATVEC_FORMATS as readonly string[]).includes(d);

/**
 * y [rows] = W [rows, cols] · x [cols], or a batch: y [n, rows] with y[j] = W · x[j] for x [n, cols], 1 <= n
 * <= 8 (W decoded once for all of them). W is quantized (one of QMATVEC_FORMATS, its blocks as uploaded), x
 * and y f32. A W view that is not contiguous (a column slice) is copied first as whole blocks; a strided x is
 * made contiguous. f32 weights go to ops.matvec.
 */
export function matvec(w: Tensor, x: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  const op = 'quant.matvec';
  const device = deviceOf(op, { w, x }, ['w']);
  if (!isBlockDType(w.dtype))
    throw new DTypeError(`${op}: w is ${w.describe()}, not quantized blocks; use ops.matvec for ${w.dtype} weights`);
  const format = w.dtype;
  if (!isSupported(format))
    throw new DTypeError(`${op}: w is ${format}, which has no GPU matvec yet; supported: ${QMATVEC_FORMATS.join(', ')}`);
  expectDType(op, 'x', x, 'f32');
  expectRank(op, 'w', w, 2, '[rows, cols]');
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
    const { blockSize, blockBytes } = BLOCK_FORMATS[format];
    let W: Tensor | undefined, xc: Tensor | undefined;
    try {
      W = w.contiguous();
      xc = x.contiguous();
      const ldw = (cols / blockSize) * blockBytes,
        offW = (W.offset / blockSize) * blockBytes;
      if (offW + rows * ldw > 2 ** 32)
        throw new SizeError(`${op}: w reaches byte ${offW + rows * ldw} of its buffer; the kernel indexes bytes below 2^32`);
      // The blocks are read as 32-bit words: device buffers hold whole words (Device.alloc rounds up), so
      // the word holding a buffer's last byte is in range.
      const read: QMatvecRead = xc.offset % 4 === 0 ? '_x4' : '';
      const variant: ShaderVariants['qmatvec'] = `${format}${batched ? '_b8' : ''}${read}`;
      const L = device.info.limits;
      launch(device, QMATVEC_KERNEL, variant, {
        tensors: [W, xc, y],
        push: { rows, cols, offW, ldw, offX: xc.offset, offY: y.offset, n },
        label: batched ? `${rows}x${cols}x${n}` : `${rows}x${cols}`,
        cost: qmatvecCost(format, rows, cols, n),
        // a batch keeps 64 partial-sum slots per row and vector: at most 64 subgroups
        workgroupSize: batched
          ? Math.min(
              256,
              QMATVEC_BATCH_MAX_SUBGROUPS * device.info.subgroup.minSize,
              L.maxComputeWorkGroupInvocations,
              L.maxComputeWorkGroupSize[0],
            )
          : undefined,
      });
    } finally {
      if (W && W !== w) W.destroy();
      if (xc && xc !== x) xc.destroy();
    }
  });
}
