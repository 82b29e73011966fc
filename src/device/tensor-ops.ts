// The GPU work tensor methods need but the runtime does not own: contiguous() runs a strided-copy kernel
// and to() a conversion kernel, both op families (src/ops/convert). The ops layer installs them when it
// loads, so the runtime does not import upward (docs/ARCHITECTURE.md, "layers").
import { DeviceError } from './errors.ts';
import type { DType } from './dtype.ts';
import type { Tensor } from './tensor.ts';

export interface TensorOps {
  contiguous<D extends DType>(t: Tensor<D>): Tensor<D>;
  convert<T extends DType>(t: Tensor, dtype: T): Tensor<T>;
}

let installed: TensorOps | undefined;

/** Called once by src/ops when it loads. */
export function installTensorOps(ops: TensorOps): void {
  installed = ops;
}

export function tensorOps(): TensorOps {
  if (!installed)
    throw new DeviceError('contiguous() and to() run GPU kernels of the ops layer: import them from "vkts", not only the runtime');
  return installed;
}
