// The half-precision gemm in the correctness harness (cases.ts adds these): f16 and bf16, f32 and half
// results, A·B and A·Bᵀ (the harness's transposed layout gives the TT and TN kernels), transA, both FMA
// tiles, batches (b one matrix for every batch, both batched, and the harness's broadcast layout: batch
// stride 0), accumulate into out, over ragged shapes (extents 0, 1, 15, 17, 129, and multiples of 4 for
// the cooperative-matrix kernel's vector loads). The 'fma' cases force the FMA kernel; the 'auto' cases
// run the device's choice (GEMM_HALF_PATH_RULES: the cooperative-matrix kernel where there is one, so the
// harness covers it there; on a device without, its variants are reported as not supported); the
// 'coopmat2' cases force NV cooperative matrix 2 (a CapabilityError where the device lacks it), the
// tile cases each cooperative-matrix tile past the paths' defaults (reported the same way), and the
// 'scaled' cases bf16 through the f16 gemm (bf16-scaled.ts; the same tolerances: the scaled operands are
// exact in f16 for the harness's values, so the error is the f32 accumulation's, as on the FMA kernel).
// Reference: the inputs' exact values (f16/bf16 are exact in f32) multiplied in f64, rounded to f32 once,
// then to the result dtype. Tolerances (NMSE, all within the issue's 5e-4): the products of two halves
// are exact in f32, so an f32 result's error is the f32 accumulation's alone (~K roundings of partial
// sums, NMSE near 1e-13 for K <= 129): 1e-10, as the f32 gemm; a half result adds one rounding to the
// dtype, relative error <= 2^-11 (f16) or 2^-8 (bf16), an NMSE near u^2 / 3 = 8e-8 or 5e-6: 1e-6 and
// 5e-5. A misread element of a 129 x 129 result gives ~6e-5 or more.
import { DTYPES } from '../../device/dtype.ts';
import type { HostTensor, InputDecl, OpCase } from '../case.ts';
import {
  COOPMAT2_TILE_NAMES,
  COOPMAT_TILE_NAMES,
  DEFAULT_COOPMAT2_TILE,
  DEFAULT_COOPMAT_TILE,
  type Coopmat2TileName,
  type CoopmatTileName,
  type HalfDType,
} from './half-kernels.ts';
import { coopmat2Shortfall, coopmatShortfall, type GemmHalfPath } from './half-ops.ts';
import { gemm } from './ops.ts';
import * as ref from './reference.ts';

type Out = 'f32' | 'half';
const TOL = { f32: 1e-10, f16: 1e-6, bf16: 5e-5 } as const;

/** M x N x K: single elements, skinny and ragged shapes, 129 (3 x 3 blocks of 64), empty extents (the f32
 * gemm's cases use them too). */
export const RAGGED_MNK: [number, number, number][] = [
  [1, 1, 1],
  [1, 17, 15],
  [15, 1, 17],
  [17, 15, 1],
  [15, 17, 129],
  [129, 15, 17],
  [17, 129, 15],
  [129, 129, 129],
  [0, 5, 3],
  [5, 0, 3],
  [5, 3, 0],
];
// and multiples of 8 (the cooperative-matrix kernel's vector loads): 2 x 2 blocks of 128 in one k step,
// and over 3 k steps of 64 with a ragged last one (at most 3 blocks of 64 per dimension: the harness's
// split-grid device; test/ops/gemm-half.test.ts has larger shapes)
const MNK: [number, number, number][] = [...RAGGED_MNK, [136, 136, 40], [136, 136, 136]];
/** Fewer, cheaper shapes for the variants of an option (2 x 2 blocks of 128, 3 k tiles of 16). */
const FEW: [number, number, number][] = [
  [1, 1, 1],
  [17, 129, 15],
  [130, 129, 33],
];
/** The cooperative-matrix tiles past the defaults (16-byte loads only): multiples of 8, a block wholly
 * inside (136 >= 128, 264 >= 256) with K a whole number of unrolled coopmat2 steps plus a remainder (576 =
 * 9 x 64 = 18 x 32), and ragged blocks; [1, 1, 1] runs the default tile's element loads. */
const TILE_MNK: [number, number, number][] = [
  [1, 1, 1],
  [136, 136, 40],
  [136, 264, 576],
];

/** A half tensor's values as f32 (exact). */
const values = (t: HostTensor): Float32Array => Float32Array.from(t.data as Uint16Array, (b) => DTYPES[t.dtype].valueOf(b));

