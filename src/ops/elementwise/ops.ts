// Elementwise ops on f32 or f16 tensors of any layout: unary ops, binary ops with NumPy broadcasting, and
// axpy (in place, f32). Contiguous operands use the contiguous or vec4 variants; views and broadcasts the
// strided one. f16 runs f32 math and rounds the result once; f16 has no plain contiguous variant, so its
// unaligned contiguous operands are addressed as rank-1 strided views.
import type { DeviceInfo } from '../../device/capabilities.ts';
import type { DType } from '../../device/dtype.ts';
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
import { ArgumentError, DTypeError, ShapeError } from '../errors.ts';
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
  type ElementwiseDType,
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

/** The element dtype an elementwise op takes (and gives): f32, or f16 (f32 math, one rounding on store). */
function elementDType(op: string, name: string, t: Tensor): ElementwiseDType {
  if (t.dtype !== 'f32' && t.dtype !== 'f16') throw new DTypeError(`${op}: ${name} is ${t.describe()}, expected f32 or f16`);
  return t.dtype;
}

/** The variant suffix (dtype and layout) and the addressing it reads: f16 operands that are contiguous
 * but not vec4-aligned go through the strided variant as rank-1 views (n elements, stride 1 each). */
function formOf(dtype: ElementwiseDType, a: Addressing, n: number, info: DeviceInfo) {
  if (dtype === 'f16' && a.layout === 'contiguous') {
    const strided: Addressing = { ...a, layout: 'strided', rank: 1, shape: [n], strides: a.offsets.slice(1).map(() => [1]) };
    return { suffix: '_f16_strided' as const, a: strided };
  }
  const layout = layoutOf(a, info);
  return { suffix: dtype === 'f16' ? (`_f16${layout === '_vec4' ? '_vec4' : '_strided'}` as const) : (`_f32${layout}` as const), a };
}

const elementBytes = (dtype: ElementwiseDType): number => (dtype === 'f16' ? 2 : 4);

/** y = OP(x) elementwise (formulas in unary.comp; gelu is the tanh approximation); x f32 or f16, y the same. */
export function unary<D extends DType>(op: UnaryOp, x: Tensor<D>, opts: OutOptions = {}): Tensor<D> {
  if (!Object.hasOwn(UNARY, op)) throw new ArgumentError(`unary: unknown op ${String(op)} (${Object.keys(UNARY).join(', ')})`);
  return unaryRun(op, x, opts, [0, 0]);
}

/** The unary dispatch; `p` are the parametric ops' push constants p0, p1 (ignored by the others). */
function unaryRun<D extends DType>(op: UnaryOp | ParamOp, x: Tensor<D>, opts: OutOptions, [p0, p1]: readonly [number, number]): Tensor<D> {
  const device = deviceOf(op, { x });
  const dtype = elementDType(op, 'x', x);
  const out = output(op, device, opts.out, x.dtype, x.shape, { x });
  const n = x.size;
  if (n === 0) return out.t;
  return recordInto(out, (y) => {
    const f = formOf(dtype, addressing(op, x.shape, [x], y), n, device.info);
    const [offX, offY] = f.a.offsets as [number, number];
    const bytes = elementBytes(dtype);
    launch(device, UNARY_KERNEL, `${op}${f.suffix}`, {
      tensors: [x, y],
      push: { n, offX, offY, p0, p1, rank: f.a.rank, shape: f.a.shape, strideX: f.a.strides[0] ?? [] },
      label: shapeLabel(x.shape),
      cost: Object.hasOwn(UNARY, op) ? unaryCost(op as UnaryOp, n, bytes) : paramCost(op as ParamOp, n, bytes),
    });
  });
}

/** c = a OP b elementwise, a and b broadcast to a common shape (NumPy rules; ShapeError when they do not).
 * a and b are both f32 or both f16 (c the same): mixed dtypes are a DTypeError, not promoted. */
