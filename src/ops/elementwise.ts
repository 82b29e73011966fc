// Elementwise ops on same-shape f32 tensors (no broadcasting): binary (add, sub, mul, div), axpy (in
// place), unary (relu, gelu, silu, exp, neg, sqr, abs) and the f32 <-> f16 casts. Element counts that are
// a multiple of 4 use the vec4 shader variants (tensors are whole buffers, so offsets are aligned).
import type { Tensor } from '../device/tensor.ts';
import { deviceOf, expectDistinct, expectDType, expectScalar, expectShape, output, recordInto, shapeLabel, type OutOptions } from './args.ts';
import { axpyCost, binaryCost, castCost, unaryCost } from './cost.ts';
import { ArgumentError } from './errors.ts';
import { launch } from './launch.ts';
import { BINARY_OPS, UNARY_OPS, type BinaryOp, type UnaryOp } from './reference.ts';

export type { BinaryOp, UnaryOp };

/** The scalar or vec4 variant of an f32 elementwise shader. */
const f32Variant = (op: string, n: number): string => (n % 4 === 0 ? `${op}_f32_vec4` : `${op}_f32`);

/** c = a OP b elementwise; a and b are f32 of the same shape. */
export function binary(op: BinaryOp, a: Tensor, b: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  if (!BINARY_OPS.includes(op)) throw new ArgumentError(`binary: unknown op ${String(op)} (${BINARY_OPS.join(', ')})`);
  const device = deviceOf(op, { a, b });
  expectDType(op, 'a', a, 'f32');
  expectDType(op, 'b', b, 'f32');
  expectShape(op, 'b', b, a.shape, 'the shape of a; no broadcasting');
  const out = output(op, device, opts.out, 'f32', a.shape, { a, b });
  const n = a.size;
  if (n === 0) return out.t;
  return recordInto(out, (c) =>
    launch(device, { shader: 'binary', variant: f32Variant(op, n), tensors: [a, b, c], push: { n }, label: shapeLabel(a.shape), cost: binaryCost(op, n) }),
  );
}

export const add = (a: Tensor, b: Tensor, opts?: OutOptions): Tensor<'f32'> => binary('add', a, b, opts);
export const sub = (a: Tensor, b: Tensor, opts?: OutOptions): Tensor<'f32'> => binary('sub', a, b, opts);
export const mul = (a: Tensor, b: Tensor, opts?: OutOptions): Tensor<'f32'> => binary('mul', a, b, opts);
export const div = (a: Tensor, b: Tensor, opts?: OutOptions): Tensor<'f32'> => binary('div', a, b, opts);

/** y = alpha * x + y in place (one fused multiply-add, alpha rounded to f32); returns y. */
export function axpy(alpha: number, x: Tensor, y: Tensor): Tensor<'f32'> {
  const device = deviceOf('axpy', { x, y });
  const a = expectScalar('axpy', 'alpha', alpha);
  expectDType('axpy', 'x', x, 'f32');
  expectDType('axpy', 'y', y, 'f32');
  expectShape('axpy', 'y', y, x.shape, 'the shape of x');
  expectDistinct('axpy', ['y', y], { x });
  const n = x.size;
  if (n > 0) {
    launch(device, { shader: 'axpy', variant: n % 4 === 0 ? 'f32_vec4' : 'f32', tensors: [x, y], push: { a, n }, label: shapeLabel(x.shape), cost: axpyCost(n) });
  }
  return y as Tensor<'f32'>;
}

/** y = OP(x) elementwise on f32 (formulas in shaders/unary.comp; gelu is the tanh approximation). */
export function unary(op: UnaryOp, x: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  if (!UNARY_OPS.includes(op)) throw new ArgumentError(`unary: unknown op ${String(op)} (${UNARY_OPS.join(', ')})`);
  const device = deviceOf(op, { x });
  expectDType(op, 'x', x, 'f32');
  const out = output(op, device, opts.out, 'f32', x.shape, { x });
  const n = x.size;
  if (n === 0) return out.t;
  return recordInto(out, (y) =>
    launch(device, { shader: 'unary', variant: f32Variant(op, n), tensors: [x, y], push: { n }, label: shapeLabel(x.shape), cost: unaryCost(op, n) }),
  );
}

export const relu = (x: Tensor, opts?: OutOptions): Tensor<'f32'> => unary('relu', x, opts);
export const gelu = (x: Tensor, opts?: OutOptions): Tensor<'f32'> => unary('gelu', x, opts);
export const silu = (x: Tensor, opts?: OutOptions): Tensor<'f32'> => unary('silu', x, opts);
export const exp = (x: Tensor, opts?: OutOptions): Tensor<'f32'> => unary('exp', x, opts);
export const neg = (x: Tensor, opts?: OutOptions): Tensor<'f32'> => unary('neg', x, opts);
export const sqr = (x: Tensor, opts?: OutOptions): Tensor<'f32'> => unary('sqr', x, opts);
export const abs = (x: Tensor, opts?: OutOptions): Tensor<'f32'> => unary('abs', x, opts);

/** f32 -> f16 (round to nearest even; subnormals, inf and NaN kept, bit-exact with reference.ts). */
export function castF32ToF16(x: Tensor, opts: OutOptions = {}): Tensor<'f16'> {
  return cast('castF32ToF16', x, 'f32', 'f16', opts);
}

/** f16 -> f32 (exact, subnormal halves included). */
export function castF16ToF32(x: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  return cast('castF16ToF32', x, 'f16', 'f32', opts);
}

// The cast shader moves bit patterns (f32 bound as uint, f16 as uint16_t), so no float unit can flush or
// re-round anything.
function cast<From extends 'f32' | 'f16', To extends 'f32' | 'f16'>(op: string, x: Tensor, from: From, to: To, opts: OutOptions): Tensor<To> {
  const device = deviceOf(op, { x });
  expectDType(op, 'x', x, from);
  const out = output(op, device, opts.out, to, x.shape, { x });
  const n = x.size;
  if (n === 0) return out.t;
  return recordInto(out, (y) =>
    launch(device, { shader: 'cast', variant: `${from}_to_${to}${n % 4 === 0 ? '_vec4' : ''}`, tensors: [x, y], push: { n }, label: shapeLabel(x.shape), cost: castCost(n, from, to) }),
  );
}
