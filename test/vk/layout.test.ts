// Layout proof: every generated struct's size, alignment and member offsets (computed by the generator from
// the C rules) must match koffi's C-ABI layout of the same definition, built here independently.
import koffi, { type TypeObject } from 'koffi';

type TypeSpec = string | TypeObject;
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { LAYOUTS, type StructLayout } from '../../src/vk/index.ts';

const koffiTypes = new Map<string, TypeObject>();

function koffiType(name: string): TypeObject {
  const cached = koffiTypes.get(name);
  if (cached) return cached;
  const layout: StructLayout = LAYOUTS[name];
  const def: Record<string, TypeSpec> = {};
  // koffi has no bitfields: consecutive bitfields sharing a storage unit become one member of that unit's type.
  let bitUnit: { name: string; used: number; width: number } | undefined;
  for (const [member, ctype, , count, bits] of layout.members) {
    if (bits !== undefined) {
      const width = koffi.sizeof(ctype) * 8;
      if (bitUnit && bitUnit.width === width && bitUnit.used + bits <= width) {
        bitUnit.used += bits;
        continue;
      }
      bitUnit = { name: member, used: bits, width };
      def[member] = ctype;
      continue;
    }
    bitUnit = undefined;
    const base: TypeSpec = LAYOUTS[ctype] ? koffiType(ctype) : ctype;
    def[member] = count > 1 ? koffi.array(base, count, 'Array') : base;
  }
  const type = layout.union ? koffi.union(def) : koffi.struct(def);
  koffiTypes.set(name, type);
  return type;
}

test('every generated struct layout matches the C ABI (koffi)', () => {
  const names = Object.keys(LAYOUTS);
  expect(names.length).toBeGreaterThan(800);
  const mismatches: string[] = [];
  let members = 0;
  for (const name of names) {
    const layout = LAYOUTS[name];
    const type = koffiType(name);
    if (koffi.sizeof(type) !== layout.size) mismatches.push(`${name}: size ${layout.size} vs ${koffi.sizeof(type)}`);
    if (koffi.alignof(type) !== layout.align) mismatches.push(`${name}: align ${layout.align} vs ${koffi.alignof(type)}`);
    const bitUnits = new Set<number>();
    for (const [member, , offset, , bits] of layout.members) {
      if (bits !== undefined) {
        // Members sharing a unit report the unit's offset; only the first one exists in the koffi struct.
        if (bitUnits.has(offset)) continue;
        bitUnits.add(offset);
      }
      members++;
      const theirs = layout.union ? 0 : koffi.offsetof(type, member); // union members all start at 0
      if (theirs !== offset) mismatches.push(`${name}.${member}: offset ${offset} vs ${theirs}`);
    }
  }
  expect(mismatches).toEqual([]);
  expect(members).toBeGreaterThan(4000);
});

test('every layout matches what a C compiler computes from the Khronos headers', () => {
  // fixtures/c-layouts.json: sizeof, alignof and offsetof (non-bitfield members) of every generated struct,
  // printed by gcc 12.2 (x86-64) from vulkan_core.h and vk_video/*.h of the same registry release (1.4.309)
  // with a throwaway C program (not kept: the repo has no C). This also checks bitfield packing, which the
  // koffi comparison above cannot (it merges bitfields the same way the generator does).
  const c = JSON.parse(readFileSync(new URL('./fixtures/c-layouts.json', import.meta.url), 'utf8')) as Record<
    string,
    { size: number; align: number; offsets: Record<string, number> }
  >;
  const mismatches: string[] = [];
  for (const [name, layout] of Object.entries(LAYOUTS)) {
    const ref = c[name];
    if (!ref) {
      mismatches.push(`${name}: not in the C fixture`);
      continue;
    }
    if (ref.size !== layout.size || ref.align !== layout.align)
      mismatches.push(`${name}: ${layout.size}/${layout.align} vs C ${ref.size}/${ref.align}`);
    for (const [member, , offset, , bits] of layout.members) {
      if (bits === undefined && ref.offsets[member] !== offset) mismatches.push(`${name}.${member}: ${offset} vs C ${ref.offsets[member]}`);
    }
  }
  expect(mismatches).toEqual([]);
  expect(Object.keys(c).length).toBe(Object.keys(LAYOUTS).length);
  expect(LAYOUTS.StdVideoH264SpsFlags.size).toBe(4); // 16 one-bit fields in one uint32
});
