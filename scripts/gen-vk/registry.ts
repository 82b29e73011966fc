// Reads vk.xml (and video.xml, for the StdVideo* types) into a small model and selects what vkts binds:
// Vulkan 1.0-1.4 plus every KHR/EXT/NV extension usable without a window system (no platform attribute, no
// surface/swapchain/display dependency). Run at build time only.
import { XMLParser } from 'fast-xml-parser';

type XNode = Record<string, unknown>;

export interface CType {
  /** Base type name as written in vk.xml (`uint32_t`, `VkBuffer`, `void`, ...). */
  type: string;
  /** Number of `*` in the declaration. */
  ptr: number;
  /** Whether the pointee is const (`const T*`). */
  constPtr: boolean;
  /** Fixed array dimensions (`[4]`, `[VK_UUID_SIZE]`), resolved to numbers. */
  dims: number[];
  /** Bitfield width (`:24`), if any. */
  bits?: number;
}

export interface Member extends CType {
  name: string;
  optional: boolean;
  len?: string;
  altlen?: string;
  /** For sType members: the VK_STRUCTURE_TYPE_* value. */
  values?: string;
}

export interface StructDef {
  name: string;
  union: boolean;
  members: Member[];
  returnedOnly: boolean;
  structExtends: string[];
}

export interface EnumValue {
  name: string;
  value: number | bigint;
  alias?: string;
}

export interface EnumDef {
  name: string;
  bitmask: boolean;
  bitwidth: 32 | 64;
  values: EnumValue[];
}

export interface CommandDef {
  name: string;
  ret: string;
  params: Member[];
  successCodes: string[];
  /** When this name is an alias: the command whose signature it shares. */
  aliasOf?: string;
}

export interface Registry {
  headerVersion: number;
  constants: { name: string; value: number | bigint; ctype: string }[];
  handles: Map<string, { dispatchable: boolean }>;
  /** Typedefs to a primitive type (VkBool32 → uint32_t, VkDeviceSize → uint64_t, Vk*Flags → VkFlags). */
  basetypes: Map<string, string>;
  /** Flags typedefs and the FlagBits enum that holds their bits (may be absent). */
  bitmasks: Map<string, { bits?: string; bitwidth: 32 | 64 }>;
  enums: Map<string, EnumDef>;
  structs: Map<string, StructDef>;
  /** Alias name → canonical name, for structs, enums, bitmasks, handles. */
  typeAliases: Map<string, string>;
  funcpointers: Set<string>;
  commands: Map<string, CommandDef>;
  /** Command name → features/extensions that provide it. */
  providers: Map<string, string[]>;
  /** Extension name → instance/device. */
  extensions: Map<string, 'instance' | 'device'>;
  /** Types named by the require blocks of the selected features and extensions. */
  requiredTypes: Set<string>;
  /** Extensions left out and why (printed by the generator). */
  skipped: { name: string; why: string }[];
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
});

const tagOf = (n: XNode): string => Object.keys(n).find((k) => k !== ':@')!;
const attrs = (n: XNode): Record<string, string> => (n[':@'] as Record<string, string>) ?? {};
const kids = (n: XNode): XNode[] => (n[tagOf(n)] as XNode[]) ?? [];
const childrenNamed = (n: XNode, tag: string): XNode[] => kids(n).filter((c) => tagOf(c) === tag);
const text = (n: XNode): string => {
  const t = tagOf(n);
  if (t === '#text') return String(n['#text']);
  return kids(n).map(text).join('');
};
const forVulkan = (api: string | undefined): boolean => !api || api.split(',').includes('vulkan');

const WSI_ROOTS = ['VK_KHR_surface', 'VK_KHR_swapchain', 'VK_KHR_display'];

const sectionsOf = (xml: string): XNode[] => kids((parser.parse(xml) as XNode[]).find((n) => tagOf(n) === 'registry')!);

