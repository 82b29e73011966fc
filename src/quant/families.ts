// The quant layer's op families (GPU kernels over GGML blocks), and the union with the ops layer's
// families for the consumers that see every kernel: the shader build, `vkts bench`, the contract tests.
import type { Family } from '../ops/family.ts';
import { FAMILIES as OPS_FAMILIES } from '../ops/families.ts';
import embedding from './embedding/index.ts';
import gemm from './gemm/index.ts';
import matvec from './matvec/index.ts';

export const QUANT_FAMILIES: readonly Family[] = [matvec, gemm, embedding];

/** Every family of both layers. */
export const FAMILIES: readonly Family[] = [...OPS_FAMILIES, ...QUANT_FAMILIES];

/** Every shipped kernel declaration of both layers (the shader build compiles their variants). */
export const ALL_KERNELS = FAMILIES.flatMap((f) => f.kernels);
