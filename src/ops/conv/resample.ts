// Pooling and upsampling with PyTorch's semantics over NCHW (NCL for the 1-D forms) f32 tensors:
// maxPool2d, avgPool2d, upsampleNearest1d/2d, upsampleBilinear2d. A view of x is copied contiguous() first.
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectFlag, output, recordInto, shapeLabel, type OutOptions } from '../args.ts';
import { ArgumentError, DTypeError, ShapeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { poolCost, upsampleCost } from './cost.ts';
import { pairOf, positiveShape, windowOut, withContiguous, type Pair } from './geometry.ts';
import {
  CONV_DTYPES,
  POOL2D_KERNEL,
  UPSAMPLE_KERNEL,
  type ConvDType,
  type PoolKind,
  type PoolRun,
  type UpsampleMode,
  type UpsampleWidth,
} from './kernels.ts';
import { always, choose, type Rule } from '../select.ts';

/** x's dtype, f32 or f16 (y has it too: f16 is read and written as such, the arithmetic in f32). */
function activationDType(op: string, x: Tensor): ConvDType {
  if (!(CONV_DTYPES as readonly string[]).includes(x.dtype))
    throw new DTypeError(`${op}: x is ${x.describe()}, expected ${CONV_DTYPES.join(' or ')}`);
  return x.dtype as ConvDType;
}

/** The push values of the per-output kernels: the plane geometry and the operands' offsets. */
const planes = (count: number, h: number, w: number, oh: number, ow: number, x: Tensor, y: Tensor) => ({
  total: count * oh * ow,
  h,
  w,
  oh,
  ow,
  offX: x.offset,
  offY: y.offset,
});

export interface AvgPool2dOptions extends OutOptions {
  /** Window extent: a number or [h, w]. */
  kernelSize: Pair;
  /** Step between windows (default kernelSize). */
  stride?: Pair;
  /** Padding on each side, at most half the window (default 0). */
  padding?: Pair;
  /** Whether padded positions count in the divisor (default true, PyTorch's). */
  countIncludePad?: boolean;
  /** Output extents by ceil instead of floor; a window that would start in the right padding is dropped. */
  ceilMode?: boolean;
}

export interface MaxPool2dOptions extends Omit<AvgPool2dOptions, 'countIncludePad'> {
  /** Step between window taps (default 1). */
  dilation?: Pair;
}

/** PyTorch's avg_pool2d over x [N, C, H, W]: the mean of each window (see countIncludePad). */
export function avgPool2d(x: Tensor, opts: AvgPool2dOptions): Tensor<ConvDType> {
  return pool('avgPool2d', 'avg', x, opts, poolOptions('avgPool2d', opts).countIncludePad ?? true);
}

/** PyTorch's max_pool2d over x [N, C, H, W]: the largest tap of each window, padding -inf; a NaN in a
 * window gives NaN. */
export function maxPool2d(x: Tensor, opts: MaxPool2dOptions): Tensor<ConvDType> {
  return pool('maxPool2d', 'max', x, opts, false);
}

/** maxPool2d or avgPool2d with RUN output rows per invocation forced (the bench's candidate rows and the
 * harness's cases for each run; not public). */
export function pool2dRun(kind: PoolKind, x: Tensor, opts: AvgPool2dOptions & MaxPool2dOptions, run: PoolRun): Tensor<ConvDType> {
  return kind === 'max'
    ? pool('maxPool2d', 'max', x, opts, false, run)
    : pool('avgPool2d', 'avg', x, opts, poolOptions('avgPool2d', opts).countIncludePad ?? true, run);
}

/** Invocations a pool wants in flight at least: an H200's 132 SMs hold about 2^18 resident (2048 each);
 * a smaller grid leaves SMs idle while each invocation's tap loads wait. */
export const POOL_FILL = 1 << 18;

/** Output rows per invocation: the most (the index divisions once per run) that still leaves POOL_FILL
 * invocations; a small pool (ResNet's 1x64x56x56 output: 200704) takes one output per invocation. */
export const POOL_RUN_RULES: readonly Rule<{ outputs: number }, `r${PoolRun}`>[] = [
  ...([8, 4, 2] as const).map((run) => ({
    when: (a: { outputs: number }) => a.outputs / run >= POOL_FILL,
    variant: `r${run}` as const,
    why: `${run} rows per invocation still leave ${POOL_FILL} invocations`,
  })),
  { when: always, variant: 'r1', why: 'otherwise: one output per invocation, the most in flight' },
];

/** The options object a pool needs (its kernelSize has no default). */
function poolOptions<O extends object>(op: string, opts: O | undefined): O {
  if (typeof opts !== 'object' || opts === null) throw new ArgumentError(`${op}: options { kernelSize } are required`);
  return opts;
}

function pool(op: string, kind: PoolKind, x: Tensor, opts: MaxPool2dOptions, includePad: unknown, run?: PoolRun): Tensor<ConvDType> {
  const device = deviceOf(op, { x });
  poolOptions(op, opts);
  const dtype = activationDType(op, x);
  const [n, c, h, w] = positiveShape(op, 'x', x, 4, '[N, C, H, W]');
  const k = pairOf(op, 'kernelSize', opts.kernelSize, 1);
  const s = pairOf(op, 'stride', opts.stride ?? k, 1);
  const p = pairOf(op, 'padding', opts.padding ?? 0, 0);
  const d = pairOf(op, 'dilation', opts.dilation ?? 1, 1);
  const ceil = expectFlag(op, 'ceilMode', opts.ceilMode);
  const countPad = expectFlag(op, 'countIncludePad', includePad);
  for (const i of [0, 1])
    if (2 * p[i]! > k[i]!)
      throw new ArgumentError(`${op}: padding ${p[i]} is more than half the kernel (${k[i]}) along ${i ? 'W' : 'H'}, as PyTorch refuses`);
  const oh = windowOut(op, 'H', h!, k[0], s[0], p[0], d[0], ceil);
  const ow = windowOut(op, 'W', w!, k[1], s[1], p[1], d[1], ceil);
  const out = output(op, device, opts.out, dtype, [n!, c!, oh, ow], { x });
  const runs = run ? (`r${run}` as const) : choose(POOL_RUN_RULES, { outputs: n! * c! * oh * ow }, device.info);
  return recordInto(out, (y) =>
    withContiguous([x], ([xc]) =>
      launch(device, POOL2D_KERNEL, `${kind}_${dtype}_${runs}`, {
        tensors: [xc!, y],
        push: {
          ...planes(n! * c!, h!, w!, oh, ow, xc!, y),
          kh: k[0],
          kw: k[1],
          sh: s[0],
          sw: s[1],
          ph: p[0],
          pw: p[1],
          dh: d[0],
          dw: d[1],
          includePad: countPad ? 1 : 0,
        },
        label: `${shapeLabel(x.shape)} k${shapeLabel(k)} s${shapeLabel(s)}`,
        cost: poolCost(op, [n! * c!, h!, w!, oh, ow], k[0] * k[1], kind === 'avg', dtype === 'f16' ? 2 : 4),
      }),
    ),
  );
}

export interface UpsampleOptions extends OutOptions {
  /** The output extents (one for the 1-D form, [h, w] or one for both for the 2-D forms)... */
  size?: Pair;
  /** ...or the factor they are the input's times (floor(in * scaleFactor)); the source step is then
   * 1 / scaleFactor, as PyTorch's (recompute_scale_factor off). */
  scaleFactor?: number | readonly [number, number];
}

export interface BilinearOptions extends UpsampleOptions {
  /** Whether the corner pixels' centres of input and output line up (default false, PyTorch's). */
  alignCorners?: boolean;
}

/** PyTorch's interpolate(mode='nearest') of x [N, C, L]: y[.., i] = x[.., min(floor(i * scale), L - 1)]. */
export function upsampleNearest1d(x: Tensor, opts: UpsampleOptions): Tensor<ConvDType> {
  const [n, c, l] = positiveShape('upsampleNearest1d', 'x', x, 3, '[N, C, L]');
  return upsample('upsampleNearest1d', 'nearest', x, [n!, c!, 1, l!], opts, false, 1);
}

/** PyTorch's interpolate(mode='nearest') of x [N, C, H, W] (the floor rule along each dimension). */
export function upsampleNearest2d(x: Tensor, opts: UpsampleOptions): Tensor<ConvDType> {
  return upsample('upsampleNearest2d', 'nearest', x, positiveShape('upsampleNearest2d', 'x', x, 4, '[N, C, H, W]'), opts, false, 2);
}

/** PyTorch's interpolate(mode='bilinear') of x [N, C, H, W] (no antialiasing). */
export function upsampleBilinear2d(x: Tensor, opts: BilinearOptions): Tensor<ConvDType> {
  const op = 'upsampleBilinear2d';
  const align = expectFlag(op, 'alignCorners', opts?.alignCorners);
  return upsample(op, 'bilinear', x, positiveShape(op, 'x', x, 4, '[N, C, H, W]'), opts, align, 2);
}

/** Output extents and the f32 source steps along H and W. */
function resize(op: string, opts: UpsampleOptions, [h, w]: number[], dims: 1 | 2, align: boolean, mode: UpsampleMode) {
  if (typeof opts !== 'object' || opts === null || (opts.size === undefined) === (opts.scaleFactor === undefined))
    throw new ArgumentError(`${op}: give exactly one of size and scaleFactor`);
  const sizes = opts.size !== undefined ? pairOf(op, 'size', opts.size, 1, dims) : undefined;
  const factors = opts.scaleFactor !== undefined ? scalePair(op, opts.scaleFactor, dims) : undefined;
  const ins = [h!, w!];
  return ins.map((inSize, i) => {
    const outSize = sizes ? sizes[i]! : Math.floor(inSize * factors![i]!);
    if (outSize < 1) throw new ShapeError(`${op}: the output extent along ${i ? 'W' : 'H'} is ${outSize}, expected >= 1`);
    let step: number;
    if (mode === 'bilinear' && align) step = outSize > 1 ? (inSize - 1) / (outSize - 1) : 0;
    else if (mode === 'nearest' && outSize === inSize) step = 1;
    else if (mode === 'nearest' && outSize === 2 * inSize) step = 0.5;
    else step = factors ? 1 / factors[i]! : inSize / outSize;
    return { outSize, step: Math.fround(step) };
  });
}

function scalePair(op: string, v: unknown, dims: 1 | 2): [number, number] {
  const ok = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0;
  if (ok(v)) return dims === 1 ? [1, v] : [v, v];
  if (dims === 2 && Array.isArray(v) && v.length === 2 && v.every(ok)) return [v[0] as number, v[1] as number];
  throw new ArgumentError(
    `${op}: scaleFactor must be a finite number > 0${dims === 2 ? ' or a pair [h, w] of them' : ''} (got ${JSON.stringify(v)})`,
  );
}

/** Which upsample variant runs (first rule that holds). */
export const UPSAMPLE_WIDTH_RULES: readonly Rule<{ ow: number; offY: number }, UpsampleWidth>[] = [
  {
    when: (a) => a.ow % 4 === 0 && a.offY % 4 === 0,
    variant: '_x4',
    why: 'output rows a multiple of 4 and y at a multiple of 4: 4 outputs per invocation, stored at once (f16: whole words)',
  },
  { when: always, variant: '', why: 'one output per invocation' },
];

function upsample(
  op: string,
  mode: UpsampleMode,
  x: Tensor,
  [n, c, h, w]: number[],
  opts: UpsampleOptions,
  align: boolean,
  dims: 1 | 2,
): Tensor<ConvDType> {
  const device = deviceOf(op, { x });
  const dtype = activationDType(op, x);
  const [ry, rx] = resize(op, opts, [h!, w!], dims, align, mode);
  const [oh, ow] = [ry!.outSize, rx!.outSize];
  const out = output(op, device, opts.out, dtype, dims === 1 ? [n!, c!, ow] : [n!, c!, oh, ow], { x });
  const width = (y: Tensor) => choose(UPSAMPLE_WIDTH_RULES, { ow, offY: y.offset }, device.info);
  return recordInto(out, (y) =>
    withContiguous([x], ([xc]) =>
      launch(device, UPSAMPLE_KERNEL, `${mode}_${dtype}${width(y)}`, {
        tensors: [xc!, y],
        push: { ...planes(n! * c!, h!, w!, oh, ow, xc!, y), scaleH: ry!.step, scaleW: rx!.step, alignCorners: align ? 1 : 0 },
        label: `${shapeLabel(x.shape)} -> ${oh}x${ow}`,
        cost: upsampleCost(op, [n! * c!, h!, w!, oh, ow], mode === 'bilinear', dtype === 'f16' ? 2 : 4),
      }),
    ),
  );
}
