// The index family in the correctness harness, all bit-exact (these ops move values): indexSelect,
// embedding and gather over odd, tiny, empty, multi-dimensional and grid-splitting shapes, every axis
// (negative ones included), 32-bit and 16-bit elements (f16 results of odd length end on a ragged word),
// u32 and i32 ids drawn past the axis extent (and below 0 for i32) so out-of-range ids (result 0) occur;
// then the writes (scatter, indexAdd, copyInto: write-cases.ts).
import type { PlainDType as DType } from '../../device/dtype.ts';
import type { InputDecl, OpCase } from '../case.ts';
import { embedding, gather, indexSelect } from './ops.ts';
import * as ref from './reference.ts';
import { WRITE_CASES } from './write-cases.ts';

type Shapes = OpCase['shapes'];
const ids = (dtype: 'u32' | 'i32', hi: number): InputDecl => ({ dtype, range: [dtype === 'i32' ? -3 : 0, hi] });

function selectCase(x: DType, id: 'u32' | 'i32', axis: number, hi: number, shapes: Shapes): OpCase {
  return {
    name: `indexSelect (${x}, ${id} ids, axis ${axis}, ids < ${hi})`,
    inputs: [{ dtype: x }, ids(id, hi)],
    shapes,
    run: (_d, [t, i]) => indexSelect(t!, i!, { axis }),
    reference: ([t, i]) => ref.indexSelect(t!.data, t!.shape, i!.data, axis),
    tolerance: 0,
  };
}

function gatherCase(x: DType, id: 'u32' | 'i32', axis: number, hi: number, shapes: Shapes): OpCase {
  return {
    name: `gather (${x}, ${id} ids, axis ${axis}, ids < ${hi})`,
    inputs: [{ dtype: x }, ids(id, hi)],
    shapes,
    run: (_d, [t, i]) => gather(t!, i!, { axis }),
    reference: ([t, i]) => ref.gather(t!.data, t!.shape, i!.data, i!.shape, axis),
    tolerance: 0,
  };
}

function embeddingCase(table: 'f32' | 'f16', id: 'u32' | 'i32', hi: number, shapes: Shapes): OpCase {
  return {
    name: `embedding (${table}, ${id} ids < ${hi})`,
    inputs: [{ dtype: table }, ids(id, hi)],
    shapes,
    run: (_d, [t, i]) => embedding(t!, i!),
    reference: ([t, i]) => ref.embedding(t!.data, t!.shape, i!.data),
    tolerance: 0,
  };
}

const SELECT_SMALL: Shapes = [
  [[7], [5]],
  [[1], [1]],
  [[5, 6], [4]],
  [[5, 6], [0]],
  [[6, 7, 8], [9]],
  [[2, 3, 7, 2], [3]],
];

export const cases: OpCase[] = [
  selectCase('f32', 'u32', 0, 9, [...SELECT_SMALL, [[70, 33], [50]]]),
  selectCase('f32', 'i32', 1, 9, SELECT_SMALL.slice(2)),
  selectCase('f16', 'u32', -1, 9, [...SELECT_SMALL, [[33, 70], [57]]]),
  selectCase('i32', 'i32', -2, 9, SELECT_SMALL.slice(2)),
  selectCase('bf16', 'i32', 0, 9, SELECT_SMALL),
  gatherCase('f32', 'u32', 0, 7, [
    [[6], [9]],
    [[1], [1]],
    [
      [5, 6],
      [4, 6],
    ],
    [
      [5, 6],
      [7, 3],
    ],
    [
      [3, 4, 5],
      [2, 3, 5],
    ],
    [
      [40, 33],
      [40, 33],
    ],
    [
      [4, 0],
      [2, 0],
    ],
  ]),
  gatherCase('f32', 'i32', -1, 8, [
    [
      [5, 6],
      [5, 9],
    ],
    [
      [3, 4, 5],
      [3, 2, 7],
    ],
  ]),
  gatherCase('f16', 'i32', 1, 6, [
    [
      [5, 6],
      [5, 3],
    ],
    [
      [3, 5, 7],
      [3, 7, 7],
    ],
    [
      [60, 33],
      [59, 33],
    ],
  ]),
  gatherCase('bf16', 'u32', 2, 9, [
    [
      [3, 4, 5],
      [3, 4, 7],
    ],
  ]),
  embeddingCase('f32', 'u32', 13, [
    [[11, 5], [7]],
    [[1, 1], [1]],
    [[11, 5], [0]],
    [
      [11, 5],
      [2, 3],
    ],
    [[50, 40], [30]],
  ]),
  embeddingCase('f32', 'i32', 13, [
    [
      [11, 6],
      [3, 4],
    ],
    [
      [11, 3],
      [2, 2, 2],
    ],
  ]),
  embeddingCase('f16', 'u32', 13, [
    [[11, 5], [7]],
    [[11, 6], [3]],
    [
      [11, 5],
      [3, 3],
    ],
    [[50, 64], [30]],
  ]),
  embeddingCase('f16', 'i32', 13, [
    [
      [11, 7],
      [2, 5],
    ],
  ]),
  ...WRITE_CASES,
];
