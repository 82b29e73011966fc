// Normalisations over the last dimension of an f32 or f16 tensor of any layout, same shape and dtype out:
// softmax and log_softmax (scaled, optionally masked; also over any other axis), rms_norm with an optional
// per-column weight, add_rms_norm (x + residual and its rms_norm, one pass) and layer_norm. Every float
// operand of a call (weight, bias, mask, residual) has x's dtype. Contiguous rows use the contiguous
// variants; any other view of x (or a strided weight) the strided ones, which read the views in place
// (src/ops/rows.ts).
import type { DeviceInfo } from '../../device/capabilities.ts';
import type { DType } from '../../device/dtype.ts';
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
import { asRows, rowAddressing, rowsLabel, type RowAddressing } from '../rows.ts';
import { always, choose, type Rule } from '../select.ts';
import { addRmsNormCost, layerNormCost, rmsNormCost, softmaxCost } from './cost.ts';
import {
  LAYER_NORM_KERNEL,
  RMS_NORM_KERNEL,
  SOFTMAX_KERNEL,
  vec8Workgroup,
  type NormDType,
  type NormLayout,
  type SoftmaxKind,
} from './kernels.ts';
import { MAX_RANK } from '../strided.ts';
import { broadcastShapes, fmtShape } from '../../device/layout.ts';
import { ArgumentError, DTypeError, ShapeError } from '../errors.ts';
import { pairRows } from './pair-rows.ts';

/** Row dimensions a masked softmax takes (MASK_RANK in softmax.comp: the push block is full). */
const MASK_RANK = MAX_RANK - 1;
/** Row dimensions addRmsNorm takes for a strided x and residual (ADD_RANK in rms_norm.comp: the push block is full). */
const ADD_RANK = 4;

export interface LayoutArgs {
  readonly x: RowAddressing;
  readonly weight?: Tensor;
  /** f16 rows whose length and every operand's element offset are multiples of 8 (vec8Aligned). */
  readonly vec8?: boolean;
}

/** Which row variant runs (first rule that holds); the same on every device. */
export const LAYOUT_RULES: readonly Rule<LayoutArgs, NormLayout>[] = [
  {
    when: (a) => a.x.layout === 'strided',
    variant: '_strided',
    why: 'x is not contiguous rows (a transposed, sliced, strided or broadcast view)',
  },
  { when: (a) => a.weight !== undefined && !a.weight.isContiguous, variant: '_strided', why: 'the weight is a strided or broadcast view' },
  { when: (a) => a.vec8 === true, variant: '_vec8', why: 'f16 rows on 16-byte boundaries: 8 halves per load and store' },
  { when: always, variant: '', why: 'x (and the weight) contiguous' },
];

const layoutOf = (a: LayoutArgs, info: DeviceInfo): NormLayout => choose(LAYOUT_RULES, a, info);

/** Whether the _vec8 variants apply: f16, rows of a multiple of 8 and every operand's element offset too
 * (each row then starts on a 16-byte boundary; the tensors' own layouts are checked by the rules). */
const vec8Aligned = (dtype: NormDType, cols: number, ...tensors: (Tensor | undefined)[]): boolean =>
  dtype === 'f16' && cols % 8 === 0 && tensors.every((t) => t === undefined || t.offset % 8 === 0);

/** A variant name as declared: no f32 _vec8 variant exists (vec8Aligned holds for f16 only). */
type Declared<V extends string> = Exclude<V, `${string}f32${string}_vec8`>;
const declared = <V extends string>(variant: V): Declared<V> => variant as Declared<V>;

/** The workgroup a variant runs with: _vec8's by the row length (within the device's limit; a longer row
 * re-reads its remainder), the declaration's otherwise. */
const workgroupOf = (layout: string, cols: number, info: DeviceInfo): { workgroupSize?: number } => {
  const L = info.limits;
  const max = Math.min(L.maxComputeWorkGroupInvocations, L.maxComputeWorkGroupSize[0]);
  return layout === '_vec8' ? { workgroupSize: Math.min(vec8Workgroup(cols), max) } : {};
};

