// Compute pipelines: set layout (push-descriptor or classic), pipeline layout, shader module, pipeline and
// descriptor update template, cached by SPIR-V content + layout + specialization constants.
import { createHash } from 'node:crypto';
import * as vk from '../vk/index.ts';
import { InvalidSpirvError } from '../spirv/errors.ts';
import { reflect, type ShaderReflection } from '../spirv/reflect.ts';
import { optionsObject } from './options.ts';
import { ArgumentError, BindingError, CapabilityError, LimitError, PipelineError, PushConstantError } from './errors.ts';

export type SpecValue = number | boolean | { type: 'u32' | 'i32' | 'f32'; value: number };

export interface PipelineOptions {
  /** Number of storage-buffer bindings (set 0, bindings 0..n-1). */
  bindings: number;
  /** Bytes of push constants (0 when none). */
  pushConstantSize?: number;
  /** Specialization constants by constant_id. Integers → u32 (i32 when negative), other numbers → f32. */
  specConstants?: Readonly<Record<number, SpecValue>>;
  /** Bindings the kernel writes (default: all; the rest are read-only for hazard tracking). */
  writes?: readonly number[];
  /** Name for the profiler (default: a hash prefix). */
  name?: string;
  /** Entry point (default: main). */
  entry?: string;
  /** Invocations per work group, for the dispatched-work bound (default 64). */
  invocationsPerGroup?: number;
}

export type SpirvInput = Uint32Array | Uint8Array | ArrayBuffer;

const PIPELINE_KEYS = ['bindings', 'pushConstantSize', 'specConstants', 'writes', 'name', 'entry', 'invocationsPerGroup'] as const;

/** What re-creating an evicted pipeline needs. */
interface PipelineSource {
  readonly words: Uint32Array;
  readonly spec: ReturnType<typeof encodeSpec>;
  readonly entry: string;
}

export class Pipeline {
  /** Whether binding i is written. */
  readonly writes: boolean[];
  destroyed = false;
  /** Evicted from the cache (its Vulkan objects destroyed); dispatching it re-creates them. */
  evicted = false;
  /** Serial of the last batch that used it, and the number of live graphs that bound it: an evicted
   * pipeline's objects are destroyed only when neither can still use them. */
  lastUse = 0;
  graphs = 0;
  /** @internal */
  source!: PipelineSource;
  constructor(
    readonly name: string,
    readonly key: string,
    readonly bindings: number,
    readonly pushConstantSize: number,
    writes: readonly number[] | undefined,
    readonly invocationsPerGroup: number,
    readonly setLayout: vk.VkDescriptorSetLayout,
    public layout: vk.VkPipelineLayout,
    public pipeline: vk.VkPipeline,
    public template: vk.VkDescriptorUpdateTemplate | null,
    readonly pushDescriptors: boolean,
    /** The cache (one per device) that made it: a pipeline binds only on its own device. */
    readonly owner: object,
  ) {
    this.writes = Array.from({ length: bindings }, (_, i) => (writes ? writes.includes(i) : true));
  }
}

const hashCache = new WeakMap<object, string>();

/** Structural checks before a driver sees the module (drivers may crash on malformed SPIR-V): well-formed
 * instructions, a compute entry point of that name, and bindings and push constants within the layout. */
