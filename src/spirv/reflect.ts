// SPIR-V reflection for compute shaders: one pass over the module's declarations (everything before the
// first function body), then the questions a runtime asks: workgroup size, descriptor bindings, push
// constants, specialization constants, capabilities and extensions. Reference: the SPIR-V specification,
// chapters "Logical Layout of a Module" and "Binary Form"; descriptor types as in the Vulkan spec's
// "Shader Resource and Descriptor Type Correspondence" table.

import {
  BuiltIn,
  DIM_BUFFER,
  DIM_NAMES,
  Decoration,
  EXECUTION_MODEL_NAMES,
  ExecutionMode,
  GL_COMPUTE,
  MAGIC,
  MAGIC_SWAPPED,
  Op,
  StorageClass,
} from './opcodes.ts';
import { CAPABILITY_NAMES, IMAGE_FORMAT_NAMES } from './tables.ts';
import { SpirvError } from './errors.ts';
import { checkStructure, forEachInstruction } from './structure.ts';
import {
  FP_ENCODINGS,
  packedSize,
  scalarValue,
  sizeOf,
  type ImageType,
  type ScalarType,
  type SpirvType,
  type StructMember,
  type StructType,
  type VectorType,
} from './types.ts';

// ---------------------------------------------------------------------------------------------- results

export type DescriptorType =
  | 'storageBuffer'
  | 'uniformBuffer'
  | 'storageImage'
  | 'sampledImage'
  | 'sampler'
  | 'combinedImageSampler'
  | 'storageTexelBuffer'
  | 'uniformTexelBuffer'
  | 'accelerationStructure';

export interface RuntimeArrayInfo {
  /** Name of the block member that holds the runtime array. */
  readonly name?: string;
  readonly element: SpirvType;
  /** Byte size of one element as laid out (for a struct: the end of its last member). */
  readonly elementSize: number;
  readonly stride: number;
}

export interface DescriptorBinding {
  readonly set: number;
  readonly binding: number;
  /** The variable's name, or the block type's name when the variable is unnamed (`buffer B { ... };`). */
  readonly name: string;
  readonly descriptorType: DescriptorType;
  /** Descriptor count: 1, the array length for `b[4]`, 0 for a runtime-sized descriptor array. */
  readonly count: number;
  /** NonWritable on the variable or on every block member; always true for descriptors shaders cannot write. */
  readonly readonly: boolean;
  /** NonReadable on the variable or on every block member. */
  readonly writeonly: boolean;
  /** The block struct for buffers, the image type for images (descriptor arrays unwrapped). */
  readonly type: SpirvType;
  /** Buffers: bytes before the runtime array (or the whole block when there is none). */
  readonly fixedSize?: number;
  readonly runtimeArray?: RuntimeArrayInfo;
}

export interface PushConstantBlock {
  readonly name: string;
  /** Lowest member offset (a Vulkan push-constant range may start there). */
  readonly offset: number;
  /** End of the last member, in bytes. */
  readonly size: number;
  readonly type: StructType;
}

export interface SpecConstant {
  readonly specId: number;
  readonly name?: string;
  readonly type: ScalarType;
  /** 64-bit integers come back as bigint. */
  readonly defaultValue: boolean | number | bigint;
}

export interface ShaderReflection {
  /** SPIR-V version of the module. */
  readonly version: { readonly major: number; readonly minor: number };
  readonly entryPoint: string;
  readonly executionModel: 'GLCompute';
  /** Workgroup size; for a spec-constant dimension, the constant's default. */
  readonly localSize: readonly [number, number, number];
  /** SpecId driving each dimension (local_size_x_id ...), or null for a literal. */
  readonly localSizeSpecIds: readonly [number | null, number | null, number | null];
  /** All resource variables the module declares, sorted by (set, binding). */
  readonly bindings: readonly DescriptorBinding[];
  readonly pushConstants: PushConstantBlock | null;
  /** Sorted by SpecId. */
  readonly specConstants: readonly SpecConstant[];
  /** Capability names; `Capability<n>` for numbers this build does not know. */
  readonly capabilities: readonly string[];
  readonly extensions: readonly string[];
  /** Bytes of Workgroup-storage (`shared`) variables, summed without padding (a lower bound of what the
   * driver allots; spec-constant array lengths at their defaults), for maxComputeSharedMemorySize. */
  readonly sharedMemory: number;
}

