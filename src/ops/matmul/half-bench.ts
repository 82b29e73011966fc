// The f16/bf16 gemm rows of `vkts bench` (bench/peers/torch.py has the same rows): square products and the
// LLM prefill shapes (512 tokens through a 4096 -> 14336 projection and back), half inputs and result
// (f32 accumulation), as torch.mm of half tensors. Each row's roof is its kernel's: the f16 cooperative-
// matrix peak for gemm_coopmat, the f32 FMA peak for the FMA kernel. B rotates through copies as the f32
// rows' does. A CPU device runs 256^3 only; --quick runs the 4096^3 rows only.
import { convert } from '../convert/ops.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { choose } from '../select.ts';
import { gemmHalfCost } from './cost.ts';
import { coopmatVariant, halfVariant, type HalfDType } from './half-kernels.ts';
import { GEMM_HALF_PATH_RULES } from './half-ops.ts';
import { gemm } from './ops.ts';
import { chooseTile } from './rules.ts';

/** [dtype, M, N, K] of each row for the suite's sizes. */
function rows(ctx: BenchContext): [HalfDType, number, number, number][] {
  if (ctx.device.info.type === 'cpu')
    return [
      ['f16', 256, 256, 256],
      ['bf16', 256, 256, 256],
    ];
  const square: [HalfDType, number, number, number][] = [
    ['f16', 4096, 4096, 4096],
    ['bf16', 4096, 4096, 4096],
  ];
  if (Math.max(...ctx.sizes.gemm) < 4096) return square; // --quick
  return [...square, ['f16', 8192, 8192, 8192], ['bf16', 8192, 8192, 8192], ['f16', 512, 4096, 14336], ['f16', 512, 14336, 4096]];
}

export function halfBench(ctx: BenchContext): BenchCase[] {
  return rows(ctx).map(([dtype, M, N, K]) => {
    const path = choose(GEMM_HALF_PATH_RULES, { dtype }, ctx.device.info);
    const bCopies = ctx.copiesOf(K * N * 2);
    const half = (shape: number[]) => {
      const x = ctx.random(shape);
      try {
        return convert(x, dtype);
      } finally {
        x.destroy();
      }
    };
    return {
      op: 'gemm',
      shape: `${M}x${N}x${K}`,
      dtype,
      // contiguous operands whose extents are multiples of 4: the vector loads
      variant:
        path === 'coopmat' ? coopmatVariant('half', 'nn', '_vec') : halfVariant(dtype, 'half', 'nn', chooseTile({ M, N }, ctx.device.info)),
      cost: gemmHalfCost(M, N, K, 1, 2, path === 'coopmat' ? 'f16-coopmat' : 'f32'),
      setup: () => {
        const a = half([M, K]),
          c = ctx.device.alloc(dtype, [M, N]);
        const bs = Array.from({ length: bCopies }, () => half([K, N]));
        return { step: (i) => gemm(a, bs[i % bCopies]!, { out: c }), free: [a, ...bs, c] };
      },
    };
  });
}
