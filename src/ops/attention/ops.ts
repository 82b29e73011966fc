// Scaled dot-product attention: attention(q, k, v, { causal, scale, mask, kvLength }) over f32 or f16
// [batch, heads, tokens, headDim] tensors with grouped-query heads read natively. Four paths, chosen by
// PATH_RULES: prefill (one dispatch of attention.comp over blocks of query rows), coopmat and coopmat2 (the
// same on KHR cooperative matrices and on NV cooperative matrix 2 for f16: coopmat.ts, coopmat2.ts; all
// three launched by block-launch.ts) and decode (flash-decoding, GQA-native: attention_decode.comp takes a
// kv head's query rows and one split of its keys per workgroup, so K and V are read once per kv head, and the
// last workgroup of a kv head's rows merges the splits: one dispatch).
import type { Device } from '../../device/device.ts';
import type { DeviceInfo } from '../../device/capabilities.ts';
import type { Tensor } from '../../device/tensor.ts';
import { CapabilityError, SizeError } from '../../device/errors.ts';
import { broadcastStrides, fmtShape } from '../../device/layout.ts';
import { deviceOf, expectDType, expectFlag, expectRank, expectScalar, output, recordInto, type OutOptions } from '../args.ts';
import { ArgumentError, DTypeError, ShapeError } from '../errors.ts';
import { convert } from '../convert/ops.ts';
import { always, choose, type Rule } from '../select.ts';
import { decodeCost, type AttentionShape } from './cost.ts';
import { runDecode, type DecodeScratch } from './decode-dispatch.ts';
import { launchBlocks } from './block-launch.ts';
import { attentionCoopmatShortfall, hasAttentionCoopmat, launchCoopmat } from './coopmat.ts';
import { attentionCoopmat2Shortfall, hasAttentionCoopmat2, launchCoopmat2 } from './coopmat2.ts';
import {
  ATTENTION_KERNEL,
  ATTENTION_PATHS,
  DECODE_TEAM,
  decodeStep,
  decodeRowsAt,
  decodeVariant,
  HEAD_DIMS,
  rowsPerGroup,
  type AttentionDType,
  type AttentionPath,
  type HeadDim,
} from './kernels.ts';

export interface AttentionOptions extends OutOptions {
  /** Causal masking aligned bottom-right: query i sees keys j <= i + L - tokensQ, L the valid keys
   * (tokensK, or kvLength): PyTorch's is_causal on the valid keys, as with a KV cache. Default false. */
  causal?: boolean;
  /** Multiplies q . k (default 1 / sqrt(headDim)); rounded to f32. */
  scale?: number;
  /** Added to the scaled scores: f32, broadcastable to [batch, heads, tokensQ, tokensK] (e.g.
   * [tokensQ, tokensK], or [batch or 1, heads or 1, tokensQ, tokensK]), any view; -inf masks a key out. */
  mask?: Tensor;
  /** The number of valid keys (keys from it on are ignored): a number <= tokensK, or a u32 device tensor
   * [1] or [batch] read on the GPU (clamped to tokensK there), so a captured graph replays as it grows. */
  kvLength?: number | Tensor;
  /** The path to run instead of PATH_RULES' choice: 'prefill', 'coopmat' (f16, on a device with KHR
   * cooperative matrices), 'coopmat2' (f16, with NV cooperative matrix 2; either a CapabilityError
   * elsewhere) or 'decode'. */
  path?: AttentionPath;
}

/** What picks the path. */
export interface PathArgs {
  readonly tokensQ: number;
  readonly dtype: AttentionDType;
  readonly headDim: HeadDim;
}

/** The decode path takes up to this many queries (a workgroup holds a kv head's group x tokensQ rows). */
export const DECODE_MAX_QUERIES = 4;

