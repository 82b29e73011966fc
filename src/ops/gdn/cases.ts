// The gdn family in the correctness harness. The ops that update a state in place have two cases each: one
// compares the returned output, one the state after the call (the harness checks one tensor per case).
// Shapes: 1 and 3 heads (and 2), dk = dv = 16, 64, 128 plus dk != dv and odd sizes, tokens 1, 7, 64 (the
// chunked form 1, 63, 64, 65, 70, 130, 200 around its chunk of 64, and from a zero state too), batch 1
// and 2, and fewer q / k heads than v heads (2 and 4 v heads a q / k head, as Qwen3-Next's 16 over 32). Without l2norm, k is drawn from +-sqrt(3 / dk) (|k| ~ 1, as after the models' l2norm): the delta
// rule multiplies the state by (I - beta k k^T) each token, which grows without bound for |k|^2 beta
// > 2, so raw uniform k of dk 128 would overflow within a few tokens. The states are not given as views
// (they are written in place); every other input is.
// Tolerance (NMSE): 1e-10 but for gdnChunked. The f32 kernels round every product and sum once (an
// unfused fma allowed) over sums of at most 128 terms, plus the driver's exp (3 + 2|x| ulp: g, the sigmoid,
// SiLU) and inversesqrt (2 ulp, l2norm); over 64 tokens of decaying state that is NMSE ~1e-13 (measured on
// lavapipe), while one f32 rounding error per element is already ~1e-15 and a wrong formula is >= 1e-4.
// gdnChunked: 1e-9. It rounds differently (f32 cumulative sums of the gates, the forward substitution for
// T = (I + A)^-1, whose error grows with T's entries, and products of 64 to 128 terms) and is matched to
// the same f64 token-by-token recurrence: measured <= 2e-13 on lavapipe at 200 tokens of 128 x 128 heads;
// the bound leaves room for T's growth with other data and another driver's exp, still 1e5 below a wrong
// formula (a state not handed over between chunks is ~1e-2).
import { F16_ROUNDING_NMSE, inDType, valuesF32, type HostTensor, type InputDecl, type OpCase } from '../case.ts';
import type { Tensor } from '../../device/tensor.ts';
import { gdnChunked } from './chunked.ts';
import { causalConv1d, causalConv1dStep, gdnGating, gdnSequence, gdnStep } from './ops.ts';
import * as ref from './reference.ts';

const TOL = 1e-10;
const CHUNKED_TOL = 1e-9;
const f32 = (lo: number, hi: number, views = true): InputDecl => ({ dtype: 'f32', range: [lo, hi], views });
const data = (t: HostTensor): Float32Array => t.data as Float32Array;

const gatingCase = (which: 'g' | 'beta'): OpCase => ({
  name: `gdnGating (${which})`,
  // a + dtBias spans the softplus threshold (20) and its exponentially small tail
  inputs: [f32(-30, 30), f32(-10, 10), f32(-2, 2), f32(-2, 2)],
  shapes: [
    [[7, 3], [7, 3], [3], [3]],
    [[1, 1], [1, 1], [1], [1]],
    [[64, 32], [64, 32], [32], [32]],
    [[2, 5, 16], [2, 5, 16], [16], [16]],
    [[0, 4], [0, 4], [4], [4]],
  ],
  run: (_d, [a, b, aLog, dtBias]) => {
    const r = gdnGating(a!, b!, { aLog: aLog!, dtBias: dtBias! });
    r[which === 'g' ? 'beta' : 'g'].destroy();
    return r[which];
  },
  reference: ([a, b, l, d]) => Float32Array.from(ref.gating(data(a!), data(b!), data(l!), data(d!))[which]),
  tolerance: TOL,
});

interface Dims {
  b: number;
  h: number;
  t: number;
  dk: number;
  dv: number;
  /** q's and k's heads (h unless fewer: GQA-style). */
  kh: number;
}

