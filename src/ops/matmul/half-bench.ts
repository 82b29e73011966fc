// The f16/bf16 gemm rows of `vkts bench` (bench/peers/torch.py has the same rows): square products and the
// LLM prefill shapes (512 tokens through a 4096 -> 14336 projection and back), half inputs and result
// (f32 accumulation), as torch.mm of half tensors. Each row's roof is its kernel's: the f16 cooperative-
// matrix peak for gemm_coopmat and gemm_coopmat2 (and bf16's 'scaled' path on them), the f32 FMA peak for the FMA kernel. B rotates through copies as the f32
// rows' does. A CPU device runs 256^3 only; --quick runs the 4096^3 rows only.
import { convert } from '../convert/ops.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { choose } from '../select.ts';
import { gemmHalfCost } from './cost.ts';
import {
  coopmat2Variant,
  coopmatVariant,
  halfVariant,
  type Coopmat2TileName,
  type CoopmatTileName,
  type HalfDType,
} from './half-kernels.ts';
import { GEMM_HALF_PATH_RULES, hasCoopmat2F16, hasCoopmatF16, hasTensorCores, type GemmHalfPath } from './half-ops.ts';
import { gemm } from './ops.ts';
import { chooseTile } from './rules.ts';
import { gemmConfig } from './tune-lookup.ts';

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

type Row = [HalfDType, number, number, number, GemmHalfPath, Coopmat2TileName | CoopmatTileName | undefined];

/** The rows: what gemm runs for each shape (its tuned tile included); bf16's FMA kernel beside its 'scaled'
 * path where that is the choice; and the other cooperative-matrix path beside the chosen one at the square
 * f16 shapes where the device has both (the rows show why it is not chosen). */
function paths(ctx: BenchContext): Row[] {
  const info = ctx.device.info;
  const chosen = rows(ctx).map(([d, M, N, K]): Row => {
    const o = gemmConfig(info, { dtype: d, ab: 'nn', M, N, K }).options;
    const path = (o.path as GemmHalfPath | undefined) ?? choose(GEMM_HALF_PATH_RULES, { dtype: d, flops: 2 * M * N * K }, info);
    return [d, M, N, K, path, o.coopmatTile as Row[5]];
  });
  const fmaBeside = chosen.filter(([, , , , path]) => path === 'scaled').map(([d, M, N, K]): Row => [d, M, N, K, 'fma', undefined]);
  if (!hasCoopmat2F16(info) || !hasCoopmatF16(info)) return [...chosen, ...fmaBeside];
  return [
    ...chosen,
    ...fmaBeside,
    ...chosen
      .filter(([d, M, N, , path]) => d === 'f16' && M === N && path !== 'fma')
      .map(([d, M, N, K, path]): Row => [d, M, N, K, path === 'coopmat2' ? 'coopmat' : 'coopmat2', undefined]),
  ];
}

export function halfBench(ctx: BenchContext): BenchCase[] {
  const tensorCores = hasTensorCores(ctx.device.info);
  return paths(ctx).map(([dtype, M, N, K, path, tile]) => {
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
      // contiguous operands whose extents are multiples of 8: the vector loads
      // 'scaled': the two scales, the f16 gemm on its own path and the unscale, timed together
      variant:
        path === 'coopmat'
          ? coopmatVariant('half', 'nn', '_vec8', tile as CoopmatTileName | undefined)
          : path === 'coopmat2'
            ? coopmat2Variant('half', 'nn', tile as Coopmat2TileName | undefined)
            : path === 'scaled'
              ? 'scaled'
              : halfVariant(dtype, 'half', 'nn', chooseTile({ M, N }, ctx.device.info)),
      cost: gemmHalfCost(M, N, K, 1, 2, path === 'fma' || (path === 'scaled' && !tensorCores) ? 'f32' : 'f16-coopmat'),
      setup: () => {
        const a = half([M, K]),
          c = ctx.device.alloc(dtype, [M, N]);
        const bs = Array.from({ length: bCopies }, () => half([K, N]));
        return { step: (i) => gemm(a, bs[i % bCopies]!, { out: c, path, ...(tile ? { coopmatTile: tile } : {}) }), free: [a, ...bs, c] };
      },
    };
  });
}
