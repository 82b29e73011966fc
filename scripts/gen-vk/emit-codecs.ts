// Emits each struct's encoder (JS value → arena memory, checking every scalar on the way) and decoder (native
// memory → plain JS object), member by member from the Shape struct-shapes.ts gives it.
import { lengthOwners, SCALAR_SIZE, type Scalar } from './model.ts';
import type { StructDef } from './registry.ts';
import { type Ctx, HAS_LENGTH, scalarOf, shapeOf } from './struct-shapes.ts';

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

export function emitEncoder(ctx: Ctx, s: StructDef): string {
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
        // Required members (see emitTypes in emit-structs.ts) reject null; optional ones treat null as absent.
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

export function emitDecoder(ctx: Ctx, s: StructDef): string {
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
