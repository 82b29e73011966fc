import { describe, expect, it } from 'vitest';
import { add, axpy, div, mul, sub, unary, unaryScalar } from '../../src/ops/elementwise/reference.ts';
import { nmse } from '../../src/ops/case.ts';
import { f16ArrayToF32 as castF16ToF32, f32ArrayToF16 as castF32ToF16 } from '../../src/spirv/half.ts';
import { gemm, matvec } from '../../src/ops/matmul/reference.ts';
import { maxRows, sumRows } from '../../src/ops/reduce/reference.ts';
import { rmsNorm, softmax } from '../../src/ops/norm/reference.ts';

const F = (...xs: number[]) => Float32Array.from(xs);
const fr = Math.fround;

/** Exact f32 equality, element by element. */
function same(actual: Float32Array, expected: number[]): void {
  expect(Array.from(actual)).toEqual(expected.map(fr));
}
function close(actual: Float32Array, expected: number[], digits = 6): void {
  expect(actual.length).toBe(expected.length);
  expected.forEach((e, i) => expect(actual[i]).toBeCloseTo(e, digits));
}

describe('elementwise references', () => {
  it('add, sub, mul, div (hand-computed)', () => {
    same(add(F(1, 2.5, -3), F(0.5, -2.5, 4)), [1.5, 0, 1]);
    same(sub(F(1, 2.5, -3), F(0.5, -2.5, 4)), [0.5, 5, -7]);
    same(mul(F(2, -3, 0.5), F(4, 2, 8)), [8, -6, 4]);
    same(div(F(1, -6, 1), F(4, 3, 3)), [0.25, -2, 1 / 3]);
    same(div(F(1, -1), F(0, 0)), [Infinity, -Infinity]);
    expect(add(F(), F())).toHaveLength(0);
    expect(() => add(F(1, 2, 3), F(1, 2))).toThrow(/do not broadcast/);
  });

  it('rounds once: 1 + 2^-24 in f32 is 1, 1 + 2^-23 is not', () => {
    same(add(F(1, 1), F(2 ** -24, 2 ** -23)), [1, 1 + 2 ** -23]);
  });

  it('axpy: a x + y, a taken as f32', () => {
    same(axpy(2, F(1, 2, 3), F(10, 20, 30)), [12, 24, 36]);
    same(axpy(0.5, F(4), F(1)), [3]);
    same(axpy(-1, F(7), F(7)), [0]);
    same(axpy(0.1, F(10), F(0)), [fr(0.1) * 10]); // a = fround(0.1), not 0.1
    const y = F(1);
    axpy(3, F(1), y);
    same(y, [1]); // pure: y is not modified
  });

  it('relu, neg, sqr, abs, exp', () => {
    same(unary('relu', F(-1, 0, 2, -0.5)), [0, 0, 2, 0]);
    same(unary('neg', F(-1, 0, 2)), [1, -0, -2]);
    same(unary('sqr', F(-3, 0.5)), [9, 0.25]);
    same(unary('abs', F(-3, 0.5, -0)), [3, 0.5, 0]);
    same(unary('exp', F(0, 1, -Infinity)), [1, Math.E, 0]);
  });

  it('silu(x) = x sigmoid(x)', () => {
    close(unary('silu', F(0, 1, -1, 20)), [0, 0.7310585786300049, -0.2689414213699951, 20], 6);
  });

  it('gelu, tanh approximation (values from x / (1 + exp(-2 z)), computed independently)', () => {
    close(
      unary('gelu', F(0, 1, -1, 3, 0.5, -3)),
      [0, 0.8411919906082768, -0.15880800939172326, 2.9963626079182273, 0.34571400982514394, -0.003637392081773019],
      6,
    );
    // gelu(x) - gelu(-x) = x (tanh is odd)
    for (const x of [0.3, 1.7, 4]) expect(unaryScalar('gelu', x) - unaryScalar('gelu', -x)).toBeCloseTo(x, 12);
    // saturates without NaN for large |x|
    same(unary('gelu', F(100, -100)), [100, -0]);
  });

  it('gelu_erf = x Phi(x), the standard normal CDF (values from Python math.erf)', () => {
    close(
      unary('gelu_erf', F(0, 1, -1, 2, 0.5, -3)),
      [0, 0.8413447460685429, -0.15865525393145707, 1.9544997361036416, 0.34573123063700656, -0.00404969409489031],
      6,
    );
    // gelu_erf(x) - gelu_erf(-x) = x (erf is odd)
    for (const x of [0.3, 1.7, 4]) expect(unaryScalar('gelu_erf', x) - unaryScalar('gelu_erf', -x)).toBeCloseTo(x, 12);
  });

  it('cast f32 <-> f16 on arrays', () => {
    expect(Array.from(castF32ToF16(F(1, -2, 0.5, 65504, 1e6, 2 ** -24)))).toEqual([0x3c00, 0xc000, 0x3800, 0x7bff, 0x7c00, 0x0001]);
    same(castF16ToF32(Uint16Array.from([0x3c00, 0xc000, 0x0001, 0x7bff, 0xfc00])), [1, -2, 2 ** -24, 65504, -Infinity]);
  });
});

