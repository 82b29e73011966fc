// Tensor views: shapes, strides and offsets of each view method, their errors, and random view chains
// (permute → slice → select → broadcast → reshape → ...) checked against an independent host model that
// knows no strides at all (each view is an index function over the original values), through read(), a
// GPU op over the view, and contiguous() over u32 data (bit-exact).
import { describe, expect, test } from 'vitest';
import { ArgumentError, ShapeError, type Tensor } from '../../src/device/index.ts';
import { reshapeStrides } from '../../src/device/layout.ts';
import { add, relu } from '../../src/ops/index.ts';
import { useDevice } from '../helpers/device.ts';
import { rng } from '../helpers/ops.ts';

/** A view as an index function: no strides, so it is independent of src/device/layout.ts. */
interface Model {
  shape: number[];
  at: (idx: number[]) => number;
}

const prod = (s: readonly number[]): number => s.reduce((a, b) => a * b, 1);
const unravel = (i: number, shape: readonly number[]): number[] => {
  const idx = new Array<number>(shape.length);
  for (let d = shape.length - 1; d >= 0; d--) {
    idx[d] = i % shape[d]!;
    i = Math.floor(i / shape[d]!);
  }
  return idx;
};
const ravel = (idx: readonly number[], shape: readonly number[]): number => idx.reduce((o, v, d) => o * shape[d]! + v, 0);
const values = (m: Model): number[] => Array.from({ length: prod(m.shape) }, (_, i) => m.at(unravel(i, m.shape)));

type Step = { name: string; view: (t: Tensor) => Tensor; model: (m: Model) => Model };

/** A random view step applicable to shape `s`. */
function randomStep(s: readonly number[], r: () => number): Step | undefined {
  // r() is uniform in [0, 1)
  const pick = (n: number): number => Math.floor(r() * n);
  const rank = s.length;
  const kinds = ['permute', 'slice', 'select', 'broadcast', 'reshape', 'unsqueeze', 'squeeze', 'transpose'];
  const kind = kinds[pick(kinds.length)]!;
  switch (kind) {
    case 'permute': {
      if (rank < 2) return undefined;
      const order = s.map((_, i) => i).sort(() => r() - 0.5);
      return {
        name: `permute(${order})`,
        view: (t) => t.permute(order),
        model: (m) => ({ shape: order.map((d) => m.shape[d]!), at: (idx) => m.at(order.map((_, k) => idx[order.indexOf(k)]!)) }),
      };
    }
    case 'transpose': {
      if (rank < 2) return undefined;
      return {
        name: 'transpose()',
        view: (t) => t.transpose(),
        model: (m) => ({
          shape: [...m.shape.slice(0, -2), m.shape[rank - 1]!, m.shape[rank - 2]!],
          at: (idx) => m.at([...idx.slice(0, -2), idx[rank - 1]!, idx[rank - 2]!]),
        }),
      };
    }
    case 'slice': {
      if (rank === 0) return undefined;
      const d = pick(rank),
        n = s[d]!;
      if (n < 2) return undefined;
      const start = pick(n - 1),
        step = 1 + pick(2),
        end = start + 1 + pick(n - start);
      const len = Math.ceil((end - start) / step);
      return {
        name: `slice(${d}, ${start}, ${end}, ${step})`,
        view: (t) => t.slice(d, start, end, step),
        model: (m) => ({
          shape: m.shape.map((x, k) => (k === d ? len : x)),
          at: (idx) => m.at(idx.map((v, k) => (k === d ? start + v * step : v))),
        }),
      };
    }
    case 'select': {
      if (rank < 2) return undefined;
      const d = pick(rank),
        i = pick(s[d]!);
      return {
        name: `select(${d}, ${i})`,
        view: (t) => t.select(d, i),
        model: (m) => ({ shape: m.shape.filter((_, k) => k !== d), at: (idx) => m.at([...idx.slice(0, d), i, ...idx.slice(d)]) }),
      };
    }
    case 'broadcast': {
      const ones = s.map((x, k) => (x === 1 ? k : -1)).filter((k) => k >= 0);
      if (rank >= 4 || prod(s) > 64) return undefined;
      const target = [2 + pick(2), ...s.map((x) => (x === 1 ? 1 + pick(3) : x))];
      return {
        name: `broadcastTo(${target})`,
        view: (t) => t.broadcastTo(target),
        model: (m) => ({ shape: target, at: (idx) => m.at(idx.slice(1).map((v, k) => (ones.includes(k) ? 0 : v))) }),
      };
    }
    case 'reshape': {
      const n = prod(s);
      if (n === 0 || rank === 0) return undefined;
      const f = [1, 2, 3, 4, 5, 6].filter((x) => n % x === 0);
      const a = f[pick(f.length)]!;
      const target = a === 1 ? [n] : [a, -1];
      const shape = a === 1 ? [n] : [a, n / a];
      return {
        name: `reshape(${target})`,
        view: (t) => t.reshape(target),
        model: (m) => ({ shape, at: (idx) => m.at(unravel(ravel(idx, shape), m.shape)) }),
      };
    }
    case 'unsqueeze': {
      if (rank >= 5) return undefined;
      const d = pick(rank + 1);
      return {
        name: `unsqueeze(${d})`,
        view: (t) => t.unsqueeze(d),
        model: (m) => ({
          shape: [...m.shape.slice(0, d), 1, ...m.shape.slice(d)],
          at: (idx) => m.at([...idx.slice(0, d), ...idx.slice(d + 1)]),
        }),
      };
    }
    case 'squeeze': {
      const d = s.indexOf(1);
      if (d < 0) return undefined;
      return {
        name: `squeeze(${d})`,
        view: (t) => t.squeeze(d),
        model: (m) => ({ shape: m.shape.filter((_, k) => k !== d), at: (idx) => m.at([...idx.slice(0, d), 0, ...idx.slice(d)]) }),
      };
    }
  }
  return undefined;
}

