// quant.matvec's int8 path: x as ggml's q8_1 blocks (given, or quantized from f32 x on the GPU by
// quant.quantizeActivations with { activations: 'q8_1' }: two dispatches recorded by one call), then
// qmatvec_q8.comp takes each 32-weight block's integer dot product with W's codes and applies the scales once
// per block (per 16-weight group for q2_K, q3_K, q6_K). Q8_LOAD_RULES picks W's loads (words, uvec4s, pairs).
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import type { Device } from '../../device/device.ts';
import { CapabilityError, SizeError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectDType, fmtShape, output, recordInto } from '../../ops/args.ts';
import { ArgumentError, ShapeError } from '../../ops/errors.ts';
import { launch } from '../../ops/launch.ts';
import { always, choose, type Rule } from '../../ops/select.ts';
import { quantizeActivations } from '../gemm/ops.ts';
import { qmatvecQ8Cost } from './cost.ts';
import type { QMatvecFormat } from './kernels.ts';
import { hasLoads, q8Variant, QMATVEC_Q8_KERNEL, type QMatvecQ8Format, type QMatvecQ8Loads } from './q8-kernels.ts';
import { formatOf, weightBlocks } from './weights.ts';
import { gridOperands } from './grids.ts';

/** How quant.matvec takes x: as f32 (exact decode-and-FMA) or rounded to q8_1 blocks (int8 dot products). */
export type QMatvecActivations = 'f32' | 'q8_1';

export interface ActivationArgs {
  format: QMatvecFormat;
  /** x is one vector [cols] (not a batch). */
  vector: boolean;
  /** an expert bank (ids given). */
  ids: boolean;
}

/** The formats whose int8 path has been timed against their f32 path on a GPU and won (below); iq4_nl,
 * iq4_xs, the ternary and IQ formats take it only when asked (ACTIVATION_RULES' last rule says why). */
const Q8_MEASURED: readonly QMatvecQ8Format[] = ['q8_0', 'q4_0', 'q4_1', 'q5_0', 'q5_1', 'q2_K', 'q3_K', 'q4_K', 'q5_K', 'q6_K'];

/** quant.matvec's activations when the option is left out (f32 x): the first rule that holds picks. */
export const ACTIVATION_RULES: readonly Rule<ActivationArgs, QMatvecActivations>[] = [
  {
    when: (a, d) => a.ids && Q8_MEASURED.includes(a.format) && d.integerDot.int4x8PackedAccelerated,
    variant: 'q8_1',
    why:
      "an expert bank of a format with a measured int8 kernel, packed int8 dot products in hardware: x rounded to q8_1, the int8 kernel's _moe " +
      "variant (H100, 2026-12-07, vkts bench: 8 q4_K experts of 4096 x 14336, one token to 2 of them, rotated: its dot 31.8 µs against the f32-x kernel's 55.0, x's quantize about 6 more)",
  },
  {
    when: (a, d) => a.vector && !a.ids && Q8_MEASURED.includes(a.format) && d.integerDot.int4x8PackedAccelerated,
    variant: 'q8_1',
    why:
      "one vector, a format with a measured int8 kernel and packed int8 dot products in hardware: x rounded to q8_1 as ggml-vulkan's mat-vec does; " +
      'with the quantize it is faster than the exact f32 path for every such format (H200, 4096 x 14336: q4_K 18.5 µs against 31.4, q8_0 29.1 against 31.6)',
  },
  {
    when: always,
    variant: 'f32',
    why:
      'the exact decode-and-FMA path: batches, the other formats (iq4_nl, iq4_xs, tq1_0, IQ2, IQ3 measured slower on int8 on an H100, ' +
      '2026-12-07: iq4_nl 69.6 µs for the dot alone against 63.3 for the f32-x path, iq2_xxs 48.7 against 44.4, iq3_s 69.6 against 54.3, ' +
      'tq1_0 105.8 against 31.2; tq2_0 17.0 against 24.4 before the quantize, within its cost; IQ1 untimed), devices without packed int8 dot products',
  },
];

/** Whether quant.matvec takes the int8 path (x given as q8_1 blocks, or f32 x with activations 'q8_1', the
 * option's or ACTIVATION_RULES'), after its checks: the option's value, x's dtype and shape, the format,
 * the device. */
export function takesQ8Path(op: string, device: Device, format: QMatvecFormat, x: Tensor, activations: unknown, ids: boolean): boolean {
  if (activations !== undefined && activations !== 'f32' && activations !== 'q8_1')
    throw new ArgumentError(`${op}: activations must be 'f32' or 'q8_1' (got ${String(activations)})`);
  const given = x.dtype === 'q8_1';
  if (!given) expectDType(op, 'x', x, 'f32');
  if (given && activations === 'f32') throw new ArgumentError(`${op}: x is q8_1 blocks; activations 'f32' takes f32 x`);
  const chosen = activations ?? choose(ACTIVATION_RULES, { format, vector: x.shape.length === 1, ids }, device.info);
  if (!given && chosen !== 'q8_1') return false;
  const what = given ? 'x as q8_1 blocks' : "activations 'q8_1'";
  if (x.shape.length !== 1 && !ids)
    throw new ShapeError(`${op}: ${what} takes one vector x [cols], got ${fmtShape(x.shape)}; a batch runs with f32 x`);
  if (given && !x.isContiguous) throw new ShapeError(`${op}: x (${x.describe()}) must be contiguous q8_1 blocks`);
  if (!device.info.integerDot.supported)
    throw new CapabilityError(`${op}: ${what} needs shaderIntegerDotProduct, which ${device.info.name} does not support`);
  return true;
}

