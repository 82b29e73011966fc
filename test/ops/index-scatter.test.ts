// The index family's writes beyond the harness: scatter / scatter_add / indexAdd on PyTorch's documented
// examples, duplicate targets, out-of-range ids writing nothing (and nothing around a view), copyInto as a
// KV-cache append inside a captured graph replayed with new device positions, which layouts take the 16-byte
// variants of embedding and copyInto, and typed errors.
import { describe, expect, test } from 'vitest';
import type { Device, Tensor } from '../../src/device/index.ts';
import {
  AliasError,
  ArgumentError,
  copyInto,
  DTypeError,
  embedding,
  F32_ADD_RULES,
  indexAdd,
  scatter,
  scatterCost,
  ShapeError,
} from '../../src/ops/index.ts';
import { choose } from '../../src/ops/select.ts';
import { INDEX_ADD_RULES, indexAddLayout } from '../../src/ops/index/scatter.ts';
import * as ref from '../../src/ops/index/reference.ts';
import { f16BitsToF32, f32ToF16Bits } from '../../src/spirv/half.ts';
import { useDevice } from '../helpers/device.ts';
import { kernelsWithLabel } from '../helpers/ops.ts';
import { SYNTHETIC } from '../helpers/synthetic-devices.ts';
import { rng } from '../helpers/ops.ts';

const f32 = (d: Device, v: number[], shape: number[]): Tensor => d.upload(new Float32Array(v), { shape });
const u32 = (d: Device, v: number[], shape: number[]): Tensor => d.upload(new Uint32Array(v), { dtype: 'u32', shape });
const i32 = (d: Device, v: number[], shape: number[]): Tensor => d.upload(new Int32Array(v), { dtype: 'i32', shape });
const values = (t: Tensor): number[] => [...(t.read() as Float32Array)];

