// The roof kernels of `vkts bench` (src/cli/bench/roofs.ts): bandwidth (copy, read-only, write-only),
// compute peaks (FMA chains, int8 dot products, f16 cooperative matrices) and the launch cost (empty).
// Kernel-only: no ops, no harness cases; the bench launches each on an explicit grid with launch()'s
// `groups` (the shaders stride over whatever grid they get). The loop constants below are the variants'
// defines, so the cost models (cost.ts) and the shaders cannot disagree.
import { defineKernel } from '../kernel.ts';
import { ArgumentError } from '../errors.ts';

/** Loop constants of the compute-peak kernels (the CHAINS / UNROLL defines; lanes: vec4 FMA chains). */
export const PEAK = {
  fma: { chains: 8, unroll: 16, lanes: 4 },
  int8: { chains: 16, unroll: 16 },
  coopmat: { chains: 4, unroll: 8 },
} as const;

interface CoopmatShape {
  m: number;
  n: number;
  k: number;
  acc: 'f16' | 'f32';
  api: 'KHR' | 'NV';
}

/** M x N x K, accumulator and API of each peak_coopmat variant. */
export const COOPMAT_SHAPES = {
  khr_f16acc: { m: 16, n: 16, k: 16, acc: 'f16', api: 'KHR' },
  khr_f32acc: { m: 16, n: 16, k: 16, acc: 'f32', api: 'KHR' },
  nv_f16acc: { m: 16, n: 8, k: 16, acc: 'f16', api: 'NV' },
  nv_f32acc: { m: 16, n: 8, k: 16, acc: 'f32', api: 'NV' },
} as const satisfies Record<string, CoopmatShape>;
export type CoopmatVariant = keyof typeof COOPMAT_SHAPES;

/** The roof kernels have no dispatch rule of their own: the bench picks the grid. */
const explicitGrid = (shader: string) => (): never => {
  throw new ArgumentError(`${shader} is a roof kernel: launch it with an explicit grid (groups)`);
};

const single = [{ name: 'default', defines: {} }];

export const COPY_KERNEL = defineKernel({
  shader: 'copy',
  source: 'src/ops/roofs/copy.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: single,
  grid: explicitGrid('copy'),
});

export const READ_KERNEL = defineKernel({
  shader: 'read',
  source: 'src/ops/roofs/read.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: single,
  grid: explicitGrid('read'),
});

export const WRITE_KERNEL = defineKernel({
  shader: 'write',
  source: 'src/ops/roofs/write.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: single,
  grid: explicitGrid('write'),
});

export const EMPTY_KERNEL = defineKernel({
  shader: 'empty',
  source: 'src/ops/roofs/empty.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 64,
  variants: single,
  grid: explicitGrid('empty'),
});

export const PEAK_FMA_KERNEL = defineKernel({
  shader: 'peak_fma',
  source: 'src/ops/roofs/peak_fma.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: (['f32', 'f16'] as const).map((p) => ({
    name: p,
    defines: { CHAINS: PEAK.fma.chains, UNROLL: PEAK.fma.unroll, ...(p === 'f16' ? { F16: 1 } : {}) },
  })),
  grid: explicitGrid('peak_fma'),
});

export const PEAK_INT8_KERNEL = defineKernel({
  shader: 'peak_int8',
  source: 'src/ops/roofs/peak_int8.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: (['int8', 'int8_sat'] as const).map((v) => ({
    name: v,
    defines: { CHAINS: PEAK.int8.chains, UNROLL: PEAK.int8.unroll, ...(v === 'int8_sat' ? { SATURATE: 1 } : {}) },
  })),
  grid: explicitGrid('peak_int8'),
});

export const PEAK_COOPMAT_KERNEL = defineKernel({
  shader: 'peak_coopmat',
  source: 'src/ops/roofs/peak_coopmat.comp',
  // Cooperative matrices need SPIR-V 1.6 features: the device must be Vulkan 1.3 (launch() checks).
  targetEnv: 'vulkan1.3',
  workgroup: 128,
  variants: Object.entries(COOPMAT_SHAPES).map(([name, s]) => ({
    name,
    defines: {
      [`API_${s.api}`]: 1,
      M: s.m,
      N: s.n,
      K: s.k,
      CHAINS: PEAK.coopmat.chains,
      UNROLL: PEAK.coopmat.unroll,
      ...(s.acc === 'f32' ? { ACC_F32: 1 } : {}),
    },
  })),
  grid: explicitGrid('peak_coopmat'),
});

export const KERNELS = [COPY_KERNEL, READ_KERNEL, WRITE_KERNEL, EMPTY_KERNEL, PEAK_FMA_KERNEL, PEAK_INT8_KERNEL, PEAK_COOPMAT_KERNEL];
