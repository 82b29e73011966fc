/// <reference lib="esnext.disposable" preserve="true" />
// (kept in the .d.ts: [Symbol.dispose] below must type-check for consumers whose lib predates it)
// Device: the entry point of the runtime. Opens a Vulkan device, owns its allocator, buffer pool,
// staging, pipelines, recorder and profiler, and exposes tensors, pipelines, dispatch and graphs.
import * as vk from '../vk/index.ts';
import { Allocator, type BudgetSnapshot } from './allocator.ts';
import { queryDevice, type DeviceInfo, type HeapInfo } from './capabilities.ts';
import {
  bytesOfElements,
  dtypeOf,
  expectDTypeName,
  expectWholeBlocks,
  fillPattern,
  numel,
  toDTypeArray,
  unitOf,
  type DType,
  type DTypeOfArray,
} from './dtype.ts';
import { ArgumentError, BindingError, CapabilityError, DestroyedError, StateError, ShapeError, SizeError } from './errors.ts';
import { gridFor, splitGrid, type Grid } from './grid.ts';
import { MAX_MESSAGES, createInstance, selectDevice, type InstanceHandle } from './instance.ts';
import { Pipeline, PipelineCache, type PipelineOptions, type SpirvInput } from './pipeline.ts';
import { strategyFrom, type MemoryTable, type Strategy } from './placement.ts';
import type { BufferRecord } from './pool.ts';
import { Buffers } from './buffers.ts';
import { Fills, expectTensor } from './fills.ts';
import { Profiler, formatProfile, formatRoofline, reportWriter, type DispatchMeta, type ProfileData } from './profiler.ts';
import { loadRoofs } from './roofline.ts';
import { Recorder, type GraphData } from './recorder.ts';
import { Graph } from './graph.ts';
import { deviceFinalizer, graphFinalizer, teardown, type DeviceParts } from './lifetime.ts';
import {
  checkAllocOptions,
  checkDeviceOptions,
  truthyEnv,
  withGridCap,
  type AllocOptions,
  type Binding,
  type DeviceOptions,
  type MemoryOptions,
  type UploadOptions,
} from './options.ts';

export { Graph };
export type { AllocOptions, Binding, DeviceOptions, MemoryOptions, UploadOptions };
import { Storage, Tensor, freshTensor } from './tensor.ts';
import { Transfer } from './transfer.ts';
import { capabilityCheck, createKernel, type Kernel, type KernelOptions } from './kernel.ts';
import { checkGrid, stageBindings } from './dispatch-args.ts';

// Device is a TensorHost (tensors call it through that interface, checked where `this` is handed to them);
// no `implements` clause, because the build strips the host methods from the package's .d.ts (they are
// marked internal; stripInternal), which would then declare a class that does not implement its interface.
export class Device {
  readonly info: DeviceInfo;
  readonly strategy: Strategy;
  /** Whether dispatches use push descriptors (false: descriptor sets). */
  readonly pushDescriptors: boolean;
  /** The folder overriding shipped op kernels (DeviceOptions.shaderDir), or undefined. */
  readonly shaderDir: string | undefined;
  private readonly inst: InstanceHandle;
  private readonly dc: vk.DeviceCommands;
  private readonly table: MemoryTable;
  private readonly allocator: Allocator;
  private readonly buffers: Buffers;
  private readonly fills: Fills;
  private readonly recorder: Recorder;
  private readonly transfer: Transfer;
  private readonly pipelines: PipelineCache;
  private readonly profiler: Profiler;
  private readonly printProfileAtSync: boolean;
  private readonly printRooflineAtExit: boolean;
  private readonly onExit = (): void => this.destroy();
  private readonly waiter: vk.FenceWaiter;
  /** Graphs captured and not yet dropped (their data: a Graph itself may be collected). */
  private readonly graphs = new Set<GraphData>();
  private readonly parts: DeviceParts;
  private readonly finalizer: FinalizationRegistry<Storage>;
  private dead = false;
  private readonly handle: vk.VkDevice;
  private readonly queue: vk.VkQueue;

