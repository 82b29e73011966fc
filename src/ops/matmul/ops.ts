// f32 matrix products: gemm (C = A B, or A Bᵀ with transB) and matvec (y = W x). Operands may be views:
// a matrix read row-major or as the transpose of a row-major matrix (a `w.transpose()`), at any element
// offset and row stride (row and column slices; a non-zero offset picks an _off variant), goes to the
// kernel as it is — the transposed variant instead of a copy, which cost 14-23x the matmul itself in the
// system vkts grew from (docs/ARCHITECTURE.md, "strided operands"). Any other view is made contiguous()
// first (one copy, named in the profiler).
import type { DeviceInfo } from '../../device/capabilities.ts';
import { Device } from '../../device/device.ts';
import { SizeError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectDType, expectFlag, expectRank, fmtShape, output, recordInto, type OutOptions } from '../args.ts';
import { ArgumentError, ShapeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { always, choose, type Rule } from '../select.ts';
import { gemmCost, matvecCost } from './cost.ts';
import { gemmHalf, type GemmHalfPath } from './half-ops.ts';
import type { Coopmat2TileName, CoopmatTileName, HalfDType } from './half-kernels.ts';
import { chooseConfig, configOptions, type ChosenGemmConfig } from './gemm-config.ts';
import {
  GEMM_F32_TILES,
  GEMM_F32_TILE_NAMES,
  GEMM_KERNEL,
  MATVEC_KERNEL,
  type GemmF32Tile,
  type GemmVariant,
  type MatvecWidth,
  type OperandLayout,
} from './kernels.ts';
import { OPERAND_RULES, chooseTile, matrixView, runnableF32Tile, type MatrixView } from './rules.ts';
import type { GemmProblem } from './tune-candidates.ts';
import { TUNE_PLAN, tuneProblems, type TunePlan, type TuneResult } from './tune.ts';

export * from './rules.ts';

export interface GemmOptions extends OutOptions {
  /** b is [N, K] and the product is A Bᵀ (default false: b is [K, N]). */
  transB?: boolean;
  /** a is [K, M] and the product is Aᵀ B (default false: a is [M, K]); read in place as a.transpose() is. */
  transA?: boolean;
  /** Force a block tile of the FMA kernels: 64 or 128 (64x64 or 128x128, any dtype), or for f32 inputs one
   * of GEMM_F32_TILES by name ('128x64', '128x128v4', ...). Default: the tuned choice for the shape
   * (the tune cache, then the committed per-device defaults), else GEMM_TILE_RULES. */
  tile?: 64 | 128 | GemmF32Tile;
  /** Tune at first use: when the shape class has no tuned entry, time every candidate first and store the
   * winner in the tune cache (vkts tune gemm does the same ahead of time). Needs a device opened with
   * { profile: true }; synchronises, so not inside capture(). Default false. */
  tune?: boolean;
  /** f16/bf16 inputs: out += the product instead of out = it (out must be given). */
  accumulate?: boolean;
  /** f16/bf16 inputs: the result dtype, f32 (default, or out's dtype) or the inputs' dtype (rounded once). */
  outDtype?: 'f32' | HalfDType;
  /** f16/bf16 inputs: force the cooperative-matrix or the FMA kernel, or for bf16 'scaled' (each row of A and
   * column of B scaled by a power of two into exact f16 for the f16 gemm, the result scaled back:
   * bf16-scaled.ts); default: GEMM_HALF_PATH_RULES. */
  path?: GemmHalfPath;
  /** f16 inputs on cooperative matrices: the block tile by name, one of COOPMAT_TILES for path 'coopmat'
   * ('128x64k64', ...) or COOPMAT2_TILES for 'coopmat2' (default: the tuned choice, else the path's
   * default tile). The tuner's cooperative-matrix candidates set it. */
  coopmatTile?: CoopmatTileName | Coopmat2TileName;
}

/** The gemm variant the heuristic rules give for C = A · B (transB: A · Bᵀ), both operands row-major and
 * contiguous (without a tuned entry; chosenGemmConfig() says what a call runs). */
export function gemmVariant(M: number, N: number, transB: boolean, tile?: 64 | 128, device?: DeviceInfo): GemmVariant {
  return `n${transB ? 't' : 'n'}${chooseTile({ M, N, tile }, device)}`;
}

/** The f32 tile a `tile` option names (undefined: not given), checked. */
function f32Tile(tile: GemmOptions['tile'], M: number, N: number, info: DeviceInfo): GemmF32Tile {
  if (typeof tile === 'string') return tile;
  return chooseTile({ M, N, tile }, info) === '' ? '128x128' : '64x64';
}

function checkTile(tile: unknown, dtype: string): void {
  if (tile === undefined || tile === 64 || tile === 128) return;
  if (typeof tile === 'string' && tile in GEMM_F32_TILES && dtype === 'f32') return;
  throw new ArgumentError(
    `gemm: tile must be 64 or 128 (got ${typeof tile === 'string' ? JSON.stringify(tile) : String(tile)}); f32 inputs also take a tile name: ${GEMM_F32_TILE_NAMES.join(', ')}`,
  );
}

/** The configuration gemm(a, b, opts) runs and where it came from ('option': opts forces it; 'cache': the
 * tune cache; 'defaults': the committed per-device table; 'heuristic': the rules), without running it;
 * undefined when the operands make no gemm (gemm() would throw). */
export function chosenGemmConfig(a: Tensor, b: Tensor, opts: GemmOptions = {}): ChosenGemmConfig | undefined {
  return chooseConfig(a, b, opts, deviceOf('gemm', { a, b }).info);
}

/** Tunes gemm for each problem on `device` (opened with { profile: true }): times every registered
 * candidate of its dtype (tune-candidates.ts), picks the fastest and stores it in the tune cache, where
 * gemm() finds it for that shape class from then on. Returns the timings and the cache file written. */
export function tuneGemm(
  device: Device,
  problems: readonly GemmProblem[],
  plan: TunePlan = TUNE_PLAN,
): { results: TuneResult[]; cacheFile: string } {
  if (!(device instanceof Device)) throw new ArgumentError('tuneGemm: the first argument must be a Device (opened with { profile: true })');
  if (!Array.isArray(problems)) throw new ArgumentError('tuneGemm: problems must be an array of { dtype, ab, M, N, K }');
  return tuneProblems(device, problems, gemm, plan);
}

/** An operand ready for the kernel: the tensor bound (the view's own buffer, or a contiguous copy),
 * how it is read, its element offset and its row stride in storage. */
interface Operand {
  readonly t: Tensor;
  readonly layout: OperandLayout;
  readonly offset: number;
  readonly ld: number;
  /** The copy this op made (destroyed after recording), if any. */
  readonly temp?: Tensor;
}

const viewOf = matrixView;

/** `t` (swap: its transpose) as the kernel reads it: in place when OPERAND_RULES allow a layout of
 * `layouts`, else from a contiguous() copy. */
function operand(
  op: string,
  name: string,
  t: Tensor,
  swap: boolean,
  info: DeviceInfo,
  layouts: readonly OperandLayout[] = ['n', 't'],
): Operand {
  const v = viewOf(t, swap);
  const layout = choose(OPERAND_RULES, v, info);
  if (layout !== 'copy' && layouts.includes(layout)) return inPlace(op, name, t, v, layout);
  const c = t.contiguous();
  try {
    const cv = viewOf(c, swap);
    const l = choose(OPERAND_RULES, cv, info);
    if (l === 'copy' || !layouts.includes(l))
      throw new Error(`${op}: ${name}: a contiguous copy is not readable as ${layouts.join(' or ')}`);
    return { ...inPlace(op, name, c, cv, l), temp: c };
  } catch (e) {
    c.destroy();
    throw e;
  }
}

function inPlace(op: string, name: string, t: Tensor, v: MatrixView, layout: OperandLayout): Operand {
  const [[r, c], [sr, sc]] = [v.shape, v.strides];
  expectIndexable(op, name, t.offset + (r - 1) * sr + (c - 1) * sc);
  // The stride between the rows ('n') or columns ('t') the kernel steps over; unused across an extent of 1.
  const ld = layout === 'n' ? (r > 1 ? sr : 0) : c > 1 ? sc : 0;
  return { t, layout, offset: t.offset, ld };
}

/** The kernels index with 32-bit unsigned integers. */
function expectIndexable(op: string, name: string, last: number): void {
  if (last >= 2 ** 32) throw new SizeError(`${op}: ${name} reaches element ${last} of its buffer; the kernel indexes below 2^32`);
}

function release(...xs: (Operand | undefined)[]): void {
  for (const x of xs) x?.temp?.destroy();
}

/**
 * C [M, N] = A [M, K] · B [K, N], or A · Bᵀ with { transB: true } and B [N, K], Aᵀ · B with { transA: true }
 * and a [K, M]. A and B may be views (a transposed or sliced matrix is read in place); the result is
 * contiguous. f32 inputs give f32 (2-D only). f16 or bf16 inputs (both the same) accumulate in f32 and give
 * f32 or, with outDtype (or an out of that dtype), the inputs' dtype; they may be batched ([batch, M, K]
 * and/or [batch, K, N]; a 2-D operand is used for every batch) and added to out ({ accumulate: true }).
 */
export function gemm(a: Tensor, b: Tensor, opts?: GemmOptions & { outDtype?: 'f32'; out?: Tensor<'f32'> }): Tensor<'f32'>;
export function gemm(a: Tensor, b: Tensor, opts?: GemmOptions): Tensor;
export function gemm(a: Tensor, b: Tensor, opts: GemmOptions = {}): Tensor {
  const transB = expectFlag('gemm', 'transB', opts.transB);
  const transA = expectFlag('gemm', 'transA', opts.transA);
  const accumulate = expectFlag('gemm', 'accumulate', opts.accumulate);
  expectFlag('gemm', 'tune', opts.tune);
  const device = deviceOf('gemm', { a, b });
  checkTile(opts.tile, a.dtype);
  if (opts.path !== undefined && !['coopmat', 'coopmat2', 'fma', 'scaled'].includes(opts.path))
    throw new ArgumentError(`gemm: path must be 'coopmat', 'coopmat2', 'fma' or 'scaled' (got ${String(opts.path)})`);
  opts = { ...opts, ...configOptions(device, a, b, opts, gemm) };
  if (a.dtype === 'f16' || a.dtype === 'bf16')
    return gemmHalf(a, b, { ...opts, tile: opts.tile as 64 | 128 | undefined, transA, transB, accumulate });
  if (accumulate || opts.outDtype !== undefined || opts.path !== undefined || opts.coopmatTile !== undefined)
    throw new ArgumentError(
      'gemm: accumulate, outDtype, path and coopmatTile are options of f16/bf16 inputs (f32 gemm writes f32 C = A B)',
    );
  if (transA) {
    expectRank('gemm', 'a', a, 2, '[K, M] (transA)');
    const at = a.transpose(); // read in place: the TN/TT kernels
    try {
      return gemm(at, b, { ...opts, transA: false });
    } finally {
      at.destroy();
    }
  }
  expectDType('gemm', 'a', a, 'f32');
  expectDType('gemm', 'b', b, 'f32');
  expectRank('gemm', 'a', a, 2, '[M, K]');
  expectRank('gemm', 'b', b, 2, transB ? '[N, K] (transB)' : '[K, N]');
  const [M, K] = a.shape as [number, number];
  const [N, Kb] = (transB ? b.shape : [b.shape[1], b.shape[0]]) as [number, number];
  if (Kb !== K) {
    throw new ShapeError(
      `gemm: a ${fmtShape(a.shape)} and b ${fmtShape(b.shape)} do not chain: b must be ${transB ? `[N, ${K}] (transB)` : `[${K}, N]`}`,
    );
  }
  const out = output('gemm', device, opts.out, 'f32', [M, N], { a, b });
  if (M * N === 0) return out.t;
  return recordInto(out, (c) => {
    if (K === 0) return device.fill(c, 0); // an empty sum; no dispatch over empty operands
    expectIndexable('gemm', 'out', c.offset + M * N - 1);
    const info = device.info;
    let A: Operand | undefined, B: Operand | undefined;
    try {
      A = operand('gemm', 'a', a, false, info);
      B = operand('gemm', 'b', b, transB, info); // B is the logical [K, N] matrix: bᵀ with transB

      const off = A.offset || B.offset || c.offset ? '_off' : '';
      const stored = (o: Operand, rows: number, cols: number) => ({
        rowLength: o.layout === 'n' ? cols : rows,
        ld: o.ld,
        offset: o.offset,
      });
      const tile = GEMM_F32_TILES[runnableF32Tile(f32Tile(opts.tile, M, N, info), stored(A, M, K), stored(B, K, N))];
      const q = 'vec4' in tile ? 4 : 1; // vec4 tiles index A and B in quads
      launch(device, GEMM_KERNEL, `${A.layout}${B.layout}${tile.suffix}${off}`, {
        tensors: [A.t, B.t, c],
        push: { M, N, K, offA: A.offset / q, offB: B.offset / q, offC: c.offset, lda: A.ld / q, ldb: B.ld / q },
        label: `${M}x${N}x${K}`,
        cost: gemmCost(M, N, K),
      });
    } finally {
      release(A, B);
    }
  });
}

export interface MatvecArgs {
  readonly cols: number;
  /** Row stride and element offsets of W and x (in floats). */
  readonly ldw: number;
  readonly offW: number;
  readonly offX: number;
}

/** Which matvec variant runs (first rule that holds). */
export const MATVEC_RULES: readonly Rule<MatvecArgs, MatvecWidth>[] = [
  {
    when: (a) => [a.cols, a.ldw, a.offW, a.offX].every((v) => v % 4 === 0),
    variant: '_vec4',
    why: 'cols, the row stride and both offsets are multiples of 4 (16-byte vec4 loads)',
  },
  { when: always, variant: '', why: 'scalar loads' },
];

/** y [rows] = W [rows, cols] · x [cols], f32. W may be any view: one read row-major in place (a row or
 * column slice), anything else — a transposed view too — is made contiguous() first; a strided x likewise
 * (it is small). vec4 loads when MATVEC_RULES allow. */
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
    if (cols === 0) return device.fill(y, 0);
    const info = device.info;
    let W: Operand | undefined, xc: Tensor | undefined;
    try {
      // The row kernel reads W row-major; a transposed W would be read down its columns, so it is copied.
      W = operand('matvec', 'w', w, false, info, ['n']);
      xc = x.contiguous();
      expectIndexable('matvec', 'x', xc.offset + cols - 1);
      const args = { cols, ldw: W.ld, offW: W.offset, offX: xc.offset };
      const width = choose(MATVEC_RULES, args, info);
      const q = width === '_vec4' ? 4 : 1;
      launch(device, MATVEC_KERNEL, `f32${width}`, {
        tensors: [W.t, xc, y],
        push: { rows, cols, offW: W.offset / q, offX: xc.offset / q, offY: y.offset, ldw: W.ld / q },
        label: `${rows}x${cols}`,
        cost: matvecCost(rows, cols),
      });
    } finally {
      release(W);
      if (xc && xc !== x) xc.destroy();
    }
  });
}
