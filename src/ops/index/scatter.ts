// The index family's writes, the other way from gather: scatter(dst, ids, src, { axis, reduce })
// (torch.scatter / scatter_add), indexAdd(dst, ids, src, { axis, alpha }) (torch.index_add_) and
// copyInto(dst, src, { axis, at }) (a copy into any view of another tensor, its start along `axis`
// optionally read from a device u32/i32 tensor, so a captured graph appends to a KV cache at a new position
// each replay). All write dst in place (any view whose elements do not share memory) and return it;
// scatter and indexAdd take `{ out }` instead, a copy of dst that gets the writes. ids are u32 or i32 and
// only ever address memory: an id out of range (negative, or >= dst's extent along the axis) writes
// nothing, where PyTorch would throw. Duplicate ids: 'add' sums every source atomically (f32 by float
// atomics where the device has them, else by compare-and-swap; f16 by compare-and-swap), so in an
// unspecified order: f32 sums may differ in the last bits from run to run; 'set' stores one of the
// sources whole, which one unspecified (as PyTorch says of its GPU scatter). indexAdd's f32 float atomics are
// laid out by INDEX_ADD_RULES (four consecutive-float atomics per subgroup a quarter of the shape apart on
// a GPU: 66.9 µs at 4096 x 4096 on the H200 against 116.0 for one uvec4 per invocation); with
// `deterministic` it takes index_add_rows.comp instead: no atomics, each destination row summed in ascending
// source order, the same bits on every run (261 µs there: each workgroup reads every id).
import { collapseDims, contiguousStrides, fmtShape } from '../../device/layout.ts';
import type { DType } from '../../device/dtype.ts';
import type { Tensor } from '../../device/tensor.ts';
import { deviceOf, expectDistinct, expectScalar, output, shapeLabel, type OutOptions } from '../args.ts';
import { ArgumentError, DTypeError, ShapeError } from '../errors.ts';
import type { ShaderVariants } from '../generated/variants.ts';
import { launch } from '../launch.ts';
import { always, choose, type Rule } from '../select.ts';
import { MAX_RANK } from '../strided.ts';
import { scatterCost } from './cost.ts';
import { ID_DTYPES, INDEX_ADD_ROWS_KERNEL, ROWS_CHUNK, SCATTER_KERNEL, WIDE_SUFFIX, type ScatterMode, type ScatterOp } from './kernels.ts';
import { normAxis } from './ops.ts';

/** The dtypes written, their element bytes and how they add (none: bf16 is only moved). */
const ELEMENTS: Partial<Record<DType, { bytes: 4 | 2; add?: ScatterOp }>> = {
  f32: { bytes: 4, add: 'add_f32' },
  f16: { bytes: 2, add: 'add_f16' },
  bf16: { bytes: 2 },
  i32: { bytes: 4, add: 'add_i32' },
  u32: { bytes: 4, add: 'add_i32' },
};

/** How an f32 add is made atomic: 'float' (VK_EXT_shader_atomic_float's atomicAdd; a CapabilityError on a
 * device without it) or 'compare-swap' (a loop on the 32-bit word, any device). Default: float where the
 * device has it (F32_ADD_RULES). Other dtypes ignore it. */
export type AtomicAdd = 'float' | 'compare-swap';

/** The f32 add variant: the first rule that holds picks it. */
export const F32_ADD_RULES: readonly Rule<{ atomic?: AtomicAdd }, 'add_f32' | 'add_f32_cas'>[] = [
  { when: (a) => a.atomic === 'float', variant: 'add_f32', why: "{ atomic: 'float' } asked for" },
  { when: (a) => a.atomic === 'compare-swap', variant: 'add_f32_cas', why: "{ atomic: 'compare-swap' } asked for" },
  { when: (_a, d) => d.atomics.float32Add, variant: 'add_f32', why: 'the device adds f32 atomically in storage buffers' },
  { when: always, variant: 'add_f32_cas', why: 'otherwise: compare-and-swap on the 32-bit word' },
];

export interface ScatterOptions extends OutOptions {
  /** The dimension ids index (negative counts from the end; default 0). */
  axis?: number;
  /** 'set' (default) stores src's elements; 'add' adds them (torch.scatter_add). */
  reduce?: 'set' | 'add';
  /** How an f32 add is made atomic (see AtomicAdd). */
  atomic?: AtomicAdd;
}