/** x's dtype, which every float operand of the call shares: f32, or f16 (f32 math, rounded once on store). */
function normDType(op: string, x: Tensor): NormDType {
  if (x.dtype !== 'f32' && x.dtype !== 'f16') throw new DTypeError(`${op}: x is ${x.describe()}, expected f32 or f16`);
  return x.dtype;
}

const elementBytes = (dtype: NormDType): number => (dtype === 'f16' ? 2 : 4);

export interface SoftmaxOptions extends OutOptions {
  /** Multiplies x before the softmax (default 1); rounded to f32. */
  scale?: number;
  /** Added to x * scale: x's dtype, broadcastable to x (e.g. [cols], [rows, cols], [1, 1, T, T] for
   * [B, H, T, T]), any view; -inf masks an element out (a row masked out everywhere gives NaN, as
   * PyTorch). Only with the last axis. */
  mask?: Tensor;
  /** The dimension normalised over (default -1, the last; negative counts from the end, as PyTorch's dim). */
  axis?: number;
}

/** Softmax over one axis (the last by default) of an f32 or f16 tensor of v = x * scale (+ mask), the max
 * subtracted first; same shape and dtype. */
export function softmax<D extends DType>(x: Tensor<D>, opts: SoftmaxOptions = {}): Tensor<D> {
  return softmaxRun('softmax', '', x, opts);
}

/** log(softmax(v)) over one axis (the last by default), v = x * scale (+ mask), as (v - max) - log(sum
 * exp(v - max)): no log(0) for tiny probabilities. Same shape and dtype. */
export function logSoftmax<D extends DType>(x: Tensor<D>, opts: SoftmaxOptions = {}): Tensor<D> {
  return softmaxRun('logSoftmax', 'log_', x, opts);
}

/** The normalised axis (0-based) and the extent of the dimensions after it. */
function softmaxAxis(op: string, x: Tensor, axis: unknown): { axis: number; inner: number } {
  const rank = x.shape.length;
  const a = axis ?? -1;
  if (typeof a !== 'number' || !Number.isInteger(a) || a < -rank || a >= rank)
    throw new ArgumentError(
      `${op}: axis ${String(a)} is out of range for x of shape ${fmtShape(x.shape)} (expected an integer in ${-rank}..${rank - 1})`,
    );
  const d = a < 0 ? a + rank : a;
  return { axis: d, inner: x.shape.slice(d + 1).reduce((p, n) => p * n, 1) };
}

/** The masked variants' push values: x's row head and the mask's strides over the same collapsed rows. */
function maskAddressing(op: string, x: Tensor, mask: Tensor) {
  const p = pairRows(op, x.shape, x, mask, 'mask', MASK_RANK);
  return { ...p.push, offM: p.second.offset, mColStride: p.second.colStride, strideM: p.second.strides };
}

function softmaxRun<D extends DType>(op: string, kind: SoftmaxKind, x: Tensor<D>, opts: SoftmaxOptions): Tensor<D> {
  const { mask } = opts;
  const device = deviceOf(op, mask ? { x, mask } : { x });
  const scale = opts.scale === undefined ? 1 : expectScalar(op, 'scale', opts.scale);
  const dtype = normDType(op, x);
  asRows(op, 'x', x); // a 0-D x is a ShapeError before the axis is read
  const { axis, inner } = softmaxAxis(op, x, opts.axis);
  const { rows, cols } = asRows(op, 'x', x, axis);
  if (mask) {
    if (axis !== x.shape.length - 1)
      throw new ArgumentError(
        `${op}: a mask applies along the last axis only (got axis ${String(opts.axis)}); add it to x first, or transpose x`,
      );
    expectDType(op, 'mask', mask, dtype);
    maskAddressing(op, x, mask); // ShapeError before anything is allocated
  }
  const out = output(op, device, opts.out, x.dtype, x.shape, { x, mask });
  if (x.size === 0) return out.t;
  return recordInto(out, (y) => {
    // along a non-last axis whose trailing extent is 1 the rows are still contiguous in y: the strided variant
    const a = rowAddressing(op, x, axis);
    const layout = mask
      ? ('_masked' as const)
      : inner > 1
        ? ('_axis' as const)
        : layoutOf({ x: a, vec8: vec8Aligned(dtype, cols, x, y) }, device.info);
    const push = mask ? maskAddressing(op, x, mask) : a.push;
    launch(device, SOFTMAX_KERNEL, declared(`${kind}${dtype}${layout}`), {
      ...workgroupOf(layout, cols, device.info),
      tensors: mask ? [x, y, mask] : [x, y],
      push: { ...push, offY: y.offset, scale, inner },
      label: rowsLabel(a.push),
      cost: softmaxCost(rows, cols, !!mask, elementBytes(dtype)),
    });
  });
}

