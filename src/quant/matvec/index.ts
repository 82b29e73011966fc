// The quant matvec family: y = W x over GGML blocks read in place on the GPU.
import { defineFamily } from '../../ops/family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'matvec', kernels: KERNELS, bench });
export { matvec, type QMatvecOptions } from './ops.ts';
export { qmatvecCost, qmatvecExpertsCost } from './cost.ts';
export { QMATVEC_FORMATS, qmatvecRows, type QMatvecFormat } from './kernels.ts';