describe('scatter, indexAdd: known values', () => {
  const dev = useDevice();

  test("torch.scatter's and scatter_add's documented examples", () => {
    const d = dev();
    const src = f32(d, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [2, 5]);
    const dst = f32(d, new Array(15).fill(0), [3, 5]);
    expect(values(scatter(dst, u32(d, [0, 1, 2, 0], [1, 4]), src))).toEqual([1, 0, 0, 4, 0, 0, 2, 0, 0, 0, 0, 0, 3, 0, 0]);
    const ones = f32(d, new Array(10).fill(1), [2, 5]);
    const acc = f32(d, new Array(15).fill(0), [3, 5]);
    scatter(acc, u32(d, [0, 1, 2, 0, 0, 0, 1, 2, 2, 2], [2, 5]), ones, { reduce: 'add' });
    expect(values(acc)).toEqual([2, 0, 0, 1, 1, 0, 2, 0, 0, 0, 0, 0, 2, 1, 1]);
    // along the last axis, into { out }: dst stays as it was
    const out = d.alloc('f32', [3, 5]);
    scatter(dst, u32(d, [4, 0, 1, 4], [2, 2]), src, { axis: -1, reduce: 'add', out });
    expect(values(out)).toEqual([3, 0, 0, 4, 1, 0, 8, 0, 0, 7, 0, 0, 3, 0, 0]);
    expect(values(dst)).toEqual([1, 0, 0, 4, 0, 0, 2, 0, 0, 0, 0, 0, 3, 0, 0]);
  });

  test('indexAdd with alpha, as torch.index_add_', () => {
    const d = dev();
    const dst = f32(d, new Array(15).fill(1), [5, 3]);
    const src = f32(d, [1, 2, 3, 4, 5, 6, 7, 8, 9], [3, 3]);
    indexAdd(dst, i32(d, [0, 4, 2], [3]), src, { alpha: 2 });
    expect(values(dst)).toEqual([3, 5, 7, 1, 1, 1, 15, 17, 19, 1, 1, 1, 9, 11, 13]);
    const cols = f32(d, new Array(6).fill(0), [2, 3]);
    indexAdd(cols, u32(d, [2, 2, 0, 2], [4]), f32(d, [1, 2, 3, 4, 5, 6, 7, 8], [2, 4]), { axis: 1 });
    expect(values(cols)).toEqual([3, 0, 7, 7, 0, 19]);
  });

  test('integer adds wrap; f16 adds round once per add', () => {
    const d = dev();
    const acc = d.upload(new Int32Array([2 ** 31 - 1, 5]), { dtype: 'i32', shape: [2] });
    indexAdd(acc, u32(d, [0, 1, 0], [3]), d.upload(new Int32Array([1, -7, 2]), { dtype: 'i32', shape: [3] }));
    expect([...(acc.read() as Int32Array)]).toEqual([-(2 ** 31) + 2, -2]);
    const h = (v: number[]): Uint16Array => Uint16Array.from(v, f32ToF16Bits);
    const dst = d.upload(h([1, 2, 3]), { dtype: 'f16', shape: [3] });
    scatter(dst, u32(d, [2, 0, 2], [3]), d.upload(h([0.5, 0.25, 1.5]), { dtype: 'f16', shape: [3] }), { reduce: 'add' });
    expect(Array.from(dst.read() as Uint16Array, f16BitsToF32)).toEqual([1.25, 2, 5]);
  });

  test('duplicate set targets: one source lands whole (f32 and f16 neighbours intact)', () => {
    const d = dev();
    const n = 4096;
    const r = rng(7);
    const src = Float32Array.from({ length: n }, () => r(-1, 1));
    const ids = Uint32Array.from({ length: n }, (_, i) => i % 3);
    const got = values(scatter(f32(d, [9, 9, 9, 9], [4]), d.upload(ids, { dtype: 'u32', shape: [n] }), f32(d, [...src], [n])));
    for (let k = 0; k < 3; k++) expect(src.filter((_, i) => i % 3 === k)).toContain(got[k]);
    expect(got[3]).toBe(9);
    const hs = Uint16Array.from(src, f32ToF16Bits);
    const dst = d.upload(new Uint16Array(4).fill(0x7777), { dtype: 'f16', shape: [4] });
    scatter(dst, d.upload(ids, { dtype: 'u32', shape: [n] }), d.upload(hs, { dtype: 'f16', shape: [n] }));
    const g = dst.read() as Uint16Array;
    for (let k = 0; k < 3; k++) expect(hs.filter((_, i) => i % 3 === k)).toContain(g[k]);
    expect(g[3]).toBe(0x7777);
  });

  test('scatter_add of many duplicates: the order is unspecified, the f32 sum within 1e-5 relative', () => {
    // 65536 values in [0, 1) onto 4 targets: each target sums 16384 terms in whatever order the atomics
    // land, so it may differ from the f64 sum by the f32 rounding of a long sum (~sqrt(k) * 2^-24 relative
    // for random order, bounded by k * 2^-24 = 1e-3 in the worst case; 1e-5 holds with a wide margin).
    const d = dev();
    const n = 65536;
    const r = rng(3);
    const src = Float32Array.from({ length: n }, () => r(0, 1));
    const ids = Uint32Array.from({ length: n }, (_, i) => i % 4);
    const got = values(
      scatter(f32(d, [0, 0, 0, 0], [4]), d.upload(ids, { dtype: 'u32', shape: [n] }), f32(d, [...src], [n]), { reduce: 'add' }),
    );
    for (let k = 0; k < 4; k++) {
      const want = src.reduce((s, v, i) => (i % 4 === k ? s + v : s), 0);
      expect(Math.abs(got[k]! - want) / want).toBeLessThan(1e-5);
    }
  });
});

describe('out-of-range ids and positions write nothing', () => {
  const dev = useDevice();

  test('negative and too-large ids, into a view of a larger buffer', () => {
    const d = dev();
    const base = f32(d, new Array(12).fill(-1), [12]);
    const dst = base.slice(0, 2, 10).reshape(4, 2); // elements 2..9 of base
    const src = f32(d, [1, 2, 3, 4, 5, 6, 7, 8], [4, 2]);
    scatter(dst, i32(d, [3, -1, 4, 0, 2, 2 ** 31 - 1, -(2 ** 31), 1], [4, 2]), src);
    expect(values(base)).toEqual([-1, -1, -1, 4, -1, 8, 5, -1, 1, -1, -1, -1]);
    indexAdd(dst, u32(d, [4, 0xffffffff, 3, 7], [4]), src, { axis: 0 });
    expect(values(base)).toEqual([-1, -1, -1, 4, -1, 8, 5, -1, 6, 5, -1, -1]);
  });

  test('copyInto positions past the end are skipped; a negative device position writes nothing', () => {
    // the cache is rows 1..5 of a 7-row buffer: rows 0 and 6 must never be written
    const d = dev();
    const base = f32(d, new Array(14).fill(-1), [7, 2]);
    const cache = base.slice(0, 1, 6);
    copyInto(cache, f32(d, new Array(10).fill(0), [5, 2]));
    const step = f32(d, [1, 2, 3, 4], [2, 2]);
    const at = d.upload(new Int32Array([4]), { dtype: 'i32', shape: [1] });
    copyInto(cache, step, { at });
    const rows = (...r: number[]): number[] => [-1, -1, ...r, -1, -1];
    expect(values(base)).toEqual(rows(0, 0, 0, 0, 0, 0, 0, 0, 1, 2));
    for (const p of [5, 6, -1, -(2 ** 31), 2 ** 31 - 1]) {
      at.write(new Int32Array([p]));
      copyInto(cache, step, { at });
    }
    const wide = d.upload(new Uint32Array([0xffffffff]), { dtype: 'u32', shape: [] });
    copyInto(cache, step, { at: wide });
    copyInto(cache, step, { at: 7 });
    expect(values(base)).toEqual(rows(0, 0, 0, 0, 0, 0, 0, 0, 1, 2));
    copyInto(cache, step, { at: 3 });
    expect(values(base)).toEqual(rows(0, 0, 0, 0, 0, 0, 1, 2, 3, 4));
  });
});