/** The reference product of batched (or 2-D) a and b (transA: a holds Aᵀ; transB: b holds Bᵀ), plus c. */
function product(d: HalfDType, out: Out, [a, b, c]: readonly HostTensor[], transA: boolean, transB: boolean): Float32Array | Uint16Array {
  const mat = (t: HostTensor): [number, number, number] => {
    const s = t.shape;
    return [s.length === 3 ? s[0]! : 1, s.at(-2)!, s.at(-1)!];
  };
  const [ba, ra, ca] = mat(a!),
    [bb, rb, cb] = mat(b!);
  const [M, K] = transA ? [ca, ra] : [ra, ca],
    N = transB ? rb : cb;
  const batch = Math.max(a!.shape.length === 3 ? ba : 1, b!.shape.length === 3 ? bb : 1);
  const av = values(a!),
    bv = values(b!);
  const res = new Float32Array(batch * M * N);
  for (let i = 0; i < batch; i++) {
    let A = av.subarray(ba > 1 ? i * M * K : 0, (ba > 1 ? i : 0) * M * K + M * K);
    if (transA) A = Float32Array.from({ length: M * K }, (_, e) => A[(e % K) * M + Math.floor(e / K)]!);
    const B = bv.subarray(bb > 1 ? i * K * N : 0, (bb > 1 ? i : 0) * K * N + K * N);
    res.set(ref.gemm(A, B, M, N, K, transB), i * M * N);
  }
  if (c) {
    const cv = c.dtype === 'f32' ? (c.data as Float32Array) : values(c);
    for (let e = 0; e < res.length; e++) res[e] = Math.fround(res[e]! + cv[e]!);
  }
  return out === 'f32' ? res : Uint16Array.from(res, (v) => DTYPES[d].bitsOf(v));
}

interface Spec {
  readonly d: HalfDType;
  readonly out: Out;
  readonly path?: GemmHalfPath;
  readonly transA?: boolean;
  readonly transB?: boolean;
  readonly tile?: 64 | 128;
  /** A cooperative-matrix tile other than the path's default (path 'coopmat' or 'coopmat2'). */
  readonly coopmatTile?: CoopmatTileName | Coopmat2TileName;
  /** Input shapes per call (default: 2-D over MNK). */
  readonly shapes?: (readonly number[])[][];
  readonly accumulate?: boolean;
  readonly title?: string;
  /** false: not re-run on the harness's device of 3 workgroups per grid dimension (see the tile cases). */
  readonly splitGrid?: boolean;
}

const mnkShapes = (mnk: [number, number, number][], transA: boolean, transB: boolean): number[][][] =>
  mnk.map(([M, N, K]) => [transA ? [K, M] : [M, K], transB ? [N, K] : [K, N]]);

function halfCase(s: Spec): OpCase {
  const { d, out, transA = false, transB = false } = s;
  const half: InputDecl = { dtype: d };
  const outDtype = out === 'f32' ? 'f32' : d;
  const shapes = s.shapes ?? mnkShapes(s.tile ? FEW : MNK, transA, transB);
  const flags = [
    transA && 'transA',
    transB && 'transB',
    s.tile && `tile ${s.tile}`,
    s.coopmatTile && `tile ${s.coopmatTile}`,
    s.accumulate && 'accumulate',
    s.title,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    name: `gemm ${d} -> ${outDtype} ${s.path ?? 'auto'}${flags ? ` (${flags})` : ''}`,
    // accumulate: a third input, the out added to (contiguous: out must be)
    inputs: s.accumulate ? [half, half, { dtype: outDtype, views: false }] : [half, half],
    shapes: s.accumulate
      ? shapes.map(([a, b]) => {
          const M = transA ? a!.at(-1)! : a!.at(-2)!,
            N = transB ? b!.at(-2)! : b!.at(-1)!;
          return [a!, b!, [M, N]];
        })
      : shapes,
    run: (_d, [a, b, c]) =>
      gemm(a!, b!, {
        transA,
        transB,
        tile: s.tile,
        path: s.path,
        coopmatTile: s.coopmatTile,
        outDtype,
        ...(s.accumulate ? { out: c, accumulate: true } : {}),
      }),
    reference: (hosts) => product(d, out, hosts, transA, transB),
    tolerance: TOL[outDtype],
    splitGrid: s.splitGrid,
    unsupported:
      s.path === 'coopmat2'
        ? (device) => coopmat2Shortfall(device.info, (s.coopmatTile as Coopmat2TileName | undefined) ?? DEFAULT_COOPMAT2_TILE)
        : s.path === 'coopmat'
          ? (device) => coopmatShortfall(device.info, (s.coopmatTile as CoopmatTileName | undefined) ?? DEFAULT_COOPMAT_TILE)
          : undefined,
  };
}

/** Batched shapes: a [batch, M, K] with b [K, N] (one for all), both batched, a [M, K] with b batched. */
const BATCHED: number[][][] = [
  [
    [2, 17, 15],
    [15, 129],
  ],
  [
    [3, 15, 17],
    [3, 17, 15],
  ],
  [
    [17, 16],
    [2, 16, 20],
  ],
];