/** Parses vk.xml, plus video.xml for the StdVideo* types the video extensions use. */
export function parseRegistry(xml: string, videoXml: string): Registry {
  const sections = sectionsOf(xml);
  const videoSections = sectionsOf(videoXml);
  const constByName = new Map<string, number>();

  const reg: Registry = {
    headerVersion: 0,
    constants: [],
    handles: new Map(),
    basetypes: new Map(),
    bitmasks: new Map(),
    enums: new Map(),
    structs: new Map(),
    typeAliases: new Map(),
    funcpointers: new Set(),
    commands: new Map(),
    providers: new Map(),
    extensions: new Map(),
    requiredTypes: new Set(),
    skipped: [],
  };

  // API constants first: struct array sizes refer to them.
  for (const s of sections.filter((n) => tagOf(n) === 'enums')) {
    const a = attrs(s);
    if (a.name === 'API Constants') {
      for (const e of childrenNamed(s, 'enum')) {
        const ea = attrs(e);
        if (ea.alias) continue;
        const value = parseConstant(ea.value, ea.type);
        reg.constants.push({ name: ea.name, value, ctype: ea.type });
        if (typeof value === 'number') constByName.set(ea.name, value);
      }
    }
  }

  // video.xml's constants (array sizes of StdVideo structs) live in its <extension> blocks.
  for (const e of videoSections.filter((n) => tagOf(n) === 'extensions').flatMap((x) => childrenNamed(x, 'extension'))) {
    for (const req of childrenNamed(e, 'require')) {
      for (const c of childrenNamed(req, 'enum')) {
        const ca = attrs(c);
        if (ca.value === undefined || !/^-?\d+$/.test(ca.value)) continue;
        reg.constants.push({ name: ca.name, value: Number(ca.value), ctype: 'uint32_t' });
        constByName.set(ca.name, Number(ca.value));
      }
    }
  }

  const rawStructs: XNode[] = [];
  for (const s of [...videoSections, ...sections].filter((n) => tagOf(n) === 'types')) {
    for (const t of childrenNamed(s, 'type')) {
      const a = attrs(t);
      if (!forVulkan(a.api)) continue;
      const name = a.name ?? text(childrenNamed(t, 'name')[0] ?? { '#text': '' });
      if (a.alias) {
        reg.typeAliases.set(name, a.alias);
        continue;
      }
      switch (a.category) {
        case 'handle': {
          const macro = text(childrenNamed(t, 'type')[0]);
          reg.handles.set(name, { dispatchable: macro === 'VK_DEFINE_HANDLE' });
          break;
        }
        case 'basetype': {
          const under = childrenNamed(t, 'type')[0];
          if (under) reg.basetypes.set(name, text(under));
          break;
        }
        case 'bitmask': {
          const under = text(childrenNamed(t, 'type')[0]);
          reg.bitmasks.set(name, { bits: a.requires ?? a.bitvalues, bitwidth: under === 'VkFlags64' ? 64 : 32 });
          break;
        }
        case 'enum':
          if (!reg.enums.has(name)) reg.enums.set(name, { name, bitmask: false, bitwidth: 32, values: [] });
          break;
        case 'funcpointer':
          reg.funcpointers.add(name);
          break;
        case 'struct':
        case 'union':
          rawStructs.push(t);
          break;
        case 'define':
          if (name === 'VK_HEADER_VERSION') reg.headerVersion = Number(text(t).match(/VK_HEADER_VERSION\s+(\d+)/)![1]);
          break;
      }
    }
  }

  for (const t of rawStructs) {
    const a = attrs(t);
    const members = childrenNamed(t, 'member')
      .filter((m) => forVulkan(attrs(m).api))
      .map((m) => parseMember(m, constByName));
    reg.structs.set(a.name, {
      name: a.name,
      union: a.category === 'union',
      members,
      returnedOnly: a.returnedonly === 'true',
      structExtends: a.structextends ? a.structextends.split(',') : [],
    });
  }

  // Enum blocks (values of core enums and bitmasks, and video.xml's StdVideo enums).
  for (const s of [...videoSections, ...sections].filter((n) => tagOf(n) === 'enums')) {
    const a = attrs(s);
    if (a.type !== 'enum' && a.type !== 'bitmask') continue;
    const bitwidth = a.bitwidth === '64' ? 64 : 32;
    const def: EnumDef = { name: a.name, bitmask: a.type === 'bitmask', bitwidth, values: [] };
    reg.enums.set(a.name, def);
    for (const e of childrenNamed(s, 'enum')) {
      const ea = attrs(e);
      if (!forVulkan(ea.api)) continue;
      addEnumValue(def, ea, 0);
    }
  }

  for (const s of sections.filter((n) => tagOf(n) === 'commands')) {
    for (const c of childrenNamed(s, 'command')) {
      const a = attrs(c);
      if (!forVulkan(a.api)) continue;
      if (a.alias) {
        reg.commands.set(a.name, { name: a.name, ret: '', params: [], successCodes: [], aliasOf: a.alias });
        continue;
      }
      const proto = childrenNamed(c, 'proto')[0];
      const name = text(childrenNamed(proto, 'name')[0]);
      const ret = text(childrenNamed(proto, 'type')[0]);
      const params = childrenNamed(c, 'param')
        .filter((p) => forVulkan(attrs(p).api))
        .map((p) => parseMember(p, constByName));
      reg.commands.set(name, { name, ret, params, successCodes: a.successcodes ? a.successcodes.split(',') : [] });
    }
  }

  selectFeatures(reg, sections);
  return reg;
}

