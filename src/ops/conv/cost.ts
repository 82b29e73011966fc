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
 * every output element: 2 n o oh ow (c / groups) kh kw. */
export function convCost(d: ConvDims, biased: boolean, bytes = 4): CostModel {
  sizes('conv2d', d.n, d.c, d.h, d.w, d.o, d.groups, d.kh, d.kw, d.oh, d.ow);
  const taps = (d.c / d.groups) * d.kh * d.kw;
  const outputs = d.n * d.o * d.oh * d.ow;
  return cost(bytes * (d.n * d.c * d.h * d.w + d.o * taps + (biased ? d.o : 0)), bytes * outputs, 2 * outputs * taps, 'f32');
}

/** x read once, y written once; a compare (max) or an add (avg) per tap, and avg's divide per output. */
export function poolCost(op: string, planes: number, h: number, w: number, oh: number, ow: number, taps: number, avg: boolean): CostModel {
  sizes(op, planes, h, w, oh, ow, taps);
  const outputs = planes * oh * ow;
  return cost(4 * planes * h * w, 4 * outputs, outputs * (taps + (avg ? 1 : 0)), 'f32');
}

/** Flops per output of bilinear resizing: three blends of two values (a multiply-add and a multiply each). */
export const BILINEAR_FLOPS = 9;

/** x read once, y written once; nearest only copies, bilinear blends (BILINEAR_FLOPS per output). */
export function upsampleCost(op: string, planes: number, h: number, w: number, oh: number, ow: number, bilinear: boolean): CostModel {
  sizes(op, planes, h, w, oh, ow);
  const outputs = planes * oh * ow;
  return cost(4 * planes * h * w, 4 * outputs, bilinear ? BILINEAR_FLOPS * outputs : 0, 'f32');
}
