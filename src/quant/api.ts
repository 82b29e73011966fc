// quant.formats, quant.quantize and quant.dequantize: ggml's formats on the CPU, checked at the door. Every
// length and argument is validated before any work, so a mistake is a typed error and never a short or
// garbage result.
import { BLOCK_FORMATS, blockDTypeOf, type BlockDType } from '../device/block-formats.ts';
import type { Codec } from './codec.ts';
import { CODECS } from './codecs.ts';
import { decodeElements, encodeElements, type ElementType } from './elements.ts';
import { QuantArgumentError, QuantFormatError, QuantSizeError, QuantUnsupportedError } from './errors.ts';

/** One format this module can decode (and perhaps encode). */
export interface QuantFormat {
  /** ggml's type name (`q4_K`, `iq4_nl`, `f16`). */
  readonly name: string;
  /** The id in ggml's `enum ggml_type` (as GGUF stores it). */
  readonly ggmlType: number;
  /** Weights per block (1 for f16/bf16). */
  readonly blockSize: number;
  /** Bytes per block. */
  readonly blockBytes: number;
  /** blockBytes · 8 / blockSize. */
  readonly bitsPerWeight: number;
  /** Whether quantize() can produce it. */
  readonly canQuantize: boolean;
  /** Whether quantize() needs an importance matrix for it. */
  readonly needsImatrix: boolean;
  /** Whether quantize() takes an importance matrix for it (as ggml_quantize_chunk does; some formats ignore it). */
  readonly acceptsImatrix: boolean;
}

export interface QuantizeOptions {
  /** Rows of the matrix (ggml's nrows). */
  readonly rows: number;
  /** Weights per row (ggml's n_per_row); a multiple of the block size. */
  readonly cols: number;
  /** Per-column importance weights, `cols` long (ggml's imatrix), for the formats that take one. */
  readonly imatrix?: Float32Array;
}

/** F16 / BF16 as formats: one weight per two-byte "block", quantized by plain conversion. */
const element = (name: ElementType, ggmlType: number): QuantFormat => ({
  name,
  ggmlType,
  blockSize: 1,
  blockBytes: 2,
  bitsPerWeight: 16,
  canQuantize: true,
  needsImatrix: false,
  acceptsImatrix: false,
});

const ELEMENTS: Record<ElementType, QuantFormat> = { f16: element('f16', 1), bf16: element('bf16', 30) };

function describe(codec: Codec): QuantFormat {
  const { name, ggmlType, blockSize, blockBytes } = codec.format;
  return {
    name,
    ggmlType,
    blockSize,
    blockBytes,
    bitsPerWeight: (blockBytes * 8) / blockSize,
    canQuantize: codec.quantize !== undefined,
    needsImatrix: codec.needsImatrix === true,
    acceptsImatrix: codec.quantize !== undefined && (codec.needsImatrix === true || codec.acceptsImatrix === true),
  };
}

/** Every format quantize/dequantize accept, in ggml type-id order. */
export const formats: readonly QuantFormat[] = Object.freeze(
  [...Object.values(ELEMENTS), ...Object.values(CODECS).map(describe)].sort((a, b) => a.ggmlType - b.ggmlType),
);

type Resolved = { kind: 'element'; type: ElementType; info: QuantFormat } | { kind: 'block'; codec: Codec; info: QuantFormat };

function resolve(format: unknown, op: string): Resolved {
  const known = () => formats.map((x) => x.name).join(', ');
  if (typeof format !== 'string')
    throw new QuantFormatError(`quant.${op}: the format must be a ggml type name string, got ${typeof format}; known: ${known()}`);
  const lower = format.toLowerCase();
  if (lower === 'f16' || lower === 'bf16') return { kind: 'element', type: lower, info: ELEMENTS[lower] };
  const dtype: BlockDType | undefined = blockDTypeOf(format);
  if (dtype === undefined) throw new QuantFormatError(`quant.${op}: unknown format '${format}'; known (case-insensitive): ${known()}`);
  const codec = CODECS[dtype];
  if (!codec) {
    throw new QuantUnsupportedError(
      `quant.${op}: ${dtype} is a ggml block format (${BLOCK_FORMATS[dtype].blockBytes} bytes per ${BLOCK_FORMATS[dtype].blockSize} weights) with no codec here; known: ${known()}`,
    );
  }
  return { kind: 'block', codec, info: describe(codec) };
}

