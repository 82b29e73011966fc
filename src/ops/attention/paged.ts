// A paged KV cache, vLLM's layout and semantics: reshapeAndCache writes new tokens' keys and values to the
// slots a slot mapping names, pagedAttention decodes one query per sequence over the blocks its row of the
// block table names (flash-decoding: attention_decode.comp's PAGED splits, merged by each kv head's last one). The
// caches are [numBlocks, blockSize, kvHeads, headDim] in the keys' dtype, or int8 codes with an f32 scale
// per (slot, kv head). Block tables, context lengths and slot mappings are u32 device tensors, so a captured
// decode step replays for new lengths and slots.
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import { SizeError } from '../../device/errors.ts';
import { fmtShape } from '../../device/layout.ts';
import {
  deviceOf,
  expectDistinct,
  expectDType,
  expectRank,
  expectScalar,
  expectShape,
  output,
  recordInto,
  type OutOptions,
} from '../args.ts';
import { AliasError, ArgumentError, DTypeError, ShapeError } from '../errors.ts';
import { convert } from '../convert/ops.ts';
import { launch } from '../launch.ts';
import { runDecode, type DecodeScratch } from './decode-dispatch.ts';
import {
  cacheBytes,
  cacheVariant,
  decodeStep,
  HEAD_DIMS,
  pagedDecodeVariant,
  type AttentionDType,
  type CacheKind,
  type HeadDim,
} from './kernels.ts';
import { decodeRowPlan, decodeSplits, expectDecodeSubgroups } from './ops.ts';
import { pagedAttentionCost, reshapeAndCacheCost } from './paged-cost.ts';
import { RESHAPE_KERNEL } from './paged-kernels.ts';

/** A slot mapping entry that writes nothing (vLLM's padding tokens). */
export const SKIP_SLOT = 0xffffffff;

export interface CacheScales {
  /** int8 caches: K's scale per (slot, kv head), f32 [numBlocks, blockSize, kvHeads] (written by
   * reshapeAndCache, read by pagedAttention). */
  kScale?: Tensor;
  /** int8 caches: V's scales, as kScale. */
  vScale?: Tensor;
}

export interface PagedAttentionOptions extends OutOptions, CacheScales {
  /** u32 or i32 (vLLM's) [seqs, maxBlocksPerSeq]: sequence s's key j is in block blockTables[s][j / blockSize].
   * An entry past the pool (>= numBlocks, or negative) is never read: its keys weigh 0. */
  blockTables: Tensor;
  /** u32 [seqs]: each sequence's keys, read on the GPU (so a captured graph replays as they grow), clamped
   * to maxBlocksPerSeq · blockSize. A length of 0 gives a zero row. */
  contextLengths: Tensor;
  /** The caches' block size, if given checked against their dimension 1. */
  blockSize?: number;
  /** Multiplies q . k (default 1 / sqrt(headDim)); rounded to f32. */
  scale?: number;
}

/** A cache pair's geometry, checked. */
interface Cache {
  readonly numBlocks: number;
  readonly blockSize: number;
  readonly kvHeads: number;
  readonly headDim: number;
  readonly kind: CacheKind;
  /** The scale tensors of an int8 cache, [] otherwise. */
  readonly scales: readonly Tensor[];
}

/** The byte range a contiguous tensor covers. */
const span = (t: Tensor): [number, number] => {
  const size = t.dtype === 'i8' ? 1 : t.dtype === 'f16' ? 2 : 4;
  return [t.offset * size, (t.offset + t.size) * size];
};

/** Written tensors may share a buffer (vLLM's one kv_cache tensor, key and value halves) but not bytes. */
function expectDisjoint(op: string, written: Readonly<Record<string, Tensor>>): void {
  const list = Object.entries(written);
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) {
      const [[an, a], [bn, b]] = [list[i]!, list[j]!];
      const [[a0, a1], [b0, b1]] = [span(a), span(b)];
      if (a._storage === b._storage && a0 < b1 && b0 < a1) throw new AliasError(`${op}: ${an} and ${bn} overlap in one buffer`);
    }
}

