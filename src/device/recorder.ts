// The recorder: batches dispatches and copies into command buffers, inserts a barrier only where a hazard
// exists (RAW/WAR/WAW on overlapping ranges of the same buffer), submits when a batch reaches its
// dispatch-count or dispatched-work bound or on demand, tracks submissions by serial and fence, and
// recycles command buffers, descriptor pools and query pools when their fence signals. It also records
// command graphs (capture) and replays them.
//
// Synchronisation model: every command buffer starts with one global barrier (compute/transfer writes →
// compute/transfer reads and writes), which orders it after all earlier submissions; within a command
// buffer, a global barrier is inserted before a command that conflicts with one recorded since the last
// barrier; every batch ends with a barrier to the host so mapped reads after the fence see the results.
import * as vk from '../vk/index.ts';
import type { Pipeline } from './pipeline.ts';
import type { BufferRecord } from './pool.ts';
import type { DispatchMeta, Profiler } from './profiler.ts';
import { StateError } from './errors.ts';
import { Batch, GraphData, RecState, conflicts, note, type Pending } from './rec-state.ts';

export { GraphData };

const A = vk.VkAccessFlagBits;
const P = vk.VkPipelineStageFlagBits;
const STAGES = P.COMPUTE_SHADER | P.TRANSFER;
const WRITES = A.SHADER_WRITE | A.TRANSFER_WRITE;
const ACCESS = A.SHADER_READ | A.SHADER_WRITE | A.TRANSFER_READ | A.TRANSFER_WRITE;
const COMPUTE = vk.VkPipelineBindPoint.COMPUTE;
const SETS_PER_POOL = 256;
const SCRATCH_DESC = 64;
const SCRATCH_PUSH = SCRATCH_DESC + 24 * 64;
// [SCRATCH_SYNC2, +48) a VkMemoryBarrier2 and [+48, +112) the VkDependencyInfo pointing at it.
const SCRATCH_SYNC2 = SCRATCH_PUSH + 4096;
const SCRATCH_SIZE = SCRATCH_SYNC2 + 112;
const DESCRIPTORS_PER_POOL = 2048;

export interface RecorderOptions {
  /** Submit a batch once it holds this many dispatches. */
  maxDispatches: number;
  /** Submit a batch once its dispatched work (work groups × invocations per group) reaches this. */
  maxWork: number;
  /** Batches in flight before recording waits for the oldest. */
  maxInFlight: number;
  /** Use push descriptors (else descriptor sets from per-batch pools). */
  pushDescriptors: boolean;
  /** Write GPU timestamps around dispatches (eager batches only). */
  timestamps: boolean;
  timestampPeriodNs: number;
  timestampValidBits: number;
  /** synchronization2 is enabled: hazard barriers use vkCmdPipelineBarrier2 (2.4x cheaper to record on
   * lavapipe: 0.085 vs 0.21 µs, and cheaper to reset). */
  sync2: boolean;
}

export class Recorder {
  /** Last serial handed out, and the highest serial whose submission (and all before it) completed. */
  serial = 0;
  completed = 0;
  private batch: Batch | null = null;
  private capture: GraphData | null = null;
  private readonly pending: Pending[] = [];
  private readonly freeBatches: Batch[] = [];
  private readonly allBatches: Batch[] = [];
  private readonly freeFences: vk.VkFence[] = [];
  private readonly allFences: vk.VkFence[] = [];
  private readonly cmdPool: vk.VkCommandPool;
  private epochs = 0;
  private destroyed = false;
  private readonly tsData: BigUint64Array;
  /** Scratch the caller fills before dispatch(): the records and byte ranges of each binding. */
  readonly recs: BufferRecord[] = [];
  readonly offs: number[] = [];
  readonly lens: number[] = [];
  private readonly memBarrier = [{ srcAccessMask: WRITES, dstAccessMask: ACCESS }];
  private readonly hostBarrier = [{ srcAccessMask: WRITES, dstAccessMask: A.HOST_READ }];
  // Hot path (docs/ARCHITECTURE.md, "The binding"): raw functions and structs written into native memory we own.
  // Layout of `scratch`: [0, 24) a VkMemoryBarrier; [SCRATCH_DESC, +24·n) VkDescriptorBufferInfo per
  // binding; [SCRATCH_PUSH, +size) push constants.
  private readonly scratch: vk.NativeMemory;
  private readonly pushU32: Uint32Array;
  private readonly pushF32: Float32Array;
  private readonly pushI32: Int32Array;
  private readonly descBytes: Uint8Array;
  private readonly rawDispatch: (...a: unknown[]) => unknown;
  private readonly rawBind: (...a: unknown[]) => unknown;
  private readonly rawPushConstants: (...a: unknown[]) => unknown;
  /** Records the global hazard barrier (sync2 or legacy, see RecorderOptions.sync2). */
  private readonly rawBarrier: (cb: vk.VkCommandBuffer) => void;
  private readonly rawPushDescriptors: ((...a: unknown[]) => unknown) | undefined;

