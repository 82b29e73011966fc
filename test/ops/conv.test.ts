// The conv family beyond the harness: typed errors for bad inputs (nothing recorded), which conv2d kernel
// a geometry takes (the implicit GEMM from 16 output channels per group, its tile by workgroup count, else the direct
// kernel tiled through shared memory, or reading the buffers when the input tile does not fit), every
// implicit-GEMM tile on ragged geometries, and a conv2d at the bench's channel count (64 -> 64, 3x3,
// padding 1) on a 30x33 image, all against the f64 reference; the tensor-core kernel's path table, shared
// memory and typed errors, and the same layer in f16 (on tensor cores where the device has them).
import { describe, expect, test } from 'vitest';
import type { Device, Tensor } from '../../src/device/index.ts';
import {
  ArgumentError,
  avgPool2d,
  conv1d,
  conv2d,
  convTranspose1d,
  convTranspose2d,
  DTypeError,
  maxPool2d,
  ShapeError,
  upsampleBilinear2d,
  upsampleNearest1d,
  upsampleNearest2d,
} from '../../src/ops/index.ts';
import * as ref from '../../src/ops/conv/reference.ts';
import {
  CONV2D_COOPMAT_KERNEL,
  CONV_COOPMAT_TILES,
  CONV_COOPMAT_TILE_NAMES,
  CONV_GEMM_TILE_NAMES,
  convCoopmatSharedBytes,
  type ConvGemmTileName,
} from '../../src/ops/conv/kernels.ts';
import {
  channelsLast,
  CONV_PATH_RULES,
  convCoopmatShortfall,
  coopmatTile,
  defaultTile,
  GEMM_MIN_CHANNELS,
  SPLIT_K_BELOW_GROUPS,
  SPLIT_K_MIN_K,
  splitKFor,
  WIDE_TILE_MIN_GROUPS,
} from '../../src/ops/conv/ops.ts';
import { CapabilityError } from '../../src/device/index.ts';
import { hasCoopmat2F16 } from '../../src/ops/matmul/half-ops.ts';
import { F16_ROUNDING_NMSE } from '../../src/ops/case.ts';
import { loadShader } from '../../src/ops/shaders.ts';
import { choose } from '../../src/ops/select.ts';
import { reflect } from '../../src/spirv/reflect.ts';
import { f16ArrayToF32, f32ArrayToF16 } from '../../src/spirv/half.ts';
import { H200_NV2, SYNTHETIC } from '../helpers/synthetic-devices.ts';
import { useDevice } from '../helpers/device.ts';
import { dispatches, expectNmse, kernelsWithLabel, randomF32 } from '../helpers/ops.ts';

