// gemm of bf16 operands through the f16 gemm (path 'scaled'), so that bf16 runs on the f16 tensor cores:
// glslc 2025.2 has no bf16 cooperative matrices (GL_EXT_bfloat16), and the FMA kernel reaches ~33 TFLOP/s
// on the H200 against the f16 cooperative matrices' ~270.
//
// A bf16 value has 8 significant bits and f16 11, but f16's exponents reach only 2^-24 .. 2^15. So each row
// m of A and each column n of B is scaled by a power of two, 2^sA[m] and 2^sB[n], that brings its largest
// finite element into [2^15, 2^16) (bf16_scale.comp): every element within 2^-32 of that largest one is then
// exact in f16, smaller ones are rounded (under 2^-40 of it, to 0). The f16 gemm multiplies the scaled
// operands (the products of two exact halves are exact in f32) and accumulates in f32, and bf16_unscale.comp
// multiplies P[m, n] by 2^-(sA[m] + sB[n]). Powers of two commute with f32 rounding away from overflow and
// subnormals, so where no element is rounded the result is bit for bit what the f32-accumulating FMA kernel
// gives over the same summation order; otherwise it differs by at most the dropped elements' share (each under
// 2^-32 of its row's or column's largest: below the f32 accumulation's own error). inf and NaN elements stay
// what they are and set no scale.
//
// Scratch: the f16 copies of A and B, the exponents and the f32 product (2 MK + 2 KN + 4 MN bytes a batch).
import type { Device } from '../../device/device.ts';
import { SizeError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import { launch } from '../launch.ts';
import { BF16_SCALE_KERNEL, BF16_UNSCALE_KERNEL } from './bf16-kernels.ts';
import { bf16ScaleCost, bf16UnscaleCost } from './cost.ts';

/** One bf16 operand as bf16_scale reads it: `batches` matrices of `rows` rows (the dimension each scale
 * covers: A's m, B's n) of `cols` elements (k), element (b, r, k) at offset + b * batchStride + r * ldr + k * ldk. */
export interface ScaledSide {
  readonly t: Tensor;
  readonly batches: number;
  readonly rows: number;
  readonly cols: number;
  readonly offset: number;
  readonly ldr: number;
  readonly ldk: number;
  readonly batchStride: number;
}

export interface ScaledProduct {
  readonly M: number;
  readonly N: number;
  readonly batch: number;
  readonly accumulate: boolean;
  readonly outDtype: 'f32' | 'bf16';
}

/** The f16 product P [batch, M, N] (f32) of a16 [M, K] (or [batch, M, K]) and b16ᵀ (b16 [N, K] or [batch, N, K]). */
export type F16Product = (a16: Tensor, b16: Tensor, p: Tensor) => void;

/** `side`'s rows as f16, each scaled (bf16_scale.comp): y [batches, rows, cols] and the exponents [batches, rows]. */
function scaleRows(device: Device, side: ScaledSide, name: string): { y: Tensor; exps: Tensor } {
  const { batches, rows, cols, offset, ldr, ldk, batchStride } = side;
  const last = offset + (batches - 1) * batchStride + (rows - 1) * ldr + (cols - 1) * ldk;
  if (last >= 2 ** 32) throw new SizeError(`gemm: ${name} reaches element ${last} of its buffer; the kernel indexes below 2^32`);
  if (batches * rows * cols >= 2 ** 32) throw new SizeError(`gemm: ${name}'s f16 copy has 2^32 elements or more`);
  const y = device.alloc('f16', batches > 1 ? [batches, rows, cols] : [rows, cols]);
  const exps = device.alloc('i32', [batches * rows]);
  try {
    launch(device, BF16_SCALE_KERNEL, 'rows', {
      tensors: [side.t, y, exps],
      push: { batches, rows, cols, offX: offset, ldr, ldk, batchX: batchStride, offY: y.offset },
      label: `${batches > 1 ? `${batches}x` : ''}${rows}x${cols}`,
      cost: bf16ScaleCost(batches, rows, cols),
    });
  } catch (e) {
    y.destroy();
    exps.destroy();
    throw e;
  }
  return { y, exps };
}

/** c = A · B (+ c with accumulate) for the bf16 operands `a` (A's rows) and `b` (B's columns) on the f16
 * gemm `product` (see the file's head); c contiguous [batch, M, N] of f32 or bf16. */
export function scaledBf16Gemm(device: Device, a: ScaledSide, b: ScaledSide, c: Tensor, g: ScaledProduct, product: F16Product): void {
  const temps: Tensor[] = [];
  try {
    const A = scaleRows(device, a, 'a');
    temps.push(A.y, A.exps);
    const B = scaleRows(device, b, 'b');
    temps.push(B.y, B.exps);
    const p = device.alloc('f32', g.batch > 1 ? [g.batch, g.M, g.N] : [g.M, g.N]);
    temps.push(p);
    product(A.y, B.y, p);
    launch(device, BF16_UNSCALE_KERNEL, g.outDtype, {
      tensors: [p, A.exps, B.exps, c],
      push: {
        M: g.M,
        N: g.N,
        batch: g.batch,
        offP: p.offset,
        offC: c.offset,
        batchA: a.batches > 1 ? g.M : 0,
        batchB: b.batches > 1 ? g.N : 0,
        accumulate: g.accumulate ? 1 : 0,
      },
      label: `${g.batch > 1 ? `${g.batch}x` : ''}${g.M}x${g.N}`,
      cost: bf16UnscaleCost(g.M, g.N, g.batch, g.outDtype === 'f32' ? 4 : 2, g.accumulate),
    });
  } finally {
    for (const t of temps.reverse()) t.destroy();
  }
}