  constructor(
    private readonly dc: vk.DeviceCommands,
    private readonly queue: vk.VkQueue,
    queueFamily: number,
    readonly opts: RecorderOptions,
    private readonly profiler: Profiler,
    private readonly waiter: vk.FenceWaiter,
  ) {
    this.cmdPool = dc.createCommandPool({ flags: vk.VkCommandPoolCreateFlagBits.RESET_COMMAND_BUFFER, queueFamilyIndex: queueFamily });
    this.tsData = new BigUint64Array(opts.maxDispatches + 2);
    this.scratch = vk.allocNative(SCRATCH_SIZE);
    this.pushU32 = new Uint32Array(this.scratch.bytes.buffer);
    this.pushF32 = new Float32Array(this.scratch.bytes.buffer);
    this.pushI32 = new Int32Array(this.scratch.bytes.buffer);
    const sv = this.scratch.view;
    sv.setInt32(0, vk.VkStructureType.MEMORY_BARRIER, true);
    sv.setUint32(16, WRITES, true);
    sv.setUint32(20, ACCESS, true);
    this.descBytes = this.scratch.bytes.subarray(SCRATCH_DESC, SCRATCH_PUSH);
    this.rawDispatch = dc.raw('vkCmdDispatch');
    this.rawBind = dc.raw('vkCmdBindPipeline');
    this.rawPushConstants = dc.raw('vkCmdPushConstants');
    if (opts.sync2) {
      // The same global barrier (the legacy stage and access bits have the same values in the *2 flags).
      sv.setInt32(SCRATCH_SYNC2, vk.VkStructureType.MEMORY_BARRIER_2, true);
      sv.setBigUint64(SCRATCH_SYNC2 + 16, BigInt(STAGES), true);
      sv.setBigUint64(SCRATCH_SYNC2 + 24, BigInt(WRITES), true);
      sv.setBigUint64(SCRATCH_SYNC2 + 32, BigInt(STAGES), true);
      sv.setBigUint64(SCRATCH_SYNC2 + 40, BigInt(ACCESS), true);
      const dep = SCRATCH_SYNC2 + 48;
      sv.setInt32(dep, vk.VkStructureType.DEPENDENCY_INFO, true);
      sv.setUint32(dep + 20, 1, true); // memoryBarrierCount
      sv.setBigUint64(dep + 24, BigInt(this.scratch.address + SCRATCH_SYNC2), true);
      const barrier2 = dc.raw('vkCmdPipelineBarrier2');
      const depAddress = this.scratch.address + dep;
      this.rawBarrier = (cb) => barrier2(cb, depAddress);
    } else {
      const barrier = dc.raw('vkCmdPipelineBarrier');
      const address = this.scratch.address;
      this.rawBarrier = (cb) => barrier(cb, STAGES, STAGES, 0, 1, address, 0, 0, 0, 0);
    }
    this.rawPushDescriptors = opts.pushDescriptors ? dc.raw('vkCmdPushDescriptorSetWithTemplateKHR') : undefined;
  }

  get capturing(): boolean {
    return this.capture !== null;
  }

  /** Whether an eager batch is being recorded. */
  get recording(): boolean {
    return this.batch !== null;
  }

  /** The serial of the eager batch being recorded, where a buffer last used in it may be handed to new work
   * recorded into it (its hazards order the new accesses after the old through barriers); 0 while a graph
   * is being captured (the graph replays later, outside this batch's hazard tracking) or with no batch. */
  get reusableBatch(): number {
    return this.batch !== null && this.capture === null ? this.batch.serial : 0;
  }