export const PATH_RULES: readonly Rule<PathArgs, AttentionPath>[] = [
  {
    when: (a) => a.tokensQ <= DECODE_MAX_QUERIES,
    variant: 'decode',
    why: `tokensQ <= ${DECODE_MAX_QUERIES} (decoding): too few query rows to fill the device, so the keys are split across workgroups`,
  },
  {
    when: (a, d) => a.dtype === 'f16' && hasAttentionCoopmat2(d, a.headDim),
    variant: 'coopmat2',
    why: "f16 prefill on a device with NV cooperative matrix 2: workgroup-scope tensor-core tiles (H200, causal 4096 tokens: 118 TFLOP/s against the KHR kernel's 70)",
  },
  {
    when: (a, d) => a.dtype === 'f16' && hasAttentionCoopmat(d),
    variant: 'coopmat',
    why: 'f16 prefill on a device with the f16 x f16 -> f32 16x16x16 KHR cooperative matrix: tensor-core products',
  },
  { when: always, variant: 'prefill', why: 'more query rows: one workgroup per block of them, all keys' },
];

/** Workgroups the decode split pass aims for. Vulkan reports no compute-unit count, so a constant: 256 is
 * about 2 per SM of an H200 (132 SMs), about what one wave holds there at the kernel's registers. The
 * H200 sweep (bench/decode-sweep.ts, 1 x 32k keys and 8 x 4k): 256 workgroups of 1024 keys took 44.4 us,
 * 512 of 512 keys 50.8 (the second wave's tail). A CPU device runs a few threads. */
const decodeTarget = (info: DeviceInfo): number => (info.type === 'cpu' ? 32 : 256);

/** Keys per split at least on a GPU, so the teams' merge at the end of a split, q's staging and the
 * partials' write stay small next to the K/V a workgroup streams (a CPU device: one step). The H200 sweeps
 * of the one-dispatch kernel at 1 x 4k keys (the one LLM shape it decides: 16 workgroups' worth of keys per
 * kv head; docs/bench/h200-2026-12-01e): splits of 256 keys 18.1 us, of 128 80.1, of 1024 35.3. */
const MIN_SPLIT_KEYS = 256;

/** The decode path's split: keys per split (a multiple of the kernel's step, `step` keys) and how many
 * splits, from tokensK (the capacity: a device kvLength is not known here) and the workgroups per split
 * that run side by side (batch x kv heads x row chunks); the grid within the device's (27 workgroups on
 * the harness's capped device). */
export function decodeSplits(tokensK: number, groups: number, step: number, info: DeviceInfo): { splitSize: number; splits: number } {
  const L = info.limits.maxComputeWorkGroupCount;
  const most = Math.max(1, Math.floor((L[0] * L[1] * L[2]) / Math.max(1, groups)));
  const wanted = Math.min(most, Math.max(1, Math.ceil(decodeTarget(info) / Math.max(1, groups))));
  const least = info.type === 'cpu' ? 1 : Math.ceil(MIN_SPLIT_KEYS / step);
  const splitSize = Math.max(least, Math.ceil(Math.ceil(tokensK / wanted) / step)) * step;
  return { splitSize, splits: Math.max(1, Math.ceil(tokensK / splitSize)) };
}

/** The rows a decode workgroup holds for `rows` (group x tokensQ) rows of a kv head: the fewest of the
 * head dimension's capacities that holds them, else its largest, in chunks. */
export function decodeRowPlan(rows: number, d: HeadDim): { rmax: number; chunks: number; chunkRows: number } {
  const caps = decodeRowsAt(d);
  const rmax = caps.find((c) => c >= rows) ?? caps[caps.length - 1]!;
  const chunks = Math.ceil(rows / rmax);
  return { rmax, chunks, chunkRows: Math.ceil(rows / chunks) };
}

/** How the decode path lays out a problem's rows: the kernel variant, the rows per workgroup (all of a kv
 * head's group x tokensQ rows when they fit, else chunks of them, each reading K/V again) and the splits. */
