// The reduce family in the correctness harness: sum and max over the last dimension, on 1-D, single and
// empty rows (cols 0: sum 0, max -inf; rows 0), odd widths, widths that are not a multiple of the workgroup
// (255, 257, 1000), rows longer than 16 workgroup strides, several dimensions, and 20 rows (past 3
// workgroups per dimension, so the capped device splits the grid); the harness adds the views (offset,
// transposed, strided, broadcast), which run the strided variants. max also on NaN and infinities.
// Tolerances: max picks one of its inputs, so it is bit-exact (NaN included: the one NaN the inputs hold).
// sum adds in f32 in another order than the f64 reference (strided partials, then a subgroup and
// shared-memory tree): with inputs in [-1, 2) (a non-zero mean, so no cancellation hides the error) the
// relative error per row stays near sqrt(cols) ulp, NMSE well under 1e-10.
import type { HostTensor, OpCase } from '../case.ts';
import { REDUCE_OPS } from './kernels.ts';
import { reduce } from './ops.ts';
import * as ref from './reference.ts';

const SHAPES = [
  [[1]],
  [[7]],
  [[0]],
  [[3, 0]],
  [[0, 5]],
  [[1, 1]],
  [[5, 7]],
  [[2, 255]],
  [[3, 257]],
  [[4, 1000]],
  [[2, 4500]],
  [[2, 3, 4]],
  [[4, 1, 6, 2]],
  [[20, 700]],
];

/** rows x cols of a row-major host tensor, over its last dimension. */
const rowsOf = (t: HostTensor): [number, number] => {
  const cols = t.shape.at(-1)!;
  return [t.shape.slice(0, -1).reduce((a, b) => a * b, 1), cols];
};

/** Values for max: finite values, infinities and one NaN per 901, so some rows (of the 600-wide ones: 1
 * and 3, at columns 300 and 1) hold a NaN past the first workgroup stride and others do not. */
const SPECIAL = Array.from({ length: 901 }, (_, i) =>
  i === 900 ? NaN : i === 450 ? Infinity : i % 97 === 5 ? -Infinity : Math.sin(i) * 10,
);

export const cases: OpCase[] = [
  ...REDUCE_OPS.map(
    (op): OpCase => ({
      name: op,
      inputs: [{ dtype: 'f32', range: [-1, 2] }],
      shapes: SHAPES,
      run: (_d, [x]) => reduce(op, x!),
      reference: ([x]) => ref.reduceRows(op, x!.data as Float32Array, ...rowsOf(x!)),
      tolerance: op === 'max' ? 0 : 1e-10,
    }),
  ),
  {
    name: 'max (NaN, inf)',
    inputs: [{ dtype: 'f32', values: SPECIAL }],
    shapes: [[[901]], [[4, 600]], [[5, 7]], [[3, 1]]],
    run: (_d, [x]) => reduce('max', x!),
    reference: ([x]) => ref.maxRows(x!.data as Float32Array, ...rowsOf(x!)),
    tolerance: 0,
  },
  {
    name: 'max (NaN first: max([NaN, 1]) is NaN)',
    inputs: [{ dtype: 'f32', values: [NaN, 1] }],
    shapes: [[[2]], [[3, 2]]],
    run: (_d, [x]) => reduce('max', x!),
    reference: ([x]) => ref.maxRows(x!.data as Float32Array, ...rowsOf(x!)),
    tolerance: 0,
  },
  {
    name: 'sum (infinities)',
    inputs: [{ dtype: 'f32', values: [-5, -Infinity, -1, 2, 0.5, 3, -2, 1, Infinity, 4, 0.25] }],
    shapes: [[[11]], [[3, 5]]],
    run: (_d, [x]) => reduce('sum', x!),
    reference: ([x]) => ref.sumRows(x!.data as Float32Array, ...rowsOf(x!)),
    tolerance: 1e-10,
  },
];
