// The launch every prefill kernel of attention shares (attention.comp, attention_coopmat.comp and its twin,
// attention_coopmat2.comp): one workgroup per block of query rows of a (batch, head), the push values
// ops.ts builds plus the block count, and the cost model against the FMA or the f16-coopmat roof.
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import type { ShaderVariants } from '../generated/variants.ts';
import type { KernelDecl } from '../kernel.ts';
import { launch } from '../launch.ts';
import { attentionCost, type AttentionShape } from './cost.ts';
import type { HeadDim } from './kernels.ts';

/** What a launch of a prefill kernel over blocks of query rows takes (ops.ts builds it). */
export interface BlockLaunch {
  tensors: readonly Tensor[];
  push: Record<string, number> & { tokensQ: number; heads: number; batch: number };
  d: HeadDim;
  label: string;
  shape: AttentionShape;
}

/** One dispatch of `kernel` over blocks of `rows` query rows; `tensorCores`: its flops count against the
 * f16-coopmat roof. */
export function launchBlocks<S extends keyof ShaderVariants & string>(
  device: Device,
  kernel: KernelDecl<S, { blocks: number; heads: number; batch: number }>,
  variant: ShaderVariants[S],
  rows: number,
  a: BlockLaunch,
  tensorCores: boolean,
): void {
  launch(device, kernel, variant, {
    tensors: [...a.tensors],
    push: { ...a.push, blocks: Math.ceil(a.push.tokensQ / rows) },
    label: a.label,
    cost: tensorCores ? { ...attentionCost(a.shape), precision: 'f16-coopmat' } : attentionCost(a.shape),
  });
}
