// The elementwise family's kernels: unary and binary ops over f32 (contiguous, vec4 and strided variants,
// generated from the op tables below) and axpy. Adding an op: a row in UNARY (or BINARY), its formula in
// the shader and in reference.ts (docs/ARCHITECTURE.md, "adding an op").
import { defineKernel, groupsFor, product } from '../kernel.ts';

/** Unary ops and their flops per element (a transcendental counts 1; see cost.ts). */
export const UNARY = {
  relu: { flops: 1 },
  gelu: { flops: 9 }, // z = c x (1 + a x^2): 5; exp(-2 z): 2; 1 + .: 1; x / .: 1
  silu: { flops: 4 }, // negate, exp, add, divide
  sigmoid: { flops: 3 }, // exp(-x), add, divide
  tanh: { flops: 4 }, // 2x, exp, add, 2 / .
  erf: { flops: 12 }, // 5-term polynomial (10), exp(-x^2) (2)
  exp: { flops: 1 },
  neg: { flops: 1 },
  sqr: { flops: 1 },
  abs: { flops: 1 },
  log: { flops: 1 },
  sqrt: { flops: 1 },
  rsqrt: { flops: 1 },
  recip: { flops: 1 },
  sin: { flops: 1 },
  cos: { flops: 1 },
  floor: { flops: 1 },
  ceil: { flops: 1 },
  round: { flops: 1 },
  sign: { flops: 2 }, // two compares
} as const;
export type UnaryOp = keyof typeof UNARY;
export const UNARY_OPS = Object.keys(UNARY) as UnaryOp[];

/** Unary ops with two f32 parameters (push constants p0, p1; ops.ts says what each op takes), flops per
 * element. They are variants of the unary shader (PARAMS adds the two push members). */
export const UNARY_PARAM = {
  elu: { flops: 3 }, // exp, subtract, multiply (select free)
  affine: { flops: 2 }, // one fma
  clamp: { flops: 2 }, // max, min
  pow: { flops: 3 }, // log2, multiply, exp2
} as const;
export type ParamOp = keyof typeof UNARY_PARAM;
export const PARAM_OPS = Object.keys(UNARY_PARAM) as ParamOp[];

/** silu_mul and gelu_mul are the fused gated-MLP products (SwiGLU, GeGLU): silu(a) * b, gelu(a) * b. */
export const BINARY_OPS = ['add', 'sub', 'mul', 'div', 'maximum', 'minimum', 'pow', 'silu_mul', 'gelu_mul'] as const;
export type BinaryOp = (typeof BINARY_OPS)[number];

/** The addressing variants: contiguous, four elements per invocation, or any strided/broadcast view. */
export const LAYOUTS = ['', '_vec4', '_strided'] as const;
export type Layout = (typeof LAYOUTS)[number];

const layoutDefines = (layout: Layout): Record<string, number> =>
  layout === '_vec4' ? { VEC4: 1 } : layout === '_strided' ? { STRIDED: 1 } : {};

/** One invocation per element (per vec4 in the vec4 variants). */
const perElement = (p: { n: number }, wg: number, variant: string): number =>
  groupsFor(Math.ceil(p.n / (variant.endsWith('_vec4') ? 4 : 1)), wg);

export const UNARY_KERNEL = defineKernel({
  shader: 'unary',
  source: 'src/ops/elementwise/unary.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: [
    ...product({ op: UNARY_OPS, layout: LAYOUTS }).map(({ op, layout }) => ({
      name: `${op}_f32${layout}`,
      defines: { [`OP_${op.toUpperCase()}`]: 1, ...layoutDefines(layout) },
    })),
    ...product({ op: PARAM_OPS, layout: LAYOUTS }).map(({ op, layout }) => ({
      name: `${op}_f32${layout}`,
      defines: { [`OP_${op.toUpperCase()}`]: 1, PARAMS: 1, ...layoutDefines(layout) },
    })),
  ],
  grid: perElement,
});

export const BINARY_KERNEL = defineKernel({
  shader: 'binary',
  source: 'src/ops/elementwise/binary.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ op: BINARY_OPS, layout: LAYOUTS }).map(({ op, layout }) => ({
    name: `${op}_f32${layout}`,
    defines: { [`OP_${op.toUpperCase()}`]: 1, ...layoutDefines(layout) },
  })),
  grid: perElement,
});

export const AXPY_KERNEL = defineKernel({
  shader: 'axpy',
  source: 'src/ops/elementwise/axpy.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: [
    { name: 'f32', defines: {} },
    { name: 'f32_vec4', defines: { VEC4: 1 } },
  ],
  grid: perElement,
});

export const KERNELS = [UNARY_KERNEL, BINARY_KERNEL, AXPY_KERNEL];
