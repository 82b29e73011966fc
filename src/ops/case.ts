// What a family declares for the correctness harness (test/ops/harness/), next to its CPU reference:
// per op, the inputs, the shapes to run, how to call the op and the reference it must match, with the
// family's NMSE tolerance (0: bit-exact). The harness adds the layouts (offset, transposed, strided and
// broadcast views of every input), a device with a tiny grid limit (2-D/3-D grids) and validation.
// Test-only: production code never imports this module, a cases.ts or a reference.ts.
import type { Device } from '../device/device.ts';
import { DTYPES, type PlainDType as DType, type HostArray } from '../device/dtype.ts';
import type { Tensor } from '../device/tensor.ts';

export interface HostTensor {
  readonly dtype: DType;
  readonly shape: readonly number[];
  /** Row-major elements in the dtype's host array (f16/bf16: bits). */
  readonly data: HostArray;
}

export interface InputDecl {
  readonly dtype: DType;
  /** Random values are drawn uniformly from [lo, hi) (default [-1, 1)), then rounded to the dtype. */
  readonly range?: readonly [number, number];
  /** Values to use instead of random ones (repeated to fill the shape): edge cases. */
  readonly values?: readonly number[];
  /** Bit patterns to use instead of values (repeated to fill the shape; f32 as uint32): NaN payloads,
   * every f16 pattern. */
  readonly bits?: readonly number[];
  /** Whether the harness may pass this input as a view (default true). */
  readonly views?: boolean;
}

export interface OpCase {
  /** The test title, e.g. `relu` or `add (broadcast)`. */
  readonly name: string;
  readonly inputs: readonly InputDecl[];
  /** One entry per call: the shape of each input. */
  readonly shapes: readonly (readonly (readonly number[])[])[];
  /** Runs the op on device tensors (any layout) and returns its result (the harness destroys it). */
  readonly run: (device: Device, inputs: readonly Tensor[]) => Tensor;
  /** The expected result from the inputs' row-major contents, in the result dtype's host array. */
  readonly reference: (inputs: readonly HostTensor[]) => HostArray;
  /** NMSE bound against the reference (test-backend-ops' measure), or 0 for bit-exact. */
  readonly tolerance: number;
  /** With tolerance 0: a NaN matches any NaN (float arithmetic leaves the payload and sign of a NaN result to the
   * device: the NVIDIA driver's floor(NaN) is not the input NaN); without it NaN bits must match too (data movement). */
  readonly anyNaN?: boolean;
  /** Whether the largest shape runs again on the device whose grid holds 3 workgroups per dimension
   * (default true; false for a shape too large for those 27 workgroups). */
  readonly splitGrid?: boolean;
  /** Why `device` cannot run the case (a path it lacks, forced by the case), or undefined: the harness
   * reports the case as skipped with this reason. */
  readonly unsupported?: (device: Device) => string | undefined;
  /** The shaders only such cases dispatch: where `unsupported` skips the case, their variants are excused
   * from the harness's check that every variant ran. */
  readonly onlyShaders?: readonly string[];
}

/** Pairs of input shapes that broadcast (NumPy rules), empty ones included: for binary-style cases. */
export const BROADCAST_SHAPES: readonly (readonly (readonly number[])[])[] = [
  [[3, 5], [5]],
  [
    [3, 1],
    [1, 4],
  ],
  [
    [2, 3, 4],
    [3, 1],
  ],
  [[1], [6, 7]],
  [[0, 3], [3]],
];

/** A float host tensor's elements as f32 values (f16 decoded exactly): what a reference computes from. */
export function valuesF32(t: HostTensor): Float32Array {
  return t.dtype === 'f16' ? Float32Array.from(t.data as Uint16Array, (b) => DTYPES.f16.valueOf(b)) : (t.data as Float32Array);
}

/** An f32 reference in an activation dtype's host array: as it is for f32, rounded to f16 bits (nearest even). */
export function inDType(dtype: 'f32' | 'f16', y: Float32Array): Float32Array | Uint16Array {
  return dtype === 'f16' ? Uint16Array.from(y, (v) => DTYPES.f16.bitsOf(v)) : y;
}

/** The NMSE of a result one f16 ulp (<= 2^-10 relative) off everywhere is <= 2^-20 ~ 9.5e-7: what an op that
 * rounds its f32 result to f16 once may add to its f32 tolerance (a driver's packHalf2x16 may truncate). */
export const F16_ROUNDING_NMSE = 1e-6;

/** The value of element i of a host tensor (f16/bf16 decoded). */
export type ValueOf = (t: HostTensor, i: number) => number;

/**
 * Normalised mean squared error, as ggml's test-backend-ops: sum((actual - expected)^2) / sum(expected^2).
 * Positions where both hold the same non-finite value (NaN and NaN, or the same infinity) count as exact;
 * any other non-finite position gives Infinity. Two all-zero (or empty) arrays give 0; a non-zero error
 * against an all-zero expectation gives Infinity.
 */
export function nmse(actual: ArrayLike<number>, expected: ArrayLike<number>): number {
  if (actual.length !== expected.length)
    throw new RangeError(`nmse: lengths differ (actual ${actual.length}, expected ${expected.length})`);
  let err = 0;
  let ref = 0;
  for (let i = 0; i < expected.length; i++) {
    const a = actual[i]!,
      e = expected[i]!;
    if (!Number.isFinite(a) || !Number.isFinite(e)) {
      if (a === e || (Number.isNaN(a) && Number.isNaN(e))) continue;
      return Infinity;
    }
    const d = a - e;
    err += d * d;
    ref += e * e;
  }
  if (err === 0) return 0;
  return ref === 0 ? Infinity : err / ref;
}
