// The gdn family's kernels: the gating of a gated delta net layer (gating.comp), its recurrence over one or
// many tokens (delta.comp), the chunked (WY) form of the recurrence in three passes (chunk_prep.comp,
// chunk_state.comp, chunk_output.comp) and the depthwise causal conv1d in front of it (conv1d.comp), f32
// throughout.
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
/** The dtypes of q, k, v and the output (the gates and the state are f32). */
export const GDN_DTYPES = ['f32', 'f16'] as const;
export type GdnDType = (typeof GDN_DTYPES)[number];
const dtypeDefines = (dtype: GdnDType): Record<string, number> => (dtype === 'f16' ? { F16: 1 } : {});
/** The dtype x norm variants (f32, f32_l2norm, f16, f16_l2norm) of delta.comp and chunk_prep.comp. */
const NORM_VARIANTS = product({ dtype: GDN_DTYPES, norm: DELTA_NORMS }).map(({ dtype, norm }) => ({
  name: `${dtype}${norm}` as const,
  defines: norm ? { ...dtypeDefines(dtype), L2NORM: 1 } : dtypeDefines(dtype),
}));
/** The dtype variants (f32, f16) of chunk_output.comp. */
const DTYPE_VARIANTS = GDN_DTYPES.map((dtype) => ({ name: dtype, defines: dtypeDefines(dtype) }));

export const DELTA_KERNEL = defineKernel({
  shader: 'gdn_delta',
  source: 'src/ops/gdn/delta.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: NORM_VARIANTS,
  // one workgroup per (batch, head)
  grid: (p: { heads: number }) => p.heads,
});

/** Tokens per chunk of the chunked form (C in the chunk shaders). */
export const GDN_CHUNK = 64;
/** State columns per workgroup of chunk_state.comp (BV there). */
export const GDN_STATE_COLUMNS = 16;

const F32_ONLY = [{ name: 'f32', defines: {} }];

/** A pass of the chunked form: shader gdn_chunk_<pass> from chunk_<pass>.comp, its local size fixed. */
function chunkKernel<S extends string, P extends Record<string, number>>(
  pass: S,
  variants: readonly { name: string; defines: Record<string, number> }[],
  grid: (p: P) => number,
) {
  return defineKernel({
    shader: `gdn_chunk_${pass}` as const,
    source: `src/ops/gdn/chunk_${pass}.comp`,
    targetEnv: 'vulkan1.2',
    workgroup: 'fixed',
    variants,
    grid,
  });
}

/** Pass 1: per (batch head, chunk) the WY transform and what else does not depend on the state. */
export const CHUNK_PREP_KERNEL = chunkKernel('prep', NORM_VARIANTS, (p: { heads: number; chunks: number }) => p.heads * p.chunks);
/** Pass 2: the state through the chunks in order, per (batch head, block of state columns). */
export const CHUNK_STATE_KERNEL = chunkKernel(
  'state',
  F32_ONLY,
  (p: { heads: number; dv: number }) => p.heads * Math.ceil(p.dv / GDN_STATE_COLUMNS),
);
/** Pass 3: the outputs per (batch head, chunk). */
export const CHUNK_OUTPUT_KERNEL = chunkKernel('output', DTYPE_VARIANTS, (p: { heads: number; chunks: number }) => p.heads * p.chunks);

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

export const KERNELS = [GATING_KERNEL, DELTA_KERNEL, CHUNK_PREP_KERNEL, CHUNK_STATE_KERNEL, CHUNK_OUTPUT_KERNEL, CONV1D_KERNEL];
