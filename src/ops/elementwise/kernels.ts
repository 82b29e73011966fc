// The elementwise family's kernels: unary and binary ops over f32 or f16 (contiguous, vec4 and strided
// variants, generated from the op tables below) and axpy (f32). Adding an op: a row in UNARY (or BINARY), its formula in
// the shader and in reference.ts (docs/ARCHITECTURE.md, "adding an op").
import { defineKernel, groupsFor, product } from '../kernel.ts';

/** Unary ops and their flops per element (a transcendental counts 1; see cost.ts). */
export const UNARY = {
  relu: { flops: 1 },
  gelu: { flops: 9 }, // z = c x (1 + a x^2): 5; exp(-2 z): 2; 1 + .: 1; x / .: 1
  gelu_erf: { flops: 15 }, // x / sqrt 2: 1; erf: 12; 0.5 x (1 + .): 2
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

/** The activation dtypes: f32, or f16 in and out (f32 math, one rounding on store). */
export const ELEMENTWISE_DTYPES = ['f32', 'f16'] as const;
export type ElementwiseDType = (typeof ELEMENTWISE_DTYPES)[number];

/** The layouts each dtype has. f16 has no plain contiguous variant: its unaligned contiguous operands run the
 * strided one (rank 1), which writes whole words and merges a shared first or last one. */
const DTYPE_LAYOUTS: Readonly<Record<ElementwiseDType, readonly Layout[]>> = { f32: LAYOUTS, f16: ['_vec4', '_strided'] };

/** Every (dtype, layout) pair with its defines. */
const FORMS = ELEMENTWISE_DTYPES.flatMap((dtype) =>
  DTYPE_LAYOUTS[dtype].map((layout) => ({
    suffix: `_${dtype}${layout}`,
    defines: {
      ...(dtype === 'f16' ? { F16: 1 } : {}),
      ...(layout === '_vec4' ? { VEC4: 1 } : layout === '_strided' ? { STRIDED: 1 } : {}),
    },
  })),
);

/** Words of a contiguous f16 result of n elements at element offset `off` (f16_words.glsl's halfWords). */
const halfWords = (off: number, n: number): number => ((off & 1) + n + 1) >> 1;

/** One invocation per element (per vec4 in the vec4 variants; per result word, two f16, in f16_strided);
 * `off` names the push member holding the result's element offset. */
const perElement =
  (off: 'offY' | 'offC') =>
  (p: { n: number; offY?: number; offC?: number }, wg: number, variant: string): number =>
    groupsFor(variant.endsWith('_vec4') ? Math.ceil(p.n / 4) : variant.endsWith('_f16_strided') ? halfWords(p[off] ?? 0, p.n) : p.n, wg);

export const UNARY_KERNEL = defineKernel({
  shader: 'unary',
  source: 'src/ops/elementwise/unary.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: [
    ...product({ op: UNARY_OPS, form: FORMS }).map(({ op, form }) => ({
      name: `${op}${form.suffix}`,
      defines: { [`OP_${op.toUpperCase()}`]: 1, ...form.defines },
    })),
    ...product({ op: PARAM_OPS, form: FORMS }).map(({ op, form }) => ({
      name: `${op}${form.suffix}`,
      defines: { [`OP_${op.toUpperCase()}`]: 1, PARAMS: 1, ...form.defines },
    })),
  ],
  grid: perElement('offY'),
});

export const BINARY_KERNEL = defineKernel({
  shader: 'binary',
  source: 'src/ops/elementwise/binary.comp',
  targetEnv: 'vulkan1.2',
  workgroup: 256,
  variants: product({ op: BINARY_OPS, form: FORMS }).map(({ op, form }) => ({
    name: `${op}${form.suffix}`,
    defines: { [`OP_${op.toUpperCase()}`]: 1, ...form.defines },
  })),
  grid: perElement('offC'),
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
  grid: (p: { n: number }, wg: number, variant: string) => groupsFor(Math.ceil(p.n / (variant.endsWith('_vec4') ? 4 : 1)), wg),
});

export const KERNELS = [UNARY_KERNEL, BINARY_KERNEL, AXPY_KERNEL];
