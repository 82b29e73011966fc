// quant.gemm over an expert bank (ggml's mul_mat_id) beyond the harness: ids out of range (>= experts, the
// largest u32, a negative i32) give rows of exactly 0, written over whatever `out` held; a row does not depend
// on the other entries routed with it (the routing's order varies); a captured graph replays with new ids written into the same tensor (the ids are never read
// back); and the typed errors. The reference is quant.dequantize of the expert's rows plus an f64 matvec.
import { describe, expect, it } from 'vitest';
import { ArgumentError, DTypeError, ShapeError } from '../../src/device/errors.ts';
import type { Tensor } from '../../src/device/tensor.ts';
import { nmse } from '../../src/ops/case.ts';
import { quantize } from '../../src/quant/api.ts';
import { gemm, quantizeActivations } from '../../src/quant/gemm/index.ts';
import { qmatvecRef } from '../../src/quant/matvec/reference.ts';
import { useDevice } from '../helpers/device.ts';
import { randomF32 } from '../helpers/ops.ts';

const device = useDevice();

const E = 3,
  N = 70,
  K = 512;
const FORMAT = 'q4_K';
const LDW = (K / 256) * 144;
const blocks = quantize(FORMAT, randomF32(E * N * K, 3), { rows: E * N, cols: K });

/** Expert e's rows times x (or zeros when e is out of range, as an i32 below 0 is). */
const want = (e: number, x: Float32Array): Float32Array =>
  e >= 0 && e < E ? qmatvecRef(FORMAT, blocks.subarray(e * N * LDW, (e + 1) * N * LDW), x, N, K) : new Float32Array(N);

/** Every entry's row of y against `want`: zeros exactly for ids out of range. */
function expectRows(y: Float32Array, ids: ArrayLike<number>, xs: Float32Array, xRow: (p: number) => number): void {
  for (let p = 0; p < ids.length; p++) {
    const row = y.subarray(p * N, (p + 1) * N),
      e = ids[p]!;
    const ref = want(e, xs.subarray(xRow(p) * K, (xRow(p) + 1) * K));
    if (e < 0 || e >= E)
      expect(
        row.every((v) => Object.is(v, 0)),
        `entry ${p} (id ${e}): zeros`,
      ).toBe(true);
    else expect(nmse(row, ref), `entry ${p} (id ${e})`).toBeLessThanOrEqual(1e-10);
  }
}

