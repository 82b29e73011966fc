// quant.matvec with { activations: 'q8_1' } (the int8 dot-product path): every format against an f64 CPU
// product of the dequantized weights and the dequantized q8_1 x (so only f32 rounding order differs), with
// the distance from the exact-f32-x product stated; ragged rows, K a multiple of 256 and of 32; typed errors.
import { describe, expect, it } from 'vitest';
import type { Device } from '../../src/device/device.ts';
import type { Tensor } from '../../src/device/tensor.ts';
import { ArgumentError, CapabilityError, ShapeError } from '../../src/device/errors.ts';
import { readFileSync } from 'node:fs';
import { BLOCK_FORMATS } from '../../src/device/block-formats.ts';
import { nmse } from '../../src/ops/case.ts';
import '../../src/ops/convert/index.ts'; // installs contiguous(), which a strided x takes
import { dequantize, quantize } from '../../src/quant/api.ts';
import { matvec, QMATVEC_Q8_FORMATS } from '../../src/quant/matvec/index.ts';
import { quantizeActivations } from '../../src/quant/gemm/ops.ts';
import { matvecQ8Forced, Q8_LOAD_RULES, takesQ8Path } from '../../src/quant/matvec/q8-path.ts';
import { quantizeRows } from '../../src/quant/matvec/sample-blocks.ts';
import {
  hasLoads,
  qmatvecQ8Defines,
  QMATVEC_Q8_PAIR_FORMATS,
  QMATVEC_Q8_V16_FORMATS,
  type QMatvecQ8Format,
  type QMatvecQ8Loads,
} from '../../src/quant/matvec/q8-kernels.ts';
import { choose } from '../../src/ops/select.ts';
import { useDevice } from '../helpers/device.ts';
import { glslcIfInstalled } from '../helpers/glslc.ts';
import { rng } from '../helpers/ops.ts';

const device = useDevice();

/** y[r] = sum_c w[r, c] x[c] in f64, and each row's sum of |w x| (the scale of its f32 rounding error). */
function product(w: Float32Array, x: Float32Array, rows: number, cols: number): { y: Float64Array; mag: Float64Array } {
  const y = new Float64Array(rows),
    mag = new Float64Array(rows);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const p = w[r * cols + c]! * x[c]!;
      y[r]! += p;
      mag[r]! += Math.abs(p);
    }
  return { y, mag };
}

/** rows x cols uniform [-1, 1) weights quantized as `format`, and x [cols], drawn from seed. */
function randomOperands(format: QMatvecQ8Format, rows: number, cols: number, seed: number): { bytes: Uint8Array; xs: Float32Array } {
  const r = rng(seed);
  const bytes = quantizeRows(
    format,
    Float32Array.from({ length: rows * cols }, () => r(-1, 1)),
    rows,
    cols,
  );
  return { bytes, xs: Float32Array.from({ length: cols }, () => r(-1, 1)) };
}

describe('quant.matvec activations q8_1: against the f64 product of the dequantized W and q8_1 x', () => {
  for (const format of QMATVEC_Q8_FORMATS) {
    const { blockSize } = BLOCK_FORMATS[format];
    // ragged row counts (not a multiple of any rows-per-workgroup), K of many 256-blocks and (32-weight
    // formats) a K of 32-blocks that is not a multiple of 256
    const shapes = [
      [37, 256 * 5],
      [5, 256],
      ...(blockSize === 32
        ? [
            [13, 32 * 7],
            [3, 32],
          ]
        : []),
    ] as [number, number][];
    for (const [rows, cols] of shapes)
      it(`${format} ${rows}x${cols}`, () => {
        const d = device();
        const r = rng(rows * 1000 + cols);
        const wf = Float32Array.from({ length: rows * cols }, () => r(-1, 1) * (1 + Math.abs(r(-3, 3))));
        const xs = Float32Array.from({ length: cols }, () => r(-2, 2));
        const bytes = quantizeRows(format, wf, rows, cols); // with an imatrix where ggml requires one (iq2_xxs)
        const wd = dequantize(format, bytes, rows * cols);
        const xd = dequantize('q8_1', quantize('q8_1', xs, { rows: 1, cols }), cols);
        const w = d.upload(bytes, { dtype: format, shape: [rows, cols] });
        const x = d.upload(xs);
        try {
          const y = matvec(w, x, { activations: 'q8_1' });
          const got = y.read() as Float32Array;
          y.destroy();
          // x given as q8_1 blocks runs the same kernel on the same blocks: the same bits
          const xq = quantizeActivations(x);
          const yq = matvec(w, xq);
          expect(Buffer.from((yq.read() as Float32Array).buffer).equals(Buffer.from(got.buffer))).toBe(true);
          for (const t of [xq, yq]) t.destroy();
          const tight = product(wd, xd, rows, cols);
          for (let i = 0; i < rows; i++)
            expect(Math.abs(got[i]! - tight.y[i]!), `row ${i}`).toBeLessThanOrEqual(2e-6 * tight.mag[i]! + 1e-30);
          const exact = product(wd, xs, rows, cols);
          const eTight = nmse(got, tight.y),
            eX = nmse(got, exact.y);
          console.log(`${format} ${rows}x${cols}: NMSE ${eTight.toExponential(1)} vs q8_1 x, ${eX.toExponential(1)} vs f32 x`);
          expect(eTight).toBeLessThanOrEqual(1e-11);
          // x's rounding to 8 bits is the error against the f32-x product, far above f32's: measured 1e-5 over
          // 37 rows, 2e-4 to 5e-4 over 5 rows (one row's cancellation weighs more there)
          expect(eX).toBeGreaterThan(100 * eTight);
          expect(eX).toBeLessThanOrEqual(1e-3);
        } finally {
          w.destroy();
          x.destroy();
        }
      });
  }
});

