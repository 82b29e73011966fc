// The quant gemm rows of `vkts bench`: qgemm per format at the prefill shape M = 512 tokens against the
// matvec rows' weight shape (N = 4096, K = 14336 on a GPU: ggml's test-backend-ops mul_mat m = 4096, k = 14336;
// M = 64 and 1024 x 2048 on a CPU device), the weights rotating through ctx.copiesOf(bytes) copies as the
// matvec rows' do, on the path quant.gemm takes by default there (defaultQGemmPath: on tensor cores from 128 rows
// the f16 path, variant `<format>_f16`: x converted, W decoded to f16, the f16 matmul, timed as the sum of its
// dispatches; without tensor cores but with int8 dot products in hardware, `<format>_q8_1`: x's quantize and
// the int8 tile; else the f32 tile, `<format>_x4`); qgemm_q8 (the int8 kernel, x as q8_1 blocks) for its
// formats (QGEMM_INT8_FORMATS); qgemm_experts, an expert bank's prefill on its default path (and on the f32
// tile beside it where that is the f16 path); quantize_q8_1 of those activations; and dequantize_f16 of the weights (the f16 path's decoder).
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import type { Tensor } from '../../device/tensor.ts';
import type { BenchCase, BenchContext } from '../../ops/family.ts';
import { isCodebook } from '../matvec/kernels.ts';
import { quantizeRows } from '../matvec/sample-blocks.ts';
import { dequantizeCost, qgemmCost, qgemmExpertsCost, qgemmExpertsF16Cost, qgemmF16Cost, qgemmInt8Cost, quantizeQ81Cost } from './cost.ts';
import { dequantizeBlocks } from './dequant.ts';
import { defaultExpertsPath, expertChunks } from './f16-path.ts';
import { QGEMM_FORMATS, QGEMM_INT8_FORMATS, type QGemmFormat } from './kernels.ts';
import { defaultQGemmPath, gemm, quantizeActivations, type QGemmPath } from './ops.ts';

/** N rows of `format` blocks: one quantized row of fixed pseudo-random weights in [-1, 1], repeated
 * (quantizing 58M weights in JS would dominate the suite; the kernel's time does not depend on the values). */
function blocksOf(format: QGemmFormat, N: number, K: number): Uint8Array {
  const weights = Float32Array.from({ length: K }, (_, i) => Math.sin(i * 12.9898 + 1));
  const row = quantizeRows(format, weights, 1, K); // with an imatrix where ggml requires one
  const out = new Uint8Array(N * row.length);
  for (let r = 0; r < N; r++) out.set(row, r * row.length);
  return out;
}

/** A timed product of x (f32, or its q8_1 blocks for the int8 kernel) [M, K] and N x K weights of `format`,
 * the weights rotating through ctx.copiesOf(bytes) copies: the int8 kernel, or quant.gemm's default path. */
function gemmRow(ctx: BenchContext, [M, N, K]: readonly [number, number, number], format: QGemmFormat, int8: boolean): BenchCase {
  const bytes = (N * K * BLOCK_FORMATS[format].blockBytes) / BLOCK_FORMATS[format].blockSize;
  const copies = ctx.copiesOf(bytes);
  const path = int8 ? 'int8' : defaultQGemmPath(ctx.device.info, M, format);
  const variant = { f16: `${format}_f16`, int8: int8 ? format : `${format}_q8_1`, f32: `${format}_x4` }[path];
  return {
    op: int8 ? 'qgemm_q8' : 'qgemm',
    shape: `${M}x${N}x${K}`,
    dtype: format,
    variant,
    cost: { f16: qgemmF16Cost, int8: qgemmInt8Cost, f32: qgemmCost }[path](format, M, N, K),
    setup: () => {
      const blocks = blocksOf(format, N, K);
      const ws = Array.from({ length: copies }, () => ctx.device.upload(blocks, { dtype: format, shape: [N, K] }));
      const x = ctx.random([M, K]),
        xq = int8 ? quantizeActivations(x) : x,
        c = ctx.device.alloc('f32', [M, N]);
      const step = (i: number): Tensor => gemm(xq, ws[i % copies]!, { transB: true, out: c });
      return { step, free: [...new Set([...ws, x, xq, c])] };
    },
  };
}

