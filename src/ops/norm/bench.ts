// The norm rows of `vkts bench`: softmax, rms_norm, add_rms_norm and layer_norm (no weight, no bias) over the last
// dimension of ctx.sizes.rows (32768 x 4096 on a GPU), into preallocated results; each also in f16 (half the
// bytes; the rows are aligned, so the _vec8 variants run).
import type { Tensor } from '../../device/tensor.ts';
import { randomF16 } from '../elementwise/bench.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { addRmsNormCost, layerNormCost, rmsNormCost, softmaxCost } from './cost.ts';
import { addRmsNorm, layerNorm, rmsNorm, softmax } from './ops.ts';

export function bench(ctx: BenchContext): BenchCase[] {
  const [rows, cols] = ctx.sizes.rows;
  const row = (op: string, cost: BenchCase['cost'], run: (x: Tensor, out: Tensor) => void, dtype: 'f32' | 'f16' = 'f32'): BenchCase => ({
    op,
    shape: `${rows}x${cols}`,
    dtype,
    variant: dtype === 'f16' ? 'f16_vec8' : dtype,
    cost,
    setup: () => {
      const x = dtype === 'f16' ? randomF16(ctx, [rows, cols]) : ctx.random([rows, cols]),
        out = ctx.device.alloc(dtype, [rows, cols]);
      ctx.device.sync(); // an f16 cast done: a timed step finds only its own dispatch
      return { step: () => run(x, out), free: [x, out] };
    },
  });
  const addRmsNormRow = (dtype: 'f32' | 'f16'): BenchCase => ({
    op: 'add_rms_norm',
    shape: `${rows}x${cols}`,
    dtype,
    variant: dtype === 'f16' ? 'add_f16_vec8' : 'add_f32',
    cost: addRmsNormCost(rows, cols, false, dtype === 'f16' ? 2 : 4),
    setup: () => {
      const operand = () => (dtype === 'f16' ? randomF16(ctx, [rows, cols]) : ctx.random([rows, cols]));
      const [x, residual] = [operand(), operand()];
      const out = { sum: ctx.device.alloc(dtype, [rows, cols]), normed: ctx.device.alloc(dtype, [rows, cols]) };
      ctx.device.sync();
      return { step: () => addRmsNorm(x, residual, { out }), free: [x, residual, out.sum, out.normed] };
    },
  });
  return [
    row('softmax', softmaxCost(rows, cols), (x, out) => softmax(x, { out })),
    row('softmax', softmaxCost(rows, cols, false, 2), (x, out) => softmax(x, { out }), 'f16'),
    row('rms_norm', rmsNormCost(rows, cols, false), (x, out) => rmsNorm(x, { out })),
    row('rms_norm', rmsNormCost(rows, cols, false, 2), (x, out) => rmsNorm(x, { out }), 'f16'),
    row('layer_norm', layerNormCost(rows, cols, false, false), (x, out) => layerNorm(x, { out })),
    row('layer_norm', layerNormCost(rows, cols, false, false, 2), (x, out) => layerNorm(x, { out }), 'f16'),
    addRmsNormRow('f32'),
    addRmsNormRow('f16'),
  ];
}
