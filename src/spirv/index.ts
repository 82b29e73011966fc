// SPIR-V reflection and the GLSL compiler front (glslc with a content-hash cache): the public part. The
// instruction walkers (structure.ts) and glslc's diagnostics parser are imported from their modules.
export {
  ShaderError,
  ShaderOptionError,
  ToolError,
  ToolNotFoundError,
  GlslcNotFoundError,
  GlslCompileError,
  InvalidSpirvError,
  SpirvError,
  type SpirvErrorCode,
} from './errors.ts';
export { reflect, spirvWords } from './reflect.ts';
export { sizeOf } from './types.ts';
export type {
  ShaderReflection,
  ReflectOptions,
  DescriptorBinding,
  DescriptorType,
  PushConstantBlock,
  SpecConstant,
  RuntimeArrayInfo,
} from './reflect.ts';
export type {
  SpirvType,
  ScalarType,
  VectorType,
  MatrixType,
  ArrayType,
  RuntimeArrayType,
  StructType,
  StructMember,
  PointerType,
  ImageType,
  SampledImageType,
  OpaqueType,
} from './types.ts';
export { compileGlsl, spirvVal, findGlslc, glslcVersion, defaultCacheDir, DEFAULT_TARGET_ENV } from './compile.ts';
export type { CompileOptions, GlslDiagnostic, TargetEnv, ToolLookup } from './compile.ts';
