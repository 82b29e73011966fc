// The CPU reference of quant.matvec: the blocks decoded by quant.dequantize (bit-identical to ggml's
// to_float), then the f32 matvec's f64 reference. Test-only.
import { matvec } from '../../ops/matmul/reference.ts';
import { dequantize } from '../api.ts';

/** y = dequantize(blocks) [rows, cols] · x, summed in f64. */
export const qmatvecRef = (format: string, blocks: Uint8Array, x: Float32Array, rows: number, cols: number): Float32Array =>
  matvec(dequantize(format, blocks, rows * cols), x, rows, cols);
