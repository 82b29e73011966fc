// loadTensor: one GGUF tensor onto a device, as a tensor of its shape and dtype. ggml lists extents ne0
// (contiguous) first, so the row-major shape is the dims reversed: a q4_K weight of dims [cols, rows]
// becomes a [rows, cols] q4_K tensor. The bytes go up unchanged (block formats verbatim).
import type { Device, AllocOptions } from '../device/device.ts';
import { hostArray, type DType, type ElementDType } from '../device/dtype.ts';
import { blockDTypeOf } from '../device/block-formats.ts';
import type { Tensor } from '../device/tensor.ts';
import type { GgufFile } from './gguf-read.ts';
import { GgufError } from './gguf-types.ts';

/** The GGUF element types that are device dtypes (f64, i16 and i64 are not). */
const ELEMENT_DTYPES: Readonly<Record<string, ElementDType>> = { f32: 'f32', f16: 'f16', bf16: 'bf16', i8: 'i8', i32: 'i32' };

/** The device dtype of a GGUF tensor type, or a GgufError for the types without one. */
export function dtypeOfGgufType(type: string, what: string): DType {
  const dtype = blockDTypeOf(type) ?? (Object.hasOwn(ELEMENT_DTYPES, type) ? ELEMENT_DTYPES[type] : undefined);
  if (!dtype)
    throw new GgufError(
      `${what} is of type ${type}, which has no device dtype (loadable: ${Object.keys(ELEMENT_DTYPES).join(', ')} and the block formats)`,
    );
  return dtype;
}

/** Uploads GGUF tensor `name` to `device`: shape = dims reversed ([.., ne1, ne0]), dtype = its type. The
 * tensor's bytes are read into host memory once, then uploaded. */
export function loadTensor(device: Device, gguf: GgufFile, name: string, options: AllocOptions = {}): Tensor {
  const info = gguf.tensor(name);
  const dtype = dtypeOfGgufType(info.type, `loadTensor: tensor ${JSON.stringify(name)}`);
  const shape = [...info.dims].reverse();
  const bytes = gguf.read(name);
  const elements = shape.reduce((a, b) => a * b, 1);
  // element data as its dtype's host array over the same bytes (a fresh read starts at offset 0, aligned)
  const data = blockDTypeOf(dtype) ? bytes : hostArray(dtype, elements, bytes.buffer as ArrayBuffer, bytes.byteOffset);
  return device.upload(data, { dtype, shape, ...options });
}
