// Emits the command tables: per command its raw prototype, providers, and (where its parameters fit the
// patterns below) an ergonomic wrapper that encodes JS values into the arena, calls, checks the VkResult and
// decodes outputs. Commands whose parameters fit no pattern stay reachable raw through `table.raw(name)`.
import { type Model, SCALAR_C, SCALAR_SIZE, type Scalar } from './model.ts';
import { methodName } from './names.ts';
import type { CommandDef, Member } from './registry.ts';
import { HEADER, withCheckImports } from './emit-enums.ts';

type Level = 'entry' | 'instance' | 'device';
const LEVEL_OF: Record<string, Level> = {
  VkInstance: 'instance',
  VkPhysicalDevice: 'instance',
  VkDevice: 'device',
  VkQueue: 'device',
  VkCommandBuffer: 'device',
};
const BOUND: Record<Level, string | undefined> = { entry: undefined, instance: 'VkInstance', device: 'VkDevice' };
const SKIP = new Set(['vkGetInstanceProcAddr', 'vkGetDeviceProcAddr']);

interface Cmd {
  name: string;
  def: CommandDef;
  level: Level;
  id: number;
  proto: string;
  providers: string[];
}

export interface CommandStats {
  total: number;
  wrapped: number;
  rawOnly: string[];
}

export function emitCommands(model: Model, emittedStructs: Set<string>): { code: string; stats: CommandStats } {
  const reg = model.reg;
  const cmds: Record<Level, Cmd[]> = { entry: [], instance: [], device: [] };
  for (const [name, providers] of [...reg.providers].sort(([a], [b]) => a.localeCompare(b))) {
    if (SKIP.has(name)) continue;
    let def = reg.commands.get(name);
    if (!def) continue;
    if (def.aliasOf) def = { ...reg.commands.get(def.aliasOf)!, name };
    const level = LEVEL_OF[model.canonical(def.params[0]?.type ?? '')] ?? 'entry';
    const list = cmds[level];
    list.push({ name, def, level, id: list.length, proto: protoOf(model, def), providers });
  }

  const stats: CommandStats = { total: 0, wrapped: 0, rawOnly: [] };
  const out: string[] = [
    HEADER,
    "import { arena } from '../core/arena.ts';",
    '@@CHECK_IMPORTS@@',
    "import { VkError, VkValueError } from '../core/errors.ts';",
    "import { CommandTable, type CommandMeta, type TableScope } from '../core/tables.ts';",
    "import type * as E from './enums.ts';",
    "import type * as H from './handles.ts';",
    "import * as S from './structs.ts';",
  ];
  const classNames: Record<Level, string> = { entry: 'EntryCommands', instance: 'InstanceCommands', device: 'DeviceCommands' };
  for (const level of ['entry', 'instance', 'device'] as Level[]) {
    const list = cmds[level];
    out.push('', `const ${level.toUpperCase()}_META: readonly CommandMeta[] = [`);
    for (const c of list) out.push(`  { name: '${c.name}', proto: '${c.proto}', providers: ${JSON.stringify(c.providers)} },`);
    out.push('];');
    const bound = BOUND[level];
    out.push(
      '',
      `/** ${level === 'entry' ? 'Global commands (no instance yet).' : `Commands of one ${bound}, which is bound as their first argument.`} */`,
      `export class ${classNames[level]} extends CommandTable {`,
      bound
        ? `  constructor(readonly handle: H.${bound}, scope: TableScope) { super(${level.toUpperCase()}_META, scope); }`
        : `  constructor(scope: TableScope) { super(${level.toUpperCase()}_META, scope); }`,
    );
    for (const c of list) {
      stats.total++;
      const w = wrapper(model, emittedStructs, c, bound);
      if (w) {
        stats.wrapped++;
        out.push(w);
      } else stats.rawOnly.push(c.name);
    }
    out.push('}');
  }
  const code = out.join('\n') + '\n';
  return { code: withCheckImports(code, ['u32', 'i32', 'f', 'bool', 'hArg', 'u64Arg', 'arr', 'wp', 'w64']), stats };
}