function addEnumValue(def: EnumDef, ea: Record<string, string>, extNumber: number): void {
  if (def.values.some((v) => v.name === ea.name)) return;
  if (ea.alias) {
    def.values.push({ name: ea.name, value: 0, alias: ea.alias });
    return;
  }
  let value: number | bigint;
  if (ea.bitpos !== undefined) {
    value = def.bitwidth === 64 ? 1n << BigInt(ea.bitpos) : 2 ** Number(ea.bitpos);
  } else if (ea.offset !== undefined) {
    const ext = ea.extnumber ? Number(ea.extnumber) : extNumber;
    value = 1_000_000_000 + (ext - 1) * 1000 + Number(ea.offset);
    if (ea.dir === '-') value = -value;
  } else if (ea.value !== undefined) {
    value = def.bitwidth === 64 ? BigInt(ea.value.replace(/U?LL$/, '')) : Number(ea.value);
  } else {
    return;
  }
  def.values.push({ name: ea.name, value });
}

function parseConstant(v: string, ctype: string): number | bigint {
  const m = v.match(/^\(~(\d+)U(LL)?\)$/);
  if (m) return ctype === 'uint64_t' ? (1n << 64n) - 1n - BigInt(m[1]) : 0xffffffff - Number(m[1]);
  if (/F$/.test(v)) return Number(v.slice(0, -1));
  return Number(v);
}

function parseMember(m: XNode, consts: Map<string, number>): Member {
  const a = attrs(m);
  let type = '';
  let name = '';
  let before = '';
  let after = '';
  let seenName = false;
  const dims: number[] = [];
  for (const c of kids(m)) {
    const tag = tagOf(c);
    if (tag === 'type') type = text(c);
    else if (tag === 'name') {
      name = text(c);
      seenName = true;
    } else if (tag === 'enum') after += String(consts.get(text(c)) ?? text(c));
    else if (tag === '#text') {
      if (seenName) after += text(c);
      else before += text(c);
    }
  }
  // `before` holds `const` and the `*`s that follow <type>; `after` holds `[N]` and `:bits`.
  const ptr = (before.match(/\*/g) ?? []).length;
  for (const d of after.matchAll(/\[(\w+)\]/g)) {
    const n = /^\d+$/.test(d[1]) ? Number(d[1]) : (consts.get(d[1]) ?? NaN); // video.xml writes some sizes as bare names
    if (!Number.isInteger(n)) throw new Error(`unresolved array size ${d[1]} in ${name}`);
    dims.push(n);
  }
  const bits = after.match(/:\s*(\d+)/); // `:24` in vk.xml, `: 1` in video.xml
  return {
    name,
    type,
    ptr,
    constPtr: /^\s*const\b/.test(before),
    dims,
    bits: bits ? Number(bits[1]) : undefined,
    // noautovalidity members (e.g. VkWriteDescriptorSet.dstSet, ignored for push descriptors) may be null too.
    optional: (a.optional ?? '').split(',')[0] === 'true' || a.noautovalidity === 'true',
    len: a.len,
    altlen: a.altlen,
    values: a.values,
  };
}

