// quant.matvec's int8 path: x as ggml's q8_1 blocks (given, or quantized from f32 x on the GPU by
// quant.quantizeActivations with { activations: 'q8_1' }: two dispatches, one call), then qmatvec_q8.comp takes each 32-weight block's integer dot product with W's
// codes and applies the scales once per block. Two dispatches recorded by one call.
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import type { Device } from '../../device/device.ts';
import { CapabilityError, SizeError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import { expectDType, fmtShape } from '../../ops/args.ts';
import { ArgumentError, DTypeError, ShapeError } from '../../ops/errors.ts';
import { launch } from '../../ops/launch.ts';
import { quantizeActivations } from '../gemm/ops.ts';
import { qmatvecQ8Cost } from './cost.ts';
import type { QMatvecFormat } from './kernels.ts';
import { hasQ8Kernel, QMATVEC_Q8_FORMATS, QMATVEC_Q8_KERNEL } from './q8-kernels.ts';
import { weightBlocks } from './weights.ts';

/** How quant.matvec takes x: as f32 (exact decode-and-FMA) or rounded to q8_1 blocks (int8 dot products). */
export type QMatvecActivations = 'f32' | 'q8_1';

/** Whether quant.matvec takes the int8 path (x given as q8_1 blocks, or f32 x with activations 'q8_1'),
 * after its checks: the option's value, x's dtype and shape, the format, the device. */
export function takesQ8Path(op: string, device: Device, format: QMatvecFormat, x: Tensor, activations: unknown, ids: boolean): boolean {
  if (activations !== undefined && activations !== 'f32' && activations !== 'q8_1')
    throw new ArgumentError(`${op}: activations must be 'f32' or 'q8_1' (got ${String(activations)})`);
  const given = x.dtype === 'q8_1';
  if (!given) expectDType(op, 'x', x, 'f32');
  if (given && activations === 'f32') throw new ArgumentError(`${op}: x is q8_1 blocks; activations 'f32' takes f32 x`);
  if (!given && activations !== 'q8_1') return false;
  const what = given ? 'x as q8_1 blocks' : "activations 'q8_1'";
  if (ids) throw new ArgumentError(`${op}: ${what} has no expert-bank kernel; pass ids with f32 x`);
  if (x.shape.length !== 1)
    throw new ShapeError(`${op}: ${what} takes one vector x [cols], got ${fmtShape(x.shape)}; a batch runs with f32 x`);
  if (given && !x.isContiguous) throw new ShapeError(`${op}: x (${x.describe()}) must be contiguous q8_1 blocks`);
  if (!hasQ8Kernel(format))
    throw new DTypeError(`${op}: w is ${format}, which has no int8 kernel; ${what} takes ${QMATVEC_Q8_FORMATS.join(', ')}`);
  if (!device.info.integerDot.supported)
    throw new CapabilityError(`${op}: ${what} needs shaderIntegerDotProduct, which ${device.info.name} does not support`);
  return true;
}

/** y [rows] = W x with x as q8_1 blocks (quantized here from f32 x, or given) after takesQ8Path. */
export function matvecQ8(op: string, device: Device, format: QMatvecFormat, w: Tensor, x: Tensor, y: Tensor): void {
  if (!hasQ8Kernel(format)) throw new DTypeError(`${op}: w is ${format}, which has no int8 kernel`);
  const [rows, cols] = w.shape as [number, number];
  const { W, offW, ldw } = weightBlocks(op, w, format, rows, cols);
  let xq: Tensor | undefined;
  try {
    xq = x.dtype === 'q8_1' ? x : quantizeActivations(x);
    const q81 = BLOCK_FORMATS.q8_1;
    const offX = (xq.offset / q81.blockSize) * (q81.blockBytes / 4);
    if (y.offset + rows > 2 ** 32) throw new SizeError(`${op}: y reaches element 2^32 of its buffer; the kernel indexes below 2^32`);
    launch(device, QMATVEC_Q8_KERNEL, format, {
      tensors: [W, xq, y],
      push: { rows, cols, offW, ldw, offX, offY: y.offset },
      label: `${rows}x${cols}`,
      cost: qmatvecQ8Cost(format, rows, cols),
    });
  } finally {
    if (W !== w) W.destroy();
    if (xq && xq !== x) xq.destroy();
  }
}
