// Normalisations over the last dimension of an f32 tensor of any layout, same shape out: softmax and
// log_softmax (scaled, optionally masked), and
// rms_norm with an optional per-column weight. Contiguous rows use the contiguous variants; any other view
// of x (or a strided weight) the strided ones, which read the views in place (src/ops/rows.ts).
import type { DeviceInfo } from '../../device/capabilities.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectDType, expectScalar, expectShape, output, recordInto, type OutOptions } from '../args.ts';
import { launch } from '../launch.ts';
import { asRows, rowAddressing, rowsLabel, type RowAddressing, type RowLayout } from '../rows.ts';
import { always, choose, type Rule } from '../select.ts';
import { layerNormCost, rmsNormCost, softmaxCost } from './cost.ts';
import { LAYER_NORM_KERNEL, RMS_NORM_KERNEL, SOFTMAX_KERNEL, type SoftmaxKind } from './kernels.ts';
import { broadcastStrides, collapseDims, fmtShape } from '../../device/layout.ts';
import { ShapeError } from '../errors.ts';
import { MAX_RANK } from '../strided.ts';

export interface LayoutArgs {
  readonly x: RowAddressing;
  readonly weight?: Tensor;
}

/** Which row variant runs (first rule that holds); the same on every device. */
export const LAYOUT_RULES: readonly Rule<LayoutArgs, RowLayout>[] = [
  {
    when: (a) => a.x.layout === 'strided',
    variant: '_strided',
    why: 'x is not contiguous rows (a transposed, sliced, strided or broadcast view)',
  },
  { when: (a) => a.weight !== undefined && !a.weight.isContiguous, variant: '_strided', why: 'the weight is a strided or broadcast view' },
  { when: always, variant: '', why: 'x (and the weight) contiguous' },
];

const layoutOf = (a: LayoutArgs, info: DeviceInfo): RowLayout => choose(LAYOUT_RULES, a, info);

export interface SoftmaxOptions extends OutOptions {
  /** Multiplies x before the softmax (default 1); rounded to f32. */
  scale?: number;
  /** Added to x * scale: f32, broadcastable to x (e.g. [cols], [rows, cols], [1, 1, T, T] for [B, H, T, T]),
   * any view; -inf masks an element out (a row masked out everywhere gives NaN, as PyTorch). */
  mask?: Tensor;
}

/** Softmax over the last dimension of an f32 tensor of v = x * scale (+ mask), the row max subtracted
 * first; same shape. */
export function softmax(x: Tensor, opts: SoftmaxOptions = {}): Tensor<'f32'> {
  return softmaxRun('softmax', '', x, opts);
}

/** log(softmax(v)) over the last dimension, v = x * scale (+ mask), as (v - max) - log(sum exp(v - max)):
 * no log(0) for tiny probabilities. Same shape. */
export function logSoftmax(x: Tensor, opts: SoftmaxOptions = {}): Tensor<'f32'> {
  return softmaxRun('logSoftmax', 'log_', x, opts);
}

/** The mask's push values: its strides over x's kept dimensions, collapsed together with x's. */
function maskAddressing(
  op: string,
  x: Tensor,
  mask: Tensor,
): { push: RowAddressing['push'] & { offM: number; mColStride: number; strideM: number[] } } {
  const ms = broadcastStrides(mask.shape, mask.strides, x.shape, `${op}: mask ${mask.describe()} against x ${fmtShape(x.shape)}`);
  const last = x.shape.length - 1;
  const keep = x.shape.map((_, i) => i).filter((i) => i !== last);
  const c = collapseDims(
    keep.map((i) => x.shape[i]!),
    keep.map((i) => x.strides[i]!),
    keep.map((i) => ms[i]!),
  );
  if (c.shape.length > MAX_RANK)
    throw new ShapeError(
      `${op}: x and mask need ${c.shape.length} row dimensions after merging, more than ${MAX_RANK}; make them contiguous() first`,
    );
  const [rows, cols] = [x.size / x.shape[last]!, x.shape[last]!];
  const push = { rows, cols, offX: x.offset, colStride: x.strides[last]!, rank: c.shape.length, shape: c.shape, strideX: c.strides[0]! };
  return { push: { ...push, offM: mask.offset, mColStride: ms[last]!, strideM: c.strides[1]! } };
}

function softmaxRun(op: string, kind: SoftmaxKind, x: Tensor, opts: SoftmaxOptions): Tensor<'f32'> {
  const { mask } = opts;
  const device = deviceOf(op, mask ? { x, mask } : { x });
  const scale = opts.scale === undefined ? 1 : expectScalar(op, 'scale', opts.scale);
  expectDType(op, 'x', x, 'f32');
  const { rows, cols } = asRows(op, 'x', x);
  if (mask) {
    expectDType(op, 'mask', mask, 'f32');
    maskAddressing(op, x, mask); // ShapeError before anything is allocated
  }
  const out = output(op, device, opts.out, 'f32', x.shape, { x, mask });
  if (x.size === 0) return out.t;
  return recordInto(out, (y) => {
    const a = rowAddressing(op, x);
    const layout = mask ? ('_masked' as const) : layoutOf({ x: a }, device.info);
    const push = mask ? maskAddressing(op, x, mask).push : a.push;
    launch(device, SOFTMAX_KERNEL, `${kind}f32${layout}`, {
      tensors: mask ? [x, y, mask] : [x, y],
      push: { ...push, offY: y.offset, scale },
      label: rowsLabel(a.push),
      cost: softmaxCost(rows, cols, !!mask),
    });
  });
}