function cScalar(model: Model, t: Member | { type: string; ptr: number }): string {
  if (t.ptr > 0) return 'uint64_t';
  const k = model.kind(t.type);
  if (k.k === 'void') return 'void';
  if (k.k !== 'scalar') throw new Error(`by-value struct parameter ${t.type}`);
  return k.s === 'enum' ? 'int32_t' : SCALAR_C[k.s] === 'char' ? 'int8_t' : SCALAR_C[k.s];
}

function protoOf(model: Model, def: CommandDef): string {
  const ret = def.ret === 'VkResult' ? 'int32_t' : cScalar(model, { type: def.ret, ptr: def.ret.startsWith('PFN_') ? 1 : 0 });
  return `${ret} (${def.params.map((p) => cScalar(model, p)).join(', ')})`;
}

const RESERVED = new Set(['function', 'default', 'new', 'delete', 'object', 'set', 'get', 'in', 'var', 'let']);
const argName = (n: string): string => (RESERVED.has(n) ? `${n}_` : n);

/** Builds the wrapper method, or undefined when a parameter fits no pattern. */
function wrapper(model: Model, structs: Set<string>, c: Cmd, bound: string | undefined): string | undefined {
  const params = c.def.params;
  const sig: string[] = []; // wrapper parameters
  const pre: string[] = []; // statements before the call (encoding)
  const post: string[] = []; // statements after the call (decoding)
  const args: string[] = []; // call arguments, in order
  const rets: { name: string; expr: string; type: string }[] = [];
  let enumerate: { countVar: string; countSize: number } | undefined;
  const F = (p: Member): string => JSON.stringify(`${c.name}.${p.name}`);
  const structOf = (p: Member): string | undefined => {
    const k = model.kind(p.type);
    return k.k === 'struct' && structs.has(k.def.name) ? k.def.name : undefined;
  };
  const layoutOf = (name: string) => model.layout(model.reg.structs.get(name)!);

  // Count parameters: the length of an input array given as a JS array (derived), or of an enumerate output.
  const derivedFrom = new Map<string, Member>();
  const enumCount = new Map<string, Member>();
  for (const p of params) {
    const l = p.len?.split(',')[0];
    const countParam = l && params.find((x) => x.name === l);
    if (!countParam) continue;
    if (p.constPtr || p.ptr === 0) {
      if (!derivedFrom.has(l)) derivedFrom.set(l, p);
    } else if (countParam.ptr === 1 && !countParam.constPtr) enumCount.set(l, p);
  }
  // An output array whose count is also an input array's length is sized from that array.
  for (const p of params) {
    const l = p.len?.split(',')[0];
    if (l && !p.constPtr && p.ptr > 0 && !derivedFrom.has(l) && !enumCount.has(l) && params.some((x) => x.name === l && x.ptr === 0)) {
      if (model.kind(p.type).k === 'void') derivedFrom.set(l, p); // user-provided output view: its byteLength
    }
  }

  for (let i = 0; i < params.length; i++) {
    const p = params[i];
    const name = argName(p.name);
    const k = model.kind(p.type);
    const canon = model.canonical(p.type);
    // An array whose count may be zero may be left out (e.g. vkCmdPipelineBarrier's barrier arrays).
    const countName = p.len?.split(',')[0];
    const optional = p.optional || !!params.find((x) => x.name === countName && x.optional);
    if (i === 0 && bound && canon === bound) {
      args.push('this.handle');
      continue;
    }
    if (canon === 'VkAllocationCallbacks') {
      args.push('0');
      continue;
    }
    if (derivedFrom.has(p.name)) {
      const owner = derivedFrom.get(p.name)!;
      const on = argName(owner.name);
      const isBytes = model.kind(owner.type).k === 'void';
      const n = isBytes ? `(${on} == null ? 0 : ${on}.byteLength)` : `(${on} == null ? 0 : ${on}.length)`;
      pre.push(`const n_${p.name} = ${n};`);
      args.push(`n_${p.name}`);
      continue;
    }
    if (enumCount.has(p.name)) {
      const sz = p.type === 'size_t' ? 8 : 4;
      pre.push(`const oc = a.alloc(8, 8); const cc = a.cur;`);
      args.push('cc.base + oc');
      enumerate = { countVar: 'cc', countSize: sz };
      continue;
    }
    if (p.ptr === 0) {
      if (k.k !== 'scalar') return undefined;
      const s = k.s;
      sig.push(
        `${name}${optional && s === 'handle' ? '?' : ''}: ${scalarArgType(model, s, p.type)}${optional && s === 'handle' ? ' | null' : ''}`,
      );
      args.push(scalarArg(s, name, F(p), !optional));
      continue;
    }
    // Pointers.
    const sName = structOf(p);
    const l = p.len?.split(',')[0];
    if (p.constPtr) {
      if (p.ptr === 1 && p.type === 'char' && p.len?.includes('null-terminated')) {
        sig.push(`${name}${optional ? '?' : ''}: string${optional ? ' | null' : ''}`);
        args.push(optional ? `${name} == null ? 0 : a.cstr(${name})` : `a.cstr(${name})`);
      } else if (p.ptr === 1 && sName && !l) {
        const lay = layoutOf(sName);
        sig.push(`${name}${optional ? '?' : ''}: S.${sName}${optional ? ' | null' : ''}`);
        pre.push(
          `let p_${p.name} = 0;`,
          `if (${name} != null) { const o = a.alloc(${lay.size}, ${lay.align}); const c = a.cur; S.enc${sName}(a, c, o, ${name}); p_${p.name} = c.base + o; }` +
            (optional ? '' : ` else throw new VkValueError(${F(p)}, ${name}, 'a ${sName}');`),
        );
        args.push(`p_${p.name}`);
      } else if (p.ptr === 1 && sName && l) {
        const lay = layoutOf(sName);
        sig.push(`${name}${optional ? '?' : ''}: readonly S.${sName}[]${optional ? ' | null' : ''}`);
        pre.push(
          `let p_${p.name} = 0;`,
          `if (${name} != null) { const x = arr(${name}, ${F(p)}); const o = a.alloc(x.length * ${lay.size}, ${lay.align}); const c = a.cur; for (let i = 0; i < x.length; i++) S.enc${sName}(a, c, o + i * ${lay.size}, x[i]); p_${p.name} = c.base + o; }`,
        );
        args.push(`p_${p.name}`);
      } else if (p.ptr === 1 && k.k === 'void') {
        sig.push(`${name}${optional ? '?' : ''}: ArrayBufferView | ArrayBuffer${optional ? ' | null' : ''}`);
        args.push(`${name} == null ? 0 : a.bytes(${name})`);
      } else if (p.ptr === 1 && k.k === 'scalar' && l) {
        const s = k.s;
        const es = SCALAR_SIZE[s];
        sig.push(`${name}${optional ? '?' : ''}: ArrayLike<${scalarArgType(model, s, p.type)}>${optional ? ' | null' : ''}`);
        const w =
          s === 'handle' ? `c.dv.setBigUint64(o + i * 8, hArg(x[i], ${F(p)}, true), true)` : scalarWrite(s, `o + i * ${es}`, 'x[i]', F(p));
        pre.push(
          `let p_${p.name} = 0;`,
          `if (${name} != null) { const x = arr(${name}, ${F(p)}); const o = a.alloc(x.length * ${es} || ${es}, ${es}); const c = a.cur; for (let i = 0; i < x.length; i++) ${w}; p_${p.name} = c.base + o; }`,
        );
        args.push(`p_${p.name}`);
      } else if (p.ptr === 1 && k.k === 'scalar' && !l) {
        // A single value passed by pointer (e.g. const VkClearColorValue handled above as struct).
        const s = k.s;
        const es = SCALAR_SIZE[s];
        sig.push(`${name}: ${scalarArgType(model, s, p.type)}`);
        pre.push(
          `const o_${p.name} = a.alloc(${es}, ${es}); const c_${p.name} = a.cur; { const c = c_${p.name}, o = o_${p.name}; ${scalarWrite(s, 'o', name, F(p))}; }`,
        );
        args.push(`c_${p.name}.base + o_${p.name}`);
      } else if (p.ptr === 2) {
        sig.push(`${name}: bigint`);
        args.push(name);
      } else return undefined;
      continue;
    }
    // Non-const pointer: an output.
    if (enumerate && l && enumCount.has(l)) {
      const el = enumElement(model, structs, p);
      if (!el) return undefined;
      args.push('ci.base + oi');
      rets.push({
        name: p.name,
        expr: `Array.from({ length: m }, (_, i) => ${el.read('ci', `oi + i * ${el.size}`)})`,
        type: `${el.type}[]`,
      });
      (enumerate as { el?: typeof el }).el = el;
      continue;
    }
    if (p.ptr === 2 && k.k === 'void') {
      pre.push(`const o_${p.name} = a.alloc(8, 8); const c_${p.name} = a.cur;`);
      args.push(`c_${p.name}.base + o_${p.name}`);
      rets.push({ name: p.name, expr: `c_${p.name}.dv.getBigUint64(o_${p.name}, true)`, type: 'bigint' });
      continue;
    }
    if (p.ptr === 1 && k.k === 'void' && l) {
      sig.push(`${name}: ArrayBufferView`);
      pre.push(`const o_${p.name} = a.alloc(${name}.byteLength, 16); const c_${p.name} = a.cur;`);
      args.push(`c_${p.name}.base + o_${p.name}`);
      post.push(
        `new Uint8Array(${name}.buffer, ${name}.byteOffset, ${name}.byteLength).set(c_${p.name}.u8.subarray(o_${p.name}, o_${p.name} + ${name}.byteLength));`,
      );
      continue;
    }
    if (p.ptr === 1 && (k.k === 'scalar' || sName)) {
      const el = enumElement(model, structs, p);
      if (!el) return undefined;
      let count = '1';
      if (l) {
        const arrow = l.match(/^(\w+)->(\w+)$/);
        if (arrow) {
          const src = params.find((x) => x.name === arrow[1]);
          const srcStruct = src && structOf(src);
          if (!srcStruct) return undefined;
          const sdef = model.reg.structs.get(srcStruct)!;
          const mi = sdef.members.findIndex((m) => m.name === arrow[2]);
          count = `pc_${arrow[1]}.dv.getUint32(po_${arrow[1]} + ${layoutOf(srcStruct).offsets[mi]}, true)`;
          // Re-encode position of the source struct: recorded when it was encoded.
          const idx = pre.findIndex((s) => s.includes(`p_${arrow[1]} = c.base + o;`));
          if (idx < 0) return undefined;
          pre[idx] = pre[idx].replace(`p_${arrow[1]} = c.base + o;`, `p_${arrow[1]} = c.base + o; pc_${arrow[1]} = c; po_${arrow[1]} = o;`);
          pre.splice(idx, 0, `let pc_${arrow[1]} = a.cur, po_${arrow[1]} = 0;`);
        } else if (derivedFrom.has(l)) count = `n_${l}`;
        else if (params.some((x) => x.name === l && x.ptr === 0)) count = argName(l);
        else return undefined;
      }
      pre.push(
        `const cnt_${p.name} = ${count}; const o_${p.name} = a.alloc(cnt_${p.name} * ${el.size} || 8, ${el.align}); const c_${p.name} = a.cur;`,
      );
      if (el.sType !== undefined) {
        if (!l) {
          // Output struct with sType: the caller may pass the pNext chain it wants filled.
          sig.push(`${name}?: Partial<S.${sName}>`);
          pre.push(`S.encByStype(a, c_${p.name}, o_${p.name}, { ...${name}, sType: ${el.sType} }, ${F(p)});`);
        } else
          pre.push(`for (let i = 0; i < cnt_${p.name}; i++) c_${p.name}.dv.setInt32(o_${p.name} + i * ${el.size}, ${el.sType}, true);`);
      }
      args.push(`c_${p.name}.base + o_${p.name}`);
      rets.push(
        l
          ? {
              name: p.name,
              expr: `Array.from({ length: cnt_${p.name} }, (_, i) => ${el.read(`c_${p.name}`, `o_${p.name} + i * ${el.size}`)})`,
              type: `${el.type}[]`,
            }
          : { name: p.name, expr: el.read(`c_${p.name}`, `o_${p.name}`), type: el.type },
      );
      continue;
    }
    return undefined;
  }

  // Assemble.
  const isResult = c.def.ret === 'VkResult';
  const retConv = c.def.ret === 'void' ? undefined : retConversion(model, c.def.ret);
  let retType: string;
  let retExpr: string | undefined;
  const outs = rets;
  if (outs.length === 1) {
    retType = outs[0].type;
    retExpr = outs[0].expr;
  } else if (outs.length > 1) {
    retType = `{ ${outs.map((r) => `${r.name}: ${r.type}`).join('; ')} }`;
    retExpr = `{ ${outs.map((r) => `${r.name}: ${r.expr}`).join(', ')} }`;
  } else if (isResult) {
    retType = 'E.VkResult';
    retExpr = 'r as E.VkResult';
  } else if (retConv) {
    retType = retConv.type;
    retExpr = retConv.expr;
  } else {
    retType = 'void';
  }
  const check = isResult ? `if ((r as number) < 0) throw new VkError('${c.name}', r as number);` : '';
  // TS allows no required parameter after an optional one: earlier optional ones take `| undefined` instead.
  for (let i = sig.length - 2, required = !sig[sig.length - 1]?.includes('?:'); i >= 0; i--) {
    if (sig[i].includes('?:') && required) sig[i] = sig[i].replace('?:', ':') + ' | undefined';
    required ||= !sig[i].includes('?:');
  }
  const lines: string[] = [];
  const doc = `  /** ${c.name} (${c.providers.join(', ')}) */`;
  lines.push(doc, `  ${methodName(c.name)}(${sig.join(', ')}): ${retType} {`, `    const fn = this.f[${c.id}] ?? this.resolve(${c.id});`);
  if (enumerate) {
    const el = (enumerate as { el?: ReturnType<typeof enumElement> }).el!;
    const countRead = enumerate.countSize === 8 ? `Number(cc.dv.getBigUint64(oc, true))` : `cc.dv.getUint32(oc, true)`;
    lines.push(
      '    for (;;) {',
      '      const a = arena; a.reset();',
      ...pre.map((s) => '      ' + s),
      `      ${isResult ? 'let r = ' : ''}fn(${args.map((x) => (x === 'ci.base + oi' ? '0' : x)).join(', ')});`,
      isResult ? `      if ((r as number) < 0) throw new VkError('${c.name}', r as number);` : '',
      `      const n = ${countRead};`,
      `      const oi = a.alloc(n * ${el!.size} || 8, ${el!.align}); const ci = a.cur;`,
      el!.sType !== undefined ? `      for (let i = 0; i < n; i++) ci.dv.setInt32(oi + i * ${el!.size}, ${el!.sType}, true);` : '',
      `      ${isResult ? 'r = ' : ''}fn(${args.join(', ')});`,
      isResult
        ? `      if ((r as number) < 0) throw new VkError('${c.name}', r as number);\n      if (r === 5) continue; // VK_INCOMPLETE: the set grew between the calls`
        : '',
      `      const m = Math.min(n, ${countRead});`,
      `      return ${retExpr};`,
      '    }',
    );
  } else {
    const usesArena = [...pre, ...args].some((s) => /\ba\./.test(s));
    if (usesArena) lines.push('    const a = arena; a.reset();', ...pre.map((s) => '    ' + s));
    const needsR = isResult || (outs.length === 0 && retConv !== undefined);
    lines.push(`    ${needsR ? 'const r = ' : ''}fn(${args.join(', ')});`);
    if (check) lines.push('    ' + check);
    lines.push(...post.map((s) => '    ' + s));
    if (retType !== 'void') lines.push(`    return ${retExpr};`);
  }
  lines.push('  }');
  return lines.filter((s) => s !== '').join('\n');
}

