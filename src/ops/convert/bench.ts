// The convert rows of `vkts bench`: the f32 -> f16 cast over 2^26 elements (keyed op 'cast', dtype
// 'f32->f16', as the legacy row and the peer's, with the device's default rounding; again with the other
// rounding: the hardware's (f32_to_f16_vec4_hw) or the integer one (f32_to_f16_vec4)), contiguous() of a
// transposed [rows, cols] f32 view, and contiguous() of the same elements as [tokens, 32 heads, 128] permuted
// to [heads, tokens, 128] (the strided copy in vectors).
import type { BenchCase, BenchContext } from '../family.ts';
import { convertCost } from './cost.ts';
import { choose } from '../select.ts';
import { convert, F16_ROUNDING_RULES } from './ops.ts';

const [HEADS, HEAD_DIM] = [32, 128];

export function bench(ctx: BenchContext): BenchCase[] {
  const n = ctx.sizes.elements;
  const [rows, cols] = ctx.sizes.rows;
  const tokens = (rows * cols) / (HEADS * HEAD_DIM);
  const hardwareDefault = choose(F16_ROUNDING_RULES, undefined, ctx.device.info) === 'hardware';
  return [
    {
      op: 'cast',
      shape: `${n}`,
      dtype: 'f32->f16',
      variant: n % 4 === 0 ? (hardwareDefault ? 'f32_to_f16_vec4_hw' : 'f32_to_f16_vec4') : 'f32_to_f16',
      cost: convertCost(n, 'f32', 'f16'),
      setup: () => {
        const x = ctx.random([n]),
          out = ctx.device.alloc('f16', [n]);
        return { step: () => convert(x, 'f16', { out }), free: [x, out] };
      },
    },
    // the other rounding (convert's hardwareRounding option): whole vectors only
    ...(n % 4 === 0
      ? [
          {
            op: 'cast',
            shape: `${n}`,
            dtype: 'f32->f16',
            variant: hardwareDefault ? 'f32_to_f16_vec4' : 'f32_to_f16_vec4_hw',
            cost: convertCost(n, 'f32', 'f16'),
            setup: () => {
              const x = ctx.random([n]),
                out = ctx.device.alloc('f16', [n]);
              return { step: () => convert(x, 'f16', { out, hardwareRounding: !hardwareDefault }), free: [x, out] };
            },
          },
        ]
      : []),
    {
      // the dispatch contiguous() records (transpose.b32: 64 x 64 shared-memory tiles), into one reused output
      op: 'contiguous',
      shape: `${cols}x${rows}`,
      dtype: 'f32',
      variant: 'transpose.b32',
      cost: convertCost(rows * cols, 'f32', 'f32'),
      setup: () => {
        const x = ctx.random([rows, cols]),
          xt = x.transpose(),
          out = ctx.device.alloc('f32', [cols, rows]);
        return { step: () => convert(xt, 'f32', { out }), free: [x, xt, out] };
      },
    },
    {
      // attention's head split: [tokens, heads, headDim] read as [heads, tokens, headDim] (the strided copy in
      // vectors: rows of headDim contiguous floats, gathered across the heads)
      op: 'contiguous',
      shape: `${tokens}x${HEADS}x${HEAD_DIM} permute(1,0,2)`,
      dtype: 'f32',
      variant: 'copy32_strided_vec4',
      cost: convertCost(rows * cols, 'f32', 'f32'),
      setup: () => {
        const x = ctx.random([tokens, HEADS, HEAD_DIM]),
          xp = x.permute([1, 0, 2]),
          out = ctx.device.alloc('f32', xp.shape);
        return { step: () => convert(xp, 'f32', { out }), free: [x, xp, out] };
      },
    },
  ];
}
