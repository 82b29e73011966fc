// Typed errors of the ops layer. Each names the op, what it was given and what it expected; all are thrown
// before anything is recorded, so the device stays usable. Shape, dtype and argument mistakes are the
// runtime's classes (src/device/errors.ts), shared with tensors and views.
import { DeviceError } from '../device/errors.ts';

export { ShapeError, DTypeError, ArgumentError } from '../device/errors.ts';

/** An output would overlap an input the shader reads (the shaders need distinct buffers). */
export class AliasError extends DeviceError {}
