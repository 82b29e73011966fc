// IQ2_XXS, IQ2_XS and IQ2_S encoding as ggml's quantize_iq2_* (what ggml_quantize_chunk runs): the lattice
// search of iq2-iq3-search.ts picks levels 0..2 on 8-weight grid points, and the block's d = max scale / 31
// carries a 4-bit s per sub-block. IQ2_S (16-weight sub-blocks, signs stored whole, neighbours at the
// nearest distance, d stored ·0.9875) runs without an imatrix too, with importance σ²/4 + x²; IQ2_XXS
// (32-weight sub-blocks, search seeded by make_qp_quants) and IQ2_XS (16) store 7 signs per 8 weights and
// need an imatrix, as in ggml. Every f32 operation is rounded as C does (see common.ts).
import { IQ2S_GRID, IQ2XS_GRID, IQ2XXS_GRID } from '../generated/iq-grids.ts';
import * as common from './common.ts';
import {
  L,
  evenSigns,
  gridIndexOf,
  lattice,
  maxOf,
  prepare,
  searchScale,
  sigma2Of,
  subScale,
  weight,
  xval,
  type Lattice,
} from './iq2-iq3-search.ts';
import { makeQpQuants } from './k-search.ts';

const { cmax, f, writeF16 } = common;

const GROUP_MAX_EPS_IQ2_S = f(1e-8);
const { GROUP_MAX_EPS } = common;
const MAGNITUDES = [8, 25, 43];

const levelOf = (m: number) => MAGNITUDES.indexOf(m);
const lattices: Partial<Record<'xxs' | 'xs' | 's', Lattice>> = {};
// ggml's iq2xs_init_impl: 2-bit level codes; neighbours at the 2 nearest distances (IQ2_S: the nearest)
const xxsLattice = () => (lattices.xxs ??= lattice(IQ2XXS_GRID, 8, 2, 2, levelOf, 2));
const xsLattice = () => (lattices.xs ??= lattice(IQ2XS_GRID, 8, 2, 2, levelOf, 2));
const iq2sLattice = () => (lattices.s ??= lattice(IQ2S_GRID, 8, 2, 2, levelOf, 1));

const scales = new Float32Array(16);
const signs = new Uint8Array(4);
const qpLevels = new Uint8Array(32);
const noPlain = (x2: number) => x2; // unused: these formats always have an imatrix

/** Encodes the 256 weights at src[o] (importance weights qw[qo..], if any) into the 82 bytes at out[at]. */
export function encodeIq2S(src: Float32Array, o: number, qw: Float32Array | undefined, qo: number, out: Uint8Array, at: number): void {
  const t = iq2sLattice();
  out.fill(0, at, at + 82);
  const sigma2 = sigma2Of(src, o);
  const quarterSigma2 = f(0.25 * sigma2);
  const plain = (x2: number) => f(quarterSigma2 + x2);
  let maxScale = 0;
  for (let ib = 0; ib < 16; ib++) {
    const max = prepare(src, o + 16 * ib, 16, qw, qo + 16 * ib, sigma2, plain, signs);
    scales[ib] = 0;
    if (max < GROUP_MAX_EPS_IQ2_S) continue;
    let scale = searchScale(t, max, { n: 16, step: f(0.1), range: 9, redo: 'offGrid' });
    if (scale < 0) {
      scale = -scale;
      for (let k = 0; k < 2; k++) signs[k] = ~signs[k]!;
    }
    for (let k = 0; k < 2; k++) {
      const g = gridIndexOf(t, k);
      const i8 = 2 * ib + k;
      out[at + 2 + i8] = g & 255;
      out[at + 66 + (i8 >> 2)] = out[at + 66 + (i8 >> 2)]! | ((g >> 8) << (2 * (i8 & 3)));
      out[at + 34 + i8] = signs[k]!;
    }
    scales[ib] = scale;
    maxScale = cmax(maxScale, scale);
  }
  if (maxScale === 0) return; // ggml keeps the bytes written, with d = 0
  const d = f(maxScale / 31);
  writeF16(out, at, f(d * f(0.9875)));
  const id = f(1 / d);
  for (let ib = 0; ib < 16; ib += 2) out[at + 74 + ib / 2] = subScale(id, scales[ib]!) | (subScale(id, scales[ib + 1]!) << 4);
}

