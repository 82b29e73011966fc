// Work-group grids within maxComputeWorkGroupCount: a 1-D count of groups becomes a 2-D or 3-D grid when it
// exceeds the per-dimension limit (65535 on many GPUs). The shader computes the linear group index as
// gl_WorkGroupID.x + gl_NumWorkGroups.x * (gl_WorkGroupID.y + gl_NumWorkGroups.y * gl_WorkGroupID.z) and
// returns past the end (the grid may hold a few more groups than asked).
import { LimitError } from './errors.ts';

export type Grid = [number, number, number];

/** A grid of at least `groups` work groups within `max` per dimension, as square as the limits allow. */
export function splitGrid(groups: number, max: readonly [number, number, number]): Grid {
  if (!Number.isSafeInteger(groups) || groups < 0) throw new LimitError(`work group count must be a non-negative integer (got ${groups})`);
  if (groups <= max[0]) return [groups, 1, 1];
  const x = max[0];
  let y = Math.ceil(groups / x);
  if (y <= max[1]) return [x, y, 1];
  y = max[1];
  const z = Math.ceil(groups / (x * y));
  if (z > max[2]) throw new LimitError(`${groups} work groups exceed the device's grid (${max.join(' × ')})`);
  return [x, y, z];
}

/** The grid covering `elements` items with `localSize` invocations per group. */
export function gridFor(elements: number, localSize: number, max: readonly [number, number, number]): Grid {
  return splitGrid(Math.ceil(elements / localSize), max);
}
