// The norm family's kernels: softmax (and log_softmax, scaled and masked, over any axis), rms_norm (and
// add_rms_norm) and layer_norm over the last dimension of an f32 or f16 view, one workgroup per row, each
// row cached in registers (CACHE per invocation); variants generated from the dtype, the row layouts
// (contiguous rows, or any view) and the optional weight and bias.
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

/** The activation dtypes: f32, or f16 (x, weights, mask and results f16; f32 math, one rounding on store). */
export const NORM_DTYPES = ['f32', 'f16'] as const;
export type NormDType = (typeof NORM_DTYPES)[number];
const dtypeDefines = (dtype: NormDType): Record<string, number> => (dtype === 'f16' ? { F16: 1 } : {});

/** softmax or log_softmax. */
export const SOFTMAX_KINDS = ['', 'log_'] as const;
export type SoftmaxKind = (typeof SOFTMAX_KINDS)[number];
/** The row layouts plus _masked (strided x and an additive mask through its own strides) and _axis (any view
 * of x along a non-last axis, y strided by the extent after it). */
export const SOFTMAX_LAYOUTS = [...ROW_LAYOUTS, '_masked', '_axis'] as const;
export type SoftmaxLayout = (typeof SOFTMAX_LAYOUTS)[number];

const softmaxDefines = (layout: SoftmaxLayout): Record<string, number> =>
  layout === '_masked' ? { STRIDED: 1, MASK: 1 } : layout === '_axis' ? { STRIDED: 1, AXIS: 1 } : layoutDefines(layout);

export const SOFTMAX_KERNEL = defineKernel({
  shader: 'softmax',
  withoutPasses: NVIDIA_SAFE,
  source: 'src/ops/norm/softmax.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ kind: SOFTMAX_KINDS, dtype: NORM_DTYPES, layout: SOFTMAX_LAYOUTS }).map(({ kind, dtype, layout }) => ({
    name: `${kind}${dtype}${layout}`,
    defines: { CACHE, ...(kind ? { LOG: 1 } : {}), ...dtypeDefines(dtype), ...softmaxDefines(layout) },
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
  variants: product({ input: RMS_NORM_INPUTS, dtype: NORM_DTYPES, weight: WEIGHTS, layout: ROW_LAYOUTS }).map(
    ({ input, dtype, weight, layout }) => ({
      name: `${input}${dtype}${weight}${layout}`,
      defines: { CACHE, ...(input ? { ADD: 1 } : {}), ...dtypeDefines(dtype), ...(weight ? { WEIGHT: 1 } : {}), ...layoutDefines(layout) },
    }),
  ),
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
  variants: product({ dtype: NORM_DTYPES, weight: WEIGHTS, bias: BIASES, layout: ROW_LAYOUTS }).map(({ dtype, weight, bias, layout }) => ({
    name: `${dtype}${weight}${bias}${layout}`,
    defines: { CACHE, ...dtypeDefines(dtype), ...(weight ? { WEIGHT: 1 } : {}), ...(bias ? { BIAS: 1 } : {}), ...layoutDefines(layout) },
  })),
  grid: onePerRow,
});

export const KERNELS = [SOFTMAX_KERNEL, RMS_NORM_KERNEL, LAYER_NORM_KERNEL];