export interface IndexAddOptions extends OutOptions {
  /** The dimension ids index (negative counts from the end; default 0). */
  axis?: number;
  /** src is scaled by alpha before it is added (default 1; integer dtypes take only 1). */
  alpha?: number;
  /** How an f32 add is made atomic (see AtomicAdd). */
  atomic?: AtomicAdd;
  /** true: no atomics; each destination row sums its sources in ascending source order (dst + a*src[i0] +
   * a*src[i1] ..., as a sequential f32 loop), so every run gives the same bits. f32 only, with dst, src and
   * ids contiguous, rows (the elements after the axis) a multiple of 4 and offsets of whole vec4s: otherwise
   * an ArgumentError. About 4x slower than the default atomics on the H200 at 4096 x 4096. */
  deterministic?: boolean;
}

export interface CopyIntoOptions {
  /** The dimension `at` positions along (negative counts from the end; default 0). */
  axis?: number;
  /** Where src starts in dst along `axis`: a non-negative integer, or a one-element u32/i32 device tensor
   * read when the copy runs (inside a captured graph, at each replay). Positions past dst's end are not
   * written; a negative device position writes nothing. Without it, src is broadcast to dst's shape. */
  at?: number | Tensor;
}

function element(op: string, name: string, t: Tensor): { bytes: 4 | 2; add?: ScatterOp } {
  const e = ELEMENTS[t.dtype];
  if (!e) throw new DTypeError(`${op}: ${name} is ${t.describe()}, expected f32, f16, bf16, i32 or u32`);
  return e;
}

function expectIdDType(op: string, name: string, t: Tensor): void {
  if (!(ID_DTYPES as readonly string[]).includes(t.dtype))
    throw new DTypeError(`${op}: ${name} is ${t.describe()}, expected ${ID_DTYPES.join(' or ')}`);
}

/** Whether two elements of a view may share memory (broadcast, or strides too small for the extents). */
function selfOverlapping(t: Tensor): boolean {
  if (t.size === 0) return false;
  const dims = t.shape.map((n, d) => [n, Math.abs(t.strides[d]!)] as const).filter(([n]) => n > 1);
  dims.sort((a, b) => a[1] - b[1]);
  let span = 0;
  for (const [n, s] of dims) {
    if (s <= span) return true;
    span += (n - 1) * s;
  }
  return false;
}

/** dst written in place: distinct from what the dispatch reads, each element its own memory. */
function expectWritable(op: string, dst: Tensor, read: Readonly<Record<string, Tensor | undefined>>): void {
  expectDistinct(op, ['dst', dst], read);
  if (selfOverlapping(dst))
    throw new ArgumentError(`${op}: dst (${dst.describe()}) has elements sharing memory (a broadcast view?); pass { out } or a dense view`);
}

interface Write {
  mode: ScatterMode;
  op: ScatterOp;
  dst: Tensor;
  /** src viewed over the iteration shape (its strides address the iteration coordinates). */
  src: Tensor;
  ids?: Tensor;
  /** The iteration shape (of dst's rank). */
  shape: readonly number[];
  /** The id dimension (undefined: a plain copy). */
  axis?: number;
  alpha?: number;
  /** indexAdd's f32 float-atomic layout forced (indexAddLayout); default: INDEX_ADD_RULES' pick for the device. */
  layout?: IndexAddLayout;
}

/** How indexAdd's f32 adds are laid out over invocations: 'vec4' (a uvec4 of src per unit, its four
 * atomics on consecutive floats of one invocation; where every run of 4 is a whole uvec4), 'x4' (4
 * elements a quarter of the shape apart: each subgroup atomic on consecutive floats), 'scalar' (one
 * element per invocation) or 'rows' (no atomics: each destination row gathers its sources in ascending
 * order, index_add_rows.comp; where rowsPlan allows, else the atomic default). */
export type IndexAddLayout = 'vec4' | 'x4' | 'scalar' | 'rows';

