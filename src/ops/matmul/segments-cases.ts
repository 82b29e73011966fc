// gemmSegments (the ragged batch under quant.gemm's f16 expert path) in the correctness harness: every
// kernel and tile (FMA 128 and 64, KHR cooperative matrices with 16-byte and element loads, coopmat2's two
// tiles; a path the device lacks skips with the reason), over groups the case lays out itself: empty groups,
// groups of one row, groups spanning several tiles with a ragged last one, and rows after the last group,
// which must keep what out held; and the groups run as two ranges of two dispatches, each with its range's
// matrices only. The bounds are uploaded as the routing kernel writes them (row bounds,
// then tile bounds in the plan's tile rows). Reference: each group's rows times its matrix in f64, once
// rounded to f32 (the products of halves are exact in f32: 1e-10, as the half gemm's f32 results); with
// accumulate, added to out's prior 0.5.
import type { Device } from '../../device/device.ts';
import { DTYPES } from '../../device/dtype.ts';
import type { Tensor } from '../../device/tensor.ts';
import type { HostTensor, OpCase } from '../case.ts';
import { COOPMAT2_TILE_NAMES, type Coopmat2TileName } from './half-kernels.ts';
import { coopmat2Shortfall, coopmatShortfall } from './half-ops.ts';
import { TILE_SUFFIXES, type GemmTile } from './kernels.ts';
import { gemm as gemmRef } from './reference.ts';
import { gemmSegments, planSegments, type SegmentsChoice } from './segments.ts';

/** The rows of the groups of a [rows, K] A by [batch, N, K] B: a fixed pattern (empty, one row, long and
 * ragged) scaled to the rows, the last few rows left out of every group. */
export function groupSizes(rows: number, batch: number): number[] {
  const pattern = [0.3, 0, 0.02, 0.45, 0.1, 0];
  const sizes = Array.from({ length: batch }, (_, z) => Math.floor(pattern[z % pattern.length]! * rows));
  const used = sizes.reduce((s, n) => s + n, 0);
  sizes[batch - 1]! += Math.max(0, rows - 3 - used); // all but the last 3 rows (or fewer) in a group
  return sizes;
}

/** The bounds gemm_segments.glsl reads: row bounds, then tile bounds in tiles of tileRows. */
export function segmentBounds(sizes: readonly number[], tileRows: number): Uint32Array {
  const g = sizes.length;
  const bounds = new Uint32Array(2 * (g + 1));
  for (let z = 0; z < g; z++) {
    bounds[z + 1] = bounds[z]! + sizes[z]!;
    bounds[g + 2 + z] = bounds[g + 1 + z]! + Math.ceil(sizes[z]! / tileRows);
  }
  return bounds;
}

const PRIOR = 0.5;

/** [A [rows, K], B [batch, N, K]]: 5 groups over 300 rows (two of them over 128: tiles of 128 and of 64
 * several a group) at K 64 (16-byte loads, coopmat2's unclamped steps), 3 over 40 at K 37 and N 33 (ragged:
 * element loads, clamped steps). */
const SHAPES = [
  [
    [300, 64],
    [5, 70, 64],
  ],
  [
    [40, 37],
    [3, 33, 37],
  ],
];

/** How a case runs the groups: all in one dispatch, or as two ranges (the first two groups, then the rest),
 * each dispatch given only its range's matrices of B (the f16 expert path's chunks of experts). */
type Dispatches = 'one' | 'ranges';

function segmentsCase(choice: SegmentsChoice, accumulate: boolean, dispatches: Dispatches = 'one'): OpCase {
  const tile = choice.tile === '' ? '128x128' : choice.tile === '_64' ? '64x64' : choice.tile;
  const what = `${choice.path}${tile ? ` ${tile}` : ''}`;
  return {
    name: `gemmSegments ${what}${accumulate ? ' accumulate' : ''}${dispatches === 'ranges' ? ' in ranges' : ''}`,
    inputs: [
      { dtype: 'f16', views: false },
      { dtype: 'f16', views: false },
    ],
    shapes: SHAPES,
    run: (device: Device, [a, b]: readonly Tensor[]) => {
      const [rows] = a!.shape as [number, number];
      const [batch, N] = b!.shape as [number, number, number];
      const plan = planSegments(device, { rows, N, batch }, choice);
      const seg = device.upload(segmentBounds(groupSizes(rows, batch), plan.tileRows));
      const out = device.alloc('f32', [rows, N]);
      device.fill(out, accumulate ? PRIOR : 0);
      const ranges = dispatches === 'ranges' ? [0, 2, batch] : [0, batch];
      try {
        for (let i = 0; i + 1 < ranges.length; i++) {
          const bi = b!.slice(0, ranges[i]!, ranges[i + 1]!);
          try {
            gemmSegments(a!, bi, seg, plan, { out, accumulate, groups: { first: ranges[i]!, total: batch } });
          } finally {
            bi.destroy();
          }
        }
      } finally {
        seg.destroy();
      }
      return out;
    },
    reference: ([a, b]: readonly HostTensor[]) => {
      const [rows, K] = a!.shape as [number, number];
      const [batch, N] = b!.shape as [number, number, number];
      const f32 = (t: HostTensor) => Float32Array.from(t.data as Uint16Array, (h) => DTYPES.f16.valueOf(h));
      const av = f32(a!),
        bv = f32(b!);
      const y = new Float32Array(rows * N).fill(accumulate ? PRIOR : 0);
      let r0 = 0;
      groupSizes(rows, batch).forEach((n, z) => {
        const c = gemmRef(av.subarray(r0 * K, (r0 + n) * K), bv.subarray(z * N * K, (z + 1) * N * K), n, N, K, true);
        for (let i = 0; i < c.length; i++) y[r0 * N + i] = Math.fround(y[r0 * N + i]! + c[i]!);
        r0 += n;
      });
      return y;
    },
    tolerance: 1e-10,
    // the grid's height is a tile per 128 (or 64) rows plus one a group: more than the 3 a dimension there
    splitGrid: false,
    ...(choice.path === 'coopmat2'
      ? { unsupported: (d: Device) => coopmat2Shortfall(d.info, choice.tile as Coopmat2TileName) }
      : choice.path === 'coopmat'
        ? { unsupported: (d: Device) => coopmatShortfall(d.info, undefined, 'nt') }
        : {}),
  };
}

export const segmentsCases: OpCase[] = [
  ...TILE_SUFFIXES.map((tile: GemmTile) => segmentsCase({ path: 'fma', tile }, false)),
  segmentsCase({ path: 'fma', tile: '_64' }, true),
  segmentsCase({ path: 'fma', tile: '' }, false, 'ranges'),
  segmentsCase({ path: 'coopmat' }, false),
  segmentsCase({ path: 'coopmat' }, true),
  segmentsCase({ path: 'coopmat' }, false, 'ranges'),
  ...COOPMAT2_TILE_NAMES.map((tile) => segmentsCase({ path: 'coopmat2', tile }, false)),
  segmentsCase({ path: 'coopmat2', tile: '128x128k64' }, true),
  segmentsCase({ path: 'coopmat2', tile: '128x128k64' }, false, 'ranges'),
];
