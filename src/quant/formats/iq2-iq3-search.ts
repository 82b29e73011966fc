// What ggml's IQ2/IQ3 encoders share: the lattice tables of iq2xs_init / iq3xs_init (derived here from the
// generated grids, whose order is ggml's kgrid_* tables) and the scale search over one sub-block: trial
// scales map |x| to levels l (value 2l + 1) per grid point; a point whose levels are no grid entry is
// replaced by its best neighbour; the trial with the largest sumqx²/sumq2 wins and off-grid points are
// redone at its scale. Every f32 operation is rounded as C does (see common.ts).
import type { Codec } from '../codec.ts';
import * as common from './common.ts';

const { f, nearestInt } = common;

const FLT_MAX = f(3.4028234663852886e38);

export interface Lattice {
  /** Weights per grid point (4 for IQ3, 8 for IQ2). */
  readonly width: number;
  /** Bits per level in a level code (3 for IQ3, 2 for IQ2). */
  readonly bits: number;
  /** The largest level (ggml's kMaxQ - 1). */
  readonly maxLevel: number;
  /** Grid point k as its odd levels 2l + 1 (ggml's the_grid). */
  readonly points: Int8Array;
  /** Level code -> grid index, or -1 when the code is no grid point. */
  readonly index: Int32Array;
  /** For a code off the grid: the grid indices at the `distances` smallest squared distances, nearest first
   * and by index within a distance (ggml's qsort order), built on first use. */
  neighbours(code: number): Uint16Array;
}

/** The tables for `grid` (`width` bytes per point) whose magnitudes `levelOf` maps to levels 0..maxLevel. */
export function lattice(
  grid: Uint8Array,
  width: number,
  bits: number,
  maxLevel: number,
  levelOf: (magnitude: number) => number,
  distances: number,
): Lattice {
  const n = grid.length / width;
  const points = new Int8Array(n * width);
  const index = new Int32Array(1 << (bits * width)).fill(-1);
  for (let k = 0; k < n; k++) {
    let code = 0;
    for (let i = 0; i < width; i++) {
      const l = levelOf(grid[width * k + i]!);
      points[width * k + i] = 2 * l + 1;
      code |= l << (bits * i);
    }
    index[code] = k;
  }
  const built = new Map<number, Uint16Array>();
  const dist = new Int32Array(n);
  const mask = (1 << bits) - 1;
  return {
    width,
    bits,
    maxLevel,
    points,
    index,
    neighbours(code) {
      const cached = built.get(code);
      if (cached) return cached;
      for (let j = 0; j < n; j++) {
        let d2 = 0;
        for (let i = 0; i < width; i++) {
          const diff = points[width * j + i]! - (2 * ((code >> (bits * i)) & mask) + 1);
          d2 += diff * diff;
        }
        dist[j] = d2;
      }
      const nearest = [...new Set(dist)].sort((a, b) => a - b).slice(0, distances);
      const list: number[] = [];
      for (const d of nearest) for (let j = 0; j < n; j++) if (dist[j] === d) list.push(j);
      const result = Uint16Array.from(list);
      built.set(code, result);
      return result;
    },
  };
}

// One sub-block's state (at most 32 weights), shared by the encoders: importance, its square root, |x|,
// and the levels of the best and of the current trial.
export const weight = new Float32Array(32);
export const waux = new Float32Array(32);
export const xval = new Float32Array(32);
export const L = new Int8Array(32);
const Laux = new Int8Array(32);
const onGrid = new Array<boolean>(8);
const onGridAux = new Array<boolean>(8);

/** ggml's iq2/iq3_find_best_neighbour for the point at weight o: the candidate with the least weighted
 * error at `scale`; writes its levels. */
function bestNeighbour(t: Lattice, code: number, o: number, scale: number, levels: Int8Array): void {
  const { width, points } = t;
  let best = FLT_MAX;
  let bestIndex = -1;
  for (const j of t.neighbours(code)) {
    let d2 = 0;
    for (let i = 0; i < width; i++) {
      const diff = f(f(scale * points[width * j + i]!) - xval[o + i]!);
      d2 = f(d2 + f(f(waux[o + i]! * diff) * diff));
    }
    if (d2 < best) {
      best = d2;
      bestIndex = j;
    }
  }
  for (let i = 0; i < width; i++) levels[o + i] = (points[width * bestIndex + i]! - 1) / 2;
}

