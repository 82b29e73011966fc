// Type classification and C layout (x86-64 / AArch64 LP64 rules) for the registry model.
import type { CType, Member, Registry, StructDef } from './registry.ts';

/** How a scalar is stored and how JS sees it. */
export type Scalar =
  | 'u8'
  | 'i8'
  | 'u16'
  | 'i16'
  | 'u32'
  | 'i32'
  | 'u64'
  | 'i64'
  | 'f32'
  | 'f64'
  | 'bool32'
  | 'enum'
  | 'flags32'
  | 'flags64'
  | 'handle'
  | 'ptr'
  | 'size'
  | 'char';

export const SCALAR_SIZE: Record<Scalar, number> = {
  u8: 1,
  i8: 1,
  char: 1,
  u16: 2,
  i16: 2,
  u32: 4,
  i32: 4,
  bool32: 4,
  enum: 4,
  flags32: 4,
  f32: 4,
  u64: 8,
  i64: 8,
  f64: 8,
  flags64: 8,
  handle: 8,
  ptr: 8,
  size: 8,
};

/** koffi / C type name used for the layout proof and raw prototypes. */
export const SCALAR_C: Record<Scalar, string> = {
  u8: 'uint8_t',
  i8: 'int8_t',
  char: 'char',
  u16: 'uint16_t',
  i16: 'int16_t',
  u32: 'uint32_t',
  i32: 'int32_t',
  bool32: 'uint32_t',
  enum: 'int32_t',
  flags32: 'uint32_t',
  f32: 'float',
  u64: 'uint64_t',
  i64: 'int64_t',
  f64: 'double',
  flags64: 'uint64_t',
  handle: 'uint64_t',
  ptr: 'uint64_t',
  size: 'uint64_t',
};

const PRIMITIVES: Record<string, Scalar> = {
  uint8_t: 'u8',
  int8_t: 'i8',
  char: 'char',
  uint16_t: 'u16',
  int16_t: 'i16',
  uint32_t: 'u32',
  int32_t: 'i32',
  uint64_t: 'u64',
  int64_t: 'i64',
  float: 'f32',
  double: 'f64',
  size_t: 'size',
  int: 'i32',
  VkBool32: 'bool32',
  VkFlags: 'flags32',
  VkFlags64: 'flags64',
  VkDeviceSize: 'u64',
  VkDeviceAddress: 'u64',
  VkSampleMask: 'u32',
  VkRemoteAddressNV: 'ptr',
};

export type TypeKind =
  | { k: 'scalar'; s: Scalar; name: string }
  | { k: 'struct'; def: StructDef }
  | { k: 'void' }
  | { k: 'unknown'; name: string };

export class Model {
  private layoutCache = new Map<string, Layout>();
  constructor(readonly reg: Registry) {}

  canonical(name: string): string {
    let n = name;
    for (let i = 0; i < 8 && this.reg.typeAliases.has(n); i++) n = this.reg.typeAliases.get(n)!;
    return n;
  }

  kind(typeName: string): TypeKind {
    const name = this.canonical(typeName);
    if (name === 'void') return { k: 'void' };
    const prim = PRIMITIVES[name];
    if (prim) return { k: 'scalar', s: prim, name };
    if (this.reg.handles.has(name)) return { k: 'scalar', s: 'handle', name };
    if (this.reg.enums.has(name) && !this.reg.bitmasks.has(name)) {
      const e = this.reg.enums.get(name)!;
      if (e.bitmask) return { k: 'scalar', s: e.bitwidth === 64 ? 'flags64' : 'flags32', name };
      return { k: 'scalar', s: 'enum', name };
    }
    if (this.reg.bitmasks.has(name)) return { k: 'scalar', s: this.reg.bitmasks.get(name)!.bitwidth === 64 ? 'flags64' : 'flags32', name };
    if (this.reg.funcpointers.has(name)) return { k: 'scalar', s: 'ptr', name };
    const b = this.reg.basetypes.get(name);
    if (b && PRIMITIVES[b]) return { k: 'scalar', s: PRIMITIVES[b], name };
    const def = this.reg.structs.get(name);
    if (def) return { k: 'struct', def };
    return { k: 'unknown', name };
  }

