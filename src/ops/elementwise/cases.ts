// The elementwise family in the correctness harness: every unary and binary op over odd, tiny, empty and
// multi-dimensional shapes (the harness adds views and grid splits), broadcasting pairs, and axpy.
// Tolerances: add/sub/mul round once, like the reference (bit-exact), as do floor, ceil, round, sign,
// maximum, minimum and clamp (exact by definition); Vulkan allows division 2.5 ulp, inversesqrt 2 ulp, sqrt
// (as 1 / inversesqrt) ~5 ulp and an unfused fma, so div, recip, sqrt, rsqrt, affine and axpy get 1e-12
// (5 ulp is NMSE ~1e-13); transcendental ops use the driver's exp, whose error Vulkan bounds at 3 + 2|x|
// ulp, so 1e-10; log (and pow's log2) is 3 ulp outside [0.5, 2] and 2^-21 absolute inside: 1e-10 over
// [1e-3, 100]; sin and cos are bounded only by 2^-11 absolute, and only on [-pi, pi]: NMSE up to
// (2^-11)^2 / mean(sin^2) ~ 5e-7, so 1e-6 on that range; erf's approximation is within 1.5e-7 absolute
// (NMSE ~1e-13). Special values (0, negatives, inf, NaN, .5 ties) run as their own cases.
// f16: every unary, parametric and binary op again with f16 inputs (the harness rounds the random values to
// f16, so the reference sees the f16 inputs), f16 result. The reference is the f64 formula on those inputs,
// rounded to f16 (through f32: a double rounding that moves about 1 result in 2^13 by one f16 ulp); the
// GPU computes in f32 and rounds once (packHalf2x16: nearest even on lavapipe and NVIDIA, but Vulkan lets a
// driver truncate). One f16 ulp is at most 2^-10 relative, so a result one ulp off everywhere is NMSE
// <= 2^-20 ~ 9.5e-7: the f16 tolerance is the f32 one + 1e-6. (Exact-in-theory ops, add, relu..., come
// out bit-exact on lavapipe: f32 is wide enough (24 >= 2 x 11 + 2 bits) that its rounding before f16's is
// innocuous; 1e-6 keeps the bound portable.) Odd lengths, odd offsets and views run f16_strided (a word
// per invocation, the shared edge words merged); aligned contiguous ones f16_vec4.
import type { Tensor } from '../../device/tensor.ts';
import { BROADCAST_SHAPES, F16_ROUNDING_NMSE, inDType, valuesF32, type HostTensor, type OpCase } from '../case.ts';
import { affine, axpy as axpyOp, binary, clamp, elu, pow, unary } from './ops.ts';
import * as ref from './reference.ts';
import { BINARY_OPS, UNARY_OPS, type BinaryOp, type UnaryOp } from './kernels.ts';

const SHAPES = [[[1]], [[7]], [[1000]], [[0]], [[3, 5]], [[2, 3, 4]], [[4, 1, 6, 2]]];
const BROADCAST = BROADCAST_SHAPES;
/** Inputs where exp overflows or underflows, and values around the erf/tanh switch points. */
const RANGE: Record<string, [number, number]> = {
  exp: [-80, 80],
  tanh: [-12, 12],
  erf: [-4, 4],
  sigmoid: [-100, 100],
  gelu: [-12, 12],
  gelu_erf: [-12, 12],
  silu: [-100, 100],
  log: [1e-3, 100],
  sqrt: [0, 100],
  rsqrt: [1e-3, 100],
  recip: [0.25, 4], // away from 0 (Vulkan leaves 1 / 0 undefined)
  sin: [-Math.PI, Math.PI], // the range where Vulkan bounds the error
  cos: [-Math.PI, Math.PI],
  floor: [-10, 10],
  ceil: [-10, 10],
  round: [-10, 10],
};
const EXACT: readonly UnaryOp[] = ['relu', 'neg', 'abs', 'sqr', 'floor', 'ceil', 'round', 'sign'];
const ONE_OP: readonly UnaryOp[] = ['sqrt', 'rsqrt', 'recip']; // a few ulp
const tolerance = (op: UnaryOp): number =>
  EXACT.includes(op) ? 0 : ONE_OP.includes(op) ? 1e-12 : op === 'sin' || op === 'cos' ? 1e-6 : 1e-10;

const NAN = Number.NaN,
  INF = Number.POSITIVE_INFINITY;
/** Edge inputs per op: zeros, negatives, infinities, NaN, .5 ties (results must match bit for bit, or be
 * the same non-finite value). */
const SPECIAL: Partial<Record<UnaryOp, number[]>> = {
  log: [0, -1, -0.5, 1, 4, INF, NAN, 0.25],
  sqrt: [0, -1, -4, 4, 0.25, INF, NAN],
  rsqrt: [0, -1, -4, 4, 0.25, INF, NAN],
  floor: [-0.5, 0.5, -1.5, 2.5, -0, 0, INF, -INF, NAN, 1e9 + 0.5, -7.25],
  ceil: [-0.5, 0.5, -1.5, 2.5, -0, 0, INF, -INF, NAN, 1e9 + 0.5, -7.25],
  round: [-0.5, 0.5, -1.5, 1.5, 2.5, -2.5, 3.5, -0.4, 0.49999997, -0, 0, INF, -INF, NAN, 8388609],
  sign: [-0, 0, -2, 3, 1e-30, -1e-30, INF, -INF, NAN],
};
const EDGE_SHAPES = [[[1]], [[13]], [[3, 9]]];

