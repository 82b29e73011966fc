// The rope family in the correctness harness: 4-D [batch, heads, tokens, headDim] and 3-D [tokens, heads,
// headDim] x, both pairings, positions [tokens] and [batch, tokens] (i32, u32, negative, up to 1e5), cos /
// sin tables [tokens, pairs] and [batch, tokens, pairs], rotaryDims < headDim (the pass-through copy), one
// token, odd heads / tokens / batch, head counts that are not a multiple of the 4 heads an invocation
// takes, headDims that rule out the vec4 variants (6, 10, 12), f16, and in place. The harness adds the
// views (offset, transposed, strided, broadcast) of x, the positions and the tables, which run the
// _strided variants.
// Tolerances (NMSE):
// - positions, f32: 1e-12. The reference takes cos and sin (f64) of the same f32 angle the GPU forms (the
//   frequencies are rounded to f32 on the host, the product f32(pos) * freq once), so what remains is the
//   shader's sin / cos (range reduction within a few 2^-24 absolute for |angle| < 2e5, polynomials within
//   about 1 ulp) and f32 products and sums: NMSE 4e-15 at most on lavapipe, positions up to 1e5
//   included. The shader uses correctly rounded f32 operations only, so other drivers land there too.
//   Against f64 angles instead, the f32 angle's own rounding gives NMSE ~4e-10 for positions below 4096
//   and ~2e-7 up to 1e5 (measured): that is what an f32 rope is (HF's too), not an error of the kernel.
// - tables, f32: 1e-12, f32 products and sums only (an unfused fma allowed).
// - f16: 1e-6. The result is rounded to f16 once (2^-11 relative at most, NMSE <= ~2.4e-7 even if a
//   driver's packHalf2x16 truncated), the inputs are exact in f32.
import type { HostTensor, InputDecl, OpCase } from '../case.ts';
import { DTYPES } from '../../device/dtype.ts';
import type { Tensor } from '../../device/tensor.ts';
import { rope, type RopeOptions } from './ops.ts';
import type { RopeMode } from './kernels.ts';
import * as ref from './reference.ts';

type Shapes = (readonly number[])[][];
type XDType = 'f32' | 'f16';

/** x's host values as numbers (f16 decoded). */
const values = (t: HostTensor): number[] => Array.from(t.data as ArrayLike<number>, (v) => (t.dtype === 'f16' ? DTYPES.f16.valueOf(v) : v));

/** The reference's f64 values in x's dtype (f16 as bits, rounded to nearest even). */
function asDType(dtype: XDType, y: Float64Array): Float32Array | Uint16Array {
  return dtype === 'f16' ? Uint16Array.from(y, (v) => DTYPES.f16.bitsOf(v)) : Float32Array.from(y);
}

const headDimOf = (shape: readonly number[]): number => shape.at(-1)!;
const X = (dtype: XDType, views = true): InputDecl => ({ dtype, range: [-2, 2], views });

interface PosCase {
  name: string;
  dtype?: XDType;
  mode: RopeMode;
  shapes: Shapes;
  /** rotaryDims from x's headDim (default all of it). */
  rotary?: (headDim: number) => number;
  posDType?: 'i32' | 'u32';
  posRange?: readonly [number, number];
  theta?: number;
  freqScale?: number;
  inPlace?: boolean;
}

function positionsCase(c: PosCase): OpCase {
  const dtype = c.dtype ?? 'f32';
  const opts = (headDim: number): RopeOptions => ({
    mode: c.mode,
    rotaryDims: c.rotary?.(headDim),
    theta: c.theta,
    freqScale: c.freqScale,
  });
  return {
    name: c.name,
    inputs: [X(dtype, !(c.inPlace && dtype === 'f16')), { dtype: c.posDType ?? 'i32', range: c.posRange ?? [0, 4096] }],
    shapes: c.shapes,
    run: (_d, [x, positions]) => rope(x!, { ...opts(headDimOf(x!.shape)), positions, ...(c.inPlace ? { out: x } : {}) }),
    reference: ([x, p]) => {
      const o = opts(headDimOf(x!.shape));
      return asDType(
        dtype,
        ref.rope(values(x!), {
          shape: x!.shape,
          mode: c.mode,
          rotaryDims: o.rotaryDims ?? headDimOf(x!.shape),
          positions: { data: p!.data as ArrayLike<number>, shape: p!.shape },
          theta: c.theta,
          freqScale: c.freqScale,
        }),
      );
    },
    tolerance: dtype === 'f16' ? 1e-6 : 1e-12,
  };
}

function tablesCase(name: string, dtype: XDType, mode: RopeMode, shapes: Shapes): OpCase {
  const f32 = { dtype: 'f32' as const, range: [-1, 1] as const };
  return {
    name,
    inputs: [X(dtype), f32, f32],
    shapes,
    run: (_d, [x, cos, sin]) => rope(x!, { mode, cos: cos as Tensor, sin: sin as Tensor }),
    reference: ([x, c, s]) =>
      asDType(
        dtype,
        ref.rope(values(x!), {
          shape: x!.shape,
          mode,
          rotaryDims: 2 * c!.shape.at(-1)!,
          tables: { cos: c!.data as Float32Array, sin: s!.data as Float32Array, shape: c!.shape },
        }),
      ),
    tolerance: dtype === 'f16' ? 1e-6 : 1e-12,
  };
}

