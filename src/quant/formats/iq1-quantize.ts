// IQ1_S and IQ1_M encoding as ggml's quantize_iq1_s / quantize_iq1_m (what ggml_quantize_chunk runs;
// IQ1_S needs an imatrix, IQ1_M takes one if given). IQ1_S, per 32 weights: sorted by value, every split into three runs (levels -1, 0, 1 shifted by ±IQ1S_DELTA) is scored
// by sumqx²/sumq2 over prefix sums; the best split and shift give the levels, a 8-weight group whose levels
// are no grid point takes the nearest of its neighbours (at the 3 nearest distances), and the block's
// d = max scale / 15 (·1.125 as stored) carries a 3-bit s and the shift's sign per 32 weights. Every f32
// operation is rounded as C does (see common.ts). IQ1_M does the same per 16 weights with a shift sign per
// 8 (four variants scored at once), 3-bit sub-scales, and a block scale refitted by least squares over the
// encoded block, stored ·1.1125 in the top nibbles of the scale words.
import { IQ1S_DELTA, IQ1S_GRID } from '../generated/iq-grids.ts';
import * as common from './common.ts';
import { lattice, sigma2Of, weight, type Lattice } from './iq2-iq3-search.ts';

const { cmax, f, nearestInt, writeF16 } = common;

const GROUP_MAX_EPS_IQ1_S = f(1e-12);
const GROUP_MAX_EPS_IQ1_M = f(1e-7);
const FLT_MAX = f(3.4028234663852886e38);
const X_P = [f(-1 + IQ1S_DELTA), f(IQ1S_DELTA), f(1 + IQ1S_DELTA)];
const X_M = [f(-1 - IQ1S_DELTA), f(-IQ1S_DELTA), f(1 - IQ1S_DELTA)];

let tables: Lattice | undefined;
// ggml's iq2xs_init_impl(IQ1_S): grid values -1, 0, 1 are levels 0..2; neighbours at the 3 nearest distances
const iq1Lattice = () => (tables ??= lattice(new Uint8Array(IQ1S_GRID.buffer), 8, 2, 2, (m) => ((m << 24) >> 24) + 1, 3));

const L = new Int8Array(32);
const sumx = new Float32Array(33);
const sumw = new Float32Array(33);
const index = new Uint16Array(4);
const scales = new Float32Array(16);
const shifts = new Int8Array(16);

/** ggml's iq1_find_best_neighbour2: the neighbour with the least weighted error of scale·xx[l] against x. */
function bestNeighbour(t: Lattice, code: number, src: Float32Array, xb: number, o: number, scale: number, xx: number[]): number {
  let best = FLT_MAX;
  let bestIndex = -1;
  for (const j of t.neighbours(code)) {
    let d2 = 0;
    for (let i = 0; i < 8; i++) {
      const diff = f(f(scale * xx[(t.points[8 * j + i]! - 1) / 2]!) - src[xb + o + i]!);
      d2 = f(d2 + f(f(weight[o + i]! * diff) * diff));
    }
    if (d2 < best) {
      best = d2;
      bestIndex = j;
    }
  }
  for (let i = 0; i < 8; i++) L[o + i] = (t.points[8 * bestIndex + i]! - 1) / 2;
  return bestIndex;
}

/** Fills weight with ggml's importance of the n weights at src[xb] (qw·sqrt(σ² + x²) with an imatrix, else
 * x², which only IQ1_M uses) and returns their largest |x|. */
function importance(src: Float32Array, xb: number, n: number, qw: Float32Array | undefined, qo: number, sigma2: number): number {
  let max = Math.abs(src[xb]!);
  for (let i = 0; i < n; i++) {
    const x2 = f(src[xb + i]! * src[xb + i]!);
    weight[i] = qw ? f(qw[qo + i]! * f(Math.sqrt(f(sigma2 + x2)))) : x2;
    max = cmax(max, Math.abs(src[xb + i]!));
  }
  return max;
}

/** The grid points of the sub-block's 8-weight groups from their levels in L, into index (an off-grid group
 * takes its best neighbour at `scale`, with shift levels xxOf(k)); when any was off the grid, the scale
 * refitted by least squares over the chosen points (unless that is not positive), else `scale`. */
function placeOnGrid(t: Lattice, src: Float32Array, xb: number, groups: number, xxOf: (k: number) => number[], scale: number): number {
  let allOnGrid = true;
  for (let k = 0; k < groups; k++) {
    let code = 0;
    for (let j = 0; j < 8; j++) code |= L[8 * k + j]! << (2 * j);
    let g = t.index[code]!;
    if (g < 0) {
      allOnGrid = false;
      g = bestNeighbour(t, code, src, xb, 8 * k, scale, xxOf(k));
    }
    index[k] = g;
  }
  if (allOnGrid) return scale;
  let sumqx = 0;
  let sumq2 = 0;
  for (let k = 0; k < groups; k++) {
    const xx = xxOf(k);
    for (let j = 0; j < 8; j++) {
      const w = weight[8 * k + j]!;
      const q = xx[(t.points[8 * index[k]! + j]! - 1) / 2]!;
      sumqx = f(sumqx + f(f(w * q) * src[xb + 8 * k + j]!));
      sumq2 = f(sumq2 + f(f(w * q) * q));
    }
  }
  return sumqx > 0 && sumq2 > 0 ? f(sumqx / sumq2) : scale;
}

