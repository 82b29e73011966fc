// Emits, per struct: the input type (`VkX`), the decoded type (`VkXOut`), an encoder into the arena, a
// decoder out of native memory, and the layout table the layout-proof test checks against koffi.
import { lengthOwners, type Model, SCALAR_C, SCALAR_SIZE, type Scalar } from './model.ts';
import { enumKeys } from './names.ts';
import type { Member, StructDef } from './registry.ts';
import { HEADER, withCheckImports } from './emit-enums.ts';

interface Ctx {
  model: Model;
  /** Struct name → structs that may appear in its pNext chain. */
  extenders: Map<string, string[]>;
  /** VK_STRUCTURE_TYPE_* name → key in the VkStructureType object. */
  sTypeKeys: Map<string, string>;
  sTypeValues: Map<string, number>;
  emitted: Set<string>;
}

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

const HAS_LENGTH = new Set(['strings', 'structArray', 'scalarArray', 'bytes', 'fixedScalars', 'fixedStructs']);

/** What a member is, for all three emitters. */
type Shape =
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

function shapeOf(ctx: Ctx, s: StructDef, m: Member, owners: Map<string, Member[]>): Shape {
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

function scalarOf(ctx: Ctx, m: Member): Scalar {
  const k = ctx.model.kind(m.type);
  if (k.k !== 'scalar') throw new Error(`${m.name} is not a scalar`);
  return k.s;
}

/** Statement writing scalar `v` (already checked expression text) of kind s at `d`,`off`. */
function writeScalar(s: Scalar, off: string, v: string, field: string, required = true): string {
  const F = JSON.stringify(field);
  switch (s) {
    case 'u32':
    case 'flags32':
      return `d.setUint32(${off}, u32(${v}, ${F}), true);`;
    case 'i32':
    case 'enum':
      return `d.setInt32(${off}, i32(${v}, ${F}), true);`;
    case 'bool32':
      return `d.setUint32(${off}, bool(${v}, ${F}), true);`;
    case 'u16':
      return `d.setUint16(${off}, u16(${v}, ${F}), true);`;
    case 'i16':
      return `d.setInt16(${off}, i16(${v}, ${F}), true);`;
    case 'u8':
      return `d.setUint8(${off}, u8(${v}, ${F}));`;
    case 'i8':
    case 'char':
      return `d.setInt8(${off}, i8(${v}, ${F}));`;
    case 'f32':
      return `d.setFloat32(${off}, f(${v}, ${F}), true);`;
    case 'f64':
      return `d.setFloat64(${off}, f(${v}, ${F}), true);`;
    case 'u64':
    case 'size':
    case 'flags64':
      return `w64(d, ${off}, ${v}, ${F});`;
    case 'i64':
      return `wi64(d, ${off}, ${v}, ${F});`;
    case 'handle':
      return `wh(d, ${off}, ${v}, ${F}, ${required});`;
    case 'ptr':
      return `wp(d, ${off}, ${v});`;
  }
}

function readScalar(s: Scalar, off: string, typeName?: string): string {
  switch (s) {
    case 'u32':
    case 'flags32':
      return `d.getUint32(${off}, true)`;
    case 'i32':
      return `d.getInt32(${off}, true)`;
    case 'enum':
      return `d.getInt32(${off}, true) as E.${typeName}`;
    case 'bool32':
      return `d.getUint32(${off}, true) !== 0`;
    case 'u16':
      return `d.getUint16(${off}, true)`;
    case 'i16':
      return `d.getInt16(${off}, true)`;
    case 'u8':
      return `d.getUint8(${off})`;
    case 'i8':
    case 'char':
      return `d.getInt8(${off})`;
    case 'f32':
      return `d.getFloat32(${off}, true)`;
    case 'f64':
      return `d.getFloat64(${off}, true)`;
    case 'u64':
    case 'size':
    case 'flags64':
    case 'ptr':
      return `r64(d, ${off})`;
    case 'i64':
      return `d.getBigInt64(${off}, true)`;
    case 'handle':
      return `rh<H.${typeName}>(d, ${off})`;
  }
}

/** The typed array whose bytes are exactly a scalar array member's elements. */
const TYPED_ARRAY: Partial<Record<Scalar, string>> = {
  u8: 'Uint8Array',
  i8: 'Int8Array',
  char: 'Int8Array',
  u16: 'Uint16Array',
  i16: 'Int16Array',
  u32: 'Uint32Array',
  flags32: 'Uint32Array',
  i32: 'Int32Array',
  enum: 'Int32Array',
  f32: 'Float32Array',
  f64: 'Float64Array',
  u64: 'BigUint64Array',
  size: 'BigUint64Array',
  flags64: 'BigUint64Array',
  i64: 'BigInt64Array',
};

/** Code that allocates `count` elements of `size` bytes, writes the pointer, and leaves `pc`/`p` for the elements. */
const allocArray = (count: string, size: number, align: number, off: string): string =>
  `const p = a.alloc(${count} * ${size}, ${align}); const pc = a.cur; wp(d, ${off}, pc.base + p);`;

function emitEncoder(ctx: Ctx, s: StructDef): string {
  const model = ctx.model;
  const l = model.layout(s);
  const owners = lengthOwners(s.members);
  const body: string[] = [];
  s.members.forEach((m, i) => {
    const off = l.offsets[i] === 0 ? 'o' : `o + ${l.offsets[i]}`;
    const F = `${s.name}.${m.name}`;
    const FS = JSON.stringify(F);
    const val = `v.${m.name}`;
    const sh = shapeOf(ctx, s, m, owners);
    switch (sh.t) {
      case 'sType':
        body.push(`d.setInt32(${off}, ${ctx.sTypeValues.get(sh.value)}, true);`);
        break;
      case 'pNext':
        body.push(`if (${val} != null) wp(d, ${off}, encChain(a, ${val}, ${FS}));`);
        break;
      case 'count': {
        // Filled from the first owner array that is present; a given count must match it.
        const sc = scalarOf(ctx, m);
        // Owners given as raw addresses (`const T* const*`) have no length to take.
        const sized = sh.owners.filter((o) => HAS_LENGTH.has(shapeOf(ctx, s, o, owners).t));
        const terms = sized.map((o) => {
          const n = o.type === 'void' ? `(${`v.${o.name}`} as ArrayBufferView).byteLength` : `v.${o.name}.length`;
          const scaled = (o.altlen ?? '').endsWith('/ 4') ? `${n} * 4` : n;
          return `v.${o.name} != null ? len(${FS}, ${val}, ${scaled})`;
        });
        body.push(
          terms.length
            ? `{ const n = ${terms.join(' : ')} : ${val}; if (n !== undefined) ${writeScalar(sc, off, 'n', F)} }`
            : `if (${val} !== undefined) ${writeScalar(sc, off, val, F)}`,
        );
        break;
      }
      case 'scalar': {
        // Required members (see emitTypes) reject null; optional ones treat null as absent.
        const required = sh.s === 'handle' && !(m.optional || s.returnedOnly || s.union);
        if (sh.s === 'handle' && required) body.push(writeScalar(sh.s, off, val, F, true));
        else
          body.push(`if (${val} ${required ? '!==' : '!='} ${required ? 'undefined' : 'null'}) ${writeScalar(sh.s, off, val, F, false)}`);
        break;
      }
      case 'bitfield': {
        const shift = l.bitShifts[i]!;
        body.push(
          `if (${val} !== undefined) d.setUint32(${off}, (d.getUint32(${off}, true) | (ubits(${val}, ${sh.width}, ${FS}) << ${shift})) >>> 0, true);`,
        );
        break;
      }
      case 'struct':
        body.push(`if (${val} !== undefined) enc${sh.name}(a, c, ${off}, ${val});`);
        break;
      case 'fixedChars':
        body.push(`if (${val} != null) writeFixedStr(c, ${off}, ${sh.n}, ${val}, ${FS});`);
        break;
      case 'fixedScalars': {
        const es = SCALAR_SIZE[sh.s];
        body.push(
          `if (${val} != null) { const x = flat(${val}, ${FS}, ${sh.n}); for (let i = 0; i < x.length; i++) ${writeScalar(sh.s, `${off} + i * ${es}`, 'x[i]', F)} }`,
        );
        break;
      }
      case 'fixedStructs': {
        const el = model.layout(model.reg.structs.get(sh.name)!);
        body.push(
          `if (${val} != null) { const x = flat(${val}, ${FS}, ${sh.n}); for (let i = 0; i < x.length; i++) enc${sh.name}(a, c, ${off} + i * ${el.size}, x[i]); }`,
        );
        break;
      }
      case 'string':
        body.push(`if (${val} != null) wp(d, ${off}, a.cstr(${val}));`);
        break;
      case 'strings':
        body.push(
          `if (${val} != null) { const x = arr(${val}, ${FS}); ${allocArray('x.length', 8, 8, off)} for (let i = 0; i < x.length; i++) wp(pc.dv, p + i * 8, a.cstr(x[i])); }`,
        );
        break;
      case 'structPtr': {
        const el = model.layout(model.reg.structs.get(sh.name)!);
        body.push(
          `if (${val} != null) { const p = a.alloc(${el.size}, ${el.align}); const pc = a.cur; wp(d, ${off}, pc.base + p); enc${sh.name}(a, pc, p, ${val}); }`,
        );
        break;
      }
      case 'structArray': {
        const el = model.layout(model.reg.structs.get(sh.name)!);
        body.push(
          `if (${val} != null) { const x = arr(${val}, ${FS}); ${allocArray('x.length', el.size, el.align, off)} for (let i = 0; i < x.length; i++) enc${sh.name}(a, pc, p + i * ${el.size}, x[i]); }`,
        );
        break;
      }
      case 'scalarArray': {
        const es = SCALAR_SIZE[sh.s];
        body.push(
          `if (${val} != null) { const x = arr(${val}, ${FS}); ${allocArray('x.length', es, es, off)} ` +
            // Only a typed array of exactly the element's type is byte-copied (a Float64Array for a float
            // member would overrun the slot); anything else goes through the checked per-element path.
            (TYPED_ARRAY[sh.s] === undefined ? '' : `if (x instanceof ${TYPED_ARRAY[sh.s]}) copyView(pc, p, x); else `) +
            `{ const d = pc.dv; for (let i = 0; i < x.length; i++) ${writeScalar(sh.s, 'p + i * ' + es, 'x[i]', F)} } }`,
        );
        break;
      }
      case 'bytes':
        body.push(`if (${val} != null) wp(d, ${off}, a.bytes(${val}));`);
        break;
      case 'address':
        body.push(`if (${val} != null) wp(d, ${off}, ${val});`);
        break;
    }
  });
  return [
    `export function enc${s.name}(a: Arena, c: Chunk, o: number, v: ${s.name}): void {`,
    body.some((b) => /\bd\b/.test(b.replace(/const d = pc\.dv;.*/, ''))) ? '  const d = c.dv;' : '',
    ...body.map((b) => '  ' + b),
    '}',
  ]
    .filter(Boolean)
    .join('\n');
}

function emitDecoder(ctx: Ctx, s: StructDef): string {
  const model = ctx.model;
  const l = model.layout(s);
  const owners = lengthOwners(s.members);
  const fields: string[] = [];
  s.members.forEach((m, i) => {
    const off = l.offsets[i] === 0 ? 'o' : `o + ${l.offsets[i]}`;
    const sh = shapeOf(ctx, s, m, owners);
    const countOf = (lm: string | undefined, n: number): string => {
      if (!lm) return String(n);
      const li = s.members.findIndex((x) => x.name === lm);
      return `Math.min(${n}, d.getUint32(o + ${l.offsets[li]}, true))`;
    };
    let e: string;
    switch (sh.t) {
      case 'sType':
        e = `d.getInt32(${off}, true) as (typeof E.VkStructureType)['${ctx.sTypeKeys.get(sh.value)}']`;
        break;
      case 'pNext':
        e = `decChain(a, r64(d, ${off}))`;
        break;
      case 'count':
        e = readScalar(scalarOf(ctx, m), off);
        break;
      case 'scalar': {
        const t = model.canonical(sh.typeName);
        const typed = sh.s === 'enum' && model.reg.enums.has(t) ? t : sh.s === 'handle' ? t : undefined;
        e = readScalar(sh.s === 'enum' && !typed ? 'i32' : sh.s, off, typed);
        break;
      }
      case 'bitfield':
        e = `(d.getUint32(${off}, true) >>> ${l.bitShifts[i]}) & ${2 ** sh.width - 1}`;
        break;
      case 'struct':
        e = `dec${sh.name}(a, c, ${off})`;
        break;
      case 'fixedChars':
        e = `readCStr(c, ${off}, ${sh.n})`;
        break;
      case 'fixedScalars': {
        const es = SCALAR_SIZE[sh.s];
        if (sh.s === 'u8') e = `c.u8.slice(${off}, ${off} + ${countOf(sh.lenMember, sh.n)})`;
        else {
          const t = model.canonical(sh.typeName);
          e = `Array.from({ length: ${countOf(sh.lenMember, sh.n)} }, (_, i) => ${readScalar(sh.s === 'enum' && !model.reg.enums.has(t) ? 'i32' : sh.s, `${off} + i * ${es}`, t)})`;
        }
        break;
      }
      case 'fixedStructs': {
        const el = model.layout(model.reg.structs.get(sh.name)!);
        e = `Array.from({ length: ${countOf(sh.lenMember, sh.n)} }, (_, i) => dec${sh.name}(a, c, ${off} + i * ${el.size}))`;
        break;
      }
      case 'string':
        e = `readCStrAt(r64(d, ${off}))`;
        break;
      default:
        e = `r64(d, ${off})`;
    }
    fields.push(`    ${m.name}: ${e},`);
  });
  return [
    `export function dec${s.name}(a: Arena, c: Chunk, o: number): ${s.name}Out {`,
    fields.some((x) => /\bd\b/.test(x)) ? '  const d = c.dv;' : '',
    '  return {',
    ...fields,
    '  };',
    '}',
  ]
    .filter(Boolean)
    .join('\n');
}
