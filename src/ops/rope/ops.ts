// Rotary position embedding (RoPE) of f32 or f16 activations [batch, heads, tokens, headDim] or
// [tokens, heads, headDim], any view, with the angles from device positions (so a captured graph replays
// with new positions) or from precomputed cos / sin tables. One dispatch (rope.comp).
import type { Device } from '../../device/device.ts';
import type { DeviceInfo } from '../../device/capabilities.ts';
import type { Tensor } from '../../device/tensor.ts';
import { contiguousStrides, fmtShape } from '../../device/layout.ts';
import { deviceOf, expectDistinct, expectDType, expectScalar, output, recordInto, shapeLabel, type OutOptions } from '../args.ts';
import { ArgumentError, DTypeError, ShapeError } from '../errors.ts';
import { launch } from '../launch.ts';
import { always, choose, type Rule } from '../select.ts';
import { ropeCost } from './cost.ts';
import { HEADS_PER_INVOCATION, pairsPerUnit, ROPE_KERNEL, ROPE_MODES, type RopeDType, type RopeLayout, type RopeMode } from './kernels.ts';
import { frequencyTable } from './frequencies.ts';

export interface RopeOptions extends OutOptions {
  /** i32 or u32 positions of the tokens, [tokens] (shared by the batch) or [batch, tokens] (4-D x), any
   * view; read on the GPU. Give either positions or cos and sin. */
  positions?: Tensor;
  /** The frequency base (default 10000): pair i turns at theta^(-2i / rotaryDims) radians per position. */
  theta?: number;
  /** Multiplies every frequency (default 1; linear position interpolation uses 1 / factor). */
  freqScale?: number;
  /** Precomputed f32 cos(angle) of each token and pair, [tokens, rotaryDims / 2] or, for a 4-D x,
   * [batch, tokens, rotaryDims / 2]; any view. With sin, instead of positions. */
  cos?: Tensor;
  /** The matching sin(angle) table, of cos's shape. */
  sin?: Tensor;
  /** 'neox' (default): pairs (i, i + rotaryDims / 2), HF's rotate_half; 'gptj': pairs (2i, 2i + 1). */
  mode?: RopeMode;
  /** How many leading elements of each head are rotated (even, <= headDim; default headDim, or twice the
   * tables' last dimension); the rest pass through unchanged. */
  rotaryDims?: number;
}

export const ROPE_THETA = 10000;

/** x (or y) as [batch, heads, tokens, headDim]: extents, element offset and strides (0 where the extent is
 * 1, so a size-1 dimension never spoils the alignment the vector variants need). */
interface View4 {
  readonly batch: number;
  readonly heads: number;
  readonly tokens: number;
  readonly headDim: number;
  readonly off: number;
  readonly s: readonly [number, number, number, number];
}

/** The [batch, heads, tokens, headDim] view of a 4-D tensor, or of a 3-D [tokens, heads, headDim] one. */
function view4(shape: readonly number[], strides: readonly number[], off: number): View4 {
  const [b, h, t, d] = shape.length === 4 ? [0, 1, 2, 3] : [-1, 1, 0, 2];
  const ext = (i: number): number => (i < 0 ? 1 : shape[i]!);
  const st = (i: number): number => (i < 0 || shape[i] === 1 ? 0 : strides[i]!);
  return { batch: ext(b), heads: ext(h), tokens: ext(t), headDim: ext(d), off, s: [st(b), st(h), st(t), st(d)] };
}

interface LayoutArgs {
  readonly x: View4;
  readonly y: View4;
  readonly rotaryDims: number;
}

/** Whether the view's rows start on multiples of k elements and run contiguously along headDim. */
const alignedTo = (v: View4, k: number): boolean => v.s[3] === 1 && v.off % k === 0 && v.s.slice(0, 3).every((s) => s % k === 0);

