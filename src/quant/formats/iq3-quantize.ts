// IQ3_XXS and IQ3_S encoding as ggml's quantize_iq3_xxs / quantize_iq3_s (what ggml_quantize_chunk runs,
// with or without an imatrix). Per 32 weights: signs are taken out (IQ3_XXS stores 7 of every 8, so an odd
// count of negatives flips the least important weight), then trial scales map |x| to levels l in 0..7
// (value 2l + 1) per 4-weight group; a group whose levels are no grid point is replaced by its best grid
// neighbour; the trial with the largest sumqx²/sumq2 wins, off-grid groups are redone at its scale, and
// the block's d = max scale / 31 (times a fudge factor as stored) with a 4-bit s per 32 weights.
// Every f32 operation is rounded as C does (see common.ts).
import { IQ3S_GRID, IQ3XXS_GRID } from '../generated/iq-grids.ts';
import * as common from './common.ts';

const { cmax, f, nearestInt, writeF16 } = common;

const K_MAX_Q = 8;
const GROUP_MAX_EPS_IQ3_XXS = f(1e-8);
const FLT_MAX = f(3.4028234663852886e38);

interface Iq3Tables {
  /** Grid point k as its 4 odd levels 2l + 1 (ggml's the_grid). */
  readonly points: Int8Array;
  /** 12-bit level code (3 bits per weight) -> grid index, or -1 when the code is no grid point. */
  readonly index: Int32Array;
  /** For codes off the grid: the grid indices at the `distances` smallest squared distances, nearest first. */
  readonly neighbours: (Uint16Array | undefined)[];
}

const cache = new Map<Uint8Array, Iq3Tables>();

/** ggml's iq3xs_init_impl, derived from a generated grid whose magnitudes `levelOf` maps to levels 0..7
 * (grid k is ggml's kgrid_256[k] / kgrid_512[k]); neighbours within the `distances` nearest distances. */
function iq3Tables(grid: Uint8Array, levelOf: (magnitude: number) => number, distances: number): Iq3Tables {
  const cached = cache.get(grid);
  if (cached) return cached;
  const n = grid.length / 4;
  const points = new Int8Array(n * 4);
  const index = new Int32Array(4096).fill(-1);
  for (let k = 0; k < n; k++) {
    let code = 0;
    for (let i = 0; i < 4; i++) {
      const l = levelOf(grid[4 * k + i]!);
      points[4 * k + i] = 2 * l + 1;
      code |= l << (3 * i);
    }
    index[code] = k;
  }
  const neighbours: (Uint16Array | undefined)[] = new Array(4096);
  const dist = new Int32Array(n);
  const order = Array.from({ length: n }, (_, j) => j);
  for (let code = 0; code < 4096; code++) {
    if (index[code]! >= 0) continue;
    for (let j = 0; j < n; j++) {
      let d2 = 0;
      for (let i = 0; i < 4; i++) {
        const diff = points[4 * j + i]! - (2 * ((code >> (3 * i)) & 7) + 1);
        d2 += diff * diff;
      }
      dist[j] = d2;
    }
    order.sort((a, b) => dist[a]! - dist[b]! || a - b);
    let count = 0;
    for (let d2 = dist[order[0]!]!, seen = 1; count < n; count++) {
      if (dist[order[count]!]! > d2) {
        if (seen === distances) break;
        d2 = dist[order[count]!]!;
        seen++;
      }
    }
    neighbours[code] = Uint16Array.from(order.slice(0, count));
  }
  const t = { points, index, neighbours };
  cache.set(grid, t);
  return t;
}

const XXS_MAGNITUDES = [4, 12, 20, 28, 36, 44, 52, 62];
const xxsTables = () => iq3Tables(IQ3XXS_GRID, (m) => XXS_MAGNITUDES.indexOf(m), 2);
const sTables = () => iq3Tables(IQ3S_GRID, (m) => (m - 1) / 2, 3);

/** ggml's iq3_find_best_neighbour: the candidate with the least weighted error at `scale`; writes its levels. */
function bestNeighbour(
  t: Iq3Tables,
  code: number,
  xval: Float32Array,
  waux: Float32Array,
  o: number,
  scale: number,
  levels: Int8Array,
): number {
  let best = FLT_MAX;
  let bestIndex = -1;
  for (const j of t.neighbours[code]!) {
    let d2 = 0;
    for (let i = 0; i < 4; i++) {
      const diff = f(f(scale * t.points[4 * j + i]!) - xval[o + i]!);
      d2 = f(d2 + f(f(waux[o + i]! * diff) * diff));
    }
    if (d2 < best) {
      best = d2;
      bestIndex = j;
    }
  }
  for (let i = 0; i < 4; i++) levels[o + i] = (t.points[4 * bestIndex + i]! - 1) / 2;
  return bestIndex;
}