/** The levels of the point at weight o at inverse scale id, clamped as ggml does, into levels; their code. */
function levelCode(t: Lattice, o: number, id: number, levels: Int8Array): number {
  let code = 0;
  for (let i = 0; i < t.width; i++) {
    const l = Math.max(0, Math.min(t.maxLevel, nearestInt(f(0.5 * f(f(id * xval[o + i]!) - 1)))));
    levels[o + i] = l;
    code |= l << (t.bits * i);
  }
  return code;
}

function weightedSums(n: number, levels: Int8Array): [number, number] {
  let sumqx = 0;
  let sumq2 = 0;
  for (let i = 0; i < n; i++) {
    const w = weight[i]!;
    const q = 2 * levels[i]! + 1;
    sumqx = f(sumqx + f(f(w * xval[i]!) * q));
    sumq2 = f(sumq2 + f(f(w * q) * q));
  }
  return [sumqx, sumq2];
}

export interface SearchOptions {
  /** Weights in the sub-block (32 or 16). */
  readonly n: number;
  /** Trials at (2·kMaxQ − 1 + is·step)/max for is in −range..range. */
  readonly step: number;
  readonly range: number;
  /** Which points are requantized at the winning scale: the off-grid ones (IQ3_XXS, IQ2_XS, IQ2_S), all of
   * them when any is off the grid (IQ3_S), or all of them always (IQ2_XXS). */
  readonly redo: 'offGrid' | 'allIfOffGrid' | 'all';
  /** The scale kept when no trial wins (default max / (2·kMaxQ − 1)). */
  readonly initialScale?: number;
}

/** The scale search over the prepared sub-block (weight, waux, xval) with trials relative to `max`; leaves
 * the levels in L and returns the scale. */
export function searchScale(t: Lattice, max: number, { n, step, range, redo, initialScale }: SearchOptions): number {
  const groups = n / t.width;
  const top = 2 * (t.maxLevel + 1) - 1;
  let best = 0;
  let scale = initialScale ?? f(max / top);
  onGrid.fill(redo === 'offGrid');
  for (let is = -range; is <= range; is++) {
    const id = f(f(top + f(is * step)) / max);
    const thisScale = f(1 / id);
    for (let k = 0; k < groups; k++) {
      const code = levelCode(t, t.width * k, id, Laux);
      onGridAux[k] = t.index[code]! >= 0;
      if (!onGridAux[k]) bestNeighbour(t, code, t.width * k, thisScale, Laux);
    }
    const [sumqx, sumq2] = weightedSums(n, Laux);
    if (sumq2 > 0 && f(sumqx * sumqx) > f(best * sumq2)) {
      scale = f(sumqx / sumq2);
      best = f(scale * sumqx);
      L.set(Laux.subarray(0, n));
      for (let k = 0; k < groups; k++) onGrid[k] = onGridAux[k]!;
    }
  }
  if ((redo === 'all' || onGrid.slice(0, groups).includes(false)) && scale > 0) {
    const id = f(1 / scale);
    for (let k = 0; k < groups; k++) {
      if (onGrid[k] && redo === 'offGrid') continue;
      const code = levelCode(t, t.width * k, id, L);
      if (t.index[code]! < 0) bestNeighbour(t, code, t.width * k, scale, L);
    }
    const [sumqx, sumq2] = weightedSums(n, L);
    if (sumq2 > 0) scale = f(sumqx / sumq2);
  }
  return scale;
}

/** The grid index of point k's levels in L (always on the grid after searchScale). */
export function gridIndexOf(t: Lattice, k: number): number {
  let code = 0;
  for (let i = 0; i < t.width; i++) code |= L[t.width * k + i]! << (t.bits * i);
  return t.index[code]!;
}