  private constructor(inst: InstanceHandle, index: number, opts: DeviceOptions) {
    this.inst = inst;
    const ic = inst.ic;
    const pd = ic.enumeratePhysicalDevices()[index];
    const q = queryDevice(ic, pd, index, inst.apiVersion);
    if (q.info.queueFamily < 0) throw new CapabilityError(`${q.info.name} has no compute queue`);
    this.info = withGridCap(q.info, opts.maxWorkgroupsPerDimension);
    this.table = q.table;
    const want = opts.descriptors ?? 'auto';
    // Refusals come before vkCreateDevice, so nothing is left behind.
    if (want === 'push' && !q.info.pushDescriptors.supported)
      throw new CapabilityError(`descriptors: 'push' needs VK_KHR_push_descriptor, which ${q.info.name} lacks`);
    const mo: MemoryOptions = typeof opts.memory === 'string' ? { strategy: opts.memory } : (opts.memory ?? {});
    this.strategy = strategyFrom(mo.strategy); // VKTS_MEMORY may be wrong
    const device = ic.createDevice(pd, {
      pNext: q.featureChain as vk.VkDeviceCreateInfo['pNext'],
      pQueueCreateInfos: [{ queueFamilyIndex: q.info.queueFamily, pQueuePriorities: [1] }],
      ppEnabledExtensionNames: q.enable,
    });
    const dc = (this.dc = vk.deviceCommands(inst.instance, device, { apiVersion: q.apiVersion, extensions: q.enable }));
    const queue = (this.queue = dc.getDeviceQueue(q.info.queueFamily, 0));
    this.handle = device;
    this.shaderDir = opts.shaderDir ?? (process.env.VKTS_SHADER_DIR || undefined);
    this.pushDescriptors = want !== 'sets' && q.info.pushDescriptors.supported;
    const envProfile = truthyEnv(process.env.VKTS_PROFILE);
    const profile = opts.profile ?? (envProfile ? 'print' : false);
    // VKTS_ROOFLINE=1: time every dispatch and print the roofline table when the device goes away.
    this.printRooflineAtExit = truthyEnv(process.env.VKTS_ROOFLINE);
    this.profiler = new Profiler(!!profile || this.printRooflineAtExit);
    if (this.printRooflineAtExit) process.once('exit', this.onExit);
    this.printProfileAtSync = profile === 'print';
    const L = q.info.limits;
    // Closures kept by the parts must not capture `this` (see lifetime.ts).
    // (V8 closures share their scope's context: one made here would hold `this` through any sibling arrow
    // function that uses it, so these come from module functions.)
    const budget = q.info.memoryBudget ? budgetOf(inst, pd, q.table.heaps.length) : undefined;
    this.allocator = new Allocator(dc, q.table, L, budget, { blockSize: mo.blockSize, maxAllocations: mo.maxAllocations });
    this.waiter = new vk.FenceWaiter(device);
    const b = opts.batch ?? {};
    const ts = this.profiler.enabled && q.info.timestamps.supported;
    this.recorder = new Recorder(
      dc,
      queue,
      q.info.queueFamily,
      {
        maxDispatches: b.maxDispatches ?? 512,
        maxWork: b.maxWork ?? 2 ** 28,
        maxInFlight: b.maxInFlight ?? 4,
        pushDescriptors: this.pushDescriptors,
        timestamps: ts,
        timestampPeriodNs: q.info.timestamps.periodNs,
        timestampValidBits: q.info.timestamps.validBits,
        sync2: q.sync2,
      },
      this.profiler,
      this.waiter,
    );
    const buffers = new Buffers(
      dc,
      q.table,
      this.strategy,
      L.maxBufferSize,
      this.allocator,
      this.recorder,
      this.profiler,
      mo.idleLimit,
      mo.idleBuffers,
    );
    this.buffers = buffers;
    this.transfer = new Transfer(
      this.allocator,
      this.recorder,
      this.profiler,
      (size, intent) => buffers.freshRecord(size, intent, `${intent} staging`),
      (r) => buffers.destroyRecord(r),
      { stagingSize: mo.stagingSize ?? 64 * 2 ** 20, forceStaging: !!mo.forceStaging },
      (size) => buffers.record(size, 'readback', 'readAsync staging'),
      (r) => buffers.recycle(r),
    );
    this.fills = new Fills(this.recorder, this.transfer);
    // The recorder's native scratch holds 64 descriptors.
    const maxBindings = Math.min(
      64,
      L.maxPerStageDescriptorStorageBuffers,
      this.pushDescriptors ? q.info.pushDescriptors.maxPushDescriptors : Infinity,
    );
    const limits = { ...L, maxBindings, missingCapability: capabilitiesOf(this.info) };
    this.pipelines = new PipelineCache(dc, this.pushDescriptors, limits, completedOf(this.recorder));
    // A tensor collected without destroy() gives up its share of the storage like destroy() does.
    this.finalizer = new FinalizationRegistry((s) => {
      if (--s.refs === 0 && !this.dead && s.rec && buffers.records.has(s.rec)) buffers.releaseRecord(s.rec);
    });
    this.parts = {
      dc,
      inst,
      recorder: this.recorder,
      pipelines: this.pipelines,
      allocator: this.allocator,
      waiter: this.waiter,
      records: buffers.records,
      graphs: this.graphs,
    };
    deviceFinalizer.register(this, this.parts, this);
  }

