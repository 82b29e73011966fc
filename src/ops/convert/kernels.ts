// The convert family's kernel: one shader (convert.comp) with a variant per conversion and layout,
// generated from the dtype table. A conversion that keeps every bit — the same dtype (contiguous()), or
// same-size integers (i32<->u32, i8<->u8: the two's complement wrap) — is a copy by element size: copy8,
// copy16 or copy32, so the profiler names every copy `convert.copy*`. Every other pair of the 7 element
// dtypes is `<src>_to_<dst>`. Layouts: '' (contiguous), '_vec4', '_strided', '_strided_vec4' (convert.comp says how).
import { DTYPES, ELEMENT_DTYPES, type PlainDType } from '../../device/dtype.ts';
import type { ShaderVariants } from '../generated/variants.ts';
import { defineKernel, groupsFor, product } from '../kernel.ts';

export const LAYOUTS = ['', '_vec4', '_strided', '_strided_vec4'] as const;
export type Layout = (typeof LAYOUTS)[number];

export type ConvertVariant = ShaderVariants['convert'];

/** Whether from -> to keeps every bit (a copy): the same dtype, or integers of the same size. */
export function keepsBits(from: PlainDType, to: PlainDType): boolean {
  if (from === to) return true;
  const a = DTYPES[from],
    b = DTYPES[to];
  return a.size === b.size && (a.kind === 'int' || a.kind === 'uint') && (b.kind === 'int' || b.kind === 'uint');
}

/** The conversion's name: `copy<bits>` when it keeps the bits, else `<from>_to_<to>`. */
export const pairName = (from: PlainDType, to: PlainDType): string =>
  keepsBits(from, to) ? `copy${8 * DTYPES[from].size}` : `${from}_to_${to}`;

/** The variant converting from -> to with a layout (the names kernels.ts declares). */
export const convertVariant = (from: PlainDType, to: PlainDType, layout: Layout): ConvertVariant =>
  `${pairName(from, to)}${layout}` as ConvertVariant;

interface Pair {
  readonly name: string;
  readonly defines: Readonly<Record<string, string | number>>;
}

const code = (d: PlainDType): string => `DT_${d.toUpperCase()}`;

/** Every distinct conversion of the element dtypes (38 conversions and 3 copies). */
export const PAIRS: readonly Pair[] = (() => {
  const seen = new Map<string, Pair>();
  for (const { from, to } of product({ from: ELEMENT_DTYPES, to: ELEMENT_DTYPES })) {
    const name = pairName(from, to);
    if (seen.has(name)) continue;
    const sizes = { SRC_SIZE: DTYPES[from].size, DST_SIZE: DTYPES[to].size };
    seen.set(name, { name, defines: keepsBits(from, to) ? { COPY: 1, ...sizes } : { SRC: code(from), DST: code(to), ...sizes } });
  }
  return [...seen.values()];
})();

/** The f32 -> f16 `_vec4` candidate that rounds with packHalf2x16 instead of the integer rounding. */
export const HARDWARE_F16_VARIANT = 'f32_to_f16_vec4_hw';

/** Words of y an invocation of the `_strided` layout writes (WORDS there): its storage index is found once
 * and stepped, so the divisions of the index are spread over this many words. */
export const STRIDED_WORDS = 4;

const LAYOUT_DEFINES: Readonly<Record<Layout, Readonly<Record<string, number>>>> = {
  '': {},
  _vec4: { VEC4: 1 },
  _strided: { STRIDED: 1, WORDS: STRIDED_WORDS },
  _strided_vec4: { VEC4: 1, STRIDED: 1 },
};

export const CONVERT_KERNEL = defineKernel({
  shader: 'convert',
  source: 'src/ops/convert/convert.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: [
    ...product({ pair: PAIRS, layout: LAYOUTS }).map(({ pair, layout }) => ({
      name: `${pair.name}${layout}`,
      defines: { ...pair.defines, ...LAYOUT_DEFINES[layout] },
    })),
    // the f32 -> f16 candidate rounded by the GPU's conversion (convert's hardwareRounding option)
    { name: HARDWARE_F16_VARIANT, defines: { SRC: 'DT_F32', DST: 'DT_F16', SRC_SIZE: 4, DST_SIZE: 2, VEC4: 1, HW_ROUND: 1 } },
  ],
  // one invocation per word of the output (per four elements with _vec4 and _strided_vec4, per STRIDED_WORDS
  // words with _strided): the op computes `words`
  grid: (p: { words: number }, wg: number, variant: string) =>
    groupsFor(variant.endsWith('_strided') ? Math.ceil(p.words / STRIDED_WORDS) : p.words, wg),
});

/** The 4- or 2-byte copy of a view read along a non-last dimension, through 64 x 64 shared-memory tiles
 * (transpose.comp; src/ops/convert/transposed.ts plans it). */
export const TRANSPOSE_KERNEL = defineKernel({
  shader: 'transpose',
  source: 'src/ops/convert/transpose.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 'fixed',
  variants: [
    { name: 'b32', defines: {} },
    { name: 'b16', defines: { B16: 1 } },
  ],
  // one workgroup per 64 x 64 tile of each batch entry (the op computes `groups`)
  grid: (p: { groups: number }) => p.groups,
});

export const KERNELS = [CONVERT_KERNEL, TRANSPOSE_KERNEL];