function checkModule(words: Uint32Array, o: PipelineOptions, entry: string, limits: PipelineLimits): void {
  let r: ShaderReflection;
  try {
    r = reflect(words, { entryPoint: entry });
  } catch (e) {
    throw new InvalidSpirvError(`${o.name ?? 'pipeline'}: invalid SPIR-V: ${(e as Error).message}`, { cause: e });
  }
  const outside = r.bindings.filter((b) => b.set !== 0 || b.binding >= o.bindings || b.descriptorType !== 'storageBuffer');
  if (outside.length) {
    const b = outside[0];
    throw new BindingError(
      `${o.name ?? 'pipeline'}: the shader uses ${b.descriptorType} set ${b.set} binding ${b.binding}; the pipeline provides storage buffers at set 0, bindings 0..${o.bindings - 1}`,
    );
  }
  const pc = o.pushConstantSize ?? 0;
  if (r.pushConstants && r.pushConstants.size > pc) {
    throw new PushConstantError(
      `${o.name ?? 'pipeline'}: the shader's push constants take ${r.pushConstants.size} bytes; pushConstantSize is ${pc}`,
    );
  }
  checkWorkgroup(r, o, limits);
  const missing = limits.missingCapability
    ? r.capabilities.map((c) => [c, limits.missingCapability!(c)] as const).filter(([, m]) => m)
    : [];
  if (missing.length) {
    // A driver given a module that declares a capability the device lacks may crash rather than refuse it.
    throw new CapabilityError(
      `${o.name ?? 'pipeline'} needs ${missing.map(([c, m]) => `${c} (${m})`).join(', ')}, which this device does not support`,
    );
  }
}

/** Workgroup size (with the spec constants that drive it) and shared memory against the device's limits. */
function checkWorkgroup(r: ShaderReflection, o: PipelineOptions, L: PipelineLimits): void {
  const name = o.name ?? 'pipeline';
  const size = r.localSize.map((v, d) => {
    const id = r.localSizeSpecIds[d];
    const s = id === null ? undefined : o.specConstants?.[id];
    return s === undefined ? v : typeof s === 'object' ? s.value : Number(s);
  });
  size.forEach((v, d) => {
    if (!Number.isInteger(v) || v < 1 || v > L.maxComputeWorkGroupSize[d]!) {
      throw new LimitError(
        `${name}: workgroup size ${'xyz'[d]} is ${v}; the device allows 1..${L.maxComputeWorkGroupSize[d]} (maxComputeWorkGroupSize)`,
      );
    }
  });
  const n = size[0]! * size[1]! * size[2]!;
  if (n > L.maxComputeWorkGroupInvocations) {
    throw new LimitError(
      `${name}: a workgroup of ${size.join(' × ')} = ${n} invocations is over maxComputeWorkGroupInvocations (${L.maxComputeWorkGroupInvocations})`,
    );
  }
  if (r.sharedMemory > L.maxComputeSharedMemorySize) {
    throw new LimitError(
      `${name}: the shader's shared variables take at least ${r.sharedMemory} bytes; maxComputeSharedMemorySize is ${L.maxComputeSharedMemorySize}`,
    );
  }
}

export interface PipelineLimits {
  maxPushConstantsSize: number;
  maxBindings: number;
  maxComputeWorkGroupSize: readonly [number, number, number];
  maxComputeWorkGroupInvocations: number;
  maxComputeSharedMemorySize: number;
  /** What a SPIR-V capability needs that the device lacks (undefined: supported). */
  missingCapability?: (capability: string) => string | undefined;
}

/** Pipelines a device keeps before evicting the least recently used idle ones (docs/ARCHITECTURE.md). */
export const PIPELINE_CACHE_LIMIT = 1024;

/** A driver failure on a module that passed checkModule: a PipelineError, unless it is plain memory exhaustion. */
function driverRejected(e: unknown, name: string | undefined): unknown {
  if (!(e instanceof vk.VkError) || /OUT_OF_(HOST|DEVICE)_MEMORY/.test(e.codeName)) return e;
  return new PipelineError(`${name ?? 'pipeline'}: the driver rejected the shader (${e.message}); check the module with spirv-val`, {
    cause: e,
  });
}

function spirvBytes(spirv: SpirvInput): Uint8Array {
  const u8 = spirv instanceof ArrayBuffer ? new Uint8Array(spirv) : new Uint8Array(spirv.buffer, spirv.byteOffset, spirv.byteLength);
  if (u8.byteLength < 20 || u8.byteLength % 4 !== 0 || new DataView(u8.buffer, u8.byteOffset).getUint32(0, true) !== 0x07230203) {
    throw new InvalidSpirvError(`not a SPIR-V module (${u8.byteLength} bytes, wrong magic or length); pass the words of a .spv file`);
  }
  return u8;
}

