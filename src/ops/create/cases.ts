// The create family in the correctness harness. These ops have no tensor inputs: each case declares one
// small input only for its shape (views off; its values are unused) and makes a tensor of that many
// elements. arange and rand are bit-exact; randn is within NMSE 1e-6 of f64 Box-Muller on the same
// (exact) uniforms — the driver's log / sqrt / cos / sin: Vulkan bounds sin and cos at 2^-11 absolute, so
// NMSE <= 2^-22 E[r^2] / E[z^2] ~ 5e-7.
import { ELEMENT_DTYPES, type ElementDType } from '../../device/dtype.ts';
import type { InputDecl, OpCase } from '../case.ts';
import { RANDOM_DTYPES } from './kernels.ts';
import { arange, rand, randn } from './ops.ts';
import * as ref from './reference.ts';

const SHAPE_ONLY: InputDecl = { dtype: 'u8', values: [0], views: false };
const SHAPES = [[[1]], [[7]], [[1000]], [[0]], [[3, 5]], [[2, 3, 4]], [[5001]]];
const SMALL = [[[1]], [[7]], [[0]], [[255]], [[256]], [[3, 5]]];
const prod = (s: readonly number[]): number => s.reduce((a, b) => a * b, 1);

/** start and step per dtype: fractions that round in f16 / bf16, negative steps, the ends of the 8-bit ranges. */
const RANGES: Record<ElementDType, [number, number]> = {
  f32: [-3.25, 0.1],
  f16: [-30.5, 0.37],
  bf16: [1000, -0.7],
  i32: [-1000, 7],
  u32: [4e9, -3],
  i8: [-128, 1],
  u8: [255, -1],
};

export const cases: OpCase[] = [
  ...ELEMENT_DTYPES.map((dtype): OpCase => {
    const [start, step] = RANGES[dtype];
    return {
      name: `arange ${dtype} (start ${start}, step ${step})`,
      inputs: [SHAPE_ONLY],
      shapes: dtype === 'i8' || dtype === 'u8' ? SMALL : SHAPES,
      // end half a step past the last value: the count is exactly the shape's size
      run: (d, [s]) => arange(d, dtype, { start, end: start + (s!.size - 0.5) * step, step }),
      reference: ([s]) => ref.arange(dtype, prod(s!.shape), start, step),
      tolerance: 0,
    };
  }),
  {
    name: 'arange i32 (a count)',
    inputs: [SHAPE_ONLY],
    shapes: SHAPES,
    run: (d, [s]) => arange(d, 'i32', s!.size),
    reference: ([s]) => ref.arange('i32', prod(s!.shape), 0, 1),
    tolerance: 0,
  },
  ...RANDOM_DTYPES.flatMap((dtype): OpCase[] => [
    {
      name: `rand ${dtype}`,
      inputs: [SHAPE_ONLY],
      shapes: SHAPES,
      run: (d, [s]) => rand(d, s!.shape, { seed: 0x1234567890, dtype }),
      reference: ([s]) => ref.rand(prod(s!.shape), 0x1234567890, dtype),
      tolerance: 0,
    },
    {
      name: `randn ${dtype}`,
      inputs: [SHAPE_ONLY],
      shapes: SHAPES,
      run: (d, [s]) => randn(d, s!.shape, { seed: 7, dtype }),
      reference: ([s]) => ref.randn(prod(s!.shape), 7, dtype),
      tolerance: 1e-6,
    },
  ]),
];