describe('conv: bad inputs', () => {
  const dev = useDevice({ profile: true });
  const f32 = (...shape: number[]): Tensor => dev().alloc('f32', shape);

  test('conv2d and conv1d: typed errors naming what was wrong and what was expected; nothing dispatched', () => {
    const d = dev();
    const x = f32(1, 4, 7, 5);
    expect(() => conv2d(f32(4, 7, 5), f32(2, 4, 3, 3))).toThrow('conv2d: x has shape [4, 7, 5], expected 4-D [N, C, H, W]');
    expect(() => conv2d(x, f32(2, 4, 3))).toThrow(ShapeError);
    expect(() => conv2d(x, f32(2, 4, 3, 3), { groups: 3 })).toThrow('conv2d: x has 4 channels, not divisible by groups = 3');
    expect(() => conv2d(x, f32(3, 2, 3, 3), { groups: 2 })).toThrow('conv2d: w has 3 output channels, not divisible by groups = 2');
    expect(() => conv2d(x, f32(2, 4, 3, 3), { groups: 2 })).toThrow('expected C / groups = 4 / 2 = 2');
    expect(() => conv2d(x, f32(2, 4, 9, 3))).toThrow('conv2d: the kernel spans 9 along H, larger than the padded input (7 + 2 x 0 = 7)');
    expect(() => conv2d(x, f32(2, 4, 3, 3), { dilation: 4 })).toThrow('the kernel spans 9 along H');
    expect(() => conv2d(f32(1, 4, 0, 5), f32(2, 4, 1, 1))).toThrow('expected every extent > 0');
    expect(() => conv2d(x, f32(2, 4, 3, 3), { stride: 0 })).toThrow(ArgumentError);
    expect(() => conv2d(x, f32(2, 4, 3, 3), { stride: [1, 2, 3] as never })).toThrow(
      'conv2d: stride must be an integer or a pair [h, w] of integers >= 1',
    );
    expect(() => conv2d(x, f32(2, 4, 3, 3), { padding: -1 })).toThrow(
      'padding must be an integer or a pair [h, w] of integers >= 0 (got -1)',
    );
    expect(() => conv2d(x, f32(2, 4, 3, 3), { groups: 0 })).toThrow('conv2d: groups must be an integer >= 1 (got 0)');
    expect(() => conv2d(x, f32(2, 4, 3, 3), { padding: 'same', stride: 2 })).toThrow(
      "conv2d: padding 'same' needs stride 1 (got stride 2), as PyTorch's",
    );
    expect(() => conv2d(x, f32(2, 4, 3, 3), { padding: 'full' as never })).toThrow(
      `conv2d: padding must be 'same', 'valid', an integer or a pair [h, w] of integers >= 0 (got "full")`,
    );
    expect(() => convTranspose2d(x, f32(4, 2, 3, 3), { padding: 'same' as never })).toThrow(
      `convTranspose2d: padding must be an integer or a pair [h, w] of integers >= 0 (got "same")`,
    );
    expect(() => conv2d(x, f32(2, 4, 3, 3), { bias: f32(3) })).toThrow(
      'conv2d: bias has shape [3], expected [2] (one value per output channel)',
    );
    const mixed = () => conv2d(d.alloc('f16', [1, 4, 7, 5]), f32(2, 4, 3, 3));
    expect(mixed).toThrow(DTypeError);
    expect(mixed).toThrow(/conv2d: w is .*f32.*, expected f16/);
    expect(() => conv2d(d.alloc('bf16', [1, 4, 7, 5]), f32(2, 4, 3, 3))).toThrow(/conv2d: x is .*bf16.*, expected f32 or f16/);
    expect(() => convTranspose2d(d.alloc('f16', [1, 4, 7, 5]), f32(4, 2, 3, 3))).toThrow(/convTranspose2d: w is .*f32.*, expected f16/);
    expect(() => conv2d(x, f32(2, 4, 3, 3), { out: f32(1, 2, 7, 5) })).toThrow(
      'conv2d: out has shape [1, 2, 7, 5], expected [1, 2, 5, 3] (the result)',
    );
    expect(() => conv1d(f32(1, 4, 7), f32(2, 4, 3, 3))).toThrow('conv1d: w has shape [2, 4, 3, 3], expected 3-D [O, C / groups, k]');
    expect(() => conv1d(f32(1, 4, 7), f32(2, 4, 9))).toThrow('conv1d: the kernel spans 9 along L');
    expect(() => conv1d(f32(1, 4, 7), f32(2, 4, 3), { stride: [1, 1] as never })).toThrow('conv1d: stride must be an integer >= 1');
    expect(dispatches(d)).toBe(0);
  });

  test('convTranspose2d and convTranspose1d: typed errors; nothing dispatched', () => {
    const d = dev();
    const x = f32(1, 4, 7, 5);
    expect(() => convTranspose2d(x, f32(3, 2, 3, 3))).toThrow(
      "convTranspose2d: w has 3 input channels (its first extent), expected x's C = 4",
    );
    expect(() => convTranspose2d(x, f32(4, 2, 3, 3), { groups: 3 })).toThrow(
      'convTranspose2d: x has 4 channels, not divisible by groups = 3',
    );
    expect(() => convTranspose2d(x, f32(4, 2, 3, 3), { stride: 2, outputPadding: 2 })).toThrow(
      'convTranspose2d: outputPadding 2 must be smaller than the stride (2) or the dilation (1)',
    );
    expect(() => convTranspose2d(x, f32(4, 2, 1, 1), { padding: 4 })).toThrow('convTranspose2d: the output extent along H is -1');
    expect(() => convTranspose2d(x, f32(4, 2, 3, 3), { groups: 2, bias: f32(2) })).toThrow(
      'convTranspose2d: bias has shape [2], expected [4] (one value per output channel)',
    );
    expect(() => convTranspose1d(x, f32(4, 2, 3))).toThrow('convTranspose1d: x has shape [1, 4, 7, 5], expected 3-D [N, C, L]');
    expect(() => convTranspose2d(x, f32(4, 2, 3, 3), { path: 'coopmat' })).toThrow(
      new DTypeError("convTranspose2d: path 'coopmat' takes f16 operands (got f32)"),
    );
    expect(() => convTranspose1d(f32(1, 4, 7), f32(4, 2, 3), { coopmatTile: '64x64k32' } as never)).toThrow(
      `convTranspose1d: coopmatTile must be one of ${CONV_COOPMAT_TILE_NAMES.join(', ')}, with path`,
    );
    const h = d.alloc('f16', [1, 12, 5, 5]);
    expect(() => convTranspose2d(h, d.alloc('f16', [12, 16, 3, 3]), { path: 'coopmat' })).toThrow(
      new ShapeError("convTranspose2d: path 'coopmat' reads input channels 8 at a time: C / groups must be a multiple of 8 (got 12)"),
    );
    expect(() => convTranspose2d(x, f32(4, 2, 3, 3), { splitK: 2 } as never)).toThrow(
      "convTranspose2d: splitK is conv2d's and conv1d's (the transposed GEMM does not split k)",
    );
    expect(() => conv2d(x, f32(16, 4, 3, 3), { splitK: 0 })).toThrow(new ArgumentError('conv2d: splitK must be an integer >= 1 (got 0)'));
    expect(() => conv2d(x, f32(16, 4, 3, 3), { splitK: 1.5 })).toThrow('conv2d: splitK must be an integer >= 1 (got 1.5)');
    expect(() => convTranspose2d(x, f32(4, 2, 3, 3), { tile: '32x32' as never })).toThrow(
      `convTranspose2d: tile must be one of ${CONV_GEMM_TILE_NAMES.join(', ')} (got "32x32")`,
    );
    expect(dispatches(d)).toBe(0);
  });

  test('pooling and upsampling: typed errors; nothing dispatched', () => {
    const d = dev();
    const x = f32(1, 2, 7, 5);
    expect(() => maxPool2d(x, { kernelSize: 3, padding: 2 })).toThrow('maxPool2d: padding 2 is more than half the kernel (3) along H');
    const bf = d.alloc('bf16', [1, 2, 7, 5]);
    expect(() => maxPool2d(bf, { kernelSize: 2 })).toThrow(/maxPool2d: x is .*bf16.*, expected f32 or f16/);
    expect(() => upsampleBilinear2d(bf, { scaleFactor: 2 })).toThrow(/upsampleBilinear2d: x is .*bf16.*, expected f32 or f16/);
    expect(() => maxPool2d(x, { kernelSize: 9 })).toThrow('maxPool2d: the kernel spans 9 along H, larger than the padded input');
    expect(() => maxPool2d(x, { kernelSize: 0 })).toThrow(ArgumentError);
    expect(() => maxPool2d(x, undefined as never)).toThrow('maxPool2d: options { kernelSize } are required');
    expect(() => avgPool2d(f32(2, 7, 5), { kernelSize: 2 })).toThrow('avgPool2d: x has shape [2, 7, 5], expected 4-D [N, C, H, W]');
    expect(() => avgPool2d(x, { kernelSize: 2, ceilMode: 'yes' as never })).toThrow('avgPool2d: ceilMode must be true or false');
    expect(() => upsampleNearest2d(x, {})).toThrow('upsampleNearest2d: give exactly one of size and scaleFactor');
    expect(() => upsampleNearest2d(x, { size: 4, scaleFactor: 2 })).toThrow('exactly one of size and scaleFactor');
    expect(() => upsampleNearest2d(x, { scaleFactor: 0.1 })).toThrow('upsampleNearest2d: the output extent along H is 0, expected >= 1');
    expect(() => upsampleNearest2d(x, { scaleFactor: -2 })).toThrow('scaleFactor must be a finite number > 0');
    expect(() => upsampleNearest2d(x, { size: [0, 3] })).toThrow(ArgumentError);
    expect(() => upsampleNearest1d(x, { size: 4 })).toThrow('upsampleNearest1d: x has shape [1, 2, 7, 5], expected 3-D [N, C, L]');
    expect(() => upsampleBilinear2d(x, { size: 4, alignCorners: 1 as never })).toThrow('alignCorners must be true or false');
    expect(dispatches(d)).toBe(0);
  });
});