/** Encodes the 256 weights at src[o] with importance weights qw[qo..] into the 66 bytes at out[at]. */
export function encodeIq2Xxs(src: Float32Array, o: number, qw: Float32Array | undefined, qo: number, out: Uint8Array, at: number): void {
  const t = xxsLattice();
  out.fill(0, at, at + 66);
  const sigma2 = sigma2Of(src, o, 1);
  let maxScale = 0;
  for (let ib = 0; ib < 8; ib++) {
    const xb = o + 32 * ib;
    prepare(src, xb, 32, qw, qo + 32 * ib, sigma2, noPlain, signs);
    evenSigns(src, xb, 32, signs);
    const max = maxOf(32);
    scales[ib] = 0;
    if (max < GROUP_MAX_EPS) continue;
    const qpScale = makeQpQuants(32, 4, xval, qpLevels, weight);
    L.set(qpLevels);
    const effMax = f(qpScale * 3);
    if (effMax <= 0) continue;
    let scale = searchScale(t, effMax, { n: 32, step: f(0.1), range: 6, redo: 'all', initialScale: qpScale });
    if (scale < 0) {
      scale = -scale;
      for (let k = 0; k < 4; k++) signs[k] = ~signs[k]! & 127;
    }
    for (let k = 0; k < 4; k++) out[at + 2 + 8 * ib + k] = gridIndexOf(t, k);
    const word = signs[0]! | (signs[1]! << 7) | (signs[2]! << 14) | (signs[3]! << 21);
    for (let b = 0; b < 4; b++) out[at + 6 + 8 * ib + b] = (word >>> (8 * b)) & 0xff;
    scales[ib] = scale;
    maxScale = cmax(maxScale, scale);
  }
  if (maxScale === 0) {
    out.fill(0, at, at + 66);
    return;
  }
  const d = f(maxScale / 31);
  writeF16(out, at, d);
  const id = f(1 / d);
  for (let ib = 0; ib < 8; ib++) out[at + 9 + 8 * ib] = out[at + 9 + 8 * ib]! | (subScale(id, scales[ib]!) << 4);
}

/** Encodes the 256 weights at src[o] with importance weights qw[qo..] into the 74 bytes at out[at]. */
export function encodeIq2Xs(src: Float32Array, o: number, qw: Float32Array | undefined, qo: number, out: Uint8Array, at: number): void {
  const t = xsLattice();
  out.fill(0, at, at + 74);
  const sigma2 = sigma2Of(src, o, 1);
  let maxScale = 0;
  for (let ib = 0; ib < 16; ib++) {
    const xb = o + 16 * ib;
    prepare(src, xb, 16, qw, qo + 16 * ib, sigma2, noPlain, signs);
    evenSigns(src, xb, 16, signs);
    const max = maxOf(16);
    L.fill(0);
    scales[ib] = 0;
    if (max < GROUP_MAX_EPS) continue;
    let scale = searchScale(t, max, { n: 16, step: f(0.1), range: 9, redo: 'offGrid' });
    if (scale < 0) {
      scale = -scale;
      for (let k = 0; k < 2; k++) signs[k] = ~signs[k]! & 127;
    }
    for (let k = 0; k < 2; k++) {
      const v = gridIndexOf(t, k) | (signs[k]! << 9);
      out[at + 2 + 2 * (2 * ib + k)] = v & 0xff;
      out[at + 3 + 2 * (2 * ib + k)] = v >> 8;
    }
    scales[ib] = scale;
    maxScale = cmax(maxScale, scale);
  }
  if (maxScale === 0) {
    out.fill(0, at, at + 74);
    return;
  }
  const d = f(maxScale / 31);
  writeF16(out, at, d);
  const id = f(1 / d);
  for (let ib = 0; ib < 16; ib += 2) out[at + 66 + ib / 2] = subScale(id, scales[ib]!) | (subScale(id, scales[ib + 1]!) << 4);
}
