// gemm for f16 and bf16 operands (ops.ts's gemm() comes here for them): f32 accumulation, an f32 result
// or one rounded to the input dtype, batched over a leading dimension (either operand may be one matrix,
// used for every batch), transposed and sliced operands read in place as the f32 gemm reads them. The
// kernel is chosen by GEMM_HALF_PATH_RULES from the device's cooperative-matrix shapes; `path` forces one.
import { holdsWorkgroup, type DeviceInfo } from '../../device/capabilities.ts';
import { CapabilityError, SizeError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectDType, fmtShape, output, recordInto } from '../args.ts';
import { ArgumentError, DTypeError, ShapeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { always, choose, type Rule } from '../select.ts';
import { scaledBf16Gemm, type ScaledSide } from './bf16-scaled.ts';
import { gemmHalfCost } from './cost.ts';
import {
  COOPMAT2_TILES,
  COOPMAT_TILE,
  COOPMAT_TILES,
  DEFAULT_COOPMAT2_TILE,
  DEFAULT_COOPMAT_TILE,
  GEMM_COOPMAT2_KERNEL,
  GEMM_COOPMAT_KERNEL,
  GEMM_HALF_KERNEL,
  coopmat2Variant,
  coopmatSharedBytes,
  coopmatVariant,
  coopmatWorkgroup,
  halfVariant,
  type Coopmat2TileName,
  type CoopmatTileName,
  type HalfDType,
} from './half-kernels.ts';
import type { OperandLayout } from './kernels.ts';
import { OPERAND_RULES, chooseTile } from './rules.ts';

/** The kernels of the half-precision gemm: KHR cooperative matrices, NV cooperative matrix 2, or
 * shared-memory FMA (any device). */
export type GemmHalfKernelPath = 'coopmat' | 'coopmat2' | 'fma';

/** How the half-precision gemm runs: one of its kernels, or for bf16 'scaled' (bf16-scaled.ts: the operands
 * scaled by powers of two into exact f16, the f16 gemm's own path, the product scaled back). */
export type GemmHalfPath = GemmHalfKernelPath | 'scaled';

export interface GemmHalfArgs {
  readonly dtype: HalfDType;
  /** 2 M N K per batch, times the batch, where the caller knows the product (else taken as large). */
  readonly flops?: number;
}

/** The smallest bf16 product (flops) the 'scaled' path is chosen for by default: its three extra dispatches
 * (two scales, the unscale) cost a few microseconds of launches and a pass over each operand and the
 * result; 2^30 flops take ~30 us on the bf16 FMA kernel (~33 TFLOP/s). The path ran 4.2x / 5.5x the FMA
 * kernel at 4096^3 / 8192^3 on an H100 (bench/gemm-bf16.ts, docs/bench/README.md); this threshold is a
 * prediction, no smaller product timed. */
export const BF16_SCALED_MIN_FLOPS = 2 ** 30;

/** Whether the device lists the subgroup f16 x f16 -> f32 16 x 16 x 16 KHR cooperative matrix and runs the
 * 32-wide subgroups the kernels' warp tiles are laid out for, on Vulkan 1.3 with float16 arithmetic and
 * 16-bit storage (what gemm_coopmat and conv2d_coopmat need besides their workgroup and shared memory). */
export function hasKhrF16Fragments(info: DeviceInfo): boolean {
  const { m, n, k } = COOPMAT_TILE.shape;
  const [major = 0, minor = 0] = info.apiVersion.split('.').map(Number);
  return (
    info.cooperativeMatrix.khr &&
    info.cooperativeMatrix.khrShapes.some(
      (s) =>
        s.m === m &&
        s.n === n &&
        s.k === k &&
        s.a === 'float16' &&
        s.b === 'float16' &&
        s.c === 'float32' &&
        s.result === 'float32' &&
        s.scope === 'subgroup',
    ) &&
    info.subgroup.minSize === COOPMAT_TILE.subgroupSize &&
    info.subgroup.maxSize === COOPMAT_TILE.subgroupSize &&
    info.numeric.float16 &&
    info.numeric.storage16 &&
    (major > 1 || minor >= 3)
  );
}

/** Whether the device runs gemm_coopmat at `tile` (hasKhrF16Fragments, with the workgroup and shared memory
 * of `tile` for the layouts `ab`; without it, for all four). */
export function hasCoopmatF16(info: DeviceInfo, tile: CoopmatTileName = DEFAULT_COOPMAT_TILE, ab?: string): boolean {
  const t = COOPMAT_TILES[tile];
  return hasKhrF16Fragments(info) && holdsWorkgroup(info, coopmatWorkgroup(t), coopmatSharedBytes(t, ab));
}

/** Why the device cannot run gemm_coopmat at `tile` for the layouts `ab` (undefined: it can). */
export const coopmatShortfall = (info: DeviceInfo, tile: CoopmatTileName = DEFAULT_COOPMAT_TILE, ab?: string): string | undefined =>
  hasCoopmatF16(info, tile, ab)
    ? undefined
    : `${info.name} lacks the KHR cooperative matrix f16 x f16 -> f32 16x16x16 (subgroup scope) with 32-wide subgroups, ` +
      `workgroups of ${coopmatWorkgroup(COOPMAT_TILES[tile])} and ${coopmatSharedBytes(COOPMAT_TILES[tile], ab)} bytes of shared memory on Vulkan 1.3`;

/** Whether NV cooperative matrix 2 (workgroup scope, tensor addressing) takes f16 x f16 -> f32 products of
 * every M x N x K in `products` in workgroups of `workgroup` invocations: a flexible shape for that
 * workgroup size (the granularities depend on it) whose granularity divides each. */
export function hasCoopmat2Products(
  info: DeviceInfo,
  workgroup: number,
  products: readonly (readonly [number, number, number])[],
): boolean {
  const c = info.cooperativeMatrix.nv2;
  if (!c || !c.workgroupScope || !c.tensorAddressing || c.maxWorkgroupSize < workgroup) return false;
  if (!info.numeric.float16 || !info.numeric.storage16) return false;
  const shapes = c.flexibleShapes.filter(
    (s) =>
      s.a === 'float16' &&
      s.b === 'float16' &&
      s.c === 'float32' &&
      s.result === 'float32' &&
      s.scope === 'workgroup' &&
      (s.workgroupInvocations === undefined || s.workgroupInvocations === workgroup),
  );
  return products.every(
    ([m, n, k]) => Math.max(m, n, k) <= c.maxFlexibleDimension && shapes.some((s) => m % s.m === 0 && n % s.n === 0 && k % s.k === 0),
  );
}

/** Whether the device runs gemm_coopmat2 at `tile`: its product, in its workgroup (hasCoopmat2Products). */
export function hasCoopmat2F16(info: DeviceInfo, tile: Coopmat2TileName = DEFAULT_COOPMAT2_TILE): boolean {
  const { bm, bn, bk, workgroup } = COOPMAT2_TILES[tile];
  return hasCoopmat2Products(info, workgroup, [[bm, bn, bk]]);
}

/** Why the device cannot run gemm_coopmat2 at `tile` (undefined: it can). */
export const coopmat2Shortfall = (info: DeviceInfo, tile: Coopmat2TileName = DEFAULT_COOPMAT2_TILE): string | undefined =>
  hasCoopmat2F16(info, tile)
    ? undefined
    : `${info.name} lacks NV cooperative matrix 2 (workgroup scope, tensor addressing, a flexible f16 x f16 -> f32 shape ` +
      `dividing ${tile}, workgroups of ${COOPMAT2_TILES[tile].workgroup})`;

/** Whether the device runs the f16 gemm on cooperative matrices (coopmat2 or KHR at their default tiles):
 * where bf16's 'scaled' path and quant.gemm's f16 path pay. */
export const hasTensorCores = (info: DeviceInfo): boolean => hasCoopmat2F16(info) || hasCoopmatF16(info);

/** Which kernel the half-precision gemm runs (first rule that holds). */
export const GEMM_HALF_PATH_RULES: readonly Rule<GemmHalfArgs, GemmHalfPath>[] = [
  // On the H200 (driver 580.159) gemm_coopmat2 reaches 252-273 TFLOP/s at 4096^3-8192^3 and 212-245 at
  // the LLM prefill shapes, against gemm_coopmat's 109-126 (vkts tune gemm, docs/bench/README.md).
  {
    when: (a, d) => a.dtype === 'f16' && hasCoopmat2F16(d),
    variant: 'coopmat2',
    why: 'f16 on a device with NV cooperative matrix 2 (workgroup-scope tensor loads, the fastest there)',
  },
  {
    when: (a, d) => a.dtype === 'f16' && hasCoopmatF16(d),
    variant: 'coopmat',
    why: 'f16 on a device with the f16 x f16 -> f32 16x16x16 KHR cooperative matrix and 32-wide subgroups',
  },
  {
    when: (a, d) => a.dtype === 'bf16' && hasTensorCores(d) && (a.flops ?? Infinity) >= BF16_SCALED_MIN_FLOPS,
    variant: 'scaled',
    why:
      'bf16 from BF16_SCALED_MIN_FLOPS on a device with f16 cooperative matrices: the operands scaled by powers of two into exact f16 ' +
      'for the f16 tensor-core gemm (bf16 cooperative matrices need GL_EXT_bfloat16, which glslc 2025.2 lacks)',
  },
  {
    when: (a) => a.dtype === 'bf16',
    variant: 'fma',
    why: 'bf16 without f16 cooperative matrices, or a product too small to repay the scaling passes: the FMA kernel',
  },
  { when: always, variant: 'fma', why: 'no usable cooperative matrix: the shared-memory FMA kernel' },
];

export interface GemmHalfOptions {
  transA?: boolean;
  transB?: boolean;
  out?: Tensor;
  accumulate?: boolean;
  outDtype?: 'f32' | HalfDType;
  tile?: 64 | 128;
  path?: GemmHalfPath;
  coopmatTile?: CoopmatTileName | Coopmat2TileName;
}

/** A batched operand as the kernel reads it: the bound tensor, the layout of its matrices, the element
 * offset, row stride and batch stride (0: one matrix for every batch). */
interface Operand {
  readonly t: Tensor;
  readonly layout: OperandLayout;
  readonly offset: number;
  readonly ld: number;
  readonly batchStride: number;
  /** The extent of the stored rows (the contiguous dimension), for the vector-load check. */
  readonly rowLength: number;
  readonly temp?: Tensor;
}

interface Matrices {
  readonly batch: number;
  readonly shape: readonly [number, number];
  readonly strides: readonly [number, number];
}

/** The logical matrices of `t` (rank 2 or 3; swap: their transposes). */
function matricesOf(t: Tensor, swap: boolean): Matrices {
  const r = t.shape.length;
  const [rows, cols] = [t.shape[r - 2]!, t.shape[r - 1]!],
    [sr, sc] = [t.strides[r - 2]!, t.strides[r - 1]!];
  const batch = r === 3 ? t.shape[0]! : 1;
  return swap ? { batch, shape: [cols, rows], strides: [sc, sr] } : { batch, shape: [rows, cols], strides: [sr, sc] };
}

/** `t` (swap: its matrices transposed) read in place when OPERAND_RULES allow, else from a contiguous() copy. */
function operand(name: string, t: Tensor, swap: boolean, info: DeviceInfo): Operand {
  let src = t,
    temp: Tensor | undefined;
  let v = matricesOf(t, swap);
  let layout = choose(OPERAND_RULES, v, info);
  if (layout === 'copy') {
    src = temp = t.contiguous();
    v = matricesOf(src, swap);
    layout = choose(OPERAND_RULES, v, info);
    if (layout === 'copy') throw new Error(`gemm: ${name}: a contiguous copy is not readable in place`);
  }
  const [[r, c], [sr, sc]] = [v.shape, v.strides];
  const batchStride = v.batch > 1 ? src.strides[0]! : 0;
  const last = src.offset + (v.batch - 1) * batchStride + (r - 1) * sr + (c - 1) * sc;
  if (last >= 2 ** 32) {
    temp?.destroy();
    throw new SizeError(`gemm: ${name} reaches element ${last} of its buffer; the kernel indexes below 2^32`);
  }
  const ld = layout === 'n' ? (r > 1 ? sr : 0) : c > 1 ? sc : 0;
  return { t: src, layout, offset: src.offset, ld, batchStride, rowLength: layout === 'n' ? c : r, temp };
}

/** `t`'s matrices (matricesOf) as bf16_scale reads them: a row a scale, over A's rows, or over B's columns
 * (`columns`: B's logical [K, N] read down its columns). */
function scaledSide(t: Tensor, v: Matrices, columns = false): ScaledSide {
  const [[r, c], [sr, sc]] = [v.shape, v.strides];
  const batchStride = v.batch > 1 ? t.strides[0]! : 0;
  return columns
    ? { t, batches: v.batch, rows: c, cols: r, offset: t.offset, ldr: sc, ldk: sr, batchStride }
    : { t, batches: v.batch, rows: r, cols: c, offset: t.offset, ldr: sr, ldk: sc, batchStride };
}

/** The layout operand() will read `t` in (a contiguous copy of a matrix neither way contiguous is read
 * row-major, its transpose column-major). */
function layoutOf(t: Tensor, swap: boolean, info: DeviceInfo): OperandLayout {
  const l = choose(OPERAND_RULES, matricesOf(t, swap), info);
  return l === 'copy' ? (swap ? 't' : 'n') : l;
}

/** Workgroups of gemm_coopmat2's default 128 x 256 tile below which its 128 x 128 x 64 tile runs instead (about
 * one per SM of the H200's 132): on the H200 (driver 580.159) 512 x 4096 x 14336, 64 workgroups of 128 x 256,
 * ran at 142 TFLOP/s there and 243-245 at 128 x 128 x 64 (vkts tune gemm), 1280 x 1504 x 3840 (60) 77.8 and
 * 140.8 (bench/gemm-sweep.ts, docs/bench/h200-2026-12-04b), while 128 x 256 won with 224 workgroups (512 x
 * 14336 x 4096, 212) and 512 (4096^3, 252). */
export const COOPMAT2_WIDE_MIN_GROUPS = 128;

/** gemm_coopmat2's tile for a product of batch x M x N outputs (first rule that holds). */
export const COOPMAT2_TILE_RULES: readonly Rule<{ M: number; N: number; batch: number }, Coopmat2TileName>[] = [
  {
    when: (a) => {
      const t = COOPMAT2_TILES[DEFAULT_COOPMAT2_TILE];
      return a.batch * Math.ceil(a.M / t.bm) * Math.ceil(a.N / t.bn) < COOPMAT2_WIDE_MIN_GROUPS;
    },
    variant: '128x128k64',
    why: `fewer than ${COOPMAT2_WIDE_MIN_GROUPS} workgroups of the 128 x 256 tile: twice as many of 128 x 128 fill the GPU`,
  },
  { when: always, variant: DEFAULT_COOPMAT2_TILE, why: 'the 128 x 256 tile, the fastest where its workgroups fill the GPU' },
];

/** The cooperative-matrix tile `name` of `path`, checked (undefined name: the path's default; coopmat2's by the
 * product's shape, COOPMAT2_TILE_RULES). */
function coopTileOf(
  path: GemmHalfPath,
  name: string | undefined,
  product: { M: number; N: number; batch: number },
  info: DeviceInfo,
): CoopmatTileName | Coopmat2TileName | undefined {
  if (name === undefined)
    return path === 'coopmat' ? DEFAULT_COOPMAT_TILE : path === 'coopmat2' ? choose(COOPMAT2_TILE_RULES, product, info) : undefined;
  const tiles = path === 'coopmat' ? COOPMAT_TILES : path === 'coopmat2' ? COOPMAT2_TILES : undefined;
  if (!tiles)
    throw new ArgumentError(`gemm: coopmatTile ${JSON.stringify(name)} chooses a cooperative-matrix tile; this gemm runs path '${path}'`);
  if (!Object.hasOwn(tiles, name))
    throw new ArgumentError(
      `gemm: coopmatTile ${JSON.stringify(name)} for path '${path}': expected one of ${Object.keys(tiles).join(', ')}`,
    );
  return name as CoopmatTileName | Coopmat2TileName;
}

const octet = (o: Operand): boolean => [o.rowLength, o.ld, o.offset, o.batchStride].every((x) => x % 8 === 0);

/** The half-precision gemm (ops.ts's gemm() for f16/bf16 a; the options are GemmOptions). */
export function gemmHalf(a: Tensor, b: Tensor, opts: GemmHalfOptions): Tensor {
  const device = deviceOf('gemm', { a, b });
  const dtype = a.dtype as HalfDType;
  expectDType('gemm', 'b', b, dtype);
  const transA = !!opts.transA,
    transB = !!opts.transB;
  for (const [name, t, layout] of [
    ['a', a, transA ? '[K, M] (transA)' : '[M, K]'],
    ['b', b, transB ? '[N, K] (transB)' : '[K, N]'],
  ] as const) {
    if (t.shape.length !== 2 && t.shape.length !== 3)
      throw new ShapeError(`gemm: ${name} has shape ${fmtShape(t.shape)}, expected ${layout} or [batch, ${layout.slice(1)}`);
  }
  const A = matricesOf(a, transA),
    B = matricesOf(b, transB); // the logical [K, N] matrices
  const [M, K] = A.shape,
    [Kb, N] = B.shape;
  if (Kb !== K)
    throw new ShapeError(
      `gemm: a ${fmtShape(a.shape)} and b ${fmtShape(b.shape)} do not chain: b must be ${transB ? `[N, ${K}] (transB)` : `[${K}, N]`}`,
    );
  const batched = a.shape.length === 3 || b.shape.length === 3;
  if (a.shape.length === 3 && b.shape.length === 3 && A.batch !== B.batch)
    throw new ShapeError(`gemm: a ${fmtShape(a.shape)} and b ${fmtShape(b.shape)} have different batches (${A.batch} and ${B.batch})`);
  const batch = Math.max(a.shape.length === 3 ? A.batch : 1, b.shape.length === 3 ? B.batch : 1);
  const outDtype = opts.outDtype ?? (opts.out?.dtype === dtype ? dtype : 'f32');
  if (outDtype !== 'f32' && outDtype !== dtype)
    throw new DTypeError(`gemm: outDtype ${String(outDtype)} for ${dtype} inputs: expected f32 or ${dtype}`);
  if (opts.accumulate && !opts.out) throw new ArgumentError('gemm: accumulate adds to out: pass the out tensor to add to');
  const info = device.info;
  const path = opts.path ?? choose(GEMM_HALF_PATH_RULES, { dtype, flops: 2 * M * N * K * batch }, info);
  const coopTile = coopTileOf(path, opts.coopmatTile, { M, N, batch }, info);
  if (path === 'scaled') {
    if (dtype !== 'bf16') throw new ArgumentError(`gemm: path 'scaled' runs bf16 inputs (got ${dtype}: f16 runs the f16 kernels directly)`);
  } else if (path !== 'fma') {
    if (dtype !== 'f16') throw new ArgumentError(`gemm: path '${path}' runs f16 inputs (got ${dtype}; see GEMM_HALF_PATH_RULES)`);
    const ab = `${layoutOf(a, transA, info)}${layoutOf(b, transB, info)}`;
    const why =
      path === 'coopmat' ? coopmatShortfall(info, coopTile as CoopmatTileName, ab) : coopmat2Shortfall(info, coopTile as Coopmat2TileName);
    if (why) throw new CapabilityError(`gemm: path '${path}'${opts.coopmatTile ? ` tile ${opts.coopmatTile}` : ''}: ${why}`);
  }
  const shape = batched ? [batch, M, N] : [M, N];
  const out = output('gemm', device, opts.out, outDtype, shape, { a, b });
  if (M * N * batch === 0) return out.t;
  return recordInto(out, (c) => {
    if (K === 0) {
      if (!opts.accumulate) device.fill(c, 0); // an empty sum; no dispatch over empty operands
      return;
    }
    if (c.offset + batch * M * N - 1 >= 2 ** 32)
      throw new SizeError(`gemm: out reaches element ${c.offset + batch * M * N - 1}; the kernel indexes below 2^32`);
    if (path === 'scaled') {
      const product = (a16: Tensor, b16: Tensor, p: Tensor): void => void gemmHalf(a16, b16, { transB: true, out: p, tile: opts.tile });
      const g = { M, N, batch, accumulate: !!opts.accumulate, outDtype: outDtype as 'f32' | 'bf16' };
      return scaledBf16Gemm(device, scaledSide(a, A), scaledSide(b, B, true), c, g, product);
    }
    let Ao: Operand | undefined, Bo: Operand | undefined;
    try {
      Ao = operand('a', a, transA, info);
      Bo = operand('b', b, transB, info);
      const ab = `${Ao.layout}${Bo.layout}`;
      const half = outDtype === 'f32' ? 'f32' : 'half';
      const vec = path === 'coopmat' && octet(Ao) && octet(Bo);
      const q = vec ? 8 : 1;
      const push = {
        M,
        N,
        K,
        offA: Ao.offset / q,
        offB: Bo.offset / q,
        offC: c.offset,
        lda: Ao.ld / q,
        ldb: Bo.ld / q,
        batchA: Ao.batchStride / q,
        batchB: Bo.batchStride / q,
        accumulate: opts.accumulate ? 1 : 0,
        batch,
      };
      const run = { tensors: [Ao.t, Bo.t, c], push, label: `${batch > 1 ? `${batch}x` : ''}${M}x${N}x${K}` };
      const cost = gemmHalfCost(M, N, K, batch, outDtype === 'f32' ? 4 : 2, path === 'fma' ? 'f32' : 'f16-coopmat');
      if (path === 'coopmat') {
        // A tile other than the default has 16-byte loads only: operands that are not 8-aligned run the
        // default tile's element loads (its own shared memory, checked here).
        const tile = vec ? (coopTile as CoopmatTileName) : DEFAULT_COOPMAT_TILE;
        const why = tile === coopTile ? undefined : coopmatShortfall(info, tile, ab);
        if (why) throw new CapabilityError(`gemm: path 'coopmat' on operands that are not 8-aligned runs tile ${tile}: ${why}`);
        launch(device, GEMM_COOPMAT_KERNEL, coopmatVariant(half, ab, vec ? '_vec8' : '', tile), { ...run, cost });
      } else if (path === 'coopmat2')
        launch(device, GEMM_COOPMAT2_KERNEL, coopmat2Variant(half, ab, coopTile as Coopmat2TileName), { ...run, cost });
      else launch(device, GEMM_HALF_KERNEL, halfVariant(dtype, half, ab, chooseTile({ M, N, tile: opts.tile }, info)), { ...run, cost });
    } finally {
      Ao?.temp?.destroy();
      Bo?.temp?.destroy();
    }
  });
}