/** maximum / minimum select (exact); pow is exp2(y log2 x): 1e-10 as the transcendental unary ops. */
// silu_mul and gelu_mul: the driver's exp and a division, as silu and gelu: 1e-10.
const BINARY_TOLERANCE: Record<BinaryOp, number> = {
  add: 0,
  sub: 0,
  mul: 0,
  div: 1e-12,
  maximum: 0,
  minimum: 0,
  pow: 1e-10,
  silu_mul: 1e-10,
  gelu_mul: 1e-10,
};
const GATED = (op: BinaryOp): boolean => op === 'silu_mul' || op === 'gelu_mul';

type EDType = 'f32' | 'f16';
/** f16's own ranges where f32's would leave f16 (exp past 11 is inf in f16: still compared, but the
 * interesting part is the finite one). */
const F16_RANGE: Record<string, [number, number]> = { exp: [-17, 11] };
const rangeOf = (dtype: EDType, op: string): [number, number] | undefined => (dtype === 'f16' ? (F16_RANGE[op] ?? RANGE[op]) : RANGE[op]);
const tol = (dtype: EDType, f32: number): number => (dtype === 'f16' ? f32 + F16_ROUNDING_NMSE : f32);
const named = (dtype: EDType, name: string): string => (dtype === 'f16' ? `${name} (f16)` : name);
const input = (dtype: EDType, range: [number, number] = [-1, 1]) => ({ dtype, range });

/** The reference of a one-input op `r` on x, in x's dtype. */
const ref1 =
  (r: (x: Float32Array) => Float32Array) =>
  ([x]: readonly HostTensor[]) =>
    inDType(x!.dtype as EDType, r(valuesF32(x!)));
/** The reference of a binary op on a and b (broadcast), in a's dtype. */
const ref2 =
  (op: BinaryOp) =>
  ([a, b]: readonly HostTensor[]) =>
    inDType(a!.dtype as EDType, ref.binary(op, valuesF32(a!), a!.shape, valuesF32(b!), b!.shape));

/** The parametric ops with a few parameter choices each (the harness runs every shape and view). */
function paramCases(dtype: EDType): OpCase[] {
  const one = (
    name: string,
    range: [number, number],
    run: (x: Tensor) => Tensor,
    r: (x: Float32Array) => Float32Array,
    t: number,
  ): OpCase => ({
    name: named(dtype, name),
    inputs: [input(dtype, range)],
    shapes: SHAPES,
    run: (_d, [x]) => run(x!),
    reference: ref1(r),
    tolerance: tol(dtype, t),
  });
  return [
    one(
      'elu',
      [-10, 10],
      (x) => elu(x),
      (x) => ref.unaryParam('elu', x, 1),
      1e-10,
    ), // exp: 3 + 2|x| ulp
    one(
      'elu alpha 0.3',
      [-10, 10],
      (x) => elu(x, { alpha: 0.3 }),
      (x) => ref.unaryParam('elu', x, 0.3),
      1e-10,
    ),
    one(
      'affine',
      [-4, 4],
      (x) => affine(x, { mul: 1.7, add: -0.3 }),
      (x) => ref.unaryParam('affine', x, 1.7, -0.3),
      1e-12,
    ), // fma may be unfused
    one(
      'clamp',
      [-2, 2],
      (x) => clamp(x, { min: -0.5, max: 0.7 }),
      (x) => ref.unaryParam('clamp', x, -0.5, 0.7),
      0,
    ),
    one(
      'clamp min only',
      [-2, 2],
      (x) => clamp(x, { min: 0.1 }),
      (x) => ref.unaryParam('clamp', x, 0.1, Infinity),
      0,
    ),
    one(
      'clamp min > max',
      [-2, 2],
      (x) => clamp(x, { min: 1, max: 0 }),
      (x) => ref.unaryParam('clamp', x, 1, 0),
      0,
    ),
    one(
      'pow 2.5',
      [0, 4],
      (x) => pow(x, 2.5),
      (x) => ref.unaryParam('pow', x, 2.5),
      1e-10,
    ), // exp2 / log2 bounds
    one(
      'pow -1.5',
      [0.25, 4],
      (x) => pow(x, -1.5),
      (x) => ref.unaryParam('pow', x, -1.5),
      1e-10,
    ),
    one(
      'pow 3 (negative bases)',
      [-3, 3],
      (x) => pow(x, 3),
      (x) => ref.unaryParam('pow', x, 3),
      1e-10,
    ),
    {
      name: named(dtype, 'clamp, pow (special values)'),
      inputs: [{ dtype, values: [NAN, -INF, INF, 0, -0, -2, 0.5, 3] }],
      shapes: EDGE_SHAPES,
      run: (_d, [x]) => {
        const c = clamp(x!, { min: -1, max: 1 }),
          p = pow(c, -1); // 1 / x with pow's rules: 0 -> inf, -0 -> -inf, NaN kept
        c.destroy();
        return p;
      },
      reference: ref1((x) => ref.unaryParam('pow', ref.unaryParam('clamp', x, -1, 1), -1)),
      tolerance: tol(dtype, 1e-10), // exp2(-log2 x) on the finite ones
    },
  ];
}

