// Comparisons and selection on the GPU: eq ne lt le gt ge(a, b) of two f32 tensors (any views, NumPy
// broadcasting) into u8 masks of 0 / 1, and where(mask, a, b) (mask u8 or u32, a and b f32, all three
// broadcast). The u8 result is written a 32-bit word at a time, so it must start on a word: a fresh
// tensor, or a contiguous `out` whose byte offset is a multiple of 4 (ArgumentError otherwise).
import { broadcastShapes, fmtShape } from '../../device/layout.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectDType, output, recordInto, shapeLabel, type OutOptions } from '../args.ts';
import { ArgumentError, DTypeError, ShapeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { always, choose, type Rule } from '../select.ts';
import { addressing, type Addressing } from '../strided.ts';
import { compareCost, whereCost } from './cost.ts';
import {
  COMPARE_KERNEL,
  COMPARE_OPS,
  MASK_DTYPES,
  WHERE_KERNEL,
  type CompareOp,
  type Layout,
  type MaskDType,
  type WhereLayout,
} from './kernels.ts';

/** Which addressing variant runs (first rule that holds). */
export const LAYOUT_RULES: readonly Rule<Addressing, Layout>[] = [
  { when: (a) => a.layout === 'strided', variant: '_strided', why: 'an operand is a strided or broadcast view' },
  { when: always, variant: '', why: 'every operand contiguous, of the result shape' },
];

/** Which where variant runs (first rule that holds). */
export const WHERE_LAYOUT_RULES: readonly Rule<Addressing, WhereLayout>[] = [
  { when: (a) => a.layout === 'strided', variant: '_strided', why: 'an operand is a strided or broadcast view' },
  {
    when: (a) => a.layout === 'vec4',
    variant: '_vec4',
    why: 'contiguous, n % 4 == 0 and every offset a multiple of 4 (16-byte a, b and y, one mask word per 4 elements)',
  },
  { when: always, variant: '', why: 'every operand contiguous, of the result shape' },
];

/** y = a OP b ? 1 : 0 elementwise as u8 (IEEE: NaN compares false, except ne). */
export function compare(op: CompareOp, a: Tensor, b: Tensor, opts: OutOptions = {}): Tensor<'u8'> {
  if (!COMPARE_OPS.includes(op)) throw new ArgumentError(`compare: unknown op ${String(op)} (${COMPARE_OPS.join(', ')})`);
  const device = deviceOf(op, { a, b });
  expectDType(op, 'a', a, 'f32');
  expectDType(op, 'b', b, 'f32');
  const shape = broadcastShapes(op, a.shape, b.shape);
  const out = output(op, device, opts.out, 'u8', shape, { a, b });
  if (out.t.offset % 4 !== 0)
    throw new ArgumentError(`${op}: out (${out.t.describe()}) must start on a 32-bit word (byte offset a multiple of 4)`);
  const n = out.t.size;
  if (n === 0) return out.t;
  return recordInto(out, (y) => {
    const ad = addressing(op, shape, [a, b], y, false);
    const [offA, offB, offY] = ad.offsets as [number, number, number];
    launch(device, COMPARE_KERNEL, `${op}_f32${choose(LAYOUT_RULES, ad, device.info)}`, {
      tensors: [a, b, y],
      push: {
        n,
        offA,
        offB,
        offY: offY / 4,
        words: Math.ceil(n / 4),
        rank: ad.rank,
        shape: ad.shape,
        strideA: ad.strides[0] ?? [],
        strideB: ad.strides[1] ?? [],
      },
      label: shapeLabel(shape),
      cost: compareCost(op, n),
    });
  });
}

/** The most collapsed dimensions where's strided variant takes (WHERE_RANK in where.comp: push-constant room). */
export const WHERE_RANK = 6;

/** y = mask != 0 ? a : b elementwise (mask u8 or u32, a and b f32; all three broadcast), as f32. */
export function where(mask: Tensor, a: Tensor, b: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  const device = deviceOf('where', { mask, a, b });
  if (!(MASK_DTYPES as readonly string[]).includes(mask.dtype))
    throw new DTypeError(`where: mask is ${mask.describe()}, expected ${MASK_DTYPES.join(' or ')}`);
  expectDType('where', 'a', a, 'f32');
  expectDType('where', 'b', b, 'f32');
  const m = mask.dtype as MaskDType;
  const shape = broadcastShapes('where', mask.shape, a.shape, b.shape);
  const out = output('where', device, opts.out, 'f32', shape, { mask, a, b });
  const n = out.t.size;
  if (n === 0) return out.t;
  return recordInto(out, (y) => {
    const ad = addressing('where', shape, [mask, a, b], y);
    if (ad.rank > WHERE_RANK)
      throw new ShapeError(
        `where: the operands' layout needs ${ad.rank} dimensions after merging, more than ${WHERE_RANK}; make one contiguous() first (shape ${fmtShape(shape)})`,
      );
    const [offM, offA, offB, offY] = ad.offsets as [number, number, number, number];
    const layout = choose(WHERE_LAYOUT_RULES, ad, device.info);
    launch(device, WHERE_KERNEL, `${m}_f32${layout}`, {
      tensors: [mask, a, b, y],
      push: {
        n: layout === '_vec4' ? n / 4 : n,
        offM,
        offA,
        offB,
        offY,
        rank: ad.rank,
        shape: ad.shape,
        strideM: ad.strides[0] ?? [],
        strideA: ad.strides[1] ?? [],
        strideB: ad.strides[2] ?? [],
      },
      label: shapeLabel(shape),
      cost: whereCost(m, n),
    });
  });
}

type Compare = (a: Tensor, b: Tensor, opts?: OutOptions) => Tensor<'u8'>;
const c =
  (op: CompareOp): Compare =>
  (a, b, opts) =>
    compare(op, a, b, opts);

export const eq = c('eq');
/** Not equal: true where either side is NaN. */
export const ne = c('ne');
export const lt = c('lt');
export const le = c('le');
export const gt = c('gt');
export const ge = c('ge');
