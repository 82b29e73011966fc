// quant.embedding beyond the harness: `out` (at an offset, and where it cannot be written 4 weights at a
// time), empty ids, and the typed errors; the ops layer's embedding pointing a quantized table here.
import { describe, expect, it } from 'vitest';
import { DTypeError, ShapeError } from '../../src/device/errors.ts';
import { embedding as opsEmbedding } from '../../src/ops/index/ops.ts';
import { dequantize, quantize } from '../../src/quant/api.ts';
import { embedding } from '../../src/quant/embedding/index.ts';
import * as vkts from '../../src/index.ts';
import { useDevice } from '../helpers/device.ts';
import { randomF32 } from '../helpers/ops.ts';

const device = useDevice();

describe('quant.embedding', () => {
  const [vocab, dim] = [6, 64];
  const values = randomF32(vocab * dim, 3);
  const blocks = quantize('q8_0', values, { rows: vocab, cols: dim });
  const decoded = dequantize('q8_0', blocks, vocab * dim);
  const row = (id: number) => decoded.subarray(id * dim, (id + 1) * dim);

  it('is quant.embedding in the public API', () => {
    expect(vkts.quant.embedding).toBe(embedding);
  });

  it('writes into out at an offset of a multiple of 4 and leaves the rest of its buffer alone', () => {
    const d = device();
    const table = d.upload(blocks, { dtype: 'q8_0', shape: [vocab, dim] });
    const ids = d.upload(Uint32Array.from([5, 0, 5]));
    const whole = d.upload(new Float32Array(4 + 3 * dim).fill(7));
    const out = whole.slice(0, 4, 4 + 3 * dim).reshape(3, dim);
    expect(embedding(table, ids, { out })).toBe(out);
    const got = whole.read() as Float32Array;
    expect([...got.subarray(0, 4)]).toEqual([7, 7, 7, 7]);
    expect(got.subarray(4)).toEqual(Float32Array.from([...row(5), ...row(0), ...row(5)]));
    for (const t of [out, whole, ids, table]) t.destroy();
  });

  it('gives an empty result for no ids, and [...ids.shape, dim] otherwise', () => {
    const d = device();
    const table = d.upload(blocks, { dtype: 'q8_0', shape: [vocab, dim] });
    const none = d.alloc('u32', [0]);
    const empty = embedding(table, none);
    expect(empty.shape).toEqual([0, dim]);
    const ids = d.upload(Int32Array.from([1, -1, 2, 6]), { shape: [2, 2] });
    const y = embedding(table, ids);
    expect(y.shape).toEqual([2, 2, dim]);
    expect(y.read()).toEqual(Float32Array.from([...row(1), ...new Float32Array(dim), ...row(2), ...new Float32Array(dim)]));
    for (const t of [y, ids, empty, none, table]) t.destroy();
  });

  it('refuses what it cannot read with typed errors that say what was expected', () => {
    const d = device();
    const table = d.upload(blocks, { dtype: 'q8_0', shape: [vocab, dim] });
    const flat = d.upload(blocks, { dtype: 'q8_0', shape: [vocab * dim] });
    const f32Table = d.zeros('f32', [vocab, dim]);
    const ids = d.upload(Uint32Array.from([1, 2]));
    const floatIds = d.zeros('f32', [2]);
    const oddOut = d
      .zeros('f32', [1 + 2 * dim])
      .slice(0, 1, 1 + 2 * dim)
      .reshape(2, dim);
    expect(() => embedding(f32Table, ids)).toThrow(DTypeError);
    expect(() => embedding(f32Table, ids)).toThrow(/not quantized blocks; the ops layer's embedding takes f32 and f16 tables/);
    expect(() => embedding(table, floatIds)).toThrow(/ids is .*f32.*, expected u32 or i32/);
    expect(() => embedding(flat, ids)).toThrow(ShapeError);
    expect(() => embedding(table, ids, { out: oddOut })).toThrow(/starts at element 1, expected a multiple of 4/);
    expect(() => opsEmbedding(table, ids)).toThrow(/quant\.embedding takes quantized tables/);
    for (const t of [oddOut, floatIds, ids, f32Table, flat, table]) t.destroy();
  });
});