/** The 12-bit code of levels[o..o+3], each first clamped as ggml does when it quantizes at inverse scale id. */
function levelCode(xval: Float32Array, o: number, id: number, levels: Int8Array): number {
  let code = 0;
  for (let i = 0; i < 4; i++) {
    const l = Math.max(0, Math.min(K_MAX_Q - 1, nearestInt(f(0.5 * f(f(id * xval[o + i]!) - 1)))));
    levels[o + i] = l;
    code |= l << (3 * i);
  }
  return code;
}

function weightedSums(weight: Float32Array, xval: Float32Array, levels: Int8Array): [number, number] {
  let sumqx = 0;
  let sumq2 = 0;
  for (let i = 0; i < 32; i++) {
    const w = weight[i]!;
    const q = 2 * levels[i]! + 1;
    sumqx = f(sumqx + f(f(w * xval[i]!) * q));
    sumq2 = f(sumq2 + f(f(w * q) * q));
  }
  return [sumqx, sumq2];
}

const weight = new Float32Array(32);
const waux = new Float32Array(32);
const xval = new Float32Array(32);
const L = new Int8Array(32);
const Laux = new Int8Array(32);
const onGrid = new Array<boolean>(8);
const onGridAux = new Array<boolean>(8);
const scales = new Float32Array(8);
const signs = new Uint8Array(4);

/** ggml's 2·Σx²/256 over the 256 weights at src[o]. */
function sigma2Of(src: Float32Array, o: number): number {
  let sumx2 = 0;
  for (let i = 0; i < 256; i++) sumx2 = f(sumx2 + f(src[o + i]! * src[o + i]!));
  return f(f(2 * sumx2) / 256);
}

/** Fills weight, waux (its square roots), xval (|x|) and signs (a bit per negative weight) for the 32
 * weights at src[xb]; the importance is qw·sqrt(σ² + x²) with an imatrix, else x². */
function prepare(src: Float32Array, xb: number, qw: Float32Array | undefined, qo: number, sigma2: number): void {
  for (let i = 0; i < 32; i++) {
    const x2 = f(src[xb + i]! * src[xb + i]!);
    weight[i] = qw ? f(qw[qo + i]! * f(Math.sqrt(f(sigma2 + x2)))) : x2;
    waux[i] = Math.sqrt(weight[i]!);
  }
  for (let k = 0; k < 4; k++) {
    let s = 0;
    for (let i = 0; i < 8; i++) {
      const x = src[xb + 8 * k + i]!;
      xval[8 * k + i] = x >= 0 ? x : -x;
      if (!(x >= 0)) s |= 1 << i;
    }
    signs[k] = s;
  }
}

/** The scale search for the 32 prepared weights with largest |x| `max`: trials is·0.2 around 15/max for
 * is in -range..range, then the off-grid groups (every group when `redoAll`, as IQ3_S does) requantized at
 * the winner. Leaves the levels in L and returns the scale. */
function searchScale(t: Iq3Tables, max: number, range: number, redoAll: boolean): number {
  let best = 0;
  let scale = f(max / (2 * K_MAX_Q - 1));
  onGrid.fill(!redoAll);
  for (let is = -range; is <= range; is++) {
    const id = f(f(2 * K_MAX_Q - 1 + f(is * f(0.2))) / max);
    const thisScale = f(1 / id);
    for (let k = 0; k < 8; k++) {
      const code = levelCode(xval, 4 * k, id, Laux);
      onGridAux[k] = t.index[code]! >= 0;
      if (!onGridAux[k]) bestNeighbour(t, code, xval, waux, 4 * k, thisScale, Laux);
    }
    const [sumqx, sumq2] = weightedSums(weight, xval, Laux);
    if (sumq2 > 0 && f(sumqx * sumqx) > f(best * sumq2)) {
      scale = f(sumqx / sumq2);
      best = f(scale * sumqx);
      L.set(Laux);
      for (let k = 0; k < 8; k++) onGrid[k] = onGridAux[k]!;
    }
  }
  if (onGrid.includes(false) && scale > 0) {
    const id = f(1 / scale);
    for (let k = 0; k < 8; k++) {
      if (onGrid[k] && !redoAll) continue;
      const code = levelCode(xval, 4 * k, id, L);
      if (t.index[code]! < 0) bestNeighbour(t, code, xval, waux, 4 * k, scale, L);
    }
    const [sumqx, sumq2] = weightedSums(weight, xval, L);
    if (sumq2 > 0) scale = f(sumqx / sumq2);
  }
  return scale;
}

