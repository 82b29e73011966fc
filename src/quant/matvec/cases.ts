// quant.matvec in the correctness harness: per format, w is declared as f32 host data that the case
// quantizes with quantizeRows (sample-blocks.ts: quant.quantize, with an imatrix where ggml requires one) in
// run and in reference alike (the same bytes), uploaded verbatim; x in any layout the harness makes (offset:
// the scalar-x variant). Shapes: odd row counts (1, 3, 17) and 2, cols of one block and many (32-weight
// blocks 32, 256, 4128; 256-weight 256, 4352), with an odd number of blocks (so the last word of the buffer
// is half padding) and an even. The batch cases take x [n, cols] for n = 8, 3, 1, 5. The expert-bank cases
// ('experts') take a bank of 4 experts, ids drawn from 0..4 (so about one in five is out of range: a row of
// zeros), x per token (broadcast over the slots) or per slot, 1-D and 2-D ids; the harness's views of ids (a
// broadcast repeats one token's ids) and its 3-per-dimension grid (pairs over y and z) apply. Tolerance
// 1e-10: the kernel decodes the same f32 weights as the reference (up to a fused multiply-add in d * q + m)
// and accumulates in f32; the error is ~sqrt(cols) f32 roundings of partial sums, an NMSE near 1e-13 at
// cols 4352, while one misdecoded code or scale gives ~1e-5 or more. The codebook formats (IQ2, IQ3, IQ1)
// take cols 256 and 2304 (9 blocks), w from a fixed list of 4093 random values (so every layout of a shape
// quantizes the same w once: IQ1 quantizes at ~40 us a weight in JS; x is still drawn per layout), and the
// first block of w is scaled by 2^-12 so its f16 d is subnormal (checked: the case throws if quantize gives
// it a normal d).
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import type { HostTensor, InputDecl, OpCase } from '../../ops/case.ts';
import { dequantize, quantize } from '../api.ts';
import { isCodebook, QMATVEC_FORMATS, type QMatvecFormat } from './kernels.ts';
import { matvec } from './ops.ts';
import { QMATVEC_Q8_FORMATS, QMATVEC_Q8_PAIR_FORMATS, QMATVEC_Q8_V16_FORMATS, type QMatvecQ8Loads } from './q8-kernels.ts';
import { matvecQ8Forced } from './q8-path.ts';
import { qmatvecRef } from './reference.ts';
import { lcgWeights, quantizeRows } from './sample-blocks.ts';

const TOL = 1e-10;
const SMALL_BLOCK_COLS = [32, 256, 4128, 32];
const SUPERBLOCK_COLS = [256, 4352, 256, 4352];
const CODEBOOK_COLS = [256, 2304, 256, 2304];
const ROWS = [1, 3, 17, 2];
const BATCHES = [8, 3, 1, 5];
export const EXPERTS = 4;

const colsOf = (format: QMatvecFormat): number[] =>
  isCodebook(format) ? CODEBOOK_COLS : BLOCK_FORMATS[format].blockSize === 256 ? SUPERBLOCK_COLS : SMALL_BLOCK_COLS;

/** The f16 bits of a codebook block's d (IQ1_M keeps it in the top nibbles of its four scale words). */
function dBits(format: QMatvecFormat, b: Uint8Array): number {
  if (format !== 'iq1_m') return b[0]! | (b[1]! << 8);
  const u = (o: number) => b[o]! | (b[o + 1]! << 8);
  return (u(48) >> 12) | ((u(50) >> 8) & 0xf0) | ((u(52) >> 4) & 0xf00) | (u(54) & 0xf000);
}

/** w with its first 256 weights scaled by 2^-12, so that block's d is subnormal. */
function withTinyBlock(data: Float32Array): Float32Array {
  const w = data.slice();
  for (let i = 0; i < 256; i++) w[i]! *= 2 ** -12;
  return w;
}

/** The codebook cases' w values: 4093 (a prime, so rows differ) in [-1, 1). */
const CODEBOOK_W: readonly number[] = Array.from(lcgWeights(4093));

/** w's declaration: random per layout, or the codebook formats' fixed values. */
export const weightInput = (format: QMatvecFormat): InputDecl =>
  isCodebook(format) ? { dtype: 'f32', views: false, values: CODEBOOK_W } : { dtype: 'f32', views: false };

let memo: { format: string; data: Float32Array; blocks: Uint8Array } | undefined;

/** The case's blocks of w, the same bytes for run and reference (the codebook formats' last quantization is
 * kept: a case's reference and run quantize the same data, and IQ1 quantizes slowly). */