  /** Opens a device: by index, or by preference ('gpu' default: discrete, then integrated, then others,
   * lavapipe included). Throws VulkanLoaderError without a loader and NoDeviceError without a device. */
  static open(options: DeviceOptions = {}): Device {
    const opts = checkDeviceOptions(options); // before anything is created
    // Validation switched on from the environment reports on stderr, so any program (or CLI) run with
    // VKTS_VALIDATION=1 shows what the layer found; an explicit option leaves reporting to the caller.
    const fromEnv = opts.validation === undefined && truthyEnv(process.env.VKTS_VALIDATION);
    const report =
      fromEnv && !opts.onValidation
        ? (m: vk.ValidationMessage) => process.stderr.write(`vkts: validation ${m.severity}: ${m.id}: ${m.text}\n`)
        : opts.onValidation;
    const inst = createInstance({ validation: opts.validation ?? fromEnv, onValidation: report });
    try {
      const pds = inst.ic.enumeratePhysicalDevices();
      const props = pds.map((pd) => inst.ic.getPhysicalDeviceProperties(pd));
      const index = selectDevice(
        props.map((p) => p.deviceType),
        props.map((p) => p.deviceName),
        opts.device,
      );
      return new Device(inst, index, opts);
    } catch (e) {
      inst.destroy();
      throw e;
    }
  }

  /** Every Vulkan device with its capabilities. */
  static list(): DeviceInfo[] {
    const inst = createInstance({});
    try {
      return inst.ic.enumeratePhysicalDevices().map((pd, i) => queryDevice(inst.ic, pd, i, inst.apiVersion).info);
    } finally {
      inst.destroy();
    }
  }

  get destroyed(): boolean {
    return this.dead;
  }

  private live(): void {
    if (this.dead) throw new DestroyedError('the device was destroyed');
  }

  /** Heaps with size, budget and usage now. */
  heaps(): HeapInfo[] {
    this.live();
    const b = this.allocator.budgets(true);
    return this.table.heaps.map((h, i) => ({
      index: i,
      size: h.size,
      deviceLocal: !!(h.flags & 1),
      budget: b.budget[i],
      usage: b.usage[i],
    }));
  }

  /** Allocator and pool numbers (for tests and diagnostics). */
  memoryStats(): { allocations: number; bytes: number; blocks: number; buffers: number; idleBuffers: number; idleBytes: number } {
    const s = this.allocator.summary();
    return { ...s, ...this.buffers.stats() };
  }

  /** Validation messages seen so far (validation: true): the most recent 1000 (MAX_MESSAGES) or so. */
  validationMessages(): vk.ValidationMessage[] {
    const m = this.inst.messages;
    return m.slice(Math.max(0, m.length - MAX_MESSAGES));
  }

