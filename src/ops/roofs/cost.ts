// Cost models of the roof kernels (the rules are in src/ops/cost.ts): what each moves and computes per
// dispatch, from the loop constants its variants are compiled with (kernels.ts).
import { cost, sizes, type CostModel } from '../cost.ts';
import { COOPMAT_SHAPES, PEAK } from './kernels.ts';

/** copy.comp: n4 vec4 (16 bytes) read and written per pass. */
export function copyCost(n4: number, passes = 1): CostModel {
  sizes('copy', n4, passes);
  return cost(16 * n4 * passes, 16 * n4 * passes, 0, 'memory');
}

/** read.comp: n4 vec4 read per pass (the sink is never written). */
export function readCost(n4: number, passes = 1): CostModel {
  sizes('read', n4, passes);
  return cost(16 * n4 * passes, 0, 0, 'memory');
}

/** write.comp: n4 vec4 written per pass. */
export function writeCost(n4: number, passes = 1): CostModel {
  sizes('write', n4, passes);
  return cost(0, 16 * n4 * passes, 0, 'memory');
}

/** peak_fma.comp: `invocations` invocations of `loops` loops; each writes one float. */
export function peakFmaCost(precision: 'f32' | 'f16', invocations: number, loops: number): CostModel {
  sizes('peak_fma', invocations, loops);
  const perLoop = PEAK.fma.unroll * PEAK.fma.chains * PEAK.fma.lanes * 2;
  return cost(0, 4 * invocations, perLoop * loops * invocations, precision);
}

/** peak_int8.comp: 8 integer ops per packed 4 x int8 dot product; each invocation writes one int. */
export function peakInt8Cost(invocations: number, loops: number): CostModel {
  sizes('peak_int8', invocations, loops);
  return cost(0, 4 * invocations, PEAK.int8.unroll * PEAK.int8.chains * 8 * loops * invocations, 'int8');
}

/** peak_coopmat.comp, variant `variant`: `subgroups` subgroups in the whole grid, `loops` loops each. */
export function peakCoopmatCost(variant: string, subgroups: number, loops: number): CostModel {
  sizes('peak_coopmat', subgroups, loops);
  if (!Object.hasOwn(COOPMAT_SHAPES, variant)) throw new RangeError(`peakCoopmatCost: unknown variant ${variant}`);
  const s = COOPMAT_SHAPES[variant as keyof typeof COOPMAT_SHAPES];
  const perMulAdd = 2 * s.m * s.n * s.k;
  const accBytes = s.acc === 'f32' ? 4 : 2;
  return cost(
    2 * (s.m * s.k + s.k * s.n),
    accBytes * s.m * s.n * subgroups,
    perMulAdd * PEAK.coopmat.unroll * PEAK.coopmat.chains * loops * subgroups,
    'f16-coopmat',
  );
}

/** empty.comp: nothing moved, nothing computed (its time is the launch overhead). */
export function emptyCost(): CostModel {
  return cost(0, 0, 0, 'memory');
}