const D = (b: number, h: number, t: number, dk: number, dv = dk, kh = h): Dims => ({ b, h, t, dk, dv, kh });
const SEQUENCE_DIMS = [
  D(1, 1, 1, 16),
  D(2, 3, 7, 16),
  D(1, 3, 64, 16),
  D(2, 1, 7, 64),
  D(1, 3, 64, 64),
  D(1, 1, 7, 128),
  D(2, 3, 64, 128),
  D(1, 2, 5, 32, 16),
  D(2, 1, 4, 16, 128),
  D(1, 2, 3, 5, 3),
  D(2, 4, 7, 16, 16, 2), // 2 v heads per q / k head
  D(1, 6, 5, 32, 16, 2),
];
const STEP_DIMS = [
  D(1, 1, 1, 16),
  D(2, 3, 1, 16),
  D(2, 1, 1, 64),
  D(1, 3, 1, 128),
  D(2, 3, 1, 128),
  D(1, 2, 1, 32, 16),
  D(1, 2, 1, 5, 3),
  D(2, 4, 1, 16, 16, 1),
];
// the chunked form around its chunk of 64: one token, a chunk less one, one, one and a token, and 200 (three
// chunks and a ragged one of 8), and none
const CHUNKED_DIMS = [
  D(1, 2, 1, 64),
  D(2, 1, 63, 64),
  D(1, 3, 64, 64),
  D(1, 2, 65, 64),
  D(1, 2, 200, 64),
  D(1, 1, 1, 128),
  D(1, 2, 65, 128),
  D(2, 1, 200, 128),
  D(1, 2, 70, 32, 16),
  D(1, 1, 130, 16, 128),
  D(2, 1, 0, 16),
  D(2, 2, 67, 5, 3),
  D(2, 4, 70, 16, 16, 2), // 2 v heads per q / k head, over two chunks
  D(1, 4, 65, 64, 64, 1),
];

type Form = 'step' | 'sequence' | 'chunked';
const FORMS = { step: gdnStep, sequence: gdnSequence, chunked: gdnChunked };
const DIMS: Record<Form, Dims[]> = { step: STEP_DIMS, sequence: SEQUENCE_DIMS, chunked: CHUNKED_DIMS };

/** The input shapes q, k, v, g, beta, state of one call. */
function deltaShapes(d: Dims, step: boolean): number[][] {
  const lead = step ? [d.b, d.h] : [d.b, d.h, d.t];
  const qk = step ? [d.b, d.kh, d.dk] : [d.b, d.kh, d.t, d.dk];
  return [qk, qk, [...lead, d.dv], lead, lead, [d.b, d.h, d.dk, d.dv]];
}

interface DeltaCaseSpec {
  form: Form;
  which: 'o' | 'state';
  l2norm: boolean;
  dims: Dims[];
  /** k's range is +-sqrt(3 / dk) without l2norm. */
  dk?: number;
  /** Start from a zero state (no initial state) rather than a random one. */
  zeroState?: boolean;
  /** q's, k's, v's and the output's dtype (default f32; the gates and the state are f32). */
  dtype?: 'f32' | 'f16';
}

function deltaCase({ form, which, l2norm, dims, dk, zeroState = false, dtype = 'f32' }: DeltaCaseSpec): OpCase {
  const step = form === 'step';
  const op = `gdn${form[0]!.toUpperCase()}${form.slice(1)}`;
  const kr = l2norm ? 1 : Math.sqrt(3 / dk!);
  const fn = FORMS[form];
  const state: InputDecl = zeroState ? { dtype: 'f32', values: [0], views: false } : f32(-1, 1, false);
  return {
    name: `${op} (${which}${l2norm ? ', l2norm' : `, dk ${dk}`}${zeroState ? ', zero state' : ''}${dtype === 'f16' ? ', f16' : ''})`,
    // g: per-token log decay <= 0; beta in (0, 1)
    inputs: [{ dtype, range: [-1, 1] }, { dtype, range: [-kr, kr] }, { dtype, range: [-1, 1] }, f32(-0.7, 0), f32(0, 1), state],
    shapes: dims.map((d) => deltaShapes(d, step)),
    run: (_d, [q, k, v, g, beta, s]) => {
      const o = fn(q!, k!, v!, g!, beta!, s!, { l2norm });
      if (which === 'o') return o;
      o.destroy();
      return s!;
    },
    reference: ([q, k, v, g, beta, s]) => {
      const [dkk, dv] = s!.shape.slice(2) as [number, number];
      const heads = s!.shape[0]! * s!.shape[1]!;
      const group = s!.shape[1]! / q!.shape[1]!;
      const tokens = step ? 1 : q!.shape[2]!;
      const x = { q: valuesF32(q!), k: valuesF32(k!), v: valuesF32(v!), g: data(g!), beta: data(beta!), state: data(s!) };
      const r = ref.delta(x, { heads, group, tokens, dk: dkk, dv, scale: 1 / Math.sqrt(dkk), l2norm })[which];
      return inDType(which === 'o' ? dtype : 'f32', Float32Array.from(r));
    },
    tolerance: which === 'o' && dtype === 'f16' ? F16_ROUNDING_NMSE : form === 'chunked' ? CHUNKED_TOL : TOL,
  };
}