/** Records scatter.comp for one write; the caller has checked everything. */
function record(name: string, w: Write): void {
  const n = w.shape.reduce((a, b) => a * b, 1);
  if (n === 0) return;
  const device = deviceOf(name, { dst: w.dst, src: w.src });
  const r = w.shape.length;
  const axis = w.axis ?? r;
  const part = (from: number, to: number) =>
    collapseDims(
      w.shape.slice(from, to),
      contiguousStrides(w.shape).slice(from, to),
      w.src.strides.slice(from, to),
      w.dst.strides.slice(from, to),
    );
  const pre = part(0, Math.min(axis, r));
  const post = axis < r ? part(axis + 1, r) : { shape: [], strides: [[], [], []] };
  const mid = axis < r ? [w.shape[axis]!] : [];
  const shape = [...pre.shape, ...mid, ...post.shape];
  if (shape.length > MAX_RANK)
    throw new ShapeError(
      `${name}: dst's and src's layouts need ${shape.length} dimensions after merging, more than ${MAX_RANK}; make src contiguous() first (shape ${fmtShape(w.shape)})`,
    );
  const strides = (k: 1 | 2, s: readonly number[]) => [...pre.strides[k]!, ...(axis < r ? [s[axis]!] : []), ...post.strides[k]!];
  const [strideSrc, strideDst] = [strides(1, w.src.strides), strides(2, w.dst.strides)];
  const operands: [number, readonly number[]][] = [
    [w.src.offset, strideSrc],
    [w.dst.offset, strideDst],
  ];
  const copy = (w.op === 'set_b32' || w.op === 'set_b16') && (w.mode === 'copy' || w.mode === 'at');
  // the 16-byte variants: copies, and indexAdd's float-atomic f32 adds (four atomics per invocation)
  const wideOp = copy || (w.op === 'add_f32' && w.mode === 'select') ? (w.op as keyof typeof WIDE_SUFFIX) : undefined;
  const spread = w.op === 'add_f32' && w.mode === 'select' && (w.layout === 'x4' || w.layout === 'scalar');
  const suffix = spread
    ? w.layout === 'x4'
      ? '_x4'
      : ''
    : wideOp && wholeRuns(wideOp === 'set_b16' ? 8 : 4, shape, pre.shape.length, axis < r, operands)
      ? `_${WIDE_SUFFIX[wideOp]}`
      : copy && w.op === 'set_b16' && wholeRuns(2, shape, pre.shape.length, axis < r, operands)
        ? '_pairs'
        : '';
  const flat = w.ids && !w.ids.isContiguous ? w.ids.contiguous() : w.ids;
  try {
    launch(device, SCATTER_KERNEL, `${w.mode}_${w.op}${suffix}` as ShaderVariants['scatter'], {
      tensors: flat ? [w.src, w.dst, flat] : [w.src, w.dst],
      push: {
        n,
        offSrc: w.src.offset,
        offDst: w.dst.offset,
        offIds: flat?.offset ?? 0,
        rank: shape.length,
        axis: pre.shape.length,
        limit: axis < r ? w.dst.shape[axis]! : 0,
        alpha: w.alpha ?? 1,
        shape,
        strideSrc,
        strideDst,
      },
      label: shapeLabel(w.shape),
      cost: scatterCost(name, element(name, 'dst', w.dst).bytes, n, flat ? (w.mode === 'at' ? 1 : flat.size) : 0, w.op.startsWith('add')),
    });
  } finally {
    if (flat && flat !== w.ids) flat.destroy();
  }
}

/**
 * Whether every run of `width` consecutive elements of the collapsed iteration shape is one aligned unit
 * (a 32-bit word of 2 halves, a uvec4 of 4 words or 8 halves) in each operand (offset, strides): the
 * innermost extent a multiple of width and not the id axis, unit inner strides, offsets and outer strides
 * multiples of width.
 */
function wholeRuns(
  width: number,
  shape: readonly number[],
  axisAt: number,
  hasAxis: boolean,
  operands: [number, readonly number[]][],
): boolean {
  const last = shape.length - 1;
  if (last < 0 || shape[last]! % width !== 0 || (hasAxis && axisAt === last)) return false;
  return operands.every(([offset, s]) => offset % width === 0 && s[last] === 1 && s.slice(0, last).every((v) => v % width === 0));
}

