// quant.gemm and quant.quantizeActivations: the prefill path over GGML blocks. gemm multiplies f32
// activations by quantized weights stored [N, K] (GGUF's layout: blocks run along K), decoding each W tile
// to f32 in shared memory once per 64 rows of X; quantizeActivations turns f32 rows into ggml's q8_1 blocks
// (the activation format of int8 dot products), byte-identical to ggml's quantize_row_q8_1_ref.
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import type { DeviceInfo } from '../../device/capabilities.ts';
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
import { gridOperands } from '../matvec/grids.ts';
import { qgemmCost, qgemmInt8Cost, quantizeQ81Cost } from './cost.ts';
import { expertsGemm } from './experts.ts';
import { hasTensorCores } from '../../ops/matmul/half-ops.ts';
import { gemmF16, QGEMM_F16_MIN_M } from './f16-path.ts';
import {
  QGEMM_FORMATS,
  hasInt8Kernel,
  QGEMM_INT8_FORMATS,
  QGEMM_INT8_KERNEL,
  QGEMM_KERNEL,
  QGEMM_TILE,
  QUANTIZE_Q8_1_KERNEL,
  type QGemmFormat,
  type QGemmInt8Format,
  type QGemmRead,
} from './kernels.ts';

export interface QGemmOptions extends OutOptions {
  /** Must be true: w is [N, K] (rows of blocks along K) and the product is x · wᵀ. Required so a call reads
   * as what it computes (ops.gemm's default is b [K, N]). */
  transB: true;
  /** f32 x only: 'f16' decodes W to f16 (QGEMM_F16_SCRATCH_BYTES at a time), rounds x to f16 and runs the
   * device's f16 matmul (cooperative matrices where it has them); 'int8' rounds x to q8_1 blocks
   * (quantizeActivations) and runs the int8 dot-product tile (QGEMM_INT8_FORMATS; needs
   * shaderIntegerDotProduct); 'f32' runs the f32 decode-and-FMA tile. Default (defaultQGemmPath): 'f16' where
   * the device has f16 cooperative matrices (coopmat2 or KHR) and M >= QGEMM_F16_MIN_M (128); else 'int8' on a
   * device without them whose packed int8 dot products are in hardware, for the int8 tile's formats; else
   * 'f32'. */
  path?: QGemmPath;
  /** An expert bank: w is [experts, N, K] and ids [tokens, topK] (or [tokens]) u32 or i32 on the device; x is
   * [tokens, K] (each token's row for all its slots) or [tokens, topK, K] (one per slot) and the result
   * [tokens, topK, N] ([tokens, N] for 1-D ids), row (t, k) = x's row times W[ids[t, k]]ᵀ, zeros for an id
   * out of range (ggml's mul_mat_id). f32 x; on the f16 path the entries run expert by expert as a ragged
   * batch through the f16 matmul (every expert's weights decoded each call), the default where the device
   * has f16 cooperative matrices and there are at least 128 entries and its K-chunks are at least 1024 wide (or all of K)
   * (defaultExpertsPath), else the f32 tile. */
  ids?: Tensor;
}

/** The kernels of quant.gemm for f32 x: W decoded to f16 for the f16 matmul, x rounded to q8_1 for the int8
 * tile, or the f32 tile. */
export type QGemmPath = 'f16' | 'int8' | 'f32';
const QGEMM_PATHS: readonly QGemmPath[] = ['f16', 'int8', 'f32'];

/** quant.gemm's path for f32 x of M rows times `format` weights when none is asked for: the f16 matmul on
 * tensor cores from QGEMM_F16_MIN_M rows; on a device without them whose packed int8 dot products are in
 * hardware, the int8 tile for its formats (no device of that kind has been measured: on the H200, `vkts
 * bench` qgemm rows at 512 x 4096 x 14336 in one lease of 2026-12-01, docs/bench/README.md, the int8 tile ran
 * 31.5 / 35.1 TOP/s for q8_0 / q4_0 against the f32 tile's 22.0-25.0 TFLOP/s); else the f32 tile. */
