// quant.embedding: rows of a quantized [vocab, dim] table (a GGUF token_embd, say) gathered by id and decoded
// to f32 on the GPU, as ggml's get_rows does: each weight the f32 value to_float (and quant.dequantize) gives.
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import { isBlockDType } from '../../device/dtype.ts';
import { SizeError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, fmtShape, output, recordInto, shapeLabel, type OutOptions } from '../../ops/args.ts';
import { DTypeError, ShapeError } from '../../ops/errors.ts';
import { expectIds } from '../../ops/index/ops.ts';
import { launch } from '../../ops/launch.ts';
import { gridOperands } from '../matvec/grids.ts';
import { weightBlocks } from '../matvec/weights.ts';
import { quantEmbeddingCost } from './cost.ts';
import { DEQUANTIZE_ROWS_KERNEL, EMBEDDING_FORMATS, type EmbeddingFormat } from './kernels.ts';

const isTableFormat = (d: string): d is EmbeddingFormat => (EMBEDDING_FORMATS as readonly string[]).includes(d);

/**
 * Rows of a quantized table [vocab, dim] (GGML blocks along dim) for ids (u32 or i32) of any shape: an f32
 * [...ids.shape, dim] result. An id out of range (negative, or >= vocab) gives a row of zeros and reads
 * nothing, as the ops layer's embedding does for f32 and f16 tables (PyTorch would throw). `out` must be a
 * contiguous f32 tensor of that shape starting at a multiple of 4 elements (rows are stored 4 weights at a
 * time).
 */
export function embedding(table: Tensor, ids: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  const op = 'quant.embedding';
  const device = deviceOf(op, { table, ids }, ['table', 'ids']);
  if (!isBlockDType(table.dtype))
    throw new DTypeError(`${op}: table is ${table.describe()}, not quantized blocks; the ops layer's embedding takes f32 and f16 tables`);
  if (!isTableFormat(table.dtype))
    throw new DTypeError(`${op}: table is ${table.dtype}, which has no GPU decoder; supported: ${EMBEDDING_FORMATS.join(', ')}`);
  const format = table.dtype;
  expectIds(op, ids);
  if (table.shape.length !== 2) throw new ShapeError(`${op}: table has shape ${fmtShape(table.shape)}, expected 2-D [vocab, dim]`);
  const [vocab, dim] = table.shape as [number, number];
  const out = output(op, device, opts.out, 'f32', [...ids.shape, dim], { table, ids });
  if (out.t.offset % 4 !== 0)
    throw new ShapeError(`${op}: out (${out.t.describe()}) starts at element ${out.t.offset}, expected a multiple of 4`);
  const count = ids.size;
  if (count === 0 || dim === 0) return out.t;
  if (count * dim + out.t.offset > 2 ** 32)
    throw new SizeError(`${op}: ${count} rows of ${dim} reach element 2^32 of out; the kernel indexes below it`);
  return recordInto(out, (y) => {
    const { W, offW, ldw } = weightBlocks(op, table, format, vocab, dim);
    const idv = ids.contiguous();
    try {
      launch(device, DEQUANTIZE_ROWS_KERNEL, format, {
        tensors: [W, y, idv, ...gridOperands(device, format)],
        push: {
          rows: count,
          blocks: dim / BLOCK_FORMATS[format].blockSize,
          blk0: 0,
          offW,
          ldw,
          offOut: y.offset,
          ldOut: dim,
          offIds: idv.offset,
          tableRows: vocab,
        },
        label: `${shapeLabel(table.shape)}[${shapeLabel(ids.shape)}]`,
        cost: quantEmbeddingCost(format, count, dim),
      });
    } finally {
      if (W !== table) W.destroy();
      if (idv !== ids) idv.destroy();
    }
  });
}
