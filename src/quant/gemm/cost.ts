// The cost models of the quant gemm family (STREAM accounting, src/ops/cost.ts): every weight byte and x
// read once, C written once, 2 flops per multiply-add; quantizing activations reads f32 and writes blocks.
import { BLOCK_FORMATS, type BlockDType } from '../../device/block-formats.ts';
import { cost, sizes, type CostModel } from '../../ops/cost.ts';

/** C[M, N] = X[M, K] · W[N, K]ᵀ with W in `format` (N · K / blockSize blocks), X and C f32: 2 M N K flops on
 * the f32 FMA roof (the kernel's arithmetic). */
export function qgemmCost(format: BlockDType, M: number, N: number, K: number): CostModel {
  sizes('qgemm', M, N, K);
  const f = BLOCK_FORMATS[format];
  return cost(((N * K) / f.blockSize) * f.blockBytes + 4 * M * K, 4 * M * N, 2 * M * N * K, 'f32');
}

/** An expert bank's products (quant.gemm with ids): each expert an id names read once (at most `entries`
 * of them), x's `xRows` rows, the ids and the routing (written and read once: 4 bytes an entry each way),
 * the entries' rows of C written; 2 N K flops an entry on the f32 FMA roof. */
export function qgemmExpertsCost(format: BlockDType, experts: number, N: number, K: number, entries: number, xRows: number): CostModel {
  sizes('qgemm', experts, N, K, entries, xRows);
  const f = BLOCK_FORMATS[format];
  const expertBytes = ((N * K) / f.blockSize) * f.blockBytes;
  return cost(Math.min(entries, experts) * expertBytes + 4 * xRows * K + 8 * entries, 4 * entries * (N + 1), 2 * entries * N * K, 'f32');
}

/** route_experts over `entries` ids: each id read, its entry's index written, its group's count bumped. */
export function routeExpertsCost(entries: number): CostModel {
  sizes('route_experts', entries);
  return cost(4 * entries, 8 * entries, 0, 'memory');
}

/** route_segments over `experts` groups of `entries`: the counts read by every group (up to experts each),
 * each entry's index read and its two places written. */
export function routeSegmentsCost(experts: number, entries: number): CostModel {
  sizes('route_segments', experts, entries);
  return cost(4 * (experts + 1) ** 2 + 4 * entries, 4 * (experts + 1) + 8 * entries, 0, 'memory');
}

/** An expert bank's products on the f16 path: every expert's weights decoded to f16 (the blocks read, the
 * halves written and read back), the entries' x rows converted and gathered as f16 (xRows f32 read, f16
 * written, the gathered rows written and read), the products' f32 rows written (and read and written again by
 * each of `chunks` K-chunks after the first), then gathered into C; 2 N K flops an entry on the f16
 * tensor-core roof. */
export function qgemmExpertsF16Cost(
  format: BlockDType,
  experts: number,
  N: number,
  K: number,
  entries: number,
  xRows: number,
  chunks: number,
): CostModel {
  sizes('qgemm', experts, N, K, entries, xRows, chunks);
  const f = BLOCK_FORMATS[format];
  const bankBytes = ((experts * N * K) / f.blockSize) * f.blockBytes,
    bankHalves = 2 * experts * N * K;
  const x = 4 * xRows * K + 2 * xRows * K + 2 * entries * K,
    products = 4 * entries * N;
  return cost(
    bankBytes + bankHalves + x + products * (chunks - 1) + products,
    bankHalves + 2 * xRows * K + 2 * entries * K + products * chunks + products,
    2 * entries * N * K,
    'f16-coopmat',
  );
}

/** The same product from q8_1 activations (36 bytes per 32 values) through int8 dot products: 2 M N K ops on
 * the int8 roof. */
export function qgemmInt8Cost(format: BlockDType, M: number, N: number, K: number): CostModel {
  sizes('qgemm_q8', M, N, K);
  const f = BLOCK_FORMATS[format],
    q = BLOCK_FORMATS.q8_1;
  return cost(((N * K) / f.blockSize) * f.blockBytes + ((M * K) / q.blockSize) * q.blockBytes, 4 * M * N, 2 * M * N * K, 'int8');
}

/** `blocks` q8_1 blocks from 32 f32 each: about 4 flops a value (|x|, max, x · id, the sum). */
export function quantizeQ81Cost(blocks: number): CostModel {
  sizes('quantize_q8_1', blocks);
  return cost(128 * blocks, BLOCK_FORMATS.q8_1.blockBytes * blocks, 4 * 32 * blocks, 'f32');
}

/** `count` weights of `format` decoded to f16: the blocks read, 2 bytes a weight written, about 2 flops a
 * weight (a * code + m). */
export function dequantizeCost(format: BlockDType, count: number): CostModel {
  sizes('dequantize_f16', count);
  const f = BLOCK_FORMATS[format];
  return cost((count / f.blockSize) * f.blockBytes, 2 * count, 2 * count, 'f32');
}

/** C[M, N] = X[M, K] · W[N, K]ᵀ on the f16 path: W decoded to f16 (written and read back once), X converted
 * to f16 (read as f32, written and read as f16), C written once; 2 M N K flops on the f16 tensor-core roof. */
export function qgemmF16Cost(format: BlockDType, M: number, N: number, K: number): CostModel {
  sizes('qgemm_f16', M, N, K);
  const f = BLOCK_FORMATS[format];
  const wBytes = ((N * K) / f.blockSize) * f.blockBytes;
  return cost(wBytes + 2 * N * K + 4 * M * K + 2 * M * K, 2 * N * K + 2 * M * K + 4 * M * N, 2 * M * N * K, 'f16-coopmat');
}
