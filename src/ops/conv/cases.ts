// The conv family in the correctness harness (the harness adds views of every input: the ops copy them
// contiguous() first).
// conv2d / conv1d: 3x3 with padding 1 on odd sizes (7x5), a 1x1 kernel, a 1x1 image, stride 2, dilation 2,
// padding 'same' (odd, even and dilated kernels, direct and implicit GEMM) and 'valid', f16 (both kernels, and
// the transposed convolution),
// groups 2 and depthwise (groups = C), with and without bias; a 40x70 image with 10 input channels (several
// tiles, two shared-memory chunks of channels, a partial block of output channels); 5x5 at stride 3 (a tile
// too large for shared memory: the direct variant); 64 input channels (576 taps per output); every tile
// of the implicit GEMM (conv2d_gemm) with and without groups, stride and bias.
// convTranspose2d / 1d: 3x3, a 1x1 image, stride 2 with padding and outputPadding, dilation 2 with groups 2,
// 1-D at stride 3 (the gather kernel); the implicit GEMM at k4 s2 p1 (f32 and f16), with several blocks of
// channels and outputs, and every tile on phases no tap reaches, rectangular strides and 1-D; the
// reference scatters (the definition), the GPU gathers. The same tolerance as conv.
// Tolerance NMSE 1e-10: the GPU sums the K = C / groups x kh x kw products of an output in f32 (each
// rounding is relative 2^-24, fused or not), the reference in f64. The error of a sum of K random-signed
// terms grows as sqrt(K) roundings of the partial sums, of the size of the result itself, so its NMSE is
// about K x 2^-48 / 3: 7e-13 at K = 576, the largest here; 1e-10 leaves two orders of magnitude.
// maxPool2d: k3 s2, k2 (stride = kernel), padding 1 with ceilMode, dilation 2, a [2, 3] window, NaN
// inputs; bit-exact (a selection; any NaN matches a NaN). avgPool2d: padding with countIncludePad both
// ways, ceilMode both ways; NMSE 1e-12 (an f32 sum of at most 9 taps and one division).
// Upsampling: nearest (bit-exact: a copy) by scale factor 2, 1.5 and [2, 3], to sizes that are not a
// multiple (3x4 -> 7x5) and smaller (7x11 -> 5x3), 1-D by 2 and to 7 from 3; bilinear with alignCorners
// false and true, by factor 2, to 7x5, to 1x1, and down to 3x4; NMSE 1e-12 (f32 weights and three blends).
import { F16_ROUNDING_NMSE, inDType, valuesF32, type HostTensor, type InputDecl, type OpCase } from '../case.ts';
import type { Tensor } from '../../device/tensor.ts';
import { conv1d, conv2d, convCoopmatShortfall, type ConvPath } from './ops.ts';
import { convTranspose1d, convTranspose2d } from './transpose.ts';
import { avgPool2d, maxPool2d, pool2dRun, upsampleBilinear2d, upsampleNearest1d, upsampleNearest2d } from './resample.ts';
import * as ref from './reference.ts';
import {
  CONV_COOPMAT_TILE_NAMES,
  CONV_GEMM_TILE_NAMES,
  POOL_RUNS,
  type ConvCoopmatTileName,
  type ConvGemmTileName,
  type PoolRun,
} from './kernels.ts';

const F32: InputDecl = { dtype: 'f32' };
const F16: InputDecl = { dtype: 'f16' };
type Shape = readonly number[];
/** A host tensor's values as f32 (f16 decoded exactly), or undefined (no bias). */
const f32Of = (t: HostTensor | undefined): Float32Array | undefined => t && valuesF32(t);
/** An f16 y is rounded once; an f32 one is f32 sums. */
const convTolerance = (dtype: 'f32' | 'f16'): number => (dtype === 'f16' ? F16_ROUNDING_NMSE : 1e-10);

interface ConvSetup {
  stride?: number;
  padding?: number | 'same' | 'valid';
  dilation?: number;
  groups?: number;
  tile?: ConvGemmTileName;
  path?: ConvPath;
  coopmatTile?: ConvCoopmatTileName;
  splitK?: number;
  /** x's, w's, the bias's and y's dtype (default f32). */
  dtype?: 'f32' | 'f16';
}

/** x [n, c, h, w] with zero rows and columns added: `before` above and left, `after` below and right. */
function padded(x: Float32Array, [n, c, h, w]: Shape, before: [number, number], after: [number, number]): [Float32Array, Shape] {
  const [H, W] = [h! + before[0] + after[0], w! + before[1] + after[1]];
  const y = new Float32Array(n! * c! * H * W);
  for (let p = 0; p < n! * c!; p++)
    for (let i = 0; i < h!; i++) y.set(x.subarray((p * h! + i) * w!, (p * h! + i + 1) * w!), (p * H + i + before[0]) * W + before[1]);
  return [y, [n!, c!, H, W]];
}

