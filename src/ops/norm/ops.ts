// Normalisations over the last dimension of an f32 tensor of any layout, same shape out: softmax and
// log_softmax (scaled, optionally masked), rms_norm with an optional per-column weight, add_rms_norm (x +
// residual and its rms_norm, one pass) and layer_norm. Contiguous rows use the contiguous variants; any
// other view of x (or a strided weight) the strided ones, which read the views in place (src/ops/rows.ts).
import type { DeviceInfo } from '../../device/capabilities.ts';
import type { Tensor } from '../../device/tensor.ts';
import {
  deviceOf,
  expectDistinct,
  expectDType,
  expectScalar,
  expectShape,
  output,
  recordInto,
  sameShape,
  type OutOptions,
  type Output,
} from '../args.ts';
import { launch } from '../launch.ts';
import { asRows, rowAddressing, rowsLabel, type RowAddressing, type RowLayout } from '../rows.ts';
import { always, choose, type Rule } from '../select.ts';
import { addRmsNormCost, layerNormCost, rmsNormCost, softmaxCost } from './cost.ts';
import { LAYER_NORM_KERNEL, RMS_NORM_KERNEL, SOFTMAX_KERNEL, type SoftmaxKind } from './kernels.ts';
import { MAX_RANK } from '../strided.ts';
import { broadcastShapes, fmtShape } from '../../device/layout.ts';
import { ShapeError } from '../errors.ts';
import { pairRows } from './pair-rows.ts';

/** Row dimensions a masked softmax takes (MASK_RANK in softmax.comp: the push block is full). */
const MASK_RANK = MAX_RANK - 1;
/** Row dimensions addRmsNorm takes for a strided x and residual (ADD_RANK in rms_norm.comp: the push block is full). */
const ADD_RANK = 4;

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

/** The masked variants' push values: x's row head and the mask's strides over the same collapsed rows. */
function maskAddressing(op: string, x: Tensor, mask: Tensor) {
  const p = pairRows(op, x.shape, x, mask, 'mask', MASK_RANK);
  return { ...p.push, offM: p.second.offset, mColStride: p.second.colStride, strideM: p.second.strides };
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
    const push = mask ? maskAddressing(op, x, mask) : a.push;
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

export interface AddRmsNormOptions {
  /** Added to the mean square before the square root (default 1e-6); rounded to f32. */
  eps?: number;
  /** Per-column scale of the normed result, f32 [cols], any view. */
  weight?: Tensor;
  /** Where to write the results (contiguous f32 of the result's shape). `sum` may be residual or x
   * itself when that is contiguous and of the result's shape: the residual stream updated in place. */
  out?: { sum?: Tensor; normed?: Tensor };
}

/**
 * sum = x + residual and normed = rmsNorm(sum) (* weight) over the last dimension, in one pass: each
 * element of x and residual is read once and sum and normed are written once (rows up to 4096 wide at
 * the default workgroup; longer rows re-read their remainder from sum). x and residual are f32 of any
 * layout, broadcast together (NumPy's rule) to the result's shape. Overflow-safe as rmsNorm.
 */
export function addRmsNorm(x: Tensor, residual: Tensor, opts: AddRmsNormOptions = {}): { sum: Tensor<'f32'>; normed: Tensor<'f32'> } {
  const op = 'addRmsNorm';
  const { weight, out = {} } = opts;
  const device = deviceOf(op, weight ? { x, residual, weight } : { x, residual });
  const eps = expectScalar(op, 'eps', opts.eps ?? RMS_NORM_EPS, 0);
  expectDType(op, 'x', x, 'f32');
  expectDType(op, 'residual', residual, 'f32');
  const shape = broadcastShapes(`${op}: x ${fmtShape(x.shape)} and residual ${fmtShape(residual.shape)}`, x.shape, residual.shape);
  if (shape.length === 0) throw new ShapeError(`${op}: x and residual are 0-D, expected at least 1 dimension [..., cols]`);
  const pair = pairRows(op, shape, x, residual, 'residual', ADD_RANK);
  const { rows, cols } = pair.push;
  if (weight) {
    expectDType(op, 'weight', weight, 'f32');
    expectShape(op, 'weight', weight, [cols], 'one scale per column of x');
  }
  const given = { x, residual, weight };
  const inPlace = out.sum !== undefined && (out.sum === residual || out.sum === x);
  if (inPlace) {
    const t = out.sum!;
    if (!t.isContiguous || !sameShape(t.shape, shape))
      throw new ShapeError(`${op}: out.sum is an input (${t.describe()}); in place it must be contiguous of shape ${fmtShape(shape)}`);
    expectDistinct(op, ['out.sum', t], t === x ? { residual, weight } : { x, weight });
  }
  const sum = inPlace ? { t: out.sum as Tensor<'f32'>, owned: false } : output(op, device, out.sum, 'f32', shape, given);
  const release = () => {
    if (sum.owned) sum.t.destroy();
  };
  let normed: Output<'f32'>;
  try {
    normed = output(op, device, out.normed, 'f32', shape, { ...given, sum: sum.t });
  } catch (e) {
    release();
    throw e;
  }
  try {
    recordInto(normed, (y) => {
      if (rows * cols === 0) return;
      const layout = pair.contiguous && (!weight || weight.isContiguous) ? ('' as const) : ('_strided' as const);
      launch(device, RMS_NORM_KERNEL, `add_f32${weight ? ('_weight' as const) : ('' as const)}${layout}`, {
        tensors: [x, y, ...(weight ? [weight] : []), residual, sum.t],
        push: {
          ...pair.push,
          offY: y.offset,
          eps,
          offW: weight?.offset ?? 0,
          strideW: weight?.strides[0] ?? 0,
          offR: pair.second.offset,
          offS: sum.t.offset,
          rColStride: pair.second.colStride,
          strideR: pair.second.strides,
        },
        label: rowsLabel(pair.push),
        cost: addRmsNormCost(rows, cols, !!weight),
      });
    });
  } catch (e) {
    release();
    throw e;
  }
  return { sum: sum.t, normed: normed.t };
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