/** Which layout variant runs (first rule that holds); the same on every device. */
export const LAYOUT_RULES: readonly Rule<LayoutArgs, RopeLayout>[] = [
  {
    when: (a) => a.x.headDim % 4 !== 0 || a.rotaryDims % 8 !== 0,
    variant: '_strided',
    why: 'headDim is not a multiple of 4 or rotaryDims of 8 (a four-wide access would straddle a pair or a row)',
  },
  {
    when: (a) => !alignedTo(a.x, 4) || !alignedTo(a.y, 4),
    variant: '_strided',
    why: 'x or y is not contiguous along headDim, or an offset or stride is not a multiple of 4',
  },
  { when: always, variant: '_vec4', why: 'x and y contiguous along headDim with rows on multiples of 4 elements' },
];

const layoutOf = (a: LayoutArgs, info: DeviceInfo): RopeLayout => choose(LAYOUT_RULES, a, info);

function expectMode(v: unknown): RopeMode {
  if (v === undefined) return 'neox';
  if (!(ROPE_MODES as readonly unknown[]).includes(v))
    throw new ArgumentError(`rope: mode must be ${ROPE_MODES.map((m) => `'${m}'`).join(' or ')} (got ${String(v)})`);
  return v as RopeMode;
}

function expectRotaryDims(v: unknown, headDim: number, from: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 2 || v % 2 !== 0 || v > headDim)
    throw new ArgumentError(`rope: rotaryDims (${from}) must be an even integer in [2, headDim = ${headDim}] (got ${String(v)})`);
  return v;
}

/** [tokens] or, for a 4-D x, [batch, tokens] (positions), with `tail` appended (tables); else a ShapeError. */
function expectPerToken(name: string, t: Tensor, x: View4, rank4: boolean, tail: number[], layout: string): void {
  const ok2 = [x.tokens, ...tail];
  const ok3 = [x.batch, x.tokens, ...tail];
  const fits = (s: number[]): boolean => s.length === t.shape.length && s.every((n, i) => n === t.shape[i]);
  if (fits(ok2) || (rank4 && fits(ok3))) return;
  const want = rank4 ? `${fmtShape(ok2)} or ${fmtShape(ok3)}` : fmtShape(ok2);
  throw new ShapeError(`rope: ${name} has shape ${fmtShape(t.shape)}, expected ${want} (${layout})`);
}

/** Angles from device positions and a host-computed frequency table, or from cos / sin tables. */
type Angles = { kind: 'pos'; positions: Tensor; theta: number; freqScale: number } | { kind: 'table'; cos: Tensor; sin: Tensor };

function anglesOf(opts: RopeOptions, x: View4, rank4: boolean): { angles: Angles; rotaryDims: number } {
  const { positions, cos, sin } = opts;
  if (positions && (cos || sin)) throw new ArgumentError('rope: give either positions or cos and sin tables, not both');
  if (positions) {
    if (positions.dtype !== 'i32' && positions.dtype !== 'u32')
      throw new DTypeError(`rope: positions is ${positions.describe()}, expected i32 or u32`);
    expectPerToken('positions', positions, x, rank4, [], 'one position per token');
    const theta = expectScalar('rope', 'theta', opts.theta ?? ROPE_THETA);
    if (theta <= 0) throw new ArgumentError(`rope: theta must be a finite number > 0 (got ${theta})`);
    const freqScale = expectScalar('rope', 'freqScale', opts.freqScale ?? 1);
    const rotaryDims = expectRotaryDims(
      opts.rotaryDims ?? x.headDim,
      x.headDim,
      opts.rotaryDims === undefined ? 'default headDim' : 'given',
    );
    return { angles: { kind: 'pos', positions, theta, freqScale }, rotaryDims };
  }
  if (!cos || !sin) throw new ArgumentError('rope: expected positions, or both cos and sin tables');
  if (opts.theta !== undefined || opts.freqScale !== undefined)
    throw new ArgumentError('rope: theta and freqScale apply to positions; the cos and sin tables already hold the angles');
  for (const [name, t] of [
    ['cos', cos],
    ['sin', sin],
  ] as const) {
    expectDType('rope', name, t, 'f32');
    if (t.shape.length < 2) throw new ShapeError(`rope: ${name} has shape ${fmtShape(t.shape)}, expected [tokens, rotaryDims / 2]`);
  }
  const pairs = cos.shape.at(-1)!;
  const rotaryDims = expectRotaryDims(
    opts.rotaryDims ?? 2 * pairs,
    x.headDim,
    opts.rotaryDims === undefined ? "twice the tables' last dimension" : 'given',
  );
  for (const [name, t] of [
    ['cos', cos],
    ['sin', sin],
  ] as const)
    expectPerToken(name, t, x, rank4, [rotaryDims / 2], 'one angle per token and rotated pair');
  if (cos.shape.length !== sin.shape.length)
    throw new ShapeError(`rope: cos has shape ${fmtShape(cos.shape)} and sin ${fmtShape(sin.shape)}, expected the same`);
  return { angles: { kind: 'table', cos, sin }, rotaryDims };
}