describe('quant.matvec activations q8_1: views', () => {
  it('a row slice of w (its blocks at an offset) and x at an odd offset and as a strided view', () => {
    const d = device();
    const rows = 9,
      cols = 512,
      format = 'q4_K';
    const r = rng(5);
    const wf = Float32Array.from({ length: rows * cols }, () => r(-1, 1));
    const big = Float32Array.from({ length: 2 * cols + 3 }, () => r(-1, 1));
    const bytes = quantize(format, wf, { rows, cols });
    const w = d.upload(bytes, { dtype: format, shape: [rows, cols] });
    const xb = d.upload(big);
    try {
      const x = xb.slice(0, 3, 3 + cols); // offset 3: not a vec4 offset
      const xs = big.subarray(3, 3 + cols);
      const xStrided = xb
        .slice(0, 3, 3 + 2 * cols)
        .reshape([cols, 2])
        .slice(1, 0, 1)
        .reshape([cols]);
      const xsStrided = Float32Array.from({ length: cols }, (_, i) => big[3 + 2 * i]!);
      const ws = w.slice(0, 2, rows); // rows 2..8
      const wd = dequantize(format, bytes, rows * cols).subarray(2 * cols);
      for (const [xt, xv] of [
        [x, xs],
        [xStrided, xsStrided],
      ] as const) {
        const xd = dequantize('q8_1', quantize('q8_1', xv, { rows: 1, cols }), cols);
        const y = matvec(ws, xt, { activations: 'q8_1' });
        const got = y.read() as Float32Array;
        y.destroy();
        const want = product(wd, xd, rows - 2, cols);
        for (let i = 0; i < rows - 2; i++) expect(Math.abs(got[i]! - want.y[i]!), `row ${i}`).toBeLessThanOrEqual(2e-6 * want.mag[i]!);
      }
    } finally {
      w.destroy();
      xb.destroy();
    }
  });
});

const glslc = glslcIfInstalled();
if (!glslc) console.log('matvec-q8 walks: skipped, no glslc (source .toolchain/env.sh) to compile them');

