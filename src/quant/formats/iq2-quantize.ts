// IQ2_S encoding as ggml's quantize_iq2_s (what ggml_quantize_chunk runs, with or without an imatrix): per
// 16 weights the signs are stored whole (a byte per 8), the lattice search of iq2-iq3-search.ts picks
// levels 0..2 on two 8-weight grid points (neighbours at the nearest distance only), and the block's
// d = max scale / 31 (·0.9875 as stored) carries a 4-bit s per 16 weights. Without an imatrix the
// importance is σ²/4 + x². Every f32 operation is rounded as C does (see common.ts).
import { IQ2S_GRID } from '../generated/iq-grids.ts';
import * as common from './common.ts';
import { gridIndexOf, lattice, prepare, searchScale, sigma2Of, subScale, type Lattice } from './iq2-iq3-search.ts';

const { cmax, f, writeF16 } = common;

const GROUP_MAX_EPS_IQ2_S = f(1e-8);
const MAGNITUDES = [8, 25, 43];

let tables: Lattice | undefined;
// ggml's iq2xs_init_impl(IQ2_S): 2-bit level codes, neighbours at the nearest distance
const iq2sLattice = () => (tables ??= lattice(IQ2S_GRID, 8, 2, 2, (m) => MAGNITUDES.indexOf(m), 1));

const scales = new Float32Array(16);
const signs = new Uint8Array(2);

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
    let scale = searchScale(t, max, { n: 16, step: f(0.1), range: 9, redoAll: false });
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
