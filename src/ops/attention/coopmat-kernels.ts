// The 'coopmat' prefill kernel of attention (attention_coopmat.comp: flash attention on KHR cooperative
// matrices, f16 in and out) and its emulated twin: the same source with EMULATED, whose two matrix products
// are scalar loops over the same shared-memory tiles. The twin exists so the scheme's indexing, tiling,
// softmax, causal and ragged edges run in the harness on devices without cooperative matrices (lavapipe);
// it is a test aid, never chosen by a path rule. Pure data (the build imports it).
import type { ShaderVariants } from '../generated/variants.ts';
import { defineKernel } from '../kernel.ts';
import { HEAD_DIMS, type HeadDim } from './kernels.ts';

/** Keys per tile (BC in the shader). */
export const COOPMAT_KEYS = 32;

/** Shared memory a budget allows the coopmat kernels: the real one 48 KiB (the H200's limit, which
 * hasAttentionCoopmat checks), the emulated one 32 KiB (lavapipe's, where it runs in the tests). */
export const COOPMAT_SHARED_BUDGET = { coopmat: 49152, emulated: 32768 } as const;
export type CoopmatFlavour = keyof typeof COOPMAT_SHARED_BUDGET;

/** Shared bytes of attention_coopmat.comp at head dimension d with `sg` subgroups (16 * sg query rows):
 * Q and the K/V tile as halves with rows padded by 8, S as f32 rows of BC + 4, P as halves padded by 8,
 * a 16 x 16 f32 slot per subgroup and a float per row. */
export function coopmatSharedBytes(d: number, sg: number): number {
  const rows = 16 * sg;
  return 2 * (rows + COOPMAT_KEYS) * (d + 8) + 4 * rows * (COOPMAT_KEYS + 4) + 2 * rows * (COOPMAT_KEYS + 8) + 4 * 256 * sg + 4 * rows;
}

/** Subgroups per workgroup (SG): the most of 4, 2, 1 whose tiles fit the flavour's budget (4 at headDim
 * <= 128 for the real kernel: 64 query rows, 44800 bytes at 128; 2 at 256). */
export function coopmatSubgroups(d: HeadDim, flavour: CoopmatFlavour): number {
  const sg = [4, 2, 1].find((s) => coopmatSharedBytes(d, s) <= COOPMAT_SHARED_BUDGET[flavour]);
  if (sg === undefined) throw new Error(`attention_coopmat: no tile of headDim ${d} fits ${COOPMAT_SHARED_BUDGET[flavour]} bytes`);
  return sg;
}

/** Query rows per workgroup. */
export const coopmatRows = (d: HeadDim, flavour: CoopmatFlavour): number => 16 * coopmatSubgroups(d, flavour);

const variants = (flavour: CoopmatFlavour) =>
  HEAD_DIMS.map((d) => ({
    name: `f16_d${d}`,
    defines: { D: d, SG: coopmatSubgroups(d, flavour), BC: COOPMAT_KEYS, ...(flavour === 'emulated' ? { EMULATED: 1 } : {}) },
  }));

// row blocks x heads x batch, one line
const grid = (p: { blocks: number; heads: number; batch: number }) => p.blocks * p.heads * p.batch;

export const ATTENTION_COOPMAT_KERNEL = defineKernel({
  shader: 'attention_coopmat',
  source: 'src/ops/attention/attention_coopmat.comp',
  // cooperative matrices need SPIR-V 1.6: a Vulkan 1.3 device (launch() checks)
  targetEnv: 'vulkan1.3',
  workgroup: 'fixed',
  variants: variants('coopmat'),
  grid,
});

export const ATTENTION_COOPMAT_EMULATED_KERNEL = defineKernel({
  shader: 'attention_coopmat_emulated',
  source: 'src/ops/attention/attention_coopmat.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: variants('emulated'),
  grid,
});

/** The variant of either kernel at head dimension d. */
export const coopmatVariant = (d: HeadDim): ShaderVariants['attention_coopmat'] => `f16_d${d}` as ShaderVariants['attention_coopmat'];
