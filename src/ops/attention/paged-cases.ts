// The paged KV cache in the correctness harness. reshapeAndCache (f32, f16) into the two halves of one
// kv tensor (as vLLM's kv_cache[0] and [1]), bit-exact: the slot mapping a permutation of the pool with
// skipped (0xFFFFFFFF) and out-of-range slots among it, which must leave the cache at 0. pagedAttention
// over caches filled by reshapeAndCache through shuffled block tables, against the f64 reference over
// each sequence's tokens: contexts 0 to 128 and 2048, block sizes 16 and 32, GQA 1, 2, 4, 8 and 16 (two
// row chunks), every head dimension at 4 and 8 rows a workgroup (4 only at 256: GQA 4 there takes one),
// q f32 and f16, caches of q's dtype and int8: every paged decode variant.
// Tolerances (NMSE): 1e-6 for f32 and 5e-4 for f16 (as attention: f32 sums in tile order, the exps the
// driver's; f16 results rounded once more). An int8 cache is compared with the reference over the values
// it holds (code x scale, quantized on the host as the kernel does), at the same tolerances: quantizing
// the keys and values themselves costs far more (NMSE ~1e-5 against the unquantized inputs, see
// test/ops/paged-attention.test.ts), so the tolerance checks the kernel, not the format.
import { DTYPES } from '../../device/dtype.ts';
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import type { HostTensor, OpCase } from '../case.ts';
import type { AttentionDType } from './kernels.ts';
import type { CacheKind } from './kernels.ts';
import { pagedAttention, reshapeAndCache, SKIP_SLOT } from './paged.ts';
import * as ref from './paged-reference.ts';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A pool and block tables for sequences of `contexts` keys: each sequence's blocks at scattered physical
 * ids (a fixed permutation of the pool, a few blocks spare), table entries past a sequence's blocks
 * SKIP_SLOT (past the pool: never read), and every token's slot in order. */
export function pagedLayout(contexts: readonly number[], blockSize: number) {
  const per = contexts.map((n) => Math.ceil(n / blockSize));
  const numBlocks = per.reduce((a, b) => a + b, 0) + 3;
  const maxBlocks = Math.max(1, ...per) + 1;
  let stride = 7;
  while (gcd(stride, numBlocks) !== 1) stride++;
  const tables = new Uint32Array(contexts.length * maxBlocks).fill(SKIP_SLOT);
  const slots: number[] = [];
  let next = 0;
  contexts.forEach((n, s) => {
    for (let i = 0; i < per[s]!; i++) tables[s * maxBlocks + i] = (next++ * stride + 2) % numBlocks;
    for (let j = 0; j < n; j++) slots.push(tables[s * maxBlocks + Math.floor(j / blockSize)]! * blockSize + (j % blockSize));
  });
  return { numBlocks, maxBlocks, tables, slots: Uint32Array.from(slots) };
}

const values = (t: HostTensor): Float64Array => {
  const dt = DTYPES[t.dtype];
  return Float64Array.from(t.data as ArrayLike<number>, (x) => (dt.size === 2 ? dt.valueOf(x) : x));
};

/** The reference in the result dtype's host array (f16: rounded bits). */
const result = (dtype: AttentionDType, y: Float64Array) =>
  dtype === 'f32' ? Float32Array.from(y) : Uint16Array.from(y, (x) => DTYPES.f16.bitsOf(x));

/** Caches (and int8 scales) of a layout filled by reshapeAndCache from k and v [tokens, kvHeads, d], and
 * its block tables on the device; free() releases them. */
export function filledCache(
  device: Device,
  k: Tensor,
  v: Tensor,
  cache: CacheKind,
  blockSize: number,
  layout: ReturnType<typeof pagedLayout>,
) {
  const [tokens, kvHeads, d] = k.shape as [number, number, number];
  const shape = [layout.numBlocks, blockSize, kvHeads, d];
  const cacheDType = cache === 'i8' ? 'i8' : k.dtype;
  const [kCache, vCache] = [device.zeros(cacheDType, shape), device.zeros(cacheDType, shape)];
  const scales = cache === 'i8' ? { kScale: device.zeros('f32', shape.slice(0, 3)), vScale: device.zeros('f32', shape.slice(0, 3)) } : {};
  const seqs = layout.tables.length / layout.maxBlocks;
  const blockTables = device.upload(layout.tables, { dtype: 'u32', shape: [seqs, layout.maxBlocks] });
  const slots = device.upload(layout.slots, { dtype: 'u32', shape: [tokens] });
  const made = [kCache, vCache, blockTables, slots, ...Object.values(scales)];
  try {
    reshapeAndCache(k, v, kCache, vCache, slots, scales);
  } catch (e) {
    made.forEach((t) => t.destroy());
    throw e;
  }
  return { kCache, vCache, scales, blockTables, free: () => made.forEach((t) => t.destroy()) };
}

/** Sequences of `contexts` keys, heads over kvHeads, head dimension d, blocks of blockSize. */
export interface PagedProblem {
  readonly contexts: readonly number[];
  readonly heads: number;
  readonly kvHeads: number;
  readonly d: number;
  readonly blockSize: number;
}

