// kernel(): a compute pipeline built from SPIR-V reflection, for quick experiments. Bindings, the push-constant
// block and specialization constants come from the shader, so a call names its buffers and values:
//   k.dispatch({ x, y }, { a: 2, n }, { threads: n })
// Everything is checked before anything is recorded: binding names and sizes, push-constant names and
// types, and the capabilities the shader needs against the device's.
import { compileGlsl, type CompileOptions } from '../spirv/compile.ts';
import { reflect, type DescriptorBinding, type ShaderReflection } from '../spirv/reflect.ts';
import type { ScalarType, SpirvType } from '../spirv/types.ts';
import type { Device } from './device.ts';
import type { DType } from './dtype.ts';
import { ArgumentError, BindingError, CapabilityError, LimitError, PushConstantError } from './errors.ts';
import { isBlockDType, numberToF16 } from './dtype.ts';
import type { Pipeline, SpecValue } from './pipeline.ts';
import type { DispatchMeta } from './profiler.ts';
import type { Tensor } from './tensor.ts';

export interface KernelOptions extends Omit<CompileOptions, 'stage'> {
  /** Name in the profiler (default: the file name, or `kernel`). */
  name?: string;
  /** Specialization constants by name or by constant_id. */
  specConstants?: Readonly<Record<string, number | boolean>>;
  /** Workgroup size for dimensions driven by local_size_*_id constants. */
  localSize?: number | readonly [number, number?, number?];
}

export type KernelBuffers = Readonly<Record<string, Tensor>> | readonly Tensor[];
export type PushValue = number | bigint | boolean | readonly PushValue[] | { readonly [member: string]: PushValue };
/** The grid, by workgroups or by invocations; `cost` and `label` feed the profiler's roofline join. */
export type Launch = ({ groups: readonly [number, number?, number?] } | { threads: number | readonly [number, number?, number?] }) &
  DispatchMeta;

/** SPIR-V capabilities that need a device feature, and the check for it. */
export function capabilityCheck(device: Device, cap: string): string | undefined {
  const i = device.info;
  const cm2 = i.cooperativeMatrix.nv2;
  const group = cap.match(/^GroupNonUniform(\w*)$/);
  if (group) {
    const op = group[1] === '' ? 'basic' : group[1].replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
    return i.subgroup.computeStage && i.subgroup.operations.includes(op) ? undefined : `subgroup ${op} operations in compute shaders`;
  }
  const needs: Record<string, [boolean, string]> = {
    Float16: [i.numeric.float16, 'shaderFloat16'],
    Float64: [i.numeric.float64, 'shaderFloat64'],
    Int8: [i.numeric.int8, 'shaderInt8'],
    Int16: [i.numeric.int16, 'shaderInt16'],
    Int64: [i.numeric.int64, 'shaderInt64'],
    StorageBuffer16BitAccess: [i.numeric.storage16, 'storageBuffer16BitAccess'],
    UniformAndStorageBuffer16BitAccess: [i.numeric.storage16, 'storageBuffer16BitAccess'],
    StorageBuffer8BitAccess: [i.numeric.storage8, 'storageBuffer8BitAccess'],
    UniformAndStorageBuffer8BitAccess: [i.numeric.storage8, 'storageBuffer8BitAccess'],
    CooperativeMatrixKHR: [i.cooperativeMatrix.khr, 'VK_KHR_cooperative_matrix'],
    CooperativeMatrixNV: [i.cooperativeMatrix.nv, 'VK_NV_cooperative_matrix'],
    // VK_NV_cooperative_matrix2's capabilities, each one feature of it (workgroup scope is checked by
    // the driver at pipeline creation: it is a scope value, not a capability)
    CooperativeMatrixReductionsNV: [!!cm2?.reductions, 'cooperativeMatrixReductions (VK_NV_cooperative_matrix2)'],
    CooperativeMatrixConversionsNV: [!!cm2?.conversions, 'cooperativeMatrixConversions (VK_NV_cooperative_matrix2)'],
    CooperativeMatrixPerElementOperationsNV: [
      !!cm2?.perElementOperations,
      'cooperativeMatrixPerElementOperations (VK_NV_cooperative_matrix2)',
    ],
    CooperativeMatrixTensorAddressingNV: [!!cm2?.tensorAddressing, 'cooperativeMatrixTensorAddressing (VK_NV_cooperative_matrix2)'],
    CooperativeMatrixBlockLoadsNV: [!!cm2?.blockLoads, 'cooperativeMatrixBlockLoads (VK_NV_cooperative_matrix2)'],
    TensorAddressingNV: [!!cm2?.tensorAddressing, 'cooperativeMatrixTensorAddressing (VK_NV_cooperative_matrix2)'],
    DotProduct: [i.integerDot.supported, 'shaderIntegerDotProduct'],
    DotProductInput4x8Bit: [i.integerDot.supported, 'shaderIntegerDotProduct'],
    DotProductInput4x8BitPacked: [i.integerDot.supported, 'shaderIntegerDotProduct'],
    DotProductInputAll: [i.integerDot.supported, 'shaderIntegerDotProduct'],
    AtomicFloat32AddEXT: [i.atomics.float32Add, 'shaderBufferFloat32AtomicAdd (VK_EXT_shader_atomic_float)'],
  };
  const n = needs[cap];
  return n && !n[0] ? n[1] : undefined;
}