export function binary<D extends DType>(op: BinaryOp, a: Tensor<D>, b: Tensor, opts: OutOptions = {}): Tensor<D> {
  if (!BINARY_OPS.includes(op)) throw new ArgumentError(`binary: unknown op ${String(op)} (${BINARY_OPS.join(', ')})`);
  const device = deviceOf(op, { a, b });
  const dtype = elementDType(op, 'a', a);
  elementDType(op, 'b', b);
  if (b.dtype !== a.dtype)
    throw new DTypeError(
      `${op}: a is ${a.describe()} and b is ${b.describe()}, expected one dtype (no type promotion: convert one with .to('${a.dtype}') or .to('${b.dtype}'))`,
    );
  const shape = broadcastShapes(op, a.shape, b.shape);
  const out = output(op, device, opts.out, a.dtype, shape, { a, b });
  const n = out.t.size;
  if (n === 0) return out.t;
  return recordInto(out, (c) => {
    const f = formOf(dtype, addressing(op, shape, [a, b], c), n, device.info);
    const [offA, offB, offC] = f.a.offsets as [number, number, number];
    launch(device, BINARY_KERNEL, `${op}${f.suffix}`, {
      tensors: [a, b, c],
      push: { n, offA, offB, offC, rank: f.a.rank, shape: f.a.shape, strideA: f.a.strides[0] ?? [], strideB: f.a.strides[1] ?? [] },
      label: shapeLabel(shape),
      cost: binaryCost(op, n, elementBytes(dtype)),
    });
  });
}

/** A number option: its default when absent, else a finite number (rounded to f32 in the shader). */
const numberOpt = (op: string, name: string, v: unknown, dflt: number): number => (v === undefined ? dflt : expectScalar(op, name, v));

/** ELU: x for x > 0, alpha (exp(x) - 1) otherwise (PyTorch's elu; alpha default 1). */
export function elu<D extends DType>(x: Tensor<D>, opts: OutOptions & { alpha?: number } = {}): Tensor<D> {
  return unaryRun('elu', x, opts, [numberOpt('elu', 'alpha', opts.alpha, 1), 0]);
}

/** y = x * mul + add as one fma (a single rounding where the driver fuses it; Vulkan may round twice). */
export function affine<D extends DType>(x: Tensor<D>, opts: OutOptions & { mul?: number; add?: number } = {}): Tensor<D> {
  return unaryRun('affine', x, opts, [numberOpt('affine', 'mul', opts.mul, 1), numberOpt('affine', 'add', opts.add, 0)]);
}

/** min(max(x, min), max) as torch.clamp: NaN stays NaN; min > max gives max; one bound may be left out
 * (but not both, ArgumentError). Bounds are rounded to f32. */
export function clamp<D extends DType>(x: Tensor<D>, opts: OutOptions & { min?: number; max?: number } = {}): Tensor<D> {
  if (opts.min === undefined && opts.max === undefined) throw new ArgumentError('clamp: give min, max or both');
  const lo = numberOpt('clamp', 'min', opts.min, -Infinity),
    hi = numberOpt('clamp', 'max', opts.max, Infinity);
  return unaryRun('clamp', x, opts, [lo, hi]);
}

/** x^e for a scalar exponent e (rounded to f32), with C's pow rules: x^0 = 1, negative x only with an
 * integer e (else NaN), 0^negative = inf. pow(a, b) of two tensors is `binary('pow', a, b)`. */
export function pow<D extends DType>(x: Tensor<D>, e: number | Tensor, opts: OutOptions = {}): Tensor<D> {
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

type Unary = <D extends DType>(x: Tensor<D>, opts?: OutOptions) => Tensor<D>;
type Binary = <D extends DType>(a: Tensor<D>, b: Tensor, opts?: OutOptions) => Tensor<D>;
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
/** GELU, exact: 0.5 x (1 + erf(x / sqrt 2)) (PyTorch's default, approximate='none'; erf as erf() computes it). */
export const geluErf = u('gelu_erf');
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
