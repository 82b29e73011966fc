// gemmSegments: a ragged batch of f16 products, the shape of an expert bank's prefill (quant.gemm with ids):
// the rows of A are grouped, group z (rows seg[z] .. seg[z + 1] - 1) is multiplied by B's matrix z, and the
// products land in the same rows of C. The bounds live on the device (written by the routing kernel that
// groups the tokens), so nothing is read back and a captured graph replays with new routes. The kernels are
// the half-precision gemm's built with SEGMENTS (gemm_segments.glsl): the grid walks the groups' row tiles
// laid end to end, whose bounds the routing kernel writes too, in tiles of the plan's tileRows.
import type { Device } from '../../device/device.ts';
import { CapabilityError, SizeError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectDType, fmtShape } from '../args.ts';
import { ArgumentError, ShapeError } from '../errors.ts';
import type { ShaderVariants } from '../generated/variants.ts';
import { launch } from '../launch.ts';
import { choose } from '../select.ts';
import { gemmHalfCost } from './cost.ts';
import {
  COOPMAT2_TILES,
  COOPMAT_TILE,
  GEMM_COOPMAT2_KERNEL,
  GEMM_COOPMAT_KERNEL,
  GEMM_HALF_KERNEL,
  SEGMENTS_SUFFIX,
  coopmat2Variant,
  coopmatVariant,
  halfVariant,
  type Coopmat2TileName,
} from './half-kernels.ts';
import { COOPMAT2_TILE_RULES, GEMM_HALF_PATH_RULES, coopmat2Shortfall, coopmatShortfall, type GemmHalfKernelPath } from './half-ops.ts';
import { GEMM_TILES, type GemmTile } from './kernels.ts';
import { chooseTile } from './rules.ts';

/** The kernel of a ragged batch and the rows of its tiles (the routing kernel lays the tile bounds out in
 * tiles of tileRows, so the plan is made once and given to both). */
export interface SegmentsPlan {
  readonly path: GemmHalfKernelPath;
  /** gemm_coopmat2's tile (path 'coopmat2') or gemm_half's ('fma'); gemm_coopmat runs its default tile. */
  readonly tile: Coopmat2TileName | GemmTile | undefined;
  readonly tileRows: number;
}

/** A ragged batch's kernel and tile when not chosen by the rules (the harness and the bench force each). */
export interface SegmentsChoice {
  path?: GemmHalfKernelPath;
  /** gemm_coopmat2's tile (path 'coopmat2') or gemm_half's ('fma': '' is 128 x 128, '_64' 64 x 64). */
  tile?: Coopmat2TileName | GemmTile;
}

/** The plan for `batch` groups of `rows` rows in all (their sizes are on the device: a group of the average
 * rows decides the tile) by B's matrices of N rows; the path by GEMM_HALF_PATH_RULES unless chosen. */
export function planSegments(device: Device, shape: { rows: number; N: number; batch: number }, choice: SegmentsChoice = {}): SegmentsPlan {
  const info = device.info;
  const p = choice.path ?? choose(GEMM_HALF_PATH_RULES, { dtype: 'f16' }, info);
  if (p === 'scaled') throw new ArgumentError("gemmSegments: path 'scaled' is bf16's; the ragged batch is f16");
  const typical = { M: Math.ceil(shape.rows / Math.max(shape.batch, 1)), N: shape.N, batch: shape.batch };
  const tiles: Record<GemmHalfKernelPath, readonly string[]> = {
    coopmat2: Object.keys(COOPMAT2_TILES),
    coopmat: [],
    fma: Object.keys(GEMM_TILES),
  };
  if (choice.tile !== undefined && !tiles[p].includes(choice.tile))
    throw new ArgumentError(
      `gemmSegments: tile ${JSON.stringify(choice.tile)} for path '${p}': expected ${tiles[p].map((t) => JSON.stringify(t)).join(', ') || 'none (its default tile)'}`,
    );
  if (p === 'coopmat2') {
    const tile = (choice.tile as Coopmat2TileName | undefined) ?? choose(COOPMAT2_TILE_RULES, typical, info);
    const why = coopmat2Shortfall(info, tile);
    if (why) throw new CapabilityError(`gemmSegments: path 'coopmat2': ${why}`);
    return { path: p, tile, tileRows: COOPMAT2_TILES[tile].bm };
  }
  if (p === 'coopmat') {
    const why = coopmatShortfall(info, undefined, 'nt');
    if (why) throw new CapabilityError(`gemmSegments: path 'coopmat': ${why}`);
    return { path: p, tile: undefined, tileRows: COOPMAT_TILE.bm };
  }
  const tile = (choice.tile as GemmTile | undefined) ?? chooseTile(typical, info);
  return { path: p, tile, tileRows: GEMM_TILES[tile].bm };
}

export interface GemmSegmentsOptions {
  /** The result [rows, N] f32, contiguous; its rows outside the groups multiplied are not written. */
  out: Tensor;
  /** Add the products to what out holds (C += A Bᵀ) instead of storing them. */
  accumulate?: boolean;
  /** A range of the groups: `segments` bounds `total` groups, and b holds the matrices of groups first ..
   * first + b.shape[0] - 1, the only ones multiplied (default: all, first 0 and total b.shape[0]). */
  groups?: { first: number; total: number };
}

