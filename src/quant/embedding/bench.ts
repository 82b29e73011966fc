// The quant embedding rows of `vkts bench`: 4096 ids gathered from a [32000, 4096] quantized table (a
// 4096-token prompt's token_embd lookup, as the index family's f32 and f16 embedding rows; a CPU device: 512
// ids from [4096, 1024]) for the common token_embd formats, ids uploaded (the timed window holds the
// gather's dispatch only).
import type { BenchCase, BenchContext } from '../../ops/family.ts';
import { blocksOf } from '../matvec/bench.ts';
import { quantEmbeddingCost } from './cost.ts';
import type { EmbeddingFormat } from './kernels.ts';
import { embedding } from './ops.ts';

const BENCHED: readonly EmbeddingFormat[] = ['q8_0', 'q4_K', 'q6_K'];

export function bench(ctx: BenchContext): BenchCase[] {
  const cpu = ctx.device.info.type === 'cpu';
  const [vocab, dim] = cpu ? [4096, 1024] : [32000, 4096];
  const count = cpu ? 512 : 4096;
  return BENCHED.map(
    (format): BenchCase => ({
      op: 'quant_embedding',
      shape: `${vocab}x${dim}[${count}]`,
      dtype: format,
      variant: format,
      cost: quantEmbeddingCost(format, count, dim),
      setup: () => {
        const table = ctx.device.upload(blocksOf(format, vocab, dim), { dtype: format, shape: [vocab, dim] });
        const ids = ctx.device.upload(Uint32Array.from({ length: count }, () => Math.floor(Math.random() * vocab)));
        const out = ctx.device.alloc('f32', [count, dim]);
        return { step: () => embedding(table, ids, { out }), free: [table, ids, out] };
      },
    }),
  );
}