export function decodePlan(
  p: { batch: number; heads: number; kvHeads: number; tokensQ: number; tokensK: number; dtype: AttentionDType; d: HeadDim },
  info: DeviceInfo,
) {
  const { rmax, chunks, chunkRows } = decodeRowPlan((p.heads / p.kvHeads) * p.tokensQ, p.d);
  return {
    variant: decodeVariant(p.dtype, p.d, rmax),
    chunks,
    chunkRows,
    ...decodeSplits(p.tokensK, p.batch * p.kvHeads * chunks, decodeStep(p.dtype === 'f16' ? 2 : 4, p.d, rmax), info),
  };
}

/** The decode kernel's teams are DECODE_TEAM invocations of one subgroup, exchanging by shuffles. */
export function expectDecodeSubgroups(op: string, info: DeviceInfo): void {
  if (info.subgroup.minSize < DECODE_TEAM)
    throw new CapabilityError(
      `${op}: the decode kernel needs subgroups of at least ${DECODE_TEAM} invocations; ${info.name}'s may have ${info.subgroup.minSize}`,
    );
}

/** A q / k / v operand as the kernel reads it: element offset and batch, head, token strides (0 across an
 * extent of 1), from the tensor itself or a contiguous copy (`temp`). */
interface Operand {
  readonly t: Tensor;
  readonly off: number;
  readonly s: readonly [number, number, number];
  readonly temp?: Tensor;
}

/** Readable in place: the last dimension contiguous, strides >= 0, and the offset and every stride a
 * multiple of `align` elements (f16 is read as words of two halves: 2; the decode kernel reads K and V, the
 * coopmat kernels q, K and V in 16-byte chunks: 8 halves or 4 floats). */
function readable(t: Tensor, align: number): boolean {
  const st = t.strides;
  if (st.some((s, i) => s < 0 && t.shape[i]! > 1) || (t.shape[3]! > 1 && st[3] !== 1)) return false;
  return t.offset % align === 0 && st.slice(0, 3).every((s, i) => t.shape[i] === 1 || s % align === 0);
}

/** An operand's push values by the shader's names: off<X>, s<X>b, s<X>h, s<X>t. */
const viewPush = (x: string, o: Operand): Record<string, number> => ({
  [`off${x}`]: o.off,
  [`s${x}b`]: o.s[0],
  [`s${x}h`]: o.s[1],
  [`s${x}t`]: o.s[2],
});

function operand(op: string, name: string, t: Tensor, align: number): Operand {
  // convert() to its own dtype always copies (contiguous() keeps a contiguous view at an odd offset)
  const src = readable(t, align) ? t : convert(t, t.dtype);
  const s = [0, 1, 2].map((i) => (src.shape[i] === 1 ? 0 : src.strides[i]!)) as [number, number, number];
  const last = src.offset + src.shape.reduce((a, n, i) => a + (n - 1) * (i < 3 ? s[i]! : 1), 0);
  if (last >= 2 ** 32) {
    if (src !== t) src.destroy();
    throw new SizeError(`${op}: ${name} reaches element ${last} of its buffer; the kernel indexes below 2^32`);
  }
  return { t: src, off: src.offset, s, temp: src === t ? undefined : src };
}

/**
 * Scaled dot-product attention, softmax(scale · q kᵀ + mask) v, per (batch, head), as PyTorch's
 * scaled_dot_product_attention with grouped-query heads (enable_gqa): query head h reads kv head
 * h / (heads / kvHeads), K and V are never repeated.
 *
 * q is [batch, heads, tokensQ, headDim], k and v [batch, kvHeads, tokensK, headDim], heads a multiple of
 * kvHeads, headDim one of 64, 80, 96, 128, 256; all f32 or all f16 (any view; read in place when the last
 * dimension is contiguous and every offset and stride a multiple of the kernel's read, otherwise from a
 * contiguous copy: two halves, or 16 bytes for decode's K and V and the coopmat paths' q, K and V). Softmax and accumulation are f32; the
 * result is [batch, heads, tokensQ, headDim] in q's dtype (f16 in, f16 out). A query row whose keys are all
 * masked out (by the mask's -inf, causal or kvLength) gives 0, where PyTorch gives NaN. The path is
 * PATH_RULES' (f16 prefill runs on cooperative matrices where the device has them: NV's coopmat2 first) unless `path` forces one.
 */
