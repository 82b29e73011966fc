// The compare family in the correctness harness, all bit-exact (comparisons and selection are exact): every
// comparison over odd, tiny, empty, multi-dimensional and grid-splitting shapes (odd sizes end on a partial
// mask word) and broadcasting pairs; inputs drawn from a few values so equal pairs occur; NaN, infinities
// and signed zeros (NaN compares false except ne; -0 == 0); where with u8 and u32 masks, broadcasting.
import { broadcastShapes } from '../../device/layout.ts';
import { BROADCAST_SHAPES, type OpCase } from '../case.ts';
import { compare, where } from './ops.ts';
import * as ref from './reference.ts';
import { COMPARE_OPS, MASK_DTYPES } from './kernels.ts';

const SHAPES = [[[1]], [[7]], [[1001]], [[0]], [[3, 5]], [[2, 3, 4]], [[4, 1, 6, 2]]];
const BROADCAST = BROADCAST_SHAPES;
/** Few distinct values (equal pairs are common); 5 and 3 values: every pairing within 15 elements. */
const A = [-1, 0.5, 0, 2, -0.25];
const B = [0.5, 0, -1];
const NAN = Number.NaN,
  INF = Number.POSITIVE_INFINITY;

export const cases: OpCase[] = [
  ...COMPARE_OPS.map(
    (op): OpCase => ({
      name: op,
      inputs: [
        { dtype: 'f32', values: A },
        { dtype: 'f32', values: B },
      ],
      shapes: [...SHAPES.map(([s]) => [s!, s!]), ...BROADCAST],
      run: (_d, [a, b]) => compare(op, a!, b!),
      reference: ([a, b]) => ref.compare(op, a!.data as Float32Array, a!.shape, b!.data as Float32Array, b!.shape),
      tolerance: 0,
    }),
  ),
  ...COMPARE_OPS.map(
    (op): OpCase => ({
      name: `${op} (NaN, inf, signed zeros)`,
      inputs: [
        { dtype: 'f32', values: [NAN, 0, -0, INF, -INF, 1, NAN] },
        { dtype: 'f32', values: [NAN, -0, 0, INF, 1, -INF] },
      ],
      shapes: [
        [[42], [42]],
        [
          [6, 7],
          [6, 7],
        ],
      ],
      run: (_d, [a, b]) => compare(op, a!, b!),
      reference: ([a, b]) => ref.compare(op, a!.data as Float32Array, a!.shape, b!.data as Float32Array, b!.shape),
      tolerance: 0,
    }),
  ),
  ...MASK_DTYPES.map(
    (m): OpCase => ({
      name: `where (${m} mask)`,
      // any non-zero mask value selects a (u8 masks from compare are 0 / 1; u32 ones may be anything)
      inputs: [{ dtype: m, range: m === 'u8' ? [0, 3] : [0, 2 ** 32] }, { dtype: 'f32' }, { dtype: 'f32', values: [NAN, 1.5, -INF] }],
      shapes: [
        ...SHAPES.map(([s]) => [s!, s!, s!]),
        [[3, 5], [5], [3, 1]],
        [[2, 1, 4], [3, 1], [1]],
        [[1], [6, 7], [7]],
        [[0, 3], [3], [0, 1]],
      ],
      run: (_d, [mask, a, b]) => where(mask!, a!, b!),
      reference: ([mask, a, b]) => ref.where(mask!.data, mask!.shape, a!.data as Float32Array, a!.shape, b!.data as Float32Array, b!.shape),
      tolerance: 0,
    }),
  ),
  {
    name: 'where (a compare mask)',
    inputs: [{ dtype: 'f32' }, { dtype: 'f32' }],
    shapes: [
      [[1000], [1000]],
      [[3, 5], [5]],
    ],
    run: (_d, [a, b]) => {
      const m = compare('gt', a!, b!);
      try {
        return where(m, a!, b!);
      } finally {
        m.destroy();
      }
    },
    reference: ([a, b]) => {
      const [x, y] = [a!.data as Float32Array, b!.data as Float32Array];
      return ref.where(ref.compare('gt', x, a!.shape, y, b!.shape), broadcastShapes('gt', a!.shape, b!.shape), x, a!.shape, y, b!.shape);
    },
    tolerance: 0,
  },
];
