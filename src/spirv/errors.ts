// Typed errors of the spirv layer (GLSL compilation, spirv-val, reflection). All derive from ShaderError,
// itself a VktsError, so `e instanceof ShaderError` catches every shader-toolchain mistake and
// `e instanceof VktsError` every mistake vkts reports on purpose. The name of each is its class name.
import { VktsError } from '../vk/core/errors.ts';
import type { GlslDiagnostic } from './compile.ts';

/** Base class of every error of the spirv layer. */
export class ShaderError extends VktsError {}

/** A shader-toolchain function got an invalid option (a define name that is not an identifier, ...). */
export class ShaderOptionError extends ShaderError {}

/** An external tool (glslc, spirv-val) could not be run, or failed in a way that is not a verdict on the shader. */
export class ToolError extends ShaderError {
  constructor(
    readonly tool: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** An external tool (glslc, spirv-val) was not found where vkts looked. */
export class ToolNotFoundError extends ToolError {}

/** glslc was not found; the message lists where vkts looked and how to get one. */
export class GlslcNotFoundError extends ToolNotFoundError {
  constructor(readonly searched: readonly string[]) {
    super(
      'glslc',
      `glslc (the GLSL to SPIR-V compiler from shaderc) was not found; looked for ${searched.join(', ')}. ` +
        'To get one: on Debian 13+ / Ubuntu 24.04+ `apt-get install glslc` (compiles every shader); on Debian 12 ' +
        '`apt-get install glslc` (compiles everything but GL_KHR_cooperative_matrix shaders); in a vkts checkout ' +
        '`bash scripts/toolchain.sh` (all shaders; then `source .toolchain/env.sh`); or set VKTS_GLSLC to a glslc binary; ' +
        'or, with no system package, `npm install @webgpu/glslang` (an in-process WebAssembly glslang of 2020: no ' +
        'GL_KHR_cooperative_matrix, no optimizer). ' +
        '`vkts doctor` checks what is installed.',
    );
  }
}

/** glslc rejected the GLSL source; `diagnostics` holds its parsed messages. */
export class GlslCompileError extends ShaderError {
  constructor(
    readonly diagnostics: readonly GlslDiagnostic[],
    readonly stderr: string,
  ) {
    const errors = diagnostics.filter((d) => d.severity === 'error');
    const listed = diagnostics.length
      ? diagnostics.map((d) => `  ${d.file}${d.line ? `:${d.line}` : ''}: ${d.severity}: ${d.message}`).join('\n')
      : `  ${stderr.trim() || 'glslc failed without a message'}`;
    super(`GLSL compilation failed (${errors.length || 1} error${errors.length > 1 ? 's' : ''}):\n${listed}`);
  }
}

/** A SPIR-V module failed validation: spirv-val's verdict, or vkts's own structural checks before a driver sees it. */
export class InvalidSpirvError extends ShaderError {}

export type SpirvErrorCode =
  | 'BAD_LENGTH'
  | 'BAD_MAGIC'
  | 'TRUNCATED'
  | 'BAD_WORD_COUNT'
  | 'MALFORMED'
  | 'NO_COMPUTE_ENTRY_POINT'
  | 'NO_LOCAL_SIZE'
  | 'UNSUPPORTED';

/** Reflection could not read the module; `code` says why. */
export class SpirvError extends ShaderError {
  constructor(
    readonly code: SpirvErrorCode,
    message: string,
  ) {
    super(message);
  }
}
