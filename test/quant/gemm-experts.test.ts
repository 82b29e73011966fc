// quant.gemm over an expert bank (ggml's mul_mat_id) beyond the harness, on both paths (the f32 tile and the
// f16 path's ragged batch): ids out of range (>= experts, the largest u32, a negative i32) give rows of
// exactly 0, written over whatever `out` held; a row does not depend on the other entries routed with it (the
// routing's order varies), bit for bit, nor on the call (repeated calls agree bit for bit); a captured graph
// replays with new ids written into the same tensor (the ids are never read back); the default path; and the
// typed errors. The reference is quant.dequantize of the expert's rows plus an f64 matvec; the f16 path
// rounds x and the weights to f16 (NMSE about 1e-7 here; 1e-5 is its bound, as in the harness).
import { describe, expect, it } from 'vitest';
import { ArgumentError, DTypeError, ShapeError } from '../../src/device/errors.ts';
import type { Tensor } from '../../src/device/tensor.ts';
import { nmse } from '../../src/ops/case.ts';
import { quantize } from '../../src/quant/api.ts';
import { defaultExpertsPath, expertChunks } from '../../src/quant/gemm/f16-path.ts';
import { gemm, quantizeActivations, type QGemmPath } from '../../src/quant/gemm/index.ts';
import { qmatvecRef } from '../../src/quant/matvec/reference.ts';
import { useDevice } from '../helpers/device.ts';
import { randomF32 } from '../helpers/ops.ts';
import { SYNTHETIC } from '../helpers/synthetic-devices.ts';

const device = useDevice({ profile: true });

const E = 3,
  N = 70,
  K = 512;
const FORMAT = 'q4_K';
const LDW = (K / 256) * 144;
const blocks = quantize(FORMAT, randomF32(E * N * K, 3), { rows: E * N, cols: K });
const TOL: Record<Exclude<QGemmPath, 'int8'>, number> = { f32: 1e-10, f16: 1e-5 };

/** Expert e's rows times x (or zeros when e is out of range, as an i32 below 0 is). */
const want = (e: number, x: Float32Array): Float32Array =>
  e >= 0 && e < E ? qmatvecRef(FORMAT, blocks.subarray(e * N * LDW, (e + 1) * N * LDW), x, N, K) : new Float32Array(N);

/** Every entry's row of y against `want`: zeros exactly for ids out of range. */
function expectRows(y: Float32Array, ids: ArrayLike<number>, xs: Float32Array, xRow: (p: number) => number, tol: number): void {
  for (let p = 0; p < ids.length; p++) {
    const row = y.subarray(p * N, (p + 1) * N),
      e = ids[p]!;
    const ref = want(e, xs.subarray(xRow(p) * K, (xRow(p) + 1) * K));
    if (e < 0 || e >= E)
      expect(
        row.every((v) => Object.is(v, 0)),
        `entry ${p} (id ${e}): zeros`,
      ).toBe(true);
    else expect(nmse(row, ref), `entry ${p} (id ${e})`).toBeLessThanOrEqual(tol);
  }
}

