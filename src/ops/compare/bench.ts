// The compare rows of `vkts bench`: lt of two f32 arrays into a u8 mask, and where(u8 mask, a, b), over
// ctx.sizes.elements (2^26) elements.
import type { BenchCase, BenchContext } from '../family.ts';
import { compareCost, whereCost } from './cost.ts';
import { compare, where } from './ops.ts';

export function bench(ctx: BenchContext): BenchCase[] {
  const n = ctx.sizes.elements;
  const shape = `${n}`;
  return [
    {
      op: 'lt',
      shape,
      dtype: 'f32->u8',
      variant: 'lt_f32',
      cost: compareCost('lt', n),
      setup: () => {
        const a = ctx.random([n]),
          b = ctx.random([n]),
          out = ctx.device.alloc('u8', [n]);
        return { step: () => compare('lt', a, b, { out }), free: [a, b, out] };
      },
    },
    {
      op: 'where',
      shape,
      dtype: 'f32',
      variant: n % 4 === 0 ? 'u8_f32_vec4' : 'u8_f32',
      cost: whereCost('u8', n),
      setup: () => {
        // The mask is uploaded, not computed: the timed window must hold where's dispatches only.
        const mask = ctx.device.upload(Uint8Array.from({ length: n }, () => (Math.random() < 0.5 ? 1 : 0)));
        const a = ctx.random([n]),
          b = ctx.random([n]),
          out = ctx.device.alloc('f32', [n]);
        return { step: () => where(mask, a, b, { out }), free: [a, b, mask, out] };
      },
    },
  ];
}