function checkCount(n: unknown, what: string, op: string): number {
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0)
    throw new QuantArgumentError(`quant.${op}: ${what} must be a non-negative integer, got ${String(n)}`);
  return n;
}

/**
 * Decodes `count` weights of `format` from `bytes`, bit-identical to ggml's `to_float` (f16 scales exactly,
 * subnormals and -0.0 included). `count` must be a whole number of blocks and `bytes` exactly their size.
 */
export function dequantize(format: string, bytes: Uint8Array, count: number): Float32Array {
  const r = resolve(format, 'dequantize');
  if (!(bytes instanceof Uint8Array))
    throw new QuantArgumentError(
      `quant.dequantize(${r.info.name}): bytes must be a Uint8Array, got ${Object.prototype.toString.call(bytes)}`,
    );
  checkCount(count, 'count', 'dequantize');
  const { blockSize, blockBytes, name } = r.info;
  if (count % blockSize !== 0)
    throw new QuantSizeError(`quant.dequantize(${name}): count ${count} is not a multiple of the block size ${blockSize}`);
  const expected = (count / blockSize) * blockBytes;
  if (bytes.length !== expected) {
    throw new QuantSizeError(
      `quant.dequantize(${name}): ${count} weights take ${expected} bytes (${count / blockSize} blocks of ${blockBytes}), got ${bytes.length}`,
    );
  }
  if (r.kind === 'element') return decodeElements(r.type, bytes, count);
  const out = new Float32Array(count);
  r.codec.dequantize(bytes, out);
  return out;
}

/**
 * Encodes a `rows` × `cols` row-major matrix as `format`, byte-identical to ggml's `ggml_quantize_chunk`,
 * with the per-column importance matrix `imatrix` if given (formats that take one: `acceptsImatrix`).
 * `cols` must be a multiple of the block size; the result is rows · cols / blockSize blocks.
 */
export function quantize(format: string, data: Float32Array, options: QuantizeOptions): Uint8Array {
  const r = resolve(format, 'quantize');
  const { name, blockSize, blockBytes } = r.info;
  if (!(data instanceof Float32Array))
    throw new QuantArgumentError(`quant.quantize(${name}): data must be a Float32Array, got ${Object.prototype.toString.call(data)}`);
  if (typeof options !== 'object' || options === null)
    throw new QuantArgumentError(`quant.quantize(${name}): options { rows, cols } are required`);
  const rows = checkCount(options.rows, 'rows', 'quantize');
  const cols = checkCount(options.cols, 'cols', 'quantize');
  const { imatrix } = options;
  if (data.length !== rows * cols)
    throw new QuantSizeError(`quant.quantize(${name}): data has ${data.length} values, rows × cols = ${rows} × ${cols} = ${rows * cols}`);
  if (cols % blockSize !== 0)
    throw new QuantSizeError(`quant.quantize(${name}): cols ${cols} is not a multiple of the block size ${blockSize}`);
  if (imatrix !== undefined) {
    if (!(imatrix instanceof Float32Array))
      throw new QuantArgumentError(
        `quant.quantize(${name}): imatrix must be a Float32Array, got ${Object.prototype.toString.call(imatrix)}`,
      );
    if (imatrix.length !== cols)
      throw new QuantSizeError(`quant.quantize(${name}): imatrix has ${imatrix.length} values, expected cols = ${cols}`);
  }
  if (r.kind === 'block' && !r.codec.quantize) {
    throw new QuantUnsupportedError(`quant.quantize(${name}): quantizing to ${name} is not implemented (dequantize is)`);
  }
  if (r.info.needsImatrix && imatrix === undefined) {
    throw new QuantUnsupportedError(`quant.quantize(${name}): ${name} needs an importance matrix (options.imatrix, cols long)`);
  }
  if (imatrix !== undefined && !r.info.acceptsImatrix)
    throw new QuantUnsupportedError(`quant.quantize(${name}): ${name} takes no importance matrix here; omit imatrix`);
  if (r.kind === 'element') return encodeElements(r.type, data);
  const out = new Uint8Array((rows * cols * blockBytes) / blockSize);
  r.codec.quantize!(data, out, { rows, cols, ...(imatrix && { imatrix }) });
  return out;
}
