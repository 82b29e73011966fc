// CPU references of the matmul family: f64 accumulation, one rounding to f32 at the end. Inputs are
// row-major and contiguous (the harness gives each input's logical contents). Test-only.

function expectSizes(what: string, arrays: [string, ArrayLike<number>, number][], ...dims: number[]): void {
  for (const d of dims)
    if (!Number.isSafeInteger(d) || d < 0) throw new RangeError(`${what}: dimensions must be integers >= 0, got ${dims.join(', ')}`);
  for (const [name, a, n] of arrays) if (a.length !== n) throw new RangeError(`${what}: ${name} has ${a.length} elements, expected ${n}`);
}

/** C[M, N] = A[M, K] B[K, N] (transB: A[M, K] B[N, K]ᵀ), all row-major. */
export function gemm(a: Float32Array, b: Float32Array, M: number, N: number, K: number, transB = false): Float32Array {
  expectSizes(
    'gemm',
    [
      ['A', a, M * K],
      ['B', b, K * N],
    ],
    M,
    N,
    K,
  );
  const out = new Float32Array(M * N);
  const acc = new Float64Array(N);
  for (let m = 0; m < M; m++) {
    acc.fill(0);
    for (let k = 0; k < K; k++) {
      const av = a[m * K + k]!;
      for (let n = 0; n < N; n++) acc[n] += av * b[transB ? n * K + k : k * N + n]!;
    }
    out.set(acc, m * N);
  }
  return out;
}

/** y[rows] = W[rows, cols] x[cols], W row-major. */
export function matvec(w: Float32Array, x: Float32Array, rows: number, cols: number): Float32Array {
  expectSizes(
    'matvec',
    [
      ['W', w, rows * cols],
      ['x', x, cols],
    ],
    rows,
    cols,
  );
  const out = new Float32Array(rows);
  for (let r = 0; r < rows; r++) {
    let s = 0;
    for (let c = 0; c < cols; c++) s += w[r * cols + c]! * x[c]!;
    out[r] = s;
  }
  return out;
}

/** The transpose of row-major x [r, c]: row-major [c, r]. */
export function transposed(x: Float32Array, r: number, c: number): Float32Array {
  return Float32Array.from({ length: r * c }, (_, i) => x[(i % r) * c + Math.floor(i / r)]!);
}