export function defaultQGemmPath(info: DeviceInfo, M: number, format: QGemmFormat): QGemmPath {
  const tensorCores = hasTensorCores(info);
  if (tensorCores) return M >= QGEMM_F16_MIN_M ? 'f16' : 'f32';
  return info.integerDot.int4x8PackedAccelerated && hasInt8Kernel(format) ? 'int8' : 'f32';
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

/** A q8_1 block (32 weights) is 9 words: element offsets and strides of x in words. */
const q81Words = (weights: number): number => (weights / 32) * 9;

/**
 * C [..., N] = x [..., K] · wᵀ for w [N, K] quantized (one of QGEMM_FORMATS, its blocks as uploaded) and x
 * with any leading dimensions (M = their product); `{ transB: true }` is required. With x f32, W is decoded
 * on the GPU exactly as ggml's to_float decodes it and the products are summed in f32. With x as q8_1
 * blocks (quant.quantizeActivations, or f32 x on path 'int8') and w one of QGEMM_INT8_FORMATS (q8_0, q4_0,
 * q4_1, q5_0, q5_1, q2_K-q6_K, iq4_nl, iq4_xs, tq2_0), the int8 kernel takes packed int8 dot products per 32 weights
 * (exact) and scales them in f32 (needs shaderIntegerDotProduct: a CapabilityError otherwise); x's rounding
 * to q8_1 (up to half of max|x| / 127 per block of 32) is then the error, as in ggml-vulkan's int8 path.
 *
 * On the f16 path (`path`; the default for f32 x where the device has f16 cooperative matrices and M >= 128)
 * W is decoded to f16 in chunks of K (quant.dequantizeTensor's decoder) and x rounded to f16 once, and the
 * f16 matmul sums the products in f32: the weights' rounding to f16 (2^-11 relative) and x's (the same)
 * are the error, an NMSE against the f64 product of the decoded weights of 3e-8 to 1e-7 on random data (tested
 * below 1e-6), against 4e-14 to 4e-13 on the f32 path. |x| or a weight beyond 65504 becomes ±inf there. A 2-D x
 * whose rows are contiguous (a row slice) is read in place; other views are copied first. For one to eight
 * rows, quant.matvec (the decode path) is the faster kernel.
 */
export function gemm(x: Tensor, w: Tensor, opts: QGemmOptions): Tensor<'f32'> {
  const op = 'quant.gemm';
  const device = deviceOf(op, { x, w, ...(opts?.ids !== undefined && { ids: opts.ids }) }, ['x', 'w']);
  if (typeof opts !== 'object' || opts === null || opts.transB !== true)
    throw new ArgumentError(
      `${op}: pass { transB: true }: w is [N, K] with its blocks along K and the product is x · wᵀ (got ${opts === null || typeof opts !== 'object' ? String(opts) : `transB ${String((opts as { transB?: unknown }).transB)}`})`,
    );
  if (!isBlockDType(w.dtype))
    throw new DTypeError(`${op}: w is ${w.describe()}, not quantized blocks; use ops.gemm for ${w.dtype} weights`);
  const format = w.dtype;
  if (!isSupported(format))
    throw new DTypeError(`${op}: w is ${format}, which has no GPU gemm yet; supported: ${QGEMM_FORMATS.join(', ')}`);
  const int8 = x.dtype === 'q8_1';
  if (int8 && !hasInt8Kernel(format))
    throw new DTypeError(
      `${op}: x is q8_1 blocks, which the int8 kernel multiplies with ${QGEMM_INT8_FORMATS.join(', ')} weights; w is ${format}: pass x as f32`,
    );
  if (!int8 && x.dtype !== 'f32')
    throw new DTypeError(`${op}: x is ${x.describe()}, expected f32 (or q8_1 blocks from quant.quantizeActivations)`);
  if (opts.path !== undefined && !QGEMM_PATHS.includes(opts.path))
    throw new ArgumentError(`${op}: path must be 'f16', 'int8' or 'f32' (got ${String(opts.path)})`);
  if (int8 && opts.path !== undefined)
    throw new ArgumentError(`${op}: path chooses the kernel for f32 x; x is q8_1 blocks, which run the int8 kernel`);
  if (opts.ids !== undefined) {
    if (int8) throw new ArgumentError(`${op}: ids (an expert bank) takes f32 x; x is q8_1 blocks`);
    if (opts.path === 'int8')
      throw new ArgumentError(`${op}: ids (an expert bank) runs the f16 or f32 path; path 'int8' has no expert-bank kernel`);
    return expertsGemm(device, format, w, x, opts.ids, opts.out, opts.path);
  }
  if (opts.path === 'int8' && !hasInt8Kernel(format))
    throw new DTypeError(`${op}: path 'int8' multiplies q8_1 x with ${QGEMM_INT8_FORMATS.join(', ')} weights; w is ${format}`);
  if (w.shape.length !== 2)
    throw new ShapeError(`${op}: w has shape ${fmtShape(w.shape)}, expected 2-D [N, K] (an expert bank [experts, N, K] takes ids)`);
  const [N, K] = w.shape as [number, number];
  if (x.shape.length < 1 || x.shape.at(-1) !== K)
    throw new ShapeError(`${op}: x has shape ${fmtShape(x.shape)}, expected [..., ${K}] (the K of w ${fmtShape(w.shape)})`);
  const M = x.shape.slice(0, -1).reduce((a, b) => a * b, 1);
  const out = output(op, device, opts.out, 'f32', [...x.shape.slice(0, -1), N], { x, w });
  if (M === 0 || N === 0) return out.t;
  const path = int8 ? 'int8' : (opts.path ?? defaultQGemmPath(device.info, M, format));
  return recordInto(out, (c) => {
    if (K === 0) return device.fill(c, 0);
    const { blockSize, blockBytes } = BLOCK_FORMATS[format];
    let W: Tensor | undefined, X: ReturnType<typeof rowsOf> | undefined, xq: Tensor | undefined;
    try {
      W = w.contiguous();
      if (path === 'f16') return gemmF16(device, x, W, format, c, [M, N, K]);
      if (path === 'int8' && !int8) xq = quantizeActivations(x);
      X = rowsOf(xq ?? x);
      const ldw = (K / blockSize) * blockBytes,
        offW = (W.offset / blockSize) * blockBytes;
      if (offW + N * ldw > 2 ** 32)
        throw new SizeError(`${op}: w reaches byte ${offW + N * ldw} of its buffer; the kernel indexes bytes below 2^32`);
      const unit = path === 'int8' ? q81Words : (e: number) => e;
      const offX = unit(X.offset),
        ldx = unit(X.ld);
      if (offX + (M - 1) * ldx + unit(K) > 2 ** 32 || c.offset + M * N > 2 ** 32)
        throw new SizeError(`${op}: x or the result reaches element 2^32 of its buffer; the kernel indexes below 2^32`);
      const push = { M, N, K, offW, ldw, offX, ldx, offC: c.offset, tilesM: Math.ceil(M / QGEMM_TILE.bm) };
      const spec = { tensors: [W, X.t, c], push, label: `${M}x${N}x${K}` };
      if (path === 'int8') {
        launch(device, QGEMM_INT8_KERNEL, format as QGemmInt8Format, { ...spec, cost: qgemmInt8Cost(format, M, N, K) });
      } else {
        const read: QGemmRead = offX % 4 === 0 && ldx % 4 === 0 ? '_x4' : '';
        const variant: ShaderVariants['qgemm'] = `${format}${read}`;
        // the codebook formats bind their grid after c (qgemm.comp's Grid)
        const tensors = [...spec.tensors, ...gridOperands(device, format)];
        launch(device, QGEMM_KERNEL, variant, { ...spec, tensors, cost: qgemmCost(format, M, N, K) });
      }
    } finally {
      if (W && W !== w) W.destroy();
      X?.temp?.destroy();
      xq?.destroy();
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
