// The index family in the correctness harness, all bit-exact (these ops move values): indexSelect,
// embedding and gather over odd, tiny, empty, multi-dimensional and grid-splitting shapes, every axis
// (negative ones included), 32-bit and 16-bit elements (f16 results of odd length end on a ragged word),
// u32 and i32 ids drawn past the axis extent (and below 0 for i32) so out-of-range ids (result 0) occur;
// then the writes (scatter, indexAdd, copyInto: below).
import type { Device } from '../../device/device.ts';
import type { PlainDType as DType } from '../../device/dtype.ts';
import type { Tensor } from '../../device/tensor.ts';
import type { InputDecl, OpCase } from '../case.ts';
import { embedding, gather, indexSelect } from './ops.ts';
import * as ref from './reference.ts';
import { copyInto, indexAddLayout, scatter, type AtomicAdd, type IndexAddLayout } from './scatter.ts';

type Shapes = OpCase['shapes'];
/** Random ids drawn past the extent (and below 0 for i32): out-of-range ids and duplicates occur. */
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

// The writes (scatter, indexAdd, copyInto), with dst passed as every
// view the harness makes: offset, transposed and strided views are written in place; a broadcast dst
// (elements sharing memory, which cannot be written in place) goes through { out } (copyInto: through a
// contiguous copy). Out-of-range ids (negative, >= the extent) and positions past the end occur in every
// case. Tolerances: 'set' moves bits (0, bit-exact; its ids are duplicate-free along each line, since which
// duplicate wins is unspecified); integer adds wrap and are exact in any order (0); f32 adds of a handful
// of duplicates (float atomics, and compare-and-swap in their own cases), summed in the atomics' order with
// a rounding per add against an f64 sum rounded once
// (1e-12: a few ulps of 2^-24, measured up to 1.4e-15); f16 adds round to f16 at each add, each up to 2^-12 of
// a growing partial sum (1e-4: measured up to 3.7e-6, with ~5 duplicates per target at [40, 33]).
type Value = 'f32' | 'f16' | 'bf16' | 'i32' | 'u32';

const TOLERANCE: Record<Value, number> = { f32: 1e-12, f16: 1e-4, bf16: 0, i32: 0, u32: 0 };
const shareMemory = (t: Tensor): boolean => t.strides.some((s, d) => s === 0 && t.shape[d]! > 1);
/** { out } for a dst that cannot be written in place (the harness's broadcast layout). */
const outFor = (d: Device, dst: Tensor) => (shareMemory(dst) ? { out: d.alloc(dst.dtype, dst.shape) } : {});
const norm = (axis: number, rank: number): number => (axis < 0 ? axis + rank : axis);

/**
 * ids of `shape` distinct along `axis` on every line: (5 i + 3 line) mod (extent + 2), minus 1 for i32, so
 * that -1 (i32) and extent, extent + 1 (u32) are out of range. Needs shape[axis] <= extent + 2, coprime to 5.
 */
function distinctIds(dtype: 'u32' | 'i32', shape: readonly number[], axis: number, extent: number): InputDecl {
  const m = extent + 2;
  if (shape[axis]! > m || m % 5 === 0) throw new Error(`distinctIds: ${shape[axis]} ids along an extent of ${extent}`);
  const inner = shape.slice(axis + 1).reduce((a, b) => a * b, 1);
  const n = shape.reduce((a, b) => a * b, 1);
  const values = Array.from({ length: n }, (_, e) => {
    const i = Math.floor(e / inner) % shape[axis]!;
    const line = Math.floor(e / inner / shape[axis]!) * inner + (e % inner);
    return ((5 * i + 3 * line) % m) - (dtype === 'i32' ? 1 : 0);
  });
  return { dtype, values, views: false };
}

function scatterSet(x: Value, id: 'u32' | 'i32', axis: number, shapes: Shapes): OpCase[] {
  return shapes.map((s) => {
    const a = norm(axis, s[0]!.length);
    return {
      name: `scatter set (${x}, ${id} ids, axis ${axis}) [${s.map((t) => `[${t}]`).join(' ')}]`,
      inputs: [{ dtype: x }, distinctIds(id, s[1]!, a, s[0]![a]!), { dtype: x }],
      shapes: [s],
      run: (d, [dst, ids, src]) => scatter(dst!, ids!, src!, { axis, ...outFor(d, dst!) }),
      reference: ([dst, ids, src]) => ref.scatter(dst!, ids!, src!, axis, { reduce: 'set' }),
      tolerance: 0,
    };
  });
}

function scatterAdd(x: Value, id: 'u32' | 'i32', axis: number, hi: number, shapes: Shapes, atomic?: AtomicAdd): OpCase {
  return {
    name: `scatter add (${x}, ${id} ids, axis ${axis}, ids < ${hi}${atomic ? `, ${atomic}` : ''})`,
    inputs: [{ dtype: x }, ids(id, hi), { dtype: x }],
    shapes,
    run: (d, [dst, ids, src]) => scatter(dst!, ids!, src!, { axis, reduce: 'add', atomic, ...outFor(d, dst!) }),
    reference: ([dst, ids, src]) => ref.scatter(dst!, ids!, src!, axis, { reduce: 'add' }),
    tolerance: TOLERANCE[x],
  };
}

