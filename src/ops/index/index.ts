// The index family: indexSelect, embedding and gather (elements moved as bits; out-of-range ids give 0).
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'index', kernels: KERNELS, bench });
export { indexSelect, embedding, gather, type AxisOptions } from './ops.ts';
export { indexCost } from './cost.ts';
export { INDEX_MODES, INDEX_BITS, ID_DTYPES, type IndexMode, type IndexBits } from './kernels.ts';
