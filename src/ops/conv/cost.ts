// Cost models of the conv family (the rules are in src/ops/cost.ts). Shapes are NCHW; a conv1d is a conv2d
// with h = kh = 1.
import { cost, sizes, type CostModel } from '../cost.ts';

export interface ConvDims {
  n: number;
  c: number;
  h: number;
  w: number;
  o: number;
  groups: number;
  kh: number;
  kw: number;
  oh: number;
  ow: number;
}

/** x, w (and the bias) read once, y written once, `bytes` each (4, or 2 for f16); 2 flops (an FMA) per tap of
 * every output element: 2 n o oh ow (c / groups) kh kw, against the peak of `precision` (f32 FMA sums, or
 * the f16 cooperative matrices of conv2d_coopmat). */
export function convCost(d: ConvDims, biased: boolean, bytes = 4, precision: 'f32' | 'f16-coopmat' = 'f32'): CostModel {
  sizes('conv2d', d.n, d.c, d.h, d.w, d.o, d.groups, d.kh, d.kw, d.oh, d.ow);
  const taps = (d.c / d.groups) * d.kh * d.kw;
  const outputs = d.n * d.o * d.oh * d.ow;
  return cost(bytes * (d.n * d.c * d.h * d.w + d.o * taps + (biased ? d.o : 0)), bytes * outputs, 2 * outputs * taps, precision);
}

/** The extents of a per-plane resampling: planes (N C), the input's h and w, the output's oh and ow. */
export type PlaneExtents = readonly [planes: number, h: number, w: number, oh: number, ow: number];

/** x read once and y written once, `bytes` an element (4, or 2 for f16), `flops` per output. */
function planeCost([planes, h, w, oh, ow]: PlaneExtents, flops: number, bytes: number): CostModel {
  const outputs = planes * oh * ow;
  return cost(bytes * planes * h * w, bytes * outputs, flops * outputs, 'f32');
}

/** A pool: a compare (max) or an add (avg) per tap, and avg's divide per output. */
export function poolCost(op: string, e: PlaneExtents, taps: number, avg: boolean, bytes = 4): CostModel {
  sizes(op, ...e, taps);
  return planeCost(e, taps + (avg ? 1 : 0), bytes);
}

/** Flops per output of bilinear resizing: three blends of two values (a multiply-add and a multiply each). */
export const BILINEAR_FLOPS = 9;

/** A resize: nearest only copies, bilinear blends (BILINEAR_FLOPS per output). */
export function upsampleCost(op: string, e: PlaneExtents, bilinear: boolean, bytes = 4): CostModel {
  sizes(op, ...e);
  return planeCost(e, bilinear ? BILINEAR_FLOPS : 0, bytes);
}
