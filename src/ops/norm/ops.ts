// Normalisations over the last dimension of an f32 tensor of any layout, same shape out: softmax, and
// rms_norm with an optional per-column weight. Contiguous rows use the contiguous variants; any other view
// of x (or a strided weight) the strided ones, which read the views in place (src/ops/rows.ts).
import type { DeviceInfo } from '../../device/capabilities.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectDType, expectScalar, expectShape, output, recordInto, type OutOptions } from '../args.ts';
import { launch } from '../launch.ts';
import { asRows, rowAddressing, rowsLabel, type RowAddressing, type RowLayout } from '../rows.ts';
import { always, choose, type Rule } from '../select.ts';
import { rmsNormCost, softmaxCost } from './cost.ts';
import { RMS_NORM_KERNEL, SOFTMAX_KERNEL } from './kernels.ts';

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

/** Softmax over the last dimension of an f32 tensor (the row max subtracted first); same shape. */
export function softmax(x: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  const device = deviceOf('softmax', { x });
  expectDType('softmax', 'x', x, 'f32');
  const { rows, cols } = asRows('softmax', 'x', x);
  const out = output('softmax', device, opts.out, 'f32', x.shape, { x });
  if (x.size === 0) return out.t;
  return recordInto(out, (y) => {
    const a = rowAddressing('softmax', x);
    launch(device, SOFTMAX_KERNEL, `f32${layoutOf({ x: a }, device.info)}`, {
      tensors: [x, y],
      push: { ...a.push, offY: y.offset },
      label: rowsLabel(a.push),
      cost: softmaxCost(rows, cols),
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
