// Emits, per struct: the input type (`VkX`), the decoded type (`VkXOut`), an encoder into the arena, a
// decoder out of native memory, and the layout table the layout-proof test checks against koffi. This file
// selects the structs and emits the types, the sType tables and the layouts; the encoders and decoders come
// from emit-codecs.ts, the member classification all of them share from struct-shapes.ts.
import { lengthOwners, type Model, SCALAR_C, SCALAR_SIZE, type Scalar } from './model.ts';
import { enumKeys } from './names.ts';
import type { Member, StructDef } from './registry.ts';
import { HEADER, withCheckImports } from './emit-enums.ts';
import { emitDecoder, emitEncoder } from './emit-codecs.ts';
import { type Ctx, scalarOf, shapeOf } from './struct-shapes.ts';

export function selectStructs(model: Model): StructDef[] {
  const reg = model.reg;
  const wanted = new Set<string>();
  const add = (name: string): void => {
    const n = model.canonical(name);
    const def = reg.structs.get(n);
    if (!def || wanted.has(n) || !model.complete(def)) return;
    wanted.add(n);
    for (const m of def.members) add(m.type);
  };
  for (const t of reg.requiredTypes) add(t);
  for (const name of reg.providers.keys()) {
    const c = reg.commands.get(name);
    if (c && !c.aliasOf) for (const p of c.params) add(p.type);
  }
  return [...wanted].sort().map((n) => reg.structs.get(n)!);
}

export function emitStructs(model: Model, structs: StructDef[]): { code: string; layouts: string } {
  const reg = model.reg;
  const emitted = new Set(structs.map((s) => s.name));
  const extenders = new Map<string, string[]>();
  for (const s of structs) {
    for (const e of s.structExtends) {
      const root = model.canonical(e);
      if (!emitted.has(root)) continue;
      extenders.set(root, [...(extenders.get(root) ?? []), s.name]);
    }
  }
  const st = reg.enums.get('VkStructureType')!;
  const sTypeKeys = enumKeys(st);
  const sTypeValues = new Map(st.values.filter((v) => !v.alias).map((v) => [v.name, v.value as number]));
  const ctx: Ctx = { model, extenders, sTypeKeys, sTypeValues, emitted };

  const out: string[] = [
    HEADER,
    "import { type Arena, type Chunk, readCStr, readCStrAt, writeFixedStr, copyView } from '../core/arena.ts';",
    '@@CHECK_IMPORTS@@',
    "import { VkValueError } from '../core/errors.ts';",
    "import type * as E from './enums.ts';",
    "import type * as H from './handles.ts';",
    '',
    '/** A struct in a pNext chain: any struct with its sType set. */',
    'export type VkChainLink = { sType: number; pNext?: VkChainLink | null; [member: string]: unknown };',
    '/** A decoded pNext chain link. */',
    'export interface VkChainLinkOut { sType: number; pNext?: VkChainLinkOut; [member: string]: unknown }',
    '',
  ];
  for (const s of structs) out.push(emitTypes(ctx, s));
  for (const [alias, target] of [...reg.typeAliases].sort(([a], [b]) => a.localeCompare(b))) {
    const t = model.canonical(target);
    if (emitted.has(t)) out.push(`export type ${alias} = ${t};`, `export type ${alias}Out = ${t}Out;`);
  }
  for (const s of structs) out.push(emitEncoder(ctx, s), emitDecoder(ctx, s));

  // sType → codec, for pNext chains.
  out.push(
    '',
    'type Codec = readonly [size: number, align: number, enc: (a: Arena, c: Chunk, o: number, v: any) => void, dec: (a: Arena, c: Chunk, o: number) => any];',
  );
  out.push('const BY_STYPE = new Map<number, Codec>([');
  for (const s of structs) {
    const v = sTypeOf(s);
    if (!v) continue;
    const l = model.layout(s);
    out.push(`  [${ctx.sTypeValues.get(v)}, [${l.size}, ${l.align}, enc${s.name}, dec${s.name}]],`);
  }
  out.push(']);');
  out.push(CHAIN_HELPERS);

  // sType value → decoded type, for findInChain().
  out.push('', '/** Decoded struct type by sType value. */', 'export interface VkStructOutBySType {');
  for (const s of structs) {
    const v = sTypeOf(s);
    if (v) out.push(`  ${ctx.sTypeValues.get(v)}: ${s.name}Out;`);
  }
  out.push('}');

  const layouts: string[] = [
    HEADER,
    '// Size, alignment and member offsets of every generated struct, computed from the C rules at generation time.',
    '// Members: [name, C type, offset, element count, bit width (bitfields)].',
    'export interface StructLayout { size: number; align: number; union: boolean; members: [string, string, number, number, number?][] }',
    'export const LAYOUTS: Record<string, StructLayout> = {',
  ];
  for (const s of structs) {
    const l = model.layout(s);
    const ms = s.members.map((m, i) => {
      const ctype = m.ptr > 0 ? 'void *' : cTypeOf(model, m);
      const n = m.dims.reduce((x, y) => x * y, 1);
      return `[${JSON.stringify(m.name)}, ${JSON.stringify(ctype)}, ${l.offsets[i]}, ${n}${m.bits !== undefined ? `, ${m.bits}` : ''}]`;
    });
    layouts.push(`  ${s.name}: { size: ${l.size}, align: ${l.align}, union: ${s.union}, members: [${ms.join(', ')}] },`);
  }
  layouts.push('};');
  const code = out.join('\n') + '\n';
  const checks = [
    'u32',
    'i32',
    'u16',
    'i16',
    'u8',
    'i8',
    'f',
    'bool',
    'w64',
    'wi64',
    'wh',
    'wp',
    'arr',
    'len',
    'r64',
    'rh',
    'ubits',
    'flat',
  ];
  return { code: withCheckImports(code, checks), layouts: layouts.join('\n') + '\n' };
}

