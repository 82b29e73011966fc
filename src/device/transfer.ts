// Data movement between host arrays and buffers: direct copies through the persistent mapping where the
// memory is host-visible; otherwise chunked staging through two bounded staging buffers (double-buffered,
// so the host fills or drains one while the GPU copies the other), which keeps staging memory bounded for
// buffers of many GB.
import type { Allocator } from './allocator.ts';
import { DestroyedError } from './errors.ts';
import type { Intent } from './placement.ts';
import type { BufferRecord } from './pool.ts';
import type { Profiler } from './profiler.ts';
import type { Recorder } from './recorder.ts';

const WINDOW = 2 ** 30;

export interface TransferOptions {
  /** Total staging memory per direction (two slots of half this size). Default 64 MiB. */
  stagingSize: number;
  /** Stage even when the buffer is host-visible (tests the staged path on UMA devices). */
  forceStaging: boolean;
}

/** An async read in flight: its snapshot is being copied into `staging`, drained into `dst` once it lands. */
interface AsyncRead {
  readonly staging: BufferRecord;
  readonly dst: Uint8Array;
  settled: boolean;
  /** The device went away without its data (device lost): reject, never touch the freed memory. */
  cancelled?: boolean;
}

export class Transfer {
  private up: BufferRecord[] = [];
  private down: BufferRecord[] = [];
  /** Async reads whose copy is recorded and not yet drained (device.destroy() drains them). */
  private readonly reads = new Set<AsyncRead>();

  constructor(
    private readonly allocator: Allocator,
    private readonly recorder: Recorder,
    private readonly profiler: Profiler,
    private readonly makeRecord: (size: number, intent: Intent) => BufferRecord,
    private readonly destroyRecord: (r: BufferRecord) => void,
    readonly opts: TransferOptions,
    /** A pooled readback buffer of exactly `size` bytes for one async read, and its return to the pool. */
    private readonly borrow: (size: number) => BufferRecord,
    private readonly giveBack: (r: BufferRecord) => void,
  ) {}

  /** Writes go straight through the mapping wherever the memory is host-visible (write-combining is fast). */
  direct(r: BufferRecord): boolean {
    return r.alloc.block.hostVisible && !this.opts.forceStaging;
  }

  /** Reads do only where it is also host-cached: reading uncached (ReBAR) memory from the CPU is ~100x slower
   * than a GPU copy into cached staging memory. */
  directRead(r: BufferRecord): boolean {
    return this.direct(r) && r.alloc.block.cached;
  }

  /** Copies between host bytes and the mapping of r, window by window. */
  private mapped(r: BufferRecord, offset: number, host: Uint8Array, toDevice: boolean): void {
    const a = r.alloc;
    let done = 0;
    while (done < host.byteLength) {
      const at = a.offset + offset + done;
      const { buf, base } = a.block.window(at);
      const n = Math.min(host.byteLength - done, base + WINDOW - at);
      const dev = new Uint8Array(buf, at - base, n);
      if (toDevice) dev.set(host.subarray(done, done + n));
      else host.set(dev, done);
      done += n;
    }
  }

  private slots(dir: 'up' | 'down'): BufferRecord[] {
    const list = dir === 'up' ? this.up : this.down;
    if (list.length === 0) {
      const half = Math.max(4096, Math.floor(this.opts.stagingSize / 2 / 4) * 4);
      for (let i = 0; i < 2; i++) list.push(this.makeRecord(half, dir === 'up' ? 'staging' : 'readback'));
    }
    return list;
  }

  write(r: BufferRecord, offset: number, src: Uint8Array): void {
    this.profiler.counts.bytesUploaded += src.byteLength;
    if (this.direct(r)) {
      this.recorder.waitIdle(r);
      this.mapped(r, offset, src, true);
      this.allocator.flush(r.alloc, offset, src.byteLength);
      return;
    }
    const slots = this.slots('up');
    const chunk = slots[0].size;
    for (let done = 0, k = 0; done < src.byteLength; done += chunk, k ^= 1) {
      const s = slots[k];
      const n = Math.min(chunk, src.byteLength - done);
      this.recorder.waitIdle(s);
      this.mapped(s, 0, src.subarray(done, done + n), true);
      this.allocator.flush(s.alloc, 0, n);
      this.recorder.copy(s, 0, r, offset + done, n);
      this.recorder.submit();
    }
  }

