// The norm family in the correctness harness: softmax, log_softmax (scaled; masks broadcast from [cols],
// [rows, cols], [1, 1, T, T]; -inf entries and a fully masked row, NaN as PyTorch) and rms_norm over the last dimension, on 1-D, single
// and empty rows, odd widths, widths that are not a multiple of the workgroup (255, 257, 1000), rows longer
// than the registers hold (4500 > 16 x 256: the re-read remainder), several dimensions, and 20 rows (past 3
// workgroups per dimension, so the capped device splits the grid); the harness adds the views (offset,
// transposed, strided, broadcast; the weight as offset and strided views too), which run the strided
// variants. rms_norm also where plain f32 overflows or underflows: |x| ~ 1e19 (x^2 ~ 1e38, so a row's sum of
// squares passes FLT_MAX) and |x| ~ 1e-30 with eps = 0 (x^2 ~ 1e-60 flushes to 0); the f64 reference has
// neither problem, so a shader without the scaling fails these (0 and Inf).
// layer_norm as rms_norm (two passes: mean, then centred squares; scaled by 2^-e), also with a large
// offset over a small spread, where E[x^2] - mean^2 would cancel.
// add_rms_norm as rms_norm, on x + residual: both results compared (the sum bit-exact: one f32 add), with
// x and residual broadcast together, the sum written into the residual in place, and 4500-wide rows
// (the remainder re-read from the sum).
// Tolerances, all NMSE 1e-10 (layer_norm as rms_norm): softmax uses the driver's exp (Vulkan bounds it at 3 + 2|x| ulp) and sums in
// f32 in tree order; rms_norm sums squares in f32 in tree order and uses inversesqrt (2 ulp): both stay near
// 1e-13 on lavapipe, and 1e-10 leaves room for other drivers' exp and inversesqrt.
// f16 (x, weight, bias, mask, residual f16; results f16): the same shapes and views (odd widths put row
// edges inside words, which the shaders merge), the reference the f64 formula on the f16 inputs (the
// harness rounds the random values to f16 first), its result rounded to f16 (through f32). The GPU computes
// in f32 and rounds once by packHalf2x16 (nearest even on lavapipe and NVIDIA; Vulkan lets a driver
// truncate): one f16 ulp is <= 2^-10 relative, NMSE <= ~9.5e-7 if every element were one ulp off, so f16
// tolerances are the f32 ones + 1e-6. add_rms_norm's f16 sum is x + residual rounded to f16 (exact in f32
// first), and normed is rms_norm of that rounded sum, as the reference computes it.
// softmax / log_softmax over axis 0, 1 and -2 of 3-D x (f32 and f16; the _axis variants: y strided by the
// extent after the axis), and a non-last axis with trailing extent 1 (the plain strided variant).
import { DTYPES } from '../../device/dtype.ts';
import { F16_ROUNDING_NMSE, inDType, valuesF32, type HostTensor, type OpCase } from '../case.ts';
import { broadcastShapes, broadcastStrides, contiguousStrides } from '../../device/layout.ts';
import { forEachOffset } from '../../device/tensor.ts';
import { addRmsNorm, layerNorm, logSoftmax, rmsNorm, softmax } from './ops.ts';
import * as ref from './reference.ts';

const ROWS = [[1], [7], [0], [3, 0], [0, 5], [1, 1], [5, 7], [2, 255], [3, 257], [4, 1000], [2, 4500], [2, 3, 4], [4, 1, 6, 2], [20, 700]];
/** f16 adds rows past the registers of the _vec8 variants (32 x 256 halves); [4, 1000] and [2, 8200],
 * contiguous, run them (widths that are multiples of 8), the other shapes and the views the word variants. */
const F16_ROWS = [...ROWS, [2, 8200]];
const rowsFor = (dtype: NDType): number[][] => (dtype === 'f16' ? F16_ROWS : ROWS);