function blocksOf(format: QMatvecFormat, data: Float32Array, rows: number, cols: number): Uint8Array {
  if (!isCodebook(format)) return quantizeRows(format, data, rows, cols);
  if (memo?.format === format && memo.data.length === data.length && memo.data.every((v, i) => Object.is(v, data[i]))) return memo.blocks;
  const blocks = quantizeRows(format, withTinyBlock(data), rows, cols);
  const d = dBits(format, blocks);
  if ((d & 0x7c00) !== 0 || (d & 0x3ff) === 0) throw new Error(`matvec ${format} case: block 0's d 0x${d.toString(16)} is not subnormal`);
  memo = { format, data: data.slice(), blocks };
  return blocks;
}

/** w (f32, [..., rows, cols]) quantized as `format` and uploaded with w's shape. */
export function upload(device: Device, format: QMatvecFormat, w: Tensor): Tensor {
  const cols = w.shape.at(-1)!;
  const blocks = blocksOf(format, w.read() as Float32Array, w.size / cols, cols);
  return device.upload(blocks, { dtype: format, shape: [...w.shape] });
}

/** Runs quant.matvec on w quantized as `format`. */
const runOn =
  (format: QMatvecFormat) =>
  (device: Device, [w, x, ids]: readonly Tensor[]): Tensor => {
    const q = upload(device, format, w!);
    try {
      return matvec(q, x!, { ...(ids && { ids }), activations: 'f32' }); // the exact path, whatever ACTIVATION_RULES pick
    } finally {
      q.destroy();
    }
  };

/** Vector j of x (cols each) against the `rows` rows of `blocks` starting at row `row0`; zeros when `ok` is false. */
function rowsTimes(format: QMatvecFormat, blocks: Uint8Array, row0: number, rows: number, x: Float32Array, j: number, cols: number) {
  const ldw = (cols / BLOCK_FORMATS[format].blockSize) * BLOCK_FORMATS[format].blockBytes;
  return qmatvecRef(format, blocks.subarray(row0 * ldw, (row0 + rows) * ldw), x.subarray(j * cols, (j + 1) * cols), rows, cols);
}

const qcase = (format: QMatvecFormat, batched: boolean): OpCase => ({
  name: `matvec ${format}${batched ? ' batch' : ''}`,
  inputs: [weightInput(format), { dtype: 'f32' }],
  shapes: colsOf(format).map((c, i) => [[ROWS[i]!, c], batched ? [BATCHES[i]!, c] : [c]]),
  run: runOn(format),
  reference: ([w, x]: readonly HostTensor[]) => {
    const [rows, cols] = w!.shape as [number, number];
    const blocks = blocksOf(format, w!.data as Float32Array, rows, cols);
    const xs = x!.data as Float32Array;
    const y = new Float32Array((xs.length / cols) * rows);
    for (let j = 0; j * cols < xs.length; j++) y.set(rowsTimes(format, blocks, 0, rows, xs, j, cols), j * rows);
    return y;
  },
  tolerance: TOL,
});

/** [w bank, x, ids] per call, cols one block (c1) or many (cn): x broadcast over 2 slots, 1-D ids, 3 slots
 * of one row, x per slot (the largest bank, 5 rows and 8 pairs: a 3 x 3 x 1 grid on the harness's
 * small-grid device, the pairs over y and z). */
const expertShapes = ([c1, cn]: number[]): number[][][] => [
  [
    [EXPERTS, 3, c1!],
    [5, c1!],
    [5, 2],
  ],
  [[EXPERTS, 17, c1!], [3, c1!], [3]],
  [
    [EXPERTS, 1, cn!],
    [6, cn!],
    [6, 3],
  ],
  [
    [EXPERTS, 5, cn!],
    [4, 2, cn!],
    [4, 2],
  ],
];

/** An expert bank's ids: drawn from 0..EXPERTS, so about one in five is out of range (a row of zeros). */
export const EXPERT_IDS: InputDecl = { dtype: 'u32', range: [0, EXPERTS + 1] };

/** The expert-bank reference (quant.matvec and quant.gemm with ids): per (token, slot) entry p, the rows of
 * expert ids[p] times x's row of the token (x [tokens, cols]) or of the entry (x [tokens, topK, cols]), zeros
 * for an id out of range. */