const PROBLEMS: readonly PagedProblem[] = [
  { contexts: [1, 13, 128], heads: 2, kvHeads: 2, d: 64, blockSize: 16 },
  { contexts: [2048], heads: 8, kvHeads: 2, d: 128, blockSize: 32 },
  { contexts: [13, 1, 0], heads: 8, kvHeads: 1, d: 80, blockSize: 16 },
  { contexts: [128, 77], heads: 4, kvHeads: 1, d: 96, blockSize: 32 },
  { contexts: [100, 37], heads: 8, kvHeads: 2, d: 256, blockSize: 16 },
  { contexts: [40], heads: 16, kvHeads: 1, d: 64, blockSize: 16 },
  { contexts: [75], heads: 16, kvHeads: 2, d: 128, blockSize: 16 },
  { contexts: [30], heads: 2, kvHeads: 1, d: 80, blockSize: 16 },
  { contexts: [50], heads: 8, kvHeads: 1, d: 96, blockSize: 32 },
];

function pagedCase(dtype: AttentionDType, cache: CacheKind, p: PagedProblem): OpCase {
  const tokens = p.contexts.reduce((a, b) => a + b, 0);
  const seqs = p.contexts.length;
  const layout = pagedLayout(p.contexts, p.blockSize);
  const scale = Math.fround(1 / Math.sqrt(p.d));
  return {
    name: `pagedAttention ${dtype}${cache === 'i8' ? ' (int8 cache)' : ''} d${p.d} ${p.heads}/${p.kvHeads} heads, blocks of ${p.blockSize}, contexts ${p.contexts.join(' ')}`,
    inputs: [{ dtype }, { dtype }, { dtype }, { dtype: 'u32', values: p.contexts }],
    shapes: [[[seqs, p.heads, p.d], [tokens, p.kvHeads, p.d], [tokens, p.kvHeads, p.d], [seqs]]],
    run: (device, [q, k, v, contextLengths]) => {
      const c = filledCache(device, k!, v!, cache, p.blockSize, layout);
      try {
        const opts = { blockTables: c.blockTables, contextLengths: contextLengths!, blockSize: p.blockSize, ...c.scales };
        return pagedAttention(q!, c.kCache, c.vCache, opts);
      } finally {
        c.free();
      }
    },
    reference: ([q, k, v]) => {
      const rows = tokens * p.kvHeads;
      const held = (x: HostTensor) => (cache === 'i8' ? ref.dequantized(values(x), rows, p.d) : values(x));
      const a = { heads: p.heads, kvHeads: p.kvHeads, headDim: p.d, scale, contexts: p.contexts };
      return result(dtype, ref.pagedAttention(values(q!), held(k!), held(v!), a));
    },
    tolerance: dtype === 'f32' ? 1e-6 : 5e-4,
  };
}

/** Slots for `tokens` tokens in a pool of `pool`: scattered, every 5th skipped, every 7th past the pool. */
const scatteredSlots = (tokens: number, pool: number): number[] =>
  Array.from({ length: tokens }, (_, i) => (i % 5 === 3 ? SKIP_SLOT : i % 7 === 5 ? pool + i : (i * 11 + 3) % pool));

function cacheCase(dtype: AttentionDType, tokens: number, kvHeads: number, d: number, numBlocks: number, blockSize: number): OpCase {
  const pool = numBlocks * blockSize;
  const slots = scatteredSlots(tokens, pool);
  return {
    name: `reshapeAndCache ${dtype} ${tokens} tokens into ${numBlocks} blocks of ${blockSize}`,
    inputs: [{ dtype }, { dtype }, { dtype: 'u32', values: slots }],
    shapes: [[[tokens, kvHeads, d], [tokens, kvHeads, d], [tokens]]],
    run: (device, [k, v, slotMapping]) => {
      const kv = device.zeros(dtype, [2, numBlocks, blockSize, kvHeads, d]);
      const [kCache, vCache] = [kv.select(0, 0), kv.select(0, 1)];
      try {
        reshapeAndCache(k!, v!, kCache, vCache, slotMapping!);
      } finally {
        kCache.destroy();
        vCache.destroy();
      }
      return kv;
    },
    reference: ([k, v]) => {
      const row = kvHeads * d;
      const out = dtype === 'f32' ? new Float32Array(2 * pool * row) : new Uint16Array(2 * pool * row);
      slots.forEach((s, t) => {
        if (s >= pool) return;
        out.set((k!.data as Float32Array).subarray(t * row, (t + 1) * row), s * row);
        out.set((v!.data as Float32Array).subarray(t * row, (t + 1) * row), (pool + s) * row);
      });
      return out;
    },
    tolerance: 0,
  };
}

export const pagedCases: OpCase[] = [
  ...(['f32', 'f16'] as const).flatMap((dt) => [cacheCase(dt, 40, 2, 64, 5, 16), cacheCase(dt, 9, 3, 80, 2, 32)]),
  ...(['f32', 'f16'] as const).flatMap((dt) => (['same', 'i8'] as const).flatMap((c) => PROBLEMS.map((p) => pagedCase(dt, c, p)))),
];
