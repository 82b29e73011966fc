// Transposed convolutions with PyTorch's semantics (conv_transpose2d / conv_transpose1d) over NCHW and NCL
// f32 tensors: stride, padding, outputPadding, dilation, groups and an optional bias. Views are copied
// contiguous() first. The kernel gathers each output's taps (one invocation per output: correct and
// deterministic, not tuned).
import type { Tensor } from '../../device/tensor.ts';
import { output, recordInto, shapeLabel, type OutOptions } from '../args.ts';
import { ArgumentError, ShapeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { convCost } from './cost.ts';
import { pairOf, positiveShape, withContiguous, type Pair } from './geometry.ts';
import { CONV_DTYPES, CONV_TRANSPOSE2D_KERNEL, type ConvDType } from './kernels.ts';
import { expectBias, geometry, geometryPush, operandsOf, type Conv1dOptions, type Conv2dOptions, type Geometry } from './ops.ts';

export interface ConvTranspose2dOptions extends Conv2dOptions {
  /** Added to one side of each output extent (default 0; below stride or dilation, as PyTorch requires). */
  outputPadding?: Pair;
}

export interface ConvTranspose1dOptions extends Conv1dOptions {
  outputPadding?: number | readonly [number];
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
  opts: OutOptions & { bias?: Tensor },
  geo: Geometry,
  outPad: [number, number],
  [n, c, h, wd]: number[],
  [wc, og, kh, kw]: number[],
): Tensor<ConvDType> {
  const { bias } = opts;
  const { groups, stride, padding, dilation } = geo;
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
  return recordInto(out, (y) =>
    withContiguous([x, w, bias], ([xc, wcont, bc]) =>
      launch(device, CONV_TRANSPOSE2D_KERNEL, `${dtype}${bias ? ('_bias' as const) : ('' as const)}`, {
        tensors: bc ? [xc!, wcont!, y, bc] : [xc!, wcont!, y],
        push: {
          total: n! * o * oh * ow,
          c: c!,
          h: h!,
          w: wd!,
          o,
          oh,
          ow,
          kh: kh!,
          kw: kw!,
          ...geometryPush(geo),
          cg: c! / groups,
          og: og!,
          offX: xc!.offset,
          offW: wcont!.offset,
          offY: y.offset,
          offB: bc?.offset ?? 0,
        },
        label: `${shapeLabel(x.shape)} k${shapeLabel([kh!, kw!])} ${c}->${o}`,
        // as many products as the conv2d this transposes: every input value times O / groups x kh x kw taps
        cost: convCost({ n: n!, c: o, h: oh, w: ow, o: c!, groups, kh: kh!, kw: kw!, oh: h!, ow: wd! }, !!bias, dtype === 'f16' ? 2 : 4),
      }),
    ),
  );
}