/** rows x cols of a row-major host tensor, over its last dimension. */
const rowsOf = (t: HostTensor): [number, number] => [t.shape.slice(0, -1).reduce((a, b) => a * b, 1), t.shape.at(-1)!];
type NDType = 'f32' | 'f16';
const input = (dtype: NDType, range: readonly [number, number]) => ({ dtype, range });
const f32 = (range: readonly [number, number]) => input('f32', range);
const tol = (dtype: NDType, f32Tolerance: number): number => (dtype === 'f16' ? f32Tolerance + F16_ROUNDING_NMSE : f32Tolerance);
const named = (dtype: NDType, name: string): string => (dtype === 'f16' ? `${name} (f16)` : name);
/** f32 values rounded to f16 and back (an f16 store). */
const roundF16 = (y: Float32Array): Float32Array => Float32Array.from(y, (v) => DTYPES.f16.valueOf(DTYPES.f16.bitsOf(v)));
/** x and its weight [cols]. */
const withWeightOf = (rows: number[][]) => rows.map((s) => [s, [s.at(-1)!]]);

const rms = (
  name: string,
  eps: number,
  range: readonly [number, number],
  shapes: (readonly number[])[][],
  weighted: boolean,
  dtype: NDType = 'f32',
): OpCase => ({
  name: named(dtype, name),
  inputs: weighted ? [input(dtype, range), input(dtype, [0.5, 2])] : [input(dtype, range)],
  shapes,
  run: (_d, [x, weight]) => rmsNorm(x!, { eps, weight }),
  reference: ([x, w]) => inDType(dtype, ref.rmsNorm(valuesF32(x!), ...rowsOf(x!), eps, w && valuesF32(w))),
  tolerance: tol(dtype, 1e-10),
});

/** A mask host tensor expanded (broadcast) to x's shape, row-major. */
function expand(m: HostTensor, shape: readonly number[]): Float32Array {
  const st = broadcastStrides(m.shape, contiguousStrides(m.shape), shape, 'mask');
  const values = valuesF32(m);
  const out: number[] = [];
  forEachOffset(shape, st, 0, (o) => out.push(values[o]!));
  return Float32Array.from(out);
}

const NEG_INF = -Infinity;
/** Additive mask values: 0 (kept), -inf (masked out; never a whole row of 5 or more) and small biases. */
const MASK_VALUES = [0, NEG_INF, 0.5, -1, 0, NEG_INF, NEG_INF];

/** softmax / log_softmax of x * scale + mask, mask of the given shapes broadcast to x. */
const masked = (
  name: string,
  log: boolean,
  scale: number,
  shapes: (readonly number[])[][],
  values = MASK_VALUES,
  dtype: NDType = 'f32',
): OpCase => ({
  name: named(dtype, name),
  inputs: [input(dtype, [-8, 8]), { dtype, values }],
  shapes,
  run: (_d, [x, mask]) => (log ? logSoftmax : softmax)(x!, { scale, mask }),
  reference: ([x, m]) => inDType(dtype, ref.softmax(valuesF32(x!), ...rowsOf(x!), scale, expand(m!, x!.shape), log)),
  tolerance: tol(dtype, 1e-10),
});

/** A row masked to -inf everywhere: NaN, as PyTorch (max - max of -inf is NaN); the other row is normal. */
const fullyMasked = (log: boolean, dtype: NDType = 'f32'): OpCase =>
  masked(
    `${log ? 'log_softmax' : 'softmax'} (a fully masked row gives NaN)`,
    log,
    1,
    [
      [
        [2, 4],
        [2, 4],
      ],
    ],
    [NEG_INF, NEG_INF, NEG_INF, NEG_INF, 0, 1, NEG_INF, 2],
    dtype,
  );

