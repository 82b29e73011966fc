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