describe('row reductions', () => {
  const x = F(1, 2, 3, 4, 5, 6); // [[1,2,3],[4,5,6]]
  it('sum and max over the last dimension', () => {
    same(sumRows(x, 2, 3), [6, 15]);
    same(maxRows(x, 2, 3), [3, 6]);
    same(sumRows(x, 3, 2), [3, 7, 11]);
    same(maxRows(F(-5, -7, -1), 1, 3), [-1]);
    same(maxRows(F(NaN, 1, 2, NaN), 2, 2), [NaN, NaN]); // NaN propagates, as PyTorch's max
  });
  it('accumulates in f64 (an f32 running sum would lose the 1)', () => {
    same(sumRows(F(1e8, 1, -1e8), 1, 3), [1]);
  });
  it('empty rows and empty tensors', () => {
    same(sumRows(F(), 2, 0), [0, 0]);
    same(maxRows(F(), 2, 0), [-Infinity, -Infinity]);
    expect(sumRows(F(), 0, 5)).toHaveLength(0);
    expect(() => sumRows(x, 2, 2)).toThrow(RangeError);
    expect(() => sumRows(x, -1, -6)).toThrow(RangeError);
  });
  it('softmax: exp(x - max) / sum', () => {
    close(softmax(F(0, Math.log(2), Math.log(3)), 1, 3), [1 / 6, 1 / 3, 1 / 2], 7);
    close(softmax(F(1000, 1000, -1000, 0), 2, 2), [0.5, 0.5, 0, 1], 7); // no overflow at 1000
    same(softmax(F(7), 1, 1), [1]);
    expect(softmax(F(), 3, 0)).toHaveLength(0);
  });
  it('rms_norm: x / sqrt(mean(x^2) + eps) (* w)', () => {
    const s = 1 / Math.sqrt(12.5); // row [3, 4]: mean of squares 12.5
    close(rmsNorm(F(3, 4), 1, 2, 0), [3 * s, 4 * s], 6);
    close(rmsNorm(F(3, 4, 1, 1), 2, 2, 0, F(2, 0.5)), [6 * s, 2 * s, 2, 0.5], 6);
    same(rmsNorm(F(0, 0), 1, 2, 1e-6), [0, 0]);
    close(rmsNorm(F(2), 1, 1, 0.25), [2 / Math.sqrt(4.25)], 7);
    close(rmsNorm(F(3e19, 4e19), 1, 2, 0), [3 * s, 4 * s], 6); // f64: x^2 does not overflow
    close(rmsNorm(F(3e-30, 4e-30), 1, 2, 0), [3 * s, 4 * s], 6); // nor underflow
    expect(() => rmsNorm(F(1, 2), 1, 2, 0, F(1))).toThrow(RangeError);
  });
});

describe('matmul references', () => {
  const A = F(1, 2, 3, 4, 5, 6); // 2x3
  it('gemm A.B', () => {
    same(gemm(A, F(7, 8, 9, 10, 11, 12), 2, 2, 3), [58, 64, 139, 154]);
    same(gemm(F(1, 2), F(3, 4), 2, 2, 1), [3, 4, 6, 8]); // outer product
    same(gemm(F(1, 2), F(3, 4), 1, 1, 2), [11]); // dot
  });
  it('gemm A.B^T takes B as [N, K]', () => {
    same(gemm(A, F(7, 9, 11, 8, 10, 12), 2, 2, 3, true), [58, 64, 139, 154]);
    same(gemm(F(1, 0, 0, 1), F(5, 6, 7, 8), 2, 2, 2, true), [5, 7, 6, 8]); // I . B^T = B^T
  });
  it('gemm with K = 0 is zero, empty M or N is empty', () => {
    same(gemm(F(), F(), 2, 3, 0), [0, 0, 0, 0, 0, 0]);
    expect(gemm(F(), F(1, 2), 0, 2, 1)).toHaveLength(0);
    expect(() => gemm(A, F(1, 2), 2, 2, 3)).toThrow(RangeError);
  });
  it('matvec', () => {
    same(matvec(F(1, 2, 3, 4, 5, 6), F(1, -1), 3, 2), [-1, -1, -1]);
    same(matvec(A, F(1, 1, 1), 2, 3), [6, 15]);
    same(matvec(F(1e8, 1, -1e8), F(1, 1, 1), 1, 3), [1]); // f64 accumulation
    expect(() => matvec(A, F(1, 1), 2, 3)).toThrow(RangeError);
  });
});

describe('nmse', () => {
  it('sum((a - e)^2) / sum(e^2)', () => {
    expect(nmse(F(1, 2), F(1, 2))).toBe(0);
    expect(nmse(F(1, 3), F(1, 2))).toBeCloseTo(1 / 5, 15);
    expect(nmse([0, 0], [3, 4])).toBe(1);
    expect(nmse([], [])).toBe(0);
  });
  it('non-finite values: equal ones are exact, others fail', () => {
    expect(nmse([NaN, 1], [NaN, 1])).toBe(0);
    expect(nmse([Infinity, 1], [Infinity, 1])).toBe(0);
    expect(nmse([Infinity, 1], [-Infinity, 1])).toBe(Infinity);
    expect(nmse([NaN, 1], [2, 1])).toBe(Infinity);
    expect(nmse([1, 1], [0, 0])).toBe(Infinity);
    expect(() => nmse([1], [1, 2])).toThrow(RangeError);
  });
});
