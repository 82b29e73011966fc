// quant.gemm and quant.quantizeActivations: the prefill path over GGML blocks. gemm multiplies f32
// activations by quantized weights stored [N, K] (GGUF's layout: blocks run along K), decoding each W tile
// to f32 in shared memory once per 64 rows of X; quantizeActivations turns f32 rows into ggml's q8_1 blocks
// (the activation format of int8 dot products), byte-identical to ggml's quantize_row_q8_1_ref.
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import { isBlockDType } from '../../device/dtype.ts';
import { BindingError, SizeError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import type { Device } from '../../device/device.ts';
import {
  deviceOf,
  expectDistinct,
  expectDType,
  expectShape,
  fmtShape,
  output,
  recordInto,
  shapeLabel,
  type OutOptions,
  type Output,
} from '../../ops/args.ts';
import { ArgumentError, DTypeError, ShapeError } from '../../ops/errors.ts';
import type { ShaderVariants } from '../../ops/generated/variants.ts';
import { launch } from '../../ops/launch.ts';
import { qgemmCost, quantizeQ81Cost } from './cost.ts';
import { QGEMM_FORMATS, QGEMM_KERNEL, QGEMM_TILE, QUANTIZE_Q8_1_KERNEL, type QGemmFormat, type QGemmRead } from './kernels.ts';

export interface QGemmOptions extends OutOptions {
  /** Must be true: w is [N, K] (rows of blocks along K) and the product is x · wᵀ. Required so a call reads
   * as what it computes (ops.gemm's default is b [K, N]). */
  transB: true;
}

const isSupported = (d: string): d is QGemmFormat => (QGEMM_FORMATS as readonly string[]).includes(d);

/** x's rows as the kernels read them: a matrix [rows, cols] at an element offset with a row stride (rows
 * contiguous); any other layout is copied first (`temp`, destroyed by the caller). */
function rowsOf(x: Tensor): { t: Tensor; offset: number; ld: number; temp?: Tensor } {
  const cols = x.shape.at(-1)!;
  if (x.shape.length === 2 && x.strides[1] === 1) return { t: x, offset: x.offset, ld: x.shape[0]! > 1 ? x.strides[0]! : cols };
  if (x.isContiguous) return { t: x, offset: x.offset, ld: cols };
  const c = x.contiguous();
  return { t: c, offset: c.offset, ld: cols, temp: c };
}

/**
 * C [..., N] = x [..., K] · wᵀ for w [N, K] quantized (one of QGEMM_FORMATS, its blocks as uploaded) and x
 * f32 with any leading dimensions (M = their product); `{ transB: true }` is required. W is decoded on the
 * GPU exactly as ggml's to_float decodes it, and the products are summed in f32. A 2-D x whose rows are
 * contiguous (a row slice) is read in place; other views are copied first. For one to eight rows,
 * quant.matvec (the decode path) is the faster kernel.
 */
export function gemm(x: Tensor, w: Tensor, opts: QGemmOptions): Tensor<'f32'> {
  const op = 'quant.gemm';
  const device = deviceOf(op, { x, w }, ['w']);
  if (typeof opts !== 'object' || opts === null || opts.transB !== true)
    throw new ArgumentError(
      `${op}: pass { transB: true }: w is [N, K] with its blocks along K and the product is x · wᵀ (got ${opts === null || typeof opts !== 'object' ? String(opts) : `transB ${String((opts as { transB?: unknown }).transB)}`})`,
    );
  if (!isBlockDType(w.dtype))
    throw new DTypeError(`${op}: w is ${w.describe()}, not quantized blocks; use ops.gemm for ${w.dtype} weights`);
  const format = w.dtype;
  if (!isSupported(format))
    throw new DTypeError(`${op}: w is ${format}, which has no GPU gemm yet; supported: ${QGEMM_FORMATS.join(', ')}`);
  expectDType(op, 'x', x, 'f32');
  if (w.shape.length !== 2) throw new ShapeError(`${op}: w has shape ${fmtShape(w.shape)}, expected 2-D [N, K]`);
  const [N, K] = w.shape as [number, number];
  if (x.shape.length < 1 || x.shape.at(-1) !== K)
    throw new ShapeError(`${op}: x has shape ${fmtShape(x.shape)}, expected [..., ${K}] (the K of w ${fmtShape(w.shape)})`);
  const M = x.shape.slice(0, -1).reduce((a, b) => a * b, 1);
  const out = output(op, device, opts.out, 'f32', [...x.shape.slice(0, -1), N], { x, w });
  if (M === 0 || N === 0) return out.t;
  return recordInto(out, (c) => {
    if (K === 0) return device.fill(c, 0);
    const { blockSize, blockBytes } = BLOCK_FORMATS[format];
    let W: Tensor | undefined, X: ReturnType<typeof rowsOf> | undefined;
    try {
      W = w.contiguous();
      X = rowsOf(x);
      const ldw = (K / blockSize) * blockBytes,
        offW = (W.offset / blockSize) * blockBytes;
      if (offW + N * ldw > 2 ** 32)
        throw new SizeError(`${op}: w reaches byte ${offW + N * ldw} of its buffer; the kernel indexes bytes below 2^32`);
      if (X.offset + (M - 1) * X.ld + K > 2 ** 32 || c.offset + M * N > 2 ** 32)
        throw new SizeError(`${op}: x or the result reaches element 2^32 of its buffer; the kernel indexes elements below 2^32`);
      const read: QGemmRead = X.offset % 4 === 0 && X.ld % 4 === 0 ? '_x4' : '';
      const variant: ShaderVariants['qgemm'] = `${format}${read}`;
      launch(device, QGEMM_KERNEL, variant, {
        tensors: [W, X.t, c],
        push: { M, N, K, offW, ldw, offX: X.offset, ldx: X.ld, offC: c.offset, tilesM: Math.ceil(M / QGEMM_TILE.bm) },
        label: `${M}x${N}x${K}`,
        cost: qgemmCost(format, M, N, K),
      });
    } finally {
      if (W && W !== w) W.destroy();
      X?.temp?.destroy();
    }
  });
}

/** The q8_1 result: `out` (checked as output() checks an element-dtype result) or a fresh tensor. */
function blocksOut(op: string, device: Device, out: Tensor | undefined, x: Tensor): Output<'q8_1'> {
  if (out === undefined) return { t: device.alloc('q8_1', x.shape), owned: true };
  if (deviceOf(op, { out }, ['out']) !== device) throw new BindingError(`${op}: out (${out.describe()}) belongs to another device than x`);
  expectDType(op, 'out', out, 'q8_1');
  expectShape(op, 'out', out, x.shape, "x's shape");
  if (!out.isContiguous) throw new ShapeError(`${op}: out (${out.describe()}) must be contiguous (blocks are written in order)`);
  expectDistinct(op, ['out', out], { x });
  return { t: out as Tensor<'q8_1'>, owned: false };
}

/** The q8_1 block: 32 weights in 36 bytes (f16 d, f16 s = d · Σq, int8 q[32]). */
const Q8_1 = BLOCK_FORMATS.q8_1;

/**
 * x [..., K] f32 (K a multiple of 32) as ggml's q8_1 blocks, a tensor of dtype q8_1 and x's shape: per block
 * of 32, d = max|x| / 127, q = round(x / d) (halves away from zero), s = d · Σq, byte-identical to ggml's
 * quantize_row_q8_1_ref (and to quant.quantize('q8_1', …)) for every input, NaN, infinities and subnormals
 * included.
 */
export function quantizeActivations(x: Tensor, opts: OutOptions = {}): Tensor<'q8_1'> {
  const op = 'quant.quantizeActivations';
  const device = deviceOf(op, { x });
  expectDType(op, 'x', x, 'f32');
  const K = x.shape.at(-1);
  if (K === undefined || K % Q8_1.blockSize !== 0)
    throw new ShapeError(
      `${op}: x has shape ${fmtShape(x.shape)}; its last dimension must be a multiple of ${Q8_1.blockSize} (one q8_1 block)`,
    );
  const out = blocksOut(op, device, opts.out, x);
  const blocks = x.size / Q8_1.blockSize;
  if (blocks === 0) return out.t;
  return recordInto(out, (q) => {
    const xc = x.contiguous();
    try {
      const offQ = (q.offset / Q8_1.blockSize) * (Q8_1.blockBytes / 4);
      if (xc.offset + x.size > 2 ** 32 || offQ + blocks * (Q8_1.blockBytes / 4) > 2 ** 32)
        throw new SizeError(`${op}: x or the result reaches word 2^32 of its buffer; the kernel indexes below 2^32`);
      launch(device, QUANTIZE_Q8_1_KERNEL, xc.offset % 4 === 0 ? 'f32_x4' : 'f32', {
        tensors: [xc, q],
        push: { blocks, offX: xc.offset, offQ },
        label: shapeLabel(x.shape),
        cost: quantizeQ81Cost(blocks),
      });
    } finally {
      if (xc !== x) xc.destroy();
    }
  });
}
