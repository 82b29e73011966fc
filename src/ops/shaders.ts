// The shipped kernels: committed SPIR-V (shaders/spv/, listed in manifest.json) loaded by name and variant.
// A device's shader folder (DeviceOptions.shaderDir, default VKTS_SHADER_DIR, read once when the device
// opens) overrides them by name, for iterating on a kernel without touching the package:
// <name>.<variant>.spv, then <name>.spv, then <name>.comp (compiled with the variant's defines and target
// environment from the manifest, #includes resolved from that folder and shaders/include/).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileGlsl, type TargetEnv } from '../spirv/compile.ts';
import { SpirvError } from '../spirv/errors.ts';
import { DeviceError } from '../device/errors.ts';

export interface ShaderVariant {
  name: string;
  variant: string;
  file: string;
  sha256: string;
  defines: Record<string, string | number>;
  targetEnv: TargetEnv;
}

const SHADERS = fileURLToPath(new URL('../../shaders/', import.meta.url));
let manifest: Map<string, ShaderVariant> | undefined;

function variants(): Map<string, ShaderVariant> {
  if (!manifest) {
    const m = JSON.parse(readFileSync(join(SHADERS, 'spv/manifest.json'), 'utf8')) as { shaders: ShaderVariant[] };
    manifest = new Map(m.shaders.map((s) => [`${s.name}.${s.variant}`, s]));
  }
  return manifest;
}

/** Every shipped shader variant. */
export function shippedVariants(): ShaderVariant[] {
  return [...variants().values()];
}

export class UnknownShaderError extends DeviceError {
  constructor(name: string, variant: string) {
    const known = shippedVariants()
      .filter((s) => s.name === name)
      .map((s) => s.variant);
    super(known.length ? `shader ${name} has no variant ${variant} (it has ${known.join(', ')})` : `no shipped shader is called ${name}`);
  }
}

function words(b: Buffer, path: string): Uint32Array {
  if (b.byteLength % 4 !== 0)
    throw new SpirvError('BAD_LENGTH', `${path}: ${b.byteLength} bytes is not a whole number of 32-bit SPIR-V words`);
  return new Uint32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
}

/** Where a shader's SPIR-V comes from (for the profiler and error messages). */
export function shaderSource(name: string, variant: string, dir?: string): string {
  if (dir) {
    for (const f of [`${name}.${variant}.spv`, `${name}.spv`, `${name}.comp`]) if (existsSync(join(dir, f))) return join(dir, f);
  }
  const v = variants().get(`${name}.${variant}`);
  if (!v) throw new UnknownShaderError(name, variant);
  return join(SHADERS, 'spv', v.file);
}

// Words per (folder, shader, variant): a pipeline rebuilt after a device is destroyed must not read the
// disk again, and the same array lets the pipeline cache reuse its content hash.
const loaded = new Map<string, Uint32Array>();

/** The SPIR-V words of a shipped shader variant, or of its override in `dir`. */
export function loadShader(name: string, variant: string, dir?: string): Uint32Array {
  const key = `${dir ?? ''}\0${name}.${variant}`;
  let w = loaded.get(key);
  if (!w) loaded.set(key, (w = readShader(name, variant, dir)));
  return w;
}

function readShader(name: string, variant: string, dir?: string): Uint32Array {
  const v = variants().get(`${name}.${variant}`);
  const path = shaderSource(name, variant, dir);
  if (!path.endsWith('.comp')) return words(readFileSync(path), path);
  // A GLSL override: compile it as the build does for this variant (a new shader gets no defines).
  return compileGlsl(readFileSync(path, 'utf8'), {
    defines: v?.defines ?? {},
    targetEnv: v?.targetEnv,
    fileName: path,
    includePaths: [dir!, join(SHADERS, 'include')],
    optimize: true,
  });
}