function retConversion(model: Model, ret: string): { type: string; expr: string } | undefined {
  if (ret.startsWith('PFN_')) return { type: 'bigint', expr: 'BigInt(r as number | bigint)' };
  const k = model.kind(ret);
  if (k.k !== 'scalar') return undefined;
  if (k.s === 'bool32') return { type: 'boolean', expr: '(r as number) !== 0' };
  if (SCALAR_SIZE[k.s] === 8) return { type: 'bigint', expr: 'BigInt(r as number | bigint)' };
  return { type: 'number', expr: 'r as number' };
}

function scalarArgType(model: Model, s: Scalar, typeName: string): string {
  const t = model.canonical(typeName);
  switch (s) {
    case 'bool32':
      return 'boolean';
    case 'handle':
      return `H.${t}`;
    case 'u64':
    case 'i64':
    case 'size':
    case 'flags64':
      return 'number | bigint';
    case 'ptr':
      return 'bigint';
    case 'enum':
    case 'flags32':
      return model.reg.enums.has(t) || model.reg.bitmasks.has(t) ? `E.${t}` : 'number';
    default:
      return 'number';
  }
}

function scalarArg(s: Scalar, v: string, F: string, required: boolean): string {
  switch (s) {
    case 'handle':
      return `hArg(${v}, ${F}, ${required})`;
    case 'u32':
    case 'flags32':
    case 'u16':
    case 'u8':
      return `u32(${v}, ${F})`;
    case 'i32':
    case 'enum':
    case 'i16':
    case 'i8':
    case 'char':
      return `i32(${v}, ${F})`;
    case 'bool32':
      return `bool(${v}, ${F})`;
    case 'f32':
    case 'f64':
      return `f(${v}, ${F})`;
    case 'u64':
    case 'i64':
    case 'size':
    case 'flags64':
      return `u64Arg(${v}, ${F})`;
    case 'ptr':
      return v;
  }
}