const cross = <T>(xs: readonly T[], f: (x: T) => OpCase[]): OpCase[] => xs.flatMap(f);

export const halfCases: OpCase[] = [
  // Every FMA variant: dtype x result x layouts (the transposed layout of plain and transB) x tile.
  ...cross(['f16', 'bf16'] as const, (d) =>
    cross(['f32', 'half'] as const, (out) =>
      cross([undefined, 128] as const, (tile) => [false, true].map((transB) => halfCase({ d, out, path: 'fma', transB, tile }))),
    ),
  ),
  ...(['f16', 'bf16'] as const).flatMap((d) => [
    halfCase({ d, out: 'f32', path: 'fma', transA: true, shapes: mnkShapes(FEW, true, false) }),
    halfCase({ d, out: 'f32', path: 'fma', shapes: BATCHED, title: 'batched' }),
    halfCase({ d, out: d === 'f16' ? 'f32' : 'half', path: 'fma', accumulate: true, shapes: mnkShapes(FEW, false, false) }),
  ]),
  // bf16 on the f16 gemm (path 'scaled', bf16-scaled.ts: the operands scaled by powers of two into exact f16,
  // the f16 gemm's own path, the product scaled back), forced: every result, both layouts of B, transA,
  // batches (the broadcast layout's stride-0 batches too) and accumulate; on a device with f16 cooperative
  // matrices this runs them, elsewhere the f16 FMA kernel. Not re-run on the 3-workgroup-per-dimension
  // device: bf16_scale runs a workgroup a row (the largest shape's 129 rows) and bf16_unscale one invocation
  // an element, over the 27 workgroups that device holds.
  ...cross(['f32', 'half'] as const, (out) =>
    [false, true].map((transB) => halfCase({ d: 'bf16', out, transB, path: 'scaled', splitGrid: false })),
  ),
  ...[
    { out: 'f32', transA: true, shapes: mnkShapes(FEW, true, false) },
    { out: 'f32', shapes: BATCHED, title: 'batched' },
    { out: 'half', accumulate: true, shapes: mnkShapes(FEW, false, false) },
    { out: 'f32', accumulate: true, shapes: mnkShapes(FEW, false, true), transB: true },
  ].map((s) => halfCase({ d: 'bf16', path: 'scaled', splitGrid: false, ...(s as Omit<Spec, 'd'>) })),
  // The device's own choice for f16 (the cooperative-matrix kernel where there is one): every layout,
  // result and load width (the harness's offset layout makes the element-load variants).
  ...cross(['f32', 'half'] as const, (out) => [false, true].map((transB) => halfCase({ d: 'f16', out, transB }))),
  halfCase({ d: 'f16', out: 'f32', shapes: BATCHED, title: 'batched' }),
  halfCase({ d: 'f16', out: 'half', accumulate: true, shapes: mnkShapes(FEW, false, true), transB: true }),
  // Each cooperative-matrix path at its default tile, forced (the device's choice runs only one of them:
  // coopmat2 where NV cooperative matrix 2 exists), every layout and result; on a device without it the
  // cases report the shortfall.
  ...(['coopmat2', 'coopmat'] as const).flatMap((path) => [
    ...cross(['f32', 'half'] as const, (out) => [false, true].map((transB) => halfCase({ d: 'f16', out, transB, path }))),
    halfCase({ d: 'f16', out: 'f32', path, transA: true, shapes: mnkShapes(FEW, true, false) }),
    halfCase({ d: 'f16', out: 'f32', path, shapes: BATCHED, title: 'batched' }),
    halfCase({ d: 'f16', out: 'half', path, accumulate: true, shapes: mnkShapes(FEW, false, true), transB: true }),
  ]),
  // The other cooperative-matrix tiles (the tuner's candidates), forced: every layout and result; for coopmat2
  // every tile, its default too (gemm picks 128 x 128 x 64 for products as small as the harness's,
  // COOPMAT2_TILE_RULES). Not re-run
  // on the 3-workgroup-per-dimension device: these kernels' grid is (N / BN, M / BM, batch), which the
  // largest shape's 5 blocks of 64 columns exceed there (a typed grid error, as on any device whose limit a
  // product exceeds; every real device allows at least 65535).
  ...[
    ...COOPMAT_TILE_NAMES.filter((t) => t !== DEFAULT_COOPMAT_TILE).map((t) => ['coopmat', t] as const),
    ...COOPMAT2_TILE_NAMES.map((t) => ['coopmat2', t] as const),
  ].flatMap(([path, coopmatTile]) =>
    cross(['f32', 'half'] as const, (out) =>
      [false, true].map((transB) =>
        halfCase({ d: 'f16', out, transB, path, coopmatTile, shapes: mnkShapes(TILE_MNK, false, transB), splitGrid: false }),
      ),
    ),
  ),
];
