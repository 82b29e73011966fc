// Sample kernels that are not ops: saxpy, the workbench sample (test/vk/saxpy.test.ts dispatches
// shaders/spv/saxpy.f32.spv through the raw binding; examples/ and the README show it), and the runtime's
// test kernels rt_add, rt_affine, rt_param (test/device/*.test.ts and bench/runtime.ts load
// rt_*.default.spv with their own pipelines). Kernel-only: declared so the shader build compiles them;
// nothing here is launched through launch(), so their dispatch rule is only what their users do.
import { defineKernel, groupsFor } from '../kernel.ts';

const single = [{ name: 'default', defines: {} }];
const perElement = (p: { n: number }, wg: number): number => groupsFor(p.n, wg);

export const SAXPY_KERNEL = defineKernel({
  shader: 'saxpy',
  source: 'src/ops/samples/saxpy.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 64,
  variants: [{ name: 'f32', defines: { T: 'float' } }],
  grid: perElement,
});

export const RT_ADD_KERNEL = defineKernel({
  shader: 'rt_add',
  source: 'src/ops/samples/rt_add.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 64,
  variants: single,
  grid: perElement,
});

export const RT_AFFINE_KERNEL = defineKernel({
  shader: 'rt_affine',
  source: 'src/ops/samples/rt_affine.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 64,
  variants: single,
  grid: perElement,
});

export const RT_PARAM_KERNEL = defineKernel({
  shader: 'rt_param',
  source: 'src/ops/samples/rt_param.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 64,
  variants: single,
  grid: perElement,
});

export const KERNELS = [SAXPY_KERNEL, RT_ADD_KERNEL, RT_AFFINE_KERNEL, RT_PARAM_KERNEL];
