// The paged KV cache beyond the harness: typed errors before anything is recorded, skipped and out-of-range
// slots (nothing written, the bytes around the cache untouched), int8 quantization against the host's
// codes and scales, paged attention equal to the contiguous attention() over the same keys, table entries
// past the pool, contexts 0 and past the table, the int8 cache's error against the unquantized keys, and a
// captured decode step (cache write + attention) replayed for growing contexts, bit-identical to eager.
import { describe, expect, test } from 'vitest';
import type { Device, Tensor } from '../../src/device/index.ts';
import {
  AliasError,
  ArgumentError,
  attention,
  DTypeError,
  pagedAttention,
  reshapeAndCache,
  ShapeError,
  SKIP_SLOT,
} from '../../src/index.ts';
import { filledCache, pagedLayout, type PagedProblem } from '../../src/ops/attention/paged-cases.ts';
import * as ref from '../../src/ops/attention/paged-reference.ts';
import { nmse } from '../../src/ops/case.ts';
import { pagedAttentionCost, reshapeAndCacheCost } from '../../src/ops/attention/paged-cost.ts';
import { useDevice } from '../helpers/device.ts';
import { dispatches, expectBitExact, expectNmse, randomF32 } from '../helpers/ops.ts';

/** Random q [seqs, heads, d] and k, v [tokens, kvHeads, d] of a problem, on the host and the device. */
function upload(dev: Device, p: PagedProblem, seed: number) {
  const tokens = p.contexts.reduce((a, b) => a + b, 0);
  const host = {
    q: randomF32(p.contexts.length * p.heads * p.d, seed),
    k: randomF32(tokens * p.kvHeads * p.d, seed + 1),
    v: randomF32(tokens * p.kvHeads * p.d, seed + 2),
  };
  const t = {
    q: dev.upload(host.q, { shape: [p.contexts.length, p.heads, p.d] }),
    k: dev.upload(host.k, { shape: [tokens, p.kvHeads, p.d] }),
    v: dev.upload(host.v, { shape: [tokens, p.kvHeads, p.d] }),
    contextLengths: dev.upload(Uint32Array.from(p.contexts), { dtype: 'u32' }),
  };
  return { host, t, free: () => Object.values(t).forEach((x) => x.destroy()) };
}

const refOf = (p: PagedProblem, q: ArrayLike<number>, k: ArrayLike<number>, v: ArrayLike<number>) =>
  ref.pagedAttention(q, k, v, {
    heads: p.heads,
    kvHeads: p.kvHeads,
    headDim: p.d,
    scale: Math.fround(1 / Math.sqrt(p.d)),
    contexts: p.contexts,
  });

