// rope beyond the harness: a captured graph replays with new positions written to the device, in place
// leaves the pass-through part alone, the variant table, the frequency tables each device keeps, and
// typed errors for bad inputs (before anything is recorded).
import { describe, expect, test } from 'vitest';
import type { Tensor } from '../../src/device/index.ts';
import {
  AliasError,
  ArgumentError,
  BindingError,
  DTypeError,
  FREQUENCY_TABLES_KEPT,
  rope,
  ropeFrequencies,
  ShapeError,
} from '../../src/index.ts';
import { LAYOUT_RULES } from '../../src/ops/rope/ops.ts';
import * as ref from '../../src/ops/rope/reference.ts';
import { choose } from '../../src/ops/select.ts';
import { openValidated, expectNoValidation, useDevice } from '../helpers/device.ts';
import { dispatches, expectNmse, kernelsWithLabel, randomF32 } from '../helpers/ops.ts';
import { SYNTHETIC } from '../helpers/synthetic-devices.ts';

describe('rope', () => {
  const dev = useDevice({ profile: true });

  test('a captured graph replays with the positions written before each replay', () => {
    const d = dev();
    const shape = [2, 4, 6, 16];
    const data = randomF32(2 * 4 * 6 * 16, 1);
    const x = d.upload(data, { shape });
    const positions = d.upload(new Int32Array(6));
    const out = d.alloc('f32', shape);
    const g = d.capture(() => rope(x, { positions, out }));
    expect(g.dispatches).toBe(1);
    for (const start of [0, 100, 4000]) {
      const pos = Int32Array.from({ length: 6 }, (_, i) => start + 3 * i);
      positions.write(pos);
      g.replay();
      const want = ref.rope(data, { shape, mode: 'neox', rotaryDims: 16, positions: { data: pos, shape: [6] } });
      expectNmse(out.read(), want, 1e-12, `replay from ${start}`);
    }
    g.drop();
    for (const t of [x, positions, out]) t.destroy();
  });

  test('in place rotates x itself and leaves the elements past rotaryDims untouched (no copy)', () => {
    const d = dev();
    const shape = [5, 3, 12];
    const data = randomF32(5 * 3 * 12, 2);
    const x = d.upload(data, { shape });
    const positions = d.upload(Int32Array.from([7, 1, 0, 30, 2]));
    const y = rope(x, { positions, mode: 'gptj', rotaryDims: 8, out: x });
    expect(y).toBe(x);
    const got = x.read();
    const want = ref.rope(data, { shape, mode: 'gptj', rotaryDims: 8, positions: { data: [7, 1, 0, 30, 2], shape: [5] } });
    expectNmse(got, want, 1e-12);
    for (let i = 0; i < got.length; i++) if (i % 12 >= 8) expect(got[i]).toBe(data[i]);
    for (const t of [x, positions]) t.destroy();
  });

  test('the LLM layout runs the vec4 variant, a transposed view the strided one', () => {
    const d = dev();
    const x = d.upload(randomF32(1 * 8 * 4 * 128, 3), { shape: [1, 8, 4, 128] });
    const positions = d.upload(Int32Array.from([0, 1, 2, 3]));
    rope(x, { positions }).destroy();
    expect(kernelsWithLabel(d, '1x8x4x128')).toEqual(['rope.f32_neox_pos_vec4']);
    const t = x.transpose(1, 2); // [1, 4, 8, 128] of [T, H] order: rows still contiguous and aligned
    rope(t, { positions: d.upload(Int32Array.from({ length: 8 }, (_, i) => i)), mode: 'gptj' }).destroy();
    expect(kernelsWithLabel(d, '1x4x8x128')).toEqual(['rope.f32_gptj_pos_vec4']);
    const p = x.permute([0, 1, 3, 2]).contiguous().permute([0, 1, 3, 2]); // headDim strided
    rope(p, { positions }).destroy();
    expect(kernelsWithLabel(d, '1x8x4x128')).toContain('rope.f32_neox_pos_strided');
    for (const u of [x, positions, p]) u.destroy();
  });

  test('the layout rules', () => {
    const v = (off: number, s: [number, number, number, number], headDim = 128) => ({ batch: 1, heads: 2, tokens: 3, headDim, off, s });
    const pick = (x: ReturnType<typeof v>, rotaryDims = 128) =>
      choose(LAYOUT_RULES, { x, y: v(0, [0, 384, 128, 1]), rotaryDims }, SYNTHETIC.h200);
    expect(pick(v(0, [0, 384, 128, 1]))).toBe('_vec4');
    expect(pick(v(0, [0, 384, 128, 1]), 124)).toBe('_strided'); // rotaryDims % 8
    expect(pick(v(2, [0, 384, 128, 1]))).toBe('_strided'); // offset
    expect(pick(v(0, [0, 386, 128, 1]))).toBe('_strided'); // head stride
    expect(pick(v(0, [0, 1, 2, 6]))).toBe('_strided'); // headDim strided
    expect(pick(v(0, [0, 60, 20, 1], 20), 16)).toBe('_vec4');
    expect(pick(v(0, [0, 36, 18, 1], 18), 16)).toBe('_strided'); // headDim % 4
  });

  test('each device keeps a few frequency tables, the least recently used released first', () => {
    const d = openValidated();
    const x = d.upload(randomF32(2 * 2 * 8, 4), { shape: [2, 2, 8] });
    const positions = d.upload(Int32Array.from([3, 9]));
    const run = (theta: number) => rope(x, { positions, theta }).read();
    const first = run(10);
    for (let k = 0; k < FREQUENCY_TABLES_KEPT + 2; k++) run(100 + k); // evicts theta 10's table
    expect(run(10)).toEqual(first);
    x.destroy();
    positions.destroy();
    d.destroy();
    expectNoValidation(d);
  });

  test('frequencies follow HF / llama.cpp: freqScale / theta^(2i / rotaryDims), rounded to f32', () => {
    const f = ropeFrequencies(8, 10000, 0.5);
    expect(Array.from(f)).toEqual([0.5, 0.05, 0.005, 0.0005].map(Math.fround));
  });
});