  read(r: BufferRecord, offset: number, dst: Uint8Array): void {
    this.profiler.counts.bytesRead += dst.byteLength;
    if (this.directRead(r)) {
      this.recorder.waitIdle(r);
      this.allocator.invalidate(r.alloc, offset, dst.byteLength);
      this.mapped(r, offset, dst, false);
      return;
    }
    const slots = this.slots('down');
    const chunk = slots[0].size;
    const total = dst.byteLength;
    const issue = (i: number) => {
      const n = Math.min(chunk, total - i * chunk);
      this.recorder.copy(r, offset + i * chunk, slots[i & 1], 0, n);
      this.recorder.submit();
    };
    const chunks = Math.ceil(total / chunk);
    if (chunks > 0) issue(0);
    for (let i = 0; i < chunks; i++) {
      if (i + 1 < chunks) issue(i + 1);
      const s = slots[i & 1];
      const n = Math.min(chunk, total - i * chunk);
      this.recorder.waitIdle(s);
      this.allocator.invalidate(s.alloc, 0, n);
      this.mapped(s, 0, dst.subarray(i * chunk, i * chunk + n), false);
    }
  }

  /**
   * Reads `dst.byteLength` bytes at `offset` as they are when this is called (a snapshot, like read()): the
   * copy into a readback buffer of its own is recorded now, ordered after the work already recorded and
   * before anything recorded later, so a later write, an op writing the buffer, or the buffer's tensor being
   * destroyed and its buffer reused cannot change what it resolves to. Only the fence wait is asynchronous.
   * Costs a readback buffer as large as the read (pooled); where the memory is host-visible, cached and idle,
   * the bytes are read at once instead.
   */
  readAsync(r: BufferRecord, offset: number, dst: Uint8Array): Promise<void> {
    this.recorder.poll();
    if (dst.byteLength === 0) return Promise.resolve();
    if (this.directRead(r) && r.lastUse <= this.recorder.completed) {
      this.read(r, offset, dst);
      return Promise.resolve();
    }
    this.profiler.counts.bytesRead += dst.byteLength;
    const staging = this.borrow(Math.ceil(dst.byteLength / 4) * 4);
    this.recorder.copy(r, offset, staging, 0, dst.byteLength);
    this.recorder.submit();
    const job: AsyncRead = { staging, dst, settled: false };
    this.reads.add(job);
    return this.drainWhenDone(job);
  }

  private async drainWhenDone(job: AsyncRead): Promise<void> {
    try {
      await this.recorder.waitSerialAsync(job.staging.lastUse);
    } catch (e) {
      if (!job.settled || job.cancelled) throw e; // else device.destroy() drained it while the wait was cut short
    }
    if (job.cancelled) throw new DestroyedError('readAsync: the device was destroyed (lost) before the read completed');
    if (!job.settled) this.drain(job, true);
  }

  private drain(job: AsyncRead, recycle: boolean): void {
    job.settled = true;
    this.reads.delete(job);
    this.recorder.waitIdle(job.staging);
    this.allocator.invalidate(job.staging.alloc, 0, job.dst.byteLength);
    this.mapped(job.staging, 0, job.dst, false);
    if (recycle) this.giveBack(job.staging);
  }

  /** Called by device.destroy() once the GPU is idle: outstanding async reads get their (complete) data
   * now, before the memory goes away; `idle` false (the device was lost) leaves them to reject. */
  settleReads(idle: boolean): void {
    for (const job of [...this.reads]) {
      if (idle) this.drain(job, false);
      else {
        job.settled = job.cancelled = true;
        this.reads.delete(job);
      }
    }
  }

  destroy(): void {
    for (const r of [...this.up, ...this.down]) this.destroyRecord(r);
    this.up = [];
    this.down = [];
  }
}