describe.each(['f32', 'f16'] as const)('quant.gemm with ids: expert banks, path %s', (path) => {
  const tol = TOL[path];
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
    expect(gemm(x, w, { transB: true, ids, out, path })).toBe(out);
    const y = out.read() as Float32Array;
    expectRows(y, idv, xs, (p) => Math.floor(p / topK), tol);
    // again: the same bits (the routing's order varies between calls; no row depends on it)
    const again = gemm(x, w, { transB: true, ids, path });
    expect(Array.from(again.read() as Float32Array)).toEqual(Array.from(y));
    again.destroy();
    // token 0 alone (its row and ids as views) gives entry 1's row bit for bit
    const [x0, ids0] = [x.slice(0, 0, 1), ids.slice(0, 0, 1)];
    const y0 = gemm(x0, w, { transB: true, ids: ids0, path });
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
    const y = gemm(x, w, { transB: true, ids, path });
    expect(y.shape).toEqual([tokens, topK, N]);
    expectRows(y.read() as Float32Array, idv, xs, (p) => p, tol);
    const flat = d.upload(Uint32Array.from({ length: tokens }, (_, t) => t % E));
    const x2 = d.upload(xs.subarray(0, tokens * K), { shape: [tokens, K] });
    const y1 = gemm(x2, w, { transB: true, ids: flat, path });
    expect(y1.shape).toEqual([tokens, N]);
    expectRows(y1.read() as Float32Array, flat.read() as Uint32Array, xs, (p) => p, tol);
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
    const g = d.capture(() => gemm(x, w, { transB: true, ids, out, path }));
    g.replay();
    expectRows(out.read() as Float32Array, first, xs, (p) => Math.floor(p / topK), tol);
    ids.write(second);
    g.replay();
    expectRows(out.read() as Float32Array, second, xs, (p) => Math.floor(p / topK), tol);
    g.drop();
    for (const t of [w, x, ids, out]) t.destroy();
  });

  it('typed errors: q8_1 x with ids, a 2-D w, x and ids shapes, ids dtype', () => {
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
    expect(() => gemm(x, w2, { transB: true, ids, path })).toThrow(/expected an expert bank \[experts, rows, cols\]/);
    expect(() => gemm(x, w, { transB: true })).toThrow(/an expert bank \[experts, N, K\] takes ids/);
    expect(() => gemm(d.zeros('f32', [3, K]), w, { transB: true, ids, path })).toThrow(ShapeError);
    expect(() => gemm(x, w, { transB: true, ids: floatIds, path })).toThrow(DTypeError);
    expect(() => gemm(x, w, { transB: true, ids: ids.reshape(2, 2, 1), path })).toThrow(/expected \[tokens, topK\] or \[tokens\]/);
    for (const t of [q8, floatIds, xq, w, w2, x, ids] as Tensor[]) t.destroy();
  });
});

describe('quant.gemm with ids: how the f16 path holds the bank (expertChunks)', () => {
  it('K-chunks of every expert where they are 1024 wide or all of K, else runs of whole experts where one fits half the scratch', () => {
    expect(expertChunks('q4_K', [8, 4096, 14336])).toEqual({ by: 'k', kc: 1024 }); // 2 x 64 MiB of K-chunks
    expect(expertChunks('q4_K', [8, 64, 512])).toEqual({ by: 'k', kc: 512 }); // the whole bank
    // 128 x 768 x 2048: K-chunks would be one block column (256); an expert is 3 MiB of f16, 21 in 64 MiB
    expect(expertChunks('q4_K', [128, 768, 2048])).toEqual({ by: 'experts', experts: 21 });
    expect(expertChunks('q4_K', [2, 40000, 1024])).toEqual({ by: 'k', kc: 256 }); // an expert (82 MB) exceeds 64 MiB
  });
});

describe('quant.gemm with ids: the default path', () => {
  it("'f16' on f16 cooperative matrices from 128 entries where its K-chunks are 1024 wide or all of K, else the f32 tile", () => {
    const { h200, lavapipe } = SYNTHETIC;
    // 8 x 4096 x 14336 q4_K: chunks of 1024 in the 128 MiB scratch; 128 x 768 x 2048: chunks of 256
    expect([128, 127].map((n) => defaultExpertsPath(h200, 'q4_K', [8, 4096, 14336], n))).toEqual(['f16', 'f32']);
    expect(defaultExpertsPath(h200, 'q4_K', [128, 768, 2048], 4096)).toBe('f32');
    expect(defaultExpertsPath(h200, 'q4_K', [8, 64, 512], 128)).toBe('f16'); // all of K in one chunk
    expect(defaultExpertsPath(lavapipe, 'q4_K', [8, 4096, 14336], 1 << 20)).toBe('f32');
    // this device: a call without a path runs the kernels of the path the rule names
    const d = device();
    const w = d.upload(blocks, { dtype: FORMAT, shape: [E, N, K] }),
      x = d.zeros('f32', [64, K]),
      ids = d.upload(
        Uint32Array.from({ length: 128 }, (_, p) => p % E),
        { shape: [64, 2] },
      );
    d.resetProfile();
    gemm(x, w, { transB: true, ids }).destroy();
    d.sync();
    const ran = d.profile().kernels.map((k) => k.name);
    const path = defaultExpertsPath(d.info, FORMAT, [E, N, K], 128);
    expect(ran.some((n) => n.startsWith('qgemm.'))).toBe(path === 'f32');
    expect(ran.includes('route_segments.u32')).toBe(path === 'f16');
    for (const t of [w, x, ids]) t.destroy();
  });
});
