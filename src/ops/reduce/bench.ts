// The reduce rows of `vkts bench`: sum, max and argmax over the last dimension of ctx.sizes.rows (32768 x
// 4096 on a GPU), into a preallocated result.
import type { BenchCase, BenchContext } from '../family.ts';
import { reduceCost } from './cost.ts';
import type { ReduceOp } from './kernels.ts';
import { reduce } from './ops.ts';

/** The benchmarked ops (mean and min run the sum and max loops; argmax is the arg-reduction's row). */
const BENCHED: readonly ReduceOp[] = ['sum', 'max', 'argmax'];

export function bench(ctx: BenchContext): BenchCase[] {
  const [rows, cols] = ctx.sizes.rows;
  return BENCHED.map(
    (op): BenchCase => ({
      op,
      shape: `${rows}x${cols}`,
      dtype: 'f32',
      variant: 'f32',
      cost: reduceCost(op, rows, cols),
      setup: () => {
        const x = ctx.random([rows, cols]),
          out = ctx.device.alloc(op === 'argmax' ? 'u32' : 'f32', [rows]);
        return { step: () => reduce(op, x, { out }), free: [x, out] };
      },
    }),
  );
}
