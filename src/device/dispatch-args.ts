// The argument checks of device.dispatch(): every binding a tensor of this device with a range inside its
// buffer and within the device's limits, and a grid of integers inside maxComputeWorkGroupCount (and a
// sanity bound of 2^32 work groups). They fill the recorder's binding scratch as they go.
import { ArgumentError, BindingError, LimitError, SizeError, fmtBytes } from './errors.ts';
import type { Binding } from './options.ts';
import type { Pipeline } from './pipeline.ts';
import type { Recorder } from './recorder.ts';
import { Tensor, type TensorHost } from './tensor.ts';

/** Work groups one dispatch may launch: far past any real launch, so a stray huge count is an error. */
export const MAX_GROUPS_PER_DISPATCH = 2 ** 32;

export function stageBindings(
  host: TensorHost,
  p: Pipeline,
  bindings: readonly Binding[],
  R: Recorder,
  limits: { maxStorageBufferRange: number; minStorageBufferOffsetAlignment: number },
): void {
  const n = p.bindings;
  if (!Array.isArray(bindings) || bindings.length !== n)
    throw new BindingError(`${p.name} takes ${n} bindings, got ${Array.isArray(bindings) ? bindings.length : String(bindings)}`);
  const maxRange = limits.maxStorageBufferRange;
  const align = limits.minStorageBufferOffsetAlignment;
  for (let i = 0; i < n; i++) {
    const b = bindings[i];
    let t: Tensor;
    let off = 0;
    let len: number;
    if (b instanceof Tensor) t = b;
    else if (b && b.tensor instanceof Tensor) t = b.tensor;
    else throw new BindingError(`${p.name}: binding ${i} is not a tensor or { tensor, offset, size }`);
    if (t.host !== host) throw new BindingError(`${p.name}: binding ${i} (${t.describe()}) belongs to another device`);
    const r = t.record();
    if (r === null) throw new SizeError(`${p.name}: binding ${i} (${t.describe()}) is empty; skip dispatches over empty tensors`);
    // A tensor binds its whole buffer (a view's shader gets its offset and strides itself); a range is in
    // bytes of the buffer.
    if (b instanceof Tensor) len = r.size;
    else {
      off = b.offset ?? 0;
      len = b.size ?? r.size - off;
    }
    if (len === 0)
      throw new SizeError(`${p.name}: binding ${i} is an empty range of the ${t.describe()} tensor; skip dispatches over empty ranges`);
    if (!Number.isSafeInteger(off) || !Number.isSafeInteger(len) || off < 0 || len < 0 || off + len > r.size) {
      throw new BindingError(
        `${p.name}: binding ${i} range [${off}, ${off + len}) is outside the ${r.size}-byte buffer of the ${t.describe()} tensor`,
      );
    }
    if (off % align !== 0)
      throw new BindingError(`${p.name}: binding ${i} offset ${off} is not a multiple of minStorageBufferOffsetAlignment (${align})`);
    if (len > maxRange)
      throw new BindingError(`${p.name}: binding ${i} spans ${fmtBytes(len)}, over maxStorageBufferRange (${fmtBytes(maxRange)})`);
    R.recs[i] = r;
    R.offs[i] = off;
    R.lens[i] = len;
  }
}

/** Checks a grid (no allocation: it runs on every dispatch); the caller reads groups[1] ?? 1 etc. */
export function checkGrid(name: string, groups: readonly [number, number?, number?], max: readonly [number, number, number]): void {
  if (!Array.isArray(groups) || groups.length < 1 || groups.length > 3) {
    throw new ArgumentError(
      `${name}: the grid must be an array of 1 to 3 work-group counts (got ${groups === null ? 'null' : typeof groups})`,
    );
  }
  const x = groups[0];
  const y = groups[1] ?? 1;
  const z = groups[2] ?? 1;
  // Number.isInteger, not (v | 0) === v: counts of 2^31 and more are integers (the limit check says they are too large).
  if (!Number.isInteger(x) || !Number.isInteger(y) || !Number.isInteger(z) || x < 0 || y < 0 || z < 0) {
    throw new ArgumentError(`${name}: grid [${x}, ${y}, ${z}] must be integers >= 0`);
  }
  if (x > max[0] || y > max[1] || z > max[2]) {
    throw new LimitError(
      `${name}: grid [${x}, ${y}, ${z}] is outside maxComputeWorkGroupCount [${max.join(', ')}]; use device.splitGrid()`,
    );
  }
  if (x * y * z > MAX_GROUPS_PER_DISPATCH) {
    throw new LimitError(`${name}: grid [${x}, ${y}, ${z}] is over 2^32 work groups, the sanity bound of one dispatch; split the work`);
  }
}
