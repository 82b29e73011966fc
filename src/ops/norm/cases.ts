// The norm family in the correctness harness: softmax and rms_norm over the last dimension, on 1-D, single
// and empty rows, odd widths, widths that are not a multiple of the workgroup (255, 257, 1000), rows longer
// than the registers hold (4500 > 16 x 256: the re-read remainder), several dimensions, and 20 rows (past 3
// workgroups per dimension, so the capped device splits the grid); the harness adds the views (offset,
// transposed, strided, broadcast; the weight as offset and strided views too), which run the strided
// variants. rms_norm also where plain f32 overflows or underflows: |x| ~ 1e19 (x^2 ~ 1e38, so a row's sum of
// squares passes FLT_MAX) and |x| ~ 1e-30 with eps = 0 (x^2 ~ 1e-60 flushes to 0); the f64 reference has
// neither problem, so a shader without the scaling fails these (0 and Inf).
// Tolerances, all NMSE 1e-10: softmax uses the driver's exp (Vulkan bounds it at 3 + 2|x| ulp) and sums in
// f32 in tree order; rms_norm sums squares in f32 in tree order and uses inversesqrt (2 ulp): both stay near
// 1e-13 on lavapipe, and 1e-10 leaves room for other drivers' exp and inversesqrt.
import type { HostTensor, OpCase } from '../case.ts';
import { rmsNorm, softmax } from './ops.ts';
import * as ref from './reference.ts';

const ROWS = [[1], [7], [0], [3, 0], [0, 5], [1, 1], [5, 7], [2, 255], [3, 257], [4, 1000], [2, 4500], [2, 3, 4], [4, 1, 6, 2], [20, 700]];

/** rows x cols of a row-major host tensor, over its last dimension. */
const rowsOf = (t: HostTensor): [number, number] => [t.shape.slice(0, -1).reduce((a, b) => a * b, 1), t.shape.at(-1)!];
const f32 = (range: readonly [number, number]) => ({ dtype: 'f32' as const, range });
/** x and its weight [cols]. */
const WITH_WEIGHT = ROWS.map((s) => [s, [s.at(-1)!]]);

const rms = (name: string, eps: number, range: readonly [number, number], shapes: (readonly number[])[][], weighted: boolean): OpCase => ({
  name,
  inputs: weighted ? [f32(range), f32([0.5, 2])] : [f32(range)],
  shapes,
  run: (_d, [x, weight]) => rmsNorm(x!, { eps, weight }),
  reference: ([x, w]) => ref.rmsNorm(x!.data as Float32Array, ...rowsOf(x!), eps, w?.data as Float32Array | undefined),
  tolerance: 1e-10,
});

export const cases: OpCase[] = [
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
  rms(
    'rms_norm',
    1e-5,
    [-3, 3],
    ROWS.map((s) => [s]),
    false,
  ),
  rms('rms_norm (weight)', 1e-6, [-3, 3], WITH_WEIGHT, true),
  rms('rms_norm (|x| ~ 1e19)', 1e-6, [-1e19, 1e19], [[[4, 1000]], [[3, 257]], [[2, 4500]], [[7]]], false),
  rms('rms_norm (|x| ~ 1e19, weight)', 1e-6, [-1e19, 1e19], [[[4, 1000], [1000]]], true),
  rms('rms_norm (|x| ~ 1e-30, eps 0)', 0, [-1e-30, 1e-30], [[[4, 1000]], [[3, 257]], [[2, 4500]], [[7]]], false),
  rms('rms_norm (|x| ~ 1e-30, eps 1e-6 dominates)', 1e-6, [-1e-30, 1e-30], [[[4, 1000]], [[7]]], false),
  {
    name: 'rms_norm (a zero row, eps dominating)',
    inputs: [{ dtype: 'f32', values: [0, 0, 0, 0, 1, 2, 3, 4] }],
    shapes: [[[2, 4]]],
    run: (_d, [x]) => rmsNorm(x!, { eps: 0.5 }),
    reference: ([x]) => ref.rmsNorm(x!.data as Float32Array, 2, 4, 0.5),
    tolerance: 1e-10,
  },
];
