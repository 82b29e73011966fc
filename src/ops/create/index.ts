// The create family: tensors made on the GPU — arange, and seeded rand / randn (Philox4x32-10).
import { defineFamily } from '../family.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'create', kernels: KERNELS });
export { arange, rand, randn, zeros, full, ones, type ArangeRange, type RandomOptions } from './ops.ts';
export { RANDOM_DTYPES, type RandomDType } from './kernels.ts';
