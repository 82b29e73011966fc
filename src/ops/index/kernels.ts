// The index family's kernel (gather.comp): indexSelect / embedding (ids pick a slice along one axis) and
// gather (one id per result element), moving 32-bit or 16-bit elements as bits; variants generated below.
import { defineKernel, groupsFor, product } from '../kernel.ts';

/** select: an id per position along the axis (indexSelect, embedding); gather: an id per result element. */
export const INDEX_MODES = ['select', 'gather'] as const;
export type IndexMode = (typeof INDEX_MODES)[number];

/** Element widths moved: 32-bit (f32, i32, u32) or 16-bit (f16, bf16, read and written through words). */
export const INDEX_BITS = ['32', '16'] as const;
export type IndexBits = (typeof INDEX_BITS)[number];

/** The id dtypes (i32 ids below 0 are out of range, as any id >= the axis extent). */
export const ID_DTYPES = ['u32', 'i32'] as const;

export const GATHER_KERNEL = defineKernel({
  shader: 'gather',
  source: 'src/ops/index/gather.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ mode: INDEX_MODES, bits: INDEX_BITS }).map(({ mode, bits }) => ({
    name: `${mode}_b${bits}`,
    defines: { ...(mode === 'gather' ? { GATHER: 1 } : {}), ...(bits === '16' ? { ELEM16: 1 } : {}) },
  })),
  // one invocation per 32-bit word of the result (the op computes `words`)
  grid: (p: { words: number }, wg: number) => groupsFor(p.words, wg),
});

export const KERNELS = [GATHER_KERNEL];
