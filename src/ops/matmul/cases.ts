// The matmul family in the correctness harness (the f16/bf16 gemm's cases are half-cases.ts's): gemm (A·B
// and A·Bᵀ, the default tiles and every f32 tile of GEMM_F32_TILES) and matvec over ragged
// shapes — extents 0, 1, 15, 17, 129 (not multiples of any tile or vec4), tiles past 3 workgroups so the
// grid splits — which the harness also passes as offset, transposed (the TN/TT variants and B read back
// as NN), strided (one contiguous() copy) and broadcast views; plus views the harness does not make:
// b = w.transpose(), row and column slices, transposed slices (offsets and row strides pushed, no copy;
// the _off variants).
// Tolerance 1e-10: the kernels accumulate in f32 (fma, 16-wide k tiles for gemm, strided partials and a
// tree for matvec) against an f64 reference; the error per element is ~sqrt(K) f32 roundings of partial
// sums the size of the result, an NMSE near 1e-13 for K <= 1028 on values in [-1, 1), far below 1e-10,
// while a wrong element (a misread index) gives ~1e-3 or more.
import type { Tensor } from '../../device/tensor.ts';
import type { HostTensor, OpCase } from '../case.ts';
import { RAGGED_MNK, halfCases } from './half-cases.ts';
import { segmentsCases } from './segments-cases.ts';
import { gemm, matvec } from './ops.ts';
import * as ref from './reference.ts';
import { GEMM_F32_TILES, GEMM_F32_TILE_NAMES, type GemmF32Tile } from './kernels.ts';
import type { GemmOptions } from './ops.ts';

const TOL = 1e-10;
const f32 = { dtype: 'f32' as const };
const data = (t: HostTensor): Float32Array => t.data as Float32Array;

const MNK = RAGGED_MNK;

/** Rows of `t` [r, c], columns [c0, c0 + n) (a host column slice). */
function columns(t: Float32Array, r: number, c: number, c0: number, n: number): Float32Array {
  const out = new Float32Array(r * n);
  for (let i = 0; i < r; i++) out.set(t.subarray(i * c + c0, i * c + c0 + n), i * n);
  return out;
}

/** Runs `f` on views made from the inputs, destroying the views afterwards (the harness owns the inputs). */
function withViews(views: Tensor[], f: (v: Tensor[]) => Tensor): Tensor {
  try {
    return f(views);
  } finally {
    for (const v of views) v.destroy();
  }
}

/** Every f32 tile at extents 1, 15, 17, 129 (ragged against all of them, so the vec4 tiles run their
 * scalar twins) and at multiples of 4 that are not multiples of a block (the vec4 variants themselves). */
const TILE_MNK: [number, number, number][] = [
  [1, 1, 1],
  [15, 17, 129],
  [129, 15, 17],
  [17, 129, 15],
  [16, 132, 20],
  [132, 68, 36],
];

const gemmCases = (tile: GemmOptions['tile'], mnk: readonly [number, number, number][] = MNK): OpCase[] => {
  const sfx = tile ? ` tile ${tile}` : '';
  return [
    {
      name: `gemm${sfx}`,
      inputs: [f32, f32],
      shapes: mnk.map(([M, N, K]) => [
        [M, K],
        [K, N],
      ]),
      run: (_d, [a, b]) => gemm(a!, b!, { tile }),
      reference: ([a, b]) => ref.gemm(data(a!), data(b!), a!.shape[0]!, b!.shape[1]!, a!.shape[1]!),
      tolerance: TOL,
    },
    {
      name: `gemm (transB)${sfx}`,
      inputs: [f32, f32],
      shapes: mnk.map(([M, N, K]) => [
        [M, K],
        [N, K],
      ]),
      run: (_d, [a, b]) => gemm(a!, b!, { transB: true, tile }),
      reference: ([a, b]) => ref.gemm(data(a!), data(b!), a!.shape[0]!, b!.shape[0]!, a!.shape[1]!, true),
      tolerance: TOL,
    },
  ];
};

/** Transposed row slices: a = a0[1:]ᵀ (the TN kernel at an offset) and, with `both`, b = b0[1:]ᵀ too (TT). */
const transposedSlices = (tile: GemmOptions['tile'], both: boolean): OpCase => ({
  name: `gemm (${both ? 'a and b' : 'a'} transposed row slices) tile ${tile}`,
  inputs: [f32, f32],
  // a0 [K + 1, M]; b [K, N], or b0 [N + 1, K]
  shapes: both
    ? [
        [
          [16, 17],
          [130, 15],
        ],
        [
          [2, 1],
          [2, 1],
        ],
        [
          [130, 15],
          [18, 129],
        ],
      ]
    : [
        [
          [16, 17],
          [15, 129],
        ],
        [
          [2, 1],
          [1, 1],
        ],
        [
          [130, 15],
          [129, 17],
        ],
      ],
  run: (_d, [a0, b0]) =>
    withViews([a0!.slice(0, 1).transpose(), both ? b0!.slice(0, 1).transpose() : b0!], ([a, b]) => gemm(a!, b!, { tile })),
  reference: ([a0, b0]) => {
    const [K1, M] = a0!.shape as [number, number],
      K = K1 - 1;
    const a = ref.transposed(data(a0!).subarray(M), K, M);
    if (!both) return ref.gemm(a, data(b0!), M, b0!.shape[1]!, K);
    const [N1, Kb] = b0!.shape as [number, number];
    return ref.gemm(a, data(b0!).subarray(Kb), M, N1 - 1, K, true);
  },
  tolerance: TOL,
});