/** The tensor the writes go to: dst itself, or `out` holding a copy of dst. */
function target(op: string, dst: Tensor, out: Tensor | undefined, read: Readonly<Record<string, Tensor>>): Tensor {
  const device = deviceOf(op, { dst, ...read });
  if (out === undefined) {
    expectWritable(op, dst, read);
    return dst;
  }
  const o = output(op, device, out, dst.dtype, dst.shape, { dst, ...read });
  record(op, { mode: 'copy', op: element(op, 'dst', dst).bytes === 4 ? 'set_b32' : 'set_b16', dst: o.t, src: dst, shape: dst.shape });
  return o.t;
}

/** The write op of dst's dtype for `reduce` (the add ops need an adding dtype). */
function writeOp(op: string, dst: Tensor, reduce: 'set' | 'add', atomic: unknown): ScatterOp {
  const e = element(op, 'dst', dst);
  if (atomic !== undefined && atomic !== 'float' && atomic !== 'compare-swap')
    throw new ArgumentError(`${op}: atomic must be 'float' or 'compare-swap' (got ${JSON.stringify(atomic)})`);
  if (reduce === 'set') return e.bytes === 4 ? 'set_b32' : 'set_b16';
  if (!e.add) throw new DTypeError(`${op}: dst is ${dst.describe()}; adding needs f32, f16, i32 or u32`);
  return e.add === 'add_f32' ? choose(F32_ADD_RULES, { atomic: atomic as AtomicAdd | undefined }, deviceOf(op, { dst }).info) : e.add;
}

function expectSameDType(op: string, dst: Tensor, src: Tensor): void {
  element(op, 'dst', dst);
  if (src.dtype !== dst.dtype) throw new DTypeError(`${op}: src is ${src.describe()}, expected ${dst.dtype} as dst`);
}

/**
 * torch.scatter / scatter_add along `axis`: for every element of ids (same rank as src and dst, each extent
 * <= src's, and <= dst's off the axis), dst[..., ids[i, j], ...] = src[i, j] (axis 0 of a 2-D dst; and so
 * on), or += with `reduce: 'add'` (f32, f16, i32, u32). See the module comment for duplicate and
 * out-of-range ids.
 */
export function scatter(dst: Tensor, ids: Tensor, src: Tensor, opts: ScatterOptions = {}): Tensor {
  const op = 'scatter';
  deviceOf(op, { dst, ids, src });
  expectSameDType(op, dst, src);
  expectIdDType(op, 'ids', ids);
  const reduce = opts.reduce ?? 'set';
  if (reduce !== 'set' && reduce !== 'add') throw new ArgumentError(`${op}: reduce must be 'set' or 'add' (got ${JSON.stringify(reduce)})`);
  const r = dst.shape.length;
  if (r === 0) throw new ShapeError(`${op}: dst (${dst.describe()}) is 0-D, expected at least 1 dimension`);
  if (ids.shape.length !== r || src.shape.length !== r)
    throw new ShapeError(`${op}: ids ${fmtShape(ids.shape)} and src ${fmtShape(src.shape)} must have dst's rank (${fmtShape(dst.shape)})`);
  const axis = normAxis(op, opts.axis ?? 0, r);
  const bad = ids.shape.findIndex((s, d) => s > src.shape[d]! || (d !== axis && s > dst.shape[d]!));
  if (bad >= 0)
    throw new ShapeError(
      `${op}: ids ${fmtShape(ids.shape)} is larger than src ${fmtShape(src.shape)} or (off axis ${axis}) dst ${fmtShape(dst.shape)} in dimension ${bad}`,
    );
  const wop = writeOp(op, dst, reduce, opts.atomic);
  const t = target(op, dst, opts.out, { ids, src });
  record(op, { mode: 'scatter', op: wop, dst: t, src, ids, shape: ids.shape, axis });
  return t;
}

/**
 * torch.index_add_: dst[..., ids[i], ...] += alpha * src[..., i, ...] along `axis`; ids is 1-D of
 * src.shape[axis] entries, and src has dst's extents off the axis. f32, f16 (one f16 rounding per add), i32
 * and u32 (alpha 1, wrapping). See the module comment for duplicate and out-of-range ids.
 */
