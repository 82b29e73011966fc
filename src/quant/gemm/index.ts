// The quant gemm family: the prefill path over GGML blocks (C = X Wᵀ with W decoded tile by tile on the
// GPU) and the quantization of f32 activations to q8_1 blocks.
import { defineFamily } from '../../ops/family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'gemm', kernels: KERNELS, bench });
export { gemm, quantizeActivations, type QGemmOptions, type QGemmPath } from './ops.ts';
export { dequantizeTensor, type DequantizeTensorOptions } from './dequant.ts';
export { defaultExpertsPath, QGEMM_EXPERTS_F16_MIN_CHUNK, QGEMM_F16_MIN_M, QGEMM_F16_SCRATCH_BYTES } from './f16-path.ts';
export { dequantizeCost, qgemmCost, qgemmExpertsF16Cost, qgemmF16Cost, qgemmInt8Cost, quantizeQ81Cost } from './cost.ts';
export { QGEMM_FORMATS, QGEMM_INT8_FORMATS, QGEMM_TILE, type QGemmFormat, type QGemmInt8Format } from './kernels.ts';