  /** The storage of a member or parameter as declared (pointers are pointer-sized scalars). */
  storage(t: CType): TypeKind {
    if (t.ptr > 0) return { k: 'scalar', s: 'ptr', name: t.type };
    return this.kind(t.type);
  }

  /** True when every by-value type the struct reaches is known (no platform or video types). */
  complete(def: StructDef, seen = new Set<string>()): boolean {
    if (seen.has(def.name)) return true;
    seen.add(def.name);
    return def.members.every((m) => {
      if (m.ptr > 0) return true;
      const k = this.kind(m.type);
      if (k.k === 'unknown' || k.k === 'void') return false;
      return k.k === 'scalar' || this.complete(k.def, seen);
    });
  }

  layout(def: StructDef): Layout {
    const cached = this.layoutCache.get(def.name);
    if (cached) return cached;
    const offsets: number[] = [];
    const bitShifts: (number | undefined)[] = [];
    let size = 0;
    let align = 1;
    let bitUnitStart = -1;
    let bitUsed = 0;
    let bitUnitSize = 0;
    for (const m of def.members) {
      const { size: es, align: ea } = this.elemLayout(m);
      const count = m.dims.reduce((x, y) => x * y, 1);
      align = Math.max(align, ea);
      if (def.union) {
        offsets.push(0);
        bitShifts.push(undefined);
        size = Math.max(size, es * count);
        continue;
      }
      if (m.bits !== undefined) {
        // Bitfields of one declared type share a storage unit while they fit (GCC/Clang SysV rule).
        if (bitUnitStart >= 0 && bitUnitSize === es && bitUsed + m.bits <= es * 8) {
          offsets.push(bitUnitStart);
          bitShifts.push(bitUsed);
          bitUsed += m.bits;
          continue;
        }
        size = alignUp(size, ea);
        bitUnitStart = size;
        bitUnitSize = es;
        bitUsed = m.bits;
        offsets.push(size);
        bitShifts.push(0);
        size += es;
        continue;
      }
      bitUnitStart = -1;
      size = alignUp(size, ea);
      offsets.push(size);
      bitShifts.push(undefined);
      size += es * count;
    }
    const l: Layout = { size: alignUp(size, align), align, offsets, bitShifts };
    this.layoutCache.set(def.name, l);
    return l;
  }

  elemLayout(m: CType): { size: number; align: number } {
    const k = this.storage(m);
    if (k.k === 'scalar') return { size: SCALAR_SIZE[k.s], align: SCALAR_SIZE[k.s] };
    if (k.k === 'struct') {
      const l = this.layout(k.def);
      return { size: l.size, align: l.align };
    }
    throw new Error(`no layout for ${m.type}`);
  }
}

export interface Layout {
  size: number;
  align: number;
  offsets: number[];
  /** Bit offset inside the storage unit, for bitfield members. */
  bitShifts: (number | undefined)[];
}

export const alignUp = (x: number, a: number): number => Math.ceil(x / a) * a;

/** A member whose value is the length of another member's array (filled in from the array). */
export function lengthOwners(members: Member[]): Map<string, Member[]> {
  const owners = new Map<string, Member[]>();
  for (const m of members) {
    const len = m.altlen ?? m.len;
    if (!len) continue;
    const first = len.split(',')[0];
    const plain = first.match(/^(\w+)$/) ?? first.match(/^(\w+) \/ 4$/);
    if (!plain || !members.some((x) => x.name === plain[1])) continue;
    const list = owners.get(plain[1]) ?? [];
    list.push(m);
    owners.set(plain[1], list);
  }
  return owners;
}