const CHAIN_HELPERS = `
/** Nesting of pNext links one call may encode (real chains are a handful deep). */
const MAX_CHAIN = 64;

/** Encodes a pNext chain link into the arena; returns its address. */
export function encChain(a: Arena, link: VkChainLink | null | undefined, field: string): number {
  if (link == null) return 0;
  const codec = BY_STYPE.get(link.sType);
  if (!codec) throw new VkValueError(field, link.sType, 'the sType of a struct this binding knows (pNext chain link)');
  // A chain that refers back to itself would recurse until the stack overflows.
  if (++a.chainDepth > MAX_CHAIN) throw new VkValueError(field, link, \`a pNext chain of at most \${MAX_CHAIN} links (is it circular?)\`);
  const o = a.alloc(codec[0], codec[1]);
  const c = a.cur;
  codec[2](a, c, o, link);
  a.chainDepth--;
  return c.base + o;
}

/** Decodes the pNext chain at a native address (0 → undefined). */
export function decChain(a: Arena, addr: bigint): VkChainLinkOut | undefined {
  if (addr === 0n) return undefined;
  const head = a.chunkAt(Number(addr), 8);
  const codec = BY_STYPE.get(head.c.dv.getInt32(head.o, true));
  if (!codec) return { sType: head.c.dv.getInt32(head.o, true) };
  const at = a.chunkAt(Number(addr), codec[0]);
  return codec[3](a, at.c, at.o);
}

/** Finds the decoded struct with the given sType in a decoded pNext chain. */
export function findInChain<S extends keyof VkStructOutBySType>(
  head: { pNext?: VkChainLinkOut } | undefined,
  sType: S,
): VkStructOutBySType[S] | undefined {
  for (let l = head?.pNext; l; l = l.pNext) if (l.sType === sType) return l as unknown as VkStructOutBySType[S];
  return undefined;
}

/** Encodes any struct with an sType (used by command wrappers for output structs). */
export function encByStype(a: Arena, c: Chunk, o: number, v: VkChainLink, field: string): void {
  const codec = BY_STYPE.get(v.sType);
  if (!codec) throw new VkValueError(field, v.sType, 'a known sType');
  codec[2](a, c, o, v);
}
`;

function sTypeOf(s: StructDef): string | undefined {
  const m = s.members[0];
  return m && m.name === 'sType' && m.values ? m.values.split(',')[0] : undefined;
}

function cTypeOf(model: Model, m: Member): string {
  const k = model.kind(m.type);
  if (k.k === 'scalar') return SCALAR_C[k.s];
  if (k.k === 'struct') return k.def.name;
  throw new Error(`no C type for ${m.type}`);
}

function scalarInType(ctx: Ctx, s: Scalar, typeName: string): string {
  switch (s) {
    case 'bool32':
      return 'boolean';
    case 'handle':
      return `H.${ctx.model.canonical(typeName)}`;
    case 'u64':
    case 'i64':
    case 'size':
    case 'flags64':
      return 'number | bigint';
    case 'ptr':
      return 'bigint';
    case 'enum':
    case 'flags32':
      return ctx.model.reg.enums.has(ctx.model.canonical(typeName)) || ctx.model.reg.bitmasks.has(ctx.model.canonical(typeName))
        ? `E.${ctx.model.canonical(typeName)}`
        : 'number';
    default:
      return 'number';
  }
}
function scalarOutType(ctx: Ctx, s: Scalar, typeName: string): string {
  switch (s) {
    case 'bool32':
      return 'boolean';
    case 'handle':
      return `H.${ctx.model.canonical(typeName)} | null`;
    case 'u64':
    case 'i64':
    case 'size':
    case 'flags64':
    case 'ptr':
      return 'bigint';
    default:
      return scalarInType(ctx, s, typeName);
  }
}

