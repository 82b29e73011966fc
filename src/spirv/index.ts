// SPIR-V reflection and the GLSL compiler front (glslc with a content-hash cache).
export {
  reflect, sizeOf, spirvWords, forEachInstruction, SpirvError,
} from './reflect.ts';
export type {
  ShaderReflection, ReflectOptions, DescriptorBinding, DescriptorType, PushConstantBlock, SpecConstant,
  RuntimeArrayInfo, SpirvErrorCode, SpirvType, ScalarType, VectorType, MatrixType, ArrayType, RuntimeArrayType,
  StructType, StructMember, PointerType, ImageType, SampledImageType, OpaqueType,
} from './reflect.ts';
export {
  compileGlsl, spirvVal, findGlslc, glslcVersion, defaultCacheDir, parseDiagnostics, stripSourceInfo,
  DEFAULT_TARGET_ENV, GlslCompileError, GlslcNotFoundError, InvalidSpirvError, ToolNotFoundError,
} from './compile.ts';
export type { CompileOptions, GlslDiagnostic, TargetEnv, ToolLookup } from './compile.ts';