/** Walks features and extensions: records providers, extension-added enum values, and skips. */
function selectFeatures(reg: Registry, sections: XNode[]): void {
  const extNodes = sections.filter((n) => tagOf(n) === 'extensions').flatMap((s) => childrenNamed(s, 'extension'));
  const deps = new Map<string, string[]>();
  for (const e of extNodes) {
    const a = attrs(e);
    deps.set(
      a.name,
      (a.depends ?? '').split(/[^A-Za-z0-9_]+/).filter((d) => d.startsWith('VK_') && !d.startsWith('VK_VERSION')),
    );
  }
  const needsWsi = (name: string, seen = new Set<string>()): boolean => {
    if (WSI_ROOTS.includes(name)) return true;
    if (seen.has(name)) return false;
    seen.add(name);
    return (deps.get(name) ?? []).some((d) => needsWsi(d, seen));
  };

  const selected: { name: string; node: XNode; number: number }[] = [];
  for (const f of sections.filter((n) => tagOf(n) === 'feature')) {
    const a = attrs(f);
    if (forVulkan(a.api) && /^VK_VERSION_1_[0-4]$/.test(a.name)) selected.push({ name: a.name, node: f, number: 0 });
  }
  for (const e of extNodes) {
    const a = attrs(e);
    const why = !(a.supported ?? '').split(',').includes('vulkan')
      ? null // disabled or Vulkan SC only: not worth listing
      : !/^VK_(KHR|EXT|NV)_/.test(a.name)
        ? null
        : a.platform
          ? `platform ${a.platform}`
          : needsWsi(a.name)
            ? 'window system'
            : '';
    if (why === null) continue;
    if (why) {
      reg.skipped.push({ name: a.name, why });
      continue;
    }
    reg.extensions.set(a.name, a.type === 'instance' ? 'instance' : 'device');
    selected.push({ name: a.name, node: e, number: Number(a.number) });
  }
  const selectedNames = new Set(selected.map((s) => s.name));

  // Enum values come from every Vulkan extension, selected or not: a selected extension may alias a value
  // (or use a struct whose sType) another extension defines, and extra values cost nothing.
  for (const e of extNodes) {
    const a = attrs(e);
    if (!(a.supported ?? '').split(',').includes('vulkan')) continue;
    for (const req of childrenNamed(e, 'require')) {
      if (!forVulkan(attrs(req).api)) continue;
      for (const c of childrenNamed(req, 'enum')) {
        const ca = attrs(c);
        const def = ca.extends && forVulkan(ca.api) ? reg.enums.get(ca.extends) : undefined;
        if (def) addEnumValue(def, ca, Number(a.number));
      }
    }
  }

  for (const { name, node, number } of selected) {
    for (const req of childrenNamed(node, 'require')) {
      const ra = attrs(req);
      if (!forVulkan(ra.api)) continue;
      if (ra.depends) {
        const names = ra.depends.split(/[^A-Za-z0-9_]+/).filter((d) => d.startsWith('VK_'));
        if (!names.some((d) => selectedNames.has(d) || d.startsWith('VK_VERSION'))) continue;
      }
      for (const c of kids(req)) {
        const tag = tagOf(c);
        const ca = attrs(c);
        if (!forVulkan(ca.api)) continue;
        if (tag === 'command') {
          const list = reg.providers.get(ca.name) ?? [];
          if (!list.includes(name)) list.push(name);
          reg.providers.set(ca.name, list);
        } else if (tag === 'type') {
          reg.requiredTypes.add(ca.name);
        } else if (tag === 'enum' && ca.extends && number === 0) {
          const def = reg.enums.get(ca.extends); // core features (extensions were handled above)
          if (def) addEnumValue(def, ca, number);
        }
      }
    }
  }
}
