// Member classification for the struct emitters: what each member of a struct is (its Shape), decided once
// from the registry's type, pointer depth, array dims and len attributes, so that the type, encoder and
// decoder emitters (emit-structs.ts, emit-codecs.ts) agree on every member. Also the context they share.
import type { Model, Scalar } from './model.ts';
import type { Member, StructDef } from './registry.ts';

export interface Ctx {
  model: Model;
  /** Struct name → structs that may appear in its pNext chain. */
  extenders: Map<string, string[]>;
  /** VK_STRUCTURE_TYPE_* name → key in the VkStructureType object. */
  sTypeKeys: Map<string, string>;
  sTypeValues: Map<string, number>;
  emitted: Set<string>;
}

/** Shapes whose value carries a length, which fills a count member. */
export const HAS_LENGTH = new Set(['strings', 'structArray', 'scalarArray', 'bytes', 'fixedScalars', 'fixedStructs']);

/** What a member is, for all three emitters. */
export type Shape =
  | { t: 'sType'; value: string }
  | { t: 'pNext' }
  | { t: 'count'; owners: Member[] }
  | { t: 'scalar'; s: Scalar; typeName: string }
  | { t: 'bitfield'; s: Scalar; typeName: string; width: number }
  | { t: 'struct'; name: string }
  | { t: 'fixedChars'; n: number }
  | { t: 'fixedScalars'; s: Scalar; typeName: string; n: number; lenMember?: string }
  | { t: 'fixedStructs'; name: string; n: number; lenMember?: string }
  | { t: 'string' }
  | { t: 'strings' }
  | { t: 'structPtr'; name: string }
  | { t: 'structArray'; name: string }
  | { t: 'scalarArray'; s: Scalar; typeName: string }
  | { t: 'bytes' }
  | { t: 'address' };

export function shapeOf(ctx: Ctx, s: StructDef, m: Member, owners: Map<string, Member[]>): Shape {
  const model = ctx.model;
  if (m.name === 'sType' && m.values) return { t: 'sType', value: m.values.split(',')[0] };
  if (m.name === 'pNext') return { t: 'pNext' };
  if (owners.has(m.name) && !s.union) return { t: 'count', owners: owners.get(m.name)! };
  const k = model.kind(m.type);
  const lenMember = m.len && s.members.some((x) => x.name === m.len) ? m.len : undefined;
  if (m.ptr === 0) {
    const n = m.dims.reduce((x, y) => x * y, 1);
    if (k.k === 'scalar') {
      if (m.bits !== undefined) return { t: 'bitfield', s: k.s, typeName: k.name, width: m.bits };
      if (m.dims.length === 0) return { t: 'scalar', s: k.s, typeName: k.name };
      if (k.s === 'char') return { t: 'fixedChars', n };
      return { t: 'fixedScalars', s: k.s, typeName: k.name, n, lenMember };
    }
    if (k.k === 'struct') return m.dims.length ? { t: 'fixedStructs', name: k.def.name, n, lenMember } : { t: 'struct', name: k.def.name };
    throw new Error(`${s.name}.${m.name}: unsupported by-value type ${m.type}`);
  }
  const isArray = !!m.len && m.len !== 'null-terminated' && !m.len.startsWith('null-terminated');
  if (m.ptr === 1 && m.type === 'char' && m.len?.includes('null-terminated')) return { t: 'string' };
  if (m.ptr === 2 && m.type === 'char' && m.len?.endsWith('null-terminated')) return { t: 'strings' };
  if (m.ptr === 1 && k.k === 'struct') return isArray ? { t: 'structArray', name: k.def.name } : { t: 'structPtr', name: k.def.name };
  if (m.ptr === 1 && k.k === 'void' && m.constPtr && isArray) return { t: 'bytes' };
  if (m.ptr === 1 && k.k === 'scalar' && m.constPtr) return { t: 'scalarArray', s: k.s, typeName: k.name };
  return { t: 'address' };
}

export function scalarOf(ctx: Ctx, m: Member): Scalar {
  const k = ctx.model.kind(m.type);
  if (k.k !== 'scalar') throw new Error(`${m.name} is not a scalar`);
  return k.s;
}