  /** The serial that work recorded now will complete with. */
  get currentSerial(): number {
    return this.batch ? this.batch.serial : this.serial + 1;
  }

  // ---- eager batches ----

  private newBatch(): Batch {
    const dc = this.dc;
    const [cb] = dc.allocateCommandBuffers({ commandPool: this.cmdPool, level: vk.VkCommandBufferLevel.PRIMARY, commandBufferCount: 1 });
    const fence = dc.createFence({});
    const qp = this.opts.timestamps
      ? dc.createQueryPool({ queryType: vk.VkQueryType.TIMESTAMP, queryCount: this.opts.maxDispatches + 1 })
      : null;
    const b = new Batch(cb, qp, fence);
    this.allBatches.push(b);
    return b;
  }

  private beginBatch(): Batch {
    this.poll();
    while (this.pending.length >= this.opts.maxInFlight) this.waitSerial(this.pending[0].serial);
    const b = this.freeBatches.pop() ?? this.newBatch();
    b.serial = ++this.serial;
    b.dispatches = b.work = b.barriers = b.queries = 0;
    b.kernelNames.length = 0;
    b.kernelMeta.length = 0;
    b.boundPipeline = 0n;
    this.dc.beginCommandBuffer(b.cb, { flags: vk.VkCommandBufferUsageFlagBits.ONE_TIME_SUBMIT });
    this.startState(b);
    if (b.queryPool !== null) {
      this.dc.cmdResetQueryPool(b.cb, b.queryPool, 0, this.opts.maxDispatches + 1);
      this.dc.cmdWriteTimestamp(b.cb, P.COMPUTE_SHADER, b.queryPool, 0);
      b.queries = 1;
    }
    return (this.batch = b);
  }

  private startState(s: RecState): void {
    this.dc.cmdPipelineBarrier(s.cb, STAGES | P.HOST, STAGES, 0, this.memBarrier, [], []);
    s.epoch = ++this.epochs;
  }

  /** Ends and submits the eager batch (if any). */
  submit(): void {
    const b = this.batch;
    if (!b) return;
    this.batch = null;
    const dc = this.dc;
    dc.cmdPipelineBarrier(b.cb, STAGES, P.HOST, 0, this.hostBarrier, [], []);
    dc.endCommandBuffer(b.cb);
    const t0 = this.profiler.enabled ? performance.now() : 0;
    dc.queueSubmit(this.queue, [{ pCommandBuffers: [b.cb] }], b.fence);
    if (this.profiler.enabled) this.profiler.phases.submitMs += performance.now() - t0;
    this.profiler.counts.submits++;
    this.pending.push({ serial: b.serial, fence: b.fence, batch: b });
  }

  /** Retires submissions whose fences have signalled, oldest first. */
  poll(): void {
    while (this.pending.length > 0 && this.dc.getFenceStatus(this.pending[0].fence) === vk.VkResult.SUCCESS)
      this.retire(this.pending.shift()!);
  }

  private retire(p: Pending): void {
    this.completed = p.serial;
    const dc = this.dc;
    if (p.batch) {
      const b = p.batch;
      if (b.queryPool !== null && b.queries > 1) this.readTimestamps(b);
      for (let i = 0; i <= b.descPoolIndex && i < b.descPools.length; i++) dc.resetDescriptorPool(b.descPools[i], 0);
      b.descPoolIndex = -1;
      b.setsLeft = b.descLeft = 0;
    }
    if (p.asyncWaits) p.retired = true;
    else this.recycle(p);
  }

  /** Resets a retired submission's fence and puts it (or its batch) back on the free list. */
  private recycle(p: Pending): void {
    if (this.destroyed) return;
    this.dc.resetFences([p.fence]);
    if (p.batch) this.freeBatches.push(p.batch);
    else this.freeFences.push(p.fence);
  }

  private readTimestamps(b: Batch): void {
    const n = b.queries;
    const data = this.tsData.subarray(0, n);
    this.dc.getQueryPoolResults(b.queryPool!, 0, n, data, 8, vk.VkQueryResultFlagBits.RESULT_64);
    const mask = this.opts.timestampValidBits >= 64 ? (1n << 64n) - 1n : (1n << BigInt(this.opts.timestampValidBits)) - 1n;
    const period = this.opts.timestampPeriodNs;
    for (let i = 1; i < n; i++) {
      const dt = Number(((data[i] & mask) - (data[i - 1] & mask)) & mask) * period;
      this.profiler.kernel(b.kernelNames[i - 1], dt, b.kernelMeta[i - 1]);
    }
  }