  /** How many validation messages were dropped to keep validationMessages() bounded. */
  get validationMessagesDropped(): number {
    return this.inst.dropped.count + Math.max(0, this.inst.messages.length - MAX_MESSAGES);
  }

  /** Forgets the validation messages seen so far. */
  clearValidationMessages(): void {
    this.inst.messages.length = 0;
    this.inst.dropped.count = 0;
  }

  /** Escape hatch: the raw Vulkan objects and the device's command table. */
  get raw(): { instance: vk.VkInstance; device: vk.VkDevice; queue: vk.VkQueue; dc: vk.DeviceCommands } {
    this.live();
    return { instance: this.inst.instance, device: this.handle, queue: this.queue, dc: this.dc };
  }

  // ---- buffers ----

  /** A tensor of `dtype` and `shape` (contents undefined; an empty shape gives an empty tensor). A block
   * dtype (`q4_K`, any case) counts weights: its last dimension must be a whole number of blocks. */
  alloc<D extends DType>(dtype: D, shape: readonly number[], options: AllocOptions = {}): Tensor<D> {
    this.live();
    dtype = expectDTypeName(dtype, 'alloc') as D;
    const opts = checkAllocOptions(options, 'alloc');
    const n = numel(shape);
    expectWholeBlocks(dtype, shape, 'alloc');
    // Buffers hold whole 32-bit words, so kernels may read and write 8- and 16-bit data a word at a time.
    const bytes = Math.ceil(bytesOfElements(dtype, n) / 4) * 4;
    if (!Number.isSafeInteger(bytes)) throw new SizeError(`${dtype} [${shape.join(', ')}] is too large to address`);
    const intent = opts.intent ?? 'device';
    const rec = bytes === 0 ? null : this.buffers.record(bytes, intent, `${dtype} [${shape.join(', ')}]`);
    return freshTensor(this, dtype, shape, rec);
  }

  /**
   * A tensor holding a copy of `data`. The dtype comes from the array type, or from `dtype`: an array of
   * that dtype's host type is copied as it is (f16/bf16: Uint16Array bits; bytes: Uint8Array); an array of
   * values (Float32Array, Int32Array, Uint32Array, Int8Array, Uint8Array) is converted as t.to() converts
   * (floats round to nearest even; float → int truncates and saturates). Any other pairing is a DTypeError.
   * A block dtype (`{ dtype: 'q4_K', shape: [rows, cols] }`) takes the blocks' raw bytes in a Uint8Array,
   * exactly as many as the shape's whole blocks hold.
   */
  upload<A extends ArrayBufferView, D extends DType = DTypeOfArray<A>>(data: A, options: UploadOptions<D> = {}): Tensor<D> {
    this.live();
    const opts = checkAllocOptions(options, 'upload', ['dtype', 'shape']) as UploadOptions<D>;
    if (!ArrayBuffer.isView(data)) throw new SizeError('upload: expected a typed array');
    const dtype = (opts.dtype === undefined ? dtypeOf(data) : expectDTypeName(opts.dtype, 'upload')) as D;
    const bits = toDTypeArray(data, dtype, 'upload');
    const unit = unitOf(dtype);
    const what = unit.elements > 1 ? `${dtype} blocks (${unit.bytes} bytes per ${unit.elements} weights)` : `${dtype} elements`;
    if (bits.byteLength % unit.bytes !== 0) throw new SizeError(`upload: ${bits.byteLength} bytes is not a whole number of ${what}`);
    const n = (bits.byteLength / unit.bytes) * unit.elements;
    const shape = opts.shape ?? [n];
    expectWholeBlocks(dtype, shape, 'upload');
    if (numel(shape) !== n) {
      const bytes = bytesOfElements(dtype, numel(shape));
      throw new ShapeError(
        `upload: shape [${shape.join(', ')}] holds ${numel(shape)} elements (${bytes} bytes of ${dtype}), the data has ${n} (${bits.byteLength} bytes)`,
      );
    }
    const t = this.alloc(dtype, shape, opts.intent === undefined ? {} : { intent: opts.intent });
    const r = t._rec;
    if (r) this.transfer.write(r, 0, new Uint8Array(bits.buffer, bits.byteOffset, bits.byteLength));
    return t;
  }