/** The tensor dtypes a runtime array of `element` may be bound to ('bytes' always may). */
function dtypesFor(element: SpirvType): DType[] | undefined {
  const scalar = element.tag === 'scalar' ? element : element.tag === 'vector' ? element.component : undefined;
  if (!scalar) return undefined; // structs: any dtype of a fitting size
  const key = `${scalar.kind}${scalar.width}`;
  const map: Record<string, DType[]> = {
    float32: ['f32'],
    float16: ['f16'],
    int32: ['i32'],
    uint32: ['u32'],
    uint16: ['f16', 'bf16'],
    uint8: ['u8'],
    int8: ['u8'],
  };
  return map[key];
}

const describeType = (t: SpirvType): string =>
  t.tag === 'scalar' ? `${t.kind}${t.width}` : t.tag === 'vector' ? `${describeType(t.component)}x${t.count}` : t.tag;

export class Kernel {
  readonly name: string;
  readonly reflection: ShaderReflection;
  /** Workgroup size after specialization. */
  readonly localSize: readonly [number, number, number];
  private readonly bindings: readonly DescriptorBinding[];
  private readonly pipeline: Pipeline;
  private readonly push: Uint8Array | undefined;

  constructor(
    private readonly device: Device,
    spirv: Uint32Array,
    opts: KernelOptions,
  ) {
    const r = reflect(spirv);
    this.reflection = r;
    this.name = opts.name ?? opts.fileName?.replace(/^.*\//, '') ?? 'kernel';
    const missing = r.capabilities.map((c) => [c, capabilityCheck(device, c)] as const).filter(([, m]) => m);
    if (missing.length) {
      throw new CapabilityError(
        `${this.name} needs ${missing.map(([c, m]) => `${c} (${m})`).join(', ')}, which ${device.info.name} does not support`,
      );
    }
    const unsupported = r.bindings.filter((b) => b.set !== 0 || b.descriptorType !== 'storageBuffer' || b.count !== 1);
    if (unsupported.length) {
      throw new BindingError(
        `${this.name}: kernel() binds storage buffers in set 0; ${unsupported.map((b) => `${b.name} (set ${b.set}, ${b.descriptorType}${b.count !== 1 ? `[${b.count}]` : ''})`).join(', ')} is not one`,
      );
    }
    r.bindings.forEach((b, i) => {
      if (b.binding !== i)
        throw new BindingError(
          `${this.name}: bindings must be 0..${r.bindings.length - 1} without gaps; found binding ${b.binding} at position ${i}`,
        );
    });
    this.bindings = r.bindings;

    const spec: Record<number, SpecValue> = {};
    for (const [key, value] of Object.entries(opts.specConstants ?? {})) {
      const c = r.specConstants.find((s) => s.name === key || String(s.specId) === key);
      if (!c)
        throw new ArgumentError(
          `${this.name}: no specialization constant ${key} (it has ${r.specConstants.map((s) => s.name ?? s.specId).join(', ') || 'none'})`,
        );
      spec[c.specId] = specValue(c.type, value, key);
    }
    const local = typeof opts.localSize === 'number' ? [opts.localSize] : (opts.localSize ?? []);
    const size = [...r.localSize] as [number, number, number];
    if (!Array.isArray(local) || local.length > 3)
      throw new ArgumentError(`${this.name}: localSize must be a number or 1 to 3 numbers (got ${JSON.stringify(opts.localSize)})`);
    local.forEach((v, d) => {
      if (v === undefined) return;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
        throw new ArgumentError(`${this.name}: localSize ${'xyz'[d]} must be an integer >= 1 (got ${JSON.stringify(v)})`);
      const id = r.localSizeSpecIds[d];
      if (id === null)
        throw new ArgumentError(
          `${this.name}: local size ${'xyz'[d]} is fixed at ${r.localSize[d]} in the shader (use local_size_${'xyz'[d]}_id to make it a constant)`,
        );
      spec[id] = { type: 'u32', value: v };
      size[d] = v;
    });
    this.localSize = size;

    const pc = r.pushConstants;
    // Vulkan push-constant ranges are whole 4-byte words; a block ending in a float16_t (6 bytes, say) is legal.
    const pcSize = pc ? Math.ceil(pc.size / 4) * 4 : 0;
    this.push = pc ? new Uint8Array(pcSize) : undefined;
    this.pipeline = device.pipeline(spirv, {
      bindings: r.bindings.length,
      pushConstantSize: pcSize,
      specConstants: spec,
      writes: r.bindings.flatMap((b, i) => (b.readonly ? [] : [i])),
      name: this.name,
      entry: r.entryPoint,
      invocationsPerGroup: size[0] * size[1] * size[2],
    });
  }

  /** Binding names in binding order: the variable's name, or for an unnamed one-member block
   * (`buffer X { float x[]; };`) its member's name. */
  get bindingNames(): string[] {
    return this.bindings.map(bindingName);
  }

  /** Push-constant member names. */
  get pushConstantNames(): string[] {
    return this.reflection.pushConstants?.type.members.map((m) => m.name ?? '') ?? [];
  }

  /** Records one dispatch; all checks happen before anything is recorded. */
  dispatch(buffers: KernelBuffers, pushConstants: Readonly<Record<string, PushValue>> = {}, launch: Launch): void {
    if (launch === null || typeof launch !== 'object' || !('groups' in launch || 'threads' in launch)) {
      throw new ArgumentError(
        `${this.name}.dispatch: the launch (third argument) must be { groups: [x, y?, z?] } or { threads: n | [x, y?, z?] } (got ${launch === null ? 'null' : typeof launch})`,
      );
    }
    const tensors = this.resolveBuffers(buffers);
    const push = this.encodePush(pushConstants);
    this.device.dispatch(this.pipeline, tensors, push, this.groups(launch), launch.cost || launch.label ? launch : undefined);
  }

  private resolveBuffers(buffers: KernelBuffers): Tensor[] {
    const names = this.bindingNames;
    let tensors: (Tensor | undefined)[];
    if (Array.isArray(buffers)) {
      if (buffers.length !== names.length)
        throw new BindingError(`${this.name} has ${names.length} bindings (${names.join(', ')}); got ${buffers.length} buffers`);
      tensors = [...buffers];
    } else {
      const given = buffers as Readonly<Record<string, Tensor>>;
      const unknown = Object.keys(given).filter((k) => !names.includes(k));
      if (unknown.length) throw new BindingError(`${this.name} has no binding ${unknown.join(', ')} (its bindings: ${names.join(', ')})`);
      tensors = names.map((n) => given[n]);
      const missing = names.filter((_, i) => !tensors[i]);
      if (missing.length) throw new BindingError(`${this.name}: missing buffer for binding ${missing.join(', ')}`);
    }
    return tensors.map((t, i) => this.checkBuffer(this.bindings[i], t!));
  }

  private checkBuffer(b: DescriptorBinding, t: Tensor): Tensor {
    const where = `${this.name}: binding ${b.binding} '${bindingName(b)}'`;
    if (!t || typeof t !== 'object' || !('byteLength' in t))
      throw new BindingError(`${where}: expected a tensor from device.alloc/upload, got ${t}`);
    // A binding is the whole buffer, and a kernel indexes it from 0: a view of part of a buffer would be
    // read as the whole of it.
    const r = t.record();
    if (r && (t.offset !== 0 || !t.isContiguous || Math.ceil(t.byteLength / 4) * 4 !== r.size)) {
      throw new BindingError(
        `${where}: ${t.describe()} is a view of part of a buffer; kernel() binds whole buffers: pass t.contiguous() or the tensor it views`,
      );
    }
    const fixed = b.fixedSize ?? 0;
    const ra = b.runtimeArray;
    if (!ra) {
      if (t.byteLength < fixed) throw new BindingError(`${where} is a ${fixed}-byte block; the tensor has ${t.byteLength} bytes`);
      return t;
    }
    const ok = dtypesFor(ra.element);
    if (ok && t.dtype !== 'bytes' && !isBlockDType(t.dtype) && !ok.includes(t.dtype)) {
      throw new BindingError(
        `${where} holds ${describeType(ra.element)} elements (tensor dtype ${ok.join(' or ')}); got a ${t.dtype} tensor`,
      );
    }
    const rest = t.byteLength - fixed;
    if (rest < 0 || rest % ra.stride !== 0) {
      throw new BindingError(
        `${where}: ${t.byteLength} bytes is not ${fixed ? `${fixed} + ` : ''}a multiple of its ${ra.stride}-byte ${describeType(ra.element)} elements`,
      );
    }
    return t;
  }

  private encodePush(values: Readonly<Record<string, PushValue>>): Uint8Array | undefined {
    const pc = this.reflection.pushConstants;
    if (!pc) {
      if (Object.keys(values).length)
        throw new PushConstantError(`${this.name} has no push constants; got ${Object.keys(values).join(', ')}`);
      return undefined;
    }
    const out = this.push!;
    out.fill(0);
    writeStruct(new DataView(out.buffer), 0, pc.type, values, this.name);
    return out;
  }

  private groups(launch: Launch): [number, number, number] {
    const max = this.device.info.limits.maxComputeWorkGroupCount;
    const isGroups = 'groups' in launch;
    const dims = triple(
      isGroups ? launch.groups : (launch as { threads: unknown }).threads,
      `${this.name}: ${isGroups ? 'groups' : 'threads'}`,
    );
    // Threads round up to whole groups; both are bounded by the grid the device can launch.
    const g = (isGroups ? dims : dims.map((x, d) => Math.ceil(x / this.localSize[d]!))) as [number, number, number];
    const total = g[0] * g[1] * g[2];
    if (total > MAX_GROUPS) {
      throw new LimitError(
        `${this.name}: ${isGroups ? '' : `threads [${dims.join(', ')}] make `}${total} work groups in one dispatch, over the sanity bound of 2^32 (split the work into several dispatches)`,
      );
    }
    // A 1-D launch past the per-dimension limit becomes a 2-D/3-D grid: the shader computes its index as
    // gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * gl_WorkGroupSize.x (+ z likewise).
    if (g[1] === 1 && g[2] === 1) return this.device.splitGrid(g[0]);
    g.forEach((x, d) => {
      if (x > max[d]!) throw new LimitError(`${this.name}: ${x} groups in ${'xyz'[d]} exceeds maxComputeWorkGroupCount ${max[d]}`);
    });
    return g;
  }
}

/** Work groups one kernel dispatch may launch: a sanity bound well past any real launch (2^32 groups of 64
 * are 2.7e11 invocations), so a stray 2 ** 53 is an error rather than a GPU busy for hours. */
const MAX_GROUPS = 2 ** 32;

/** A grid given as a number or 1 to 3 integers >= 0, as [x, y, z]. */
function triple(v: unknown, what: string): [number, number, number] {
  const a = typeof v === 'number' ? [v] : v;
  if (!Array.isArray(a) || a.length < 1 || a.length > 3)
    throw new ArgumentError(
      `${what} must be a number or an array of 1 to 3 integers (got ${v === null ? 'null' : typeof v === 'string' ? JSON.stringify(v) : typeof v})`,
    );
  const out = [a[0], a[1] ?? 1, a[2] ?? 1] as number[];
  out.forEach((x, d) => {
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 0)
      throw new ArgumentError(`${what}[${d}] must be an integer >= 0 (got ${typeof x === 'string' ? JSON.stringify(x) : x})`);
  });
  return out as [number, number, number];
}