function encodeSpec(
  spec: Readonly<Record<number, SpecValue>> | undefined,
): { entries: vk.VkSpecializationMapEntry[]; data: Uint8Array } | undefined {
  if (!spec) return undefined;
  const ids = Object.keys(spec)
    .map(Number)
    .sort((a, b) => a - b);
  if (ids.length === 0) return undefined;
  const data = new Uint8Array(ids.length * 4);
  const dv = new DataView(data.buffer);
  const entries = ids.map((id, i) => {
    if (!Number.isInteger(id) || id < 0 || id >= 2 ** 32)
      throw new ArgumentError(`specialization constant id ${id}: expected an integer in [0, 2^32)`);
    const v = spec[id];
    const range = (x: number, lo: number, hi: number, what: string): number => {
      if (typeof x !== 'number' || !Number.isInteger(x) || x < lo || x >= hi)
        throw new ArgumentError(`specialization constant ${id}: ${x} is not ${what}`);
      return x;
    };
    if (typeof v === 'boolean') dv.setUint32(i * 4, v ? 1 : 0, true);
    else if (typeof v === 'number') {
      // A plain integer is a u32 (i32 when negative); an integer outside both is an error, not a float.
      if (Number.isInteger(v)) {
        if (v < 0) dv.setInt32(i * 4, range(v, -(2 ** 31), 0, 'an i32 (an integer in [-2^31, 2^32))'), true);
        else dv.setUint32(i * 4, range(v, 0, 2 ** 32, 'a u32 or i32 (an integer in [-2^31, 2^32))'), true);
      } else dv.setFloat32(i * 4, v, true);
    } else if (v && typeof v === 'object') {
      if (v.type === 'f32') {
        if (typeof v.value !== 'number')
          throw new ArgumentError(`specialization constant ${id}: an f32 takes a number (got ${typeof v.value})`);
        dv.setFloat32(i * 4, v.value, true);
      } else if (v.type === 'i32') dv.setInt32(i * 4, range(v.value, -(2 ** 31), 2 ** 31, 'an i32 (an integer in [-2^31, 2^31))'), true);
      else if (v.type === 'u32') dv.setUint32(i * 4, range(v.value, 0, 2 ** 32, 'a u32 (an integer in [0, 2^32))'), true);
      else throw new ArgumentError(`specialization constant ${id}: type must be 'u32', 'i32' or 'f32' (got ${JSON.stringify(v.type)})`);
    } else throw new ArgumentError(`specialization constant ${id}: expected a number, boolean or {type, value} (got ${String(v)})`);
    return { constantID: id, offset: i * 4, size: 4 };
  });
  return { entries, data };
}

export class PipelineCache {
  private readonly cache = new Map<string, Pipeline>();
  private readonly setLayouts = new Map<number, vk.VkDescriptorSetLayout>();
  private readonly vkCache: vk.VkPipelineCache;
  created = 0;
  evicted = 0;

  constructor(
    private readonly dc: vk.DeviceCommands,
    private readonly pushDescriptors: boolean,
    private readonly limits: PipelineLimits,
    /** The highest completed submission serial (an evicted pipeline is destroyed only when idle). */
    private readonly completed: () => number = () => Infinity,
    readonly limit = PIPELINE_CACHE_LIMIT,
  ) {
    this.vkCache = dc.createPipelineCache({});
  }

