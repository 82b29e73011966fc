// The conv rows of `vkts bench`: conv2d 1x64x224x224, 3x3, 64 -> 64, padding 1 (compute-bound: read it
// against the f32 FMA roof; bench/conv-sweep.ts times every implicit-GEMM tile there and at wider layers),
// convTranspose2d 1x256x64x64, 4x4, stride 2, padding 1, 256 -> 128 (a decoder's x2 upsampling; the implicit
// GEMM over output phases, on tensor cores in f16 as conv2d), convTranspose1d 1x512x4096, k16, stride 8,
// padding 4, 512 -> 256 (a vocoder's x8 upsampling), nearest x2 upsampling of 1x512x32768, maxPool2d 3x3 stride 2 padding 1 of 1x64x112x112
// (ResNet's pool after conv1; the max_pool2d_runs rows time each RUN of pool2d.comp), and nearest and bilinear x2
// upsampling of 1x512x128x128 (memory-bound: a Stable Diffusion VAE decoder's upsampling, 32 MiB in and
// 128 MiB out; the earlier 1x64x112x112 moved 16 MiB in 12-16 µs, launch-bound), each also in f16 (f16 read
// and written, f32 arithmetic; conv2d f16 on tensor cores where the device has KHR cooperative matrices, read
// against their roof, else against the f32 FMA roof); a CPU device gets 56x56 images (conv 16 channels),
// convTranspose2d 32 -> 16 channels of 16x16, convTranspose1d 32 -> 16 of 256, 16x28x28 upsampling and 16x4096 1-D.
import type { Tensor } from '../../device/tensor.ts';
import { randomF16 } from '../elementwise/bench.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { convCost, poolCost, upsampleCost, type PlaneExtents } from './cost.ts';
import { CONV_PATH_RULES, conv1d, conv2d, coopmatTile, defaultTile } from './ops.ts';
import { POOL_RUNS } from './kernels.ts';
import { avgPool2d, maxPool2d, pool2dRun, POOL_RUN_RULES, upsampleBilinear2d, upsampleNearest1d, upsampleNearest2d } from './resample.ts';
import { choose } from '../select.ts';
import { convTranspose1d, convTranspose2d } from './transpose.ts';

const RESNET_POOL = { kernelSize: 3, stride: 2, padding: 1 } as const;

type DType = 'f32' | 'f16';

