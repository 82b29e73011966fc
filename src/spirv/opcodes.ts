// The few SPIR-V numbers reflection needs, from the SPIR-V specification (unified, 1.6), chapter
// "Binary Form". Names follow the spec; values were checked against spirv.core.grammar.json.

/** Spec section "Magic Number" (and the same word as read with the other byte order). */
export const MAGIC = 0x07230203;
export const MAGIC_SWAPPED = 0x03022307;

/** Spec section "Instructions": opcodes (the low 16 bits of an instruction's first word). */
export const Op = {
  SourceContinued: 2,
  Source: 3,
  Name: 5,
  MemberName: 6,
  Line: 8,
  Extension: 10,
  EntryPoint: 15,
  ExecutionMode: 16,
  Capability: 17,
  TypeBool: 20,
  TypeInt: 21,
  TypeFloat: 22,
  TypeVector: 23,
  TypeMatrix: 24,
  TypeImage: 25,
  TypeSampler: 26,
  TypeSampledImage: 27,
  TypeArray: 28,
  TypeRuntimeArray: 29,
  TypeStruct: 30,
  TypePointer: 32,
  ConstantTrue: 41,
  ConstantFalse: 42,
  Constant: 43,
  ConstantComposite: 44,
  SpecConstantTrue: 48,
  SpecConstantFalse: 49,
  SpecConstant: 50,
  SpecConstantComposite: 51,
  Function: 54,
  FunctionEnd: 56,
  Variable: 59,
  Decorate: 71,
  MemberDecorate: 72,
  Phi: 245,
  Label: 248,
  NoLine: 317,
  ModuleProcessed: 330,
  ExecutionModeId: 331,
  TypeAccelerationStructureKHR: 5341,
} as const;

/** Spec section "Decoration". */
export const Decoration = {
  SpecId: 1,
  Block: 2,
  BufferBlock: 3,
  RowMajor: 4,
  ArrayStride: 6,
  MatrixStride: 7,
  BuiltIn: 11,
  NonWritable: 24,
  NonReadable: 25,
  Binding: 33,
  DescriptorSet: 34,
  Offset: 35,
} as const;

/** Spec section "Storage Class". */
export const StorageClass = {
  UniformConstant: 0,
  Uniform: 2,
  PushConstant: 9,
  StorageBuffer: 12,
} as const;

/** Spec section "BuiltIn". */
export const BuiltIn = { WorkgroupSize: 25 } as const;

/** Spec section "Execution Mode". */
export const ExecutionMode = { LocalSize: 17, LocalSizeId: 38 } as const;

/** Spec section "Execution Model". */
export const EXECUTION_MODEL_NAMES: Readonly<Record<number, string>> = {
  0: 'Vertex',
  1: 'TessellationControl',
  2: 'TessellationEvaluation',
  3: 'Geometry',
  4: 'Fragment',
  5: 'GLCompute',
  6: 'Kernel',
  5267: 'TaskNV',
  5268: 'MeshNV',
  5313: 'RayGenerationKHR',
  5314: 'IntersectionKHR',
  5315: 'AnyHitKHR',
  5316: 'ClosestHitKHR',
  5317: 'MissKHR',
  5318: 'CallableKHR',
  5364: 'TaskEXT',
  5365: 'MeshEXT',
};
export const GL_COMPUTE = 5;

/** Spec section "Dim". */
export const DIM_NAMES: Readonly<Record<number, string>> = {
  0: '1D',
  1: '2D',
  2: '3D',
  3: 'Cube',
  4: 'Rect',
  5: 'Buffer',
  6: 'SubpassData',
  4173: 'TileImageDataEXT',
};
export const DIM_BUFFER = 5;