export const expertsReference =
  (format: QMatvecFormat) =>
  ([w, x, ids]: readonly HostTensor[]): Float32Array => {
    const [experts, rows, cols] = w!.shape as [number, number, number];
    const blocks = blocksOf(format, w!.data as Float32Array, experts * rows, cols);
    const xs = x!.data as Float32Array,
      id = ids!.data as Uint32Array;
    const perSlot = x!.shape.length === 3,
      topK = ids!.shape[1] ?? 1;
    const y = new Float32Array(id.length * rows);
    id.forEach((e, p) => {
      if (e < experts) y.set(rowsTimes(format, blocks, e * rows, rows, xs, perSlot ? p : Math.floor(p / topK), cols), p * rows);
    });
    return y;
  };

const expertsCase = (format: QMatvecFormat): OpCase => ({
  name: `matvec ${format} experts`,
  inputs: [weightInput(format), { dtype: 'f32' }, EXPERT_IDS],
  shapes: expertShapes(colsOf(format)),
  run: runOn(format),
  reference: expertsReference(format),
  tolerance: TOL,
});

/** The int8 path (activations 'q8_1'): the reference takes x through ggml's q8_1 rounding on the CPU
 * (quant.quantize, byte-identical to the GPU's quantizeActivations), so only the f32 sums' order differs
 * (NMSE 5e-16 to 1e-13 measured in test/quant/matvec-q8.test.ts). One x vector: the path takes no batch.
 * `loads` forces W's loads (the `_v16` and `_pairs` variants; where they cannot run, as q6_K's 210-byte
 * blocks for v16 or the 32 and 4128 columns (odd block counts) for pairs, the word variant runs). */
const q8Case = (format: QMatvecFormat, loads?: QMatvecQ8Loads): OpCase => ({
  name: `matvec ${format} q8_1${loads ? ` ${loads}` : ''}`,
  inputs: [weightInput(format), { dtype: 'f32' }],
  shapes: colsOf(format).map((c, i) => [[ROWS[i]!, c], [c]]),
  run: (device, [w, x]) => {
    const q = upload(device, format, w!);
    try {
      return loads ? matvecQ8Forced(q, x!, loads) : matvec(q, x!, { activations: 'q8_1' });
    } finally {
      q.destroy();
    }
  },
  reference: ([w, x]: readonly HostTensor[]) => {
    const [rows, cols] = w!.shape as [number, number];
    const xq = dequantize('q8_1', quantize('q8_1', x!.data as Float32Array, { rows: 1, cols }), cols);
    return rowsTimes(format, blocksOf(format, w!.data as Float32Array, rows, cols), 0, rows, xq, 0, cols);
  },
  tolerance: TOL,
  splitGrid: false,
});

/** An expert bank on the int8 path (qmatvec_q8's _moe): expertsCase's banks, ids (some out of range) and x
 * layouts (a row per token, or per slot), x rounded to q8_1 per row in the reference as on the GPU. */
const q8ExpertsCase = (format: QMatvecFormat): OpCase => ({
  name: `matvec ${format} q8_1 experts`,
  inputs: [weightInput(format), { dtype: 'f32' }, EXPERT_IDS],
  shapes: expertShapes(colsOf(format)),
  run: (device, [w, x, ids]) => {
    const q = upload(device, format, w!);
    try {
      return matvec(q, x!, { ids: ids!, activations: 'q8_1' });
    } finally {
      q.destroy();
    }
  },
  reference: ([w, x, ids]: readonly HostTensor[]) => {
    const cols = x!.shape.at(-1)!;
    const rows = x!.data.length / cols;
    const xq = dequantize('q8_1', quantize('q8_1', x!.data as Float32Array, { rows, cols }), rows * cols);
    return expertsReference(format)([w!, { ...x!, data: xq }, ids!]);
  },
  tolerance: TOL,
  // x's quantize is a flat grid past the 3-per-dimension device's (as q8Case's); the pairs' grid is
  // expertsGrid, which the f32 experts case runs there
  splitGrid: false,
});

export const cases: OpCase[] = [
  ...QMATVEC_FORMATS.flatMap((f) => [qcase(f, false), qcase(f, true), expertsCase(f)]),
  ...QMATVEC_Q8_FORMATS.map((f) => q8Case(f)),
  ...QMATVEC_Q8_FORMATS.map(q8ExpertsCase),
  // the 16-byte loads, and a format whose 210-byte blocks cannot take them (its word variant runs); the
  // word loads of the formats whose default is v16 (q4_K)
  ...[...QMATVEC_Q8_V16_FORMATS, 'q6_K' as const].map((f) => q8Case(f, 'v16')),
  q8Case('q4_K', 'word'),
  ...QMATVEC_Q8_PAIR_FORMATS.map((f) => q8Case(f, 'pairs')),
];