function scalarWrite(s: Scalar, off: string, v: string, F: string): string {
  switch (s) {
    case 'u32':
    case 'flags32':
      return `c.dv.setUint32(${off}, u32(${v}, ${F}), true)`;
    case 'i32':
    case 'enum':
      return `c.dv.setInt32(${off}, i32(${v}, ${F}), true)`;
    case 'bool32':
      return `c.dv.setUint32(${off}, bool(${v}, ${F}), true)`;
    case 'f32':
      return `c.dv.setFloat32(${off}, f(${v}, ${F}), true)`;
    case 'f64':
      return `c.dv.setFloat64(${off}, f(${v}, ${F}), true)`;
    case 'u64':
    case 'size':
    case 'flags64':
    case 'i64':
      return `w64(c.dv, ${off}, ${v}, ${F})`;
    case 'handle':
      return `c.dv.setBigUint64(${off}, hArg(${v}, ${F}, true), true)`;
    case 'ptr':
      return `wp(c.dv, ${off}, ${v})`;
    default:
      return `c.dv.setUint8(${off}, u32(${v}, ${F}))`;
  }
}

/** How to read one output element (struct, handle or scalar) back. */
function enumElement(
  model: Model,
  structs: Set<string>,
  p: Member,
): { size: number; align: number; sType?: number; type: string; read: (c: string, o: string) => string } | undefined {
  const k = model.kind(p.type);
  if (k.k === 'struct') {
    if (!structs.has(k.def.name)) return undefined;
    const l = model.layout(k.def);
    const first = k.def.members[0];
    const st =
      first?.name === 'sType' && first.values
        ? model.reg.enums.get('VkStructureType')!.values.find((v) => v.name === first.values)?.value
        : undefined;
    return {
      size: l.size,
      align: l.align,
      sType: st as number | undefined,
      type: `S.${k.def.name}Out`,
      read: (c, o) => `S.dec${k.def.name}(a, ${c}, ${o})`,
    };
  }
  if (k.k === 'void') return { size: 1, align: 1, type: 'number', read: (c, o) => `${c}.u8[${o}]` };
  if (k.k !== 'scalar') return undefined;
  const size = SCALAR_SIZE[k.s];
  const t = model.canonical(p.type);
  switch (k.s) {
    case 'handle':
      return { size, align: size, type: `H.${t}`, read: (c, o) => `${c}.dv.getBigUint64(${o}, true) as H.${t}` };
    case 'bool32':
      return { size, align: size, type: 'boolean', read: (c, o) => `${c}.dv.getUint32(${o}, true) !== 0` };
    case 'u32':
    case 'flags32':
      return { size, align: size, type: 'number', read: (c, o) => `${c}.dv.getUint32(${o}, true)` };
    case 'i32':
    case 'enum':
      return { size, align: size, type: 'number', read: (c, o) => `${c}.dv.getInt32(${o}, true)` };
    case 'f32':
      return { size, align: size, type: 'number', read: (c, o) => `${c}.dv.getFloat32(${o}, true)` };
    case 'u64':
    case 'size':
    case 'flags64':
    case 'ptr':
      return { size, align: size, type: 'bigint', read: (c, o) => `${c}.dv.getBigUint64(${o}, true)` };
    case 'i64':
      return { size, align: size, type: 'bigint', read: (c, o) => `${c}.dv.getBigInt64(${o}, true)` };
    default:
      return undefined;
  }
}