// ---------------------------------------------------------------------------------------------- input

/** The module as 32-bit words in host order (byte-swapped modules are swapped into a copy). */
export function spirvWords(spirv: Uint32Array | Uint8Array | ArrayBuffer): Uint32Array {
  let words: Uint32Array;
  if (spirv instanceof Uint32Array) {
    words = spirv;
  } else {
    const bytes = spirv instanceof ArrayBuffer ? new Uint8Array(spirv) : spirv;
    if (bytes.byteLength % 4 !== 0) {
      throw new SpirvError('BAD_LENGTH', `SPIR-V must be a whole number of 32-bit words; got ${bytes.byteLength} bytes`);
    }
    words =
      bytes.byteOffset % 4 === 0
        ? new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4)
        : new Uint32Array(bytes.slice().buffer);
  }
  if (words.length < 5) {
    throw new SpirvError('TRUNCATED', `SPIR-V module truncated: ${words.length} words, the header alone is 5`);
  }
  if (words[0] === MAGIC_SWAPPED) {
    const copy = new Uint32Array(words.length);
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      copy[i] = ((w & 0xff) << 24) | ((w & 0xff00) << 8) | ((w >>> 8) & 0xff00) | (w >>> 24);
    }
    words = copy;
  }
  if (words[0] !== MAGIC) {
    const got = words[0]!.toString(16).padStart(8, '0');
    throw new SpirvError('BAD_MAGIC', `not SPIR-V: magic number is 0x${got}, expected 0x07230203`);
  }
  return words;
}

const utf8 = new TextDecoder();

/** Decodes the nul-terminated literal string starting at ins[at]; returns it and the index of the next word. */
function literalString(ins: Uint32Array, at: number): [string, number] {
  const bytes = new Uint8Array(ins.buffer, ins.byteOffset + at * 4, (ins.length - at) * 4);
  const end = bytes.indexOf(0);
  if (end < 0) throw new SpirvError('MALFORMED', 'literal string without terminating nul');
  return [utf8.decode(bytes.subarray(0, end)), at + (end >> 2) + 1];
}

// ---------------------------------------------------------------------------------------------- reflect

interface Deco {
  readonly member: number;
  readonly kind: number;
  readonly args: Uint32Array;
}

const READ_ONLY_DESCRIPTORS = new Set<DescriptorType>([
  'uniformBuffer',
  'sampledImage',
  'sampler',
  'combinedImageSampler',
  'uniformTexelBuffer',
  'accelerationStructure',
]);

export interface ReflectOptions {
  /** Which compute entry point to describe; default: the first one. */
  readonly entryPoint?: string;
}

