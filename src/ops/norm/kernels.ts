// The norm family's kernels: softmax (and log_softmax, scaled and masked) and rms_norm (and add_rms_norm) over the last dimension of an f32 view, one workgroup per
// row, each row cached in registers (CACHE per invocation); variants generated from the row layouts
// (contiguous rows, or any view) and, for rms_norm, the optional weight.
import { defineKernel, product } from '../kernel.ts';
import { onePerRow, ROW_LAYOUTS, type RowLayout } from '../rows.ts';

/** Elements of its row each invocation keeps in registers: rows up to CACHE x 256 are read once. */
export const CACHE = 16;

/** The NVIDIA driver (H200, 2026-12) computes a wrong row max from these shaders' -O SPIR-V at CACHE 16 unless
 * spirv-opt's redundancy elimination is left out: docs/ARCHITECTURE.md, "Shader builds". */
const NVIDIA_SAFE = {
  passes: ['redundancy-elimination'],
  why: 'with it, the NVIDIA driver (H200) gets a wrong row max at CACHE 16 (softmax([0.5]) NaN, rms_norm of 1e19 zero); without it, correct',
};

const layoutDefines = (layout: RowLayout): Record<string, number> => (layout === '_strided' ? { STRIDED: 1 } : {});

/** softmax or log_softmax. */
export const SOFTMAX_KINDS = ['', 'log_'] as const;
export type SoftmaxKind = (typeof SOFTMAX_KINDS)[number];
/** The row layouts plus _masked: strided x and an additive mask through its own strides. */
export const SOFTMAX_LAYOUTS = [...ROW_LAYOUTS, '_masked'] as const;
export type SoftmaxLayout = (typeof SOFTMAX_LAYOUTS)[number];

const softmaxDefines = (layout: SoftmaxLayout): Record<string, number> =>
  layout === '_masked' ? { STRIDED: 1, MASK: 1 } : layoutDefines(layout);

export const SOFTMAX_KERNEL = defineKernel({
  shader: 'softmax',
  withoutPasses: NVIDIA_SAFE,
  source: 'src/ops/norm/softmax.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ kind: SOFTMAX_KINDS, layout: SOFTMAX_LAYOUTS }).map(({ kind, layout }) => ({
    name: `${kind}f32${layout}`,
    defines: { CACHE, ...(kind ? { LOG: 1 } : {}), ...softmaxDefines(layout) },
  })),
  grid: onePerRow,
});

export const WEIGHTS = ['', '_weight'] as const;
export type Weighting = (typeof WEIGHTS)[number];

/** rms_norm of x, or (add_) of x + residual with the sum written out too (addRmsNorm). */
export const RMS_NORM_INPUTS = ['', 'add_'] as const;
export type RmsNormInput = (typeof RMS_NORM_INPUTS)[number];

export const RMS_NORM_KERNEL = defineKernel({
  shader: 'rms_norm',
  withoutPasses: NVIDIA_SAFE,
  source: 'src/ops/norm/rms_norm.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ input: RMS_NORM_INPUTS, weight: WEIGHTS, layout: ROW_LAYOUTS }).map(({ input, weight, layout }) => ({
    name: `${input}f32${weight}${layout}`,
    defines: { CACHE, ...(input ? { ADD: 1 } : {}), ...(weight ? { WEIGHT: 1 } : {}), ...layoutDefines(layout) },
  })),
  grid: onePerRow,
});

export const BIASES = ['', '_bias'] as const;
export type Biasing = (typeof BIASES)[number];

export const LAYER_NORM_KERNEL = defineKernel({
  shader: 'layer_norm',
  withoutPasses: NVIDIA_SAFE,
  source: 'src/ops/norm/layer_norm.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ weight: WEIGHTS, bias: BIASES, layout: ROW_LAYOUTS }).map(({ weight, bias, layout }) => ({
    name: `f32${weight}${bias}${layout}`,
    defines: { CACHE, ...(weight ? { WEIGHT: 1 } : {}), ...(bias ? { BIAS: 1 } : {}), ...layoutDefines(layout) },
  })),
  grid: onePerRow,
});

export const KERNELS = [SOFTMAX_KERNEL, RMS_NORM_KERNEL, LAYER_NORM_KERNEL];
