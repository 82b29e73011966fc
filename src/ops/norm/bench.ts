// The norm rows of `vkts bench`: softmax, rms_norm, add_rms_norm and layer_norm (no weight, no bias) over the last
// dimension of ctx.sizes.rows (32768 x 4096 on a GPU), into preallocated results.
import type { Tensor } from '../../device/tensor.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { addRmsNormCost, layerNormCost, rmsNormCost, softmaxCost } from './cost.ts';
import { addRmsNorm, layerNorm, rmsNorm, softmax } from './ops.ts';

export function bench(ctx: BenchContext): BenchCase[] {
  const [rows, cols] = ctx.sizes.rows;
  const row = (op: string, cost: BenchCase['cost'], run: (x: Tensor, out: Tensor) => void): BenchCase => ({
    op,
    shape: `${rows}x${cols}`,
    dtype: 'f32',
    variant: 'f32',
    cost,
    setup: () => {
      const x = ctx.random([rows, cols]),
        out = ctx.device.alloc('f32', [rows, cols]);
      return { step: () => run(x, out), free: [x, out] };
    },
  });
  return [
    row('softmax', softmaxCost(rows, cols), (x, out) => softmax(x, { out })),
    row('rms_norm', rmsNormCost(rows, cols, false), (x, out) => rmsNorm(x, { out })),
    row('layer_norm', layerNormCost(rows, cols, false, false), (x, out) => layerNorm(x, { out })),
    {
      op: 'add_rms_norm',
      shape: `${rows}x${cols}`,
      dtype: 'f32',
      variant: 'add_f32',
      cost: addRmsNormCost(rows, cols, false),
      setup: () => {
        const [x, residual] = [ctx.random([rows, cols]), ctx.random([rows, cols])];
        const out = { sum: ctx.device.alloc('f32', [rows, cols]), normed: ctx.device.alloc('f32', [rows, cols]) };
        return { step: () => addRmsNorm(x, residual, { out }), free: [x, residual, out.sum, out.normed] };
      },
    },
  ];
}
