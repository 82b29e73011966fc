// GPU ops: the functions users call on tensors, by family (src/ops/<family>/), their errors and cost
// models. The CPU references the ops are tested against stay with the tests (docs/ARCHITECTURE.md). The
// machinery (families, kernel declarations, rule tables' chooser, shader loading, the bench's roof kernels)
// is imported from its own modules by the layers that use it; it is not part of the package's API.
export * from './elementwise/index.ts';
export * from './compare/index.ts';
export * from './index/index.ts';
export * from './convert/index.ts';
export * from './create/index.ts';
export * from './reduce/index.ts';
export * from './sort/index.ts';
export * from './norm/index.ts';
export * from './rope/index.ts';
export * from './attention/index.ts';
export * from './conv/index.ts';
export * from './gdn/index.ts';
export * from './matmul/index.ts';
export type { OutOptions } from './args.ts';
export { ShapeError, DTypeError, AliasError, ArgumentError } from './errors.ts';
export type { CostModel, Precision } from './cost.ts';
export { UnknownShaderError } from './shaders.ts';