  /** Blocks until every submission with serial ≤ s has completed (submitting the batch if it is ≤ s). */
  waitSerial(s: number): void {
    if (this.batch && this.batch.serial <= s) this.submit();
    if (s <= this.completed) return;
    const t0 = performance.now();
    while (this.pending.length > 0 && this.pending[0].serial <= s) {
      const p = this.pending[0];
      for (;;) {
        const r = this.dc.waitForFences([p.fence], true, 1_000_000_000);
        if (r === vk.VkResult.SUCCESS) break;
      }
      this.retire(this.pending.shift()!);
    }
    this.profiler.phases.waitMs += performance.now() - t0;
  }

  /** Like waitSerial, but the fence wait runs on a worker thread. */
  async waitSerialAsync(s: number): Promise<void> {
    if (this.batch && this.batch.serial <= s) this.submit();
    this.poll();
    if (s <= this.completed) return;
    let last: Pending | undefined;
    for (const p of this.pending) if (p.serial <= s) last = p;
    if (last) {
      const p = last;
      p.asyncWaits = (p.asyncWaits ?? 0) + 1;
      const t0 = performance.now();
      try {
        await this.waiter.wait(p.fence);
      } finally {
        this.profiler.phases.waitMs += performance.now() - t0;
        if (--p.asyncWaits === 0 && p.retired) {
          p.retired = false;
          this.recycle(p);
        }
      }
    }
    this.waitSerial(s);
  }

  /** Submits and waits for everything. */
  sync(): void {
    this.submit();
    this.waitSerial(this.serial);
  }

  /** Blocks until `r` is no longer used by the GPU (submitting the batch that uses it). */
  waitIdle(r: BufferRecord): void {
    if (r.lastUse > this.completed) this.waitSerial(r.lastUse);
  }

  // ---- recording ----

  private state(): RecState {
    if (this.capture) return this.captureState();
    return this.batch ?? this.beginBatch();
  }

  private eagerState(): Batch {
    return this.batch ?? this.beginBatch();
  }

  private barrier(s: RecState): void {
    this.rawBarrier(s.cb);
    s.epoch = ++this.epochs;
    s.barriers++;
    this.profiler.counts.barriers++;
  }

  private use(s: RecState, r: BufferRecord): void {
    if (s instanceof Batch) r.lastUse = s.serial;
    else if (!this.capture!.touched.has(r)) {
      this.capture!.touched.add(r);
      r.reserved++;
    }
  }

  /** Copies push constants into the scratch memory; 32-bit typed arrays (the common case) without allocating. */
  private copyPush(push: ArrayBufferView, pc: number): void {
    const at = SCRATCH_PUSH >> 2;
    if (push instanceof Uint32Array && push.length * 4 === pc) this.pushU32.set(push, at);
    else if (push instanceof Float32Array && push.length * 4 === pc) this.pushF32.set(push, at);
    else if (push instanceof Int32Array && push.length * 4 === pc) this.pushI32.set(push, at);
    else this.scratch.bytes.set(new Uint8Array(push.buffer, push.byteOffset, pc), SCRATCH_PUSH);
  }

