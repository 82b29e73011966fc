// quant.gemm (f32 x on both paths, and q8_1 x on the int8 kernel), quant.dequantizeTensor and
// quant.quantizeActivations in the correctness harness.
//
// The f16 path ('gemm f16 <format>'): the same shapes and layouts, NMSE 1e-5 (F16_TOL). dequantizeTensor:
// bit-exact against quant.dequantize rounded to f16.
//
// gemm, per format: w is declared as f32 host data that the case quantizes with quantizeRows (quant.quantize,
// with an imatrix where ggml requires one; in run and in reference alike: the same bytes), uploaded verbatim; x in any layout the harness makes (offset: the
// scalar-load variant; transposed and strided: copied contiguous; broadcast: rows with stride 0, read in
// place). M in {1, 7, 64, 129} (one row, ragged, exactly one tile, three tiles with one row in the last),
// N odd in {3, 33, 65, 67} (65 and 67: a second, ragged column tile; 129 x 67 is 6 workgroups, over two
// dimensions on the harness's 3-per-dimension device), K one block and many (legacy 32 and 37 blocks,
// K-quants 256 and 9 blocks; the codebook formats, which quantize slowly in JS, N in {3, 5, 9} and K one
// and two blocks, W's values fixed). Tolerance 1e-10: the kernel decodes the same f32 weights as the
// reference (up to a fused multiply-add in d * q + m) and sums K products in f32 in another order, an NMSE
// that grows with K (measured on lavapipe: 3.5e-13 to 3.9e-13 at K = 1184, 3.7e-13 to 7.8e-13 at
// K = 2304), while one misdecoded code or scale, or a column of X paired with the wrong weight, gives 1e-5
// or more.
//
// quantizeActivations: bit-exact (tolerance 0) against the q8_1 codec (quant.quantize, ggml's
// quantize_row_q8_1_ref, golden-tested against ggml), on uniform data at three magnitudes and on blocks
// cycling through zeros, subnormals, the extreme normals, infinities and NaNs. The result's blocks are
// compared as bytes (a u8 view of the q8_1 tensor).
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import type { Device } from '../../device/device.ts';
import { toHalf } from '../../device/dtype.ts';
import type { Tensor } from '../../device/tensor.ts';
import type { HostTensor, InputDecl, OpCase } from '../../ops/case.ts';
import { dequantize, quantize } from '../api.ts';
import { isCodebook } from '../matvec/kernels.ts';
import { EXPERT_IDS, EXPERTS, expertsReference, upload as uploadBank, weightInput } from '../matvec/cases.ts';
import { quantizeRows } from '../matvec/sample-blocks.ts';
import { QGEMM_FORMATS, QGEMM_INT8_FORMATS, type QGemmFormat, type QGemmInt8Format } from './kernels.ts';
import { dequantizeTensor } from './dequant.ts';
import { expertsGemm } from './experts.ts';
import { gemm, quantizeActivations, type QGemmPath } from './ops.ts';
import { qgemmRef } from './reference.ts';

const TOL = 1e-10;
/** The f16 path: x and W rounded to f16 (relative 2^-11 each): an NMSE of 3e-8 to 1e-7 where there are 35
 * outputs or more (lavapipe: each format's 7-row shape, and test/quant/gemm-f16.test.ts), up to 5e-5 over
 * the 3 outputs of 1 x 3 (the cases skip M = 1); a misdecoded block or a weight paired with the wrong
 * column gives 1e-3 or more. */
const F16_TOL = 1e-5;

/** [M, N, blocks of K]. */
const SHAPES = [
  [1, 3, 1],
  [7, 33, 'many'],
  [64, 65, 1],
  [129, 67, 'many'],
] as const;
/** Blocks in a row of 'many': 37 of 32 weights, 9 of 256. */
const many = (blockSize: number): number => (blockSize === 32 ? 37 : 9);

/** The codebook formats quantize slowly in JS (IQ1 took over a millisecond a weight on this 2-core machine
 * under load): small W, two blocks for 'many', and W's values fixed (FIXED_W repeated, not a fresh draw per
 * harness layout), so a shape's W is quantized once for all of x's layouts. */