  /** A tensor filled with zeros (a GPU fill recorded in the eager batch: inside capture() too, the tensor
   * is zero from the start, like an upload's data; it is not re-zeroed by each replay). */
  zeros<D extends DType>(dtype: D, shape: readonly number[], opts: AllocOptions = {}): Tensor<D> {
    const t = this.alloc(dtype, shape, opts);
    const r = t._rec;
    if (r) this.fills.bytes(r, 0, r.size, 0, true);
    return t;
  }

  /** A tensor of `shape` with every element `value` (in the dtype's terms, as fill()). */
  full<D extends DType>(dtype: D, shape: readonly number[], value: number, opts: AllocOptions = {}): Tensor<D> {
    const pattern = fillPattern(expectDTypeName(dtype, 'full'), value, 'full');
    const t = this.alloc(dtype, shape, opts);
    const r = t._rec;
    if (r) this.fills.bytes(r, 0, r.size, pattern, true);
    return t;
  }

  /** A tensor of ones. */
  ones<D extends DType>(dtype: D, shape: readonly number[], opts: AllocOptions = {}): Tensor<D> {
    return this.full(dtype, shape, 1, opts);
  }

  /** Sets every element of a contiguous tensor to `value`, a value of its dtype (an integer dtype takes only
   * integers in its range; floats are rounded to nearest even). Recorded in order with dispatches; inside
   * capture() it is part of the graph (runs at each replay), and must then cover whole 4-byte words. */
  fill(t: Tensor, value: number): void {
    this.live();
    expectTensor(t, 'fill');
    this.fills.view(this, t, fillPattern(t.dtype, value, `fill(${t.describe()})`));
  }

  /** Fills a contiguous tensor's bytes with a repeated 32-bit pattern (the raw form of fill()). */
  fillBits(t: Tensor, pattern32: number): void {
    this.live();
    expectTensor(t, 'fillBits');
    if (!Number.isInteger(pattern32) || pattern32 < -(2 ** 31) || pattern32 > 0xffffffff) {
      throw new ArgumentError(`fillBits(${t.describe()}): the pattern must be a 32-bit integer (got ${pattern32})`);
    }
    this.fills.view(this, t, pattern32 >>> 0);
  }

  /** @internal TensorHost */
  readBytes(r: BufferRecord, offset: number, dst: Uint8Array): void {
    this.live();
    this.transfer.read(r, offset, dst);
  }
  /** @internal TensorHost */
  readBytesAsync(r: BufferRecord, offset: number, dst: Uint8Array): Promise<void> {
    this.live();
    return this.transfer.readAsync(r, offset, dst);
  }
  /** @internal TensorHost */
  writeBytes(r: BufferRecord, offset: number, src: Uint8Array): void {
    this.live();
    this.transfer.write(r, offset, src);
  }
  /** @internal TensorHost */
  trackTensor(t: Tensor): void {
    this.finalizer.register(t, t._storage, t);
  }
  /** @internal TensorHost */
  releaseStorage(s: Storage, t: Tensor): void {
    this.finalizer.unregister(t);
    if (s.rec) this.buffers.releaseRecord(s.rec);
  }

  // ---- pipelines and dispatch ----

  /** A kernel from GLSL source or SPIR-V words: bindings, push constants and spec constants come from
   * reflection (see kernel.ts). */
  kernel(source: string | Uint32Array | Uint8Array | ArrayBuffer, opts: KernelOptions = {}): Kernel {
    return createKernel(this, source, opts);
  }

  /** A compute pipeline (cached by SPIR-V content, layout and specialization constants). */
  pipeline(spirv: SpirvInput, opts: PipelineOptions): Pipeline {
    this.live();
    return this.pipelines.get(spirv, opts);
  }

