// Elementwise ops on f32 tensors of any layout: unary ops, binary ops with NumPy broadcasting, and axpy (in
// place). Contiguous operands use the contiguous or vec4 variants; views and broadcasts the strided one.
import type { DeviceInfo } from '../../device/capabilities.ts';
import { broadcastShapes } from '../../device/layout.ts';
import type { Tensor } from '../../device/tensor.ts';
import {
  deviceOf,
  expectDistinct,
  expectDType,
  expectScalar,
  expectShape,
  output,
  recordInto,
  shapeLabel,
  type OutOptions,
} from '../args.ts';
import { ArgumentError, ShapeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { always, choose, type Rule } from '../select.ts';
import { addressing, type Addressing } from '../strided.ts';
import { axpyCost, binaryCost, paramCost, unaryCost } from './cost.ts';
import {
  AXPY_KERNEL,
  BINARY_KERNEL,
  BINARY_OPS,
  UNARY,
  UNARY_KERNEL,
  type BinaryOp,
  type Layout,
  type ParamOp,
  type UnaryOp,
} from './kernels.ts';

/** Which addressing variant runs (first rule that holds). */
export const LAYOUT_RULES: readonly Rule<Addressing, Layout>[] = [
  { when: (a) => a.layout === 'strided', variant: '_strided', why: 'an operand is a strided or broadcast view' },
  {
    when: (a) => a.layout === 'vec4',
    variant: '_vec4',
    why: 'contiguous, n % 4 == 0 and every offset a multiple of 4 (16-byte vec4 access)',
  },
  { when: always, variant: '', why: 'contiguous' },
];

const layoutOf = (a: Addressing, info: DeviceInfo): Layout => choose(LAYOUT_RULES, a, info);

/** y = OP(x) elementwise (formulas in unary.comp; gelu is the tanh approximation). */
export function unary(op: UnaryOp, x: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  if (!Object.hasOwn(UNARY, op)) throw new ArgumentError(`unary: unknown op ${String(op)} (${Object.keys(UNARY).join(', ')})`);
  return unaryRun(op, x, opts, [0, 0]);
}

/** The unary dispatch; `p` are the parametric ops' push constants p0, p1 (ignored by the others). */
function unaryRun(op: UnaryOp | ParamOp, x: Tensor, opts: OutOptions, [p0, p1]: readonly [number, number]): Tensor<'f32'> {
  const device = deviceOf(op, { x });
  expectDType(op, 'x', x, 'f32');
  const out = output(op, device, opts.out, 'f32', x.shape, { x });
  const n = x.size;
  if (n === 0) return out.t;
  return recordInto(out, (y) => {
    const a = addressing(op, x.shape, [x], y);
    const [offX, offY] = a.offsets as [number, number];
    launch(device, UNARY_KERNEL, `${op}_f32${layoutOf(a, device.info)}`, {
      tensors: [x, y],
      push: { n, offX, offY, p0, p1, rank: a.rank, shape: a.shape, strideX: a.strides[0] ?? [] },
      label: shapeLabel(x.shape),
      cost: Object.hasOwn(UNARY, op) ? unaryCost(op as UnaryOp, n) : paramCost(op as ParamOp, n),
    });
  });
}

/** c = a OP b elementwise, a and b broadcast to a common shape (NumPy rules; ShapeError when they do not). */
export function binary(op: BinaryOp, a: Tensor, b: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  if (!BINARY_OPS.includes(op)) throw new ArgumentError(`binary: unknown op ${String(op)} (${BINARY_OPS.join(', ')})`);
  const device = deviceOf(op, { a, b });
  expectDType(op, 'a', a, 'f32');
  expectDType(op, 'b', b, 'f32');
  const shape = broadcastShapes(op, a.shape, b.shape);
  const out = output(op, device, opts.out, 'f32', shape, { a, b });
  const n = out.t.size;
  if (n === 0) return out.t;
  return recordInto(out, (c) => {
    const ad = addressing(op, shape, [a, b], c);
    const [offA, offB, offC] = ad.offsets as [number, number, number];
    launch(device, BINARY_KERNEL, `${op}_f32${layoutOf(ad, device.info)}`, {
      tensors: [a, b, c],
      push: { n, offA, offB, offC, rank: ad.rank, shape: ad.shape, strideA: ad.strides[0] ?? [], strideB: ad.strides[1] ?? [] },
      label: shapeLabel(shape),
      cost: binaryCost(op, n),
    });
  });
}

/** A number option: its default when absent, else a finite number (rounded to f32 in the shader). */
const numberOpt = (op: string, name: string, v: unknown, dflt: number): number => (v === undefined ? dflt : expectScalar(op, name, v));

/** ELU: x for x > 0, alpha (exp(x) - 1) otherwise (PyTorch's elu; alpha default 1). */
export function elu(x: Tensor, opts: OutOptions & { alpha?: number } = {}): Tensor<'f32'> {
  return unaryRun('elu', x, opts, [numberOpt('elu', 'alpha', opts.alpha, 1), 0]);
}

/** y = x * mul + add as one fma (a single rounding where the driver fuses it; Vulkan may round twice). */
export function affine(x: Tensor, opts: OutOptions & { mul?: number; add?: number } = {}): Tensor<'f32'> {
  return unaryRun('affine', x, opts, [numberOpt('affine', 'mul', opts.mul, 1), numberOpt('affine', 'add', opts.add, 0)]);
}

/** min(max(x, min), max) as torch.clamp: NaN stays NaN; min > max gives max; one bound may be left out
 * (but not both, ArgumentError). Bounds are rounded to f32. */
export function clamp(x: Tensor, opts: OutOptions & { min?: number; max?: number } = {}): Tensor<'f32'> {
  if (opts.min === undefined && opts.max === undefined) throw new ArgumentError('clamp: give min, max or both');
  const lo = numberOpt('clamp', 'min', opts.min, -Infinity),
    hi = numberOpt('clamp', 'max', opts.max, Infinity);
  return unaryRun('clamp', x, opts, [lo, hi]);
}

/** x^e for a scalar exponent e (rounded to f32), with C's pow rules: x^0 = 1, negative x only with an
 * integer e (else NaN), 0^negative = inf. pow(a, b) of two tensors is `binary('pow', a, b)`. */
export function pow(x: Tensor, e: number | Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  if (typeof e !== 'number') return binary('pow', x, e, opts);
  return unaryRun('pow', x, opts, [expectScalar('pow', 'e', e), 0]);
}

/** y = alpha * x + y in place (one fused multiply-add, alpha rounded to f32); y contiguous, x any view of
 * y's shape (a strided x is made contiguous first). Returns y. */
export function axpy(alpha: number, x: Tensor, y: Tensor): Tensor<'f32'> {
  const device = deviceOf('axpy', { x, y });
  const a = expectScalar('axpy', 'alpha', alpha);
  expectDType('axpy', 'x', x, 'f32');
  expectDType('axpy', 'y', y, 'f32');
  expectShape('axpy', 'y', y, x.shape, 'the shape of x');
  if (!y.isContiguous) throw new ShapeError(`axpy: y (${y.describe()}) is updated in place and must be contiguous`);
  expectDistinct('axpy', ['y', y], { x });
  const n = x.size;
  if (n === 0) return y as Tensor<'f32'>;
  const xc = x.contiguous();
  try {
    const ad = addressing('axpy', x.shape, [xc], y);
    const [offX, offY] = ad.offsets as [number, number];
    launch(device, AXPY_KERNEL, ad.layout === 'vec4' ? 'f32_vec4' : 'f32', {
      tensors: [xc, y],
      push: { a, n, offX, offY },
      label: shapeLabel(x.shape),
      cost: axpyCost(n),
    });
  } finally {
    if (xc !== x) xc.destroy();
  }
  return y as Tensor<'f32'>;
}

type Unary = (x: Tensor, opts?: OutOptions) => Tensor<'f32'>;
type Binary = (a: Tensor, b: Tensor, opts?: OutOptions) => Tensor<'f32'>;
const u =
  (op: UnaryOp): Unary =>
  (x, opts) =>
    unary(op, x, opts);
const bin =
  (op: BinaryOp): Binary =>
  (a, b, opts) =>
    binary(op, a, b, opts);

export const add = bin('add');
export const sub = bin('sub');
export const mul = bin('mul');
export const div = bin('div');
/** Elementwise max, NaN propagating (torch.maximum). */
export const maximum = bin('maximum');
/** Elementwise min, NaN propagating (torch.minimum). */
export const minimum = bin('minimum');
/** SwiGLU's product silu(gate) * up, fused (one pass; broadcasting as the other binary ops). */
export const siluMul = bin('silu_mul');
/** GeGLU's product gelu(gate) * up (gelu's tanh approximation), fused. */
export const geluMul = bin('gelu_mul');

export const relu = u('relu');
/** GELU, tanh approximation (as ggml's and PyTorch's approximate='tanh'). */
export const gelu = u('gelu');
export const silu = u('silu');
export const sigmoid = u('sigmoid');
export const tanh = u('tanh');
/** The error function (absolute error <= 1.5e-7 in f32; unary.comp says how). */
export const erf = u('erf');
export const exp = u('exp');
export const neg = u('neg');
export const sqr = u('sqr');
export const abs = u('abs');
/** ln x; log(0) = -inf, log of x < 0 = NaN. */
export const log = u('log');
/** sqrt of x < 0 is NaN. */
export const sqrt = u('sqrt');
/** 1 / sqrt(x): rsqrt(0) = inf, x < 0 gives NaN. */
export const rsqrt = u('rsqrt');
/** 1 / x. */
export const recip = u('recip');
export const sin = u('sin');
export const cos = u('cos');
export const floor = u('floor');
export const ceil = u('ceil');
/** Round half to even (torch.round). */
export const round = u('round');
/** -1, 0 or 1 (sign(-0) = 0); NaN stays NaN. */
export const sign = u('sign');
