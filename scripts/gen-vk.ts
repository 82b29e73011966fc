// Generates src/vk/generated/ from the pinned vk.xml (see scripts/toolchain.sh). `--check` regenerates in
// memory and fails when the committed files differ (the CI drift check).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitCommands } from './gen-vk/emit-commands.ts';
import { emitEnums, emitHandles } from './gen-vk/emit-enums.ts';
import { emitStructs, selectStructs } from './gen-vk/emit-structs.ts';
import { Model } from './gen-vk/model.ts';
import { parseRegistry } from './gen-vk/registry.ts';

const PINNED_HEADER_VERSION = 309;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'src/vk/generated');
const check = process.argv.includes('--check');

function vkXmlPath(): string {
  const fromEnv = process.env.VKTS_VK_XML;
  const local = join(root, '.toolchain/root/usr/share/vulkan/registry/vk.xml');
  const p = fromEnv || local;
  if (!existsSync(p)) throw new Error(`vk.xml not found at ${p}: run \`bash scripts/toolchain.sh\` first`);
  return p;
}

const xml = readFileSync(vkXmlPath(), 'utf8');
const videoXml = readFileSync(join(dirname(vkXmlPath()), 'video.xml'), 'utf8');
const reg = parseRegistry(xml, videoXml);
if (reg.headerVersion !== PINNED_HEADER_VERSION) {
  throw new Error(`vk.xml is 1.4.${reg.headerVersion}; the binding is pinned to 1.4.${PINNED_HEADER_VERSION} (run scripts/toolchain.sh)`);
}
const model = new Model(reg);
const structs = selectStructs(model);
const { code: structCode, layouts } = emitStructs(model, structs);
const { code: commandCode, stats } = emitCommands(model, new Set(structs.map((s) => s.name)));

const files: Record<string, string> = {
  'enums.ts': emitEnums(model),
  'handles.ts': emitHandles(model),
  'structs.ts': structCode,
  'layouts.ts': layouts,
  'commands.ts': commandCode,
};

let drift = 0;
mkdirSync(outDir, { recursive: true });
for (const [name, text] of Object.entries(files)) {
  const path = join(outDir, name);
  const old = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (old === text) continue;
  if (check) {
    console.error(`gen-vk: src/vk/generated/${name} differs from what vk.xml 1.4.${reg.headerVersion} generates`);
    drift++;
  } else writeFileSync(path, text);
}
console.log(
  `gen-vk: vk.xml 1.4.${reg.headerVersion}: ${structs.length} structs, ${reg.enums.size} enums, ${reg.handles.size} handles, ` +
    `${stats.total} commands (${stats.wrapped} with wrappers, ${stats.rawOnly.length} raw only), ${reg.extensions.size} extensions ` +
    `(${reg.skipped.length} left out: window system or platform)`,
);
if (process.env.VKTS_GEN_VERBOSE) console.log('raw only:', stats.rawOnly.join(' '));
if (check && drift) {
  console.error('gen-vk: run `npm run gen` and commit the result');
  process.exit(1);
}
if (check) console.log('gen-vk: generated binding matches vk.xml');
