// The reduce family in the correctness harness. Every op along the last dimension on 1-D, single and empty
// rows (cols 0: sum 0, mean NaN, max -inf, min +inf; rows 0), odd widths, widths that are not a multiple of
// the workgroup (255, 257, 1000), rows longer than 16 workgroup strides, several dimensions and 20 rows
// (past 3 workgroups per dimension, so the capped device splits the grid); then along axis 0 and 1 of 2-D
// and 3-D shapes (the strided variant on contiguous inputs too) and with keepDims. The harness adds the
// views (offset, transposed, strided, broadcast), which run the strided variants. NaN, infinity and tie
// cases for max, min, argmax and argmin. Each case's largest shape keeps at most 27 rows (the capped grid).
// Tolerances: max, min, argmax and argmin pick one of their inputs (or its index), so they are bit-exact
// (NaN included: the quiet NaN the shader writes). sum and mean add in f32 in another order than the f64
// reference (strided partials, then a subgroup and shared-memory tree; mean then divides once): with inputs
// in [-1, 2) (a non-zero mean, so no cancellation hides the error) the relative error per row stays near
// sqrt(cols) ulp, NMSE well under 1e-10.
import type { HostTensor, OpCase } from '../case.ts';
import { ARG_OPS, REDUCE_OPS, type ReduceOp } from './kernels.ts';
import { reduce, type ReduceOptions } from './ops.ts';
import { reduceAxis } from './reference.ts';

type Shapes = OpCase['shapes'];

const LAST: Shapes = [
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
/** Along axis 0: the reduced extent first (the largest shape keeps 20 rows). */
const AXIS0: Shapes = [[[1, 1]], [[5, 7]], [[0, 3]], [[3, 0]], [[300, 5]], [[2, 3, 4]], [[1, 4, 5]], [[600, 20]]];
/** Along axis 1: the middle dimension of 3-D shapes (kept dimensions on both sides). */
const AXIS1: Shapes = [[[5, 7]], [[2, 0, 3]], [[2, 3, 4]], [[3, 1, 2]], [[4, 300, 5]]];
const KEEP_LAST: Shapes = [[[7]], [[5, 7]], [[2, 3, 4]], [[3, 300]]];
const KEEP_MID: Shapes = [[[5, 7]], [[2, 3, 4]], [[3, 40, 5]]];

const isArg = (op: ReduceOp): boolean => (ARG_OPS as readonly string[]).includes(op);
const exact = (op: ReduceOp): boolean => op !== 'sum' && op !== 'mean';
/** argmax/argmin of an empty dimension are errors: their shapes leave out the ones with a 0 reduced extent. */
const nonEmpty = (shapes: Shapes, axis: number): Shapes => shapes.filter(([s]) => s!.at(axis < 0 ? axis : axis - s!.length) !== 0);

function axisCase(op: ReduceOp, opts: ReduceOptions, shapes: Shapes, note: string): OpCase {
  const axis = opts.axis ?? -1;
  return {
    name: `${op}${note}`,
    inputs: [{ dtype: 'f32', range: [-1, 2] }],
    shapes: isArg(op) ? nonEmpty(shapes, axis) : shapes,
    run: (_d, [x]) => reduce(op, x!, opts),
    reference: ([x]: readonly HostTensor[]) => reduceAxis(op, x!.data as Float32Array, x!.shape, axis),
    tolerance: exact(op) ? 0 : 1e-10,
  };
}

/** Values with specials: finite values, infinities and one NaN per 901, so some rows (of the 600-wide ones:
 * 1 and 3, at columns 300 and 1) hold a NaN past the first workgroup stride and others do not; -inf (every
 * 97th) and +inf repeat, so the arg ops see ties on infinities. */
const SPECIAL = Array.from({ length: 901 }, (_, i) =>
  i === 900 ? NaN : i === 450 ? Infinity : i % 97 === 5 ? -Infinity : Math.sin(i) * 10,
);
/** Ties: the largest (3) and smallest (-1) values repeat every 7 columns, across invocations and subgroups. */
const TIES = [1, 3, 0, -1, 3, 2, -1];

function valuesCase(op: ReduceOp, what: string, values: readonly number[], shapes: Shapes, axis = -1): OpCase {
  return {
    name: `${op} (${what}${axis === -1 ? '' : `, axis ${axis}`})`,
    inputs: [{ dtype: 'f32', values }],
    shapes,
    run: (_d, [x]) => reduce(op, x!, { axis }),
    reference: ([x]: readonly HostTensor[]) => reduceAxis(op, x!.data as Float32Array, x!.shape, axis),
    tolerance: exact(op) ? 0 : 1e-10,
  };
}

const PICKING = ['max', 'min', 'argmax', 'argmin'] as const;

/** Bit patterns the values cannot give: -0.0 beside 0.0 with nothing larger (argmax ties across the two
 * zeros: the first, -0.0, wins), and a negative NaN before a positive one (the first NaN wins). Rows of
 * 3000 run the arg ops' four-load loop and its tail. */
const ZEROS = [0xbf800000, 0x80000000, 0x00000000, 0xc0000000, 0x00000000];
const NEG_NAN = [0x3f800000, 0xbf800000, 0xffc00000, 0x7fc00000, 0x40000000];

function bitsCase(op: ReduceOp, what: string, bits: readonly number[], shapes: Shapes): OpCase {
  return { ...valuesCase(op, what, [], shapes), inputs: [{ dtype: 'f32', bits }] };
}

export const cases: OpCase[] = [
  ...REDUCE_OPS.flatMap((op) => [
    axisCase(op, {}, LAST, ''),
    axisCase(op, { axis: 0 }, AXIS0, ' (axis 0)'),
    axisCase(op, { axis: 1 }, AXIS1, ' (axis 1)'),
    axisCase(op, { axis: -2, keepDims: true }, KEEP_MID, ' (axis -2, keepDims)'),
    axisCase(op, { axis: -1, keepDims: true }, KEEP_LAST, ' (keepDims)'),
  ]),
  ...PICKING.flatMap((op) => [
    valuesCase(op, 'NaN, inf', SPECIAL, [[[901]], [[4, 600]], [[5, 7]], [[3, 1]]]),
    valuesCase(op, 'NaN, inf', SPECIAL, [[[600, 4]], [[7, 5]], [[450, 2, 3]]], 0),
    valuesCase(op, 'NaN first', [NaN, 1], [[[2]], [[3, 2]]]),
    valuesCase(op, 'ties', TIES, [[[7]], [[3, 700]], [[2, 2000]]]),
    valuesCase(op, 'ties', TIES, [[[700, 3]], [[7, 2, 9]]], 0),
    // which zero max or min returns is unspecified (bitwise, -0.0 and 0.0 differ): the arg ops only
    ...(isArg(op) ? [bitsCase(op, 'signed zeros', ZEROS, [[[5]], [[3, 3000]]])] : []),
    bitsCase(op, 'negative NaN', NEG_NAN, [[[5]], [[2, 3000]]]),
    valuesCase(op, 'all infinite', [op.endsWith('max') ? -Infinity : Infinity], [[[5]], [[3, 300]]]),
  ]),
  valuesCase('sum', 'infinities', [-5, -Infinity, -1, 2, 0.5, 3, -2, 1, Infinity, 4, 0.25], [[[11]], [[3, 5]]]),
];
