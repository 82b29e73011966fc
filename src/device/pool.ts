// GPU buffers (one VkBuffer bound into an allocation) and the pool that recycles them.
//
// Pool rules (docs/ARCHITECTURE.md, "The runtime"): a buffer is handed out again once the fence of every submission that
// used it has signalled (lastUse ≤ completed serial), or, outside a capture, to work recorded into the eager
// batch it was last used in (its hazard lists there order the new accesses after the old ones through
// barriers, and the batch's opening barrier orders it after earlier submissions), and only while no captured
// graph reserves it; reuse is keyed
// by the exact byte size and memory intent, so a recycled buffer is never larger than the tensor that gets
// it; idle memory is bounded and the largest idle buffers are evicted first.
import type * as vk from '../vk/index.ts';
import type { Allocation } from './allocator.ts';
import type { Intent } from './placement.ts';

let nextId = 1;

/** The accesses to a buffer since the last barrier of one recording: flat [start, end) pairs. */
export class Hazards {
  /** The recording's barrier epoch these lists belong to (stale lists are cleared on the next access). */
  epoch = -1;
  readonly reads: number[] = [];
  readonly writes: number[] = [];
}

export class BufferRecord {
  readonly id = nextId++;
  /** Serial of the last submission (batch or graph replay) that used it; 0 = never. */
  lastUse = 0;
  /** Number of live graphs that captured it. */
  reserved = 0;
  /** Released by its owner while reserved: goes to the pool when the last graph drops it. */
  orphaned = false;
  /** Hazard state per recording: [0] the eager batch, [1] the graph being captured (at most one of each is
   * recorded at a time). One slot shared by both let a staged write (recorded eagerly) during a capture, or
   * a capture between two eager dispatches, erase the other's accesses and skip a needed barrier. */
  readonly hazards: readonly [Hazards, Hazards] = [new Hazards(), new Hazards()];
  /** The handle as two 32-bit halves: descriptor writes on the dispatch path avoid BigInt conversion. */
  readonly handleLo: number;
  readonly handleHi: number;
  constructor(
    readonly buffer: vk.VkBuffer,
    readonly alloc: Allocation,
    readonly size: number,
    readonly intent: Intent,
  ) {
    this.handleLo = Number(buffer & 0xffffffffn);
    this.handleHi = Number(buffer >> 32n);
  }
}

export class BufferPool {
  private readonly idle = new Map<string, BufferRecord[]>();
  idleBytes = 0;
  idleCount = 0;

  constructor(
    /** Upper bound on idle bytes. */
    public limit: number,
    /** Upper bound on idle buffers: a byte bound alone lets thousands of small ones pile up (each a driver
     * object, and every eviction scans them all). */
    public countLimit: number,
    private readonly destroyRecord: (r: BufferRecord) => void,
  ) {}

  private static key(size: number, intent: Intent): string {
    return `${intent}:${size}`;
  }

  /** An idle buffer of exactly `size` bytes whose uses have all completed or, with `batch` (the eager batch
   * being recorded; 0: none), were last in that batch; or undefined. */
  acquire(size: number, intent: Intent, completed: number, batch = 0): BufferRecord | undefined {
    const list = this.idle.get(BufferPool.key(size, intent));
    if (!list) return undefined;
    for (let i = list.length - 1; i >= 0; i--) {
      const r = list[i];
      if ((r.lastUse <= completed || (batch !== 0 && r.lastUse === batch)) && r.reserved === 0) {
        list[i] = list[list.length - 1];
        list.pop();
        this.idleBytes -= r.size;
        this.idleCount--;
        return r;
      }
    }
    return undefined;
  }

  release(r: BufferRecord, completed: number): void {
    const k = BufferPool.key(r.size, r.intent);
    let list = this.idle.get(k);
    if (!list) this.idle.set(k, (list = []));
    list.push(r);
    this.idleBytes += r.size;
    this.idleCount++;
    if (this.idleBytes > this.limit) this.evict(completed, this.idleBytes - this.limit);
    // Down to 3/4 of the count bound, least recently used first, so the scan is paid once per many releases.
    if (this.idleCount > this.countLimit) this.evict(completed, 0, this.idleCount - Math.floor((this.countLimit * 3) / 4));
  }

  /** Destroys idle buffers whose uses have completed until `bytes` are freed (largest first; all by default),
   * or, with `count`, the `count` least recently used. Returns the bytes freed. */
  evict(completed: number, bytes = Infinity, count = 0): number {
    const candidates: BufferRecord[] = [];
    for (const list of this.idle.values()) for (const r of list) if (r.lastUse <= completed && r.reserved === 0) candidates.push(r);
    if (count > 0) candidates.sort((a, b) => a.lastUse - b.lastUse);
    else candidates.sort((a, b) => b.size - a.size);
    let freed = 0;
    const gone = new Set<BufferRecord>();
    for (const r of candidates) {
      if (count > 0 ? gone.size >= count : freed >= bytes) break;
      gone.add(r);
      freed += r.size;
    }
    if (gone.size === 0) return 0;
    for (const [k, list] of this.idle) {
      const keep = list.filter((r) => !gone.has(r));
      if (keep.length) this.idle.set(k, keep);
      else this.idle.delete(k);
    }
    for (const r of gone) {
      this.idleBytes -= r.size;
      this.idleCount--;
      this.destroyRecord(r);
    }
    return freed;
  }
}
