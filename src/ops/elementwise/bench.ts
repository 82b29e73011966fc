// The elementwise rows of `vkts bench`: add, mul and silu_mul (SwiGLU), axpy, relu and gelu over 2^26 elements (GPU).
import type { BenchCase, BenchContext } from '../family.ts';
import { axpyCost, binaryCost, unaryCost } from './cost.ts';
import { axpy, binary, unary } from './ops.ts';

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
    ...(['relu', 'gelu'] as const).map(
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
