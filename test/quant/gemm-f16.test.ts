// quant.dequantizeTensor (GGML blocks to f16 on the GPU) and quant.gemm's f16 path (W decoded to f16 a
// K-chunk at a time, x rounded to f16, the device's f16 matmul).
//
// dequantizeTensor: bit-exact against the CPU quant.dequantize rounded to f16 (nearest even, dtype.ts's
// toHalf), for every format: ggml's generated blocks of the golden fixtures where every field value is a
// valid encoding (f16 scales ±0, subnormal of both signs, ±65504, d = 0 beside dmin != 0: weights beyond the
// f16 range become ±inf, tiny ones f16 subnormals), quantized random rows for the codebook formats.
//
// gemm's f16 path: against the f64 product of the CPU-dequantized weights (qgemmRef) with NMSE <= 1e-6:
// rounding x and W to f16 (relative 2^-11 each) gives 3.3e-8 to 9.2e-8 on these random data (measured on
// lavapipe, every format; the f32 path 4e-14 to 4e-13), while a weight paired with the wrong column or a
// misdecoded block gives 1e-3 or more. Ragged M and N, K of 32- and 256-weight blocks, and several chunks
// of K (a small scratch bound, the last chunk narrower).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_FORMATS } from '../../src/device/block-formats.ts';
import { toHalf } from '../../src/device/dtype.ts';
import { ArgumentError, DTypeError } from '../../src/device/errors.ts';
import '../../src/ops/convert/index.ts';
import { dequantize } from '../../src/quant/api.ts';
import { dequantizeBlocks } from '../../src/quant/gemm/dequant.ts';
import { hasTensorCores } from '../../src/ops/matmul/half-ops.ts';
import { chunkK, gemmF16 } from '../../src/quant/gemm/f16-path.ts';
import { defaultQGemmPath } from '../../src/quant/gemm/ops.ts';
import { dequantizeTensor, gemm, QGEMM_FORMATS, quantizeActivations, type QGemmFormat } from '../../src/quant/gemm/index.ts';
import { qgemmRef } from '../../src/quant/gemm/reference.ts';
import { isCodebook } from '../../src/quant/matvec/kernels.ts';
import { quantizeRows } from '../../src/quant/matvec/sample-blocks.ts';
import { useDevice } from '../helpers/device.ts';
import { expectBitExact, expectNmse, kernelsWithLabel, randomF32 } from '../helpers/ops.ts';

const device = useDevice({ profile: true });

/** ggml's generated blocks for `format` (test/fixtures/quant/golden-<format>.json), or undefined. */
function goldenBlocks(format: string): Uint8Array | undefined {
  const url = new URL(`../fixtures/quant/golden-${format.toLowerCase()}.json`, import.meta.url);
  try {
    const fx = JSON.parse(readFileSync(url, 'utf8')) as { random_blocks?: { bytes_b64: string } };
    return fx.random_blocks && new Uint8Array(Buffer.from(fx.random_blocks.bytes_b64, 'base64'));
  } catch {
    return undefined;
  }
}

const TOL = 1e-6;

/** Rows of quantized random weights (with an imatrix where ggml needs one). */
const blocksFor = (format: QGemmFormat, rows: number, cols: number, seed: number): Uint8Array =>
  quantizeRows(format, randomF32(rows * cols, seed), rows, cols);