/** A conv2d (or conv1d: 3-D shapes) case over [x, w] shapes, with a bias [o] when `biased`. padding 'same' is
 * checked as PyTorch defines it: x padded with dilation (k - 1) zeros per dimension (the smaller half before),
 * then a convolution without padding. */
function conv(name: string, g: ConvSetup, shapes: [Shape, Shape][], biased: boolean): OpCase {
  const { dtype = 'f32', ...opts } = g;
  const pad = typeof g.padding === 'number' ? g.padding : 0;
  const geo: ref.ConvGeometry = {
    stride: [1, g.stride ?? 1],
    padding: [0, pad],
    dilation: [1, g.dilation ?? 1],
    groups: g.groups ?? 1,
  };
  const T = dtype === 'f16' ? F16 : F32;
  return {
    name,
    inputs: biased ? [T, T, T] : [T, T],
    shapes: shapes.map(([x, w]) => (biased ? [x, w, [w[0]!]] : [x, w])),
    run: (_d, [x, w, bias]) => (x!.shape.length === 3 ? conv1d : conv2d)(x!, w!, { ...opts, bias }),
    reference: ([x, w, b]) => {
      const two = x!.shape.length === 4;
      const [xs, ws] = two
        ? [x!.shape, w!.shape]
        : [
            [x!.shape[0]!, x!.shape[1]!, 1, x!.shape[2]!],
            [w!.shape[0]!, w!.shape[1]!, 1, w!.shape[2]!],
          ];
      const full = two ? { ...geo, stride: sq(g.stride), padding: sq(pad), dilation: sq(g.dilation) } : geo;
      let [xv, xsv] = [f32Of(x)!, xs];
      if (g.padding === 'same') {
        const total = [full.dilation[0] * (ws[2]! - 1), full.dilation[1] * (ws[3]! - 1)];
        const before: [number, number] = [total[0]! >> 1, total[1]! >> 1];
        [xv, xsv] = padded(xv, xs, before, [total[0]! - before[0], total[1]! - before[1]]);
      }
      return inDType(dtype, ref.conv2d(xv, xsv, f32Of(w)!, ws, f32Of(b), full));
    },
    tolerance: convTolerance(dtype),
    ...(g.path === 'coopmat' ? { unsupported: (device) => convCoopmatShortfall(device.info), onlyShaders: ['conv2d_coopmat'] } : {}),
  };
}
const sq = (v = 1): [number, number] => [v, v];

interface TransposedSetup {
  stride?: number | [number, number];
  padding?: number;
  outputPadding?: number;
  dilation?: number;
  groups?: number;
  tile?: ConvGemmTileName;
  path?: ConvPath;
  coopmatTile?: ConvCoopmatTileName;
  dtype?: 'f32' | 'f16';
}

/** A convTranspose2d (or 1d: 3-D shapes) case over [x, w] shapes, with a bias [o] when `biased`. */
function transposed(name: string, g: TransposedSetup, shapes: [Shape, Shape][], biased: boolean): OpCase {
  const unit = (s: Shape): Shape => (s.length === 3 ? [s[0]!, s[1]!, 1, s[2]!] : s);
  const { dtype = 'f32', ...opts } = g;
  const stride = typeof g.stride === 'object' ? g.stride : sq(g.stride);
  const T = dtype === 'f16' ? F16 : F32;
  return {
    name,
    inputs: biased ? [T, T, T] : [T, T],
    shapes: shapes.map(([x, w]) => (biased ? [x, w, [w[1]! * (g.groups ?? 1)]] : [x, w])),
    run: (_d, [x, w, bias]) =>
      x!.shape.length === 3
        ? convTranspose1d(x!, w!, { ...opts, stride: stride[1], bias })
        : convTranspose2d(x!, w!, { ...opts, stride, bias }),
    reference: ([x, w, b]) => {
      const one = x!.shape.length === 3;
      const h = (v = 0, neutral = v): number => (one ? neutral : v);
      const geo: ref.ConvGeometry = {
        stride: [h(stride[0], 1), stride[1]],
        padding: [h(g.padding ?? 0, 0), g.padding ?? 0],
        dilation: [h(g.dilation ?? 1, 1), g.dilation ?? 1],
        groups: g.groups ?? 1,
      };
      const op = g.outputPadding ?? 0;
      return inDType(dtype, ref.convTranspose2d(f32Of(x)!, unit(x!.shape), f32Of(w)!, unit(w!.shape), f32Of(b), geo, [h(op, 0), op]));
    },
    tolerance: convTolerance(dtype),
    ...(g.path === 'coopmat' ? { unsupported: (device) => convCoopmatShortfall(device.info), onlyShaders: ['conv2d_coopmat'] } : {}),
  };
}

