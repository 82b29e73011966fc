// argsort(x, { descending }) and topk(x, k, { largest }) along the last dimension of an f32 or f16 tensor of
// any shape and layout (a view is read in place through the strided row head: no copy), one dispatch of
// sort.comp, one workgroup per row (f16 topk adds the index family's gather for its values).
//
// Order (PyTorch's): values ascend (descending: descend); -0.0 and 0.0 are equal; NaN is larger than every
// number, +inf included (last ascending, first descending), and all NaNs are equal. Ties keep the lower
// index first, always: the result is that of PyTorch's stable sort (stable: true), and the same on every
// run and device; `stable: false` is accepted and gives it too.
import type { Tensor } from '../../device/tensor.ts';
import { expectFlag, output, type OutOptions } from '../args.ts';
import { ArgumentError, ShapeError } from '../errors.ts';
import { gather } from '../index/ops.ts';
import { launch } from '../launch.ts';
import { argsortCost, topkCost } from './cost.ts';
import { SORT_DTYPES, SORT_KERNEL, SORT_MAX, type SortDType } from './kernels.ts';
import { rowsLabel } from '../rows.ts';
import { expectK, layoutOf, sortWidth, recordAll, sortRows } from './rows.ts';
import { fmtShape } from '../../device/layout.ts';

export interface ArgsortOptions extends OutOptions {
  /** Largest first (default false: smallest first). */
  descending?: boolean;
  /** Accepted for PyTorch's signature; the sort is always stable (ties: lower index first). */
  stable?: boolean;
}

export interface TopkOptions {
  /** The k largest (default true), or the k smallest. */
  largest?: boolean;
  /** Accepted for PyTorch's signature; the result is always sorted (best first). */
  sorted?: boolean;
  /** Where to write the results (contiguous, of the result's dtype and shape); either may be left out. */
  out?: { values?: Tensor; indices?: Tensor };
}

export interface TopkResult {
  /** [..., k] of x's dtype: the k best values of each row, best first. */
  values: Tensor;
  /** [..., k] u32: their positions in the row. */
  indices: Tensor<'u32'>;
}

/**
 * The indices that sort each row (the last dimension) of an f32 or f16 tensor: a u32 tensor of x's shape,
 * ascending (or `descending`) in the order above (NaN last ascending, first descending; ties by lower index).
 * Rows up to SORT_MAX (4096) elements: a wider row is a ShapeError (topk takes the best k of wider rows).
 */
export function argsort(x: Tensor, opts: ArgsortOptions = {}): Tensor<'u32'> {
  const r = sortRows('argsort', 'x', x, SORT_DTYPES);
  const desc = expectFlag('argsort', 'descending', opts.descending);
  expectFlag('argsort', 'stable', opts.stable);
  if (r.cols > SORT_MAX)
    throw new ShapeError(
      `argsort: x has shape ${fmtShape(x.shape)}, rows of ${r.cols} elements; the GPU sort takes rows of at most ${SORT_MAX} (one workgroup's shared memory)`,
    );
  const out = output('argsort', r.device, opts.out, 'u32', x.shape, { x });
  if (r.rows === 0 || r.cols === 0) return out.t;
  recordAll([out], () => {
    const a = r.address();
    launch(r.device, SORT_KERNEL, `argsort_${x.dtype as SortDType}${layoutOf(a)}`, {
      tensors: [x, out.t],
      push: { ...a.push, offY: out.t.offset, n: sortWidth(r.cols), k: r.cols, desc: +desc, offV: 0 },
      label: rowsLabel(a.push),
      cost: argsortCost(r.rows, r.cols, x.dtype === 'f16' ? 2 : 4),
    });
  });
  return out.t;
}

/**
 * The k largest (or, largest: false, smallest) elements of each row (the last dimension) of an f32 or f16
 * tensor and their indices, best first in the order above (as torch.topk; NaN counts as the largest; ties:
 * the lower index first, so the result is deterministic). k is an integer in [1, cols] (a typed error
 * otherwise); rows wider than SORT_MAX (4096) need k <= 2048. One dispatch for f32; f16 gathers its values
 * in a second.
 */
export function topk(x: Tensor, k: number, opts: TopkOptions = {}): TopkResult {
  const r = sortRows('topk', 'x', x, SORT_DTYPES);
  expectK('topk', 'k', k, r.cols, x.shape);
  const largest = opts.largest === undefined || expectFlag('topk', 'largest', opts.largest);
  expectFlag('topk', 'sorted', opts.sorted);
  if (r.cols > SORT_MAX && k > SORT_MAX / 2)
    throw new ArgumentError(
      `topk: k = ${k} over rows of ${r.cols} elements; rows wider than ${SORT_MAX} take k <= ${SORT_MAX / 2} (the kept k and a block of the rest share one workgroup's ${SORT_MAX} slots)`,
    );
  const shape = [...r.lead, k];
  const indices = output('topk', r.device, opts.out?.indices, 'u32', shape, { x });
  const values = output('topk', r.device, opts.out?.values, x.dtype, shape, { x, indices: indices.t });
  if (r.rows > 0) {
    recordAll([indices, values], () => {
      const a = r.address();
      const f16 = x.dtype === 'f16';
      launch(r.device, SORT_KERNEL, `topk_${x.dtype as SortDType}${layoutOf(a)}`, {
        tensors: f16 ? [x, indices.t] : [x, indices.t, values.t],
        push: { ...a.push, offY: indices.t.offset, n: sortWidth(Math.min(r.cols, SORT_MAX)), k, desc: +largest, offV: values.t.offset },
        label: rowsLabel(a.push),
        cost: topkCost(r.rows, r.cols, k, f16 ? 2 : 4),
      });
      if (f16) gather(x, indices.t, { axis: -1, out: values.t });
    });
  }
  return { values: values.t, indices: indices.t as Tensor<'u32'> };
}
