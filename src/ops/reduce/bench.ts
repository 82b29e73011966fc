// The reduce rows of `vkts bench`: sum and max over the last dimension of ctx.sizes.rows (32768 x 4096 on
// a GPU), into a preallocated result.
import type { BenchCase, BenchContext } from '../family.ts';
import { reduceCost } from './cost.ts';
import { REDUCE_OPS } from './kernels.ts';
import { reduce } from './ops.ts';

export function bench(ctx: BenchContext): BenchCase[] {
  const [rows, cols] = ctx.sizes.rows;
  return REDUCE_OPS.map(
    (op): BenchCase => ({
      op,
      shape: `${rows}x${cols}`,
      dtype: 'f32',
      variant: 'f32',
      cost: reduceCost(op, rows, cols),
      setup: () => {
        const x = ctx.random([rows, cols]),
          out = ctx.device.alloc('f32', [rows]);
        return { step: () => reduce(op, x, { out }), free: [x, out] };
      },
    }),
  );
}