describe('copyInto', () => {
  const dev = useDevice();

  // f32 [3, 9, 5] (one element per invocation), f16 [4, 9, 6] (pairs of halves as whole words), and rows
  // of 16 bytes moved as uvec4s: f32 [3, 9, 8] and f16 [4, 9, 16]
  test.each([
    ['f32', 5],
    ['f16', 6],
    ['f32', 8],
    ['f16', 16],
  ] as const)('KV-cache append inside a captured graph, replayed with new positions (%s)', (dtype, dim) => {
    const d = dev();
    const [heads, ctx] = [dtype === 'f32' ? 3 : 4, 9];
    const r = rng(11);
    const random = (n: number) => {
      const v = Float32Array.from({ length: n }, () => r(-1, 1));
      return dtype === 'f32' ? v : Uint16Array.from(v, f32ToF16Bits);
    };
    const cacheBase = random(heads * ctx * dim);
    const cache = d.upload(cacheBase, { dtype, shape: [heads, ctx, dim] });
    const step = d.alloc(dtype, [heads, 1, dim]);
    const pos = d.upload(new Uint32Array([0]), { dtype: 'u32', shape: [1] });
    const g = d.capture(() => copyInto(cache, step, { axis: 1, at: pos }));
    let want = cacheBase;
    for (const p of [0, 4, 8, 9, 2, 100]) {
      const k = random(heads * dim);
      step.write(k as never);
      pos.write(new Uint32Array([p]));
      g.replay();
      want = ref.copyAt({ dtype, shape: [heads, ctx, dim], data: want }, { dtype, shape: [heads, 1, dim], data: k }, 1, p) as typeof want;
      expect([...cache.read()]).toEqual([...want]);
    }
    g.drop();
  });

  test('into a strided view (a transposed slice), with src broadcast; f16 halves next to it kept', () => {
    const d = dev();
    const base = f32(d, new Array(24).fill(0), [4, 6]);
    const view = base.slice(1, 1, 4).transpose(0, 1); // [3, 4], strides [1, 6]
    copyInto(view, f32(d, [7, 8, 9], [3, 1]));
    expect(values(base)).toEqual([0, 7, 8, 9, 0, 0, 0, 7, 8, 9, 0, 0, 0, 7, 8, 9, 0, 0, 0, 7, 8, 9, 0, 0]);
    const h = d.upload(new Uint16Array(8).fill(0xaaaa), { dtype: 'f16', shape: [8] });
    copyInto(h.slice(0, 1, 6, 2), d.upload(Uint16Array.of(1, 2, 3), { dtype: 'f16', shape: [3] }));
    expect([...(h.read() as Uint16Array)]).toEqual([0xaaaa, 1, 0xaaaa, 2, 0xaaaa, 3, 0xaaaa, 0xaaaa]);
  });
});

