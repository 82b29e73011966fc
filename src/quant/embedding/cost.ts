// Cost model of quant.embedding (the rules are in src/ops/cost.ts).
import { BLOCK_FORMATS, type BlockDType } from '../../device/block-formats.ts';
import { cost, sizes, type CostModel } from '../../ops/cost.ts';

/** `count` rows of `dim` weights gathered from a `format` table: each id (4 bytes) and its row's blocks
 * read once, the f32 row written once; the decode's flops (one multiply-add a weight) on the f32 roof. */
export function quantEmbeddingCost(format: BlockDType, count: number, dim: number): CostModel {
  sizes('quant.embedding', count, dim);
  const f = BLOCK_FORMATS[format];
  return cost(4 * count + count * (dim / f.blockSize) * f.blockBytes, 4 * count * dim, 2 * count * dim, 'f32');
}
