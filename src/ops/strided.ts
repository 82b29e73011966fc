// How an elementwise-style kernel addresses its operands: contiguously (at an offset, four elements at a
// time when every offset allows it) or through the strided head (shaders/include/strided.glsl) with the
// dimensions collapsed to the fewest that describe every operand's access. Results are contiguous.
import { broadcastStrides, collapseDims, contiguousStrides, fmtShape, sameShape } from '../device/layout.ts';
import { ShapeError } from '../device/errors.ts';
import type { Tensor } from '../device/tensor.ts';

/** The most dimensions the strided head indexes (MAX_RANK in strided.glsl). */
export const MAX_RANK = 8;

export interface Addressing {
  /** 'vec4': contiguous with n and every offset a multiple of 4; 'contiguous'; or 'strided'. */
  readonly layout: 'vec4' | 'contiguous' | 'strided';
  /** Element offsets of the inputs and then of the output, in units of the kernel's element (vec4: / 4). */
  readonly offsets: number[];
  /** Strided only: the collapsed shape and each input's strides over it. */
  readonly rank: number;
  readonly shape: number[];
  readonly strides: number[][];
}

/**
 * The addressing of `inputs` (broadcast to `shape`) read by a kernel writing the contiguous `out`.
 * `vec4` says whether the kernel has a four-wide variant.
 */
export function addressing(what: string, shape: readonly number[], inputs: readonly Tensor[], out: Tensor, vec4 = true): Addressing {
  const n = out.size;
  const plain = inputs.every((t) => t.isContiguous && sameShape(t.shape, shape));
  if (plain) {
    const offsets = [...inputs.map((t) => t.offset), out.offset];
    const wide = vec4 && n % 4 === 0 && offsets.every((o) => o % 4 === 0);
    return { layout: wide ? 'vec4' : 'contiguous', offsets: wide ? offsets.map((o) => o / 4) : offsets, rank: 0, shape: [], strides: [] };
  }
  const c = collapseDims(shape, contiguousStrides(shape), ...inputs.map((t) => broadcastStrides(t.shape, t.strides, shape, what)));
  if (c.shape.length > MAX_RANK) {
    throw new ShapeError(
      `${what}: the operands' layout needs ${c.shape.length} dimensions after merging, more than ${MAX_RANK}; make one contiguous() first (shape ${fmtShape(shape)})`,
    );
  }
  return {
    layout: 'strided',
    offsets: [...inputs.map((t) => t.offset), out.offset],
    rank: c.shape.length,
    shape: c.shape,
    strides: c.strides.slice(1),
  };
}
