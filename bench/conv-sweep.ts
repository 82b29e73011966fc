// The implicit-GEMM conv2d's tile sweep: every tile of CONV_GEMM_TILES (conv2d's `tile` option) timed at
// the bench shape (1x64x224x224, 3x3, 64 -> 64, padding 1) and at wider and 1x1 / stride-2 layers, as
// `vkts bench` times a row (a back-to-back warm-up of GPU time running into the measured window, the median
// of the per-dispatch GPU timestamps), with TFLOP/s and the share of the roof (--roof, TFLOP/s: the f32
// FMA roof, or with f16 the tensor cores'). --dtype f16 runs the layers in f16, with conv2d_coopmat's tiles
// too (`cm:<tile>`, path 'coopmat'; skipped where the device lacks KHR cooperative matrices) and, but with
// --transposed, `unfold` (path 'unfold': im2col and gemm(), on NV cooperative matrix 2 where the device has
// it). A tile runs
// without split-K, or split over N workgroups with `<tile>/sN` (conv2d's splitK option).
// Every tile's result is checked against the f64 sums at 4096 sampled outputs (of the f16 inputs, with f16:
// within 2^-10 of the largest) and against the first tile's result (NMSE); a mismatch is printed (FAILED),
// the sweep goes on and exits 1 at the end. bench/peers/torch_conv_sweep.py times cuDNN at the same shapes.
// --transposed sweeps convTranspose2d instead (its TRANSPOSED variants, no split-K) at 4x4 stride-2 layers:
// the bench's and two more. The 1-D layers at the end of each list run conv1d / convTranspose1d (the bench's
// conv1d and conv_transpose1d rows).
//
//   tsx bench/conv-sweep.ts [--dtype f32|f16] [--transposed] [--tiles 64x128k8db,64x64k16db/s2,cm:64x64k64] [--shapes 0,1] [--roof 65.2] [--json out.json]
import { writeFileSync } from 'node:fs';
import { Device } from '../src/device/index.ts';
import type { Tensor } from '../src/device/tensor.ts';
import { timeSteps, type TimingPlan } from '../src/cli/bench/measure.ts';
import { conv1d, conv2d } from '../src/ops/conv/ops.ts';
import { convTranspose1d, convTranspose2d } from '../src/ops/conv/transpose.ts';
import { convCost } from '../src/ops/conv/cost.ts';
import { CONV_COOPMAT_TILE_NAMES, CONV_GEMM_TILE_NAMES, type ConvCoopmatTileName, type ConvGemmTileName } from '../src/ops/conv/kernels.ts';
import { convCoopmatShortfall } from '../src/ops/conv/ops.ts';
import { nmse } from '../src/ops/case.ts';
import { f16ArrayToF32, f32ArrayToF16 } from '../src/spirv/half.ts';
import { option } from './args.ts';

interface Layer {
  name: string;
  n: number;
  c: number;
  side: number;
  o: number;
  k: number;
  stride: number;
  padding: number;
  /** 1: x [n, c, side] and k taps along it (conv1d, convTranspose1d); else square images and kernels */
  dims?: 1;
}
const LAYERS: Layer[] = [
  { name: '1x64x224x224 k3x3 64->64 p1', n: 1, c: 64, side: 224, o: 64, k: 3, stride: 1, padding: 1 },
  { name: '1x128x112x112 k3x3 128->128 p1', n: 1, c: 128, side: 112, o: 128, k: 3, stride: 1, padding: 1 },
  { name: '1x256x56x56 k3x3 256->256 p1', n: 1, c: 256, side: 56, o: 256, k: 3, stride: 1, padding: 1 },
  { name: '1x256x56x56 k1x1 256->256', n: 1, c: 256, side: 56, o: 256, k: 1, stride: 1, padding: 0 },
  { name: '1x128x112x112 k3x3 128->256 s2 p1', n: 1, c: 128, side: 112, o: 256, k: 3, stride: 2, padding: 1 },
  // 256 workgroups of the 64 x 128 tile: between the 196 and 392 of the layers above
  { name: '1x128x128x128 k3x3 128->128 p1', n: 1, c: 128, side: 128, o: 128, k: 3, stride: 1, padding: 1 },
  // 200 of them, a product that splits in two (defaultTile's 64 x 128 from 128 workgroups)
  { name: '1x64x160x160 k3x3 64->64 p1', n: 1, c: 64, side: 160, o: 64, k: 3, stride: 1, padding: 1 },
  { name: '2x128x80x80 k3x3 128->128 p1', n: 2, c: 128, side: 80, o: 128, k: 3, stride: 1, padding: 1 },
  // the bench's conv1d row: Whisper's second encoder conv
  { name: '1x1280x3000 k3 s2 p1 1280->1280', n: 1, c: 1280, side: 3000, o: 1280, k: 3, stride: 2, padding: 1, dims: 1 },
];