/** The grid index of group k's levels in L (always on the grid after searchScale). */
function gridIndexOf(t: Iq3Tables, k: number): number {
  let code = 0;
  for (let i = 0; i < 4; i++) code |= L[4 * k + i]! << (3 * i);
  return t.index[code]!;
}

/** ggml's 4-bit sub-scale of a 32-weight scale at inverse block scale id. */
const subScale = (id: number, scale: number) => Math.max(0, Math.min(15, nearestInt(f(0.5 * f(f(id * scale) - 1)))));

/** Encodes the 256 weights at src[o] (importance weights qw[qo..], if any) into the 98 bytes at out[at]. */
export function encodeIq3Xxs(src: Float32Array, o: number, qw: Float32Array | undefined, qo: number, out: Uint8Array, at: number): void {
  const t = xxsTables();
  out.fill(0, at, at + 98);
  const sigma2 = sigma2Of(src, o);
  let maxScale = 0;
  for (let ib = 0; ib < 8; ib++) {
    const xb = o + 32 * ib;
    prepare(src, xb, qw, qo + 32 * ib, sigma2);
    for (let k = 0; k < 4; k++) {
      // 7 stored signs per 8 weights: an odd count of negatives flips the least important weight
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
    let max = xval[0]!;
    for (let i = 1; i < 32; i++) max = cmax(max, xval[i]!);
    L.fill(0);
    scales[ib] = 0;
    if (max < GROUP_MAX_EPS_IQ3_XXS) continue;
    let scale = searchScale(t, max, 15, false);
    if (scale < 0) {
      // ggml's guard (never taken in practice): a positive scale with every sign flipped
      scale = -scale;
      for (let k = 0; k < 4; k++) signs[k] = ~signs[k]! & 127;
    }
    for (let k = 0; k < 8; k++) out[at + 2 + 8 * ib + k] = gridIndexOf(t, k);
    const word = signs[0]! | (signs[1]! << 7) | (signs[2]! << 14) | (signs[3]! << 21);
    for (let b = 0; b < 4; b++) out[at + 66 + 4 * ib + b] = (word >>> (8 * b)) & 0xff;
    scales[ib] = scale;
    maxScale = cmax(maxScale, scale);
  }
  if (maxScale === 0) {
    // nothing encoded: ggml clears the whole block, sub-blocks whose search gave scale 0 included
    out.fill(0, at, at + 98);
    return;
  }
  const d = f(maxScale / 31);
  writeF16(out, at, f(d * f(1.0125)));
  const id = f(1 / d);
  for (let ib = 0; ib < 8; ib++) out[at + 69 + 4 * ib] = out[at + 69 + 4 * ib]! | (subScale(id, scales[ib]!) << 4);
}

/** Encodes the 256 weights at src[o] (importance weights qw[qo..], if any) into the 110 bytes at out[at]. */
export function encodeIq3S(src: Float32Array, o: number, qw: Float32Array | undefined, qo: number, out: Uint8Array, at: number): void {
  const t = sTables();
  out.fill(0, at, at + 110);
  const sigma2 = sigma2Of(src, o);
  let maxScale = 0;
  // ggml advances its qs and signs pointers only past sub-blocks it encodes: after an all-zero sub-block
  // the later ones land 8 (qs) and 4 (signs) bytes earlier, while qh stays indexed by sub-block
  let qs = at + 2;
  let sg = at + 74;
  for (let ib = 0; ib < 8; ib++) {
    prepare(src, o + 32 * ib, qw, qo + 32 * ib, sigma2);
    let max = xval[0]!;
    for (let i = 1; i < 32; i++) max = cmax(max, xval[i]!);
    L.fill(0);
    scales[ib] = 0;
    if (max === 0) continue;
    let scale = searchScale(t, max, 9, true);
    if (scale < 0) {
      scale = -scale;
      for (let k = 0; k < 4; k++) signs[k] = ~signs[k]!;
    }
    for (let k = 0; k < 8; k++) {
      const g = gridIndexOf(t, k);
      out[qs + k] = g & 255;
      out[at + 66 + ib] = out[at + 66 + ib]! | ((g >> 8) << k);
    }
    out.set(signs, sg);
    qs += 8;
    sg += 4;
    scales[ib] = scale;
    maxScale = cmax(maxScale, scale);
  }
  if (maxScale === 0) return; // unlike IQ3_XXS, ggml keeps the grid and sign bytes written (d = 0)
  const d = f(maxScale / 31);
  writeF16(out, at, f(d * f(1.033)));
  const id = f(1 / d);
  for (let ib = 0; ib < 8; ib += 2) out[at + 106 + ib / 2] = subScale(id, scales[ib]!) | (subScale(id, scales[ib + 1]!) << 4);
}