function emitTypes(ctx: Ctx, s: StructDef): string {
  const owners = lengthOwners(s.members);
  const inLines: string[] = [];
  const outLines: string[] = [];
  const countOptional = (name: string | undefined): boolean => !!name && !!s.members.find((x) => x.name === name)?.optional;
  for (const m of s.members) {
    const sh = shapeOf(ctx, s, m, owners);
    let tin: string;
    let tout: string;
    let optional = m.optional || s.returnedOnly || s.union;
    switch (sh.t) {
      case 'sType': {
        const key = ctx.sTypeKeys.get(sh.value)!;
        tin = tout = `(typeof E.VkStructureType)['${key}']`;
        optional = true;
        break;
      }
      case 'pNext': {
        const ext = ctx.extenders.get(s.name);
        tin = ext && s.structExtends.length === 0 ? `${s.name}Next | null` : 'VkChainLink | null';
        tout = 'VkChainLinkOut | undefined';
        optional = true;
        break;
      }
      case 'count':
        tin = 'number';
        tout = SCALAR_SIZE[scalarOf(ctx, m)] === 8 ? 'bigint' : 'number';
        optional = true;
        break;
      case 'scalar':
      case 'bitfield':
        tin = scalarInType(ctx, sh.s, sh.typeName);
        tout = scalarOutType(ctx, sh.s, sh.typeName);
        // Only handles are required: numbers default to zero, as in C's `= {0}` and ash's Default.
        if (sh.s !== 'handle') optional = true;
        if (sh.s === 'handle' && m.optional) tin += ' | null';
        break;
      case 'struct':
        tin = sh.name;
        tout = `${sh.name}Out`;
        break;
      case 'fixedChars':
        tin = tout = 'string';
        break;
      case 'fixedScalars':
        tin = sh.s === 'u64' || sh.s === 'i64' ? 'ArrayLike<number | bigint>' : `ArrayLike<${scalarInType(ctx, sh.s, sh.typeName)}>`;
        tout = sh.s === 'u8' ? 'Uint8Array' : `(${scalarOutType(ctx, sh.s, sh.typeName)})[]`;
        if (m.dims.length > 1) tin = `${tin} | ArrayLike<${tin}>`;
        break;
      case 'fixedStructs':
        tin = `readonly ${sh.name}[]`;
        tout = `${sh.name}Out[]`;
        break;
      case 'string':
        tin = 'string | null';
        tout = 'string | null';
        break;
      case 'strings':
        tin = 'readonly string[]';
        tout = 'bigint';
        optional ||= countOptional(m.len?.split(',')[0]);
        break;
      case 'structPtr':
        tin = `${sh.name}${m.optional ? ' | null' : ''}`;
        tout = 'bigint';
        break;
      case 'structArray':
        tin = `readonly ${sh.name}[]`;
        tout = 'bigint';
        optional ||= countOptional(m.len);
        break;
      case 'scalarArray':
        tin =
          sh.s === 'u64' || sh.s === 'i64' || sh.s === 'size'
            ? 'ArrayLike<number | bigint>'
            : `ArrayLike<${scalarInType(ctx, sh.s, sh.typeName)}>`;
        tout = 'bigint';
        optional ||= countOptional(m.len?.split(',')[0]);
        break;
      case 'bytes':
        tin = 'ArrayBufferView | ArrayBuffer';
        tout = 'bigint';
        optional ||= countOptional(m.len);
        break;
      case 'address':
        tin = 'bigint | null';
        tout = 'bigint';
        optional = true;
        break;
    }
    inLines.push(`  ${m.name}${optional ? '?' : ''}: ${tin};`);
    outLines.push(`  ${m.name}: ${tout};`);
  }
  const lines: string[] = [];
  const ext = ctx.extenders.get(s.name);
  if (ext && s.structExtends.length === 0) {
    const parts = ext
      .map((e) => {
        const v = sTypeOf(ctx.model.reg.structs.get(e)!);
        return v ? `(${e} & { sType: (typeof E.VkStructureType)['${ctx.sTypeKeys.get(v)}'] })` : undefined;
      })
      .filter(Boolean);
    lines.push(`/** Structs that may extend ${s.name} through pNext (the first link; later links are checked by the validation layer). */`);
    lines.push(`export type ${s.name}Next = ${parts.length ? parts.join(' | ') : 'never'};`);
  }
  // A type alias (not an interface) so that it is assignable to VkChainLink's index signature.
  lines.push(`export type ${s.name} = {`, ...inLines, '};');
  lines.push(`export interface ${s.name}Out {`, ...outLines, '}');
  return lines.join('\n');
}