/** `build`'s cases on tensor cores: each layer [what, setup, x, w] at every conv2d_coopmat tile, with and
 * without bias, named `<op> f16 tensor cores <tile>[, bias] (<what>)`; not re-run on the harness's
 * 27-workgroup device (the channels-last copies of the larger ones exceed it). */
function tensorCoreCases<S extends { path?: ConvPath; coopmatTile?: ConvCoopmatTileName; dtype?: 'f32' | 'f16' }>(
  op: string,
  build: (name: string, g: S, shapes: [Shape, Shape][], biased: boolean) => OpCase,
  layers: readonly [string, S, Shape, Shape][],
): OpCase[] {
  return CONV_COOPMAT_TILE_NAMES.flatMap((coopmatTile) =>
    [true, false].flatMap((biased) =>
      layers.map(([what, setup, x, w]) => ({
        ...build(
          `${op} f16 tensor cores ${coopmatTile}${biased ? ', bias' : ''} (${what})`,
          { path: 'coopmat', coopmatTile, dtype: 'f16', ...setup },
          [[x, w]],
          biased,
        ),
        splitGrid: false,
      })),
    ),
  );
}

interface PoolSetup {
  kernelSize: number | [number, number];
  stride?: number | [number, number];
  padding?: number;
  dilation?: number;
  ceilMode?: boolean;
  countIncludePad?: boolean;
  /** Output rows per invocation forced (default: the op's choice, one for images this small). */
  run?: PoolRun;
  /** x's and y's dtype (default f32). */
  dtype?: 'f32' | 'f16';
}
const pair = (v: number | [number, number]): [number, number] => (typeof v === 'number' ? [v, v] : v);
const planes = (s: Shape): number[] => [s[0]! * s[1]!, s[2]!, s[3]!];

function pool(name: string, kind: 'max' | 'avg', g: PoolSetup, shapes: Shape[], values?: readonly number[]): OpCase {
  const { dtype = 'f32', ...opts } = g;
  const geo: ref.PoolGeometry = {
    kernel: pair(g.kernelSize),
    stride: pair(g.stride ?? g.kernelSize),
    padding: sq(g.padding ?? 0),
    dilation: sq(g.dilation),
    ceilMode: g.ceilMode ?? false,
  };
  return {
    name,
    inputs: [values ? { dtype, values } : { dtype }],
    shapes: shapes.map((s) => [s]),
    run: (_d, [x]) => (g.run ? pool2dRun(kind, x!, opts, g.run) : (kind === 'max' ? maxPool2d : avgPool2d)(x!, opts)),
    reference: ([x]) => inDType(dtype, ref.pool2d(f32Of(x)!, planes(x!.shape), kind, geo, g.countIncludePad ?? true)),
    // max selects an input (exact in either dtype); avg's f16 mean is rounded once
    tolerance: kind === 'max' ? 0 : dtype === 'f16' ? F16_ROUNDING_NMSE : 1e-12,
    anyNaN: kind === 'max',
  };
}

interface ResizeSetup {
  size?: number | [number, number];
  scaleFactor?: number | [number, number];
  alignCorners?: boolean;
  /** x's and y's dtype (default f32). */
  dtype?: 'f32' | 'f16';
}

/** The reference's view of a resize along H and W of x's shape. */
function resizes(s: Shape, g: ResizeSetup): [ref.Resize, ref.Resize] {
  const one = s.length === 3;
  const ins = one ? [1, s[2]!] : [s[2]!, s[3]!];
  const grab = (v: number | [number, number] | undefined, i: number) => (v === undefined ? undefined : typeof v === 'number' ? v : v[i]!);
  return [0, 1].map((i) => {
    if (one && i === 0) return { out: 1 };
    const size = grab(g.size, i),
      factor = grab(g.scaleFactor, i);
    return { out: size ?? Math.floor(ins[i]! * factor!), factor };
  }) as [ref.Resize, ref.Resize];
}

