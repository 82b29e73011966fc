// TEMPORARY during the op-layer migration: the f32 <-> f16 casts, until the convert family replaces them.
import type { Tensor } from '../device/tensor.ts';
import { deviceOf, expectDType, output, recordInto, shapeLabel, type OutOptions } from './args.ts';
import { castCost } from './cost.ts';
import { launch } from './legacy-launch.ts';

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
