// The chunked (WY) form of the gated delta rule over a sequence (prefill): the same outputs and final state
// as gdnSequence, with most of the work as products of chunk-sized matrices and only a pass over the chunks
// (not the tokens) in order. Three dispatches over one f32 work buffer (docs/ARCHITECTURE.md, "Gated delta
// net"): chunk_prep.comp (per chunk: the WY transform W, Ut and the within-chunk scores), chunk_state.comp
// (the state from chunk to chunk) and chunk_output.comp (per chunk: the outputs).
import type { Tensor } from '../../device/tensor.ts';
import { SizeError } from '../../device/errors.ts';
import { recordInto, shapeLabel } from '../args.ts';
import { ArgumentError } from '../errors.ts';
import { launch } from '../launch.ts';
import { gdnChunkCost, type GdnChunkPass } from './cost.ts';
import { CHUNK_OUTPUT_KERNEL, CHUNK_PREP_KERNEL, CHUNK_STATE_KERNEL, GDN_CHUNK } from './kernels.ts';
import { checkDelta, onContiguous, type DeltaDims, type DeltaOperands, type GdnOptions } from './ops.ts';

/** The passes in the order they run. */
export const PASSES: readonly GdnChunkPass[] = ['prep', 'state', 'output'];
const PASS_KERNELS = { prep: CHUNK_PREP_KERNEL, state: CHUNK_STATE_KERNEL, output: CHUNK_OUTPUT_KERNEL };

/** Element offsets of the arrays in the work buffer, and its size. */
export interface ChunkWorkLayout {
  readonly chunks: number;
  readonly offQh: number;
  readonly offKh: number;
  readonly offW: number;
  readonly offUt: number;
  readonly offU: number;
  readonly offP: number;
  readonly offDecay: number;
  readonly offH: number;
  readonly size: number;
}

/** The work buffer of a call: Qh, Kh, W [BH, Tp, dk], Ut, U [BH, Tp, dv], P [BH, Tp, C], decay [BH,
 * chunks], H [BH, chunks, dk, dv] (Tp = chunks C). Each pass writes only what the next ones read, so a
 * pass repeated on the same buffer (the bench) computes the same thing again. */
export function chunkWorkLayout(d: Omit<DeltaDims, 'group'>): ChunkWorkLayout {
  const bh = d.batch * d.heads;
  const chunks = Math.ceil(d.tokens / GDN_CHUNK);
  const rows = bh * chunks * GDN_CHUNK;
  const offQh = 0;
  const offKh = offQh + rows * d.dk;
  const offW = offKh + rows * d.dk;
  const offUt = offW + rows * d.dk;
  const offU = offUt + rows * d.dv;
  const offP = offU + rows * d.dv;
  const offDecay = offP + rows * GDN_CHUNK;
  const offH = offDecay + bh * chunks;
  return { chunks, offQh, offKh, offW, offUt, offU, offP, offDecay, offH, size: offH + bh * chunks * d.dk * d.dv };
}

/** One pass of gdnChunked on a caller-owned work buffer (f32, chunkWorkLayout's size): for the bench, whose
 * rows time one dispatch each. The passes must run in order (prep, state, output) on the same buffer. */
export interface ChunkPass {
  readonly pass: GdnChunkPass;
  readonly work: Tensor;
}

/**
 * gdnSequence in its chunked (WY) form, for prefill: the same operands, outputs o [batch, heads, tokens, dv]
 * and final state (updated in place), computed per chunk of 64 tokens with the UT/WY transform of the
 * Gated DeltaNet paper (within a chunk, T = (I + strictly-lower(diag(beta) K K^T) decays)^-1 by
 * elimination, W = T diag(beta exp(G)) K, U = T diag(beta) V - W S), so only the state's hand-over from
 * chunk to chunk is sequential. A function of its own beside gdnSequence, not an option of it: the family
 * names its ops by the form of the recurrence (gdnStep, gdnSequence), gdnSequence stays bit-identical to
 * gdnStep token by token, and this form holds a work buffer of about (3 dk + 2 dv + 64) floats per token plus
 * one [dk, dv] state per chunk (freed once recorded) and rounds differently (the triangular solve: NMSE
 * ~1e-13 against the f64 recurrence at 200 tokens of 128 x 128 heads on lavapipe, against ~1e-14 for
 * gdnSequence). Prefer it from a few hundred tokens on; decode is gdnStep.
 */
