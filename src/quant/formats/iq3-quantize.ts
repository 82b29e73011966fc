// IQ3_XXS encoding as ggml's quantize_iq3_xxs (what ggml_quantize_chunk runs, with or without an imatrix).
// Per 32 weights: signs are taken out (an odd count of negatives flips the least important weight, since a
// sign index has 7 bits and the 8th sign makes the count even), then 31 trial scales map |x| to levels
// l in 0..7 (value 2l + 1) per 4-weight group; a group whose levels are no grid point is replaced by its
// best grid neighbour; the trial with the largest sumqx²/sumq2 wins, off-grid groups are redone at its
// scale, and the block's d = max scale / 31 (·1.0125 as stored) with a 4-bit s per 32 weights.
// Every f32 operation is rounded as C does (see common.ts).
import { IQ3XXS_GRID } from '../generated/iq-grids.ts';
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
  /** For codes off the grid: the grid indices at the two smallest squared distances, nearest first. */
  readonly neighbours: (Uint16Array | undefined)[];
}

let tables: Iq3Tables | undefined;

/** ggml's iq3xs_init_impl(256), derived from the generated IQ3XXS_GRID (magnitudes 4, 12, …, 52, 62 are
 * levels 0..7, in the order of ggml's kgrid_256). */
function iq3Tables(): Iq3Tables {
  if (tables) return tables;
  const magnitudes = [4, 12, 20, 28, 36, 44, 52, 62];
  const n = IQ3XXS_GRID.length / 4;
  const points = new Int8Array(n * 4);
  const index = new Int32Array(4096).fill(-1);
  for (let k = 0; k < n; k++) {
    let code = 0;
    for (let i = 0; i < 4; i++) {
      const l = magnitudes.indexOf(IQ3XXS_GRID[4 * k + i]!);
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
    // all points at the nearest distance, then all at the next one (ggml's nwant = 2)
    let count = 0;
    for (let d2 = dist[order[0]!]!, distances = 1; count < n; count++) {
      if (dist[order[count]!]! > d2) {
        if (distances === 2) break;
        d2 = dist[order[count]!]!;
        distances++;
      }
    }
    neighbours[code] = Uint16Array.from(order.slice(0, count));
  }
  return (tables = { points, index, neighbours });
}

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
const grid = new Uint8Array(64);
const signsAndScales = new Uint32Array(8);

/** Encodes the 256 weights at src[o] (importance weights qw[qo..], if any) into the 98 bytes at out[at]. */
export function encodeIq3Xxs(src: Float32Array, o: number, qw: Float32Array | undefined, qo: number, out: Uint8Array, at: number): void {
  const t = iq3Tables();
  grid.fill(0);
  signsAndScales.fill(0);
  let sumx2 = 0;
  for (let i = 0; i < 256; i++) sumx2 = f(sumx2 + f(src[o + i]! * src[o + i]!));
  const sigma2 = f(f(2 * sumx2) / 256);
  let maxScale = 0;
  for (let ib = 0; ib < 8; ib++) {
    const xb = o + 32 * ib;
    for (let i = 0; i < 32; i++) {
      const x2 = f(src[xb + i]! * src[xb + i]!);
      weight[i] = qw ? f(qw[qo + 32 * ib + i]! * f(Math.sqrt(f(sigma2 + x2)))) : x2;
      waux[i] = Math.sqrt(weight[i]!);
    }
    const signs = [0, 0, 0, 0];
    for (let k = 0; k < 4; k++) {
      let nflip = 0;
      let s = 0;
      for (let i = 0; i < 8; i++) {
        const x = src[xb + 8 * k + i]!;
        if (x >= 0) xval[8 * k + i] = x;
        else {
          xval[8 * k + i] = -x;
          nflip++;
          s |= 1 << i;
        }
      }
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
        s ^= 1 << imin;
      }
      signs[k] = s & 127;
    }
    let max = xval[0]!;
    for (let i = 1; i < 32; i++) max = cmax(max, xval[i]!);
    L.fill(0);
    if (max < GROUP_MAX_EPS_IQ3_XXS) {
      scales[ib] = 0;
      continue;
    }
    let best = 0;
    let scale = f(max / (2 * K_MAX_Q - 1));
    onGrid.fill(true);
    for (let is = -15; is <= 15; is++) {
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
        if (onGrid[k]) continue;
        const code = levelCode(xval, 4 * k, id, L);
        if (t.index[code]! < 0) bestNeighbour(t, code, xval, waux, 4 * k, scale, L);
      }
      const [sumqx, sumq2] = weightedSums(weight, xval, L);
      if (sumq2 > 0) scale = f(sumqx / sumq2);
    }
    if (scale < 0) {
      // ggml's guard (never taken in practice): a positive scale with every sign flipped
      scale = -scale;
      for (let k = 0; k < 4; k++) signs[k] = ~signs[k]! & 127;
    }
    for (let k = 0; k < 8; k++) {
      let code = 0;
      for (let i = 0; i < 4; i++) code |= L[4 * k + i]! << (3 * i);
      grid[8 * ib + k] = t.index[code]!;
    }
    signsAndScales[ib] = signs[0]! | (signs[1]! << 7) | (signs[2]! << 14) | (signs[3]! << 21);
    scales[ib] = scale;
    maxScale = cmax(maxScale, scale);
  }
  out.fill(0, at, at + 98);
  if (!maxScale) return;
  const d = f(maxScale / 31);
  writeF16(out, at, f(d * f(1.0125)));
  const id = f(1 / d);
  for (let ib = 0; ib < 8; ib++) {
    const l = Math.max(0, Math.min(15, nearestInt(f(0.5 * f(f(id * scales[ib]!) - 1)))));
    const word = (signsAndScales[ib]! | (l << 28)) >>> 0;
    for (let b = 0; b < 4; b++) out[at + 66 + 4 * ib + b] = (word >>> (8 * b)) & 0xff;
  }
  out.set(grid, at + 2);
}