  /** Records a dispatch of `p` over the bindings in recs/offs/lens[0..n). */
  dispatch(p: Pipeline, push: ArrayBufferView | undefined, x: number, y: number, z: number, meta?: DispatchMeta): void {
    const s = this.state();
    const n = p.bindings;
    const recs = this.recs;
    const offs = this.offs;
    const lens = this.lens;
    const writes = p.writes;
    let hazard = false;
    for (let i = 0; i < n && !hazard; i++) hazard = conflicts(s, recs[i], offs[i], offs[i] + lens[i], writes[i]);
    if (hazard) this.barrier(s);
    const dv = this.scratch.view;
    for (let i = 0; i < n; i++) {
      const r = recs[i];
      note(s, r, offs[i], offs[i] + lens[i], writes[i]);
      this.use(s, r);
      const o = SCRATCH_DESC + i * 24;
      dv.setUint32(o, r.handleLo, true);
      dv.setUint32(o + 4, r.handleHi, true);
      dv.setUint32(o + 8, offs[i], true);
      dv.setUint32(o + 12, (offs[i] / 4294967296) >>> 0, true);
      dv.setUint32(o + 16, lens[i], true);
      dv.setUint32(o + 20, (lens[i] / 4294967296) >>> 0, true);
    }
    if (s instanceof Batch) p.lastUse = s.serial;
    else if (!this.capture!.pipelines.has(p)) {
      this.capture!.pipelines.add(p);
      p.graphs++;
    }
    const cb = s.cb;
    if (s.boundPipeline !== p.pipeline) {
      this.rawBind(cb, COMPUTE, p.pipeline);
      s.boundPipeline = p.pipeline;
    }
    if (n > 0) {
      if (this.rawPushDescriptors) this.rawPushDescriptors(cb, p.template, p.layout, 0, this.scratch.address + SCRATCH_DESC);
      else {
        const set = this.allocSet(s, p);
        this.dc.updateDescriptorSetWithTemplate(set, p.template!, this.descBytes.subarray(0, n * 24));
        this.dc.cmdBindDescriptorSets(cb, COMPUTE, p.layout, 0, [set], []);
      }
    }
    const pc = p.pushConstantSize;
    if (pc > 0) {
      this.copyPush(push!, pc);
      this.rawPushConstants(cb, p.layout, vk.VkShaderStageFlagBits.COMPUTE, 0, pc, this.scratch.address + SCRATCH_PUSH);
    }
    this.rawDispatch(cb, x, y, z);
    s.dispatches++;
    s.work += x * y * z * p.invocationsPerGroup;
    this.profiler.counts.dispatches++;
    if (s.queryPool !== null) {
      this.dc.cmdWriteTimestamp(cb, P.COMPUTE_SHADER, s.queryPool, s.queries++);
      s.kernelNames.push(p.name);
      s.kernelMeta.push(meta);
    }
    if (s.dispatches >= this.opts.maxDispatches || s.work >= this.opts.maxWork) {
      if (s instanceof Batch) this.submit();
      else this.endSegment();
    }
  }

  /** Records a buffer copy in the eager batch (hazard-tracked). */
  copy(src: BufferRecord, srcOffset: number, dst: BufferRecord, dstOffset: number, len: number): void {
    const s = this.eagerState();
    if (conflicts(s, src, srcOffset, srcOffset + len, false) || conflicts(s, dst, dstOffset, dstOffset + len, true)) this.barrier(s);
    note(s, src, srcOffset, srcOffset + len, false);
    note(s, dst, dstOffset, dstOffset + len, true);
    this.use(s, src);
    this.use(s, dst);
    this.dc.cmdCopyBuffer(s.cb, src.buffer, dst.buffer, [{ srcOffset, dstOffset, size: len }]);
  }

  /** Records a fill of [offset, offset+len) with a 32-bit pattern (offset and len multiples of 4): into the
   * graph being captured, if any, unless `eager` (tensor creation: zeros/full fill at once). */
  fill(dst: BufferRecord, offset: number, len: number, value: number, eager = false): void {
    const s = eager ? this.eagerState() : this.state();
    if (conflicts(s, dst, offset, offset + len, true)) this.barrier(s);
    note(s, dst, offset, offset + len, true);
    this.use(s, dst);
    this.dc.cmdFillBuffer(s.cb, dst.buffer, offset, len, value >>> 0);
  }

  private allocSet(s: RecState, p: Pipeline): vk.VkDescriptorSet {
    if (s.setsLeft === 0 || s.descLeft < p.bindings) {
      s.descPoolIndex++;
      if (s.descPoolIndex === s.descPools.length) {
        s.descPools.push(
          this.dc.createDescriptorPool({
            maxSets: SETS_PER_POOL,
            pPoolSizes: [{ type: vk.VkDescriptorType.STORAGE_BUFFER, descriptorCount: Math.max(DESCRIPTORS_PER_POOL, p.bindings) }],
          }),
        );
      }
      s.setsLeft = SETS_PER_POOL;
      s.descLeft = Math.max(DESCRIPTORS_PER_POOL, p.bindings);
    }
    s.setsLeft--;
    s.descLeft -= p.bindings;
    return this.dc.allocateDescriptorSets({ descriptorPool: s.descPools[s.descPoolIndex], pSetLayouts: [p.setLayout] })[0];
  }