describe('16-byte runs: embedding and copyInto', () => {
  const dev = useDevice({ profile: true });
  test('embedding rows whose 16-byte runs are aligned take select_b32_vec4 / select_b16_vec8; others the element variants', () => {
    const d = dev();
    const run = (dtype: 'f32' | 'f16', dim: number, at: number, label: string): string[] => {
      const vocab = 6;
      const host =
        dtype === 'f32'
          ? Float32Array.from({ length: vocab * dim + 8 }, (_, i) => i)
          : Uint16Array.from({ length: vocab * dim + 8 }, (_, i) => i);
      const table = d
        .upload(host, { dtype })
        .slice(0, at, at + vocab * dim)
        .reshape([vocab, dim]);
      const ids = d.upload(Int32Array.of(5, 0, -1, 2, 6, 5), { dtype: 'i32' }); // -1 and 6 out of range: rows of 0
      const got = [...embedding(table, ids).read()];
      const want = [5, 0, -1, 2, 6, 5].flatMap((id) =>
        Array.from({ length: dim }, (_, k) => (id >= 0 && id < vocab ? at + id * dim + k : 0)),
      );
      expect(got).toEqual(want);
      return kernelsWithLabel(d, label);
    };
    expect(run('f32', 8, 0, '6x8')).toEqual(['gather.select_b32_vec4']);
    expect(run('f32', 12, 4, '6x12')).toEqual(['gather.select_b32_vec4']); // the table at an offset of 4
    expect(run('f32', 10, 0, '6x10')).toEqual(['gather.select_b32']); // rows of 10: not whole vec4s
    expect(run('f16', 16, 8, '6x16')).toEqual(['gather.select_b16_vec8']);
    expect(run('f16', 24, 2, '6x24')).toEqual(['gather.select_b16']); // the table at an offset of 2
  });

  test('copies whose runs are whole uvec4s in src and dst take _vec4 / _vec8; others pairs or elements', () => {
    const d = dev();
    const run = (dtype: 'f32' | 'f16', shape: number[], at: number, label: string): string[] => {
      const n = shape.reduce((a, b) => a * b, 1);
      const cache = d.alloc(dtype, [shape[0]!, 10, shape[2]!]);
      const host = dtype === 'f32' ? Float32Array.from({ length: n + 8 }, (_, i) => i) : Uint16Array.from({ length: n + 8 }, (_, i) => i);
      const src = d
        .upload(host, { dtype })
        .slice(0, at, at + n)
        .reshape(shape);
      copyInto(cache, src, { axis: 1, at: 3 });
      const got = [...cache.read()];
      for (let h = 0; h < shape[0]!; h++)
        for (let t = 0; t < shape[1]!; t++)
          for (let k = 0; k < shape[2]!; k++) expect(got[(h * 10 + 3 + t) * shape[2]! + k]).toBe(at + (h * shape[1]! + t) * shape[2]! + k);
      return kernelsWithLabel(d, label);
    };
    expect(run('f32', [2, 3, 8], 0, '2x3x8')).toEqual(['scatter.copy_set_b32_vec4']);
    expect(run('f32', [2, 3, 12], 2, '2x3x12')).toEqual(['scatter.copy_set_b32']); // src at an offset of 2
    expect(run('f16', [2, 3, 16], 8, '2x3x16')).toEqual(['scatter.copy_set_b16_vec8']);
    expect(run('f16', [2, 3, 20], 0, '2x3x20')).toEqual(['scatter.copy_set_b16_pairs']); // 20 halves: not 8 | 20
  });

  test("indexAdd of f32 rows of a multiple of 4 (float atomics) takes INDEX_ADD_RULES' layout for the device", () => {
    const d = dev();
    if (!d.info.atomics.float32Add) return void console.log('skipped: the device has no float32 atomic add');
    const layout = choose(INDEX_ADD_RULES, undefined, d.info); // x4 on a GPU, vec4 on a CPU
    for (const [cols, kernel] of [
      [12, `scatter.select_add_f32_${layout}`],
      [10, layout === 'x4' ? 'scatter.select_add_f32_x4' : 'scatter.select_add_f32'],
    ] as const) {
      const dst = d.upload(
        Float32Array.from({ length: 4 * cols }, (_, i) => i),
        { shape: [4, cols] },
      );
      const src = d.upload(
        Float32Array.from({ length: 5 * cols }, (_, i) => 100 * i),
        { shape: [5, cols] },
      );
      const ids = d.upload(Uint32Array.of(3, 0, 3, 9, 1)); // a duplicate (3) and an id past the end (9)
      const got = [...indexAdd(dst, ids, src, { alpha: 0.5 }).read()];
      const want = Array.from({ length: 4 * cols }, (_, i) => i);
      [3, 0, 3, 9, 1].forEach((id, r) => {
        if (id < 4) for (let k = 0; k < cols; k++) want[id * cols + k]! += 0.5 * 100 * (r * cols + k);
      });
      expect(got).toEqual(want); // exact: every partial sum is an integer below 2^24
      expect(kernelsWithLabel(d, `5x${cols}`)).toContain(kernel);
    }
  });

  test("indexAdd's gathering rows path: no atomics, every row summed in ascending source order (bit-exact against that f32 loop)", () => {
    // 3000 source rows of 8 onto 3 destination rows (and ids past the end): a long f32 sum whose bits
    // depend on the order, so only the sequential order matches, and every run gives the same bits
    const d = dev();
    const [m, cols, rows] = [3000, 8, 3];
    const r = rng(11);
    const base = Float32Array.from({ length: rows * cols }, () => r(-1, 1));
    const src = Float32Array.from({ length: m * cols }, () => r(0, 1));
    const ids = Int32Array.from({ length: m }, (_, i) => (i % 7 === 6 ? -1 : i % 5 === 4 ? 3 : Math.floor(r(0, rows))));
    const want = Float32Array.from(base);
    ids.forEach((id, i) => {
      if (id >= 0 && id < rows)
        for (let k = 0; k < cols; k++) want[id * cols + k] = Math.fround(want[id * cols + k]! + Math.fround(0.25 * src[i * cols + k]!));
    });
    const run = () =>
      indexAddLayout(f32(d, [...base], [rows, cols]), i32(d, [...ids], [m]), f32(d, [...src], [m, cols]), { alpha: 0.25 }, 'rows').read();
    expect([...run()]).toEqual([...want]);
    expect([...run()]).toEqual([...want]);
    expect(kernelsWithLabel(d, `${m}x${cols}`)).toContain('index_add_rows.f32');
  });

  test('the default f32 indexAdd layout: x4 on a GPU, vec4 on a CPU device', () => {
    expect(choose(INDEX_ADD_RULES, undefined, SYNTHETIC.h200)).toBe('x4');
    expect(choose(INDEX_ADD_RULES, undefined, SYNTHETIC.lavapipe)).toBe('vec4');
  });

  test('deterministic: the rows path where it applies, a typed error where it does not', () => {
    const d = dev();
    const ids = i32(d, [2, 0, 2], [3]);
    const got = indexAdd(f32(d, [1, 2, 3, 4, 5, 6, 7, 8], [2, 4]), ids, f32(d, [...Array(12).keys()], [3, 4]), { deterministic: true });
    expect([...(got.read() as Float32Array)]).toEqual([5, 7, 9, 11, 5, 6, 7, 8]);
    expect(kernelsWithLabel(d, '3x4')).toContain('index_add_rows.f32');
    const odd = () => indexAdd(f32(d, [1, 2, 3, 4, 5, 6], [2, 3]), ids, f32(d, [...Array(9).keys()], [3, 3]), { deterministic: true });
    expect(odd).toThrow(ArgumentError);
    expect(odd).toThrow('indexAdd: deterministic needs f32 dst and src');
    const notBool = { deterministic: 'yes' } as unknown as { deterministic: boolean };
    expect(() => indexAdd(f32(d, [1, 2, 3, 4], [1, 4]), ids, f32(d, [...Array(12).keys()], [3, 4]), notBool)).toThrow(
      'indexAdd: deterministic is yes, expected true or false',
    );
  });
});