export interface RmsNormOptions extends OutOptions {
  /** Added to the mean square before the square root (default 1e-6); rounded to f32. */
  eps?: number;
  /** Per-column scale, x's dtype, [cols], any view. */
  weight?: Tensor;
}

export const RMS_NORM_EPS = 1e-6;

/** rms_norm over the last dimension of an f32 or f16 tensor [..., cols]: x / sqrt(mean(x^2) + eps) (*
 * weight); same shape and dtype. Overflow-safe: |x| up to FLT_MAX, and tiny x with eps = 0, normalise
 * (rms_norm.comp). */
export function rmsNorm<D extends DType>(x: Tensor<D>, opts: RmsNormOptions = {}): Tensor<D> {
  const { weight } = opts;
  const device = deviceOf('rmsNorm', weight ? { x, weight } : { x });
  const eps = expectScalar('rmsNorm', 'eps', opts.eps ?? RMS_NORM_EPS, 0);
  const dtype = normDType('rmsNorm', x);
  const { rows, cols } = asRows('rmsNorm', 'x', x);
  if (weight) {
    expectDType('rmsNorm', 'weight', weight, dtype);
    expectShape('rmsNorm', 'weight', weight, [cols], 'one scale per column of x');
  }
  const out = output('rmsNorm', device, opts.out, x.dtype, x.shape, { x, weight });
  if (x.size === 0) return out.t;
  return recordInto(out, (y) => {
    const a = rowAddressing('rmsNorm', x);
    const layout = layoutOf({ x: a, weight, vec8: vec8Aligned(dtype, cols, x, y, weight) }, device.info);
    const variant = `${dtype}${weight ? ('_weight' as const) : ('' as const)}${layout}` as const;
    launch(device, RMS_NORM_KERNEL, declared(variant), {
      ...workgroupOf(layout, cols, device.info),
      tensors: weight ? [x, y, weight] : [x, y],
      push: { ...a.push, offY: y.offset, eps, offW: weight?.offset ?? 0, strideW: weight?.strides[0] ?? 0 },
      label: rowsLabel(a.push),
      cost: rmsNormCost(rows, cols, !!weight, elementBytes(dtype)),
    });
  });
}

export interface AddRmsNormOptions {
  /** Added to the mean square before the square root (default 1e-6); rounded to f32. */
  eps?: number;
  /** Per-column scale of the normed result, x's dtype, [cols], any view. */
  weight?: Tensor;
  /** Where to write the results (contiguous, x's dtype, the result's shape). `sum` may be residual or x
   * itself when that is contiguous and of the result's shape: the residual stream updated in place. */
  out?: { sum?: Tensor; normed?: Tensor };
}

/**
 * sum = x + residual and normed = rmsNorm(sum) (* weight) over the last dimension, in one pass: each
 * element of x and residual is read once and sum and normed are written once (rows up to 4096 wide at
 * the default workgroup; longer rows re-read their remainder from sum). x and residual are both f32 or both
 * f16 (then sum is rounded to f16 and normed is the rms_norm of that rounded sum), of any
 * layout, broadcast together (NumPy's rule) to the result's shape. Overflow-safe as rmsNorm.
 */