/** Whether out is x itself (or the same view of its storage): the op then runs in place. */
const sameView = (a: Tensor, b: Tensor): boolean =>
  a === b ||
  (a._storage === b._storage &&
    a.offset === b.offset &&
    a.dtype === b.dtype &&
    a.shape.length === b.shape.length &&
    a.shape.every((n, i) => n === b.shape[i] && a.strides[i] === b.strides[i]));

/**
 * Rotary position embedding: each pair (a, b) of the first rotaryDims elements of every head becomes
 * (a cos - b sin, b cos + a sin), the pairs chosen by `mode`; elements past rotaryDims pass through.
 * x is f32 or f16 (f16 in and out, f32 math), [batch, heads, tokens, headDim] or [tokens, heads, headDim],
 * any view. The result has x's shape and dtype; `out: x` rotates x in place (not a broadcast view).
 *
 * With positions, the angle of pair i at position pos follows llama.cpp and HF: inv_freq_i =
 * 1 / theta^(2i / rotaryDims), angle = pos * freqScale * inv_freq_i. vkts rounds freqScale * inv_freq_i
 * to f32 once (computed in f64 on the host), and the GPU takes the f32 product f32(pos) * freq_i, whose sin
 * and cos it computes accurately (shaders/include/sincos.glsl) for |angle| up to ~2e5. With cos and sin
 * tables, the tables' values are used as they are.
 *
 * f16 x needs an even headDim and rotaryDims a multiple of 4 (results are written two elements at a time).
 */
export function rope(x: Tensor, opts: RopeOptions = {}): Tensor {
  const { positions, cos, sin } = opts;
  const device = deviceOf('rope', { x, ...(positions ? { positions } : {}), ...(cos ? { cos } : {}), ...(sin ? { sin } : {}) });
  if (x.dtype !== 'f32' && x.dtype !== 'f16') throw new DTypeError(`rope: x is ${x.describe()}, expected f32 or f16`);
  const dtype: RopeDType = x.dtype;
  if (x.shape.length !== 3 && x.shape.length !== 4)
    throw new ShapeError(`rope: x has shape ${fmtShape(x.shape)}, expected [batch, heads, tokens, headDim] or [tokens, heads, headDim]`);
  const rank4 = x.shape.length === 4;
  const xv = view4(x.shape, x.strides, x.offset);
  const mode = expectMode(opts.mode);
  const { angles, rotaryDims } = anglesOf(opts, xv, rank4);
  if (dtype === 'f16' && (xv.headDim % 2 !== 0 || rotaryDims % 4 !== 0))
    throw new ArgumentError(
      `rope: f16 x needs an even headDim and rotaryDims a multiple of 4 (got headDim ${xv.headDim}, rotaryDims ${rotaryDims}): results are written two elements at a time`,
    );
  const inPlace = opts.out !== undefined && deviceOf('rope', { out: opts.out }) === device && sameView(opts.out, x);
  if (inPlace) {
    if (x.shape.some((n, i) => n > 1 && x.strides[i] === 0))
      throw new ArgumentError(`rope: out is x (${x.describe()}), a broadcast view: in place would write one element from several places`);
    expectDistinct('rope', ['out', x], { positions, cos, sin });
  }
  const out = inPlace ? { t: x, owned: false } : output('rope', device, opts.out, dtype, x.shape, { x, positions, cos, sin });
  const y = out.t;
  const yv = inPlace ? xv : view4(x.shape, contiguousStrides(x.shape), y.offset);
  const layout = layoutOf({ x: xv, y: yv, rotaryDims }, device.info);
  // A fresh result starts at 0, so only the caller's out (or x, in place) can be misaligned here.
  if (dtype === 'f16' && layout === '_strided' && !alignedTo(yv, 2))
    throw new ArgumentError(
      `rope: f16 ${inPlace ? 'in place needs x' : 'out needs'} (${y.describe()}) contiguous along headDim with rows on even elements (results are written two elements at a time)`,
    );
  if (x.size === 0) return y;
  return recordInto(out, (yt) => record(device, x, yt, xv, yv, { dtype, mode, layout, rotaryDims, angles, inPlace }));
}