  get(spirv: SpirvInput, opts: PipelineOptions): Pipeline {
    const o = optionsObject(opts, 'pipeline', PIPELINE_KEYS) as unknown as PipelineOptions;
    if (o.name !== undefined && typeof o.name !== 'string')
      throw new ArgumentError(`pipeline.name must be a string (got ${typeof o.name})`);
    if (o.entry !== undefined && typeof o.entry !== 'string')
      throw new ArgumentError(`pipeline.entry must be a string (got ${typeof o.entry})`);
    const ipg = o.invocationsPerGroup;
    if (ipg !== undefined && (!Number.isInteger(ipg) || ipg < 1 || ipg > 2 ** 31))
      throw new ArgumentError(`pipeline.invocationsPerGroup must be an integer >= 1 (got ${ipg})`);
    if (o.writes !== undefined && !Array.isArray(o.writes))
      throw new ArgumentError(`pipeline.writes must be an array of binding indices (got ${typeof o.writes})`);
    if (o.specConstants !== undefined && (o.specConstants === null || typeof o.specConstants !== 'object'))
      throw new ArgumentError(`pipeline.specConstants must be an object by constant_id (got ${String(o.specConstants)})`);
    if (!(spirv instanceof Uint32Array || spirv instanceof Uint8Array || spirv instanceof ArrayBuffer)) {
      throw new InvalidSpirvError(
        `pipeline: expected SPIR-V words (a Uint32Array, Uint8Array or ArrayBuffer), got ${spirv === null ? 'null' : typeof spirv}`,
      );
    }
    const n = o.bindings;
    if (!Number.isInteger(n) || n < 0 || n > this.limits.maxBindings) {
      throw new LimitError(`bindings must be an integer in [0, ${this.limits.maxBindings}] (got ${n})`);
    }
    const pc = o.pushConstantSize ?? 0;
    if (!Number.isInteger(pc) || pc < 0 || pc % 4 !== 0 || pc > this.limits.maxPushConstantsSize) {
      throw new LimitError(`pushConstantSize must be a multiple of 4 in [0, ${this.limits.maxPushConstantsSize}] (got ${pc})`);
    }
    for (const w of o.writes ?? [])
      if (!Number.isInteger(w) || w < 0 || w >= n) throw new ArgumentError(`writes: binding ${w} is not in [0, ${n})`);
    let hash = hashCache.get(spirv);
    if (!hash) {
      hash = createHash('sha256').update(spirvBytes(spirv)).digest('hex');
      hashCache.set(spirv, hash);
    }
    const spec = encodeSpec(o.specConstants);
    const entry = o.entry ?? 'main';
    const key = `${hash}|${n}|${pc}|${entry}|${spec ? Buffer.from(spec.data).toString('hex') + spec.entries.map((e) => e.constantID).join(',') : ''}|${o.writes?.join(',') ?? '*'}|${o.invocationsPerGroup ?? 64}|${o.name ?? ''}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key); // most recently used last
      this.cache.set(key, hit);
      return hit;
    }

    const words = new Uint32Array(spirvBytes(spirv).slice().buffer);
    checkModule(words, o, entry, this.limits); // before creating anything, so a refusal leaks nothing
    const setLayout = this.setLayout(n);
    const made = this.make(words, n, pc, spec, entry, o.name, setLayout);
    const p = new Pipeline(
      o.name ?? `kernel-${hash.slice(0, 8)}`,
      key,
      n,
      pc,
      o.writes,
      o.invocationsPerGroup ?? 64,
      setLayout,
      made.layout,
      made.pipeline,
      made.template,
      this.pushDescriptors,
      this,
    );
    p.source = { words, spec, entry };
    this.cache.set(key, p);
    this.created++;
    this.evictIdle();
    return p;
  }

  /** Re-creates an evicted pipeline's Vulkan objects (the same module, layout and constants). */
  revive(p: Pipeline): void {
    const made = this.make(p.source.words, p.bindings, p.pushConstantSize, p.source.spec, p.source.entry, p.name, p.setLayout);
    p.layout = made.layout;
    p.pipeline = made.pipeline;
    p.template = made.template;
    p.evicted = false;
    this.cache.set(p.key, p);
    this.created++;
    this.evictIdle();
  }

  /** Over the limit: destroys the least recently used pipelines no batch in flight or live graph uses (a
   * caller still holding one gets it re-created by its next dispatch). */
  private evictIdle(): void {
    if (this.cache.size <= this.limit) return;
    const done = this.completed();
    for (const [key, p] of this.cache) {
      if (this.cache.size <= this.limit) break;
      if (p.lastUse > done || p.graphs > 0) continue;
      this.cache.delete(key);
      this.destroyObjects(p);
      p.evicted = true;
      this.evicted++;
    }
  }

  private destroyObjects(p: Pipeline): void {
    if (p.template !== null) this.dc.destroyDescriptorUpdateTemplate(p.template);
    this.dc.destroyPipeline(p.pipeline);
    this.dc.destroyPipelineLayout(p.layout);
  }

  private make(
    words: Uint32Array,
    n: number,
    pc: number,
    spec: ReturnType<typeof encodeSpec>,
    entry: string,
    name: string | undefined,
    setLayout: vk.VkDescriptorSetLayout,
  ) {
    const dc = this.dc;
    const layout = dc.createPipelineLayout({
      pSetLayouts: [setLayout],
      pPushConstantRanges: pc > 0 ? [{ stageFlags: vk.VkShaderStageFlagBits.COMPUTE, offset: 0, size: pc }] : [],
    });
    let module: vk.VkShaderModule | undefined;
    let pipeline: vk.VkPipeline;
    try {
      module = dc.createShaderModule({ pCode: words });
      [pipeline] = dc.createComputePipelines(this.vkCache, [
        {
          stage: {
            stage: vk.VkShaderStageFlagBits.COMPUTE,
            module,
            pName: entry,
            pSpecializationInfo: spec ? { pMapEntries: spec.entries, pData: spec.data } : null,
          },
          layout,
          basePipelineIndex: -1,
        },
      ]);
    } catch (e) {
      dc.destroyPipelineLayout(layout);
      throw driverRejected(e, name);
    } finally {
      if (module !== undefined) dc.destroyShaderModule(module);
    }
    let template: vk.VkDescriptorUpdateTemplate | null = null;
    if (n > 0) {
      template = dc.createDescriptorUpdateTemplate({
        pDescriptorUpdateEntries: [
          {
            dstBinding: 0,
            dstArrayElement: 0,
            descriptorCount: n,
            descriptorType: vk.VkDescriptorType.STORAGE_BUFFER,
            offset: 0,
            stride: 24,
          },
        ],
        templateType: this.pushDescriptors
          ? vk.VkDescriptorUpdateTemplateType.PUSH_DESCRIPTORS
          : vk.VkDescriptorUpdateTemplateType.DESCRIPTOR_SET,
        descriptorSetLayout: setLayout,
        pipelineBindPoint: vk.VkPipelineBindPoint.COMPUTE,
        pipelineLayout: layout,
        set: 0,
      });
    }
    return { layout, pipeline, template };
  }

  private setLayout(n: number): vk.VkDescriptorSetLayout {
    let l = this.setLayouts.get(n);
    if (l === undefined) {
      l = this.dc.createDescriptorSetLayout({
        flags: this.pushDescriptors ? vk.VkDescriptorSetLayoutCreateFlagBits.PUSH_DESCRIPTOR : 0,
        pBindings: Array.from({ length: n }, (_, i) => ({
          binding: i,
          descriptorType: vk.VkDescriptorType.STORAGE_BUFFER,
          descriptorCount: 1,
          stageFlags: vk.VkShaderStageFlagBits.COMPUTE,
        })),
      });
      this.setLayouts.set(n, l);
    }
    return l;
  }

  get size(): number {
    return this.cache.size;
  }

  destroy(): void {
    const dc = this.dc;
    for (const p of this.cache.values()) {
      p.destroyed = true;
      this.destroyObjects(p);
    }
    this.cache.clear();
    for (const l of this.setLayouts.values()) dc.destroyDescriptorSetLayout(l);
    this.setLayouts.clear();
    dc.destroyPipelineCache(this.vkCache);
  }
}
