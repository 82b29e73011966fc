// The elementwise rows of `vkts bench`: add, mul and silu_mul (SwiGLU), axpy, relu, gelu and gelu_erf over 2^26 elements
// (GPU), and add, silu_mul and gelu in f16 (half the bytes of the f32 rows: f16 read and written, f32 math).
import type { Tensor } from '../../device/tensor.ts';
import { castF32ToF16 } from '../convert/ops.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { axpyCost, binaryCost, unaryCost } from './cost.ts';
import { axpy, binary, unary } from './ops.ts';

/** A random f16 tensor (an f32 one cast; the bench syncs before timing, so the cast is not in a step). */
export function randomF16(ctx: BenchContext, shape: readonly number[]): Tensor<'f16'> {
  const x = ctx.random(shape);
  try {
    return castF32ToF16(x);
  } finally {
    x.destroy();
  }
}

type RowDType = 'f32' | 'f16';

export function bench(ctx: BenchContext): BenchCase[] {
  const n = ctx.sizes.elements;
  const vec4 = n % 4 === 0;
  const shape = `${n}`;
  const variant = (dtype: RowDType) => (dtype === 'f16' ? (vec4 ? 'f16_vec4' : 'f16_strided') : vec4 ? 'vec4' : 'scalar');
  const bytes = (dtype: RowDType) => (dtype === 'f16' ? 2 : 4);
  const operand = (dtype: RowDType) => (dtype === 'f16' ? randomF16(ctx, [n]) : ctx.random([n]));
  // a row of `op` on `arity` random operands of n elements into a preallocated result
  const row = (
    op: string,
    dtype: RowDType,
    arity: 1 | 2,
    cost: BenchCase['cost'],
    run: (xs: Tensor[], out: Tensor) => void,
  ): BenchCase => ({
    op,
    shape,
    dtype,
    variant: variant(dtype),
    cost,
    setup: () => {
      const xs = Array.from({ length: arity }, () => operand(dtype)),
        out = ctx.device.alloc(dtype, [n]);
      ctx.device.sync(); // an f16 cast done: a timed step finds only its own dispatch
      return { step: () => run(xs, out), free: [...xs, out] };
    },
  });
  const binaryRow = (op: 'add' | 'mul' | 'silu_mul', dtype: RowDType): BenchCase =>
    row(op, dtype, 2, binaryCost(op, n, bytes(dtype)), ([a, b], out) => binary(op, a!, b!, { out }));
  const unaryRow = (op: 'relu' | 'gelu' | 'gelu_erf', dtype: RowDType): BenchCase =>
    row(op, dtype, 1, unaryCost(op, n, bytes(dtype)), ([x], out) => unary(op, x!, { out }));
  return [
    binaryRow('add', 'f32'),
    binaryRow('mul', 'f32'),
    binaryRow('silu_mul', 'f32'),
    binaryRow('add', 'f16'),
    binaryRow('silu_mul', 'f16'),
    {
      op: 'axpy',
      shape,
      dtype: 'f32',
      variant: variant('f32'),
      cost: axpyCost(n),
      setup: () => {
        const x = ctx.random([n]),
          y = ctx.random([n]);
        return { step: () => axpy(1e-3, x, y), free: [x, y] };
      },
    },
    unaryRow('relu', 'f32'),
    unaryRow('gelu', 'f32'),
    unaryRow('gelu_erf', 'f32'),
    unaryRow('gelu', 'f16'),
  ];
}