/** A vec4 tile on row slices a0[1:] and b0[1:] (offsets of whole rows, multiples of 4: the _off vec4
 * variants), each read as stored or transposed (transA / transB). */
const quadSlices = (tile: GemmF32Tile, transA: boolean, transB: boolean): OpCase => ({
  name: `gemm (row slices at quad offsets${transA ? ', transA' : ''}${transB ? ', transB' : ''}) tile ${tile}`,
  inputs: [f32, f32],
  // a0 [rows + 1, cols] holds a ([M, K], or [K, M] with transA) from its second row; b0 likewise
  shapes: TILE_MNK.filter((s) => s.every((x) => x % 4 === 0)).map(([M, N, K]) => [
    [(transA ? K : M) + 1, transA ? M : K],
    [(transB ? N : K) + 1, transB ? K : N],
  ]),
  run: (_d, [a0, b0]) => withViews([a0!.slice(0, 1), b0!.slice(0, 1)], ([a, b]) => gemm(a!, b!, { tile, transA, transB })),
  reference: ([a0, b0]) => {
    const [ra, ca] = [a0!.shape[0]! - 1, a0!.shape[1]!],
      [rb, cb] = [b0!.shape[0]! - 1, b0!.shape[1]!];
    const a = data(a0!).subarray(ca),
      b = data(b0!).subarray(cb);
    const [M, K] = transA ? [ca, ra] : [ra, ca];
    return ref.gemm(transA ? ref.transposed(a, ra, ca) : a, b, M, transB ? rb : cb, K, transB);
  },
  tolerance: TOL,
});

const vec4Tiles = GEMM_F32_TILE_NAMES.filter((t) => 'vec4' in GEMM_F32_TILES[t]);
/** The scalar tiles past the original 128 and 64 (whose transposed slices run as tile 128 and 64). */
const newScalarTiles = GEMM_F32_TILE_NAMES.filter((t) => !vec4Tiles.includes(t) && !['128x128', '64x64'].includes(t));

export const cases: OpCase[] = [
  ...halfCases,
  ...segmentsCases,
  ...gemmCases(undefined),
  ...gemmCases(128),
  ...GEMM_F32_TILE_NAMES.flatMap((t) => gemmCases(t, TILE_MNK)),
  ...vec4Tiles.flatMap((t) => [false, true].flatMap((ta) => [false, true].map((tb) => quadSlices(t, ta, tb)))),
  ...([64, 128, ...newScalarTiles] as const).flatMap((t) => [transposedSlices(t, false), transposedSlices(t, true)]),
  {
    // The API's transposed-view path: gemm(a, w.transpose()) is A·Wᵀ on w's buffer (the NT kernel).
    name: 'gemm (b = w.transpose())',
    inputs: [f32, f32],
    shapes: [
      [
        [17, 15],
        [129, 15],
      ],
      [
        [1, 129],
        [17, 129],
      ],
      [
        [15, 1],
        [1, 1],
      ],
    ],
    run: (_d, [a, w]) => withViews([w!.transpose()], ([b]) => gemm(a!, b!)),
    reference: ([a, w]) => ref.gemm(data(a!), data(w!), a!.shape[0]!, w!.shape[0]!, a!.shape[1]!, true),
    tolerance: TOL,
  },
  {
    // Column slices: a[:, 2:2+K] and b[:, 1:1+N] are read in place (offset and row stride pushed).
    name: 'gemm (column slices)',
    inputs: [f32, f32],
    shapes: [
      [
        [17, 20],
        [15, 20],
      ],
      [
        [1, 6],
        [1, 4],
      ],
      [
        [129, 22],
        [17, 18],
      ],
    ],
    run: (_d, [a, b]) => {
      const K = a!.shape[1]! - 5,
        N = b!.shape[1]! - 3;
      return withViews([a!.slice(1, 2, 2 + K), b!.slice(1, 1, 1 + N)], ([av, bv]) => gemm(av!, bv!));
    },
    reference: ([a, b]) => {
      const [M, Ka] = a!.shape as [number, number],
        [K, Nb] = b!.shape as [number, number];
      return ref.gemm(columns(data(a!), M, Ka, 2, K), columns(data(b!), K, Nb, 1, Nb - 3), M, Nb - 3, K);
    },
    tolerance: TOL,
  },
  {
    name: 'matvec',
    inputs: [f32, f32],
    shapes: [
      [1, 1],
      [15, 17],
      [17, 129],
      [129, 15],
      [7, 16],
      [3, 4],
      [33, 1028],
      [0, 5],
      [5, 0],
    ].map(([r, c]) => [[r!, c!], [c!]]),
    run: (_d, [w, x]) => matvec(w!, x!),
    reference: ([w, x]) => ref.matvec(data(w!), data(x!), w!.shape[0]!, w!.shape[1]!),
    tolerance: TOL,
  },
  {
    // Row and column slices of W: w[1:] (offset cols) and w[:, 4:4+cols] (row stride cols + 4), in place;
    // with cols % 4 == 0 both stay on the vec4 kernel.
    name: 'matvec (row and column slices)',
    inputs: [f32, f32],
    shapes: [
      [[8, 20], [16]],
      [[4, 5], [1]],
      [[18, 133], [129]],
    ],
    run: (_d, [w, x]) => {
      const cols = x!.shape[0]!;
      return withViews([w!.slice(0, 1).slice(1, 4, 4 + cols)], ([v]) => matvec(v!, x!));
    },
    reference: ([w, x]) => {
      const [R, C] = w!.shape as [number, number],
        cols = x!.shape[0]!;
      return ref.matvec(columns(data(w!), R, C, 4, cols).subarray(cols), data(x!), R - 1, cols);
    },
    tolerance: TOL,
  },
];