export function attention(q: Tensor, k: Tensor, v: Tensor, opts: AttentionOptions = {}): Tensor<AttentionDType> {
  return attentionPasses(q, k, v, opts);
}

/** The coopmat path with its products emulated by scalar loops (coopmat-kernels.ts): a test aid, so the
 * path's tiling and softmax run on devices without cooperative matrices. Internal (not exported from
 * vkts): an option on attention() would offer users a slow kernel with no use of its own. */
export const attentionCoopmatEmulated = (q: Tensor, k: Tensor, v: Tensor, opts: Omit<AttentionOptions, 'path'> = {}) =>
  attentionPasses(q, k, v, { ...opts, path: 'coopmat' }, undefined, true);

/** attention(), with `scratch` the decode path on caller-owned scratch, or (`emulated`) the coopmat path's twin. */
export function attentionPasses(
  q: Tensor,
  k: Tensor,
  v: Tensor,
  opts: AttentionOptions,
  scratch?: DecodeScratch,
  emulated = false,
): Tensor<AttentionDType> {
  const op = 'attention';
  const { mask, kvLength } = opts;
  const lenTensor = typeof kvLength === 'object' ? kvLength : undefined;
  const device = deviceOf(op, { q, k, v, ...(mask ? { mask } : {}), ...(lenTensor ? { kvLength: lenTensor } : {}) });
  const causal = expectFlag(op, 'causal', opts.causal);
  const dtype = q.dtype;
  if (dtype !== 'f32' && dtype !== 'f16') throw new DTypeError(`${op}: q is ${q.describe()}, expected f32 or f16`);
  expectDType(op, 'k', k, dtype);
  expectDType(op, 'v', v, dtype);
  expectRank(op, 'q', q, 4, '[batch, heads, tokensQ, headDim]');
  expectRank(op, 'k', k, 4, '[batch, kvHeads, tokensK, headDim]');
  expectRank(op, 'v', v, 4, '[batch, kvHeads, tokensK, headDim]');
  const [batch, heads, tokensQ, d] = q.shape as [number, number, number, number];
  const [kb, kvHeads, tokensK, kd] = k.shape as [number, number, number, number];
  if (!(HEAD_DIMS as readonly number[]).includes(d))
    throw new ShapeError(`${op}: headDim ${d} (q ${fmtShape(q.shape)}) has no kernel; supported: ${HEAD_DIMS.join(', ')}`);
  if (kb !== batch || kd !== d)
    throw new ShapeError(
      `${op}: k has shape ${fmtShape(k.shape)}, expected [${batch}, kvHeads, tokensK, ${d}] (q is ${fmtShape(q.shape)})`,
    );
  if (v.shape.some((n, i) => n !== k.shape[i]))
    throw new ShapeError(`${op}: v has shape ${fmtShape(v.shape)}, expected k's ${fmtShape(k.shape)}`);
  if (kvHeads === 0 ? heads !== 0 : heads % kvHeads !== 0)
    throw new ShapeError(`${op}: q's ${heads} heads are not a multiple of k's ${kvHeads} kv heads`);
  const scale = Math.fround(opts.scale === undefined ? 1 / Math.sqrt(d) : expectScalar(op, 'scale', opts.scale));
  const mStrides = mask ? maskStrides(op, mask, [batch, heads, tokensQ, tokensK]) : [0, 0, 0, 0];
  const len = lengthPush(op, kvLength, batch, tokensK);
  const hd = d as HeadDim;
  const path =
    opts.path === undefined
      ? choose(PATH_RULES, { tokensQ, dtype, headDim: hd }, device.info)
      : forcedPath(op, opts.path, dtype, hd, emulated, device);
  if (path === 'decode') expectDecodeSubgroups(op, device.info);
  const out = output(op, device, opts.out, dtype, q.shape, { q, k, v, mask, kvLength: lenTensor });
  if (dtype === 'f16' && out.t.offset % 2 !== 0)
    throw new ShapeError(`${op}: out (${out.t.describe()}) starts at an odd f16 element; the kernel writes words of two halves`);
  if (out.t.size === 0) return out.t;
  const f16 = dtype === 'f16';
  return recordInto(out, (y) => {
    const ops: Operand[] = [];
    try {
      // elements the kernel reads at once: 16 bytes of K and V (decode), of q, K and V (the coopmat paths), else a word
      const word = f16 ? 2 : 1;
      const chunk = path === 'prefill' ? word : 16 / (f16 ? 2 : 4);
      const tiled = path === 'coopmat' || path === 'coopmat2';
      for (const [name, t, align] of [
        ['q', q, tiled ? chunk : word],
        ['k', k, chunk],
        ['v', v, chunk],
      ] as const)
        ops.push(operand(op, name, t, align));
      const [Q, K, V] = ops as [Operand, Operand, Operand];
      const push = {
        batch,
        heads,
        group: heads / kvHeads,
        tokensQ,
        tokensK,
        ...viewPush('Q', Q),
        ...viewPush('K', K),
        ...viewPush('V', V),
        offM: mask?.offset ?? 0,
        sMb: mStrides[0]!,
        sMh: mStrides[1]!,
        sMq: mStrides[2]!,
        sMk: mStrides[3]!,
        ...len,
        flags: (causal ? 1 : 0) | (mask ? 2 : 0) | (lenTensor ? 4 : 0),
        scale,
      };
      const extra = [mask ?? Q.t, lenTensor ?? Q.t];
      const label = `${batch}x${heads}/${kvHeads}x${tokensQ}x${tokensK}x${d}`;
      const shape: AttentionShape = { batch, heads, kvHeads, tokensQ, tokensK, headDim: d, causal, bytes: f16 ? 2 : 4 };
      if (path === 'coopmat2')
        launchCoopmat2(device, { tensors: [Q.t, K.t, V.t, y, ...extra], push: { ...push, offO: y.offset }, d: hd, label, shape });
      else if (path === 'coopmat')
        launchCoopmat(device, { tensors: [Q.t, K.t, V.t, y, ...extra], push: { ...push, offO: y.offset }, d: hd, label, shape, emulated });
      else if (path === 'prefill')
        launchBlocks(
          device,
          ATTENTION_KERNEL,
          `${dtype}_d${hd}_prefill`,
          rowsPerGroup(hd),
          { tensors: [Q.t, K.t, V.t, y, ...extra], push: { ...push, offO: y.offset }, d: hd, label, shape },
          false,
        );
      else decode(device, { Q, K, V, y, extra, push, dtype, hd, label, shape }, scratch);
    } finally {
      for (const o of ops) o.temp?.destroy();
    }
  });
}