describe('quant.gemm with ids: expert banks', () => {
  it('ids out of range write rows of zeros over what out held; a row is the same computed with other entries or alone', () => {
    const d = device();
    const [tokens, topK] = [40, 3];
    const xs = randomF32(tokens * K, 5);
    // ids cycling through every expert, experts itself, the largest u32 and 2^31: out of range
    const specials = [0, 1, 2, E, 0xffffffff, 2 ** 31, 1];
    const idv = Uint32Array.from({ length: tokens * topK }, (_, p) => specials[p % specials.length]!);
    const w = d.upload(blocks, { dtype: FORMAT, shape: [E, N, K] }),
      x = d.upload(xs, { shape: [tokens, K] }),
      ids = d.upload(idv, { shape: [tokens, topK] }),
      out = d.alloc('f32', [tokens, topK, N]);
    d.fill(out, 7);
    expect(gemm(x, w, { transB: true, ids, out })).toBe(out);
    const y = out.read() as Float32Array;
    expectRows(y, idv, xs, (p) => Math.floor(p / topK));
    // token 0 alone (its row and ids as views) gives entry 1's row bit for bit
    const [x0, ids0] = [x.slice(0, 0, 1), ids.slice(0, 0, 1)];
    const y0 = gemm(x0, w, { transB: true, ids: ids0 });
    expect(Array.from((y0.read() as Float32Array).subarray(N, 2 * N))).toEqual(Array.from(y.subarray(N, 2 * N)));
    for (const t of [y0, x0, ids0, w, x, ids, out]) t.destroy();
  });

  it('i32 ids (a negative id is out of range), x per slot [tokens, topK, K], 1-D ids', () => {
    const d = device();
    const [tokens, topK] = [9, 2];
    const xs = randomF32(tokens * topK * K, 7);
    const idv = Int32Array.from({ length: tokens * topK }, (_, p) => (p % 5) - 1); // -1, 0, 1, 2, 3
    const w = d.upload(blocks, { dtype: FORMAT, shape: [E, N, K] }),
      x = d.upload(xs, { shape: [tokens, topK, K] }),
      ids = d.upload(idv, { shape: [tokens, topK] });
    const y = gemm(x, w, { transB: true, ids });
    expect(y.shape).toEqual([tokens, topK, N]);
    expectRows(y.read() as Float32Array, idv, xs, (p) => p);
    const flat = d.upload(Uint32Array.from({ length: tokens }, (_, t) => t % E));
    const x2 = d.upload(xs.subarray(0, tokens * K), { shape: [tokens, K] });
    const y1 = gemm(x2, w, { transB: true, ids: flat });
    expect(y1.shape).toEqual([tokens, N]);
    expectRows(y1.read() as Float32Array, flat.read() as Uint32Array, xs, (p) => p);
    for (const t of [y, y1, x2, flat, w, x, ids]) t.destroy();
  });

  it('a captured step replays with new ids written into the same tensor', () => {
    const d = device();
    const [tokens, topK] = [33, 2];
    const xs = randomF32(tokens * K, 9);
    const first = Uint32Array.from({ length: tokens * topK }, (_, p) => p % E);
    const second = Uint32Array.from({ length: tokens * topK }, (_, p) => (p * 7 + 1) % (E + 1)); // some out of range
    const w = d.upload(blocks, { dtype: FORMAT, shape: [E, N, K] }),
      x = d.upload(xs, { shape: [tokens, K] }),
      ids = d.upload(first, { shape: [tokens, topK] }),
      out = d.alloc('f32', [tokens, topK, N]);
    const g = d.capture(() => gemm(x, w, { transB: true, ids, out }));
    g.replay();
    expectRows(out.read() as Float32Array, first, xs, (p) => Math.floor(p / topK));
    ids.write(second);
    g.replay();
    expectRows(out.read() as Float32Array, second, xs, (p) => Math.floor(p / topK));
    g.drop();
    for (const t of [w, x, ids, out]) t.destroy();
  });

  it('typed errors: q8_1 x or path f16 with ids, a 2-D w, x and ids shapes, ids dtype', () => {
    const d = device();
    const w = d.upload(blocks, { dtype: FORMAT, shape: [E, N, K] }),
      w2 = d.upload(blocks.subarray(0, N * LDW), { dtype: FORMAT, shape: [N, K] }),
      x = d.zeros('f32', [4, K]),
      ids = d.upload(Uint32Array.of(0, 1, 2, 0), { shape: [4, 1] });
    const xq = quantizeActivations(x);
    const floatIds = d.zeros('f32', [4, 1]);
    const q8 = d.upload(quantize('q8_0', new Float32Array(E * 2 * K), { rows: E * 2, cols: K }), { dtype: 'q8_0', shape: [E, 2, K] });
    expect(() => gemm(xq, q8, { transB: true, ids })).toThrow(ArgumentError);
    expect(() => gemm(xq, q8, { transB: true, ids })).toThrow(/ids \(an expert bank\) takes f32 x/);
    expect(() => gemm(x, w, { transB: true, ids, path: 'f16' })).toThrow(/path 'f16' has no expert kernel/);
    expect(() => gemm(x, w2, { transB: true, ids })).toThrow(/expected an expert bank \[experts, rows, cols\]/);
    expect(() => gemm(x, w, { transB: true })).toThrow(/an expert bank \[experts, N, K\] takes ids/);
    expect(() => gemm(d.zeros('f32', [3, K]), w, { transB: true, ids })).toThrow(ShapeError);
    expect(() => gemm(x, w, { transB: true, ids: floatIds })).toThrow(DTypeError);
    expect(() => gemm(x, w, { transB: true, ids: ids.reshape(2, 2, 1) })).toThrow(/expected \[tokens, topK\] or \[tokens\]/);
    for (const t of [q8, floatIds, xq, w, w2, x, ids] as Tensor[]) t.destroy();
  });
});
