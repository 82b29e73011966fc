// loadTensor: one GGUF tensor onto a device, as a tensor of its shape and dtype. ggml lists extents ne0
// (contiguous) first, so the row-major shape is the dims reversed: a q4_K weight of dims [cols, rows]
// becomes a [rows, cols] q4_K tensor. The bytes go up unchanged (block formats verbatim), streamed from the
// file in bounded pieces so a large tensor never needs a host copy of itself.
import type { AllocOptions, Device } from '../device/device.ts';
import { unitOf, type DType, type ElementDType } from '../device/dtype.ts';
import { blockDTypeOf } from '../device/block-formats.ts';
import type { Tensor } from '../device/tensor.ts';
import type { GgufFile } from './gguf-read.ts';
import { GgufError } from './gguf-types.ts';

/** The GGUF element types that are device dtypes (f64, i16 and i64 are not). */
const ELEMENT_DTYPES: Readonly<Record<string, ElementDType>> = { f32: 'f32', f16: 'f16', bf16: 'bf16', i8: 'i8', i32: 'i32' };

export interface LoadOptions extends AllocOptions {
  /** Host bytes per read from the file (default 64 MiB; rounded down to whole blocks or elements). */
  chunkBytes?: number;
}

/** The device dtype of a GGUF tensor type, or a GgufError for the types without one. */
export function dtypeOfGgufType(type: string, what: string): DType {
  const dtype = blockDTypeOf(type) ?? (Object.hasOwn(ELEMENT_DTYPES, type) ? ELEMENT_DTYPES[type] : undefined);
  if (!dtype)
    throw new GgufError(
      `${what} is of type ${type}, which has no device dtype (loadable: ${Object.keys(ELEMENT_DTYPES).join(', ')} and the block formats)`,
    );
  return dtype;
}

/** Uploads GGUF tensor `name` to `device`: shape = dims reversed ([.., ne1, ne0]), dtype = its type. */
export function loadTensor(device: Device, gguf: GgufFile, name: string, options: LoadOptions = {}): Tensor {
  const { chunkBytes = 64 * 2 ** 20, ...alloc } = options;
  const info = gguf.tensor(name);
  const dtype = dtypeOfGgufType(info.type, `loadTensor: tensor ${JSON.stringify(name)}`);
  const unit = unitOf(dtype);
  if (!Number.isSafeInteger(chunkBytes) || chunkBytes < unit.bytes)
    throw new GgufError(`loadTensor: chunkBytes must be an integer of at least one ${dtype} unit (${unit.bytes} bytes), got ${chunkBytes}`);
  const t = device.alloc(dtype, [...info.dims].reverse(), alloc);
  try {
    const piece = new Uint8Array(Math.min(info.size, Math.floor(chunkBytes / unit.bytes) * unit.bytes));
    for (let done = 0; done < info.size; done += piece.byteLength) {
      const bytes = piece.subarray(0, Math.min(piece.byteLength, info.size - done));
      gguf.readInto(name, bytes, done);
      t.write(bytes, (done / unit.bytes) * unit.elements);
    }
  } catch (e) {
    t.destroy();
    throw e;
  }
  return t;
}