  /** The 1-D/2-D/3-D grid covering `elements` with `localSize` invocations per group. */
  grid(elements: number, localSize: number): Grid {
    return gridFor(elements, localSize, this.info.limits.maxComputeWorkGroupCount);
  }

  /** Splits a group count into a grid within maxComputeWorkGroupCount. */
  splitGrid(groups: number): Grid {
    return splitGrid(groups, this.info.limits.maxComputeWorkGroupCount);
  }

  /** Records a dispatch (batched; submitted at a bound, a readback or sync()). */
  dispatch(
    p: Pipeline,
    bindings: readonly Binding[],
    push: ArrayBufferView | undefined,
    groups: readonly [number, number?, number?],
    meta?: DispatchMeta,
  ): void {
    const t0 = this.profiler.enabled ? performance.now() : 0;
    if (this.dead) throw new DestroyedError('the device was destroyed');
    if (!(p instanceof Pipeline))
      throw new BindingError(`dispatch: expected a pipeline from device.pipeline(), got ${p === null ? 'null' : typeof p}`);
    if (p.destroyed) throw new DestroyedError(`pipeline ${p.name} belongs to a destroyed device`);
    if (p.owner !== this.pipelines)
      throw new BindingError(`dispatch: pipeline ${p.name} was made by another device; make it with this device's pipeline()`);
    if (p.evicted) this.pipelines.revive(p);
    const R = this.recorder;
    stageBindings(this, p, bindings, R, this.info.limits);
    const pc = p.pushConstantSize;
    const pushLen = push ? push.byteLength : 0;
    if (pushLen !== pc) throw new BindingError(`${p.name}: push constants are ${pc} bytes, got ${pushLen}`);
    checkGrid(p.name, groups, this.info.limits.maxComputeWorkGroupCount);
    R.dispatch(p, push, groups[0], groups[1] ?? 1, groups[2] ?? 1, meta);
    if (this.profiler.enabled) this.profiler.phases.recordMs += performance.now() - t0;
  }

  /** Records `fn`'s dispatches (and fill()s) into a graph instead of running them. Push constants are baked:
   * values that change per replay must come from device buffers. Buffers the graph touches stay reserved
   * (not recycled) until it is dropped. Data movement inside `fn` happens at once, not at replay: uploads,
   * writes, reads, and the fills of zeros()/full()/ones(). `fn` must be synchronous (a returned promise is
   * an ArgumentError); if it throws, what it recorded is freed. */
  capture(fn: () => void): Graph {
    this.live();
    if (typeof fn !== 'function') throw new ArgumentError(`capture: expected a function, got ${fn === null ? 'null' : typeof fn}`);
    const data = this.recorder.beginCapture();
    let ret: unknown;
    try {
      ret = fn();
    } catch (e) {
      this.abortCapture();
      throw e;
    }
    if (ret !== null && typeof ret === 'object' && typeof (ret as PromiseLike<unknown>).then === 'function') {
      // Work after its first await would land outside the capture, in the eager batch.
      this.abortCapture();
      Promise.resolve(ret).catch(() => {});
      throw new ArgumentError(
        'capture: the callback returned a promise; captured callbacks must be synchronous (record everything before returning)',
      );
    }
    this.recorder.endCapture();
    const g = new Graph(this, data);
    this.graphs.add(data);
    graphFinalizer.register(g, { device: new WeakRef(this), data }, g);
    return g;
  }

  /** Ends a failed capture: frees what it recorded and hands back the buffers destroyed inside it. */
  private abortCapture(): void {
    this.buffers.releaseDropped(this.recorder.dropGraph(this.recorder.endCapture()));
  }

  /** @internal */
  _replay(g: Graph): void {
    this.live();
    if (g.data.dropped) throw new DestroyedError('this graph was dropped');
    if (this.recorder.capturing) throw new StateError('cannot replay a graph while capturing one');
    this.recorder.replay(g.data);
  }

  /** @internal */
  _dropGraph(g: Graph): void {
    graphFinalizer.unregister(g);
    this._dropGraphData(g.data);
  }

