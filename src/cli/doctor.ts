// `vkts doctor`: checks what vkts needs (the Vulkan loader, a device, the validation layer, glslc, the cache
// folder) and prints one line per check, ✓ or ✗, with the fix for each missing piece. Exit code 0 when the
// loader and at least one device exist (what running ops needs), 1 otherwise.
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import * as vk from '../vk/index.ts';
import { Device, NoDeviceError } from '../device/index.ts';
import { compileGlsl, defaultCacheDir, findGlslc, glslcVersion } from '../spirv/compile.ts';
import { WASM_GLSLANG, wasmGlslang } from '../spirv/glslang-wasm.ts';
import { GlslCompileError, GlslcNotFoundError } from '../spirv/errors.ts';

/** One check's outcome: `ok` (✓) or not (✗, with `fix`); `warn` marks a ✗ that does not fail the command. */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
  fix?: string;
}

const VALIDATION_LAYER = 'VK_LAYER_KHRONOS_validation';

/** How to install glslc, per distribution (the same advice as GlslcNotFoundError). */
export const GLSLC_FIX =
  'Debian 13+ / Ubuntu 24.04+: `apt-get install glslc` (compiles everything); Debian 12: `apt-get install glslc` ' +
  'compiles everything but cooperative-matrix shaders; in a vkts checkout: `bash scripts/toolchain.sh` (all shaders); ' +
  'or set VKTS_GLSLC to a glslc binary';

const PLAIN_SHADER = `#version 450
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer B { float v[]; };
void main() { v[gl_GlobalInvocationID.x] *= 2.0; }
`;

const COOPMAT_SHADER = `#version 450
#extension GL_KHR_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 32) in;
layout(set = 0, binding = 0) buffer B { float16_t v[]; };
void main() {
  coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> a;
  coopMatLoad(a, v, 0, 16, gl_CooperativeMatrixLayoutRowMajor);
  coopMatStore(a, v, 0, 16, gl_CooperativeMatrixLayoutRowMajor);
}
`;

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const firstLine = (s: string): string => s.split('\n')[0].trim();

function loaderCheck(): { check: Check; entry?: vk.EntryCommands } {
  try {
    const lib = vk.vulkanLibrary();
    const entry = vk.entryCommands();
    let version = '1.0';
    try {
      version = vk.apiVersionString(entry.enumerateInstanceVersion());
    } catch {
      /* a 1.0 loader has no vkEnumerateInstanceVersion */
    }
    return { check: { name: 'Vulkan loader', ok: true, detail: `${lib.path}, Vulkan ${version}` }, entry };
  } catch (e) {
    return {
      check: {
        name: 'Vulkan loader',
        ok: false,
        detail: firstLine(message(e)),
        fix: 'Debian/Ubuntu: `apt-get install libvulkan1`; or point VKTS_VULKAN_LIBRARY at libvulkan.so.1',
      },
    };
  }
}

function deviceChecks(): Check[] {
  const fix =
    "a driver: your GPU vendor's Vulkan driver, or Mesa's lavapipe (a CPU device): Debian/Ubuntu `apt-get install mesa-vulkan-drivers`";
  try {
    const devices = Device.list();
    if (devices.length === 0) return [{ name: 'Vulkan devices', ok: false, detail: 'none found', fix }];
    return devices.map((d) => ({
      name: `device ${d.index}`,
      ok: true,
      detail: `${d.name}: ${d.type}, driver ${`${d.driver.name} ${d.driver.info}`.trim()}, Vulkan ${d.apiVersion}`,
    }));
  } catch (e) {
    return [{ name: 'Vulkan devices', ok: false, detail: e instanceof NoDeviceError ? 'none found' : firstLine(message(e)), fix }];
  }
}

function validationCheck(entry: vk.EntryCommands | undefined): Check {
  const name = 'validation layer';
  const fix = 'Debian/Ubuntu: `apt-get install vulkan-validationlayers` (needed only for validation: VKTS_VALIDATION=1)';
  if (!entry) return { name, ok: false, detail: 'not checked: no Vulkan loader', fix };
  try {
    const layer = entry.enumerateInstanceLayerProperties().find((l) => l.layerName === VALIDATION_LAYER);
    if (!layer) return { name, ok: false, detail: `${VALIDATION_LAYER} not installed`, fix };
    return {
      name,
      ok: true,
      detail: `${VALIDATION_LAYER} ${vk.apiVersionString(layer.specVersion)} (build ${layer.implementationVersion})`,
    };
  } catch (e) {
    return { name, ok: false, detail: firstLine(message(e)), fix };
  }
}

