// GPU ops: the functions users call on tensors, their errors, cost models and shader contracts, and the
// CPU references they are tested against (as the `reference` namespace: its names mirror the ops).
export {
  binary, add, sub, mul, div, axpy, unary, relu, gelu, silu, exp, neg, sqr, abs, castF32ToF16, castF16ToF32,
  type BinaryOp, type UnaryOp,
} from './elementwise.ts';
export { reduce, sum, max, softmax, type ReduceOp } from './reduce.ts';
export { rmsNorm, RMS_NORM_EPS, type RmsNormOptions } from './norm.ts';
export { gemm, matvec, gemmVariant, GEMM_LARGE_TILE_MIN_WORKGROUPS, type GemmOptions } from './gemm.ts';
export type { OutOptions } from './args.ts';
export { ShapeError, DTypeError, AliasError, ArgumentError } from './errors.ts';
export {
  binaryCost, unaryCost, axpyCost, castCost, reduceCost, softmaxCost, rmsNormCost, gemmCost, matvecCost,
  copyCost, readCost, writeCost, peakFmaCost, peakInt8Cost, peakCoopmatCost, emptyCost, UNARY_FLOPS, SOFTMAX_FLOPS,
  type CostModel, type Precision,
} from './cost.ts';
export {
  KERNELS, kernelContract, pushSize, grid2d, workgroupCount, GEMM_TILES, MATVEC_ROWS_PER_WORKGROUP, PEAK, COOPMAT_SHAPES,
  type KernelContract, type BindingContract, type PushMember, type WorkgroupContract, type DispatchContract, type Requirement,
} from './kernels.ts';
export { loadShader, shaderSource, shippedVariants, UnknownShaderError, type ShaderVariant } from './shaders.ts';
export { nmse } from './reference.ts';
export * as reference from './reference.ts';