/** The stored rows of `t` (rank `rank`, last stride 1) as the kernels read them: offset and row stride. */
function rowMajor(name: string, t: Tensor, rank: number): { offset: number; ld: number } {
  if (t.shape.length !== rank || t.strides[rank - 1] !== 1)
    throw new ShapeError(`gemmSegments: ${name} (${t.describe()}) must be ${rank}-D with contiguous rows`);
  return { offset: t.offset, ld: t.strides[rank - 2]! };
}

/**
 * For each group z < batch: C[seg[z] .. seg[z + 1]) = A[seg[z] .. seg[z + 1]) · B[z]ᵀ (accumulate: C += …),
 * with A [rows, K] f16 (rows contiguous, any row stride: a column slice reads in place), B [batch, N, K] f16
 * (each matrix's rows contiguous) and C [rows, N] f32 contiguous. `segments` is u32 [2 (G + 1)] on the
 * device, G = batch (or opts.groups.total): the row bounds seg[0 .. G] (non-decreasing, the last at most rows)
 * and then the tile bounds (group z's tiles of plan.tileRows rows are numbers seg[G + 1 + z] .. seg[G + 2 + z]
 * - 1, the first 0). With opts.groups, B's matrix i is group first + i's. The routing kernel writes the
 * bounds so and the kernels trust them, which is why this is not a public op.
 */
export function gemmSegments(a: Tensor, b: Tensor, segments: Tensor, plan: SegmentsPlan, opts: GemmSegmentsOptions): void {
  const op = 'gemmSegments';
  const c = opts.out;
  const device = deviceOf(op, { a, b, segments, out: c });
  expectDType(op, 'a', a, 'f16');
  expectDType(op, 'b', b, 'f16');
  expectDType(op, 'segments', segments, 'u32');
  expectDType(op, 'out', c, 'f32');
  const A = rowMajor('a', a, 2),
    B = rowMajor('b', b, 3);
  const [rows, K] = a.shape as [number, number];
  const [batch, N, Kb] = b.shape as [number, number, number];
  if (Kb !== K) throw new ShapeError(`${op}: a ${fmtShape(a.shape)} and b ${fmtShape(b.shape)}: b must be [batch, N, ${K}]`);
  const { first, total } = opts.groups ?? { first: 0, total: batch };
  if (!Number.isInteger(first) || !Number.isInteger(total) || first < 0 || first + batch > total)
    throw new ArgumentError(
      `${op}: groups { first: ${first}, total: ${total} } with b's ${batch} matrices: expected 0 <= first <= total - ${batch}`,
    );
  if (segments.shape.length !== 1 || segments.shape[0] !== 2 * (total + 1) || !segments.isContiguous)
    throw new ShapeError(`${op}: segments is ${segments.describe()}, expected contiguous [${2 * (total + 1)}] (row and tile bounds)`);
  if (c.shape.length !== 2 || c.shape[0] !== rows || c.shape[1] !== N || !c.isContiguous)
    throw new ShapeError(`${op}: out is ${c.describe()}, expected contiguous [${rows}, ${N}]`);
  if (K === 0) throw new ShapeError(`${op}: a ${fmtShape(a.shape)} has no columns: a product needs K >= 1`);
  if (rows * N * batch === 0) return;
  const batchB = b.strides[0]!;
  if (
    A.offset + (rows - 1) * A.ld + K > 2 ** 32 ||
    B.offset + (batch - 1) * batchB + (N - 1) * B.ld + K > 2 ** 32 ||
    c.offset + rows * N > 2 ** 32
  )
    throw new SizeError(`${op}: an operand reaches element 2^32 of its buffer; the kernels index below it`);
  const vec = plan.path === 'coopmat' && [K, A.ld, A.offset, B.ld, B.offset, batchB].every((x) => x % 8 === 0);
  const q = vec ? 8 : 1;
  const run = {
    tensors: [a, b, c, segments],
    push: {
      M: rows,
      N,
      K,
      offA: A.offset / q,
      offB: B.offset / q,
      offC: c.offset,
      lda: A.ld / q,
      ldb: B.ld / q,
      batchA: 0,
      batchB: batchB / q,
      accumulate: opts.accumulate ? 1 : 0,
      batch: total,
      groupFirst: first,
      groupEnd: first + batch,
    },
    label: `${batch}x[${rows}]x${N}x${K}`,
    // rows x N x K products at most (every row in some group), each of B's matrices read once
    cost: gemmHalfCost(rows, N, K, 1, 4, plan.path === 'fma' ? 'f32' : 'f16-coopmat'),
  };
  if (plan.path === 'coopmat2') {
    const variant = `${coopmat2Variant('f32', 'nt', plan.tile as Coopmat2TileName)}${SEGMENTS_SUFFIX}`;
    launch(device, GEMM_COOPMAT2_KERNEL, variant as ShaderVariants['gemm_coopmat2'], run);
  } else if (plan.path === 'coopmat') {
    const variant = `${coopmatVariant('f32', 'nt', vec ? '_vec8' : '')}${SEGMENTS_SUFFIX}`;
    launch(device, GEMM_COOPMAT_KERNEL, variant as ShaderVariants['gemm_coopmat'], run);
  } else {
    const variant = `${halfVariant('f16', 'f32', 'nt', plan.tile as GemmTile)}${SEGMENTS_SUFFIX}`;
    launch(device, GEMM_HALF_KERNEL, variant as ShaderVariants['gemm_half'], run);
  }
}