describe('conv2d: variants and the bench geometry', () => {
  const dev = useDevice({ profile: true });

  interface Setup {
    stride?: number;
    padding?: number;
    dilation?: number;
    groups?: number;
    tile?: ConvGemmTileName;
    splitK?: number;
    bias?: boolean;
  }
  const run = (xs: number[], ws: number[], opts: Setup) => {
    const d = dev();
    const count = (s: number[]) => s.reduce((a, b) => a * b, 1);
    const xh = randomF32(count(xs), 3),
      wh = randomF32(count(ws), 4),
      bh = opts.bias ? randomF32(ws[0]!, 5) : undefined;
    const x = d.upload(xh, { shape: xs }),
      w = d.upload(wh, { shape: ws }),
      bias = bh && d.upload(bh, { shape: [ws[0]!] });
    const counts = () => {
      const m = new Map<string, number>(); // dispatches per kernel name (the profile keeps kernel x label)
      for (const k of d.profile().kernels) m.set(k.name, (m.get(k.name) ?? 0) + k.count);
      return m;
    };
    const before = counts();
    const { stride: s = 1, padding: p = 0, dilation: dl = 1, groups = 1, tile, splitK } = opts;
    const y = conv2d(x, w, { stride: s, padding: p, dilation: dl, groups, tile, splitK, bias });
    const got = y.read();
    const names = [...counts()].filter(([name, n]) => n > (before.get(name) ?? 0)).map(([name]) => name);
    const want = ref.conv2d(xh, xs, wh, ws, bh, { stride: [s, s], padding: [p, p], dilation: [dl, dl], groups });
    for (const t of [x, w, y, bias]) t?.destroy();
    return { names, got, want };
  };

  test('64 -> 64 channels, 3x3, padding 1 on a 30x33 image: the implicit GEMM (8 workgroups: the 64 x 64 tile, its 36 k tiles split in 2), NMSE <= 1e-10', () => {
    const { names, got, want } = run([1, 64, 30, 33], [64, 64, 3, 3], { padding: 1 });
    expect(names).toEqual(['conv2d_gemm.f32_64x64k16db_splitk', 'conv_splitk.f32']);
    expectNmse(got, want, 1e-10, 'conv2d 64->64');
  });

  test('the 64 x 128 tile from WIDE_TILE_MIN_GROUPS of its workgroups (4 images of 112x112: 392), the 64 x 64 below (2: 196)', () => {
    expect(WIDE_TILE_MIN_GROUPS).toBe(256);
    const wide = run([4, 3, 112, 112], [16, 3, 3, 3], { padding: 1, bias: true });
    expect(wide.names).toEqual(['conv2d_gemm.f32_64x128k8db_bias']);
    expectNmse(wide.got, wide.want, 1e-10, 'conv2d 4 images');
    const narrow = run([2, 3, 112, 112], [16, 3, 3, 3], { padding: 1, bias: true });
    expect(narrow.names).toEqual(['conv2d_gemm.f32_64x64k16db_bias']);
    expectNmse(narrow.got, narrow.want, 1e-10, 'conv2d 2 images');
    // from half as many where the product splits in two: 1x128x112x112 3x3 128 -> 128 (196 of them, k 1152);
    // not the 1x256x56x56 layers (100) nor a product that cannot split (the transposed one)
    expect(defaultTile(1, 1, 128, 112 * 112, 1152)).toBe('64x128k8db');
    expect([defaultTile(1, 1, 128, 112 * 112), defaultTile(1, 1, 256, 56 * 56, 2304), defaultTile(1, 1, 128, 112 * 112, 256)]).toEqual([
      '64x64k16db',
      '64x64k16db',
      '64x64k16db',
    ]);
  });

  test('convTranspose2d: the implicit GEMM over output phases from GEMM_MIN_CHANNELS output channels per group (on a copy of w), the gather kernel below', () => {
    const d = dev();
    const xh = randomF32(8 * 6 * 5, 6);
    const x = d.upload(xh, { shape: [1, 8, 6, 5] });
    const geo: ref.ConvGeometry = { stride: [2, 2], padding: [1, 1], dilation: [1, 1], groups: 1 };
    for (const [o, kernel] of [
      [16, 'conv2d_gemm.f32_transposed_64x64k16db'],
      [8, 'conv_transpose2d.f32'],
    ] as const) {
      const wh = randomF32(8 * o * 16, 7);
      const w = d.upload(wh, { shape: [8, o, 4, 4] });
      const y = convTranspose2d(x, w, { stride: 2, padding: 1 });
      expect(kernelsWithLabel(d, `1x8x6x5 k4x4 8->${o}`)).toEqual([kernel]);
      expectNmse(y.read(), ref.convTranspose2d(xh, x.shape, wh, w.shape, undefined, geo, [0, 0]), 1e-10, `convTranspose2d 8->${o}`);
      y.destroy();
      w.destroy();
    }
    x.destroy();
  });

  test('split-K: 2 or 4 splits below SPLIT_K_BELOW_GROUPS workgroups, each of at least SPLIT_K_MIN_K input channels x taps', () => {
    expect([SPLIT_K_BELOW_GROUPS, SPLIT_K_MIN_K]).toEqual([256, 256]);
    // 1x256x56x56 3x3 and the 1x1: 196 workgroups over k 2304 and 256; the bench layer's 392
    expect([splitKFor(196, 2304), splitKFor(196, 256), splitKFor(392, 576), splitKFor(100, 2304), splitKFor(8, 576)]).toEqual([
      2, 1, 1, 4, 2,
    ]);
    // forced: 5 splits of 2 of the 9 k tiles (the last shorter), with the bias
    const { names, got, want } = run([1, 5, 9, 10], [20, 5, 3, 3], { padding: 1, splitK: 5, bias: true });
    expect(names).toEqual(['conv2d_gemm.f32_64x64k16db_splitk', 'conv_splitk.f32_bias']);
    expectNmse(got, want, 1e-10, 'conv2d split-K 5');
  });

  test('8 output channels (fewer than GEMM_MIN_CHANNELS) take the direct kernel', () => {
    expect(GEMM_MIN_CHANNELS).toBe(16);
    const { names, got, want } = run([1, 5, 9, 10], [8, 5, 3, 3], { padding: 1 });
    expect(names).toEqual(['conv2d.f32']);
    expectNmse(got, want, 1e-10, 'conv2d 5->8');
  });

  // Every tile on geometries ragged against it: channel counts not a multiple of BK or BM, pixels not of BN,
  // two images, groups, stride 2 with dilation, a 1x1 and a 5x5 kernel.
  const GEOMETRIES: [string, number[], number[], Setup][] = [
    ['3x3 pad 1, 2 images, 19 -> 40', [2, 19, 13, 11], [40, 19, 3, 3], { padding: 1 }],
    [
      'stride 2, dilation 2, groups 2 (bias)',
      [1, 10, 17, 15],
      [34, 5, 3, 3],
      { stride: 2, dilation: 2, padding: 2, groups: 2, bias: true },
    ],
    ['1x1, 33 -> 130', [1, 33, 7, 9], [130, 33, 1, 1], {}],
    ['5x5 stride 3 (bias)', [1, 3, 20, 23], [20, 3, 5, 5], { stride: 3, bias: true }],
  ];
  for (const tile of CONV_GEMM_TILE_NAMES)
    test(`tile ${tile}: ${GEOMETRIES.map((g) => g[0]).join('; ')}: NMSE <= 1e-10`, () => {
      for (const [what, xs, ws, opts] of GEOMETRIES) {
        const { names, got, want } = run(xs, ws, { ...opts, tile, splitK: 1 });
        expect(names).toEqual([`conv2d_gemm.f32_${tile}${opts.bias ? '_bias' : ''}`]);
        expectNmse(got, want, 1e-10, `${tile} ${what}`);
      }
    });

  test('conv1d of 32 output channels runs the implicit GEMM over its flattened length (one row per image)', () => {
    const d = dev();
    const xh = randomF32(2 * 8 * 300, 6),
      wh = randomF32(32 * 8 * 5, 7);
    const x = d.upload(xh, { shape: [2, 8, 300] }),
      w = d.upload(wh, { shape: [32, 8, 5] });
    const y = conv1d(x, w, { padding: 2, stride: 2 });
    expect(y.shape).toEqual([2, 32, 150]);
    expect(kernelsWithLabel(d, '2x8x300 k1x5 8->32')).toEqual(['conv2d_gemm.f32_64x64k16db']);
    const want = ref.conv2d(xh, [2, 8, 1, 300], wh, [32, 8, 1, 5], undefined, {
      stride: [1, 2],
      padding: [0, 2],
      dilation: [1, 1],
      groups: 1,
    });
    expectNmse(y.read(), want, 1e-10, 'conv1d 8->32');
    for (const t of [x, w, y]) t.destroy();
  });

  test('a 5x5 kernel at stride 3 on 3 output channels needs a 98 x 98 input tile: the direct variant', () => {
    const { names, got, want } = run([1, 2, 40, 37], [3, 2, 5, 5], { stride: 3 });
    expect(names).toEqual(['conv2d.f32_direct']);
    expectNmse(got, want, 1e-10, 'conv2d direct');
  });

  test('an unknown tile is an ArgumentError naming the tiles; nothing dispatched', () => {
    const d = dev();
    const x = d.alloc('f32', [1, 2, 5, 5]),
      w = d.alloc('f32', [16, 2, 3, 3]);
    const before = dispatches(d);
    expect(() => conv2d(x, w, { tile: '32x32' as never })).toThrow(
      `conv2d: tile must be one of ${CONV_GEMM_TILE_NAMES.join(', ')} (got "32x32")`,
    );
    expect(dispatches(d)).toBe(before);
    x.destroy();
    w.destroy();
  });
});

