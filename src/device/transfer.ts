// Data movement between host arrays and buffers: direct copies through the persistent mapping where the
// memory is host-visible; otherwise chunked staging through two bounded staging buffers (double-buffered,
// so the host fills or drains one while the GPU copies the other), which keeps staging memory bounded for
// buffers of many GB.
import type { Allocator } from './allocator.ts';
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

export class Transfer {
  private up: BufferRecord[] = [];
  private down: BufferRecord[] = [];
  /** Async readers drain their own slots, one reader at a time: a sync read (or another async one) running
   * while a reader is suspended must not reuse slots that still hold its chunks. */
  private downAsync: BufferRecord[] = [];
  private asyncTail: Promise<void> = Promise.resolve();

  constructor(
    private readonly allocator: Allocator,
    private readonly recorder: Recorder,
    private readonly profiler: Profiler,
    private readonly makeRecord: (size: number, intent: Intent) => BufferRecord,
    private readonly destroyRecord: (r: BufferRecord) => void,
    readonly opts: TransferOptions,
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

  private slots(dir: 'up' | 'down' | 'downAsync'): BufferRecord[] {
    const list = dir === 'up' ? this.up : dir === 'down' ? this.down : this.downAsync;
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

  readAsync(r: BufferRecord, offset: number, dst: Uint8Array): Promise<void> {
    const run = this.asyncTail.then(() => this.readAsyncNow(r, offset, dst));
    this.asyncTail = run.catch(() => {});
    return run;
  }

  private async readAsyncNow(r: BufferRecord, offset: number, dst: Uint8Array): Promise<void> {
    if (this.directRead(r)) {
      if (r.lastUse > this.recorder.completed) await this.recorder.waitSerialAsync(r.lastUse);
      this.read(r, offset, dst);
      return;
    }
    this.profiler.counts.bytesRead += dst.byteLength;
    const slots = this.slots('downAsync');
    const chunk = slots[0].size;
    const total = dst.byteLength;
    const chunks = Math.ceil(total / chunk);
    // One chunk at a time per slot, the next copy issued before draining the current one.
    const issue = (i: number) => {
      this.recorder.copy(r, offset + i * chunk, slots[i & 1], 0, Math.min(chunk, total - i * chunk));
      this.recorder.submit();
    };
    if (chunks > 0) issue(0);
    for (let i = 0; i < chunks; i++) {
      if (i + 1 < chunks) issue(i + 1);
      const s = slots[i & 1];
      const n = Math.min(chunk, total - i * chunk);
      if (s.lastUse > this.recorder.completed) await this.recorder.waitSerialAsync(s.lastUse);
      this.recorder.waitIdle(s);
      this.allocator.invalidate(s.alloc, 0, n);
      this.mapped(s, 0, dst.subarray(i * chunk, i * chunk + n), false);
    }
  }

  destroy(): void {
    for (const r of [...this.up, ...this.down, ...this.downAsync]) this.destroyRecord(r);
    this.up = [];
    this.down = [];
    this.downAsync = [];
  }
}
