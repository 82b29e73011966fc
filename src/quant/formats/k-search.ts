// The per-group scale searches, as ggml's make_qx_quants (rmse_type 1: Q6_K, and with importance weights
// Q4_0 Q5_0 Q3_K Q6_K), make_q3_quants (with the rmse refinement: Q3_K), make_qkx2_quants / make_qkx3_quants
// (scale and min: Q2_K Q4_K Q5_K, and with weights Q4_1 Q5_1) and make_qp_quants (the K-quants' 6-bit
// group scales under an imatrix).
// Each writes the group's levels into L at `lo` and returns the scale; every float step is f32 (f()), in
// C's evaluation order, since the comparisons between candidate scales decide the bytes.
import * as common from './common.ts';

// Local bindings (see common.ts): a transpiled import is a getter call in these inner loops.
const { clamp, f, GROUP_MAX_EPS, nearestInt } = common;

const F01 = f(0.1);

/** The search every imatrix path runs through make_qkx3_quants: rmin -0.9f, rdelta 0.05f, 36 steps. */
export const QKX3 = { rmin: f(-0.9), rdelta: f(0.05), nstep: 36 } as const;

/** The value of largest magnitude in x[o, o+n) (the first one), and that magnitude. */
function signedMax(x: ArrayLike<number>, o: number, n: number): [max: number, amax: number] {
  let max = 0;
  let amax = 0;
  for (let i = o; i < o + n; i++) {
    const ax = Math.abs(x[i]!);
    if (ax > amax) {
      amax = ax;
      max = x[i]!;
    }
  }
  return [max, amax];
}

/** Importance weights: w[qo + i], or x² where there are none. */
export interface Weights {
  qw: Float32Array | null;
  qo: number;
}

const NO_WEIGHTS: Weights = { qw: null, qo: 0 };

/** Σ w·x·l and Σ w·l² for the levels `nearest_int(iscale·x)` clamped to [-nmax, nmax-1]. */
function sums(
  x: ArrayLike<number>,
  o: number,
  n: number,
  nmax: number,
  iscale: number,
  L: Int8Array | null,
  lo: number,
  { qw, qo }: Weights,
): [number, number] {
  let sumlx = 0;
  let suml2 = 0;
  for (let i = 0; i < n; i++) {
    const xi = x[o + i]!;
    const l = clamp(nearestInt(f(iscale * xi)), -nmax, nmax - 1);
    if (L) L[lo + i] = l + nmax;
    const w = qw ? qw[qo + i]! : f(xi * xi);
    sumlx = f(sumlx + f(f(w * xi) * l));
    suml2 = f(suml2 + f(f(w * l) * l));
  }
  return [sumlx, suml2];
}

/** make_qx_quants(n, nmax, x, L, rmse_type = 1, qw): levels in [0, 2·nmax). */
export function makeQxQuants(
  n: number,
  nmax: number,
  x: ArrayLike<number>,
  o: number,
  L: Int8Array,
  lo: number,
  w: Weights = NO_WEIGHTS,
): number {
  const [max, amax] = signedMax(x, o, n);
  if (amax < GROUP_MAX_EPS) {
    L.fill(0, lo, lo + n);
    return 0;
  }
  let [sumlx, suml2] = sums(x, o, n, nmax, f(-nmax / max), L, lo, w);
  let scale = suml2 !== 0 ? f(sumlx / suml2) : 0; // C tests the float: NaN counts as non-zero
  let best = f(scale * sumlx);
  for (let is = -9; is <= 9; is++) {
    if (is === 0) continue;
    const iscale = f(-f(nmax + f(F01 * is)) / max);
    [sumlx, suml2] = sums(x, o, n, nmax, iscale, null, 0, w);
    if (suml2 > 0 && f(sumlx * sumlx) > f(best * suml2)) {
      sums(x, o, n, nmax, iscale, L, lo, w);
      scale = f(sumlx / suml2);
      best = f(scale * sumlx);
    }
  }
  return scale;
}

