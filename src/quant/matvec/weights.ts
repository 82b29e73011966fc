// The quantized operand of quant.matvec: its format checked against the kernels', and its blocks as the
// kernel addresses them (byte offset and row pitch in a buffer of 32-bit words).
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import { isBlockDType } from '../../device/dtype.ts';
import { SizeError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import { DTypeError } from '../../ops/errors.ts';
import { QMATVEC_FORMATS, type QMatvecFormat } from './kernels.ts';

const isSupported = (d: string): d is QMatvecFormat => (QMATVEC_FORMATS as readonly string[]).includes(d);

/** w's format, when it is one quant.matvec runs on the GPU (DTypeError otherwise). */
export function formatOf(op: string, w: Tensor): QMatvecFormat {
  if (!isBlockDType(w.dtype))
    throw new DTypeError(`${op}: w is ${w.describe()}, not quantized blocks; use ops.matvec for ${w.dtype} weights`);
  if (!isSupported(w.dtype))
    throw new DTypeError(`${op}: w is ${w.dtype}, which has no GPU matvec yet; supported: ${QMATVEC_FORMATS.join(', ')}`);
  return w.dtype;
}

export interface Blocks {
  /** w itself when contiguous, else a contiguous copy (the caller destroys it when it is not w). */
  W: Tensor;
  /** The byte offset of the first block, and of a row's blocks (cols / blockSize blocks). */
  offW: number;
  ldw: number;
}

/** w's blocks, `rowsTotal` rows of `cols` weights, made contiguous; SizeError when the last byte the kernel
 * would address is past 2^32. */
export function weightBlocks(op: string, w: Tensor, format: QMatvecFormat, rowsTotal: number, cols: number): Blocks {
  const { blockSize, blockBytes } = BLOCK_FORMATS[format];
  const W = w.contiguous();
  const ldw = (cols / blockSize) * blockBytes,
    offW = (W.offset / blockSize) * blockBytes;
  if (offW + rowsTotal * ldw > 2 ** 32) {
    if (W !== w) W.destroy();
    throw new SizeError(`${op}: w reaches byte ${offW + rowsTotal * ldw} of its buffer; the kernel indexes bytes below 2^32`);
  }
  return { W, offW, ldw };
}
