// The norm family: softmax, log_softmax and rms_norm over the last dimension.
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'norm', kernels: KERNELS, bench });
export { softmax, logSoftmax, rmsNorm, RMS_NORM_EPS, type RmsNormOptions, type SoftmaxOptions } from './ops.ts';
export { softmaxCost, rmsNormCost, SOFTMAX_FLOPS } from './cost.ts';