describe('paged attention', () => {
  const dev = useDevice({ profile: true });

  test('typed errors that name the operand and what was expected; nothing dispatched', () => {
    const d = dev();
    const made: Tensor[] = [];
    const t = (shape: number[], dtype: 'f32' | 'f16' | 'u32' | 'i8' | 'i32' = 'f32') => {
      const x = d.alloc(dtype, shape);
      made.push(x);
      return x;
    };
    const [kc, vc] = [t([4, 16, 2, 64]), t([4, 16, 2, 64])];
    const [blockTables, contextLengths] = [t([3, 2], 'u32'), t([3], 'u32')];
    const q = t([3, 4, 64]);
    const opts = { blockTables, contextLengths };
    const before = dispatches(d);
    expect(() => pagedAttention(t([3, 4, 72]), t([4, 16, 2, 72]), t([4, 16, 2, 72]), opts)).toThrow(
      'pagedAttention: headDim 72 (q [3, 4, 72]) has no kernel; supported: 64, 80, 96, 128, 256',
    );
    expect(() => pagedAttention(q, kc, vc, {} as never)).toThrow(ArgumentError);
    expect(() => pagedAttention(q, kc, vc, {} as never)).toThrow(
      'pagedAttention: options blockTables (u32 or i32 [seqs, maxBlocksPerSeq]) and contextLengths (u32 [seqs]) are required',
    );
    expect(() => pagedAttention(q, t([4, 16, 2, 64], 'f16'), vc, opts)).toThrow(
      'pagedAttention: kCache is f16 [4, 16, 2, 64], expected f32 or i8 (an int8 cache)',
    );
    expect(() => pagedAttention(q, kc, t([4, 8, 2, 64]), opts)).toThrow(
      "pagedAttention: vCache has shape [4, 8, 2, 64], expected [4, 16, 2, 64] (kCache's)",
    );
    expect(() => pagedAttention(t([3, 3, 64]), kc, vc, opts)).toThrow(
      "pagedAttention: q's 3 heads are not a multiple of the caches' 2 kv heads",
    );
    expect(() => pagedAttention(q, kc, vc, { ...opts, blockSize: 32 })).toThrow("pagedAttention: blockSize 32 differs from the caches' 16");
    expect(() => pagedAttention(q, kc, vc, { ...opts, blockTables: t([2, 2], 'u32') })).toThrow(
      'pagedAttention: blockTables has shape [2, 2], expected [3, maxBlocksPerSeq >= 1]',
    );
    expect(() => pagedAttention(q, kc, vc, { ...opts, contextLengths: t([3], 'i32') })).toThrow(DTypeError);
    const [k8, v8] = [t([4, 16, 2, 64], 'i8'), t([4, 16, 2, 64], 'i8')];
    expect(() => pagedAttention(q, k8, v8, opts)).toThrow(
      'pagedAttention: an int8 cache needs kScale, f32 [numBlocks, blockSize, kvHeads]',
    );
    expect(() => pagedAttention(q, k8, v8, { ...opts, kScale: t([4, 16, 2]), vScale: t([4, 16]) })).toThrow(
      'pagedAttention: vScale has shape [4, 16], expected [4, 16, 2] (one per slot and kv head)',
    );
    expect(() => pagedAttention(q, kc, vc, { ...opts, kScale: t([4, 16, 2]) })).toThrow(
      'pagedAttention: kScale / vScale go with an int8 cache; the caches are f32',
    );
    expect(() => pagedAttention(q, kc.transpose(0, 1), vc.transpose(0, 1), opts)).toThrow(ShapeError);
    const [k, v, slots] = [t([5, 2, 64]), t([5, 2, 64]), t([5], 'u32')];
    expect(() => reshapeAndCache(k, v, kc, vc, t([5]))).toThrow('reshapeAndCache: slotMapping is f32 [5], expected u32 or i32');
    expect(() => reshapeAndCache(k, v, kc, vc, t([4], 'u32'))).toThrow('reshapeAndCache: slotMapping has shape [4], expected [5]');
    expect(() => reshapeAndCache(t([5, 3, 64]), t([5, 3, 64]), kc, vc, slots)).toThrow(
      'reshapeAndCache: k has shape [5, 3, 64], expected [tokens, 2, 64] (kCache [4, 16, 2, 64])',
    );
    expect(() => reshapeAndCache(k, v, kc, kc, slots)).toThrow(AliasError);
    expect(() => reshapeAndCache(k, v, kc, vc, slots, { kScale: t([4, 16, 2]) })).toThrow(ArgumentError);
    expect(() => reshapeAndCache(t([5, 2, 64], 'u32'), v, kc, vc, slots)).toThrow(
      'reshapeAndCache: k is u32 [5, 2, 64], expected f32 or f16',
    );
    expect(() => reshapeAndCache(t([5, 2, 6]), t([5, 2, 6]), t([4, 16, 2, 6]), t([4, 16, 2, 6]), slots)).toThrow(
      'reshapeAndCache: headDim 6 is not a multiple of 4',
    );
    const pool = t([2 * 4 * 16 * 2 * 64 + 1], 'i8');
    const [kOdd, vOdd] = [0, 1].map((i) => pool.slice(0, 1 + i * 8192, 1 + (i + 1) * 8192).reshape([4, 16, 2, 64]));
    expect(() => reshapeAndCache(k, v, kOdd!, vOdd!, slots, { kScale: t([4, 16, 2]), vScale: t([4, 16, 2]) })).toThrow(
      'reshapeAndCache: kCache (i8 [4, 16, 2, 64] at +1) starts at element 1, expected a multiple of 4',
    );
    // a cache four codes off a 16-byte boundary: reshapeAndCache writes it, pagedAttention cannot read it
    const [k4, v4] = [0, 1].map((i) => pool.slice(0, 4 + i * 2048, 4 + (i + 1) * 2048).reshape([1, 16, 2, 64]));
    expect(() => pagedAttention(q, k4!, v4!, { ...opts, kScale: t([1, 16, 2]), vScale: t([1, 16, 2]) })).toThrow(
      'pagedAttention: kCache (i8 [1, 16, 2, 64] at +4) starts at element 4; the kernel reads 16-byte chunks (16 elements)',
    );
    expect(dispatches(d)).toBe(before);
    [kOdd, vOdd, k4, v4].forEach((x) => x!.destroy());
    made.forEach((x) => x.destroy());
  });

  for (const ids of ['u32', 'i32'] as const)
    test(`skipped and out-of-range slots write nothing; the bytes around the caches stay as they were (${ids} slots)`, () => {
      const d = dev();
      const [tokens, kvHeads, hd, blocks, bs] = [6, 2, 64, 2, 4];
      const row = kvHeads * hd;
      const cacheSize = blocks * bs * row;
      // one buffer: guard, kCache, guard, vCache, guard (7 in each guard, a value no write makes)
      const base = d.upload(new Float32Array(3 * 64 + 2 * cacheSize).fill(7), { shape: [3 * 64 + 2 * cacheSize] });
      const view = (at: number) => base.slice(0, at, at + cacheSize).reshape([blocks, bs, kvHeads, hd]);
      const [kCache, vCache] = [view(64), view(128 + cacheSize)];
      const k = randomF32(tokens * row, 1),
        v = randomF32(tokens * row, 2);
      // as i32: 3, -1 (vLLM's padding), 8, 0, -2^31, 7
      const slots = [3, SKIP_SLOT, blocks * bs, 0, 2 ** 31, 7];
      const args = [d.upload(k, { shape: [tokens, kvHeads, hd] }), d.upload(v, { shape: [tokens, kvHeads, hd] })];
      const bits = new Uint32Array(slots);
      const slotMapping = ids === 'u32' ? d.upload(bits, { dtype: 'u32' }) : d.upload(new Int32Array(bits.buffer), { dtype: 'i32' });
      reshapeAndCache(args[0]!, args[1]!, kCache, vCache, slotMapping);
      const want = new Float32Array(3 * 64 + 2 * cacheSize).fill(7);
      slots.forEach((s, t) => {
        if (s >= blocks * bs) return;
        want.set(k.subarray(t * row, (t + 1) * row), 64 + s * row);
        want.set(v.subarray(t * row, (t + 1) * row), 128 + cacheSize + s * row);
      });
      expectBitExact(base.read() as Float32Array, want);
      [base, kCache, vCache, slotMapping, ...args].forEach((x) => x.destroy());
    });

  test("int8 writes: the host's scales (f32 max|x| / 127) and codes (round half to even), off by one only at a tie", () => {
    const d = dev();
    const p = { contexts: [37, 20], heads: 4, kvHeads: 2, d: 128, blockSize: 16 };
    const { host, t, free } = upload(d, p, 5);
    const layout = pagedLayout(p.contexts, p.blockSize);
    const c = filledCache(d, t.k, t.v, 'i8', p.blockSize, layout);
    const rows = 57 * p.kvHeads;
    let flips = 0;
    for (const [x, cache, scale] of [
      [host.k, c.kCache, c.scales.kScale!],
      [host.v, c.vCache, c.scales.vScale!],
    ] as const) {
      const want = ref.quantizeRows(x, rows, p.d);
      const codes = cache.read() as Int8Array;
      const scales = scale.read() as Float32Array;
      layout.slots.forEach((slot, tok) => {
        for (let h = 0; h < p.kvHeads; h++) {
          const r = tok * p.kvHeads + h;
          const s = scales[slot * p.kvHeads + h]!;
          expect(Math.abs(s - want.scales[r]!)).toBeLessThanOrEqual(want.scales[r]! * 2 ** -22);
          for (let e = 0; e < p.d; e++) {
            const got = codes[(slot * p.kvHeads + h) * p.d + e]!;
            const diff = Math.abs(got - want.codes[r * p.d + e]!);
            const ratio = x[r * p.d + e]! / want.scales[r]!;
            expect(diff).toBeLessThanOrEqual(Math.abs(Math.abs(ratio % 1) - 0.5) < 1e-4 ? 1 : 0);
            flips += diff;
          }
        }
      });
    }
    console.log(`int8 reshapeAndCache: ${flips} of ${2 * rows * p.d} codes off by one (at ties)`);
    c.free();
    free();
  });

  // attention() decodes one query on a path of its own; the query repeated 5 times takes the prefill path
  // (rows independent without a causal mask), so this checks the paging, not the split arithmetic; block
  // sizes 16, 32, and 5 and 1, where one step of a team's keys spans two blocks
  test('paged attention equals attention() over the same keys, laid out contiguously', () => {
    const d = dev();
    const R = 5;
    for (const p of [
      { contexts: [160], heads: 8, kvHeads: 2, d: 128, blockSize: 16 },
      { contexts: [45, 120], heads: 4, kvHeads: 4, d: 64, blockSize: 32 },
      // blocks of an odd size and of 1: a kernel step's keys in two blocks
      { contexts: [37, 12], heads: 8, kvHeads: 2, d: 96, blockSize: 5 },
      { contexts: [21], heads: 2, kvHeads: 1, d: 64, blockSize: 1 },
    ]) {
      const { host, t, free } = upload(d, p, 50 + p.d);
      const c = filledCache(d, t.k, t.v, 'same', p.blockSize, pagedLayout(p.contexts, p.blockSize));
      const got = pagedAttention(t.q, c.kCache, c.vCache, { blockTables: c.blockTables, contextLengths: t.contextLengths });
      const paged = got.read() as Float32Array;
      let first = 0;
      p.contexts.forEach((n, s) => {
        const seq = (x: Float32Array) => x.subarray(first * p.kvHeads * p.d, (first + n) * p.kvHeads * p.d);
        // [n, kvHeads, d] read as [1, kvHeads, n, d] through a transposed view
        const kv = (x: Float32Array) => {
          const base = d.upload(seq(x), { shape: [1, n, p.kvHeads, p.d] });
          const view = base.transpose(1, 2);
          base.destroy();
          return view;
        };
        const [k, v] = [kv(host.k), kv(host.v)];
        const rows = Float32Array.from({ length: p.heads * R * p.d }, (_, i) => {
          const [h, e] = [Math.floor(i / (R * p.d)), i % p.d];
          return host.q[(s * p.heads + h) * p.d + e]!;
        });
        const q = d.upload(rows, { shape: [1, p.heads, R, p.d] });
        const y = attention(q, k, v).read() as Float32Array;
        const want = Float32Array.from({ length: p.heads * p.d }, (_, i) => y[Math.floor(i / p.d) * R * p.d + (i % p.d)]!);
        const e = nmse(paged.subarray(s * p.heads * p.d, (s + 1) * p.heads * p.d), want);
        console.log(`paged vs attention(), ${n} keys, ${p.heads}/${p.kvHeads} heads, d ${p.d}: nmse ${e.toExponential(2)}`);
        expect(e).toBeLessThanOrEqual(1e-6);
        [q, k, v].forEach((x) => x.destroy());
        first += n;
      });
      got.destroy();
      c.free();
      free();
    }
  });

  test('a context of 0 gives 0; lengths past the table clamp to it; table entries past the pool (or negative, i32) weigh 0', () => {
    const d = dev();
    const p = { contexts: [0, 48, 40], heads: 2, kvHeads: 1, d: 80, blockSize: 16 };
    const { host, t, free } = upload(d, p, 70);
    const layout = pagedLayout(p.contexts, p.blockSize);
    const c = filledCache(d, t.k, t.v, 'same', p.blockSize, layout);
    // sequence 1: a length past its table (4 blocks of 16 = 64 keys: the last 16 in its spare entry,
    // SKIP_SLOT, past the pool); sequence 2: its second block's entry past the pool
    const tables = layout.tables.slice();
    tables[2 * layout.maxBlocks + 1] = layout.numBlocks;
    // as i32 (vLLM's dtype): the spare entries SKIP_SLOT read -1
    const blockTables = d.upload(new Int32Array(tables.buffer), { dtype: 'i32', shape: [3, layout.maxBlocks] });
    const lengths = d.upload(Uint32Array.from([0, 1000, 40]), { dtype: 'u32' });
    const y = pagedAttention(t.q, c.kCache, c.vCache, { blockTables, contextLengths: lengths });
    const got = y.read() as Float32Array;
    for (let e = 0; e < 2 * 80; e++) expect(got[e]).toBe(0);
    // the reference without sequence 2's keys 16..31 (rows 64..79)
    const drop = (x: Float32Array) => Float32Array.from([...x.subarray(0, 64 * 80), ...x.subarray(80 * 80)]);
    const want = ref.pagedAttention(host.q, drop(host.k), drop(host.v), {
      heads: 2,
      kvHeads: 1,
      headDim: 80,
      scale: Math.fround(1 / Math.sqrt(80)),
      contexts: [0, 48, 24],
    });
    expectNmse(got, want, 1e-6);
    [y, blockTables, lengths].forEach((x) => x.destroy());
    c.free();
    free();
  });

  test('an empty pool: reshapeAndCache writes nothing, pagedAttention gives 0 (every table entry is past it)', () => {
    const d = dev();
    const [kc, vc] = [d.zeros('f32', [0, 16, 2, 64]), d.zeros('f32', [0, 16, 2, 64])];
    const k = d.upload(randomF32(3 * 2 * 64, 3), { shape: [3, 2, 64] });
    const slots = d.upload(new Uint32Array([0, 1, 2]), { dtype: 'u32' });
    reshapeAndCache(k, k, kc, vc, slots);
    const q = d.upload(randomF32(2 * 4 * 64, 4), { shape: [2, 4, 64] });
    const blockTables = d.upload(new Uint32Array([0, 1, 2, 3]), { dtype: 'u32', shape: [2, 2] });
    const contextLengths = d.upload(new Uint32Array([5, 20]), { dtype: 'u32' });
    const y = pagedAttention(q, kc, vc, { blockTables, contextLengths });
    expect(Array.from(y.read() as Float32Array).every((x) => x === 0)).toBe(true);
    [kc, vc, k, slots, q, blockTables, contextLengths, y].forEach((x) => x.destroy());
  });

  test("an int8 cache's error against the unquantized keys and values (f64): the quantization's", () => {
    const d = dev();
    const p = { contexts: [512, 100], heads: 8, kvHeads: 2, d: 128, blockSize: 16 };
    const { host, t, free } = upload(d, p, 90);
    const c = filledCache(d, t.k, t.v, 'i8', p.blockSize, pagedLayout(p.contexts, p.blockSize));
    const y = pagedAttention(t.q, c.kCache, c.vCache, { blockTables: c.blockTables, contextLengths: t.contextLengths, ...c.scales });
    const got = y.read() as Float32Array;
    const exact = nmse(got, refOf(p, host.q, host.k, host.v));
    const rows = 612 * p.kvHeads;
    const held = nmse(got, refOf(p, host.q, ref.dequantized(host.k, rows, p.d), ref.dequantized(host.v, rows, p.d)));
    console.log(`int8 paged attention: nmse ${exact.toExponential(2)} vs the f32 keys, ${held.toExponential(2)} vs the codes' values`);
    expect(held).toBeLessThanOrEqual(1e-6);
    // a code is off by at most scale / 2 = max|x| / 254, uniformly: ~(1/254)^2 / 3 of E[x^2] = 1/3 for
    // uniform [-1, 1) inputs, 1.6e-5 on each of K and V; the result's error is of that order (measured 1.8e-5)
    expect(exact).toBeLessThanOrEqual(1e-4);
    expect(exact).toBeGreaterThan(held); // the error is the format's
    y.destroy();
    c.free();
    free();
  });

  test('cost models: K and V read once per kv head (int8: a scale per row with its codes), the partials written and read back', () => {
    const s = { seqs: 2, heads: 8, kvHeads: 2, context: 100, headDim: 64, qBytes: 2, cacheBytes: 2 };
    const q = 2 * 8 * 64 * 2; // and the rows written
    const partials = 4 * 2 * 8 * 3 * 66;
    expect(pagedAttentionCost(s, 3)).toEqual({
      bytesRead: q + 2 * 2 * 2 * 100 * 64 * 2 + partials,
      bytesWritten: partials + q,
      flops: 4 * 2 * 8 * 100 * 64,
      precision: 'f32',
    });
    expect(pagedAttentionCost({ ...s, cacheBytes: 1 }, 3).bytesRead).toBe(q + 2 * 2 * 2 * 100 * (64 + 4) + partials);
    expect(reshapeAndCacheCost(5, 2, 64, 4, 1)).toEqual({
      bytesRead: 2 * 5 * 2 * 64 * 4 + 4 * 5,
      bytesWritten: 2 * 5 * 2 * (64 + 4),
      flops: 3 * 2 * 5 * 2 * 64,
      precision: 'f32',
    });
    expect(() => pagedAttentionCost({ ...s, context: -1 }, 1)).toThrow(RangeError);
  });

  for (const cache of ['same', 'i8'] as const)
    test(`a decode step (reshapeAndCache + pagedAttention) captured once replays for contexts 1..N, bit-identical to eager (${cache === 'i8' ? 'int8' : 'f32'} cache)`, () => {
      const d = dev();
      const [N, heads, kvHeads, hd, bs] = [40, 8, 2, 96, 16];
      const layout = pagedLayout([N], bs);
      const shape = [layout.numBlocks, bs, kvHeads, hd];
      const dt = cache === 'i8' ? 'i8' : 'f32';
      const made: Tensor[] = [d.zeros(dt, shape), d.zeros(dt, shape), d.zeros(dt, shape), d.zeros(dt, shape)];
      const [kc, vc, kcEager, vcEager] = made as [Tensor, Tensor, Tensor, Tensor];
      const sc = () => (cache === 'i8' ? { kScale: d.zeros('f32', shape.slice(0, 3)), vScale: d.zeros('f32', shape.slice(0, 3)) } : {});
      const [scales, scalesEager] = [sc(), sc()];
      const q = d.upload(randomF32(heads * hd, 1), { shape: [1, heads, hd] });
      const [kNew, vNew] = [d.alloc('f32', [1, kvHeads, hd]), d.alloc('f32', [1, kvHeads, hd])];
      const blockTables = d.upload(layout.tables, { dtype: 'u32', shape: [1, layout.maxBlocks] });
      const [slot, len] = [d.upload(new Uint32Array([0]), { dtype: 'u32' }), d.upload(new Uint32Array([0]), { dtype: 'u32' })];
      const out = d.alloc('f32', [1, heads, hd]);
      made.push(q, kNew, vNew, blockTables, slot, len, out, ...Object.values(scales), ...Object.values(scalesEager));
      const g = d.capture(() => {
        reshapeAndCache(kNew, vNew, kc, vc, slot, scales);
        pagedAttention(q, kc, vc, { blockTables, contextLengths: len, out, ...scales });
      });
      expect(g.dispatches).toBe(2); // reshapeAndCache, then the decode (its merge in the same dispatch)
      for (let n = 1; n <= N; n++) {
        kNew.write(randomF32(kvHeads * hd, 100 + n));
        vNew.write(randomF32(kvHeads * hd, 200 + n));
        slot.write(new Uint32Array([layout.slots[n - 1]!]));
        len.write(new Uint32Array([n]));
        g.replay();
        reshapeAndCache(kNew, vNew, kcEager, vcEager, slot, scalesEager);
        const eager = pagedAttention(q, kcEager, vcEager, { blockTables, contextLengths: len, ...scalesEager });
        expectBitExact(out.read() as Float32Array, eager.read() as Float32Array);
        eager.destroy();
      }
      const bits = (x: Tensor) => {
        const a = x.read() as ArrayBufferView;
        return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
      };
      expect(bits(kc)).toEqual(bits(kcEager));
      expect(bits(vc)).toEqual(bits(vcEager));
      g.drop();
      made.forEach((x) => x.destroy());
    });
});