describe('upsample: the 4-wide variants and their fallback', () => {
  const dev = useDevice({ profile: true });

  test('rows of a multiple of 4 into y at a multiple of 4 take _x4; an out at another offset one output per invocation', () => {
    const d = dev();
    const x = d.upload(randomF32(2 * 3 * 5 * 6, 9), { shape: [2, 3, 5, 6] });
    for (const [mode, op] of [
      ['nearest', (o: { out?: Tensor }) => upsampleNearest2d(x, { scaleFactor: 2, ...o })],
      ['bilinear', (o: { out?: Tensor }) => upsampleBilinear2d(x, { scaleFactor: 2, ...o })],
    ] as const) {
      const want = [...op({}).read()];
      const n = want.length;
      for (const [at, variant] of [
        [4, '_x4'],
        [2, ''],
      ] as const) {
        const base = d.alloc('f32', [n + 8]);
        const before =
          d.profile().kernels.find((k) => k.label === '2x3x5x6 -> 10x12' && k.name.endsWith(`${mode}_f32${variant}`))?.count ?? 0;
        op({ out: base.slice(0, at, at + n).reshape([2, 3, 10, 12]) });
        expect([...base.read()].slice(at, at + n)).toEqual(want); // the same bits as the fresh result (_x4)
        d.sync();
        const after =
          d.profile().kernels.find((k) => k.label === '2x3x5x6 -> 10x12' && k.name.endsWith(`${mode}_f32${variant}`))?.count ?? 0;
        expect(after, `${mode} at ${at}`).toBe(before + 1);
      }
    }
  });
});