// convTranspose2d's layers (x [n, c, side, side], w [c, o, k, k]): the bench's x2 upsampling and two more
const TRANSPOSED_LAYERS: Layer[] = [
  { name: '1x256x64x64 k4x4 s2 p1 256->128', n: 1, c: 256, side: 64, o: 128, k: 4, stride: 2, padding: 1 },
  { name: '1x512x32x32 k4x4 s2 p1 512->256', n: 1, c: 512, side: 32, o: 256, k: 4, stride: 2, padding: 1 },
  { name: '1x128x128x128 k4x4 s2 p1 128->64', n: 1, c: 128, side: 128, o: 64, k: 4, stride: 2, padding: 1 },
  // the bench's conv_transpose1d row: a vocoder's x8 upsampling
  { name: '1x512x4096 k16 s8 p4 512->256', n: 1, c: 512, side: 4096, o: 256, k: 16, stride: 8, padding: 4, dims: 1 },
];

const transposed = process.argv.includes('--transposed');
const dtype = option('dtype') ?? 'f32';
if (dtype !== 'f32' && dtype !== 'f16') throw new Error(`--dtype: '${dtype}' is not f32 or f16`);
const known = [
  ...CONV_GEMM_TILE_NAMES,
  ...(dtype === 'f16' ? CONV_COOPMAT_TILE_NAMES.map((t) => `cm:${t}`) : []),
  ...(dtype === 'f16' && !transposed ? ['unfold'] : []),
];
const tiles = option('tiles')?.split(',') ?? known;
for (const t of tiles)
  if (!known.includes(t.replace(/\/s\d+$/, ''))) throw new Error(`unknown tile ${t} (${known.join(', ')}, an FMA one with /s<splits>)`);
if (transposed && tiles.some((t) => /\/s\d+$/.test(t))) throw new Error('--transposed: convTranspose2d does not split k (no /s<N>)');
const all = transposed ? TRANSPOSED_LAYERS : LAYERS;
const layers = option('shapes')
  ? option('shapes')!
      .split(',')
      .map((i) => all[Number(i)]!)
  : all;
const roof = Number(option('roof') ?? 65.2);
const PLAN: TimingPlan = { warmupSeconds: 0.3, minRepeats: 10, windowSeconds: 0.1, maxRepeats: 500 };

/** A deterministic pseudo-random fill in [-1, 1). */
function fill(n: number, seed: number): Float32Array {
  let s = seed >>> 0;
  return Float32Array.from({ length: n }, () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 31 - 1;
  });
}

/** The input index of output index `at` through tap `k` along a dimension, or -1 where none: conv2d's
 * at * stride - padding + k, convTranspose2d's (at + padding - k) / stride where that is whole. */
function sourceOf(L: Layer, at: number, k: number): number {
  if (!transposed) return at * L.stride - L.padding + k;
  const t = at + L.padding - k;
  return t >= 0 && t % L.stride === 0 ? t / L.stride : -1;
}

/** The f64 sum of output `i` of the layer (x [n, c, side, side]; w [o, c, k, k], transposed [c, o, k, k];
 * 1-D: the rows of height 1 and kernel rows of 1 tap). */
function referenceAt(L: Layer, x: Float32Array, w: Float32Array, oside: number, i: number): number {
  const [h, oh, kh] = L.dims === 1 ? [1, 1, 1] : [L.side, oside, L.k];
  const ox = i % oside,
    oy = Math.floor(i / oside) % oh,
    oc = Math.floor(i / (oside * oh)) % L.o,
    b = Math.floor(i / (oside * oh * L.o));
  let s = 0;
  for (let c = 0; c < L.c; c++)
    for (let ky = 0; ky < kh; ky++) {
      const iy = L.dims === 1 ? 0 : sourceOf(L, oy, ky);
      if (iy < 0 || iy >= h) continue;
      for (let kx = 0; kx < L.k; kx++) {
        const ix = sourceOf(L, ox, kx);
        if (ix < 0 || ix >= L.side) continue;
        const tap = ((transposed ? c * L.o + oc : oc * L.c + c) * kh + ky) * L.k + kx;
        s += x[((b * L.c + c) * h + iy) * L.side + ix]! * w[tap]!;
      }
    }
  return s;
}