/** A path the caller asked for, checked: known, and coopmat / coopmat2 for f16 on a device that has it. */
function forcedPath(op: string, path: unknown, dtype: AttentionDType, d: HeadDim, emulated: boolean, device: Device): AttentionPath {
  if (!(ATTENTION_PATHS as readonly unknown[]).includes(path))
    throw new ArgumentError(`${op}: path must be ${ATTENTION_PATHS.map((p) => `'${p}'`).join(', ')} (got ${String(path)})`);
  if (path === 'coopmat' || path === 'coopmat2') {
    if (dtype !== 'f16') throw new ArgumentError(`${op}: path '${path}' runs f16 q, k, v (got ${dtype})`);
    const why =
      path === 'coopmat2' ? attentionCoopmat2Shortfall(device.info, d) : emulated ? undefined : attentionCoopmatShortfall(device.info);
    if (why) throw new CapabilityError(`${op}: path '${path}': ${why}`);
  }
  return path as AttentionPath;
}

/** The decode path: one dispatch, the splits' f32 partials merged into y by each row chunk's last workgroup. */
function decode(
  device: Device,
  a: {
    Q: Operand;
    K: Operand;
    V: Operand;
    y: Tensor;
    extra: Tensor[];
    push: Record<string, number> & { batch: number; heads: number; group: number; tokensQ: number; tokensK: number };
    dtype: AttentionDType;
    hd: HeadDim;
    label: string;
    shape: AttentionShape;
  },
  scratch?: DecodeScratch,
): void {
  const { batch, heads, group, tokensQ, tokensK } = a.push;
  const plan = decodePlan({ batch, heads, kvHeads: heads / group, tokensQ, tokensK, dtype: a.dtype, d: a.hd }, device.info);
  const { splitSize, splits, chunks, chunkRows } = plan;
  const rows = batch * heads * tokensQ;
  if (rows * splits * a.hd >= 2 ** 32) throw new SizeError(`attention: ${rows * splits} partial rows of ${a.hd} exceed 2^32 elements`);
  runDecode(
    device,
    {
      variant: plan.variant,
      inputs: [a.Q.t, a.K.t, a.V.t],
      extra: a.extra,
      push: { ...a.push, splits, splitSize, chunks, chunkRows },
      label: `${a.label}/${splits}${chunks > 1 ? `x${chunks}` : ''}`,
      cost: decodeCost(a.shape, splits),
      rows,
      splits,
      headDim: a.hd,
      counters: batch * (heads / group) * chunks,
      y: a.y,
    },
    scratch,
  );
}