describe('rope: bad inputs', () => {
  const dev = useDevice({ profile: true });
  const f32 = (shape: number[]): Tensor => dev().alloc('f32', shape);
  const pos = (n: number, dtype: 'i32' | 'u32' = 'i32'): Tensor => dev().alloc(dtype, [n]);

  test('x, positions and options: typed errors that say what was expected; nothing dispatched', () => {
    const d = dev();
    const before = dispatches(d);
    const x = f32([1, 2, 3, 8]);
    expect(() => rope(d.alloc('i32', [1, 2, 3, 8]), { positions: pos(3) })).toThrow(DTypeError);
    expect(() => rope(d.alloc('i32', [1, 2, 3, 8]), { positions: pos(3) })).toThrow('rope: x is i32 [1, 2, 3, 8], expected f32 or f16');
    expect(() => rope(f32([3, 8]), { positions: pos(3) })).toThrow(ShapeError);
    expect(() => rope(f32([3, 8]), { positions: pos(3) })).toThrow(
      'rope: x has shape [3, 8], expected [batch, heads, tokens, headDim] or [tokens, heads, headDim]',
    );
    expect(() => rope(x)).toThrow(ArgumentError);
    expect(() => rope(x)).toThrow('rope: expected positions, or both cos and sin tables');
    expect(() => rope(x, { positions: pos(4) })).toThrow('rope: positions has shape [4], expected [3] or [1, 3] (one position per token)');
    expect(() => rope(f32([3, 2, 8]), { positions: d.alloc('i32', [1, 3]) })).toThrow(
      'rope: positions has shape [1, 3], expected [3] (one position per token)',
    );
    expect(() => rope(x, { positions: d.alloc('f32', [3]) })).toThrow(DTypeError);
    expect(() => rope(x, { positions: d.alloc('f32', [3]) })).toThrow('rope: positions is f32 [3], expected i32 or u32');
    expect(() => rope(x, { positions: pos(3), rotaryDims: 5 })).toThrow(ArgumentError);
    expect(() => rope(x, { positions: pos(3), rotaryDims: 5 })).toThrow(
      'rope: rotaryDims (given) must be an even integer in [2, headDim = 8] (got 5)',
    );
    expect(() => rope(x, { positions: pos(3), rotaryDims: 10 })).toThrow(
      'rope: rotaryDims (given) must be an even integer in [2, headDim = 8] (got 10)',
    );
    expect(() => rope(f32([1, 2, 3, 7]), { positions: pos(3) })).toThrow(
      'rope: rotaryDims (default headDim) must be an even integer in [2, headDim = 7] (got 7)',
    );
    expect(() => rope(x, { positions: pos(3), mode: 'halves' as never })).toThrow("rope: mode must be 'neox' or 'gptj' (got halves)");
    expect(() => rope(x, { positions: pos(3), theta: 0 })).toThrow('rope: theta must be a finite number > 0 (got 0)');
    expect(() => rope(x, { positions: pos(3), freqScale: NaN })).toThrow('rope: freqScale must be a finite number (got NaN)');
    expect(() => rope(d.alloc('f16', [1, 2, 3, 6]), { positions: pos(3), rotaryDims: 6 })).toThrow(
      'rope: f16 x needs an even headDim and rotaryDims a multiple of 4 (got headDim 6, rotaryDims 6)',
    );
    expect(dispatches(d)).toBe(before);
  });

  test('tables and out: typed errors; nothing dispatched', () => {
    const d = dev();
    const before = dispatches(d);
    const x = f32([2, 2, 3, 8]);
    const t = (shape: number[]) => f32(shape);
    expect(() => rope(x, { positions: pos(3), cos: t([3, 4]), sin: t([3, 4]) })).toThrow(
      'rope: give either positions or cos and sin tables, not both',
    );
    expect(() => rope(x, { cos: t([3, 4]) })).toThrow('rope: expected positions, or both cos and sin tables');
    expect(() => rope(x, { cos: t([3, 4]), sin: t([3, 4]), theta: 500 })).toThrow(ArgumentError);
    expect(() => rope(x, { cos: t([4, 4]), sin: t([4, 4]) })).toThrow(ShapeError);
    expect(() => rope(x, { cos: t([3, 4]), sin: t([3, 2]) })).toThrow('rope: sin has shape [3, 2], expected [3, 4] or [2, 3, 4]');
    expect(() => rope(x, { cos: t([3, 2]), sin: t([3, 2]), rotaryDims: 8 })).toThrow(
      'rope: cos has shape [3, 2], expected [3, 4] or [2, 3, 4] (one angle per token and rotated pair)',
    );
    expect(() => rope(x, { cos: t([1, 3, 4]), sin: t([1, 3, 4]) })).toThrow(ShapeError);
    expect(() => rope(x, { cos: d.alloc('f16', [3, 4]), sin: t([3, 4]) })).toThrow('rope: cos is f16 [3, 4], expected f32');
    expect(() => rope(x, { cos: t([3, 4]), sin: t([2, 3, 4]) })).toThrow(ShapeError);
    expect(() => rope(x, { positions: pos(3), out: f32([2, 2, 3, 4]) })).toThrow(ShapeError);
    const b = f32([1, 2, 3, 8]).broadcastTo([2, 2, 3, 8]);
    expect(() => rope(b, { positions: pos(3), out: b })).toThrow(ArgumentError);
    expect(() => rope(b, { positions: pos(3), out: b })).toThrow('a broadcast view: in place would write one element from several places');
    expect(() => rope(x, { positions: pos(3), out: pos(3) })).toThrow('rope: out is i32 [3], expected f32');
    expect(() => rope(x, { positions: pos(3), out: x.slice(3, 0, 4) as never })).toThrow(ShapeError);
    const two = f32([2, 2, 2, 3, 8]);
    expect(() => rope(two.select(0, 0), { positions: pos(3), out: two.select(0, 1) })).toThrow(AliasError);
    const odd = d
      .alloc('f16', [1 + 2 * 3 * 8])
      .slice(0, 1)
      .reshape([1, 2, 3, 8]);
    expect(() => rope(odd, { positions: pos(3), out: odd })).toThrow('rope: f16 in place needs x');
    const other = openValidated();
    try {
      expect(() => rope(x, { positions: other.alloc('i32', [3]) })).toThrow(BindingError);
    } finally {
      other.destroy();
    }
    expect(dispatches(d)).toBe(before);
  });
});