describe('quant.dequantizeTensor', () => {
  for (const format of QGEMM_FORMATS) {
    it(`${format}: bit-identical to quant.dequantize rounded to f16`, () => {
      const d = device();
      const { blockSize, blockBytes } = BLOCK_FORMATS[format];
      const golden = goldenBlocks(format);
      const cols = 2 * blockSize;
      const bytes = golden
        ? golden.subarray(0, Math.floor(golden.length / (2 * blockBytes)) * 2 * blockBytes)
        : blocksFor(format, 3, cols, 7);
      const rows = bytes.length / (2 * blockBytes);
      const w = d.upload(bytes, { dtype: format, shape: [rows, cols] });
      try {
        const h = dequantizeTensor(w, { dtype: 'f16' });
        try {
          expect(h.dtype).toBe('f16');
          expect(h.shape).toEqual([rows, cols]);
          expectBitExact(h.read() as Uint16Array, toHalf(dequantize(format, bytes, rows * cols), 'f16'));
        } finally {
          h.destroy();
        }
      } finally {
        w.destroy();
      }
    });
  }

  // A workgroup stages one group of a row's blocks (1024 units of 8 weights: 256 blocks of 32 weights or 32 of
  // 256): rows of one group and a few blocks more (the last group partial), an odd count of blocks so that
  // the 18- and 34-byte formats' rows start off a word, and a column range (blk0 > 0) of them.
  for (const format of ['q8_0', 'q4_0', 'q4_K', 'q6_K', 'iq2_xxs'] as const) {
    it(`${format}: rows of several staged groups, rows starting off a word, a column range`, () => {
      const d = device();
      const { blockSize } = BLOCK_FORMATS[format];
      const blocks = 8192 / blockSize + 3;
      const rows = 3;
      const cols = blocks * blockSize;
      const bytes = blocksFor(format, rows, cols, 5);
      const w = d.upload(bytes, { dtype: format, shape: [rows, cols] });
      const out = d.alloc('f16', [rows * cols]);
      try {
        const all = toHalf(dequantize(format, bytes, rows * cols), 'f16');
        const h = dequantizeTensor(w, { dtype: 'f16' });
        expectBitExact(h.read() as Uint16Array, all);
        h.destroy();
        // blocks 1 .. blocks - 2 of every row, packed at row stride (blocks - 2) * blockSize
        const width = (blocks - 2) * blockSize;
        dequantizeBlocks(d, w, format, rows, cols, { blk0: 1, blocks: blocks - 2 }, { t: out, offOut: 0, ldOut: width });
        const part = (out.read() as Uint16Array).subarray(0, rows * width);
        const want = new Uint16Array(rows * width);
        for (let r = 0; r < rows; r++) want.set(all.subarray(r * cols + blockSize, r * cols + blockSize + width), r * width);
        expectBitExact(part, want);
      } finally {
        w.destroy();
        out.destroy();
      }
    });
  }

  it('a 3-D w and a row slice of w (copied first); the typed errors', () => {
    const d = device();
    const bytes = blocksFor('q4_K', 6, 512, 3);
    const w = d.upload(bytes, { dtype: 'q4_K', shape: [2, 3, 512] });
    const w2 = d.upload(bytes, { dtype: 'q4_K', shape: [6, 512] });
    const rows = w2.slice(0, 2, 5);
    const wf = d.alloc('f32', [2, 32]);
    try {
      const all = toHalf(dequantize('q4_K', bytes, 6 * 512), 'f16');
      const h = dequantizeTensor(w, { dtype: 'f16' });
      expect(h.shape).toEqual([2, 3, 512]);
      expectBitExact(h.read() as Uint16Array, all);
      const hs = dequantizeTensor(rows, { dtype: 'f16' });
      expectBitExact(hs.read() as Uint16Array, all.subarray(2 * 512, 5 * 512));
      h.destroy();
      hs.destroy();
      // @ts-expect-error: the options are required
      expect(() => dequantizeTensor(w)).toThrow(ArgumentError);
      // @ts-expect-error: f16 only
      expect(() => dequantizeTensor(w, { dtype: 'f32' })).toThrow(/pass \{ dtype: 'f16' \}/);
      expect(() => dequantizeTensor(wf, { dtype: 'f16' })).toThrow(DTypeError);
    } finally {
      for (const t of [rows, w, w2, wf]) t.destroy();
    }
  });
});

/** [M, N, blocks of K]: ragged M and N around the f16 gemm's 64-wide tiles. */
const SHAPES = [
  [67, 37, 5],
  [130, 65, 2],
] as const;

function checkF16(
  format: QGemmFormat,
  M: number,
  N: number,
  K: number,
  run: (
    x: import('../../src/device/tensor.ts').Tensor,
    w: import('../../src/device/tensor.ts').Tensor,
  ) => import('../../src/device/tensor.ts').Tensor,
): void {
  const d = device();
  const bytes = blocksFor(format, N, K, 11);
  const xs = randomF32(M * K, 12);
  const w = d.upload(bytes, { dtype: format, shape: [N, K] });
  const x = d.upload(xs, { shape: [M, K] });
  try {
    const c = run(x, w);
    try {
      expect(c.shape).toEqual([M, N]);
      expectNmse(c.read() as Float32Array, qgemmRef(format, bytes, xs, M, N, K), TOL, `${format} ${M}x${N}x${K}`);
    } finally {
      c.destroy();
    }
  } finally {
    w.destroy();
    x.destroy();
  }
}