function indexAddCase(
  x: Value,
  id: 'u32' | 'i32',
  axis: number,
  alpha: number,
  hi: number,
  shapes: Shapes,
  atomic?: AtomicAdd,
  layout?: IndexAddLayout,
): OpCase {
  const how = [atomic, layout && `${layout} layout`].filter(Boolean).join(', ');
  return {
    name: `indexAdd (${x}, ${id} ids, axis ${axis}, alpha ${alpha}, ids < ${hi}${how ? `, ${how}` : ''})`,
    inputs: [{ dtype: x }, ids(id, hi), { dtype: x }],
    shapes,
    run: (d, [dst, ids, src]) => indexAddLayout(dst!, ids!, src!, { axis, alpha, atomic, ...outFor(d, dst!) }, layout),
    reference: ([dst, ids, src]) => ref.indexAdd(dst!, ids!, src!, axis, alpha),
    tolerance: TOLERANCE[x],
  };
}

/** copyInto at a device position (one per shape triple: [dst, src, at]); `at` as given or a number. */
function copyAtCase(x: Value, axis: number, at: number, device: boolean, shapes: Shapes): OpCase {
  return {
    name: `copyInto (${x}, axis ${axis}, at ${at}${device ? ' on the device' : ''})`,
    inputs: [{ dtype: x }, { dtype: x }, { dtype: 'i32', values: [at], views: false }],
    shapes,
    run: (_d, [dst, src, pos]) => {
      const into = shareMemory(dst!) ? dst!.contiguous() : dst!;
      return copyInto(into, src!, { axis, at: device ? pos! : at });
    },
    reference: ([dst, src]) => ref.copyAt(dst!, src!, axis, at),
    tolerance: 0,
  };
}

function copyCase(x: Value, shapes: Shapes): OpCase {
  return {
    name: `copyInto (${x}, src broadcast to dst)`,
    inputs: [{ dtype: x }, { dtype: x }],
    shapes,
    run: (_d, [dst, src]) => copyInto(shareMemory(dst!) ? dst!.contiguous() : dst!, src!),
    reference: ([dst, src]) => ref.broadcast(src!, dst!.shape),
    tolerance: 0,
  };
}

const SET_SHAPES: Shapes = [
  [
    [5, 6],
    [4, 6],
    [4, 6],
  ],
  [[6], [8], [9]],
  [[1], [1], [1]],
  [
    [4, 3],
    [0, 3],
    [0, 3],
  ],
  [
    [40, 33],
    [40, 33],
    [41, 33],
  ],
];
const SET_SHAPES_3D: Shapes = [
  [
    [3, 4, 5],
    [2, 3, 5],
    [2, 4, 6],
  ],
  [
    [2, 4, 7],
    [2, 4, 7],
    [2, 4, 7],
  ],
];
const ADD_SHAPES: Shapes = [
  [
    [5, 6],
    [4, 6],
    [4, 6],
  ],
  [
    [5, 6],
    [9, 3],
    [9, 4],
  ],
  [[1], [1], [1]],
  [[6], [9], [9]],
  [
    [3, 4, 5],
    [2, 3, 5],
    [2, 4, 5],
  ],
  [
    [4, 0],
    [2, 0],
    [2, 0],
  ],
  [
    [40, 33],
    [40, 33],
    [40, 33],
  ],
];
const INDEX_ADD_SHAPES: Shapes = [
  [[5, 6], [4], [4, 6]],
  [[5, 6], [9], [9, 6]],
  [[1], [1], [1]],
  [[5, 6], [0], [0, 6]],
  [[7, 3, 5], [3], [3, 3, 5]],
  [[30, 40], [50], [50, 40]],
];

