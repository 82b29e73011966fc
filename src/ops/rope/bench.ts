// The rope rows of `vkts bench`: rope of an f32 and an f16 [1, 32, tokens, 128] x with uploaded positions into a
// preallocated result, neox pairs. tokens follows the row-wise size (ctx.sizes.rows / 8 elements): 4096 on a
// GPU, 1024 with --quick, 32 on a CPU device.
import { randomF16 } from '../elementwise/bench.ts';
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
  const row = (dtype: 'f32' | 'f16'): BenchCase => ({
    op: 'rope',
    shape: shape.join('x'),
    dtype,
    variant: `${dtype}_neox_pos_vec4`,
    cost: ropeCost({
      elements,
      rotated: elements,
      elementBytes: dtype === 'f16' ? 2 : 4,
      inPlace: false,
      angles: tokens * (headDim / 2),
      sideBytes: 4 * (tokens + headDim / 2),
    }),
    setup: () => {
      // positions are uploaded, not computed: the timed window holds rope's dispatches only
      const positions = ctx.device.upload(Int32Array.from({ length: tokens }, (_, i) => i));
      const x = dtype === 'f16' ? randomF16(ctx, shape) : ctx.random(shape);
      const out = ctx.device.alloc(dtype, shape);
      ctx.device.sync();
      return { step: () => rope(x, { positions, out }), free: [x, positions, out] };
    },
  });
  return [row('f32'), row('f16')];
}
