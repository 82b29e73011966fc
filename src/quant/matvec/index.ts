// The quant matvec family: y = W x over GGML blocks read in place on the GPU.
import { defineFamily } from '../../ops/family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';
import { QMATVEC_Q8_KERNEL } from './q8-kernels.ts';

export default defineFamily({ name: 'matvec', kernels: [...KERNELS, QMATVEC_Q8_KERNEL], bench });
export { matvec, type QMatvecOptions } from './ops.ts';
export { qmatvecCost, qmatvecExpertsCost, qmatvecQ8Cost, qmatvecQ8PathCost } from './cost.ts';
export { QMATVEC_Q8_FORMATS, type QMatvecQ8Format } from './q8-kernels.ts';
export { ACTIVATION_RULES, type ActivationArgs, type QMatvecActivations } from './q8-path.ts';
export { QMATVEC_FORMATS, qmatvecRows, type QMatvecFormat } from './kernels.ts';
