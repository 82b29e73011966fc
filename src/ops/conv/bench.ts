// The conv rows of `vkts bench`: conv2d 1x64x224x224, 3x3, 64 -> 64, padding 1 (compute-bound: read it
// against the f32 FMA roof; bench/conv-sweep.ts times every implicit-GEMM tile there and at wider layers), maxPool2d 3x3 stride 2 padding 1 of 1x64x112x112
// (ResNet's pool after conv1; the max_pool2d_runs rows time each RUN of pool2d.comp), and nearest and bilinear x2
// upsampling of 1x512x128x128 (memory-bound: a Stable Diffusion VAE decoder's upsampling, 32 MiB in and
// 128 MiB out; the earlier 1x64x112x112 moved 16 MiB in 12-16 µs, launch-bound); a CPU device gets 56x56
// images (conv 16 channels) and 16x28x28 upsampling.
import type { Tensor } from '../../device/tensor.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { convCost, poolCost, upsampleCost } from './cost.ts';
import { conv2d, defaultTile } from './ops.ts';
import { POOL_RUNS } from './kernels.ts';
import { maxPool2d, pool2dRun, POOL_RUN_RULES, upsampleBilinear2d, upsampleNearest2d } from './resample.ts';
import { choose } from '../select.ts';

const RESNET_POOL = { kernelSize: 3, stride: 2, padding: 1 } as const;

export function bench(ctx: BenchContext): BenchCase[] {
  const cpu = ctx.device.info.type === 'cpu';
  const [img, ch] = cpu ? [56, 16] : [224, 64];
  const half = img / 2;
  const pooled = Math.floor((half + 2 - 3) / 2) + 1;
  const [upCh, upSide] = cpu ? [16, 28] : [512, 128];
  // a row over x [1, c, side, side]
  const plane = (
    op: string,
    variant: string,
    [c, side]: [number, number],
    cost: BenchCase['cost'],
    outShape: number[],
    run: (x: Tensor, out: Tensor) => void,
  ): BenchCase => ({
    op,
    shape: `1x${c}x${side}x${side}`,
    dtype: 'f32',
    variant,
    cost,
    setup: () => {
      const x = ctx.random([1, c, side, side]),
        out = ctx.device.alloc('f32', outShape);
      return { step: () => run(x, out), free: [x, out] };
    },
  });
  const dims = { n: 1, c: ch, h: img, w: img, o: ch, groups: 1, kh: 3, kw: 3, oh: img, ow: img };
  return [
    {
      op: 'conv2d',
      shape: `1x${ch}x${img}x${img} k3x3 ${ch}->${ch} p1`,
      dtype: 'f32',
      variant: `f32_${defaultTile(1, 1, ch, img * img)}`,
      cost: convCost(dims, false),
      setup: () => {
        const x = ctx.random([1, ch, img, img]),
          w = ctx.random([ch, ch, 3, 3]),
          out = ctx.device.alloc('f32', [1, ch, img, img]);
        return { step: () => conv2d(x, w, { padding: 1, out }), free: [x, w, out] };
      },
    },
    // ResNet's pool after conv1 (k3 s2 p1): the default variant, then every run length as a candidate
    plane(
      'max_pool2d',
      `max_f32_${choose(POOL_RUN_RULES, { outputs: ch * pooled * pooled }, ctx.device.info)}`,
      [ch, half],
      poolCost('maxPool2d', [ch, half, half, pooled, pooled], 9, false),
      [1, ch, pooled, pooled],
      (x, out) => maxPool2d(x, { ...RESNET_POOL, out }),
    ),
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
    plane(
      'upsample_nearest2d',
      'nearest_f32_x4',
      [upCh, upSide],
      upsampleCost('upsampleNearest2d', [upCh, upSide, upSide, 2 * upSide, 2 * upSide], false),
      [1, upCh, 2 * upSide, 2 * upSide],
      (x, out) => upsampleNearest2d(x, { scaleFactor: 2, out }),
    ),
    plane(
      'upsample_bilinear2d',
      'bilinear_f32_x4',
      [upCh, upSide],
      upsampleCost('upsampleBilinear2d', [upCh, upSide, upSide, 2 * upSide, 2 * upSide], true),
      [1, upCh, 2 * upSide, 2 * upSide],
      (x, out) => upsampleBilinear2d(x, { scaleFactor: 2, out }),
    ),
  ];
}
