// Typed errors of the ops layer. Each names the op, what it was given and what it expected; all are thrown
// before anything is recorded, so the device stays usable.
import { DeviceError, SizeError } from '../device/errors.ts';

/** A tensor's shape does not fit the op (mismatched operands, wrong rank, an `out` of the wrong shape). */
export class ShapeError extends SizeError {}

/** A tensor's dtype is not one the op takes. */
export class DTypeError extends DeviceError {}

/** An output would overlap an input the shader reads (the shaders need distinct buffers). */
export class AliasError extends DeviceError {}

/** A non-tensor argument is invalid (unknown op name, a non-finite scalar, an unknown tile). */
export class ArgumentError extends DeviceError {}
