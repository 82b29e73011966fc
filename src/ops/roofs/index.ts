// The roofs family: the bench's bandwidth, compute-peak and launch kernels (kernel-only; no ops).
import { defineFamily } from '../family.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'roofs', kernels: KERNELS });
export { copyCost, readCost, writeCost, peakFmaCost, peakInt8Cost, peakCoopmatCost, emptyCost } from './cost.ts';
export { PEAK, COOPMAT_SHAPES, type CoopmatVariant } from './kernels.ts';