const CODEBOOK_SHAPES = [
  [1, 3, 1],
  [7, 5, 2],
  [64, 9, 1],
  [129, 3, 2],
] as const;

/** 1009 values in [-1, 1) from a fixed LCG (a prime count, so repeated rows do not line up). */
export const FIXED_W: readonly number[] = (() => {
  let state = 12345;
  return Array.from({ length: 1009 }, () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 31 - 1;
  });
})();

let last: { format: string; data: Float32Array; blocks: Uint8Array } | undefined;

/** w's blocks (quantizeRows: with an imatrix where ggml requires one); the reference's and the run's call
 * of one harness run (and, with FIXED_W, every layout of a shape) quantize the same data, so the last result
 * is reused when the data match. */
export function blocksOf(format: QGemmFormat, data: Float32Array, rows: number, cols: number): Uint8Array {
  const same = last && last.format === format && last.data.length === data.length && last.data.every((v, i) => Object.is(v, data[i]));
  if (!same) last = { format, data: data.slice(), blocks: quantizeRows(format, data, rows, cols) };
  return last!.blocks;
}

/** w's f32 values quantized (blocksOf) and uploaded as a [rows, cols] tensor of `format` blocks. */
export function upload(device: Device, format: QGemmFormat, w: Tensor): Tensor {
  const [rows, cols] = w.shape as [number, number];
  return device.upload(blocksOf(format, w.read() as Float32Array, rows, cols), { dtype: format, shape: [rows, cols] });
}

/** gemm of `format` on `path` ('f32': the decode-and-FMA tile, tolerance TOL; 'f16': W decoded to f16 and x
 * rounded to f16 for the f16 matmul, F16_TOL). */
const qcase = (format: QGemmFormat, path: QGemmPath = 'f32'): OpCase => {
  const { blockSize } = BLOCK_FORMATS[format];
  return {
    name: `gemm ${path === 'f16' ? 'f16 ' : ''}${format}`,
    inputs: [{ dtype: 'f32' }, { dtype: 'f32', views: false, ...(isCodebook(format) ? { values: FIXED_W } : {}) }],
    // the f16 path's error is rounding noise: its NMSE over the 3 outputs of 1 x 3 reached 5e-5 (a small
    // sum of 256 products), so it runs the shapes of 35 outputs and more
    shapes: (isCodebook(format) ? CODEBOOK_SHAPES : SHAPES)
      .filter(([M]) => path === 'f32' || M > 1)
      .map(([M, N, b]: readonly [number, number, number | 'many']) => {
        const K = blockSize * (b === 'many' ? many(blockSize) : b);
        return [
          [M, K],
          [N, K],
        ];
      }),
    run: (device, [x, w]) => {
      const q = upload(device, format, w!);
      try {
        return gemm(x!, q, { transB: true, path });
      } finally {
        q.destroy();
      }
    },
    reference: ([x, w]: readonly HostTensor[]) => {
      const [M, K] = x!.shape as [number, number];
      const N = w!.shape[0]!;
      return qgemmRef(format, blocksOf(format, w!.data as Float32Array, N, K), x!.data as Float32Array, M, N, K);
    },
    tolerance: path === 'f16' ? F16_TOL : TOL,
    // The f16 path's x conversion (a flat grid) and the f16 matmul (a (N / BN, M / BM) grid, not split) exceed
    // the 3-per-dimension device's grid; the decoder's split grid is dequantizeTensor's case.
    ...(path === 'f16' ? { splitGrid: false } : {}),
  };
};

/** quant.dequantizeTensor: bit-exact against quant.dequantize rounded to f16 (nearest even). Shapes of 5 and 6
 * workgroups for the 3-per-dimension device (9 rows of 37 blocks of 32, or 4 blocks of 256), the codebook
 * formats small. */