/** layer_norm cases: with weight and/or bias [cols] (offset and strided views of them by the harness). */
const ln = (
  name: string,
  eps: number,
  range: readonly [number, number],
  shapes: (readonly number[])[],
  w: boolean,
  b: boolean,
  tolerance = 1e-10,
  dtype: NDType = 'f32',
): OpCase => ({
  name: named(dtype, name),
  inputs: [input(dtype, range), ...(w ? [input(dtype, [0.5, 2])] : []), ...(b ? [input(dtype, [-1, 1])] : [])],
  shapes: shapes.map((s) => [s, ...(w ? [[s.at(-1)!]] : []), ...(b ? [[s.at(-1)!]] : [])]),
  run: (_d, [x, p, q]) => layerNorm(x!, { eps, weight: w ? p : undefined, bias: b ? (w ? q : p) : undefined }),
  reference: ([x, p, q]) =>
    inDType(dtype, ref.layerNorm(valuesF32(x!), ...rowsOf(x!), eps, w ? valuesF32(p!) : undefined, b ? valuesF32(w ? q! : p!) : undefined)),
  tolerance: tol(dtype, tolerance),
});

/** addRmsNorm cases: x and residual (of shapes that broadcast together) [and a weight]; `part` is the
 * result compared (sum bit-exact: one f32 add, as the reference rounds it). `inPlace` writes the sum into
 * the residual (then contiguous: no views of it). */
const addRms = (
  name: string,
  part: 'sum' | 'normed',
  eps: number,
  range: readonly [number, number],
  shapes: (readonly number[])[][],
  weighted: boolean,
  inPlace = false,
  dtype: NDType = 'f32',
): OpCase => ({
  name: named(dtype, name),
  inputs: [input(dtype, range), { ...input(dtype, range), views: !inPlace }, ...(weighted ? [input(dtype, [0.5, 2])] : [])],
  shapes,
  run: (_d, [x, r, weight]) => {
    const res = addRmsNorm(x!, r!, { eps, weight, out: inPlace ? { sum: r } : {} });
    const other = part === 'sum' ? res.normed : res.sum;
    if (other !== r) other.destroy();
    return res[part];
  },
  reference: ([x, r, w]) => {
    const shape = broadcastShapes('add_rms_norm', x!.shape, r!.shape);
    const [rows, cols] = rowsOf({ ...x!, shape });
    const [xs, rs] = [expand(x!, shape), expand(r!, shape)];
    // f16: the sum rounded to f16 (as stored), normalised from there
    const xr = dtype === 'f16' ? { x: roundF16(xs.map((v, i) => v + rs[i]!)), r: new Float32Array(xs.length) } : { x: xs, r: rs };
    return inDType(dtype, ref.addRmsNorm(xr.x, xr.r, rows, cols, eps, w && valuesF32(w))[part]);
  },
  tolerance: part === 'sum' ? (dtype === 'f16' ? F16_ROUNDING_NMSE : 0) : tol(dtype, 1e-10),
});
const SAME = ROWS.map((s) => [s, s]);
const F16_SAME = F16_ROWS.map((s) => [s, s]);
/** x and residual that broadcast: a [cols] or [1, cols] residual (a bias), a [1, cols] x, a column. */
const BROADCAST = [
  [[5, 7], [7]],
  [
    [20, 700],
    [1, 700],
  ],
  [
    [1, 700],
    [20, 700],
  ],
  [[2, 4500], [4500]],
  [
    [2, 3, 4],
    [3, 1],
  ],
];
const withWeight = (shapes: (readonly number[])[][]) => shapes.map((s) => [...s, [broadcastShapes('w', s[0]!, s[1]!).at(-1)!]]);
const LARGE = [[4, 1000], [3, 257], [2, 4500], [7]].map((s) => [s, s]);

/** x's values with `axis` moved last (row-major), and the inverse: the reference runs over the last axis. */
function axisLast(v: Float32Array, shape: readonly number[], axis: number, back = false): Float32Array {
  const perm = [...shape.keys()].filter((i) => i !== axis).concat(axis);
  const moved = perm.map((i) => shape[i]!);
  const out = new Float32Array(v.length);
  const src = contiguousStrides(shape);
  // element i of the moved layout (row-major over `moved`) is element at(i) of the original
  forEachOffset(
    moved,
    perm.map((i) => src[i]!),
    0,
    (o, i) => (back ? (out[o] = v[i]!) : (out[i] = v[o]!)),
  );
  return out;
}