export function reflect(spirv: Uint32Array | Uint8Array | ArrayBuffer, options: ReflectOptions = {}): ShaderReflection {
  const words = spirvWords(spirv);
  checkStructure(words); // ids, word counts and operand kinds, so the walk below can trust the module
  const defs = new Map<number, Uint32Array>(); // result id -> defining instruction (types, constants, variables)
  const names = new Map<number, string>();
  const memberNames = new Map<number, Map<number, string>>();
  const decos = new Map<number, Deco[]>();
  const entryPoints: { model: number; id: number; name: string }[] = [];
  const modes: { id: number; mode: number; args: Uint32Array; ids: boolean }[] = [];
  const variables: Uint32Array[] = [];
  const capabilities: string[] = [];
  const extensions: string[] = [];
  let inFunctions = false;

  const addDeco = (id: number, member: number, kind: number, args: Uint32Array) => {
    let list = decos.get(id);
    if (!list) decos.set(id, (list = []));
    list.push({ member, kind, args });
  };

  forEachInstruction(words, (op, ins) => {
    if (op === Op.Function) inFunctions = true;
    if (inFunctions) return; // declarations all precede the first function; keep checking word counts only
    switch (op) {
      case Op.Capability:
        capabilities.push(CAPABILITY_NAMES[ins[1]!] ?? `Capability${ins[1]}`);
        break;
      case Op.Extension:
        extensions.push(literalString(ins, 1)[0]);
        break;
      case Op.EntryPoint:
        entryPoints.push({ model: ins[1]!, id: ins[2]!, name: literalString(ins, 3)[0] });
        break;
      case Op.ExecutionMode:
      case Op.ExecutionModeId:
        modes.push({ id: ins[1]!, mode: ins[2]!, args: ins.subarray(3), ids: op === Op.ExecutionModeId });
        break;
      case Op.Name:
        names.set(ins[1]!, literalString(ins, 2)[0]);
        break;
      case Op.MemberName: {
        let m = memberNames.get(ins[1]!);
        if (!m) memberNames.set(ins[1]!, (m = new Map()));
        m.set(ins[2]!, literalString(ins, 3)[0]);
        break;
      }
      case Op.Decorate:
        addDeco(ins[1]!, -1, ins[2]!, ins.subarray(3));
        break;
      case Op.MemberDecorate:
        addDeco(ins[1]!, ins[2]!, ins[3]!, ins.subarray(4));
        break;
      case Op.Variable:
        variables.push(ins);
        defs.set(ins[2]!, ins);
        break;
      case Op.ConstantTrue:
      case Op.ConstantFalse:
      case Op.Constant:
      case Op.ConstantComposite:
      case Op.SpecConstantTrue:
      case Op.SpecConstantFalse:
      case Op.SpecConstant:
      case Op.SpecConstantComposite:
        defs.set(ins[2]!, ins);
        break;
      case Op.TypeBool:
      case Op.TypeInt:
      case Op.TypeFloat:
      case Op.TypeVector:
      case Op.TypeMatrix:
      case Op.TypeImage:
      case Op.TypeSampler:
      case Op.TypeSampledImage:
      case Op.TypeArray:
      case Op.TypeRuntimeArray:
      case Op.TypeStruct:
      case Op.TypePointer:
      case Op.TypeAccelerationStructureKHR:
        defs.set(ins[1]!, ins);
        break;
      default:
        // Other core types (void, function, event, ...: opcodes 19-39) are only opaque here.
        if (op >= 19 && op <= 39 && ins.length >= 2) defs.set(ins[1]!, ins);
    }
  });

  const def = (id: number): Uint32Array => {
    const ins = defs.get(id);
    if (!ins) throw new SpirvError('MALFORMED', `id %${id} is used but not declared`);
    return ins;
  };
  const deco = (id: number, kind: number, member = -1): Uint32Array | undefined =>
    decos.get(id)?.find((d) => d.member === member && d.kind === kind)?.args;
  const has = (id: number, kind: number, member = -1) => deco(id, kind, member) !== undefined;
  const nameOf = (id: number) => names.get(id) || undefined;

  // --- types

  interface Layout {
    readonly matrixStride?: number;
    readonly rowMajor?: boolean;
  }
  const typeOf = (id: number, layout: Layout = {}, depth = 0): SpirvType => {
    if (depth > 64) throw new SpirvError('MALFORMED', `type %${id} nests too deeply (recursive?)`);
    const ins = def(id);
    const op = ins[0]! & 0xffff;
    switch (op) {
      case Op.TypeBool:
        return { tag: 'scalar', kind: 'bool', width: 32 };
      case Op.TypeInt:
        return { tag: 'scalar', kind: ins[3] ? 'int' : 'uint', width: ins[2]! };
      case Op.TypeFloat: {
        const encoding = ins.length > 3 ? (FP_ENCODINGS[ins[3]!] ?? `FPEncoding${ins[3]}`) : undefined;
        return encoding ? { tag: 'scalar', kind: 'float', width: ins[2]!, encoding } : { tag: 'scalar', kind: 'float', width: ins[2]! };
      }
      case Op.TypeVector:
        return { tag: 'vector', component: typeOf(ins[2]!, {}, depth + 1) as ScalarType, count: ins[3]! };
      case Op.TypeMatrix: {
        const column = typeOf(ins[2]!, {}, depth + 1) as VectorType;
        return {
          tag: 'matrix',
          column,
          columns: ins[3]!,
          ...(layout.matrixStride !== undefined && { stride: layout.matrixStride }),
          ...(layout.rowMajor && { rowMajor: true }),
        };
      }
      case Op.TypeArray: {
        const element = typeOf(ins[2]!, layout, depth + 1);
        const len = scalarConstant(ins[3]!);
        const stride = deco(id, Decoration.ArrayStride)?.[0];
        return {
          tag: 'array',
          element,
          length: Number(len.value),
          ...(stride !== undefined && { stride }),
          ...(len.specId !== undefined && { lengthSpecId: len.specId }),
        };
      }
      case Op.TypeRuntimeArray: {
        const stride = deco(id, Decoration.ArrayStride)?.[0];
        return { tag: 'runtimeArray', element: typeOf(ins[2]!, layout, depth + 1), ...(stride !== undefined && { stride }) };
      }
      case Op.TypeStruct: {
        const members: StructMember[] = [];
        for (let m = 0; m < ins.length - 2; m++) {
          const type = typeOf(
            ins[2 + m]!,
            {
              matrixStride: deco(id, Decoration.MatrixStride, m)?.[0],
              rowMajor: has(id, Decoration.RowMajor, m),
            },
            depth + 1,
          );
          const name = memberNames.get(id)?.get(m) || undefined;
          const offset = deco(id, Decoration.Offset, m)?.[0] ?? 0;
          members.push({ ...(name !== undefined && { name }), offset, type, size: sizeOf(type) });
        }
        const size = members.reduce((end, m) => Math.max(end, m.offset + m.size), 0);
        const name = nameOf(id);
        return { tag: 'struct', ...(name !== undefined && { name }), members, size };
      }
      case Op.TypePointer:
        return { tag: 'pointer', storageClass: ins[2]! };
      case Op.TypeImage:
        return {
          tag: 'image',
          sampledType: typeOf(ins[2]!, {}, depth + 1),
          dim: DIM_NAMES[ins[3]!] ?? `Dim${ins[3]}`,
          depth: ins[4]!,
          arrayed: ins[5] === 1,
          multisampled: ins[6] === 1,
          sampled: ins[7]!,
          format: IMAGE_FORMAT_NAMES[ins[8]!] ?? `Format${ins[8]}`,
        };
      case Op.TypeSampledImage:
        return { tag: 'sampledImage', image: typeOf(ins[2]!, {}, depth + 1) as ImageType };
      case Op.TypeSampler:
        return { tag: 'sampler', opcode: op };
      case Op.TypeAccelerationStructureKHR:
        return { tag: 'accelerationStructure', opcode: op };
      default:
        return { tag: 'opaque', opcode: op };
    }
  };

  // --- constants

  const scalarConstant = (id: number): { value: boolean | number | bigint; type: ScalarType; specId?: number } => {
    const ins = def(id);
    const op = ins[0]! & 0xffff;
    const specId = deco(id, Decoration.SpecId)?.[0];
    const type = typeOf(ins[1]!);
    const withId = <T extends object>(o: T) => (specId !== undefined ? { ...o, specId } : o);
    if (type.tag !== 'scalar') throw new SpirvError('UNSUPPORTED', `constant %${id} is not a scalar`);
    if (op === Op.ConstantTrue || op === Op.SpecConstantTrue) return withId({ value: true, type });
    if (op === Op.ConstantFalse || op === Op.SpecConstantFalse) return withId({ value: false, type });
    if (op !== Op.Constant && op !== Op.SpecConstant) {
      throw new SpirvError('UNSUPPORTED', `%${id}${names.has(id) ? ` (${names.get(id)})` : ''} is a constant expression, not a literal`);
    }
    return withId({ value: scalarValue(type, ins.subarray(3)), type });
  };

  // --- entry point and workgroup size

  const compute = entryPoints.filter((e) => e.model === GL_COMPUTE);
  const entry = options.entryPoint === undefined ? compute[0] : compute.find((e) => e.name === options.entryPoint);
  if (!entry) {
    const found = entryPoints.map((e) => `${EXECUTION_MODEL_NAMES[e.model] ?? e.model} '${e.name}'`).join(', ') || 'none';
    const wanted = options.entryPoint === undefined ? 'GLCompute entry point' : `GLCompute entry point '${options.entryPoint}'`;
    throw new SpirvError('NO_COMPUTE_ENTRY_POINT', `SPIR-V module has no ${wanted} (entry points: ${found})`);
  }

  let dims: { value: number; specId: number | null }[] | undefined;
  const fromIds = (ids: ArrayLike<number>) =>
    Array.from(ids, (id) => {
      const c = scalarConstant(id);
      return { value: Number(c.value), specId: c.specId ?? null };
    });
  for (const m of modes) {
    if (m.id !== entry.id) continue;
    if (m.mode === ExecutionMode.LocalSize && !m.ids) dims = Array.from(m.args, (value) => ({ value, specId: null }));
    if (m.mode === ExecutionMode.LocalSizeId && m.ids) dims = fromIds(m.args);
  }
  // A constant decorated BuiltIn WorkgroupSize overrides the execution mode (spec: "BuiltIn", WorkgroupSize).
  for (const [id, list] of decos) {
    const isWgs = list.some((d) => d.member < 0 && d.kind === Decoration.BuiltIn && d.args[0] === BuiltIn.WorkgroupSize);
    const ins = defs.get(id);
    const op = ins && ins[0]! & 0xffff;
    if (isWgs && ins && (op === Op.ConstantComposite || op === Op.SpecConstantComposite)) dims = fromIds(ins.subarray(3));
  }
  if (!dims || dims.length !== 3) throw new SpirvError('NO_LOCAL_SIZE', `entry point '${entry.name}' declares no workgroup size`);

  // --- descriptor bindings and push constants

  const bindings: DescriptorBinding[] = [];
  let pushConstants: PushConstantBlock | null = null;
  for (const v of variables) {
    const id = v[2]!;
    const storage = v[3]!;
    if (
      storage !== StorageClass.UniformConstant &&
      storage !== StorageClass.Uniform &&
      storage !== StorageClass.StorageBuffer &&
      storage !== StorageClass.PushConstant
    )
      continue;
    let typeId = def(v[1]!)[3]!; // OpTypePointer: result, storage class, pointee
    if (storage === StorageClass.PushConstant) {
      const type = typeOf(typeId);
      if (type.tag !== 'struct' || pushConstants) continue;
      const offset = type.members.reduce((lo, m) => Math.min(lo, m.offset), type.members.length ? Infinity : 0);
      pushConstants = { name: nameOf(id) ?? type.name ?? '', offset, size: type.size, type };
      continue;
    }
    const set = deco(id, Decoration.DescriptorSet)?.[0];
    const binding = deco(id, Decoration.Binding)?.[0];
    if (set === undefined || binding === undefined) continue;
    let count = 1;
    for (let ins = def(typeId); ; ins = def(typeId)) {
      const op = ins[0]! & 0xffff;
      if (op === Op.TypeArray) count *= Number(scalarConstant(ins[3]!).value);
      else if (op === Op.TypeRuntimeArray) count = 0;
      else break;
      typeId = ins[2]!;
    }
    const type = typeOf(typeId);
    const descriptorType = classify(storage, type, has(typeId, Decoration.BufferBlock));
    if (!descriptorType) continue;
    const members = type.tag === 'struct' ? type.members : [];
    const allMembers = (kind: number) => members.length > 0 && members.every((_, m) => has(typeId, kind, m));
    const base: DescriptorBinding = {
      set,
      binding,
      descriptorType,
      count,
      name: nameOf(id) ?? (type.tag === 'struct' ? type.name : undefined) ?? '',
      readonly: READ_ONLY_DESCRIPTORS.has(descriptorType) || has(id, Decoration.NonWritable) || allMembers(Decoration.NonWritable),
      writeonly: has(id, Decoration.NonReadable) || allMembers(Decoration.NonReadable),
      type,
    };
    if (type.tag === 'struct') {
      const last = type.members[type.members.length - 1];
      if (last?.type.tag === 'runtimeArray') {
        const { element, stride } = last.type;
        const elementSize = sizeOf(element);
        bindings.push({
          ...base,
          fixedSize: last.offset,
          runtimeArray: { ...(last.name !== undefined && { name: last.name }), element, elementSize, stride: stride ?? elementSize },
        });
        continue;
      }
      bindings.push({ ...base, fixedSize: type.size });
      continue;
    }
    bindings.push(base);
  }
  bindings.sort((a, b) => a.set - b.set || a.binding - b.binding);
  mergeAliases(bindings);

  let sharedMemory = 0;
  for (const v of variables) if (v[3] === WORKGROUP) sharedMemory += packedSize(typeOf(def(v[1]!)[3]!));

  // --- specialization constants (deduplicated by SpecId: glslang may emit local_size_x_id's twice)

  const specs = new Map<number, SpecConstant>();
  for (const [id, ins] of defs) {
    const op = ins[0]! & 0xffff;
    if (op !== Op.SpecConstant && op !== Op.SpecConstantTrue && op !== Op.SpecConstantFalse) continue;
    const c = scalarConstant(id);
    if (c.specId === undefined) continue;
    const name = nameOf(id);
    const prev = specs.get(c.specId);
    if (prev && (prev.name !== undefined || name === undefined)) continue;
    specs.set(c.specId, { specId: c.specId, ...(name !== undefined && { name }), type: c.type, defaultValue: c.value });
  }

  return {
    version: { major: (words[1]! >>> 16) & 0xff, minor: (words[1]! >>> 8) & 0xff },
    entryPoint: entry.name,
    executionModel: 'GLCompute',
    localSize: [dims[0]!.value, dims[1]!.value, dims[2]!.value],
    localSizeSpecIds: [dims[0]!.specId, dims[1]!.specId, dims[2]!.specId],
    bindings,
    pushConstants,
    specConstants: [...specs.values()].sort((a, b) => a.specId - b.specId),
    capabilities,
    extensions,
    sharedMemory,
  };
}

