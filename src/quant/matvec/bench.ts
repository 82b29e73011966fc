// The quant matvec rows of `vkts bench`: qmatvec per format at the suite's weight shape transposed (rows
// 4096, cols 14336 on a GPU: ggml's m = 4096, k = 14336; 1024 x 2048 on a CPU device), weights rotating
// through ctx.copiesOf(bytes) copies so they come from memory, not the last-level cache, as the f32 matvec
// row does, on quant.matvec's default path for f32 x (ACTIVATION_RULES: `<format>_q8_1`, x quantized then the
// int8 dot, timed as the sum of the two dispatches as ggml-vulkan's row counts both; else `<format>_x4`, the
// f32-x kernel); one qmatvec_q8 row per int8 format (x as q8_1 blocks, quantized in setup: the dot dispatch
// alone) and per candidate load variant (`<format>_v16`, `<format>_pairs`); and the expert-bank rows
// (expertsRow: the default path, `q4_K_moe_q8_1` where ACTIVATION_RULES quantize x, else `q4_K_moe_x4`; and
// qmatvec_q8's `q4_K_moe`). The blocks are TILE_ROWS quantized rows
// repeated (quantizing 58M weights in JS would dominate).
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import type { BenchCase, BenchContext } from '../../ops/family.ts';
import { qmatvecCost, qmatvecExpertsCost, qmatvecQ8Cost } from './cost.ts';
import { isCodebook, QMATVEC_FORMATS, type QMatvecFormat } from './kernels.ts';
import { quantizeActivations } from '../gemm/ops.ts';
import { matvec } from './ops.ts';
import {
  q8Variant,
  QMATVEC_Q8_FORMATS,
  QMATVEC_Q8_PAIR_FORMATS,
  QMATVEC_Q8_V16_FORMATS,
  type QMatvecQ8Format,
  type QMatvecQ8Loads,
} from './q8-kernels.ts';
import { choose } from '../../ops/select.ts';
import { ACTIVATION_RULES, matvecQ8Forced } from './q8-path.ts';
import { lcgWeights, quantizeRows } from './sample-blocks.ts';

const TILE_ROWS = 16;

/** rows x cols blocks of `format`: TILE_ROWS quantized random rows, repeated. */
export function blocksOf(format: QMatvecFormat, rows: number, cols: number): Uint8Array {
  const tile = quantizeRows(format, lcgWeights(TILE_ROWS * cols), TILE_ROWS, cols);
  const perRow = tile.length / TILE_ROWS;
  const out = new Uint8Array(rows * perRow);
  for (let r = 0; r < rows; r += TILE_ROWS) out.set(tile.subarray(0, Math.min(TILE_ROWS, rows - r) * perRow), r * perRow);
  return out;
}

/** The codebook formats with a row: a 2-bit and a 3-bit grid (the others run the same kernel shape, and
 * quantizing IQ1's search in JS would dominate the suite's setup). */
const BENCHED_CODEBOOKS: readonly QMatvecFormat[] = ['iq2_xxs', 'iq3_s'];
const benched = (f: QMatvecFormat): boolean => !isCodebook(f) || BENCHED_CODEBOOKS.includes(f);

/** The expert-bank row: a Mixtral-like decode step, one token routed to 2 of 8 q4_K experts of the suite's
 * weight shape; consecutive steps take disjoint pairs of experts (as many as copiesOf asks for), so the
 * two experts' blocks come from memory. `int8`: the int8 kernel's _moe variant, x as q8_1 blocks quantized in
 * setup (a qmatvec_q8 row: the dot dispatch alone); else quant.matvec's default path for f32 x. */
