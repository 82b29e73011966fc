// Dtype conversion and copies on the GPU: convert(x, dtype) from any view of any element dtype into a
// contiguous tensor of another, bit-exact by the rules of docs/ARCHITECTURE.md ("dtypes and conversions";
// the reference is src/device/dtype.ts, the shader helpers shaders/include/convert.glsl), and contiguous(x),
// a strided copy that moves bits. t.to(dtype) and t.contiguous() call these (src/device/tensor-ops.ts).
import { DTYPES, expectDTypeName, expectPlainDType, type DType, type PlainDType } from '../../device/dtype.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectDType, expectFlag, output, recordInto, shapeLabel, type OutOptions } from '../args.ts';
import { DTypeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { always, choose, type Rule } from '../select.ts';
import { VkDriverId } from '../../vk/generated/enums.ts';
import { addressing, type Addressing } from '../strided.ts';
import { convertCost } from './cost.ts';
import { CONVERT_KERNEL, convertVariant, HARDWARE_F16_VARIANT, keepsBits, TRANSPOSE_KERNEL, type Layout } from './kernels.ts';
import { transposePlan } from './transposed.ts';

/** Which addressing variant runs (first rule that holds). */
export const LAYOUT_RULES: readonly Rule<Addressing, Layout>[] = [
  {
    when: wholeVectorRows,
    variant: '_strided_vec4',
    why: 'x a strided view whose rows (its last collapsed dimension) are unit-stride runs of whole, aligned vectors of 4: read and written as vectors',
  },
  { when: (a) => a.layout === 'strided', variant: '_strided', why: 'x is a strided or broadcast view' },
  {
    when: (a) => a.layout === 'vec4',
    variant: '_vec4',
    why: 'contiguous, n % 4 == 0 and both offsets multiples of 4 (whole-vector access)',
  },
  { when: always, variant: '', why: 'contiguous (any offsets; ragged output words merged atomically)' },
];

const whole = (v: number) => v % 4 === 0;

/** Whether a strided addressing's rows are whole, aligned vectors of 4: x's last collapsed dimension steps 1
 * over a multiple of 4 elements, and every other stride and both offsets are multiples of 4. */
export function wholeVectorRows(a: Addressing): boolean {
  if (a.layout !== 'strided' || a.rank === 0) return false;
  const xs = a.strides[0]!;
  const last = a.rank - 1;
  return xs[last] === 1 && whole(a.shape[last]!) && xs.slice(0, last).every(whole) && a.offsets.every(whole);
}

/** A wholeVectorRows addressing counted in vectors of 4 elements (what `_strided_vec4` indexes). */
function inVectors(a: Addressing): Addressing {
  const xs = a.strides[0]!;
  const last = a.rank - 1;
  return {
    ...a,
    offsets: a.offsets.map((o) => o / 4),
    shape: a.shape.map((e, d) => (d === last ? e / 4 : e)),
    strides: [xs.map((v, d) => (d === last ? 1 : v / 4))],
  };
}

/** Who rounds f32 -> f16 in the whole-vector cast (`_vec4`): the first rule that holds picks. */
export const F16_ROUNDING_RULES: readonly Rule<undefined, 'hardware' | 'integer'>[] = [
  {
    when: (_a, d) => d.driver.id === VkDriverId.NVIDIA_PROPRIETARY || d.driver.id === VkDriverId.MESA_LLVMPIPE,
    variant: 'hardware',
    why: "NVIDIA's and lavapipe's conversion rounds to nearest even and keeps f16 subnormals (the harness's bit-exact cases hold on both); on the H200 it is 99.9 µs against 110.1 µs for 2^26 elements",
  },
  {
    when: always,
    variant: 'integer',
    why: "another driver: its conversion's rounding is unverified; the integer rounding is exact by construction",
  },
];

/** convert's options. */
export interface ConvertOptions extends OutOptions {
  /**
   * f32 → f16 of contiguous data in whole vectors (n and both offsets multiples of 4) only: true rounds with
   * the GPU's own conversion (packHalf2x16), false with the integer rounding (f32ToF16Bits); NaNs take the
   * integer path either way, which keeps their payload. Both are bit-exact where the driver's conversion
   * rounds to nearest even and keeps f16 subnormals. Default: F16_ROUNDING_RULES (the GPU's on NVIDIA and
   * lavapipe, where the harness checks it bit for bit). Ignored elsewhere.
   */
  hardwareRounding?: boolean;
}

/**
 * x's values as `dtype`, in a new contiguous tensor (or `out`: contiguous, of dtype and x's shape, at any
 * offset; bytes around it are left alone). x may be any view. Always a new result, even for x's own dtype
 * (then a bit copy). Rules: floats round to nearest even (f16/bf16 → f32 exact; NaN stays a quiet NaN);
 * float → int truncates toward zero and saturates at the target's range, NaN → 0; int → float rounds the
 * exact integer once; int → int keeps the low bits. `bytes` converts only to bytes (a copy).
 */
export function convert<T extends DType>(x: Tensor, dtype: T, opts: ConvertOptions = {}): Tensor<T> {
  return run('convert', x, dtype, opts);
}

/** x itself when contiguous, else a contiguous copy of its elements (the profiler shows `convert.copy*`). */
export function contiguous<D extends DType>(x: Tensor<D>): Tensor<D> {
  deviceOf('contiguous', { x });
  return x.isContiguous ? x : run('contiguous', x, x.dtype, {});
}

/** f32 → f16 (round to nearest even; subnormals, inf and NaN kept): convert(x, 'f16') for f32 x. */
export function castF32ToF16(x: Tensor, opts: OutOptions = {}): Tensor<'f16'> {
  deviceOf('castF32ToF16', { x });
  expectDType('castF32ToF16', 'x', x, 'f32');
  return run('castF32ToF16', x, 'f16', opts);
}

/** f16 → f32 (exact, subnormal halves included): convert(x, 'f32') for f16 x. */
export function castF16ToF32(x: Tensor, opts: OutOptions = {}): Tensor<'f32'> {
  deviceOf('castF16ToF32', { x });
  expectDType('castF16ToF32', 'x', x, 'f16');
  return run('castF16ToF32', x, 'f32', opts);
}

function run<T extends DType>(op: string, x: Tensor, dtype: T, opts: ConvertOptions): Tensor<T> {
  const device = deviceOf(op, { x });
  const to = expectPlainDType(expectDTypeName(dtype, op), op) as T & PlainDType;
  const from = x.dtype as PlainDType; // deviceOf refused block dtypes
  const hardwareRounding = opts.hardwareRounding === undefined ? undefined : expectFlag(op, 'hardwareRounding', opts.hardwareRounding);
  if ((from === 'bytes') !== (to === 'bytes')) {
    throw new DTypeError(`${op}: cannot convert ${x.describe()} to ${to}: bytes hold no element values (bytes convert only to bytes)`);
  }
  const out = output(op, device, opts.out, to, x.shape, { x });
  const n = x.size;
  if (n === 0) return out.t;
  return recordInto(out, (y) => {
    const a = addressing(op, x.shape, [x], y);
    const layout = choose(LAYOUT_RULES, a, device.info);
    const size = DTYPES[to].size;
    const plan = layout === '_strided' && keepsBits(from, to) && (size === 4 || size === 2) ? transposePlan(a, size) : undefined;
    if (plan) {
      // a 4- or 2-byte view read along a non-last dimension: the tiled transpose (transposed.ts)
      launch(device, TRANSPOSE_KERNEL, size === 4 ? 'b32' : 'b16', {
        tensors: [x, y],
        push: { ...plan.push, groups: plan.groups },
        label: shapeLabel(x.shape),
        cost: convertCost(n, from, to),
      });
      return;
    }
    const v = layout === '_strided_vec4' ? inVectors(a) : a;
    const [offX, offY] = v.offsets as [number, number];
    const perWord = 4 / DTYPES[to].size;
    // one invocation per output word: the words y touches (from the one holding its first element)
    const words = layout === '_vec4' || layout === '_strided_vec4' ? n / 4 : Math.ceil(((offY % perWord) + n) / perWord);
    const hardware =
      layout === '_vec4' &&
      from === 'f32' &&
      to === 'f16' &&
      (hardwareRounding ?? choose(F16_ROUNDING_RULES, undefined, device.info) === 'hardware');
    launch(device, CONVERT_KERNEL, hardware ? HARDWARE_F16_VARIANT : convertVariant(from, to, layout), {
      tensors: [x, y],
      push: { n, offX, offY, words, rank: v.rank, shape: v.shape, strideX: v.strides[0] ?? [] },
      label: shapeLabel(x.shape),
      cost: convertCost(n, from, to),
    });
  });
}