/** softmax / log_softmax of x along `axis` (3-D shapes), f32 or f16. */
const alongAxis = (name: string, log: boolean, axis: number, shapes: (readonly number[])[], dtype: NDType): OpCase => ({
  name: named(dtype, name),
  inputs: [input(dtype, [-8, 8])],
  shapes: shapes.map((s) => [s]),
  run: (_d, [x]) => (log ? logSoftmax : softmax)(x!, { axis }),
  reference: ([x]) => {
    const d = axis < 0 ? axis + x!.shape.length : axis;
    const moved = axisLast(valuesF32(x!), x!.shape, d);
    const cols = x!.shape[d]!;
    return inDType(dtype, axisLast(ref.softmax(moved, moved.length / cols || 0, cols, 1, undefined, log), x!.shape, d, true));
  },
  tolerance: tol(dtype, 1e-10),
});
/** 3-D shapes per axis: along it 4500 (past the registers) in the largest, which also runs on the device of
 * 27 workgroups (a workgroup per row: few rows there). */
const AXIS_SHAPES = (axis: number): number[][] => [[2, 3, 4], [5, 7, 3], [3, 300, 5], axis === 0 ? [4500, 2, 1] : [2, 4500, 2], [1, 1, 9]];

/** The f16 cases: the f32 ones' shapes and views, f16 inputs and results. */
const F16_CASES: OpCase[] = [
  {
    name: 'softmax (f16)',
    inputs: [input('f16', [-8, 8])],
    shapes: F16_ROWS.map((s) => [s]),
    run: (_d, [x]) => softmax(x!),
    reference: ([x]) => inDType('f16', ref.softmax(valuesF32(x!), ...rowsOf(x!))),
    tolerance: tol('f16', 1e-10),
  },
  {
    name: 'log_softmax (f16, scale 0.5)',
    inputs: [input('f16', [-8, 8])],
    shapes: F16_ROWS.map((s) => [s]),
    run: (_d, [x]) => logSoftmax(x!, { scale: 0.5 }),
    reference: ([x]) => inDType('f16', ref.softmax(valuesF32(x!), ...rowsOf(x!), 0.5, undefined, true)),
    tolerance: tol('f16', 1e-10),
  },
  masked(
    'softmax (mask [cols], [1, 1, T, T])',
    false,
    1,
    [
      [[5, 7], [7]],
      [[2, 4500], [4500]],
      [
        [2, 3, 5, 5],
        [1, 1, 5, 5],
      ],
    ],
    MASK_VALUES,
    'f16',
  ),
  masked('log_softmax (mask)', true, 0.5, [[[3, 257], [257]]], MASK_VALUES, 'f16'),
  fullyMasked(false, 'f16'), // NaN kept in f16
  rms('rms_norm (|x| up to 60000)', 1e-6, [-60000, 60000], [[[4, 1000]], [[2, 4500]], [[7]]], false, 'f16'),
  rms('rms_norm (f16 subnormals, eps 0)', 0, [-5e-6, 5e-6], [[[4, 1000]], [[7]]], false, 'f16'),
  ...(['normed', 'sum'] as const).flatMap((part) => [
    addRms(`add_rms_norm (${part}, weight)`, part, 1e-6, [-3, 3], withWeight(F16_SAME), true, false, 'f16'),
    addRms(`add_rms_norm (${part}, x and residual broadcast)`, part, 1e-6, [-3, 3], withWeight(BROADCAST), true, false, 'f16'),
    addRms(`add_rms_norm (${part}, sum into the residual in place)`, part, 1e-6, [-3, 3], F16_SAME, false, true, 'f16'),
  ]),
  ln('layer_norm', 1e-5, [-3, 3], F16_ROWS, false, false, 1e-10, 'f16'),
  ln('layer_norm (weight, bias)', 1e-5, [-3, 3], F16_ROWS, true, true, 1e-10, 'f16'),
  ln(
    'layer_norm (weight)',
    1e-5,
    [-3, 3],
    [
      [5, 7],
      [2, 4500],
      [4, 1000],
      [2, 8200],
    ],
    true,
    false,
    1e-10,
    'f16',
  ),
  ln(
    'layer_norm (bias)',
    1e-5,
    [-3, 3],
    [
      [5, 7],
      [2, 4500],
      [4, 1000],
      [2, 8200],
    ],
    false,
    true,
    1e-10,
    'f16',
  ),
];

