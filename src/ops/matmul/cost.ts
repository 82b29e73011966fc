// Cost models of the matmul family (the rules are in src/ops/cost.ts): every operand read once, the
// result written once, 2 flops per multiply-add.
import { cost, sizes, type CostModel } from '../cost.ts';

/** C[M, N] = A[M, K] B (A·B or A·Bᵀ: the same cost): A and B read once, C written once, 2 M N K flops. */
export function gemmCost(M: number, N: number, K: number): CostModel {
  sizes('gemm', M, N, K);
  return cost(4 * (M * K + K * N), 4 * M * N, 2 * M * N * K, 'f32');
}

/** `batch` products C[M, N] = A[M, K] B of f16/bf16 operands (2 bytes an element; a broadcast operand is
 * still counted per batch), C of `outBytes` an element; 2 M N K flops each, on the roof of `precision`
 * (the kernel's: 'f16-coopmat' for cooperative matrices, 'f32' for FMA). */
export function gemmHalfCost(M: number, N: number, K: number, batch: number, outBytes: 2 | 4, precision: 'f16-coopmat' | 'f32'): CostModel {
  sizes('gemm', M, N, K, batch);
  return cost(2 * batch * (M * K + K * N), outBytes * batch * M * N, 2 * batch * M * N * K, precision);
}

/** y[rows] = W[rows, cols] x: W and x read once, y written, 2 flops per weight. */
export function matvecCost(rows: number, cols: number): CostModel {
  sizes('matvec', rows, cols);
  return cost(4 * (rows * cols + cols), 4 * rows, 2 * rows * cols, 'f32');
}

/** bf16_scale over `rows` rows of `cols` bf16 elements (`batches` matrices): the elements read once, their
 * f16 copy and an exponent a row written (the comparisons and the rounding are integer work, not flops). */
export function bf16ScaleCost(batches: number, rows: number, cols: number): CostModel {
  sizes('bf16_scale', batches, rows, cols);
  return cost(2 * batches * rows * cols, 2 * batches * rows * cols + 4 * batches * rows, 0, 'f32');
}

/** bf16_unscale of `batch` products [M, N]: the f32 product and the exponents read, the result (of `outBytes`
 * an element) written (read too with accumulate); one multiply an element. */
export function bf16UnscaleCost(M: number, N: number, batch: number, outBytes: 2 | 4, accumulate: boolean): CostModel {
  sizes('bf16_unscale', M, N, batch);
  const elements = batch * M * N;
  return cost((4 + (accumulate ? outBytes : 0)) * elements + 4 * batch * (M + N), outBytes * elements, elements, 'f32');
}
