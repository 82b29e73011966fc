// quant.matvec in the correctness harness: per format, w is declared as f32 host data that the case
// quantizes with quant.quantize (in run and in reference alike: the same bytes), uploaded verbatim; x in
// any layout the harness makes (offset: the scalar-x variant). Shapes: odd row counts (1, 3, 17) and 2,
// cols of one block and many (legacy 32, 256, 4128; K 256, 4352), with an odd number of blocks (so the
// last word of the buffer is half padding) and an even. The batch cases take x [n, cols] for n = 8, 3, 1, 5.
// Tolerance 1e-10: the kernel decodes the same f32 weights as the reference (up to a fused multiply-add
// in d * q + m) and accumulates in f32; the error is ~sqrt(cols) f32 roundings of partial sums, an NMSE
// near 1e-13 at cols 4352, while one misdecoded code or scale gives ~1e-5 or more.
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import type { HostTensor, OpCase } from '../../ops/case.ts';
import { quantize } from '../api.ts';
import { QMATVEC_FORMATS, type QMatvecFormat } from './kernels.ts';
import { matvec } from './ops.ts';
import { qmatvecRef } from './reference.ts';

const TOL = 1e-10;
const LEGACY_SHAPES = [1, 3, 17, 2].map((r, i) => [r, [32, 256, 4128, 32][i]!] as const);
const K_SHAPES = [1, 3, 17, 2].map((r, i) => [r, [256, 4352, 256, 4352][i]!] as const);
const BATCHES = [8, 3, 1, 5];

function upload(device: Device, format: QMatvecFormat, w: Tensor): Tensor {
  const [rows, cols] = w.shape as [number, number];
  const blocks = quantize(format, w.read() as Float32Array, { rows, cols });
  return device.upload(blocks, { dtype: format, shape: [rows, cols] });
}

const qcase = (format: QMatvecFormat, batched: boolean): OpCase => ({
  name: `matvec ${format}${batched ? ' batch' : ''}`,
  inputs: [{ dtype: 'f32', views: false }, { dtype: 'f32' }],
  shapes: (format.endsWith('_K') ? K_SHAPES : LEGACY_SHAPES).map(([r, c], i) => [[r, c], batched ? [BATCHES[i]!, c] : [c]]),
  run: (device, [w, x]) => {
    const q = upload(device, format, w!);
    try {
      return matvec(q, x!);
    } finally {
      q.destroy();
    }
  },
  reference: ([w, x]: readonly HostTensor[]) => {
    const [rows, cols] = w!.shape as [number, number];
    const blocks = quantize(format, w!.data as Float32Array, { rows, cols });
    const xs = x!.data as Float32Array;
    const y = new Float32Array((xs.length / cols) * rows);
    for (let j = 0; j * cols < xs.length; j++)
      y.set(qmatvecRef(format, blocks, xs.subarray(j * cols, (j + 1) * cols), rows, cols), j * rows);
    return y;
  },
  tolerance: TOL,
});

export const cases: OpCase[] = QMATVEC_FORMATS.flatMap((f) => [qcase(f, false), qcase(f, true)]);
