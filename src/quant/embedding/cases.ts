// quant.embedding in the correctness harness, bit-exact (tolerance 0: every weight is the f32 value
// quant.dequantize gives, so a gathered row equals the CPU-decoded table's row): every format, a table of one
// block per row and of many (legacy 37 blocks of 32, K-quants 9 of 256; the codebook formats, which quantize
// slowly in JS, 2 blocks and fixed values), u32 and i32 ids drawn past vocab (and below 0 for i32: out of
// range, rows of zeros) with duplicates, ids of one and two dimensions and in every layout the harness makes.
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import type { HostTensor, InputDecl, OpCase } from '../../ops/case.ts';
import { dequantize } from '../api.ts';
import { blocksOf, FIXED_W, upload } from '../gemm/cases.ts';
import { isCodebook } from '../matvec/kernels.ts';
import { EMBEDDING_FORMATS, type EmbeddingFormat } from './kernels.ts';
import { embedding } from './ops.ts';

const VOCAB = 9;

/** Ids of `dtype` drawn from [-3 (i32) or 0, VOCAB + 2): out-of-range ids and duplicates occur. */
const ids = (dtype: 'u32' | 'i32'): InputDecl => ({ dtype, range: [dtype === 'i32' ? -3 : 0, VOCAB + 2] });

/** The table's rows for each id (zeros for an id outside [0, vocab)), from the CPU decode of its blocks. */
function gatherRows(format: EmbeddingFormat, table: HostTensor, idList: HostTensor): Float32Array {
  const [vocab, dim] = table.shape as [number, number];
  const rows = dequantize(format, blocksOf(format, table.data as Float32Array, vocab, dim), vocab * dim);
  const out = new Float32Array(idList.data.length * dim);
  Array.from(idList.data as Uint32Array | Int32Array).forEach((id, i) => {
    if (id >= 0 && id < vocab) out.set(rows.subarray(id * dim, (id + 1) * dim), i * dim);
  });
  return out;
}

function embeddingCase(format: EmbeddingFormat, id: 'u32' | 'i32'): OpCase {
  const { blockSize } = BLOCK_FORMATS[format];
  const codebook = isCodebook(format);
  const dims = codebook ? [blockSize, 2 * blockSize] : [blockSize, blockSize * (blockSize === 32 ? 37 : 9)];
  return {
    name: `quant.embedding ${format} (${id} ids)`,
    inputs: [{ dtype: 'f32', views: false, ...(codebook ? { values: FIXED_W } : {}) }, ids(id)],
    shapes: [
      [[VOCAB, dims[0]!], [13]],
      [
        [VOCAB, dims[1]!],
        [3, 5],
      ],
    ],
    run: (device, [table, i]) => {
      const q = upload(device, format, table!);
      try {
        return embedding(q, i!);
      } finally {
        q.destroy();
      }
    },
    reference: ([table, i]) => gatherRows(format, table!, i!),
    tolerance: 0,
  };
}

export const cases: OpCase[] = EMBEDDING_FORMATS.flatMap((format) =>
  (isCodebook(format) ? (['u32'] as const) : (['u32', 'i32'] as const)).map((id) => embeddingCase(format, id)),
);