const WRITES: OpCase[] = [
  ...scatterSet('f32', 'u32', 0, SET_SHAPES),
  ...scatterSet('f16', 'i32', -1, [
    [
      [6, 5],
      [6, 4],
      [6, 4],
    ],
    [
      [33, 40],
      [33, 40],
      [33, 41],
    ],
  ]),
  ...scatterSet('i32', 'i32', 1, SET_SHAPES_3D),
  ...scatterSet('bf16', 'u32', 2, SET_SHAPES_3D),
  scatterAdd('f32', 'u32', 0, 8, ADD_SHAPES),
  scatterAdd('f32', 'i32', -1, 8, ADD_SHAPES.slice(4)),
  scatterAdd('f32', 'u32', 0, 8, ADD_SHAPES, 'compare-swap'),
  scatterAdd('f16', 'i32', 0, 8, ADD_SHAPES),
  scatterAdd('i32', 'u32', 1, 6, ADD_SHAPES.slice(4)),
  indexAddCase('f32', 'u32', 0, 1, 8, INDEX_ADD_SHAPES),
  indexAddCase('f32', 'i32', 0, 0.5, 8, INDEX_ADD_SHAPES.slice(4)),
  indexAddCase('f32', 'i32', 0, 0.5, 8, INDEX_ADD_SHAPES, 'compare-swap'),
  // every float-atomic layout forced, so that each runs on every device whatever INDEX_ADD_RULES pick there
  // (x4 on a GPU, vec4 on a CPU); the bench rows time them
  ...(['x4', 'vec4', 'scalar'] as const).map((layout) => indexAddCase('f32', 'u32', 0, 1, 8, INDEX_ADD_SHAPES, undefined, layout)),
  indexAddCase('f32', 'i32', -1, 2, 8, [[[6, 5], [4], [6, 4]]], undefined, 'x4'),
  // the gathering rows path: rows of whole vec4s, a ragged second chunk, a shape it does not take (rows of 6:
  // the atomic default); then over 2048 ids (two rounds of the id scan), ids < 700 so that no row sums more
  // than a few (f32 sums of hundreds would miss 1e-12 in any order)
  indexAddCase(
    'f32',
    'i32',
    0,
    0.5,
    8,
    [
      [[5, 8], [9], [9, 8]],
      [[4, 4100], [6], [6, 4100]],
      [[5, 6], [4], [4, 6]],
    ],
    undefined,
    'rows',
  ),
  // (a workgroup per destination row: 600 exceed the 27 of the harness's small-grid device, which the
  // case above covers)
  { ...indexAddCase('f32', 'i32', 0, 0.5, 700, [[[600, 4], [2500], [2500, 4]]], undefined, 'rows'), splitGrid: false },
  indexAddCase('f32', 'u32', 1, 1, 6, [[[3, 5, 4], [7], [3, 7, 4]]], 'compare-swap', 'rows'),
  indexAddCase('f16', 'u32', 0, 2, 8, INDEX_ADD_SHAPES),
  indexAddCase('u32', 'i32', 0, 1, 8, INDEX_ADD_SHAPES.slice(4)),
  indexAddCase('f32', 'i32', -1, 1, 8, [
    [[6, 5], [4], [6, 4]],
    [[2, 3, 4], [7], [2, 3, 7]],
  ]),
  copyAtCase('f32', 1, 3, true, [
    [[3, 9, 5], [3, 1, 5], [1]],
    [[3, 9, 5], [3, 4, 5], [1]],
    [[2, 6], [2, 8], [1]],
    [[3, 9, 8], [3, 2, 8], [1]], // rows of 8: 16-byte runs (_vec4) where the layout keeps them aligned
    [[3, 9, 4], [3, 1, 4], [1]], // 3 runs: an odd count
  ]),
  copyAtCase('f32', 1, 7, true, [[[3, 9, 5], [3, 4, 5], [1]]]),
  copyAtCase('f16', 0, 2, true, [
    [[9, 4, 6], [2, 4, 6], [1]],
    [[9, 3, 6], [2, 3, 6], [1]], // runs of 18 halves: pairs (_pairs), not 16-byte units
    [[9, 3, 5], [1, 3, 5], [1]],
    [[9, 7], [4, 7], [1]],
    [[60, 33], [59, 33], [1]],
    [[9, 3, 16], [2, 3, 16], [1]], // rows of 16 halves: _vec8
  ]),
  copyAtCase('f32', -1, 4, false, [
    [[5, 9], [5, 3], [1]],
    [[5, 6], [5, 3], [1]],
  ]),
  copyAtCase('i32', 0, 9, true, [[[9, 3], [2, 3], [1]]]),
  copyCase('f32', [
    [
      [5, 6],
      [5, 6],
    ],
    [[5, 6], [6]],
    [
      [3, 4, 5],
      [4, 1],
    ],
    [[1], [1]],
    [[4, 0], [0]],
    [
      [40, 33],
      [40, 33],
    ],
    [
      [3, 4, 8],
      [4, 8],
    ],
  ]),
  copyCase('f16', [
    [
      [2, 3, 24],
      [3, 24],
    ],
    [
      [6, 8],
      [6, 8],
    ],
    [
      [3, 4, 6],
      [4, 6],
    ],
    [
      [5, 7],
      [5, 7],
    ],
    [
      [3, 4, 5],
      [1, 5],
    ],
  ]),
];

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
    // rows of 12 (f32) and 24 (f16): the 16-byte variants where the layout keeps the runs aligned (5 rows of
    // 12: an odd count of uvec4s, so an invocation's second run is past the end)
    [
      [11, 12],
      [3, 4],
    ],
    [[11, 12], [5]],
    [
      [11, 3],
      [2, 2, 2],
    ],
  ]),
  // the 16-byte variant's four uvec4s per invocation: the last invocations ragged (111 and 310 uvec4s), rows
  // of 3 and 10 uvec4s
  embeddingCase('f32', 'u32', 14, [
    [[11, 12], [37]],
    [[50, 40], [31]],
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
    [
      [11, 24],
      [2, 5],
    ],
  ]),
  ...WRITES,
];
