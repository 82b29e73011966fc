// GPU ops: the functions users call on tensors, by family (src/ops/<family>/), their errors and cost
// models. The CPU references the ops are tested against stay with the tests (docs/ARCHITECTURE.md).
export * from './elementwise/index.ts';
export * from './compare/index.ts';
export * from './index/index.ts';
export * from './convert/index.ts';
export * from './create/index.ts';
export * from './reduce/index.ts';
export * from './norm/index.ts';
export * from './rope/index.ts';
export * from './matmul/index.ts';
export * from './roofs/index.ts';
export type { OutOptions } from './args.ts';
export { ShapeError, DTypeError, AliasError, ArgumentError } from './errors.ts';
export type { CostModel, Precision } from './cost.ts';
export { FAMILIES, ALL_KERNELS } from './families.ts';
export { defineKernel, product, type KernelDecl, type VariantDecl } from './kernel.ts';
export { choose, type Rule } from './select.ts';
export type { Family, BenchCase, BenchContext } from './family.ts';
export { loadShader, shaderSource, shippedVariants, UnknownShaderError, type ShaderVariant } from './shaders.ts';
