// Emits constants, enums, bitmasks, handles and the VkResult name table.
import type { Model } from './model.ts';
import { enumKeys } from './names.ts';
import type { EnumDef } from './registry.ts';

const lit = (v: number | bigint): string =>
  typeof v === 'bigint' ? `${v < 0n ? '-' : ''}0x${(v < 0n ? -v : v).toString(16)}n` : String(v);

/** Resolves alias values; returns [key, value] pairs in registry order. */
export function enumEntries(def: EnumDef): [string, number | bigint][] {
  const byName = new Map(def.values.map((v) => [v.name, v]));
  const keys = enumKeys(def);
  const valueOf = (name: string, depth = 0): number | bigint => {
    const v = byName.get(name);
    if (!v) throw new Error(`${def.name}: alias to unknown ${name}`);
    return v.alias && depth < 8 ? valueOf(v.alias, depth + 1) : v.value;
  };
  return def.values.filter((v) => !v.alias || byName.has(v.alias)).map((v) => [keys.get(v.name)!, valueOf(v.name)]);
}

export function emitEnums(model: Model): string {
  const reg = model.reg;
  const out: string[] = [HEADER];
  out.push('// API constants');
  for (const c of reg.constants) out.push(`export const ${c.name} = ${lit(c.value)};`);
  out.push(`export const VK_HEADER_VERSION = ${reg.headerVersion};`);

  const enumNames = [...reg.enums.keys()].filter((n) => n !== 'API Constants').sort();
  for (const name of enumNames) {
    const def = reg.enums.get(name)!;
    const entries = enumEntries(def);
    out.push('', `export const ${name} = {`);
    for (const [k, v] of entries) out.push(`  ${k}: ${lit(v)},`);
    out.push('} as const;');
    const valueType = def.bitmask
      ? def.bitwidth === 64
        ? 'bigint'
        : 'number'
      : entries.length
        ? `(typeof ${name})[keyof typeof ${name}]`
        : 'number';
    out.push(`export type ${name} = ${valueType};`);
  }
  out.push('', '// Flags types (bit combinations of their FlagBits)');
  for (const [name, b] of [...reg.bitmasks].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`export type ${name} = ${b.bitwidth === 64 ? 'bigint' : 'number'};`);
  }
  out.push('', '// Type aliases of enums and flags');
  for (const [alias, target] of [...reg.typeAliases].sort(([a], [b]) => a.localeCompare(b))) {
    const t = model.canonical(target);
    if (reg.enums.has(t) && !reg.bitmasks.has(t)) out.push(`export const ${alias} = ${t};`, `export type ${alias} = ${t};`);
    else if (reg.bitmasks.has(t)) out.push(`export type ${alias} = ${t};`);
  }

  const results = reg.enums.get('VkResult')!.values.filter((v) => !v.alias);
  out.push('', 'const RESULT_NAMES = new Map<number, string>([');
  for (const v of results) out.push(`  [${lit(v.value)}, '${v.name}'],`);
  out.push(']);');
  out.push('/** `VK_ERROR_DEVICE_LOST` for -4; `VkResult(n)` for codes this registry does not know. */');
  out.push('export const resultName = (code: number): string => RESULT_NAMES.get(code) ?? `VkResult(${code})`;');

  out.push('', '/** Every bound extension and its kind. */', 'export const EXTENSIONS = {');
  for (const [name, kind] of [...reg.extensions].sort(([a], [b]) => a.localeCompare(b))) out.push(`  ${name}: '${kind}',`);
  out.push('} as const;', 'export type VkExtensionName = keyof typeof EXTENSIONS;');
  return out.join('\n') + '\n';
}

export function emitHandles(model: Model): string {
  const out: string[] = [HEADER, '// Handles are branded bigints: a VkImage is not assignable to a VkBuffer. VK_NULL_HANDLE is null.'];
  for (const [name, h] of [...model.reg.handles].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`/** ${h.dispatchable ? 'Dispatchable' : 'Non-dispatchable'} handle. */`);
    out.push(`export type ${name} = bigint & { readonly __handle: '${name}' };`);
  }
  for (const [alias, target] of [...model.reg.typeAliases].sort(([a], [b]) => a.localeCompare(b))) {
    if (model.reg.handles.has(model.canonical(target))) out.push(`export type ${alias} = ${model.canonical(target)};`);
  }
  return out.join('\n') + '\n';
}

export const HEADER = '// Generated from vk.xml by scripts/gen-vk.ts. Do not edit: run `npm run gen`.\n/* eslint-disable */';

/** Fills the `@@CHECK_IMPORTS@@` line of generated code with the value checks (core/check.ts) it calls. */
export function withCheckImports(code: string, candidates: readonly string[]): string {
  const used = candidates.filter((h) => new RegExp(`[^.\\w]${h}(<[^>]*>)?\\(`).test(code));
  return code.replace('@@CHECK_IMPORTS@@', `import { ${used.join(', ')} } from '../core/check.ts';`);
}
