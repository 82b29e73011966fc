// The convert family in the correctness harness, all bit-exact (tolerance 0) against reference.ts (the rules
// of src/device/dtype.ts): every (src, dst) pair of the 7 element dtypes over random data on odd, tiny,
// empty, multi-dimensional and grid-splitting shapes (the harness adds offset, transposed, strided and
// broadcast views: the _strided variants, and the contiguous ones at odd offsets); every f16, bf16, i8 and
// u8 bit pattern to every dtype; f32 and 32-bit integer edge values to every dtype; contiguous() of random
// bits through views.
import { DTYPES, ELEMENT_DTYPES, type ElementDType } from '../../device/dtype.ts';
import type { InputDecl, OpCase } from '../case.ts';
import { contiguous, convert } from './ops.ts';
import * as ref from './reference.ts';

const SHAPES = [[[1]], [[7]], [[1000]], [[0]], [[3, 5]], [[2, 3, 4]], [[4, 1, 6, 2]], [[2, 3001]]];

/** Random float inputs span the target's interesting range: overflow, saturation, fractions. */
const RANGE: Record<ElementDType, [number, number]> = {
  f32: [-1e6, 1e6],
  f16: [-7e4, 7e4],
  bf16: [-1e6, 1e6],
  i32: [-3e9, 3e9],
  u32: [-1e9, 5e9],
  i8: [-200, 200],
  u8: [-100, 300],
};

/** f32 edge patterns: zeros, infinities, NaNs with payloads (quiet and signalling), subnormals, the normal
 * extremes, the f16 overflow tie (65520) and its neighbours, integers around 2^24, 2^31 and 2^32, .5 ties
 * of truncation and of the f16/bf16 mantissa, f16 subnormal ties. */
export const F32_EDGES = [
  0x00000000,
  0x80000000,
  0x7f800000,
  0xff800000,
  0x7fc00000,
  0xffc00000,
  0x7f800001,
  0xff812345,
  0x7fbfffff,
  0x7fffffff,
  0xffc12345,
  0x00000001,
  0x807fffff,
  0x00400000,
  0x00800000,
  0x80800000,
  0x7f7fffff,
  0xff7fffff,
  0x477fe000,
  0x477fefff,
  0x477ff000,
  0xc77ff000,
  0x477fffff,
  0x47800000, // 65504, below / at / past the 65520 tie, 2^16
  0x4b7fffff,
  0x4b800000,
  0x4b800001,
  0xcb800001, // 2^24 - 1, 2^24, 2^24 + 2
  0x4effffff,
  0x4f000000,
  0xcf000000,
  0xcf000001,
  0x4f7fffff,
  0x4f800000,
  0xcf800000, // 2^31 ± ulp, -2^31, -2^31 - 256, 2^32 - 256, 2^32
  0x3f000000,
  0xbf000000,
  0x3fc00000,
  0xbfc00000,
  0x40200000,
  0x42ff0000,
  0x43010000,
  0xc3008000,
  0xc3010000,
  0x437f8000,
  0x43808000,
  0x43800000, // 0.5 1.5 2.5 127.5 129 -128.5 -129 255.5 257 256
  0x3f7fffff,
  0x3f801000,
  0x3f803000,
  0x3f801001,
  0x3f802fff,
  0x3f808000,
  0x3f818000,
  0x3f808001, // mantissa ties (f16, bf16)
  0x33800000,
  0x33000000,
  0x33000001,
  0x32ffffff,
  0x387fffff,
  0x38800000,
  0x3dcccccd,
  0xbdcccccd,
  0x501502f9,
  0xd01502f9, // f16 subnormal edges, ±0.1, ±1e10
];

/** 32-bit integer edges: the range ends, 2^24 ± small (f32 rounding), ties at 2^31 and 2^32 (f32) and of
 * bf16, the f16 overflow, 8-bit wrap points. */
const INT_EDGES = [
  -(2 ** 31),
  -(2 ** 31) + 1,
  2 ** 31 - 1,
  2 ** 31 - 2,
  2 ** 31 - 64,
  2 ** 31 - 192,
  0,
  -1,
  1,
  2 ** 24 - 1,
  2 ** 24,
  2 ** 24 + 1,
  2 ** 24 + 2,
  2 ** 24 + 3,
  -(2 ** 24 + 1),
  -(2 ** 24 + 3),
  2 ** 25 + 2,
  2 ** 25 + 6,
  65504,
  65519,
  65520,
  65535,
  65536,
  127,
  128,
  -128,
  -129,
  255,
  256,
  2 ** 31,
  2 ** 31 + 128,
  2 ** 32 - 1,
  2 ** 32 - 2,
  2 ** 32 - 128,
  2 ** 32 - 384,
  0x7f8000,
  0x1018000,
  0x1008000,
  0xff7fffff,
  0x80800000,
];

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