/** quant.dequantizeTensor's kernel on N x K weights of `format` to f16, the weights rotating as gemmRow's do. */
function dequantRow(ctx: BenchContext, N: number, K: number, format: QGemmFormat): BenchCase {
  const copies = ctx.copiesOf((N * K * BLOCK_FORMATS[format].blockBytes) / BLOCK_FORMATS[format].blockSize + 2 * N * K);
  return {
    op: 'dequantize_f16',
    shape: `${N}x${K}`,
    dtype: format,
    variant: format,
    cost: dequantizeCost(format, N * K),
    setup: () => {
      const blocks = blocksOf(format, N, K);
      const ws = Array.from({ length: copies }, () => ctx.device.upload(blocks, { dtype: format, shape: [N, K] }));
      const out = ctx.device.alloc('f16', [N, K]);
      const range = { blk0: 0, blocks: K / BLOCK_FORMATS[format].blockSize };
      // dequantizeTensor's dispatch, into one result (it allocates a fresh one per call)
      const step = (i: number): void => dequantizeBlocks(ctx.device, ws[i % copies]!, format, N, K, range, { t: out, offOut: 0, ldOut: K });
      return { step, free: [...ws, out] };
    },
  };
}

/** quant.gemm over an expert bank of 8 q4_K experts [N, K] (a Mixtral-style FFN), M tokens routed to 2 each
 * (uploaded ids, every expert used), on `path` (their dispatches' GPU times summed): the f32 tile (the route
 * pass and the _moe variant, `q4_K_moe_x4`) or the f16 path (`q4_K_f16`: the route and segment passes, x
 * converted and gathered, every expert decoded to f16 in K-chunks and multiplied as a ragged batch, the rows
 * gathered back); the bank is 8 experts of the matvec rows' weight, itself beyond the cache. */
function expertsRow(ctx: BenchContext, [M, N, K]: readonly [number, number, number], path: QGemmPath): BenchCase {
  const [experts, topK, format] = [8, 2, 'q4_K'] as const;
  const pieces = expertChunks(format, [experts, N, K]);
  const chunks = pieces.by === 'k' ? Math.ceil(K / pieces.kc) : 1; // the passes over C
  return {
    op: 'qgemm_experts',
    shape: `${experts}x${N}x${K}[${M}x${topK}]`,
    dtype: format,
    variant: path === 'f16' ? `${format}_f16` : `${format}_moe_x4`,
    cost:
      path === 'f16'
        ? qgemmExpertsF16Cost(format, experts, N, K, M * topK, M, chunks)
        : qgemmExpertsCost(format, experts, N, K, M * topK, M),
    setup: () => {
      const w = ctx.device.upload(blocksOf(format, experts * N, K), { dtype: format, shape: [experts, N, K] });
      const ids = ctx.device.upload(
        Uint32Array.from({ length: M * topK }, (_, p) => (p * 3 + (p >> 1)) % experts),
        { shape: [M, topK] },
      );
      const x = ctx.random([M, K]),
        y = ctx.device.alloc('f32', [M, topK, N]);
      return { step: () => gemm(x, w, { transB: true, ids, out: y, path }), free: [w, ids, x, y] };
    },
  };
}

/** Of the codebook formats, a 2-bit and a 3-bit grid get rows (the others run the same tile with another
 * decoder, and quantizing IQ1's search in JS would dominate the suite's setup), as the qmatvec rows do. */
const benched = (f: QGemmFormat): boolean => !isCodebook(f) || f === 'iq2_xxs' || f === 'iq3_s';

export function bench(ctx: BenchContext): BenchCase[] {
  const [K, N] = ctx.sizes.matvec;
  const M = ctx.device.info.type === 'cpu' ? 64 : 512;
  const shape = [M, N, K] as const;
  const fits = (f: QGemmFormat): boolean => K % BLOCK_FORMATS[f].blockSize === 0;
  return [
    ...QGEMM_FORMATS.filter((f) => fits(f) && benched(f)).map((f) => gemmRow(ctx, shape, f, false)),
    ...QGEMM_INT8_FORMATS.filter(fits).map((f) => gemmRow(ctx, shape, f, true)),
    // the default path's row, and the f32 tile's beside it where the default is the f16 path
    ...[...new Set([defaultExpertsPath(ctx.device.info, 'q4_K', [8, N, K], 2 * M), 'f32' as const])].map((path) =>
      expertsRow(ctx, shape, path),
    ),
    ...QGEMM_FORMATS.filter((f) => fits(f) && benched(f)).map((f) => dequantRow(ctx, N, K, f)),
    // x's quantize at the prefill's M rows and at the mat-vec's one vector (the first of the int8 mat-vec's two dispatches)
    ...[[M, K], [K]].map((dims) => ({
      op: 'quantize_q8_1',
      shape: dims.join('x'),
      dtype: 'f32',
      variant: 'f32_x4',
      cost: quantizeQ81Cost(dims.reduce((a, b) => a * b) / 32),
      setup: () => {
        const x = ctx.random(dims),
          q = ctx.device.alloc('q8_1', dims);
        return { step: () => quantizeActivations(x, { out: q }), free: [x, q] };
      },
    })),
  ];
}
