// The geometry of an expert bank (ggml's mul_mat_id) as quant.matvec and quant.gemm take it: w [experts, rows,
// cols], ids [tokens, topK] (or [tokens]) u32 or i32, and x [tokens, cols] (each token's row for all its slots)
// or [tokens, topK, cols] (one row per slot), checked with typed errors naming the shapes.
import type { Tensor } from '../../device/tensor.ts';
import { fmtShape } from '../../ops/args.ts';
import { DTypeError, ShapeError } from '../../ops/errors.ts';

const ID_DTYPES = ['u32', 'i32'];

export interface BankGeometry {
  experts: number;
  rows: number;
  cols: number;
  tokens: number;
  topK: number;
  /** x has a row per (token, slot) entry, not per token. */
  perSlot: boolean;
}

export function bankGeometry(op: string, w: Tensor, x: Tensor, ids: Tensor): BankGeometry {
  if (!ID_DTYPES.includes(ids.dtype)) throw new DTypeError(`${op}: ids is ${ids.describe()}, expected u32 or i32 expert ids`);
  if (ids.shape.length !== 1 && ids.shape.length !== 2)
    throw new ShapeError(`${op}: ids has shape ${fmtShape(ids.shape)}, expected [tokens, topK] or [tokens]`);
  if (w.shape.length !== 3)
    throw new ShapeError(`${op}: w has shape ${fmtShape(w.shape)}, expected an expert bank [experts, rows, cols] (with ids)`);
  const [experts, rows, cols] = w.shape as [number, number, number];
  const [tokens, topK = 1] = ids.shape as [number, number?];
  const perSlot = ids.shape.length === 2 && x.shape.length === 3;
  const want = perSlot ? [tokens, topK, cols] : [tokens, cols];
  if (x.shape.length !== want.length || x.shape.some((d, i) => d !== want[i]))
    throw new ShapeError(
      `${op}: x has shape ${fmtShape(x.shape)}, expected [${tokens}, ${cols}]${ids.shape.length === 2 ? ` or [${tokens}, ${topK}, ${cols}]` : ''} (ids ${fmtShape(ids.shape)}, w ${fmtShape(w.shape)})`,
    );
  return { experts, rows, cols, tokens, topK, perSlot };
}
