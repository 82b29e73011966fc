// IQ3_XXS and IQ3_S encoding as ggml's quantize_iq3_xxs / quantize_iq3_s (what ggml_quantize_chunk runs,
// with or without an imatrix): per 32 weights the signs are taken out (IQ3_XXS stores 7 of every 8, so an
// odd count of negatives flips the least important weight), the lattice search of iq2-iq3-search.ts picks
// levels on 4-weight grid points, and the block's d = max scale / 31 (times a fudge factor as stored)
// carries a 4-bit s per 32 weights. Every f32 operation is rounded as C does (see common.ts).
import { IQ3S_GRID, IQ3XXS_GRID } from '../generated/iq-grids.ts';
import * as common from './common.ts';
import { L, evenSigns, gridIndexOf, lattice, maxOf, prepare, searchScale, sigma2Of, subScale, type Lattice } from './iq2-iq3-search.ts';

const { cmax, f, writeF16 } = common;

const GROUP_MAX_EPS_IQ3_XXS = f(1e-8);
const XXS_MAGNITUDES = [4, 12, 20, 28, 36, 44, 52, 62];

let xxs: Lattice | undefined;
let s: Lattice | undefined;
// ggml's iq3xs_init_impl(256) and (512): neighbours at the 2 and 3 nearest distances
const xxsLattice = () => (xxs ??= lattice(IQ3XXS_GRID, 4, 3, 7, (m) => XXS_MAGNITUDES.indexOf(m), 2));
const sLattice = () => (s ??= lattice(IQ3S_GRID, 4, 3, 7, (m) => (m - 1) / 2, 3));

const plainXxs = (x2: number) => x2;
const scales = new Float32Array(8);
const signs = new Uint8Array(4);

/** Encodes the 256 weights at src[o] (importance weights qw[qo..], if any) into the 98 bytes at out[at]. */
export function encodeIq3Xxs(src: Float32Array, o: number, qw: Float32Array | undefined, qo: number, out: Uint8Array, at: number): void {
  const t = xxsLattice();
  out.fill(0, at, at + 98);
  const sigma2 = sigma2Of(src, o);
  let maxScale = 0;
  for (let ib = 0; ib < 8; ib++) {
    const xb = o + 32 * ib;
    prepare(src, xb, 32, qw, qo + 32 * ib, sigma2, plainXxs, signs);
    evenSigns(src, xb, 32, signs);
    const max = maxOf(32); // after the flip, as ggml does
    L.fill(0);
    scales[ib] = 0;
    if (max < GROUP_MAX_EPS_IQ3_XXS) continue;
    let scale = searchScale(t, max, { n: 32, step: f(0.2), range: 15, redo: 'offGrid' });
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
  const t = sLattice();
  out.fill(0, at, at + 110);
  const sigma2 = sigma2Of(src, o);
  let maxScale = 0;
  // ggml advances its qs and signs pointers only past sub-blocks it encodes: after an all-zero sub-block
  // the later ones land 8 (qs) and 4 (signs) bytes earlier, while qh stays indexed by sub-block
  let qs = at + 2;
  let sg = at + 74;
  for (let ib = 0; ib < 8; ib++) {
    const max = prepare(src, o + 32 * ib, 32, qw, qo + 32 * ib, sigma2, plainXxs, signs);
    L.fill(0);
    scales[ib] = 0;
    if (max === 0) continue;
    let scale = searchScale(t, max, { n: 32, step: f(0.2), range: 9, redo: 'allIfOffGrid' });
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
