// The rope family's kernel (rope.comp): rotary position embedding, variants generated over the activation
// dtype, the pairing, where the angles come from, and the layout.
import { defineKernel, groupsFor, product } from '../kernel.ts';

/** f32, or f16 activations (f16 in and out, f32 math). */
export const ROPE_DTYPES = ['f32', 'f16'] as const;
export type RopeDType = (typeof ROPE_DTYPES)[number];

/** neox: pairs (i, i + rotaryDims / 2) (rotate halves, HF's rotate_half); gptj: pairs (2i, 2i + 1). */
export const ROPE_MODES = ['neox', 'gptj'] as const;
export type RopeMode = (typeof ROPE_MODES)[number];

/** pos: angles from device positions and the frequency table; table: precomputed cos / sin tables. */
export const ROPE_SOURCES = ['pos', 'table'] as const;
export type RopeSource = (typeof ROPE_SOURCES)[number];

/** _vec4: four elements per access (contiguous along headDim, aligned); _strided: any view. */
export const ROPE_LAYOUTS = ['_vec4', '_strided'] as const;
export type RopeLayout = (typeof ROPE_LAYOUTS)[number];

/** Heads each invocation rotates with one set of sin / cos (the HEADS define). */
export const HEADS_PER_INVOCATION = 4;

/** Elements of one vector access per layout and dtype (VEC in rope.comp): a unit rotates this many pairs. */
export const pairsPerUnit = (dtype: RopeDType, layout: RopeLayout): number => (layout === '_vec4' ? 4 : dtype === 'f16' ? 2 : 1);

export const ROPE_KERNEL = defineKernel({
  shader: 'rope',
  source: 'src/ops/rope/rope.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ dtype: ROPE_DTYPES, mode: ROPE_MODES, source: ROPE_SOURCES, layout: ROPE_LAYOUTS }).map(
    ({ dtype, mode, source, layout }) => ({
      name: `${dtype}_${mode}_${source}${layout}`,
      defines: {
        HEADS: HEADS_PER_INVOCATION,
        ...(dtype === 'f16' ? { F16: 1 } : {}),
        ...(mode === 'gptj' ? { GPTJ: 1 } : {}),
        ...(source === 'table' ? { TABLE: 1 } : {}),
        ...(layout === '_vec4' ? { VEC4: 1 } : {}),
      },
    }),
  ),
  // one invocation per unit (rope.comp)
  grid: (p: { units: number }, wg: number) => groupsFor(p.units, wg),
});

export const KERNELS = [ROPE_KERNEL];