export function gdnChunked(q: Tensor, k: Tensor, v: Tensor, g: Tensor, beta: Tensor, state: Tensor, opts: GdnOptions = {}): Tensor {
  return gdnChunkedPasses(q, k, v, g, beta, state, opts);
}

/** gdnChunked, or with `only` one of its passes. */
export function gdnChunkedPasses(
  q: Tensor,
  k: Tensor,
  v: Tensor,
  g: Tensor,
  beta: Tensor,
  state: Tensor,
  opts: GdnOptions,
  only?: ChunkPass,
): Tensor {
  const op = 'gdnChunked';
  const t: DeltaOperands = { q, k, v, g, beta, state };
  const { device, dtype, dims, scale, l2norm, out } = checkDelta(op, t, opts, true);
  const bh = dims.batch * dims.heads;
  if (bh * dims.tokens === 0) return out.t;
  const layout = chunkWorkLayout(dims);
  if (layout.size >= 2 ** 32)
    throw new SizeError(`${op}: the work buffer of ${bh} heads x ${dims.tokens} tokens (${layout.size} elements) exceeds 2^32 elements`);
  if (only && (only.work.dtype !== 'f32' || only.work.size < layout.size || !only.work.isContiguous))
    throw new ArgumentError(`${op}: the work buffer ${only.work.describe()} must be contiguous f32 of >= ${layout.size} elements`);
  return recordInto(out, (o) => {
    const work = only?.work ?? device.alloc('f32', [layout.size]);
    try {
      onContiguous([q, k, v, g, beta], ([qc, kc, vc, gc, bc]) => {
        const at = (x: number): number => work.offset + x;
        const push = {
          heads: bh,
          tokens: dims.tokens,
          chunks: layout.chunks,
          dk: dims.dk,
          dv: dims.dv,
          scale,
          offQ: qc!.offset,
          offK: kc!.offset,
          offV: vc!.offset,
          offG: gc!.offset,
          offBeta: bc!.offset,
          offQh: at(layout.offQh),
          offKh: at(layout.offKh),
          offW: at(layout.offW),
          offUt: at(layout.offUt),
          offU: at(layout.offU),
          offP: at(layout.offP),
          offDecay: at(layout.offDecay),
          offH: at(layout.offH),
          offS: state.offset,
          offO: o.offset,
          group: dims.group,
        };
        const operands: Record<GdnChunkPass, Tensor[]> = { prep: [qc!, kc!, vc!, gc!, bc!, work], state: [work, state], output: [work, o] };
        for (const pass of only ? [only.pass] : PASSES) {
          const variant = pass === 'state' ? 'f32' : pass === 'prep' && l2norm ? (`${dtype}_l2norm` as const) : dtype;
          launch(device, PASS_KERNELS[pass], variant, {
            tensors: operands[pass],
            push,
            label: shapeLabel([dims.batch, dims.heads, dims.tokens, dims.dk, dims.dv]),
            cost: gdnChunkCost(pass, {
              heads: bh,
              group: dims.group,
              tokens: dims.tokens,
              dk: dims.dk,
              dv: dims.dv,
              chunk: GDN_CHUNK,
              l2norm: l2norm && pass === 'prep',
              elementBytes: dtype === 'f16' ? 2 : 4,
            }),
          });
        }
      });
    } finally {
      if (!only) work.destroy();
    }
  });
}