function bindingName(b: DescriptorBinding): string {
  const t = b.type;
  if (t.tag === 'struct' && b.name === t.name && t.members.length === 1 && t.members[0].name) return t.members[0].name;
  return b.name;
}

function specValue(type: ScalarType, value: number | boolean, key: string): SpecValue {
  if (type.kind === 'bool') {
    if (typeof value !== 'boolean') throw new ArgumentError(`specialization constant ${key} is a bool; got ${value}`);
    return value;
  }
  if (typeof value !== 'number') throw new ArgumentError(`specialization constant ${key} is ${type.kind}${type.width}; got ${value}`);
  if (type.width !== 32)
    throw new ArgumentError(`specialization constant ${key}: only 32-bit constants can be set (it is ${type.kind}${type.width})`);
  if (type.kind === 'float') return { type: 'f32', value };
  const [lo, hi] = type.kind === 'int' ? [-(2 ** 31), 2 ** 31] : [0, 2 ** 32];
  if (!Number.isInteger(value) || value < lo || value >= hi) {
    throw new ArgumentError(
      `specialization constant ${key} is ${type.kind}${type.width}: expected an integer in [${type.kind === 'int' ? '-2^31, 2^31' : '0, 2^32'}), got ${value}`,
    );
  }
  return { type: type.kind === 'int' ? 'i32' : 'u32', value };
}

