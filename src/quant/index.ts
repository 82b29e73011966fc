// vkts/quant: GGML's quantized block formats on the CPU (decode bit-identical to ggml's to_float, encode
// byte-identical to ggml_quantize_chunk), and GPU kernels over blocks uploaded verbatim (matvec, the decode
// path; gemm, the prefill path; quantizeActivations to q8_1; embedding, rows of a quantized table), exported
// from `vkts` as `quant` and from `vkts/quant`.
export { formats, quantize, dequantize, type QuantFormat, type QuantizeOptions } from './api.ts';
export { QuantError, QuantFormatError, QuantSizeError, QuantArgumentError, QuantUnsupportedError } from './errors.ts';
export {
  openGguf,
  writeGguf,
  GgufError,
  type GgufFile,
  type GgufValue,
  type GgufValueType,
  type GgufScalarType,
  type GgufTensorInfo,
  type GgufInput,
  type GgufTyped,
  type GgufTensorInput,
  type GgufWriteOptions,
} from './gguf.ts';
export { loadTensor, type LoadOptions } from './load.ts';
export { embedding, quantEmbeddingCost, EMBEDDING_FORMATS, type EmbeddingFormat } from './embedding/index.ts';
export {
  ACTIVATION_RULES,
  matvec,
  qmatvecCost,
  qmatvecExpertsCost,
  qmatvecQ8Cost,
  qmatvecQ8PathCost,
  QMATVEC_FORMATS,
  QMATVEC_Q8_FORMATS,
  type ActivationArgs,
  type QMatvecActivations,
  type QMatvecFormat,
  type QMatvecOptions,
  type QMatvecQ8Format,
} from './matvec/index.ts';
export {
  gemm,
  quantizeActivations,
  dequantizeTensor,
  dequantizeCost,
  qgemmF16Cost,
  qgemmExpertsF16Cost,
  defaultExpertsPath,
  QGEMM_EXPERTS_F16_MIN_CHUNK,
  QGEMM_F16_MIN_M,
  QGEMM_F16_SCRATCH_BYTES,
  type DequantizeTensorOptions,
  type QGemmPath,
  qgemmCost,
  qgemmInt8Cost,
  quantizeQ81Cost,
  QGEMM_FORMATS,
  QGEMM_INT8_FORMATS,
  QGEMM_TILE,
  type QGemmFormat,
  type QGemmInt8Format,
  type QGemmOptions,
} from './gemm/index.ts';
