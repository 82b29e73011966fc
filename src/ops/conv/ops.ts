// Convolutions with PyTorch's semantics over NCHW (conv2d) and NCL (conv1d) f32 or f16 tensors: stride, zero
// padding, dilation and groups, an optional bias. x, w and the bias may be any views; those that are not
// contiguous are copied contiguous() first (the kernels read contiguous rows). CONV_PATH_RULES picks the
// kernel: f16 convolutions of many channels (UNFOLD_MIN_CHANNELS outputs, UNFOLD_MIN_K products per output, one
// group) on a device with NV cooperative matrix 2 are unfolded (im2col) into gemm() (unfold.ts); other f16
// groups of at least GEMM_MIN_CHANNELS input and output channels run conv2d_coopmat on a device with KHR
// cooperative matrices (the implicit GEMM on tensor cores); other groups of at least
// GEMM_MIN_CHANNELS output channels conv2d_gemm (an implicit GEMM over the flattened output pixels, so
// conv1d, the 2-D kernel with h = 1, is as fast; on a grid of few workgroups its k tiles split over several,
// splitKFor); groups of fewer (depthwise and the like) the direct kernel.
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectDType, expectShape, output, recordInto, shapeLabel, type OutOptions } from '../args.ts';
import { ArgumentError, DTypeError, ShapeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { hasCoopmat2F16, hasKhrF16Fragments } from '../matmul/half-ops.ts';
import { convert } from '../convert/ops.ts';
import { always, choose, type Rule } from '../select.ts';
import { holdsWorkgroup, type DeviceInfo } from '../../device/capabilities.ts';
import { CapabilityError } from '../../device/errors.ts';
import { cost } from '../cost.ts';
import { convCost } from './cost.ts';
import { pairOf, positiveShape, windowOut, withContiguous, type Pair } from './geometry.ts';
import { unfoldConvolve } from './unfold.ts';
import {
  CONV2D_COOPMAT_KERNEL,
  CONV2D_GEMM_KERNEL,
  CONV2D_KERNEL,
  CONV_SPLITK_KERNEL,
  CONV_COOPMAT_TILES,
  CONV_COOPMAT_TILE_NAMES,
  CONV_DTYPES,
  CONV_GEMM_TILES,
  CONV_GEMM_TILE_NAMES,
  CONV_IN_SLOTS,
  CONV_OCB,
  CONV_TILE,
  CONV_W_SLOTS,
  convCoopmatSharedBytes,
  convCoopmatWorkgroup,
  type ConvCoopmatTileName,
  type ConvDType,
  type ConvGemmTileName,
} from './kernels.ts';

/** Output channels per group from which conv2d runs the implicit GEMM (fewer waste most of its 64-channel
 * blocks; the direct kernel's are 8). */
export const GEMM_MIN_CHANNELS = 16;

export interface Conv2dOptions extends OutOptions {
  /** One f32 per output channel, added to every output of that channel. */
  bias?: Tensor;
  /** Step between windows: a number or [h, w] (default 1). */
  stride?: Pair;
  /** Zeros added on each side: a number or [h, w] (default 0); or PyTorch's 'valid' (none) or 'same' (the
   * output as large as the input, stride 1 only: dilation (k - 1) zeros in all, the smaller half before). */
  padding?: Pair | ConvPaddingMode;
  /** Step between kernel taps: a number or [h, w] (default 1). */
  dilation?: Pair;
  /** Input and output channels split into this many independent groups (default 1; C for depthwise). */
  groups?: number;
  /** Force conv2d_gemm's block tile by name (one of CONV_GEMM_TILE_NAMES; for tests and the tile sweep):
   * the implicit GEMM then runs whatever the channel count. Default: defaultTile's choice. */
  tile?: ConvGemmTileName;
  /** Force the kernel family: 'coopmat' (f16 on KHR cooperative matrices, whatever the channel counts; a
   * CapabilityError where the device lacks them), 'fma' (the f32-sum kernels, conv2d_gemm or direct) or
   * 'unfold' (f16, one group: im2col and gemm(), on any device). Default: CONV_PATH_RULES's choice. */
  path?: ConvPath;
  /** With path 'coopmat': force conv2d_coopmat's tile by name (for tests and the sweep). Default:
   * coopmatTile's choice. */
  coopmatTile?: ConvCoopmatTileName;
  /** Split the implicit GEMM's k tiles (either path's) over this many workgroups per output block (an integer
   * >= 1; 1: no split), their f32 partial sums added by a second pass (conv_splitk.comp), for tests and the
   * sweep. Default: splitKFor's choice. */
  splitK?: number;
}

/** The conv2d kernel families: the implicit GEMM on tensor cores (f16), FMA sums, or (f16, conv2d and conv1d
 * with one group) im2col and gemm(). */
export type ConvPath = 'coopmat' | 'fma' | 'unfold';

/** PyTorch's string paddings of conv1d / conv2d. */
export type ConvPaddingMode = 'same' | 'valid';

export interface Conv1dOptions extends OutOptions {
  bias?: Tensor;
  stride?: number | readonly [number];
  padding?: number | readonly [number] | ConvPaddingMode;
  dilation?: number | readonly [number];
  groups?: number;
  /** As conv2d's: force the tensor-core kernel ('coopmat', f16), the FMA ones ('fma') or im2col and gemm()
   * ('unfold', f16, one group). */
  path?: ConvPath;
  /** As conv2d's, with path 'coopmat'. */
  coopmatTile?: ConvCoopmatTileName;
  /** As conv2d's. */
  splitK?: number;
}

export interface Geometry {
  stride: [number, number];
  /** Zeros before each dimension (after too, but for 'same' with an odd total, one more after). */
  padding: [number, number];
  dilation: [number, number];
  groups: number;
  /** padding 'same': the padding is set from the kernel's size and the output is the input's size. */
  same: boolean;
}

/**
 * PyTorch's conv2d (cross-correlation, NCHW): x [N, C, H, W] and w [O, C / groups, kH, kW] give
 * y [N, O, outH, outW], outH = floor((H + 2 padding - dilation (kH - 1) - 1) / stride) + 1 (so for W),
 * y[n, o] = bias[o] + sum over the C / groups input channels of o's group of x ⋆ w[o]. x, w, the bias and y are
 * all f32 or all f16 (read and written as f16; the sums in f32, y rounded once).
 */
export function conv2d(x: Tensor, w: Tensor, opts: Conv2dOptions = {}): Tensor<ConvDType> {
  const op = 'conv2d';
  const g = geometry(op, opts, 2, true);
  return convolve(op, x, w, opts, g, positiveShape(op, 'x', x, 4, '[N, C, H, W]'), positiveShape(op, 'w', w, 4, '[O, C / groups, kH, kW]'));
}

/** PyTorch's conv1d: x [N, C, L] and w [O, C / groups, k] give y [N, O, outL] (conv2d with H = kH = 1). */
export function conv1d(x: Tensor, w: Tensor, opts: Conv1dOptions = {}): Tensor<ConvDType> {
  const op = 'conv1d';
  const g = geometry(op, opts, 1, true);
  const [n, c, l] = positiveShape(op, 'x', x, 3, '[N, C, L]');
  const [o, cg, k] = positiveShape(op, 'w', w, 3, '[O, C / groups, k]');
  return convolve(op, x, w, opts, g, [n!, c!, 1, l!], [o!, cg!, 1, k!]);
}

/** The checked stride, padding, dilation and groups of a conv options object (1-D: h is neutral); `modes`:
 * whether padding may be 'same' or 'valid' (conv1d and conv2d, as PyTorch's; not the transposed ones). */
export function geometry(op: string, opts: Conv2dOptions | Conv1dOptions, dims: 1 | 2, modes = false): Geometry {
  const groups = opts.groups ?? 1;
  if (typeof groups !== 'number' || !Number.isSafeInteger(groups) || groups < 1)
    throw new ArgumentError(`${op}: groups must be an integer >= 1 (got ${JSON.stringify(groups)})`);
  const stride = pairOf(op, 'stride', opts.stride ?? 1, 1, dims);
  const dilation = pairOf(op, 'dilation', opts.dilation ?? 1, 1, dims);
  const p = opts.padding ?? 0;
  if (typeof p === 'string' && modes && (p === 'same' || p === 'valid')) {
    if (p === 'same' && (stride[0] !== 1 || stride[1] !== 1))
      throw new ArgumentError(`${op}: padding 'same' needs stride 1 (got stride ${JSON.stringify(opts.stride)}), as PyTorch's`);
    return { stride, padding: [0, 0], dilation, groups, same: p === 'same' };
  }
  if (typeof p === 'string')
    throw new ArgumentError(
      `${op}: padding must be ${modes ? "'same', 'valid', " : ''}an integer${dims === 2 ? ' or a pair [h, w] of integers' : ''} >= 0 (got ${JSON.stringify(p)})`,
    );
  return { stride, padding: pairOf(op, 'padding', p, 0, dims), dilation, groups, same: false };
}

/** The push values of a geometry: stride, padding and dilation along H and W. */
export const geometryPush = ({ stride, padding, dilation }: Geometry) => ({
  sh: stride[0],
  sw: stride[1],
  ph: padding[0],
  pw: padding[1],
  dh: dilation[0],
  dw: dilation[1],
});

/** The operands' device, after checking their dtypes (x one of `dtypes`, w and the bias x's) and that groups
 * divides the C input channels. */
export function operandsOf(
  op: string,
  x: Tensor,
  w: Tensor,
  bias: Tensor | undefined,
  c: number,
  groups: number,
  dtypes: readonly ConvDType[] = ['f32'],
): Device {
  const device = deviceOf(op, bias ? { x, w, bias } : { x, w });
  if (!(dtypes as readonly string[]).includes(x.dtype))
    throw new DTypeError(`${op}: x is ${x.describe()}, expected ${dtypes.join(' or ')}`);
  expectDType(op, 'w', w, x.dtype);
  if (bias) expectDType(op, 'bias', bias, x.dtype);
  if (c % groups !== 0) throw new ShapeError(`${op}: x has ${c} channels, not divisible by groups = ${groups}`);
  return device;
}

export function expectBias(op: string, bias: Tensor | undefined, o: number): void {
  if (bias) expectShape(op, 'bias', bias, [o], 'one value per output channel');
}

function convolve(
  op: string,
  x: Tensor,
  w: Tensor,
  opts: OutOptions & ConvKernelOptions & { bias?: Tensor },
  geo: Geometry,
  [n, c, h, wd]: number[],
  [o, cg, kh, kw]: number[],
): Tensor<ConvDType> {
  const { bias } = opts;
  const { groups } = geo;
  checkKernelOptions(op, opts);
  const device = operandsOf(op, x, w, bias, c!, groups, CONV_DTYPES);
  const dtype = x.dtype as ConvDType;
  if (o! % groups !== 0) throw new ShapeError(`${op}: w has ${o} output channels, not divisible by groups = ${groups}`);
  if (cg !== c! / groups)
    throw new ShapeError(`${op}: w has ${cg} input channels per group, expected C / groups = ${c} / ${groups} = ${c! / groups}`);
  expectBias(op, bias, o!);
  // 'same': dilation (k - 1) zeros per dimension, the smaller half before; the output has the input's size, so
  // the larger half after is what the kernel's bounds checks read as zeros
  const g = geo.same
    ? { ...geo, padding: [(geo.dilation[0] * (kh! - 1)) >> 1, (geo.dilation[1] * (kw! - 1)) >> 1] as [number, number] }
    : geo;
  const { stride, padding, dilation } = g;
  const oh = g.same ? h! : windowOut(op, 'H', h!, kh!, stride[0], padding[0], dilation[0]);
  const ow = g.same ? wd! : windowOut(op, op === 'conv1d' ? 'L' : 'W', wd!, kw!, stride[1], padding[1], dilation[1]);
  const shape = op === 'conv1d' ? [n!, o!, ow] : [n!, o!, oh, ow];
  const out = output(op, device, opts.out, dtype, shape, { x, w, bias });
  const og = o! / groups;
  const dims = { n: n!, c: c!, h: h!, w: wd!, o: o!, groups, kh: kh!, kw: kw!, oh, ow };
  const path = convPath(op, opts, { dtype, cg: cg!, og, groups, k: cg! * kh! * kw! }, device.info);
  const tile =
    path === 'fma'
      ? (opts.tile ??
        (og >= GEMM_MIN_CHANNELS || (opts.splitK ?? 1) > 1 ? defaultTile(n!, groups, og, oh * ow, kh! * kw! * cg!) : undefined))
      : undefined;
  const sfx = bias ? ('_bias' as const) : ('' as const);
  const label = `${shapeLabel(x.shape)} k${shapeLabel([kh!, kw!])} ${c}->${o}`;
  if (path === 'unfold')
    return recordInto(out, (y) =>
      withContiguous([x, w, bias], ([xc, wc, bc]) => unfoldConvolve(device, y, xc!, wc!, bc, dims, geometryPush(g), label)),
    );
  // the tensor-core kernel reads x and w channels-last: fresh copies (the transpose kernel), 16-byte aligned
  const operands = path === 'coopmat' ? [channelsLast(device, x, [n!, c!, h!, wd!]), channelsLast(device, w, [o!, cg!, kh!, kw!])] : [x, w];
  try {
    return recordInto(out, (y) => convolveInto(y, operands[0]!, operands[1]!));
  } finally {
    if (path === 'coopmat') operands.forEach((t) => t.destroy());
  }

  function convolveInto(y: Tensor, x: Tensor, w: Tensor): void {
    withContiguous([x, w, bias], ([xc, wc, bc]) => {
      const common = {
        tensors: bc ? [xc!, wc!, y, bc] : [xc!, wc!, y],
        label,
        cost: convCost(dims, !!bias, dtype === 'f16' ? 2 : 4, path === 'coopmat' ? 'f16-coopmat' : 'f32'),
      };
      const base = {
        ...dims,
        ...geometryPush(g),
        cg: cg!,
        og,
        offX: xc!.offset,
        offW: wc!.offset,
        offY: y.offset,
        offB: bc?.offset ?? 0,
      };
      // the implicit GEMM (a block tile of bm x bn, k tiles of bk channels): one dispatch, or (split-K) the
      // splits' partial sums and then their sum with the bias into y
      const implicitGemm = (
        t: { bm: number; bn: number; bk: number },
        dispatch: (
          out: '' | '_bias' | '_splitk',
          tensors: Tensor[],
          push: typeof base & { tilesP: number; mBlocks: number; kSplits?: number; splitTiles?: number },
        ) => void,
      ): void => {
        const grid = { ...base, tilesP: Math.ceil((oh * ow) / t.bn), mBlocks: Math.ceil(og / t.bm) };
        const kTiles = kh! * kw! * Math.ceil(cg! / t.bk);
        // on tensor cores only when asked: splitting lost at every layer of the H200 sweep (SPLIT_K_BELOW_GROUPS)
        const splits = opts.splitK ?? (path === 'fma' ? splitKFor(n! * groups * grid.mBlocks * grid.tilesP, kh! * kw! * cg!) : 1);
        const splitTiles = Math.ceil(kTiles / splits);
        const kSplits = Math.ceil(kTiles / splitTiles); // no empty split
        if (kSplits === 1) return dispatch(sfx, common.tensors, grid);
        const total = n! * o! * oh * ow;
        const part = device.alloc('f32', [kSplits, total]);
        try {
          dispatch('_splitk', [xc!, wc!, part], { ...grid, kSplits, splitTiles });
          launch(device, CONV_SPLITK_KERNEL, `${dtype}${sfx}`, {
            tensors: bc ? [part, y, bc] : [part, y],
            push: { total, splits: kSplits, plane: oh * ow, o: o!, offY: y.offset, offB: bc?.offset ?? 0 },
            label,
            cost: cost(4 * kSplits * total, (dtype === 'f16' ? 2 : 4) * total, kSplits * total, 'f32'),
          });
        } finally {
          part.destroy();
        }
      };
      if (path === 'coopmat') {
        const name = opts.coopmatTile ?? coopmatTile(cg!, kh! * kw! * cg!);
        return implicitGemm(CONV_COOPMAT_TILES[name], (out, tensors, push) =>
          launch(device, CONV2D_COOPMAT_KERNEL, `f16_${name}${out}`, { ...common, tensors, push }),
        );
      }
      if (tile)
        return implicitGemm(CONV_GEMM_TILES[tile], (out, tensors, push) =>
          launch(device, CONV2D_GEMM_KERNEL, `${dtype}_${tile}${out}`, { ...common, tensors, push }),
        );
      const tileH = (CONV_TILE - 1) * stride[0] + (kh! - 1) * dilation[0] + 1;
      const tileW = (CONV_TILE - 1) * stride[1] + (kw! - 1) * dilation[1] + 1;
      const fits = Math.min(cg!, Math.floor(CONV_IN_SLOTS / (tileH * tileW)), Math.floor(CONV_W_SLOTS / (kh! * kw! * CONV_OCB)));
      const direct = fits >= 1 ? ('' as const) : ('_direct' as const);
      launch(device, CONV2D_KERNEL, `${dtype}${direct}${sfx}`, {
        ...common,
        push: {
          ...base,
          ocBlocks: Math.ceil(og / CONV_OCB),
          tilesX: Math.ceil(ow / CONV_TILE),
          tilesY: Math.ceil(oh / CONV_TILE),
          cc: direct ? cg! : fits,
          tileH,
          tileW,
        },
      });
    });
  }
}

/** The kernel options of the convolutions, checked before anything is recorded. */
export interface ConvKernelOptions {
  tile?: ConvGemmTileName;
  path?: ConvPath;
  coopmatTile?: ConvCoopmatTileName;
  splitK?: number;
}

/** Checks the kernel options' values and that they agree (a tile names an FMA tile; coopmatTile goes with
 * path 'coopmat'). */
export function checkKernelOptions(op: string, opts: ConvKernelOptions): void {
  if (opts.tile !== undefined && !CONV_GEMM_TILE_NAMES.includes(opts.tile))
    throw new ArgumentError(`${op}: tile must be one of ${CONV_GEMM_TILE_NAMES.join(', ')} (got ${JSON.stringify(opts.tile)})`);
  if (opts.path !== undefined && opts.path !== 'coopmat' && opts.path !== 'fma' && opts.path !== 'unfold')
    throw new ArgumentError(`${op}: path must be 'coopmat', 'fma' or 'unfold' (got ${JSON.stringify(opts.path)})`);
  if ((opts.path === 'coopmat' || opts.path === 'unfold') && opts.tile !== undefined)
    throw new ArgumentError(
      `${op}: tile ${opts.tile} names an FMA tile; path '${opts.path}' has ${opts.path === 'coopmat' ? 'its own' : "gemm()'s"} (pass one or the other)`,
    );
  if (opts.path === 'unfold' && opts.splitK !== undefined)
    throw new ArgumentError(`${op}: splitK splits the implicit GEMM's k tiles; path 'unfold' runs gemm() (pass one or the other)`);
  if (opts.splitK !== undefined && (!Number.isSafeInteger(opts.splitK) || opts.splitK < 1))
    throw new ArgumentError(`${op}: splitK must be an integer >= 1 (got ${JSON.stringify(opts.splitK)})`);
  if (opts.coopmatTile !== undefined && (opts.path !== 'coopmat' || !CONV_COOPMAT_TILE_NAMES.includes(opts.coopmatTile)))
    throw new ArgumentError(
      `${op}: coopmatTile must be one of ${CONV_COOPMAT_TILE_NAMES.join(', ')}, with path 'coopmat' (got ${JSON.stringify(opts.coopmatTile)}, path ${JSON.stringify(opts.path)})`,
    );
}

/** The kernel family a convolution runs: forced by the options (a tile: 'fma') or CONV_PATH_RULES's choice,
 * with the tensor cores' requirements checked (typed errors). */
export function convPath(op: string, opts: ConvKernelOptions, a: ConvPathArgs, info: DeviceInfo): ConvPath {
  const path = opts.tile ? 'fma' : (opts.path ?? choose(CONV_PATH_RULES, a, info));
  if (path === 'unfold' && a.dtype !== 'f16') throw new DTypeError(`${op}: path 'unfold' takes f16 operands (got ${a.dtype})`);
  if (path === 'unfold' && a.groups !== 1)
    throw new ArgumentError(
      a.groups === undefined
        ? `${op}: path 'unfold' is conv1d's and conv2d's (a transposed convolution gathers its phases)`
        : `${op}: path 'unfold' takes groups = 1 (got ${a.groups})`,
    );
  if (path === 'coopmat' && a.dtype !== 'f16') throw new DTypeError(`${op}: path 'coopmat' takes f16 operands (got ${a.dtype})`);
  if (path === 'coopmat' && a.cg % 8 !== 0)
    throw new ShapeError(`${op}: path 'coopmat' reads input channels 8 at a time: C / groups must be a multiple of 8 (got ${a.cg})`);
  const shortfall = path === 'coopmat' ? convCoopmatShortfall(info) : undefined;
  if (shortfall) throw new CapabilityError(`${op}: path 'coopmat': ${shortfall}`);
  return path;
}

/** A fresh contiguous copy at offset 0 (the transpose kernel) of `t` viewed as `dims` and permuted by `order`:
 * an operand in the layout an implicit GEMM reads. A copy even where that view is contiguous already, so the
 * kernels can take offset 0 (16-byte aligned). */
export function permutedCopy(device: Device, t: Tensor, dims: number[], order: number[]): Tensor {
  const view = t.reshape(dims).permute(order);
  try {
    return convert(view, t.dtype, { out: device.alloc(t.dtype, view.shape) });
  } finally {
    view.destroy();
  }
}

/** `t` ([A, B, C, D] as `dims`, channels B) copied channels-last, [A, C, D, B]. */
export const channelsLast = (device: Device, t: Tensor, dims: number[]): Tensor => permutedCopy(device, t, dims, [0, 2, 3, 1]);

/** Workgroups from which the 64 x 128 tile fills the GPU: about 2 per SM of the H200's 132. It won with 392
 * (1x64x224x224 64 -> 64: 112.8 us against 64 x 64's 142.9) and with 256 (1x128x128x128 128 -> 128: 154.8
 * against 172.7 us; convTranspose2d 1x256x64x64 k4 s2 256 -> 128: 180.8 against 206.5); with 196 or fewer
 * the 64 x 64 tile's twice as many workgroups won every layer of the H200 sweeps (1x128x112x112 128 -> 128:
 * 143.5 us against 162.5; 1x256x56x56 256 -> 256: 184.7 against 203.9). Between 196 and 256: not measured. */
export const WIDE_TILE_MIN_GROUPS = 256;

/** Workgroups below which conv2d's implicit GEMM splits its k tiles (splitKFor), and the shortest k (input
 * channels x taps) a split is left with. On the H200 (bench/conv-sweep.ts, docs/bench/h200-2026-12-03c) two
 * splits of the FMA 64 x 64 tile's 196 workgroups took 1x256x56x56 3x3 256 -> 256 from 185.1 to 137.8 us and
 * the stride-2 128 -> 256 at 112x112 from 96.7 to 77.4 (three and four splits lost to two), while the 1x1
 * 256 -> 256 layer (k 256) ran slower split (29.3 against 26.0) and so did grids of 256 and more workgroups
 * (the bench layer's 392: 132.3 against 110.5). conv2d_coopmat's splits (f16, BK 32 and 64) lost at all six
 * layers of the same sweep, 196 workgroups included (1x256x56x56 3x3: 49.4 us unsplit, 59.1 in two), so the
 * tensor-core path splits only when the splitK option asks. */
export const SPLIT_K_BELOW_GROUPS = 256;
export const SPLIT_K_MIN_K = 256;

/** The k splits for an implicit GEMM of `workgroups` output blocks over k = input channels x taps: the fewest
 * of 2 and 4 that reach SPLIT_K_BELOW_GROUPS workgroups, as long as each split keeps SPLIT_K_MIN_K of k (1:
 * no split). */
export function splitKFor(workgroups: number, k: number): number {
  let splits = 1;
  while (splits < 4 && workgroups * splits < SPLIT_K_BELOW_GROUPS && k / (2 * splits) >= SPLIT_K_MIN_K) splits *= 2;
  return splits;
}

/** The implicit GEMM's tile for n images x groups of og output channels over `pixels` output pixels each:
 * the 64 x 128 tile from WIDE_TILE_MIN_GROUPS of its workgroups, or from half that many where a k of `k`
 * (input channels x taps; omitted: the product does not split) lets splitKFor split them in two — on the
 * H200 1x128x112x112 3x3 128 -> 128 (196 of them) ran 121.2 us so against the 64 x 64 tile's 132.6 unsplit,
 * 1x64x160x160 64 -> 64 83.1 against 89.3 and 2x128x80x80 128 -> 128 147.2 against 172.2 (bench/conv-sweep.ts,
 * docs/bench/h200-2026-12-03c) —, else 64 x 64. */
export function defaultTile(n: number, groups: number, og: number, pixels: number, k?: number): ConvGemmTileName {
  const wide = CONV_GEMM_TILES['64x128k8db'];
  const workgroups = n * groups * Math.ceil(og / wide.bm) * Math.ceil(pixels / wide.bn);
  if (workgroups >= WIDE_TILE_MIN_GROUPS) return '64x128k8db';
  return k !== undefined && 2 * workgroups >= WIDE_TILE_MIN_GROUPS && splitKFor(workgroups, k) === 2 ? '64x128k8db' : '64x64k16db';
}

/** Whether the device runs conv2d_coopmat at each of its tiles: the KHR f16 fragments, the workgroup and the
 * shared memory. */
export function hasConvCoopmat(info: DeviceInfo): boolean {
  return (
    hasKhrF16Fragments(info) &&
    Object.values(CONV_COOPMAT_TILES).every((t) => holdsWorkgroup(info, convCoopmatWorkgroup(t), convCoopmatSharedBytes(t)))
  );
}

/** Why the device cannot run conv2d_coopmat (undefined: it can). */
export const convCoopmatShortfall = (info: DeviceInfo): string | undefined =>
  hasConvCoopmat(info)
    ? undefined
    : `${info.name} lacks the KHR cooperative matrix f16 x f16 -> f32 16x16x16 (subgroup scope) with 32-wide subgroups on ` +
      `Vulkan 1.3, float16 arithmetic and 16-bit storage, or ${Math.max(...Object.values(CONV_COOPMAT_TILES).map(convCoopmatSharedBytes))} bytes of shared memory`;

/** What the conv2d kernel choice looks at: the dtype, a group's input (cg) and output (og) channels, and for
 * conv2d and conv1d (not the transposed ones, which have no 'unfold' path) the groups and k, the products an
 * output sums (cg kh kw). */
export interface ConvPathArgs {
  readonly dtype: ConvDType;
  readonly cg: number;
  readonly og: number;
  readonly groups?: number;
  readonly k?: number;
}

/** Output channels and k (input channels x taps) from which an f16 convolution of one group is unfolded into
 * gemm() on a device with NV cooperative matrix 2 (the 'unfold' rule of CONV_PATH_RULES). The unfolded image
 * costs K x P halves written and read against the product's O x K x P FMAs, so it pays with many output
 * channels: on the H200 (bench/conv-sweep.ts --dtype f16, docs/bench/h200-2026-12-04b) Whisper's 1280 -> 1280
 * k3 s2 conv1d (k 3840) took 130.7 us unfolded against conv2d_coopmat's 140.0, while 3x3 layers of 256
 * output channels lost (1x256x56x56 256 -> 256: 100.1 against 49.4; 128 -> 256 stride 2: 54.5 against
 * 35.1). Between 256 and 1024 output channels: not measured. */
export const UNFOLD_MIN_CHANNELS = 1024;
export const UNFOLD_MIN_K = 1024;

/** Which kernel family conv2d runs (first rule that holds). */
export const CONV_PATH_RULES: readonly Rule<ConvPathArgs, ConvPath>[] = [
  {
    when: (a, d) => a.dtype === 'f16' && a.groups === 1 && a.og >= UNFOLD_MIN_CHANNELS && (a.k ?? 0) >= UNFOLD_MIN_K && hasCoopmat2F16(d),
    variant: 'unfold',
    why: `f16 with one group, at least ${UNFOLD_MIN_CHANNELS} output channels and ${UNFOLD_MIN_K} products per output on a device with NV cooperative matrix 2: im2col and gemm() on the coopmat2 kernel`,
  },
  {
    when: (a, d) => a.dtype === 'f16' && a.cg >= GEMM_MIN_CHANNELS && a.cg % 8 === 0 && a.og >= GEMM_MIN_CHANNELS && hasConvCoopmat(d),
    variant: 'coopmat',
    why: `f16 groups of at least ${GEMM_MIN_CHANNELS} input and output channels (input channels a multiple of 8) on a device with the KHR f16 cooperative matrix: the implicit GEMM on tensor cores (its k tiles are 32 or 64 channels, its blocks 64 output channels)`,
  },
  { when: always, variant: 'fma', why: 'f32, few channels per group, or no cooperative matrix: f32 FMA sums' },
];

/** conv2d_coopmat's tile for cg input channels per group over a k of `k` (input channels x the taps an
 * output sums): BK 64 where the channels fill its k tiles (cg a multiple of 64) and k is longer than 512,
 * else BK 32 (cg a multiple of 8: at most 24 zero channels a tap). On the H200 (bench/conv-sweep.ts --dtype
 * f16, docs/bench/h200-2026-12-03c) the shorter products ran faster at BK 32: 1x256x56x56 1x1 (k 256) 20.6
 * against 23.9 us, convTranspose2d 1x128x128x128 k4 s2 128 -> 64 (k 512 a phase) 57.8 against 67.2, while
 * BK 64 won at k 576 (the bench layer, 50.3 against 55.0) and at four of the five longer layers. */
export const coopmatTile = (cg: number, k: number): ConvCoopmatTileName => (cg % 64 === 0 && k > 512 ? '64x64k64' : '64x64k32');