/** The caches (and an int8 cache's scales) checked against the keys' dtype. */
function cacheOf(op: string, kCache: Tensor, vCache: Tensor, dtype: AttentionDType, s: CacheScales): Cache {
  expectRank(op, 'kCache', kCache, 4, '[numBlocks, blockSize, kvHeads, headDim]');
  if (kCache.dtype !== dtype && kCache.dtype !== 'i8')
    throw new DTypeError(`${op}: kCache is ${kCache.describe()}, expected ${dtype} or i8 (an int8 cache)`);
  expectDType(op, 'vCache', vCache, kCache.dtype);
  expectShape(op, 'vCache', vCache, kCache.shape, "kCache's");
  const [numBlocks, blockSize, kvHeads, headDim] = kCache.shape as [number, number, number, number];
  const kind: CacheKind = kCache.dtype === 'i8' ? 'i8' : 'same';
  const align = kind === 'i8' ? 4 : dtype === 'f16' ? 2 : 1; // the kernels move words of four codes or two halves
  for (const [name, t] of [
    ['kCache', kCache],
    ['vCache', vCache],
  ] as const) {
    if (!t.isContiguous) throw new ShapeError(`${op}: ${name} (${t.describe()}) must be contiguous`);
    if (t.offset % align !== 0)
      throw new ShapeError(`${op}: ${name} (${t.describe()}) starts at element ${t.offset}, expected a multiple of ${align}`);
    if (t.offset + t.size > 2 ** 32) throw new SizeError(`${op}: ${name} (${t.describe()}) reaches past element 2^32`);
  }
  if (kind === 'same') {
    if (s.kScale || s.vScale) throw new ArgumentError(`${op}: kScale / vScale go with an int8 cache; the caches are ${kCache.dtype}`);
    return { numBlocks, blockSize, kvHeads, headDim, kind, scales: [] };
  }
  const scales = (['kScale', 'vScale'] as const).map((name) => {
    const t = s[name];
    if (!t) throw new ArgumentError(`${op}: an int8 cache needs ${name}, f32 [numBlocks, blockSize, kvHeads]`);
    expectDType(op, name, t, 'f32');
    expectShape(op, name, t, [numBlocks, blockSize, kvHeads], 'one per slot and kv head');
    if (!t.isContiguous) throw new ShapeError(`${op}: ${name} (${t.describe()}) must be contiguous`);
    return t;
  });
  return { numBlocks, blockSize, kvHeads, headDim, kind, scales };
}

/** t itself when the kernel reads it in place (contiguous; f16 at an even element), else a copy in `temps`. */
function packed(t: Tensor, temps: Tensor[]): Tensor {
  if (t.isContiguous && (t.dtype !== 'f16' || t.offset % 2 === 0)) return t;
  const c = convert(t, t.dtype);
  temps.push(c);
  return c;
}

/** Runs body on packed operands and releases the copies after. */
function onPacked<T>(ts: readonly Tensor[], body: (ps: Tensor[]) => T): T {
  const temps: Tensor[] = [];
  try {
    return body(ts.map((t) => packed(t, temps)));
  } finally {
    temps.forEach((t) => t.destroy());
  }
}

/** Slots and block ids: u32, or i32 whose negatives read as u32 are past any pool (so never address it). */
function expectIndices(op: string, name: string, t: Tensor): void {
  if (t.dtype !== 'u32' && t.dtype !== 'i32') throw new DTypeError(`${op}: ${name} is ${t.describe()}, expected u32 or i32`);
}

function expectKeys(op: string, t: Tensor, name: string): AttentionDType {
  if (t.dtype !== 'f32' && t.dtype !== 'f16') throw new DTypeError(`${op}: ${name} is ${t.describe()}, expected f32 or f16`);
  return t.dtype;
}

