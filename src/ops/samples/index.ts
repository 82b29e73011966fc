// The samples family: saxpy (the workbench sample) and the runtime's rt_* test kernels (kernel-only).
import { defineFamily } from '../family.ts';
import { KERNELS } from './kernels.ts';

export default defineFamily({ name: 'samples', kernels: KERNELS });
