// What the recorder records into and tracks: RecState (a command buffer being recorded: an eager batch or
// a segment of a graph), Batch (an eager batch with its fence and serial), Pending (a submission not yet
// retired), GraphData (what a captured graph holds), and the hazard checks over a buffer's accesses since
// the last barrier of a recording (docs/ARCHITECTURE.md, "Batches and hazards"; the synchronisation model
// is in recorder.ts).
import type * as vk from '../vk/index.ts';
import type { Pipeline } from './pipeline.ts';
import type { BufferRecord } from './pool.ts';
import type { DispatchMeta } from './profiler.ts';

/** A command buffer being recorded: an eager batch or a segment of a graph. */
export class RecState {
  epoch = 0;
  /** Which of a buffer's hazard slots this recording uses (BufferRecord.hazards): 0 eager, 1 capture. */
  readonly slot: 0 | 1;
  boundPipeline = 0n;
  dispatches = 0;
  work = 0;
  barriers = 0;
  descPools: vk.VkDescriptorPool[] = [];
  descPoolIndex = -1;
  setsLeft = 0;
  descLeft = 0;
  queries = 0;
  kernelNames: string[] = [];
  kernelMeta: (DispatchMeta | undefined)[] = [];
  constructor(
    readonly cb: vk.VkCommandBuffer,
    readonly queryPool: vk.VkQueryPool | null,
    slot: 0 | 1 = 1,
  ) {
    this.slot = slot;
  }
}

export class Batch extends RecState {
  serial = 0;
  constructor(
    cb: vk.VkCommandBuffer,
    queryPool: vk.VkQueryPool | null,
    readonly fence: vk.VkFence,
  ) {
    super(cb, queryPool, 0);
  }
}

export interface Pending {
  serial: number;
  fence: vk.VkFence;
  batch?: Batch;
  /** A graph replay's fence goes back to the free list. */
  replay?: GraphData;
  /** Waits on the fence in the FenceWaiter's thread: the fence must not be reset (nor reused) under them,
   * or a wait that starts after the reset never returns. */
  asyncWaits?: number;
  /** Retired while async waits were outstanding: the last of them recycles it. */
  retired?: boolean;
}

/** What a captured graph holds. */
export class GraphData {
  readonly segments: RecState[] = [];
  readonly touched = new Set<BufferRecord>();
  /** Pipelines its command buffers bind (not evicted while the graph lives). */
  readonly pipelines = new Set<Pipeline>();
  lastReplay = 0;
  dispatches = 0;
  barriers = 0;
  dropped = false;
}

/** Whether an access to [start, end) of r conflicts with one recorded in s since its last barrier. */
export function conflicts(s: RecState, r: BufferRecord, start: number, end: number, write: boolean): boolean {
  const h = r.hazards[s.slot];
  if (h.epoch !== s.epoch) return false;
  const w = h.writes;
  for (let i = 0; i < w.length; i += 2) if (start < w[i + 1] && w[i] < end) return true;
  if (write) {
    const rd = h.reads;
    for (let i = 0; i < rd.length; i += 2) if (start < rd[i + 1] && rd[i] < end) return true;
  }
  return false;
}

/** Notes an access to [start, end) of r in s (lists left from an earlier epoch are cleared first). */
export function note(s: RecState, r: BufferRecord, start: number, end: number, write: boolean): void {
  const h = r.hazards[s.slot];
  if (h.epoch !== s.epoch) {
    h.epoch = s.epoch;
    h.reads.length = 0;
    h.writes.length = 0;
  }
  (write ? h.writes : h.reads).push(start, end);
}
