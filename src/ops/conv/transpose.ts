// Transposed convolutions with PyTorch's semantics (conv_transpose2d / conv_transpose1d) over NCHW and NCL
// f32 or f16 tensors: stride, padding, outputPadding, dilation, groups and an optional bias. Views are copied
// contiguous() first. The kernels are conv2d's (CONV_PATH_RULES) with their TRANSPOSED variants, the implicit
// GEMM over each output phase on a copy of w in conv2d's layout: f16 on tensor cores (conv2d_coopmat) where
// conv2d would, groups of at least GEMM_MIN_CHANNELS output channels on conv2d_gemm; fewer, the gather kernel
// conv_transpose2d.comp (one invocation per output).
import type { Tensor } from '../../device/tensor.ts';
import { output, recordInto, shapeLabel, type OutOptions } from '../args.ts';
import { ArgumentError, ShapeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { convCost } from './cost.ts';
import { pairOf, positiveShape, withContiguous, type Pair } from './geometry.ts';
import {
  CONV2D_COOPMAT_KERNEL,
  CONV2D_GEMM_KERNEL,
  CONV_COOPMAT_TILES,
  CONV_DTYPES,
  CONV_GEMM_TILES,
  CONV_TRANSPOSE2D_KERNEL,
  type ConvDType,
} from './kernels.ts';
import {
  channelsLast,
  checkKernelOptions,
  permutedCopy,
  convPath,
  coopmatTile,
  defaultTile,
  expectBias,
  GEMM_MIN_CHANNELS,
  geometry,
  geometryPush,
  operandsOf,
  type Conv1dOptions,
  type Conv2dOptions,
  type ConvKernelOptions,
  type Geometry,
} from './ops.ts';

/** conv2d's options but splitK (tile, path and coopmatTile force the TRANSPOSED variants' tiles and family as they
 * force conv2d's; an FMA-path group of fewer than GEMM_MIN_CHANNELS output channels without a tile runs the
 * gather kernel) and outputPadding. */
export interface ConvTranspose2dOptions extends Omit<Conv2dOptions, 'splitK'> {
  /** Added to one side of each output extent (default 0; below stride or dilation, as PyTorch requires). */
  outputPadding?: Pair;
}

export interface ConvTranspose1dOptions extends Omit<Conv1dOptions, 'splitK'> {
  outputPadding?: number | readonly [number];
  /** As conv2d's: force conv2d_gemm's tile (the implicit GEMM whatever the channel count). */
  tile?: Conv2dOptions['tile'];
}

/**
 * PyTorch's conv_transpose2d (NCHW): x [N, C, H, W] and w [C, O / groups, kH, kW] give y [N, O, outH, outW],
 * outH = (H - 1) stride - 2 padding + dilation (kH - 1) + outputPadding + 1 (so for W): every input value
 * scattered through the kernel, as the gradient of conv2d with respect to its input. f32 sums in f32.
 */
export function convTranspose2d(x: Tensor, w: Tensor, opts: ConvTranspose2dOptions = {}): Tensor<ConvDType> {
  const op = 'convTranspose2d';
  const g = geometry(op, opts, 2);
  const outPad = pairOf(op, 'outputPadding', opts.outputPadding ?? 0, 0);
  return transpose(
    op,
    x,
    w,
    opts,
    g,
    outPad,
    positiveShape(op, 'x', x, 4, '[N, C, H, W]'),
    positiveShape(op, 'w', w, 4, '[C, O / groups, kH, kW]'),
  );
}

/** PyTorch's conv_transpose1d: x [N, C, L] and w [C, O / groups, k] give y [N, O, outL]. */
export function convTranspose1d(x: Tensor, w: Tensor, opts: ConvTranspose1dOptions = {}): Tensor<ConvDType> {
  const op = 'convTranspose1d';
  const g = geometry(op, opts, 1);
  const outPad = pairOf(op, 'outputPadding', opts.outputPadding ?? 0, 0, 1);
  const [n, c, l] = positiveShape(op, 'x', x, 3, '[N, C, L]');
  const [wc, og, k] = positiveShape(op, 'w', w, 3, '[C, O / groups, k]');
  return transpose(op, x, w, opts, g, outPad, [n!, c!, 1, l!], [wc!, og!, 1, k!]);
}

function transpose(
  op: string,
  x: Tensor,
  w: Tensor,
  opts: OutOptions & ConvKernelOptions & { bias?: Tensor },
  geo: Geometry,
  outPad: [number, number],
  [n, c, h, wd]: number[],
  [wc, og, kh, kw]: number[],
): Tensor<ConvDType> {
  const { bias } = opts;
  const { groups, stride, padding, dilation } = geo;
  checkKernelOptions(op, opts);
  if (opts.splitK !== undefined) throw new ArgumentError(`${op}: splitK is conv2d's and conv1d's (the transposed GEMM does not split k)`);
  const device = operandsOf(op, x, w, bias, c!, groups, CONV_DTYPES);
  const dtype = x.dtype as ConvDType;
  if (wc !== c) throw new ShapeError(`${op}: w has ${wc} input channels (its first extent), expected x's C = ${c}`);
  const o = og! * groups;
  expectBias(op, bias, o);
  const extent = (i: 0 | 1, size: number, k: number): number => {
    if (outPad[i] >= stride[i] && outPad[i] >= dilation[i])
      throw new ArgumentError(
        `${op}: outputPadding ${outPad[i]} must be smaller than the stride (${stride[i]}) or the dilation (${dilation[i]})`,
      );
    const e = (size - 1) * stride[i] - 2 * padding[i] + dilation[i] * (k - 1) + outPad[i] + 1;
    if (e <= 0)
      throw new ShapeError(
        `${op}: the output extent along ${i ? 'W' : 'H'} is ${e} (the padding ${padding[i]} removes it all), expected >= 1`,
      );
    return e;
  };
  const [oh, ow] = [extent(0, h!, kh!), extent(1, wd!, kw!)];
  const shape = op === 'convTranspose1d' ? [n!, o, ow] : [n!, o, oh, ow];
  const out = output(op, device, opts.out, dtype, shape, { x, w, bias });
  const cg = c! / groups;
  const sfx = bias ? ('_bias' as const) : ('' as const);
  const label = `${shapeLabel(x.shape)} k${shapeLabel([kh!, kw!])} ${c}->${o}`;
  const base = {
    n: n!,
    c: c!,
    h: h!,
    w: wd!,
    o,
    oh,
    ow,
    kh: kh!,
    kw: kw!,
    ...geometryPush(geo),
    cg,
    og: og!,
    groups,
  };
  const path = convPath(op, opts, { dtype, cg, og: og! }, device.info);
  // as many products as the conv2d this transposes: every input value times O / groups x kh x kw taps
  const dims = { n: n!, c: o, h: oh, w: ow, o: c!, groups, kh: kh!, kw: kw!, oh: h!, ow: wd! };
  const cost = convCost(dims, !!bias, dtype === 'f16' ? 2 : 4, path === 'coopmat' ? 'f16-coopmat' : 'f32');
  const tile = path === 'fma' ? (opts.tile ?? (og! >= GEMM_MIN_CHANNELS ? defaultTile(n!, groups, og!, oh * ow) : undefined)) : undefined;
  if (path === 'fma' && !tile)
    return recordInto(out, (y) =>
      withContiguous([x, w, bias], ([xc, wcont, bc]) =>
        launch(device, CONV_TRANSPOSE2D_KERNEL, `${dtype}${sfx}`, {
          tensors: bc ? [xc!, wcont!, y, bc] : [xc!, wcont!, y],
          push: { ...base, total: n! * o * oh * ow, offX: xc!.offset, offW: wcont!.offset, offY: y.offset, offB: bc?.offset ?? 0 },
          label,
          cost,
        }),
      ),
    );
  // the implicit GEMM over the output phases: conv2d_coopmat's TRANSPOSED variants (x and w channels-last)
  // or conv2d_gemm's (w in conv2d's NCHW layout)
  const [kyStep, kxStep] = [stride[0] / gcd(stride[0], dilation[0]), stride[1] / gcd(stride[1], dilation[1])];
  // a phase sums about every kyStep-th x kxStep-th tap of each input channel
  const coopmat =
    path === 'coopmat' ? (opts.coopmatTile ?? coopmatTile(cg, cg * Math.ceil(kh! / kyStep) * Math.ceil(kw! / kxStep))) : undefined;
  const bn = coopmat ? CONV_COOPMAT_TILES[coopmat].bn : CONV_GEMM_TILES[tile!].bn;
  const bm = coopmat ? CONV_COOPMAT_TILES[coopmat].bm : CONV_GEMM_TILES[tile!].bm;
  const phaseTiles = Math.ceil((Math.ceil(oh / stride[0]) * Math.ceil(ow / stride[1])) / bn);
  // w [C, O / groups, kH, kW] as each group's [cg, og] blocks transposed: conv2d's [O, C / groups, kH, kW]
  // (conv2d_gemm's), or channels-last [O, kH, kW, C / groups] (conv2d_coopmat's)
  const wt = permutedCopy(device, w, [groups, cg, og!, kh! * kw!], coopmat ? [0, 2, 3, 1] : [0, 2, 1, 3]);
  const xs = coopmat ? channelsLast(device, x, [n!, c!, h!, wd!]) : x;
  try {
    return recordInto(out, (y) =>
      withContiguous([xs, bias], ([xc, bc]) => {
        const spec = {
          tensors: bc ? [xc!, wt, y, bc] : [xc!, wt, y],
          push: {
            ...base,
            tilesP: stride[0] * stride[1] * phaseTiles,
            mBlocks: Math.ceil(og! / bm),
            offX: xc!.offset,
            offW: 0,
            offY: y.offset,
            offB: bc?.offset ?? 0,
            phaseTiles,
            kyStep,
            kxStep,
          },
          label,
          cost,
        };
        if (coopmat) launch(device, CONV2D_COOPMAT_KERNEL, `f16_transposed_${coopmat}${sfx}`, spec);
        else launch(device, CONV2D_GEMM_KERNEL, `${dtype}_transposed_${tile!}${sfx}`, spec);
      }),
    );
  } finally {
    wt.destroy();
    if (xs !== x) xs.destroy();
  }
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