export interface Q8LoadArgs {
  format: QMatvecQ8Format;
  cols: number;
  /** W's byte offset and row pitch in its buffer. */
  offW: number;
  ldw: number;
  /** The bench rows' and the harness's choice (matvecQ8Forced); undefined in quant.matvec. */
  force?: QMatvecQ8Loads;
}

/** The formats whose 16-byte loads are the default: q4_K (H200, 4096 x 14336, the dot alone: 13.0 µs
 * against the words' 15.6 cache-resident, 15.6 against 17.4 rotated beyond the cache). q5_K's were no better
 * (19.1 against 19.3 cache-resident, 22.8 against 20.4 rotated), so it stays on words. */
const V16_BY_DEFAULT: readonly QMatvecQ8Format[] = ['q4_K'];

/** The formats whose pairs of blocks are the default: q4_0 and q5_0, whose 18- and 22-byte blocks
 * alternate word alignment (H200, 4096 x 14336, the dot alone: q4_0 14.2 µs against the words' 14.7
 * cache-resident, 16.1 against 17.3 rotated; q5_0 20.5 against 21.8, 21.1 against 22.8). q4_1 / q5_1 (whole
 * words already) were level, q8_0's slower (24.5 against 22.9). */
const PAIRS_BY_DEFAULT: readonly QMatvecQ8Format[] = ['q4_0', 'q5_0'];

/** Whether `a` asks for `loads` (forced, or unforced and `a.format` one of `byDefault`) and the format has them. */
const wants = (a: Q8LoadArgs, loads: QMatvecQ8Loads, byDefault: readonly QMatvecQ8Format[]): boolean =>
  (a.force ?? (byDefault.includes(a.format) ? loads : 'word')) === loads && hasLoads(a.format, loads);

/** W's loads: uvec4s only where every 16-byte piece the kernel reads lies on a 16-byte boundary, pairs of
 * blocks only where a row is whole pairs starting on a word; each by default for its formats above, else
 * when forced (the bench rows, the harness cases). */
export const Q8_LOAD_RULES: readonly Rule<Q8LoadArgs, QMatvecQ8Loads>[] = [
  {
    when: (a) => wants(a, 'v16', V16_BY_DEFAULT) && a.offW % 16 === 0 && a.ldw % 16 === 0,
    variant: 'v16',
    why: 'q4_K, or forced: a format with a _v16 variant whose offset and row pitch are multiples of 16 bytes',
  },
  {
    when: (a) => wants(a, 'pairs', PAIRS_BY_DEFAULT) && a.cols % 64 === 0 && a.offW % 4 === 0,
    variant: 'pairs',
    why: 'q4_0 and q5_0, or forced: a 32-weight format with cols a multiple of 64 and W on a word',
  },
  { when: always, variant: 'word', why: 'word loads: the other formats, forced, or where the others cannot run' },
];

/** y [rows] = W x with x as q8_1 blocks (quantized here from f32 x, or given) after takesQ8Path; `force`
 * overrides Q8_LOAD_RULES' default where the 16-byte loads can run. */
export function matvecQ8(op: string, device: Device, format: QMatvecFormat, w: Tensor, x: Tensor, y: Tensor, force?: QMatvecQ8Loads): void {
  const [rows, cols] = w.shape as [number, number];
  const { W, offW, ldw } = weightBlocks(op, w, format, rows, cols);
  let xq: Tensor | undefined;
  try {
    xq = x.dtype === 'q8_1' ? x : quantizeActivations(x);
    const q81 = BLOCK_FORMATS.q8_1;
    const offX = (xq.offset / q81.blockSize) * (q81.blockBytes / 4);
    if (y.offset + rows > 2 ** 32) throw new SizeError(`${op}: y reaches element 2^32 of its buffer; the kernel indexes below 2^32`);
    const loads = choose(Q8_LOAD_RULES, { format, cols, offW, ldw, ...(force && { force }) }, device.info);
    launch(device, QMATVEC_Q8_KERNEL, q8Variant(format, loads), {
      tensors: [W, xq, y, ...gridOperands(device, format)],
      push: { rows, cols, offW, ldw, offX, offY: y.offset },
      label: `${rows}x${cols}`,
      cost: qmatvecQ8Cost(format, rows, cols),
    });
  } finally {
    if (W !== w) W.destroy();
    if (xq && xq !== x) xq.destroy();
  }
}

/** Internal (the bench rows, the harness; bench/qmatvec-sweep.ts compiles LOADS_16 itself): quant.matvec(w,
 * x) on the int8 path (x f32 or q8_1 blocks [cols], w 2-D) with W's loads forced to `loads` where
 * Q8_LOAD_RULES lets them run. */
export function matvecQ8Forced(w: Tensor, x: Tensor, loads: QMatvecQ8Loads, out?: Tensor): Tensor<'f32'> {
  const op = 'quant.matvec';
  const device = deviceOf(op, { w, x }, ['w', 'x']);
  const format = formatOf(op, w);
  takesQ8Path(op, device, format, x, x.dtype === 'q8_1' ? undefined : 'q8_1', false);
  if (w.shape.length !== 2 || x.shape[0] !== w.shape[1])
    throw new ShapeError(`${op}: w ${fmtShape(w.shape)} and x ${fmtShape(x.shape)} are not [rows, cols] and [cols]`);
  const o = output(op, device, out, 'f32', [w.shape[0]!], { w, x });
  return recordInto(o, (y) => matvecQ8(op, device, format, w, x, y, loads));
}