function writeStruct(
  dv: DataView,
  base: number,
  type: Extract<SpirvType, { tag: 'struct' }>,
  values: Readonly<Record<string, PushValue>>,
  path: string,
): void {
  if (values === null || typeof values !== 'object' || Array.isArray(values))
    throw new PushConstantError(`${path}: expected an object of members, got ${JSON.stringify(values)}`);
  const names = type.members.map((m) => m.name ?? '');
  const unknown = Object.keys(values).filter((k) => !names.includes(k));
  if (unknown.length) throw new PushConstantError(`${path}: no push constant ${unknown.join(', ')} (members: ${names.join(', ')})`);
  for (const m of type.members) {
    const v = values[m.name ?? ''];
    if (v === undefined) throw new PushConstantError(`${path}: missing push constant ${m.name} (${describeType(m.type)})`);
    writeValue(dv, base + m.offset, m.type, v, `${path}.${m.name}`);
  }
}

function writeValue(dv: DataView, off: number, type: SpirvType, v: PushValue, path: string): void {
  switch (type.tag) {
    case 'scalar':
      return writeScalar(dv, off, type, v, path);
    case 'vector':
    case 'array': {
      const n = type.tag === 'vector' ? type.count : type.length;
      const elem = type.tag === 'vector' ? type.component : type.element;
      const stride = type.tag === 'vector' ? type.component.width / 8 : (type.stride ?? 0);
      if (!Array.isArray(v) || v.length !== n)
        throw new PushConstantError(`${path}: expected ${n} values (${describeType(type)}), got ${JSON.stringify(v)}`);
      v.forEach((x, i) => writeValue(dv, off + i * stride, elem, x, `${path}[${i}]`));
      return;
    }
    case 'struct':
      return writeStruct(dv, off, type, v as Readonly<Record<string, PushValue>>, path);
    default:
      throw new PushConstantError(`${path}: push constants of type ${type.tag} are not supported`);
  }
}

