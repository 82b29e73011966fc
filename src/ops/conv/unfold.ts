// conv2d's 'unfold' path: each image unfolded (im2col, unfold.comp) into cols [C kh kw, P] and multiplied
// by w viewed as [O, C kh kw] (its own layout: no weight copy) with gemm(), so a convolution with many
// channels runs the device's fastest GEMM (on NVIDIA the coopmat2 kernel) instead of conv2d_coopmat's KHR
// fragments. The bias is written into y first (a broadcast copy) and the product accumulated onto it, so y is
// rounded once, as on the other paths. f16 and groups = 1 only (convPath checks): it exists for the tensor
// cores, and gemm() accumulates onto an out only for half inputs.
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import { convert } from '../convert/ops.ts';
import { cost } from '../cost.ts';
import { launch } from '../launch.ts';
import { gemm } from '../matmul/ops.ts';
import type { ConvDims } from './cost.ts';
import { UNFOLD_KERNEL } from './kernels.ts';

/** Elements a row of cols is padded to (16 bytes of f16), so the GEMM's vector loads stay aligned. */
export const UNFOLD_ROW_ALIGN = 8;

/** y [N, O, oh, ow] (or conv1d's [N, O, ow]) = conv(x, w) + bias through unfold + gemm; x, w and bias
 * contiguous f16. */
export function unfoldConvolve(
  device: Device,
  y: Tensor,
  x: Tensor,
  w: Tensor,
  bias: Tensor | undefined,
  d: ConvDims,
  geo: { sh: number; sw: number; ph: number; pw: number; dh: number; dw: number },
  label: string,
): void {
  const k = d.c * d.kh * d.kw,
    p = d.oh * d.ow;
  const ld = Math.ceil(p / UNFOLD_ROW_ALIGN) * UNFOLD_ROW_ALIGN;
  const cols = device.alloc('f16', [k, ld]);
  const views: Tensor[] = [];
  const view = (t: Tensor): Tensor => (views.push(t), t);
  try {
    const weights = view(w.reshape([d.o, k]));
    const taps = view(cols.slice(1, 0, p));
    const biasRows = bias && view(view(bias.reshape([d.o, 1])).broadcastTo([d.o, p]));
    for (let i = 0; i < d.n; i++) {
      launch(device, UNFOLD_KERNEL, 'f16', {
        tensors: [x, cols],
        push: {
          total: (k * ld) / 2,
          rowWords: ld / 2,
          p,
          h: d.h,
          w: d.w,
          kh: d.kh,
          kw: d.kw,
          ow: d.ow,
          ...geo,
          offX: x.offset + i * d.c * d.h * d.w,
        },
        label: `${label} unfold`,
        cost: cost(2 * k * p, 2 * k * ld, 0, 'f32'),
      });
      const yi = view(view(y.select(0, i)).reshape([d.o, p]));
      if (biasRows) convert(biasRows, 'f16', { out: yi });
      gemm(weights, taps, { out: yi, accumulate: !!biasRows });
    }
  } finally {
    views.forEach((t) => t.destroy());
    cols.destroy();
  }
}