export function indexAdd(dst: Tensor, ids: Tensor, src: Tensor, opts: IndexAddOptions = {}): Tensor {
  return indexAddLayout(dst, ids, src, opts);
}

/** indexAdd with the f32 layout forced (the bench's candidate rows and the harness's cases; not public;
 * other dtypes ignore it, compare-and-swap adds all but 'rows'; 'rows' is `deterministic`). Without one,
 * INDEX_ADD_RULES choose the float-atomic layout. */
export function indexAddLayout(dst: Tensor, ids: Tensor, src: Tensor, opts: IndexAddOptions, layout?: IndexAddLayout): Tensor {
  const op = 'indexAdd';
  deviceOf(op, { dst, ids, src });
  expectSameDType(op, dst, src);
  expectIdDType(op, 'ids', ids);
  const r = dst.shape.length;
  if (r === 0) throw new ShapeError(`${op}: dst (${dst.describe()}) is 0-D, expected at least 1 dimension`);
  const axis = normAxis(op, opts.axis ?? 0, r);
  if (ids.shape.length !== 1) throw new ShapeError(`${op}: ids has shape ${fmtShape(ids.shape)}, expected 1-D`);
  if (src.shape.length !== r || src.shape.some((s, d) => (d === axis ? s !== ids.size : s !== dst.shape[d])))
    throw new ShapeError(
      `${op}: src has shape ${fmtShape(src.shape)}, expected dst's ${fmtShape(dst.shape)} with ${ids.size} (ids' length) along axis ${axis}`,
    );
  const alpha = expectScalar(op, 'alpha', opts.alpha ?? 1);
  const wop = writeOp(op, dst, 'add', opts.atomic);
  if (wop === 'add_i32' && alpha !== 1) throw new ArgumentError(`${op}: alpha must be 1 for ${dst.dtype} (got ${alpha})`);
  const t = target(op, dst, opts.out, { ids, src });
  // a forced 'rows' falls back to the atomics where rowsPlan declines (the harness's offset runs); the
  // public option does not
  if (opts.deterministic !== undefined && typeof opts.deterministic !== 'boolean')
    throw new ArgumentError(`${op}: deterministic is ${String(opts.deterministic)}, expected true or false`);
  const plan = layout === 'rows' || (layout === undefined && opts.deterministic) ? rowsPlan(t, src, ids, axis) : undefined;
  if (!plan && layout === undefined && opts.deterministic)
    throw new ArgumentError(
      `${op}: deterministic needs f32 dst and src and contiguous dst, src and ids, rows of a multiple of 4 elements and offsets of whole vec4s (dst ${t.describe()}, src ${src.describe()}, ids ${ids.describe()})`,
    );
  if (plan) recordRows(op, t, src, ids, plan, alpha);
  else {
    const atomics = layout === undefined || layout === 'rows' ? choose(INDEX_ADD_RULES, undefined, deviceOf(op, { dst }).info) : layout;
    record(op, { mode: 'select', op: wop, dst: t, src, ids, shape: src.shape, axis, alpha, layout: atomics });
  }
  return t;
}

interface RowsPlan {
  outer: number;
  /** dst's extent along the axis. */
  limit: number;
  inner: number;
  chunks: number;
}

/** indexAdd's f32 float-atomic layout: the first rule that holds picks it. */
export const INDEX_ADD_RULES: readonly Rule<undefined, 'x4' | 'vec4'>[] = [
  {
    when: (_a, d) => d.type === 'cpu',
    variant: 'vec4',
    why: 'a CPU device (lavapipe): four atomics of one invocation on consecutive floats (x4 took twice as long there)',
  },
  {
    when: always,
    variant: 'x4',
    why: 'a GPU: each subgroup atomic on 32 consecutive floats (H200, 4096 x 4096: 66.9 µs, vec4 116.0, scalar 88.8)',
  },
];

/** Whether index_add_rows.comp takes this add: f32 dst and src contiguous at offsets of whole vec4s, rows
 * (the elements after the axis) of a multiple of 4, contiguous ids; the plane and row counts. */
