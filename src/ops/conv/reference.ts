// CPU references of the conv family: straightforward loops over row-major NCHW data in f64 (one rounding
// to f32 at the end), from PyTorch's definitions. Test-only.

export interface ConvGeometry {
  stride: [number, number];
  padding: [number, number];
  dilation: [number, number];
  groups: number;
}

/** conv2d: x [n, c, h, w], w [o, c / groups, kh, kw], bias [o] or none, y [n, o, oh, ow]. */
export function conv2d(
  x: Float32Array,
  [n, c, h, wd]: readonly number[],
  w: Float32Array,
  [o, cg, kh, kw]: readonly number[],
  bias: Float32Array | undefined,
  { stride: [sh, sw], padding: [ph, pw], dilation: [dh, dw], groups }: ConvGeometry,
): Float32Array {
  const oh = Math.floor((h! + 2 * ph - dh * (kh! - 1) - 1) / sh) + 1;
  const ow = Math.floor((wd! + 2 * pw - dw * (kw! - 1) - 1) / sw) + 1;
  const og = o! / groups;
  const y = new Float32Array(n! * o! * oh * ow);
  for (let b = 0; b < n!; b++)
    for (let oc = 0; oc < o!; oc++) {
      const c0 = Math.floor(oc / og) * cg!;
      for (let oy = 0; oy < oh; oy++)
        for (let ox = 0; ox < ow; ox++) {
          let s = bias ? bias[oc]! : 0;
          for (let ci = 0; ci < cg!; ci++)
            for (let ky = 0; ky < kh!; ky++) {
              const iy = oy * sh - ph + ky * dh;
              if (iy < 0 || iy >= h!) continue;
              for (let kx = 0; kx < kw!; kx++) {
                const ix = ox * sw - pw + kx * dw;
                if (ix < 0 || ix >= wd!) continue;
                s += x[((b * c! + c0 + ci) * h! + iy) * wd! + ix]! * w[((oc * cg! + ci) * kh! + ky) * kw! + kx]!;
              }
            }
          y[((b * o! + oc) * oh + oy) * ow + ox] = s;
        }
    }
  return y;
}

export interface PoolGeometry {
  kernel: [number, number];
  stride: [number, number];
  padding: [number, number];
  dilation: [number, number];
  ceilMode: boolean;
}

/** PyTorch's pooling output extent (ceilMode drops a last window that starts in the right padding). */
export function poolOut(size: number, k: number, s: number, p: number, d: number, ceilMode: boolean): number {
  const eff = size + 2 * p - d * (k - 1) - 1;
  let out = (ceilMode ? Math.ceil(eff / s) : Math.floor(eff / s)) + 1;
  if (ceilMode && (out - 1) * s >= size + p) out--;
  return out;
}

/** max_pool2d (NaN wins, taps scanned row-major as PyTorch) or avg_pool2d (dilation 1) of x [planes, h, w]. */
export function pool2d(
  x: Float32Array,
  [planes, h, w]: readonly number[],
  kind: 'max' | 'avg',
  g: PoolGeometry,
  countIncludePad = true,
): Float32Array {
  const [oh, ow] = [0, 1].map((i) => poolOut([h!, w!][i]!, g.kernel[i]!, g.stride[i]!, g.padding[i]!, g.dilation[i]!, g.ceilMode));
  const y = new Float32Array(planes! * oh! * ow!);
  for (let p = 0; p < planes!; p++)
    for (let oy = 0; oy < oh!; oy++)
      for (let ox = 0; ox < ow!; ox++) {
        const y0 = oy * g.stride[0] - g.padding[0],
          x0 = ox * g.stride[1] - g.padding[1];
        let m = -Infinity,
          s = 0,
          count = 0;
        for (let ky = 0; ky < g.kernel[0]; ky++)
          for (let kx = 0; kx < g.kernel[1]; kx++) {
            const iy = y0 + ky * g.dilation[0],
              ix = x0 + kx * g.dilation[1];
            if (iy < 0 || ix < 0 || iy >= h! || ix >= w!) continue;
            const v = x[(p * h! + iy) * w! + ix]!;
            if (v > m || Number.isNaN(v)) m = v;
            s += v;
            count++;
          }
        if (countIncludePad) {
          const hh = Math.min(y0 + g.kernel[0], h! + g.padding[0]) - y0,
            ww = Math.min(x0 + g.kernel[1], w! + g.padding[1]) - x0;
          count = hh * ww;
        }
        y[(p * oh! + oy) * ow! + ox] = kind === 'max' ? m : s / count;
      }
  return y;
}

/** The output extent and, per PyTorch, its scale (a given factor's reciprocal, else in / out). */
export interface Resize {
  out: number;
  factor?: number;
}

/** PyTorch's nearest source index: exact for out = in and out = 2 in, else min(floor(dst * scale), in - 1)
 * with scale and product in f32 (as ATen's nearest_idx computes them). */
