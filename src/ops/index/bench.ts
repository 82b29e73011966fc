// The index rows of `vkts bench`, ids uploaded (not computed, so the timed window holds the op's dispatch
// only): embedding of 4096 ids from a [32000, 4096] f32 table (a 4096-token prompt: 64 MiB out; the
// earlier 512 ids moved 8 MiB, a launch-bound 12.5 µs on the H200) and from the same table in f16; scatter_add of a [4096, 4096] f32 src with
// random row ids (torch.scatter_add_ along axis 0); index_add of 4096 rows of 4096 into a [4096, 4096] dst
// (a MoE combine of a prompt: on a GPU the atomic-free rows path; the index_add_layouts rows time each f32
// layout, the atomic ones and the rows); copy_into of a [32, 1, 128] K step into a [32, 8192, 128] cache at a device position
// (the decode KV-cache append: 16 KiB, a latency row), and of a [32, 4096, 128] prefill chunk into the same
// cache (64 MiB each way: the append at a bandwidth-bound size). A CPU device gets smaller tables and
// matrices, as the other rows shrink there.
import { randomF16 } from '../elementwise/bench.ts';
import type { BenchCase, BenchContext } from '../family.ts';
import { indexCost, scatterCost } from './cost.ts';
import { embedding } from './ops.ts';
import { copyInto, indexAddLayout, scatter } from './scatter.ts';

export function bench(ctx: BenchContext): BenchCase[] {
  const cpu = ctx.device.info.type === 'cpu';
  const [vocab, dim] = cpu ? [4096, 1024] : [32000, 4096];
  const count = cpu ? 512 : 4096;
  const [rows, cols] = cpu ? [1024, 1024] : [4096, 4096];
  const [heads, ctxLen, headDim] = [32, cpu ? 2048 : 8192, 128];
  const randomIds = (n: number, below: number) =>
    ctx.device.upload(Uint32Array.from({ length: n }, () => Math.floor(Math.random() * below)));
  const embeddingRow = (dtype: 'f32' | 'f16'): BenchCase => ({
    op: 'embedding',
    shape: `${vocab}x${dim}[${count}]`,
    dtype,
    variant: dtype === 'f16' ? 'select_b16_vec8' : 'select_b32_vec4',
    cost: indexCost('embedding', dtype === 'f16' ? 2 : 4, count * dim, count),
    setup: () => {
      const ids = randomIds(count, vocab);
      const table = dtype === 'f16' ? randomF16(ctx, [vocab, dim]) : ctx.random([vocab, dim]);
      const out = ctx.device.alloc(dtype, [count, dim]);
      ctx.device.sync();
      return { step: () => embedding(table, ids, { out }), free: [table, ids, out] };
    },
  });
  return [
    embeddingRow('f32'),
    embeddingRow('f16'),
    {
      op: 'scatter_add',
      shape: `${rows}x${cols}`,
      dtype: 'f32',
      variant: 'scatter_add_f32',
      cost: scatterCost('scatter_add', 4, rows * cols, rows * cols, true),
      setup: () => {
        const ids = randomIds(rows * cols, rows).reshape(rows, cols);
        const [dst, src] = [ctx.random([rows, cols]), ctx.random([rows, cols])];
        return { step: () => scatter(dst, ids, src, { reduce: 'add' }), free: [ids, dst, src] };
      },
    },
    // the default, then each float-atomic layout as a candidate (index_add_layouts)
    // (rows not on a CPU device: lavapipe's barriers make it a second per run at 1024x1024)
    ...([undefined, 'vec4', 'x4', 'scalar', ...(cpu ? [] : (['rows'] as const))] as const).map(
      (layout): BenchCase => ({
        op: layout ? 'index_add_layouts' : 'index_add',
        shape: `${rows}x${cols}[${rows}]`,
        dtype: 'f32',
        // the default (INDEX_ADD_RULES): x4 on a GPU, vec4 on a CPU
        variant:
          (layout ?? (cpu ? 'vec4' : 'x4')) === 'rows'
            ? 'index_add_rows.f32'
            : `select_add_f32${layout === 'scalar' ? '' : `_${layout ?? (cpu ? 'vec4' : 'x4')}`}`,
        cost: scatterCost('index_add', 4, rows * cols, rows, true),
        setup: () => {
          const ids = randomIds(rows, rows);
          const [dst, src] = [ctx.random([rows, cols]), ctx.random([rows, cols])];
          return { step: () => indexAddLayout(dst, ids, src, {}, layout), free: [ids, dst, src] };
        },
      }),
    ),
    ...[1, ctxLen >> 1].map(
      (tokens): BenchCase => ({
        op: 'copy_into',
        shape: `${heads}x${tokens}x${headDim}->${heads}x${ctxLen}x${headDim}`,
        dtype: 'f32',
        variant: 'at_set_b32_vec4',
        cost: scatterCost('copy_into', 4, heads * tokens * headDim, 1, false),
        setup: () => {
          const cache = ctx.device.alloc('f32', [heads, ctxLen, headDim]);
          const step = ctx.random([heads, tokens, headDim]);
          const at = ctx.device.upload(Uint32Array.of(tokens === 1 ? ctxLen >> 1 : 0));
          return { step: () => copyInto(cache, step, { axis: 1, at }), free: [cache, step, at] };
        },
      }),
    ),
  ];
}
