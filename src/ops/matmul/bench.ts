// The matmul rows of `vkts bench`: matvec at the suite's weight shape and square gemm (A·B and A·Bᵀ, at
// the tuned tile where the tune cache has one) at each of its sizes, then the f16/bf16 rows (half-bench.ts).
// Weights (W, B) rotate through ctx.copiesOf(bytes) copies so they come from memory, not the last-level
// cache.
import type { BenchCase, BenchContext } from '../family.ts';
import { gemmCost, matvecCost } from './cost.ts';
import { halfBench } from './half-bench.ts';
import { GEMM_F32_TILES, type GemmF32Tile } from './kernels.ts';
import { gemm, matvec } from './ops.ts';
import { gemmConfig } from './tune-lookup.ts';

/** The variant an s³ f32 gemm runs: the tuned tile (the rows are contiguous and s a multiple of 4, so a
 * vec4 tile runs as vec4), else the heuristic's. */
function f32Variant(ctx: BenchContext, s: number, transB: boolean): string {
  const ab = transB ? 'nt' : 'nn';
  const c = gemmConfig(ctx.device.info, { dtype: 'f32', ab, M: s, N: s, K: s });
  const tile = GEMM_F32_TILES[c.candidate as GemmF32Tile];
  return tile ? `${ab}${tile.suffix}` : `${ab} ${c.candidate}`;
}

export function bench(ctx: BenchContext): BenchCase[] {
  const [rows, cols] = ctx.sizes.matvec;
  const wCopies = ctx.copiesOf(rows * cols * 4);
  const cases: BenchCase[] = [
    {
      op: 'matvec',
      shape: `${rows}x${cols}`,
      dtype: 'f32',
      variant: cols % 4 === 0 ? 'vec4' : 'scalar',
      cost: matvecCost(rows, cols),
      setup: () => {
        const ws = Array.from({ length: wCopies }, () => ctx.random([rows, cols]));
        const x = ctx.random([cols]),
          y = ctx.device.alloc('f32', [rows]);
        return { step: (i) => matvec(ws[i % wCopies]!, x, { out: y }), free: [...ws, x, y] };
      },
    },
  ];
  for (const s of ctx.sizes.gemm) {
    for (const transB of [false, true]) {
      const bCopies = ctx.copiesOf(s * s * 4);
      cases.push({
        op: transB ? 'gemm_nt' : 'gemm',
        shape: `${s}x${s}x${s}`,
        dtype: 'f32',
        variant: f32Variant(ctx, s, transB),
        cost: gemmCost(s, s, s),
        setup: () => {
          const a = ctx.random([s, s]),
            c = ctx.device.alloc('f32', [s, s]);
          const bs = Array.from({ length: bCopies }, () => ctx.random([s, s]));
          return { step: (i) => gemm(a, bs[i % bCopies]!, { transB, out: c }), free: [a, ...bs, c] };
        },
      });
    }
  }
  return [...cases, ...halfBench(ctx)];
}