describe('views', () => {
  const dev = useDevice();

  test('each view method: shape, strides, offset, contiguity', () => {
    const d = dev();
    const t = d.upload(new Float32Array(24), { shape: [2, 3, 4] });
    expect([t.strides, t.isContiguous]).toEqual([[12, 4, 1], true]);
    const p = t.permute(2, 0, 1);
    expect([p.shape, p.strides, p.isContiguous]).toEqual([[4, 2, 3], [1, 12, 4], false]);
    expect(t.transpose(0, 2).shape).toEqual([4, 3, 2]);
    const s = t.slice(2, 1, 4, 2);
    expect([s.shape, s.strides, s.offset]).toEqual([[2, 3, 2], [12, 4, 2], 1]);
    expect(t.slice(1, -2).shape).toEqual([2, 2, 4]);
    expect(t.slice(0, 5, 9).shape).toEqual([0, 3, 4]);
    const sel = t.select(1, -1);
    expect([sel.shape, sel.strides, sel.offset]).toEqual([[2, 4], [12, 1], 8]);
    expect(t.unsqueeze(1).shape).toEqual([2, 1, 3, 4]);
    expect(t.unsqueeze(-1).shape).toEqual([2, 3, 4, 1]);
    expect(t.unsqueeze(0).squeeze().shape).toEqual([2, 3, 4]);
    const b = d.alloc('f32', [3, 1]).broadcastTo([2, 3, 5]);
    expect([b.shape, b.strides]).toEqual([
      [2, 3, 5],
      [0, 1, 0],
    ]);
    expect(t.reshape(6, -1).shape).toEqual([6, 4]);
    expect(t.reshape([24]).strides).toEqual([1]);
  });

  test('reshape is a view when the layout allows it and a copy only when it does not', () => {
    expect(reshapeStrides([4, 6], [1, 4], [2, 2, 6])).toEqual([2, 1, 4]); // split a transposed dim
    expect(reshapeStrides([4, 6], [1, 4], [24])).toBeUndefined(); // merging transposed dims needs a copy
    expect(reshapeStrides([2, 3, 4], [24, 8, 1], [6, 4])).toEqual([8, 1]); // a sliced outer stride merges
    expect(reshapeStrides([2, 3, 4], [24, 8, 2], [2, 12])).toEqual([24, 2]); // every-other element: still one stride
    expect(reshapeStrides([2, 3, 4], [24, 9, 2], [2, 12])).toBeUndefined();
    const d = dev();
    const t = d.upload(new Float32Array(24), { shape: [4, 6] });
    const v = t.transpose().reshape(2, 3, 4);
    expect(v._storage).toBe(t._storage); // a view: no copy
  });

  test('bad dimensions, indices and shapes are typed errors', () => {
    const d = dev();
    const t = d.alloc('f32', [2, 3]);
    expect(() => t.permute(0, 0)).toThrow(ArgumentError);
    expect(() => t.permute(0)).toThrow(/expected a permutation of 2 dimensions/);
    expect(() => t.transpose(0, 2)).toThrow(/dimension 2 is out of range for a rank-2 tensor/);
    expect(() => t.slice(0, 0, 2, 0)).toThrow(/step must be an integer >= 1/);
    expect(() => t.select(1, 3)).toThrow(/index 3 is out of range for dimension 1 of extent 3/);
    expect(() => t.squeeze(0)).toThrow(ShapeError);
    expect(() => t.broadcastTo([3, 3])).toThrow(/cannot broadcast \[2, 3\] to \[3, 3\]/);
    expect(() => t.reshape(4, -1)).toThrow(/cannot view 6 elements as \[4, -1\]/);
    expect(() => t.reshape(-1, -1)).toThrow(/only one dimension may be -1/);
    expect(() => t.transpose().write(new Float32Array(6))).toThrow(/strided view cannot be written/);
  });

  test('a view keeps its storage alive after the base is destroyed; the last one releases it', () => {
    const d = dev();
    const t = d.upload(Float32Array.from([1, 2, 3, 4]), { shape: [2, 2] });
    const v = t.transpose();
    t.destroy();
    expect(Array.from(v.read())).toEqual([1, 3, 2, 4]);
    const idle = d.memoryStats().idleBuffers;
    v.destroy();
    expect(d.memoryStats().idleBuffers).toBe(idle + 1);
  });

  test('random view chains match the index-function model: read(), relu, add, and u32 contiguous()', () => {
    const d = dev();
    const signed = rng(7);
    const r = (lo = 0, hi = 1): number => signed(lo, hi);
    for (let chain = 0; chain < 60; chain++) {
      const shape = Array.from({ length: 1 + Math.floor(r() * 3) }, () => 1 + Math.floor(r() * 5));
      const n = prod(shape);
      const f = Float32Array.from({ length: n }, () => r(-2, 2));
      const u = Uint32Array.from({ length: n }, () => Math.floor(r(0, 2 ** 32)));
      let tf: Tensor = d.upload(f, { shape });
      let tu: Tensor = d.upload(u, { shape });
      let mf: Model = { shape, at: (idx) => f[ravel(idx, shape)]! };
      let mu: Model = { shape, at: (idx) => u[ravel(idx, shape)]! };
      const names: string[] = [];
      for (let k = 0; k < 4; k++) {
        const step = randomStep(tf.shape, r);
        if (!step) continue;
        names.push(step.name);
        [tf, tu, mf, mu] = [step.view(tf), step.view(tu), step.model(mf), step.model(mu)];
      }
      const what = `[${shape}] ${names.join(' → ')}`;
      expect(tf.shape, what).toEqual(mf.shape);
      expect(Array.from(tf.read()), what).toEqual(values(mf));
      expect(Array.from(relu(tf).read()), what).toEqual(values(mf).map((v) => Math.max(v, 0)));
      const sum = add(tf, tf.contiguous()).read();
      expect(Array.from(sum), what).toEqual(values(mf).map((v) => Math.fround(v + v)));
      expect(Array.from(tu.read()), what).toEqual(values(mu));
      expect(Array.from(tu.contiguous().read()), what).toEqual(values(mu));
    }
  });
});

describe('printing', () => {
  const dev = useDevice();

  test('String(t) and console.log show dtype, shape, device and the first values only', async () => {
    const d = dev();
    const t = d.upload(
      Float32Array.from({ length: 4096 }, (_, i) => i / 8 - 0.125),
      { shape: [4, 1024] },
    );
    const name = d.info.name;
    expect(String(t)).toBe(`[Tensor f32 [4, 1024] on ${name}: -0.125, 0, 0.125, 0.25, 0.375, 0.5, …]`);
    const { inspect } = await import('node:util');
    expect(inspect(t)).toBe(String(t));
    expect(String(t.transpose().slice(0, 0, 2))).toBe(`[Tensor f32 [2, 4] (view) on ${name}: -0.125, 127.9, 255.9, 383.9, 0, 128, …]`);
    expect(String(d.upload(Uint16Array.from([0x3c00, 0xc000]), { dtype: 'f16' }))).toBe(`[Tensor f16 [2] on ${name}: 1, -2]`);
    expect(String(d.alloc('i32', [0, 3]))).toBe(`[Tensor i32 [0, 3] on ${name}: empty]`);
    t.destroy();
    expect(String(t)).toBe('[Tensor f32 [4, 1024] (destroyed)]');
  });
});
