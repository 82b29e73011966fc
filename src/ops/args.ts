// Argument checks shared by the ops: which device the operands live on, dtypes, shapes, and the output
// tensor (the caller's `out`, checked, or a fresh one). Everything here runs before any GPU work is
// recorded, so a bad call throws a typed error and leaves the device as it was.
import { Device } from '../device/device.ts';
import { BindingError, DestroyedError } from '../device/errors.ts';
import { Tensor } from '../device/tensor.ts';
import { isBlockDType, type DType } from '../device/dtype.ts';
import { fmtShape, sameShape } from '../device/layout.ts';
import { AliasError, ArgumentError, DTypeError, ShapeError } from './errors.ts';

/** Options every op that creates a result takes. */
export interface OutOptions {
  /** Where to write the result: a tensor of the result's dtype and shape (not one of the inputs). */
  out?: Tensor;
}

export { fmtShape, sameShape };

/** The profiler label of a shape: `4096x4096` (a 0-d tensor is `1`). */
export const shapeLabel = (s: readonly number[]): string => s.join('x') || '1';

/** The device every operand lives on; throws if one is not a live tensor or they are on different devices,
 * or if one holds quantized blocks (a GGML block dtype) and is not named in `blockOperands` (the ops that
 * read quantized weights say which operands may be). */
export function deviceOf(op: string, operands: Readonly<Record<string, Tensor>>, blockOperands: readonly string[] = []): Device {
  let device: Device | undefined;
  for (const [name, t] of Object.entries(operands)) {
    if (!(t instanceof Tensor)) throw new ArgumentError(`${op}: ${name} must be a Tensor (got ${describeValue(t)})`);
    if (t.destroyed) throw new DestroyedError(`${op}: ${name} (${t.describe()}) was destroyed`);
    if (isBlockDType(t.dtype) && !blockOperands.includes(name))
      throw new DTypeError(`${op}: ${name} is ${t.describe()}, quantized blocks; ${op} takes tensors of element dtypes`);
    if (!(t.host instanceof Device)) throw new BindingError(`${op}: ${name} (${t.describe()}) does not belong to a Device`);
    if (device && t.host !== device)
      throw new BindingError(`${op}: ${name} (${t.describe()}) belongs to another device than the other operands`);
    device = t.host;
  }
  if (!device) throw new ArgumentError(`${op}: no tensor operands`);
  return device;
}

export function expectDType(op: string, name: string, t: Tensor, dtype: DType): void {
  if (t.dtype !== dtype) throw new DTypeError(`${op}: ${name} is ${t.describe()}, expected ${dtype}`);
}

export function expectShape(op: string, name: string, t: Tensor, shape: readonly number[], why = ''): void {
  if (!sameShape(t.shape, shape))
    throw new ShapeError(`${op}: ${name} has shape ${fmtShape(t.shape)}, expected ${fmtShape(shape)}${why ? ` (${why})` : ''}`);
}

export function expectRank(op: string, name: string, t: Tensor, rank: number, layout: string): void {
  if (t.shape.length !== rank) throw new ShapeError(`${op}: ${name} has shape ${fmtShape(t.shape)}, expected ${rank}-D ${layout}`);
}

/** A finite number (scalars go to the GPU as f32 push constants). */
export function expectScalar(op: string, name: string, v: unknown, min = -Infinity): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min) {
    throw new ArgumentError(`${op}: ${name} must be a finite number${min > -Infinity ? ` >= ${min}` : ''} (got ${describeValue(v)})`);
  }
  return v;
}

/** An optional boolean option (a string such as 'no' is a mistake, not a truthy value). */
export function expectFlag(op: string, name: string, v: unknown): boolean {
  if (v === undefined) return false;
  if (typeof v !== 'boolean') throw new ArgumentError(`${op}: ${name} must be true or false (got ${describeValue(v)})`);
  return v;
}

/** The tensors two bindings would both touch: the same tensor, or views of the same buffer. */
function aliases(a: Tensor, b: Tensor): boolean {
  return a === b || (a._rec !== null && a._storage === b._storage);
}

/** Checks that a tensor the op writes does not overlap a tensor the same dispatch reads. */
export function expectDistinct(op: string, written: [string, Tensor], read: Readonly<Record<string, Tensor | undefined>>): void {
  for (const [name, t] of Object.entries(read)) {
    if (t && aliases(written[1], t)) throw new AliasError(`${op}: ${written[0]} is the same buffer as ${name}; pass a distinct tensor`);
  }
}

/**
 * The result tensor: `out` after checking its device, dtype and shape and that it is none of `inputs`, or a
 * fresh tensor. `owned` says whether the op allocated it (and must destroy it if the dispatch fails).
 */
export function output<D extends DType>(
  op: string,
  device: Device,
  out: Tensor | undefined,
  dtype: D,
  shape: readonly number[],
  inputs: Readonly<Record<string, Tensor | undefined>>,
): Output<D> {
  if (out === undefined) return { t: device.alloc(dtype, shape), owned: true };
  if (deviceOf(op, { out }) !== device) throw new BindingError(`${op}: out (${out.describe()}) belongs to another device than the inputs`);
  expectDType(op, 'out', out, dtype);
  expectShape(op, 'out', out, shape, 'the result');
  if (!out.isContiguous) throw new ShapeError(`${op}: out (${out.describe()}) must be contiguous (results are written row-major)`);
  expectDistinct(op, ['out', out], inputs);
  return { t: out as Tensor<D>, owned: false };
}

export interface Output<D extends DType> {
  t: Tensor<D>;
  /** Whether the op allocated it (and must destroy it if recording fails). */
  owned: boolean;
}

/** Runs the recording of an op's work; a result tensor the op allocated is released if recording throws. */
export function recordInto<D extends DType>(result: Output<D>, record: (t: Tensor<D>) => void): Tensor<D> {
  const t = result.t;
  try {
    record(t);
  } catch (e) {
    if (result.owned) t.destroy();
    throw e;
  }
  return t;
}

function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'object') return (v as object).constructor?.name ?? 'object';
  if (typeof v === 'string') return `'${v.length > 40 ? `${v.slice(0, 40)}…` : v}'`;
  return typeof v === 'number' || typeof v === 'bigint' ? String(v) : typeof v;
}
