// The elementwise rows of `vkts bench`: add, mul and silu_mul (SwiGLU), axpy, relu, gelu and gelu_erf over 2^26 elements
// (GPU), and silu_mul in f16 (half the bytes of the f32 row).
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

export function bench(ctx: BenchContext): BenchCase[] {
  const n = ctx.sizes.elements;
  const variant = n % 4 === 0 ? 'vec4' : 'scalar';
  const shape = `${n}`;
  return [
    ...(['add', 'mul', 'silu_mul'] as const).map(
      (op): BenchCase => ({
        op,
        shape,
        dtype: 'f32',
        variant,
        cost: binaryCost(op, n),
        setup: () => {
          const a = ctx.random([n]),
            b = ctx.random([n]),
            out = ctx.device.alloc('f32', [n]);
          return { step: () => binary(op, a, b, { out }), free: [a, b, out] };
        },
      }),
    ),
    {
      op: 'silu_mul',
      shape,
      dtype: 'f16',
      variant: n % 4 === 0 ? 'f16_vec4' : 'f16_strided',
      cost: binaryCost('silu_mul', n, 2),
      setup: () => {
        const a = randomF16(ctx, [n]),
          b = randomF16(ctx, [n]),
          out = ctx.device.alloc('f16', [n]);
        ctx.device.sync(); // the casts done: a timed step finds only its own dispatch
        return { step: () => binary('silu_mul', a, b, { out }), free: [a, b, out] };
      },
    },
    {
      op: 'axpy',
      shape,
      dtype: 'f32',
      variant,
      cost: axpyCost(n),
      setup: () => {
        const x = ctx.random([n]),
          y = ctx.random([n]);
        return { step: () => axpy(1e-3, x, y), free: [x, y] };
      },
    },
    ...(['relu', 'gelu', 'gelu_erf'] as const).map(
      (op): BenchCase => ({
        op,
        shape,
        dtype: 'f32',
        variant,
        cost: unaryCost(op, n),
        setup: () => {
          const x = ctx.random([n]),
            out = ctx.device.alloc('f32', [n]);
          return { step: () => unary(op, x, { out }), free: [x, out] };
        },
      }),
    ),
  ];
}
