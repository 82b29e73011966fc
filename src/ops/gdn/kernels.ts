// The gdn family's kernels: the gating of a gated delta net layer (gating.comp), its recurrence over one or
// many tokens (delta.comp) and the depthwise causal conv1d in front of it (conv1d.comp), f32 throughout.
import { defineKernel, groupsFor, product } from '../kernel.ts';

/** The largest dk and dv of delta.comp: a column of the [dk, dv] state is split over >= 2 invocations of
 * at most 64 registers each, and q, k are staged in shared memory of this size. */
export const GDN_MAX_DIM = 128;

/** Invocations of a delta.comp workgroup (a literal local size: the state's split depends on it). */
export const DELTA_WORKGROUP = 256;

export const GATING_KERNEL = defineKernel({
  shader: 'gdn_gating',
  source: 'src/ops/gdn/gating.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: [{ name: 'f32', defines: {} }],
  grid: (p: { n: number }, wg: number) => groupsFor(p.n, wg),
});

/** '' uses q and k as given; '_l2norm' divides each by its L2 norm first (use_qk_l2norm_in_kernel). */
export const DELTA_NORMS = ['', '_l2norm'] as const;
export type DeltaNorm = (typeof DELTA_NORMS)[number];

export const DELTA_KERNEL = defineKernel({
  shader: 'gdn_delta',
  source: 'src/ops/gdn/delta.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: DELTA_NORMS.map((norm) => ({ name: `f32${norm}`, defines: { ...(norm ? { L2NORM: 1 } : {}) } })),
  // one workgroup per (batch, head)
  grid: (p: { heads: number }) => p.heads,
});

/** The full sequence, or one token after a rolling state. */
export const CONV_MODES = ['', '_step'] as const;
export type ConvMode = (typeof CONV_MODES)[number];
export const CONV_ACTIVATIONS = ['', '_silu'] as const;
export const CONV_BIASES = ['', '_bias'] as const;

export const CONV1D_KERNEL = defineKernel({
  shader: 'gdn_conv1d',
  source: 'src/ops/gdn/conv1d.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ mode: CONV_MODES, act: CONV_ACTIVATIONS, bias: CONV_BIASES }).map(({ mode, act, bias }) => ({
    name: `f32${mode}${act}${bias}`,
    defines: { ...(mode ? { STEP: 1 } : {}), ...(act ? { SILU: 1 } : {}), ...(bias ? { BIAS: 1 } : {}) },
  })),
  grid: (p: { n: number }, wg: number) => groupsFor(p.n, wg),
});

export const KERNELS = [GATING_KERNEL, DELTA_KERNEL, CONV1D_KERNEL];
