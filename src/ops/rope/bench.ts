// The rope row of `vkts bench`: rope of an f32 [1, 32, tokens, 128] x with uploaded positions into a
// preallocated result, neox pairs. tokens follows the row-wise size (ctx.sizes.rows / 8 elements): 4096 on a
// GPU, 1024 with --quick, 32 on a CPU device.
import type { BenchCase, BenchContext } from '../family.ts';
import { ropeCost } from './cost.ts';
import { rope } from './ops.ts';

export const ROPE_BENCH_HEADS = 32;
export const ROPE_BENCH_HEAD_DIM = 128;

export function bench(ctx: BenchContext): BenchCase[] {
  const [rows, cols] = ctx.sizes.rows;
  const [heads, headDim] = [ROPE_BENCH_HEADS, ROPE_BENCH_HEAD_DIM];
  const tokens = Math.max(1, Math.floor((rows * cols) / (8 * heads * headDim)));
  const shape = [1, heads, tokens, headDim];
  const elements = heads * tokens * headDim;
  return [
    {
      op: 'rope',
      shape: shape.join('x'),
      dtype: 'f32',
      variant: 'f32_neox_pos_vec4',
      cost: ropeCost({
        elements,
        rotated: elements,
        elementBytes: 4,
        inPlace: false,
        angles: tokens * (headDim / 2),
        sideBytes: 4 * (tokens + headDim / 2),
      }),
      setup: () => {
        // positions are uploaded, not computed: the timed window holds rope's dispatches only
        const positions = ctx.device.upload(Int32Array.from({ length: tokens }, (_, i) => i));
        const x = ctx.random(shape);
        const out = ctx.device.alloc('f32', shape);
        return { step: () => rope(x, { positions, out }), free: [x, positions, out] };
      },
    },
  ];
}