/** The unary, parametric and binary cases in one dtype. */
function dtypeCases(dtype: EDType): OpCase[] {
  return [
    ...UNARY_OPS.map(
      (op): OpCase => ({
        name: named(dtype, op),
        inputs: [input(dtype, rangeOf(dtype, op))],
        shapes: SHAPES,
        run: (_d, [x]) => unary(op, x!),
        reference: ref1((x) => ref.unary(op, x)),
        tolerance: tol(dtype, tolerance(op)),
      }),
    ),
    ...Object.entries(SPECIAL).map(
      ([op, values]): OpCase => ({
        name: named(dtype, `${op} (special values)`),
        inputs: [{ dtype, values }],
        shapes: EDGE_SHAPES,
        run: (_d, [x]) => unary(op as UnaryOp, x!),
        reference: ref1((x) => ref.unary(op as UnaryOp, x)),
        tolerance: tol(dtype, tolerance(op as UnaryOp)),
      }),
    ),
    ...paramCases(dtype),
    ...BINARY_OPS.map(
      (op): OpCase => ({
        name: named(dtype, op),
        inputs: [
          input(dtype, op === 'pow' ? [0.25, 4] : GATED(op) ? [-8, 8] : [-1, 1]),
          input(dtype, op === 'div' ? [0.5, 2] : op === 'pow' ? [-3, 3] : [-1, 1]),
        ],
        shapes: [...SHAPES.map(([s]) => [s!, s!]), ...BROADCAST],
        run: (_d, [a, b]) => binary(op, a!, b!),
        reference: ref2(op),
        tolerance: tol(dtype, BINARY_TOLERANCE[op]),
      }),
    ),
    // NaN on either side, infinities, signed zeros against non-zeros; pow's C rules (0, negative and NaN
    // bases, integer and fractional exponents). 9 and 7 values: every pairing appears in 63 elements.
    ...(['maximum', 'minimum', 'pow'] as const).map(
      (op): OpCase => ({
        name: named(dtype, `${op} (special values)`),
        inputs: [
          { dtype, values: [NAN, 1, -2, INF, -INF, 0, -0, 0.5, -3] },
          { dtype, values: [2, NAN, -1, 4, 3, -0.5, -2] }, // no zero: GLSL's min/max may pick either of -0, 0
        ],
        shapes: [
          [[63], [63]],
          [
            [7, 9],
            [7, 9],
          ],
        ],
        run: (_d, [a, b]) => binary(op, a!, b!),
        reference: ref2(op),
        tolerance: tol(dtype, BINARY_TOLERANCE[op]),
      }),
    ),
    // Gates far out on both sides (exp(-x) overflows to inf: silu and gelu go to -0 there, x past 0) and
    // past sqrt(FLT_MAX) (gelu's x^2 is inf), against large and small ups; f16: out to +-60000 (f16's
    // largest is 65504) and products past it (inf).
    ...(['silu_mul', 'gelu_mul'] as const).map(
      (op): OpCase => ({
        name: named(dtype, `${op} (large and small magnitudes)`),
        inputs:
          dtype === 'f16'
            ? [
                { dtype, values: [-60000, -1e4, -100, -20, -1e-7, 0, 1e-7, 20, 100, 1e4, 60000] },
                { dtype, values: [1e-4, -3, 1e4, 0.5, -1e-5, 2, 7] },
              ]
            : [
                { dtype, values: [-1e30, -1e4, -100, -20, -1e-30, 0, 1e-30, 20, 100, 1e4, 1e30] },
                { dtype, values: [1e-20, -3, 1e20, 0.5, -1e-5, 2, 7] },
              ],
        shapes: [
          [[77], [77]],
          [[7, 11], [11]],
        ],
        run: (_d, [a, b]) => binary(op, a!, b!),
        reference: ref2(op),
        tolerance: tol(dtype, BINARY_TOLERANCE[op]),
      }),
    ),
  ];
}

const elementwiseCases: OpCase[] = [
  ...dtypeCases('f32'),
  ...dtypeCases('f16'),
  {
    name: 'axpy',
    inputs: [input('f32'), { dtype: 'f32', views: false }],
    shapes: SHAPES.map(([s]) => [s!, s!]),
    run: (_d, [x, y]) => axpyOp(0.75, x!, y!),
    reference: ([x, y]) => ref.axpy(0.75, x!.data as Float32Array, y!.data as Float32Array),
    tolerance: 1e-12, // Vulkan lets fma be computed unfused (two roundings)
  },
];

// Every elementwise op computes in float arithmetic, so a NaN result may be any NaN (anyNaN).
export const cases: OpCase[] = elementwiseCases.map((c) => ({ ...c, anyNaN: true }));
