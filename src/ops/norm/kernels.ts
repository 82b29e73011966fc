// The norm family's kernels: softmax (and log_softmax, scaled and masked, over any axis), rms_norm (and
// add_rms_norm) and layer_norm over the last dimension of an f32 or f16 view, one workgroup per row, each
// row cached in registers (CACHE per invocation); variants generated from the dtype, the row layouts
// (contiguous rows, or any view) and the optional weight and bias.
import { defineKernel, product } from '../kernel.ts';
import { onePerRow, ROW_LAYOUTS } from '../rows.ts';

/** Elements of its row each invocation keeps in registers: rows up to CACHE x 256 are read once. */
export const CACHE = 16;

/** The NVIDIA driver (H200, 2026-12) computes a wrong row max from these shaders' -O SPIR-V at CACHE 16 unless
 * spirv-opt's redundancy elimination is left out: docs/ARCHITECTURE.md, "Shader builds". */
const NVIDIA_SAFE = {
  passes: ['redundancy-elimination'],
  why: 'with it, the NVIDIA driver (H200) gets a wrong row max at CACHE 16 (softmax([0.5]) NaN, rms_norm of 1e19 zero); without it, correct',
};

/** The row layouts of rms_norm and layer_norm: ROW_LAYOUTS, plus _vec8 (f16 only): contiguous rows whose
 * length and every operand's offset are multiples of 8, moved 16 bytes (8 halves) per load and store. */
export const NORM_LAYOUTS = [...ROW_LAYOUTS, '_vec8'] as const;
export type NormLayout = (typeof NORM_LAYOUTS)[number];

/** Elements of its row a _vec8 invocation keeps in registers (four uvec4s): as many bytes in flight per
 * invocation as an f32 one's CACHE floats, which an f16 row at CACHE halves per invocation had half of. */
export const VEC8_CACHE = 32;

/** A _vec8 variant's workgroup for rows of `cols`: enough invocations to hold the row in registers (a row of
 * 4096 halves: 128), at least 64 and at most the 256 of the other variants. */
export const vec8Workgroup = (cols: number): number => Math.min(256, Math.max(64, 2 ** Math.ceil(Math.log2(Math.ceil(cols / VEC8_CACHE)))));

const layoutDefines = (layout: NormLayout): Record<string, number> =>
  layout === '_strided' ? { STRIDED: 1 } : layout === '_vec8' ? { VEC8: 1, CACHE: VEC8_CACHE } : {};
/** _vec8 is an f16 layout. */
const declared = ({ dtype, layout }: { dtype: NormDType; layout: string }): boolean => layout !== '_vec8' || dtype === 'f16';

/** The activation dtypes: f32, or f16 (x, weights, mask and results f16; f32 math, one rounding on store). */
export const NORM_DTYPES = ['f32', 'f16'] as const;
export type NormDType = (typeof NORM_DTYPES)[number];
const dtypeDefines = (dtype: NormDType): Record<string, number> => (dtype === 'f16' ? { F16: 1 } : {});

/** softmax or log_softmax. */
export const SOFTMAX_KINDS = ['', 'log_'] as const;
export type SoftmaxKind = (typeof SOFTMAX_KINDS)[number];
/** The row layouts plus _masked (strided x and an additive mask through its own strides) and _axis (any view
 * of x along a non-last axis, y strided by the extent after it). */
export const SOFTMAX_LAYOUTS = [...NORM_LAYOUTS, '_masked', '_axis'] as const;
export type SoftmaxLayout = (typeof SOFTMAX_LAYOUTS)[number];

const softmaxDefines = (layout: SoftmaxLayout): Record<string, number> =>
  layout === '_masked' ? { STRIDED: 1, MASK: 1 } : layout === '_axis' ? { STRIDED: 1, AXIS: 1 } : layoutDefines(layout);

export const SOFTMAX_KERNEL = defineKernel({
  shader: 'softmax',
  withoutPasses: NVIDIA_SAFE,
  source: 'src/ops/norm/softmax.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ kind: SOFTMAX_KINDS, dtype: NORM_DTYPES, layout: SOFTMAX_LAYOUTS })
    .filter(declared)
    .map(({ kind, dtype, layout }) => ({
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
  variants: product({ input: RMS_NORM_INPUTS, dtype: NORM_DTYPES, weight: WEIGHTS, layout: NORM_LAYOUTS })
    .filter(declared)
    .map(({ input, dtype, weight, layout }) => ({
      name: `${input}${dtype}${weight}${layout}`,
      defines: { CACHE, ...(input ? { ADD: 1 } : {}), ...dtypeDefines(dtype), ...(weight ? { WEIGHT: 1 } : {}), ...layoutDefines(layout) },
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
  variants: product({ dtype: NORM_DTYPES, weight: WEIGHTS, bias: BIASES, layout: NORM_LAYOUTS })
    .filter(declared)
    .map(({ dtype, weight, bias, layout }) => ({
      name: `${dtype}${weight}${bias}${layout}`,
      defines: { CACHE, ...dtypeDefines(dtype), ...(weight ? { WEIGHT: 1 } : {}), ...(bias ? { BIAS: 1 } : {}), ...layoutDefines(layout) },
    })),
  grid: onePerRow,
});

export const KERNELS = [SOFTMAX_KERNEL, RMS_NORM_KERNEL, LAYER_NORM_KERNEL];
