// f32 matrix products: gemm (C = A B or A Bᵀ, register-blocked tiles) and matvec (y = W x).
import type { Tensor } from '../device/tensor.ts';
import { deviceOf, expectDType, expectRank, fmtShape, output, recordInto, type OutOptions } from './args.ts';
import { gemmCost, matvecCost } from './cost.ts';
import { ArgumentError, ShapeError } from './errors.ts';
import { GEMM_TILES } from './legacy-kernels.ts';
import { launch } from './legacy-launch.ts';

export interface GemmOptions extends OutOptions {
  /** b is [N, K] and the product is A Bᵀ (default false: b is [K, N]). */
  transB?: boolean;
  /** Force the 64x64 or the 128x128 block tile (default: chosen from the shape, see gemmVariant). */
  tile?: 64 | 128;
}

/** The 128x128 tiles are used once they give at least this many workgroups (about one per SM on the largest
 * GPUs); below it the 64x64 tiles give four times as many workgroups and waste less on ragged edges. */
export const GEMM_LARGE_TILE_MIN_WORKGROUPS = 128;

/** The gemm shader variant for an M x N product: nn / nt (128x128 tiles) or nn_64 / nt_64. */
export function gemmVariant(M: number, N: number, transB: boolean, tile?: 64 | 128): string {
  const large = transB ? 'nt' : 'nn';
  const small = `${large}_64`;
  if (tile === 128) return large;
  if (tile === 64) return small;
  const t = GEMM_TILES[large]!;
  return Math.ceil(M / t.bm) * Math.ceil(N / t.bn) >= GEMM_LARGE_TILE_MIN_WORKGROUPS ? large : small;
}

/** C [M, N] = A [M, K] · B [K, N], or A · Bᵀ with { transB: true } and B [N, K]; all f32, row-major. */
export function gemm(a: Tensor, b: Tensor, opts: GemmOptions = {}): Tensor<'f32'> {
  const transB = opts.transB ?? false;
  if (opts.tile !== undefined && opts.tile !== 64 && opts.tile !== 128) throw new ArgumentError(`gemm: tile must be 64 or 128 (got ${String(opts.tile)})`);
  const device = deviceOf('gemm', { a, b });
  expectDType('gemm', 'a', a, 'f32');
  expectDType('gemm', 'b', b, 'f32');
  expectRank('gemm', 'a', a, 2, '[M, K]');
  expectRank('gemm', 'b', b, 2, transB ? '[N, K] (transB)' : '[K, N]');
  const [M, K] = a.shape as [number, number];
  const [N, Kb] = (transB ? b.shape : [b.shape[1], b.shape[0]]) as [number, number];
  if (Kb !== K) {
    throw new ShapeError(`gemm: a ${fmtShape(a.shape)} and b ${fmtShape(b.shape)} do not chain: b must be ${transB ? `[N, ${K}] (transB)` : `[${K}, N]`}`);
  }
  const out = output('gemm', device, opts.out, 'f32', [M, N], { a, b });
  if (M * N === 0) return out.t;
  return recordInto(out, (c) => {
    if (K === 0) device.fill(c, 0); // an empty sum; no dispatch over empty operands
    else {
      const variant = gemmVariant(M, N, transB, opts.tile);
      launch(device, { shader: 'gemm', variant, tensors: [a, b, c], push: { M, N, K }, label: `${M}x${N}x${K}`, cost: gemmCost(M, N, K) });
    }
  });
}

/** y [rows] = W [rows, cols] · x [cols], f32; vec4 loads when cols % 4 == 0. */
export function matvec(w: Tensor, x: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  const device = deviceOf('matvec', { w, x });
  expectDType('matvec', 'w', w, 'f32');
  expectDType('matvec', 'x', x, 'f32');
  expectRank('matvec', 'w', w, 2, '[rows, cols]');
  const [rows, cols] = w.shape as [number, number];
  if (x.shape.length !== 1 || x.shape[0] !== cols) {
    throw new ShapeError(`matvec: x has shape ${fmtShape(x.shape)}, expected [${cols}] (the columns of w ${fmtShape(w.shape)})`);
  }
  const out = output('matvec', device, opts.out, 'f32', [rows], { w, x });
  if (rows === 0) return out.t;
  return recordInto(out, (y) => {
    if (cols === 0) device.fill(y, 0);
    else {
      const variant = cols % 4 === 0 ? 'f32_vec4' : 'f32';
      launch(device, { shader: 'matvec', variant, tensors: [w, x, y], push: { rows, cols }, label: `${rows}x${cols}`, cost: matvecCost(rows, cols) });
    }
  });
}