// the sweep's other walks (bench/qmatvec-sweep.ts --q8): one row, odd rows with a ragged unroll tail, many rows
describe.skipIf(!glslc)('qmatvec_q8 walks compiled from source', () => {
  const source = readFileSync('src/quant/matvec/qmatvec_q8.comp', 'utf8');
  // [rows, unroll, workgroup, planes (q2_K / q3_K x blocks per unit), x in vector loads (X_VEC)]: each
  // format takes the fields that apply to it
  const walks: [number, number, number, 2 | 4, boolean][] = [
    [1, 1, 32, 4, false],
    [3, 3, 64, 2, true],
    [8, 2, 256, 4, true],
    [2, 1, 64, 2, false],
  ];
  for (const format of ['q8_0', 'q4_0', 'q4_1', 'q5_0', 'q5_1', 'q2_K', 'q3_K', 'q4_K', 'q5_K', 'q6_K'] as QMatvecQ8Format[])
    it(format, () => {
      const d = device();
      const rows = 11,
        cols = 256 * 3;
      const { bytes, xs } = randomOperands(format, rows, cols, 9);
      const words = new Uint32Array(Math.ceil(bytes.length / 4));
      new Uint8Array(words.buffer).set(bytes);
      // x's blocks after k = 0, 1, 2 leading blocks (offX 0, 9, 18 words: X_VEC's 8- and 16-byte loads and its
      // word fallback); q8_1 rounds each block alone, so xs's blocks are the same bytes in all three
      const xqs = [0, 1, 2].map((k) => {
        const padded = new Float32Array(32 * k + cols);
        padded.set(xs, 32 * k);
        padded.fill(0.5, 0, 32 * k);
        const xf = d.upload(padded);
        const xq = quantizeActivations(xf);
        xf.destroy();
        return xq;
      });
      const w = d.upload(words),
        y = d.alloc('f32', [rows]);
      const want = product(
        dequantize(format, bytes, rows * cols),
        dequantize('q8_1', quantize('q8_1', xs, { rows: 1, cols }), cols),
        rows,
        cols,
      );
      try {
        const loadsOf = (['word', 'v16', 'pairs'] as const).filter((l) => hasLoads(format, l));
        for (const [nr, unroll, wg, planes, xvec] of walks)
          for (const loads of loadsOf) {
            const kw = d.kernel(source, {
              fileName: 'src/quant/matvec/qmatvec_q8.comp',
              includePaths: ['shaders/include'],
              defines: qmatvecQ8Defines(format, { rows: nr, unroll, planes, xvec }, loads),
              localSize: wg,
              optimize: true, // as build-shaders compiles them: NVIDIA's driver took over a minute for these unoptimized walks
              name: `qmatvec_q8 ${format} q${nr}x${unroll}p${planes}${xvec ? 'xv' : ''}w${wg} ${loads}`,
            });
            const ldw = (cols / BLOCK_FORMATS[format].blockSize) * BLOCK_FORMATS[format].blockBytes;
            xqs.forEach((xq, k) => {
              kw.dispatch([w, xq, y], { rows, cols, offW: 0, ldw, offX: 9 * k, offY: 0 }, { groups: [Math.ceil(rows / nr), 1, 1] });
              const got = y.read() as Float32Array;
              for (let i = 0; i < rows; i++)
                expect(
                  Math.abs(got[i]! - want.y[i]!),
                  `q${nr}x${unroll}p${planes}${xvec ? 'xv' : ''}w${wg} ${loads} offX ${9 * k} row ${i}`,
                ).toBeLessThanOrEqual(2e-6 * want.mag[i]!);
            });
          }
      } finally {
        for (const t of [w, ...xqs, y]) t.destroy();
      }
    });
});

describe('quant.matvec activations q8_1: typed errors', () => {
  it('an unknown value, a batch, q8_1 x with activations f32', () => {
    const d = device();
    const w = d.upload(new Uint8Array(2 * 34), { dtype: 'q8_0', shape: [2, 32] });
    const x = d.alloc('f32', [32]),
      x256 = d.alloc('f32', [256]),
      xb = d.alloc('f32', [2, 32]);
    try {
      // @ts-expect-error: not an activation format
      expect(() => matvec(w, x, { activations: 'q4_0' })).toThrow(ArgumentError);
      expect(() => matvec(w, xb, { activations: 'q8_1' })).toThrow(ShapeError);
      const xq = quantizeActivations(x),
        xq256 = quantizeActivations(x256);
      try {
        expect(() => matvec(w, xq, { activations: 'f32' })).toThrow(ArgumentError);
      } finally {
        xq.destroy();
        xq256.destroy();
      }
      // the exact path still takes all of these
      expect(() => matvec(w, x, { activations: 'f32' }).destroy()).not.toThrow();
    } finally {
      for (const t of [w, x, x256, xb]) t.destroy();
    }
  });
  it('a device without integer dot products: CapabilityError', () => {
    const d = device();
    const without = { info: { ...d.info, integerDot: { supported: false, int8Accelerated: false, int4x8PackedAccelerated: false } } };
    const x = d.alloc('f32', [32]);
    try {
      expect(() => takesQ8Path('quant.matvec', without as Device, 'q4_0', x, 'q8_1', false)).toThrow(CapabilityError);
      expect(() => takesQ8Path('quant.matvec', without as Device, 'q4_0', x, 'q8_1', false)).toThrow(/shaderIntegerDotProduct/);
      expect(takesQ8Path('quant.matvec', without as Device, 'q4_0', x, undefined, false)).toBe(false);
      expect(takesQ8Path('quant.matvec', d, 'q4_0', x, 'q8_1', false)).toBe(true);
    } finally {
      x.destroy();
    }
  });
});

