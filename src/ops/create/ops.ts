// Tensors made on the GPU: arange, and rand / randn from a counter-based generator (Philox4x32-10: element
// e's value is a function of the seed and e only, so results are reproducible across devices and grids).
// Fills by value are the device's (device.zeros / full / ones, recorded as buffer fills); the functional
// forms here just call them.
import { Device } from '../../device/device.ts';
import { DTYPES, expectElementDTypeName, type ElementDType } from '../../device/dtype.ts';
import type { Tensor } from '../../device/tensor.ts';
import { recordInto, shapeLabel } from '../args.ts';
import { cost, type CostModel } from '../cost.ts';
import { ArgumentError, DTypeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { ARANGE_KERNEL, RANDOM_DTYPES, RANDOM_KERNEL, type Distribution, type RandomDType } from './kernels.ts';

export interface ArangeRange {
  /** The first value (default 0). */
  start?: number;
  /** Values stop before this one. */
  end: number;
  /** The difference between neighbours (default 1; not 0). */
  step?: number;
}

export interface RandomOptions<D extends RandomDType> {
  /** An integer in [0, 2^53) (default 0); the same seed gives the same values. */
  seed?: number;
  /** f32 (default), f16 or bf16. */
  dtype?: D;
}

/** A write-only fill of `bytes`. */
const fillCost = (bytes: number): CostModel => cost(0, bytes, 0, 'memory');

function expectDevice(op: string, device: unknown): Device {
  if (!(device instanceof Device)) throw new ArgumentError(`${op}: the first argument must be a Device`);
  return device;
}

function expectFinite(op: string, name: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ArgumentError(`${op}: ${name} must be a finite number (got ${String(v)})`);
  return v;
}

/**
 * [start, start + step, ...) up to but not including end — or [0, 1, ..., n - 1] for a number n — as a 1-D
 * tensor of `dtype`, ceil((end - start) / step) elements (PyTorch's count). Float dtypes compute
 * start + i * step in f32 (start and step rounded to f32; product and sum each rounded to nearest even, no
 * fma) and round that to f16 / bf16; integer dtypes take integer start and step, and every value must fit
 * the dtype (else ArgumentError).
 */
export function arange<D extends ElementDType>(device: Device, dtype: D, range: number | ArangeRange): Tensor<D> {
  const op = 'arange';
  expectDevice(op, device);
  const d = expectElementDTypeName(dtype, op) as D;
  const r = typeof range === 'number' ? { start: 0, end: range, step: 1 } : range;
  if (typeof r !== 'object' || r === null)
    throw new ArgumentError(`${op}: expected a count or { start, end, step } (got ${String(range)})`);
  const start = expectFinite(op, 'start', r.start ?? 0),
    end = expectFinite(op, 'end', r.end),
    step = expectFinite(op, 'step', r.step ?? 1);
  if (step === 0) throw new ArgumentError(`${op}: step must not be 0`);
  const n = Math.max(0, Math.ceil((end - start) / step));
  const t = DTYPES[d];
  if (t.kind === 'float') {
    for (const [k, v] of [
      ['start', start],
      ['step', step],
    ] as const) {
      if (!Number.isFinite(Math.fround(v)))
        throw new ArgumentError(`${op}: ${k} ${v} is beyond the f32 range the ${d} values are computed in`);
    }
  } else {
    if (!Number.isInteger(start) || !Number.isInteger(step))
      throw new ArgumentError(`${op}: a ${d} range takes integer start and step (got ${start}, ${step})`);
    const last = start + (n - 1) * step;
    if (n > 0 && [start, last].some((v) => v < t.min || v > t.max)) {
      throw new ArgumentError(`${op}: the values ${start} .. ${last} do not fit ${d} [${t.min}, ${t.max}]`);
    }
  }
  const out = { t: device.alloc(d, [n]), owned: true };
  if (n === 0) return out.t;
  return recordInto(out, (y) => {
    const words = Math.ceil((n * t.size) / 4);
    const ints = t.kind !== 'float';
    launch(device, ARANGE_KERNEL, d, {
      tensors: [y],
      push: { n, words, start: ints ? 0 : start, step: ints ? 0 : step, istart: ints ? start >>> 0 : 0, istep: ints ? step >>> 0 : 0 },
      label: `${n}`,
      cost: fillCost(4 * words),
    });
  });
}

/** Uniform random values in [0, 1) (on the dtype's grid of 2^-24, 2^-11 or 2^-8: random.comp). */
export function rand<D extends RandomDType = 'f32'>(device: Device, shape: readonly number[], opts: RandomOptions<D> = {}): Tensor<D> {
  return random('rand', 'uniform', device, shape, opts);
}

/** Standard normal random values (Box-Muller on Philox uniforms: random.comp). */
export function randn<D extends RandomDType = 'f32'>(device: Device, shape: readonly number[], opts: RandomOptions<D> = {}): Tensor<D> {
  return random('randn', 'normal', device, shape, opts);
}

function random<D extends RandomDType>(
  op: string,
  dist: Distribution,
  device: Device,
  shape: readonly number[],
  opts: RandomOptions<D>,
): Tensor<D> {
  expectDevice(op, device);
  const seed = opts.seed ?? 0;
  if (!Number.isSafeInteger(seed) || seed < 0) throw new ArgumentError(`${op}: seed must be an integer in [0, 2^53) (got ${String(seed)})`);
  const dtype = (opts.dtype ?? 'f32') as D;
  if (!RANDOM_DTYPES.includes(dtype))
    throw new DTypeError(`${op}: dtype must be one of ${RANDOM_DTYPES.join(', ')} (got ${String(dtype)})`);
  const out = { t: device.alloc(dtype, shape), owned: true };
  const n = out.t.size;
  if (n === 0) return out.t;
  return recordInto(out, (y) => {
    launch(device, RANDOM_KERNEL, `${dist}_${dtype}`, {
      tensors: [y],
      push: { n, blocks: Math.ceil(n / 4), seedLo: seed % 2 ** 32, seedHi: Math.floor(seed / 2 ** 32) },
      label: shapeLabel(shape),
      cost: fillCost(y.byteLength),
    });
  });
}

/** device.zeros, as a function. */
export const zeros = <D extends ElementDType>(device: Device, dtype: D, shape: readonly number[]): Tensor<D> =>
  expectDevice('zeros', device).zeros(dtype, shape);
/** device.full, as a function. */
export const full = <D extends ElementDType>(device: Device, dtype: D, shape: readonly number[], value: number): Tensor<D> =>
  expectDevice('full', device).full(dtype, shape, value);
/** device.ones, as a function. */
export const ones = <D extends ElementDType>(device: Device, dtype: D, shape: readonly number[]): Tensor<D> =>
  expectDevice('ones', device).ones(dtype, shape);