/** sumqx and sumq2 of the split [0, i1) [i1, i2) [i2, 32) at the levels xx, from the prefix sums. */
function splitSums(i1: number, i2: number, xx: number[]): [number, number] {
  const sumqx = f(f(f(f(sumx[i1]! - sumx[0]!) * xx[0]!) + f(f(sumx[i2]! - sumx[i1]!) * xx[1]!)) + f(f(sumx[32]! - sumx[i2]!) * xx[2]!));
  const q2 = (a: number, b: number, x: number) => f(f(f(a - b) * x) * x);
  const sumq2 = f(f(q2(sumw[i1]!, sumw[0]!, xx[0]!) + q2(sumw[i2]!, sumw[i1]!, xx[1]!)) + q2(sumw[32]!, sumw[i2]!, xx[2]!));
  return [sumqx, sumq2];
}

/** Encodes the 256 weights at src[o] with importance weights qw[qo..] into the 50 bytes at out[at]. */
export function encodeIq1S(src: Float32Array, o: number, qw: Float32Array | undefined, qo: number, out: Uint8Array, at: number): void {
  const t = iq1Lattice();
  out.fill(0, at, at + 50);
  const sigma2 = sigma2Of(src, o);
  let maxScale = 0;
  for (let ib = 0; ib < 8; ib++) {
    const xb = o + 32 * ib;
    const max = importance(src, xb, 32, qw, qo + 32 * ib, sigma2);
    scales[ib] = 0;
    shifts[ib] = 1;
    if (max < GROUP_MAX_EPS_IQ1_S) continue;
    // ascending by value, ties in index order (glibc's qsort is a stable merge sort here)
    const order = Array.from({ length: 32 }, (_, j) => j).sort((a, b) => src[xb + a]! - src[xb + b]! || a - b);
    for (let j = 0; j < 32; j++) {
      const i = order[j]!;
      sumx[j + 1] = f(sumx[j]! + f(weight[i]! * src[xb + i]!));
      sumw[j + 1] = f(sumw[j]! + weight[i]!);
    }
    let best = -FLT_MAX;
    let scale = max;
    let besti1 = -1;
    let besti2 = -1;
    let bestShift = 0;
    for (let i1 = 0; i1 <= 32; i1++) {
      for (let i2 = i1; i2 <= 32; i2++) {
        for (const [xx, shift] of [
          [X_P, 1],
          [X_M, -1],
        ] as const) {
          const [sumqx, sumq2] = splitSums(i1, i2, xx);
          if (sumq2 > 0 && f(sumqx * sumqx) > f(best * sumq2)) {
            scale = f(sumqx / sumq2);
            best = f(scale * sumqx);
            besti1 = i1;
            besti2 = i2;
            bestShift = shift;
          }
        }
      }
    }
    if (besti1 < 0 || besti2 < 0 || bestShift === 0) continue;
    for (let j = 0; j < 32; j++) L[order[j]!] = j < besti1 ? 0 : j < besti2 ? 1 : 2;
    if (scale < 0) {
      for (let j = 0; j < 32; j++) L[j] = 2 - L[j]!;
      scale = -scale;
      bestShift = -bestShift;
    }
    const xx = bestShift === 1 ? X_P : X_M;
    scale = placeOnGrid(t, src, xb, 4, () => xx, scale);
    let h = 0;
    for (let k = 0; k < 4; k++) {
      out[at + 2 + 4 * ib + k] = index[k]! & 255;
      h |= (index[k]! >> 8) << (3 * k);
    }
    out[at + 34 + 2 * ib] = h & 0xff;
    out[at + 35 + 2 * ib] = h >> 8;
    scales[ib] = scale;
    shifts[ib] = bestShift;
    maxScale = cmax(maxScale, scale);
  }
  if (maxScale === 0) return;
  const d = f(maxScale / 15);
  writeF16(out, at, f(d * f(1.125)));
  const id = f(1 / d);
  for (let ib = 0; ib < 8; ib++) {
    let l = Math.max(0, Math.min(7, nearestInt(f(0.5 * f(f(id * scales[ib]!) - 1)))));
    if (shifts[ib] === -1) l |= 8;
    out[at + 35 + 2 * ib] = out[at + 35 + 2 * ib]! | (l << 4);
  }
}

/** The shift levels of 8-weight group k under IQ1_M's variant v (bit 1: first group negative, bit 0: second). */
const variantLevels = (v: number, k: number) => ((k === 0 ? v < 2 : v % 2 === 0) ? X_P : X_M);
const sumqx4 = new Float32Array(4);
const sumq24 = new Float32Array(4);