function resize(name: string, mode: 'nearest' | 'bilinear', g: ResizeSetup, shapes: Shape[]): OpCase {
  const { dtype = 'f32', ...opts } = g;
  const run = (x: Tensor): Tensor => {
    if (mode === 'bilinear') return upsampleBilinear2d(x, opts);
    return x.shape.length === 3 ? upsampleNearest1d(x, opts as { size?: number; scaleFactor?: number }) : upsampleNearest2d(x, opts);
  };
  return {
    name,
    inputs: [{ dtype }],
    shapes: shapes.map((s) => [s]),
    run: (_d, [x]) => run(x!),
    reference: ([x]) => {
      const p = x!.shape.length === 3 ? [x!.shape[0]! * x!.shape[1]!, 1, x!.shape[2]!] : planes(x!.shape);
      const [rows, cols] = resizes(x!.shape, g);
      const y =
        mode === 'nearest'
          ? ref.upsampleNearest(f32Of(x)!, p, rows, cols)
          : ref.upsampleBilinear(f32Of(x)!, p, rows, cols, g.alignCorners ?? false);
      return inDType(dtype, y);
    },
    // nearest copies an input (exact in either dtype); bilinear's f16 blend is rounded once
    tolerance: mode === 'nearest' ? 0 : dtype === 'f16' ? F16_ROUNDING_NMSE : 1e-12,
  };
}

const IMAGES: Shape[] = [
  [2, 3, 9, 11],
  [1, 2, 7, 5],
  [1, 1, 1, 1],
  [1, 3, 20, 23],
  [1, 2, 5, 8], // x2, x1.5 and x[2, 3] give rows of 16, 12 and 24: the 4-wide variants
];
const NAN = [0.5, -1, 2, NaN, 3, -0.25, 1, 7, -3, 0.75, -2, 4, NaN, 1.5, -5, 0, 6];