/** The mask's strides over [batch, heads, tokensQ, tokensK] (0 where it broadcasts). */
function maskStrides(op: string, mask: Tensor, full: readonly number[]): number[] {
  expectDType(op, 'mask', mask, 'f32');
  if (mask.shape.length < 2 || mask.shape.length > 4)
    throw new ShapeError(
      `${op}: mask has shape ${fmtShape(mask.shape)}, expected [tokensQ, tokensK] or [batch, heads, tokensQ, tokensK] (each may be 1)`,
    );
  const st = broadcastStrides(mask.shape, mask.strides, full, `${op}: mask to [batch, heads, tokensQ, tokensK]`);
  if (st.some((s) => s < 0)) throw new ShapeError(`${op}: mask (${mask.describe()}) has a negative stride; make it contiguous() first`);
  return st;
}

/** kvLength's push values: the number itself, or where the device tensor's value for batch b is. */
function lengthPush(op: string, kvLength: number | Tensor | undefined, batch: number, tokensK: number) {
  if (kvLength === undefined) return { kvLen: tokensK, offL: 0, sLb: 0 };
  if (typeof kvLength === 'number') {
    if (!Number.isInteger(kvLength) || kvLength < 0 || kvLength > tokensK)
      throw new ArgumentError(`${op}: kvLength must be an integer in [0, tokensK = ${tokensK}] (got ${kvLength})`);
    return { kvLen: kvLength, offL: 0, sLb: 0 };
  }
  expectDType(op, 'kvLength', kvLength, 'u32');
  const n = kvLength.shape.length === 1 ? kvLength.shape[0]! : -1;
  if (n !== 1 && n !== batch)
    throw new ShapeError(`${op}: kvLength has shape ${fmtShape(kvLength.shape)}, expected [1] or [batch = ${batch}]`);
  return { kvLen: 0, offL: kvLength.offset, sLb: n === 1 ? 0 : kvLength.strides[0]! };
}