  // ---- graphs ----

  beginCapture(): GraphData {
    if (this.capture) throw new StateError('device.capture(): a graph capture is already in progress (captures do not nest)');
    this.capture = new GraphData();
    return this.capture;
  }

  private captureState(): RecState {
    const g = this.capture!;
    const last = g.segments[g.segments.length - 1];
    if (last && !(last as RecState & { ended?: boolean }).ended) return last;
    const [cb] = this.dc.allocateCommandBuffers({
      commandPool: this.cmdPool,
      level: vk.VkCommandBufferLevel.PRIMARY,
      commandBufferCount: 1,
    });
    const s = new RecState(cb, null, 1);
    this.dc.beginCommandBuffer(cb, { flags: vk.VkCommandBufferUsageFlagBits.SIMULTANEOUS_USE });
    this.startState(s);
    g.segments.push(s);
    return s;
  }

  private endSegment(): void {
    const g = this.capture!;
    const s = g.segments[g.segments.length - 1] as RecState & { ended?: boolean };
    if (!s || s.ended) return;
    this.dc.cmdPipelineBarrier(s.cb, STAGES, P.HOST, 0, this.hostBarrier, [], []);
    this.dc.endCommandBuffer(s.cb);
    s.ended = true;
    g.dispatches += s.dispatches;
    g.barriers += s.barriers;
  }

  /** Ends the capture (the caller drops the graph when the capture failed, to release what it reserved). */
  endCapture(): GraphData {
    const g = this.capture!;
    this.endSegment();
    this.capture = null;
    return g;
  }

  /** Submits a captured graph (after the eager batch, which is submitted first). */
  replay(g: GraphData): void {
    this.submit();
    this.poll();
    while (this.pending.length >= this.opts.maxInFlight * 2) this.waitSerial(this.pending[0].serial);
    let fence = this.freeFences.pop();
    if (fence === undefined) {
      fence = this.dc.createFence({});
      this.allFences.push(fence);
    }
    const serial = ++this.serial;
    const t0 = this.profiler.enabled ? performance.now() : 0;
    this.dc.queueSubmit(this.queue, [{ pCommandBuffers: g.segments.map((s) => s.cb) }], fence);
    if (this.profiler.enabled) this.profiler.phases.submitMs += performance.now() - t0;
    this.pending.push({ serial, fence, replay: g });
    for (const r of g.touched) r.lastUse = serial;
    g.lastReplay = serial;
    this.profiler.counts.submits++;
    this.profiler.counts.graphReplays++;
  }

  /** Waits for the graph's last replay, frees its command buffers and pools, and unreserves its buffers;
   * returns the buffers that are no longer reserved by any graph. */
  dropGraph(g: GraphData): BufferRecord[] {
    if (g.dropped) return [];
    g.dropped = true;
    this.waitSerial(g.lastReplay);
    const dc = this.dc;
    if (g.segments.length)
      dc.freeCommandBuffers(
        this.cmdPool,
        g.segments.map((s) => s.cb),
      );
    for (const s of g.segments) for (const p of s.descPools) dc.destroyDescriptorPool(p);
    g.segments.length = 0;
    const freed: BufferRecord[] = [];
    for (const r of g.touched) if (--r.reserved === 0) freed.push(r);
    g.touched.clear();
    for (const p of g.pipelines) p.graphs--;
    g.pipelines.clear();
    return freed;
  }

  /** Waits for all work and destroys every object the recorder created. */
  destroy(): void {
    if (this.capture) this.dropGraph(this.endCapture());
    try {
      this.sync();
    } catch {
      /* device lost: destroy anyway */
    }
    const dc = this.dc;
    for (const b of this.allBatches) {
      for (const p of b.descPools) dc.destroyDescriptorPool(p);
      if (b.queryPool !== null) dc.destroyQueryPool(b.queryPool);
      dc.destroyFence(b.fence);
    }
    for (const f of this.allFences) dc.destroyFence(f);
    dc.destroyCommandPool(this.cmdPool);
    this.scratch.free();
    this.destroyed = true;
  }
}
