// The compute runtime: devices, memory, tensors, pipelines, dispatch, graphs and profiling.
export { Device, Graph, type Binding, type DeviceOptions, type MemoryOptions, type AllocOptions, type UploadOptions } from './device.ts';
export { Tensor, Storage, forEachOffset } from './tensor.ts';
export { installTensorOps, type TensorOps } from './tensor-ops.ts';
export {
  contiguousStrides,
  isContiguousLayout,
  broadcastShapes,
  broadcastStrides,
  collapseDims,
  reshapeStrides,
  normDim,
  fmtShape,
} from './layout.ts';
export type { Pipeline, PipelineOptions, SpecValue, SpirvInput } from './pipeline.ts';
export type { DeviceInfo, HeapInfo, CoopMatShape, DeviceType } from './capabilities.ts';
export type { DeviceSelector } from './instance.ts';
export {
  DTYPES,
  DTYPE_SIZE,
  ELEMENT_DTYPES,
  dtypeOf,
  numel,
  f16ToNumber,
  numberToF16,
  bf16ToNumber,
  numberToBf16,
  toHalf,
  fromHalf,
  saturate,
  isBlockDType,
  unitOf,
  type DType,
  type ElementDType,
  type PlainDType,
  type BlockDType,
  type StorageUnit,
  type DTypeTraits,
  type DTypeOfArray,
  type HostArray,
  type HostArrayOf,
} from './dtype.ts';
export { BLOCK_FORMATS, blockDTypeOf, type BlockFormat } from './block-formats.ts';
export {
  placeMemory,
  memoryKind,
  flagNames,
  MEM,
  type Intent,
  type Strategy,
  type MemoryKind,
  type MemoryTable,
  type Placement,
} from './placement.ts';
export { splitGrid, gridFor, type Grid } from './grid.ts';
export { formatTable, formatProfile, type ProfileData, type KernelStat } from './profiler.ts';
export {
  DeviceError,
  NoDeviceError,
  OutOfMemoryError,
  SizeError,
  ShapeError,
  DTypeError,
  ArgumentError,
  DestroyedError,
  BindingError,
  LimitError,
  CapabilityError,
  PushConstantError,
  StateError,
  PipelineError,
  type HeapReport,
} from './errors.ts';
