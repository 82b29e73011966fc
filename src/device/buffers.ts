// A device's buffer bookkeeping: the set of every buffer it has (tensors, pooled, staging), the pool of idle
// ones, and the interplay of pool and allocator — a buffer comes from the pool when an idle one of its size
// and intent has finished its GPU work, else it is created and bound into memory from the allocator, which
// may ask for idle pooled memory back (relievePressure). Pool rules: docs/ARCHITECTURE.md, "The pool".
//
// The Device owns one of these and delegates to it. Nothing here refers to the Device: the pool's callback
// captures only this object (see lifetime.ts for why the parts a finalizer keeps must not reach the Device).
import * as vk from '../vk/index.ts';
import type { Allocator } from './allocator.ts';
import { OutOfMemoryError, SizeError, fmtBytes } from './errors.ts';
import { placeMemory, type Intent, type MemoryTable, type Strategy } from './placement.ts';
import { BufferPool, BufferRecord } from './pool.ts';
import type { Profiler } from './profiler.ts';
import type { Recorder } from './recorder.ts';

/** Idle pooled buffers kept by default: enough for the working set of a model's forward pass. */
const DEFAULT_IDLE_BUFFERS = 4096;

export class Buffers {
  /** Every buffer of the device (tensors, pooled, staging). */
  readonly records = new Set<BufferRecord>();
  private readonly pool: BufferPool;

  constructor(
    private readonly dc: vk.DeviceCommands,
    private readonly table: MemoryTable,
    private readonly strategy: Strategy,
    private readonly maxBufferSize: number,
    private readonly allocator: Allocator,
    private readonly recorder: Recorder,
    private readonly profiler: Profiler,
    /** Upper bound on idle pooled bytes; default an eighth of the largest device-local heap. */
    idleLimit: number | undefined,
    /** Upper bound on idle pooled buffers. */
    idleBuffers: number | undefined,
  ) {
    const heaps = table.heaps;
    const vram = Math.max(...heaps.filter((h) => h.flags & 1).map((h) => h.size), 0) || Math.max(...heaps.map((h) => h.size));
    this.pool = new BufferPool(idleLimit ?? Math.floor(vram / 8), idleBuffers ?? DEFAULT_IDLE_BUFFERS, (r) => this.destroyRecord(r));
  }

  /** Buffer and pool numbers (Device.memoryStats). */
  stats(): { buffers: number; idleBuffers: number; idleBytes: number } {
    return { buffers: this.records.size, idleBuffers: this.pool.idleCount, idleBytes: this.pool.idleBytes };
  }

  private checkSize(size: number, what: string): void {
    const maxHeap = Math.max(...this.table.heaps.map((h) => h.size));
    if (size > maxHeap) {
      throw new OutOfMemoryError(size, what, this.allocator.heapReport(), `larger than every heap (largest ${fmtBytes(maxHeap)})`);
    }
    if (size > this.maxBufferSize) {
      throw new SizeError(`${what}: ${fmtBytes(size)} exceeds the device's maxBufferSize (${fmtBytes(this.maxBufferSize)})`);
    }
  }

  /** A new buffer of `size` bytes, bound into memory placed for `intent` (never from the pool). */
  freshRecord(size: number, intent: Intent, what: string): BufferRecord {
    this.checkSize(size, what);
    const dc = this.dc;
    const B = vk.VkBufferUsageFlagBits;
    const buffer = dc.createBuffer({
      size,
      usage: B.STORAGE_BUFFER | B.TRANSFER_SRC | B.TRANSFER_DST,
      sharingMode: vk.VkSharingMode.EXCLUSIVE,
    });
    let alloc;
    try {
      const req = dc.getBufferMemoryRequirements(buffer);
      const types = placeMemory(this.table, intent, this.strategy, req.memoryTypeBits).types;
      alloc = this.allocator.alloc(Number(req.size), Number(req.alignment), types, what, () => this.relievePressure());
      dc.bindBufferMemory(buffer, alloc.block.memory, alloc.offset);
    } catch (e) {
      dc.destroyBuffer(buffer);
      throw e;
    }
    const r = new BufferRecord(buffer, alloc, size, intent);
    this.records.add(r);
    this.profiler.counts.freshAllocations++;
    return r;
  }

  /** Frees idle pooled memory (waiting for the GPU if that frees more). */
  private relievePressure(): boolean {
    this.recorder.poll();
    if (this.pool.evict(this.recorder.completed) > 0) return true;
    if (this.pool.idleCount === 0) return false;
    this.recorder.sync();
    return this.pool.evict(this.recorder.completed) > 0;
  }

  destroyRecord(r: BufferRecord): void {
    this.records.delete(r);
    this.dc.destroyBuffer(r.buffer);
    this.allocator.free(r.alloc);
  }

  /** A buffer of exactly `size` bytes: an idle pooled one whose uses have completed or were last in the eager
   * batch being recorded (BufferPool.acquire), else a fresh one. */
  record(size: number, intent: Intent, what: string): BufferRecord {
    this.recorder.poll();
    const hit = this.pool.acquire(size, intent, this.recorder.completed, this.recorder.reusableBatch);
    if (hit) {
      this.profiler.counts.poolHits++;
      return hit;
    }
    return this.freshRecord(size, intent, what);
  }

  /** Gives a buffer back to the pool now (reused by work in the same eager batch, or once the GPU is done with it). */
  recycle(r: BufferRecord): void {
    this.pool.release(r, this.recorder.completed);
  }

  /** Gives up its owner's hold on a buffer: to the pool, or, while a graph reserves it, when the last such
   * graph is dropped (releaseDropped). */
  releaseRecord(r: BufferRecord): void {
    if (r.reserved > 0) r.orphaned = true;
    else this.recycle(r);
  }

  /** Buffers a dropped graph no longer reserves: those released while reserved go to the pool now. */
  releaseDropped(freed: readonly BufferRecord[]): void {
    for (const r of freed) {
      if (r.orphaned) {
        r.orphaned = false;
        this.recycle(r);
      }
    }
  }
}