/**
 * Writes new tokens' keys and values into a paged cache (vLLM's reshape_and_cache): k and v are f32 or f16
 * [tokens, kvHeads, headDim] (any view; headDim a multiple of 4), the caches [numBlocks, blockSize, kvHeads,
 * headDim] (contiguous; they may be the two halves of one tensor) of k's dtype, or i8 with `kScale` and
 * `vScale`: each (token, kv head) row is quantized symmetrically, scale = max|x| / 127 (f32; 0 for a zero
 * row), code = x / scale rounded half to even and clamped to [-127, 127]. slotMapping is u32 or i32 [tokens]:
 * token t goes to block slot / blockSize, row slot % blockSize. A slot of SKIP_SLOT (0xFFFFFFFF; as i32 -1,
 * vLLM's padding, and every negative slot: the kernel reads the bits as u32), or any
 * slot >= numBlocks · blockSize, writes nothing. Two tokens with one slot: one of them wins, unspecified.
 */
export function reshapeAndCache(k: Tensor, v: Tensor, kCache: Tensor, vCache: Tensor, slotMapping: Tensor, opts: CacheScales = {}): void {
  const op = 'reshapeAndCache';
  const { kScale, vScale } = opts;
  const device = deviceOf(op, { k, v, kCache, vCache, slotMapping, ...(kScale ? { kScale } : {}), ...(vScale ? { vScale } : {}) });
  const dtype = expectKeys(op, k, 'k');
  expectDType(op, 'v', v, dtype);
  expectRank(op, 'k', k, 3, '[tokens, kvHeads, headDim]');
  expectShape(op, 'v', v, k.shape, "k's");
  const c = cacheOf(op, kCache, vCache, dtype, opts);
  const [tokens, kvHeads, headDim] = k.shape as [number, number, number];
  if (kvHeads !== c.kvHeads || headDim !== c.headDim)
    throw new ShapeError(
      `${op}: k has shape ${fmtShape(k.shape)}, expected [tokens, ${c.kvHeads}, ${c.headDim}] (kCache ${fmtShape(kCache.shape)})`,
    );
  if (headDim % 4 !== 0) throw new ShapeError(`${op}: headDim ${headDim} is not a multiple of 4`);
  expectIndices(op, 'slotMapping', slotMapping);
  expectShape(op, 'slotMapping', slotMapping, [tokens], 'one slot per token');
  const written = { kCache, vCache, ...(c.kind === 'i8' ? { kScale: c.scales[0]!, vScale: c.scales[1]! } : {}) };
  expectDisjoint(op, written);
  for (const w of Object.entries(written)) expectDistinct(op, w, { k, v, slotMapping });
  const rows = tokens * kvHeads;
  if (rows === 0 || headDim === 0 || kCache.size === 0) return; // an empty pool: every slot is past it
  const L = device.info.limits.maxComputeWorkGroupCount;
  const groups = Math.min(rows, L[0] * L[1] * L[2], 2 ** 20);
  onPacked([k, v, slotMapping], ([K, V, S]) =>
    launch(device, RESHAPE_KERNEL, cacheVariant(dtype, c.kind), {
      tensors: [K!, V!, S!, kCache, vCache, ...c.scales],
      push: {
        tokens,
        kvHeads,
        D: headDim,
        slots: c.numBlocks * c.blockSize,
        groups,
        offK: K!.offset,
        offV: V!.offset,
        offS: S!.offset,
        offKC: kCache.offset,
        offVC: vCache.offset,
        offKS: c.scales[0]?.offset ?? 0,
        offVS: c.scales[1]?.offset ?? 0,
      },
      label: `${tokens}x${kvHeads}x${headDim}->${c.numBlocks}x${c.blockSize}`,
      cost: reshapeAndCacheCost(tokens, kvHeads, headDim, dtype === 'f16' ? 2 : 4, c.kind === 'i8' ? 1 : dtype === 'f16' ? 2 : 4),
    }),
  );
}