function writeScalar(dv: DataView, off: number, t: ScalarType, v: PushValue, path: string): void {
  const bad = (expected: string): never => {
    throw new PushConstantError(`${path}: expected ${expected}, got ${typeof v === 'bigint' ? `${v}n` : JSON.stringify(v)}`);
  };
  if (t.kind === 'bool') {
    if (typeof v !== 'boolean') bad('a boolean');
    dv.setUint32(off, v ? 1 : 0, true);
    return;
  }
  if (t.width === 64 && t.kind !== 'float') {
    const b = typeof v === 'bigint' ? v : typeof v === 'number' && Number.isSafeInteger(v) ? BigInt(v) : bad('an integer');
    if (t.kind === 'uint') {
      if (b < 0n || b >= 1n << 64n) bad('an integer in [0, 2^64)');
      dv.setBigUint64(off, b, true);
    } else {
      if (b < -(1n << 63n) || b >= 1n << 63n) bad('an integer in [-2^63, 2^63)');
      dv.setBigInt64(off, b, true);
    }
    return;
  }
  // GLSL stores a `bool` block member as a 32-bit uint: true and false are 1 and 0 for any integer member.
  if (typeof v === 'boolean' && t.kind !== 'float') v = v ? 1 : 0;
  if (typeof v !== 'number') bad('a number');
  const x = v as number;
  if (t.kind === 'float') {
    if (t.width === 32) dv.setFloat32(off, x, true);
    else if (t.width === 64) dv.setFloat64(off, x, true);
    else dv.setUint16(off, numberToF16(x), true);
    return;
  }
  const lo = t.kind === 'int' ? -(2 ** (t.width - 1)) : 0;
  const hi = t.kind === 'int' ? 2 ** (t.width - 1) : 2 ** t.width;
  if (!Number.isInteger(x) || x < lo || x >= hi) bad(`an integer in [${lo}, ${hi})`);
  if (t.width === 32) t.kind === 'int' ? dv.setInt32(off, x, true) : dv.setUint32(off, x, true);
  else if (t.width === 16) t.kind === 'int' ? dv.setInt16(off, x, true) : dv.setUint16(off, x, true);
  else t.kind === 'int' ? dv.setInt8(off, x) : dv.setUint8(off, x);
}

/** Compiles (GLSL source) or takes (SPIR-V words) a shader and builds a Kernel on `device`. */
export function createKernel(device: Device, source: string | Uint32Array | Uint8Array | ArrayBuffer, opts: KernelOptions = {}): Kernel {
  if (opts === null || typeof opts !== 'object')
    throw new ArgumentError(`kernel: options must be an object (got ${opts === null ? 'null' : typeof opts})`);
  if (!(typeof source === 'string' || source instanceof Uint32Array || source instanceof Uint8Array || source instanceof ArrayBuffer)) {
    throw new ArgumentError(
      `kernel: expected GLSL source or SPIR-V words (Uint32Array, Uint8Array, ArrayBuffer), got ${source === null ? 'null' : typeof source}`,
    );
  }
  const spirv =
    typeof source === 'string'
      ? compileGlsl(source, { ...opts, stage: 'comp' })
      : source instanceof Uint32Array
        ? source
        : source instanceof Uint8Array
          ? new Uint32Array(source.buffer.slice(source.byteOffset, source.byteOffset + source.byteLength))
          : new Uint32Array(source);
  return new Kernel(device, spirv, opts);
}