interface Plan {
  dtype: RopeDType;
  mode: RopeMode;
  layout: RopeLayout;
  rotaryDims: number;
  angles: Angles;
  inPlace: boolean;
}

function record(device: Device, x: Tensor, y: Tensor, xv: View4, yv: View4, p: Plan): void {
  const vec = pairsPerUnit(p.dtype, p.layout);
  const pairs = p.rotaryDims / 2;
  const rotUnits = pairs / vec;
  const copyUnits = p.inPlace ? 0 : Math.ceil((xv.headDim - p.rotaryDims) / (2 * vec));
  const headGroups = Math.ceil(xv.heads / HEADS_PER_INVOCATION);
  const rowUnits = rotUnits + copyUnits;
  const base = {
    units: xv.batch * headGroups * xv.tokens * rowUnits,
    rowUnits,
    rotUnits,
    tokens: xv.tokens,
    headGroups,
    heads: xv.heads,
    pairs,
    headDim: xv.headDim,
    offX: xv.off,
    sXb: xv.s[0],
    sXh: xv.s[1],
    sXt: xv.s[2],
    sXd: xv.s[3],
    offY: yv.off,
    sYb: yv.s[0],
    sYh: yv.s[1],
    sYt: yv.s[2],
    sYd: yv.s[3],
  };
  const a = p.angles;
  const variant = `${p.dtype}_${p.mode}_${a.kind}${p.layout}` as const;
  const cost = ropeCost({
    elements: x.size,
    rotated: (x.size / xv.headDim) * p.rotaryDims,
    elementBytes: p.dtype === 'f16' ? 2 : 4,
    inPlace: p.inPlace,
    angles: a.kind === 'pos' ? a.positions.size * pairs : 0,
    sideBytes: a.kind === 'pos' ? 4 * (a.positions.size + pairs) : 8 * a.cos.size,
  });
  const label = shapeLabel(x.shape);
  if (a.kind === 'pos') {
    const freq = frequencyTable(device, p.rotaryDims, a.theta, a.freqScale);
    const [offP, sPb, sPt] = perToken(a.positions, 0);
    launch(device, ROPE_KERNEL, variant, {
      tensors: [x, y, a.positions, freq],
      push: { ...base, offP, sPb, sPt, posSigned: a.positions.dtype === 'i32' ? 1 : 0, offF: freq.offset },
      label,
      cost,
    });
  } else {
    const [offC, sCb, sCt, sCi] = perToken(a.cos, 1);
    const [offS, sSb, sSt, sSi] = perToken(a.sin, 1);
    launch(device, ROPE_KERNEL, variant, {
      tensors: [x, y, a.cos, a.sin],
      push: { ...base, offC, sCb, sCt, sCi, offS, sSb, sSt, sSi },
      label,
      cost,
    });
  }
}

/** offset, batch stride (0 when shared by the batch), token stride and the `tail` trailing strides of a
 * per-token tensor; strides of size-1 dimensions read as 0. */
function perToken(t: Tensor, tail: number): number[] {
  const s = t.shape.map((n, i) => (n === 1 ? 0 : t.strides[i]!));
  const batched = t.shape.length === 2 + tail;
  return [t.offset, batched ? s[0]! : 0, ...s.slice(batched ? 1 : 0)];
}