const dequantCase = (format: QGemmFormat): OpCase => {
  const { blockSize } = BLOCK_FORMATS[format];
  const shapes = isCodebook(format)
    ? [
        [3, 256],
        [5, 512],
      ]
    : [
        [1, blockSize],
        [9, blockSize * (blockSize === 32 ? 37 : 4)],
      ];
  return {
    name: `dequantizeTensor ${format}`,
    inputs: [{ dtype: 'f32', views: false, ...(isCodebook(format) ? { values: FIXED_W } : {}) }],
    shapes: shapes.map((s) => [s]),
    run: (device, [w]) => {
      const q = upload(device, format, w!);
      try {
        return dequantizeTensor(q, { dtype: 'f16' });
      } finally {
        q.destroy();
      }
    },
    reference: ([w]: readonly HostTensor[]) => {
      const [rows, cols] = w!.shape as [number, number];
      return toHalf(dequantize(format, blocksOf(format, w!.data as Float32Array, rows, cols), rows * cols), 'f16');
    },
    tolerance: 0,
  };
};

/** The int8 kernel: x quantized to q8_1 on the GPU, against dequantize(q8_1 of x) and dequantize(w) summed
 * in f64. Every block's integer dot product is exact and d_x · d_w is exact in f32 (two f16s), so only the
 * scaling by it and the sum over blocks round: the same 1e-10. (Against the f32 x the q8_1 rounding of x
 * is the error, an NMSE near 1e-5: the format's, not the kernel's.) A device without
 * shaderIntegerDotProduct fails these cases with the CapabilityError quant.gemm gives there. Not on the
 * 27-workgroup device: quantizing the largest x (4773 blocks) takes 75 workgroups (the f32 cases cover
 * qgemm's split grid, whose code qgemm_q8 shares). */
const int8case = (format: QGemmInt8Format): OpCase => ({
  ...qcase(format),
  name: `gemm int8 ${format}`,
  splitGrid: false,
  run: (device, [x, w]) => {
    const q = upload(device, format, w!);
    const xq = quantizeActivations(x!);
    try {
      return gemm(xq, q, { transB: true });
    } finally {
      q.destroy();
      xq.destroy();
    }
  },
  reference: ([x, w]: readonly HostTensor[]) => {
    const [M, K] = x!.shape as [number, number];
    const N = w!.shape[0]!;
    const blocks = blocksOf(format, w!.data as Float32Array, N, K);
    const xq = dequantize('q8_1', quantize('q8_1', x!.data as Float32Array, { rows: M, cols: K }), M * K);
    return qgemmRef(format, blocks, xq, M, N, K);
  },
});

/** f32 bit patterns: ±0, the smallest and largest subnormals, the smallest normal, tiny and huge normals,
 * the largest finite, ±1, -2.5; and 37 long so blocks of 32 see them in shifting places. */
const FINITE_EDGES = [
  0x00000000, 0x80000000, 0x00000001, 0x807fffff, 0x00800000, 0x0d000000, 0x7f7fffff, 0x3f800000, 0xbf800000, 0xc0200000, 0x00400000,
  0x1e3ce508, 0x9e3ce508, 0x7e967699, 0xfe967699, 0x3e000000, 0x00000000, 0x3eaaaaab, 0x80000001, 0x33d6bf95, 0x3f000000, 0xbf000000,
  0x3fc00000, 0x42fe0000, 0xc2fe0000, 0x00000000, 0x3c23d70a, 0x4b000000, 0xcb000001, 0x5f000000, 0x20000000, 0x0e000000, 0x8e800000,
  0x3f7fffff, 0x40490fdb, 0x00000000, 0x7f000000,
];

/** The same with infinities and NaNs mixed in (41 long). */
const NONFINITE = [...FINITE_EDGES.slice(0, 30), 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00001, 0x7f800001, ...FINITE_EDGES.slice(30, 36)];

const acase = (name: string, input: InputDecl, shapes: readonly (readonly number[])[]): OpCase => ({
  name: `quantizeActivations ${name}`,
  inputs: [input],
  shapes: shapes.map((s) => [s]),
  run: (device, [x]) => {
    const q = quantizeActivations(x!);
    try {
      return q._bytesView();
    } finally {
      q.destroy();
    }
  },
  reference: ([x]: readonly HostTensor[]) => {
    const cols = x!.shape.at(-1)!;
    return quantize('q8_1', x!.data as Float32Array, { rows: x!.data.length / cols, cols });
  },
  tolerance: 0,
});

// [5, 1280]: 200 blocks, 25 workgroups of 8 blocks, which the split-grid device spreads over all three
// dimensions of its 3 x 3 x 3 grid
const Q_SHAPES = [[32], [3, 96], [5, 1280], [2, 3, 64]] as const;