function glslcChecks(): Check[] {
  let glslc: string;
  try {
    glslc = findGlslc();
  } catch (e) {
    const searched = e instanceof GlslcNotFoundError ? e.searched.join(', ') : firstLine(message(e));
    const wasm = wasmGlslang();
    return [
      wasm
        ? {
            name: 'glslc',
            ok: true,
            detail: `not found; ${WASM_GLSLANG} ${wasm.version} (WebAssembly glslang, in process) compiles .comp sources instead, without GL_KHR_cooperative_matrix or optimization`,
          }
        : {
            name: 'glslc',
            ok: false,
            detail: `not found${searched ? ` (looked for ${searched})` : ''}; needed only for .comp sources (kernel(glsl), vkts run, VKTS_SHADER_DIR)`,
            fix: `${GLSLC_FIX}; or \`npm install ${WASM_GLSLANG}\` (in process, no cooperative matrices)`,
          },
    ];
  }
  let version: string;
  try {
    version = firstLine(glslcVersion(glslc));
  } catch (e) {
    return [{ name: 'glslc', ok: false, detail: `${glslc}: ${firstLine(message(e))}`, fix: GLSLC_FIX }];
  }
  const compiles = (source: string, targetEnv: 'vulkan1.2' | 'vulkan1.3'): string | undefined => {
    try {
      compileGlsl(source, { glslcPath: glslc, targetEnv, cacheDir: false });
      return undefined;
    } catch (e) {
      return e instanceof GlslCompileError ? firstLine(e.diagnostics.find((d) => d.severity === 'error')?.message ?? e.stderr) : message(e);
    }
  };
  const plain = compiles(PLAIN_SHADER, 'vulkan1.2');
  const checks: Check[] = [
    plain === undefined
      ? { name: 'glslc', ok: true, detail: `${glslc} (${version}); compiles compute shaders` }
      : { name: 'glslc', ok: false, detail: `${glslc} (${version}) fails on a plain compute shader: ${plain}`, fix: GLSLC_FIX },
  ];
  if (plain === undefined) {
    const coop = compiles(COOPMAT_SHADER, 'vulkan1.3');
    checks.push(
      coop === undefined
        ? { name: 'glslc cooperative matrix', ok: true, detail: 'GL_KHR_cooperative_matrix shaders compile' }
        : {
            name: 'glslc cooperative matrix',
            ok: false,
            detail: `GL_KHR_cooperative_matrix shaders do not compile (${coop}); only they need a newer glslc`,
            fix: 'Debian 13+ / Ubuntu 24.04+: `apt-get install glslc`; in a vkts checkout: `bash scripts/toolchain.sh`; or set VKTS_GLSLC',
          },
    );
  }
  return checks;
}

function cacheCheck(): Check {
  const dir = defaultCacheDir();
  const name = 'cache folder';
  const fix = 'make it writable, or set VKTS_CACHE_DIR to a writable folder';
  let existing = dir;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  try {
    if (!statSync(existing).isDirectory()) return { name, ok: false, detail: `${dir}: ${existing} is not a folder`, fix };
    accessSync(existing, constants.W_OK);
    return { name, ok: true, detail: existing === dir ? `${dir} (writable)` : `${dir} (created on first use; ${existing} is writable)` };
  } catch {
    return { name, ok: false, detail: `${dir}: ${existing} is not writable (compiled SPIR-V and roofs are not cached)`, fix };
  }
}

/** Runs every check; `required` is false when the loader or every device is missing. */
export function runChecks(): { checks: Check[]; required: boolean } {
  const { check: loader, entry } = loaderCheck();
  const devices = loader.ok
    ? deviceChecks()
    : [{ name: 'Vulkan devices', ok: false, detail: 'not checked: no Vulkan loader', fix: 'install the loader first' }];
  const checks = [loader, ...devices, validationCheck(entry), ...glslcChecks(), cacheCheck()];
  return { checks, required: loader.ok && devices.every((d) => d.ok) };
}

/** One line per check: `✓ name: detail` or `✗ name: detail — fix: ...`. */
export function formatCheck(c: Check): string {
  return `${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}${!c.ok && c.fix ? ` — fix: ${c.fix}` : ''}`;
}

export async function doctor(): Promise<void> {
  const { checks, required } = runChecks();
  console.log(checks.map(formatCheck).join('\n'));
  if (!required) process.exitCode = 1;
}
