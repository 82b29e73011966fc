// RMS normalisation over the last dimension: y = x / sqrt(mean(x^2) + eps), times an optional weight.
import type { Tensor } from '../device/tensor.ts';
import { deviceOf, expectDType, expectScalar, expectShape, output, recordInto, type OutOptions } from './args.ts';
import { rmsNormCost } from './cost.ts';
import { launch } from './legacy-launch.ts';
import { asRows } from './rows.ts';

export interface RmsNormOptions extends OutOptions {
  /** Added to the mean square before the square root (default 1e-6); rounded to f32. */
  eps?: number;
  /** Per-column scale, f32 [cols]. */
  weight?: Tensor;
}

export const RMS_NORM_EPS = 1e-6;

/** rms_norm over the last dimension of an f32 tensor [..., cols]; same shape. */
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
  return recordInto(out, (y) =>
    launch(device, {
      shader: 'rms_norm',
      variant: weight ? 'f32_weight' : 'f32',
      tensors: weight ? [x, y, weight] : [x, y],
      push: { rows, cols, eps },
      label: `${rows}x${cols}`,
      cost: rmsNormCost(rows, cols, !!weight),
    }),
  );
}
