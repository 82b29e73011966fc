// The index row of `vkts bench`: embedding of 512 uploaded ids from a [32000, 4096] f32 table (a smaller
// [4096, 1024] table on a CPU device, as the other rows shrink there).
import type { BenchCase, BenchContext } from '../family.ts';
import { indexCost } from './cost.ts';
import { embedding } from './ops.ts';

export function bench(ctx: BenchContext): BenchCase[] {
  const [vocab, dim] = ctx.device.info.type === 'cpu' ? [4096, 1024] : [32000, 4096];
  const count = 512;
  return [
    {
      op: 'embedding',
      shape: `${vocab}x${dim}[${count}]`,
      dtype: 'f32',
      variant: 'select_b32',
      cost: indexCost('embedding', 4, count * dim, count),
      setup: () => {
        // ids are uploaded, not computed: the timed window holds embedding's dispatches only
        const ids = ctx.device.upload(Uint32Array.from({ length: count }, () => Math.floor(Math.random() * vocab)));
        const table = ctx.random([vocab, dim]);
        const out = ctx.device.alloc('f32', [count, dim]);
        return { step: () => embedding(table, ids, { out }), free: [table, ids, out] };
      },
    },
  ];
}