export function addRmsNorm<D extends DType>(
  x: Tensor<D>,
  residual: Tensor,
  opts: AddRmsNormOptions = {},
): { sum: Tensor<D>; normed: Tensor<D> } {
  const op = 'addRmsNorm';
  const { weight, out = {} } = opts;
  const device = deviceOf(op, weight ? { x, residual, weight } : { x, residual });
  const eps = expectScalar(op, 'eps', opts.eps ?? RMS_NORM_EPS, 0);
  const dtype = normDType(op, x);
  expectDType(op, 'residual', residual, dtype);
  const shape = broadcastShapes(`${op}: x ${fmtShape(x.shape)} and residual ${fmtShape(residual.shape)}`, x.shape, residual.shape);
  if (shape.length === 0) throw new ShapeError(`${op}: x and residual are 0-D, expected at least 1 dimension [..., cols]`);
  const pair = pairRows(op, shape, x, residual, 'residual', ADD_RANK);
  const { rows, cols } = pair.push;
  if (weight) {
    expectDType(op, 'weight', weight, dtype);
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
  const sum = inPlace ? { t: out.sum as Tensor<D>, owned: false } : output(op, device, out.sum, x.dtype, shape, given);
  const release = () => {
    if (sum.owned) sum.t.destroy();
  };
  let normed: Output<D>;
  try {
    normed = output(op, device, out.normed, x.dtype, shape, { ...given, sum: sum.t });
  } catch (e) {
    release();
    throw e;
  }
  try {
    recordInto(normed, (y) => {
      if (rows * cols === 0) return;
      const plain = pair.contiguous && (!weight || weight.isContiguous);
      const layout = !plain
        ? ('_strided' as const)
        : vec8Aligned(dtype, cols, x, residual, y, sum.t, weight)
          ? ('_vec8' as const)
          : ('' as const);
      launch(device, RMS_NORM_KERNEL, declared(`add_${dtype}${weight ? ('_weight' as const) : ('' as const)}${layout}`), {
        ...workgroupOf(layout, cols, device.info),
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
        cost: addRmsNormCost(rows, cols, !!weight, elementBytes(dtype)),
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
  /** Per-column scale, x's dtype, [cols], any view. */
  weight?: Tensor;
  /** Per-column shift, x's dtype, [cols], any view. */
  bias?: Tensor;
}

export const LAYER_NORM_EPS = 1e-5;

/** layer_norm over the last dimension of an f32 or f16 tensor [..., cols] (PyTorch's F.layer_norm, biased
 * variance): (x - mean) / sqrt(var + eps) (* weight) (+ bias); same shape. Overflow-safe as rmsNorm. */
export function layerNorm<D extends DType>(x: Tensor<D>, opts: LayerNormOptions = {}): Tensor<D> {
  const { weight, bias } = opts;
  const device = deviceOf('layerNorm', { x, ...(weight ? { weight } : {}), ...(bias ? { bias } : {}) });
  const eps = expectScalar('layerNorm', 'eps', opts.eps ?? LAYER_NORM_EPS, 0);
  const dtype = normDType('layerNorm', x);
  const { rows, cols } = asRows('layerNorm', 'x', x);
  for (const [name, t] of [
    ['weight', weight],
    ['bias', bias],
  ] as const) {
    if (!t) continue;
    expectDType('layerNorm', name, t, dtype);
    expectShape('layerNorm', name, t, [cols], `one ${name === 'weight' ? 'scale' : 'shift'} per column of x`);
  }
  const out = output('layerNorm', device, opts.out, x.dtype, x.shape, { x, weight, bias });
  if (x.size === 0) return out.t;
  return recordInto(out, (y) => {
    const a = rowAddressing('layerNorm', x);
    const strided = [weight, bias].find((t) => t && !t.isContiguous);
    const layout = layoutOf({ x: a, weight: strided ?? weight, vec8: vec8Aligned(dtype, cols, x, y, weight, bias) }, device.info);
    const variant =
      `${dtype}${weight ? ('_weight' as const) : ('' as const)}${bias ? ('_bias' as const) : ('' as const)}${layout}` as const;
    launch(device, LAYER_NORM_KERNEL, declared(variant), {
      ...workgroupOf(layout, cols, device.info),
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
      cost: layerNormCost(rows, cols, !!weight, !!bias, elementBytes(dtype)),
    });
  });
}
