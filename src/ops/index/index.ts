// The index family: indexSelect, embedding and gather (elements moved as bits; out-of-range ids give 0),
// and the writes scatter, indexAdd and copyInto (out-of-range ids write nothing).
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'index', kernels: KERNELS, bench });
export { indexSelect, embedding, gather, type AxisOptions } from './ops.ts';
export {
  scatter,
  indexAdd,
  copyInto,
  F32_ADD_RULES,
  type AtomicAdd,
  type ScatterOptions,
  type IndexAddOptions,
  type CopyIntoOptions,
} from './scatter.ts';
export { indexCost, scatterCost } from './cost.ts';
export {
  INDEX_MODES,
  INDEX_BITS,
  ID_DTYPES,
  SCATTER_MODES,
  SCATTER_OPS,
  type IndexMode,
  type IndexBits,
  type ScatterMode,
  type ScatterOp,
} from './kernels.ts';