/** make_q3_quants(n, nmax, x, L, do_rmse = true): levels in [0, 2·nmax). */
export function makeQ3Quants(n: number, nmax: number, x: ArrayLike<number>, o: number, L: Int8Array, lo: number): number {
  const [max, amax] = signedMax(x, o, n);
  if (amax < GROUP_MAX_EPS) {
    L.fill(0, lo, lo + n);
    return 0;
  }
  // Levels stay signed (l, not l + nmax) while refining; shifted at the end.
  let [sumlx, suml2] = sums(x, o, n, nmax, f(-nmax / max), L, lo, NO_WEIGHTS);
  for (let i = lo; i < lo + n; i++) L[i]! -= nmax;
  for (let itry = 0; itry < 5; itry++) {
    let changed = 0;
    for (let i = 0; i < n; i++) {
      const xi = x[o + i]!;
      const li = L[lo + i]!;
      const w = f(xi * xi);
      let slx = f(sumlx - f(f(w * xi) * li));
      if (slx > 0) {
        let sl2 = f(suml2 - f(f(w * li) * li));
        const nl = clamp(nearestInt(f(f(xi * sl2) / slx)), -nmax, nmax - 1);
        if (nl !== li) {
          slx = f(slx + f(f(w * xi) * nl));
          sl2 = f(sl2 + f(f(w * nl) * nl));
          if (sl2 > 0 && f(f(slx * slx) * suml2) > f(f(sumlx * sumlx) * sl2)) {
            L[lo + i] = nl;
            sumlx = slx;
            suml2 = sl2;
            changed++;
          }
        }
      }
    }
    if (!changed) break;
  }
  for (let i = lo; i < lo + n; i++) L[i]! += nmax;
  return suml2 > 0 ? f(sumlx / suml2) : 0;
}

const laux = new Uint8Array(32);

/** The weighted error of levels `q` under scale and min: Σ w·|s·l + m - x| (mad) or Σ w·(s·l + m - x)². */
function error(
  x: ArrayLike<number>,
  o: number,
  n: number,
  w: Float32Array,
  q: Uint8Array,
  qo: number,
  scale: number,
  min: number,
  mad: boolean,
): number {
  let e = 0;
  for (let i = 0; i < n; i++) {
    let diff = f(f(f(scale * q[qo + i]!) + min) - x[o + i]!);
    diff = mad ? Math.abs(diff) : f(diff * diff);
    e = f(e + f(w[i]! * diff));
  }
  return e;
}

/** Levels nearest_int(iscale·(x - min)) clamped to [0, nmax], written to q at qo. */
function levels(x: ArrayLike<number>, o: number, n: number, nmax: number, iscale: number, min: number, q: Uint8Array, qo: number): void {
  for (let i = 0; i < n; i++) q[qo + i] = clamp(nearestInt(f(iscale * f(x[o + i]! - min))), 0, nmax);
}

export interface ScaleMin {
  scale: number;
  /** ggml's the_min: minus the (non-positive) offset. */
  min: number;
}

/**
 * make_qkx2_quants(n, nmax, x, weights, L, &the_min, Laux, rmin, rdelta, nstep, use_mad) with nstep >= 1:
 * levels in [0, nmax] for x ≈ scale·l - the_min. With weights given it is also make_qkx3_quants, which
 * differs only in testing `max <= min` for `max == min` (the same unless x holds a NaN).
 */