/** The split of a capacity of keys over `groups` (sequence, kv head, row chunk) workgroups side by side, for
 * a paged cache of `cache` with q's dtype, head dimension `d` and `rows` rows a workgroup: the contiguous
 * decode path's rule (decodeSplits) at the paged kernel's step. */
export const pagedSplits = (
  capacity: number,
  groups: number,
  dtype: AttentionDType,
  cache: CacheKind,
  d: HeadDim,
  rows: number,
  device: Device,
) => decodeSplits(capacity, groups, decodeStep(cacheBytes(dtype, cache), d, rows), device.info);

/**
 * Decode attention over a paged cache (vLLM's paged_attention): q is f32 or f16 [seqs, heads, headDim] (one
 * query per sequence; any view), headDim one of 64, 80, 96, 128, 256; the caches [numBlocks, blockSize,
 * kvHeads, headDim] in q's dtype or int8 (with kScale and vScale, as reshapeAndCache writes them), heads a
 * multiple of kvHeads (query head h reads kv head h / (heads / kvHeads); each workgroup reads a kv head's
 * K and V rows once for up to 8 of its query heads, 4 at headDim 256), the caches starting at a 16-byte
 * boundary (the kernel reads 16-byte chunks). Sequence s attends over its first contextLengths[s]
 * keys through blockTables[s]. Softmax and accumulation are f32; the result is [seqs, heads, headDim] in
 * q's dtype. A context of 0 gives a zero row.
 */
export function pagedAttention(q: Tensor, kCache: Tensor, vCache: Tensor, opts: PagedAttentionOptions): Tensor<AttentionDType> {
  return pagedAttentionPasses(q, kCache, vCache, opts);
}