/** x shapes with their [tokens] positions: 4-D and 3-D, odd sizes, one token, headDims 2 to 128. */
const SHAPES: Shapes = [
  [[1, 1, 1, 2], [1]],
  [[2, 3, 5, 8], [5]],
  [[1, 4, 7, 16], [7]],
  [[3, 6, 3, 12], [3]],
  [[2, 5, 9, 128], [9]],
  [[0, 2, 3, 8], [3]],
  [[7, 3, 8], [7]],
  [[1, 2, 6], [1]],
  [[9, 5, 64], [9]],
];
/** 4-D x with [batch, tokens] positions. */
const BATCHED: Shapes = [
  [
    [3, 2, 6, 64],
    [3, 6],
  ],
  [
    [2, 5, 1, 10],
    [2, 1],
  ],
];
/** rotaryDims < headDim: half of it (headDim 8 -> 4, 10 -> 4 (even), 12 -> 6, 64 -> 32, 128 -> 64). */
const halfRotary = (d: number): number => Math.max(2, Math.floor(d / 4) * 2);
const PARTIAL: Shapes = [
  [[2, 3, 5, 10], [5]],
  [[1, 4, 7, 16], [7]],
  [[2, 5, 9, 128], [9]],
  [[7, 3, 12], [7]],
  [
    [3, 2, 6, 64],
    [3, 6],
  ],
];
/** f16 x: headDim even, rotaryDims a multiple of 4 (vec4 where headDim % 4 and rotaryDims % 8 allow). */
const F16_SHAPES: Shapes = [
  [[2, 3, 5, 8], [5]],
  [[1, 5, 7, 128], [7]],
  [[7, 3, 12], [7]],
  [[2, 2, 3, 4], [3]],
  [
    [3, 2, 6, 64],
    [3, 6],
  ],
];

/** Tables [tokens, pairs] and [batch, tokens, pairs] (pairs < headDim / 2: a pass-through part). */
const TABLE_SHAPES: Shapes = [
  [
    [2, 3, 5, 8],
    [5, 4],
    [5, 4],
  ],
  [
    [2, 3, 5, 10],
    [5, 2],
    [5, 2],
  ],
  [
    [3, 2, 6, 64],
    [3, 6, 32],
    [3, 6, 32],
  ],
  [
    [7, 3, 12],
    [7, 6],
    [7, 6],
  ],
  [
    [1, 4, 1, 16],
    [1, 1, 4],
    [1, 1, 4],
  ],
];

export const cases: OpCase[] = [
  ...(['neox', 'gptj'] as const).flatMap((mode): OpCase[] => [
    positionsCase({ name: `rope ${mode}`, mode, shapes: [...SHAPES, ...BATCHED] }),
    positionsCase({ name: `rope ${mode} (rotaryDims < headDim)`, mode, shapes: PARTIAL, rotary: halfRotary }),
    positionsCase({ name: `rope ${mode} (f16)`, dtype: 'f16', mode, shapes: F16_SHAPES }),
    positionsCase({
      name: `rope ${mode} (f16, rotaryDims < headDim)`,
      dtype: 'f16',
      mode,
      shapes: F16_SHAPES,
      rotary: (d) => Math.max(4, Math.floor(d / 8) * 4),
    }),
    tablesCase(`rope ${mode} (cos / sin tables)`, 'f32', mode, TABLE_SHAPES),
    tablesCase(`rope ${mode} (f16, cos / sin tables)`, 'f16', mode, TABLE_SHAPES),
    positionsCase({
      name: `rope ${mode} (in place)`,
      mode,
      shapes: [
        [[1, 6, 5, 16], [5]],
        [[1, 3, 10], [1]],
        [[1, 2, 3, 12], [3]],
      ],
      inPlace: true,
      rotary: halfRotary,
    }),
  ]),
  positionsCase({
    name: 'rope neox (f16, in place)',
    dtype: 'f16',
    mode: 'neox',
    shapes: F16_SHAPES,
    inPlace: true,
    rotary: (d) => Math.max(4, Math.floor(d / 8) * 4),
  }),
  positionsCase({ name: 'rope neox (theta 500000, freqScale 0.25)', mode: 'neox', shapes: SHAPES, theta: 500000, freqScale: 0.25 }),
  positionsCase({ name: 'rope gptj (u32 positions)', mode: 'gptj', shapes: SHAPES, posDType: 'u32' }),
  positionsCase({ name: 'rope neox (negative positions)', mode: 'neox', shapes: SHAPES, posRange: [-5000, 5000] }),
  // angles up to 1e5 rad: the sin / cos range reduction, against f64 sin / cos of the same f32 angle
  positionsCase({ name: 'rope neox (positions up to 1e5)', mode: 'neox', shapes: [...SHAPES, ...BATCHED], posRange: [0, 100000] }),
  positionsCase({ name: 'rope gptj (positions up to 1e5)', mode: 'gptj', shapes: BATCHED, posRange: [0, 100000] }),
];
