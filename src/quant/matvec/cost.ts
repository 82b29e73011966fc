// The cost model of quant.matvec: every weight byte read once, x read and y written once, 2 flops a weight
// per vector.
import { BLOCK_FORMATS, type BlockDType } from '../../device/block-formats.ts';
import { cost, sizes, type CostModel } from '../../ops/cost.ts';

/** y[n, rows] = W[rows, cols] x[n, cols] with W in `format`: rows · cols / blockSize blocks read once for
 * all n vectors, x and y f32. */
export function qmatvecCost(format: BlockDType, rows: number, cols: number, n = 1): CostModel {
  sizes('qmatvec', rows, cols, n);
  const f = BLOCK_FORMATS[format];
  return cost(((rows * cols) / f.blockSize) * f.blockBytes + 4 * n * cols, 4 * n * rows, 2 * n * rows * cols, 'f32');
}

/** The expert-bank matvec (ggml's mul_mat_id): `pairs` vectors, each against one expert's rows x cols, from
 * `xVectors` x rows (tokens, or tokens · topK), f32 or (the int8 kernel's _moe) q8_1 blocks. Counted:
 * min(pairs, experts) experts' blocks (distinct ids: the traffic the work needs, whichever experts the
 * device-side ids pick), x, the ids and y once. */
export function qmatvecExpertsCost(
  format: BlockDType,
  experts: number,
  rows: number,
  cols: number,
  pairs: number,
  xVectors: number,
  x: 'f32' | 'q8_1' = 'f32',
): CostModel {
  sizes(x === 'f32' ? 'qmatvec' : 'qmatvec_q8', experts, rows, cols, pairs, xVectors);
  const f = BLOCK_FORMATS[format],
    q = BLOCK_FORMATS.q8_1;
  const expertBytes = ((rows * cols) / f.blockSize) * f.blockBytes;
  const xBytes = x === 'f32' ? 4 * xVectors * cols : (xVectors * cols * q.blockBytes) / q.blockSize;
  return cost(
    Math.min(pairs, experts) * expertBytes + xBytes + 4 * pairs,
    4 * pairs * rows,
    2 * pairs * rows * cols,
    x === 'f32' ? 'f32' : 'int8',
  );
}

/** The int8 matvec's dot dispatch (qmatvec_q8): W's blocks and x's q8_1 blocks (36 bytes per 32) read once,
 * y written, 2 int8 ops a weight. */
export function qmatvecQ8Cost(format: BlockDType, rows: number, cols: number): CostModel {
  sizes('qmatvec_q8', rows, cols);
  const f = BLOCK_FORMATS[format];
  return cost(
    ((rows * cols) / f.blockSize) * f.blockBytes + (cols / 32) * BLOCK_FORMATS.q8_1.blockBytes,
    4 * rows,
    2 * rows * cols,
    'int8',
  );
}

/** quant.matvec's whole q8_1 path (its bench row times both dispatches): x read and its q8_1 blocks written
 * by the quantize dispatch, then qmatvecQ8Cost. */
export function qmatvecQ8PathCost(format: BlockDType, rows: number, cols: number): CostModel {
  const dot = qmatvecQ8Cost(format, rows, cols);
  const q81 = (cols / 32) * BLOCK_FORMATS.q8_1.blockBytes;
  return cost(dot.bytesRead + 4 * cols, dot.bytesWritten + q81, dot.flops + 4 * cols, 'int8');
}