/** pagedAttention(), with `scratch` on caller-owned scratch. */
export function pagedAttentionPasses(
  q: Tensor,
  kCache: Tensor,
  vCache: Tensor,
  opts: PagedAttentionOptions,
  scratch?: DecodeScratch,
): Tensor<AttentionDType> {
  const op = 'pagedAttention';
  const { blockTables, contextLengths, kScale, vScale } = opts ?? ({} as Partial<PagedAttentionOptions>);
  deviceOf(op, { q, kCache, vCache });
  const dtype = expectKeys(op, q, 'q'); // q's dtype first: a wrong one is the likelier mistake than a missing option
  if (!blockTables || !contextLengths)
    throw new ArgumentError(`${op}: options blockTables (u32 or i32 [seqs, maxBlocksPerSeq]) and contextLengths (u32 [seqs]) are required`);
  const extra = { ...(kScale ? { kScale } : {}), ...(vScale ? { vScale } : {}) };
  const device = deviceOf(op, { q, kCache, vCache, blockTables, contextLengths, ...extra });
  expectRank(op, 'q', q, 3, '[seqs, heads, headDim]');
  const [seqs, heads, d] = q.shape as [number, number, number];
  if (!(HEAD_DIMS as readonly number[]).includes(d))
    throw new ShapeError(`${op}: headDim ${d} (q ${fmtShape(q.shape)}) has no kernel; supported: ${HEAD_DIMS.join(', ')}`);
  const c = cacheOf(op, kCache, vCache, dtype, opts);
  if (c.headDim !== d) throw new ShapeError(`${op}: kCache has shape ${fmtShape(kCache.shape)}, expected headDim ${d} (q's)`);
  if (c.kvHeads === 0 || heads % c.kvHeads !== 0)
    throw new ShapeError(`${op}: q's ${heads} heads are not a multiple of the caches' ${c.kvHeads} kv heads`);
  if (opts.blockSize !== undefined && opts.blockSize !== c.blockSize)
    throw new ShapeError(`${op}: blockSize ${opts.blockSize} differs from the caches' ${c.blockSize} (kCache ${fmtShape(kCache.shape)})`);
  expectIndices(op, 'blockTables', blockTables);
  expectRank(op, 'blockTables', blockTables, 2, '[seqs, maxBlocksPerSeq]');
  const maxBlocks = blockTables.shape[1]!;
  if (blockTables.shape[0] !== seqs || maxBlocks === 0)
    throw new ShapeError(`${op}: blockTables has shape ${fmtShape(blockTables.shape)}, expected [${seqs}, maxBlocksPerSeq >= 1]`);
  expectDType(op, 'contextLengths', contextLengths, 'u32');
  expectShape(op, 'contextLengths', contextLengths, [seqs], 'one per sequence');
  const scale = Math.fround(opts.scale === undefined ? 1 / Math.sqrt(d) : expectScalar(op, 'scale', opts.scale));
  const chunk = c.kind === 'i8' ? 16 : dtype === 'f16' ? 8 : 4;
  for (const [name, t] of [
    ['kCache', kCache],
    ['vCache', vCache],
  ] as const)
    if (t.offset % chunk !== 0)
      throw new ShapeError(
        `${op}: ${name} (${t.describe()}) starts at element ${t.offset}; the kernel reads 16-byte chunks (${chunk} elements)`,
      );
  expectDecodeSubgroups(op, device.info);
  const out = output(op, device, opts.out, dtype, q.shape, { q, kCache, vCache, blockTables, contextLengths, ...extra });
  if (dtype === 'f16' && out.t.offset % 2 !== 0)
    throw new ShapeError(`${op}: out (${out.t.describe()}) starts at an odd f16 element; the kernel writes words of two halves`);
  const capacity = maxBlocks * c.blockSize;
  if (capacity >= 2 ** 32) throw new SizeError(`${op}: ${capacity} keys per sequence exceed 2^32`);
  if (out.t.size === 0) return out.t;
  // an empty pool: every table entry is past it, every key weighs 0
  if (kCache.size === 0) return recordInto(out, (y) => device.fill(y, 0));
  const hd = d as HeadDim;
  const group = heads / c.kvHeads;
  const { rmax, chunks, chunkRows } = decodeRowPlan(group, hd);
  const { splitSize, splits } = pagedSplits(capacity, seqs * c.kvHeads * chunks, dtype, c.kind, hd, rmax, device);
  const rows = seqs * heads;
  if (rows * splits * d >= 2 ** 32) throw new SizeError(`${op}: ${rows * splits} partial rows of ${d} exceed 2^32 elements`);
  return recordInto(out, (y) =>
    onPacked([q, blockTables, contextLengths], ([Q, T, N]) => {
      const shape = { seqs, heads, kvHeads: c.kvHeads, context: capacity, headDim: d, qBytes: dtype === 'f16' ? 2 : 4 };
      runDecode(
        device,
        {
          variant: pagedDecodeVariant(dtype, c.kind, hd, rmax),
          inputs: [Q!, kCache, vCache],
          extra: [T!, N!, ...c.scales],
          push: {
            batch: seqs,
            heads,
            group,
            offQ: Q!.offset,
            sQb: heads * d,
            sQh: d,
            numBlocks: c.numBlocks,
            blockSize: c.blockSize,
            maxBlocks,
            offK: kCache.offset,
            offV: vCache.offset,
            offT: T!.offset,
            offL: N!.offset,
            offKS: c.scales[0]?.offset ?? 0,
            offVS: c.scales[1]?.offset ?? 0,
            scale,
            splits,
            splitSize,
            chunks,
            chunkRows,
          },
          label: `${seqs}x${heads}/${c.kvHeads}x${capacity}x${d}/${splits}${chunks > 1 ? `x${chunks}` : ''}`,
          cost: pagedAttentionCost({ ...shape, cacheBytes: c.kind === 'i8' ? 1 : shape.qBytes }, splits),
          rows,
          splits,
          headDim: d,
          counters: seqs * c.kvHeads * chunks,
          y,
        },
        scratch,
      );
    }),
  );
}
