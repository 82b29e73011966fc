// The conv rows of `vkts bench`: conv2d 1x64x224x224, 3x3, 64 -> 64, padding 1 (compute-bound: read it
// against the f32 FMA roof), maxPool2d 3x3 stride 2 of 1x64x112x112, and nearest and bilinear x2
// upsampling of 1x64x112x112 (memory-bound); a CPU device gets 56x56 images (conv 16 channels).
import type { Tensor } from '../../device/tensor.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { convCost, poolCost, upsampleCost } from './cost.ts';
import { conv2d } from './ops.ts';
import { maxPool2d, upsampleBilinear2d, upsampleNearest2d } from './resample.ts';

export function bench(ctx: BenchContext): BenchCase[] {
  const cpu = ctx.device.info.type === 'cpu';
  const [img, ch] = cpu ? [56, 16] : [224, 64];
  const half = img / 2;
  const pooled = Math.floor((half - 3) / 2) + 1;
  const plane = (
    op: string,
    variant: string,
    cost: BenchCase['cost'],
    outShape: number[],
    run: (x: Tensor, out: Tensor) => void,
  ): BenchCase => ({
    op,
    shape: `1x${ch}x${half}x${half}`,
    dtype: 'f32',
    variant,
    cost,
    setup: () => {
      const x = ctx.random([1, ch, half, half]),
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
      variant: 'f32',
      cost: convCost(dims, false),
      setup: () => {
        const x = ctx.random([1, ch, img, img]),
          w = ctx.random([ch, ch, 3, 3]),
          out = ctx.device.alloc('f32', [1, ch, img, img]);
        return { step: () => conv2d(x, w, { padding: 1, out }), free: [x, w, out] };
      },
    },
    plane('max_pool2d', 'max_f32', poolCost('maxPool2d', ch, half, half, pooled, pooled, 9, false), [1, ch, pooled, pooled], (x, out) =>
      maxPool2d(x, { kernelSize: 3, stride: 2, out }),
    ),
    plane(
      'upsample_nearest2d',
      'nearest_f32',
      upsampleCost('upsampleNearest2d', ch, half, half, img, img, false),
      [1, ch, img, img],
      (x, out) => upsampleNearest2d(x, { scaleFactor: 2, out }),
    ),
    plane(
      'upsample_bilinear2d',
      'bilinear_f32',
      upsampleCost('upsampleBilinear2d', ch, half, half, img, img, true),
      [1, ch, img, img],
      (x, out) => upsampleBilinear2d(x, { scaleFactor: 2, out }),
    ),
  ];
}