  /** @internal (also the finalizer of a graph collected without drop()) */
  _dropGraphData(data: GraphData): void {
    if (this.dead || data.dropped) return;
    this.graphs.delete(data);
    this.buffers.releaseDropped(this.recorder.dropGraph(data));
  }

  /** Submits recorded work and waits for all of it. */
  sync(): void {
    this.live();
    this.recorder.sync();
    if (this.printProfileAtSync) this.printProfile();
  }

  /** Submits recorded work without waiting. */
  flush(): void {
    this.live();
    this.recorder.submit();
  }

  /** Profile data: per-kernel GPU time, counts and phase times. */
  profile(): ProfileData {
    this.recorder.poll();
    return this.profiler.data();
  }

  /** The profile joined to this device's measured roofs (see formatRoofline). */
  rooflineTable(): string {
    return formatRoofline(this.profile(), loadRoofs(this.info.uuid));
  }

  /** The profile as a table. */
  profileTable(): string {
    return formatProfile(this.profile());
  }

  /** Writes the profile table on stderr, or appends it to the file VKTS_PROFILE names (see reportWriter). */
  printProfile(): void {
    reportWriter(process.env.VKTS_PROFILE)(`vkts profile (${this.info.name})\n${this.profileTable()}`);
  }

  resetProfile(): void {
    this.profiler.reset();
  }

  /** Notes a place that ran on the CPU instead of the GPU (shown in the profile). */
  cpuFallback(name: string): void {
    this.profiler.cpuFallback(name);
  }

  /** Waits for the GPU, destroys every object of the device, the device and its instance. Tensors and
   * graphs of the device become unusable; an async read still in flight resolves with its data. Not allowed
   * inside capture() (StateError). Idempotent. A device dropped without destroy() is torn down by a
   * finalizer once nothing refers to it (src/device/lifetime.ts says what that does and does not reclaim). */
  destroy(): void {
    if (this.dead) return;
    if (this.recorder.capturing)
      throw new StateError('device.destroy() was called inside capture(); destroy the device after the capture returns');
    let idle = true;
    try {
      this.recorder.sync();
    } catch {
      idle = false; /* device lost: destroy anyway */
    }
    if (this.printProfileAtSync) this.printProfile();
    if (this.printRooflineAtExit) {
      process.removeListener('exit', this.onExit);
      reportWriter(process.env.VKTS_ROOFLINE)(`vkts roofline (${this.info.name})\n${this.rooflineTable()}`);
    }
    deviceFinalizer.unregister(this);
    for (const g of [...this.graphs]) this._dropGraphData(g);
    this.dead = true;
    this.transfer.settleReads(idle);
    this.transfer.destroy();
    teardown(this.parts);
  }

  [Symbol.dispose](): void {
    this.destroy();
  }
}

/** The capability check of kernel.ts over a device's info alone (a closure that does not hold the device). */
function capabilitiesOf(info: DeviceInfo): (cap: string) => string | undefined {
  const holder = { info } as unknown as Device;
  return (cap) => capabilityCheck(holder, cap);
}

/** The recorder's completed serial, as a closure that refers to nothing else. */
function completedOf(recorder: Recorder): () => number {
  return () => recorder.completed;
}

/** Heap budgets now (VK_EXT_memory_budget), for the allocator. */
function budgetOf(inst: InstanceHandle, pd: vk.VkPhysicalDevice, heaps: number): () => BudgetSnapshot {
  return () => queryBudget(inst, pd, heaps);
}

function queryBudget(inst: InstanceHandle, pd: vk.VkPhysicalDevice, heaps: number): BudgetSnapshot {
  const m = inst.ic.getPhysicalDeviceMemoryProperties2(pd, {
    pNext: { sType: vk.VkStructureType.PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES_EXT } as never,
  });
  const b = vk.findInChain(m, vk.VkStructureType.PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES_EXT)!;
  return { budget: b.heapBudget.slice(0, heaps).map(Number), usage: b.heapUsage.slice(0, heaps).map(Number) };
}