function pairCase(
  name: string,
  from: ElementDType,
  to: ElementDType,
  input: InputDecl,
  shapes: OpCase['shapes'],
  splitGrid = true,
): OpCase {
  return {
    name,
    inputs: [input],
    shapes,
    run: (_d, [x]) => convert(x!, to),
    reference: ([x]) => ref.convert(from, to, x!.data),
    tolerance: 0,
    splitGrid,
  };
}

const pairs = ELEMENT_DTYPES.flatMap((from) => ELEMENT_DTYPES.map((to) => ({ from, to })));
const isFloat = (d: ElementDType): boolean => DTYPES[d].kind === 'float';

/** The whole-vector f32 -> f16 cast with its rounding forced (_vec4_hw: the GPU's conversion; _vec4: the
 * integer rounding), whatever F16_ROUNDING_RULES pick on this device. */
const roundingCase = (name: string, hardwareRounding: boolean, input: InputDecl, shapes: OpCase['shapes']): OpCase => ({
  ...pairCase(`${name} (hardwareRounding ${hardwareRounding})`, 'f32', 'f16', input, shapes),
  run: (_d, [x]) => convert(x!, 'f16', { hardwareRounding }),
});

export const cases: OpCase[] = [
  ...[true, false].flatMap((hw) => [
    roundingCase('f32 -> f16', hw, { dtype: 'f32', range: RANGE.f16 }, [[[1000]], [[4]], [[2, 3000]]]),
    // f16 subnormal results (below 6.1e-5) and their rounding, where a driver might flush or truncate
    roundingCase('f32 tiny -> f16', hw, { dtype: 'f32', range: [-1e-4, 1e-4] }, [[[4096]]]),
    roundingCase('f32 edges -> f16', hw, { dtype: 'f32', bits: F32_EDGES }, [[[4, F32_EDGES.length]]]),
  ]),
  ...pairs.map(({ from, to }) =>
    pairCase(`${from} -> ${to}`, from, to, { dtype: from, range: isFloat(from) ? RANGE[to] : undefined }, SHAPES),
  ),
  ...ELEMENT_DTYPES.flatMap((to) => [
    pairCase(`f32 edges -> ${to}`, 'f32', to, { dtype: 'f32', bits: F32_EDGES }, [[[F32_EDGES.length]], [[3, F32_EDGES.length]]]),
    // 65536 patterns are more than the 27 workgroups of the split-grid device
    pairCase(`every f16 -> ${to}`, 'f16', to, { dtype: 'f16', bits: range(65536) }, [[[256, 256]]], false),
    pairCase(`every bf16 -> ${to}`, 'bf16', to, { dtype: 'bf16', bits: range(65536) }, [[[256, 256]]], false),
    pairCase(`every i8 -> ${to}`, 'i8', to, { dtype: 'i8', bits: range(256) }, [[[256]], [[16, 16]], [[255]]]),
    pairCase(`every u8 -> ${to}`, 'u8', to, { dtype: 'u8', bits: range(256) }, [[[256]], [[16, 16]], [[255]]]),
    pairCase(`i32 edges -> ${to}`, 'i32', to, { dtype: 'i32', bits: INT_EDGES }, [[[INT_EDGES.length]], [[2, INT_EDGES.length]]]),
    pairCase(`u32 edges -> ${to}`, 'u32', to, { dtype: 'u32', bits: INT_EDGES }, [[[INT_EDGES.length]], [[2, INT_EDGES.length]]]),
  ]),
  ...(['u32', 'f16', 'u8'] as const).map(
    (dtype): OpCase => ({
      name: `contiguous ${dtype} (random bits)`,
      inputs: [{ dtype, bits: Array.from({ length: 997 }, (_, i) => (Math.imul(i + 1, 0x9e3779b1) ^ (i << 7)) >>> 0) }],
      // [40, 3, 70] transposed steps 1 along its first dimension: u32 takes the tiled transpose, ragged tiles
      shapes: [...SHAPES, [[40, 3, 70]]],
      run: (_d, [x]) => contiguous(x!),
      reference: ([x]) => x!.data,
      tolerance: 0,
    }),
  ),
  {
    name: 'contiguous f32 (edge bits)',
    inputs: [{ dtype: 'f32', bits: F32_EDGES }],
    shapes: [[[5, F32_EDGES.length]], [[F32_EDGES.length, 3, 2]]],
    run: (_d, [x]) => contiguous(x!),
    reference: ([x]) => x!.data,
    tolerance: 0,
  },
];