/** Cases without l2norm, one per dk (k's range follows dk), and with l2norm over a few shapes; the chunked
 * form also from a zero state. */
function deltaCases(form: Form, which: 'o' | 'state'): OpCase[] {
  const dims = DIMS[form];
  const dks = [...new Set(dims.map((d) => d.dk))];
  return [
    ...dks.map((dk) => deltaCase({ form, which, l2norm: false, dims: dims.filter((d) => d.dk === dk), dk })),
    deltaCase({ form, which, l2norm: true, dims: [dims[1]!, dims[4]!, dims.at(-1)!] }),
    ...(form === 'chunked' ? [deltaCase({ form, which, l2norm: true, dims: [dims[3]!, dims[7]!], zeroState: true })] : []),
    // f16 q, k, v and output: odd and even dv (whole and merged words), fewer q / k heads
    deltaCase({ form, which, l2norm: true, dims: [dims[2]!, dims.at(-1)!, ...dims.filter((d) => d.dv % 2 === 1)], dtype: 'f16' }),
    deltaCase({ form, which, l2norm: false, dims: dims.filter((d) => d.dk === 16), dk: 16, dtype: 'f16' }),
  ];
}

type Act = 'silu' | 'none';

/** x [B, C, T], weight [C, K] (bias [C]). */
const CONV_SHAPES = [
  [2, 3, 7, 4],
  [1, 1, 1, 4],
  [1, 33, 64, 4],
  [2, 5, 6, 1],
  [1, 4, 2, 3],
  [2, 3, 0, 4],
];

function convCase(act: Act, bias: boolean): OpCase {
  return {
    name: `causalConv1d (${act}${bias ? ', bias' : ''})`,
    inputs: [f32(-2, 2), f32(-1, 1), ...(bias ? [f32(-1, 1)] : [])],
    shapes: CONV_SHAPES.map(([b, c, t, k]) => [[b!, c!, t!], [c!, k!], ...(bias ? [[c!]] : [])]),
    run: (_d, [x, w, bs]) => causalConv1d(x!, w!, { activation: act, ...(bs ? { bias: bs } : {}) }),
    reference: ([x, w, bs]) => {
      const [B, C, T] = x!.shape as [number, number, number];
      const a = { rows: B * C, channels: C, tokens: T, kernel: w!.shape[1]!, silu: act === 'silu' };
      return Float32Array.from(ref.conv1d(data(x!), data(w!), bs && data(bs), a));
    },
    tolerance: TOL,
  };
}

/** x [B, C], state length L, weight [C, K]. */
const CONV_STEP_SHAPES = [
  [2, 3, 3, 4],
  [1, 1, 3, 4],
  [1, 33, 3, 4],
  [2, 5, 6, 4],
  [1, 4, 1, 1],
  [2, 3, 2, 2],
];

function convStepCase(act: Act, bias: boolean, which: 'y' | 'state'): OpCase {
  return {
    name: `causalConv1dStep (${which}, ${act}${bias ? ', bias' : ''})`,
    inputs: [f32(-2, 2), f32(-2, 2, false), f32(-1, 1), ...(bias ? [f32(-1, 1)] : [])],
    shapes: CONV_STEP_SHAPES.map(([b, c, l, k]) => [[b!, c!], [b!, c!, l!], [c!, k!], ...(bias ? [[c!]] : [])]),
    run: (_d, [x, s, w, bs]) => {
      const y = causalConv1dStep(x!, s!, w!, { activation: act, ...(bs ? { bias: bs as Tensor } : {}) });
      if (which === 'y') return y;
      y.destroy();
      return s!;
    },
    reference: ([x, s, w, bs]) => {
      const [B, C, L] = s!.shape as [number, number, number];
      const a = { rows: B * C, channels: C, tokens: 1, kernel: w!.shape[1]!, silu: act === 'silu', stateLen: L };
      return Float32Array.from(ref.conv1dStep(data(x!), data(s!), data(w!), bs && data(bs), a)[which]);
    },
    tolerance: TOL,
  };
}

const ACTS: Act[] = ['none', 'silu'];

export const cases: OpCase[] = [
  gatingCase('g'),
  gatingCase('beta'),
  ...(['step', 'sequence', 'chunked'] as const).flatMap((form) => [deltaCases(form, 'o'), deltaCases(form, 'state')].flat()),
  ...ACTS.flatMap((act) => [false, true].map((bias) => convCase(act, bias))),
  ...ACTS.flatMap((act) => [false, true].flatMap((bias) => [convStepCase(act, bias, 'y'), convStepCase(act, bias, 'state')])),
];