function rowsPlan(dst: Tensor, src: Tensor, ids: Tensor, axis: number): RowsPlan | undefined {
  const inner = dst.shape.slice(axis + 1).reduce((a, b) => a * b, 1);
  const ok =
    dst.dtype === 'f32' &&
    dst.isContiguous &&
    src.isContiguous &&
    ids.isContiguous &&
    inner % 4 === 0 &&
    dst.offset % 4 === 0 &&
    src.offset % 4 === 0;
  if (!ok) return undefined;
  return {
    outer: dst.shape.slice(0, axis).reduce((a, b) => a * b, 1),
    limit: dst.shape[axis]!,
    inner,
    chunks: Math.ceil(inner / ROWS_CHUNK),
  };
}

/** Records index_add_rows.comp: a workgroup per (plane, destination row, chunk of ROWS_CHUNK elements). */
function recordRows(op: string, dst: Tensor, src: Tensor, ids: Tensor, p: RowsPlan, alpha: number): void {
  const groups = p.outer * p.limit * p.chunks;
  if (groups === 0 || p.inner === 0) return;
  launch(deviceOf(op, { dst, src, ids }), INDEX_ADD_ROWS_KERNEL, 'f32', {
    tensors: [src, dst, ids],
    push: {
      m: ids.size,
      limit: p.limit,
      inner4: p.inner / 4,
      chunks: p.chunks,
      groups,
      offSrc4: src.offset / 4,
      offDst4: dst.offset / 4,
      offIds: ids.offset,
      alpha,
    },
    label: shapeLabel(src.shape),
    cost: scatterCost(op, 4, src.size, ids.size, true),
  });
}

/**
 * Copies src into dst, a view of any strides (a slice of a KV cache, say), in place, and returns dst.
 * Without `at`, src is broadcast to dst's shape (as torch's copy_). With `at`, src has dst's rank and
 * extents off `axis` (or broadcasts to them) and lands at positions at, at + 1, ... along the axis; the
 * positions past dst's end are skipped, never written elsewhere. src must not share dst's buffer.
 */
export function copyInto(dst: Tensor, src: Tensor, opts: CopyIntoOptions = {}): Tensor {
  const op = 'copyInto';
  const at = opts.at;
  deviceOf(op, typeof at === 'object' ? { dst, src, at } : { dst, src });
  expectSameDType(op, dst, src);
  const set: ScatterOp = element(op, 'dst', dst).bytes === 4 ? 'set_b32' : 'set_b16';
  const views: Tensor[] = [];
  const view = (t: Tensor): Tensor => (views.push(t), t);
  try {
    if (at === undefined) {
      expectWritable(op, dst, { src });
      record(op, { mode: 'copy', op: set, dst, src: view(src.broadcastTo(dst.shape)), shape: dst.shape });
      return dst;
    }
    const r = dst.shape.length;
    if (r === 0) throw new ShapeError(`${op}: dst (${dst.describe()}) is 0-D; \`at\` needs a dimension to index`);
    const axis = normAxis(op, opts.axis ?? 0, r);
    if (src.shape.length !== r)
      throw new ShapeError(`${op}: src has shape ${fmtShape(src.shape)}, expected ${r}-D as dst ${fmtShape(dst.shape)}`);
    const region = dst.shape.map((s, d) => (d === axis ? src.shape[axis]! : s));
    const from = view(src.broadcastTo(region));
    if (typeof at === 'number') {
      if (!Number.isSafeInteger(at) || at < 0) throw new ArgumentError(`${op}: at must be a non-negative integer or a tensor (got ${at})`);
      const part = view(dst.slice(axis, at, at + region[axis]!));
      expectWritable(op, part, { src });
      record(op, { mode: 'copy', op: set, dst: part, src: view(from.slice(axis, 0, part.shape[axis])), shape: part.shape });
      return dst;
    }
    expectIdDType(op, 'at', at);
    if (at.size !== 1) throw new ShapeError(`${op}: at has shape ${fmtShape(at.shape)}, expected one element`);
    expectWritable(op, dst, { src, at });
    record(op, { mode: 'at', op: set, dst, src: from, ids: at, shape: region, axis });
    return dst;
  } finally {
    for (const v of views) v.destroy();
  }
}
