// The codebook formats' grids on the device: their packed words (generated from ggml-common.h into
// src/quant/generated/iq-grids-gpu.ts) uploaded once per device on first use and bound after the kernel's
// other operands (qmatvec.comp's Grid binding). Six tables of 0.5-4 KiB at most; they live as long as the
// device, as rope's frequency tables do.
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import * as G from '../generated/iq-grids-gpu.ts';
import type { QMatvecFormat } from './kernels.ts';

const WORDS: Partial<Record<QMatvecFormat, Uint32Array>> = {
  iq2_xxs: G.IQ2XXS_GPU_GRID,
  iq2_xs: G.IQ2XS_GPU_GRID,
  iq2_s: G.IQ2S_GPU_GRID,
  iq3_xxs: G.IQ3XXS_GPU_GRID,
  iq3_s: G.IQ3S_GPU_GRID,
  iq1_s: G.IQ1S_GPU_GRID,
  iq1_m: G.IQ1S_GPU_GRID,
};

const uploaded = new WeakMap<Device, Map<Uint32Array, Tensor>>();

/** The extra operand `format`'s kernel binds: its grid (uploaded on first use), or none. */
export function gridOperands(device: Device, format: QMatvecFormat): Tensor[] {
  const words = WORDS[format];
  if (!words) return [];
  let kept = uploaded.get(device);
  if (!kept) uploaded.set(device, (kept = new Map()));
  let t = kept.get(words);
  if (!t || t.destroyed) kept.set(words, (t = device.upload(words)));
  return [t];
}