describe("quant.matvec activations q8_1: W's other loads (Q8_LOAD_RULES)", () => {
  it('takes uvec4s for q4_K and pairs for q4_0 / q5_0 by default, or forced, only where they can run', () => {
    const info = device().info;
    const pick = (format: QMatvecQ8Format, cols: number, offW: number, ldw: number, force?: QMatvecQ8Loads) =>
      choose(Q8_LOAD_RULES, { format, cols, offW, ldw, ...(force && { force }) }, info);
    expect(pick('q4_K', 512, 144, 288)).toBe('v16'); // the H200's pick
    expect(pick('q5_K', 512, 176, 352)).toBe('word');
    expect(pick('q4_0', 512, 0, 288)).toBe('pairs');
    expect(pick('q5_0', 64, 44, 44)).toBe('pairs');
    expect(pick('q4_1', 512, 0, 320)).toBe('word');
    expect(pick('q8_0', 512, 0, 544)).toBe('word');
    expect(pick('q4_0', 512, 0, 288, 'word')).toBe('word');
    expect(pick('q4_0', 4128, 0, 129 * 18)).toBe('word');
    expect(pick('q4_K', 512, 8, 288)).toBe('word');
    expect(pick('q4_K', 512, 144, 288, 'v16')).toBe('v16');
    expect(pick('q5_K', 256, 0, 176, 'v16')).toBe('v16');
    expect(pick('q4_K', 512, 144, 288, 'word')).toBe('word');
    expect(pick('q4_0', 512, 36, 288, 'pairs')).toBe('pairs');
    expect(pick('q8_0', 64, 0, 68, 'pairs')).toBe('pairs');
    // misaligned offset or pitch, or a format without 16-byte pieces: words even when forced
    expect(pick('q4_K', 512, 8, 288, 'v16')).toBe('word');
    expect(pick('q4_K', 512, 0, 152, 'v16')).toBe('word');
    expect(pick('q6_K', 512, 0, 210 * 2, 'v16')).toBe('word');
    expect(pick('q2_K', 1024, 0, 84 * 4, 'v16')).toBe('word');
    // an odd number of blocks a row, W off a word, a superblock format: words even when forced
    expect(pick('q4_0', 4128, 0, 129 * 18, 'pairs')).toBe('word');
    expect(pick('q4_0', 512, 18, 288, 'pairs')).toBe('word');
    expect(pick('q4_K', 512, 0, 288, 'pairs')).toBe('word');
    expect(pick('q4_0', 512, 0, 288, 'v16')).toBe('word');
  });

  /** y of quant.matvec's int8 path on `w` with W's loads forced, as bytes. */
  const forced = (w: Tensor, x: Tensor, loads: QMatvecQ8Loads) => {
    const y = matvecQ8Forced(w, x, loads);
    const v = Buffer.from((y.read() as Float32Array).buffer);
    y.destroy();
    return v;
  };

  for (const format of [...QMATVEC_Q8_V16_FORMATS, 'q6_K' as const])
    it(`${format}: the forced v16 kernel gives the word kernel's bits on a row slice of w`, () => {
      const d = device();
      const rows = 7,
        cols = 256 * 3;
      const { bytes, xs } = randomOperands(format, rows, cols, 17);
      const w = d.upload(bytes, { dtype: format, shape: [rows, cols] });
      const x = d.upload(xs);
      try {
        const ws = w.slice(0, 1, rows); // offW one row in: 144 / 176 bytes, a multiple of 16
        const word = forced(ws, x, 'word');
        expect(forced(ws, x, 'v16').equals(word)).toBe(true);
        const y = matvec(ws, x, { activations: 'q8_1' });
        expect(Buffer.from((y.read() as Float32Array).buffer).equals(word)).toBe(true);
        y.destroy();
      } finally {
        w.destroy();
        x.destroy();
      }
    });

  for (const format of QMATVEC_Q8_PAIR_FORMATS)
    it(`${format}: forced pairs on a row slice of w; an odd number of blocks a row takes the word kernel`, () => {
      const d = device();
      for (const cols of [512, 32 * 129]) {
        const rows = 6;
        const { bytes, xs } = randomOperands(format, rows, cols, cols);
        const w = d.upload(bytes, { dtype: format, shape: [rows, cols] });
        const x = d.upload(xs);
        try {
          const ws = w.slice(0, 1, rows);
          const got = forced(ws, x, 'pairs');
          if (cols % 64 !== 0) expect(got.equals(forced(ws, x, 'word'))).toBe(true);
          const want = product(
            dequantize(format, bytes, rows * cols).subarray(cols),
            dequantize('q8_1', quantize('q8_1', xs, { rows: 1, cols }), cols),
            rows - 1,
            cols,
          );
          const y = new Float32Array(got.buffer, got.byteOffset, rows - 1);
          for (let i = 0; i < rows - 1; i++)
            expect(Math.abs(y[i]! - want.y[i]!), `cols ${cols} row ${i}`).toBeLessThanOrEqual(2e-6 * want.mag[i]!);
        } finally {
          w.destroy();
          x.destroy();
        }
      }
    });
});

