// The gdn family: the gated delta net (linear attention) layer of Qwen3-Next-style models: gating, the
// recurrent delta rule over one token or a sequence (token by token, or chunked for prefill), and the
// depthwise causal conv1d before it.
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'gdn', kernels: KERNELS, bench });
export {
  gdnGating,
  gdnStep,
  gdnSequence,
  causalConv1d,
  causalConv1dStep,
  type GdnGatingOptions,
  type GdnOptions,
  type CausalConv1dOptions,
} from './ops.ts';
export { gdnChunked } from './chunked.ts';
export { GDN_MAX_DIM, GDN_CHUNK } from './kernels.ts';
export { gdnGatingCost, gdnDeltaCost, gdnChunkCost, causalConv1dCost, type GdnChunkPass, type GdnChunkCostArgs } from './cost.ts';