const device = Device.open({ profile: true });
console.log(`${device.info.name}, driver ${device.info.driver.info}; ${dtype}, roof ${roof} TFLOP/s`);
const noCoopmat = convCoopmatShortfall(device.info);
/** f16: the values rounded to f16 (what the device holds and the reference sums). */
const asStored = (v: Float32Array): Float32Array => (dtype === 'f16' ? f16ArrayToF32(f32ArrayToF16(v)) : v);
let failed = false;
const results: { layer: string; tile: string; us: number; tflops: number; roofShare: number }[] = [];
for (const L of layers) {
  const oside = transposed ? (L.side - 1) * L.stride - 2 * L.padding + L.k : Math.floor((L.side + 2 * L.padding - L.k) / L.stride) + 1;
  const plane = L.dims === 1 ? [L.side] : [L.side, L.side],
    taps = L.dims === 1 ? [L.k] : [L.k, L.k],
    outPlane = L.dims === 1 ? [oside] : [oside, oside];
  const xh = asStored(fill(L.n * L.c * L.side ** plane.length, 1)),
    wh = asStored(fill(L.o * L.c * L.k ** taps.length, 2));
  const x = device.upload(xh, { shape: [L.n, L.c, ...plane], dtype }),
    w = device.upload(wh, { shape: [...(transposed ? [L.c, L.o] : [L.o, L.c]), ...taps], dtype }),
    out = device.alloc(dtype, [L.n, L.o, ...outPlane]);
  // the transposed product counts as the conv2d it transposes (every input value times o x k x k taps)
  const [h, oh, kh] = L.dims === 1 ? [1, 1, 1] : [L.side, oside, L.k];
  const dims = transposed
    ? { n: L.n, c: L.o, h: oh, w: oside, o: L.c, groups: 1, kh, kw: L.k, oh: h, ow: L.side }
    : { n: L.n, c: L.c, h, w: L.side, o: L.o, groups: 1, kh, kw: L.k, oh, ow: oside };
  const flops = convCost(dims, false).flops;
  const samples = fill(4096, 3).map((v) => Math.floor(((v + 1) / 2) * out.size));
  const want = Array.from(samples, (i) => referenceAt(L, xh, wh, oside, i));
  const scale = want.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  let first: Float32Array | undefined;
  const run = (tile: string) => {
    const geo = { padding: L.padding, stride: L.stride, out };
    const [name, splits] = tile.split('/s');
    const splitK = Number(splits ?? 1);
    const forced =
      tile === 'unfold'
        ? { path: 'unfold' as const }
        : tile.startsWith('cm:')
          ? { path: 'coopmat' as const, coopmatTile: name!.slice(3) as ConvCoopmatTileName }
          : { tile: name as ConvGemmTileName };
    const split = tile === 'unfold' ? {} : { splitK };
    if (L.dims === 1) return transposed ? convTranspose1d(x, w, { ...geo, ...forced }) : conv1d(x, w, { ...geo, ...forced, ...split });
    return transposed ? convTranspose2d(x, w, { ...geo, ...forced }) : conv2d(x, w, { ...geo, ...forced, ...split });
  };
  const read = (): Float32Array =>
    dtype === 'f16' ? f16ArrayToF32((out as Tensor).read() as Uint16Array) : ((out as Tensor).read() as Float32Array);
  for (const tile of tiles) {
    if (tile.startsWith('cm:') && noCoopmat) {
      console.log(`${L.name.padEnd(34)} ${tile.padEnd(16)} skipped: ${noCoopmat}`);
      continue;
    }
    try {
      const t = timeSteps(device, PLAN, () => run(tile));
      const got = read();
      const worst = samples.reduce((m, i, k) => Math.max(m, Math.abs(got[i]! - want[k]!)), 0);
      if (!(worst <= (dtype === 'f16' ? 2 ** -10 : 1e-5) * scale)) throw new Error(`off by ${worst} (of ${scale}) from the f64 sums`);
      first ??= got;
      const e = nmse(got, first);
      if (!(e <= (dtype === 'f16' ? 1e-6 : 1e-10))) throw new Error(`NMSE ${e} against the first tile`);
      const tflops = flops / t.median / 1e12;
      results.push({ layer: L.name, tile, us: t.median * 1e6, tflops, roofShare: tflops / roof });
      console.log(
        `${L.name.padEnd(34)} ${tile.padEnd(16)} ${(t.median * 1e6).toFixed(1).padStart(8)} us ${tflops.toFixed(1).padStart(5)} TFLOP/s ${((100 * tflops) / roof).toFixed(0).padStart(3)}% of roof`,
      );
    } catch (e) {
      failed = true;
      console.log(`${L.name.padEnd(34)} ${tile.padEnd(16)} FAILED: ${(e as Error).message}`);
    }
  }
  const best = results.filter((r) => r.layer === L.name).sort((a, b) => a.us - b.us)[0];
  if (best) console.log(`${L.name.padEnd(34)} best ${best.tile}: ${best.us.toFixed(1)} us, ${best.tflops.toFixed(1)} TFLOP/s`);
  for (const t of [x, w, out]) t.destroy();
}
const jsonAt = option('json');
if (jsonAt) writeFileSync(jsonAt, JSON.stringify({ device: device.info.name, roof, results }, null, 1));
device.destroy();
if (failed) process.exitCode = 1;