describe('scatter, indexAdd, copyInto: bad inputs', () => {
  const dev = useDevice();
  const t = (dtype: 'f32' | 'f16' | 'bf16' | 'u32' | 'i32' | 'u8', shape: number[]): Tensor => dev().alloc(dtype, shape);

  test('dtypes', () => {
    expect(() => scatter(t('f32', [4, 3]), t('f32', [2, 3]), t('f32', [2, 3]))).toThrow('scatter: ids is f32 [2, 3], expected u32 or i32');
    expect(() => scatter(t('f32', [4, 3]), t('u32', [2, 3]), t('f16', [2, 3]))).toThrow(DTypeError);
    expect(() => scatter(t('bf16', [4]), t('u32', [2]), t('bf16', [2]), { reduce: 'add' })).toThrow('adding needs f32, f16, i32 or u32');
    expect(() => indexAdd(t('u8', [4]), t('u32', [2]), t('u8', [2]))).toThrow(DTypeError);
    expect(() => copyInto(t('f32', [4]), t('i32', [4]))).toThrow('copyInto: src is i32 [4], expected f32 as dst');
    expect(() => copyInto(t('f32', [4]), t('f32', [1]), { at: t('f32', [1]) })).toThrow(DTypeError);
  });

  test('shapes', () => {
    expect(() => scatter(t('f32', [4, 3]), t('u32', [2]), t('f32', [2, 3]))).toThrow(ShapeError);
    expect(() => scatter(t('f32', [4, 3]), t('u32', [2, 4]), t('f32', [2, 4]))).toThrow('in dimension 1');
    expect(() => scatter(t('f32', [4, 3]), t('u32', [3, 3]), t('f32', [2, 3]))).toThrow('in dimension 0');
    expect(() => indexAdd(t('f32', [4, 3]), t('u32', [2]), t('f32', [3, 3]))).toThrow("with 2 (ids' length) along axis 0");
    expect(() => indexAdd(t('f32', [4, 3]), t('u32', [2, 1]), t('f32', [2, 3]))).toThrow('expected 1-D');
    expect(() => copyInto(t('f32', [4, 3]), t('f32', [2, 3]))).toThrow(ShapeError);
    expect(() => copyInto(t('f32', [4, 3]), t('f32', [3]), { at: 1 })).toThrow('expected 2-D');
    expect(() => copyInto(t('f32', [4, 3]), t('f32', [1, 3]), { at: t('u32', [2]) })).toThrow('expected one element');
    expect(() => scatter(t('f32', [4, 3]), t('u32', [4, 3]), t('f32', [4, 3]), { out: t('f32', [3, 4]) })).toThrow(ShapeError);
  });

  test('the f32 add variant: float atomics where the device has them, else compare-and-swap', () => {
    expect(choose(F32_ADD_RULES, {}, SYNTHETIC.h200)).toBe('add_f32');
    expect(choose(F32_ADD_RULES, {}, SYNTHETIC.minimal)).toBe('add_f32_cas');
    expect(choose(F32_ADD_RULES, { atomic: 'compare-swap' }, SYNTHETIC.h200)).toBe('add_f32_cas');
    expect(choose(F32_ADD_RULES, { atomic: 'float' }, SYNTHETIC.minimal)).toBe('add_f32'); // launch: CapabilityError
    expect(dev().info.atomics.float32Add).toBe(true); // lavapipe has VK_EXT_shader_atomic_float
  });

  test('cost models: src and ids read, dst written (and read by an add)', () => {
    expect(scatterCost('scatter', 4, 10, 10, true)).toMatchObject({ bytesRead: 120, bytesWritten: 40, flops: 20 });
    expect(scatterCost('copyInto', 2, 10, 1, false)).toMatchObject({ bytesRead: 24, bytesWritten: 20, flops: 0 });
    expect(() => scatterCost('scatter', 4, -1, 0, false)).toThrow(RangeError);
  });

  test('options', () => {
    expect(() => scatter(t('f32', [4]), t('u32', [2]), t('f32', [2]), { reduce: 'add', atomic: 'cas' as never })).toThrow(
      "atomic must be 'float' or 'compare-swap'",
    );
    expect(() => scatter(t('f32', [4]), t('u32', [2]), t('f32', [2]), { axis: 1 })).toThrow(ArgumentError);
    expect(() => scatter(t('f32', [4]), t('u32', [2]), t('f32', [2]), { reduce: 'mul' as never })).toThrow("reduce must be 'set' or 'add'");
    expect(() => indexAdd(t('f32', [4]), t('u32', [2]), t('f32', [2]), { alpha: NaN })).toThrow(ArgumentError);
    expect(() => indexAdd(t('i32', [4]), t('u32', [2]), t('i32', [2]), { alpha: 2 })).toThrow('alpha must be 1 for i32');
    expect(() => copyInto(t('f32', [4]), t('f32', [1]), { at: -1 })).toThrow(ArgumentError);
    expect(() => copyInto(t('f32', [4]), t('f32', [1]), { at: 0.5 })).toThrow(ArgumentError);
  });

  test('a dst whose elements share memory, or that shares a buffer with src', () => {
    const row = t('f32', [1, 3]);
    expect(() => scatter(row.broadcastTo(4, 3), t('u32', [1, 3]), t('f32', [1, 3]))).toThrow('has elements sharing memory');
    expect(() => copyInto(row.broadcastTo(2, 3), t('f32', [2, 3]))).toThrow(ArgumentError);
    const base = t('f32', [8]);
    expect(() => copyInto(base.slice(0, 0, 4), base.slice(0, 4, 8))).toThrow(AliasError);
    expect(() => indexAdd(base, t('u32', [8]), base)).toThrow(AliasError);
  });
});
