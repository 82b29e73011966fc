// The CPU reference of quant.gemm: the blocks decoded by quant.dequantize (bit-identical to ggml's to_float),
// then an f64 sum per element. (quantizeActivations' reference is the q8_1 codec itself: quant.quantize.)
// Test-only.
import { dequantize } from '../api.ts';

/** C [M, N] = x [M, K] · dequantize(blocks) [N, K]ᵀ, each element summed in f64 and rounded once to f32. */
export function qgemmRef(format: string, blocks: Uint8Array, x: Float32Array, M: number, N: number, K: number): Float32Array {
  const w = dequantize(format, blocks, N * K);
  const c = new Float32Array(M * N);
  for (let m = 0; m < M; m++)
    for (let n = 0; n < N; n++) {
      let s = 0;
      for (let k = 0; k < K; k++) s += x[m * K + k]! * w[n * K + k]!;
      c[m * N + n] = s;
    }
  return c;
}
