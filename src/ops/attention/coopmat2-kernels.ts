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
}

/** The tile at each head dimension, from bench/attention-sweep.ts on the H200 (causal 4096 tokens, 32 / 8 heads;
 * docs/bench): workgroups of 128 won at every head dimension (their granularity there, 32 x 16 x 16, also
 * divides 80 and 96), headDim 128 at 64 x 32 118.8 TFLOP/s against 64 x 64's 98.1 and 128 x 32 (256
 * invocations) 114.3; headDim 96 64 x 64 99.2, 80 64 x 64 94.3 (256 invocations: 67.5 and, padded to 96,
 * 44.5); headDim 256 (ggml-vulkan's 512 x 10000 case over 2 kv heads, session of 2026-12-02, fourth) 32 x 32
 * 97.6 against 32 x 64's 83.6 (both with the row sums on the tensor cores). */
export const COOPMAT2_ATTENTION_TILES: Readonly<Record<HeadDim, Coopmat2AttentionTile>> = {
  64: { rows: 64, keys: 32, workgroup: 128 },
  80: { rows: 64, keys: 32, workgroup: 128 },
  96: { rows: 64, keys: 32, workgroup: 128 },
  128: { rows: 64, keys: 32, workgroup: 128 },
  256: { rows: 32, keys: 32, workgroup: 128 },
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
    // ROWSUM_MMA: 3.7-7% faster at every head dimension (bench/attention-sweep.ts, H200, docs/bench)
    return { name: `f16_d${d}`, defines: { D: d, BR: t.rows, BC: t.keys, WG: t.workgroup, ROWSUM_MMA: 1 } };
  }),
  // row blocks x heads x batch, one line
  grid: (p: { blocks: number; heads: number; batch: number }) => p.blocks * p.heads * p.batch,
});
