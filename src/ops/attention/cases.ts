// The attention family in the correctness harness, against the f64 two-pass reference: the decode path
// (1 to 3 queries; keys 1, 13, 128, 2048 and a ragged 100 and 300, several splits, and GQA ratios 1, 2, 4,
// 8; and 2 to 4 queries of GQA 8 and of a 32-head MQA, the rows past a workgroup of 4: every decode
// variant, and row chunks where a kv head's rows exceed 8), the
// prefill path (square and rectangular, causal bottom-right: 48x48, 40x40, 16x128, 256x256, 512x512, 24x24), every
// head dimension on both paths in both dtypes (every variant), and an additive mask (with -inf entries,
// broadcast over batch and heads; on both paths), and the coopmat paths (KHR and NV coopmat2, forced;
// skipped where the device lacks them) and the KHR one's emulated twin (where the real one does not run) on the prefill and mask shapes, causal
// and not (the f16 prefill cases force the FMA kernel, which PATH_RULES pass over on such a device). The harness adds offset, transposed, strided and broadcast views of
// q, k, v (a transposed or strided view, or an odd f16 offset, is copied contiguous; the others are read
// through their strides).
// Each case's largest shape stays within the capped device's 27 workgroups (the 3-query decode over 100
// keys: 4 splits x 2 kv heads on a CPU device), except causal prefill's 512x512 (32 row blocks): that case
// leaves the capped device to the others.
// Tolerances: NMSE 1e-6 for f32 (the exps are the driver's, the sums f32 in tile order; lavapipe: at most
// 2e-13), 5e-4 for f16 (the inputs are exact halves and the reference rounds its result to f16 too, so only
// roundings that fall the other way differ; lavapipe: at most 5e-10). A wrong key or scale is far above both.
import { DTYPES, type PlainDType } from '../../device/dtype.ts';
import type { HostTensor, InputDecl, OpCase } from '../case.ts';
import { broadcastStrides, contiguousStrides } from '../../device/layout.ts';
import { forEachOffset } from '../../device/tensor.ts';
import type { Tensor } from '../../device/tensor.ts';
import { attention, attentionCoopmatEmulated, type AttentionOptions } from './ops.ts';
import { attentionCoopmatShortfall, hasAttentionCoopmat } from './coopmat.ts';
import { attentionCoopmat2ShortfallAny } from './coopmat2.ts';
import { ATTENTION_COOPMAT_EMULATED_KERNEL } from './coopmat-kernels.ts';
import * as ref from './reference.ts';
import { pagedCases } from './paged-cases.ts';

type Shapes = (readonly number[])[][];
/** batch, heads, kvHeads, tokensQ, tokensK, headDim. */
type Problem = [number, number, number, number, number, number];

/** q [b, h, tq, d], k and v [b, kvh, tk, d]. */
const qkv = (b: number, h: number, kvh: number, tq: number, tk: number, d: number): (readonly number[])[] => [
  [b, h, tq, d],
  [b, kvh, tk, d],
  [b, kvh, tk, d],
];

/** Decode shapes (the first six: keys 1, 13, 128, 2048, 100 with 3 queries and a ragged 300 at GQA 2),
 * decode shapes with more rows than a workgroup of 4 holds (the next six: 2 to 4 queries of GQA 8, 16 to
 * 32 rows per kv head, in chunks of 8, or of 4 at headDim 256, and 2 queries of 32 query heads over one kv
 * head, 64 rows in eight chunks) and prefill shapes (square and rectangular), GQA 1, 4, 8 and every head
 * dimension on each: every decode variant (headDim x 4 or 8 rows). */
const PROBLEMS: Shapes = [
  [1, 2, 2, 1, 1, 64],
  [1, 4, 1, 1, 13, 80],
  [1, 8, 1, 1, 128, 96],
  [1, 8, 2, 1, 2048, 128],
  [1, 2, 2, 3, 100, 256],
  [1, 4, 2, 1, 300, 96],
  [1, 8, 1, 2, 37, 64],
  [1, 16, 2, 3, 50, 80],
  [1, 8, 1, 4, 29, 96],
  [2, 8, 1, 4, 64, 128],
  [1, 8, 1, 3, 33, 256],
  [1, 32, 1, 2, 20, 64],
  [1, 2, 2, 48, 48, 64],
  [2, 4, 1, 40, 40, 80],
  [1, 8, 1, 16, 128, 96],
  [1, 1, 1, 256, 256, 128],
  [1, 2, 1, 24, 24, 256],
  [1, 1, 1, 512, 512, 64],
].map((p) => qkv(...(p as Problem)));
const [DECODE, WIDE, PREFILL] = [PROBLEMS.slice(0, 6), PROBLEMS.slice(6, 12), PROBLEMS.slice(12)];

const values = (t: HostTensor): Float64Array => {
  const dt = DTYPES[t.dtype];
  return Float64Array.from(t.data as ArrayLike<number>, (x) => (dt.size === 2 ? dt.valueOf(x) : x));
};

/** The reference in the result dtype's host array (f16: rounded bits). */
function result(dtype: PlainDType, y: Float64Array) {
  if (dtype === 'f32') return Float32Array.from(y);
  const dt = DTYPES.f16;
  return Uint16Array.from(y, (x) => dt.bitsOf(x));
}

/** The mask host tensor expanded to [b, h, tq, tk]. */
function expand(m: HostTensor, full: readonly number[]): Float64Array {
  const st = broadcastStrides(m.shape, contiguousStrides(m.shape), full, 'mask');
  const out: number[] = [];
  forEachOffset(full, st, 0, (o) => out.push((m.data as Float32Array)[o]!));
  return Float64Array.from(out);
}