function expertsRow(ctx: BenchContext, int8: boolean): BenchCase {
  const [cols, rows] = ctx.sizes.matvec;
  const format = 'q4_K',
    experts = 8,
    topK = 2;
  const expertBytes = (rows * cols * BLOCK_FORMATS[format].blockBytes) / BLOCK_FORMATS[format].blockSize;
  const rotations = Math.min(experts / topK, ctx.copiesOf(topK * expertBytes));
  const quantizes = !int8 && choose(ACTIVATION_RULES, { format, vector: false, ids: true }, ctx.device.info) === 'q8_1';
  return {
    op: int8 ? 'qmatvec_q8' : 'qmatvec',
    shape: `${experts}x${rows}x${cols} ids 1x${topK}`,
    dtype: format,
    variant: int8 ? `${format}_moe` : quantizes ? `${format}_moe_q8_1` : `${format}_moe_x4`,
    cost: qmatvecExpertsCost(format, experts, rows, cols, topK, 1, int8 || quantizes ? 'q8_1' : 'f32'),
    setup: () => {
      const bank = ctx.device.upload(blocksOf(format, experts * rows, cols), { dtype: format, shape: [experts, rows, cols] });
      const ids = Array.from({ length: rotations }, (_, i) => ctx.device.upload(Uint32Array.of(2 * i, 2 * i + 1), { shape: [1, topK] }));
      const xf = ctx.random([1, cols]),
        x = int8 ? quantizeActivations(xf) : xf,
        y = ctx.device.alloc('f32', [1, topK, rows]);
      return { step: (i) => matvec(bank, x, { ids: ids[i % rotations]!, out: y }), free: [bank, ...ids, ...new Set([xf, x]), y] };
    },
  };
}

/** A dense row of `format`: qmatvec (f32 x on quant.matvec's default path) or, with `loads`, qmatvec_q8 with W's
 * loads forced (x as q8_1 blocks, quantized in setup: a row times the dot dispatch alone). */
function denseRow(ctx: BenchContext, format: QMatvecFormat, loads?: QMatvecQ8Loads): BenchCase {
  const q8 = loads !== undefined;
  const quantizes = !q8 && choose(ACTIVATION_RULES, { format, vector: true, ids: false }, ctx.device.info) === 'q8_1';
  const [cols, rows] = ctx.sizes.matvec;
  const bytes = (rows * cols * BLOCK_FORMATS[format].blockBytes) / BLOCK_FORMATS[format].blockSize;
  const copies = ctx.copiesOf(bytes);
  return {
    op: q8 ? 'qmatvec_q8' : 'qmatvec',
    shape: `${rows}x${cols}`,
    dtype: format,
    variant: q8 ? q8Variant(format as QMatvecQ8Format, loads) : quantizes ? `${format}_q8_1` : `${format}_x4`,
    cost: q8 || quantizes ? qmatvecQ8Cost(format, rows, cols) : qmatvecCost(format, rows, cols),
    setup: () => {
      const blocks = blocksOf(format, rows, cols);
      const ws = Array.from({ length: copies }, () => ctx.device.upload(blocks, { dtype: format, shape: [rows, cols] }));
      const xf = ctx.random([cols]),
        x = q8 ? quantizeActivations(xf) : xf,
        y = ctx.device.alloc('f32', [rows]);
      const step = q8 ? (i: number) => matvecQ8Forced(ws[i % copies]!, x, loads, y) : (i: number) => matvec(ws[i % copies]!, x, { out: y });
      return { step, free: [...ws, ...new Set([xf, x]), y] };
    },
  };
}

export function bench(ctx: BenchContext): BenchCase[] {
  const [cols] = ctx.sizes.matvec;
  const fits = (f: QMatvecFormat) => cols % BLOCK_FORMATS[f].blockSize === 0;
  const dense = QMATVEC_FORMATS.filter((f) => benched(f) && fits(f)).map((f) => denseRow(ctx, f));
  // the int8 rows where the device has integer dot products
  const int8 = ctx.device.info.integerDot.supported
    ? [
        ...QMATVEC_Q8_FORMATS.filter((f) => benched(f) && fits(f)).map((f) => denseRow(ctx, f, 'word')),
        ...QMATVEC_Q8_V16_FORMATS.filter(fits).map((f) => denseRow(ctx, f, 'v16')),
        ...QMATVEC_Q8_PAIR_FORMATS.filter(() => cols % 64 === 0).map((f) => denseRow(ctx, f, 'pairs')),
      ]
    : [];
  const banks = cols % 256 === 0 ? [expertsRow(ctx, false), ...(ctx.device.info.integerDot.supported ? [expertsRow(ctx, true)] : [])] : [];
  return [...dense, ...int8, ...banks];
}