/** Encodes the 256 weights at src[o] (importance weights qw[qo..], if any) into the 56 bytes at out[at]. */
export function encodeIq1M(src: Float32Array, o: number, qw: Float32Array | undefined, qo: number, out: Uint8Array, at: number): void {
  const t = iq1Lattice();
  out.fill(0, at, at + 56);
  const sigma2 = sigma2Of(src, o);
  let maxScale = 0;
  for (let ib = 0; ib < 16; ib++) {
    const xb = o + 16 * ib;
    const max = importance(src, xb, 16, qw, qo + 16 * ib, sigma2);
    scales[ib] = 0;
    shifts[ib] = 0;
    if (max < GROUP_MAX_EPS_IQ1_M) continue;
    const order = Array.from({ length: 16 }, (_, j) => j).sort((a, b) => src[xb + a]! - src[xb + b]! || a - b);
    let best = -FLT_MAX;
    let scale = max;
    let besti1 = -1;
    let besti2 = -1;
    let bestK = -1;
    for (let i1 = 0; i1 <= 16; i1++) {
      for (let i2 = i1; i2 <= 16; i2++) {
        sumqx4.fill(0);
        sumq24.fill(0);
        for (let j = 0; j < 16; j++) {
          const i = order[j]!;
          const run = j < i1 ? 0 : j < i2 ? 1 : 2;
          for (let v = 0; v < 4; v++) {
            const x = variantLevels(v, i < 8 ? 0 : 1)[run]!;
            sumqx4[v] = f(sumqx4[v]! + f(f(weight[i]! * x) * src[xb + i]!));
            sumq24[v] = f(sumq24[v]! + f(f(weight[i]! * x) * x));
          }
        }
        for (let v = 0; v < 4; v++) {
          if (sumq24[v]! > 0 && f(sumqx4[v]! * sumqx4[v]!) > f(best * sumq24[v]!)) {
            scale = f(sumqx4[v]! / sumq24[v]!);
            best = f(scale * sumqx4[v]!);
            besti1 = i1;
            besti2 = i2;
            bestK = v;
          }
        }
      }
    }
    if (besti1 < 0 || besti2 < 0 || bestK < 0) continue;
    for (let j = 0; j < 16; j++) L[order[j]!] = j < besti1 ? 0 : j < besti2 ? 1 : 2;
    if (scale < 0) {
      for (let j = 0; j < 16; j++) L[j] = 2 - L[j]!;
      scale = -scale;
      bestK = 3 - bestK;
    }
    const k0 = bestK;
    scale = placeOnGrid(t, src, xb, 2, (k) => variantLevels(k0, k), scale);
    out[at + 2 * ib] = index[0]! & 255;
    out[at + 2 * ib + 1] = index[1]! & 255;
    out[at + 32 + ib] = (index[0]! >> 8) | ((index[1]! >> 8) << 4);
    scales[ib] = scale;
    shifts[ib] = bestK;
    maxScale = cmax(maxScale, scale);
  }
  if (maxScale === 0) return;
  let d = f(maxScale / 15);
  const id = f(1 / d);
  const sc = new Uint16Array(4);
  let sumqx = 0;
  let sumq2 = 0;
  for (let ib = 0; ib < 16; ib++) {
    const l = Math.max(0, Math.min(7, nearestInt(f(0.5 * f(f(id * scales[ib]!) - 1)))));
    sc[ib >> 2] = sc[ib >> 2]! | (l << (3 * (ib & 3)));
    out[at + 32 + ib] = out[at + 32 + ib]! | [0x00, 0x80, 0x08, 0x88][shifts[ib]!]!;
    // refit d over the encoded block, sub-blocks left empty included (grid point 0, as ggml reads it back)
    const xb = o + 16 * ib;
    importance(src, xb, 16, qw, qo + 16 * ib, sigma2);
    for (let k = 0; k < 2; k++) {
      const xx = variantLevels(shifts[ib]!, k);
      const g = out[at + 2 * ib + k]! | ((out[at + 32 + ib]! << (8 - 4 * k)) & 0x700);
      for (let j = 0; j < 8; j++) {
        const w = weight[8 * k + j]!;
        const q = f(xx[(t.points[8 * g + j]! - 1) / 2]! * (2 * l + 1));
        sumqx = f(sumqx + f(f(w * q) * src[xb + 8 * k + j]!));
        sumq2 = f(sumq2 + f(f(w * q) * q));
      }
    }
  }
  if (sumq2 > 0) d = f(sumqx / sumq2);
  const h = common.f16Bits(f(d * f(1.1125)));
  sc[0] = sc[0]! | ((h & 0x000f) << 12);
  sc[1] = sc[1]! | ((h & 0x00f0) << 8);
  sc[2] = sc[2]! | ((h & 0x0f00) << 4);
  sc[3] = sc[3]! | (h & 0xf000);
  for (let k = 0; k < 4; k++) {
    out[at + 48 + 2 * k] = sc[k]! & 0xff;
    out[at + 49 + 2 * k] = sc[k]! >> 8;
  }
}
