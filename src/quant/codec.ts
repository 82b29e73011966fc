// What one GGML block format implements on the CPU: decode whole blocks to f32 (bit-identical to ggml's
// `to_float`) and, for the formats that have one here, encode rows as `ggml_quantize_chunk` does.
import type { BlockFormat } from '../device/block-formats.ts';

export interface QuantizeOptions {
  readonly rows: number;
  readonly cols: number;
  /** Per-column importance weights (length cols), as ggml's imatrix; formats that need one say so. */
  readonly imatrix?: Float32Array;
}

export interface Codec {
  readonly format: BlockFormat;
  /** Decodes `out.length / blockSize` whole blocks of `bytes` into `out` (lengths checked by the caller). */
  dequantize(bytes: Uint8Array, out: Float32Array): void;
  /** Encodes `rows` × `cols` weights (cols a multiple of the block) into `out` (lengths checked by the caller). */
  quantize?(src: Float32Array, out: Uint8Array, options: QuantizeOptions): void;
  /** Set when quantize cannot run without an importance matrix. */
  readonly needsImatrix?: boolean;
  /** Set when quantize uses `options.imatrix` if given but can run without it (needsImatrix implies it). */
  readonly acceptsImatrix?: boolean;
}