export interface RmsNormOptions extends OutOptions {
  /** Added to the mean square before the square root (default 1e-6); rounded to f32. */
  eps?: number;
  /** Per-column scale, f32 [cols], any view. */
  weight?: Tensor;
}

export const RMS_NORM_EPS = 1e-6;

/** rms_norm over the last dimension of an f32 tensor [..., cols]: x / sqrt(mean(x^2) + eps) (* weight);
 * same shape. Overflow-safe: |x| up to FLT_MAX, and tiny x with eps = 0, normalise (rms_norm.comp). */
export function rmsNorm(x: Tensor, opts: RmsNormOptions = {}): Tensor<'f32'> {
  const { weight } = opts;
  const device = deviceOf('rmsNorm', weight ? { x, weight } : { x });
  const eps = expectScalar('rmsNorm', 'eps', opts.eps ?? RMS_NORM_EPS, 0);
  expectDType('rmsNorm', 'x', x, 'f32');
  const { rows, cols } = asRows('rmsNorm', 'x', x);
  if (weight) {
    expectDType('rmsNorm', 'weight', weight, 'f32');
    expectShape('rmsNorm', 'weight', weight, [cols], 'one scale per column of x');
  }
  const out = output('rmsNorm', device, opts.out, 'f32', x.shape, { x, weight });
  if (x.size === 0) return out.t;
  return recordInto(out, (y) => {
    const a = rowAddressing('rmsNorm', x);
    const variant = `f32${weight ? ('_weight' as const) : ('' as const)}${layoutOf({ x: a, weight }, device.info)}` as const;
    launch(device, RMS_NORM_KERNEL, variant, {
      tensors: weight ? [x, y, weight] : [x, y],
      push: { ...a.push, offY: y.offset, eps, offW: weight?.offset ?? 0, strideW: weight?.strides[0] ?? 0 },
      label: rowsLabel(a.push),
      cost: rmsNormCost(rows, cols, !!weight),
    });
  });
}

export interface LayerNormOptions extends OutOptions {
  /** Added to the variance before the square root (default 1e-5, PyTorch's); rounded to f32. */
  eps?: number;
  /** Per-column scale, f32 [cols], any view. */
  weight?: Tensor;
  /** Per-column shift, f32 [cols], any view. */
  bias?: Tensor;
}

export const LAYER_NORM_EPS = 1e-5;

/** layer_norm over the last dimension of an f32 tensor [..., cols] (PyTorch's F.layer_norm, biased
 * variance): (x - mean) / sqrt(var + eps) (* weight) (+ bias); same shape. Overflow-safe as rmsNorm. */
export function layerNorm(x: Tensor, opts: LayerNormOptions = {}): Tensor<'f32'> {
  const { weight, bias } = opts;
  const device = deviceOf('layerNorm', { x, ...(weight ? { weight } : {}), ...(bias ? { bias } : {}) });
  const eps = expectScalar('layerNorm', 'eps', opts.eps ?? LAYER_NORM_EPS, 0);
  expectDType('layerNorm', 'x', x, 'f32');
  const { rows, cols } = asRows('layerNorm', 'x', x);
  for (const [name, t] of [
    ['weight', weight],
    ['bias', bias],
  ] as const) {
    if (!t) continue;
    expectDType('layerNorm', name, t, 'f32');
    expectShape('layerNorm', name, t, [cols], `one ${name === 'weight' ? 'scale' : 'shift'} per column of x`);
  }
  const out = output('layerNorm', device, opts.out, 'f32', x.shape, { x, weight, bias });
  if (x.size === 0) return out.t;
  return recordInto(out, (y) => {
    const a = rowAddressing('layerNorm', x);
    const strided = [weight, bias].find((t) => t && !t.isContiguous);
    const layout = layoutOf({ x: a, weight: strided ?? weight }, device.info);
    const variant = `f32${weight ? ('_weight' as const) : ('' as const)}${bias ? ('_bias' as const) : ('' as const)}${layout}` as const;
    launch(device, LAYER_NORM_KERNEL, variant, {
      tensors: [x, y, ...(weight ? [weight] : []), ...(bias ? [bias] : [])],
      push: {
        ...a.push,
        offY: y.offset,
        eps,
        offW: weight?.offset ?? 0,
        offB: bias?.offset ?? 0,
        strideW: weight?.strides[0] ?? 0,
        strideB: bias?.strides[0] ?? 0,
      },
      label: rowsLabel(a.push),
      cost: layerNormCost(rows, cols, !!weight, !!bias),
    });
  });
}