/** ggml's σ² of a block: factor·Σx²/256 over the 256 weights at src[o] (factor 2, or 1 for IQ2_XXS/IQ2_XS). */
export function sigma2Of(src: Float32Array, o: number, factor = 2): number {
  let sumx2 = 0;
  for (let i = 0; i < 256; i++) sumx2 = f(sumx2 + f(src[o + i]! * src[o + i]!));
  return f(f(factor * sumx2) / 256);
}

/** Fills weight, waux (square roots), xval (|x|) and the sign bytes (a bit per negative weight, 8 weights a
 * byte) for the n weights at src[xb]: importance qw·sqrt(σ² + x²) with an imatrix, else plain(x²).
 * Returns the largest |x| (ggml's MAX order). */
export function prepare(
  src: Float32Array,
  xb: number,
  n: number,
  qw: Float32Array | undefined,
  qo: number,
  sigma2: number,
  plain: (x2: number) => number,
  signs: Uint8Array,
): number {
  for (let i = 0; i < n; i++) {
    const x2 = f(src[xb + i]! * src[xb + i]!);
    weight[i] = qw ? f(qw[qo + i]! * f(Math.sqrt(f(sigma2 + x2)))) : plain(x2);
    waux[i] = Math.sqrt(weight[i]!);
  }
  for (let k = 0; k < n / 8; k++) {
    let s = 0;
    for (let i = 0; i < 8; i++) {
      const x = src[xb + 8 * k + i]!;
      xval[8 * k + i] = x >= 0 ? x : -x;
      if (!(x >= 0)) s |= 1 << i;
    }
    signs[k] = s;
  }
  return maxOf(n);
}

/** The formats that store 7 signs per 8 weights (the 8th makes the count of negatives even): where the
 * count is odd, flips the weight of least importance w·x² (its |x| becomes negative in xval, as in ggml)
 * and keeps 7 bits of each sign byte. */
export function evenSigns(src: Float32Array, xb: number, n: number, signs: Uint8Array): void {
  for (let k = 0; k < n / 8; k++) {
    let nflip = 0;
    for (let i = 0; i < 8; i++) nflip += (signs[k]! >> i) & 1;
    if (nflip % 2) {
      const importance = (i: number) => f(f(weight[8 * k + i]! * src[xb + 8 * k + i]!) * src[xb + 8 * k + i]!);
      let imin = 0;
      let min = importance(0);
      for (let i = 1; i < 8; i++) {
        const ax = importance(i);
        if (ax < min) {
          min = ax;
          imin = i;
        }
      }
      xval[8 * k + imin] = -xval[8 * k + imin]!;
      signs[k] = signs[k]! ^ (1 << imin);
    }
    signs[k] = signs[k]! & 127;
  }
}

/** The largest of the first n of xval, in ggml's MAX order. */
export function maxOf(n: number): number {
  let max = xval[0]!;
  for (let i = 1; i < n; i++) max = common.cmax(max, xval[i]!);
  return max;
}

/** ggml's 4-bit sub-scale of a sub-block scale at inverse block scale id. */
export const subScale = (id: number, scale: number) => Math.max(0, Math.min(15, nearestInt(f(0.5 * f(f(id * scale) - 1)))));

/** Encodes the 256 weights at src[o] (importance weights qw[qo..], if any) into one block at out[at]. */
export type BlockEncoder = (src: Float32Array, o: number, qw: Float32Array | undefined, qo: number, out: Uint8Array, at: number) => void;

/** A decoder plus a row-by-row block encoder that takes the imatrix slice of each block's columns. */
export function withEncoder(decoder: Codec, encode: BlockEncoder): Codec {
  const { blockBytes } = decoder.format;
  return {
    ...decoder,
    acceptsImatrix: true,
    quantize(src, out, { rows, cols, imatrix }) {
      for (let r = 0, b = 0; r < rows; r++)
        for (let c = 0; c < cols; c += 256, b++) encode(src, r * cols + c, imatrix, c, out, b * blockBytes);
    },
  };
}
