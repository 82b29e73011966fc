// moeRoute(logits, { topK, normalize }): a mixture-of-experts router's choice per token in one dispatch of
// moe_route.comp (one workgroup per token): softmax over the experts, the topK experts by probability, and
// their weights renormalised to sum to 1 (normalize, the default) or the probabilities themselves.
import type { Tensor } from '../../device/tensor.ts';
import { expectFlag, output } from '../args.ts';
import { ArgumentError, ShapeError } from '../errors.ts';
import { fmtShape } from '../../device/layout.ts';
import { launch } from '../launch.ts';
import { moeRouteCost } from './cost.ts';
import { MAX_EXPERTS, MOE_ROUTE_KERNEL } from './kernels.ts';
import { rowsLabel } from '../rows.ts';
import { expectK, layoutOf, sortWidth, recordAll, sortRows } from './rows.ts';

export interface MoeRouteOptions {
  /** Experts per token: an integer in [1, experts]. */
  topK: number;
  /** Scale the chosen experts' probabilities to sum to 1 (default true). */
  normalize?: boolean;
  /** Where to write the results (contiguous, u32 / f32 [..., topK]); either may be left out. */
  out?: { ids?: Tensor; weights?: Tensor };
}

export interface MoeRoute {
  /** [..., topK] u32: the chosen experts of each token, most probable first. */
  ids: Tensor<'u32'>;
  /** [..., topK] f32: their weights. */
  weights: Tensor<'f32'>;
}

/**
 * The experts of each token (row of f32 logits, [..., experts], any view) for a mixture-of-experts layer:
 * p = softmax(logits) over the experts, ids = the topK experts by p (as torch.topk: the most probable first,
 * ties to the lower expert, NaN as the largest), weights = p[ids] / sum(p[ids]) when `normalize` (the
 * default), else p[ids]. At most MAX_EXPERTS (256) experts (a ShapeError beyond); any number of tokens.
 * A row whose softmax is NaN (a NaN or +inf logit, or every logit -inf, as in PyTorch) gets experts
 * 0..topK-1 (PyTorch's topk over all-equal NaN) and NaN weights. Experts are ranked by logit, so two whose
 * f32 probabilities both underflow to 0 (logits ~104 below the row's max) keep their logits' order.
 */
export function moeRoute(logits: Tensor, opts: MoeRouteOptions): MoeRoute {
  const r = sortRows('moeRoute', 'logits', logits, ['f32']);
  if (typeof opts !== 'object' || opts === null) throw new ArgumentError('moeRoute: options { topK } are required');
  if (r.cols > MAX_EXPERTS)
    throw new ShapeError(
      `moeRoute: logits has shape ${fmtShape(logits.shape)}, ${r.cols} experts; at most ${MAX_EXPERTS} are routed in one workgroup`,
    );
  const k = expectK('moeRoute', 'topK', opts.topK, r.cols, logits.shape);
  const normalize = opts.normalize === undefined || expectFlag('moeRoute', 'normalize', opts.normalize);
  const shape = [...r.lead, k];
  const ids = output('moeRoute', r.device, opts.out?.ids, 'u32', shape, { logits });
  const weights = output('moeRoute', r.device, opts.out?.weights, 'f32', shape, { logits, ids: ids.t });
  if (r.rows > 0) {
    recordAll([ids, weights], () => {
      const a = r.address();
      launch(r.device, MOE_ROUTE_KERNEL, `f32${layoutOf(a)}`, {
        tensors: [logits, ids.t, weights.t],
        push: { ...a.push, offY: ids.t.offset, n: sortWidth(r.cols), k, normalize: +normalize, offW: weights.t.offset },
        label: rowsLabel(a.push),
        cost: moeRouteCost(r.rows, r.cols, k),
      });
    });
  }
  return { ids: ids.t, weights: weights.t };
}
