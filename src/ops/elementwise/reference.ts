// CPU references of the elementwise family: f64 arithmetic, one rounding to f32 at the end (axpy: one fma
// rounding, as the shader). Inputs are row-major; broadcasting follows NumPy. Test-only.
import { broadcastShapes, broadcastStrides, contiguousStrides } from '../../device/layout.ts';
import { forEachOffset } from '../../device/tensor.ts';
import type { BinaryOp, ParamOp, UnaryOp } from './kernels.ts';

/** The GELU tanh approximation's constants (as ggml). */
export const GELU_COEF_A = 0.044715;
export const SQRT_2_OVER_PI = Math.sqrt(2 / Math.PI);

/** erf to about double precision: its Taylor series below 2, 1 - erfc by erfc's continued fraction above. */
export function erf(x: number): number {
  const a = Math.abs(x);
  if (a < 2) {
    // Taylor series: converges fast below 2 (terms shrink like 4^n / n!).
    let sum = a,
      term = a;
    for (let n = 1; n < 60; n++) {
      term *= (-a * a) / n;
      sum += term / (2 * n + 1);
    }
    return Math.sign(x) * (2 / Math.sqrt(Math.PI)) * sum;
  }
  // erfc(a) by its continued fraction (Lentz), accurate for a >= 2.
  let f = a,
    C = a,
    D = 0;
  for (let n = 1; n < 200; n++) {
    const an = n / 2;
    D = a + an * D;
    D = D === 0 ? 1e-300 : 1 / D;
    C = a + an / C;
    const delta = C * D;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  const erfc = Math.exp(-a * a) / Math.sqrt(Math.PI) / f;
  return Math.sign(x) * (1 - erfc);
}

/** One element of a unary op, in f64 (the formulas of unary.comp). */
export function unaryScalar(op: UnaryOp, v: number): number {
  switch (op) {
    case 'relu':
      return v > 0 ? v : 0;
    case 'gelu':
      return 0.5 * v * (1 + Math.tanh(SQRT_2_OVER_PI * (v + GELU_COEF_A * v * v * v)));
    case 'gelu_erf':
      return 0.5 * v * (1 + erf(v / Math.SQRT2));
    case 'silu':
      return v / (1 + Math.exp(-v));
    case 'sigmoid':
      return 1 / (1 + Math.exp(-v));
    case 'tanh':
      return Math.tanh(v);
    case 'erf':
      return erf(v);
    case 'exp':
      return Math.exp(v);
    case 'neg':
      return -v;
    case 'sqr':
      return v * v;
    case 'abs':
      return Math.abs(v);
    case 'log':
      return Math.log(v); // -inf at 0, NaN below
    case 'sqrt':
      return Math.sqrt(v);
    case 'rsqrt':
      return 1 / Math.sqrt(v);
    case 'recip':
      return 1 / v;
    case 'sin':
      return Math.sin(v);
    case 'cos':
      return Math.cos(v);
    case 'floor':
      return Math.floor(v);
    case 'ceil':
      return Math.ceil(v);
    case 'round':
      return roundEven(v);
    case 'sign':
      return Number.isNaN(v) ? v : (v > 0 ? 1 : 0) - (v < 0 ? 1 : 0);
  }
}

/** Round half to even, the zero keeping x's sign (as roundEven / torch.round). */
export function roundEven(v: number): number {
  if (!Number.isFinite(v)) return v;
  const f = Math.floor(v),
    d = v - f;
  const r = d > 0.5 || (d === 0.5 && f % 2 !== 0) ? f + 1 : f;
  return r === 0 && (v < 0 || Object.is(v, -0)) ? -0 : r;
}

/** C's pow (PyTorch's): 1^y = x^0 = 1, even for NaN (JavaScript's Math.pow gives NaN there). */
export const pow = (x: number, y: number): number => (x === 1 || y === 0 ? 1 : Math.pow(x, y));

/** One element of a parametric unary op, p0 and p1 rounded to f32 as the shader's push constants. */
export function paramScalar(op: ParamOp, v: number, p0: number, p1: number): number {
  const a = Math.fround(p0),
    b = Math.fround(p1);
  switch (op) {
    case 'elu':
      return v > 0 ? v : a * Math.expm1(v);
    case 'affine':
      return v * a + b; // the product of two f32 is exact in f64: one rounding, as fma
    case 'clamp':
      return Number.isNaN(v) ? v : Math.min(Math.max(v, a), b);
    case 'pow':
      return pow(v, a);
  }
}

export function unaryParam(op: ParamOp, x: Float32Array, p0: number, p1 = 0): Float32Array {
  return x.map((v) => paramScalar(op, v, p0, p1));
}

export function unary(op: UnaryOp, x: Float32Array): Float32Array {
  return x.map((v) => unaryScalar(op, v));
}

const APPLY: Readonly<Record<BinaryOp, (x: number, y: number) => number>> = {
  add: (x, y) => x + y,
  sub: (x, y) => x - y,
  mul: (x, y) => x * y,
  div: (x, y) => x / y,
  maximum: (x, y) => (Number.isNaN(x) || Number.isNaN(y) ? NaN : Math.max(x, y)),
  minimum: (x, y) => (Number.isNaN(x) || Number.isNaN(y) ? NaN : Math.min(x, y)),
  pow,
  silu_mul: (x, y) => unaryScalar('silu', x) * y,
  // 0.5 (1 + tanh z) as 1 / (1 + exp(-2z)): the same function, but the tiny values of x < -5 survive (1 +
  // tanh z cancels to 0 in f64 there, which the harness's NMSE cannot compare against).
  gelu_mul: (x, y) => (x / (1 + Math.exp(-2 * SQRT_2_OVER_PI * (x + GELU_COEF_A * x * x * x)))) * y,
};

/** a OP b with NumPy broadcasting; returns the result and its shape. */
export function binary(op: BinaryOp, a: Float32Array, aShape: readonly number[], b: Float32Array, bShape: readonly number[]): Float32Array {
  const shape = broadcastShapes(op, aShape, bShape);
  const as = broadcastStrides(aShape, contiguousStrides(aShape), shape, op);
  const bs = broadcastStrides(bShape, contiguousStrides(bShape), shape, op);
  const ai: number[] = [],
    bi: number[] = [];
  forEachOffset(shape, as, 0, (o) => ai.push(o));
  forEachOffset(shape, bs, 0, (o) => bi.push(o));
  const f = APPLY[op];
  return Float32Array.from(ai, (o, i) => f(a[o]!, b[bi[i]!]!));
}

/** a * x + y, with a rounded to f32 first (the shader takes it as a float push constant). */
export function axpy(a: number, x: Float32Array, y: Float32Array): Float32Array {
  const af = Math.fround(a);
  return x.map((v, i) => af * v + y[i]!);
}

const sameShape =
  (op: BinaryOp) =>
  (a: Float32Array, b: Float32Array): Float32Array =>
    binary(op, a, [a.length], b, [b.length]);
export const add = sameShape('add');
export const sub = sameShape('sub');
export const mul = sameShape('mul');
export const div = sameShape('div');
