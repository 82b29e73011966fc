// The create family's kernels: arange (one variant per element dtype) and the Philox random fills
// (uniform_<dtype> and normal_<dtype> for the float dtypes). The shaders say what each computes.
import { DTYPES, ELEMENT_DTYPES, type ElementDType } from '../../device/dtype.ts';
import { defineKernel, groupsFor, product } from '../kernel.ts';

export const RANDOM_DTYPES = ['f32', 'f16', 'bf16'] as const;
export type RandomDType = (typeof RANDOM_DTYPES)[number];
export const DISTRIBUTIONS = ['uniform', 'normal'] as const;
export type Distribution = (typeof DISTRIBUTIONS)[number];

const dst = (d: ElementDType): Record<string, string | number> => ({ DST: `DT_${d.toUpperCase()}`, DST_SIZE: DTYPES[d].size });

export const ARANGE_KERNEL = defineKernel({
  shader: 'arange',
  source: 'src/ops/create/arange.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: ELEMENT_DTYPES.map((d) => ({ name: d, defines: dst(d) })),
  grid: (p: { words: number }, wg: number) => groupsFor(p.words, wg),
});

export const RANDOM_KERNEL = defineKernel({
  shader: 'random',
  source: 'src/ops/create/random.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ dist: DISTRIBUTIONS, dtype: RANDOM_DTYPES }).map(({ dist, dtype }) => ({
    name: `${dist}_${dtype}`,
    defines: { ...dst(dtype), ...(dist === 'normal' ? { NORMAL: 1 } : {}) },
  })),
  // one invocation per Philox counter: four elements
  grid: (p: { blocks: number }, wg: number) => groupsFor(p.blocks, wg),
});

export const KERNELS = [ARANGE_KERNEL, RANDOM_KERNEL];