export function nearestIndex(dst: number, size: number, r: Resize): number {
  if (r.out === size) return dst;
  if (r.out === 2 * size) return dst >> 1;
  const scale = Math.fround(r.factor !== undefined ? 1 / r.factor : size / r.out);
  return Math.min(Math.floor(Math.fround(dst * scale)), size - 1);
}

/** Nearest upsampling of x [planes, h, w] (a 1-D input is h = 1 with rows { out: 1 }). */
export function upsampleNearest(x: Float32Array, [planes, h, w]: readonly number[], rows: Resize, cols: Resize): Float32Array {
  const y = new Float32Array(planes! * rows.out * cols.out);
  for (let p = 0; p < planes!; p++)
    for (let oy = 0; oy < rows.out; oy++)
      for (let ox = 0; ox < cols.out; ox++)
        y[(p * rows.out + oy) * cols.out + ox] = x[(p * h! + nearestIndex(oy, h!, rows)) * w! + nearestIndex(ox, w!, cols)]!;
  return y;
}

/** PyTorch's bilinear source position along a dimension: index pair and the upper one's weight (f64). */
function linearSource(dst: number, size: number, r: Resize, alignCorners: boolean): [number, number, number] {
  let src: number;
  if (alignCorners) src = r.out > 1 ? (dst * (size - 1)) / (r.out - 1) : 0;
  else src = Math.max((dst + 0.5) * (r.factor !== undefined ? 1 / r.factor : size / r.out) - 0.5, 0);
  const i0 = Math.min(Math.floor(src), size - 1);
  return [i0, Math.min(i0 + 1, size - 1), src - i0];
}

/** Bilinear upsampling of x [planes, h, w]. */
export function upsampleBilinear(
  x: Float32Array,
  [planes, h, w]: readonly number[],
  rows: Resize,
  cols: Resize,
  alignCorners: boolean,
): Float32Array {
  const y = new Float32Array(planes! * rows.out * cols.out);
  for (let p = 0; p < planes!; p++)
    for (let oy = 0; oy < rows.out; oy++) {
      const [y0, y1, fy] = linearSource(oy, h!, rows, alignCorners);
      for (let ox = 0; ox < cols.out; ox++) {
        const [x0, x1, fx] = linearSource(ox, w!, cols, alignCorners);
        const at = (yy: number, xx: number) => x[(p * h! + yy) * w! + xx]!;
        const top = (1 - fx) * at(y0, x0) + fx * at(y0, x1),
          bottom = (1 - fx) * at(y1, x0) + fx * at(y1, x1);
        y[(p * rows.out + oy) * cols.out + ox] = (1 - fy) * top + fy * bottom;
      }
    }
  return y;
}

/** conv_transpose2d by its scatter definition: every x[n, c, iy, ix] times w[c, ol, ky, kx] added at
 * y[n, group(c) og + ol, iy sh - ph + ky dh, ix sw - pw + kx dw] when that lies in the output. */
export function convTranspose2d(
  x: Float32Array,
  [n, c, h, wd]: readonly number[],
  w: Float32Array,
  [, og, kh, kw]: readonly number[],
  bias: Float32Array | undefined,
  { stride: [sh, sw], padding: [ph, pw], dilation: [dh, dw], groups }: ConvGeometry,
  [oph, opw]: readonly [number, number],
): Float32Array {
  const oh = (h! - 1) * sh - 2 * ph + dh * (kh! - 1) + oph + 1;
  const ow = (wd! - 1) * sw - 2 * pw + dw * (kw! - 1) + opw + 1;
  const o = og! * groups,
    cg = c! / groups;
  const acc = new Float64Array(n! * o * oh * ow);
  for (let b = 0; b < n!; b++)
    for (let oc = 0; oc < o; oc++) acc.fill(bias ? bias[oc]! : 0, (b * o + oc) * oh * ow, (b * o + oc + 1) * oh * ow);
  for (let b = 0; b < n!; b++)
    for (let ci = 0; ci < c!; ci++)
      for (let iy = 0; iy < h!; iy++)
        for (let ix = 0; ix < wd!; ix++) {
          const v = x[((b * c! + ci) * h! + iy) * wd! + ix]!;
          for (let ol = 0; ol < og!; ol++)
            for (let ky = 0; ky < kh!; ky++) {
              const oy = iy * sh - ph + ky * dh;
              if (oy < 0 || oy >= oh) continue;
              for (let kx = 0; kx < kw!; kx++) {
                const ox = ix * sw - pw + kx * dw;
                if (ox < 0 || ox >= ow) continue;
                const oc = Math.floor(ci / cg) * og! + ol;
                acc[((b * o + oc) * oh + oy) * ow + ox]! += v * w[((ci * og! + ol) * kh! + ky) * kw! + kx]!;
              }
            }
        }
  return Float32Array.from(acc);
}