/** softmax over a non-last axis: 0, 1, -2 of 3-D x; [2, 4500, 2] along 1 is past the registers. */
const AXIS_CASES: OpCase[] = (['f32', 'f16'] as const).flatMap((dtype) => [
  alongAxis('softmax (axis 0)', false, 0, AXIS_SHAPES(0), dtype),
  alongAxis('softmax (axis 1)', false, 1, AXIS_SHAPES(1), dtype),
  alongAxis('log_softmax (axis -2)', true, -2, AXIS_SHAPES(1), dtype),
  alongAxis(
    'softmax (axis 1 of [.., n, 1]: the strided variant)',
    false,
    1,
    [
      [3, 5, 1],
      [2, 300, 1],
    ],
    dtype,
  ),
]);

export const cases: OpCase[] = [
  ...F16_CASES,
  ...AXIS_CASES,
  ln('layer_norm', 1e-5, [-3, 3], ROWS, false, false),
  ln('layer_norm (weight)', 1e-5, [-3, 3], ROWS, true, false),
  ln('layer_norm (bias)', 1e-5, [-3, 3], ROWS, false, true),
  ln('layer_norm (weight, bias)', 1e-5, [-3, 3], ROWS, true, true),
  // A large offset over a small spread: E[x^2] - mean^2 would cancel (NMSE ~1); the two passes do not, but
  // the f32 mean is off by about ulp(1000) = 6e-5 against sd 0.29, so x - mean is relatively ~2e-4 off:
  // NMSE ~4e-8 (as PyTorch's f32 layer_norm), hence 1e-7 here.
  ln(
    'layer_norm (x in [1000, 1001])',
    1e-5,
    [1000, 1001],
    [
      [4, 1000],
      [3, 257],
      [2, 4500],
    ],
    false,
    false,
    1e-7,
  ),
  ln('layer_norm (|x| ~ 1e19)', 1e-5, [-1e19, 1e19], [[4, 1000], [3, 257], [2, 4500], [7]], true, true),
  ln('layer_norm (|x| ~ 1e-30, eps 0)', 0, [-1e-30, 1e-30], [[4, 1000], [3, 257], [2, 4500], [7]], false, false),
  ln('layer_norm (|x| ~ 1e-30, eps dominates)', 1e-5, [-1e-30, 1e-30], [[4, 1000], [7]], false, true),
  {
    name: 'log_softmax',
    inputs: [f32([-8, 8])],
    shapes: ROWS.map((s) => [s]),
    run: (_d, [x]) => logSoftmax(x!),
    reference: ([x]) => ref.softmax(x!.data as Float32Array, ...rowsOf(x!), 1, undefined, true),
    tolerance: 1e-10,
  },
  {
    name: 'log_softmax (large inputs, scale 0.01: no log(0) for tiny probabilities)',
    inputs: [{ dtype: 'f32', values: [1000, 1001, 999, -1000, 88, 89, 90, 91, -30000, 20000] }],
    shapes: [[[2, 5]], [[10]], [[3, 300]]],
    run: (_d, [x]) => logSoftmax(x!, { scale: 0.01 }),
    reference: ([x]) => ref.softmax(x!.data as Float32Array, ...rowsOf(x!), 0.01, undefined, true),
    tolerance: 1e-10,
  },
  {
    name: 'softmax (scale 0.125)',
    inputs: [f32([-30, 30])],
    shapes: [[[7]], [[5, 7]], [[3, 257]], [[2, 4500]], [[20, 700]]],
    run: (_d, [x]) => softmax(x!, { scale: 0.125 }),
    reference: ([x]) => ref.softmax(x!.data as Float32Array, ...rowsOf(x!), 0.125),
    tolerance: 1e-10,
  },
  masked('softmax (mask [cols], [rows, cols], [1, 1, T, T] of [B, H, T, T])', false, 1, [
    [[5, 7], [7]],
    [[20, 700], [700]],
    [[2, 4500], [4500]],
    [
      [3, 257],
      [3, 257],
    ],
    [
      [2, 3, 5, 5],
      [1, 1, 5, 5],
    ],
    [
      [2, 3, 6, 9],
      [2, 1, 6, 9],
    ],
  ]),
  masked('softmax (scale 0.25, mask)', false, 0.25, [
    [[4, 1000], [1000]],
    [[1, 1], [1]],
  ]),
  masked('log_softmax (mask)', true, 0.5, [
    [[5, 7], [7]],
    [
      [2, 3, 5, 5],
      [1, 1, 5, 5],
    ],
    [
      [3, 257],
      [3, 257],
    ],
  ]),
  fullyMasked(false),
  fullyMasked(true),
  {
    name: 'softmax',
    inputs: [f32([-8, 8])],
    shapes: ROWS.map((s) => [s]),
    run: (_d, [x]) => softmax(x!),
    reference: ([x]) => ref.softmax(x!.data as Float32Array, ...rowsOf(x!)),
    tolerance: 1e-10,
  },
  {
    name: 'softmax (large inputs: the row max is subtracted)',
    inputs: [{ dtype: 'f32', values: [1000, 1001, 999, -1000, 88, 89, 90, 91] }],
    shapes: [[[2, 4]], [[8]]],
    run: (_d, [x]) => softmax(x!),
    reference: ([x]) => ref.softmax(x!.data as Float32Array, ...rowsOf(x!)),
    tolerance: 1e-10,
  },
  ...(['f32', 'f16'] as const).flatMap((dtype) => [
    rms(
      'rms_norm',
      1e-5,
      [-3, 3],
      rowsFor(dtype).map((s) => [s]),
      false,
      dtype,
    ),
    rms('rms_norm (weight)', 1e-6, [-3, 3], withWeightOf(rowsFor(dtype)), true, dtype),
  ]),
  rms('rms_norm (|x| ~ 1e19)', 1e-6, [-1e19, 1e19], [[[4, 1000]], [[3, 257]], [[2, 4500]], [[7]]], false),
  rms('rms_norm (|x| ~ 1e19, weight)', 1e-6, [-1e19, 1e19], [[[4, 1000], [1000]]], true),
  rms('rms_norm (|x| ~ 1e-30, eps 0)', 0, [-1e-30, 1e-30], [[[4, 1000]], [[3, 257]], [[2, 4500]], [[7]]], false),
  rms('rms_norm (|x| ~ 1e-30, eps 1e-6 dominates)', 1e-6, [-1e-30, 1e-30], [[[4, 1000]], [[7]]], false),
  ...(['normed', 'sum'] as const).flatMap((part) => [
    addRms(`add_rms_norm (${part})`, part, 1e-5, [-3, 3], SAME, false),
    addRms(`add_rms_norm (${part}, weight)`, part, 1e-6, [-3, 3], withWeight(SAME), true),
    addRms(`add_rms_norm (${part}, x and residual broadcast)`, part, 1e-6, [-3, 3], withWeight(BROADCAST), true),
    addRms(`add_rms_norm (${part}, sum into the residual in place)`, part, 1e-6, [-3, 3], withWeight(SAME), true, true),
  ]),
  addRms('add_rms_norm (|x| ~ 1e19, weight)', 'normed', 1e-6, [-1e19, 1e19], withWeight(LARGE), true),
  addRms('add_rms_norm (|x| ~ 1e-30, eps 0)', 'normed', 0, [-1e-30, 1e-30], LARGE, false),
  {
    name: 'rms_norm (a zero row, eps dominating)',
    inputs: [{ dtype: 'f32', values: [0, 0, 0, 0, 1, 2, 3, 4] }],
    shapes: [[[2, 4]]],
    run: (_d, [x]) => rmsNorm(x!, { eps: 0.5 }),
    reference: ([x]) => ref.rmsNorm(x!.data as Float32Array, 2, 4, 0.5),
    tolerance: 1e-10,
  },
];
