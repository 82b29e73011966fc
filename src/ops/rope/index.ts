// The rope family: rotary position embedding of f32 / f16 activations, angles from device positions or
// cos / sin tables.
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'rope', kernels: KERNELS, bench });
export { rope, ROPE_THETA, type RopeOptions } from './ops.ts';
export { ropeFrequencies, FREQUENCY_TABLES_KEPT } from './frequencies.ts';
export { ropeCost, type RopeCostArgs } from './cost.ts';
export { ROPE_MODES, type RopeMode } from './kernels.ts';
