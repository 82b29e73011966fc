// The norm family: softmax, log_softmax, rms_norm, add_rms_norm and layer_norm over the last dimension.
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'norm', kernels: KERNELS, bench });
export {
  softmax,
  logSoftmax,
  rmsNorm,
  addRmsNorm,
  RMS_NORM_EPS,
  layerNorm,
  LAYER_NORM_EPS,
  type LayerNormOptions,
  type RmsNormOptions,
  type AddRmsNormOptions,
  type SoftmaxOptions,
} from './ops.ts';
export { softmaxCost, rmsNormCost, addRmsNormCost, layerNormCost, SOFTMAX_FLOPS } from './cost.ts';
