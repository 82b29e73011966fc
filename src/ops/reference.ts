// CPU references for the GPU ops (shaders/*.comp): pure functions on typed arrays, f64 arithmetic and
// accumulation, one rounding to f32 at the end. GPU results are compared with these through nmse().
// Layouts are row-major and contiguous, as in the shaders. Sizes are checked: a length that does not
// match the shape throws a RangeError.

import { f16ArrayToF32, f32ArrayToF16 } from '../spirv/half.ts';

export type BinaryOp = 'add' | 'sub' | 'mul' | 'div';
export type UnaryOp = 'relu' | 'gelu' | 'silu' | 'exp' | 'neg' | 'sqr' | 'abs';

export const BINARY_OPS: readonly BinaryOp[] = ['add', 'sub', 'mul', 'div'];
export const UNARY_OPS: readonly UnaryOp[] = ['relu', 'gelu', 'silu', 'exp', 'neg', 'sqr', 'abs'];

/** The GELU tanh approximation's constants (as ggml). */
export const GELU_COEF_A = 0.044715;
export const SQRT_2_OVER_PI = Math.sqrt(2 / Math.PI);

function expectLength(what: string, a: ArrayLike<unknown>, n: number): void {
  if (a.length !== n) throw new RangeError(`${what}: expected ${n} elements, got ${a.length}`);
}

// ------------------------------------------------------------------------------------------ elementwise

export function binary(op: BinaryOp, a: Float32Array, b: Float32Array): Float32Array {
  expectLength(`${op}: b`, b, a.length);
  const out = new Float32Array(a.length);
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!, y = b[i]!;
    out[i] = op === 'add' ? x + y : op === 'sub' ? x - y : op === 'mul' ? x * y : x / y;
  }
  return out;
}

export const add = (a: Float32Array, b: Float32Array): Float32Array => binary('add', a, b);
export const sub = (a: Float32Array, b: Float32Array): Float32Array => binary('sub', a, b);
export const mul = (a: Float32Array, b: Float32Array): Float32Array => binary('mul', a, b);
export const div = (a: Float32Array, b: Float32Array): Float32Array => binary('div', a, b);

/** a * x + y, with a rounded to f32 first (the shader takes it as a float push constant). Returns a new array. */
export function axpy(a: number, x: Float32Array, y: Float32Array): Float32Array {
  expectLength('axpy: y', y, x.length);
  const af = Math.fround(a);
  const out = new Float32Array(x.length);
  for (let i = 0; i < x.length; i++) out[i] = af * x[i]! + y[i]!;
  return out;
}

/** One element of a unary op, in f64 (formulas as in shaders/unary.comp). */
export function unaryScalar(op: UnaryOp, v: number): number {
  switch (op) {
    case 'relu':
      return v > 0 ? v : 0;
    case 'gelu':
      return 0.5 * v * (1 + Math.tanh(SQRT_2_OVER_PI * (v + GELU_COEF_A * v * v * v)));
    case 'silu':
      return v / (1 + Math.exp(-v));
    case 'exp':
      return Math.exp(v);
    case 'neg':
      return -v;
    case 'sqr':
      return v * v;
    case 'abs':
      return Math.abs(v);
  }
}

export function unary(op: UnaryOp, x: Float32Array): Float32Array {
  const out = new Float32Array(x.length);
  for (let i = 0; i < x.length; i++) out[i] = unaryScalar(op, x[i]!);
  return out;
}

/** f32 -> f16 bit patterns, round to nearest even (src/spirv/half.ts). */
export const castF32ToF16 = (x: Float32Array): Uint16Array => f32ArrayToF16(x);
/** f16 bit patterns -> f32, exact. */
export const castF16ToF32 = (h: Uint16Array): Float32Array => f16ArrayToF32(h);

// ------------------------------------------------------------------------------------------ comparison

/**
 * Normalised mean squared error, as ggml's test-backend-ops: sum((actual - expected)^2) / sum(expected^2).
 * Positions where both hold the same non-finite value (NaN and NaN, or the same infinity) count as exact;
 * any other non-finite position gives Infinity. Two all-zero (or empty) arrays give 0; a non-zero error
 * against an all-zero expectation gives Infinity.
 */
export function nmse(actual: ArrayLike<number>, expected: ArrayLike<number>): number {
  if (actual.length !== expected.length)
    throw new RangeError(`nmse: lengths differ (actual ${actual.length}, expected ${expected.length})`);
  let err = 0;
  let ref = 0;
  for (let i = 0; i < expected.length; i++) {
    const a = actual[i]!, e = expected[i]!;
    if (!Number.isFinite(a) || !Number.isFinite(e)) {
      if (a === e || (Number.isNaN(a) && Number.isNaN(e))) continue;
      return Infinity;
    }
    const d = a - e;
    err += d * d;
    ref += e * e;
  }
  if (err === 0) return 0;
  return ref === 0 ? Infinity : err / ref;
}