/** [w bank, x, ids] per call for the expert bank (one block of K, or two): 150 tokens of 1-D ids (about 30 an
 * expert; the harness's broadcast ids send all 150 to one expert: three row tiles) against 67 rows (two
 * column tiles), x per slot [40, 3, K], x per token over 2 slots. Small banks: the codebook formats quantize
 * slowly in JS. */
const expertBankShapes = (blockSize: number): number[][][] => [
  [[EXPERTS, 67, blockSize], [150, blockSize], [150]],
  [
    [EXPERTS, 33, 2 * blockSize],
    [40, 3, 2 * blockSize],
    [40, 3],
  ],
  [
    [EXPERTS, 5, blockSize],
    [70, blockSize],
    [70, 2],
  ],
];

/** quant.gemm with ids on the f32 tile (forced: a device with tensor cores takes the f16 path for these shapes):
 * quant.matvec's expert reference (the same products), the
 * same 1e-10. Its grid (experts + 1 groups of row tiles) exceeds the 27-workgroup device's. */
const expertsCase = (format: QGemmFormat): OpCase => ({
  name: `gemm ${format} experts`,
  inputs: [weightInput(format), { dtype: 'f32' }, EXPERT_IDS],
  shapes: expertBankShapes(BLOCK_FORMATS[format].blockSize),
  run: (device, [w, x, ids]) => {
    const q = uploadBank(device, format, w!);
    try {
      return gemm(x!, q, { transB: true, ids: ids!, path: 'f32' });
    } finally {
      q.destroy();
    }
  },
  reference: expertsReference(format),
  tolerance: TOL,
  splitGrid: false,
});

/** The same on the f16 path (experts-f16.ts: the entries run expert by expert as a ragged batch through the
 * device's f16 matmul), F16_TOL. 'k': W's f16 scratch holds one block column of the bank, so the two-block
 * shape runs two K-chunks (the second accumulates onto the first, from the other scratch buffer); 'experts':
 * each of its two buffers holds one whole expert, so the bank runs an expert at a time (expertChunks), each
 * dispatch its range of the groups. */
const expertsF16Case = (format: QGemmFormat, pieces: 'k' | 'experts' = 'k'): OpCase => ({
  ...expertsCase(format),
  name: `gemm ${format} experts f16${pieces === 'experts' ? ' by experts' : ''}`,
  run: (device, [w, x, ids]) => {
    const q = uploadBank(device, format, w!);
    const [experts, rows, cols] = w!.shape as [number, number, number];
    try {
      const scratchBytes = pieces === 'k' ? 2 * experts * rows * BLOCK_FORMATS[format].blockSize : 2 * (2 * rows * cols);
      return expertsGemm(device, format, q, x!, ids!, undefined, 'f16', { scratchBytes });
    } finally {
      q.destroy();
    }
  },
  tolerance: F16_TOL,
});

export const cases: OpCase[] = [
  ...QGEMM_FORMATS.map((f) => qcase(f)),
  ...QGEMM_FORMATS.map(expertsCase),
  ...QGEMM_FORMATS.map((f) => expertsF16Case(f)),
  // the pieces are format-agnostic (the decoder is the K-chunks'): a legacy, a K-quant and a codebook format
  ...(['q4_0', 'q4_K', 'iq2_xxs'] as const).map((f) => expertsF16Case(f, 'experts')),
  ...QGEMM_FORMATS.map((f) => qcase(f, 'f16')),
  ...QGEMM_FORMATS.map(dequantCase),
  ...QGEMM_INT8_FORMATS.map(int8case),
  acase('uniform', { dtype: 'f32' }, Q_SHAPES),
  acase('1e-30', { dtype: 'f32', range: [-1e-30, 1e-30] }, Q_SHAPES),
  acase('1e30', { dtype: 'f32', range: [-1e30, 1e30] }, Q_SHAPES),
  acase('edges', { dtype: 'f32', bits: FINITE_EDGES }, Q_SHAPES),
  acase('inf-nan', { dtype: 'f32', bits: NONFINITE }, Q_SHAPES),
];