export const cases: OpCase[] = [
  conv(
    'conv2d 3x3 pad 1',
    { padding: 1 },
    [
      [
        [2, 3, 7, 5],
        [4, 3, 3, 3],
      ],
      [
        [1, 2, 1, 1],
        [3, 2, 3, 3],
      ],
    ],
    false,
  ),
  conv(
    'conv2d 3x3 pad 1 (bias)',
    { padding: 1 },
    [
      [
        [2, 3, 7, 5],
        [4, 3, 3, 3],
      ],
      [
        [1, 10, 40, 70],
        [9, 10, 3, 3],
      ],
    ],
    true,
  ),
  conv(
    'conv2d 1x1',
    {},
    [
      [
        [1, 5, 7, 5],
        [6, 5, 1, 1],
      ],
      [
        [1, 2, 1, 1],
        [3, 2, 1, 1],
      ],
    ],
    false,
  ),
  conv(
    'conv2d stride 2 pad 1',
    { stride: 2, padding: 1 },
    [
      [
        [1, 4, 9, 11],
        [3, 4, 3, 3],
      ],
      [
        [2, 3, 7, 5],
        [2, 3, 3, 3],
      ],
    ],
    true,
  ),
  conv(
    'conv2d dilation 2',
    { dilation: 2, padding: 2 },
    [
      [
        [1, 3, 11, 9],
        [2, 3, 3, 3],
      ],
    ],
    false,
  ),
  conv(
    'conv2d groups 2',
    { groups: 2, padding: 1 },
    [
      [
        [2, 4, 7, 5],
        [6, 2, 3, 3],
      ],
    ],
    true,
  ),
  conv(
    'conv2d depthwise',
    { groups: 6, padding: 1 },
    [
      [
        [1, 6, 7, 5],
        [6, 1, 3, 3],
      ],
      [
        [1, 6, 7, 5],
        [12, 1, 3, 3],
      ],
    ],
    false,
  ),
  conv(
    'conv2d 5x5 stride 3 (direct)',
    { stride: 3 },
    [
      [
        [1, 3, 20, 23],
        [2, 3, 5, 5],
      ],
    ],
    false,
  ),
  conv(
    'conv2d 5x5 stride 3 (direct, bias)',
    { stride: 3, padding: 2 },
    [
      [
        [2, 3, 20, 23],
        [10, 3, 5, 5],
      ],
    ],
    true,
  ),
  conv(
    'conv2d 64 channels',
    { padding: 1 },
    [
      [
        [1, 64, 12, 12],
        [8, 64, 3, 3],
      ],
    ],
    false,
  ),
  // the implicit GEMM's tiles (conv2d picks one from 16 output channels per group; the cases above have
  // fewer): ragged channel and pixel counts, two images, and groups with stride 2 (bias)
  ...CONV_GEMM_TILE_NAMES.flatMap((tile) => [
    conv(
      `conv2d implicit GEMM ${tile}`,
      { padding: 1, tile },
      [
        [
          [2, 5, 9, 11],
          [20, 5, 3, 3],
        ],
      ],
      false,
    ),
    conv(
      `conv2d implicit GEMM ${tile} (groups 2, stride 2, bias)`,
      { stride: 2, padding: 1, groups: 2, tile },
      [
        [
          [1, 6, 11, 9],
          [36, 3, 3, 3],
        ],
      ],
      true,
    ),
    // split-K: 4 splits of uneven runs of k tiles (27 at BK 8, 18 at 16), with groups and stride, f16 into
    // an odd number of outputs (the second pass's pair stores), and 1-D
    ...[true, false].map((biased) =>
      conv(
        `conv2d implicit GEMM ${tile} split-K 4, 2 images, 19 -> 40${biased ? ' (bias)' : ''}`,
        { padding: 1, tile, splitK: 4 },
        [
          [
            [2, 19, 13, 11],
            [40, 19, 3, 3],
          ],
        ],
        biased,
      ),
    ),
    conv(
      `conv2d implicit GEMM ${tile} split-K 2 (groups 2, stride 2, bias)`,
      { stride: 2, padding: 1, groups: 2, tile, splitK: 2 },
      [
        [
          [1, 16, 11, 9],
          [36, 8, 3, 3],
        ],
      ],
      true,
    ),
    ...[true, false].map((biased) =>
      conv(
        `conv2d f16 implicit GEMM ${tile} split-K 3, 16 -> 21${biased ? ' (bias)' : ''}`,
        { padding: 1, tile, splitK: 3, path: 'fma', dtype: 'f16' },
        [
          [
            [1, 16, 9, 7],
            [21, 16, 3, 3],
          ],
        ],
        biased,
      ),
    ),
    conv(
      `conv1d implicit GEMM ${tile} split-K 2`,
      { padding: 2, tile, splitK: 2 },
      [
        [
          [2, 24, 30],
          [18, 24, 5],
        ],
      ],
      false,
    ),
  ]),
  conv(
    'conv1d',
    { padding: 1, stride: 2 },
    [
      [
        [2, 3, 17],
        [4, 3, 3],
      ],
      [
        [1, 1, 1],
        [2, 1, 1],
      ],
    ],
    true,
  ),
  conv(
    "conv2d padding 'same' (odd and even kernels at dilation 3: odd totals, the larger half after)",
    { padding: 'same', dilation: 3 },
    [
      [
        [2, 3, 7, 5],
        [4, 3, 3, 3],
      ],
      [
        [1, 2, 6, 9],
        [3, 2, 2, 4],
      ],
      [
        [1, 1, 1, 1],
        [2, 1, 1, 2],
      ],
    ],
    true,
  ),
  conv(
    "conv2d padding 'same' (the implicit GEMM: 32 output channels)",
    { padding: 'same' },
    [
      [
        [1, 4, 9, 6],
        [32, 4, 4, 3],
      ],
    ],
    false,
  ),
  conv(
    "conv2d padding 'valid'",
    { padding: 'valid', stride: 2 },
    [
      [
        [2, 3, 7, 5],
        [4, 3, 3, 3],
      ],
    ],
    false,
  ),
  conv(
    "conv1d padding 'same' (kernel 4, dilation 3)",
    { padding: 'same', dilation: 3, groups: 2 },
    [
      [
        [2, 4, 19],
        [6, 2, 4],
      ],
    ],
    true,
  ),
  // the tensor-core implicit GEMM, each tile with and without bias: partial blocks of output channels (70 =
  // 64 + 6), of input channels (24 of a k tile of 32 or 64) and of pixels; stride 2, dilation 2 and groups;
  // a 1x1 kernel over 64 channels (two k tiles of 32); 1x1 images (x's channels-last view is contiguous
  // already: the op copies it aligned); 5x5 over 40 channels and 600 pixels (several tiles)
  ...tensorCoreCases<ConvSetup>('conv2d', conv, [
    ['3x3 pad 1, 70 out x 24 in channels', { padding: 1 }, [1, 24, 11, 9], [70, 24, 3, 3]],
    ['stride 2, dilation 2, groups 2', { stride: 2, dilation: 2, padding: 2, groups: 2 }, [2, 32, 13, 10], [40, 16, 3, 3]],
    ['1x1, 64 channels', {}, [1, 64, 8, 8], [32, 64, 1, 1]],
    ['1x1 images, 32 channels', {}, [3, 32, 1, 1], [16, 32, 1, 1]],
    ['5x5 pad 2, 40 channels, 20x30', { padding: 2 }, [1, 40, 20, 30], [24, 40, 5, 5]],
    // split-K in 3 (whole fragments of the partial sums stored as matrices where rows allow: 156 pixels)
    ['split-K 3, 40 -> 24, 12x13', { padding: 1, splitK: 3 }, [1, 40, 12, 13], [24, 40, 3, 3]],
    ['split-K 3, 40 -> 24, 2 images of 11x13', { padding: 1, splitK: 3 }, [2, 40, 11, 13], [24, 40, 3, 3]],
  ]),
  // the 'unfold' path (f16, one group: im2col into gemm(), whatever kernel gemm picks on the device), with and
  // without bias: two images, stride 2, dilation 2, an odd count of outputs (the unfolded rows' last word
  // half padding, rows padded to 8), 1-D with stride and with padding 'same'
  ...[true, false].flatMap((biased) => [
    conv(
      `conv2d f16 unfold, 2 images, stride 2, dilation 2, 12 -> 20${biased ? ' (bias)' : ''}`,
      { stride: 2, padding: 2, dilation: 2, path: 'unfold', dtype: 'f16' },
      [
        [
          [2, 12, 13, 11],
          [20, 12, 3, 3],
        ],
      ],
      biased,
    ),
    conv(
      `conv1d f16 unfold k3 s2 p1, 24 -> 40${biased ? ' (bias)' : ''}`,
      { stride: 2, padding: 1, path: 'unfold', dtype: 'f16' },
      [
        [
          [1, 24, 31],
          [40, 24, 3],
        ],
      ],
      biased,
    ),
  ]),
  conv(
    "conv1d f16 unfold, padding 'same', even kernel (bias)",
    { padding: 'same', path: 'unfold', dtype: 'f16' },
    [
      [
        [2, 8, 9],
        [16, 8, 4],
      ],
    ],
    true,
  ),
  // conv1d f16 of 16 channels: on tensor cores where the device has them (its default there)
  conv(
    'conv1d f16 16 -> 32 channels, kernel 3 (tensor cores where the device has them)',
    { padding: 1, dtype: 'f16' },
    [
      [
        [2, 16, 37],
        [32, 16, 3],
      ],
    ],
    true,
  ),
  conv(
    'conv2d f16 3x3 pad 1 (direct kernel, bias; rows of 5: words shared across rows)',
    { padding: 1, dtype: 'f16' },
    [
      [
        [2, 3, 7, 5],
        [4, 3, 3, 3],
      ],
    ],
    true,
  ),
  ...CONV_GEMM_TILE_NAMES.flatMap((tile) =>
    [true, false].map((biased) =>
      conv(
        `conv2d f16 implicit GEMM ${tile} (stride 2${biased ? ', bias' : ''})`,
        { stride: 2, padding: 1, tile, dtype: 'f16' },
        [
          [
            [1, 5, 11, 9],
            [20, 5, 3, 3],
          ],
        ],
        biased,
      ),
    ),
  ),
  ...[true, false].map((biased) =>
    conv(
      `conv2d f16 5x5 stride 3 (direct${biased ? ', bias' : ''})`,
      { stride: 3, padding: 2, dtype: 'f16' },
      [
        [
          [2, 3, 20, 23],
          [10, 3, 5, 5],
        ],
      ],
      biased,
    ),
  ),
  conv(
    "conv1d f16 padding 'same' (groups 2)",
    { padding: 'same', groups: 2, dtype: 'f16' },
    [
      [
        [2, 4, 19],
        [6, 2, 4],
      ],
    ],
    false,
  ),
  conv(
    'conv1d dilation 2 groups 3',
    { dilation: 2, groups: 3 },
    [
      [
        [1, 6, 40],
        [3, 2, 3],
      ],
    ],
    false,
  ),
  transposed(
    'convTranspose2d 3x3',
    {},
    [
      [
        [2, 3, 7, 5],
        [3, 4, 3, 3],
      ],
      [
        [1, 2, 1, 1],
        [2, 3, 3, 3],
      ],
    ],
    false,
  ),
  transposed(
    'convTranspose2d stride 2 pad 1 outputPadding 1 (bias)',
    { stride: 2, padding: 1, outputPadding: 1 },
    [
      [
        [1, 4, 9, 11],
        [4, 3, 3, 3],
      ],
    ],
    true,
  ),
  transposed(
    'convTranspose2d dilation 2 groups 2',
    { dilation: 2, groups: 2, padding: 1 },
    [
      [
        [2, 4, 7, 5],
        [4, 3, 3, 3],
      ],
    ],
    false,
  ),
  ...[true, false].map((biased) =>
    transposed(
      `convTranspose2d f16 stride 2 (groups 2${biased ? ', bias' : ''}; rows of odd width)`,
      { stride: 2, padding: 1, outputPadding: 1, groups: 2, dtype: 'f16' },
      [
        [
          [2, 4, 5, 3],
          [4, 3, 3, 3],
        ],
      ],
      biased,
    ),
  ),
  // the implicit GEMM (conv2d_gemm's TRANSPOSED variants): chosen from 16 output channels per group, every
  // tile forced on phases some tap never reaches (dilation 2 at stride 2; a kernel smaller than the stride:
  // their outputs are the bias), rectangular strides, groups, several blocks of channels and outputs (not
  // re-run on the harness's 27-workgroup device where the copy of w in conv2d's layout exceeds it)
  {
    ...transposed(
      'convTranspose2d implicit GEMM k4 s2 p1, 24 -> 20 (bias)',
      { stride: 2, padding: 1 },
      [
        [
          [2, 24, 9, 7],
          [24, 20, 4, 4],
        ],
      ],
      true,
    ),
    splitGrid: false,
  },
  transposed(
    'convTranspose2d implicit GEMM f16 k4 s2 p1, 16 -> 16 (bias)',
    { stride: 2, padding: 1, dtype: 'f16' },
    [
      [
        [1, 16, 5, 6],
        [16, 16, 4, 4],
      ],
    ],
    true,
  ),
  {
    ...transposed(
      'convTranspose2d implicit GEMM 3x3 s2, 40 -> 70 (blocks of channels and outputs)',
      { stride: 2, outputPadding: 1 },
      [
        [
          [1, 40, 6, 6],
          [40, 70, 3, 3],
        ],
      ],
      false,
    ),
    splitGrid: false,
  },
  ...CONV_GEMM_TILE_NAMES.flatMap((tile) => [
    transposed(
      `convTranspose2d ${tile}: stride [2, 3], dilation 2, groups 2, outputPadding 1 (bias)`,
      { tile, stride: [2, 3], dilation: 2, groups: 2, padding: 1, outputPadding: 1 },
      [
        [
          [1, 8, 6, 5],
          [8, 5, 3, 3],
        ],
      ],
      true,
    ),
    transposed(
      `convTranspose2d ${tile}: 2x2 kernel at stride 3 (bias)`,
      { tile, stride: 3 },
      [
        [
          [2, 6, 5, 4],
          [6, 7, 2, 2],
        ],
        [
          [1, 3, 1, 1],
          [3, 2, 2, 2],
        ],
      ],
      true,
    ),
    transposed(
      `convTranspose1d ${tile}: stride 3, padding 1`,
      { tile, stride: 3, padding: 1 },
      [
        [
          [2, 20, 13],
          [20, 18, 5],
        ],
      ],
      false,
    ),
    ...[true, false].map((biased) =>
      transposed(
        `convTranspose2d ${tile} f16: k4 s2 p1, 8 -> 6${biased ? ' (bias)' : ''}`,
        { tile, stride: 2, padding: 1, dtype: 'f16' },
        [
          [
            [1, 8, 5, 3],
            [8, 6, 4, 4],
          ],
        ],
        biased,
      ),
    ),
  ]),
  // on tensor cores (conv2d_coopmat's TRANSPOSED variants; skipped where the device lacks them): every tile
  // with and without bias at k4 s2 p1, phases no tap reaches with groups, a kernel smaller than the stride
  // and 1-D (not re-run on the 27-workgroup device: the channels-last copies exceed it)
  ...tensorCoreCases<TransposedSetup>('convTranspose2d', transposed, [
    ['k4 s2 p1, 24 -> 20', { stride: 2, padding: 1 }, [2, 24, 9, 7], [24, 20, 4, 4]],
    [
      'stride [2, 3], dilation 2, groups 2',
      { stride: [2, 3], dilation: 2, groups: 2, padding: 1, outputPadding: 1 },
      [1, 32, 6, 5],
      [32, 18, 3, 3],
    ],
    ['2x2 kernel at stride 3, 16 -> 70', { stride: 3 }, [1, 16, 5, 4], [16, 70, 2, 2]],
    ['1-D, stride 3, padding 1', { stride: 3, padding: 1 }, [2, 64, 13], [64, 18, 5]],
  ]),
  transposed(
    'convTranspose1d stride 3 (bias)',
    { stride: 3, padding: 2 },
    [
      [
        [2, 3, 17],
        [3, 4, 5],
      ],
    ],
    true,
  ),
  pool(
    'maxPool2d k3 s2',
    'max',
    { kernelSize: 3, stride: 2 },
    IMAGES.filter((s) => s[2]! >= 3),
  ),
  pool('maxPool2d k2', 'max', { kernelSize: 2 }, IMAGES.slice(0, 2)),
  pool('maxPool2d k3 s2 pad 1 ceil', 'max', { kernelSize: 3, stride: 2, padding: 1, ceilMode: true }, IMAGES),
  pool('maxPool2d dilation 2', 'max', { kernelSize: 3, padding: 1, dilation: 2, stride: 1 }, IMAGES.slice(0, 2)),
  pool('maxPool2d [2, 3] s [1, 2]', 'max', { kernelSize: [2, 3], stride: [1, 2] }, IMAGES.slice(0, 2)),
  pool('maxPool2d NaN', 'max', { kernelSize: 3, stride: 2, padding: 1 }, IMAGES.slice(0, 2), NAN),
  pool('maxPool2d NaN (f16)', 'max', { kernelSize: 3, stride: 2, padding: 1, dtype: 'f16' }, IMAGES.slice(0, 2), NAN),
  pool('avgPool2d k3 s2 pad 1', 'avg', { kernelSize: 3, stride: 2, padding: 1 }, IMAGES),
  // every run of output rows per invocation, over images whose rows (of all planes) leave ragged runs; and f16
  ...POOL_RUNS.filter((run) => run > 1).flatMap((run) =>
    (['max', 'avg'] as const).map((kind) =>
      pool(`${kind}Pool2d k3 s2 pad 1 run ${run}`, kind, { kernelSize: 3, stride: 2, padding: 1, run }, IMAGES),
    ),
  ),
  ...POOL_RUNS.flatMap((run) =>
    (['max', 'avg'] as const).map((kind) =>
      pool(`${kind}Pool2d f16 k3 s2 pad 1 run ${run}`, kind, { kernelSize: 3, stride: 2, padding: 1, run, dtype: 'f16' }, IMAGES),
    ),
  ),
  pool('avgPool2d k3 s2 pad 1 (exclude pad)', 'avg', { kernelSize: 3, stride: 2, padding: 1, countIncludePad: false }, IMAGES),
  pool(
    'avgPool2d k2 ceil',
    'avg',
    { kernelSize: 2, ceilMode: true },
    IMAGES.filter((s) => s[2]! >= 2),
  ),
  pool(
    'avgPool2d k3 s2 pad 1 ceil (exclude pad)',
    'avg',
    { kernelSize: 3, stride: 2, padding: 1, ceilMode: true, countIncludePad: false },
    IMAGES,
  ),
  resize('upsampleNearest2d x2', 'nearest', { scaleFactor: 2 }, IMAGES),
  resize('upsampleNearest2d x1.5', 'nearest', { scaleFactor: 1.5 }, IMAGES),
  resize('upsampleNearest2d x[2, 3]', 'nearest', { scaleFactor: [2, 3] }, IMAGES.slice(0, 2)),
  resize('upsampleNearest2d to 7x5', 'nearest', { size: [7, 5] }, [
    [2, 3, 3, 4],
    [1, 2, 7, 11],
  ]),
  resize('upsampleNearest2d to 5x3', 'nearest', { size: [5, 3] }, [[1, 2, 7, 11]]),
  resize('upsampleNearest1d x2', 'nearest', { scaleFactor: 2 }, [
    [2, 3, 5],
    [1, 1, 1],
  ]),
  resize('upsampleNearest1d to 7', 'nearest', { size: 7 }, [
    [2, 3, 3],
    [1, 2, 11],
  ]),
  resize('upsampleNearest2d x2 (f16)', 'nearest', { scaleFactor: 2, dtype: 'f16' }, IMAGES),
  resize('upsampleNearest1d to 7 (f16)', 'nearest', { size: 7, dtype: 'f16' }, [[2, 3, 3]]),
  resize('upsampleBilinear2d to 7x5 (f16, alignCorners true)', 'bilinear', { size: [7, 5], alignCorners: true, dtype: 'f16' }, IMAGES),
  resize('upsampleBilinear2d x2 (f16)', 'bilinear', { scaleFactor: 2, dtype: 'f16' }, IMAGES),
  ...[false, true].flatMap((alignCorners) => [
    resize(`upsampleBilinear2d x2 (alignCorners ${alignCorners})`, 'bilinear', { scaleFactor: 2, alignCorners }, IMAGES),
    resize(`upsampleBilinear2d to 7x5 (alignCorners ${alignCorners})`, 'bilinear', { size: [7, 5], alignCorners }, [
      [2, 3, 3, 4],
      [1, 1, 1, 1],
    ]),
    resize(`upsampleBilinear2d to 1x1 (alignCorners ${alignCorners})`, 'bilinear', { size: 1, alignCorners }, IMAGES.slice(0, 2)),
    resize(`upsampleBilinear2d to 3x4 (alignCorners ${alignCorners})`, 'bilinear', { size: [3, 4], alignCorners }, [[1, 2, 7, 9]]),
  ]),
];