describe('conv2d f16 on tensor cores (conv2d_coopmat)', () => {
  const dev = useDevice({ profile: true });
  // random f16 x, w (|w| <= 0.1) and bias of w's output channels from `seed`, and their values as f32 (the
  // reference's inputs)
  const f16Operands = (d: Device, xs: number[], ws: number[], seed: number) => {
    const count = (s: number[]) => s.reduce((a, b) => a * b, 1);
    const xh = f16ArrayToF32(f32ArrayToF16(randomF32(count(xs), seed))),
      wh = f16ArrayToF32(f32ArrayToF16(randomF32(count(ws), seed + 1, -0.1, 0.1))),
      bh = f16ArrayToF32(f32ArrayToF16(randomF32(ws[0]!, seed + 2)));
    const x = d.upload(xh, { shape: xs, dtype: 'f16' }),
      w = d.upload(wh, { shape: ws, dtype: 'f16' }),
      bias = d.upload(bh, { shape: [ws[0]!], dtype: 'f16' });
    return { xh, wh, bh, x, w, bias };
  };

  test('the channels-last operand copies: [A, B, C, D] as [A, C, D, B] at offset 0, a 3-D x as H = 1, and a copy even where the permuted view is contiguous', () => {
    const d = dev();
    const host = randomF32(2 * 3 * 4 * 5, 11);
    const t = d.upload(host, { shape: [2, 3, 4, 5] });
    const want = new Float32Array(host.length);
    for (let a = 0; a < 2; a++)
      for (let b = 0; b < 3; b++)
        for (let c = 0; c < 4; c++) for (let e = 0; e < 5; e++) want[((a * 4 + c) * 5 + e) * 3 + b] = host[((a * 3 + b) * 4 + c) * 5 + e]!;
    const last = channelsLast(d, t, [2, 3, 4, 5]);
    expect([last.shape, last.offset]).toEqual([[2, 4, 5, 3], 0]);
    expect(last.read()).toEqual(want);
    const t3 = d.upload(host.subarray(0, 30), { shape: [2, 3, 5] });
    const last3 = channelsLast(d, t3, [2, 3, 1, 5]);
    expect(last3.shape).toEqual([2, 1, 5, 3]);
    expect(last3.read()).toEqual(
      Float32Array.from({ length: 30 }, (_, i) => host[Math.floor(i / 15) * 15 + (i % 3) * 5 + (Math.floor(i / 3) % 5)]!),
    );
    // 1x1 images at an offset: the permuted view is contiguous, the copy still starts at 0
    const big = d.upload(host, { shape: [120] });
    const images = big.slice(0, 7, 31).reshape([4, 6, 1, 1]);
    const copy = channelsLast(d, images, [4, 6, 1, 1]);
    expect([copy.offset, copy.shape]).toEqual([0, [4, 1, 1, 6]]);
    expect(copy.read()).toEqual(host.subarray(7, 31));
    for (const x of [t, last, t3, last3, big, images, copy]) x.destroy();
  });
  const args = (cg: number, og: number, dtype: 'f16' | 'f32' = 'f16') => ({ dtype, cg, og });

  test('the path table: f16 groups of >= 16 input and output channels on a device with the KHR f16 cooperative matrix', () => {
    const h = SYNTHETIC.h200;
    expect(choose(CONV_PATH_RULES, args(64, 64), h)).toBe('coopmat');
    expect(choose(CONV_PATH_RULES, args(16, 16), h)).toBe('coopmat');
    expect(choose(CONV_PATH_RULES, args(64, 64, 'f32'), h)).toBe('fma');
    expect(choose(CONV_PATH_RULES, args(8, 64), h)).toBe('fma'); // a k tile of 32 channels mostly zeros
    expect(choose(CONV_PATH_RULES, args(20, 64), h)).toBe('fma'); // channels are loaded 8 at a time
    expect(choose(CONV_PATH_RULES, args(64, 8), h)).toBe('fma');
    for (const d of ['lavapipe', 'rdna', 'minimal'] as const) expect(choose(CONV_PATH_RULES, args(64, 64), SYNTHETIC[d]), d).toBe('fma');
    const need = Math.max(...CONV_COOPMAT_TILE_NAMES.map((t) => convCoopmatSharedBytes(CONV_COOPMAT_TILES[t])));
    const short = { ...h, limits: { ...h.limits, maxComputeSharedMemorySize: need - 1 } };
    expect(choose(CONV_PATH_RULES, args(64, 64), short)).toBe('fma');
    expect(convCoopmatShortfall(short)).toMatch(`${need} bytes of shared memory`);
    expect(convCoopmatShortfall(h)).toBeUndefined();
    // BK 64 where the channels fill its k tiles and k is longer than 512 (3x3 taps here; a 1x1 of 256 channels is short)
    expect([64, 128, 256, 16, 24, 96].map((cg) => coopmatTile(cg, 9 * cg))).toEqual([
      '64x64k64',
      '64x64k64',
      '64x64k64',
      '64x64k32',
      '64x64k32',
      '64x64k32',
    ]);
    expect([coopmatTile(256, 256), coopmatTile(128, 512), coopmatTile(256, 1024)]).toEqual(['64x64k32', '64x64k32', '64x64k64']);
  });

  test("the path table's 'unfold': f16, one group, >= 1024 output channels and k >= 1024, on a device with NV cooperative matrix 2", () => {
    const khr = SYNTHETIC.h200; // the KHR matrices only
    const h = { ...khr, cooperativeMatrix: { ...khr.cooperativeMatrix, nv2: H200_NV2 } };
    const conv = (cg: number, og: number, k: number, groups = 1, dtype: 'f16' | 'f32' = 'f16') => ({ dtype, cg, og, groups, k });
    expect(choose(CONV_PATH_RULES, conv(1280, 1280, 3 * 1280), h)).toBe('unfold'); // Whisper's k3 conv1d
    expect(choose(CONV_PATH_RULES, conv(1024, 1024, 1024), h)).toBe('unfold');
    expect(choose(CONV_PATH_RULES, conv(64, 64, 576), h)).toBe('coopmat'); // the bench's 3x3 64 -> 64
    expect(choose(CONV_PATH_RULES, conv(256, 256, 2304), h)).toBe('coopmat'); // 3x3 256 -> 256: unfolded twice as long
    expect(choose(CONV_PATH_RULES, conv(1280, 1023, 3840), h)).toBe('coopmat');
    expect(choose(CONV_PATH_RULES, conv(1024, 1024, 1023), h)).toBe('coopmat');
    expect(choose(CONV_PATH_RULES, conv(640, 1280, 3840, 2), h)).toBe('coopmat');
    expect(choose(CONV_PATH_RULES, conv(1280, 1280, 3840, 1, 'f32'), h)).toBe('fma');
    expect(choose(CONV_PATH_RULES, args(1280, 1280), h)).toBe('coopmat'); // a transposed convolution: no k, no groups
    expect([hasCoopmat2F16(h), hasCoopmat2F16(khr)]).toEqual([true, false]);
    expect(choose(CONV_PATH_RULES, conv(1280, 1280, 3840), khr)).toBe('coopmat');
    expect(choose(CONV_PATH_RULES, conv(1280, 1280, 3840), SYNTHETIC.lavapipe)).toBe('fma');
  });

  test("path 'unfold' runs im2col and gemm() (w read in place), with the bias copied into y first, NMSE <= 1e-6", () => {
    const d = dev();
    const { xh, wh, bh, x, w, bias } = f16Operands(d, [2, 16, 21], [24, 16, 3], 21);
    const before = dispatches(d);
    const y = conv1d(x, w, { stride: 2, padding: 1, bias, path: 'unfold' });
    expect(y.shape).toEqual([2, 24, 11]);
    // per image: the unfold, the bias broadcast into y, the product; no copy of x or w
    expect(dispatches(d) - before).toBe(6);
    d.sync();
    const unfolds = d.profile().kernels.filter((k) => k.label === '2x16x21 k1x3 16->24 unfold');
    expect(unfolds.map((k) => [k.name, k.count])).toEqual([['unfold.f16', 2]]); // one per image
    const want = ref.conv2d(xh, [2, 16, 1, 21], wh, [24, 16, 1, 3], bh, { stride: [1, 2], padding: [0, 1], dilation: [1, 1], groups: 1 });
    expectNmse(f16ArrayToF32(y.read() as Uint16Array), want, F16_ROUNDING_NMSE, 'conv1d f16 unfold');
    for (const t of [x, w, bias, y]) t.destroy();
  });

  test("each tile's shared memory (conv2d's and the TRANSPOSED variants') is exactly its SPIR-V's", () => {
    for (const { name } of CONV2D_COOPMAT_KERNEL.variants) {
      const tile = CONV_COOPMAT_TILE_NAMES.find((t) => new RegExp(`^f16(_transposed)?_${t}(_bias|_splitk)?$`).test(name))!;
      expect(tile, name).toBeDefined();
      expect(convCoopmatSharedBytes(CONV_COOPMAT_TILES[tile]), name).toBe(reflect(loadShader('conv2d_coopmat', name)).sharedMemory);
    }
    expect(CONV2D_COOPMAT_KERNEL.variants.length).toBe(5 * CONV_COOPMAT_TILE_NAMES.length);
  });

  test('path and coopmatTile: typed errors naming what was wrong; nothing dispatched', () => {
    const d = dev();
    const x16 = d.alloc('f16', [1, 16, 5, 5]),
      w16 = d.alloc('f16', [16, 16, 3, 3]);
    const x32 = d.alloc('f32', [1, 16, 5, 5]),
      w32 = d.alloc('f32', [16, 16, 3, 3]);
    const before = dispatches(d);
    expect(() => conv2d(x32, w32, { path: 'coopmat' })).toThrow(DTypeError);
    expect(() => conv2d(x32, w32, { path: 'coopmat' })).toThrow("conv2d: path 'coopmat' takes f16 operands (got f32)");
    expect(() => conv2d(x16, w16, { path: 'tensor' as never })).toThrow(`conv2d: path must be 'coopmat', 'fma' or 'unfold' (got "tensor")`);
    expect(() => conv2d(x16, w16, { path: 'coopmat', tile: '64x64k16db' })).toThrow(ArgumentError);
    expect(() => conv2d(x16, w16, { coopmatTile: '64x64k32' })).toThrow(
      `conv2d: coopmatTile must be one of ${CONV_COOPMAT_TILE_NAMES.join(', ')}, with path 'coopmat' (got "64x64k32", path undefined)`,
    );
    expect(() => conv2d(x16, w16, { path: 'coopmat', coopmatTile: '32x32' as never })).toThrow(ArgumentError);
    const x20 = d.alloc('f16', [1, 20, 5, 5]),
      w20 = d.alloc('f16', [16, 20, 3, 3]);
    expect(() => conv2d(x20, w20, { path: 'coopmat' })).toThrow(
      "conv2d: path 'coopmat' reads input channels 8 at a time: C / groups must be a multiple of 8 (got 20)",
    );
    // conv1d takes the same options, checked the same way
    const l16 = d.alloc('f16', [1, 16, 9]),
      k16 = d.alloc('f16', [16, 16, 3]),
      l32 = d.alloc('f32', [1, 16, 9]),
      k32 = d.alloc('f32', [16, 16, 3]);
    expect(() => conv1d(l32, k32, { path: 'coopmat' })).toThrow("conv1d: path 'coopmat' takes f16 operands (got f32)");
    expect(() => conv1d(l16, k16, { path: 'tensor' as never })).toThrow(`conv1d: path must be 'coopmat', 'fma' or 'unfold' (got "tensor")`);
    expect(() => conv1d(l16, k16, { coopmatTile: '64x64k32' })).toThrow(ArgumentError);
    // 'unfold': f16, one group, a conv (not a transposed one), without an FMA tile or a split of k tiles
    expect(() => conv1d(l32, k32, { path: 'unfold' })).toThrow(new DTypeError("conv1d: path 'unfold' takes f16 operands (got f32)"));
    const g8 = d.alloc('f16', [16, 8, 3]);
    expect(() => conv1d(l16, g8, { path: 'unfold', groups: 2 })).toThrow(
      new ArgumentError("conv1d: path 'unfold' takes groups = 1 (got 2)"),
    );
    expect(() => conv2d(x16, w16, { path: 'unfold', tile: '64x64k16db' })).toThrow(
      "conv2d: tile 64x64k16db names an FMA tile; path 'unfold' has gemm()'s (pass one or the other)",
    );
    expect(() => conv1d(l16, k16, { path: 'unfold', splitK: 2 })).toThrow(
      new ArgumentError("conv1d: splitK splits the implicit GEMM's k tiles; path 'unfold' runs gemm() (pass one or the other)"),
    );
    expect(() => convTranspose1d(l16, k16, { path: 'unfold' })).toThrow(
      new ArgumentError("convTranspose1d: path 'unfold' is conv1d's and conv2d's (a transposed convolution gathers its phases)"),
    );
    for (const t of [l16, k16, l32, k32, g8]) t.destroy();
    const shortfall = convCoopmatShortfall(d.info);
    if (shortfall) expect(() => conv2d(x16, w16, { path: 'coopmat' })).toThrow(new CapabilityError(`conv2d: path 'coopmat': ${shortfall}`));
    expect(dispatches(d)).toBe(before);
    for (const t of [x16, w16, x32, w32, x20, w20]) t.destroy();
  });

  test('64 -> 64 channels f16, 3x3, padding 1, bias: conv2d_coopmat where the device has it (else conv2d_gemm), NMSE <= 1e-6', () => {
    const d = dev();
    const [xs, ws] = [
      [2, 64, 30, 33],
      [64, 64, 3, 3],
    ];
    const { xh, wh, bh, x, w, bias } = f16Operands(d, xs, ws, 8);
    const y = conv2d(x, w, { padding: 1, bias });
    const tensorCores = convCoopmatShortfall(d.info) === undefined;
    // 64 input channels: the tensor-core tile of BK 64; the FMA implicit GEMM's 64 x 64 (16 workgroups: its
    // 36 k tiles split in 2)
    expect(kernelsWithLabel(d, '2x64x30x33 k3x3 64->64')).toEqual(
      tensorCores ? ['conv2d_coopmat.f16_64x64k64_bias'] : ['conv2d_gemm.f16_64x64k16db_splitk', 'conv_splitk.f16_bias'],
    );
    const want = ref.conv2d(xh, xs, wh, ws, bh, { stride: [1, 1], padding: [1, 1], dilation: [1, 1], groups: 1 });
    expectNmse(f16ArrayToF32(y.read() as Uint16Array), want, F16_ROUNDING_NMSE, 'conv2d f16 64->64');
    for (const t of [x, w, bias, y]) t.destroy();
  });
});
