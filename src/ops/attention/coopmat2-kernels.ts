// The 'coopmat2' prefill kernel of attention (attention_coopmat2.comp: flash attention on NV cooperative
// matrix 2, workgroup-scope matrices loaded through tensor layouts; f16 in and out). Its tiles per head
// dimension: query rows, keys per step and invocations. Pure data (the build imports it).
import type { ShaderVariants } from '../generated/variants.ts';
import { defineKernel } from '../kernel.ts';
import { HEAD_DIMS, type HeadDim } from './kernels.ts';

export interface Coopmat2AttentionTile {
  /** Query rows per workgroup (BR). */
  readonly rows: number;
  /** Keys per step (BC). */
  readonly keys: number;
  /** Invocations per workgroup (WG). */
  readonly workgroup: number;
  /** The head dimension the matrices have (DP): headDim rounded up to the device's granularity, the
   * columns past headDim read as 0 and never stored. */
  readonly padded: number;
}

/** The tile at each head dimension (bench/attention-sweep.ts times the candidates). */
export const COOPMAT2_ATTENTION_TILES: Readonly<Record<HeadDim, Coopmat2AttentionTile>> = {
  64: { rows: 64, keys: 64, workgroup: 256, padded: 64 },
  80: { rows: 64, keys: 64, workgroup: 256, padded: 96 },
  96: { rows: 64, keys: 64, workgroup: 256, padded: 96 },
  128: { rows: 64, keys: 64, workgroup: 256, padded: 128 },
  256: { rows: 64, keys: 32, workgroup: 256, padded: 256 },
};

/** The variant at head dimension d. */
export const coopmat2Variant = (d: HeadDim): ShaderVariants['attention_coopmat2'] => `f16_d${d}` as ShaderVariants['attention_coopmat2'];

export const ATTENTION_COOPMAT2_KERNEL = defineKernel({
  shader: 'attention_coopmat2',
  source: 'src/ops/attention/attention_coopmat2.comp',
  // cooperative matrices need SPIR-V 1.6: a Vulkan 1.3 device (launch() checks)
  targetEnv: 'vulkan1.3',
  workgroup: 'fixed',
  variants: HEAD_DIMS.map((d) => {
    const t = COOPMAT2_ATTENTION_TILES[d];
    return { name: `f16_d${d}`, defines: { D: d, DP: t.padded, BR: t.rows, BC: t.keys, WG: t.workgroup } };
  }),
  // row blocks x heads x batch, one line
  grid: (p: { blocks: number; heads: number; batch: number }) => p.blocks * p.heads * p.batch,
});