const refArgs = (q: HostTensor, k: HostTensor, causal: boolean, mask?: HostTensor) => {
  const [batch, heads, tokensQ, headDim] = q.shape as number[];
  const [, kvHeads, tokensK] = k.shape as number[];
  const scale = Math.fround(1 / Math.sqrt(headDim!));
  const full = [batch!, heads!, tokensQ!, tokensK!];
  return {
    batch: batch!,
    heads: heads!,
    kvHeads: kvHeads!,
    tokensQ: tokensQ!,
    tokensK: tokensK!,
    headDim: headDim!,
    scale,
    causal,
    mask: mask && expand(mask, full),
  };
};

/** A path forced: the FMA prefill, a cooperative-matrix one ('coopmat', 'coopmat2': skipped where the
 * device lacks it) or the KHR one's emulated twin (every device: the same tiles with scalar products). */
type Forced = 'prefill' | 'coopmat' | 'coopmat2' | 'emulated';

/** Why the emulated twin's cases skip where the real kernel runs: it covers the same cases there, and the
 * twin's head-dimension 128 and 256 pipelines took minutes on the H200 (its causal case over 60 s). */
const TWIN_SKIP = 'the real cooperative-matrix kernel runs these cases on this device (the twin is its stand-in elsewhere)';

const sdpa = (
  name: string,
  dtype: 'f32' | 'f16',
  shapes: Shapes,
  causal: boolean,
  masked = false,
  splitGrid = true,
  forced?: Forced,
): OpCase => {
  const x: InputDecl = { dtype };
  const call =
    forced === 'emulated'
      ? attentionCoopmatEmulated
      : forced
        ? (q: Tensor, k: Tensor, v: Tensor, o: AttentionOptions) => attention(q, k, v, { ...o, path: forced })
        : attention;
  return {
    name: `attention ${forced && forced !== 'prefill' ? `${forced} ` : ''}${name} ${dtype}`,
    inputs: masked ? [x, x, x, { dtype: 'f32', values: [0, -Infinity, 0.5, -1, 0, 0.25, -Infinity] }] : [x, x, x],
    shapes: masked ? shapes.map((s) => [...s, [s[0]![2]!, s[1]![2]!]]) : shapes,
    run: (_d, [q, k, v, mask]) => call(q!, k!, v!, { causal, mask }),
    reference: ([q, k, v, mask]) => result(dtype, ref.attention(values(q!), values(k!), values(v!), refArgs(q!, k!, causal, mask))),
    tolerance: dtype === 'f32' ? 1e-6 : 5e-4,
    splitGrid,
    unsupported:
      forced === 'coopmat'
        ? (device) => attentionCoopmatShortfall(device.info)
        : forced === 'coopmat2'
          ? (device) => attentionCoopmat2ShortfallAny(device.info)
          : forced === 'emulated'
            ? (device) => (hasAttentionCoopmat(device.info) ? TWIN_SKIP : undefined)
            : undefined,
    ...(forced === 'emulated' ? { onlyShaders: [ATTENTION_COOPMAT_EMULATED_KERNEL.shader] } : {}),
  };
};

const MASKED: Shapes = [qkv(2, 2, 1, 5, 7, 64), qkv(1, 4, 2, 20, 9, 128), qkv(1, 8, 2, 3, 40, 96)];

// The many-row decode shapes take at most 8 (batch, kv head, row chunk) groups, so their splits fit the capped
// device's 27 workgroups too (the merge is in the split pass: no workgroup per row).
const sdpaCases: OpCase[] = (['f32', 'f16'] as const).flatMap((dt) => [
  sdpa('decode', dt, DECODE, false),
  sdpa('decode (causal)', dt, DECODE, true),
  sdpa('decode (GQA 8, 2-4 queries)', dt, WIDE, false),
  sdpa('decode (GQA 8, 2-4 queries, causal)', dt, WIDE, true),
  // f16 forced onto the FMA kernel: PATH_RULES choose coopmat for it where the device has one
  sdpa('prefill', dt, PREFILL.slice(0, 3), false, false, true, dt === 'f16' ? 'prefill' : undefined),
  sdpa('prefill (causal)', dt, PREFILL, true, false, false, dt === 'f16' ? 'prefill' : undefined),
  sdpa('(mask)', dt, MASKED, false, true),
]);

// The coopmat paths (f16 only: KHR, its emulated twin, NV coopmat2) over the prefill shapes (every head
// dimension, GQA 1, 4, 8, ragged query and key tiles, causal tiles skipped) and the masked ones (tokensQ
// down to 3: a forced path runs any count). The chosen one also runs wherever PATH_RULES choose it (the
// f16 prefill cases above).
const coopmatCases: OpCase[] = (['emulated', 'coopmat', 'coopmat2'] as const).flatMap((f) => [
  sdpa('prefill', 'f16', PREFILL.slice(0, 3), false, false, true, f),
  sdpa('prefill (causal)', 'f16', PREFILL, true, false, false, f),
  sdpa('(mask)', 'f16', MASKED, false, true, true, f),
  sdpa('(mask, causal)', 'f16', MASKED, true, true, true, f),
]);

/** With the paged KV cache's cases (paged-cases.ts). */
export const cases: OpCase[] = [...sdpaCases, ...coopmatCases, ...pagedCases];
