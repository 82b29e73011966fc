// The gated delta net (linear attention) ops of Qwen3-Next-style layers (f32; the recurrence's q, k, v and output
// f16 too): the gating (gdnGating), the
// delta rule recurrence for one token (gdnStep, decode) or a sequence (gdnSequence, prefill; one dispatch
// walking the tokens in order), and the depthwise causal conv1d in front of it (causalConv1d,
// causalConv1dStep). Inputs may be any views (those that are not contiguous are copied first); the states
// are updated in place and must be contiguous.
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import { fmtShape } from '../../device/layout.ts';
import {
  deviceOf,
  expectDistinct,
  expectDType,
  expectFlag,
  expectScalar,
  output,
  recordInto,
  shapeLabel,
  type OutOptions,
  type Output,
} from '../args.ts';
import { ArgumentError, DTypeError, ShapeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { causalConv1dCost, gdnDeltaCost, gdnGatingCost } from './cost.ts';
import { CONV1D_KERNEL, DELTA_KERNEL, GATING_KERNEL, GDN_DTYPES, GDN_MAX_DIM, type GdnDType } from './kernels.ts';

/** Runs body on contiguous copies of the views that are not contiguous, and releases the copies after. */
export function onContiguous<T>(ts: readonly Tensor[], body: (cs: Tensor[]) => T): T {
  const cs = ts.map((t) => (t.isContiguous ? t : t.contiguous()));
  try {
    return body(cs);
  } finally {
    cs.forEach((c, i) => c !== ts[i] && c.destroy());
  }
}

function expectShapeOf(op: string, name: string, t: Tensor, shape: readonly number[], layout: string): void {
  if (t.shape.length !== shape.length || t.shape.some((n, i) => n !== shape[i]))
    throw new ShapeError(`${op}: ${name} has shape ${fmtShape(t.shape)}, expected ${fmtShape(shape)} (${layout})`);
}

/** A state written in place: contiguous, not a broadcast, sharing no buffer with what the dispatch reads. */
function expectState(op: string, name: string, s: Tensor, read: Readonly<Record<string, Tensor | undefined>>): void {
  if (!s.isContiguous) throw new ShapeError(`${op}: ${name} (${s.describe()}) must be contiguous: it is updated in place`);
  expectDistinct(op, [name, s], read);
}

export interface GdnGatingOptions {
  /** log(A) per head, [heads] (the layer's A_log). */
  aLog: Tensor;
  /** The bias added to a before the softplus, [heads] (dt_bias). */
  dtBias: Tensor;
}

/**
 * The gates of a gated delta net layer: g = -exp(aLog) * softplus(a + dtBias) (the log-decay of the state)
 * and beta = sigmoid(b) (the write strength). a and b are f32 [..., heads] (e.g. [tokens, heads]), aLog and
 * dtBias f32 [heads]. softplus is PyTorch's (threshold 20). Returns new tensors g and beta of a's shape.
 */
export function gdnGating(a: Tensor, b: Tensor, opts: GdnGatingOptions): { g: Tensor; beta: Tensor } {
  const op = 'gdnGating';
  const { aLog, dtBias } = opts ?? {};
  const device = deviceOf(op, { a, b, aLog, dtBias });
  for (const [n, t] of Object.entries({ a, b, aLog, dtBias })) expectDType(op, n, t, 'f32');
  if (a.shape.length < 1) throw new ShapeError(`${op}: a has shape ${fmtShape(a.shape)}, expected [..., heads]`);
  const heads = a.shape.at(-1)!;
  expectShapeOf(op, 'b', b, a.shape, "a's shape");
  expectShapeOf(op, 'aLog', aLog, [heads], 'one per head');
  expectShapeOf(op, 'dtBias', dtBias, [heads], 'one per head');
  const g = device.alloc('f32', a.shape);
  const beta = recordInto({ t: device.alloc('f32', a.shape), owned: true }, (bt) => {
    if (a.size === 0) return;
    recordInto({ t: g, owned: true }, () =>
      onContiguous([a, b, aLog, dtBias], ([ac, bc, lc, dc]) =>
        launch(device, GATING_KERNEL, 'f32', {
          tensors: [ac!, bc!, lc!, dc!, g, bt],
          push: {
            n: a.size,
            heads,
            offA: ac!.offset,
            offB: bc!.offset,
            offL: lc!.offset,
            offD: dc!.offset,
            offG: g.offset,
            offBeta: bt.offset,
          },
          label: shapeLabel(a.shape),
          cost: gdnGatingCost(a.size, heads),
        }),
      ),
    );
  });
  return { g, beta };
}

export interface GdnOptions extends OutOptions {
  /** Multiplies the output (default 1 / sqrt(dk), applied to q as in the FLA and HF references). */
  scale?: number;
  /** Divide q and k by their L2 norms, sqrt(sum x^2 + 1e-6), first (default false: used as given), as
   * FLA's use_qk_l2norm_in_kernel. */
  l2norm?: boolean;
}

export interface DeltaDims {
  batch: number;
  /** v's heads (and g's, beta's, the state's, the output's). */
  heads: number;
  /** v heads per q / k head: q and k have heads / group heads, v head h reading q / k head h / group. */
  group: number;
  tokens: number;
  dk: number;
  dv: number;
}

/** The operands of the recurrence in binding order (q, k, v, g, beta, state). */
export type DeltaOperands = Record<'q' | 'k' | 'v' | 'g' | 'beta' | 'state', Tensor>;

/** A checked call of the recurrence: its device, q / k / v / output dtype, sizes, scale, l2norm and output. */
export interface DeltaCall {
  device: Device;
  dtype: GdnDType;
  dims: DeltaDims;
  scale: number;
  l2norm: boolean;
  out: Output<GdnDType>;
}

/** Checks the operands of the recurrence over dims.tokens tokens (`tokenAxis`: whether the tensors carry a
 * token dimension) and allocates (or checks) the output. */
export function checkDelta(op: string, t: DeltaOperands, opts: GdnOptions, tokenAxis: boolean): DeltaCall {
  const device = deviceOf(op, t);
  const dtype = t.q.dtype as GdnDType;
  if (!(GDN_DTYPES as readonly string[]).includes(dtype))
    throw new DTypeError(`${op}: q is ${t.q.describe()}, expected ${GDN_DTYPES.join(' or ')} (k and v the same)`);
  for (const n of ['k', 'v'] as const) expectDType(op, n, t[n], dtype);
  for (const n of ['g', 'beta', 'state'] as const) expectDType(op, n, t[n], 'f32');
  const qRank = tokenAxis ? 4 : 3;
  const layout = tokenAxis ? '[batch, heads, tokens, dv]' : '[batch, heads, dv]';
  if (t.v.shape.length !== qRank) throw new ShapeError(`${op}: v has shape ${fmtShape(t.v.shape)}, expected ${layout}`);
  const [batch, heads] = t.v.shape as [number, number];
  const tokens = tokenAxis ? t.v.shape[2]! : 1;
  const dv = t.v.shape.at(-1)!;
  const qLayout = tokenAxis ? '[batch, qkHeads, tokens, dk]' : '[batch, qkHeads, dk]';
  if (t.q.shape.length !== qRank || t.q.shape[0] !== batch || (tokenAxis && t.q.shape[2] !== tokens))
    throw new ShapeError(`${op}: q has shape ${fmtShape(t.q.shape)}, expected ${qLayout} with v's batch${tokenAxis ? ' and tokens' : ''}`);
  const qkHeads = t.q.shape[1]!;
  const dk = t.q.shape.at(-1)!;
  if (qkHeads < 1 || heads % qkHeads !== 0)
    throw new ShapeError(
      `${op}: q has ${qkHeads} heads and v ${heads}; v's heads must be a multiple of q's and k's (each q / k head serves heads / qkHeads v heads)`,
    );
  const lead = tokenAxis ? [batch, heads, tokens] : [batch, heads];
  expectShapeOf(op, 'k', t.k, t.q.shape, `q's shape`);
  expectShapeOf(op, 'g', t.g, lead, 'one gate per (batch, head, token)');
  expectShapeOf(op, 'beta', t.beta, lead, 'one per (batch, head, token)');
  expectShapeOf(op, 'state', t.state, [batch, heads, dk, dv], '[batch, heads, dk, dv]');
  for (const [n, d] of [
    ['dk', dk],
    ['dv', dv],
  ] as const)
    if (d < 1 || d > GDN_MAX_DIM)
      throw new ShapeError(`${op}: ${n} is ${d}, expected 1 to ${GDN_MAX_DIM} (the state of a head is held in one workgroup)`);
  const scale = expectScalar(op, 'scale', opts.scale ?? 1 / Math.sqrt(dk));
  const l2norm = expectFlag(op, 'l2norm', opts.l2norm);
  const { state, ...read } = t;
  expectState(op, 'state', state, read);
  const out = output(op, device, opts.out, dtype, [...lead, dv], t);
  return { device, dtype, dims: { batch, heads, group: heads / qkHeads, tokens, dk, dv }, scale, l2norm, out };
}

/** The recurrence over dims.tokens tokens; `tokenAxis` says whether the tensors carry a token dimension. */
function delta(op: string, t: DeltaOperands, opts: GdnOptions, tokenAxis: boolean): Tensor {
  const { device, dtype, dims, scale, l2norm, out } = checkDelta(op, t, opts, tokenAxis);
  if (dims.batch * dims.heads * dims.tokens === 0) return out.t;
  return recordInto(out, (o) => recordDelta(device, t, o, dtype, dims, scale, l2norm));
}

function recordDelta(
  device: Device,
  t: Record<string, Tensor>,
  o: Tensor,
  dtype: GdnDType,
  d: DeltaDims,
  scale: number,
  l2norm: boolean,
): void {
  onContiguous([t.q!, t.k!, t.v!, t.g!, t.beta!], ([q, k, v, g, beta]) =>
    launch(device, DELTA_KERNEL, `${dtype}${l2norm ? '_l2norm' : ''}`, {
      tensors: [q!, k!, v!, g!, beta!, t.state!, o],
      push: {
        heads: d.batch * d.heads,
        tokens: d.tokens,
        dk: d.dk,
        dv: d.dv,
        scale,
        offQ: q!.offset,
        offK: k!.offset,
        offV: v!.offset,
        offG: g!.offset,
        offBeta: beta!.offset,
        offS: t.state!.offset,
        offO: o.offset,
        group: d.group,
      },
      label: shapeLabel([d.batch, d.heads, d.tokens, d.dk, d.dv]),
      cost: gdnDeltaCost({
        heads: d.batch * d.heads,
        group: d.group,
        tokens: d.tokens,
        dk: d.dk,
        dv: d.dv,
        elementBytes: dtype === 'f16' ? 2 : 4,
      }),
    }),
  );
}

/**
 * One decode step of the gated delta rule for every (batch, head), the state updated in place:
 *   S <- exp(g) S;  delta = (v - S^T k) beta;  S <- S + k delta^T;  o = scale S^T q.
 * q, k: [batch, qkHeads, dk] and v: [batch, heads, dv], all f32 or all f16 (read as such, the math in f32;
 * the output has their dtype); g (from gdnGating), beta: f32 [batch, heads]; state:
 * contiguous f32 [batch, heads, dk, dv], sharing no buffer with the others. heads is a multiple of qkHeads:
 * v head h reads q / k head floor(h / (heads / qkHeads)), as Qwen3-Next's 16 q / k heads serve its 32 v heads
 * (HF repeats them with repeat_interleave; here they are read in place). dk and dv are 1 to 128. q and k
 * are used as given unless `l2norm` (callers of FLA's kernels pass use_qk_l2norm_in_kernel for that).
 * Returns o [batch, heads, dv] (or writes `out`). One workgroup per (batch, head), S in registers, f32.
 */
export function gdnStep(q: Tensor, k: Tensor, v: Tensor, g: Tensor, beta: Tensor, state: Tensor, opts: GdnOptions = {}): Tensor {
  return delta('gdnStep', { q, k, v, g, beta, state }, opts, false);
}

/**
 * gdnStep over a sequence (prefill) in one dispatch: the tokens of q, k [batch, qkHeads, tokens, dk],
 * v [batch, heads, tokens, dv], g, beta [batch, heads, tokens] are taken in order, each a gdnStep of the
 * state (updated in place). Returns o [batch, heads, tokens, dv]. Each workgroup walks its (batch, head)'s
 * tokens one by one with the state in registers; the chunked (WY) form, which turns most of the work into
 * matrix products, is a later speed-up.
 */
export function gdnSequence(q: Tensor, k: Tensor, v: Tensor, g: Tensor, beta: Tensor, state: Tensor, opts: GdnOptions = {}): Tensor {
  return delta('gdnSequence', { q, k, v, g, beta, state }, opts, true);
}

export interface CausalConv1dOptions extends OutOptions {
  /** f32 [channels], added before the activation. */
  bias?: Tensor;
  /** 'silu' (x sigmoid(x)) or 'none' (default). */
  activation?: 'silu' | 'none';
}

function expectActivation(op: string, v: unknown): boolean {
  if (v === undefined || v === 'none') return false;
  if (v === 'silu') return true;
  throw new ArgumentError(`${op}: activation must be 'silu' or 'none' (got ${String(v)})`);
}

interface ConvCall {
  op: string;
  x: Tensor;
  weight: Tensor;
  state?: Tensor;
  opts: CausalConv1dOptions;
  /** [batch, channels] of x (the leading dimensions). */
  rows: number;
  channels: number;
  tokens: number;
}

function conv(c: ConvCall): Tensor {
  const { op, x, weight, state, opts } = c;
  const bias = opts.bias;
  const device = deviceOf(op, { x, weight, ...(state ? { state } : {}), ...(bias ? { bias } : {}) });
  const silu = expectActivation(op, opts.activation);
  if (weight.shape.length !== 2 || weight.shape[0] !== c.channels || weight.shape[1]! < 1)
    throw new ShapeError(`${op}: weight has shape ${fmtShape(weight.shape)}, expected [channels = ${c.channels}, kernel >= 1]`);
  const kernel = weight.shape[1]!;
  if (bias) expectShapeOf(op, 'bias', bias, [c.channels], 'one per channel');
  const stateLen = state ? state.shape[2]! : 0;
  if (state) {
    if (state.shape.length !== 3 || state.shape[0] !== x.shape[0] || state.shape[1] !== c.channels || stateLen < Math.max(1, kernel - 1))
      throw new ShapeError(
        `${op}: convState has shape ${fmtShape(state.shape)}, expected [batch, channels, >= max(1, kernel - 1)] = [${x.shape[0]}, ${c.channels}, ${Math.max(1, kernel - 1)}]`,
      );
    expectState(op, 'convState', state, { x, weight, bias });
  }
  const out = output(op, device, opts.out, 'f32', x.shape, { x, weight, bias, state });
  const n = c.rows * c.tokens;
  if (n === 0) return out.t;
  const variant = `f32${state ? '_step' : ''}${silu ? '_silu' : ''}${bias ? '_bias' : ''}` as const;
  return recordInto(out, (y) =>
    onContiguous([x, weight, ...(bias ? [bias] : [])], ([xc, wc, bc]) =>
      launch(device, CONV1D_KERNEL, variant, {
        tensors: [xc!, wc!, y, ...(state ? [state] : []), ...(bc ? [bc] : [])],
        push: {
          n,
          channels: c.channels,
          tokens: c.tokens,
          kernel,
          stateLen,
          offX: xc!.offset,
          offW: wc!.offset,
          offY: y.offset,
          offS: state?.offset ?? 0,
          offBias: bc?.offset ?? 0,
        },
        label: shapeLabel(x.shape),
        cost: causalConv1dCost({ outputs: n, channels: c.channels, kernel, stateElements: state?.size ?? 0, bias: !!bias, silu }),
      }),
    ),
  );
}

/**
 * Depthwise causal conv1d over x f32 [batch, channels, tokens] with weight [channels, kernel] (left padding
 * kernel - 1, as HF's causal_conv1d_fn): y[b, c, t] = act(bias[c] + sum_j weight[c, j] x[b, c, t - kernel +
 * 1 + j]). Returns y of x's shape.
 */
export function causalConv1d(x: Tensor, weight: Tensor, opts: CausalConv1dOptions = {}): Tensor {
  const op = 'causalConv1d';
  deviceOf(op, { x, weight });
  expectDType(op, 'x', x, 'f32');
  expectDType(op, 'weight', weight, 'f32');
  if (opts.bias) expectDType(op, 'bias', opts.bias, 'f32');
  if (x.shape.length !== 3) throw new ShapeError(`${op}: x has shape ${fmtShape(x.shape)}, expected [batch, channels, tokens]`);
  const [batch, channels, tokens] = x.shape as [number, number, number];
  return conv({ op, x, weight, opts, rows: batch * channels, channels, tokens });
}

/**
 * One decode step of causalConv1d: x f32 [batch, channels] follows the inputs held in convState f32 [batch,
 * channels, L] (L >= kernel - 1 and >= 1, oldest first; contiguous), which moves one place left and takes x at its
 * end, in place (HF's causal_conv1d_update). Returns y [batch, channels].
 */
export function causalConv1dStep(x: Tensor, convState: Tensor, weight: Tensor, opts: CausalConv1dOptions = {}): Tensor {
  const op = 'causalConv1dStep';
  deviceOf(op, { x, convState, weight });
  for (const [n, t] of Object.entries({ x, convState, weight, ...(opts.bias ? { bias: opts.bias } : {}) })) expectDType(op, n, t, 'f32');
  if (x.shape.length !== 2) throw new ShapeError(`${op}: x has shape ${fmtShape(x.shape)}, expected [batch, channels]`);
  const [batch, channels] = x.shape as [number, number];
  return conv({ op, x, weight, state: convState, opts, rows: batch * channels, channels, tokens: 1 });
}