export function makeQkx2Quants(
  n: number,
  nmax: number,
  x: ArrayLike<number>,
  o: number,
  w: Float32Array,
  L: Uint8Array,
  lo: number,
  rmin: number,
  rdelta: number,
  nstep: number,
  mad: boolean,
): ScaleMin {
  let min = x[o]!;
  let max = x[o]!;
  let sumW = w[0]!;
  let sumX = f(sumW * x[o]!);
  for (let i = 1; i < n; i++) {
    const xi = x[o + i]!;
    if (xi < min) min = xi;
    if (xi > max) max = xi;
    sumW = f(sumW + w[i]!);
    sumX = f(sumX + f(w[i]! * xi));
  }
  if (min > 0) min = 0;
  if (max === min) {
    L.fill(0, lo, lo + n);
    return { scale: 0, min: -min };
  }
  let iscale = f(nmax / f(max - min));
  let scale = f(1 / iscale);
  levels(x, o, n, nmax, iscale, min, L, lo);
  let bestError = error(x, o, n, w, L, lo, scale, min, mad);
  for (let is = 0; is <= nstep; is++) {
    // min is the best candidate's so far, so the range moves with it (as in C).
    iscale = f(f(f(rmin + f(rdelta * is)) + nmax) / f(max - min));
    levels(x, o, n, nmax, iscale, min, laux, 0);
    let sumL = 0;
    let sumL2 = 0;
    let sumXL = 0;
    for (let i = 0; i < n; i++) {
      const l = laux[i]!;
      const wl = f(w[i]! * l);
      sumL = f(sumL + wl);
      sumL2 = f(sumL2 + f(wl * l));
      sumXL = f(sumXL + f(wl * x[o + i]!));
    }
    const D = f(f(sumW * sumL2) - f(sumL * sumL));
    if (D > 0) {
      let thisScale = f(f(f(sumW * sumXL) - f(sumX * sumL)) / D);
      let thisMin = f(f(f(sumL2 * sumX) - f(sumL * sumXL)) / D);
      if (thisMin > 0) {
        thisMin = 0;
        thisScale = f(sumXL / sumL2);
      }
      const cur = error(x, o, n, w, laux, 0, thisScale, thisMin, mad);
      if (cur < bestError) {
        L.set(laux.subarray(0, n), lo);
        bestError = cur;
        scale = thisScale;
        min = thisMin;
      }
    }
  }
  return { scale, min: -min };
}

/** make_qp_quants(n, nmax, x, L, quant_weights): non-negative levels in [0, nmax] for x ≈ scale·l. */
export function makeQpQuants(n: number, nmax: number, x: Float32Array, L: Uint8Array, qw: Float32Array): number {
  let max = 0;
  for (let i = 0; i < n; i++) max = max > x[i]! ? max : x[i]!;
  if (max < GROUP_MAX_EPS) {
    L.fill(0, 0, n);
    return 0;
  }
  let iscale = f(nmax / max);
  // The first error reads the levels back from C's uint8_t L (wrapped), the trials use them as ints, capped.
  const mse = (is: number, sc: number, trial: boolean) => {
    let e = 0;
    for (let i = 0; i < n; i++) {
      const l0 = nearestInt(f(is * x[i]!));
      const diff = f(x[i]! - f(sc * (trial ? Math.min(nmax, l0) : l0 & 0xff)));
      e = f(e + f(f(qw[i]! * diff) * diff));
    }
    return e;
  };
  let bestMse = mse(iscale, f(1 / iscale), false);
  for (let is = -4; is <= 4; is++) {
    if (is === 0) continue;
    const iscaleIs = f(f(f(F01 * is) + nmax) / max);
    const e = mse(iscaleIs, f(1 / iscaleIs), true);
    if (e < bestMse) {
      bestMse = e;
      iscale = iscaleIs;
    }
  }
  let sumlx = 0;
  let suml2 = 0;
  for (let i = 0; i < n; i++) {
    const l = Math.min(nmax, nearestInt(f(iscale * x[i]!)));
    L[i] = l;
    sumlx = f(sumlx + f(f(qw[i]! * x[i]!) * l));
    suml2 = f(suml2 + f(f(qw[i]! * l) * l));
  }
  for (let itry = 0; itry < 5; itry++) {
    let changed = 0;
    for (let i = 0; i < n; i++) {
      const w = qw[i]!;
      const xi = x[i]!;
      const li = L[i]!;
      let slx = f(sumlx - f(f(w * xi) * li));
      let sl2 = f(suml2 - f(f(w * li) * li));
      if (slx > 0 && sl2 > 0) {
        const nl = Math.min(nmax, nearestInt(f(f(xi * sl2) / slx)));
        if (nl !== li) {
          slx = f(slx + f(f(w * xi) * nl));
          sl2 = f(sl2 + f(f(w * nl) * nl));
          if (f(f(slx * slx) * suml2) > f(f(sumlx * sumlx) * sl2)) {
            L[i] = nl;
            sumlx = slx;
            suml2 = sl2;
            changed++;
          }
        }
      }
    }
    if (!changed) break;
  }
  return suml2 > 0 ? f(sumlx / suml2) : 0;
}
