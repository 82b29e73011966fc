// The convert family: dtype conversion between every pair of element dtypes and contiguous() copies, on the
// GPU. Loading it installs the tensor methods t.to(dtype) and t.contiguous() (src/device/tensor-ops.ts).
import { installTensorOps } from '../../device/tensor-ops.ts';
import { defineFamily } from '../family.ts';
import { bench } from './bench.ts';
import { KERNELS } from './kernels.ts';
import { contiguous, convert } from './ops.ts';

installTensorOps({ contiguous, convert });

export default defineFamily({ name: 'convert', kernels: KERNELS, bench });
export { castF16ToF32, castF32ToF16, contiguous, convert, type ConvertOptions } from './ops.ts';
export { castCost, convertCost } from './cost.ts';
export { convertVariant, keepsBits } from './kernels.ts';
