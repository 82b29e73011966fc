// The elementwise family in the correctness harness: every unary and binary op over odd, tiny, empty and
// multi-dimensional shapes (the harness adds views and grid splits), broadcasting pairs, and axpy.
// Tolerances: add/sub/mul round once, like the reference (bit-exact); Vulkan allows division 2.5 ulp and
// an unfused fma, so div and axpy get 1e-12; transcendental ops use the driver's exp, whose error
// Vulkan bounds at 3 + 2|x| ulp, so 1e-10; erf's approximation is within 1.5e-7 absolute (NMSE ~1e-13).
import type { OpCase } from '../case.ts';
import { axpy as axpyOp, binary, unary } from './ops.ts';
import * as ref from './reference.ts';
import { BINARY_OPS, UNARY_OPS } from './kernels.ts';

const SHAPES = [[[1]], [[7]], [[1000]], [[0]], [[3, 5]], [[2, 3, 4]], [[4, 1, 6, 2]]];
const BROADCAST = [
  [[3, 5], [5]],
  [
    [3, 1],
    [1, 4],
  ],
  [
    [2, 3, 4],
    [3, 1],
  ],
  [[1], [6, 7]],
  [[0, 3], [3]],
];
/** Inputs where exp overflows or underflows, and values around the erf/tanh switch points. */
const RANGE: Record<string, [number, number]> = {
  exp: [-80, 80],
  tanh: [-12, 12],
  erf: [-4, 4],
  sigmoid: [-100, 100],
  gelu: [-12, 12],
  silu: [-100, 100],
};

const f32 = (range: [number, number] = [-1, 1]) => ({ dtype: 'f32' as const, range });

export const cases: OpCase[] = [
  ...UNARY_OPS.map(
    (op): OpCase => ({
      name: op,
      inputs: [f32(RANGE[op])],
      shapes: SHAPES,
      run: (_d, [x]) => unary(op, x!),
      reference: ([x]) => ref.unary(op, x!.data as Float32Array),
      tolerance: ['relu', 'neg', 'abs', 'sqr'].includes(op) ? 0 : 1e-10,
    }),
  ),
  ...BINARY_OPS.map(
    (op): OpCase => ({
      name: op,
      inputs: [f32(), f32(op === 'div' ? [0.5, 2] : [-1, 1])],
      shapes: [...SHAPES.map(([s]) => [s!, s!]), ...BROADCAST],
      run: (_d, [a, b]) => binary(op, a!, b!),
      reference: ([a, b]) => ref.binary(op, a!.data as Float32Array, a!.shape, b!.data as Float32Array, b!.shape),
      tolerance: op === 'div' ? 1e-12 : 0,
    }),
  ),
  {
    name: 'axpy',
    inputs: [f32(), { dtype: 'f32', views: false }],
    shapes: SHAPES.map(([s]) => [s!, s!]),
    run: (_d, [x, y]) => axpyOp(0.75, x!, y!),
    reference: ([x, y]) => ref.axpy(0.75, x!.data as Float32Array, y!.data as Float32Array),
    tolerance: 1e-12, // Vulkan lets fma be computed unfused (two roundings)
  },
];