const WORKGROUP = 4; // StorageClass Workgroup

function classify(storage: number, type: SpirvType, bufferBlock: boolean): DescriptorType | null {
  if (storage === StorageClass.StorageBuffer) return 'storageBuffer';
  if (storage === StorageClass.Uniform) return bufferBlock ? 'storageBuffer' : 'uniformBuffer';
  switch (type.tag) {
    case 'image':
      if (type.sampled === 2) return type.dim === DIM_NAMES[DIM_BUFFER] ? 'storageTexelBuffer' : 'storageImage';
      return type.dim === DIM_NAMES[DIM_BUFFER] ? 'uniformTexelBuffer' : 'sampledImage';
    case 'sampledImage':
      return type.image.dim === DIM_NAMES[DIM_BUFFER] ? 'uniformTexelBuffer' : 'combinedImageSampler';
    case 'sampler':
      return 'sampler';
    case 'accelerationStructure':
      return 'accelerationStructure';
    default:
      return null;
  }
}

/** Variables declared on one (set, binding) (views of one buffer as different types: `uint w[]` and `uvec4
 * w4[]`, which GLSL and SPIR-V allow) are one descriptor: the first view describes it, readonly or writeonly
 * only when every view is. `sorted` is sorted by (set, binding), and the sort is stable, so the first view
 * in the module stays first. */
function mergeAliases(sorted: DescriptorBinding[]): void {
  for (let i = sorted.length - 1; i > 0; i--) {
    const a = sorted[i - 1]!,
      b = sorted[i]!;
    if (a.set !== b.set || a.binding !== b.binding) continue;
    sorted[i - 1] = { ...a, readonly: a.readonly && b.readonly, writeonly: a.writeonly && b.writeonly };
    sorted.splice(i, 1);
  }
}
