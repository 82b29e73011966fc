// quant.dequantizeTensor: GGML blocks decoded to f16 on the GPU (dequantize.comp), and the chunked decode
// quant.gemm's f16 path runs into its scratch.
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import type { Device } from '../../device/device.ts';
import { isBlockDType } from '../../device/dtype.ts';
import { SizeError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, fmtShape, recordInto } from '../../ops/args.ts';
import { ArgumentError, DTypeError, ShapeError } from '../../ops/errors.ts';
import { launch } from '../../ops/launch.ts';
import { gridOperands } from '../matvec/grids.ts';
import { dequantizeCost } from './cost.ts';
import { DEQUANTIZE_F16_KERNEL, QGEMM_FORMATS, type QGemmFormat } from './kernels.ts';

export interface DequantizeTensorOptions {
  /** The result's dtype: 'f16' (the only one; quant.dequantize decodes to f32 on the CPU). */
  dtype: 'f16';
}

export const isGemmFormat = (d: string): d is QGemmFormat => (QGEMM_FORMATS as readonly string[]).includes(d);

/** A range of block columns of W [rows, K] (contiguous blocks) decoded into f16 `out` at element offset
 * offOut with row stride ldOut (both multiples of 4): blocks blk0 .. blk0 + blocks - 1 of every row. */
export function dequantizeBlocks(
  device: Device,
  w: Tensor,
  format: QGemmFormat,
  rows: number,
  K: number,
  range: { blk0: number; blocks: number },
  out: { t: Tensor; offOut: number; ldOut: number },
): void {
  const { blockSize, blockBytes } = BLOCK_FORMATS[format];
  const ldw = (K / blockSize) * blockBytes,
    offW = (w.offset / blockSize) * blockBytes;
  const op = 'quant.dequantizeTensor';
  if (offW + rows * ldw > 2 ** 32) throw new SizeError(`${op}: w reaches byte ${offW + rows * ldw}; the kernel indexes bytes below 2^32`);
  const units = (rows * range.blocks * blockSize) / 8;
  if (units > 2 ** 32 || out.offOut + rows * out.ldOut > 2 ** 32)
    throw new SizeError(`${op}: ${rows} x ${range.blocks * blockSize} weights reach element 2^32; the kernel indexes below it`);
  launch(device, DEQUANTIZE_F16_KERNEL, format, {
    tensors: [w, out.t, ...gridOperands(device, format)],
    push: { rows, blocks: range.blocks, blk0: range.blk0, offW, ldw, offOut: out.offOut, ldOut: out.ldOut },
    label: `${rows}x${range.blocks * blockSize}`,
    cost: dequantizeCost(format, rows * range.blocks * blockSize),
  });
}

/**
 * w (GGML blocks, one of QGEMM_FORMATS, any rank with the blocks along the last dimension) decoded to f16 on
 * the GPU: a new f16 tensor of w's shape. Each weight is the f32 value ggml's to_float (and quant.dequantize)
 * gives, rounded to f16 once (nearest even; beyond ±65504 it is ±inf, subnormal halves are kept), so the
 * result is bit-identical to quant.dequantize's output converted to f16.
 */
export function dequantizeTensor(w: Tensor, opts: DequantizeTensorOptions): Tensor<'f16'> {
  const op = 'quant.dequantizeTensor';
  const device = deviceOf(op, { w }, ['w']);
  if (typeof opts !== 'object' || opts === null || opts.dtype !== 'f16')
    throw new ArgumentError(
      `${op}: pass { dtype: 'f16' } (got ${opts === null || typeof opts !== 'object' ? String(opts) : `dtype ${String((opts as { dtype?: unknown }).dtype)}`}); quant.dequantize decodes to f32 on the CPU`,
    );
  if (!isBlockDType(w.dtype)) throw new DTypeError(`${op}: w is ${w.describe()}, not quantized blocks`);
  const format = w.dtype;
  if (!isGemmFormat(format))
    throw new DTypeError(`${op}: w is ${format}, which has no GPU decoder yet; supported: ${QGEMM_FORMATS.join(', ')}`);
  if (w.shape.length < 1) throw new ShapeError(`${op}: w has shape ${fmtShape(w.shape)}, expected at least one dimension`);
  const K = w.shape.at(-1)!;
  const rows = w.size / (K || 1);
  const out = { t: device.alloc('f16', w.shape), owned: true };
  if (w.size === 0) return out.t;
  return recordInto(out, (t) => {
    const W = w.contiguous();
    try {
      const blocks = K / BLOCK_FORMATS[format].blockSize;
      dequantizeBlocks(device, W, format, rows, K, { blk0: 0, blocks }, { t, offOut: t.offset, ldOut: K });
    } finally {
      if (W !== w) W.destroy();
    }
  });
}
