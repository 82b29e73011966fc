// The quant embedding family: rows of a quantized table gathered by id and decoded to f32 on the GPU.
import { defineFamily } from '../../ops/family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

// named as its bench op: `vkts bench --ops embedding` selects the ops layer's embedding row alone
export default defineFamily({ name: 'quant_embedding', kernels: KERNELS, bench });
export { embedding } from './ops.ts';
export { quantEmbeddingCost } from './cost.ts';
export { EMBEDDING_FORMATS, type EmbeddingFormat } from './kernels.ts';