describe('quant.matvec activations q8_1: subnormal f16 scales (q2_K, q3_K)', () => {
  for (const format of ['q2_K', 'q3_K'] as const)
    it(`${format}: a block whose d (and q2_K's dmin) is subnormal decodes exactly`, () => {
      const d = device();
      const rows = 3,
        cols = 512;
      const r = rng(23);
      // row 0 at 2^-20: its blocks' d (~1e-7) lie below f16's smallest normal (6.1e-5), so row 0 is made of
      // subnormal scales alone (a flushed or misdecoded one moves it by far more than its f32 rounding)
      const wf = Float32Array.from({ length: rows * cols }, (_, i) => r(-1, 1) * (i < cols ? 2 ** -20 : 1));
      const bytes = quantize(format, wf, { rows, cols });
      const { blockBytes } = BLOCK_FORMATS[format];
      const dAt = format === 'q2_K' ? 80 : 108;
      const subnormal = (o: number) => ((bytes[o]! | (bytes[o + 1]! << 8)) & 0x7c00) === 0 && (bytes[o]! | bytes[o + 1]!) !== 0;
      for (const b of [0, blockBytes]) {
        expect(subnormal(b + dAt), `block ${b / blockBytes} d`).toBe(true);
        if (format === 'q2_K') expect(subnormal(b + 82), `block ${b / blockBytes} dmin`).toBe(true);
      }
      const xs = Float32Array.from({ length: cols }, () => r(-1, 1));
      const w = d.upload(bytes, { dtype: format, shape: [rows, cols] }),
        x = d.upload(xs);
      try {
        const y = matvec(w, x, { activations: 'q8_1' });
        const got = y.read() as Float32Array;
        y.destroy();
        const want = product(
          dequantize(format, bytes, rows * cols),
          dequantize('q8_1', quantize('q8_1', xs, { rows: 1, cols }), cols),
          rows,
          cols,
        );
        for (let i = 0; i < rows; i++) expect(Math.abs(got[i]! - want.y[i]!), `row ${i}`).toBeLessThanOrEqual(2e-6 * want.mag[i]!);
      } finally {
        w.destroy();
        x.destroy();
      }
    });
});

describe('quant.matvec activations q8_1: x given as q8_1 blocks at a block offset', () => {
  // offX 9 and 18 words (X_VEC's word fallback, and its 8-byte loads where a unit is two x blocks)
  for (const format of ['q4_0', 'q2_K', 'q3_K', 'q4_K', 'q5_K', 'q6_K'] as const)
    it(`${format}: x's blocks after 1 or 2 other blocks give the bits of x at block 0`, () => {
      const d = device();
      const rows = 5,
        cols = 512;
      const { bytes, xs } = randomOperands(format, rows, cols, 31);
      const w = d.upload(bytes, { dtype: format, shape: [rows, cols] });
      try {
        const bits = [0, 1, 2].map((k) => {
          const padded = new Float32Array(32 * k + cols).fill(-0.25);
          padded.set(xs, 32 * k);
          const xf = d.upload(padded),
            xq = quantizeActivations(xf);
          const y = matvec(w, xq.slice(0, 32 * k, 32 * k + cols));
          const v = Buffer.from((y.read() as Float32Array).buffer);
          for (const t of [xf, xq, y]) t.destroy();
          return v;
        });
        expect(bits[1]!.equals(bits[0]!)).toBe(true);
        expect(bits[2]!.equals(bits[0]!)).toBe(true);
      } finally {
        w.destroy();
      }
    });
});