describe("quant.gemm path 'f16'", () => {
  for (const format of QGEMM_FORMATS) {
    const { blockSize } = BLOCK_FORMATS[format];
    const shapes = isCodebook(format) ? [[67, 5, 2] as const] : SHAPES;
    for (const [M, N, b] of shapes) {
      const K = b * blockSize;
      it(`${format} ${M}x${N}x${K}: within ${TOL} of the f64 product; runs the decoder and the f16 matmul`, () => {
        checkF16(format, M, N, K, (x, w) => gemm(x, w, { transB: true, path: 'f16' }));
        const ran = device()
          .profile()
          .kernels.map((k) => k.name);
        expect(ran).toContain(`dequantize_f16.${format}`);
        expect(ran.some((n) => n.startsWith('gemm_'))).toBe(true);
        device().resetProfile();
      });
    }
  }

  it('K in several chunks (the last narrower): the same result as one chunk', () => {
    const [M, N, K] = [65, 33, 5 * 32];
    const scratch = 2 * (2 * N * 32 * 2); // two buffers of two blocks of 32: chunks of 64, 64 and 32 columns
    expect(chunkK('q8_0', N, K, scratch)).toEqual({ kc: 64, buffers: 2 });
    checkF16('q8_0', M, N, K, (x, w) => {
      const c = device().alloc('f32', [M, N]);
      gemmF16(device(), x, w, 'q8_0', c, [M, N, K], scratch);
      return c;
    });
    expect(chunkK('q4_K', 4096, 14336)).toEqual({ kc: 14336, buffers: 1 }); // W's f16 is 117 MB: one chunk
    expect(chunkK('q4_K', 4096, 32768)).toEqual({ kc: 8192, buffers: 2 }); // 2 x 64 MiB: 32 blocks of 256 for 4096 rows
    expect(chunkK('q4_K', 300_000, 512)).toEqual({ kc: 256, buffers: 2 }); // a block column even where it exceeds the bound
  });

  it('a batched x [2, M, K] and out', () => {
    const d = device();
    const [M, N, K] = [33, 17, 64];
    const bytes = blocksFor('q4_0', N, K, 5);
    const xs = randomF32(2 * M * K, 6);
    const w = d.upload(bytes, { dtype: 'q4_0', shape: [N, K] });
    const x = d.upload(xs, { shape: [2, M, K] });
    const out = d.alloc('f32', [2, M, N]);
    try {
      expect(gemm(x, w, { transB: true, path: 'f16', out })).toBe(out);
      expectNmse(out.read(), qgemmRef('q4_0', bytes, xs, 2 * M, N, K), TOL);
    } finally {
      for (const t of [w, x, out]) t.destroy();
    }
  });

  it('back-to-back calls reuse their temporaries and free them: no buffer outlives a call (one chunk and several)', () => {
    // A view of the W scratch left undestroyed held it until it was collected: on the H200 eager calls at
    // 512 x 4096 x 14336 each kept 117 MB and ran device and host memory out. In one batch, a call's x and
    // W scratch reuse the previous call's buffers (the pool hands a buffer to the batch that last used it).
    const d = device();
    const [M, N, K] = [40, 24, 4 * 32];
    const w = d.upload(blocksFor('q8_0', N, K, 2), { dtype: 'q8_0', shape: [N, K] });
    const x = d.upload(randomF32(M * K, 3), { shape: [M, K] });
    const c = d.alloc('f32', [M, N]);
    try {
      for (const scratch of [undefined, 2 * N * 64]) {
        d.sync();
        const live = () => d.memoryStats().buffers - d.memoryStats().idleBuffers; // owned by a tensor
        const before = live();
        const { poolHits, freshAllocations } = d.profile().counts;
        for (let i = 0; i < 8; i++) gemmF16(d, x, w, 'q8_0', c, [M, N, K], scratch);
        const counts = d.profile().counts;
        expect(live(), 'buffers owned after the calls').toBe(before);
        expect(counts.freshAllocations - freshAllocations, 'fresh buffers: the first call only').toBeLessThanOrEqual(scratch ? 3 : 2);
        expect(counts.poolHits - poolHits).toBeGreaterThanOrEqual(7 * (scratch ? 3 : 2));
      }
    } finally {
      for (const t of [w, x, c]) t.destroy();
    }
  });

  it("the default: 'f16' on f16 cooperative matrices from 128 rows, 'int8' without them where int8 dots are in hardware, else 'f32'; a bad path is an ArgumentError", () => {
    const d = device();
    const w = d.upload(blocksFor('q8_0', 4, 32, 1), { dtype: 'q8_0', shape: [4, 32] });
    const x = d.alloc('f32', [128, 32]);
    try {
      d.resetProfile();
      gemm(x, w, { transB: true }).destroy();
      const tc = hasTensorCores(d.info);
      // the path the bench's qgemm rows label themselves with
      const int8 = !tc && d.info.integerDot.int4x8PackedAccelerated;
      expect([defaultQGemmPath(d.info, 128, 'q8_0'), defaultQGemmPath(d.info, 127, 'q8_0')]).toEqual(
        tc ? ['f16', 'f32'] : int8 ? ['int8', 'int8'] : ['f32', 'f32'],
      );
      const ran = kernelsWithLabel(d, '128x4x32');
      if (tc)
        expect(ran.some((n) => n.startsWith('gemm_coopmat'))).toBe(true); // the f16 matmul, on tensor cores
      else expect(ran).toEqual([int8 ? 'qgemm_q8.q8_0' : 'qgemm.q8_0_x4']);
      const x127 = x.slice(0, 0, 127);
      gemm(x127, w, { transB: true }).destroy();
      // below QGEMM_F16_MIN_M: the f32 tile (the int8 tile on a device without tensor cores but with int8 dots)
      expect(kernelsWithLabel(d, '127x4x32')).toEqual([int8 ? 'qgemm_q8.q8_0' : 'qgemm.q8_0_x4']);
      x127.destroy();
      // @ts-expect-error: not a path
      expect(() => gemm(x, w, { transB: true, path: 'coopmat' })).toThrow(/path must be 'f16', 'int8' or 'f32'/);
      const xq = quantizeActivations(x);
      expect(() => gemm(xq, w, { transB: true, path: 'f16' })).toThrow(/x is q8_1 blocks, which run the int8 kernel/);
      xq.destroy();
    } finally {
      w.destroy();
      x.destroy();
    }
  });
});