export function bench(ctx: BenchContext): BenchCase[] {
  const cpu = ctx.device.info.type === 'cpu';
  const [img, ch] = cpu ? [56, 16] : [224, 64];
  const half = img / 2;
  const pooled = Math.floor((half + 2 - 3) / 2) + 1;
  const [upCh, upSide] = cpu ? [16, 28] : [512, 128];
  const bytes = (dtype: DType) => (dtype === 'f16' ? 2 : 4);
  const operand = (dtype: DType, shape: number[]) => (dtype === 'f16' ? randomF16(ctx, shape) : ctx.random(shape));
  // a row over x [1, c, side, side]
  const plane = (
    op: string,
    variant: string,
    [c, side]: [number, number],
    cost: BenchCase['cost'],
    outShape: number[],
    run: (x: Tensor, out: Tensor) => void,
    dtype: DType = 'f32',
  ): BenchCase => ({
    op,
    shape: `1x${c}x${side}x${side}`,
    dtype,
    variant,
    cost,
    setup: () => {
      const x = operand(dtype, [1, c, side, side]),
        out = ctx.device.alloc(dtype, outShape);
      ctx.device.sync(); // an f16 cast done: a timed step finds only its own dispatch
      return { step: () => run(x, out), free: [x, out] };
    },
  });
  const dims = { n: 1, c: ch, h: img, w: img, o: ch, groups: 1, kh: 3, kw: 3, oh: img, ow: img };
  // the kernel of a one-group convolution of cg -> og channels over `pixels` outputs and a k of `k` (`transposed`:
  // the phases' implicit GEMMs, not split on the FMA path and never unfolded): tensor cores or FMA, and the
  // implicit GEMM's tile or 'unfold' (im2col and gemm())
  const gemmOf = (dtype: DType, cg: number, og: number, pixels: number, k: number, transposed = false) => {
    const path = choose(CONV_PATH_RULES, { dtype, cg, og, ...(transposed ? {} : { groups: 1, k }) }, ctx.device.info);
    if (path === 'unfold') return { tensorCores: true, tile: 'unfold' };
    const tensorCores = path === 'coopmat';
    return { tensorCores, tile: tensorCores ? coopmatTile(cg, k) : defaultTile(1, 1, og, pixels, transposed ? undefined : k) };
  };
  const convRow = (dtype: DType): BenchCase => {
    const { tensorCores, tile } = gemmOf(dtype, ch, ch, img * img, 9 * ch);
    return {
      op: 'conv2d',
      shape: `1x${ch}x${img}x${img} k3x3 ${ch}->${ch} p1`,
      dtype,
      variant: `${dtype}_${tile}`,
      cost: convCost(dims, false, bytes(dtype), tensorCores ? 'f16-coopmat' : 'f32'),
      setup: () => {
        const x = operand(dtype, [1, ch, img, img]),
          w = operand(dtype, [ch, ch, 3, 3]),
          out = ctx.device.alloc(dtype, [1, ch, img, img]);
        ctx.device.sync();
        return { step: () => conv2d(x, w, { padding: 1, out }), free: [x, w, out] };
      },
    };
  };
  // Whisper's second encoder conv: 3000 frames of 1280 channels, k3 s2 p1
  const [lc, len] = cpu ? [64, 500] : [1280, 3000];
  const conv1dRow = (dtype: DType): BenchCase => {
    const { tensorCores, tile } = gemmOf(dtype, lc, lc, len / 2, 3 * lc);
    return {
      op: 'conv1d',
      shape: `1x${lc}x${len} k3 s2 p1 ${lc}->${lc}`,
      dtype,
      variant: `${dtype}_${tile}`,
      cost: convCost(
        { n: 1, c: lc, h: 1, w: len, o: lc, groups: 1, kh: 1, kw: 3, oh: 1, ow: len / 2 },
        false,
        bytes(dtype),
        tensorCores ? 'f16-coopmat' : 'f32',
      ),
      setup: () => {
        const x = operand(dtype, [1, lc, len]),
          w = operand(dtype, [lc, lc, 3]),
          out = ctx.device.alloc(dtype, [1, lc, len / 2]);
        ctx.device.sync();
        return { step: () => conv1d(x, w, { stride: 2, padding: 1, out }), free: [x, w, out] };
      },
    };
  };
  // x [1, tc, ts, ts] up to [1, tc / 2, 2 ts, 2 ts]: each output phase takes 2 x 2 of the 4 x 4 taps
  const [tc, ts] = cpu ? [32, 16] : [256, 64];
  const transposedRow = (dtype: DType): BenchCase => {
    const { tensorCores, tile } = gemmOf(dtype, tc, tc / 2, 4 * ts * ts, 4 * tc, true);
    return {
      op: 'conv_transpose2d',
      shape: `1x${tc}x${ts}x${ts} k4x4 s2 p1 ${tc}->${tc / 2}`,
      dtype,
      variant: `${dtype}_transposed_${tile}`,
      cost: convCost(
        { n: 1, c: tc / 2, h: 2 * ts, w: 2 * ts, o: tc, groups: 1, kh: 4, kw: 4, oh: ts, ow: ts },
        false,
        bytes(dtype),
        tensorCores ? 'f16-coopmat' : 'f32',
      ),
      setup: () => {
        const x = operand(dtype, [1, tc, ts, ts]),
          w = operand(dtype, [tc, tc / 2, 4, 4]),
          out = ctx.device.alloc(dtype, [1, tc / 2, 2 * ts, 2 * ts]);
        ctx.device.sync();
        return { step: () => convTranspose2d(x, w, { stride: 2, padding: 1, out }), free: [x, w, out] };
      },
    };
  };
  // a vocoder's x8 upsampling (HiFi-GAN's first stage: 512 -> 256 channels, k16 s8 p4): 4096 frames to 32768;
  // each of the 8 output phases takes 2 of the 16 taps
  const [t1c, t1l] = cpu ? [32, 256] : [512, 4096];
  const transposed1dRow = (dtype: DType): BenchCase => {
    const { tensorCores, tile } = gemmOf(dtype, t1c, t1c / 2, 8 * t1l, 2 * t1c, true);
    return {
      op: 'conv_transpose1d',
      shape: `1x${t1c}x${t1l} k16 s8 p4 ${t1c}->${t1c / 2}`,
      dtype,
      variant: `${dtype}_transposed_${tile}`,
      cost: convCost(
        { n: 1, c: t1c / 2, h: 1, w: 8 * t1l, o: t1c, groups: 1, kh: 1, kw: 16, oh: 1, ow: t1l },
        false,
        bytes(dtype),
        tensorCores ? 'f16-coopmat' : 'f32',
      ),
      setup: () => {
        const x = operand(dtype, [1, t1c, t1l]),
          w = operand(dtype, [t1c, t1c / 2, 16]),
          out = ctx.device.alloc(dtype, [1, t1c / 2, 8 * t1l]);
        ctx.device.sync();
        return { step: () => convTranspose1d(x, w, { stride: 8, padding: 4, out }), free: [x, w, out] };
      },
    };
  };
  const poolRow = (kind: 'max' | 'avg', dtype: DType): BenchCase =>
    plane(
      `${kind}_pool2d`,
      `${kind}_${dtype}_${choose(POOL_RUN_RULES, { outputs: ch * pooled * pooled }, ctx.device.info)}`,
      [ch, half],
      poolCost(`${kind}Pool2d`, [ch, half, half, pooled, pooled], 9, kind === 'avg', bytes(dtype)),
      [1, ch, pooled, pooled],
      (x, out) => (kind === 'max' ? maxPool2d : avgPool2d)(x, { ...RESNET_POOL, out }),
      dtype,
    );
  const upExtents: PlaneExtents = [upCh, upSide, upSide, 2 * upSide, 2 * upSide];
  const upShape = [1, upCh, 2 * upSide, 2 * upSide];
  const upsampleRow = (mode: 'nearest' | 'bilinear', dtype: DType): BenchCase =>
    plane(
      `upsample_${mode}2d`,
      `${mode}_${dtype}_x4`,
      [upCh, upSide],
      upsampleCost(mode === 'nearest' ? 'upsampleNearest2d' : 'upsampleBilinear2d', upExtents, mode === 'bilinear', bytes(dtype)),
      upShape,
      (x, out) => (mode === 'nearest' ? upsampleNearest2d : upsampleBilinear2d)(x, { scaleFactor: 2, out }),
      dtype,
    );
  // x2 nearest upsampling along a sequence of 32768 (the 1-D form of the image rows: 64 MiB in, 128 MiB out)
  const [u1c, u1l] = cpu ? [16, 4096] : [512, 32768];
  const upsample1dRow = (dtype: DType): BenchCase => ({
    op: 'upsample_nearest1d',
    shape: `1x${u1c}x${u1l}`,
    dtype,
    variant: `nearest_${dtype}_x4`,
    cost: upsampleCost('upsampleNearest1d', [u1c, 1, u1l, 1, 2 * u1l], false, bytes(dtype)),
    setup: () => {
      const x = operand(dtype, [1, u1c, u1l]),
        out = ctx.device.alloc(dtype, [1, u1c, 2 * u1l]);
      ctx.device.sync();
      return { step: () => upsampleNearest1d(x, { scaleFactor: 2, out }), free: [x, out] };
    },
  });
  return [
    convRow('f32'),
    convRow('f16'),
    conv1dRow('f32'),
    conv1dRow('f16'),
    transposedRow('f32'),
    transposedRow('f16'),
    transposed1dRow('f32'),
    transposed1dRow('f16'),
    // ResNet's pool after conv1 (k3 s2 p1): the default variant, then every run length as a candidate; avg
    // pooling over the same windows
    poolRow('max', 'f32'),
    poolRow('max', 'f16'),
    poolRow('avg', 'f32'),
    ...POOL_RUNS.map((run) =>
      plane(
        'max_pool2d_runs',
        `max_f32_r${run}`,
        [ch, half],
        poolCost('maxPool2d', [ch, half, half, pooled, pooled], 9, false),
        [1, ch, pooled, pooled],
        (x, out) => pool2dRun('max', x, { ...RESNET_POOL, out }, run),
      ),
    ),
    upsampleRow('nearest', 'f32'),
    upsampleRow('nearest', 'f16'),
    upsampleRow('bilinear', 'f32'),
    upsampleRow('bilinear', 'f16'),
    upsample1dRow('f32'),
    upsample1dRow('f16'),
  ];
}
